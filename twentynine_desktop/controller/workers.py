"""Computer players think on a worker thread; the answer comes back by a signal.

Every request carries a generation number.  The controller bumps its generation for
every new request, new hand and new match, and drops any answer whose number is old
(LSkat's stale AI answers).
"""

from __future__ import annotations

import time
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class AiBridge(QObject):
    """Lives in the GUI thread; workers emit through it (queued to the GUI thread)."""

    sig_answer = Signal(int, object, object, float)  # generation, action, error text, seconds


class _AiTask(QRunnable):
    def __init__(self, bridge: AiBridge, gen: int, player, view, budget_ms: float):
        super().__init__()
        self.setAutoDelete(True)
        self.bridge = bridge
        self.gen = gen
        self.player = player
        self.view = view
        self.budget_ms = budget_ms

    def run(self) -> None:
        t0 = time.perf_counter()
        action, err = None, None
        try:
            action = self.player.decide(self.view, self.budget_ms)
        except Exception:  # reported to the GUI thread, never lost
            err = traceback.format_exc()
        self.bridge.sig_answer.emit(self.gen, action, err, time.perf_counter() - t0)


class AiRunner:
    """One worker thread: players are never asked two things at once."""

    SWITCH_INTERVAL = 0.002  # s; Python's default 0.005 lets a thinking player hold the GIL longer

    def __init__(self, bridge: AiBridge):
        import sys
        if sys.getswitchinterval() > self.SWITCH_INTERVAL:
            sys.setswitchinterval(self.SWITCH_INTERVAL)
        self.bridge = bridge
        self.pool = QThreadPool()
        self.pool.setMaxThreadCount(1)

    def ask(self, gen: int, player, view, budget_ms: float) -> None:
        self.pool.start(_AiTask(self.bridge, gen, player, view, budget_ms))

    def wait(self, ms: int = 5000) -> bool:
        return self.pool.waitForDone(ms)
