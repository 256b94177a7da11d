"""Deals consistent with one seat's view (for search players).

``sample_deal(view, rng)`` guesses everything hidden from ``view.seat``: the other
seats' unplayed cards (and this seat's own second four before the second deal), the
hidden trump choice (suit, or the bidder's face-down card, or the seventh card).  It
respects every card this seat has seen played, the face-down card's place (first four
for ``own_card``, seventh dealt for ``seventh_card``), the fact that it joins the
bidder's hand only at the reveal, and every fact about the hidden cards that the
rules let this seat deduce from the play (``ViewFacts``: the voids shown by failures
to follow suit and by the duties to trump, the asker's void, the pair's King and
Queen, the bidder's trump lead, the Bangladesh redeals), so it never draws a deal
that contradicts the view.  Its quick draw can still fail on a tight position; then
each card is placed only where the rest can still be placed (``exact``), so a legal
view always gets a deal.  ``sample_state`` replays the view's public history on the
guess (``rebuild_state``), a last check, so every returned state is consistent with
the view.  Only the view is read: nothing here can see the real deal.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from .actions import PLAY, TRUMP, TRUMP_CARD, Action, arg_of
from .cards import (
    ALL_CARDS,
    CARD_POINTS,
    KING,
    POINT_MASK,
    QUEEN,
    SEATS,
    SUIT_MASKS,
    SUIT_OF,
    card_str,
    cards_in,
)
from .hand import HandState, IllegalActionError
from .view import PlayerView, rebuild_state


class SamplingError(RuntimeError):
    """No deal consistent with the view was found."""


class SamplingTimeout(SamplingError):
    """The deadline passed before a guess was kept."""


_bits = cards_in
_ALL_SUITS = 0xF
# draws with every placement checked (``exact``) after the quick draws fail
EXACT_TRIES = 200

# one guess: each seat's eight cards in dealing order, the bidder's trump action for
# rebuild_state (None: not hidden from this seat) and the trump suit (None: not chosen)
Guess = tuple[list[list[int]], Action | None, int | None]
# (cards to place, cards needed by each seat, voids, cards already placed), see layout
Layout = tuple[list[int], list[int], list[int], list[list[int]]]
# a guess of the hidden trump: (trump, face-down card, already played)
TrumpGuess = tuple[int | None, int | None, bool]
# accept(hands, trump): the probability of keeping a guessed deal
Accept = Callable[[list[list[int]], int | None], float]


class PlayJudge(Protocol):
    """Inference from the play, for ``sample_state``'s ``play_model``."""

    def start(self, limit: float = 0.0) -> None: ...

    def observe(self, st: HandState, a: Action) -> None: ...

    def weight(self) -> float: ...


