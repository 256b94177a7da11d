"""The state of one hand of Twenty-Nine, from the first deal to the score.

``HandState`` is the single source of legality: ``legal_actions()`` lists every legal
next action (of whoever may act), ``refusal(action)`` says why an action is not legal
(a ``Refusal`` value; ``why_illegal`` gives its English), and ``apply(action)`` carries
one out and returns the events a screen can animate.  Every house rule of ``rules.py``
is honoured; the rules live in ``legality.py`` (what may be done), ``auction.py``,
``doubling.py``, ``trick.py`` (what an action does, phase by phase) and ``scoring.py``.
"""

from __future__ import annotations

from typing import Any

from . import doubling, legality, scoring, trick
from .actions import (
    ASK,
    BID,
    DOUBLE,
    PAIR,
    PLAY,
    SINGLE,
    TRUMP,
    TRUMP_CARD,
    Action,
    ActionKind,
    actor_str,
    sort_key,
)
from .auction import OpenAuction, new_auction
from .cards import CARD_POINTS, POINT_MASK, SEATS, SUIT_OF, next_seat, side_of
from .events import (
    Annulled,
    Asked,
    AuctionWon,
    BidMade,
    HandEvent,
    HandOver,
    HandResult,
    Passed,
    Phase,
    PlayStarted,
    SecondDeal,
    Trick,
    TrumpSet,
)
from .explain import explain
from .refusal import Refusal
from .rules import Rules

_PLAY, _AUCTION, _DOUBLING, _TRUMP_CHOICE = Phase.PLAY, Phase.AUCTION, Phase.DOUBLING, Phase.TRUMP_CHOICE
_play_card = trick.play_card

# the phases under their old names
AUCTION = Phase.AUCTION
TRUMP_CHOICE = Phase.TRUMP_CHOICE
DOUBLING = Phase.DOUBLING
PLAYING = Phase.PLAY
DONE = Phase.DONE

__all__ = ["AUCTION", "DONE", "DOUBLING", "PLAYING", "TRUMP_CHOICE", "HandState",
           "IllegalActionError", "Phase", "Trick"]


class IllegalActionError(ValueError):
    """An action that the rules do not allow now.  The message says why in English;
    ``refusal`` is the reason as a value."""

    def __init__(self, refusal: Refusal):
        super().__init__(refusal.english())
        self.refusal = refusal


