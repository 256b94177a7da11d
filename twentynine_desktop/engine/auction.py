"""The two auctions: open ascending (standard) and the duel with holding.

Each auction is a small state machine over seats.  ``legal()`` lists the legal
actions of the seat to speak, ``apply()`` takes one, and ``over`` / ``winner`` /
``bid`` / ``all_passed`` tell how it ended.  The hand state owns one of these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import BID, BID_ACTIONS, PASS, Action, bid_actions
from .cards import next_seat, seat_after
from .refusal import Refusal, RefusalCode

if TYPE_CHECKING:
    from .legality import PlayFlags
    from .rules import Rules


class OpenAuction:
    """Open auction: bid higher or pass; a pass is final; ends when three have passed."""

    __slots__ = ("min_bid", "max_bid", "forced", "passed", "n_passed", "bid",
                 "holder", "turn", "over", "all_passed", "step")

    def __init__(self, first: int, step: int, min_bid: int, max_bid: int, dealer_forced: bool):
        self.step = step
        self.min_bid = min_bid
        self.max_bid = max_bid
        self.forced = dealer_forced
        self.passed = [False, False, False, False]
        self.n_passed = 0
        self.bid = 0
        self.holder: int | None = None
        self.turn = first
        self.over = False
        self.all_passed = False

    @property
    def winner(self) -> int | None:
        return self.holder if self.over else None

    def lowest_bid(self) -> int:
        return max(self.min_bid, self.bid + 1)

    def legal(self) -> list[Action]:
        p = self.turn
        if self.holder is None and self.n_passed == 3:
            if self.forced:
                return [BID_ACTIONS[p][self.min_bid]]
        return bid_actions(p, self.lowest_bid(), self.max_bid)

    def refusal(self, action: Action) -> Refusal | None:
        """None if ``action`` is a legal call now, else why not."""
        p = self.turn
        if action.actor != p:
            return Refusal.of(RefusalCode.NOT_YOUR_TURN_TO_BID, seat=p, actor=action.actor)
        if action.kind == PASS:
            if self.holder is None and self.n_passed == 3 and self.forced:
                return Refusal.of(RefusalCode.DEALER_MAY_NOT_PASS, bid=self.min_bid)
            return None
        if action.kind == BID:
            n = action.arg
            if n is None:
                return Refusal(RefusalCode.BID_WITHOUT_NUMBER)
            if self.holder is None and self.n_passed == 3 and self.forced and n != self.min_bid:
                return Refusal.of(RefusalCode.DEALER_FORCED_AFTER_PASSES, bid=self.min_bid)
            if n < self.lowest_bid():
                if n < self.min_bid:
                    return Refusal.of(RefusalCode.BID_BELOW_MINIMUM, bid=self.min_bid, n=n)
                return Refusal.of(RefusalCode.BID_NOT_HIGHER, bid=self.bid, n=n)
            if n > self.max_bid:
                return Refusal.of(RefusalCode.BID_ABOVE_MAXIMUM, bid=self.max_bid, n=n)
            return None
        return Refusal.of(RefusalCode.ONLY_BID_OR_PASS, kind=action.kind)

    def apply(self, action: Action) -> None:
        p = self.turn
        if action.kind == BID:
            n = action.arg
            assert n is not None  # a legal bid carries its number
            self.bid = n
            self.holder = p
            if self.bid >= self.max_bid or self.n_passed == 3:
                # the maximum, or the last player still in (the dealer after three passes)
                self.over = True
                return
        else:
            self.passed[p] = True
            self.n_passed += 1
            if self.n_passed == 4:
                self.over = True
                self.all_passed = True
                return
            if self.n_passed == 3 and self.holder is not None:
                self.over = True
                return
        step = self.step
        q = next_seat(p, step)
        while self.passed[q]:
            q = next_seat(q, step)
        self.turn = q


class DuelAuction:
    """Duel auction (Bangladesh, Nepal).

    Two players duel at a time.  The holder of the bid may *hold* (bid equal to) a
    challenger's bid, or go higher; a challenger must go strictly higher.  When one of
    the two passes, the other holds against the next player who has not yet spoken.
    When the last player (the dealer) has spoken and one duel survivor remains, the
    holder wins.  If nobody bids, the dealer is forced to bid the minimum (or, with
    the redeal rule, may pass and the hand is redealt).
    """

    __slots__ = ("min_bid", "max_bid", "forced", "queue", "bid", "holder", "challenger",
                 "turn", "over", "all_passed")

    def __init__(self, first: int, step: int, min_bid: int, max_bid: int, dealer_forced: bool):
        self.min_bid = min_bid
        self.max_bid = max_bid
        self.forced = dealer_forced
        self.queue = [seat_after(first, step, k) for k in range(1, 4)]
        self.bid = 0
        self.holder: int | None = None
        self.challenger: int | None = None
        self.turn = first
        self.over = False
        self.all_passed = False

    @property
    def winner(self) -> int | None:
        return self.holder if self.over else None

    def _range(self) -> tuple[int, int]:
        p = self.turn
        if self.holder is None:
            return self.min_bid, self.max_bid
        if p == self.holder:
            return self.bid, self.max_bid
        return self.bid + 1, self.max_bid

    def legal(self) -> list[Action]:
        p = self.turn
        if self.holder is None and not self.queue and self.forced:
            return [BID_ACTIONS[p][self.min_bid]]
        lo, hi = self._range()
        return bid_actions(p, lo, hi)

    def refusal(self, action: Action) -> Refusal | None:
        """None if ``action`` is a legal call now, else why not."""
        p = self.turn
        if action.actor != p:
            return Refusal.of(RefusalCode.NOT_YOUR_TURN_TO_BID, seat=p, actor=action.actor)
        forced = self.holder is None and not self.queue and self.forced
        if action.kind == PASS:
            if forced:
                return Refusal.of(RefusalCode.DEALER_MAY_NOT_PASS_NOBODY_BID, bid=self.min_bid)
            return None
        if action.kind == BID:
            n = action.arg
            if n is None:
                return Refusal(RefusalCode.BID_WITHOUT_NUMBER)
            if forced and n != self.min_bid:
                return Refusal.of(RefusalCode.DEALER_FORCED, bid=self.min_bid)
            lo, hi = self._range()
            if n < lo:
                if n < self.min_bid:
                    return Refusal.of(RefusalCode.BID_BELOW_MINIMUM, bid=self.min_bid, n=n)
                if p == self.holder:
                    return Refusal.of(RefusalCode.HOLDER_BID_TOO_LOW, bid=self.bid, n=n)
                return Refusal.of(RefusalCode.CHALLENGER_BID_TOO_LOW, bid=self.bid, n=n)
            if n > hi:
                return Refusal.of(RefusalCode.BID_ABOVE_MAXIMUM, bid=self.max_bid, n=n)
            return None
        return Refusal.of(RefusalCode.ONLY_BID_OR_PASS, kind=action.kind)

    def _next_challenger(self) -> None:
        """The holder stands; the next unspoken player challenges, or the holder wins."""
        if self.bid >= self.max_bid or not self.queue:
            self.challenger = None
            self.over = True
            return
        self.challenger = self.queue.pop(0)
        self.turn = self.challenger

    def apply(self, action: Action) -> None:
        p = self.turn
        if action.kind == BID:
            n = action.arg
            assert n is not None  # a legal bid carries its number
            self.bid = n
            if self.holder is None:
                self.holder = p
                self._next_challenger()
            elif p == self.challenger:
                self.turn = self.holder
            else:  # the holder holds (or raises)
                if n >= self.max_bid:
                    self.over = True
                    return
                assert self.challenger is not None  # the duel goes on: the challenger speaks
                self.turn = self.challenger
            return
        # a pass
        if self.holder is None:
            if self.queue:
                self.turn = self.queue.pop(0)
            else:
                self.over = True
                self.all_passed = True
            return
        if p == self.holder:
            self.holder = self.challenger
        self._next_challenger()


def new_auction(rules: Rules, dealer: int, flags: PlayFlags | None = None
                ) -> OpenAuction | DuelAuction:
    """The auction of a fresh hand under ``rules`` with ``dealer`` dealing: open or duel,
    in the rules' direction, starting next after the dealer.  ``flags``: the rules'
    ``legality.flags_of`` (worked out here if not given)."""
    if flags is None:
        from .legality import flags_of
        flags = flags_of(rules)
    cls = DuelAuction if flags.duel else OpenAuction
    return cls(next_seat(dealer, flags.step), flags.step, flags.min_bid, flags.max_bid,
               flags.dealer_forced)
