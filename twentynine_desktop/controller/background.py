"""Long computations of the learning features (a hint, a hand review, the bid advisor)
on a plain Python thread, never on the GUI thread.

As in ``workers.AiRunner`` the worker never touches a Qt object: its progress and its
result go into a queue that a QTimer of the GUI thread drains.  A job can be cancelled;
a cancelled job's result is dropped, and the job itself is asked to stop early (the
function receives a ``cancelled()`` callable to look at between steps).
"""

from __future__ import annotations

import queue
import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

Progress = Callable[[int, int], None]   # done, total


class Cancelled(Exception):
    """Raised inside a job that was cancelled (its result is dropped anyway)."""


class BackgroundJob:
    """One computation on its own thread.  ``fn(progress, cancelled)`` runs there;
    ``on_done(result, error)`` and ``on_progress(done, total)`` are called on the GUI
    thread (error: the traceback text, or None)."""

    POLL_MS = 20
    _running: dict[threading.Thread, threading.Event] = {}   # workers and their cancel events

    def __init__(self, fn: Callable[[Progress, Callable[[], bool]], Any],
                 on_done: Callable[[Any, str | None], None],
                 on_progress: Callable[[int, int], None] | None = None,
                 parent: QObject | None = None, name: str = "learning"):
        self._fn = fn
        self._on_done = on_done
        self._on_progress = on_progress
        self._out: queue.Queue = queue.Queue()
        self._cancel = threading.Event()
        self._finished = False
        self._timer = QTimer(parent)
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self.collect)
        # The worker gets the function, the queue and the event only, never the job:
        # the job holds Qt objects (its timer, the window's callbacks), and the last
        # reference to a Qt object must never be dropped on the worker thread
        # (``gcpolicy``).
        self._thread = threading.Thread(target=_work, args=(fn, self._out, self._cancel),
                                        name=name, daemon=True)
        running = BackgroundJob._running
        for t in [t for t in running if t.ident is not None and not t.is_alive()]:
            del running[t]
        running[self._thread] = self._cancel

    def start(self) -> BackgroundJob:
        self._thread.start()
        self._timer.start()
        return self

    @property
    def running(self) -> bool:
        return not self._finished and not self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()
        self._timer.stop()

    def wait(self, seconds: float = 30.0) -> bool:
        """Wait for the worker to end (tests); results stay queued for ``collect``."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def collect(self) -> None:
        while True:
            try:
                item = self._out.get_nowait()
            except queue.Empty:
                return
            if self._cancel.is_set():
                continue
            if item[0] == "progress":
                if self._on_progress is not None:
                    self._on_progress(item[1], item[2])
            else:
                self._finished = True
                self._timer.stop()
                self._on_done(item[1], item[2])
                return

    @classmethod
    def cancel_and_join_all(cls, seconds: float = 30.0) -> bool:
        """Ask every job's worker still running to stop, and wait for them (the tests,
        between one test and the next).  Returns whether all ended."""
        threads = [(t, c) for t, c in list(cls._running.items()) if t.ident is not None]
        for _t, cancel in threads:
            cancel.set()
        for t, _c in threads:
            t.join(seconds)
            if not t.is_alive():
                cls._running.pop(t, None)
        return not any(t.is_alive() for t, _c in threads)


# ---------------------------------------------------------------- worker thread
def _work(fn: Callable[[Progress, Callable[[], bool]], Any], out: queue.Queue,
          cancel: threading.Event) -> None:
    def progress(done: int, total: int) -> None:
        if cancel.is_set():
            raise Cancelled()
        out.put(("progress", done, total))

    result, err = None, None
    try:
        result = fn(progress, cancel.is_set)
    except Cancelled:
        return
    except Exception:  # reported to the GUI thread, never lost
        err = traceback.format_exc()
    out.put(("done", result, err))
