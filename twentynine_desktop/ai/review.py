"""The post-hand review: for each card a seat played, the best card with every hand
known, and how many card points the choice cost.

Each decision is solved exactly: every legal card (and "ask for the trump") is tried,
and the rest of the hand is played out with best play by all four seats, every hand
open (double dummy).  The value of a choice is the card points the seat's side ends
the hand with; the best choice has the highest, and the cost of the card played is
the difference.

Where ``ai/solver.py`` applies (the trump revealed in an earlier trick, nothing face
down, no seat out) its ``finish_value`` solves the position.  Otherwise, before the
trump is revealed, ``FullSolver`` below does: the same alpha-beta search over card
masks with a transposition table at trick boundaries, with the hidden trump's rules
of ``engine/hand.py`` (asking, the face-down card joining the hand, trumps counting
from the reveal, the asker's and the void player's duty to trump, the bidder's trump
lead, a seat sitting out, no-trump single hands).  ``engine_minimax`` is the plain
minimax through the engine's ``HandState`` that the tests hold both to.

Pairs and single-hand declarations are not choices here: they change the target and
the stake, not the card points.  No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.actions import Action, ActionKind
from ..engine.cards import CARD_POINTS, SUIT_MASKS, points_in
from ..engine.events import Phase
from ..engine.hand import HandState
from . import solver as solver_module
from .solver import EndgameSolver, finish_value, merged_moves, solvable

INF = 1000
ASK_MOVE = -1


_BYTE_POINTS = tuple(sum(CARD_POINTS[r] for r in range(8) if b >> r & 1) for b in range(256))


def _mask_points(m: int) -> int:
    t = _BYTE_POINTS
    return t[m & 255] + t[m >> 8 & 255] + t[m >> 16 & 255] + t[m >> 24 & 255]


class FullSolver:
    """Exact value (card points of ``side``) of play positions of one hand, with every
    card known, under the hand's house rules, before or after the trump is revealed."""

    def __init__(self, st: HandState, side: int):
        r = st.rules
        self.side = side
        self.no_trumps = bool(st.no_trumps)
        self.trump = None if st.no_trumps else st.trump
        self.bidder = -1 if st.bidder is None else st.bidder
        self.step = st.step
        self.out = -1 if st.out is None else st.out
        self.n_active = 3 if st.out is not None else 4
        self.reveal_mode = r.reveal
        self.asker_must_trump = bool(r.asker_must_trump)
        self.void_must_trump = bool(r.void_must_trump)
        self.from_reveal = r.trump_activation == "from_reveal"
        self.no_bidder_trump_lead = (r.bidder_trump_lead == "not_before_reveal"
                                     and st.trump_mode != "seventh")
        self.bonus = 1 if r.last_trick_point else 0
        self.tt: dict[tuple[int, int, int, int, int, bool, int], tuple[int, int]] = {}
        self.nodes = 0
        # once the trump is in the open, nothing face down and no seat out, the rest of
        # the hand is exactly ai/solver.py's problem; with its compiled backend it is
        # solved there (far faster than here)
        self.endgame: EndgameSolver | None = None
        if (getattr(solver_module, "BACKEND", "python") == "c" and self.trump is not None
                and self.out < 0 and not self.no_trumps):
            self.endgame = EndgameSolver(self.trump, side, self.step, self.void_must_trump,
                                         self.bonus)

    # ------------------------------------------------------------ public
    def value(self, st: HandState, alpha: int = -INF, beta: int = INF, guess: int | None = None) -> int:
        """Card points ``side`` ends the hand with, from ``st`` (play phase or over).
        With a window (``alpha``, ``beta``, in those final points) the answer is exact
        only inside it: at most ``alpha`` means "no more than alpha", at least ``beta``
        "no less than beta".  Searched as a series of null-window tests (MTD(f)) that
        share the transposition table: far fewer positions than one wide search."""
        if st.over:
            return int(st.points[self.side])
        if guess is None:
            rest = 0
            for h in st.held:
                rest += points_in(h)
            guess = int(st.points[self.side]) + rest // 2
        g = max(alpha, min(beta, guess))
        lower, upper = alpha, beta
        while lower < upper:
            b = max(g, lower + 1)
            g = self._window(st, b - 1, b)
            if g < b:
                upper = g
            else:
                lower = g
            if g <= alpha or g >= beta:
                break
        return g

    def _window(self, st: HandState, alpha: int, beta: int) -> int:
        if st.over:
            return st.points[self.side]
        if st.phase != Phase.PLAY:
            raise ValueError("only positions of the play can be solved")
        hands = list(st.held)
        w = -1 if st.withheld is None else st.withheld
        trick = list(st.trick)
        left = 9 - st.trick_no
        rpos = st.reveal_pos if (st.revealed and st.revealed_in_trick == st.trick_no) else -1
        asker = -1 if st.asker is None else st.asker
        base = int(st.points[self.side])
        lo, hi = (alpha - base, beta - base)
        if trick:
            to = st.to_act
            assert to is not None  # a seat is to play
            v = self._in_trick(hands, w, st.revealed, st.leader, trick, trick[0][1] >> 3,
                               to, rpos, asker, left, lo, hi)
        else:
            v = self._boundary(hands, w, st.revealed, st.leader, left, lo, hi)
        return base + v

    # ------------------------------------------------------------ rules
    def _next(self, seat: int) -> int:
        q = (seat + self.step) % 4
        if q == self.out:
            q = (q + self.step) % 4
        return q

    def _mask(self, hands: list[int], w: int, revealed: bool, trick: list[tuple[int, int]], led: int, p: int,
              asker: int) -> int:
        held = hands[p]
        if not held:
            return (1 << w) if (w >= 0 and p == self.bidder) else 0
        trump = self.trump
        if not trick:
            if (p == self.bidder and not revealed and trump is not None and self.no_bidder_trump_lead):
                nt = held & ~SUIT_MASKS[trump]
                if nt:
                    return nt
            return held
        follow = held & SUIT_MASKS[led]
        if follow:
            return follow
        if trump is None:
            return held
        if not revealed:
            if self.reveal_mode == "first_void_must_ask":
                return 0
            return held
        trumps = held & SUIT_MASKS[trump]
        if trumps and ((asker == p and self.asker_must_trump) or self.void_must_trump):
            return trumps
        return held

    def _may_ask(self, hands: list[int], revealed: bool, trick: list[tuple[int, int]], led: int, p: int) -> bool:
        if revealed or not trick or self.trump is None or self.reveal_mode == "automatic":
            return False
        held = hands[p]
        return bool(held) and not (held & SUIT_MASKS[led])

    # ------------------------------------------------------------ search
    def _boundary(self, hands: list[int], w: int, revealed: bool, leader: int, left: int,
                  alpha: int, beta: int) -> int:
        if left == 0:
            return 0
        if revealed and w < 0 and self.endgame is not None:
            return self.endgame.value(hands, leader, [], left)
        # the side takes between nothing and every point left: a window outside that
        # range is answered at once
        live = hands[0] | hands[1] | hands[2] | hands[3] | ((1 << w) if w >= 0 else 0)
        rest = _mask_points(live) + self.bonus
        if rest <= alpha:
            return rest
        if beta <= 0:
            return 0
        key = (hands[0], hands[1], hands[2], hands[3], leader, revealed, w)
        ent = self.tt.get(key)
        if ent is not None:
            lo, hi = ent
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        v = self._in_trick(hands, w, revealed, leader, [], -1, leader, -1, -1, left, alpha, beta)
        lo, hi = ent if ent is not None else (-INF, INF)
        if v <= a0:
            hi = min(hi, v)
        elif v >= b0:
            lo = max(lo, v)
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _in_trick(self, hands: list[int], w: int, revealed: bool, leader: int, trick: list[tuple[int, int]],
                  led: int, seat: int, rpos: int, asker: int, left: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        mask = self._mask(hands, w, revealed, trick, led, seat, asker)
        live = hands[0] | hands[1] | hands[2] | hands[3] | ((1 << w) if w >= 0 else 0)
        for _s, c in trick:  # a card on the table ranked between two cards splits them
            live |= 1 << c
        moves = merged_moves(hands[seat], live, mask)
        if self._may_ask(hands, revealed, trick, led, seat):
            moves.append(ASK_MOVE)
        maxing = (seat & 1) == self.side
        best = -INF if maxing else INF
        for c in moves:
            if c == ASK_MOVE:
                h2 = list(hands)
                if w >= 0:
                    h2[self.bidder] |= 1 << w
                v = self._in_trick(h2, -1, True, leader, trick, led, seat, len(trick), seat, left,
                                   alpha, beta)
            else:
                v = self._play(hands, w, revealed, leader, trick, led, seat, rpos, asker, left, c,
                               alpha, beta)
            if maxing:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def _play(self, hands: list[int], w: int, revealed: bool, leader: int, trick: list[tuple[int, int]], led: int,
              seat: int, rpos: int, asker: int, left: int, c: int, alpha: int, beta: int) -> int:
        h2 = list(hands)
        if c == w and seat == self.bidder:
            if not revealed:       # the face-down trump, played as the last card: revealed
                revealed, rpos, asker = True, len(trick), seat
            w = -1
        else:
            h2[seat] &= ~(1 << c)
        t2 = trick + [(seat, c)]
        if not trick:
            led = c >> 3
        if len(t2) < self.n_active:
            q = self._next(seat)
            if (self.reveal_mode == "automatic" and not revealed and self.trump is not None
                    and not (h2[q] & SUIT_MASKS[led])):
                revealed, rpos, asker = True, len(t2), q
                if w >= 0:
                    h2[self.bidder] |= 1 << w
                    w = -1
            return self._in_trick(h2, w, revealed, leader, t2, led, q, rpos, asker, left, alpha, beta)
        # the trick is complete
        win = self._winner(t2, led, revealed, rpos)
        pts = 0
        for _, x in t2:
            pts += CARD_POINTS[x]
        if left == 1:
            pts += self.bonus
        mine = pts if (win & 1) == self.side else 0
        if left == 1:
            return mine
        return mine + self._boundary(h2, w, revealed, win, left - 1, alpha - mine, beta - mine)

    def _winner(self, trick: list[tuple[int, int]], led: int, revealed: bool, rpos: int) -> int:
        t = self.trump
        best = None
        if revealed and t is not None and t != led:
            start = rpos if (rpos >= 0 and self.from_reveal) else 0
            for i in range(start, len(trick)):
                sc = trick[i]
                if sc[1] >> 3 == t and (best is None or sc[1] < best[1]):
                    best = sc
            if best is not None:
                return best[0]
        for sc in trick:
            if sc[1] >> 3 == led and (best is None or sc[1] < best[1]):
                best = sc
        assert best is not None
        return best[0]


def engine_minimax(st: HandState, side: int) -> int:
    """Card points ``side`` ends the hand with, best play by all, through the engine's
    own legality and scoring (plain and slow: for small positions and the tests)."""
    if st.over:
        return int(st.points[side])
    to = st.to_act
    assert to is not None  # the play is on
    acts = [a for a in st.legal_actions() if a.actor == to and a.kind in (ActionKind.PLAY, ActionKind.ASK)]
    vals = []
    for a in acts:
        s2 = st.copy()
        s2.apply(a, check=False)
        vals.append(engine_minimax(s2, side))
    return max(vals) if (to & 1) == side else min(vals)


# ------------------------------------------------------------------ the review
@dataclass
class Decision:
    index: int                  # position of the action in the hand's history
    seat: int
    trick_no: int
    played: Action
    best: Action
    best_value: int             # card points of the seat's side after the best choice
    played_value: int
    values: dict[Action, int] = field(default_factory=dict)     # exact values
    # choices only shown to be no better than the best: an upper bound of their value
    at_most: dict[Action, int] = field(default_factory=dict)

    @property
    def cost(self) -> int:
        return self.best_value - self.played_value


@dataclass
class Review:
    seats: tuple[int, ...]
    decisions: list[Decision]

    def costliest(self, n: int = 3) -> list[Decision]:
        bad = [d for d in self.decisions if d.cost > 0]
        return sorted(bad, key=lambda d: (-d.cost, d.index))[:n]

    def total_cost(self, seat: int) -> int:
        return sum(d.cost for d in self.decisions if d.seat == seat)


class Solvers:
    """Values of positions of one hand: ai/solver.py where it applies, else FullSolver
    (one per side, its table kept over the whole review)."""

    def __init__(self) -> None:
        self._full: dict[tuple[int, bool, int | None, int | None, int | None], FullSolver] = {}

    def value(self, st: HandState, side: int, alpha: int = -INF, guess: int | None = None) -> int:
        """The exact value, or (with ``alpha``) a value of at most ``alpha`` when the
        exact one is no more than ``alpha``."""
        if st.over:
            return int(st.points[side])
        if solvable(st, 8):
            assert st.bidder is not None
            bid_pts, other = finish_value(st)
            return bid_pts if side == (st.bidder & 1) else other
        probe = (side, bool(st.no_trumps), None if st.no_trumps else st.trump, st.bidder, st.out)
        fs = self._full.get(probe)
        if fs is None:
            fs = self._full[probe] = FullSolver(st, side)
        return fs.value(st, alpha, INF, guess)


def choices(st: HandState, seat: int) -> list[Action]:
    return [a for a in st.legal_actions() if a.actor == seat and a.kind in (ActionKind.PLAY, ActionKind.ASK)]


def decision_points(st: HandState, seats: tuple[int, ...], from_trick: int = 1
                    ) -> list[tuple[int, HandState]]:
    """(history index, state before it) for every card or ask of ``seats`` in the
    play from trick ``from_trick`` on, with a real choice (more than one option)."""
    out = []
    cur = HandState(st.rules, st.dealer, [list(h) for h in st.hands_dealt])
    for i, a in enumerate(st.history):
        if (a.kind in (ActionKind.PLAY, ActionKind.ASK) and a.actor in seats and cur.phase == Phase.PLAY
                and cur.trick_no >= from_trick):
            if len(choices(cur, a.actor)) > 1:
                out.append((i, cur.copy()))
        cur.apply(a)
    return out


def review_hand(st: HandState, seats: tuple[int, ...] = (2,),
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None, from_trick: int = 1,
                every_value: bool = False) -> Review:
    """Review every card and ask of ``seats`` in the hand ``st`` (finished or not: the
    decisions taken so far are reviewed), from trick ``from_trick`` on.

    The choice made and the best choice are valued exactly; the other choices are
    only shown to be no better than the best (``Decision.at_most``), which is much
    faster, unless ``every_value``."""
    points = decision_points(st, seats, from_trick)
    total = len(points)
    solvers = Solvers()
    decisions = []
    if progress is not None:
        progress(0, total)
    for n, (i, before) in enumerate(points):
        if cancelled is not None and cancelled():
            break
        played = st.history[i]
        seat = played.actor
        side = seat & 1
        values: dict[Action, int] = {}
        at_most: dict[Action, int] = {}
        opts = choices(before, seat)
        opts.sort(key=lambda a: a != played)        # the card played first, exactly
        best, best_v = played, -INF
        for a in opts:
            s2 = before.copy()
            s2.apply(a, check=False)
            if every_value or a == played:
                v = solvers.value(s2, side, guess=None if best_v == -INF else best_v)
            else:
                v = solvers.value(s2, side, alpha=best_v, guess=best_v)
                if v <= best_v:
                    at_most[a] = v       # no better than the best so far
                    continue
            values[a] = v
            if v > best_v:
                best, best_v = a, v
        decisions.append(Decision(i, seat, before.trick_no, played, best, best_v, values[played],
                                  values, at_most))
        if progress is not None:
            progress(n + 1, total)
    return Review(tuple(seats), decisions)
