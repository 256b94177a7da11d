"""The bid table: the chance to make each bid with each trump, for the four cards held.

The table (``resources/ai/bid_table.txt``) is built offline by the lab
(``python -m tools bid-table``) from deals solved double dummy around every class of
four-card hands, corrected by a calibration on hands really played (see
``tools/README.md``).  It is read once, in pure Python, on first use.

Renaming the suits changes no four-card hand's chances, so the table has one line per
class of hands up to such a renaming (2,262): a hand is looked up by its *class key*,
its suits' rank sets sorted from the longest suit down, and a trump by the place of its
suit in that order.  What a player is shown is read through ``bid_advice.shown_chances``
and said in tenths by ``ui/learn_text.chance_tenths``.  No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..engine.rules import Rules

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_VALUE = {ch: i / (len(ALPHABET) - 1) for i, ch in enumerate(ALPHABET)}

Key = tuple[int, ...]


class BidTable:
    """The parsed table: {class key: {canonical suit: chance per bid}}."""

    def __init__(self, text: str):
        self.min_bid = 16
        self.max_bid = 28
        self.rows: dict[Key, dict[int, str]] = {}
        for line in text.splitlines():
            if line.startswith("#"):
                for word in line.split():
                    name, _, value = word.partition("=")
                    if name == "min_bid":
                        self.min_bid = int(value)
                    elif name == "max_bid":
                        self.max_bid = int(value)
                continue
            if not line.strip():
                continue
            key_text, *cells = line.split()
            key = tuple(int(x) for x in key_text.split(","))
            self.rows[key] = {int(s): ch for s, _, ch in (c.partition(":") for c in cells)}

    def fits(self, rules: Rules) -> bool:
        """The table was built for these rules' range of bids."""
        return rules.min_bid == self.min_bid and rules.max_bid == self.max_bid

    def chances(self, hand: Sequence[int]) -> dict[int, list[float]] | None:
        """{trump suit: [chance of the lowest bid, ..., of the highest]} for the suits of
        a four-card hand; None for another hand size or a class the table lacks."""
        if len(hand) != 4:
            return None
        masks = [0, 0, 0, 0]
        for c in hand:
            masks[c >> 3] |= 1 << (c & 7)
        order = sorted(range(4), key=lambda s: (bin(masks[s]).count("1"), masks[s], -s),
                       reverse=True)
        key = tuple(masks[s] for s in order)
        row = self.rows.get(key)
        if row is None:
            return None
        out: dict[int, list[float]] = {}
        for k, suit in enumerate(order):
            if not masks[suit]:
                continue
            # suits with the same rank set share the first one's entry
            first = next(j for j in range(4) if key[j] == key[k])
            cells = row.get(first)
            if cells is not None:
                out[suit] = [_VALUE[ch] for ch in cells]
        return out or None

    def chance(self, hand: Sequence[int], bid: int, trump: int) -> float | None:
        ch = self.chances(hand)
        if ch is None or trump not in ch or not self.min_bid <= bid <= self.max_bid:
            return None
        return ch[trump][bid - self.min_bid]

    def best(self, hand: Sequence[int], bid: int) -> tuple[int, float] | None:
        """(the trump with the best chance to make ``bid``, that chance), or None."""
        ch = self.chances(hand)
        if ch is None or not self.min_bid <= bid <= self.max_bid:
            return None
        suit = max(sorted(ch), key=lambda s: ch[s][bid - self.min_bid])
        return suit, ch[suit][bid - self.min_bid]


@lru_cache(maxsize=1)
def load() -> BidTable | None:
    """The shipped table, read once; None when the file is missing."""
    from ..resources import resource_path
    try:
        text = resource_path("ai", "bid_table.txt").read_text(encoding="utf-8")
    except (OSError, FileNotFoundError):
        return None
    return BidTable(text)

