"""The table scene: cards, name plates, bubbles, score sixes and the info box, laid
out from the human's ``PlayerView`` (never more than the human may see).  The scene
holds the items and puts them in their places; its rooms do the rest:

- ``choreography.Choreographer``: the events of an update turned into animations;
- ``drag.CardDrag``: dragging a card onto the table (KPat style) and the drop zone;
- ``signs.TableSigns``: the name plates, bubbles, score sixes and info box;
- ``notices.NoticeBoard``: why a card or a call was refused, over the hand;
- ``last_trick.LastTrickOverlay``: the last trick shown again.

The scene draws and forwards intents; it decides no rule."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..controller.updates import TableUpdate
from ..engine.actions import ActionKind
from ..engine.events import Phase, Trick
from ..engine.view import PlayerView
from . import layout as L
from .animator import Animator
from .cardart import CardArt
from .choreography import Choreographer
from .drag import CardDrag
from .items import CardItem
from .last_trick import LastTrickOverlay
from .notices import NoticeBoard
from .signs import TableSigns

SEAT_NAMES = ("North", "East", "South", "West")
FELT = QColor(22, 96, 58)


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


def sort_key(card: int, order: list[int] | None = None) -> tuple[int, int]:
    order = order or [0, 1, 3, 2]
    return (order.index(card >> 3), card & 7)


class TableScene(QGraphicsScene):
    sig_card_dropped = Signal(int)     # a card dragged onto the table
    sig_card_activated = Signal(int)   # double-click or Enter
    sig_card_not_playable = Signal(int)  # a card that may not be played was pulled (say why)
    sig_idle = Signal(int)             # animations of an update finished (token)
    sig_selected = Signal(str)         # the card chosen by keyboard, in words (screen readers)
    sig_trump_card = Signal(int)       # a card of the hand clicked to set it face down as trump

    def __init__(self, art: CardArt, viewer: int = 2, parent=None):
        super().__init__(parent)
        # the table's size and where everything goes on it: the view sizes the table
        # to the window (set_table_size)
        self.layout = L.TableLayout()
        self.setSceneRect(0, 0, self.layout.w, self.layout.h)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._set_felt()
        self.art = art
        self.viewer = viewer
        self.names = list(SEAT_NAMES)
        self.animator = Animator(self)
        self.hands: dict[int, list[CardItem]] = {s: [] for s in range(4)}
        self.trick_items: list[CardItem] = []
        self.indicator: CardItem | None = None
        self.view: PlayerView | None = None     # what the person sees, as last drawn
        self.selected: int | None = None
        # the person's cards can be picked up only on the person's turn to play (set by
        # set_human_turn, cleared by every update): never while a card is on its way or
        # another seat is to act
        self.cards_live = False
        # the cards the person may set face down as trump (own-card trump), while choosing:
        # a click (or a double-click) on one of them chooses it
        self.trump_choice: set[int] = set()
        self.large_cards = False    # the person's own hand drawn larger (a display setting)
        self._suit_order: list[int] | None = None   # the suits of the person's hand, left to right
        self._z = 10.0
        self.first_four = False  # only the first four cards dealt (see update_info)
        self.drag = CardDrag(self)
        self.zone = self.drag.zone
        self.signs = TableSigns(self)
        self.plates, self.bubbles = self.signs.plates, self.signs.bubbles
        self.sixes, self.info = self.signs.sixes, self.signs.info
        self.last_trick = LastTrickOverlay(self)
        # why a card or a call was refused, over the person's hand; it fades by itself
        self.notices = NoticeBoard(self)
        self.notice = self.notices.item
        # what is shown just over the person's hand (the notice, a hint): placed there
        # whatever the table's size
        self.over_hand: list = [self.notice]
        self._settle_queued = False
        self.choreography = Choreographer(self)
        self.signs.set_tooltips()
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

            def settle_after_animation() -> None:
                self._settle_queued = False
                self._settle()
            self.animator.run(settle_after_animation)

    def _settle(self) -> None:
        """Every item at its place on the present table, at once (no animation)."""
        self._place_fixed()
        held = self.drag.held
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
            self.indicator.setPos(self.signs.indicator_at(self.place(self.indicator.seat)))
        self.last_trick.refit()

    def _place_fixed(self) -> None:
        """The plates, bubbles, score sixes, info box, drop zone and notices."""
        lay = self.layout
        self.zone.setRect(lay.drop_zone)
        self.signs.place_all()
        for it in self.over_hand:
            it.setPos(lay.notice_at)

    # ------------------------------------------------------------------ helpers
    def place(self, seat: int) -> int:
        return L.place_of(seat, self.viewer)

    def new_card(self, seat: int, card: int | None, face_up: bool, at: QPointF) -> CardItem:
        it = CardItem(self.art, card, face_up, seat)
        it.human = seat == self.viewer
        it.setAcceptHoverEvents(it.human)
        it.setPos(at)
        p = self.place(seat)
        it.setScale(self.layout.human_scale if p == 0 else L.OTHER_SCALE)
        it.setRotation({1: 90.0, 3: -90.0}.get(p, 0.0))
        self.addItem(it)
        return it

    def top_z(self) -> float:
        self._z += 1
        return self._z

    def item_of(self, card: int) -> CardItem | None:
        for it in self.hands[self.viewer]:
            if it.card == card:
                return it
        return None

    def human_cards(self) -> list[int]:
        # the person's own cards are all known (an item's card is None only face down)
        return [it.card for it in self.hands[self.viewer] if it.card is not None]

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
        wanted = suit_order(cards)
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
                items.sort(key=lambda it: sort_key(it.card, order) if it.card is not None else (4, 0))
            p = self.place(seat)
            out = self.view is not None and self.view.out == seat   # sits out a single hand
            for i, (it, (pos, rot, sc)) in enumerate(zip(items, self.layout.hand_positions(p, len(items)),
                                                         strict=True)):
                it.home = pos
                it.home_z = 20 + i
                it.setZValue(it.home_z)
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
            self.hands[v].append(self.new_card(v, c, True, src))
        for s in range(4):
            if s == v:
                continue
            n = view.hand_counts[s]
            while len(self.hands[s]) > n:
                self.removeItem(self.hands[s].pop())
            while len(self.hands[s]) < n:
                self.hands[s].append(self.new_card(s, None, False, self.layout.hand_centre[self.place(s)]))

    # ------------------------------------------------------------------ updates
    def clear_table(self) -> None:
        self.animator.stop()
        self.last_trick.hide()
        self.notices.hide()
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
        self.signs.clear_bubbles()
        self.drag.cancel()
        self.cards_live = False
        self.trump_choice = set()
        self.selected = None
        self._suit_order = None             # a new hand (or a redraw): chosen again

    def apply_update(self, update: TableUpdate) -> None:
        """Queue the animations of the update's events (``choreography``);
        ``sig_idle(token)`` when they are done."""
        self.choreography.apply_update(update)

    # ------------------------------------------------------------------ the human's turn
    def set_human_turn(self, view) -> None:
        playable = {a.arg for a in view.legal if a.kind == ActionKind.PLAY and a.actor == self.viewer}
        plays = bool(playable)
        self.cards_live = plays
        self.drag.set_legal(playable)       # only these cards lift when dragged
        self.trump_choice = {a.arg for a in view.legal
                             if a.kind == ActionKind.TRUMP_CARD and a.actor == self.viewer}
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
            self.show_selection(self.selected is not None)
            return
        for it in self.hands[self.viewer]:
            it.playable = it.card in playable
            it.dimmed = plays and not it.playable
            it.update()
        if plays and (self.selected not in playable):
            ordered = [c for c in self.human_cards() if c in playable]
            self.selected = ordered[0] if ordered else None
        self.show_selection(plays)

    def clear_turn(self) -> None:
        self.cards_live = False
        self.trump_choice = set()
        self.drag.cancel()
        for it in self.hands[self.viewer]:
            it.playable = it.dimmed = it.selected_key = False
            it.lift = 0.0
            it.update()

    def show_selection(self, on: bool = True) -> None:
        for it in self.hands[self.viewer]:
            sel = on and it.card == self.selected
            it.selected_key = sel
            it.lift = 22.0 if sel else 0.0
            it.update()
        chosen = self.item_of(self.selected) if on and self.selected is not None else None
        if chosen is not None:
            self.sig_selected.emit(chosen.accessible_name())

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
        self.signs.retranslate()
        self.notices.retranslate()

    def card_items(self) -> list:
        """Every card item on the table (hands, trick, indicator, last trick)."""
        return [it for it in self.items() if isinstance(it, CardItem)]

    def move_selection(self, delta: int) -> None:
        cards = self.human_cards()
        if not cards:
            return
        playable = [c for c in cards if (it := self.item_of(c)) is not None and it.playable] or cards
        if self.selected not in cards:
            self.selected = playable[0]
        else:
            i = cards.index(self.selected)
            for _ in range(len(cards)):
                i = (i + delta) % len(cards)
                if cards[i] in playable:
                    break
            self.selected = cards[i]
        self.show_selection(True)

    def return_card(self, card: int) -> None:
        """A card dragged and let go (or refused) slides back to its place in the hand,
        over the rest while it slides, then under its right neighbour again."""
        it = self.item_of(card)
        if it is None:
            return

        def put_down() -> list:
            it.setZValue(it.home_z)
            return []

        self.animator.add(lambda: [(it, b"pos", it.home, 200)])
        self.animator.add(put_down)
        self.animator.run()

    # ------------------------------------------------------------------ notices, last trick
    def show_notice(self, text: str, kind: str = "refusal", words=None) -> None:
        """Show ``text`` over the person's hand for a few seconds, then fade it
        (``kind``: "refusal", in red, or "news", in blue; ``words()``: the text again in
        a newly chosen language)."""
        self.notices.show(text, kind, words)

    def show_last_trick(self, trick: Trick | None) -> bool:
        return self.last_trick.show(trick)

    def hide_last_trick(self) -> None:
        self.last_trick.hide()

    @property
    def last_trick_shown(self) -> bool:
        return self.last_trick.shown

    # ------------------------------------------------------------------ plates, info, score
    def update_info(self, view, match, levels: dict, to_act: int | None, thinking: int | None) -> None:
        # only the first four cards dealt: the person's plate stands beside them
        self.first_four = (view is not None and view.phase not in (Phase.PLAY, Phase.DONE)
                           and len(view.hand) <= 4)
        self.signs.update(view, match, levels, to_act, thinking)
