"""The rules in force, in brief: the preset's name and what differs from the standard table.

``rules_caption(rules)`` is a short line for the table ("Rules: Pagat",
"Rules: custom, 3 changes"); ``RulesSummaryDialog`` lists the differences, one line
each, for the table's one-click summary, and says in a sentence whether the computer
players declare the pair and double (``computer_calls``).  Show the rules of the match being played,
which may differ from the saved settings (those apply from the next match).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from twentynine_desktop.engine.rules import PRESET_NAMES, RULE_SPECS, SPECS, Rules, matching_preset

from .computer_calls import KEYS as COMPUTER_KEYS
from .computer_calls import computer_calls_text
from .i18n import tr

__all__ = ["differences", "rules_caption", "summary_text", "RulesSummary", "RulesSummaryDialog",
           "show_rules_summary", "RulesButton"]


def differences(rules: Rules) -> list[tuple[str, str, str]]:
    """(key, label, value shown) for every rule that differs from the standard table,
    in the order of ``RULE_SPECS``."""
    changed = rules.changed()
    return [(s.key, tr(s.label), tr(s.option_label(changed[s.key]))) for s in RULE_SPECS if s.key in changed]


def preset_title(rules: Rules) -> str:
    name = matching_preset(rules)
    return tr("Preset: {name}").format(name=tr(PRESET_NAMES[name])) if name else tr("Custom rules")


def rules_caption(rules: Rules) -> str:
    """One short line for the table: the preset's name, or how many rules of play differ."""
    name = matching_preset(rules)
    if name:
        return tr("Rules: {name}").format(name=tr(PRESET_NAMES[name]))
    n = sum(1 for key, _, _ in differences(rules) if not SPECS[key].table_setting)
    return (tr("Rules: custom, {n} changes") if n != 1 else tr("Rules: custom, {n} change")).format(n=n)


def _split(rules: Rules) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """The differences: the rules of play, then the table settings (the doubling timer,
    what the computer players may do).  The caption counts the first only, so the
    summary lists them apart: "custom, 4 changes" over a list of 4, not 5."""
    diffs = differences(rules)
    # (what the computer players may do is said in a sentence of its own, always)
    return ([d for d in diffs if not SPECS[d[0]].table_setting],
            [d for d in diffs if SPECS[d[0]].table_setting and d[0] not in COMPUTER_KEYS])


def summary_text(rules: Rules) -> str:
    """The summary as plain text (also used for the dialog's contents)."""
    lines = [preset_title(rules)]
    play, table = _split(rules)
    if not play:
        lines.append(tr("All the standard rules."))
    else:
        lines.append(tr("Different from the standard table:"))
        lines.extend(f"  {label}: {value}" for _, label, value in play)
    if table:
        lines.append(tr("Table settings:"))
        lines.extend(f"  {label}: {value}" for _, label, value in table)
    lines.append(computer_calls_text(rules))
    return "\n".join(lines)


class RulesSummary(QWidget):
    """A compact list of the rules in force."""

    def __init__(self, rules: Rules | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        self.title.setObjectName("rules_summary_title")
        self.title.setStyleSheet("font-weight: bold; font-size: 12pt;")
        self.body = QLabel(self)
        self.body.setObjectName("rules_summary_body")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addStretch(1)
        self.set_rules(rules or Rules())

    def set_rules(self, rules: Rules) -> None:
        import html

        self.rules = rules
        self.title.setText(preset_title(rules))
        play, table = _split(rules)

        def rows(diffs: list[tuple[str, str, str]]) -> str:
            return "<table>" + "".join(
                f"<tr><td style='padding-right:12px'>{html.escape(label)}</td>"
                f"<td><b>{html.escape(value)}</b></td></tr>" for _, label, value in diffs) + "</table>"

        text = (html.escape(tr("Different from the standard table:")) + rows(play) if play
                else html.escape(tr("All the standard rules.")))
        if table:
            text += html.escape(tr("Table settings:")) + rows(table)
        text += "<p>" + html.escape(computer_calls_text(rules)) + "</p>"
        self.body.setText(text)


class RulesSummaryDialog(QDialog):
    """The rules in force, with a button to the settings (for the next match)."""

    sig_open_settings = Signal()

    def __init__(self, rules: Rules, parent: QWidget | None = None, show_settings_button: bool = True):
        super().__init__(parent)
        self.setWindowTitle(tr("Rules in force"))
        layout = QVBoxLayout(self)
        self.summary = RulesSummary(rules, self)
        layout.addWidget(self.summary)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.settings_button: QPushButton | None = None
        if show_settings_button:
            b = buttons.addButton(tr("Change for the next match..."), QDialogButtonBox.ButtonRole.ActionRole)
            b.clicked.connect(self._open_settings)
            self.settings_button = b
        layout.addWidget(buttons)
        self.resize(420, 300)

    def _open_settings(self) -> None:
        self.accept()
        self.sig_open_settings.emit()


def show_rules_summary(parent: QWidget, rules: Rules,
                       open_settings: Callable[[], object] | None = None) -> RulesSummaryDialog:
    """Open the summary (non-modal, freed on close); its button calls ``open_settings``."""
    dialog = RulesSummaryDialog(rules, parent, show_settings_button=open_settings is not None)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if open_settings is not None:
        dialog.sig_open_settings.connect(open_settings)
    dialog.show()
    dialog.raise_()
    return dialog


class RulesButton(QToolButton):
    """A flat button for the status bar: "Rules: Pagat"; one click opens the summary."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rules_button")
        self.setAutoRaise(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules = Rules()
        self.set_rules(self.rules)

    def set_rules(self, rules: Rules) -> None:
        self.rules = rules
        self.setToolTip(tr("The rules of this match: click to see what differs from the standard table"))
        self.setText(rules_caption(rules))
        self.setAccessibleName(self.text())
