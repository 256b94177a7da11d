"""Computer players think on a worker thread; the GUI thread collects the answers.

The worker is a plain Python thread that never touches a Qt object: requests go to it
through one queue and answers come back through another, which a QTimer in the GUI
thread drains while answers are outstanding.  (An earlier version emitted a Qt signal
from a QThreadPool runnable; under load it crashed now and then inside ``emit``, a
class of PySide threading faults this design cannot reach.)

Every request carries a generation number.  The controller bumps its generation for
every new request, new hand and new match, and drops any answer whose number is old
(LSkat's stale AI answers).
"""

from __future__ import annotations

import queue
import sys
import threading
import time
import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from ..ai.base import Player
from ..engine.actions import Action
from ..engine.view import PlayerView

# generation, action (None: declined), error (a traceback's text, or None), seconds
Answer = Callable[[int, Action | None, str | None, float], None]


class AiRunner:
    """One worker thread: players are never asked two things at once."""

    SWITCH_INTERVAL = 0.002  # s; Python's default 0.005 lets a thinking player hold the GIL longer
    POLL_MS = 4              # how often the GUI thread looks for answers while any is due

    def __init__(self, on_answer: Answer, parent: QObject):
        if sys.getswitchinterval() > self.SWITCH_INTERVAL:
            sys.setswitchinterval(self.SWITCH_INTERVAL)
        self._on_answer = on_answer
        self._jobs: queue.Queue = queue.Queue()
        self._answers: queue.Queue = queue.Queue()
        self._due = 0            # requests whose answer the GUI thread has not taken yet
        self._thread: threading.Thread | None = None
        self._timer = QTimer(parent)
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self.collect)

    # ------------------------------------------------------------ GUI thread
    def ask(self, gen: int, player: Player, view: PlayerView, budget_ms: float | None) -> None:
        if self._thread is None or not self._thread.is_alive():
            # the worker gets the two queues only, never the runner: the runner holds Qt
            # objects (its timer, the controller's callback), and the last reference to
            # a Qt object must never be dropped on the worker thread (``gcpolicy``)
            self._thread = threading.Thread(target=_work, args=(self._jobs, self._answers),
                                            name="computer-players", daemon=True)
            self._thread.start()
        self._due += 1
        self._jobs.put((gen, player, view, budget_ms))
        if not self._timer.isActive():
            self._timer.start()

    def collect(self) -> int:
        """Hand every answer that has arrived to ``on_answer``; returns how many."""
        n = 0
        while True:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                break
            self._due -= 1
            n += 1
            self._on_answer(*answer)
        if self._due <= 0:
            self._due = 0
            self._timer.stop()
        return n

    def wait(self, ms: int = 5000) -> bool:
        """Wait until the worker has finished every request (answers stay queued)."""
        deadline = time.monotonic() + ms / 1000.0
        while self._jobs.unfinished_tasks:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.002)
        return True

    def stop(self, ms: int = 3000) -> bool:
        """Finish the request in hand, then end the worker thread (a later ``ask``
        starts a new one).  Answers not yet collected are dropped."""
        done = self.wait(ms)
        self._timer.stop()
        if self._thread is not None and self._thread.is_alive():
            self._jobs.put(None)
        self._thread = None
        while True:
            try:
                self._answers.get_nowait()
            except queue.Empty:
                break
        self._due = 0
        return done


# ---------------------------------------------------------------- worker thread
def _work(jobs: queue.Queue, answers: queue.Queue) -> None:
    while True:
        job = jobs.get()
        if job is None:
            jobs.task_done()
            return
        gen, player, view, budget_ms = job
        del job
        t0 = time.perf_counter()
        action, err = None, None
        try:
            action = player.decide(view, budget_ms)
        except Exception:  # reported to the GUI thread, never lost
            err = traceback.format_exc()
        answers.put((gen, action, err, time.perf_counter() - t0))
        del player, view
        jobs.task_done()
