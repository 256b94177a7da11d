"""Graphics items of the table: cards (QGraphicsObject, so position, rotation and
opacity animate), the score sixes, name plates and speech bubbles.  They draw; they
never decide a rule."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .cardart import BLACK, CARD_H, CARD_W, RED, CardArt, code_of


class CardItem(QGraphicsObject):
    """One card, centred on its position.  ``card`` None = an unknown card (back only)."""

    def __init__(self, art: CardArt, card: int | None = None, face_up: bool = False, seat: int = 0):
        super().__init__()
        self.art = art
        self.card = card
        self.face_up = face_up
        self.seat = seat
        self.key_override: str | None = None   # e.g. "suit:H" for the turned trump
        self.playable = False
        self.dimmed = False
        self.selected_key = False
        self.human = False
        self._lift = 0.0
        self._flip = 1.0          # horizontal squeeze while turning over
        self.home = QPointF()     # where the layout wants it (drag returns here)
        self.home_z = 0.0         # its stacking there: over its left neighbour, under its right
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setAcceptHoverEvents(False)

    # -- animated properties
    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, v: float) -> None:
        self._lift = v
        self.update()

    if TYPE_CHECKING:
        # PySide6's stub gives Property no __get__/__set__, but on an instance the
        # property reads and writes a float (through _get_lift and _set_lift)
        lift: float
    else:
        lift = Property(float, _get_lift, _set_lift)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, v: float) -> None:
        self._flip = v
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # -- geometry
    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 - 2, -CARD_H / 2 - 42, CARD_W + 4, CARD_H + 46)

    def shape(self):
        path = QPainterPath()
        path.addRect(QRectF(-CARD_W / 2, -CARD_H / 2 - self._lift, CARD_W, CARD_H))
        return path

    def key(self) -> str:
        if self.key_override:
            return self.key_override
        if self.face_up and self.card is not None:
            return code_of(self.card)
        return "back"

    def accessible_name(self) -> str:
        """What a screen reader says of this card ("Jack of hearts, playable")."""
        from .card_words import card_item_words

        live = self.human and (self.playable or self.dimmed)
        return card_item_words(self.card, self.face_up, self.playable, live)

    def set_face(self, card: int | None, face_up: bool) -> None:
        self.card = card
        self.face_up = face_up
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        px = CARD_W * scale * dpr * max(0.05, abs(self._flip))
        pm = self.art.pixmap(self.key(), CARD_W * scale * dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        w = CARD_W * abs(self._flip)
        target = QRectF(-w / 2, -CARD_H / 2 - self._lift, w, CARD_H)
        del px
        painter.drawPixmap(target, pm, QRectF(pm.rect()))
        if self.selected_key:
            painter.setPen(QPen(QColor(255, 215, 0), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(1, 1, -1, -1), 7, 7)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 105))
            painter.drawRoundedRect(target, 7, 7)

    # -- hover lift for playable cards of the human
    def hoverEnterEvent(self, event) -> None:
        if self.playable and self.human:
            self.lift = 22.0
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if self.human and not self.selected_key:
            self.lift = 0.0

        super().hoverLeaveEvent(event)


class SixItem(QGraphicsItem):
    """A side's score as players keep it: a red six for plus points and a black six for
    minus points, side by side; the pips showing on each are the score, and the number
    is written beside them too."""

    W, H = 52.0, 76.0
    GAP = 5.0
    CORNER_PX = 18          # the "6" in the corner of each six (legible on a small window)
    LABEL_PX = 22           # the side and the score beside them

    def __init__(self, label: str):
        super().__init__()
        self.label = label
        self.score = 0
        self.target = 6

    def set_score(self, score: int, target: int) -> None:
        self.score, self.target = score, target
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 2 * self.W + self.GAP + 76, self.H)

    def _six(self, p: QPainter, x: float, red: bool, lit: int) -> None:
        colour = RED if red else BLACK
        p.setPen(QPen(QColor(80, 80, 80), 1.2))
        p.setBrush(QColor(252, 250, 240))
        p.drawRoundedRect(QRectF(x, 0, self.W, self.H), 5, 5)
        f = QFont()
        f.setPixelSize(self.CORNER_PX)
        f.setBold(True)
        p.setFont(f)
        p.setPen(colour)
        p.drawText(QRectF(x + 3, 0, 20, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, "6")
        sym = "\u2665" if red else "\u2660"
        sf = QFont("Noto Sans Symbols2")
        sf.setPixelSize(15)
        p.setFont(sf)
        faint = QColor(232, 200, 200) if red else QColor(205, 205, 205)
        for i in range(6):
            cx, cy = i % 2, i // 2
            r = QRectF(x + 16 + cx * 17, 17 + cy * 19, 17, 19)
            p.setPen(colour if i < lit else faint)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, sym)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._six(p, 0, True, max(0, min(self.score, 6)))
        self._six(p, self.W + self.GAP, False, max(0, min(-self.score, 6)))
        x = 2 * self.W + self.GAP + 6
        f2 = QFont()
        f2.setPixelSize(self.LABEL_PX)
        f2.setBold(True)
        p.setFont(f2)
        p.setPen(QColor(255, 255, 255))
        p.drawText(QRectF(x, 2, 70, 30), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.label)
        p.setPen(QColor(255, 230, 140) if self.score >= 0 else QColor(255, 170, 170))
        p.drawText(QRectF(x, 36, 70, 32), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"{self.score:+d}")


class TextBox(QGraphicsItem):
    """A rounded label: seat name plates, speech bubbles and the info box."""

    def __init__(self, text: str = "", px: int = 20, bg: QColor | None = None, fg: QColor | None = None,
                 bold: bool = False, align=Qt.AlignmentFlag.AlignCenter, width: float | None = None):
        super().__init__()
        self.font = QFont()
        self.font.setPixelSize(px)
        self.font.setBold(bold)
        self.bg = bg if bg is not None else QColor(0, 0, 0, 140)
        self.fg = fg if fg is not None else QColor(255, 255, 255)
        self.align = align
        self.fixed_width = width
        self.highlight = False
        self.text = ""
        self._rect = QRectF()
        self.set_text(text)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        fm = QFontMetricsF(self.font)
        lines = text.split("\n") if text else [""]
        w = max(fm.horizontalAdvance(s) for s in lines) + 24
        if self.fixed_width:
            w = max(w, self.fixed_width)
        h = fm.lineSpacing() * len(lines) + 12
        if self.align & Qt.AlignmentFlag.AlignLeft:
            self._rect = QRectF(0, 0, w, h)
        else:
            self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def frame(self) -> QRectF:
        """The box, in the item's coordinates (without the highlight's margin)."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(255, 215, 0), 3) if self.highlight else Qt.PenStyle.NoPen)
        p.setBrush(QBrush(self.bg))
        p.drawRoundedRect(self._rect, 10, 10)
        p.setFont(self.font)
        p.setPen(self.fg)
        p.drawText(self._rect.adjusted(12, 6, -12, -6), int(self.align | Qt.AlignmentFlag.AlignVCenter), self.text)


