"""The last trick, shown again over the middle of the table (L, or the action bar's
button): a framed box with who won it and the four cards as they lay.  The scene owns
one ``LastTrickOverlay``; it goes when anything happens at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from ..engine.events import Trick
from .i18n import tr
from .items import CardItem, TextBox

if TYPE_CHECKING:
    from .scene import TableScene


class LastTrickOverlay:
    """The box, its title and its cards on ``scene`` while shown.  ``items``: the title
    first, then the cards."""

    def __init__(self, scene: TableScene):
        self.scene = scene
        self.box: QGraphicsRectItem | None = None
        self.items: list[QGraphicsItem] = []
        self.trick: Trick | None = None      # the trick last shown (drawn again on a resize)

    @property
    def shown(self) -> bool:
        return self.box is not None

    def show(self, trick: Trick | None) -> bool:
        """Show ``trick``; False when there is none to show."""
        self.hide()
        if trick is None:
            return False
        sc = self.scene
        self.trick = trick
        lay = sc.layout
        tc = lay.trick_centre
        box = QGraphicsRectItem(lay.last_trick_box)
        box.setBrush(QColor(10, 40, 24, 240))
        box.setPen(QPen(QColor(255, 215, 0), 2))
        box.setZValue(900)
        sc.addItem(box)
        self.box = box
        who = sc.names[trick.winner]
        # the person's own words apart (Hindi "आपने", not "आप ने")
        words = (tr("Last trick: won by you (+{points})") if who == tr("You")
                 else tr("Last trick: won by {who} (+{points})"))
        title = TextBox(words.format(who=who, points=trick.points), 20, bg=QColor(0, 0, 0, 0))
        title.setPos(tc.x(), lay.last_trick_box.top() + 25)
        title.setZValue(901)
        sc.addItem(title)
        self.items = [title]
        for seat, card in trick.cards:
            off = lay.trick[sc.place(seat)] - tc
            it = CardItem(sc.art, card, True, seat)
            it.setScale(0.7)
            it.setPos(QPointF(tc.x(), lay.last_trick_box.center().y() + 15) + off * 0.75 * 0.9 / lay.trick_scale)
            it.setZValue(902)
            sc.addItem(it)
            self.items.append(it)
        return True

    def hide(self) -> None:
        for it in self.items:
            if it.scene() is self.scene:
                self.scene.removeItem(it)
        self.items = []
        if self.box is not None:
            self.scene.removeItem(self.box)
            self.box = None

    def refit(self) -> None:
        """The table changed size: the overlay, if shown, drawn again at its new place."""
        if self.box is not None and self.trick is not None:
            self.show(self.trick)
