"""Python's cyclic garbage collector runs on the GUI thread only.

CPython starts a cyclic collection on whichever thread happens to allocate past the
threshold; the computer players and the learning features (``background.py``,
``workers.py``) allocate hard on worker threads, so most collections would start
there.  A collection that frees an unreachable cycle holding a Qt object (a closed
window, a timer) then finalizes its wrapper on the worker thread; shiboken hands the
C++ deletion to the GUI thread (``BindingManager::runDeletionInMainThread``, a
pending call), which runs it at some later Python line, perhaps after Qt has already
deleted that object (``deleteLater``, its parent's destructor): the program dies
with a segmentation fault inside a paint event, with no Python traceback.  It was
seen in the tests, a Review's solver thread running while a replay was painted.

``install()`` therefore turns the automatic collector off and collects on a GUI
thread timer instead, with the interpreter's own thresholds (``collect_due``); so
every Qt wrapper in a cycle is finalized on the GUI thread, between events, never in
the middle of a paint.  Objects freed by reference counting are unaffected.  The
tests do the same (``tests/conftest.py``), collecting after each test.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 100        # how often the GUI thread looks whether a collection is due
_timer: QTimer | None = None


def collect_due() -> int:
    """Collect the generation the interpreter would have collected by now (the oldest
    whose count is past its threshold), on the calling thread, which must be the GUI
    thread.  Returns the number of unreachable objects found (0: nothing was due)."""
    if threading.current_thread() is not threading.main_thread():
        raise RuntimeError("collect_due() must run on the GUI thread")
    counts, limits = gc.get_count(), gc.get_threshold()
    for generation in (2, 1, 0):
        if limits[generation] and counts[generation] >= limits[generation]:
            return gc.collect(generation)
    return 0


def disable_automatic() -> None:
    """No automatic cyclic collection on any thread from now on (``collect_due`` or
    ``gc.collect`` on the GUI thread do it)."""
    gc.disable()


def install(parent: QObject | None = None) -> QTimer:
    """Turn the automatic collector off and collect on a GUI thread timer; once per
    process (a second call returns the same timer).  Call it on the GUI thread once
    the QApplication exists."""
    global _timer
    disable_automatic()
    if _timer is None:
        _timer = QTimer(parent)
        _timer.setInterval(INTERVAL_MS)
        _timer.timeout.connect(collect_due)
        _timer.start()
    return _timer


def automatic_collection_is_on() -> bool:
    return gc.isenabled()
