"""The exact solver of the play, in Python: the one reference of the searches.

``FullSolver`` values positions of the play with every card known (double dummy):
the card points one side takes from here with best play by all four seats.  It
searches card masks by alpha-beta with a transposition table at trick boundaries and
follows every rule of the play through the rule kernel (``engine/kernel.py``): the
legal cards, asking for the hidden trump and the face-down card joining the bidder's
hand, the automatic reveal, trumps counting from the reveal, the asker's and the void
player's duty to trump, the bidder's trump lead, a seat sitting out, no-trump single
hands, the last-trick point.  Cards of one hand that are equivalent are tried once
(``merged_moves``).

Two kinds of user:

- the post-hand review (``review.py``), from any position of the play
  (``FullSolver(st, side)``); once the trump is in the open it hands the rest of the
  hand to the compiled solver when that is built (``endgame``);
- ``solver.EndgameSolver`` when its Python backend is in use
  (``FullSolver.open_trump``): the trump in the open, and optionally seats that play
  by the rule-based policy instead of their best card (``policy``).  The compiled
  solver (``_csolver.c``) computes the same values and is tested against this one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..engine.cards import CARD_POINTS, SUIT_OF
from ..engine.events import Phase
from ..engine.kernel import (
    ASKER_MUST_TRUMP,
    FROM_REVEAL,
    VOID_MUST_TRUMP,
    cards_gone,
    live_from,
    mask_points,
    may_ask,
    play_rule,
    reveals_now,
    rule_bits,
    trick_points,
    winning_play,
)
from .common import ASK_MOVE, PlayCtx, heuristic_play

if TYPE_CHECKING:
    from ..engine.hand import HandState
    from .solver import EndgameSolver

INF = 1000


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


class FullSolver:
    """Exact value (card points of ``side``) of play positions of one hand, with every
    card known, under the hand's house rules, before or after the trump is revealed."""

    def __init__(self, st: HandState, side: int, endgame: bool = True):
        r = st.rules
        bits = rule_bits(r.reveal, bool(r.asker_must_trump), bool(r.void_must_trump),
                         r.bidder_trump_lead, r.trump_activation, st.trump_mode == "seventh")
        self._setup(None if st.no_trumps else st.trump, side, st.step, st.bidder, st.out,
                    bits, 1 if r.last_trick_point else 0, (), endgame)

    @classmethod
    def open_trump(cls, trump: int | None, side: int, step: int, must_trump: bool,
                   last_bonus: int, policy: Iterable[int] = (),
                   bidder: int | None = None) -> FullSolver:
        """A solver of positions with the trump in the open (or no trump at all) and no
        seat out: ``EndgameSolver``'s problem.  The root trick's own rules (trumps from a
        position on, the asker's duty) are given to ``value`` and ``card_values``."""
        s = cls.__new__(cls)
        bits = FROM_REVEAL | ASKER_MUST_TRUMP | (VOID_MUST_TRUMP if must_trump else 0)
        s._setup(trump, side, step, bidder, None, bits, last_bonus, policy, False)
        return s

    def _setup(self, trump: int | None, side: int, step: int, bidder: int | None,
               out: int | None, bits: int, bonus: int, policy: Iterable[int],
               endgame: bool) -> None:
        self.side = side
        self.trump = trump          # None: no trump in this hand
        self.bidder_seat = bidder
        self.bidder = -1 if bidder is None else bidder
        self.step = step
        self.out = -1 if out is None else out
        self.n_active = 3 if out is not None else 4
        self.bits = bits            # the house rules of the play (kernel.rule_bits)
        self.bonus = bonus
        # seats that play the rule-based policy's card instead of their best one (the
        # trump in the open only)
        self.policy = frozenset(policy)
        self.tt: dict[tuple[int, int, int, int, int, bool, int], tuple[int, int]] = {}
        self.nodes = 0
        # once the trump is in the open, nothing face down and no seat out, the rest of
        # the hand is exactly ai/solver.py's problem; with its compiled backend it is
        # solved there (far faster than here)
        self.endgame: EndgameSolver | None = None
        if endgame and trump is not None and out is None:
            from . import solver
            if solver.BACKEND == "c":
                self.endgame = solver.EndgameSolver(
                    trump, side, step, bool(bits & VOID_MUST_TRUMP), bonus)

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
                rest += mask_points(h)
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
            v = self._in_trick(hands, w, st.revealed, st.leader, trick, SUIT_OF[trick[0][1]],
                               to, rpos, asker, left, lo, hi)
        else:
            v = self._boundary(hands, w, st.revealed, st.leader, left, lo, hi)
        return base + v

    def open_value(self, hands: list[int], leader: int, trick: list[tuple[int, int]],
                   left: int, trump_from: int, asker: int, alpha: int = -INF,
                   beta: int = INF) -> int:
        """The value from a position with the trump in the open (``open_trump``):
        ``trick`` in progress, in which trumps count from position ``trump_from`` on
        and the seat ``asker`` (or -1) must trump if it can."""
        if trick or trump_from or asker >= 0:
            seat = self._seat_at(leader, len(trick))
            led = SUIT_OF[trick[0][1]] if trick else -1
            return self._in_trick(hands, -1, True, leader, trick, led, seat, trump_from,
                                  asker, left, alpha, beta)
        return self._boundary(hands, -1, True, leader, left, alpha, beta)

    def open_card_values(self, hands: list[int], leader: int, trick: list[tuple[int, int]],
                         left: int, trump_from: int, asker: int) -> dict[int, int]:
        """{card: value} for every legal card of the seat to play (``open_value``)."""
        seat = self._seat_at(leader, len(trick))
        led = SUIT_OF[trick[0][1]] if trick else -1
        m = self._legal(hands, -1, True, led, seat, asker)
        out = {}
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            out[c] = self._play(hands, -1, True, leader, trick, led, seat, trump_from, asker,
                                left, c, -INF, INF)
        return out

    # ------------------------------------------------------------ rules
    def _seat_at(self, leader: int, pos: int) -> int:
        seat = leader
        for _ in range(pos):
            seat = self._next(seat)
        return seat

    def _next(self, seat: int) -> int:
        q = (seat + self.step) & 3
        if q == self.out:
            q = (q + self.step) & 3
        return q

    def _legal(self, hands: list[int], w: int, revealed: bool, led: int, p: int,
               asker: int) -> int:
        return play_rule(hands[p], led, self.trump, revealed, self.bits, p, asker, self.bidder,
                         w if w >= 0 else None)[0]

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
        rest = mask_points(live) + self.bonus
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

    def _in_trick(self, hands: list[int], w: int, revealed: bool, leader: int,
                  trick: list[tuple[int, int]], led: int, seat: int, rpos: int, asker: int,
                  left: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        held = hands[seat]
        mask = play_rule(held, led, self.trump, revealed, self.bits, seat, asker, self.bidder,
                         w if w >= 0 else None)[0]
        live = hands[0] | hands[1] | hands[2] | hands[3] | ((1 << w) if w >= 0 else 0)
        # (the trump in the open: nobody asks, and the kernel need not be asked)
        can_ask = not revealed and may_ask(held, led, self.trump, revealed, self.bits)
        if seat in self.policy:
            ctx = PlayCtx(seat, held, mask, can_ask, list(trick), self.trump,
                          revealed and self.trump is not None,
                          live_from(rpos >= 0, rpos, self.bits), cards_gone(live, held),
                          self.bidder_seat, self.n_active)
            moves = [heuristic_play(ctx)]
        else:
            for _s, c in trick:  # a card on the table ranked between two cards splits them
                live |= 1 << c
            moves = merged_moves(held, live, mask)
            if can_ask:
                moves.append(ASK_MOVE)
        maxing = (seat & 1) == self.side
        best = -INF if maxing else INF
        for c in moves:
            if c == ASK_MOVE:
                b = self.bidder
                joined = hands[b] if w >= 0 else 0
                if w >= 0:  # the face-down card joins the bidder's hand
                    hands[b] |= 1 << w
                v = self._in_trick(hands, -1, True, leader, trick, led, seat, len(trick), seat,
                                   left, alpha, beta)
                if w >= 0:
                    hands[b] = joined
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

    def _play(self, hands: list[int], w: int, revealed: bool, leader: int,
              trick: list[tuple[int, int]], led: int, seat: int, rpos: int, asker: int,
              left: int, c: int, alpha: int, beta: int) -> int:
        """The value after ``seat`` plays ``c`` (``hands`` and ``trick`` are restored)."""
        held = hands[seat]
        b = self.bidder
        bidder_held = hands[b] if b >= 0 else 0
        if c == w and seat == b:
            if not revealed:       # the face-down trump, played as the last card: revealed
                revealed, rpos, asker = True, len(trick), seat
            w = -1
        else:
            hands[seat] = held & ~(1 << c)
        trick.append((seat, c))
        if led < 0:
            led = SUIT_OF[c]
        if len(trick) < self.n_active:
            q = (seat + self.step) & 3  # the next seat (``_next``, inline)
            if q == self.out:
                q = (q + self.step) & 3
            if not revealed and reveals_now(hands[q], led, self.trump, revealed, self.bits):
                revealed, rpos, asker = True, len(trick), q
                if w >= 0:
                    hands[b] |= 1 << w
                    w = -1
            v = self._in_trick(hands, w, revealed, leader, trick, led, q, rpos, asker, left,
                               alpha, beta)
        else:  # the trick is complete
            win = winning_play(trick, self.trump if revealed else None,
                               live_from(True, rpos, self.bits) if rpos > 0 else 0)[0]
            pts = trick_points(trick, self.bonus if left == 1 else 0)
            v = pts if (win & 1) == self.side else 0
            if left > 1:
                v += self._boundary(hands, w, revealed, win, left - 1, alpha - v, beta - v)
        trick.pop()
        hands[seat] = held
        if b >= 0 and b != seat:
            hands[b] = bidder_held
        return v
