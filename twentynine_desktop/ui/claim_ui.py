"""Two conveniences of the person's turn, on the screen: Game > Claim the rest of the
tricks (C), which the controller and the engine check (``TableController.human_claim``:
a claim that is not certain comes back as a refusal, said over the hand like any other),
and the words said when the only legal card is played by itself (the auto_play setting,
``TableController.sig_auto_play``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from .card_words import card_name
from .i18n import tr

if TYPE_CHECKING:
    from .main_window import MainWindow


class ClaimAndAutoPlay:
    def __init__(self, window: MainWindow):
        self.window = window
        c = window.controller
        self.act_claim = QAction(window, shortcut=QKeySequence("C"))
        self.act_claim.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_claim.triggered.connect(lambda: self.claim())
        c.sig_auto_play.connect(self._auto_play)
        window.language_hooks.append(self.language_changed)
        self.retranslate()
        self.add_to_menu()

    def add_to_menu(self) -> None:
        """Game > Claim the rest of the tricks, after Export (found by the window's action)."""
        w = self.window
        for a in w.menuBar().actions():
            m = a.menu()
            if isinstance(m, QMenu) and getattr(w, "act_export", None) in m.actions():
                acts = m.actions()
                after = acts.index(w.act_export) + 1
                if after < len(acts):
                    m.insertAction(acts[after], self.act_claim)
                else:
                    m.addAction(self.act_claim)

    def retranslate(self) -> None:
        self.act_claim.setText(tr("&Claim the rest of the tricks"))
        self.act_claim.setToolTip(tr("When every remaining trick is surely yours, whatever the "
                                     "others hold (C)"))

    def language_changed(self) -> None:
        self.add_to_menu()
        self.retranslate()

    def claim(self) -> bool:
        """The person claims: True when the claim was accepted (the tricks are played
        out); a refusal is said by the window, as for any action not taken."""
        if self.window.controller.human_claim() is not None:
            return False
        words = tr("Claim accepted: the rest of the tricks are yours.")
        self.window.statusBar().showMessage(words, 6000)
        self.window.announce(words)
        return True

    def _auto_play(self, card: int) -> None:
        words = tr("Your only legal card, the {card}, is played for you.").format(card=card_name(card))
        self.window.statusBar().showMessage(words, 4000)
        self.window.announce(words)


def install_claim(window: MainWindow) -> ClaimAndAutoPlay:
    return ClaimAndAutoPlay(window)


__all__ = ["ClaimAndAutoPlay", "install_claim"]