class HandState:
    """One hand.  Create with the rules, the dealer and each seat's eight cards in the
    order dealt (the first four are the first deal)."""

    def __init__(self, rules: Rules, dealer: int, hands: list[list[int]]):
        self.rules = rules
        flags = self.flags = legality.flags_of(rules)  # the rules as plain attributes
        self.dealer = dealer
        self.hands_dealt = [list(h) for h in hands]
        self.step = flags.step
        self.first = next_seat(dealer, self.step)
        self.min_bid = flags.min_bid
        self.max_bid = flags.max_bid
        self.held = [0, 0, 0, 0]
        for s in range(4):
            for c in hands[s][:4]:
                self.held[s] |= 1 << c
        self.dealt = 4
        self.history: list[Action] = []
        self.phase = Phase.AUCTION
        self.annulled = False
        self.annul_reason: str | None = None
        self.auction = new_auction(rules, dealer, flags)
        self.bidder: int | None = None
        self.bid: int | None = None
        self.target: int | None = None
        self.trump: int | None = None
        self.trump_mode: str | None = None  # "suit", "card", "seventh"
        self.withheld: int | None = None  # the bidder's face-down card, out of the hand
        self.revealed = False
        self.revealed_in_trick: int | None = None
        self.reveal_pos = 0
        self.asker: int | None = None  # who revealed in the current trick
        self.turned_card: int | None = None  # own/seventh card turned up at the reveal
        self.multiplier = 1
        self.doubles: list[ActionKind] = []  # double, redouble, set as called
        self.window: ActionKind | None = None  # which doubling window is open
        self.window_side: int | None = None
        self.doubling_done = False
        self.single: int | None = None  # declarer of a single hand
        self.out: int | None = None  # the seat sitting out in a single hand
        self.no_trumps = False  # all_tricks single hand: played without trumps
        self.leader = self.first
        self.trick: list[tuple[int, int]] = []
        self.trick_no = 1
        self.tricks: list[Trick] = []
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.pair: tuple[int, int] | None = None  # (seat, after_trick)
        self.pair_side: int | None = None  # side that may show the pair now
        self.to_act: int | None = self.first
        self.result: HandResult | None = None  # the hand's result, once it is over
        if flags.bangladesh_redeals:
            for s in (self.first, next_seat(self.first, self.step)):
                if not (self.held[s] & POINT_MASK):
                    self._annul(f"{SEATS[s]} has no point card in the first four cards "
                                f"(house rule bangladesh_redeals)")
                    break

    # ------------------------------------------------------------------ helpers
    def next_seat(self, seat: int) -> int:
        """The next seat to play after ``seat`` (skipping a seat that sits out)."""
        q = next_seat(seat, self.step)
        if q == self.out:
            q = next_seat(q, self.step)
        return q

    @property
    def over(self) -> bool:
        return self.phase is Phase.DONE

    @property
    def bidding_side(self) -> int | None:
        return None if self.bidder is None else side_of(self.bidder)

    def active_seats(self) -> int:
        return 3 if self.out is not None else 4

    def led_suit(self) -> int | None:
        return SUIT_OF[self.trick[0][1]] if self.trick else None

    def trumps_in_play(self) -> bool:
        return self.trump is not None and not self.no_trumps

    def can_follow(self, seat: int) -> bool:
        led = self.led_suit()
        return led is not None and bool(self.held[seat] >> (8 * led) & 0xFF)

    def copy(self) -> HandState:
        new = HandState.__new__(HandState)
        new.__dict__.update(self.__dict__)
        new.held = list(self.held)
        new.history = list(self.history)
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        new.points = list(self.points)
        new.tricks_won = list(self.tricks_won)
        new.doubles = list(self.doubles)
        a = self.auction
        na = a.__class__.__new__(a.__class__)
        for slot in a.__slots__:
            setattr(na, slot, getattr(a, slot))
        if isinstance(na, OpenAuction):
            na.passed = list(na.passed)
        else:
            na.queue = list(na.queue)
        new.auction = na
        return new

    # ------------------------------------------------------------------ legality
    # every legal next action, of whoever may act now (the function itself, as a method)
    legal_actions = legality.legal_actions

    def play_mask(self, p: int) -> int:
        """The mask of cards ``p`` may play now, ignoring asking (0 = must ask)."""
        return legality.play_mask(self, p)

    def may_ask(self, p: int) -> bool:
        return legality.may_ask(self, p)

    def trick_winner(self, trick: list[tuple[int, int]] | None = None) -> tuple[int, int]:
        """(seat, card) currently winning ``trick`` (default: the trick in progress)."""
        return legality.trick_winner(self, trick)

    def is_legal(self, action: Action) -> bool:
        return self.refusal(action) is None

    def refusal(self, a: Action) -> Refusal | None:
        """None if ``a`` is legal now, else why not, as a value."""
        if a in self.legal_actions():
            return None
        return explain(self, a)

    def why_illegal(self, a: Action) -> str | None:
        """None if ``a`` is legal now, else why not in the engine's English."""
        refusal = self.refusal(a)
        return None if refusal is None else refusal.english()

    # ------------------------------------------------------------------ applying
    def apply(self, a: Action, check: bool = True) -> list[HandEvent]:
        """Carry out ``a`` and return its events.  Raises IllegalActionError."""
        if check and a not in self.legal_actions():
            raise IllegalActionError(explain(self, a))
        self.history.append(a)
        ev: list[HandEvent] = []
        ph = self.phase  # one handler per phase
        if ph is _PLAY:
            if a.kind == PLAY and a.arg is not None:  # the common case, without a detour
                _play_card(self, a.actor, a.arg, ev)
            else:
                self._apply_play(a, ev)
        elif ph is _AUCTION:
            self._apply_auction(a, ev)
        elif ph is _DOUBLING:
            doubling.apply_call(self, a, ev)
        elif ph is _TRUMP_CHOICE:
            self._apply_trump(a, ev)
        else:
            self._apply_done(a, ev)
        return ev

    def _apply_auction(self, a: Action, ev: list[HandEvent]) -> None:
        ev.append(BidMade(a.actor, a.arg) if a.kind == BID and a.arg is not None
                  else Passed(a.actor))
        au = self.auction
        au.apply(a)
        if au.over:
            self._end_auction(ev)
        else:
            self.to_act = au.turn

    def _apply_trump(self, a: Action, ev: list[HandEvent]) -> None:
        b = self.bidder
        assert b is not None  # the auction has been won
        if a.kind == TRUMP:
            self.trump = a.arg
            self.trump_mode = "suit"
        elif a.kind == TRUMP_CARD:
            card = a.arg
            assert card is not None  # a legal choice names its card
            self.trump = SUIT_OF[card]
            self.trump_mode = "card"
            self.withheld = card
            self.held[b] &= ~(1 << card)
        else:
            self.trump_mode = "seventh"
            self.trump = SUIT_OF[self.hands_dealt[b][6]]
        ev.append(TrumpSet(b, self.trump_mode))
        if self.flags.window_after_trump:
            doubling.open_window(self, DOUBLE, ev)
        else:
            self.second_deal(ev)

    def _apply_play(self, a: Action, ev: list[HandEvent]) -> None:
        kind = a.kind
        if kind == PLAY:
            card = a.arg
            assert card is not None  # a legal play names its card
            trick.play_card(self, a.actor, card, ev)
        elif kind == ASK:
            ev.append(Asked(a.actor))
            trick.reveal(self, a.actor, ev)
        elif kind == PAIR:
            trick.show_pair(self, a.actor, ev)
        elif kind == SINGLE:
            trick.declare_single(self, a.actor, ev)

    def _apply_done(self, a: Action, ev: list[HandEvent]) -> None:
        raise IllegalActionError(explain(self, a))

    def _annul(self, reason: str, ev: list[HandEvent] | None = None) -> None:
        self.annulled = True
        self.annul_reason = reason
        self.phase = Phase.DONE
        self.to_act = None
        self.result = scoring.make_result(self)
        if ev is not None:
            ev.append(Annulled(reason))
            ev.append(HandOver(self.result))

    def _end_auction(self, ev: list[HandEvent]) -> None:
        au = self.auction
        if au.all_passed:
            self._annul("all four players passed (house rule all_pass is redeal)", ev)
            return
        self.bidder = au.holder
        self.bid = au.bid
        self.target = au.bid
        if self.flags.gorakhpur and self.bid >= 21:
            self.multiplier = 2
        assert self.bidder is not None  # not all passed: someone holds the bid
        ev.append(AuctionWon(self.bidder, self.bid))
        self.phase = Phase.TRUMP_CHOICE
        self.to_act = self.bidder

    def second_deal(self, ev: list[HandEvent]) -> None:
        for s in range(4):
            for c in self.hands_dealt[s][4:]:
                self.held[s] |= 1 << c
        self.dealt = 8
        b = self.bidder
        assert b is not None  # the auction has been won
        ev.append(SecondDeal(8))
        if self.trump_mode == "seventh":
            c = self.hands_dealt[b][6]
            self.withheld = c
            self.held[b] &= ~(1 << c)
            if self.flags.bangladesh_redeals and CARD_POINTS[c]:
                others = [x for x in self.hands_dealt[b]
                          if x != c and SUIT_OF[x] == SUIT_OF[c] and CARD_POINTS[x]]
                if not others:
                    self._annul("the seventh-card trump is the bidder's only point card of its "
                                "suit (house rule bangladesh_redeals)", ev)
                    return
        if self.flags.window_after_deal and not self.doubling_done:
            doubling.open_window(self, DOUBLE, ev)
        else:
            self.start_play(ev)

    def start_play(self, ev: list[HandEvent]) -> None:
        self.phase = Phase.PLAY
        self.leader = self.first
        self.to_act = self.first
        ev.append(PlayStarted(self.first))

    def finish_hand(self, ev: list[HandEvent]) -> None:
        self.phase = Phase.DONE
        self.to_act = None
        if (not self.revealed and not self.no_trumps
                and self.flags.unrevealed_annulled):
            self._annul("the trump was never revealed (house rule unrevealed_hand is annulled)",
                        ev)
            return
        self.result = scoring.make_result(self)
        ev.append(HandOver(self.result))

    # ------------------------------------------------------------------ scoring
    def hand_value(self) -> int | str:
        """Game points at stake: 1, 2 or 4, the single-hand value, or "set"."""
        return scoring.hand_value(self)

    def made(self) -> bool | None:
        return scoring.made(self)

    def game_points(self, final_points: list[int] | None = None) -> tuple[int, int]:
        """Game points (NS, EW) of the finished hand (see ``scoring.game_points``)."""
        return scoring.game_points(self, final_points)

    def status(self) -> dict[str, Any]:
        """The replay output for this state."""
        if self.phase is Phase.DONE:
            assert self.result is not None  # set when the hand ended
            return self.result.to_json()
        legal = [a.to_record() for a in self.legal_actions()]
        legal.sort(key=sort_key)
        assert self.to_act is not None  # someone acts while the hand is on
        return {"status": "in_progress", "to_act": actor_str(self.to_act), "legal": legal}