class ViewFacts:
    """What a view says about the hidden cards, computed once per decision.

    - ``voids[s]``: suits (a bit each) that seat ``s`` holds none of among its hidden
      cards (the bidder's face-down card apart): a card off the suit led; the asker,
      who could not follow suit when asking (the face-down card joins the bidder's hand
      only then); a card neither of the suit led nor a trump, played by the asker right
      after asking (``asker_must_trump``) or by anyone after the reveal
      (``void_must_trump``): no trump left; a trump led by the bidder before the reveal
      (``bidder_trump_lead`` is ``not_before_reveal``): nothing but trumps then.
    - ``post_voids[s]``: the voids shown while the face-down card was in the bidder's
      hand (after the reveal, or in a no-trump single hand): they bind that card too.
    - ``forced``: card -> seat, the King and Queen of trumps of the seat that showed
      the pair.
    - ``lead_only``: suit -> the bidder's play from which it held only that suit, for
      each suit the bidder led before the reveal while this seat does not know the
      trump: if that suit is the trump, the bidder held nothing else then.  This one
      depends on the guessed trump, so it is tested on each guess (before any replay),
      which keeps the chance of each trump what the play makes it; a trump the
      bidder's later plays rule out is never guessed (``possible_trumps``).
    - ``first_four``: seats whose first four cards hold a point card (the first and
      second speakers under ``bangladesh_redeals``, else the cards were redealt);
      ``seventh_point``: a seventh-card trump that is a point card is not the bidder's
      only point card of its suit (same rule).
    - ``must_hold``: (seat, suit) when the trump is revealed automatically, is not yet,
      and another seat is to play: that seat can follow suit.
    """

    def __init__(self, view: PlayerView):
        self.view = view
        me = view.seat
        self.me = me
        b = view.bidder
        self.bidder = b
        r = view.rules
        T = view.trump              # the trump, if this seat knows it
        trumps = T is not None and not view.no_trumps
        rit = view.revealed_in_trick if view.revealed else None
        self.rit = rit
        pos = view.reveal_pos
        played_by: list[list[int]] = [[], [], [], []]
        played = 0
        voids = [0, 0, 0, 0]
        post_voids = [0, 0, 0, 0]
        after_reveal: list[list[int]] = [[], [], [], []]
        lead_only: dict[int, int] = {}
        lead_rule = (b is not None and r.bidder_trump_lead == "not_before_reveal"
                     and view.trump_mode in ("suit", "card") and not view.no_trumps)
        all_tricks = [t.cards for t in view.tricks] + ([tuple(view.trick)] if view.trick else [])
        for k, cards in enumerate(all_tricks, start=1):
            led = SUIT_OF[cards[0][1]]
            for j, (s, c) in enumerate(cards):
                su = SUIT_OF[c]
                after = rit is not None and (k > rit or (k == rit and j >= pos))
                # the face-down card is in the bidder's hand from the reveal on (from
                # the start of the play in a no-trump single hand)
                joined = after or view.no_trumps
                if j == 0 and s == b and lead_rule and not after:
                    if T is not None:
                        if su == T:
                            voids[b] |= _ALL_SUITS & ~(1 << T)
                    else:
                        lead_only.setdefault(su, len(played_by[b]))
                played_by[s].append(c)
                played |= 1 << c
                if after:
                    after_reveal[s].append(c)
                if j and su != led:
                    voids[s] |= 1 << led
                    if joined:
                        post_voids[s] |= 1 << led
                    if (trumps and after and su != T
                            and (r.void_must_trump or (r.asker_must_trump and k == rit and j == pos))):
                        assert T is not None  # trumps: this seat knows the trump
                        voids[s] |= 1 << T
                        post_voids[s] |= 1 << T
        # the asker could not follow suit (the face-down card joins the hand only then)
        if rit is not None and pos > 0:
            cards = all_tricks[rit - 1]
            asker = cards[pos][0] if pos < len(cards) else view.asker
            if asker is not None:
                voids[asker] |= 1 << (SUIT_OF[cards[0][1]])
        self.played_by = played_by
        self.played = played
        self.voids = voids
        self.post_voids = post_voids
        self.after_reveal = after_reveal
        self.lead_only = lead_only
        dealt = list(view.dealt)
        mode = view.trump_mode
        # a seventh-card trump is hidden from everyone, the bidder included, until the
        # reveal: the view leaves it out of the bidder's dealt cards
        self.my_hidden_slot = (b == me and mode == "seventh" and view.bidder_has_withheld
                               and len(dealt) == 7)
        my_known = 0
        for c in dealt:
            my_known |= 1 << c
        self.my_known = my_known
        self.pool = ALL_CARDS & ~played & ~my_known
        self.special = (b is not None and mode in ("card", "seventh")
                        and (b != me or self.my_hidden_slot))
        # the face-down card once turned up, or, as the bidder's last card, offered to
        # the bidder to play (a seventh card the bidder has not seen)
        self.turned = view.turned_card
        if self.turned is None and self.my_hidden_slot:
            offered = [arg_of(a) for a in view.legal if a.kind == PLAY and a.arg not in view.hand]
            if offered:
                self.turned = offered[0]
                T = SUIT_OF[offered[0]]
        self.hidden_trump_action = any(a.kind in (TRUMP, TRUMP_CARD) and a.arg is None
                                       for a in view.history)
        self.trump_known = T
        forced: dict[int, int] = {}
        if view.pair is not None and T is not None:
            for c in (T * 8 + KING, T * 8 + QUEEN):
                if (self.pool >> c & 1) and c != view.turned_card:
                    forced[c] = view.pair[0]
        self.forced = forced
        self.first_four: list[int] = []
        self.seventh_point = False
        if r.bangladesh_redeals:
            step = 1 if r.direction == "clockwise" else 3
            first = (view.dealer + step) % 4
            self.first_four = [s for s in (first, (first + step) % 4) if s != me]
            self.seventh_point = (mode == "seventh" and b is not None
                                  and (len(dealt) == 8 or self.my_hidden_slot))
        self.must_hold: tuple[int, int] | None = None
        if (r.reveal == "automatic" and view.phase == "play" and not view.revealed
                and view.trick and mode is not None and not view.no_trumps
                and view.to_act is not None and view.to_act < 4 and view.to_act != me):
            self.must_hold = (view.to_act, SUIT_OF[view.trick[0][1]])
        self._exact: list[TrumpGuess] | None = None

    def possible_trumps(self) -> list[int]:
        if self.trump_known is not None:
            return [self.trump_known]
        if self.view.trump_mode is None:
            return []
        if self.special:
            cands = [t for t in range(4)
                     if self.pool & SUIT_MASKS[t] or self._played_special_cands(t)]
        else:
            cands = [0, 1, 2, 3]
        if self.lead_only:
            cands = [t for t in cands if self._lead_possible(t)]
        return cands

    def _lead_possible(self, t: int) -> bool:
        """False when the bidder led ``t`` before the reveal and later played another
        suit: ``t`` is then not the trump."""
        i = self.lead_only.get(t)
        if i is None:
            return True
        b = self.bidder
        assert b is not None  # lead_only holds the bidder's leads
        return all(SUIT_OF[c] == t for c in self.played_by[b][i:])

    def _played_special_cands(self, t: int) -> list[int]:
        b = self.bidder
        assert b is not None  # a face-down card (special): the auction has been won
        if self.view.no_trumps:  # the face-down card went back to the hand: any card played
            return [c for c in self.played_by[b] if SUIT_OF[c] == t]
        return [c for c in self.after_reveal[b] if SUIT_OF[c] == t] if self.view.revealed else []

    def special_options(self, T: int) -> list[tuple[int, bool]]:
        """(card, already played) for each card that may be the face-down one if the
        trump is ``T`` (not yet turned up)."""
        b = self.bidder
        assert b is not None  # a face-down card (special): the auction has been won
        cand: list[tuple[int, bool]] = []
        if not (self.post_voids[b] >> T & 1) and (b == self.me or len(self.played_by[b]) < 8):
            cand = [(c, False) for c in _bits(self.pool & SUIT_MASKS[T])]
        cand += [(c, True) for c in self._played_special_cands(T)]
        return cand

    def layout(self, T: int | None, special: int | None, special_played: bool,
               exact: bool = False) -> Layout | None:
        """(cards to place, cards needed by each seat, voids, cards already placed) for
        a guess of the trump and the face-down card, or None if the counts differ."""
        me = self.me
        b = self.bidder
        view = self.view
        pool = self.pool
        if special is not None and not special_played:
            pool &= ~(1 << special)
        need = [0, 0, 0, 0]
        for s in range(4):
            if s == me:
                need[s] = 0 if self.my_hidden_slot else 8 - len(view.dealt)
            else:
                need[s] = 8 - len(self.played_by[s]) - (1 if (s == b and special is not None
                                                              and not special_played) else 0)
        placed: list[list[int]] = [[], [], [], []]
        for c, s in self.forced.items():
            if pool >> c & 1:
                pool &= ~(1 << c)
                placed[s].append(c)
                need[s] -= 1
        voids = self.voids
        if exact and T in self.lead_only:
            assert T is not None and b is not None  # lead_only holds the bidder's leads
            voids = list(voids)
            voids[b] |= _ALL_SUITS & ~(1 << T)
        cards = _bits(pool)
        if len(cards) != sum(need) or min(need) < 0:
            return None
        return cards, need, voids, placed

    def exact_options(self) -> list[TrumpGuess]:
        """(trump, face-down card, played) for every guess of the hidden trump under
        which the cards can be placed (computed once)."""
        if self._exact is None:
            out: list[TrumpGuess] = []
            cands: Sequence[int | None] = self.possible_trumps() or [None]
            for T in cands:
                specs: Sequence[tuple[int | None, bool]]
                if self.special and self.turned is not None:
                    specs = [(self.turned, bool(self.played >> self.turned & 1))]
                elif self.special:
                    # a face-down card: a trump was chosen, so some suit is possible
                    assert T is not None
                    specs = self.special_options(T)
                else:
                    specs = [(None, False)]
                for sp, spp in specs:
                    lay = self.layout(T, sp, spp, exact=True)
                    if lay is not None and _placeable(_suit_counts(lay[0]), lay[1], lay[2]):
                        out.append((T, sp, spp))
            self._exact = out
        return self._exact


