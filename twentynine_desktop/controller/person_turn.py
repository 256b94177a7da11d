"""The person's part of the table controller: waiting on them (for their turn, or only
for an optional pair / single hand) and the doubling window's countdown.

``PersonTurn(table)`` is owned by a ``TableController``; the controller's public calls
(``seconds_left``, ``human_optional_only``) stay there and use it.  Whether an action of
the person is taken stays in the controller itself: a card dropped on the table goes
from the scene to ``table.py`` and the engine, and back, through no other file
(tests/ui/test_card_trip.py).  The countdown reads the controller's clock
(``table.monotonic``), which tests replace.

The doubling window's seconds (8 by default, the rules' table setting, up to 30 in the
settings) run only while the person can see the table: the window tells
``set_seen(False)`` when it goes behind another window or is minimised, and the clock
stops there with the seconds left kept; ``set_seen(True)`` starts it again from them.  A
window that opens while the table is not seen waits, whole, until it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from ..engine.actions import Action, ActionKind
from ..engine.cards import is_side
from .states import TableState

if TYPE_CHECKING:
    from .table import TableController


class PersonTurn:
    TICK_MS = 100       # how often the doubling countdown is told

    def __init__(self, table: TableController):
        self.table = table
        self.optional_only = False      # waited on only for an optional pair / single hand
        # the seats whose people may act now (the person here, remote seats' people)
        self.waiting: frozenset[int] = frozenset()
        # the countdown's timer (the controller stops it with its own timers)
        self.clock = QTimer(table)
        self.clock.setInterval(self.TICK_MS)
        self.clock.timeout.connect(self.tick)
        self._deadline = 0.0
        self.seen = True                # the person can see the table (the window says)
        self.held: float | None = None  # seconds left of a window paused while not seen
        # the only legal card, played for the person after a pause (config.auto_play)
        self.auto = QTimer(table)
        self.auto.setSingleShot(True)
        self.auto.timeout.connect(self.play_forced)
        self._forced: tuple[int, Action] | None = None     # (generation, the card's action)

    def wait(self, optional_only: bool, doubling: bool = False,
             seats: frozenset[int] | None = None) -> None:
        """Wait on the people of ``seats`` (default: the person here)."""
        t = self.table
        self.optional_only = optional_only
        self.waiting = frozenset({t.human} if t.human is not None else ()) if seats is None else seats
        if t.state != TableState.WAIT_HUMAN:
            t._goto(TableState.WAIT_HUMAN)
        for seat in sorted(self.waiting):
            if seat != t.human:
                t.sig_seat_turn.emit(seat, t.view(seat))
        if t.human in self.waiting:
            t.sig_human_turn.emit(t.view(t.human))
            forced = self.forced_card()
            if forced is not None and t.state == TableState.WAIT_HUMAN:
                self._forced = (t.gen, forced)
                assert forced.arg is not None, "a play carries its card"
                t.sig_auto_play.emit(forced.arg)
                self.auto.start(max(0, int(t.config.auto_play_ms)))
        if doubling and t.state == TableState.WAIT_HUMAN:
            # the window's seconds count from when the person has been shown the
            # decision (the Double and Pass buttons are up), not from when the engine
            # opened it: whatever the view did to show the turn is not taken from them
            secs = t.config.window_seconds()
            self.held = None
            if self.seen:
                self._deadline = t.monotonic() + secs
                self.clock.start()
            else:
                self.held = secs        # it starts when the person sees the table
            t.sig_countdown.emit(secs)

    def set_seen(self, seen: bool) -> None:
        """The person can (True) or cannot (False) see the table: a doubling window's
        clock stops while they cannot, and goes on from the seconds left when they can."""
        t = self.table
        if seen == self.seen:
            return
        self.seen = seen
        if not seen:
            if self.clock.isActive():
                self.held = max(0.0, self._deadline - t.monotonic())
                self.clock.stop()
            return
        held, self.held = self.held, None
        to = t.hand.to_act if t.hand is not None else None
        if held is not None and t.state == TableState.WAIT_HUMAN and to is not None and is_side(to):
            self._deadline = t.monotonic() + held
            self.clock.start()
            t.sig_countdown.emit(held)

    def decline(self, seat: int) -> bool:
        """The person of ``seat`` lets an optional pair / single hand go by (False: the
        table is not waiting on them)."""
        t = self.table
        if t.state != TableState.WAIT_HUMAN or seat not in self.waiting or t.hand is None:
            return False
        t._declined.add((len(t.hand.history), seat))
        t._goto(TableState.WAIT_HUMAN)
        t._next()
        return True

    def forced_card(self) -> Action | None:
        """The person's only legal action when it is a card to play and the setting is
        on (not when a pair, an ask for the trump or anything else may be chosen too)."""
        t = self.table
        if not t.config.auto_play or self.optional_only or t.human is None:
            return None
        view = t.view(t.human)
        if view is None or len(view.legal) != 1 or view.legal[0].kind != ActionKind.PLAY:
            return None
        return view.legal[0]

    def play_forced(self) -> None:
        """The pause is over: the forced card is played as if the person had played it
        (unless the table has moved on meanwhile)."""
        t = self.table
        forced, self._forced = self._forced, None
        if forced is None or t.closed or forced[0] != t.gen or t.state != TableState.WAIT_HUMAN:
            return
        t.human_act(forced[1])

    def tick(self) -> None:
        t = self.table
        if not self.seen:
            return                      # paused: the table is not seen
        left = self._deadline - t.monotonic()
        to = t._st().to_act
        in_window = to is not None and is_side(to)
        if left <= 0 or t.state != TableState.WAIT_HUMAN or not in_window:
            self.clock.stop()
            if t.state == TableState.WAIT_HUMAN and to is not None and in_window:
                t.sig_countdown.emit(0.0)
                t._submit(Action(to, ActionKind.PASS, None))
            return
        t.sig_countdown.emit(left)

    def seconds_left(self) -> float:
        if self.held is not None and self.table.state == TableState.WAIT_HUMAN:
            return self.held           # paused: the table is not seen
        return max(0.0, self._deadline - self.table.monotonic()) if self.clock.isActive() else 0.0
