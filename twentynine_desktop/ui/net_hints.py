"""The Hint button (and H) of a seat at another computer's table, when the host's table
offers hints (``RemoteTable.options["hints"]``): the Hard player's choice on this seat's
own view (``net.client_hints.RemoteHints``), said as the solo table says it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QPushButton

from ..engine.actions import ActionKind
from ..net.client_hints import RemoteHints
from .i18n import tr
from .learn_text import action_words, reason_text
from .learn_ui import HINT_STYLE, button_key


class RemoteHintButton(QObject):
    """The hint of window ``win`` (a ``NetTableWindow`` seated at a ``RemoteTable``)."""

    def __init__(self, win: Any, rt: Any):
        super().__init__(win)
        self.win = win
        self.hints = RemoteHints(rt, self)
        self.button = QPushButton()
        self.button.setObjectName("btn_hint")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.ask)
        panel = win.panel
        panel.layout().insertWidget(panel.layout().indexOf(panel.last_button), self.button)
        self.shortcut = QShortcut(QKeySequence(Qt.Key.Key_H), win)
        self.shortcut.activated.connect(self.ask)
        self.hint_text = ""
        self.hints.sig_hint.connect(self._show)
        self.hints.sig_hint_failed.connect(lambda why: win.statusBar().showMessage(
            tr("No hint this time: {why}").format(why=why), 6000))
        for sig in (rt.sig_human_turn, rt.sig_update, rt.sig_connection):
            sig.connect(self.refresh)
        win.language_hooks.append(self.refresh)
        self.refresh()

    def refresh(self, *_: object) -> None:
        """Shown when the table offers hints; pressable on this seat's turn."""
        self.button.setText(tr("Hint"))
        self.button.setToolTip(tr("What the Hard player would do in your place, and why (H)"))
        self.button.setStyleSheet("")
        on = self.hints.allowed()
        self.button.setVisible(on)
        self.shortcut.setEnabled(on)
        self.button.setEnabled(self.hints.can_hint())

    def ask(self) -> None:
        why = self.hints.request_hint()
        if why is not None:
            from .refusal_text import refusal_words
            self.win.statusBar().showMessage(refusal_words(why), 4000)
            return
        self.button.setEnabled(False)
        self.button.setText(tr("Thinking\u2026"))

    def _show(self, hint: Any) -> None:
        w = self.win
        self.refresh()
        why = reason_text(hint.reason, hint.params, w.scene.names, w.controller.human)
        if hint.reason == "generic":
            why = tr("{what}. {why}").format(what=action_words(hint.action), why=why)
        text = tr("Hint: {why}").format(why=why)
        a = hint.action
        if a is not None and a.kind == ActionKind.PLAY:
            if w.scene.item_of(a.arg) is not None:
                w.scene.selected = a.arg
                w.scene.show_selection(True)
        else:
            b = w.panel.buttons.get(button_key(a))
            if b is not None:
                b.setStyleSheet(HINT_STYLE)
        w.scene.show_notice(text, "hint")      # gold, as the solo table's hint
        w.statusBar().showMessage(text, 12000)
        self.hint_text = text
