"""Card images: every SVG is rendered once per pixel size into a pixmap cache
(KPat's idea).  A Python reference to every QSvgRenderer is kept in ``_renderers``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import RANKS, SUITS
from ..resources import card_back_path, card_svg_path

CARD_W, CARD_H = 110.0, 154.0   # scene units (the SVGs are 240 x 336)
SUIT_SYMBOLS = "\u2660\u2665\u2666\u2663"
RED = QColor(200, 20, 30)
BLACK = QColor(20, 20, 20)


def code_of(card: int) -> str:
    return RANKS[card & 7] + SUITS[card >> 3]


def suit_colour(suit: int) -> QColor:
    return RED if suit in (1, 2) else BLACK


class CardArt:
    """Renderers and the pixmap cache.  Keys: a card code ("JS"), "back", or "suit:H"."""

    QUANTUM = 4  # pixel widths are rounded to this, so resizing does not flood the cache

    def __init__(self, back: str = "blue"):
        self.back = back
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: dict[tuple[str, int], QPixmap] = {}
        self.renders = 0

    def set_back(self, back: str) -> None:
        if back != self.back:
            self.back = back
            self._renderers.pop("back", None)
            self._cache = {k: v for k, v in self._cache.items() if k[0] != "back"}

    def renderer(self, key: str) -> QSvgRenderer:
        r = self._renderers.get(key)
        if r is None:
            path = card_back_path(self.back) if key == "back" else card_svg_path(key)
            r = QSvgRenderer(str(path))
            if not r.isValid():
                raise RuntimeError(f"cannot read card image {path}")
            self._renderers[key] = r
        return r

    def pixmap(self, key: str, width_px: float) -> QPixmap:
        w = max(self.QUANTUM, int(round(width_px / self.QUANTUM)) * self.QUANTUM)
        pm = self._cache.get((key, w))
        if pm is None:
            h = int(round(w * CARD_H / CARD_W))
            img = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
            img.fill(Qt.transparent)
            p = QPainter(img)
            p.setRenderHint(QPainter.Antialiasing)
            p.setRenderHint(QPainter.SmoothPixmapTransform)
            if key.startswith("suit:"):
                _paint_suit_card(p, w, h, SUITS.index(key[5]))
            else:
                self.renderer(key).render(p, QRectF(0, 0, w, h))
            p.end()
            pm = QPixmap.fromImage(img)
            self._cache[(key, w)] = pm
            self.renders += 1
        return pm

    def cache_size(self) -> int:
        return len(self._cache)


def _paint_suit_card(p: QPainter, w: int, h: int, suit: int) -> None:
    """The turned-up trump indicator: a white card with one big suit sign."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)
    p.fillPath(path, QColor(252, 250, 240))
    p.setPen(QPen(QColor(60, 60, 60), max(1.0, w / 100)))
    p.drawPath(path)
    f = QFont("Noto Sans Symbols2")
    f.setPixelSize(int(h * 0.55))
    p.setFont(f)
    p.setPen(suit_colour(suit))
    p.drawText(QRectF(0, 0, w, h), Qt.AlignCenter, SUIT_SYMBOLS[suit])
