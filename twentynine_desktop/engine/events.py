"""The vocabulary of a hand: its phases, the events ``HandState.apply`` returns, a
finished trick and the hand's result.

Every event is a small frozen record of its own kind (as PokerKit's state operations):
``CardPlayed(actor=2, card=9)``, ``TrickWon(actor=2, trick=...)``.  Each has ``kind``
(the word used in the event stream, e.g. ``"play"``) and ``actor`` (the seat or side
actor it concerns, or None).  ``HandResult`` is the result of a finished hand;
``to_json()`` gives it as written in a hand record's replay output.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, NamedTuple

from .actions import ActionKind
from .cards import SEATS, card_str


class Phase(StrEnum):
    """The phase of a hand.  A StrEnum: ``Phase.PLAY == "play"``."""

    AUCTION = "auction"
    TRUMP_CHOICE = "trump"
    DOUBLING = "doubling"
    PLAY = "play"
    DONE = "done"


class Trick(NamedTuple):
    leader: int
    cards: tuple[tuple[int, int], ...]  # (seat, card) in the order played
    winner: int
    points: int


# ---------------------------------------------------------------------- events
@dataclass(frozen=True, slots=True)
class BidMade:
    actor: int
    bid: int
    kind: ClassVar[str] = "bid"


@dataclass(frozen=True, slots=True)
class Passed:
    """A pass in the auction."""

    actor: int
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class AuctionWon:
    actor: int
    bid: int
    kind: ClassVar[str] = "auction_won"


@dataclass(frozen=True, slots=True)
class TrumpSet:
    actor: int
    mode: str  # "suit", "card" or "seventh"
    kind: ClassVar[str] = "trump_set"


@dataclass(frozen=True, slots=True)
class WindowOpened:
    """A doubling window opens for a side (``actor`` is the side actor, 4 or 5)."""

    actor: int
    window: ActionKind  # double, redouble or set
    kind: ClassVar[str] = "window"


@dataclass(frozen=True, slots=True)
class WindowPassed:
    """The side in a window did not call: kind ``"no_double"`` and so on."""

    actor: int
    window: ActionKind

    @property
    def kind(self) -> str:
        return "no_" + self.window


@dataclass(frozen=True, slots=True)
class Called:
    """A double, redouble or set: ``kind`` is the call."""

    actor: int
    call: ActionKind

    @property
    def kind(self) -> str:
        return self.call


@dataclass(frozen=True, slots=True)
class SecondDeal:
    cards: int = 8  # each seat now holds this many
    actor: ClassVar[None] = None
    kind: ClassVar[str] = "dealt"


@dataclass(frozen=True, slots=True)
class PlayStarted:
    actor: int  # the first leader
    kind: ClassVar[str] = "play_start"


@dataclass(frozen=True, slots=True)
class SingleDeclared:
    actor: int
    variant: str  # the single_hand house rule: "bidder_alone" or "all_tricks"
    kind: ClassVar[str] = "single"


@dataclass(frozen=True, slots=True)
class PairShown:
    actor: int
    target: int  # the bidding side's target after the pair
    kind: ClassVar[str] = "pair"


@dataclass(frozen=True, slots=True)
class Asked:
    actor: int
    kind: ClassVar[str] = "ask"


@dataclass(frozen=True, slots=True)
class Revealed:
    actor: int         # who asked (or whose void revealed it, or the bidder's last card)
    trump: int | None  # the trump suit
    card: int | None   # the face-down card turned up, if any
    kind: ClassVar[str] = "reveal"


@dataclass(frozen=True, slots=True)
class CardPlayed:
    actor: int
    card: int
    kind: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class TrickWon:
    actor: int  # the winner
    trick: Trick
    kind: ClassVar[str] = "trick"


@dataclass(frozen=True, slots=True)
class Annulled:
    reason: str
    actor: ClassVar[None] = None
    kind: ClassVar[str] = "annulled"


@dataclass(frozen=True, slots=True)
class HandOver:
    result: HandResult
    actor: ClassVar[None] = None
    kind: ClassVar[str] = "hand_over"


HandEvent = (BidMade | Passed | AuctionWon | TrumpSet | WindowOpened | WindowPassed | Called
             | SecondDeal | PlayStarted | SingleDeclared | PairShown | Asked | Revealed
             | CardPlayed | TrickWon | Annulled | HandOver)


# ---------------------------------------------------------------------- the result
@dataclass(frozen=True, slots=True)
class SingleHand:
    seat: int
    variant: str  # "bidder_alone" or "all_tricks"
    value: int    # game points at stake


@dataclass(frozen=True, slots=True)
class HandResult:
    """The result of a finished (or annulled) hand.  Seats and suits are ints; the
    points and game points are (NS, EW)."""

    annulled: bool
    bidder: int | None
    bid: int | None
    target: int | None
    trump: int | None              # None when no trump was set (or annulled in the auction)
    revealed_in_trick: int | None
    multiplier: int | str          # 1, 2 or 4, or "set"
    pair: tuple[int, int] | None   # (seat, after_trick)
    tricks: tuple[Trick, ...]
    points: tuple[int, int]
    made: bool | None              # None for an annulled hand
    game_points: tuple[int, int]
    single: SingleHand | None = None
    reason: str | None = None      # why it was annulled

    @property
    def status(self) -> str:
        return "annulled" if self.annulled else "complete"

    def to_json(self) -> dict[str, Any]:
        """The result as in a hand record's replay output (HAND_RECORD.md)."""
        out: dict[str, Any] = {
            "status": self.status,
            "bidder": SEATS[self.bidder] if self.bidder is not None else None,
            "bid": self.bid,
            "target": self.target,
            "trump": "SHDC"[self.trump] if self.trump is not None else None,
            "revealed_in_trick": self.revealed_in_trick,
            "multiplier": self.multiplier,
            "pair": ({"seat": SEATS[self.pair[0]], "after_trick": self.pair[1]}
                     if self.pair else None),
            "tricks": [{"leader": SEATS[t.leader], "cards": [card_str(c) for _, c in t.cards],
                        "winner": SEATS[t.winner], "points": t.points} for t in self.tricks],
            "points": {"NS": self.points[0], "EW": self.points[1]},
            "made": self.made,
            "game_points": {"NS": self.game_points[0], "EW": self.game_points[1]},
        }
        if self.single is not None:
            out["single"] = {"seat": SEATS[self.single.seat], "kind": self.single.variant,
                             "value": self.single.value}
        if self.annulled:
            out["reason"] = self.reason
        return out
