"""The Hint button and the H key at the table: the hint comes from the worker thread,
is shown over the person's hand and lifts the card; the setting hides it."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn_support import make_window, shot, wait_human  # noqa: E402

from twentynine_desktop.engine.actions import PLAY  # noqa: E402


def _to_play_phase(qtbot, win):
    """Answer the auction and the rest with the first button until a card is to play."""
    c = win.controller
    for _ in range(60):
        wait_human(qtbot, win)
        v = c.view()
        if any(a.kind == PLAY for a in v.legal):
            return v
        buttons = win.panel.buttons
        key = "pass" if "pass" in buttons else next(iter(buttons))
        n = len(c.hand.history)
        buttons[key].click()
        qtbot.waitUntil(lambda n=n: len(c.hand.history) > n, timeout=30000)
    raise AssertionError("never reached the play")


def test_hint_button_shows_the_hard_card(qtbot):
    win = make_window(qtbot, seed=5)
    L = win.learning
    L.ctl.hint_samples = 4
    win.new_match()
    wait_human(qtbot, win)
    # in the auction the hint marks a button
    QTest.keyClick(win.view, Qt.Key_H)
    qtbot.waitUntil(lambda: L.last_hint is not None, timeout=60000)
    assert L.last_hint.action in win.controller.view().legal
    assert L.ctl.flags.hints_used == 1
    shot(win, "hint_auction.png")
    v = _to_play_phase(qtbot, win)
    L.hint_button.click()
    qtbot.waitUntil(lambda: L.last_hint is not None, timeout=60000)
    a = L.last_hint.action
    assert a is not None and a in v.legal
    if a.kind == PLAY:
        assert win.scene.selected == a.arg
        assert win.scene.item_of(a.arg).selected_key
    assert L.hint_box.isVisible() and L.hint_text.startswith("Hint:")
    shot(win, "hint_play.png")


def test_hint_dropped_when_position_changes(qtbot):
    win = make_window(qtbot, seed=5)
    L = win.learning
    L.ctl.hint_samples = 4
    win.new_match()
    wait_human(qtbot, win)
    got = []
    L.ctl.sig_hint.connect(got.append)
    assert L.ctl.request_hint() is None
    job = L.ctl._hint_job
    # the person acts before the hint arrives: the hint is for an old position
    b = win.panel.buttons["pass"] if "pass" in win.panel.buttons else next(iter(win.panel.buttons.values()))
    b.click()
    job.wait(60)
    job.collect()
    assert got == []


def test_hints_switched_off(qtbot):
    win = make_window(qtbot, seed=5, hints=False)
    win.new_match()
    wait_human(qtbot, win)
    assert not win.learning.hint_button.isVisible()
    win.learning.ask_hint()
    assert win.learning.ctl._hint_job is None
