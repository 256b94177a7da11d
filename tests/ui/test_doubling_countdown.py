"""The doubling countdown (issue 17, item 5): it ran before the Double and Pass buttons
appeared ("7 s left", buttons at 5 s).  The window's seconds now count from when the
buttons are up, and the countdown is never shown on a bar without them."""

import sys
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from PySide6.QtCore import QEvent
from test_table_confirmations_and_window_size import FakeClock, doubling_state
from test_table_window import make_window, wait_human

from twentynine_desktop.controller import TableState
from twentynine_desktop.controller import table as table_mod


def doubling_window(qtbot, monkeypatch, slow_seconds: float = 0.0):
    """The person's side may double; showing the turn takes ``slow_seconds`` on the
    table's clock (a slow machine, an accessibility bus that answers late)."""
    clock = FakeClock()
    monkeypatch.setattr(table_mod, "time", types.SimpleNamespace(monotonic=clock))
    win = make_window(qtbot, start=False)
    seen = []       # at each countdown: were the Double and Pass buttons on the bar?
    win.controller.sig_countdown.connect(
        lambda s: seen.append((round(s, 1), "double" in win.panel.buttons and "pass" in win.panel.buttons)))

    def slow(_view):
        clock.t += slow_seconds
    win.controller.sig_human_turn.connect(slow)
    win.new_match(hand=doubling_state())
    wait_human(qtbot, win)
    return win, clock, seen


def test_the_countdown_starts_only_once_the_buttons_are_shown(qtbot, monkeypatch):
    win, clock, seen = doubling_window(qtbot, monkeypatch, slow_seconds=3.0)
    c = win.controller
    assert "double" in win.panel.buttons and "pass" in win.panel.buttons
    # the whole window is left: the 3 s it took to show the turn were not counted
    assert c.seconds_left() == c.config.window_seconds() == 8.0
    assert seen and all(shown for _, shown in seen), seen
    assert not win.panel.countdown.isHidden()
    # the window still runs out on its clock, and the side passes
    clock.t += 8.1
    qtbot.waitUntil(lambda: c.hand.phase == "play", timeout=5000)
    assert c.hand.doubles == []
    win.close()


def test_the_countdown_is_not_shown_without_the_doubling_buttons(qtbot, monkeypatch):
    win, clock, seen = doubling_window(qtbot, monkeypatch)
    c = win.controller
    assert c.state == TableState.WAIT_HUMAN and not win.panel.countdown.isHidden()
    win.panel.clear("")                 # the bar without the decision (as between two updates)
    c.sig_countdown.emit(7.0)           # a tick of the window's clock
    assert win.panel.countdown.isHidden()
    win.close()


def test_the_doubling_clock_waits_while_the_table_is_not_seen(qtbot, monkeypatch):
    """8 s felt rushed: the window's seconds run only while the person can see the
    table.  Behind another window (or minimised) the clock stops with the seconds left
    kept; in front again it goes on from them, and still runs out in the end."""
    win, clock, seen = doubling_window(qtbot, monkeypatch)
    c = win.controller
    clock.t += 3.0
    assert abs(c.seconds_left() - 5.0) < 1e-6
    monkeypatch.setattr(win, "table_seen", lambda: False)
    win.changeEvent(QEvent(QEvent.Type.ActivationChange))       # another window in front
    clock.t += 60.0                                              # a minute away
    c.person.tick()
    assert c.hand.phase != "play" and c.hand.doubles == []       # not passed for them
    assert abs(c.seconds_left() - 5.0) < 1e-6
    monkeypatch.setattr(win, "table_seen", lambda: True)
    win.changeEvent(QEvent(QEvent.Type.ActivationChange))       # back in front
    assert abs(c.seconds_left() - 5.0) < 1e-6
    clock.t += 4.0
    assert abs(c.seconds_left() - 1.0) < 1e-6
    clock.t += 1.1
    qtbot.waitUntil(lambda: c.hand.phase == "play", timeout=5000)
    win.close()


def test_a_doubling_window_opened_while_the_table_is_not_seen_waits_whole(qtbot, monkeypatch):
    clock = FakeClock()
    monkeypatch.setattr(table_mod, "time", types.SimpleNamespace(monotonic=clock))
    win = make_window(qtbot, start=False)
    c = win.controller
    monkeypatch.setattr(win, "table_seen", lambda: False)       # minimised, say
    win.changeEvent(QEvent(QEvent.Type.WindowStateChange))
    win.new_match(hand=doubling_state())
    wait_human(qtbot, win)
    clock.t += 100.0
    c.person.tick()
    assert c.seconds_left() == c.config.window_seconds()
    monkeypatch.setattr(win, "table_seen", lambda: True)
    win.changeEvent(QEvent(QEvent.Type.WindowStateChange))
    clock.t += 2.0
    assert abs(c.seconds_left() - (c.config.window_seconds() - 2.0)) < 1e-6
    win.close()
