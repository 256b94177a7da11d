"""The table scene: cards, name plates, bubbles, score sixes and the info box, laid
out from the human's ``PlayerView`` (never more than the human may see).  Dragging a
card is done here, KPat-style (press, move past a few pixels, release over the
table), without QDrag.  The scene draws and forwards intents; it decides no rule."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from ..controller.updates import NewHand, Redraw, TableEvent, TableUpdate
from ..engine.actions import ActionKind
from ..engine.cards import SEATS
from ..engine.events import (
    Asked,
    AuctionWon,
    BidMade,
    Called,
    CardPlayed,
    PairShown,
    Passed,
    Phase,
    PlayStarted,
    Revealed,
    SecondDeal,
    SingleDeclared,
    TrickWon,
    TrumpSet,
    WindowPassed,
)
from . import layout as L
from .animator import Animator
from .cardart import CardArt
from .events_text import SUIT_NAMES, bubble_text
from .i18n import tr
from .items import CardItem, Notice, SixItem, TextBox

SEAT_NAMES = ("North", "East", "South", "West")
DRAG_THRESHOLD = 6.0
NOTICE_MS = 4000                  # how long a notice stays before it fades
NOTICE_FADE_MS = 700
FELT = QColor(22, 96, 58)
# the events whose words go up in a speech bubble, with a pause after them to read them
SPOKEN_EVENTS = (BidMade, Passed, Asked, PairShown, SingleDeclared, Called, WindowPassed, AuctionWon)


class TableScene(QGraphicsScene):
    sig_card_dropped = Signal(int)     # a card dragged onto the table
    sig_card_activated = Signal(int)   # double-click or Enter
    sig_idle = Signal(int)             # animations of an update finished (token)
    sig_selected = Signal(str)         # the card chosen by keyboard, in words (screen readers)
    sig_trump_card = Signal(int)       # a card of the hand clicked to set it face down as trump

    def __init__(self, art: CardArt, viewer: int = 2, parent=None):
        super().__init__(parent)
        # the table's size and where everything goes on it: the view sizes the table
        # to the window (set_table_size)
        self.layout = L.TableLayout()
        self.setSceneRect(0, 0, self.layout.w, self.layout.h)
        self.setItemIndexMethod(QGraphicsScene.NoIndex)
        self._set_felt()
        self.art = art
        self.viewer = viewer
        self.names = list(SEAT_NAMES)
        self.animator = Animator(self)
        self.hands: dict[int, list[CardItem]] = {s: [] for s in range(4)}
        self.trick_items: list[CardItem] = []
        self.indicator: CardItem | None = None
        self.view = None
        self.selected: int | None = None
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        # the person's cards can be picked up only on the person's turn to play (set by
        # set_human_turn, cleared by every update): never while a card is on its way or
        # another seat is to act
        self.cards_live = False
        # the cards the person may set face down as trump (own-card trump), while choosing:
        # a click (or a double-click) on one of them chooses it
        self.trump_choice: set[int] = set()
        self._choice_press: CardItem | None = None
        self.large_cards = False    # the person's own hand drawn larger (a display setting)
        self._suit_order: list[int] | None = None   # the suits of the person's hand, left to right
        self._z = 10.0
        zone = QGraphicsRectItem(self.layout.drop_zone)
        self.zone = zone
        zone.setPen(QPen(QColor(255, 255, 255, 40), 2, Qt.DashLine))
        zone.setBrush(QColor(255, 255, 255, 10))
        zone.setZValue(-5)
        self.addItem(zone)
        self.plates = {}
        self.first_four = False  # only the first four cards dealt (see update_info)
        self.bubbles = {}
        self._stale_bubbles = False  # a trick was just won: clear its bubble at the next card
        for place in range(4):
            plate = TextBox("", 21, bold=True)
            plate.setZValue(50)
            self.addItem(plate)
            self.plates[place] = plate
            bub = TextBox("", 22, bg=QColor(255, 252, 230, 235), fg=QColor(30, 30, 30), bold=True)
            bub.setZValue(300)
            self.addItem(bub)
            self.bubbles[place] = bub
        self.sixes = [SixItem(tr("NS")), SixItem(tr("EW"))]
        for six in self.sixes:
            six.setZValue(40)
            self.addItem(six)
        self.info = TextBox("", 19, align=Qt.AlignLeft, width=270, bg=QColor(0, 0, 0, 120))
        self.info.setZValue(40)
        self.addItem(self.info)
        self.last_box: QGraphicsRectItem | None = None
        self.last_items: list = []
        self._last_trick = None
        # why a card or a call was refused, over the person's hand; it fades by itself
        self.notice = Notice(24)
        self.notice.setZValue(950)
        self.notice.setVisible(False)
        self.addItem(self.notice)
        # what is shown just over the person's hand (the notice, a hint): placed there
        # whatever the table's size
        self.over_hand: list = [self.notice]
        self._settle_queued = False
        self.notice_ms = NOTICE_MS
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._fade_notice)
        self._notice_fade = QPropertyAnimation(self.notice, b"opacity", self)
        self._notice_fade.setEasingCurve(QEasingCurve.InQuad)
        self._notice_fade.finished.connect(self._notice_faded)
        self._tip_target = 6          # the match target the score tooltips speak of
        self.set_tooltips()
        self._place_fixed()

    # ------------------------------------------------------------------ the table's size
    def _set_felt(self) -> None:
        lay = self.layout
        g = QRadialGradient(QPointF(lay.w / 2, lay.h * 0.48), max(lay.w, lay.h) * 0.56)
        g.setColorAt(0, QColor(34, 122, 74))
        g.setColorAt(1, FELT)
        self.setBackgroundBrush(QBrush(g))
        for view in self.views():
            view.setBackgroundBrush(self.backgroundBrush())

    def set_table_size(self, w: float, h: float) -> None:
        """The table is ``w`` x ``h`` scene units (the view's viewport at its scale):
        everything moves to its place on it at once."""
        lay = self.layout
        if abs(lay.w - w) < 0.5 and abs(lay.h - h) < 0.5:
            return
        self.layout = L.TableLayout(w, h, self.large_cards)
        self.setSceneRect(0, 0, self.layout.w, self.layout.h)
        self._set_felt()
        self._settle()
        # a card on its way ends where the old table wanted it: put it right afterwards
        if self.animator.busy and not self._settle_queued:
            self._settle_queued = True
            self.animator.run(self._settle_after_animation)

    def _settle_after_animation(self) -> None:
        self._settle_queued = False
        self._settle()

    def _settle(self) -> None:
        """Every item at its place on the present table, at once (no animation)."""
        self._place_fixed()
        held = self._press[0] if self._press is not None and self._dragging else None
        for it, prop, value in self.layout_moves():
            if it is held and prop == b"pos":
                continue            # a card being dragged stays under the mouse
            if prop == b"opacity" and it.opacity() == value:
                continue
            it.setProperty(prop.decode(), value)
        lay = self.layout
        for it in self.trick_items:
            it.setPos(lay.trick[self.place(it.seat)])
            it.setScale(lay.trick_scale)
        if self.indicator is not None:
            self.indicator.setPos(lay.indicator[self.place(self.indicator.seat)])
        if self.last_box is not None and self._last_trick is not None:
            self.show_last_trick(self._last_trick)

    def _place_fixed(self) -> None:
        """The plates, bubbles, score sixes, info box, drop zone and notices."""
        lay = self.layout
        self.zone.setRect(lay.drop_zone)
        for place in range(4):
            self._place_plate(place)
            self.bubbles[place].setPos(lay.bubble[place])
        for six, at in zip(self.sixes, lay.sixes, strict=True):
            six.setPos(at)
        self._place_info()
        for it in self.over_hand:
            it.setPos(lay.notice_at)

    def _place_plate(self, place: int) -> None:
        lay = self.layout
        plate = self.plates[place]
        at = lay.plate[place]
        half = plate.frame().width() / 2
        right = lay.plate_right.get(place)
        if self.first_four and place in lay.plate_right_first4:
            right = lay.plate_right_first4[place]
        x = right - half if right is not None else at.x()  # beside the hand
        # never over the table's edge, whatever the name's length
        x = max(8 + half, min(lay.w - 8 - half, x))
        plate.setPos(x, at.y())

    def _place_info(self) -> None:
        self.info.setPos(self.layout.info_right - self.info.frame().width(), L.MARGIN)

    # ------------------------------------------------------------------ helpers
    def place(self, seat: int) -> int:
        return L.place_of(seat, self.viewer)

    def _new_card(self, seat: int, card: int | None, face_up: bool, at: QPointF) -> CardItem:
        it = CardItem(self.art, card, face_up, seat)
        it.human = seat == self.viewer
        it.setAcceptHoverEvents(it.human)
        it.setPos(at)
        p = self.place(seat)
        it.setScale(self.layout.human_scale if p == 0 else L.OTHER_SCALE)
        it.setRotation({1: 90.0, 3: -90.0}.get(p, 0.0))
        self.addItem(it)
        return it

    def _top_z(self) -> float:
        self._z += 1
        return self._z

    def item_of(self, card: int) -> CardItem | None:
        for it in self.hands[self.viewer]:
            if it.card == card:
                return it
        return None

    def human_cards(self) -> list[int]:
        return [it.card for it in self.hands[self.viewer]]

    @staticmethod
    def suit_order(cards) -> list[int]:
        """The suits held, in an order that alternates black and red where it can."""
        held = sorted({c >> 3 for c in cards})
        black = [s for s in (0, 3) if s in held]
        red = [s for s in (1, 2) if s in held]
        first, second = (black, red) if len(black) >= len(red) else (red, black)
        order = []
        for i in range(max(len(first), len(second))):
            order += first[i:i + 1] + second[i:i + 1]
        return order

    def sort_key(self, card: int, order: list[int] | None = None) -> tuple[int, int]:
        order = order or [0, 1, 3, 2]
        return (order.index(card >> 3), card & 7)

    def hand_suit_order(self) -> list[int]:
        """The order of the suits in the person's hand, fixed for the hand once the play
        has begun: a suit that runs out leaves a gap that closes up, and the other cards
        keep their places (it used to be worked out again from the cards left, so that
        clubs and diamonds swapped places when the hearts were gone).  Until the person
        has played a card it is chosen from every card dealt to them so far (the
        face-down trump card included), so the second deal can still sort the hand;
        after that a suit seen only later (a seventh-card trump turned up) goes to the
        right-hand end."""
        v, me = self.view, self.viewer
        cards = [it.card for it in self.hands[me]]
        played = False
        if v is not None:
            cards += list(v.dealt) + ([v.withheld] if v.withheld is not None else [])
            played = any(seat == me for t in v.tricks for seat, _ in t.cards) or any(seat == me for seat, _ in v.trick)
        wanted = self.suit_order(cards)
        if self._suit_order is None or not played:
            self._suit_order = wanted        # the deal: the best alternation of colours
        else:
            self._suit_order += [s for s in wanted if s not in self._suit_order]
        return list(self._suit_order)

    # ------------------------------------------------------------------ layout
    def layout_moves(self) -> list:
        moves = []
        for seat in range(4):
            items = self.hands[seat]
            if seat == self.viewer:
                order = self.hand_suit_order()
                items.sort(key=lambda it: self.sort_key(it.card, order))
            p = self.place(seat)
            out = self.view is not None and self.view.out == seat   # sits out a single hand
            for i, (it, (pos, rot, sc)) in enumerate(zip(items, self.layout.hand_positions(p, len(items)),
                                                         strict=True)):
                it.home = pos
                it.setZValue(20 + i)
                moves += [(it, b"pos", pos), (it, b"rotation", rot), (it, b"scale", sc),
                          (it, b"opacity", 0.35 if out else 1.0)]
        return moves

    def reconcile(self, view) -> None:
        """Make the items agree with the view (cards joined or set aside)."""
        v = self.viewer
        want = set(view.hand)
        have = {it.card for it in self.hands[v]}
        for it in list(self.hands[v]):
            if it.card not in want:
                self.hands[v].remove(it)
                self.removeItem(it)
        src = self.indicator.pos() if self.indicator is not None else self.layout.hand_centre[0]
        for c in sorted(want - have):
            self.hands[v].append(self._new_card(v, c, True, src))
        for s in range(4):
            if s == v:
                continue
            n = view.hand_counts[s]
            while len(self.hands[s]) > n:
                self.removeItem(self.hands[s].pop())
            while len(self.hands[s]) < n:
                self.hands[s].append(self._new_card(s, None, False, self.layout.hand_centre[self.place(s)]))

    # ------------------------------------------------------------------ updates
    def clear_table(self) -> None:
        self.animator.stop()
        self.hide_last_trick()
        self.hide_notice()
        for s in range(4):
            for it in self.hands[s]:
                self.removeItem(it)
            self.hands[s] = []
        for it in self.trick_items:
            self.removeItem(it)
        self.trick_items = []
        if self.indicator is not None:
            self.removeItem(self.indicator)
            self.indicator = None
        for b in self.bubbles.values():
            b.set_text("")
        self._press = None
        self._dragging = False
        self.cards_live = False
        self.trump_choice = set()
        self._choice_press = None
        self.selected = None
        self._suit_order = None             # a new hand (or a redraw): chosen again

    def apply_update(self, update: TableUpdate) -> None:
        """Queue the animations of the update's events; ``sig_idle(token)`` when they are
        done."""
        token, view = update.token, update.view
        self.clear_turn()
        self.hide_last_trick()
        self.hide_notice()          # something happened: an earlier refusal is past
        for b in self.bubbles.values():
            if b.text == "\u2026":
                b.set_text("")
        high = self.view.auction_bid if self.view is not None and self.view.phase == Phase.AUCTION else 0
        for ev in update.events:
            self._queue_event(ev, view, high)
            if isinstance(ev, BidMade):
                high = ev.bid
        self.animator.add(lambda: (self.reconcile(view), self.layout_moves())[1])
        self.view = view
        self.animator.run(lambda: self.sig_idle.emit(token))

    def _queue_event(self, ev: TableEvent, view, high_before: int = 0) -> None:
        A = self.animator
        if isinstance(ev, (NewHand, Redraw)):   # redraw: the position was replaced (undo)
            self.clear_table()
            self.view = view
            dealer_pos = self.layout.plate[self.place(ev.actor)]

            def deal():
                self.reconcile(view)
                for s in range(4):
                    for it in self.hands[s]:
                        it.setPos(dealer_pos)
                moves = self.layout_moves()
                # a prepared hand may start in the middle of play
                if view.bidder is not None and view.trump_mode is not None and not view.no_trumps:
                    moves += self._set_indicator(view.bidder, view)
                    if view.revealed and view.trump is not None:
                        self._flip_indicator(view.trump, 1)
                for seat, card in view.trick:
                    it = self._new_card(seat, card, True, self.layout.trick[self.place(seat)])
                    it.human = False
                    it.setAcceptHoverEvents(False)
                    it.setRotation(0)
                    it.setScale(self.layout.trick_scale)
                    it.setZValue(self._top_z())
                    self.trick_items.append(it)
                return moves
            A.add(deal, 0)
            return
        if isinstance(ev, SecondDeal):
            def deal2():
                for b in self.bubbles.values():
                    b.set_text("")
                self.reconcile(view)
                return self.layout_moves()
            A.add(deal2, 100)
            return
        if isinstance(ev, TrumpSet):
            A.add(lambda: self._set_indicator(ev.actor, view), 250)
        elif isinstance(ev, Revealed):
            A.add(lambda: self._flip_indicator(ev.trump, 0), 0)
            A.add(lambda: self._flip_indicator(ev.trump, 1), 250)
        elif isinstance(ev, CardPlayed):
            if self._stale_bubbles:  # the first card of a trick: last trick's words go
                self._stale_bubbles = False
                A.add(lambda: [b.set_text("") for b in self.bubbles.values()] and [], 0)
            A.add(lambda: self._play_card(ev.actor, ev.card), 0)
            return
        elif isinstance(ev, TrickWon):
            self._stale_bubbles = True
            A.add(lambda: [], 650)
            A.add(lambda: self._collect(ev.trick), 0)
        elif isinstance(ev, SingleDeclared) and view.no_trumps:
            A.add(self._drop_indicator, 0)    # played without trumps: no trump on the table
        elif isinstance(ev, PlayStarted):
            A.add(lambda: [b.set_text("") for b in self.bubbles.values()] and [], 0)
            return
        text = bubble_text(ev, high_before, view.bidder if view is not None else None)
        if text and ev.actor is not None:
            seats = [ev.actor] if ev.actor < 4 else [self.side_seat(ev.actor - 4, view)]
            pause = 420 if isinstance(ev, SPOKEN_EVENTS) else 0

            def say():
                for s in seats:
                    self.bubbles[self.place(s)].set_text(text)
                return []
            A.add(say, pause)

    def side_seat(self, side: int, view) -> int:
        """The seat that speaks for a side's decision (double, redouble, set, or letting
        them go by): one bubble, not one on each partner.  The person for their own
        side, else the bidder for the bidding side, else the defender after the bidder."""
        if (self.viewer & 1) == side:
            return self.viewer
        bidder = view.bidder if view is not None else None
        if bidder is None:
            return side
        return bidder if (bidder & 1) == side else (bidder + 1) % 4

    def _set_indicator(self, bidder: int, view) -> list:
        p = self.place(bidder)
        if self.indicator is not None:
            self.removeItem(self.indicator)
        src = self.layout.plate[p]
        if bidder == self.viewer and view.withheld is not None:
            it = self.item_of(view.withheld)
            if it is not None:
                src = it.pos()
                self.hands[bidder].remove(it)
                self.removeItem(it)
        elif bidder != self.viewer and view.trump_mode == "card" and self.hands[bidder]:
            it = self.hands[bidder].pop()
            src = it.pos()
            self.removeItem(it)
        ind = self._new_card(bidder, None, False, src)
        ind.human = False
        ind.setAcceptHoverEvents(False)
        ind.setRotation(0)
        ind.setScale(0.6)
        ind.setZValue(15)
        if view.trump is not None:
            ind.setToolTip(tr("Your trump: {suit}").format(suit=tr(SUIT_NAMES[view.trump])))
        self.indicator = ind
        return [(ind, b"pos", self.layout.indicator[p])]

    def _drop_indicator(self) -> list:
        if self.indicator is not None:
            self.removeItem(self.indicator)
            self.indicator = None
        return []

    def _flip_indicator(self, suit: int, half: int) -> list:
        ind = self.indicator
        if ind is None:
            return []
        if half == 0:
            return [(ind, b"flip", 0.0, 180)]
        ind.key_override = "suit:" + "SHDC"[suit]
        ind.setToolTip(tr("Trump: {suit}").format(suit=tr(SUIT_NAMES[suit])))
        return [(ind, b"flip", 1.0, 180), (ind, b"scale", 0.75, 180)]

    def _play_card(self, seat: int, card: int) -> list:
        items = self.hands[seat]
        it = next((x for x in items if x.card == card), None) if seat == self.viewer else None
        if it is None and seat == self.viewer:
            # a face-down trump card played as the last card
            it = self._new_card(seat, card, True, self.layout.indicator[self.place(seat)])
        elif it is None:
            it = items.pop() if items else self._new_card(seat, card, True, self.layout.plate[self.place(seat)])
        else:
            items.remove(it)
        if it in items:
            items.remove(it)
        it.set_face(card, True)
        it.playable = it.dimmed = it.selected_key = False
        it.lift = 0.0
        it.human = False
        it.setAcceptHoverEvents(False)
        it.setZValue(self._top_z())
        self.trick_items.append(it)
        return [(it, b"pos", self.layout.trick[self.place(seat)]), (it, b"rotation", 0.0),
                (it, b"scale", self.layout.trick_scale)]

    def _collect(self, trick) -> list:
        target = self.plates[self.place(trick.winner)].pos()
        items = self.trick_items
        self.trick_items = []
        moves = []
        for it in items:
            moves += [(it, b"pos", target, 320), (it, b"opacity", 0.0, 320), (it, b"scale", 0.4, 320)]

        def cleanup():
            for it in items:
                if it.scene() is self:
                    self.removeItem(it)
            for b in self.bubbles.values():
                b.set_text("")
            return []
        self.animator._queue.insert(0, (cleanup, 0))
        return moves

    # ------------------------------------------------------------------ the human's turn
    def set_human_turn(self, view) -> None:
        playable = {a.arg for a in view.legal if a.kind == ActionKind.PLAY and a.actor == self.viewer}
        plays = bool(playable)
        self.cards_live = plays
        self.trump_choice = {a.arg for a in view.legal
                             if a.kind == ActionKind.TRUMP_CARD and a.actor == self.viewer}
        self._choice_press = None
        if self.trump_choice:
            # the cards stay in the hand (none can be dragged), but each can be clicked,
            # and the arrows and Enter choose among them
            playable = set(self.trump_choice)
            if self.selected not in playable:
                self.selected = None
            for it in self.hands[self.viewer]:
                it.playable = it.card in playable
                it.dimmed = False
                it.update()
            self._show_selection(self.selected is not None)
            return
        for it in self.hands[self.viewer]:
            it.playable = it.card in playable
            it.dimmed = plays and not it.playable
            it.update()
        if plays and (self.selected not in playable):
            ordered = [c for c in self.human_cards() if c in playable]
            self.selected = ordered[0] if ordered else None
        self._show_selection(plays)

    def clear_turn(self) -> None:
        self.cards_live = False
        self.trump_choice = set()
        self._choice_press = None
        self._cancel_press()
        for it in self.hands[self.viewer]:
            it.playable = it.dimmed = it.selected_key = False
            it.lift = 0.0
            it.update()

    def _show_selection(self, on: bool = True) -> None:
        for it in self.hands[self.viewer]:
            sel = on and it.card == self.selected
            it.selected_key = sel
            it.lift = 22.0 if sel else 0.0
            it.update()
        it = self.item_of(self.selected) if on and self.selected is not None else None
        if it is not None:
            self.sig_selected.emit(it.accessible_name())

    def set_large_cards(self, on: bool) -> None:
        """Draw the person's hand larger (or not), at once."""
        if bool(on) == self.large_cards:
            return
        self.large_cards = bool(on)
        lay = self.layout
        self.layout = L.TableLayout(lay.w, lay.h, self.large_cards)
        self._settle()

    def retranslate(self) -> None:
        """The words drawn on the table, again in the chosen language."""
        from .i18n import tr
        for six, side in zip(self.sixes, ("NS", "EW"), strict=True):
            six.label = tr(side)
            six.update()
        self.set_tooltips()

    def card_items(self) -> list:
        """Every card item on the table (hands, trick, indicator, last trick)."""
        from .items import CardItem as _Card
        return [it for it in self.items() if isinstance(it, _Card)]

    def move_selection(self, delta: int) -> None:
        cards = self.human_cards()
        if not cards:
            return
        playable = [c for c in cards if self.item_of(c).playable] or cards
        if self.selected not in cards:
            self.selected = playable[0]
        else:
            i = cards.index(self.selected)
            for _ in range(len(cards)):
                i = (i + delta) % len(cards)
                if cards[i] in playable:
                    break
            self.selected = cards[i]
        self._show_selection(True)

    def return_card(self, card: int) -> None:
        it = self.item_of(card)
        if it is None:
            return
        self.animator.add(lambda: [(it, b"pos", it.home, 200)])
        self.animator.run()

    # ------------------------------------------------------------------ dragging
    def _human_item_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.human and item in self.hands[self.viewer]:
                return item
        return None

    def _can_pick_up(self) -> bool:
        return self.cards_live and not self.animator.busy

    def _cancel_press(self) -> None:
        """A card held when the turn ends goes back to its place in the hand."""
        if self._press is not None:
            it = self._press[0]
            self._press = None
            if self._dragging and it in self.hands[self.viewer]:
                it.setPos(it.home)
            self._dragging = False

    def mousePressEvent(self, event) -> None:
        it = self._human_item_at(event.scenePos())
        if it is not None and event.button() == Qt.LeftButton:
            if self._can_pick_up():
                self._press = (it, event.scenePos(), it.pos())
                self._dragging = False
            elif it.card in self.trump_choice and not self.animator.busy:
                self._choice_press = it     # chosen when the button is let go over it
            event.accept()      # off turn the press is taken, and nothing moves
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None:
            it, start, origin = self._press
            d = event.scenePos() - start
            if not self._dragging and (abs(d.x()) + abs(d.y())) >= DRAG_THRESHOLD:
                self._dragging = True
                it.setZValue(self._top_z() + 500)
            if self._dragging:
                it.setPos(origin + d)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._choice_press is not None:
            it, self._choice_press = self._choice_press, None
            if it is self._human_item_at(event.scenePos()) and it.card in self.trump_choice:
                self.choose_trump_card(it.card)
            event.accept()
            return
        if self._press is not None:
            it, start, origin = self._press
            self._press = None
            if self._dragging:
                self._dragging = False
                centre = it.mapToScene(QPointF(0, 0))
                if self.layout.drop_zone.contains(centre):
                    self.sig_card_dropped.emit(it.card)
                else:
                    self.return_card(it.card)
            else:
                self.selected = it.card
                self._show_selection(any(x.playable for x in self.hands[self.viewer]))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        it = self._human_item_at(event.scenePos())
        if it is not None:
            if self._can_pick_up():
                self.sig_card_activated.emit(it.card)
            elif it.card in self.trump_choice and not self.animator.busy:
                self.choose_trump_card(it.card)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def choose_trump_card(self, card: int) -> None:
        """The person chose ``card`` of the hand to set face down as trump (once: the
        choice is over, so the second click of a double-click chooses nothing more)."""
        if card not in self.trump_choice:
            return
        self.trump_choice = set()
        self.sig_trump_card.emit(card)

    # ------------------------------------------------------------------ notices
    def show_notice(self, text: str) -> None:
        """Show ``text`` over the person's hand for a few seconds, then fade it."""
        self._notice_fade.stop()
        self.notice.set_text(text)
        self.notice.setOpacity(1.0)
        self.notice.setVisible(bool(text))
        self._notice_timer.start(max(0, int(self.notice_ms)))

    def hide_notice(self) -> None:
        self._notice_timer.stop()
        self._notice_fade.stop()
        self.notice.setVisible(False)

    def _fade_notice(self) -> None:
        self._notice_fade.setStartValue(1.0)
        self._notice_fade.setEndValue(0.0)
        self._notice_fade.setDuration(NOTICE_FADE_MS)
        self._notice_fade.start()

    def _notice_faded(self) -> None:
        if self.notice.opacity() <= 0.01:
            self.notice.setVisible(False)

    # ------------------------------------------------------------------ last trick
    def show_last_trick(self, trick) -> bool:
        self.hide_last_trick()
        if trick is None:
            return False
        self._last_trick = trick
        lay = self.layout
        tc = lay.trick_centre
        box = QGraphicsRectItem(lay.last_trick_box)
        box.setBrush(QColor(10, 40, 24, 240))
        box.setPen(QPen(QColor(255, 215, 0), 2))
        box.setZValue(900)
        self.addItem(box)
        self.last_box = box
        title = TextBox(tr("Last trick: won by {who} (+{points})").format(who=self.names[trick.winner],
                                                                          points=trick.points),
                        20, bg=QColor(0, 0, 0, 0))
        title.setPos(tc.x(), lay.last_trick_box.top() + 25)
        title.setZValue(901)
        self.addItem(title)
        self.last_items = [title]
        for seat, card in trick.cards:
            p = self.place(seat)
            off = lay.trick[p] - tc
            it = CardItem(self.art, card, True, seat)
            it.setScale(0.7)
            it.setPos(QPointF(tc.x(), lay.last_trick_box.center().y() + 15) + off * 0.75 * 0.9 / lay.trick_scale)
            it.setZValue(902)
            self.addItem(it)
            self.last_items.append(it)
        return True

    def hide_last_trick(self) -> None:
        for it in self.last_items:
            if it.scene() is self:
                self.removeItem(it)
        self.last_items = []
        if self.last_box is not None:
            self.removeItem(self.last_box)
            self.last_box = None

    @property
    def last_trick_shown(self) -> bool:
        return self.last_box is not None

    # ------------------------------------------------------------------ plates, info, score
    def update_info(self, view, match, levels: dict, to_act: int | None, thinking: int | None) -> None:
        from .events_text import info_text, plate_text
        # only the first four cards dealt: the person's plate stands beside them
        self.first_four = (view is not None and view.phase not in (Phase.PLAY, Phase.DONE)
                           and len(view.hand) <= 4)
        for s in range(4):
            plate = self.plates[self.place(s)]
            you = s == self.viewer and levels.get(s) is None and self.names[s] == "You"
            plate.set_text(plate_text(s, view, self.names[s], levels.get(s), you=you))
            self._place_plate(self.place(s))
            active = to_act is not None and (to_act == s or (to_act >= 4 and (to_act - 4) == (s & 1)))
            plate.set_highlight(active)
        if thinking is not None and thinking < 4:
            self.bubbles[self.place(thinking)].set_text("\u2026")
        self.info.set_text(info_text(view, match, self.names) if view is not None else "")
        self._place_info()
        if match is not None:
            for i in range(2):
                self.sixes[i].set_score(match.scores[i], match.rules.match_to)
        self.set_tooltips(match)
        _ = SEATS

    def set_tooltips(self, match=None) -> None:
        """What the table's main things are, on hovering them (in the chosen language).
        The lines are wrapped here: a plain-text tooltip is one line however long."""
        import textwrap

        from .events_text import side_words

        def wrapped(*paragraphs: str) -> str:
            return "\n".join("\n".join(textwrap.wrap(p, 56)) for p in paragraphs)

        if match is not None:
            self._tip_target = match.rules.match_to
        target = self._tip_target
        for i, six in enumerate(self.sixes):
            side = side_words(i, self.viewer)
            six.setToolTip(wrapped(
                tr("{side}: {score} game points.").format(
                    side=side[:1].upper() + side[1:], score=f"{six.score:+d}"),
                tr("The red six counts the game points won, the black six the game points "
                   "lost: the pips showing are the score. At +{target} the match is won, "
                   "at -{target} it is lost.").format(target=target)))
        for s in range(4):
            self.plates[self.place(s)].setToolTip(wrapped(
                tr("{name}: the name plate says who deals, who holds the bid and the tricks won in "
                   "this hand; a gold frame shows whose turn it is.").format(name=self.names[s])))
        self.info.setToolTip(wrapped(
            tr("This hand: its number, the dealer, the bid and the target, the trump once you "
               "know it, the stake, and the card points each side has taken so far.")))
