/* The exact endgame solver of solver.py, compiled (CPython C API, plain C99).
 *
 * Computes exactly what EndgameSolver.value computes (without ``policy`` seats):
 * the card points the bidding side takes from the given position with best play by
 * all four seats, every hand open.  Alpha-beta over the cards with a transposition
 * table at trick boundaries (bounds, and the best card led as the first move to try),
 * equivalent cards of one hand merged (same suit, same points, no card of another
 * hand or of the trick in progress ranked between them), and the cards ordered by a
 * cheap rule (win cheaply, give points to a partner who is winning, discard cheaply).
 *
 * Cards are ints 0..31: suit * 8 + rank, rank 0 the Jack (highest) .. 7 the Seven, so a
 * lower bit beats a higher one of the same suit.  A hand is a 32-bit mask.
 *
 * solve(hands, leader, trick, tricks_left, trump, side, step, must_trump, last_bonus,
 *       trump_from=0, asker=-1) -> int
 *   hands       4 masks (the cards still held; the cards of ``trick`` are not in them)
 *   leader      the seat that led (or leads) the current trick
 *   trick       the cards played to the current trick, [(seat, card)], in order
 *   tricks_left tricks left including the current one (1..8)
 *   trump       the suit in force 0..3, or -1 for none
 *   side        the bidding side (0 NS, 1 EW): the value is its points
 *   step        1 clockwise, 3 counter-clockwise
 *   must_trump  a seat void in the suit led must trump if it can (void_must_trump)
 *   last_bonus  points for winning the last trick
 *   trump_from  in the current trick only, trumps count from this position on (the
 *               trump revealed in this trick under trump_activation from_reveal)
 *   asker       in the current trick only, a seat that asked for the trump and must
 *               play one if it holds one (asker_must_trump), or -1
 *
 * card_values(same arguments) -> {card: value}: for every legal card of the seat to
 *   play, the value of the position after it, all in one table.
 * nodes() -> the cards tried by the last call.
 * trick_winner(cards, trump, trump_from) and legal_cards(held, led_card, trump,
 *   must_trump, is_asker): the rules of the port one at a time, for the tests that hold
 *   it to the rule kernel (engine/kernel.py).
 *
 * The table (2**19 entries, 12 MB) is allocated at the first call and shared; the
 * searches run without the GIL, one at a time.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(_MSC_VER)
#include <intrin.h>
static int ctz32(uint32_t x) { unsigned long i; _BitScanForward(&i, x); return (int)i; }
static int popc32(uint32_t x) { return (int)__popcnt(x); }
#elif defined(__GNUC__) || defined(__clang__)
static int ctz32(uint32_t x) { return __builtin_ctz(x); }
#else
static int ctz32(uint32_t x) { int i = 0; while (!(x & 1u)) { x >>= 1; i++; } return i; }
#endif
#if !defined(_MSC_VER)
/* without -mpopcnt the builtin is a library call: the bit trick is faster */
static int popc32(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
#endif

#define INF 1000
#define SUIT_MASK(s) ((uint32_t)0xFFu << (8 * (s)))
#define JACKS 0x01010101u
#define NINES 0x02020202u
#define ACES_TENS 0x0C0C0C0Cu

static const int CARD_PTS[8] = {3, 2, 1, 1, 0, 0, 0, 0};
#define PTS(c) (CARD_PTS[(c) & 7])

static int points(uint32_t m) {
    return 3 * popc32(m & JACKS) + 2 * popc32(m & NINES) + popc32(m & ACES_TENS);
}

/* ------------------------------------------------------------ transposition table */
typedef struct {
    uint32_t h[4];
    uint32_t gen;
    uint8_t leader; /* the leader, and 4 * the tricks left */
    int8_t best;    /* card led that was best (or cut off), -1 none */
    int8_t lo, hi;  /* bounds of the value of the rest of the hand */
} Entry;

#define TT_BITS 19
#define TT_SIZE (1u << TT_BITS)
#define TT_MIN_LEFT 2 /* positions with fewer tricks left are not stored */
static Entry *tt = NULL;
static uint32_t tt_gen = 0;
static long long last_nodes = 0;

#define MATCH(e, key, leader)                                                        \
    ((e)->gen == tt_gen && ((e)->leader & 3) == (leader) && (e)->h[0] == (key)[0]        \
     && (e)->h[1] == (key)[1] && (e)->h[2] == (key)[2] && (e)->h[3] == (key)[3])

static uint32_t hash_key(const uint32_t *h, int leader) {
    uint64_t x = (uint64_t)h[0] * 0x9E3779B97F4A7C15ull;
    x ^= (uint64_t)h[1] * 0xC2B2AE3D27D4EB4Full;
    x ^= (uint64_t)h[2] * 0x165667B19E3779F9ull;
    x ^= (uint64_t)h[3] * 0xD6E8FEB86659FD93ull;
    x ^= (uint64_t)(leader + 1) * 0xFF51AFD7ED558CCDull;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 32;
    return (uint32_t)x & (TT_SIZE - 1);
}

/* The key of a position at a trick boundary: the cards still held, each moved up to
 * the highest free rank of its point group (J; 9; A T; K Q 8 7) in its suit.  Only the
 * order of the live cards and their points decide the rest of the hand, so positions
 * that differ only by which low cards were played share one entry.  ``map`` gives the
 * key's card for each live card. */
static void canon(const uint32_t *h, uint32_t *out, int8_t *map) {
    static const int gs[4] = {0, 1, 2, 4}, ge[4] = {1, 2, 4, 8};
    uint32_t live = h[0] | h[1] | h[2] | h[3];
    int s, g, r;
    out[0] = out[1] = out[2] = out[3] = 0;
    for (s = 0; s < 4; s++) {
        int base = 8 * s;
        if (!(live & SUIT_MASK(s))) continue;
        for (g = 0; g < 4; g++) {
            int slot = gs[g];
            for (r = gs[g]; r < ge[g]; r++) {
                int c = base + r, o;
                uint32_t bit = (uint32_t)1 << c;
                if (!(live & bit)) continue;
                o = (h[0] & bit) ? 0 : (h[1] & bit) ? 1 : (h[2] & bit) ? 2 : 3;
                out[o] |= (uint32_t)1 << (base + slot);
                map[c] = (int8_t)(base + slot);
                slot++;
            }
        }
    }
}

/* ------------------------------------------------------------ the search */
typedef struct {
    uint32_t hands[4];
    int trump, side, step, must_trump, last_bonus;
    int trump_from, asker;  /* the current (given) trick only */
    long long nodes;
    uint32_t hist[4][32];  /* cut-offs by each card of each seat (move ordering) */
} Ctx;

static int boundary(Ctx *x, int leader, int left, int alpha, int beta);

/* position (index in the trick) of the card winning cards[0..n-1] */
static int winner_pos(const Ctx *x, const int *cards, int n, int first) {
    int led = cards[0] >> 3, best = -1, i;
    int t = x->trump;
    if (t >= 0 && t != led) {
        int from = first ? x->trump_from : 0;
        for (i = from; i < n; i++)
            if ((cards[i] >> 3) == t && (best < 0 || cards[i] < cards[best])) best = i;
        if (best >= 0) return best;
    }
    for (i = 0; i < n; i++)
        if ((cards[i] >> 3) == led && (best < 0 || cards[i] < cards[best])) best = i;
    return best;
}

/* can a seat after position ``pos`` beat the card ``c`` (held in the trick)? */
static int beaten_later(const Ctx *x, int leader, int pos, int c, int led, int first) {
    int q, t = x->trump, cs = c >> 3;
    int counts = !first || pos >= x->trump_from;  /* c counts as a trump if it is one */
    for (q = pos + 1; q < 4; q++) {
        uint32_t h = x->hands[(leader + x->step * q) & 3];
        uint32_t follow = h & SUIT_MASK(led);
        if (cs == t && t != led && counts) {
            /* a trump: beaten by a higher trump of a seat void in the suit led */
            if (!follow && (h & SUIT_MASK(t) & (((uint32_t)1 << c) - 1))) return 1;
        } else {
            /* of the suit led: beaten by a higher one, or a trump of a void seat */
            if (follow & (((uint32_t)1 << c) - 1)) return 1;
            if (!follow && t >= 0 && t != led && (h & SUIT_MASK(t))) return 1;
        }
    }
    return 0;
}

static int close_trick(Ctx *x, const int *cards, const int *seats, int left, int alpha,
                       int beta, int first) {
    int w = winner_pos(x, cards, 4, first);
    int pts = PTS(cards[0]) + PTS(cards[1]) + PTS(cards[2]) + PTS(cards[3]);
    int mine;
    if (left == 1) pts += x->last_bonus;
    mine = ((seats[w] & 1) == x->side) ? pts : 0;
    if (left == 1) return mine;
    return mine + boundary(x, seats[w], left - 1, alpha - mine, beta - mine);
}

/* the cards ``seat`` may play at position ``pos`` of a trick */
static uint32_t legal_cards(const Ctx *x, int seat, int pos, const int *cards, int first) {
    uint32_t held = x->hands[seat], legal;
    if (pos == 0) return held;
    legal = held & SUIT_MASK(cards[0] >> 3);
    if (legal) return legal;
    if (x->trump >= 0 && (x->must_trump || (first && seat == x->asker))) {
        uint32_t t = held & SUIT_MASK(x->trump);
        if (t) return t;
    }
    return held;
}

static int in_trick(Ctx *x, int leader, int pos, int *cards, int *seats, int left,
                    int alpha, int beta, int first, int hint) {
    int seat = (leader + x->step * pos) & 3;
    uint32_t held = x->hands[seat], legal, live, on_table = 0, others, m;
    int moves[8], score[8], n = 0, i, j, prev = -1, maxing, best, led = -1;
    int wpos = -1, partner_wins = 0;
    x->nodes++;
    for (i = 0; i < pos; i++) on_table |= 1u << cards[i];
    legal = legal_cards(x, seat, pos, cards, first);
    if (pos > 0) {
        led = cards[0] >> 3;
        wpos = winner_pos(x, cards, pos, first);
        partner_wins = (seats[wpos] & 1) == (seat & 1);
    }
    live = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3] | on_table;
    others = live & ~held;
    /* legal cards, equivalent ones merged (as solver._moves) */
    m = legal;
    while (m) {
        int c = ctz32(m);
        m &= m - 1;
        if (prev >= 0 && (prev >> 3) == (c >> 3) && PTS(prev) == PTS(c)) {
            uint32_t between = live & (((uint32_t)1 << c) - 1) & ~((((uint64_t)1 << (prev + 1)) - 1));
            if ((between & ~held) == 0) continue;
        }
        moves[n++] = c;
        prev = c;
    }
    /* move ordering */
    for (i = 0; i < n; i++) {
        int c = moves[i], s;
        if (pos == 0) {
            uint32_t above = others & SUIT_MASK(c >> 3) & (((uint32_t)1 << c) - 1);
            if (c == hint) s = 1000;
            else if (!above) s = 100 + 4 * PTS(c);    /* a master: cash it */
            else {
                /* to the partner's master, else a cheap card */
                uint32_t top = above & (0u - above);  /* the highest card of another hand */
                uint32_t partner = x->hands[seat ^ 2];
                s = ((partner & top) ? 90 : 50) - 4 * PTS(c) + (c & 7);
            }
        } else {
            int wins;
            cards[pos] = c;
            wins = winner_pos(x, cards, pos + 1, first) == pos;
            if (wins) {
                if (beaten_later(x, leader, pos, c, led, first)) wins = 0;
                else s = 200 + 8 * PTS(c) + (c & 7);      /* sure to win: cheaply */
            }
            if (!wins) {
                int w = partner_wins && !beaten_later(x, leader, pos, cards[wpos], led, first);
                if (w) s = 100 + 8 * PTS(c) + (c & 7);       /* partner wins: give points */
                else s = 50 - 8 * PTS(c) + (c & 7);          /* else play cheaply */
            }
        }
        score[i] = (s << 12) + (int)(x->hist[seat][c] > 4095 ? 4095 : x->hist[seat][c]);
    }
    for (i = 1; i < n; i++) {
        int c = moves[i], s = score[i];
        for (j = i; j > 0 && score[j - 1] < s; j--) {
            moves[j] = moves[j - 1];
            score[j] = score[j - 1];
        }
        moves[j] = c;
        score[j] = s;
    }
    maxing = (seat & 1) == x->side;
    best = maxing ? -INF : INF;
    for (i = 0; i < n; i++) {
        int c = moves[i], v;
        x->hands[seat] = held & ~((uint32_t)1 << c);
        cards[pos] = c;
        seats[pos] = seat;
        if (pos == 3)
            v = close_trick(x, cards, seats, left, alpha, beta, first);
        else
            v = in_trick(x, leader, pos + 1, cards, seats, left, alpha, beta, first, -1);
        x->hands[seat] = held;
        if (maxing) {
            if (v > best) {
                best = v;
                if (pos == 0) hint = c;
                if (v > alpha) alpha = v;
            }
        } else {
            if (v < best) {
                best = v;
                if (pos == 0) hint = c;
                if (v < beta) beta = v;
            }
        }
        if (alpha >= beta) {
            x->hist[seat][c] += (uint32_t)left * left;
            break;
        }
    }
    /* the boundary reads the best card led back through ``hint`` of its caller */
    if (pos == 0) cards[0] = hint;
    return best;
}

