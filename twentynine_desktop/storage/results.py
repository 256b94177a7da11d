"""The one place that reads a hand's result.

The engine's hand result is today the replay command's dict (``HandState.result``,
``HandSummary.result``); it may become a dataclass.  Everything in ``storage`` and the
history screens reads results through these functions, so only this module changes
if the result's type does.  The authoritative form is always the hand record's replay
output (``engine.record.replay_obj``), which stays a plain JSON object.
"""

from __future__ import annotations

from typing import Any

from ..engine.record import HandRecord, replay_obj


def field(result: Any, key: str, default: Any = None) -> Any:
    """``result[key]`` for a dict result, ``result.key`` for an object result."""
    if result is None:
        return default
    if not isinstance(result, dict) and hasattr(result, "to_json"):
        result = result.to_json()  # the engine's HandResult: its JSON form
    if isinstance(result, dict):
        return result.get(key, default)
    return getattr(result, key, default)


def as_dict(result: Any) -> dict[str, Any]:
    """The result as a plain JSON-like dict (dataclass results are converted)."""
    if result is None:
        return {}
    if not isinstance(result, dict) and hasattr(result, "to_json"):
        result = result.to_json()  # the engine's HandResult: its JSON form
    if isinstance(result, dict):
        return result
    import dataclasses

    if dataclasses.is_dataclass(result) and not isinstance(result, type):
        return dataclasses.asdict(result)
    return dict(vars(result))


def replay_result(record: HandRecord) -> dict[str, Any]:
    """A record's replay output (``status`` complete / annulled / in_progress / error)."""
    out, _code = replay_obj(record.to_json_obj())
    return dict(out)


def status(result: Any) -> str:
    return str(field(result, "status", "in_progress"))


def annulled(result: Any) -> bool:
    return status(result) == "annulled"


def game_points(result: Any) -> tuple[int, int]:
    gp = field(result, "game_points") or {}
    if not isinstance(gp, dict):
        gp = as_dict(gp)
    return int(gp.get("NS", 0)), int(gp.get("EW", 0))


def card_points(result: Any) -> tuple[int, int]:
    pts = field(result, "points") or {}
    if not isinstance(pts, dict):
        pts = as_dict(pts)
    return int(pts.get("NS", 0)), int(pts.get("EW", 0))


def bidder(result: Any) -> str | None:
    """The bidder's seat letter, or None (an annulled hand without a contract)."""
    b = field(result, "bidder")
    return None if b is None else str(b)


def declarer(result: Any) -> str | None:
    """Who played the contract: the single-hand player, else the bidder."""
    single = field(result, "single")
    if single:
        seat = field(single, "seat")
        if seat:
            return str(seat)
    return bidder(result)


def made(result: Any) -> bool | None:
    m = field(result, "made")
    return None if m is None else bool(m)


def multiplier(result: Any) -> Any:
    return field(result, "multiplier", 1)


def contract_text(result: Any) -> str:
    """"17 by S, trump H, doubled" style text; "annulled" or "-" without a contract."""
    if annulled(result) and bidder(result) is None:
        return "annulled"
    b = bidder(result)
    if b is None:
        return "\u2014"
    parts = [f"{field(result, 'bid')} by {b}"]
    single = field(result, "single")
    if single:
        parts.append(f"single hand by {field(single, 'seat')}")
    trump = field(result, "trump")
    if trump:
        parts.append(f"trump {trump}")
    mult = multiplier(result)
    if mult == 2:
        parts.append("doubled")
    elif mult == 4:
        parts.append("redoubled")
    elif mult == "set":
        parts.append("set")
    return ", ".join(parts)


def result_text(result: Any) -> str:
    """"made 19-9", "lost 12-16", "annulled", or "in progress"."""
    st = status(result)
    if st == "annulled":
        return "annulled"
    if st != "complete":
        return "in progress"
    d = declarer(result)
    ns, ew = card_points(result)
    if d is None:
        return f"{ns}-{ew}"
    mine, theirs = (ns, ew) if d in "NS" else (ew, ns)
    return f"{'made' if made(result) else 'lost'} {mine}-{theirs}"