def _suit_counts(cards: Iterable[int]) -> list[int]:
    cnt = [0, 0, 0, 0]
    for c in cards:
        cnt[SUIT_OF[c]] += 1
    return cnt


def _placeable(cnt: Sequence[int], left: Sequence[int], voids: Sequence[int]) -> bool:
    """Whether ``cnt[suit]`` cards of each suit can go to seats that still need
    ``left[seat]`` cards, none to a seat void in its suit (Hall's condition: every set
    of suits has room enough among the seats that may take one of them)."""
    for S in range(1, 16):
        supply = 0
        for su in range(4):
            if S >> su & 1:
                supply += cnt[su]
        if not supply:
            continue
        room = 0
        for s in range(4):
            if left[s] and S & ~voids[s]:
                room += left[s]
        if supply > room:
            return False
    return True


def sample_deal(view: PlayerView, rng: random.Random, facts: ViewFacts | None = None,
                trump_weights: Sequence[float] | None = None, tries: int = 40) -> Guess:
    """One guess: (hands in dealing order, trump action for rebuild_state or None, trump
    suit or None).  ``tries`` quick draws, then draws with every placement checked.
    Raises SamplingError when the constraints cannot be met."""
    f = facts or ViewFacts(view)
    for _ in range(tries):
        out = _attempt(view, f, rng, trump_weights)
        if out is not None:
            return out
    if f.exact_options():
        for _ in range(EXACT_TRIES):
            out = _attempt(view, f, rng, trump_weights, exact=True)
            if out is not None:
                return out
    raise SamplingError("no deal consistent with the view")