static int boundary(Ctx *x, int leader, int left, int alpha, int beta) {
    uint32_t *h = x->hands;
    uint32_t key[4];
    int8_t map[32];
    int rest, a0, b0, v, lo, hi, hint = -1, c, found;
    int cards[4], seats[4];
    uint32_t idx;
    Entry *e;
    if (left == 0) return 0;
    if (left == 1) {  /* one card each: the last trick plays itself */
        int i, w;
        for (i = 0; i < 4; i++) {
            seats[i] = (leader + x->step * i) & 3;
            cards[i] = ctz32(h[seats[i]]);
        }
        w = winner_pos(x, cards, 4, 0);
        return ((seats[w] & 1) == x->side) ? points(h[0] | h[1] | h[2] | h[3]) + x->last_bonus : 0;
    }
    rest = points(h[0] | h[1] | h[2] | h[3]) + x->last_bonus;
    if (alpha >= rest) return rest;  /* the value is at most ``rest`` */
    if (beta <= 0) return 0;         /* and at least 0 */
    if (left < TT_MIN_LEFT) {  /* a small tree: searching it beats a cache miss */
        cards[0] = -1;
        return in_trick(x, leader, 0, cards, seats, left, alpha, beta, 0, -1);
    }
    canon(h, key, map);
    idx = hash_key(key, leader);
    /* two entries a bucket: the one found, else a stale or the shallower one is
     * replaced */
    {
        Entry *b = &tt[idx & ~1u];
        found = 1;
        if (MATCH(b, key, leader)) e = b;
        else if (MATCH(b + 1, key, leader)) e = b + 1;
        else {
            found = 0;
            if (b->gen != tt_gen) e = b;
            else if (b[1].gen != tt_gen) e = b + 1;
            else e = (b[1].leader >> 2) < (b->leader >> 2) ? b + 1 : b;
        }
    }
    if (found) {
        lo = e->lo;
        hi = e->hi;
        if (e->best >= 0) {  /* the best card led, back from the key to this position */
            uint32_t m = h[leader];
            while (m) {
                c = ctz32(m);
                m &= m - 1;
                if (map[c] == e->best) {
                    hint = c;
                    break;
                }
            }
        }
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo == hi) return lo;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    } else {
        /* a new entry: what is known without search */
        lo = 0;
        hi = rest;
    }
    a0 = alpha;
    b0 = beta;
    cards[0] = -1;
    v = in_trick(x, leader, 0, cards, seats, left, alpha, beta, 0, hint);
    if (v <= a0) {
        if (v < hi) hi = v;
    } else if (v >= b0) {
        if (v > lo) lo = v;
    } else {
        lo = hi = v;
    }
    e->gen = tt_gen;
    e->leader = (uint8_t)(leader | (left << 2));
    memcpy(e->h, key, sizeof e->h);
    e->lo = (int8_t)(lo < -100 ? -100 : lo);
    e->hi = (int8_t)(hi > 100 ? 100 : hi);
    e->best = (int8_t)(cards[0] >= 0 ? map[cards[0]] : -1);
    return v;
}

