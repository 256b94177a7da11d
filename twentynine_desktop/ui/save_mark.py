"""The lasting "Not saved" mark: while a match (or its statistics) cannot be written,
a bar above the table says so in plain words, with what to do, a "Try again" button
and a "Save elsewhere..." button.  It stays until a save succeeds (the saver tries
again after every action and on a timer, ``controller.autosave.Autosaver``), so a
warning is never replaced by the next status-bar message before it is read.  Quitting
while something is unsaved asks first: try again, save elsewhere, or quit anyway.

``install(win, keeper)`` adds the bar and the question at quit to a window that has
the keeper of ``ui.play_keeping``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QStandardPaths
from PySide6.QtWidgets import (
    QAbstractButton,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
)

from ..controller.autosave import SaveTrouble, TroubleKind
from .i18n import tr

log = logging.getLogger(__name__)

RETRY, ELSEWHERE, QUIT, CANCEL = "retry", "elsewhere", "quit", "cancel"


def reason_text(trouble: SaveTrouble) -> str:
    """Why it is not saved, in the player's words."""
    if trouble.kind == TroubleKind.FULL:
        return tr("the disk is full")
    if trouble.kind == TroubleKind.READ_ONLY:
        return tr("the folder cannot be written")
    if trouble.kind == TroubleKind.BUSY:
        return tr("the statistics are in use by another program")
    return tr("the file could not be written ({why})").format(why=trouble.detail or "?")


def todo_text(trouble: SaveTrouble, folder: Path) -> str:
    """What the player can do about it."""
    if trouble.kind == TroubleKind.FULL:
        todo = tr("Free some space on the disk.")
    elif trouble.kind == TroubleKind.READ_ONLY:
        todo = tr("Make the folder {folder} writable.").format(folder=folder)
    elif trouble.kind == TroubleKind.BUSY:
        todo = tr("Close the other Twenty-Nine window.")
    else:
        todo = tr("Check the folder {folder}.").format(folder=folder)
    if trouble.match:
        todo += " " + tr("Or choose Save elsewhere\u2026 to keep the match in another folder.")
    return todo + " " + tr("The game tries again after every move.")


def trouble_text(trouble: SaveTrouble, folder: Path) -> str:
    """The whole mark: "Not saved: the disk is full. Free some space..." """
    head = tr("Not saved") if trouble.match else tr("Statistics not saved")
    return tr("{head}: {reason}. {todo}").format(head=head, reason=reason_text(trouble),
                                               todo=todo_text(trouble, folder))