def _attempt(view: PlayerView, f: ViewFacts, rng: random.Random,
             trump_weights: Sequence[float] | None, exact: bool = False) -> Guess | None:
    me = f.me
    b = f.bidder
    T: int | None = None
    special: int | None = None
    special_played = False
    if exact:
        opts = f.exact_options()
        ts = sorted({o[0] for o in opts}, key=lambda t: -1 if t is None else t)
        if len(ts) > 1:
            # several suits (None, no trump chosen yet, only ever comes alone)
            w = [trump_weights[t] if trump_weights and t is not None else 1.0 for t in ts]
            T = rng.choices(ts, weights=w)[0]
        else:
            T = ts[0]
        _, special, special_played = rng.choice([o for o in opts if o[0] == T])
    else:
        cands = f.possible_trumps()
        if cands:
            if len(cands) == 1:
                T = cands[0]
            else:
                w = [trump_weights[t] if trump_weights else 1.0 for t in cands]
                T = rng.choices(cands, weights=w)[0]
        turned = f.turned
        if f.special and turned is not None:
            special = turned
            special_played = bool(f.played >> turned & 1)
        elif f.special:
            # a face-down card: a trump was chosen, so some suit is possible
            assert T is not None
            cand = f.special_options(T)
            if not cand:
                return None
            special, special_played = rng.choice(cand)
    lay = f.layout(T, special, special_played, exact)
    if lay is None:
        return None
    cards, need, voids, got = lay
    got = [list(g) for g in got]
    if exact:
        if not _place_exact(cards, need, voids, got, rng):
            return None
    elif not _place_quick(cards, need, voids, got, rng):
        return None
    if not exact and T in f.lead_only:
        assert b is not None  # lead_only holds the bidder's leads
        if any(SUIT_OF[c] != T for c in got[b]):
            return None  # the bidder led the trump before the reveal holding other cards
    if f.must_hold is not None:
        q, su = f.must_hold
        if not any(SUIT_OF[c] == su for c in got[q]):
            return None  # the trump would have been revealed automatically
    hands: list[list[int]] = []
    for s in range(4):
        if s == me:
            h = list(view.dealt)
            if f.my_hidden_slot:
                assert special is not None  # this seat's own seventh card is the face-down one
                h = h[:6] + [special] + h[6:]
            else:
                extra = got[s]
                rng.shuffle(extra)
                h = h + extra
        else:
            h = _order(f, s, got[s], special, special_played, rng)
            if s in f.first_four and not _has_points(h[:4]):
                if not exact:
                    return None  # the cards would have been redealt
                for _ in range(30):
                    h = _order(f, s, got[s], special, special_played, rng)
                    if _has_points(h[:4]):
                        break
                else:
                    return None
        hands.append(h)
    if f.seventh_point:
        assert b is not None  # a seventh-card trump: the auction has been won
        c = hands[b][6]
        if CARD_POINTS[c] and not any(x != c and SUIT_OF[x] == SUIT_OF[c] and CARD_POINTS[x]
                                      for x in hands[b]):
            return None  # the cards would have been redealt
    trump_action = None
    if f.hidden_trump_action:
        assert b is not None  # a trump was chosen: the auction has been won
        if view.trump_mode == "card":
            trump_action = Action(b, TRUMP_CARD, special)
        else:
            trump_action = Action(b, TRUMP, T)
    return hands, trump_action, T


