"""The person's part of the table controller: waiting on them (for their turn, or only
for an optional pair / single hand) and the doubling window's countdown.

``PersonTurn(table)`` is owned by a ``TableController``; the controller's public calls
(``seconds_left``, ``human_optional_only``) stay there and use it.  Whether an action of
the person is taken stays in the controller itself: a card dropped on the table goes
from the scene to ``table.py`` and the engine, and back, through no other file
(tests/ui/test_card_trip.py).  The countdown reads the controller's clock
(``table.monotonic``), which tests replace.
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
        if doubling and t.state == TableState.WAIT_HUMAN:
            # the window's seconds count from when the person has been shown the
            # decision (the Double and Pass buttons are up), not from when the engine
            # opened it: whatever the view did to show the turn is not taken from them
            secs = t.config.window_seconds()
            self._deadline = t.monotonic() + secs
            self.clock.start()
            t.sig_countdown.emit(secs)

    def tick(self) -> None:
        t = self.table
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
        return max(0.0, self._deadline - self.table.monotonic()) if self.clock.isActive() else 0.0
