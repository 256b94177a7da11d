"""Game > Export this hand: the record of the hand just finished, written to a file the
person chooses (HAND_RECORD.md).  The action is open only while a finished hand is on
the table: the record of a hand holds every seat's cards and the hidden trump.

*Save this hand for a report* (the hand summary and History): the record of a finished
hand with the program's version, the rules and the deal's secret, cut and number, in
one file (``storage.hand_report``) in the reports folder, whose folder is then opened,
so that a question about a computer's play comes with the evidence."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog

from .. import __version__
from ..controller import TableState
from ..engine.match import HandSummary
from ..engine.record import record_of
from ..storage.hand_report import report_obj, write_report
from .i18n import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from .main_window import MainWindow

REPORTS_FOLDER = "Twenty-Nine reports"


def open_folder(folder: Path) -> None:
    """Show ``folder`` in the system's file manager."""
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

# The record of a hand holds every seat's cards and the hidden trump, so it may be
# written only once the hand is over.
EXPORT_WAIT_TIP = QT_TR_NOOP("You can export a hand once it is over: until then the record would show the other players' cards.")
EXPORT_READY_TIP = QT_TR_NOOP("Save the record of the hand just played")


class HandExport:
    """The window's export of a finished hand (its action is the window's ``act_export``)."""

    def __init__(self, win: MainWindow):
        self.win = win
        self.export_dir: str | None = None    # the folder of the last export
        self.report_dir: Path | None = None   # where reports go (None: documents/REPORTS_FOLDER)
        self.open_folder: Callable[[Path], None] = open_folder   # tests open nothing

    def reports_folder(self) -> Path:
        """Where *Save this hand for a report* writes: ``report_dir``, else the folder
        "Twenty-Nine reports" in the documents folder (else the home folder)."""
        if self.report_dir is not None:
            return self.report_dir
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        base = Path(docs) if docs and Path(docs).is_dir() else Path.home()
        return base / REPORTS_FOLDER

    def save_report(self, h: HandSummary, match_id: str = "",
                    note: Callable[[str], None] | None = None) -> Path | None:
        """Write the report of the finished hand ``h`` and open its folder.  ``note``:
        where to say what happened (the status bar by default)."""
        say = note or (lambda text: self.win.statusBar().showMessage(text, 8000))
        obj = report_obj(h.record, h.record.rules, h.number, h.deal_number, h.dealer, h.secret, h.cut,
                         h.shown, __version__, match_id)
        folder = self.reports_folder()
        try:
            path = write_report(folder, obj)
        except OSError as exc:
            say(tr("Could not write {path}: {error}").format(path=folder, error=exc.strerror or exc))
            return None
        say(tr("Report of hand {n} written to {path}").format(n=h.number, path=path))
        self.open_folder(folder)
        return path

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