def _has_points(cards: Iterable[int]) -> bool:
    return any(POINT_MASK >> c & 1 for c in cards)


def _order(f: ViewFacts, s: int, got: list[int], special: int | None, special_played: bool,
           rng: random.Random) -> list[int]:
    """Seat ``s``'s eight cards in a guessed dealing order (the face-down card in its
    place)."""
    h = list(f.played_by[s]) + got
    b = f.bidder
    if s == b and special is not None and not special_played:
        h.append(special)
    rng.shuffle(h)
    if s == b and special is not None:
        i = h.index(special)
        j = 6 if f.view.trump_mode == "seventh" else rng.randrange(4)
        h[i], h[j] = h[j], h[i]
    return h


def _place_quick(cards: list[int], need: list[int], voids: list[int], got: list[list[int]],
                 rng: random.Random) -> bool:
    """Deal ``cards`` to the seats, the most constrained cards first (may fail)."""
    allowed: list[list[int]] = []
    for c in cards:
        su = SUIT_OF[c]
        allowed.append([s for s in range(4) if need[s] and not (voids[s] >> su & 1)])
    order = list(range(len(cards)))
    rng.shuffle(order)
    order.sort(key=lambda i: len(allowed[i]))
    left = list(need)
    for i in order:
        seats = [s for s in allowed[i] if left[s]]
        if not seats:
            return False
        if len(seats) == 1:
            s = seats[0]
        else:
            s = rng.choices(seats, weights=[left[x] for x in seats])[0]
        got[s].append(cards[i])
        left[s] -= 1
    return True


