"""A hand's deal number as the player sees it and types it back: the number and the
seat that dealt it, as ``87696215-N``.

The deal number alone is the seed of the shuffle (``engine.deal``); which seat gets
which four cards follows from the dealer (the deal starts at the seat after them).  So
History, the hand summary and the info box show the number with the dealer's letter
(N, E, S, W, the seat letters of the hand records, in every language), and "Play a
deal by number" deals it again under that dealer: every card in the same seat.  A
number typed without a letter is dealt under a dealer drawn by lot, as before.
"""

from __future__ import annotations

from ..engine.cards import SEATS

MAX_DIGITS = 19        # a deal number fits a signed 64-bit integer


def deal_code(number: int, dealer: int) -> str:
    """``number`` dealt by ``dealer`` (0 North .. 3 West), as shown: ``87696215-N``."""
    return f"{number}-{SEATS[dealer]}"


def parse_deal_code(text: str) -> tuple[int, int | None] | None:
    """The deal number and its dealer (None when no letter is given) of ``text``
    (``87696215-N``, ``87,696,215 n``, ``#87696215``), or None when it is not one."""
    text = text.strip().upper().lstrip("#")
    for sep in (",", " ", "\u00a0"):
        text = text.replace(sep, "")
    dealer: int | None = None
    if text and text[-1] in SEATS:
        dealer = SEATS.index(text[-1])
        text = text[:-1].rstrip("-")
    if not text.isdigit() or len(text) > MAX_DIGITS or not text.isascii():
        return None
    return int(text), dealer
