"""The notice over the person's hand: why a card or a call was refused (in red), or
who deals first (news, in blue).  It is shown for a few seconds, then fades by itself;
anything that happens at the table hides it at once.  The scene owns one ``NoticeBoard``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPropertyAnimation, QTimer
from PySide6.QtWidgets import QGraphicsScene

from .items import Notice

NOTICE_MS = 4000                  # how long a notice stays before it fades
NOTICE_FADE_MS = 700


class NoticeBoard(QObject):
    """The notice item on ``scene`` with its timer and its fade.  ``ms``: how long a
    notice stays before it begins to fade (a test shortens it)."""

    def __init__(self, scene: QGraphicsScene):
        super().__init__(scene)
        self.item = Notice(24)
        self.item.setZValue(950)
        self.item.setVisible(False)
        scene.addItem(self.item)
        self.ms = NOTICE_MS
        self.words: Callable[[], str] | None = None   # the notice's words in the chosen language
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade)
        self._fade_anim = QPropertyAnimation(self.item, b"opacity", self)
        self._fade_anim.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade_anim.finished.connect(self._faded)

    def show(self, text: str, kind: str = "refusal", words: Callable[[], str] | None = None) -> None:
        """Show ``text`` over the person's hand for a few seconds, then fade it.
        ``kind``: "refusal" (red) or "news" (blue: who deals first); ``words``: the same
        text in the language chosen when it is called (after a change of language)."""
        self.words = words
        self._fade_anim.stop()
        self.item.set_text(text, kind)
        self.item.setOpacity(1.0)
        self.item.setVisible(bool(text))
        self._timer.start(max(0, int(self.ms)))

    def retranslate(self) -> None:
        """A notice on show says its words again in the newly chosen language."""
        if self.item.isVisible() and self.words is not None:
            self.item.set_text(self.words(), self.item.kind)

    def hide(self) -> None:
        """Hide the notice at once (something happened: an earlier refusal is past)."""
        self._timer.stop()
        self._fade_anim.stop()
        self.item.setVisible(False)

    def _fade(self) -> None:
        self._fade_anim.setStartValue(1.0)
        self._fade_anim.setEndValue(0.0)
        self._fade_anim.setDuration(NOTICE_FADE_MS)
        self._fade_anim.start()

    def _faded(self) -> None:
        if self.item.opacity() <= 0.01:
            self.item.setVisible(False)
