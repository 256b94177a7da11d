"""A hint is advice for one position: once a card is played (the hinted one or any
other), its words leave the status bar as they leave the table."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn_support import make_window, wait_human  # noqa: E402
from test_hint_window import _to_play_phase  # noqa: E402

from twentynine_desktop.engine.actions import PLAY  # noqa: E402


def _hint_shown(qtbot, win):
    L = win.learning
    L.last_hint = None
    L.hint_button.click()
    qtbot.waitUntil(lambda: L.last_hint is not None, timeout=60000)
    text = L.hint_text
    assert win.statusBar().currentMessage() == text
    return L.last_hint


def test_the_hint_leaves_the_status_bar_when_the_hinted_card_is_played(qtbot):
    win = make_window(qtbot, seed=5)
    win.learning.ctl.hint_samples = 4
    win.new_match()
    wait_human(qtbot, win)
    _to_play_phase(qtbot, win)
    hint = _hint_shown(qtbot, win)
    c = win.controller
    n = len(c.hand.history)
    if hint.action is not None and hint.action.kind == PLAY:
        assert win.play_card(hint.action.arg) is None
    else:
        win.panel.buttons[next(iter(win.panel.buttons))].click()
    qtbot.waitUntil(lambda: len(c.hand.history) > n, timeout=30000)
    assert not win.statusBar().currentMessage().startswith("Hint:")
    assert not win.learning.hint_box.isVisible()


def test_the_hint_leaves_the_status_bar_when_another_card_is_played(qtbot):
    win = make_window(qtbot, seed=5)
    win.learning.ctl.hint_samples = 4
    win.new_match()
    wait_human(qtbot, win)
    v = _to_play_phase(qtbot, win)
    hint = _hint_shown(qtbot, win)
    c = win.controller
    n = len(c.hand.history)
    plays = [a.arg for a in v.legal if a.kind == PLAY]
    other = [card for card in plays if hint.action is None or card != hint.action.arg]
    card = (other or plays)[0]
    assert win.play_card(card) is None
    qtbot.waitUntil(lambda: len(c.hand.history) > n, timeout=30000)
    assert "Hint:" not in win.statusBar().currentMessage()
