"""Every seated person's part in a network game's deal (pure Python, no Qt;
docs/DEALING.md, *In a network game*).

Before a hand is dealt the host sends every seat the hand's fingerprint (the
commitment to its secret).  Each connected person's program sends a ``cut``: a text
of at most ``MAX_CUT_PART`` bytes of UTF-8 (typed, or made from the mouse as in solo
play).  The host keeps one part per seat (``PendingCut``), waits at most
``CUT_WAIT_SECONDS`` once its own person is ready, and deals from the secret and all
the parts in seat order (``engine.deal.cut_bytes``).  Computers and seats whose
person is away add nothing.  After the hand the host sends the secret and every part
(``reveal``), and each joining program checks the deal itself (``deal_reveal``):
the secret against the fingerprint it was shown before the deal, the deal number,
its own cards and every card it saw played, and its own part among the parts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..engine.cards import step_of
from ..engine.deal import (
    DEAL_VERSION,
    MAX_CUT_PART,
    SECRET_BYTES,
    CutPart,
    deal_hands,
    deal_number_of,
    fingerprint,
)
from ..engine.rules import Rules

CUT_WAIT_SECONDS = 20.0      # the longest the host waits for the people's cuts
MAX_SECRET_HEX = 128         # a revealed secret, in hex (16 bytes today: 32 digits)


class CutRefusal(StrEnum):
    """Why the host did not take a cut (``cut_refused``); on the wire as its value."""

    NOT_NOW = "not_now"              # no deal is waiting for its cut
    TWICE = "twice"                  # this seat has cut this deal already
    NOT_YOUR_SEAT = "not_your_seat"  # a cut for another seat than the sender's
    NOT_SEATED = "not_seated"        # the sender has no seat at the table
    TOO_LONG = "too_long"            # more than MAX_CUT_PART bytes of UTF-8
    NOT_TEXT = "not_text"            # not a text (a number, a list, broken UTF-16)


def cut_data(text: object) -> bytes | CutRefusal:
    """A cut message's ``text`` as the part's bytes (its UTF-8, as sent: no other
    change, so that the sender finds exactly its own part in the reveal), or why not."""
    if not isinstance(text, str):
        return CutRefusal.NOT_TEXT
    if len(text) > MAX_CUT_PART:
        return CutRefusal.TOO_LONG
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:      # a lone surrogate ("\ud800") from JSON
        return CutRefusal.NOT_TEXT
    if len(data) > MAX_CUT_PART:
        return CutRefusal.TOO_LONG
    return data


@dataclass
class PendingCut:
    """The cuts of the next deal, on the host: from the fingerprint sent until the
    deal.  ``ready_at`` is when the host's own side was ready to deal (its person
    closed the summary, or the table started); from then on it waits for the people
    still to cut, at most ``CUT_WAIT_SECONDS``."""

    shown: bytes                      # the fingerprint sent
    number: int                       # the hand it is for
    parts: dict[int, bytes] = field(default_factory=dict)
    ready_at: float | None = None
    host_parts: tuple[CutPart, ...] = ()

    def offer(self, seat: int, data: bytes) -> CutRefusal | None:
        """A person's part: taken (None), or why not (the seat has cut already)."""
        if seat in self.parts:
            return CutRefusal.TWICE
        self.parts[seat] = data
        return None

    def ready(self, now: float, host_parts: Iterable[CutPart] = ()) -> None:
        """The host's side is ready to deal, with its own person's part(s)."""
        if self.ready_at is None:
            self.ready_at = now
            self.host_parts = tuple(host_parts)

    def deadline(self) -> float | None:
        return None if self.ready_at is None else self.ready_at + CUT_WAIT_SECONDS

    def waiting_for(self, people: Iterable[int]) -> set[int]:
        """The seats of ``people`` (connected now) that have not cut yet."""
        return {s for s in people if s not in self.parts}

    def done(self, now: float, people: Iterable[int]) -> bool:
        """Deal now: the host is ready, and every connected person has cut or the
        time is up."""
        end = self.deadline()
        return end is not None and (not self.waiting_for(people) or now >= end)

    def all_parts(self) -> tuple[CutPart, ...]:
        """The cut: every part, in seat order (the host's own person's first among
        equals: a seat has one part, the first given)."""
        by_seat: dict[int, CutPart] = {}
        for p in self.host_parts:
            by_seat.setdefault(p.seat, p)
        for seat, data in self.parts.items():
            by_seat.setdefault(seat, CutPart(seat, data))
        return tuple(by_seat[s] for s in sorted(by_seat))


# ------------------------------------------------------------------ the reveal
@dataclass(frozen=True)
class Reveal:
    """A finished hand's secret and cut, as the host sends them after the hand."""

    number: int
    secret: bytes
    parts: tuple[CutPart, ...]
    version: int = DEAL_VERSION


def enc_reveal(r: Reveal) -> dict[str, Any]:
    return {"t": "reveal", "number": r.number, "version": r.version, "secret": r.secret.hex(),
            "cut": [[p.seat, p.data.hex()] for p in sorted(r.parts, key=lambda p: p.seat)]}


