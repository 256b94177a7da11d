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
SHA-256 of ``b"twentynine-deal/1"``, the secret's length, the secret and the cut,
read as a big-endian whole number and halved (63 bits, so it fits a signed 64-bit
integer and 19 digits).  The deal number reproduces the hand ("Play a deal by number");
but no deal number says anything about another hand's, since every hand has a secret
of its own.

A deal anyone can check: before a hand is dealt the table shows the secret's
*fingerprint* (``fingerprint``: a SHA-256 commitment to the secret and the dealing
algorithm's version); then the players *cut* (``CutPart``: each seated person's program
may add one part, combined in seat order by ``cut_bytes``); the deal number comes from
the secret and the cut (``deal_number_of``).  After the hand the secret and the cut are
revealed, and ``check_deal`` recomputes everything.  docs/DEALING.md states it all
exactly, with a worked example.
"""

from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import seat_after

if TYPE_CHECKING:
    import random

MASK64 = (1 << 64) - 1
SECRET_BYTES = 16          # a hand's secret: 128 bits from the operating system
DEAL_TAG = b"twentynine-deal/1"
DEAL_VERSION = 1           # the dealing algorithm's version (DEAL_TAG, SplitMix64, the deal order)
FINGERPRINT_TAG = b"twentynine-fingerprint"
SHOWN_HEX = 16             # the table shows the fingerprint's first 16 hex digits (64 bits)
MAX_CUT_PART = 1024        # bytes in one seat's part of a cut


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


def fingerprint(secret: bytes, version: int = DEAL_VERSION) -> bytes:
    """The commitment to a hand's secret shown before it is dealt: the SHA-256 of
    ``FINGERPRINT_TAG``, the dealing algorithm's ``version`` (2 bytes, big-endian), the
    secret's length (2 bytes, big-endian) and the secret."""
    if not 0 <= version < 1 << 16:
        raise ValueError(f"a dealing version is a number from 0 to 65535, not {version!r}")
    if len(secret) < SECRET_BYTES:
        raise ValueError(f"a hand's secret has at least {SECRET_BYTES} bytes, not {len(secret)}")
    return hashlib.sha256(FINGERPRINT_TAG + version.to_bytes(2, "big")
                          + len(secret).to_bytes(2, "big") + secret).digest()


def short_fingerprint(digest: bytes) -> str:
    """What the table shows of a fingerprint: its first ``SHOWN_HEX`` hex digits, in
    groups of four (``"9F3A 07C2 B1E4 5D60"``)."""
    text = digest.hex().upper()[:SHOWN_HEX]
    return " ".join(text[i:i + 4] for i in range(0, len(text), 4))


@dataclass(frozen=True)
class CutPart:
    """One seated person's part of a hand's cut: ``seat`` (0 N, 1 E, 2 S, 3 W) and the
    bytes their program adds (a typed cut: its text in UTF-8, NFC; a mouse cut: the
    text ``mouse X,Y T`` of where the pointer was and when)."""

    seat: int
    data: bytes

    def __post_init__(self) -> None:
        if self.seat not in range(4):
            raise ValueError(f"a cut part's seat is 0 to 3, not {self.seat!r}")
        if len(self.data) > MAX_CUT_PART:
            raise ValueError(f"a cut part has at most {MAX_CUT_PART} bytes, not {len(self.data)}")


def typed_cut(seat: int, text: str) -> CutPart:
    """The cut a person types: their text, NFC-normalised, in UTF-8 (cut to fit)."""
    data = unicodedata.normalize("NFC", text).encode("utf-8")[:MAX_CUT_PART]
    return CutPart(seat, data.decode("utf-8", "ignore").encode("utf-8"))


def cut_bytes(parts: Iterable[CutPart]) -> bytes:
    """The cut as the deal number reads it: the parts in seat order (N, E, S, W), each
    as its seat (1 byte), its length (2 bytes, big-endian) and its bytes.  No part: no
    bytes.  Two parts of one seat are refused."""
    ordered = sorted(parts, key=lambda p: p.seat)
    seats = [p.seat for p in ordered]
    if len(set(seats)) != len(seats):
        raise ValueError("a seat adds at most one part to a cut")
    return b"".join(bytes([p.seat]) + len(p.data).to_bytes(2, "big") + p.data for p in ordered)


def deal_number_of(secret: bytes, parts: Iterable[CutPart] = (), version: int = DEAL_VERSION) -> int:
    """The deal number of a hand dealt by ``version`` from ``secret`` and its cut."""
    if version != DEAL_VERSION:
        raise ValueError(f"this program deals by version {DEAL_VERSION} only, not {version}")
    return deal_number_from_secret(secret, cut_bytes(parts))


@dataclass(frozen=True)
class DealCheck:
    """What ``check_deal`` found: each a plain yes or no."""

    fingerprint_matches: bool   # the secret's fingerprint is the one shown before the deal
    deal_number_matches: bool   # the secret and the cut give the hand's deal number
    cards_match: bool           # that deal number deals exactly the cards dealt

    @property
    def ok(self) -> bool:
        return self.fingerprint_matches and self.deal_number_matches and self.cards_match


def check_deal(secret: bytes, parts: Iterable[CutPart], shown: bytes, deal_number: int,
               dealer: int, step: int, hands: list[list[int]], version: int = DEAL_VERSION) -> DealCheck:
    """Recompute a hand's deal from its revealed secret and cut: against the
    fingerprint ``shown`` before it was dealt, its deal number and its cards."""
    computed = deal_number_of(secret, parts, version)
    return DealCheck(fingerprint(secret, version) == shown, computed == deal_number,
                     deal_hands(computed, dealer, step) == hands)


def random_hands(rng: random.Random) -> list[list[int]]:
    """A random deal from a ``random.Random`` (for tests and playouts)."""
    pack = list(range(32))
    rng.shuffle(pack)
    return [pack[i * 8:(i + 1) * 8] for i in range(4)]
