"""Autosave: after every action of the table the match is written to its save file
(atomically, ``storage.matchsave``), so quitting, a crash or a power cut loses at most
the action in flight.  A finished match is archived and counted in the statistics; a
match left for a new one is archived as abandoned.

The ``Autosaver`` only listens to the controller's signals (``sig_update`` after
every action and deal, ``sig_hand_over``, ``sig_match_over``); it never drives play.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine.cards import SEATS
from ..engine.match import Match
from ..storage.archive import Folder
from ..storage.matchsave import LoadedMatch, MatchInfo, save_match
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


class Autosaver(QObject):
    sig_problem = Signal(str)      # the save could not be written (said once per match)
    sig_saved = Signal()           # a save was written (tests, the headless driver)
    sig_archived = Signal(object)  # (match, info) of a match finished or abandoned

    def __init__(self, controller: TableController, folder: Folder, stats: StatsDB | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.folder = folder
        self.stats = stats            # storage.stats.StatsDB or None
        self.match: Match | None = None   # the match this saver is writing
        self.info: MatchInfo | None = None
        self._told = False
        self.before_write: Callable[[], None] | None = None   # test hook: called before each write
        controller.sig_update.connect(self._on_update)
        controller.sig_hand_over.connect(lambda _s: self.save())
        controller.sig_match_over.connect(lambda _w: self._on_match_over())

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
        """The match in progress is given up (a new one starts): keep it as abandoned."""
        m, info = self.match, self.info
        self.match, self.info = None, None
        if m is None or info is None or m.over:
            return
        if self.has_play_of(m):
            info.status = "abandoned"
            self._archive(m, info)
        self.folder.remove_autosave()

    @staticmethod
    def has_play_of(m: Match) -> bool:
        return bool(m.hands_played) or bool(m.current is not None and m.current.history)

    def save(self) -> bool:
        m, info = self.match, self.info
        if m is None or info is None or m.over:
            return False
        if self.before_write is not None:
            self.before_write()
        try:
            save_match(self.folder.autosave, m, info)
        except (OSError, ValueError) as exc:
            log.warning("autosave failed: %s", exc)
            if not self._told:
                self._told = True
                self.sig_problem.emit(str(getattr(exc, "strerror", None) or exc))
            return False
        self.sig_saved.emit()
        return True

    # ------------------------------------------------------------------ signals
    def _on_update(self, _update: TableUpdate) -> None:
        m = self.controller.match
        if m is None:
            return
        if m is not self.match:
            self.abandon()
            self.match = m
            self.info = info_for(self.controller.config)
            self._told = False
        self.save()

    def _on_match_over(self) -> None:
        m, info = self.match, self.info
        if m is None or info is None:
            return
        info.status = "finished"
        self._archive(m, info)
        self.folder.remove_autosave()
        self.match, self.info = None, None

    def _archive(self, m: Match, info: MatchInfo) -> None:
        try:
            self.folder.archive(m, info)
        except (OSError, ValueError) as exc:
            log.warning("could not keep the match: %s", exc)
            self.sig_problem.emit(str(getattr(exc, "strerror", None) or exc))
        if self.stats is not None:
            import sqlite3
            try:
                self.stats.record_match(m, info)
            except sqlite3.Error as exc:   # e.g. a full disk: play goes on, the player is told
                log.warning("could not record the statistics: %s", exc)
                self.sig_problem.emit(QCoreApplication.translate("", "the statistics could not be written ({why})")
                                     .format(why=exc))
        self.sig_archived.emit((m, info))


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
