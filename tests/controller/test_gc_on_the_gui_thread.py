"""Cyclic garbage holding a Qt object is finalized on the GUI thread, never on a
background job's worker thread (controller/gcpolicy.py).  On a worker thread shiboken
hands the C++ deletion back to the GUI thread as a pending call, which ran in the
middle of a replay's paint event, after Qt had deleted the object: a segmentation
fault of the whole program (a Review's solver running while a replay was painted)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtWidgets import QWidget

from twentynine_desktop.controller import gcpolicy
from twentynine_desktop.controller.background import BackgroundJob


class _Cycle:
    """Holds a widget and itself, so only the cyclic collector can free it."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        self.myself = self


def _allocate_cycles(progress, cancelled) -> int:
    """Work that allocates as the solver does: far past every collection threshold."""
    junk = 0
    for i in range(300_000):
        a: list = [i]
        a.append(a)
        junk += len(a)
    return junk


def test_a_dropped_window_is_finalized_on_the_gui_thread_while_a_job_allocates(qtbot):
    gc.collect()
    finalized_on: list[str] = []
    holder = _Cycle(QWidget())
    ref = weakref.ref(holder.widget, lambda _r: finalized_on.append(threading.current_thread().name))
    del holder                                   # unreachable, but only a collection frees it
    done: list = []
    job = BackgroundJob(_allocate_cycles, lambda result, err: done.append((result, err)), name="allocating")
    job.start()
    assert job.wait(60)
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    assert done[0][1] is None
    assert finalized_on == [] and ref() is not None       # nobody collected on the worker
    assert not gcpolicy.automatic_collection_is_on()
    gc.collect()                                 # the GUI thread's collection frees it
    assert finalized_on == [threading.main_thread().name]


def test_collect_due_collects_only_on_the_gui_thread_and_when_due():
    gc.collect()
    assert gcpolicy.collect_due() == 0           # nothing due just after a collection
    for _ in range(gc.get_threshold()[0] + 10):
        a: list = []
        a.append(a)
    assert gcpolicy.collect_due() > 0            # the young generation was due
    errors: list[BaseException] = []

    def off_thread() -> None:
        try:
            gcpolicy.collect_due()
        except RuntimeError as exc:
            errors.append(exc)

    t = threading.Thread(target=off_thread)
    t.start()
    t.join()
    assert len(errors) == 1


def test_the_program_collects_on_a_gui_thread_timer(qtbot):
    timer = gcpolicy.install()
    try:
        assert timer.isActive() and not gc.isenabled()
        assert gcpolicy.install() is timer                    # once per process
        for _ in range(gc.get_threshold()[0] + 10):
            a: list = []
            a.append(a)
        qtbot.waitUntil(lambda: gc.get_count()[0] < gc.get_threshold()[0], timeout=5000)
    finally:
        timer.stop()
        gcpolicy._timer = None


def test_a_running_worker_holds_no_reference_to_its_job(qtbot):
    """The job holds Qt objects (its timer, the window's callbacks): were the worker to
    hold the last reference, it would drop them on its own thread when it ends."""
    go = threading.Event()
    job = BackgroundJob(lambda progress, cancelled: go.wait(30), lambda result, err: None)
    job.start()
    ref = weakref.ref(job)
    worker = job._thread
    job.cancel()
    del job
    gc.collect()
    assert worker.is_alive() and ref() is None
    go.set()
    worker.join(30)


def test_the_computer_players_thread_holds_no_reference_to_its_runner(qtbot):
    from PySide6.QtCore import QObject

    from twentynine_desktop.controller.workers import AiRunner

    go = threading.Event()

    class Waiting:
        def decide(self, view, budget_ms):
            go.wait(30)

    parent = QObject()
    runner = AiRunner(lambda *answer: None, parent)
    runner.ask(1, Waiting(), None, None)
    ref = weakref.ref(runner)
    worker = runner._thread
    jobs = runner._jobs
    del runner
    gc.collect()
    assert worker.is_alive() and ref() is None
    go.set()
    jobs.put(None)
    worker.join(30)
