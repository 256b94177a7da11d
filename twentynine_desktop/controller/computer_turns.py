"""The computer seats' part of the table controller: the pacing pause before a computer
moves, the question to its player on the worker thread (``workers.AiRunner``), and what
becomes of the answer (played, declined, or replaced by a legal fallback when it is an
error or not allowed).

``ComputerTurns(table)`` is owned by a ``TableController`` and works on its state (the
hand, the generation number, the declined options); the controller's flow (``_next``,
``_submit``) stays there.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from ..ai.base import allowed_actions
from ..engine.actions import Action, ActionKind
from ..engine.cards import actor_side, is_side
from ..engine.view import player_view
from .states import TableState
from .workers import AiRunner

if TYPE_CHECKING:
    from .table import TableController

# the table controller's log, as before this part had a file of its own
log = logging.getLogger("twentynine_desktop.controller.table")

OPTIONAL = (ActionKind.PAIR, ActionKind.SINGLE)
DOUBLING_KINDS = (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET)


class ComputerTurns:
    def __init__(self, table: TableController):
        self.table = table
        self.pending: tuple[str, int] | None = None   # ("turn"|"optional", actor)
        self.runner = AiRunner(self.on_answer, table)
        self.pace = QTimer(table)
        self.pace.setSingleShot(True)
        self.pace.timeout.connect(self.ask)

    def request(self, pending: tuple[str, int]) -> None:
        """Ask for ``pending`` after the pacing pause (none for an optional action)."""
        t = self.table
        self.pending = pending
        delay = t.config.computer_delay_ms if pending[0] == "turn" else 0
        t._goto(TableState.WAIT_TIMER)
        self.pace.start(max(0, int(delay)))

    def seat_for(self, actor: int) -> int:
        """The computer seat that decides for ``actor`` (a side picks one of its seats)."""
        if not is_side(actor):
            return actor
        side = actor_side(actor)
        for seat in (side, side + 2):
            if seat in self.table.players:
                return seat
        return side

    def ask(self) -> None:
        t = self.table
        if t.closed or t.state != TableState.WAIT_TIMER or self.pending is None:
            return
        t._goto(TableState.WAIT_COMPUTER)
        seat = self.seat_for(self.pending[1])
        t.gen += 1
        t.sig_thinking.emit(self.pending[1])
        self.runner.ask(t.gen, t.players[seat], player_view(t._st(), seat), t.config.think_ms)

    def on_answer(self, gen: int, action: Action | None, err: str | None,
                  seconds: float) -> None:
        t = self.table
        if gen != t.gen or t.state != TableState.WAIT_COMPUTER:
            t.stale_dropped += 1
            return
        t.think_times.append(seconds)
        pending = self.pending
        assert pending is not None  # WAIT_COMPUTER: a request is out
        request, actor = pending
        self.pending = None
        st = t._st()
        if err:
            log.error("computer player failed:\n%s", err)
            t.sig_error.emit(f"A computer player failed: {err.strip().splitlines()[-1]}")
        if request == "optional":
            if action is None or err:
                t._declined.add((len(st.history), actor))
                t._next()
                return
        if action is None or st.refusal(action) is not None:
            if action is not None:
                log.error("computer player chose an illegal action %s: %s", action, st.refusal(action))
            action = self.fallback(actor)
            if action is None:  # declined everything optional of a seat that must act
                t._declined.add((len(st.history), actor))
                t._next()
                return
        t._submit(action)

    def fallback(self, actor: int) -> Action | None:
        seat = self.seat_for(actor)
        acts = [a for a in allowed_actions(player_view(self.table._st(), seat))
                if a.kind not in OPTIONAL and a.kind not in DOUBLING_KINDS]
        return acts[0] if acts else None
