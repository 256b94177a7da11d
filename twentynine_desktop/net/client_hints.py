"""Hints at a joining program's turn: the Hard player's decision on this seat's own view
(``ai.hint``), worked out on this computer in the background, as the host's person gets
them (``controller.learning``).  Only when the host's table allows hints
(``RemoteTable.options["hints"]``): they are the table's choice, the same for everyone.

A hint reads only the view the host sent this seat, so it can tell nothing more than the
seat may see.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from ..ai.hint import Hint, compute_hint
from ..controller.background import BackgroundJob
from ..controller.states import TableState
from ..engine.refusal import Refusal, RefusalCode
from .client import RemoteTable
from .messages import SeatKind, seat_kind


class RemoteHints(QObject):
    sig_hint = Signal(object)           # Hint, for the turn on the screen
    sig_hint_failed = Signal(str)

    def __init__(self, table: RemoteTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.seed = random.SystemRandom().getrandbits(62)
        self.budget_ms: float | None = None     # None: the Hard player's own budget
        self.samples: int | None = None         # fixed samples (tests)
        self.hints_used = 0
        self._job: BackgroundJob | None = None
        self._key: tuple[int, int] | None = None

    def allowed(self) -> bool:
        """The host's table offers hints."""
        return bool(self.table.options.get("hints", False))

    def can_hint(self) -> bool:
        t = self.table
        return (self.allowed() and t.state == TableState.WAIT_HUMAN and t.view() is not None
                and not t.closed)

    def _position(self) -> tuple[int, int] | None:
        v = self.table.view()
        return None if v is None else (id(v), len(v.history))

    def request_hint(self) -> Refusal | None:
        """Work out the hint for this seat's turn; ``sig_hint`` when ready (dropped if the
        table has moved on).  Returns why not, or None."""
        if not self.can_hint():
            return Refusal(RefusalCode.HINT_NOT_YOUR_TURN)
        view = self.table.view()
        assert view is not None
        key = self._position()
        if self._job is not None and self._job.running and key == self._key:
            return None
        self.cancel_hint()
        levels: dict[int, str | None] = {
            int(r["seat"]): (None if seat_kind(r) != SeatKind.COMPUTER else str(r.get("level", "normal")))
            for r in self.table.seats if isinstance(r.get("seat"), int)}
        seed, samples, budget = self.seed, self.samples, self.budget_ms
        self._key = key
        self.hints_used += 1

        def work(_progress: object, _cancelled: object) -> Hint:
            return compute_hint(view, seed, levels or None, samples=samples, budget_ms=budget)

        def done(hint: Hint | None, err: str | None) -> None:
            self._job = None
            if err:
                self.sig_hint_failed.emit(err.strip().splitlines()[-1])
                return
            if key != self._position() or not self.can_hint():
                return
            self.sig_hint.emit(hint)

        self._job = BackgroundJob(work, done, parent=self, name="hint").start()
        return None

    def cancel_hint(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job = None
