"""Dragging a card of the person's hand onto the table, KPat style, without QDrag:
press on a card, move a few pixels, and it follows the mouse; let go over the drop zone
(the dashed frame around the trick) and it is played, anywhere else and it slides back.

Only a card that may be played now lifts: the legal cards come from the person's view
(``TableScene.set_human_turn``).  A card that may not be played stays where it is when
pulled, and the controller is asked to play it all the same (``sig_card_not_playable``)
so that it says why not, over the hand and in the status bar, as for any refusal.  The
drop zone lights while the dragged card's centre is over it, that is while letting go
would play the card, and goes dark when the card leaves it, is dropped or is put back.

The scene owns one ``CardDrag``; it watches the scene's mouse events through an event
filter and tells the scene's signals what the person did.  It decides no rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent

from .items import CardItem

if TYPE_CHECKING:
    from .scene import TableScene

DRAG_THRESHOLD = 6.0              # scene units the mouse moves before a card lifts


class DropZone(QGraphicsRectItem):
    """The dashed frame where a card is dropped; ``lit`` while a card over it would be
    played."""

    DARK = (QPen(QColor(255, 255, 255, 40), 2, Qt.PenStyle.DashLine), QColor(255, 255, 255, 10))
    LIT = (QPen(QColor(255, 215, 0, 230), 3, Qt.PenStyle.DashLine), QColor(255, 215, 0, 46))

    def __init__(self, rect: QRectF):
        super().__init__(rect)
        self.lit = False
        self.setZValue(-5)
        self._paint_as(self.DARK)

    def _paint_as(self, look: tuple[QPen, QColor]) -> None:
        self.setPen(look[0])
        self.setBrush(look[1])

    def set_lit(self, on: bool) -> None:
        if on != self.lit:
            self.lit = on
            self._paint_as(self.LIT if on else self.DARK)


class CardDrag(QObject):
    """The mouse on the person's cards: drags, clicks and double-clicks, and the clicks
    that choose a card to set face down as trump."""

    _HANDLERS = {
        QEvent.Type.GraphicsSceneMousePress: "press",
        QEvent.Type.GraphicsSceneMouseMove: "move",
        QEvent.Type.GraphicsSceneMouseRelease: "release",
        QEvent.Type.GraphicsSceneMouseDoubleClick: "double_click",
    }

    def __init__(self, scene: TableScene):
        super().__init__(scene)
        self.scene = scene
        self.zone = DropZone(scene.layout.drop_zone)
        scene.addItem(self.zone)
        self.legal: set[int] = set()       # the cards of the hand that may be played now
        # a card pressed that may be played: (item, where pressed, where it was)
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        # a card pressed that may not be played: (item, where pressed, refusal asked for)
        self._held_back: tuple[CardItem, QPointF, bool] | None = None
        self._choice_press: CardItem | None = None   # a card pressed to choose it as trump
        scene.installEventFilter(self)

    # ------------------------------------------------------------------ state
    @property
    def held(self) -> CardItem | None:
        """The card following the mouse, if any."""
        return self._press[0] if self._press is not None and self._dragging else None

    def set_legal(self, cards: set[int]) -> None:
        """The person's turn: ``cards`` may be played (an empty set: none)."""
        self.legal = set(cards)
        self._choice_press = None

    def cancel(self) -> None:
        """The turn is over: a card held goes back to its place in the hand, the zone
        goes dark, and a press waiting for its release is forgotten."""
        sc = self.scene
        if self._press is not None:
            it = self._press[0]
            self._press = None
            if self._dragging and it in sc.hands[sc.viewer]:
                it.setPos(it.home)
                it.setZValue(it.home_z)
        self._dragging = False
        self._held_back = None
        self._choice_press = None
        self.legal = set()
        self.zone.set_lit(False)

    def _item_at(self, pos: QPointF) -> CardItem | None:
        sc = self.scene
        for item in sc.items(pos):
            if isinstance(item, CardItem) and item.human and item in sc.hands[sc.viewer]:
                return item
        return None

    def _can_pick_up(self) -> bool:
        return self.scene.cards_live and not self.scene.animator.busy

    @staticmethod
    def _far(d: QPointF) -> bool:
        return (abs(d.x()) + abs(d.y())) >= DRAG_THRESHOLD

    def _over_zone(self, it: CardItem) -> bool:
        return self.scene.layout.drop_zone.contains(it.mapToScene(QPointF(0, 0)))

    # ------------------------------------------------------------------ the mouse
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802  (Qt's name)
        name = self._HANDLERS.get(event.type())
        if name is None or not isinstance(event, QGraphicsSceneMouseEvent):
            return False
        taken = bool(getattr(self, name)(event))
        if taken:
            event.accept()
        return taken

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        it = self._item_at(event.scenePos())
        if it is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        sc = self.scene
        self._dragging = False
        if self._can_pick_up():
            if it.card in self.legal:
                self._press = (it, event.scenePos(), it.pos())
            else:
                self._held_back = (it, event.scenePos(), False)   # it will not lift
        elif it.card in sc.trump_choice and not sc.animator.busy:
            self._choice_press = it     # chosen when the button is let go over it
        return True             # off turn the press is taken, and nothing moves

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self._held_back is not None:
            it, start, asked = self._held_back
            if not asked and self._far(event.scenePos() - start):
                # pulled, but it may not be played: the controller refuses it and says why
                self._held_back = (it, start, True)
                self.scene.sig_card_not_playable.emit(it.card)
            return True
        if self._press is None:
            return False
        it, start, origin = self._press
        d = event.scenePos() - start
        if not self._dragging and self._far(d):
            self._dragging = True
            it.setZValue(self.scene.top_z() + 500)
        if self._dragging:
            it.setPos(origin + d)
            self.zone.set_lit(self._over_zone(it))
        return True

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        sc = self.scene
        if self._choice_press is not None:
            it, self._choice_press = self._choice_press, None
            if it is self._item_at(event.scenePos()) and it.card in sc.trump_choice:
                self.choose_trump_card(it.card)
            return True
        if self._held_back is not None:
            it, _start, asked = self._held_back
            self._held_back = None
            if not asked:
                self._select(it)
            return True
        if self._press is None:
            return False
        it = self._press[0]
        self._press = None
        self.zone.set_lit(False)
        if self._dragging:
            self._dragging = False
            if self._over_zone(it):
                sc.sig_card_dropped.emit(it.card)
            elif it.card is not None:   # the person's cards are all known
                sc.return_card(it.card)
        else:
            self._select(it)
        return True

    def double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        it = self._item_at(event.scenePos())
        if it is None:
            return False
        sc = self.scene
        if self._can_pick_up():
            sc.sig_card_activated.emit(it.card)
        elif it.card in sc.trump_choice and not sc.animator.busy:
            self.choose_trump_card(it.card)
        return True

    def _select(self, it: CardItem) -> None:
        """A click on a card: the keyboard's choice moves to it."""
        sc = self.scene
        sc.selected = it.card
        sc.show_selection(any(x.playable for x in sc.hands[sc.viewer]))

    def choose_trump_card(self, card: int) -> None:
        """The person chose ``card`` of the hand to set face down as trump (once: the
        choice is over, so the second click of a double-click chooses nothing more)."""
        sc = self.scene
        if card not in sc.trump_choice:
            return
        sc.trump_choice = set()
        sc.sig_trump_card.emit(card)
