"""Keeping play at the table: autosave and resume, Play a deal by number, Game >
History and Statistics, File > Open a hand record and Export this match, and records
dropped onto the window.

``install(window)`` adds all of it to a ``MainWindow`` with a few menu entries and an
event filter (nothing in the window itself changes); ``start_or_resume(window,
keeper)`` begins play: it offers a match left unfinished for resume, or tells in one
sentence why a save could not be read, and otherwise starts a new match.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox

from ..controller.autosave import Autosaver, config_for
from ..storage.archive import Folder, default_folder
from ..storage.matchsave import LoadedMatch, ReadResult, read_save
from .deal_code import deal_code, parse_deal_code
from .i18n import tr

if TYPE_CHECKING:
    from .history import HistoryWindow
    from .stats_window import StatsWindow

log = logging.getLogger(__name__)


def resume_text(loaded: LoadedMatch) -> str:
    m = loaded.match
    return tr("Resume match: hand {n}, NS {ns:+d}, EW {ew:+d}").format(
        n=m.hand_number, ns=m.scores[0], ew=m.scores[1])


def bad_save_text(res: ReadResult) -> str:
    kept = res.kept_as.name if res.kept_as is not None else "?"
    return tr("Your saved match could not be read ({why}), so it was kept aside as {kept} "
              "and a new match begins.").format(why=res.problem, kept=kept)


def parse_deal_number(text: str) -> int | None:
    text = text.strip().replace(",", "").replace(" ", "").lstrip("#")
    if not text.isdigit() or len(text) > 19:
        return None
    return int(text)


class Keeper(QObject):
    """What ``install`` adds to one window: the saver, the statistics and the screens."""

    # set by install() and add_menus()
    act_deal: QAction
    act_history: QAction
    act_stats: QAction
    act_open: QAction
    act_export_match: QAction
    file_menu: QMenu
    watched: list[QObject]

    def __init__(self, win, folder: Folder):
        super().__init__(win)
        self.win = win
        self.folder = folder
        from ..storage.stats import open_stats
        self.stats, self.stats_problem = open_stats(folder.stats)
        # a save that fails is shown by the lasting mark of ui.save_mark (install)
        self.saver = Autosaver(win.controller, folder, self.stats, self)
        self.history_window: HistoryWindow | None = None
        self.stats_window: StatsWindow | None = None
        self.viewers: list = []
        self.viewers_opened = 0
        self.resume_box: QMessageBox | None = None
        self.reading: list = []           # record files being read (File > Open, drops)
        self.last_opened = None           # the viewer of the last record file read

    # ------------------------------------------------------------------ start
    def start(self, ask=None) -> str:
        """Resume or begin.  ``ask(loaded) -> bool`` decides on resuming (default: the
        resume question).  Returns "resumed", "new" or "bad save"."""
        self.folder.clean_stale_temps()      # left by writes that a kill cut short
        res = read_save(self.folder.autosave)
        if self.stats_problem:
            self.tell(self.stats_problem)
        if res.problem is not None:
            self.win.new_match()
            self.tell(bad_save_text(res))
            return "bad save"
        loaded = res.loaded
        if loaded is not None and loaded.match.over:     # ended just as it was saved
            self.saver.adopt(loaded)
            self.saver._on_match_over()
            loaded = None
        if loaded is not None and not Autosaver.has_play_of(loaded.match):
            loaded = None                       # dealt but not played: nothing to resume
        if loaded is not None and (ask or self.ask_resume)(loaded):
            self.resume(loaded)
            return "resumed"
        if loaded is not None:
            self.saver.adopt(loaded)
            self.saver.abandon()
        self.win.new_match()
        return "new"

    def resume_box_for(self, loaded: LoadedMatch) -> QMessageBox:
        box = QMessageBox(self.win)
        box.setWindowTitle(tr("Twenty-Nine"))
        box.setIcon(QMessageBox.Icon.Question)
        box.setText(resume_text(loaded))
        box.setInformativeText(tr("Your last match was not finished. Go on from where you left "
                                  "it, or start a new match (the unfinished one is kept in the "
                                  "history as abandoned)."))
        box.addButton(tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("New match"), QMessageBox.ButtonRole.RejectRole)
        return box

    def ask_resume(self, loaded: LoadedMatch) -> bool:
        box = self.resume_box_for(loaded)
        self.resume_box = box
        box.exec()
        self.resume_box = None
        return box.buttonRole(box.clickedButton()) == QMessageBox.ButtonRole.AcceptRole

    def resume(self, loaded: LoadedMatch) -> None:
        win = self.win
        cfg = config_for(loaded, win.config)
        win.config = cfg
        win._close_summary()
        win._apply_config_to_scene()
        win.scene.clear_table()
        win.panel.clear(tr("Resuming\u2026"))
        self.saver.adopt(loaded)
        win.controller.resume_match(cfg, loaded.match)
        win.rules_button.set_rules(cfg.rules)
        win.statusBar().showMessage(resume_text(loaded), 6000)

    def tell(self, text: str) -> None:
        """One sentence to the player, once the window is up (tests read last_told)."""
        self.last_told = text
        log.warning("%s", text)
        QTimer.singleShot(0, lambda: QMessageBox.information(self.win, tr("Twenty-Nine"), text))

    # ------------------------------------------------------------------ deal by number
    def play_deal_by_number(self, number: int | str | None = None) -> bool:
        """Deal ``number`` again: a whole number, or the number with its dealer's letter
        as History shows it (``87696215-N``: the same cards in the same seats).  None:
        the person types it."""
        dealer: int | None = None
        if number is None:
            text, ok = QInputDialog.getText(self.win, tr("Play a deal by number"), tr(
                "Deal number, as History shows it (such as 87696215-N: the number and who "
                "dealt). The same number always deals the same cards to the same seats:"))
            if not ok:
                return False
            number = text
        if isinstance(number, str):
            parsed = parse_deal_code(number)
            if parsed is None:
                QMessageBox.information(self.win, tr("Play a deal by number"), tr(
                    "A deal number is a whole number, with the dealer's letter after it, "
                    "such as 1234567-N."))
                return False
            number, dealer = parsed
        shown = str(number) if dealer is None else deal_code(number, dealer)
        if self.win.match_in_progress():
            answer = QMessageBox.question(
                self.win, tr("Play a deal by number"),
                tr("Start a new match with deal {n}? The match in progress is kept in the history "
                   "as abandoned.").format(n=shown),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.win.new_match(deal_number=number, dealer=dealer)
        self.win.statusBar().showMessage(tr("Deal {n}").format(n=shown), 6000)
        return True

    # ------------------------------------------------------------------ screens
    def open_history(self):
        from .history import HistoryWindow
        if self.history_window is None:
            self.history_window = HistoryWindow(self, self.win)
        self.history_window.refresh()
        self.history_window.show()
        self.history_window.raise_()
        return self.history_window

    def open_stats(self):
        from .stats_window import StatsWindow
        if self.stats_window is None:
            self.stats_window = StatsWindow(self, self.win)
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()
        return self.stats_window

    def open_viewer(self, record, title: str = "", deal_number: int | None = None, hands=None):
        from .replay_viewer import ReplayViewer
        v = ReplayViewer(record, self.win, title=title, deal_number=deal_number,
                         back=self.win.config.card_back, hands=hands)
        self.viewers = [w for w in self.viewers if w.isVisible()] + [v]
        self.viewers_opened += 1
        v.show()
        return v

    def open_record_file(self, path: str | None = None):
        """File > Open a hand record (or a dropped .json): a hand record, or a match
        record (every finished hand, chosen above the table).  The file is read and
        checked on a thread of its own, so the window goes on answering; the viewer (or
        the sentence saying why not) comes when it is done.  Returns the reading job
        (``last_opened`` then holds the viewer, or None)."""
        from ..controller.background import BackgroundJob
        from .replay_viewer import read_hands_file
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self.win, tr("Open a hand record"), "",
                                                  tr("Hand records (*.json);;All files (*)"))
            if not path:
                return None
        chosen = Path(path)
        self.win.statusBar().showMessage(tr("Opening {name}\u2026").format(name=chosen.name))
        job = BackgroundJob(lambda _progress, _cancelled: read_hands_file(chosen),
                            lambda result, error: self._record_read(chosen, result, error),
                            parent=self, name="open-record")
        self.reading.append(job)
        return job.start()

    def _record_read(self, path: Path, result, error: str | None) -> None:
        """On the GUI thread: the record file has been read (or failed)."""
        self.reading = [j for j in self.reading if j.running]
        self.win.statusBar().clearMessage()
        self.last_opened = None
        if error is not None:      # a fault of the program: logged, told in one sentence
            log.error("reading %s failed:\n%s", path, error)
            problem = tr("{name} could not be read.").format(name=path.name)
        else:
            hands, problem = result
        if problem is not None:
            self.last_told = problem
            QMessageBox.warning(self.win, tr("Open a hand record"), problem)
            return
        self.last_opened = self.open_viewer(hands[0][1], title=path.name, hands=hands)

    def export_match(self, path: str | None = None) -> str | None:
        m, info = self.saver.match, self.saver.info
        if m is None or info is None or not m.hands_played:
            self.win.statusBar().showMessage(tr("No finished hand in this match to export yet."), 6000)
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self.win, tr("Export this match"), "match.json",
                                                  tr("Match records (*.json)"))
            if not path:
                return None
        from ..storage.matchsave import atomic_write, dumps, export_obj
        try:   # without the hand in progress (it would show the hidden cards)
            atomic_write(Path(path), dumps(export_obj(m, info)))
        except OSError as exc:
            self.win.statusBar().showMessage(tr("Could not write {p}: {e}").format(
                p=path, e=exc.strerror or exc), 8000)
            return None
        self.win.statusBar().showMessage(tr("Match record written to {p}").format(p=path), 5000)
        return path

    # ------------------------------------------------------------------ drops
    def eventFilter(self, obj, event) -> bool:
        t = event.type()
        if t in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if _json_urls(event.mimeData()):
                event.acceptProposedAction()
                return True
        elif t == QEvent.Type.Drop:
            paths = _json_urls(event.mimeData())
            if paths:
                event.acceptProposedAction()
                for p in paths[:4]:
                    self.open_record_file(p)
                return True
        return False


def _json_urls(mime) -> list[str]:
    if mime is None or not mime.hasUrls():
        return []
    return [u.toLocalFile() for u in mime.urls() if u.isLocalFile() and u.toLocalFile().lower().endswith(".json")]


def _menu_of(win, action):
    for a in win.menuBar().actions():
        m = a.menu()
        if m is not None and action in m.actions():
            return m
    return None


def add_menus(win, keeper: Keeper) -> None:
    """The keeper's entries in the window's menus (found by the window's own actions,
    not by their titles), in the chosen language, and the File menu before Game."""
    keeper.act_deal.setText(tr("Play a &deal by number\u2026"))
    keeper.act_history.setText(tr("&History\u2026"))
    keeper.act_stats.setText(tr("S&tatistics\u2026"))
    keeper.act_open.setText(tr("&Open a hand record\u2026"))
    keeper.act_export_match.setText(tr("Export this &match\u2026"))
    game = _menu_of(win, win.act_new)
    if game is not None:
        game.insertAction(win.act_export, keeper.act_deal)
        game.insertSeparator(win.act_settings)
        game.insertAction(win.act_settings, keeper.act_history)
        game.insertAction(win.act_settings, keeper.act_stats)
        game.insertSeparator(win.act_settings)
    filem = win.menuBar().addMenu(tr("&File"))
    if game is not None:
        win.menuBar().insertMenu(game.menuAction(), filem)
    keeper.file_menu = filem
    filem.addAction(keeper.act_open)
    filem.addAction(win.act_export)
    filem.addAction(keeper.act_export_match)


def install(win, folder: Folder | None = None) -> Keeper:
    """Add autosave, history, statistics, deals by number and records to ``win``."""
    keeper = Keeper(win, folder or Folder(default_folder()))
    win.keeper = keeper
    from . import save_mark
    save_mark.install(win, keeper)   # "Not saved" stays on the table; asked again at quit
    from . import rating_window
    rating_window.install(keeper)    # "How well did I play?" on the match-over summary
    # the match is kept: quitting no longer loses it, so there is nothing to confirm
    win.confirm_quit = False
    keeper.act_deal = QAction(win, shortcut=QKeySequence("Ctrl+D"))
    keeper.act_deal.triggered.connect(lambda: keeper.play_deal_by_number())
    keeper.act_history = QAction(win, shortcut=QKeySequence("Ctrl+H"))
    keeper.act_history.triggered.connect(lambda: keeper.open_history())
    keeper.act_stats = QAction(win, shortcut=QKeySequence("Ctrl+T"))
    keeper.act_stats.triggered.connect(lambda: keeper.open_stats())
    keeper.act_open = QAction(win, shortcut=QKeySequence(QKeySequence.StandardKey.Open))
    keeper.act_open.triggered.connect(lambda: keeper.open_record_file())
    keeper.act_export_match = QAction(win)
    keeper.act_export_match.triggered.connect(lambda: keeper.export_match())
    add_menus(win, keeper)
    # the window rebuilds its menus in a newly chosen language: the entries go back in
    hooks = getattr(win, "language_hooks", None)
    if hooks is not None:
        hooks.append(lambda: add_menus(win, keeper))
    win.setAcceptDrops(True)
    win.view.setAcceptDrops(True)
    win.view.viewport().setAcceptDrops(True)
    keeper.watched = [win, win.view.viewport()]
    for w in keeper.watched:
        w.installEventFilter(keeper)
    return keeper
