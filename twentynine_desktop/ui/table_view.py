"""The view of the table: the scene scaled to the window (``layout.view_scale``), and
the keys of the table (arrows, Enter, the action keys) passed on to the main window."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import QGraphicsView, QWidget

from .layout import view_scale
from .panels import ACTION_KEYS
from .scene import TableScene


class TableView(QGraphicsView):
    sig_key = Signal(int)

    def __init__(self, scene: TableScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_table()

    def fit_table(self) -> None:
        """Size the table to the viewport: the view's scale (``layout.view_scale``:
        the reference table fitted in, never below a legible scale while the layout's
        least room fits), and the scene exactly as large as the viewport at that scale."""
        vp = self.viewport().size()
        if vp.width() <= 0 or vp.height() <= 0:
            return
        s = view_scale(vp.width(), vp.height())
        scene = self.scene()
        if isinstance(scene, TableScene):   # always: the view is made with its table
            scene.set_table_size(vp.width() / s, vp.height() / s)
        self.setTransform(QTransform.fromScale(s, s))
        self.centerOn(self.scene().sceneRect().center())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_L,
                           Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Question, *ACTION_KEYS):
            self.sig_key.emit(event.key())
            event.accept()
            return
        super().keyPressEvent(event)
