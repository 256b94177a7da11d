"""The event loop keeps running while hard computer players think (worker thread)."""

import threading
import time

from PySide6.QtCore import QTimer

from twentynine_desktop.controller import TableConfig
from twentynine_desktop.ui.main_window import MainWindow


class _Probe:
    """A computer player that records the thread each decision runs on, and inside
    each decision waits (on that thread) until the GUI thread's timer has ticked three
    more times.  If a decision ran on the GUI thread, or the GUI thread were blocked
    while a computer thinks, no tick could come and the wait would run out."""

    def __init__(self, player, ticks, record):
        self._player, self._ticks, self._record = player, ticks, record

    def __getattr__(self, name):
        return getattr(self._player, name)

    def decide(self, view, budget_ms=None):
        start = len(self._ticks)
        action = self._player.decide(view, budget_ms)
        waited_out = True
        for _ in range(20000):           # up to about 20 s of real time, normally ~30 ms
            if len(self._ticks) >= start + 3:
                waited_out = False
                break
            time.sleep(0.001)
        self._record.append((threading.get_ident(), waited_out))
        return action


def test_computers_think_off_the_gui_thread_and_the_gui_keeps_running(qtbot, monkeypatch):
    """Every computer decision of a whole hand of hard players runs on the worker
    thread, and the GUI thread's event loop keeps running during each of them."""
    from twentynine_desktop.controller import table as table_mod
    ticks: list[int] = []
    record: list[tuple[int, bool]] = []
    real_make = table_mod.make_player
    monkeypatch.setattr(table_mod, "make_player",
                        lambda *a, **kw: _Probe(real_make(*a, **kw), ticks, record))
    cfg = TableConfig(levels={s: "hard" for s in "NESW"}, human_seat=None, animation_speed=0.0,
                      computer_delay_ms=0, think_ms=120, seed=4)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.show()
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(1))
    gui = threading.get_ident()
    with qtbot.waitSignal(win.controller.sig_hand_over, timeout=300000):
        win.new_match()
        timer.start()
    timer.stop()
    assert len(record) >= 8 * 4 // 2          # at least the plays that had a choice
    assert all(ident != gui for ident, _ in record)
    assert not [1 for _, waited_out in record if waited_out], "the GUI thread stalled"
    win.close()


def test_hand_with_real_animations_leaves_a_clean_table(qtbot):
    """Animations actually run (short durations): every played card is collected."""
    from twentynine_desktop.ui.items import CardItem
    cfg = TableConfig(levels={s: "easy" for s in "NESW"}, human_seat=None, animation_speed=0.08,
                      computer_delay_ms=5, seed=12)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.show()
    anims = []
    win.controller.sig_update.connect(lambda _update: anims.append(win.scene.animator.busy))
    with qtbot.waitSignal(win.controller.sig_hand_over, timeout=60000):
        win.new_match()
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert any(anims)                                  # animations were running
    cards = [it for it in win.scene.items() if isinstance(it, CardItem)]
    assert cards == [win.scene.indicator] or (win.scene.indicator is None and not cards)
    assert win.scene.trick_items == [] and all(not h for h in win.scene.hands.values())
    win.close()


def test_self_test_command_passes():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-m", "twentynine_desktop", "--self-test"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "self-test passed" in out.stdout



def test_animator_calls_every_waiting_callback(qtbot):
    """A card sliding back (run() without a callback, or with another one) while an
    update is animating must not swallow the update's callback: the table would stall."""
    from PySide6.QtCore import QPointF

    from twentynine_desktop.ui.animator import Animator
    from twentynine_desktop.ui.cardart import CardArt
    from twentynine_desktop.ui.items import CardItem
    anim = Animator()
    item = CardItem(CardArt(), 0, True)
    done = []
    anim.add(lambda: [(item, b"pos", QPointF(100, 0), 60)])
    anim.run(lambda: done.append("update"))
    anim.add(lambda: [(item, b"pos", QPointF(0, 0), 60)])
    anim.run()
    anim.run(lambda: done.append("other"))
    qtbot.waitUntil(lambda: len(done) == 2, timeout=30000)
    assert done == ["update", "other"] and item.pos() == QPointF(0, 0) and not anim.busy