def _place_exact(cards: list[int], need: list[int], voids: list[int], got: list[list[int]],
                 rng: random.Random) -> bool:
    """Deal ``cards`` to the seats, each to a seat after which the rest can still be
    dealt (never fails when the start can be dealt)."""
    cnt = _suit_counts(cards)
    left = list(need)
    if not _placeable(cnt, left, voids):
        return False
    order = list(range(len(cards)))
    rng.shuffle(order)
    for i in order:
        su = SUIT_OF[cards[i]]
        cnt[su] -= 1
        ok = []
        for s in range(4):
            if left[s] and not (voids[s] >> su & 1):
                left[s] -= 1
                if _placeable(cnt, left, voids):
                    ok.append(s)
                left[s] += 1
        if not ok:
            return False
        s = ok[0] if len(ok) == 1 else rng.choices(ok, weights=[left[x] for x in ok])[0]
        got[s].append(cards[i])
        left[s] -= 1
    return True


def describe_view(view: PlayerView) -> str:
    """One line that lets a position be rebuilt by hand: the seat, its cards, the
    rules, the dealer and the public history."""
    acts = []
    for a in view.history:
        if a.kind in (TRUMP, TRUMP_CARD) and a.arg is None:
            acts.append(f"{SEATS[a.actor]} trump (hidden)")
        else:
            acts.append(str(a))
    return (f"seat {SEATS[view.seat]}, phase {view.phase}, trick {view.trick_no}, "
            f"dealt {' '.join(card_str(c) for c in view.dealt)}, "
            f"hand {' '.join(card_str(c) for c in view.hand)}, dealer {SEATS[view.dealer]}, "
            f"rules {view.rules.changed()}, history: {', '.join(acts) or '-'}")


# rejections of a guess before sample_state drops its acceptance tests
DEFAULT_TRIES = 60


class GuessRejected(ValueError):
    """Raised by a play model's ``observe`` to stop replaying a guess it has rejected."""


def sample_state(view: PlayerView, rng: random.Random, facts: ViewFacts | None = None,
                 trump_weights: Sequence[float] | None = None, accept: Accept | None = None,
                 tries: int = DEFAULT_TRIES, deadline: float | None = None,
                 play_model: PlayJudge | None = None, must: bool = False) -> HandState:
    """A full HandState consistent with ``view``.  ``accept(hands, trump)`` may return a
    probability of keeping a guess (inference from bids and the trump choice);
    ``play_model`` an object with ``start(limit)``, ``observe(state, action)`` (called
    for every action of the replayed history; it may raise ``GuessRejected`` once the
    guess's weight is at most ``limit``) and ``weight()``, the probability of keeping
    the replayed guess (inference from the play).  After ``tries`` rejections the
    acceptance tests are dropped.  Past ``deadline`` (a ``time.perf_counter()`` value)
    it gives up with SamplingTimeout, or, with ``must``, drops the acceptance tests and
    returns the next consistent guess (a caller that needs at least one state)."""
    f = facts or ViewFacts(view)
    last_err: object = None
    late = False
    total = tries * 2
    i = 0
    while i < total:
        if deadline is not None and i and not late and time.perf_counter() > deadline:
            if not must:
                raise SamplingTimeout(f"no consistent deal found before the deadline: {last_err}")
            late = True
            total = max(total, i + tries)
        judged = i < tries and not late
        i += 1
        try:
            hands, ta, T = sample_deal(view, rng, f, trump_weights, tries=10 if deadline else 40)
        except SamplingError as exc:
            last_err = exc
            continue
        if accept is not None and judged:
            p = accept(hands, T)
            if p < 1.0 and rng.random() >= p:
                continue
        judge = play_model if judged else None
        try:
            if judge is not None:
                # the draw comes first, so the replay can stop as soon as the guess's
                # weight falls to it (``GuessRejected``): the same test, done sooner
                u = rng.random()
                judge.start(u)
                st = rebuild_state(view, hands, ta, judge.observe)
            else:
                st = rebuild_state(view, hands, ta)
            if st.phase != view.phase or st.revealed != view.revealed or st.to_act != view.to_act:
                last_err = "the replayed guess does not reach the view's position"
                continue
            if judge is not None and u >= judge.weight():
                continue
            return st
        except GuessRejected:
            continue
        except (IllegalActionError, ValueError) as exc:
            last_err = exc
            continue
    raise SamplingError(f"no consistent deal found: {last_err}")