class NotSavedBar(QFrame):
    """The mark above the table (hidden while everything is saved)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("notSavedBar")
        self.setStyleSheet("#notSavedBar { background: #fde7e9; border: 2px solid #b3261e; }"
                           "#notSavedBar QLabel { color: #410e0b; }")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.retry_button = QPushButton()
        self.elsewhere_button = QPushButton()
        lay.addWidget(self.label, 1)
        lay.addWidget(self.retry_button)
        lay.addWidget(self.elsewhere_button)
        self.trouble: SaveTrouble | None = None
        self.folder = Path()
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.retry_button.setText(tr("Try again"))
        self.elsewhere_button.setText(tr("Save elsewhere\u2026"))
        self.setAccessibleName(tr("Not saved"))
        self.show_trouble(self.trouble, self.folder)

    def show_trouble(self, trouble: SaveTrouble | None, folder: Path) -> None:
        self.trouble, self.folder = trouble, folder
        if trouble is None:
            self.label.setText("")
            self.hide()
            return
        self.label.setText(trouble_text(trouble, folder))
        self.elsewhere_button.setVisible(trouble.match)
        self.show()


class SaveMark(QObject):
    """The bar, its buttons and the question at quit, for one window and its keeper."""

    def __init__(self, win, keeper):
        super().__init__(win)
        self.win = win
        self.keeper = keeper
        self.saver = keeper.saver
        self.bar = NotSavedBar(win)
        central = win.centralWidget()
        central.layout().insertWidget(0, self.bar)
        self.bar.retry_button.clicked.connect(lambda: self.saver.retry())
        self.bar.elsewhere_button.clicked.connect(lambda: self.save_elsewhere())
        self.saver.sig_trouble.connect(self._on_trouble)
        # tests answer these instead of a dialog
        self.ask: Callable[[SaveTrouble], str] = self.ask_at_quit
        self.choose_folder: Callable[[], str] = self._choose_folder
        win.installEventFilter(self)
        hooks = getattr(win, "language_hooks", None)
        if hooks is not None:
            hooks.append(self.bar.retranslate)

    def text(self) -> str:
        """What the mark says now ("" while everything is saved)."""
        return self.bar.label.text() if self.bar.trouble is not None else ""

    def _on_trouble(self, trouble: SaveTrouble | None) -> None:
        self.bar.show_trouble(trouble, self.keeper.folder.root)
        if trouble is not None:
            self.win.announce(self.bar.label.text())

    # ------------------------------------------------------------------ save elsewhere
    def _choose_folder(self) -> str:
        start = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return QFileDialog.getExistingDirectory(self.win, tr("Save elsewhere"), start)

    def save_elsewhere(self) -> bool:
        """Write the unsaved matches to a folder the player chooses.  Returns whether
        they were written."""
        folder = self.choose_folder()
        if not folder:
            return False
        try:
            paths = self.saver.save_elsewhere(Path(folder))
        except OSError as exc:
            QMessageBox.warning(self.win, tr("Save elsewhere"),
                                tr("The match could not be saved there either ({why}).").format(
                                    why=exc.strerror or exc))
            return False
        names = ", ".join(str(p) for p in paths) or str(folder)
        QMessageBox.information(
            self.win, tr("Save elsewhere"),
            tr("Saved in {where}. To go on with an unfinished match later, copy its file into "
               "{saves} under the name match-in-progress.json.").format(
                   where=names, saves=self.keeper.folder.root))
        return True

    # ------------------------------------------------------------------ quitting
    def ask_at_quit(self, trouble: SaveTrouble) -> str:
        box = QMessageBox(self.win)
        box.setWindowTitle(tr("Quit Twenty-Nine"))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setText(trouble_text(trouble, self.keeper.folder.root))
        box.setInformativeText(tr("If you quit now, what was not saved is lost."))
        retry = box.addButton(tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
        elsewhere = box.addButton(tr("Save elsewhere\u2026"), QMessageBox.ButtonRole.ActionRole)
        quit_ = box.addButton(tr("Quit anyway"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(retry)
        box.exec()
        clicked = box.clickedButton()
        answers: dict[QAbstractButton, str] = {retry: RETRY, elsewhere: ELSEWHERE, quit_: QUIT}
        return answers.get(clicked, CANCEL)


    def may_quit(self) -> bool:
        """Whether the window may close: everything is saved, or the player chose."""
        if not self.saver.unsaved() or self.saver.retry():
            return True
        while self.saver.unsaved():
            trouble = self.saver.trouble or SaveTrouble(TroubleKind.OTHER, "", True)
            choice = self.ask(trouble)
            if choice == RETRY:
                self.saver.retry()
            elif choice == ELSEWHERE:
                if self.save_elsewhere():
                    return True
            elif choice == QUIT:
                log.warning("quit with an unsaved match (%s)", trouble.kind)
                return True
            else:
                return False
        return True

    def eventFilter(self, obj, event) -> bool:
        # the player closes the window on screen (a hidden window, as in tests, is not asked)
        if (obj is self.win and event.type() == QEvent.Type.Close and self.win.isVisible()
                and not self.win.controller.closed):
            if not self.may_quit():
                event.ignore()
                return True
        return False


def install(win, keeper) -> SaveMark:
    mark = SaveMark(win, keeper)
    keeper.save_mark = mark
    return mark
