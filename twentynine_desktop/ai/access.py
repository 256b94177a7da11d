"""One small place where the learning features (hint, review, tutorial, undo) read the
engine's events and hand results.

The engine's events are named tuples and a hand's result is a dict today; they may
become dataclasses.  Everything of the learning features reads them through these
functions, which accept either form, so such a change touches only this module.
"""

from __future__ import annotations

from typing import Any


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if obj is None:
        return default
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def event_kind(ev: Any) -> str | None:
    k = _get(ev, "kind")
    return k if isinstance(k, str) else None


def event_actor(ev: Any) -> int | None:
    a = _get(ev, "actor")
    return a if isinstance(a, int) else None


def event_data(ev: Any) -> Any:
    return _get(ev, "data")


def has_event(events: Any, kind: str) -> bool:
    return any(event_kind(e) == kind for e in events or ())


def events_of(events: Any, kind: str) -> list[Any]:
    return [e for e in events or () if event_kind(e) == kind]


def result_field(result: Any, name: str, default: Any = None) -> Any:
    """A field of a hand's result ("points", "made", "bidder", ...)."""
    return _get(result, name, default)


def side_points(result: Any, side: str) -> int | None:
    """Card points of ``side`` ("NS" or "EW") in a hand's result."""
    pts = result_field(result, "points")
    val = _get(pts, side)
    return int(val) if isinstance(val, int) else None
