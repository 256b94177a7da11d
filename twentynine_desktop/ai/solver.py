"""An exact solver for the last tricks of a hand, once the trump is in the open.

Used by the hard player's playouts: the rule-based policy plays a sampled deal until
only a few tricks are left, and this solver finishes it with best play by all four
seats (every hand open, as in a double-dummy bridge solver).  It applies only when
nothing hidden or optional is left in the hand's rules: the trump suit is revealed
in an earlier trick, no seat sits out, no face-down card is left (no-trump single
hands are left to the playouts).  Showing a pair later is ignored, as in the playouts.

The value is the card points the bidding side takes in the remaining tricks, minimax
over the play (the bidders maximise, the defenders minimise); whether the contract is
made follows exactly from it.  Seats known to play by the rule-based policy (shown as
Easy, ``policy``) play the policy's card instead of their best one: the solver then
finds the best play against the way they really play.  Alpha-beta with a transposition
table at trick boundaries; cards of one hand that are equivalent (same suit, same
points, no live card of another hand or of the trick in progress ranked between them)
are tried once.

Two backends compute the same values: the compiled module ``_csolver`` (C, built by
``setup.py`` as an optional extension; in a source checkout ``python setup.py build_ext
--inplace``), used whenever it imports and no seat plays by the policy, and the one
Python solver of the play (``exact.FullSolver``, which follows the rule kernel
``engine/kernel.py``), used otherwise and the compiled one's reference.  ``BACKEND``
says which one is in use ("c" or "python");
the environment variable ``TWENTYNINE_PURE_PYTHON=1`` forces the Python one.  The
compiled one solves a whole hand (eight tricks, trump open) in about 20 ms, so the
caller may solve from as many tricks left as it likes (``solvable(st, 8)``);
``solvable(st, n, reveal_trick=True)`` also accepts the trick in which the trump is
revealed (the asker's duty to trump and the trumps that count in that trick follow the
rules).  ``python -m tools solver-bench`` times both.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterable, Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from ..engine.cards import suit_of
from ..engine.events import Phase
from ..engine.kernel import mask_points, trick_points
from ..engine.legality import live_trump
from .exact import FullSolver, merged_moves

__all__ = ["BACKEND", "BACKENDS", "EndgameSolver", "finish_card_values", "finish_value",
           "merged_moves", "solvable"]

if TYPE_CHECKING:
    from ..engine.hand import HandState



def _load_compiled() -> ModuleType | None:
    """The compiled solver (``_csolver.c``), or None if it is not built or
    ``TWENTYNINE_PURE_PYTHON`` is set."""
    if os.environ.get("TWENTYNINE_PURE_PYTHON", "") not in ("", "0"):
        return None
    try:
        return importlib.import_module(f"{__package__}._csolver")
    except ImportError:
        return None


_csolver = _load_compiled()
# the backend used when no seat plays by the policy: "c" (compiled) or "python"
BACKEND = "c" if _csolver is not None else "python"
BACKENDS = ("c", "python")


class EndgameSolver:
    """Solves positions of one sampled deal family; keep one per playout."""

    __slots__ = ("trump", "side", "step", "must_trump", "last_bonus", "policy", "bidder",
                 "backend", "_py")

    def __init__(self, trump: int | None, bidding_side: int, step: int, must_trump: bool,
                 last_bonus: int, policy: Iterable[int] = (), bidder: int | None = None,
                 backend: str | None = None):
        self.trump = trump          # suit in force (revealed) or None
        self.side = bidding_side
        self.step = step            # 1 clockwise, 3 counter-clockwise
        self.must_trump = must_trump
        self.last_bonus = last_bonus
        # seats known to play by the rule-based policy: they play its card, not the
        # best one (the position is still solved exactly for the other seats)
        self.policy = frozenset(policy)
        self.bidder = bidder
        # "c", "python", or None: the compiled one when it is built and no seat plays
        # by the policy (seats of the policy call back into Python)
        if backend not in (None, "c", "python"):
            raise ValueError(f"backend must be 'c' or 'python', not {backend!r}")
        if backend == "c" and _csolver is None:
            raise RuntimeError("the compiled solver is not built (python setup.py build_ext "
                               "--inplace) or TWENTYNINE_PURE_PYTHON is set")
        if backend == "c" and self.policy:
            raise ValueError("the compiled solver has no seats that play by the policy")
        self.backend = backend or ("c" if _csolver is not None and not self.policy
                                   else "python")
        # the Python backend: the one Python solver (exact.py), its table kept over the
        # calls of this solver
        self._py: FullSolver | None = None
        if self.backend == "python":
            self._py = FullSolver.open_trump(trump, bidding_side, step, must_trump,
                                             last_bonus, self.policy, bidder)

    @property
    def nodes(self) -> int:
        """The positions searched by the Python backend so far."""
        return 0 if self._py is None else self._py.nodes

    # ------------------------------------------------------------ public
    def value(self, hands: Sequence[int], leader: int, trick: Sequence[tuple[int, int]],
              tricks_left: int, trump_from: int = 0, asker: int | None = None) -> int:
        """Card points the bidding side takes from here (the trick in progress, given
        as [(seat, card)], included) with best play.  In the trick in progress only,
        trumps count from position ``trump_from`` on and the seat ``asker`` must play a
        trump if it cannot follow and holds one (the trick in which the trump was
        revealed)."""
        if self.backend == "c":
            assert _csolver is not None  # checked when the backend was chosen
            v: int = _csolver.solve(
                hands, leader, trick, tricks_left, -1 if self.trump is None else self.trump,
                self.side, self.step, self.must_trump, self.last_bonus, trump_from,
                -1 if asker is None else asker)
            return v
        assert self._py is not None  # the Python backend
        return self._py.open_value(list(hands), leader, list(trick), tricks_left, trump_from,
                                   -1 if asker is None else asker)

    def card_values(self, hands: Sequence[int], leader: int, trick: Sequence[tuple[int, int]],
                    tricks_left: int, trump_from: int = 0,
                    asker: int | None = None) -> dict[int, int]:
        """{card: value} for every legal card of the seat to play: the card points the
        bidding side takes from here (as ``value``) if that card is played, then best
        play.  Arguments as for ``value``."""
        if self.backend == "c":
            assert _csolver is not None  # checked when the backend was chosen
            vals: dict[int, int] = _csolver.card_values(
                hands, leader, trick, tricks_left, -1 if self.trump is None else self.trump,
                self.side, self.step, self.must_trump, self.last_bonus, trump_from,
                -1 if asker is None else asker)
            return vals
        assert self._py is not None  # the Python backend
        return self._py.open_card_values(list(hands), leader, list(trick), tricks_left,
                                         trump_from, -1 if asker is None else asker)


def solvable(st: HandState, max_tricks: int, reveal_trick: bool = False,
             hidden: bool = False) -> bool:
    """True when ``st`` (a HandState) can be finished by the solver: play phase, at most
    ``max_tricks`` tricks left (up to 8), the trump in force for the whole of the
    current trick, no seat out, nothing face down.  With ``reveal_trick`` the trick in
    which the trump was revealed is accepted too.

    With ``hidden``, a hand whose trump is still hidden is accepted too, as long as
    every card of the trick in progress follows the suit led, under the rules where a
    void player may ask for the trump and the bidder may lead one (``reveal``
    on_request, ``bidder_trump_lead`` allowed): it is then solved as if the trump were
    in the open.  With every hand open that is close to the real game: a void player
    who would trump asks first (or, the bidder, reveals), one who would not discards;
    what it leaves out is the asker's duty to trump and a hand never revealed being
    annulled.  The lab's ``arena-play`` judges the cards played before the reveal with
    it (``tools/arena_play.py``); no level uses it in its playouts, whose deals are sampled
    guesses anyway (see ``search.py``)."""
    if st.phase != Phase.PLAY or st.out is not None or st.single is not None:
        return False
    if 9 - st.trick_no > max_tricks:
        return False
    if st.withheld is not None:
        return False
    if st.no_trumps or st.trump is None:
        return False  # single hands are left to the playouts
    if not st.revealed or st.revealed_in_trick is None:
        if not hidden or st.revealed:
            return False
        rules = st.rules
        if rules.reveal != "on_request" or rules.bidder_trump_lead != "allowed":
            return False
        trick = st.trick
        return not trick or all(suit_of(c) == suit_of(trick[0][1]) for _, c in trick)
    if reveal_trick:
        return st.revealed_in_trick <= st.trick_no
    return st.revealed_in_trick < st.trick_no


def _state_solver(st: HandState, policy: Iterable[int], backend: str | None
                  ) -> tuple[EndgameSolver, int, int | None, int]:
    """The solver for ``st``, with the rules of its trick in progress: (solver,
    trump_from, asker, last-trick bonus)."""
    assert st.bidder is not None  # solvable: a contract with the trump revealed
    rules = st.rules
    bonus = 1 if rules.last_trick_point else 0
    s = EndgameSolver(st.trump, st.bidder & 1, st.step, bool(rules.void_must_trump), bonus,
                      policy, st.bidder, backend)
    trump_from = live_trump(st)[1]  # the trick of the reveal may count trumps from it on
    asker = None
    if st.revealed_in_trick == st.trick_no and rules.asker_must_trump:
        asker = st.asker
    return s, trump_from, asker, bonus


def finish_card_values(st: HandState, policy: Iterable[int] = (),
                       backend: str | None = None) -> dict[int, tuple[int, int]]:
    """{card: (bidding side's final card points, the other side's)} for every card the
    seat to play in ``st`` (which must be ``solvable``) may play, with best play after
    it by every seat but those in ``policy``.  One search for all the cards with the
    compiled solver."""
    s, trump_from, asker, bonus = _state_solver(st, policy, backend)
    assert st.bidder is not None  # solvable
    side = st.bidder & 1
    hands = st.held
    vals = s.card_values(hands, st.leader, st.trick, 9 - st.trick_no, trump_from, asker)
    total = mask_points(hands[0] | hands[1] | hands[2] | hands[3]) + trick_points(st.trick, bonus)
    return {c: (st.points[side] + v, st.points[side ^ 1] + total - v) for c, v in vals.items()}


def finish_value(st: HandState, policy: Iterable[int] = (),
                 backend: str | None = None) -> tuple[int, int]:
    """(bidding side's final card points, the other side's) with best play from ``st``
    (which must be ``solvable``, ``reveal_trick`` allowed) by every seat but those in
    ``policy``, which play by the rule-based policy.  ``backend``: "c" or "python" to
    choose the solver (default: the compiled one when it applies, ``BACKEND``)."""
    s, trump_from, asker, bonus = _state_solver(st, policy, backend)
    assert st.bidder is not None  # solvable
    side = st.bidder & 1
    hands = st.held
    left = 9 - st.trick_no
    v = s.value(hands, st.leader, st.trick, left, trump_from, asker)
    rest = mask_points(hands[0] | hands[1] | hands[2] | hands[3]) + trick_points(st.trick, bonus)
    return st.points[side] + v, st.points[side ^ 1] + rest - v
