"""Game > Export this hand: the record of the hand just finished, written to a file the
person chooses (HAND_RECORD.md).  The action is open only while a finished hand is on
the table: the record of a hand holds every seat's cards and the hidden trump."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from ..controller import TableState
from ..engine.record import record_of
from .i18n import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from .main_window import MainWindow

# The record of a hand holds every seat's cards and the hidden trump, so it may be
# written only once the hand is over.
EXPORT_WAIT_TIP = QT_TR_NOOP("You can export a hand once it is over: until then the record would show the other players' cards.")
EXPORT_READY_TIP = QT_TR_NOOP("Save the record of the hand just played")


class HandExport:
    """The window's export of a finished hand (its action is the window's ``act_export``)."""

    def __init__(self, win: MainWindow):
        self.win = win
        self.export_dir: str | None = None    # the folder of the last export

    def hand_over(self) -> bool:
        c = self.win.controller
        return (c.state in (TableState.HAND_OVER, TableState.MATCH_OVER)
                and c.hand is not None and c.hand.over)

    def update_action(self, _state: object = None) -> None:
        """Game > Export this hand is open only while a finished hand is on the table."""
        ready = self.hand_over()
        tip = tr(EXPORT_READY_TIP if ready else EXPORT_WAIT_TIP)
        act = self.win.act_export
        act.setEnabled(ready)
        act.setToolTip(tip)
        act.setStatusTip(tip)

    def export_hand(self, path: str | None = None) -> str | None:
        """Write the record of the hand just finished.  During a hand nothing is written:
        the record would give away the other hands and the hidden trump."""
        w = self.win
        st = w.controller.hand
        if st is None:
            w.statusBar().showMessage(tr("No hand to export yet"), 4000)
            return None
        if not self.hand_over():
            w.statusBar().showMessage(tr(EXPORT_WAIT_TIP), 6000)
            return None
        if path is None:
            start = str(Path(self.export_folder()) / "hand.json")
            path, _ = QFileDialog.getSaveFileName(w, tr("Export this hand"), start,
                                                  tr("Hand records (*.json)"))
            if not path:
                return None
        try:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(record_of(st).dumps())
        except OSError as exc:
            w.statusBar().showMessage(tr("Could not write {path}: {error}").format(
                path=path, error=exc.strerror or exc), 8000)
            return None
        w.statusBar().showMessage(tr("Hand record written to {path}").format(path=path), 5000)
        self.export_dir = str(Path(path).resolve().parent)   # the next export starts there
        return path

    def export_folder(self) -> str:
        """Where the export dialog opens: the folder of the last export, else the
        user's documents folder, else the home folder (never the folder the program
        happened to be started from)."""
        for folder in (self.export_dir,
                       QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation),
                       str(Path.home())):
            if folder and Path(folder).is_dir():
                return folder
        return str(Path.home())
