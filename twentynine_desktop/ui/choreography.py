"""The choreography of the table: what each event of a ``TableUpdate`` looks like.  A
deal, a card played, a trick gathered to its winner, the face-down trump set, turned
up or taken away, the words said in a bubble: each event becomes steps for the scene's
animator, chosen by a ``match`` over the event's type.  It draws what happened; it
decides no rule.  The scene owns one ``Choreographer``; ``sig_idle(token)`` follows
when the last step of an update is done."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from ..controller.updates import NewHand, Redraw, TableEvent, TableUpdate
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
    Trick,
    TrickWon,
    TrumpSet,
    WindowPassed,
)
from ..engine.view import PlayerView
from . import layout as L
from .events_text import SUIT_NAMES, bubble_text
from .i18n import tr
from .items import CardItem

if TYPE_CHECKING:
    from .scene import TableScene

# the events whose words go up in a speech bubble, with a pause after them to read them
SPOKEN_EVENTS = (BidMade, Passed, Asked, PairShown, SingleDeclared, Called, WindowPassed, AuctionWon)
Step = list                     # the moves of one animation step (see animator.py)


def side_seat(side: int, view: PlayerView | None, viewer: int) -> int:
    """The seat that speaks for a side's decision (double, redouble, set, or letting
    them go by): one bubble, not one on each partner.  The person (``viewer``) for
    their own side, else the bidder for the bidding side, else the defender after the
    bidder."""
    if (viewer & 1) == side:
        return viewer
    bidder = view.bidder if view is not None else None
    if bidder is None:
        return side
    return bidder if (bidder & 1) == side else (bidder + 1) % 4


class Choreographer:
    """Turns the events of each update into steps of ``scene.animator``."""

    def __init__(self, scene: TableScene):
        self.scene = scene
        self.stale_bubbles = False  # a trick was just won: clear its bubble at the next card

    def apply_update(self, update: TableUpdate) -> None:
        """Queue the animations of the update's events; ``sig_idle(token)`` when they are
        done."""
        sc = self.scene
        token, view = update.token, update.view
        sc.clear_turn()
        sc.last_trick.hide()
        sc.notices.hide()           # something happened: an earlier refusal is past
        sc.signs.clear_bubbles(only="\u2026")
        high = sc.view.auction_bid if sc.view is not None and sc.view.phase == Phase.AUCTION else 0
        for ev in update.events:
            self.queue_event(ev, view, high)
            match ev:
                case BidMade(bid=bid):
                    high = bid
        def settle() -> list:   # the moves to the new layout, after the reconcile
            sc.reconcile(view)
            return sc.layout_moves()

        sc.animator.add(settle)
        sc.view = view
        sc.animator.run(lambda: sc.sig_idle.emit(token))

    def queue_event(self, ev: TableEvent, view: PlayerView, high_before: int = 0) -> None:
        """The steps of one event; the words of an event that speaks go up in a bubble."""
        A = self.scene.animator
        match ev:
            case NewHand(actor=dealer) | Redraw(actor=dealer):   # redraw: replaced (undo)
                self.scene.clear_table()
                self.scene.view = view
                dealer_pos = self.scene.layout.plate[self.scene.place(dealer)]
                A.add(lambda: self._deal(dealer_pos, view), 0)
                return
            case SecondDeal():
                A.add(lambda: self._second_deal(view), 100)
                return
            case CardPlayed(actor=seat, card=card):
                if self.stale_bubbles:  # the first card of a trick: last trick's words go
                    self.stale_bubbles = False
                    A.add(self._clear_bubbles, 0)
                A.add(lambda: self.play_card(seat, card), 0)
                return
            case PlayStarted():
                A.add(self._clear_bubbles, 0)
                return
            case TrumpSet(actor=bidder):
                A.add(lambda: self._set_indicator(bidder, view), 250)
            case Revealed(trump=suit):
                A.add(lambda: self._flip_indicator(suit, 0), 0)
                A.add(lambda: self._flip_indicator(suit, 1), 250)
            case TrickWon(trick=trick):
                self.stale_bubbles = True
                A.add(lambda: [], 650)
                A.add(lambda: self._collect(trick), 0)
            case SingleDeclared() if view.no_trumps:
                A.add(self._drop_indicator, 0)    # played without trumps: no trump on the table
        self._say(ev, view, high_before)

    def _say(self, ev: TableEvent, view: PlayerView, high_before: int) -> None:
        bidder = view.bidder if view is not None else None
        text = bubble_text(ev, high_before, bidder)
        if not text or ev.actor is None:
            return

        def words() -> str:     # the same words in the language chosen when they are drawn
            return bubble_text(ev, high_before, bidder) or ""
        sc = self.scene
        seats = [ev.actor] if ev.actor < 4 else [side_seat(ev.actor - 4, view, sc.viewer)]
        pause = 420 if isinstance(ev, SPOKEN_EVENTS) else 0

        def say() -> Step:
            for s in seats:
                sc.signs.say(sc.place(s), words)
            return []
        sc.animator.add(say, pause)

    def _clear_bubbles(self) -> Step:
        self.scene.signs.clear_bubbles()
        return []

    def _deal(self, dealer_pos: QPointF, view: PlayerView) -> Step:
        """The hand on the table, every card from the dealer's place to its own."""
        sc = self.scene
        sc.reconcile(view)
        for s in range(4):
            for it in sc.hands[s]:
                it.setPos(dealer_pos)
        moves = sc.layout_moves()
        # a prepared hand may start in the middle of play
        if view.bidder is not None and view.trump_mode is not None and not view.no_trumps:
            moves += self._set_indicator(view.bidder, view)
            if view.revealed and view.trump is not None:
                self._flip_indicator(view.trump, 1)
        for seat, card in view.trick:
            it = sc.new_card(seat, card, True, sc.layout.trick[sc.place(seat)])
            it.human = False
            it.setAcceptHoverEvents(False)
            it.setRotation(0)
            it.setScale(sc.layout.trick_scale)
            it.setZValue(sc.top_z())
            sc.trick_items.append(it)
        return moves

    def _second_deal(self, view: PlayerView) -> Step:
        self.scene.signs.clear_bubbles()
        self.scene.reconcile(view)
        return self.scene.layout_moves()

    def _set_indicator(self, bidder: int, view: PlayerView) -> Step:
        """The face-down trump card goes from the bidder's hand (or place) to its spot."""
        sc = self.scene
        p = sc.place(bidder)
        if sc.indicator is not None:
            sc.removeItem(sc.indicator)
        src = sc.layout.plate[p]
        if bidder == sc.viewer and view.withheld is not None:
            it = sc.item_of(view.withheld)
            if it is not None:
                src = it.pos()
                sc.hands[bidder].remove(it)
                sc.removeItem(it)
        elif bidder != sc.viewer and view.trump_mode == "card" and sc.hands[bidder]:
            it = sc.hands[bidder].pop()
            src = it.pos()
            sc.removeItem(it)
        ind = sc.new_card(bidder, None, False, src)
        ind.human = False
        ind.setAcceptHoverEvents(False)
        ind.setRotation(0)
        ind.setScale(0.6)
        ind.setZValue(15)
        if view.trump is not None:
            ind.setToolTip(tr("Your trump: {suit}").format(suit=tr(SUIT_NAMES[view.trump])))
        sc.indicator = ind
        return [(ind, b"pos", sc.signs.indicator_at(p))]

    def _drop_indicator(self) -> Step:
        sc = self.scene
        if sc.indicator is not None:
            sc.removeItem(sc.indicator)
            sc.indicator = None
        return []

    def _flip_indicator(self, suit: int | None, half: int) -> Step:
        """The trump turned up: the first half of the turn, then the second."""
        ind = self.scene.indicator
        if ind is None:
            return []
        if half == 0:
            return [(ind, b"flip", 0.0, 180)]
        if suit is None:
            return []
        ind.key_override = "suit:" + "SHDC"[suit]
        ind.setToolTip(tr("Trump: {suit}").format(suit=tr(SUIT_NAMES[suit])))
        return [(ind, b"flip", 1.0, 180), (ind, b"scale", L.INDICATOR_SCALE, 180)]

    def play_card(self, seat: int, card: int) -> Step:
        """``card`` goes from ``seat``'s hand to its place in the trick."""
        sc = self.scene
        items = sc.hands[seat]
        it: CardItem | None = next((x for x in items if x.card == card), None) if seat == sc.viewer else None
        if it is None and seat == sc.viewer:
            # a face-down trump card played as the last card
            it = sc.new_card(seat, card, True, sc.signs.indicator_at(sc.place(seat)))
        elif it is None:
            it = items.pop() if items else sc.new_card(seat, card, True, sc.layout.plate[sc.place(seat)])
        else:
            items.remove(it)
        if it in items:
            items.remove(it)
        it.set_face(card, True)
        it.playable = it.dimmed = it.selected_key = False
        it.lift = 0.0
        it.human = False
        it.setAcceptHoverEvents(False)
        it.setZValue(sc.top_z())
        sc.trick_items.append(it)
        return [(it, b"pos", sc.layout.trick[sc.place(seat)]), (it, b"rotation", 0.0),
                (it, b"scale", sc.layout.trick_scale)]

    def _collect(self, trick: Trick) -> Step:
        """The trick's cards go to the winner's plate and fade; then they are gone."""
        sc = self.scene
        target = sc.signs.plates[sc.place(trick.winner)].pos()
        items = sc.trick_items
        sc.trick_items = []
        moves = []
        for it in items:
            moves += [(it, b"pos", target, 320), (it, b"opacity", 0.0, 320), (it, b"scale", 0.4, 320)]

        def cleanup() -> Step:
            for it in items:
                if it.scene() is sc:
                    sc.removeItem(it)
            sc.signs.clear_bubbles()
            return []
        sc.animator._queue.insert(0, (cleanup, 0))
        return moves
