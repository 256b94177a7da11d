"""Game > Export this hand: the record holds every seat's cards and the hidden trump,
so it can be written only once the hand is over (the menu entry is off until then)."""

import json
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.engine.actions import PAIR, SINGLE
from twentynine_desktop.engine.cards import card_str
from twentynine_desktop.ui import hand_export
from twentynine_desktop.ui.main_window import MainWindow

from table_hands import south_void_state


def _window(qtbot, hand=None, seed=7) -> MainWindow:
    cfg = TableConfig(levels={"N": "random", "E": "random", "W": "random"}, animation_speed=0.0,
                      computer_delay_ms=0, seed=seed)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.new_match(hand=hand)
    return win


def _wait(qtbot, win) -> None:
    c = win.controller
    qtbot.waitUntil(lambda: (c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy)
                    or win.summary_dialog is not None, timeout=5000)


def _fake_dialog(monkeypatch, path: Path) -> list:
    asked = []

    def fake(*args, **kwargs):
        asked.append(args)
        return str(path), "Hand records (*.json)"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))
    return asked


def _ctrl_e(qtbot, win) -> None:
    """Press Ctrl+E in the window (made active: the summary beside it may hold the focus)."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    QTest.keyClick(win, Qt.Key_E, Qt.ControlModifier)


def _play_to_the_end(qtbot, win) -> None:
    c = win.controller
    for _ in range(100):
        _wait(qtbot, win)
        if win.summary_dialog is not None:
            return
        acts = [a for a in c.view().legal if a.kind not in (PAIR, SINGLE)]
        if acts:
            assert c.human_act(acts[0]) is None
        else:
            c.human_decline()
    raise AssertionError("the hand did not end")


def test_export_is_off_during_a_hand_and_writes_nothing(qtbot, tmp_path, monkeypatch):
    target = tmp_path / "hand.json"
    asked = _fake_dialog(monkeypatch, target)
    st = south_void_state()                 # mid-hand: South to play, trump hidden
    win = _window(qtbot, hand=st)
    _wait(qtbot, win)
    assert win.controller.state == TableState.WAIT_HUMAN and not st.over
    act = win.act_export
    assert not act.isEnabled()
    assert "once it is over" in act.toolTip() and "once it is over" in act.statusTip()
    # the menu entry, its shortcut and a direct call all write nothing
    act.trigger()
    _ctrl_e(qtbot, win)
    assert win.export_hand() is None
    assert win.export_hand(str(target)) is None
    assert "once it is over" in win.statusBar().currentMessage()
    assert asked == [] and not target.exists()
    win.close()


def test_export_after_the_hand_writes_the_whole_record(qtbot, tmp_path, monkeypatch):
    target = tmp_path / "hand.json"
    asked = _fake_dialog(monkeypatch, target)
    win = _window(qtbot, seed=21)
    c = win.controller
    _wait(qtbot, win)
    assert not win.act_export.isEnabled()
    _play_to_the_end(qtbot, win)
    assert c.state == TableState.HAND_OVER and c.hand.over
    act = win.act_export
    assert act.isEnabled() and act.toolTip() == hand_export.EXPORT_READY_TIP
    _ctrl_e(qtbot, win)                     # the shortcut opens the file dialog
    assert len(asked) == 1
    target.unlink()
    act.trigger()                           # Game > Export this hand, through the file dialog
    assert len(asked) == 2
    data = json.loads(target.read_text())
    st = c.hand
    assert data["format"] == "twentynine-hand/1" and len(data["actions"]) == len(st.history)
    assert data["hands"]["N"] == [card_str(x) for x in st.hands_dealt[0]]
    assert "written to" in win.statusBar().currentMessage()
    # the next deal closes the entry again
    QTest.mouseClick(win.summary_dialog.next_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: c.match.hand_number == 2, timeout=3000)
    assert not win.act_export.isEnabled()
    target.unlink()
    _ctrl_e(qtbot, win)
    assert len(asked) == 2 and not target.exists()
    win.close()


def test_export_to_a_path_that_cannot_be_written_says_so(qtbot, tmp_path):
    win = _window(qtbot, seed=21)
    _play_to_the_end(qtbot, win)
    assert win.export_hand(str(tmp_path)) is None       # a folder, not a file
    assert win.statusBar().currentMessage().startswith("Could not write")
    assert win.export_hand(str(tmp_path / "ok.json")) is not None
    win.close()
