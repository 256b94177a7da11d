"""A hosted table's save: the match (``storage.matchsave``, after every action, as the
autosave writes it) and, beside it, the table itself (``table.json``: its code, the
remote seats, each seat's token and name, the computers' levels), so that a host
restarted after a crash resumes the match and the others take their seats back with the
same code and their own tokens.

``table.json`` holds secrets (the tokens): it lives in the program's own data folder.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.cards import SEATS
from ..engine.match import Match
from ..storage.matchsave import MatchInfo, ReadResult, atomic_write, read_save, save_match
from .protocol import normalise_code

FORMAT = "twentynine-hosted-table 1"
MATCH_FILE = "match.json"
TABLE_FILE = "table.json"
MAX_TABLE_BYTES = 64 * 1024
OPTIONS = ("hints", "practice", "advisor")     # the table's choices kept in table.json


@dataclass
class HostedState:
    code: str
    remote_seats: frozenset[int]
    levels: dict[str, str]
    seats: dict[int, dict[str, Any]]     # seat -> {"token", "name", "claimed"}
    # the host's choices for the table (hints, practice undo, the bid advisor)
    options: dict[str, bool] = field(default_factory=dict)

    def to_obj(self) -> dict[str, Any]:
        return {"format": FORMAT, "code": self.code, "remote_seats": sorted(self.remote_seats),
                "levels": dict(sorted(self.levels.items())),
                "seats": {SEATS[s]: v for s, v in sorted(self.seats.items())},
                "options": {k: bool(v) for k, v in sorted(self.options.items()) if k in OPTIONS}}


class HostSaveError(ValueError):
    pass


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise HostSaveError(what)


def state_from_obj(obj: Any) -> HostedState:
    _need(isinstance(obj, dict) and obj.get("format") == FORMAT, "not a hosted table's save")
    code = normalise_code(obj.get("code"))
    _need(code is not None, "no table code")
    assert code is not None
    remote = obj.get("remote_seats")
    _need(isinstance(remote, list) and all(s in (0, 1, 2, 3) and not isinstance(s, bool)
                                           for s in remote), "remote seats")
    levels = obj.get("levels")
    _need(isinstance(levels, dict) and all(k in SEATS and isinstance(v, str)
                                           for k, v in levels.items()), "levels")
    seats: dict[int, dict[str, Any]] = {}
    raw = obj.get("seats")
    _need(isinstance(raw, dict), "seats")
    for letter, v in raw.items():
        _need(letter in SEATS and isinstance(v, dict), "a seat")
        _need(isinstance(v.get("token"), str) and 16 <= len(v["token"]) <= 64, "a token")
        _need(isinstance(v.get("name", ""), str) and isinstance(v.get("claimed", False), bool),
              "a seat's name")
        seats[SEATS.index(letter)] = {"token": v["token"], "name": v.get("name", "")[:24],
                                      "claimed": v.get("claimed", False)}
    raw_options = obj.get("options", {})      # (a save of an earlier version has none)
    _need(isinstance(raw_options, dict), "options")
    options = {k: v for k, v in raw_options.items() if k in OPTIONS and isinstance(v, bool)}
    return HostedState(code, frozenset(remote), dict(levels), seats, options)


def save(folder: Path, match: Match, info: MatchInfo, state: HostedState | None) -> None:
    """Write the match (and the table, when given) into ``folder``.  Raises OSError."""
    save_match(Path(folder) / MATCH_FILE, match, info)
    if state is not None:
        atomic_write(Path(folder) / TABLE_FILE, json.dumps(state.to_obj(), indent=1))


def load(folder: Path) -> tuple[ReadResult, HostedState | None]:
    """The saved match and table in ``folder`` (a missing or bad table file: None)."""
    result = read_save(Path(folder) / MATCH_FILE)
    path = Path(folder) / TABLE_FILE
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_TABLE_BYTES + 1)
        _need(len(data) <= MAX_TABLE_BYTES, "too large")
        return result, state_from_obj(json.loads(data.decode("utf-8")))
    except (OSError, ValueError, RecursionError):
        return result, None
