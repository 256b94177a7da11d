"""The hand summary (and match result) dialog, and the rules help window."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.match import HandSummary, Match
from ..resources import resource_path
from .deal_code import deal_code
from .events_text import match_result_text, summary_html
from .i18n import current_language, tr


class HandSummaryDialog(QDialog):
    """After each hand: card points, target, made or not, game points, the tricks.
    Accepting it deals the next hand (or, after the last hand, starts a new match)."""

    def __init__(self, summary: HandSummary, match: Match | None, parent: QWidget | None = None,
                 viewer: int | None = 2):
        super().__init__(parent)
        self.summary = summary
        self.match_over = bool(match is not None and match.over)
        self.setWindowTitle(tr("Match over") if self.match_over else tr("Hand {n}").format(n=summary.number))
        self.setModal(False)
        lay = QVBoxLayout(self)
        # after the last hand the result heads the dialog, always in sight
        title = (tr("Match over: {result}").format(result=escape(match_result_text(match, viewer)))
                 if self.match_over else tr("Hand {n}").format(n=summary.number))
        number = getattr(summary, "deal_number", None)
        if not self.match_over and number is not None:  # to replay it, or name it (with its dealer)
            title += " <small>(" + tr("deal {n}").format(n=deal_code(number, summary.dealer)) + ")</small>"
        self.head = QLabel(f"<h2>{title}</h2>")
        self.head.setWordWrap(True)
        lay.addWidget(self.head)
        self.body = QTextBrowser()
        self.body.setHtml(summary_html(summary, match, viewer))
        self.body.setMinimumSize(560, 380)
        lay.addWidget(self.body)
        box = QDialogButtonBox()
        self.next_button = box.addButton(tr("New match") if self.match_over else tr("Next deal"),
                                         QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        self.next_button.setObjectName("next_button")
        box.accepted.connect(self.accept)
        lay.addWidget(box)
        # the buttons the features add later (Review this hand, Check this deal...) take
        # Enter only from the mouse's click or Space: Enter is always the next deal, also
        # after one of them was used and kept the focus
        self.button_box = box
        box.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (obj is self.button_box and isinstance(event, QChildEvent)
                and event.type() in (QEvent.Type.ChildAdded, QEvent.Type.ChildPolished)):
            child = event.child()
            if isinstance(child, QPushButton) and child is not self.next_button:
                child.setAutoDefault(False)
                child.setDefault(False)
        return super().eventFilter(obj, event)


def rules_help_path(lang: str) -> Path | None:
    """The rules help in ``lang`` (``resources/help/rules.<lang>.md``), else the English
    one; None when neither is installed."""
    names = ([f"rules.{lang}.md"] if lang != "en" else []) + ["rules.md"]
    for name in names:
        try:
            path = resource_path("help", name)
        except FileNotFoundError:
            return None
        if path.exists():
            return path
    return None


def shown_help(markdown: str) -> str:
    """The help as players read it: a house rule's internal key written after its name
    (``### Lowest bid (`min_bid`)``, as the settings' tooltips can still find it) is
    left out, so that no ``min_bid`` or ``last_trick_point`` reaches the screen."""
    import re

    from ..engine.rules import RULE_SPECS
    keys = "|".join(re.escape(spec.key) for spec in RULE_SPECS)
    return re.sub(rf"[ \t]*\(`(?:{keys})`\)", "", markdown)


class RulesHelpDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Rules of Twenty-Nine"))
        self.resize(720, 640)
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        path = rules_help_path(current_language())
        if path is not None:
            self.browser.setMarkdown(shown_help(path.read_text(encoding="utf-8")))
        else:
            self.browser.setMarkdown(tr("# Rules\n\nThe rules help file (resources/help/rules.md) is not installed."))
        lay.addWidget(self.browser)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)


class NewMatchDialog(QDialog):
    """Before a new match: the rules it will be played under, with a way to the settings.

    ``rules_for()`` is called again after the settings are changed, so the summary
    always shows what the next match will really use."""

    def __init__(self, rules_for, open_settings, parent=None):
        from .rules_summary import RulesSummary

        super().__init__(parent)
        self.setWindowTitle(tr("New match"))
        self.setMinimumWidth(440)
        self._rules_for = rules_for
        self._open_settings = open_settings
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(tr("<h3>Start a new match?</h3>The match in progress, if any, ends.")))
        self.summary = RulesSummary(rules_for(), self)
        lay.addWidget(self.summary)
        from .computer_calls import ComputersBox  # the computers' pair and double, chosen here
        self.computers_box = ComputersBox(rules_for(), self)
        self.computers_box.stateChanged.connect(lambda _s: self._show_rules())
        lay.addWidget(self.computers_box)
        from .learn_ui import practice_box  # a practice match: undo allowed (Ctrl+Z)
        self.practice_box = practice_box(self)
        lay.addWidget(self.practice_box)
        box = QDialogButtonBox()
        self.start_button = box.addButton(tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.settings_button = box.addButton(tr("Settings\u2026"), QDialogButtonBox.ButtonRole.ActionRole)
        box.addButton(QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.settings_button.clicked.connect(self._settings)
        lay.addWidget(box)
        # the check boxes' words whole (the wrapped summary would make the dialog narrower)
        margins = lay.contentsMargins()
        self.setMinimumWidth(max(440, margins.left() + margins.right() + max(
            b.sizeHint().width() for b in (self.computers_box, self.practice_box))))

    def _settings(self) -> None:
        self._open_settings()
        from .computer_calls import ComputersBox
        # the box starts again from the settings just saved
        old = self.computers_box
        self.computers_box = ComputersBox(self._rules_for(), self)
        self.computers_box.stateChanged.connect(lambda _s: self._show_rules())
        lay = self.layout()
        assert lay is not None, "the dialog is made with its layout"
        lay.replaceWidget(old, self.computers_box)
        old.deleteLater()
        self._show_rules()

    def _show_rules(self) -> None:
        """The summary of the rules the match will use, with the box's choice."""
        self.summary.set_rules(self.computers_box.apply(self._rules_for()))