# the notice's colours by kind: a refusal in red; news of the table (who deals first) in
# the calm blue of a sign, so that it is never read as "not allowed"
NOTICE_COLOURS = {"refusal": QColor(110, 18, 24, 235), "news": QColor(22, 58, 92, 235),
                  # a hint: the gold of the solo table's hint box (learn_ui)
                  "hint": QColor(255, 213, 74, 245)}
NOTICE_TEXT = {"hint": QColor(25, 25, 25)}     # dark words on gold; white on the others


class Notice(QGraphicsObject):
    """A short message over the person's hand (why a card or a call was refused, or news
    such as who deals first).  It holds a ``TextBox``; being a QGraphicsObject its
    opacity can be animated (it fades)."""

    def __init__(self, px: int = 24):
        super().__init__()
        self.box = TextBox("", px, bg=QColor(NOTICE_COLOURS["refusal"]), fg=QColor(255, 255, 255), bold=True)
        self.box.setParentItem(self)
        self.kind = "refusal"

    @property
    def text(self) -> str:
        return self.box.text

    def set_text(self, text: str, kind: str = "refusal") -> None:
        """``kind``: "refusal" (red), "news" (blue) or "hint" (gold)."""
        self.kind = kind
        self.box.bg = QColor(NOTICE_COLOURS.get(kind, NOTICE_COLOURS["refusal"]))
        self.box.fg = QColor(NOTICE_TEXT.get(kind, QColor(255, 255, 255)))
        self.box.set_text(text)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        pass