/* ------------------------------------------------------------ Python interface */
static int get_int(PyObject *o, const char *what, long lo, long hi, long *out) {
    long v;
    if (!PyLong_Check(o)) {
        PyErr_Format(PyExc_TypeError, "%s must be an int", what);
        return -1;
    }
    v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < lo || v > hi) {
        PyErr_Format(PyExc_ValueError, "%s must be between %ld and %ld, not %ld", what, lo, hi, v);
        return -1;
    }
    *out = v;
    return 0;
}

/* A position as solve() takes it, checked; 0, or -1 with an exception set. */
typedef struct {
    Ctx x;
    int leader, left, n, cards[4], seats[4];
    uint32_t all;
} Root;

static int parse_position(PyObject *args, PyObject *kwds, Root *r) {
    static char *kwlist[] = {"hands", "leader", "trick", "tricks_left", "trump", "side",
                             "step", "must_trump", "last_bonus", "trump_from", "asker", NULL};
    PyObject *hands_o, *trick_o, *seq = NULL, *tseq = NULL;
    int leader, left, trump, side, step, must_trump, last_bonus, trump_from = 0, asker = -1;
    int *cards = r->cards, *seats = r->seats, n, i;
    uint32_t all = 0;
    Ctx x;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OiOiiiipi|ii", kwlist, &hands_o, &leader,
                                     &trick_o, &left, &trump, &side, &step, &must_trump,
                                     &last_bonus, &trump_from, &asker))
        return -1;
    if (leader < 0 || leader > 3 || side < 0 || side > 1 || (step != 1 && step != 3)
        || trump < -1 || trump > 3 || left < 1 || left > 8 || last_bonus < 0
        || last_bonus > 10 || trump_from < 0 || trump_from > 3 || asker < -1 || asker > 3) {
        PyErr_SetString(PyExc_ValueError,
                        "solve: leader, side, step, trump, tricks_left, last_bonus, trump_from "
                        "or asker out of range");
        return -1;
    }
    memset(&x, 0, sizeof x);
    seq = PySequence_Fast(hands_o, "solve: hands must be a sequence of four masks");
    if (!seq) return -1;
    if (PySequence_Fast_GET_SIZE(seq) != 4) {
        PyErr_SetString(PyExc_ValueError, "solve: hands must hold four masks");
        goto fail;
    }
    for (i = 0; i < 4; i++) {
        long long hv;
        PyObject *o = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyLong_Check(o)) {
            PyErr_SetString(PyExc_TypeError, "solve: a hand must be an int mask");
            goto fail;
        }
        hv = PyLong_AsLongLong(o);
        if (hv == -1 && PyErr_Occurred()) goto fail;
        if (hv < 0 || hv > 0xFFFFFFFFll) {
            PyErr_SetString(PyExc_ValueError, "solve: a hand must be a 32-bit card mask");
            goto fail;
        }
        x.hands[i] = (uint32_t)hv;
        if (all & x.hands[i]) {
            PyErr_SetString(PyExc_ValueError, "solve: a card is in two hands");
            goto fail;
        }
        all |= x.hands[i];
    }
    tseq = PySequence_Fast(trick_o, "solve: trick must be a sequence of (seat, card)");
    if (!tseq) goto fail;
    n = (int)PySequence_Fast_GET_SIZE(tseq);
    if (n > 3) {
        PyErr_SetString(PyExc_ValueError, "solve: a trick in progress holds at most three cards");
        goto fail;
    }
    for (i = 0; i < n; i++) {
        PyObject *p = PySequence_Fast_GET_ITEM(tseq, i);
        long s, c;
        if (!PyTuple_Check(p) || PyTuple_GET_SIZE(p) != 2) {
            PyErr_SetString(PyExc_TypeError, "solve: a trick entry must be a (seat, card) tuple");
            goto fail;
        }
        if (get_int(PyTuple_GET_ITEM(p, 0), "solve: a seat", 0, 3, &s) < 0
            || get_int(PyTuple_GET_ITEM(p, 1), "solve: a card", 0, 31, &c) < 0)
            goto fail;
        if (s != ((leader + step * i) & 3)) {
            PyErr_SetString(PyExc_ValueError, "solve: the trick is not played in turn from the leader");
            goto fail;
        }
        if (all & (1u << c)) {
            PyErr_SetString(PyExc_ValueError, "solve: a card of the trick is also in a hand");
            goto fail;
        }
        all |= 1u << c;
        cards[i] = (int)c;
        seats[i] = (int)s;
    }
    for (i = 0; i < 4; i++) {
        int seat = (leader + step * i) & 3;
        int want = left - (i < n ? 1 : 0);
        if (popc32(x.hands[seat]) != want) {
            PyErr_Format(PyExc_ValueError,
                         "solve: seat %d holds %d cards, but %d tricks are left", seat,
                         popc32(x.hands[seat]), left);
            goto fail;
        }
    }
    x.trump = trump;
    x.side = side;
    x.step = step;
    x.must_trump = must_trump;
    x.last_bonus = last_bonus;
    x.trump_from = trump_from;
    x.asker = asker;
    if (!tt) {
        /* malloc + memset, not calloc: every page is touched now, not one by one in
         * the first solves */
        tt = (Entry *)malloc(TT_SIZE * sizeof(Entry));
        if (!tt) {
            PyErr_NoMemory();
            goto fail;
        }
        memset(tt, 0, TT_SIZE * sizeof(Entry));
    }
    r->x = x;
    r->leader = leader;
    r->left = left;
    r->n = n;
    r->all = all;
    Py_DECREF(seq);
    Py_DECREF(tseq);
    return 0;
