"""The post-hand review: for each card a seat played, the best card with every hand
known, and how many card points the choice cost.

Each decision is solved exactly: every legal card (and "ask for the trump") is tried,
and the rest of the hand is played out with best play by all four seats, every hand
open (double dummy).  The value of a choice is the card points the seat's side ends
the hand with; the best choice has the highest, and the cost of the card played is
the difference.

Where ``ai/solver.py`` applies (the trump revealed in an earlier trick, nothing face
down, no seat out) its ``finish_value`` solves the position.  Otherwise, before the
trump is revealed, the one Python solver of the play (``exact.FullSolver``) does, with
the hidden trump's rules of the rule kernel (``engine/kernel.py``).
``engine_minimax`` is the plain minimax through the engine's ``HandState`` that the
tests hold both to.

Pairs and single-hand declarations are not choices here: they change the target and
the stake, not the card points.  No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.actions import Action, ActionKind
from ..engine.events import Phase
from ..engine.hand import HandState
from .exact import INF, FullSolver
from .solver import finish_value, solvable

__all__ = ["Decision", "FullSolver", "Review", "Solvers", "choices", "decision_points",
           "engine_minimax", "review_hand"]


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
