"""Where played matches are kept: the autosave of the match in progress and one file
per finished or abandoned match, all in the platform's saves folder
(``platform_paths.saves_dir()``; tests pass their own folder)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..engine.match import Match
from .files import read_regular
from .matchsave import (
    MAX_SAVE_BYTES,
    LoadedMatch,
    MatchInfo,
    SaveError,
    atomic_write,
    clean_stale_temps,
    dumps,
    match_to_obj,
    parse_save,
)

AUTOSAVE_NAME = "match-in-progress.json"
MATCHES_DIR = "matches"
STATS_NAME = "statistics.sqlite3"


def default_folder() -> Path:
    from ..platform_paths import saves_dir

    return Path(saves_dir())


@dataclass
class Folder:
    """The files of one saves folder."""

    root: Path

    @property
    def autosave(self) -> Path:
        return self.root / AUTOSAVE_NAME

    @property
    def matches(self) -> Path:
        return self.root / MATCHES_DIR

    @property
    def stats(self) -> Path:
        return self.root / STATS_NAME

    def archive(self, match: Match, info: MatchInfo) -> Path:
        """Keep a finished or abandoned match (its own file, named by its id)."""
        name = "".join(ch for ch in info.match_id if ch.isalnum() or ch in "-_T") or "match"
        path = self.matches / f"{name}.json"
        atomic_write(path, dumps(match_to_obj(match, info)))
        return path

    def clean_stale_temps(self, now: float | None = None) -> list[Path]:
        """Temporary files of writes cut short, in the folder and among the kept
        matches (never a save itself): removed once a minute old."""
        return clean_stale_temps(self.root, now) + clean_stale_temps(self.matches, now)

    def remove_autosave(self) -> None:
        try:
            os.unlink(self.autosave)
        except FileNotFoundError:
            pass


@dataclass
class ArchivedMatch:
    path: Path
    loaded: LoadedMatch | None
    problem: str | None = None


def list_archived(folder: Folder) -> list[ArchivedMatch]:
    """Every kept match, newest first; a file that cannot be read is listed with its
    problem (and left where it is)."""
    out: list[ArchivedMatch] = []
    try:
        names = sorted(os.listdir(folder.matches), reverse=True)
    except OSError:
        return out
    for name in names:
        if not name.endswith(".json") or name.startswith("."):
            continue
        path = folder.matches / name
        try:
            out.append(ArchivedMatch(path, parse_save(read_regular(path, MAX_SAVE_BYTES))))
        except SaveError as exc:
            out.append(ArchivedMatch(path, None, str(exc)))
        except OSError as exc:   # a named pipe, a folder, too large, no permission...
            out.append(ArchivedMatch(path, None, f"it could not be opened ({exc.strerror or exc})"))
        except (RecursionError, MemoryError, ValueError, TypeError, KeyError) as exc:
            out.append(ArchivedMatch(path, None, f"it could not be read ({type(exc).__name__})"))
    return out
