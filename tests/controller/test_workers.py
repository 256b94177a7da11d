"""The computer-player worker: a plain thread, answers collected in the GUI thread."""

import threading

from PySide6.QtCore import QObject

from twentynine_desktop.controller.workers import AiRunner


class _Echo:
    def __init__(self):
        self.threads = set()

    def decide(self, view, budget_ms=None):
        self.threads.add(threading.current_thread().name)
        if view == "boom":
            raise ValueError("no move")
        return ("answer", view, budget_ms)


def test_answers_arrive_in_the_gui_thread_in_order(qtbot, qapp):
    got = []
    owner = QObject()
    r = AiRunner(lambda *a: got.append((threading.current_thread() is threading.main_thread(), a)),
                 owner)
    p = _Echo()
    for i in range(5):
        r.ask(i, p, f"v{i}", 10.0)
    qtbot.waitUntil(lambda: len(got) == 5, timeout=30000)
    assert all(in_main for in_main, _ in got)
    assert [a[0] for _, a in got] == [0, 1, 2, 3, 4]
    assert [a[1] for _, a in got] == [("answer", f"v{i}", 10.0) for i in range(5)]
    assert p.threads == {"computer-players"}
    assert r.stop(1000)


def test_an_exception_comes_back_as_text_and_the_worker_goes_on(qtbot, qapp):
    got = []
    owner = QObject()                # the runner's timer lives as long as its owner
    r = AiRunner(lambda *a: got.append(a), owner)
    p = _Echo()
    r.ask(1, p, "boom", None)
    r.ask(2, p, "fine", None)
    qtbot.waitUntil(lambda: len(got) == 2, timeout=30000)
    assert got[0][1] is None and "ValueError: no move" in got[0][2]
    assert got[1][1] == ("answer", "fine", None) and got[1][2] is None
    r.stop(1000)


def test_stop_ends_the_thread_and_drops_late_answers_then_a_new_ask_restarts_it(qtbot, qapp):
    got = []
    owner = QObject()                # the runner's timer lives as long as its owner
    r = AiRunner(lambda *a: got.append(a), owner)
    gate = threading.Event()

    class Slow:
        def decide(self, view, budget_ms=None):
            gate.wait(5)
            return "late"

    r.ask(1, Slow(), None, None)
    assert not r.wait(50)            # still thinking
    gate.set()
    assert r.stop(3000)
    thread_before = r._thread
    assert thread_before is None
    qtbot.wait(30)
    assert got == []                 # the answer that came during stop() is dropped
    r.ask(2, _Echo(), "again", None)
    qtbot.waitUntil(lambda: len(got) == 1, timeout=30000)
    assert got[0][0] == 2
    r.stop(1000)
