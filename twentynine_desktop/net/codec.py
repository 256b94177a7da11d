"""The engine's values as JSON for the wire, and back (pure Python, no Qt).

A card is written as in a hand record ("JS", "7H"), so that a message can be searched
for cards; a seat or side actor is its number (0-3 seats, 4 NS, 5 EW); a suit its
number 0-3.  An action is ``[actor, kind, arg]``.  A view is an object with the fields
of ``engine.view.PlayerView``; an event an object with ``"e"`` (its class name) and its
fields.  Every decoder raises ``CodecError`` (a ``ValueError``) for anything it does not
expect, never another exception.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields
from typing import Any

from ..engine import events as ev
from ..engine.actions import Action, ActionKind
from ..engine.cards import card_str, parse_card
from ..engine.events import HandResult, Phase, SingleHand, Trick
from ..engine.refusal import Refusal
from ..engine.rules import Rules
from ..engine.view import PlayerView


class CodecError(ValueError):
    """A value on the wire that is not what it should be."""


# ------------------------------------------------------------------ small values
def need(cond: bool, what: str) -> None:
    if not cond:
        raise CodecError(what)


def small_int(value: object, lo: int, hi: int, what: str = "number") -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise CodecError(f"{what} out of range")
    return value


def opt_int(value: object, lo: int, hi: int, what: str = "number") -> int | None:
    return None if value is None else small_int(value, lo, hi, what)


def enc_card(card: int | None) -> str | None:
    return None if card is None else card_str(card)


def dec_card(value: object) -> int:
    need(isinstance(value, str), "a card must be text")
    try:
        return parse_card(value)
    except ValueError:
        raise CodecError("not a card") from None


def opt_card(value: object) -> int | None:
    return None if value is None else dec_card(value)


def dec_list(value: object, most: int, what: str = "list") -> list[Any]:
    need(isinstance(value, list) and len(value) <= most, f"{what} is not a short list")
    assert isinstance(value, list)
    return value


def enc_action(a: Action) -> list[Any]:
    arg: Any = a.arg
    if a.kind in (ActionKind.PLAY, ActionKind.TRUMP_CARD):
        arg = enc_card(a.arg)
    return [a.actor, a.kind.value, arg]


def dec_action(value: object) -> Action:
    item = dec_list(value, 3, "an action")
    need(len(item) == 3, "an action is [actor, kind, arg]")
    actor = small_int(item[0], 0, 5, "actor")
    need(isinstance(item[1], str), "an action kind is text")
    try:
        kind = ActionKind(item[1])
    except ValueError:
        raise CodecError("unknown action kind") from None
    raw = item[2]
    arg: int | None
    if kind in (ActionKind.PLAY, ActionKind.TRUMP_CARD):
        arg = opt_card(raw)
    elif kind == ActionKind.BID:
        arg = opt_int(raw, 0, 99, "bid")
    elif kind == ActionKind.TRUMP:
        arg = opt_int(raw, 0, 3, "suit")
    else:
        need(raw is None, "this action carries nothing")
        arg = None
    return Action(actor, kind, arg)


def enc_trick(t: Trick) -> list[Any]:
    return [t.leader, [[s, card_str(c)] for s, c in t.cards], t.winner, t.points]


def dec_played(value: object) -> tuple[tuple[int, int], ...]:
    out = []
    for pair in dec_list(value, 4, "a trick's cards"):
        p = dec_list(pair, 2, "a played card")
        need(len(p) == 2, "a played card is [seat, card]")
        out.append((small_int(p[0], 0, 3, "seat"), dec_card(p[1])))
    return tuple(out)


def dec_trick(value: object) -> Trick:
    item = dec_list(value, 4, "a trick")
    need(len(item) == 4, "a trick is [leader, cards, winner, points]")
    return Trick(small_int(item[0], 0, 3), dec_played(item[1]), small_int(item[2], 0, 3),
                 small_int(item[3], 0, 99))


def dec_pair(value: object, lo: int = -999, hi: int = 999) -> tuple[int, int]:
    item = dec_list(value, 2, "a pair")
    need(len(item) == 2, "a pair of numbers")
    return (small_int(item[0], lo, hi), small_int(item[1], lo, hi))


def enc_refusal(r: Refusal) -> dict[str, Any]:
    return dict(r.to_json())


def dec_refusal(value: object) -> Refusal:
    need(isinstance(value, dict) and len(value) <= 12, "a refusal is an object")
    assert isinstance(value, dict)
    try:
        return Refusal.from_json(value)
    except ValueError as exc:
        raise CodecError(str(exc)) from None


def dec_rules(value: object) -> Rules:
    need(isinstance(value, dict) and len(value) <= 100, "rules are an object")
    assert isinstance(value, dict)
    try:
        return Rules(value)
    except (ValueError, TypeError, KeyError):
        raise CodecError("rules not understood") from None


# ------------------------------------------------------------------ the view
def enc_view(v: PlayerView) -> dict[str, Any]:
    return {
        "seat": v.seat, "rules": v.rules.to_dict(), "dealer": v.dealer, "phase": v.phase.value,
        "to_act": v.to_act, "hand": [card_str(c) for c in v.hand],
        "dealt": [card_str(c) for c in v.dealt], "withheld": enc_card(v.withheld),
        "bidder_has_withheld": v.bidder_has_withheld, "trump": v.trump,
        "trump_mode": v.trump_mode, "revealed": v.revealed,
        "revealed_in_trick": v.revealed_in_trick, "reveal_pos": v.reveal_pos,
        "asker": v.asker, "turned_card": enc_card(v.turned_card), "bidder": v.bidder,
        "bid": v.bid, "target": v.target, "multiplier": v.multiplier,
        "doubles": [d.value for d in v.doubles],
        "window": v.window.value if v.window is not None else None,
        "history": [enc_action(a) for a in v.history],
        "tricks": [enc_trick(t) for t in v.tricks],
        "trick": [[s, card_str(c)] for s, c in v.trick], "leader": v.leader,
        "trick_no": v.trick_no, "points": list(v.points),
        "pair": list(v.pair) if v.pair is not None else None, "single": v.single,
        "out": v.out, "no_trumps": v.no_trumps, "hand_counts": list(v.hand_counts),
        "legal": [enc_action(a) for a in v.legal], "auction_bid": v.auction_bid,
        "auction_holder": v.auction_holder, "passed": list(v.passed),
    }


_VIEW_KEYS = frozenset(f.name for f in fields(PlayerView))


def _kind(value: object) -> ActionKind:
    need(isinstance(value, str), "a kind is text")
    try:
        return ActionKind(str(value))
    except ValueError:
        raise CodecError("unknown kind") from None


def _bool(value: object) -> bool:
    need(isinstance(value, bool), "true or false")
    return bool(value)


def view_digest(v: PlayerView) -> str:
    """A short fingerprint of a view as sent (the same view, the same digest)."""
    text = json.dumps(enc_view(v), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def dec_view(value: object) -> PlayerView:
    need(isinstance(value, dict) and set(value) == _VIEW_KEYS, "a view has its fields")
    assert isinstance(value, dict)
    d = value
    try:
        phase = Phase(d["phase"])
    except (ValueError, TypeError):
        raise CodecError("unknown phase") from None
    need(d["trump_mode"] is None or d["trump_mode"] in ("suit", "card", "seventh"), "trump mode")
    counts = dec_list(d["hand_counts"], 4)
    need(len(counts) == 4, "four hand counts")
    pair = d["pair"]
    return PlayerView(
        seat=small_int(d["seat"], 0, 3), rules=dec_rules(d["rules"]),
        dealer=small_int(d["dealer"], 0, 3), phase=phase, to_act=opt_int(d["to_act"], 0, 5),
        hand=tuple(dec_card(c) for c in dec_list(d["hand"], 8)),
        dealt=tuple(dec_card(c) for c in dec_list(d["dealt"], 8)),
        withheld=opt_card(d["withheld"]), bidder_has_withheld=_bool(d["bidder_has_withheld"]),
        trump=opt_int(d["trump"], 0, 3), trump_mode=d["trump_mode"],
        revealed=_bool(d["revealed"]), revealed_in_trick=opt_int(d["revealed_in_trick"], 0, 8),
        reveal_pos=small_int(d["reveal_pos"], -1, 99), asker=opt_int(d["asker"], 0, 3),
        turned_card=opt_card(d["turned_card"]), bidder=opt_int(d["bidder"], 0, 3),
        bid=opt_int(d["bid"], 0, 99), target=opt_int(d["target"], -99, 99),
        multiplier=small_int(d["multiplier"], 0, 99),
        doubles=tuple(_kind(k) for k in dec_list(d["doubles"], 8)),
        window=None if d["window"] is None else _kind(d["window"]),
        history=tuple(dec_action(a) for a in dec_list(d["history"], 200)),
        tricks=tuple(dec_trick(t) for t in dec_list(d["tricks"], 8)),
        trick=dec_played(d["trick"]), leader=small_int(d["leader"], 0, 3),
        trick_no=small_int(d["trick_no"], 0, 9), points=dec_pair(d["points"]),
        pair=None if pair is None else dec_pair(pair), single=opt_int(d["single"], 0, 3),
        out=opt_int(d["out"], 0, 3), no_trumps=_bool(d["no_trumps"]),
        hand_counts=(small_int(counts[0], 0, 8), small_int(counts[1], 0, 8),
                     small_int(counts[2], 0, 8), small_int(counts[3], 0, 8)),
        legal=tuple(dec_action(a) for a in dec_list(d["legal"], 64)),
        auction_bid=small_int(d["auction_bid"], 0, 99),
        auction_holder=opt_int(d["auction_holder"], 0, 3),
        passed=tuple(small_int(s, 0, 3) for s in dec_list(d["passed"], 4)),
    )


# ------------------------------------------------------------------ results and events
def enc_result(r: HandResult) -> dict[str, Any]:
    return {
        "annulled": r.annulled, "bidder": r.bidder, "bid": r.bid, "target": r.target,
        "trump": r.trump, "revealed_in_trick": r.revealed_in_trick, "multiplier": r.multiplier,
        "pair": list(r.pair) if r.pair is not None else None,
        "tricks": [enc_trick(t) for t in r.tricks], "points": list(r.points), "made": r.made,
        "game_points": list(r.game_points),
        "single": ([r.single.seat, r.single.variant, r.single.value]
                   if r.single is not None else None),
        "reason": r.reason,
    }


def dec_result(value: object) -> HandResult:
    keys = {f.name for f in fields(HandResult)}
    need(isinstance(value, dict) and set(value) == keys, "a hand result has its fields")
    assert isinstance(value, dict)
    d = value
    mult = d["multiplier"]
    need(mult == "set" or (isinstance(mult, int) and not isinstance(mult, bool)
                           and 0 <= mult <= 99), "multiplier")
    single = None
    if d["single"] is not None:
        s = dec_list(d["single"], 3)
        need(len(s) == 3 and isinstance(s[1], str) and len(s[1]) < 40, "single hand")
        single = SingleHand(small_int(s[0], 0, 3), s[1], small_int(s[2], -99, 99))
    need(d["made"] is None or isinstance(d["made"], bool), "made")
    need(d["reason"] is None or (isinstance(d["reason"], str) and len(d["reason"]) < 200), "reason")
    return HandResult(
        annulled=_bool(d["annulled"]), bidder=opt_int(d["bidder"], 0, 3),
        bid=opt_int(d["bid"], 0, 99), target=opt_int(d["target"], -99, 99),
        trump=opt_int(d["trump"], 0, 3), revealed_in_trick=opt_int(d["revealed_in_trick"], 0, 8),
        multiplier=mult, pair=None if d["pair"] is None else dec_pair(d["pair"]),
        tricks=tuple(dec_trick(t) for t in dec_list(d["tricks"], 8)),
        points=dec_pair(d["points"]), made=d["made"], game_points=dec_pair(d["game_points"]),
        single=single, reason=d["reason"],
    )


EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls for cls in (
        ev.BidMade, ev.Passed, ev.AuctionWon, ev.TrumpSet, ev.WindowOpened, ev.WindowPassed,
        ev.Called, ev.SecondDeal, ev.PlayStarted, ev.SingleDeclared, ev.PairShown, ev.Asked,
        ev.Revealed, ev.CardPlayed, ev.TrickWon, ev.Annulled, ev.HandOver)
}


def enc_event(e: object) -> dict[str, Any]:
    name = type(e).__name__
    out: dict[str, Any] = {"e": name}
    for f in fields(e):  # type: ignore[arg-type]
        value = getattr(e, f.name)
        if f.name in ("card",):
            value = enc_card(value)
        elif f.name == "trick":
            value = enc_trick(value)
        elif f.name == "result":
            value = enc_result(value)
        elif isinstance(value, ActionKind):
            value = value.value
        elif isinstance(value, bytes):      # a fingerprint (docs/DEALING.md), as hex
            value = value.hex()
        out[f.name] = value
    return out


def dec_event_fields(cls: type, value: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments of event class ``cls`` from its wire object."""
    names = {f.name for f in fields(cls)}
    need(set(value) - {"e"} == names, "an event has its fields")
    out: dict[str, Any] = {}
    for name in names:
        raw = value[name]
        if name == "card":
            out[name] = opt_card(raw)
        elif name == "trick":
            out[name] = dec_trick(raw)
        elif name == "result":
            out[name] = dec_result(raw)
        elif name in ("window", "call"):
            out[name] = _kind(raw)
        elif name in ("mode", "variant", "reason"):
            need(isinstance(raw, str) and len(raw) < 40, name)
            out[name] = raw
        elif name == "drawn":
            out[name] = _bool(raw)
        elif name == "fingerprint":
            need(raw is None or (isinstance(raw, str) and len(raw) <= 128), name)
            try:
                out[name] = None if raw is None else bytes.fromhex(raw)
            except ValueError:
                raise CodecError("fingerprint") from None
        elif name in ("trump",):
            out[name] = opt_int(raw, 0, 3)
        elif name in ("deal_number",):
            out[name] = opt_int(raw, 0, 2**64)
        else:
            out[name] = small_int(raw, -999, 999, name)
    return out


def dec_event(value: object, extra: dict[str, type] | None = None) -> object:
    """An event from its wire object: the engine's hand events, and the types of
    ``extra`` by class name (the table's own ``NewHand`` and ``Redraw``)."""
    need(isinstance(value, dict) and len(value) <= 12, "an event is an object")
    assert isinstance(value, dict)
    name = value.get("e")
    types = EVENT_TYPES if extra is None else {**EVENT_TYPES, **extra}
    need(isinstance(name, str) and name in types, "unknown event")
    cls = types[str(name)]
    try:
        return cls(**dec_event_fields(cls, value))
    except TypeError:
        raise CodecError("event fields") from None
