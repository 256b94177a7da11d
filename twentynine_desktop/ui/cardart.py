"""Card images: every SVG is rendered once per pixel size into a pixmap cache
(KPat's idea).  A Python reference to every QSvgRenderer is kept in ``_renderers``.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import RANKS, SUITS
from ..resources import card_back_path, card_svg_path

CARD_W, CARD_H = 110.0, 154.0   # scene units (the SVGs are 240 x 336)
SUIT_SYMBOLS = "\u2660\u2665\u2666\u2663"
RED = QColor(200, 20, 30)
BLACK = QColor(20, 20, 20)
BLUE = QColor(20, 70, 200)
GREEN = QColor(10, 125, 45)

# The four-colour deck: diamonds blue and clubs green (spades stay black, hearts red).
# The card SVGs paint their suit in pure red or black: pips are fills, the corner ranks
# unfilled strokes.  Diamonds: every pure red goes blue.  Clubs: black fills and the
# strokes of unfilled shapes go green; the card's edge (a white fill) stays black.
BLUE_SVG = "rgb(7.8%,27.5%,78.4%)"
GREEN_SVG = "rgb(3.9%,49%,17.6%)"


def four_colour_svg(suit: str, svg: str) -> str:
    if suit == "D":
        return svg.replace("rgb(100%,0%,0%)", BLUE_SVG)
    if suit == "C":
        svg = svg.replace("fill:rgb(0%,0%,0%)", "fill:" + GREEN_SVG)
        return re.sub(r'style="([^"]*fill:none[^"]*)"',
                      lambda m: 'style="' + m[1].replace("stroke:rgb(0%,0%,0%)", "stroke:" + GREEN_SVG) + '"', svg)
    return svg


def code_of(card: int) -> str:
    return RANKS[card & 7] + SUITS[card >> 3]


def suit_colour(suit: int, four_colour: bool = False) -> QColor:
    if four_colour:
        return (BLACK, RED, BLUE, GREEN)[suit]
    return RED if suit in (1, 2) else BLACK


class CardArt:
    """Renderers and the pixmap cache.  Keys: a card code ("JS"), "back", or "suit:H"."""

    QUANTUM = 4  # pixel widths are rounded to this, so resizing does not flood the cache

    def __init__(self, back: str = "blue", four_colour: bool = False):
        self.back = back
        self.four_colour = four_colour
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: dict[tuple[str, int], QPixmap] = {}
        self.renders = 0

    def set_back(self, back: str) -> None:
        if back != self.back:
            self.back = back
            self._renderers.pop("back", None)
            self._cache = {k: v for k, v in self._cache.items() if k[0] != "back"}

    def set_four_colour(self, on: bool) -> None:
        """Four colours (spades black, hearts red, diamonds blue, clubs green) or two."""
        if bool(on) != self.four_colour:
            self.four_colour = bool(on)
            self._renderers = {k: v for k, v in self._renderers.items() if k == "back"}
            self._cache = {k: v for k, v in self._cache.items() if k[0] == "back"}

    def renderer(self, key: str) -> QSvgRenderer:
        r = self._renderers.get(key)
        if r is None:
            path = card_back_path(self.back) if key == "back" else card_svg_path(key)
            if self.four_colour and key != "back" and key[-1] in "DC":
                data = four_colour_svg(key[-1], path.read_text(encoding="utf-8"))
                r = QSvgRenderer(QByteArray(data.encode("utf-8")))
            else:
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
            img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            p = QPainter(img)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            if key.startswith("suit:"):
                _paint_suit_card(p, w, h, SUITS.index(key[5]), self.four_colour)
            else:
                self.renderer(key).render(p, QRectF(0, 0, w, h))
            p.end()
            pm = QPixmap.fromImage(img)
            self._cache[(key, w)] = pm
            self.renders += 1
        return pm

    def cache_size(self) -> int:
        return len(self._cache)


def _paint_suit_card(p: QPainter, w: int, h: int, suit: int, four_colour: bool = False) -> None:
    """The turned-up trump indicator: a white card with one big suit sign."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)
    p.fillPath(path, QColor(252, 250, 240))
    p.setPen(QPen(QColor(60, 60, 60), max(1.0, w / 100)))
    p.drawPath(path)
    f = QFont("Noto Sans Symbols2")
    f.setPixelSize(int(h * 0.55))
    p.setFont(f)
    p.setPen(suit_colour(suit, four_colour))
    p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[suit])