def _hex(value: object, most: int) -> bytes:
    if not isinstance(value, str) or len(value) > most:
        raise ValueError("not a short hex text")
    return bytes.fromhex(value)


def dec_reveal(obj: dict[str, Any]) -> Reveal:
    """A ``reveal`` message read strictly; ValueError for anything unexpected."""
    if set(obj) != {"t", "number", "version", "secret", "cut"}:
        raise ValueError("a reveal has its fields")
    number, version = obj["number"], obj["version"]
    for v in (number, version):
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 10**6:
            raise ValueError("a reveal's numbers")
    secret = _hex(obj["secret"], MAX_SECRET_HEX)
    if len(secret) < SECRET_BYTES:
        raise ValueError("a secret is too short")
    rows = obj["cut"]
    if not isinstance(rows, list) or len(rows) > 4:
        raise ValueError("a cut is at most four parts")
    parts = []
    for row in rows:
        if not isinstance(row, list) or len(row) != 2:
            raise ValueError("a part is [seat, hex]")
        seat = row[0]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
            raise ValueError("a part's seat")
        parts.append(CutPart(seat, _hex(row[1], 2 * MAX_CUT_PART)))
    if [p.seat for p in parts] != sorted({p.seat for p in parts}):
        raise ValueError("the parts are in seat order, one a seat")
    return Reveal(number, secret, tuple(parts), version)


@dataclass(frozen=True)
class RevealCheck:
    """What a joining program found of a revealed deal: each a plain yes or no (None:
    nothing to check it against)."""

    fingerprint_seen: bool              # this program was shown the fingerprint before the deal
    fingerprint_matches: bool           # the secret gives the fingerprint shown (or, unseen, told)
    deal_number_matches: bool           # the secret and the cut give the hand's deal number
    own_cards_match: bool               # that deal gives this seat exactly the cards it was dealt
    played_cards_match: bool            # every card seen played came from its player's dealt cards
    own_cut_included: bool | None       # this seat's part is in the cut (None: it sent none)
    deal_number: int                    # the deal number the secret and the cut give

    @property
    def ok(self) -> bool:
        return (self.fingerprint_matches and self.deal_number_matches and self.own_cards_match
                and self.played_cards_match and self.own_cut_included is not False)


def deal_reveal(reveal: Reveal, shown: bytes | None, told: bytes | None, deal_number: int | None,
                dealer: int, step: int, seat: int, own_cards: Iterable[int],
                played: Iterable[tuple[int, int]], own_part: bytes | None) -> RevealCheck:
    """Check a revealed deal from one seat: ``shown`` is the fingerprint this program
    was sent before the deal (None: it joined later), ``told`` the one the hand's first
    event named; ``deal_number`` the hand's as the host told it at its end; ``own_cards``
    the cards this seat was dealt, ``played`` every (seat, card) it saw played;
    ``own_part`` the bytes of the cut this program sent (None: none)."""
    against = shown if shown is not None else told
    if reveal.version == DEAL_VERSION:
        computed = deal_number_of(reveal.secret, reveal.parts, reveal.version)
        fp = against is not None and fingerprint(reveal.secret, reveal.version) == against
        hands = deal_hands(computed, dealer, step)
    else:            # a dealing version this program does not know: nothing checks
        computed, fp, hands = -1, False, [[], [], [], []]
    own = set(own_cards)
    played_ok = all(card in hands[s] for s, card in played)
    included = None if own_part is None else any(
        p.seat == seat and p.data == own_part for p in reveal.parts)
    return RevealCheck(shown is not None, fp, computed == deal_number,
                       bool(own) and own == set(hands[seat]), played_ok, included, computed)


# ------------------------------------------------------------------ a joiner's hands
DEALS_KEPT = 200        # the hands of this session whose deal can be checked


@dataclass
class RemoteDeal:
    """One hand's deal as this program saw it, to check once the host reveals it."""

    number: int
    shown: bytes | None = None          # the fingerprint sent before the deal (None: not seen)
    told: bytes | None = None           # the fingerprint the hand's first event named
    own_part: bytes | None = None       # the cut this program sent (None: none)
    cut_taken: bool | None = None       # the host's answer to it (None: none yet)
    cut_refused: str | None = None      # why the host refused it
    dealt: tuple[int, ...] = ()         # this seat's cards, as dealt
    summary: Any = None                 # client.RemoteHandSummary, once the hand is over
    reveal: Reveal | None = None
    rules: dict[str, Any] = field(default_factory=dict)

    def check(self, seat: int) -> RevealCheck | None:
        """The deal recomputed from its reveal (None: not revealed or not over yet)."""
        s, r = self.summary, self.reveal
        if s is None or r is None:
            return None
        try:
            step = step_of(Rules(self.rules).direction) if self.rules else 1
        except Exception:       # a host of another version: its rules are its own
            step = 1
        played = [(seat_, card) for t in s.result.tricks for seat_, card in t.cards]
        return deal_reveal(r, self.shown, self.told, s.deal_number, s.dealer, step, seat,
                           self.dealt, played, self.own_part)