fail:
    Py_XDECREF(seq);
    Py_XDECREF(tseq);
    return -1;
}

/* The exact value from position ``pos`` of the root trick (4: the trick is complete),
 * by null-window searches halving the range of the value each time; the table keeps
 * what each one learnt for the next. */
static int root_value(Root *r, int pos, int first) {
    Ctx *x = &r->x;
    int lo = 0, hi = points(r->all) + x->last_bonus;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2, t;
        if (pos == 4)
            t = close_trick(x, r->cards, r->seats, r->left, mid - 1, mid, first);
        else if (first)  /* the current trick has its own rules */
            t = in_trick(x, r->leader, pos, r->cards, r->seats, r->left, mid - 1, mid, 1, -1);
        else
            t = boundary(x, r->leader, r->left, mid - 1, mid);
        if (t >= mid) lo = t;
        else hi = t;
    }
    return lo;
}

/* The searches run without the GIL (other Python threads, e.g. a user interface, go
 * on meanwhile), one at a time: the table is shared, so a lock taken without the GIL
 * (no deadlock with a thread that holds the GIL) guards it. */
static PyThread_type_lock solver_lock = NULL;

static void new_generation(void) {  /* with solver_lock held */
    if (++tt_gen == 0) {  /* wrapped: clear once every 2**32 solves */
        memset(tt, 0, TT_SIZE * sizeof(Entry));
        tt_gen = 1;
    }
}

