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
--inplace``), used whenever it imports and no seat plays by the policy, and the Python
code below, used otherwise.  ``BACKEND`` says which one is in use ("c" or "python");
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

from ..engine.cards import ALL_CARDS, CARD_POINTS, SUIT_MASKS, suit_of
from ..engine.events import Phase
from .common import PlayCtx, heuristic_play

if TYPE_CHECKING:
    from ..engine.hand import HandState

INF = 1000


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


def _points(mask: int) -> int:
    p = 0
    while mask:
        low = mask & -mask
        p += CARD_POINTS[low.bit_length() - 1]
        mask ^= low
    return p


def merged_moves(held: int, live: int, legal: int) -> list[int]:
    """The legal cards of one hand with equivalent cards merged, strongest first in
    each suit.  ``live``: the cards still in the hands and those of the trick in
    progress (a card on the table ranked between two cards splits them: one beats
    it, the other does not)."""
    out = []
    m = legal
    prev = -1
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if prev >= 0 and prev >> 3 == c >> 3 and CARD_POINTS[prev] == CARD_POINTS[c]:
            between = live & ((1 << c) - 1) & ~((1 << (prev + 1)) - 1)
            if between & ~held == 0:
                continue  # nothing of another hand between: same as ``prev``
        out.append(c)
        prev = c
    return out


_moves = merged_moves   # the name the search below calls (tests spy on it)


class EndgameSolver:
    """Solves positions of one sampled deal family; keep one per playout."""

    __slots__ = ("trump", "side", "step", "must_trump", "last_bonus", "tt", "nodes", "policy",
                 "bidder", "backend", "trump_from", "asker", "root_left")

    def __init__(self, trump: int | None, bidding_side: int, step: int, must_trump: bool,
                 last_bonus: int, policy: Iterable[int] = (), bidder: int | None = None,
                 backend: str | None = None):
        self.trump = trump          # suit in force (revealed) or None
        self.side = bidding_side
        self.step = step            # 1 clockwise, 3 counter-clockwise
        self.must_trump = must_trump
        self.last_bonus = last_bonus
        # (hands..., leader) at a trick boundary -> (lower, upper) bound of the value
        self.tt: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0
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
        # the rules of the trick in progress at the root (the trick of the reveal):
        # trumps count from position ``trump_from`` on; ``asker`` must trump if able
        self.trump_from = 0
        self.asker: int | None = None
        self.root_left = 0

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
        hands = list(hands)
        self.trump_from = trump_from
        self.asker = asker
        self.root_left = tricks_left
        if trick or trump_from or asker is not None:
            led = trick[0][1] >> 3 if trick else -1
            return self._in_trick(hands, leader, list(trick), led, tricks_left, -INF, INF)
        return self._boundary(hands, leader, tricks_left, -INF, INF)

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
        hands = list(hands)
        trick = list(trick)
        self.trump_from = trump_from
        self.asker = asker
        self.root_left = tricks_left
        pos = len(trick)
        seat = (leader + self.step * pos) % 4
        held = hands[seat]
        m = self._legal(held, pos, trick, seat, tricks_left)
        out = {}
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            hands[seat] = held & ~low
            trick.append((seat, c))
            if pos == 3:
                v = self._close(hands, trick, tricks_left, -INF, INF)
            else:
                v = self._in_trick(hands, leader, trick, trick[0][1] >> 3, tricks_left,
                                   -INF, INF)
            trick.pop()
            hands[seat] = held
            out[c] = v
        return out

    # ------------------------------------------------------------ search
    def _legal(self, held: int, pos: int, trick: list[tuple[int, int]], seat: int,
               left: int) -> int:
        if pos == 0:
            return held
        legal = held & SUIT_MASKS[trick[0][1] >> 3]
        if not legal:
            legal = held
            if self.trump is not None and (
                    self.must_trump or (seat == self.asker and left == self.root_left)):
                t = held & SUIT_MASKS[self.trump]
                if t:
                    legal = t
        return legal

    def _boundary(self, hands: list[int], leader: int, left: int, alpha: int, beta: int) -> int:
        if left == 0:
            return 0
        key = (hands[0], hands[1], hands[2], hands[3], leader)
        ent = self.tt.get(key)
        if ent is not None:
            lo, hi = ent
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        v = self._in_trick(hands, leader, [], -1, left, alpha, beta)
        lo, hi = ent if ent is not None else (-INF, INF)
        if v <= a0:
            hi = min(hi, v)
        elif v >= b0:
            lo = max(lo, v)
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _in_trick(self, hands: list[int], leader: int, trick: list[tuple[int, int]], led: int,
                  left: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        pos = len(trick)
        seat = (leader + self.step * pos) % 4
        held = hands[seat]
        legal = self._legal(held, pos, trick, seat, left)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        if seat in self.policy:
            live_from = self.trump_from if left == self.root_left else 0
            ctx = PlayCtx(seat, held, legal, False, list(trick), self.trump,
                          self.trump is not None, live_from, (ALL_CARDS & ~live) | held,
                          self.bidder, 4)
            moves = [heuristic_play(ctx)]
        else:
            on_table = 0
            for _, tc in trick:
                on_table |= 1 << tc
            moves = _moves(held, live | on_table, legal)
        maxing = (seat & 1) == self.side
        best = -INF if maxing else INF
        for c in moves:
            hands[seat] = held & ~(1 << c)
            trick.append((seat, c))
            if pos == 3:
                v = self._close(hands, trick, left, alpha, beta)
            else:
                v = self._in_trick(hands, leader, trick, c >> 3 if pos == 0 else led, left,
                                   alpha, beta)
            trick.pop()
            hands[seat] = held
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        return best

    def _close(self, hands: list[int], trick: list[tuple[int, int]], left: int, alpha: int,
               beta: int) -> int:
        led = trick[0][1] >> 3
        t = self.trump
        win: tuple[int, int] | None = None
        if t is not None and t != led:
            first = self.trump_from if left == self.root_left else 0
            for sc in trick[first:]:
                if sc[1] >> 3 == t and (win is None or sc[1] < win[1]):
                    win = sc
        if win is None:
            for sc in trick:
                if sc[1] >> 3 == led and (win is None or sc[1] < win[1]):
                    win = sc
        assert win is not None  # the card led follows its own suit
        pts = (CARD_POINTS[trick[0][1]] + CARD_POINTS[trick[1][1]] + CARD_POINTS[trick[2][1]]
               + CARD_POINTS[trick[3][1]])
        if left == 1:
            pts += self.last_bonus
        mine = pts if (win[0] & 1) == self.side else 0
        if left == 1:
            return mine
        # the rest of the hand, with the window shifted by what this trick gave
        return mine + self._boundary(list(hands), win[0], left - 1, alpha - mine, beta - mine)


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
    trump_from = 0
    asker = None
    if st.revealed_in_trick == st.trick_no:  # the trick of the reveal
        if rules.trump_activation == "from_reveal":
            trump_from = st.reveal_pos
        if rules.asker_must_trump:
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
    total = (_points(hands[0] | hands[1] | hands[2] | hands[3]) + bonus
             + sum(CARD_POINTS[c] for _, c in st.trick))
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
    rest = _points(hands[0] | hands[1] | hands[2] | hands[3]) + bonus
    rest += sum(CARD_POINTS[c] for _, c in st.trick)
    return st.points[side] + v, st.points[side ^ 1] + rest - v
