"""The hand summary (and match result) dialog, and the rules help window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from ..resources import resource_path
from .events_text import summary_html


class HandSummaryDialog(QDialog):
    """After each hand: card points, target, made or not, game points, the tricks.
    Accepting it deals the next hand (or, after the last hand, starts a new match)."""

    def __init__(self, summary, match, parent=None):
        super().__init__(parent)
        self.summary = summary
        self.match_over = bool(match is not None and match.over)
        self.setWindowTitle("Match over" if self.match_over else f"Hand {summary.number}")
        self.setModal(False)
        lay = QVBoxLayout(self)
        head = QLabel("<h2>Match over</h2>" if self.match_over else f"<h2>Hand {summary.number}</h2>")
        lay.addWidget(head)
        self.body = QTextBrowser()
        self.body.setHtml(summary_html(summary, match))
        self.body.setMinimumSize(560, 380)
        lay.addWidget(self.body)
        box = QDialogButtonBox()
        self.next_button = box.addButton("New match" if self.match_over else "Next deal",
                                         QDialogButtonBox.AcceptRole)
        self.next_button.setDefault(True)
        self.next_button.setObjectName("next_button")
        box.accepted.connect(self.accept)
        lay.addWidget(box)


class RulesHelpDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Rules of Twenty-Nine")
        self.resize(720, 640)
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        path = None
        try:
            path = resource_path("help", "rules.md")
        except FileNotFoundError:
            pass
        if path is not None and path.exists():
            self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        else:
            self.browser.setMarkdown("# Rules\n\nThe rules help file (resources/help/rules.md) is not installed.")
        lay.addWidget(self.browser)
        box = QDialogButtonBox(QDialogButtonBox.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.setAttribute(Qt.WA_DeleteOnClose, False)
