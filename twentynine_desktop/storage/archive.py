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

    def write(self, path: Path, text: str, durable: bool = False) -> None:
        """Every file of the folder is written here (atomically); the fault tests
        replace it with a writer that fails as a full or read-only disk does."""
        atomic_write(path, text, durable)

    def remove(self, path: Path) -> None:
        """Every file of the folder is deleted here (a missing file is no error); the
        fault tests replace it too."""
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass

    def save(self, match: Match, info: MatchInfo) -> None:
        """Write the match in progress to the autosave.  Raises OSError."""
        self.write(self.autosave, dumps(match_to_obj(match, info)))

    def archive(self, match: Match, info: MatchInfo) -> Path:
        """Keep a finished or abandoned match (its own file, named by its id), written
        and synced (the file and its folder) before this returns: the caller may then
        delete the autosave, the match's other copy.  Raises OSError."""
        path = self.matches / archive_name(info)
        self.write(path, dumps(match_to_obj(match, info)), durable=True)
        return path

    def clean_stale_temps(self, now: float | None = None) -> list[Path]:
        """Temporary files of writes cut short, in the folder and among the kept
        matches (never a save itself): removed once a minute old."""
        return clean_stale_temps(self.root, now) + clean_stale_temps(self.matches, now)

    def remove_autosave(self) -> None:
        """Delete the autosave.  Raises OSError (a read-only folder) but for a missing file."""
        self.remove(self.autosave)


def archive_name(info: MatchInfo) -> str:
    """The file name a match is kept under: its id, letters, digits, - _ and T only."""
    name = "".join(ch for ch in info.match_id if ch.isalnum() or ch in "-_T") or "match"
    return f"{name}.json"


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
