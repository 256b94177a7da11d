"""The remote seats' part of the table controller: the people at other computers of a
hosted table (``TableConfig.remote_seats``; the network part, net/, speaks for them).

A remote seat is waited on like the person here while its person is connected
(``present``); while they are away, its computer decides for it, at once if the table
was waiting on them.  Their actions reach the engine through the controller's one way
in (``TableController._submit``), checked as the person's are (``_why_refused``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.actions import Action
from ..engine.refusal import Refusal, RefusalCode
from .states import TableState

if TYPE_CHECKING:
    from .table import TableController


class RemoteSeats:
    def __init__(self, table: TableController):
        self.table = table

    def set_present(self, seat: int, present: bool) -> None:
        """A remote seat's person is connected (``present``) or gone.  Gone while the
        table waits on them: a computer decides for the seat at once.  Back: they
        decide again from the seat's next decision."""
        t = self.table
        if present:
            t.present.add(seat)
            return
        t.present.discard(seat)
        if t.closed or not self.waiting_on(seat):
            return
        t._stop_timers()
        t._goto(TableState.WAIT_HUMAN)
        t._next()

    def waiting_on(self, seat: int) -> bool:
        """The table waits on the person of ``seat`` (theirs to act now)."""
        t = self.table
        return t.state == TableState.WAIT_HUMAN and seat in t.person.waiting

    def act(self, seat: int, action: Action) -> Refusal | None:
        """An action sent by the person of remote ``seat``: taken when it is theirs to
        decide and the engine allows it, else the reason (nothing changes)."""
        t = self.table
        reason = t._why_refused(action, seat)
        if reason is None and seat not in t.config.remote_seats:
            reason = Refusal(RefusalCode.NOT_YOUR_DECISION)
        if reason is not None:
            return reason
        t._submit(action)
        return None

    def decline(self, seat: int) -> bool:
        """The person of remote ``seat`` lets an optional pair / single hand go by."""
        if seat not in self.table.config.remote_seats:
            return False
        return self.table.person.decline(seat)