static PyObject *py_solve(PyObject *self, PyObject *args, PyObject *kwds) {
    Root r;
    int v;
    (void)self;
    if (parse_position(args, kwds, &r) < 0) return NULL;
    Py_BEGIN_ALLOW_THREADS
    PyThread_acquire_lock(solver_lock, WAIT_LOCK);
    new_generation();
    v = root_value(&r, r.n, r.n || r.x.trump_from || r.x.asker >= 0);
    last_nodes = r.x.nodes;
    PyThread_release_lock(solver_lock);
    Py_END_ALLOW_THREADS
    return PyLong_FromLong(v);
}

static PyObject *py_card_values(PyObject *self, PyObject *args, PyObject *kwds) {
    Root r;
    PyObject *out;
    int seat, pos, n = 0, i, cs[8], vs[8];
    uint32_t held, legal;
    (void)self;
    if (parse_position(args, kwds, &r) < 0) return NULL;
    pos = r.n;
    seat = (r.leader + r.x.step * pos) & 3;
    held = r.x.hands[seat];
    legal = legal_cards(&r.x, seat, pos, r.cards, 1);
    Py_BEGIN_ALLOW_THREADS
    PyThread_acquire_lock(solver_lock, WAIT_LOCK);
    new_generation();  /* one table for all the cards: they share most of their trees */
    while (legal && n < 8) {
        int c = ctz32(legal);
        legal &= legal - 1;
        r.x.hands[seat] = held & ~((uint32_t)1 << c);
        r.cards[pos] = c;
        r.seats[pos] = seat;
        cs[n] = c;
        vs[n++] = root_value(&r, pos + 1, 1);
        r.x.hands[seat] = held;
    }
    last_nodes = r.x.nodes;
    PyThread_release_lock(solver_lock);
    Py_END_ALLOW_THREADS
    out = PyDict_New();
    if (!out) return NULL;
    for (i = 0; i < n; i++) {
        PyObject *k = PyLong_FromLong(cs[i]), *val = PyLong_FromLong(vs[i]);
        if (!k || !val || PyDict_SetItem(out, k, val) < 0) {
            Py_XDECREF(k);
            Py_XDECREF(val);
            Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(k);
        Py_DECREF(val);
    }
    return out;
}

/* The rules of this port, one at a time, for the tests that hold it to the rule kernel
 * (engine/kernel.py): the functions the search itself calls. */
static PyObject *py_trick_winner(PyObject *self, PyObject *args) {
    PyObject *cards_o, *seq;
    int trump, trump_from, cards[4], n, i;
    Ctx x;
    (void)self;
    if (!PyArg_ParseTuple(args, "Oii", &cards_o, &trump, &trump_from)) return NULL;
    if (trump < -1 || trump > 3 || trump_from < 0 || trump_from > 3) {
        PyErr_SetString(PyExc_ValueError, "trick_winner: trump or trump_from out of range");
        return NULL;
    }
    seq = PySequence_Fast(cards_o, "trick_winner: cards must be a sequence of cards");
    if (!seq) return NULL;
    n = (int)PySequence_Fast_GET_SIZE(seq);
    if (n < 1 || n > 4) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "trick_winner: a trick holds one to four cards");
        return NULL;
    }
    for (i = 0; i < n; i++) {
        long c;
        if (get_int(PySequence_Fast_GET_ITEM(seq, i), "trick_winner: a card", 0, 31, &c) < 0) {
            Py_DECREF(seq);
            return NULL;
        }
        cards[i] = (int)c;
    }
    Py_DECREF(seq);
    memset(&x, 0, sizeof x);
    x.trump = trump;
    x.trump_from = trump_from;
    return PyLong_FromLong(winner_pos(&x, cards, n, 1));
}

