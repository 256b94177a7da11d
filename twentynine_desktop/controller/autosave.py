"""Autosave: after every action of the table the match is written to its save file
(atomically, ``storage.matchsave``), so quitting, a crash or a power cut loses at most
the action in flight.  A finished match is archived and counted in the statistics; a
match left for a new one is archived as abandoned.

The ``Autosaver`` only listens to the controller's signals (``sig_update`` after
every action and deal, ``sig_hand_over``, ``sig_match_over``); it never drives play.
"""

from __future__ import annotations

import errno
import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.cards import SEATS
from ..engine.match import Match
from ..storage.archive import Folder, archive_name
from ..storage.matchsave import LoadedMatch, MatchInfo, atomic_write, dumps, match_to_obj
from ..storage.stats import StatsDB
from .config import TableConfig

if TYPE_CHECKING:
    from .table import TableController
    from .updates import TableUpdate

log = logging.getLogger(__name__)


def info_for(config: TableConfig) -> MatchInfo:
    """A new match's table as the save keeps it."""
    levels = {SEATS[s]: lvl for s in range(4) if (lvl := config.level_of(s)) is not None}
    return MatchInfo(human_seat=config.human_seat, levels=levels)


class TroubleKind(StrEnum):
    """Why a save failed: no space left, a folder that cannot be written, a database in
    use by another program, or anything else."""

    FULL = "full"
    READ_ONLY = "read_only"
    BUSY = "busy"
    OTHER = "other"


@dataclass(frozen=True)
class SaveTrouble:
    """Why something is not saved: ``kind`` (a ``TroubleKind``); ``detail`` is the
    system's own words; ``match`` says whether a match (not only its statistics) is
    unsaved."""

    kind: TroubleKind
    detail: str
    match: bool = True


