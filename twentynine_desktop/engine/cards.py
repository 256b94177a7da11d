"""Cards, suits, seats and sides as small integers.

A card is an int 0..31: ``suit * 8 + rank`` where rank 0 is the Jack (highest) and
rank 7 the Seven (lowest), so within a suit a smaller rank beats a larger one.  A set
of cards is a 32-bit int mask (bit ``card``), which keeps follow-suit tests cheap.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from .echo import shown

SUITS = "SHDC"
RANKS = "J9ATKQ87"  # high to low, in every suit
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = ("Jack", "Nine", "Ace", "Ten", "King", "Queen", "Eight", "Seven")
SUIT_SYMBOLS = "\u2660\u2665\u2666\u2663"

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
JACK, NINE, ACE, TEN, KING, QUEEN, EIGHT, SEVEN = range(8)

RANK_POINTS = (3, 2, 1, 1, 0, 0, 0, 0)
CARD_POINTS = tuple(RANK_POINTS[c & 7] for c in range(32))
SUIT_OF = tuple(c >> 3 for c in range(32))  # suit_of as a table, for the inner loops
ALL_CARDS = (1 << 32) - 1
SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))
POINT_MASK = sum(1 << (s * 8 + r) for s in range(4) for r in range(4))

SEATS = "NESW"
SIDES = ("NS", "EW")
CLOCKWISE, COUNTERCLOCKWISE = 1, 3  # the step from one seat to the next


class Seat(IntEnum):
    """A seat, 0..3 clockwise from North; ``Seat.E.name == "E"``."""

    N = 0
    E = 1
    S = 2
    W = 3

    def step(self, step: int = CLOCKWISE) -> Seat:
        """The next seat in the direction of play (``step`` of ``step_of``)."""
        return Seat(next_seat(self, step))

    @property
    def side(self) -> Side:
        return Side(self & 1)

    @property
    def partner(self) -> Seat:
        return Seat(self ^ 2)


class Side(IntEnum):
    """A partnership: NS (North and South) or EW; its value indexes the points lists.
    In an action a side acts as the actor ``side.actor`` (4 or 5, after the seats)."""

    NS = 0
    EW = 1

    @property
    def actor(self) -> int:
        return side_actor(self)

    @property
    def other(self) -> Side:
        return Side(self ^ 1)


N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
NS, EW = Side.NS, Side.EW
SIDE_NS, SIDE_EW = 4, 5  # the two sides as actors of an action (doubling windows)
SIDE_ACTOR_OF_SEAT = (SIDE_NS, SIDE_EW, SIDE_NS, SIDE_EW)  # a seat's side, as an actor


class CardError(ValueError):
    """A card, suit or seat written in a form that does not exist."""


def suit_of(card: int) -> int:
    return card >> 3


def rank_of(card: int) -> int:
    return card & 7


def make_card(rank: int, suit: int) -> int:
    return suit * 8 + rank


def card_str(card: int) -> str:
    return RANKS[rank_of(card)] + SUITS[suit_of(card)]


def _ascii_upper(text: str) -> str | None:
    """``text`` in upper case if it is plain ASCII, else None.

    Only ASCII letters change case: ``str.upper`` alone would also take the long s
    "\u017f" for "S" (Unicode case mapping), and the notation has no such letters.
    """
    return text.upper() if text.isascii() else None


def parse_card(text: object) -> int:
    """Parse ``"JS"`` or ``"th"`` into a card int.

    Rank then suit, exactly two ASCII letters or digits, in either case (docs/RULES.md,
    section 1: parsing is case-insensitive). Nothing else is corrected: no spaces are trimmed, no
    other Unicode letter stands for an ASCII one, and the ten is ``T`` (not ``10``).
    """
    if not isinstance(text, str):
        raise CardError(f"a card must be written as text like 'JS', not {shown(text)}")
    t = _ascii_upper(text)
    if t is None or len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise CardError(
            f"{shown(text)} is not a card: write the rank (J 9 A T K Q 8 7, T for the ten) "
            "then the suit (S H D C), e.g. 'JS'"
        )
    return SUITS.index(t[1]) * 8 + RANKS.index(t[0])


def parse_suit(text: object) -> int:
    t = _ascii_upper(text) if isinstance(text, str) else None
    if t is None or len(t) != 1 or t not in SUITS:
        raise CardError(f"{shown(text)} is not a suit: use S, H, D or C")
    return SUITS.index(t)


def parse_seat(text: object) -> int:
    t = _ascii_upper(text) if isinstance(text, str) else None
    if t is None or len(t) != 1 or t not in SEATS:
        raise CardError(f"{shown(text)} is not a seat: use N, E, S or W")
    return SEATS.index(t)


def side_of(seat: int) -> int:
    """NS (0) for North and South, EW (1) for East and West."""
    return seat & 1


def partner_of(seat: int) -> int:
    return seat ^ 2


def step_of(direction: str) -> int:
    """The seat step of a ``direction`` house rule: 1 clockwise, 3 counter-clockwise."""
    return CLOCKWISE if direction == "clockwise" else COUNTERCLOCKWISE


def next_seat(seat: int, step: int) -> int:
    """The seat after ``seat`` going ``step`` (1 clockwise, 3 counter-clockwise)."""
    return (seat + step) & 3


def seat_after(seat: int, step: int, k: int) -> int:
    """The seat ``k`` places after ``seat`` going ``step`` (``k`` may be negative)."""
    return (seat + step * k) % 4


def is_side(actor: int) -> bool:
    """True for a side actor (4 NS, 5 EW), False for a seat (0..3)."""
    return actor >= 4


def side_actor(side: int) -> int:
    """The actor of a side (0 NS, 1 EW): 4 or 5."""
    return 4 + side


def actor_side(actor: int) -> int:
    """The side of an actor: its own for a side actor, the seat's side for a seat."""
    return actor - 4 if actor >= 4 else actor & 1


def same_side(a: int, b: int) -> bool:
    """True if seats ``a`` and ``b`` are partners (or the same seat)."""
    return (a & 1) == (b & 1)


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(mask: int) -> list[int]:
    """Cards of a mask in ascending int order (suit by suit, high rank first)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def points_in(mask: int) -> int:
    total = 0
    m = mask & POINT_MASK
    while m:
        low = m & -m
        total += CARD_POINTS[low.bit_length() - 1]
        m ^= low
    return total


def card_name(card: int) -> str:
    return f"{RANK_NAMES[rank_of(card)]} of {SUIT_NAMES[suit_of(card)]}"


def in_suit(mask: int, suit: int) -> int:
    """The cards of ``mask`` in ``suit``."""
    return mask & SUIT_MASKS[suit]


def holds(mask: int, card: int) -> bool:
    return bool(mask >> card & 1)