static PyObject *py_legal_cards(PyObject *self, PyObject *args) {
    unsigned long long held;
    int led_card, trump, must_trump, is_asker, cards[4] = {-1, -1, -1, -1};
    Ctx x;
    (void)self;
    if (!PyArg_ParseTuple(args, "Kiipp", &held, &led_card, &trump, &must_trump, &is_asker))
        return NULL;
    if (held > 0xFFFFFFFFull || led_card < -1 || led_card > 31 || trump < -1 || trump > 3) {
        PyErr_SetString(PyExc_ValueError, "legal_cards: held, led_card or trump out of range");
        return NULL;
    }
    memset(&x, 0, sizeof x);
    x.hands[0] = (uint32_t)held;
    x.trump = trump;
    x.must_trump = must_trump;
    x.asker = is_asker ? 0 : -1;
    cards[0] = led_card;
    return PyLong_FromUnsignedLong(legal_cards(&x, 0, led_card < 0 ? 0 : 1, cards, 1));
}

static PyObject *py_nodes(PyObject *self, PyObject *noargs) {
    (void)self;
    (void)noargs;
    return PyLong_FromLongLong(last_nodes);
}

static PyMethodDef methods[] = {
    {"nodes", py_nodes, METH_NOARGS, "nodes() -> the cards tried by the last solve"},
    {"trick_winner", py_trick_winner, METH_VARARGS,
     "trick_winner(cards, trump, trump_from) -> the position of the card winning the trick "
     "(trump -1: none; trumps count from position trump_from on)"},
    {"legal_cards", py_legal_cards, METH_VARARGS,
     "legal_cards(held, led_card, trump, must_trump, is_asker) -> the mask of cards a seat "
     "holding held may play in the trick of the reveal (led_card -1: it leads)"},
    {"card_values", (PyCFunction)(void (*)(void))py_card_values, METH_VARARGS | METH_KEYWORDS,
     "card_values(same arguments as solve) -> {card: value} for every legal card of the "
     "seat to play (the value of the position after it), in one search"},
    {"solve", (PyCFunction)(void (*)(void))py_solve, METH_VARARGS | METH_KEYWORDS,
     "solve(hands, leader, trick, tricks_left, trump, side, step, must_trump, last_bonus,"
     " trump_from=0, asker=-1) -> the bidding side's card points from here with best play"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef moduledef = {PyModuleDef_HEAD_INIT, "_csolver",
                                       "The exact endgame solver of solver.py, compiled.", -1,
                                       methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__csolver(void) {
    if (!solver_lock) {
        solver_lock = PyThread_allocate_lock();
        if (!solver_lock) return PyErr_NoMemory();
    }
    return PyModule_Create(&moduledef);
}