def trouble_kind(exc: BaseException) -> TroubleKind:
    """What kind of trouble an error of a write is."""
    code = getattr(exc, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return TroubleKind.FULL
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return TroubleKind.READ_ONLY
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    if name.startswith("SQLITE_FULL"):
        return TroubleKind.FULL
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")):
        return TroubleKind.READ_ONLY
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return TroubleKind.BUSY
    return TroubleKind.OTHER


@dataclass
class _Waiting:
    """A finished or abandoned match whose own file is not written yet: the autosave
    (and this object) are its only copies until it is."""

    match: Match
    info: MatchInfo


class Autosaver(QObject):
    sig_trouble = Signal(object)   # a SaveTrouble while something is unsaved; None once all is saved
    sig_saved = Signal()           # a save was written (tests, the headless driver)
    sig_archived = Signal(object)  # (match, info) of a match finished or abandoned, once kept

    RETRY_MS = 15000               # while something is unsaved, tried again this often

    def __init__(self, controller: TableController, folder: Folder, stats: StatsDB | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.folder = folder
        self.stats = stats            # storage.stats.StatsDB or None
        self.match: Match | None = None   # the match this saver is writing
        self.info: MatchInfo | None = None
        self.waiting: list[_Waiting] = []                  # matches not yet in their own file
        self.stats_waiting: list[tuple[Match, MatchInfo]] = []   # matches not yet counted
        self.current_unsaved = False  # the last write of the match in progress failed
        self.trouble: SaveTrouble | None = None
        self._error: BaseException | None = None   # the first failure of this round
        self.before_write: Callable[[], None] | None = None   # test hook: called before each write
        self.retry_timer = QTimer(self)
        self.retry_timer.setInterval(self.RETRY_MS)
        self.retry_timer.timeout.connect(self.retry)
        controller.sig_update.connect(self._on_update)
        controller.sig_hand_over.connect(lambda _s: None if self._tutorial() else self.save())
        controller.sig_match_over.connect(lambda _w: None if self._tutorial() else self._on_match_over())

    # ------------------------------------------------------------------ public
    def adopt(self, loaded: LoadedMatch) -> None:
        """The match about to be resumed: keep writing under its id."""
        self.match = loaded.match
        self.info = loaded.info
        self.info.status = "in_progress"

    def has_play(self) -> bool:
        m = self.match
        if m is None:
            return False
        return bool(m.hands_played) or bool(m.current is not None and m.current.history)

    def abandon(self) -> None:
        """The match in progress is given up (a new one starts): keep it as abandoned.
        The autosave is deleted only once the match's own file is written and synced;
        until then it stays, the match waits here, and both are tried again."""
        m, info = self.match, self.info
        self.match, self.info = None, None
        self.current_unsaved = False
        if m is None or info is None or m.over:
            return
        if self.has_play_of(m):
            info.status = "abandoned"
            self._keep(m, info)
            return
        if not self.waiting:     # dealt but not played: nothing to keep
            self._remove_autosave()

    @staticmethod
    def has_play_of(m: Match) -> bool:
        return bool(m.hands_played) or bool(m.current is not None and m.current.history)

    def unsaved(self) -> bool:
        """Whether anything played is not on disk (the match, a kept match, statistics)."""
        return self.current_unsaved or bool(self.waiting) or bool(self.stats_waiting)

    def save(self) -> bool:
        """Write the match in progress (after what waits is kept).  Returns whether it
        was written."""
        self._error = None
        self._flush()
        ok = self._save_current()
        self._report()
        return ok

    def retry(self) -> bool:
        """Try again whatever is unsaved (the retry timer, the "Try again" button).
        Returns whether everything is saved now."""
        self.save()
        return not self.unsaved()

    def save_elsewhere(self, folder: Path) -> list[Path]:
        """Write every unsaved match (the one in progress and those waiting to be kept)
        to ``folder``, each in its own file.  Raises OSError."""
        out: list[Path] = []
        todo = [(w.match, w.info) for w in self.waiting]
        if self.match is not None and self.info is not None and self.has_play():
            todo.append((self.match, self.info))
        for m, info in todo:
            path = Path(folder) / archive_name(info)
            atomic_write(path, dumps(match_to_obj(m, info)), durable=True)
            out.append(path)
        return out

    # ------------------------------------------------------------------ signals
    def _tutorial(self) -> bool:
        """The table plays the tutorial's guided hand: it is not saved, and the match it
        was started beside (still ``self.match``) stays the one in the autosave."""
        return bool(getattr(self.controller.config, "tutorial", False))

    def _on_update(self, _update: TableUpdate) -> None:
        m = self.controller.match
        if m is None or self._tutorial():
            return
        if m is not self.match:
            self.abandon()
            self.match = m
            self.info = info_for(self.controller.config)
        self.save()

    def _on_match_over(self) -> None:
        m, info = self.match, self.info
        if m is None or info is None:
            return
        info.status = "finished"
        self.match, self.info = None, None
        self.current_unsaved = False
        self._keep(m, info)

    # ------------------------------------------------------------------ writing
    def _keep(self, m: Match, info: MatchInfo) -> None:
        self.waiting.append(_Waiting(m, info))
        if self.stats is not None:
            self.stats_waiting.append((m, info))
        self._error = None
        self._flush()
        self._report()

    def _note(self, exc: BaseException, what: str) -> None:
        log.warning("%s: %s", what, exc)
        if self._error is None:
            self._error = exc

    def _flush(self) -> None:
        """Keep every waiting match in its own file, then delete the autosave; count
        every waiting match in the statistics."""
        kept = False
        for w in list(self.waiting):
            try:
                self.folder.archive(w.match, w.info)
            except (OSError, ValueError) as exc:
                self._note(exc, "could not keep the match")
                continue
            self.waiting.remove(w)
            kept = True
            self.sig_archived.emit((w.match, w.info))
        if kept and not self.waiting:
            # nothing was written over the autosave while matches waited (_save_current):
            # it holds a match now kept in its own file
            self._remove_autosave()
        for item in list(self.stats_waiting):
            if self.stats is None:
                break
            try:
                self.stats.record_match(*item)
            except sqlite3.Error as exc:   # e.g. a full disk: play goes on, the player is told
                self._note(exc, "could not record the statistics")
                break
            self.stats_waiting.remove(item)

    def _remove_autosave(self) -> None:
        try:
            self.folder.remove_autosave()
        except OSError as exc:   # e.g. a read-only folder: the file is left, nothing lost
            log.warning("could not delete the autosave: %s", exc)

    def _save_current(self) -> bool:
        m, info = self.match, self.info
        if m is None or info is None or m.over:
            self.current_unsaved = False
            return False
        if self.waiting:
            # the autosave is the only file of a match not yet kept: it is not written over
            self.current_unsaved = self.has_play()
            return False
        if self.before_write is not None:
            self.before_write()
        try:
            self.folder.save(m, info)
        except (OSError, ValueError) as exc:
            self._note(exc, "autosave failed")
            self.current_unsaved = True
            return False
        self.current_unsaved = False
        self.sig_saved.emit()
        return True

    def _report(self) -> None:
        trouble = None
        if self.unsaved():
            exc = self._error
            kind = trouble_kind(exc) if exc is not None else (self.trouble.kind if self.trouble else TroubleKind.OTHER)
            detail = str(getattr(exc, "strerror", None) or exc) if exc is not None else (
                self.trouble.detail if self.trouble else "")
            trouble = SaveTrouble(kind, detail, self.current_unsaved or bool(self.waiting))
        if trouble != self.trouble:
            self.trouble = trouble
            self.sig_trouble.emit(trouble)
        if trouble is None:
            self.retry_timer.stop()
        elif not self.retry_timer.isActive():
            self.retry_timer.start()


def config_for(loaded: LoadedMatch, base: TableConfig) -> TableConfig:
    """The table of a resumed match: its rules, seats, levels, seed and first dealer
    from the save; looks (card back, speed, name) from ``base``."""
    import copy

    cfg = copy.copy(base)
    m = loaded.match
    cfg.rules = m.rules
    cfg.human_seat = loaded.info.human_seat
    cfg.levels = dict(loaded.info.levels)
    cfg.seed = m.seed
    cfg.first_dealer = m.first_dealer
    return cfg
