"""Whether the computer players declare the pair and double, said in plain words where a
match begins.

Both are table settings (``computer_pair``, ``computer_doubles``), off by default as
the seed's tables have them; a player who never opens the settings meets that as "the
computers never do it".  So the rules summary always says it in one sentence
(``computer_calls_text``), and the new-match dialog and the first-start welcome offer
one check box for both (``ComputersBox``); what is chosen there is saved with the
settings (``keep_choice``) and the match begins under it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QWidget

from ..engine.rules import Rules
from .i18n import tr

KEYS = ("computer_pair", "computer_doubles")


def computer_calls_text(rules: Rules) -> str:
    """One plain sentence: what the computer players may do under ``rules``."""
    pair, double = rules.computer_pair, rules.computer_doubles
    if pair and double:
        return tr("Computer players may declare the pair (King and Queen of trumps) and double.")
    if pair:
        return tr("Computer players may declare the pair (King and Queen of trumps), but do not double.")
    if double:
        return tr("Computer players may double, but do not declare the pair (King and Queen of trumps).")
    return tr("Computer players do not declare the pair (King and Queen of trumps) or double.")


class ComputersBox(QCheckBox):
    """One check box for both settings.  Half-checked when only one of them is on; the
    choice changes the rules only when the person changes the box."""

    def __init__(self, rules: Rules, parent: QWidget | None = None):
        super().__init__(parent)
        self.retranslate()
        self.setObjectName("computers_box")
        pair, double = rules.computer_pair, rules.computer_doubles
        if pair != double:
            self.setTristate(True)
            self.setCheckState(Qt.CheckState.PartiallyChecked)
        else:
            self.setChecked(pair)
        self._first = self.checkState()
        self.stateChanged.connect(lambda _s: self.setTristate(False)
                                  if self.checkState() != Qt.CheckState.PartiallyChecked else None)

    def retranslate(self) -> None:
        """The box's words in the language in use."""
        self.setText(tr("Computer players may declare the pair (King and Queen of trumps) and double"))

    def changed(self) -> bool:
        return self.checkState() != self._first

    def apply(self, rules: Rules) -> Rules:
        """``rules`` with the box's choice (unchanged when the box was not changed)."""
        if not self.changed() or self.checkState() == Qt.CheckState.PartiallyChecked:
            return rules
        on = self.isChecked()
        return rules.replace(computer_pair=on, computer_doubles=on)


def next_rules(window: Any) -> Rules:
    """The rules ``window``'s next match will use: the player's settings, else its config."""
    store = getattr(window, "settings_store", None)
    if store is not None:
        rules: Rules = store.settings.rules
        return rules
    config = getattr(window, "config", None)
    return config.rules if config is not None else Rules()


def keep_choice(window: Any, box: ComputersBox) -> None:
    """The box's choice for ``window``'s next matches: saved with the player's settings
    (when the window has them; else in its own config)."""
    if not box.changed():
        return
    store = getattr(window, "settings_store", None)
    if store is None:
        window.config.rules = box.apply(window.config.rules)
        return
    settings = store.settings
    new = settings.replace(rules=box.apply(settings.rules))
    try:
        store.save(new)
    except OSError as exc:         # not saved: this match still follows the choice
        store.use(new)
        window.statusBar().showMessage(tr("Your settings could not be saved ({error}). They apply until "
                                          "you close Twenty-Nine.").format(error=exc.strerror or exc), 8000)
