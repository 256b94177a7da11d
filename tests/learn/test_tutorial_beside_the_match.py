"""Help > Tutorial during a match runs beside it: the match is not thrown away (nothing
abandoned in History, the autosave keeps it), and it comes back, at the same position,
when the tutorial ends.  The tutorial ends when anything else starts (New match, Play a
deal by number): its messages never carry on into a real match, and its Finish never
abandons one."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn_support import wait_human  # noqa: E402

from twentynine_desktop.controller import TableConfig, TableState  # noqa: E402
from twentynine_desktop.storage.archive import Folder, list_archived  # noqa: E402
from twentynine_desktop.storage.matchsave import read_save  # noqa: E402
from twentynine_desktop.ui import play_keeping  # noqa: E402
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402

LEVELS = {"N": "random", "E": "random", "W": "random"}


def _window(qtbot, tmp_path):
    cfg = TableConfig(first_dealer=1, levels=dict(LEVELS), animation_speed=0.0, computer_delay_ms=0, seed=11)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    qtbot.waitExposed(win)
    keeper = play_keeping.install(win, Folder(tmp_path))
    win.new_match()
    wait_human(qtbot, win)
    c = win.controller
    n = len(c.hand.history)
    b = win.panel.buttons
    (b["pass"] if "pass" in b else next(iter(b.values()))).click()      # the match has begun
    qtbot.waitUntil(lambda: len(c.hand.history) > n, timeout=30000)
    wait_human(qtbot, win)
    return win, keeper


def _position(match):
    return (match.hand_number, list(match.scores), list(match.current.history),
            [list(h) for h in match.current.hands_dealt])


def test_the_tutorial_runs_beside_the_match_and_gives_it_back(qtbot, tmp_path):
    win, keeper = _window(qtbot, tmp_path)
    c = win.controller
    real, where = c.match, _position(c.match)
    tut = win.learning.start_tutorial()
    wait_human(qtbot, win)
    assert c.match is not real and tut.active
    assert list_archived(keeper.folder) == []                   # nothing abandoned
    saved = read_save(keeper.folder.autosave).loaded
    assert saved is not None and _position(saved.match) == where    # the autosave keeps the match
    assert keeper.saver.match is real
    tut.box.skip_button.click()                                  # the tutorial ends
    assert win.learning.tutorial is None
    assert c.match is real and _position(c.match) == where       # given back where it was
    assert c.config.levels == LEVELS and c.config.seed == 11
    wait_human(qtbot, win)
    assert c.state == TableState.WAIT_HUMAN and list_archived(keeper.folder) == []
    c.shutdown()


def test_finish_gives_the_match_back_too(qtbot, tmp_path):
    win, keeper = _window(qtbot, tmp_path)
    c = win.controller
    real, where = c.match, _position(c.match)
    tut = win.learning.start_tutorial()
    wait_human(qtbot, win)
    tut.show("end", waiting=False)                               # its last message
    tut.box.next_button.click()                                  # Finish
    assert c.match is real and _position(c.match) == where
    assert list_archived(keeper.folder) == []
    c.shutdown()


def test_a_new_match_ends_the_tutorial_and_its_messages(qtbot, tmp_path):
    win, _keeper = _window(qtbot, tmp_path)
    c = win.controller
    tut = win.learning.start_tutorial()
    wait_human(qtbot, win)
    assert tut.box.isVisible()
    win.new_match()                                              # Ctrl+N, Start
    assert win.learning.tutorial is None and not tut.active
    assert not tut.box.isVisible()
    assert c.config.levels == LEVELS                              # the player's table, not the tutorial's
    assert not c.config.tutorial
    wait_human(qtbot, win)
    new = c.match
    # the old tutorial's last message can no longer end anything
    tut.show("end", waiting=False)
    tut._next()
    assert c.match is new and win.learning.tutorial is None
    c.shutdown()


def test_play_a_deal_by_number_ends_the_tutorial(qtbot, tmp_path, monkeypatch):
    win, keeper = _window(qtbot, tmp_path)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    tut = win.learning.start_tutorial()
    wait_human(qtbot, win)
    assert keeper.play_deal_by_number("12345-N")
    assert win.learning.tutorial is None and not tut.active and not tut.box.isVisible()
    c = win.controller
    assert c.match.current_deal_number == 12345 and c.hand.dealer == 0
    assert c.config.levels == LEVELS and not c.config.tutorial
    win.controller.shutdown()
