"""Numbered deals: a deal number always gives the same 32-card deal, everywhere.

The shuffle does not use Python's ``random`` module (whose algorithms may change
between versions).  It uses SplitMix64, a fixed 64-bit generator defined only by
integer arithmetic, seeded with the deal number, and a Fisher-Yates shuffle of the
cards 0..31 (``JS 9S AS TS KS QS 8S 7S JH ... 7C``) drawing each index by rejection
sampling, so the result is identical on every platform and Python version.  The
shuffled pack is dealt four at a time, starting with the player next after the dealer
in the direction of play: cards 0-15 are the first deal, 16-31 the second.

Where a match's deal numbers come from (``deal_number_from_secret``): each hand of a
match the program deals is drawn from a fresh secret of 16 bytes (128 bits) from the
operating system's random source, and its deal number is the first 8 bytes of the
SHA-256 of ``b"twentynine-deal/1"``, the secret and the cut (none today), read as a
big-endian whole number and halved (63 bits, so it fits a signed 64-bit integer and 19
digits).  The deal number reproduces the hand ("Play a deal by number"); but no deal
number says anything about another hand's, since every hand has a secret of its own.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from .cards import seat_after

if TYPE_CHECKING:
    import random

MASK64 = (1 << 64) - 1
SECRET_BYTES = 16          # a hand's secret: 128 bits from the operating system
DEAL_TAG = b"twentynine-deal/1"


class SplitMix64:
    def __init__(self, seed: int):
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) by rejection sampling."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


def shuffled_pack(deal_number: int) -> list[int]:
    if isinstance(deal_number, bool) or not isinstance(deal_number, int) or deal_number < 0:
        raise ValueError(f"a deal number is a whole number of 0 or more, not {deal_number!r}")
    rng = SplitMix64(deal_number)
    pack = list(range(32))
    for i in range(31, 0, -1):
        j = rng.below(i + 1)
        pack[i], pack[j] = pack[j], pack[i]
    return pack


def deal_hands(deal_number: int, dealer: int, step: int = 1) -> list[list[int]]:
    """Each seat's eight cards in the order dealt, for deal ``deal_number``."""
    pack = shuffled_pack(deal_number)
    hands: list[list[int]] = [[], [], [], []]
    for rnd in range(2):
        for k in range(4):
            seat = seat_after(dealer, step, k + 1)
            base = rnd * 16 + k * 4
            hands[seat].extend(pack[base:base + 4])
    return hands


def deal_number_from_secret(secret: bytes, cut: bytes = b"") -> int:
    """The deal number of a hand dealt from ``secret`` (at least ``SECRET_BYTES`` bytes
    fresh from the operating system) and ``cut`` (what players add; empty today)."""
    if len(secret) < SECRET_BYTES:
        raise ValueError(f"a hand's secret has at least {SECRET_BYTES} bytes, not {len(secret)}")
    digest = hashlib.sha256(DEAL_TAG + len(secret).to_bytes(2, "big") + secret + cut).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def random_hands(rng: random.Random) -> list[list[int]]:
    """A random deal from a ``random.Random`` (for tests and playouts)."""
    pack = list(range(32))
    rng.shuffle(pack)
    return [pack[i * 8:(i + 1) * 8] for i in range(4)]
