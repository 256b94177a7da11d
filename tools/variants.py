"""Player variants for tuning: a level with some of its search settings changed.

    hard                       the level as it ships
    hard:bid_thr=0.5           Hard with one setting changed
    hard:bid_thr=0.5:z=1.2     several, separated by colons

A variant plays under its level's name (the same seeds, the same name plate), so with a
fixed sample count it makes the same decisions as the level wherever the changed
settings do not matter: the paired command (``paired.py``) relies on that.
"""

from __future__ import annotations

from typing import Any

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai.base import Player
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.ai.search_settings import SETTINGS


def base_level(spec: str) -> str:
    """The level of a variant spec (``hard:bid_thr=0.5`` -> ``hard``)."""
    return spec.split(":", 1)[0] if ":" in spec and not spec.startswith("bhoos:") else spec


def overrides(spec: str) -> dict[str, Any]:
    """The settings a variant spec changes, checked against its level's settings."""
    level = base_level(spec)
    if level == spec:
        return {}
    if level not in SETTINGS:
        raise ValueError(f"only the search levels ({', '.join(SETTINGS)}) take settings, "
                         f"not {level!r}")
    out: dict[str, Any] = {}
    for item in spec[len(level) + 1:].split(":"):
        key, eq, raw = item.partition("=")
        if not eq or key not in SETTINGS[level]:
            raise ValueError(f"{item!r} in {spec!r} is not setting=value of "
                             f"{', '.join(SETTINGS[level])}")
        old = SETTINGS[level][key]  # type: ignore[literal-required]
        if isinstance(old, bool):
            if raw.lower() not in ("true", "false", "on", "off", "1", "0"):
                raise ValueError(f"setting {key!r} takes true or false, not {raw!r}")
            out[key] = raw.lower() in ("true", "on", "1")
        elif isinstance(old, int):
            out[key] = int(raw)
        else:
            out[key] = float(raw)
    return out


def make_variant(spec: str, seed: int = 0, table: dict[int, str | None] | None = None) -> Player:
    """The player of a level or variant spec."""
    changes = overrides(spec)
    level = base_level(spec)
    if not changes:
        return make_player(level, seed, table)
    cfg: dict[str, Any] = dict(SETTINGS[level])
    cfg.update(changes)
    return SearchPlayer(level, seed, table=table, settings=cfg)  # type: ignore[arg-type]
