"""The messages the host sends, built from the engine's values, and what one seat may be
told of the events (pure Python, no Qt; docs/NETWORK.md lists every message).

Each builder returns the message object; ``protocol.frame`` makes the bytes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum
from typing import Any

from ..engine.actions import Action, ActionKind
from ..engine.cards import card_str
from ..engine.events import HandResult
from ..engine.refusal import Refusal
from ..engine.view import PlayerView
from .codec import enc_action, enc_event, enc_refusal, enc_result, enc_view
from .cuts import CUT_WAIT_SECONDS, CutRefusal, Reveal, enc_reveal
from .protocol import PLAIN, PROGRAM, PROTOCOL, ErrorCode


class SeatKind(StrEnum):
    """Who holds a seat, in the seat rows (``{"seat", "kind", "name", "level"}``); on the
    wire as its value."""
    PERSON = "person"        # a person at the table (the host's own, or connected)
    AWAY = "away"            # a person whose connection dropped: a computer plays for now
    COMPUTER = "computer"    # nobody took the seat: a computer plays it


def seat_kind(row: Mapping[str, Any]) -> SeatKind | None:
    """The kind of a seat row (None for a row without a known kind: a row from another
    program is never trusted to be well made)."""
    kind = row.get("kind")
    if not isinstance(kind, str):
        return None
    try:
        return SeatKind(kind)
    except ValueError:
        return None


def visible_cards(view: PlayerView) -> set[str]:
    """Every card ``view``'s seat has seen: its own (dealt, in hand, face down), every
    card played and the card turned up at the reveal, and a card it must play now (the
    bidder's face-down seventh card, when it is the last card left to play: the engine's
    view names it as the one legal play, and playing it turns it up for everyone)."""
    cards = set(view.dealt) | set(view.hand)
    cards.update(a.arg for a in view.legal if a.kind == ActionKind.PLAY and a.arg is not None)
    if view.withheld is not None:
        cards.add(view.withheld)
    if view.turned_card is not None:
        cards.add(view.turned_card)
    for t in view.tricks:
        cards.update(c for _, c in t.cards)
    cards.update(c for _, c in view.trick)
    return {card_str(c) for c in cards}


def cards_named(obj: object) -> set[str]:
    """Every card (as "JS") written anywhere in a wire object."""
    out: set[str] = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if len(item) == 2 and item[0] in "J9ATKQ87" and item[1] in "SHDC":
                out.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return out


def seat_events(events: Iterable[object], view: PlayerView) -> list[dict[str, Any]]:
    """The events one seat is told, as wire objects: every event that names only cards
    this seat has seen (the view after them) and, before the hand is over, no trump the
    seat does not know.  The engine's events are public already; this is the second
    lock, so that a new event type can never carry a hidden card out."""
    seen = visible_cards(view)
    out: list[dict[str, Any]] = []
    for e in events:
        wire = enc_event(e)
        if not cards_named(wire) <= seen:
            continue
        if wire["e"] != "HandOver" and view.trump is None and wire.get("trump") is not None:
            wire = {**wire, "trump": None}
        out.append(wire)
    return out


def welcome(seat: int, token: str, seats: list[dict[str, Any]], rules: dict[str, Any],
            options: dict[str, bool], hands: int = 0,
            scores: tuple[int, int] = (0, 0)) -> dict[str, Any]:
    """``hands``: the hands of the match finished so far, ``scores`` the match's score
    (NS, EW) after them: a program (re)joining mid-match shows them at once."""
    return {"t": "welcome", "protocol": PROTOCOL, "program": PROGRAM, "seat": seat,
            "token": token, "seats": seats, "rules": rules, "options": options,
            "hands": hands, "scores": [scores[0], scores[1]]}


def update(events: list[dict[str, Any]], view: PlayerView, resync: bool = False) -> dict[str, Any]:
    return {"t": "update", "events": events, "view": enc_view(view), "resync": resync}


def turn(at: int, view: PlayerView, optional_only: bool, seconds: float | None) -> dict[str, Any]:
    return {"t": "turn", "at": at, "view": enc_view(view), "optional_only": optional_only,
            "seconds": seconds}


def refused(action: Action | None, refusal: Refusal) -> dict[str, Any]:
    return {"t": "refused", "action": enc_action(action) if action is not None else None,
            "refusal": enc_refusal(refusal)}


def hand_over(number: int, deal_number: int | None, dealer: int, result: HandResult,
              scores_after: tuple[int, int]) -> dict[str, Any]:
    return {"t": "hand_over", "number": number, "deal_number": deal_number, "dealer": dealer,
            "result": enc_result(result), "scores": list(scores_after)}


def match_over(winner: int, scores: tuple[int, int]) -> dict[str, Any]:
    return {"t": "match_over", "winner": winner, "scores": list(scores)}


def thinking(actor: int) -> dict[str, Any]:
    return {"t": "thinking", "actor": actor}


def waiting(seat: int) -> dict[str, Any]:
    """The table waits on the person of ``seat`` (told to the others)."""
    return {"t": "waiting", "seat": seat}


def seats(rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"t": "seats", "seats": rows}


def fingerprint(number: int, digest: bytes, version: int) -> dict[str, Any]:
    """The next hand's fingerprint (docs/DEALING.md), sent to every seat before the
    hand is dealt: each person's program may cut (``cut``) within ``seconds`` of the
    host's side being ready."""
    return {"t": "fingerprint", "number": number, "fingerprint": digest.hex(),
            "version": version, "seconds": CUT_WAIT_SECONDS}


def cut_taken() -> dict[str, Any]:
    return {"t": "cut_taken"}


def cut_refused(reason: CutRefusal) -> dict[str, Any]:
    return {"t": "cut_refused", "reason": reason.value}


def reveal(r: Reveal) -> dict[str, Any]:
    """A finished hand's secret and every seat's part of its cut (after the hand only)."""
    return enc_reveal(r)


def error(code: ErrorCode, detail: str = "") -> dict[str, Any]:
    return {"t": "error", "code": code.value, "text": PLAIN[code], "detail": detail[:200]}


def hello(code: str, name: str, seat: int | None = None, token: str | None = None,
          protocol: int = PROTOCOL) -> dict[str, Any]:
    """The client's first message."""
    return {"t": "hello", "protocol": protocol, "program": PROGRAM, "code": code,
            "name": name, "seat": seat, "token": token}


def act(at: int, action: Action) -> dict[str, Any]:
    return {"t": "act", "at": at, "action": enc_action(action)}


def decline(at: int) -> dict[str, Any]:
    return {"t": "decline", "at": at}


def cut(text: str) -> dict[str, Any]:
    """This seat's part of the next deal's cut: a text of at most 1024 bytes of UTF-8
    (typed, NFC; or ``mouse X,Y T``)."""
    return {"t": "cut", "text": text}
