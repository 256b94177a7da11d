"""The event loop keeps running while hard computer players think (worker thread)."""

import time

from PySide6.QtCore import QElapsedTimer, QTimer

from twentynine_desktop.controller import TableConfig
from twentynine_desktop.ui.main_window import MainWindow


def test_event_loop_never_stalls_while_hard_players_think(qtbot):
    cfg = TableConfig(levels={s: "hard" for s in "NESW"}, human_seat=None, animation_speed=0.0,
                      computer_delay_ms=0, think_ms=120, seed=4)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.show()
    clock = QElapsedTimer()
    gaps = []
    big = []
    last = [0]

    def tick():
        now = clock.elapsed()
        gaps.append(now - last[0])
        if gaps[-1] > 40:
            big.append((now, gaps[-1], win.controller.state.value))
        last[0] = now
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    t0 = time.perf_counter()
    with qtbot.waitSignal(win.controller.sig_hand_over, timeout=60000):
        win.new_match()       # the deal itself runs on the GUI thread; measure from here
        clock.start()
        timer.start()
    timer.stop()
    elapsed = time.perf_counter() - t0
    think = win.controller.think_times
    print(f"\nhard hand: {elapsed:.1f} s, {len(think)} decisions, max think {max(think) * 1000:.0f} ms, "
          f"ticks {len(gaps)}, max gap {max(gaps)} ms {big}")
    assert sum(think) > 1.0                 # the players really thought for a while
    assert len(gaps) > 50
    gaps = gaps[1:]   # the first interval holds the window's first paint (card images rendered)
    # 50 ms is the goal (measured 36 ms with the machine busy); the margin keeps a loaded
    # CI machine (other processes on both cores) from failing on scheduling noise
    assert max(gaps) < 150
    assert sorted(gaps)[int(len(gaps) * 0.95)] < 30
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
    win.controller.sig_update.connect(lambda t, evs: anims.append(win.scene.animator.busy))
    with qtbot.waitSignal(win.controller.sig_hand_over, timeout=60000):
        win.new_match()
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=3000)
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
    qtbot.waitUntil(lambda: len(done) == 2, timeout=2000)
    assert done == ["update", "other"] and item.pos() == QPointF(0, 0) and not anim.busy
