"""Undo in a practice match: the exact previous position comes back, the computers'
answers to the old position are dropped, and a normal match has no undo."""

from __future__ import annotations

import dataclasses
import threading

from twentynine_desktop.ai.base import RandomPlayer
from twentynine_desktop.controller import TableConfig, TableController, TableState
from twentynine_desktop.controller.learning import LearningController, flags_of
from twentynine_desktop.engine.actions import PLAY
from twentynine_desktop.engine.refusal import Refusal, RefusalCode
from twentynine_desktop.engine.view import player_view

S = 2


def _table(practice=True, seed=13):
    cfg = TableConfig(first_dealer=1, levels={"N": "random", "E": "random", "W": "random"}, computer_delay_ms=0,
                      animation_speed=0.0, seed=seed, practice=practice)
    c = TableController(cfg)
    return c, LearningController(c)


def _wait_human(qtbot, c):
    qtbot.waitUntil(lambda: c.state in (TableState.WAIT_HUMAN, TableState.HAND_OVER), timeout=30000)


def _act(qtbot, c):
    """The person's first legal action (a card if one may be played)."""
    v = c.view()
    plays = [a for a in v.legal if a.kind == PLAY]
    a = plays[-1] if plays else next(a for a in v.legal if a.kind in ("pass", "bid", "trump", "double"))
    assert c.human_act(a) is None
    return a


def _fields(view):
    return {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}


def _snapshot(st):
    return (list(st.history), list(st.held), list(st.trick), list(st.points), st.phase,
            st.to_act, st.trick_no, st.revealed, st.withheld)


def test_undo_restores_the_exact_previous_position(qtbot):
    c, L = _table()
    c.new_match()
    # play into the hand: every decision of the person, up to the third card
    cards = 0
    for _ in range(40):
        _wait_human(qtbot, c)
        if any(a.kind == PLAY for a in c.view().legal):
            cards += 1
            if cards == 3:
                break
        _act(qtbot, c)
    before = _snapshot(c.hand)
    view_before = _fields(player_view(c.hand, S))
    played = _act(qtbot, c)
    # the computers answer after the card; wait till it is the person's turn again
    _wait_human(qtbot, c)
    assert played in c.hand.history
    assert L.undo() is None
    _wait_human(qtbot, c)
    assert _snapshot(c.hand) == before
    assert _fields(player_view(c.hand, S)) == view_before
    assert c.match.current is c.hand
    assert flags_of(c).undos == 1 and flags_of(c).practice
    # and play goes on from there: the same card again, the computers replay
    assert c.human_act(played) is None
    _wait_human(qtbot, c)
    assert played in c.hand.history


class _Held(RandomPlayer):
    """A computer player that thinks until released (its answer comes late)."""

    def __init__(self):
        super().__init__(1)
        self.go = threading.Event()
        self.asked = threading.Event()

        self.answers = []

    def decide(self, view, budget_ms=None):
        self.asked.set()
        self.go.wait(30)
        a = super().decide(view, budget_ms)
        self.answers.append((view, a))
        return a


def test_undo_drops_the_computers_answers_to_the_old_position(qtbot):
    c, L = _table(seed=21)
    c.new_match()
    _wait_human(qtbot, c)
    before = _snapshot(c.hand)
    held = _Held()
    nxt = (S + 1) % 4
    c.players[nxt] = held
    c_first = [_act(qtbot, c)]
    # the next computer is thinking about the position after the person's action
    qtbot.waitUntil(lambda: held.asked.is_set() and c.state == TableState.WAIT_COMPUTER, timeout=30000)
    n_hist = len(c.hand.history)
    assert L.undo() is None
    _wait_human(qtbot, c)
    assert _snapshot(c.hand) == before and len(c.hand.history) < n_hist
    # the person now does something else; the same computer is asked again, behind
    # the old question still on the worker thread
    k = len(c.hand.history)
    v = c.view()
    other = [a for a in v.legal if a != c_first[0]]
    assert c.human_act(other[0]) is None
    dropped = c.stale_dropped
    held.go.set()                      # the old answer arrives first, then the new one
    qtbot.waitUntil(lambda: len(c.hand.history) > k + 1, timeout=30000)
    assert c.stale_dropped > dropped
    assert len(held.answers) == 2
    old_view, _old = held.answers[0]
    new_view, new_answer = held.answers[1]
    assert old_view.history != new_view.history
    assert c.hand.history[k] == other[0] and c.hand.history[k + 1] == new_answer


def test_no_undo_in_a_normal_match(qtbot):
    c, L = _table(practice=False)
    c.new_match()
    _wait_human(qtbot, c)
    _act(qtbot, c)
    _wait_human(qtbot, c)
    hist = list(c.hand.history)
    assert L.undo() == Refusal(RefusalCode.UNDO_PRACTICE_ONLY)
    assert c.hand.history == hist
    assert not flags_of(c).practice and flags_of(c).undos == 0


def test_ctrl_z_in_a_practice_match_window(qtbot):
    import sys
    from pathlib import Path

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from learn_support import make_window, wait_human

    win = make_window(qtbot, seed=8, practice=True)
    win.new_match()
    wait_human(qtbot, win)
    c = win.controller
    assert win.learning.act_undo.isEnabled() and win.learning.practice_label.isVisible()
    before = _snapshot(c.hand)
    _act(qtbot, c)
    wait_human(qtbot, win)
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    wait_human(qtbot, win)
    assert _snapshot(c.hand) == before
    # the scene shows the restored position: the person's cards are the view's
    assert sorted(win.scene.human_cards()) == sorted(c.view().hand)


def test_new_match_dialog_offers_practice(qtbot):
    import sys
    from pathlib import Path

    from PySide6.QtWidgets import QDialog
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from learn_support import make_window

    from twentynine_desktop.ui import dialogs
    win = make_window(qtbot, seed=8)

    def fake_exec(self):
        self.practice_box.setChecked(True)
        return QDialog.Accepted
    orig = dialogs.NewMatchDialog.exec
    dialogs.NewMatchDialog.exec = fake_exec
    try:
        assert win.ask_new_match()
    finally:
        dialogs.NewMatchDialog.exec = orig
    assert win.config.practice and win.learning.ctl.practice
