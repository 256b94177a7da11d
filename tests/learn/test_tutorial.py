"""The tutorial runs end to end with a scripted person who follows its advice: every
message comes at its moment, the hand is played out, and Finish leaves it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn_support import make_window, shot  # noqa: E402

from twentynine_desktop.ai.easy import EasyPlayer  # noqa: E402
from twentynine_desktop.controller import TableState  # noqa: E402
from twentynine_desktop.engine.actions import PLAY  # noqa: E402
from twentynine_desktop.ui.tutorial import TOPICS  # noqa: E402


def _wait(qtbot, win):
    c = win.controller
    qtbot.waitUntil(lambda: (c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy)
                    or c.state in (TableState.HAND_OVER, TableState.MATCH_OVER), timeout=30000)


def _person_move(win, tut, shots):
    """What a person following the tutorial does at their turn."""
    c = win.controller
    box = tut.box
    if box.isVisible() and box.next_button.isVisible():
        if tut.topic not in shots:
            shots[tut.topic] = True
            shot(win, f"tutorial_{tut.topic}.png")
        box.next_button.click()
        return
    if box.isVisible() and tut.topic not in shots:
        shots[tut.topic] = True
        shot(win, f"tutorial_{tut.topic}.png")
    v = c.view()
    b = win.panel.buttons
    if v.phase == "auction":
        bids = sorted(a.arg for a in v.legal if a.kind == "bid")
        key = f"bid_{bids[0]}" if bids and v.auction_bid < 18 else "pass"
        b[key].click()
    elif v.phase == "trump":
        b["trump_H"].click()
    elif "pair" in b:
        b["pair"].click()
    elif "ask" in b:
        b["ask"].click()
    elif any(a.kind == PLAY for a in v.legal):
        card = EasyPlayer(0).decide(v).arg
        assert win.play_card(card) is None
    elif "decline" in b:
        b["decline"].click()
    else:
        next(iter(b.values())).click()


def test_tutorial_runs_end_to_end(qtbot):
    win = make_window(qtbot, seed=1)
    win.new_match()
    tut = win.learning.start_tutorial()
    c = win.controller
    shots: dict = {}
    for _ in range(120):
        _wait(qtbot, win)
        if c.state in (TableState.HAND_OVER, TableState.MATCH_OVER):
            break
        n = len(c.hand.history)
        was = (tut.topic, tut.box.isVisible())
        _person_move(win, tut, shots)
        qtbot.waitUntil(lambda n=n, was=was: len(c.hand.history) > n or (tut.topic, tut.box.isVisible()) != was
                        or c.state != TableState.WAIT_HUMAN, timeout=30000)
    assert c.hand.over and c.hand.bidder == 2 and c.hand.trump == 1
    qtbot.waitUntil(lambda: tut.topic == "end", timeout=10000)
    assert tut.shown == list(TOPICS), tut.shown
    assert win.learning.ctl.flags.practice      # a tutorial is kept apart in statistics
    shot(win, "tutorial_end.png")
    tut.box.next_button.click()                 # Finish
    assert win.learning.tutorial is None
    assert win.controller.config.levels == win.config.levels
    assert c.hand is not None and c.hand.history == [] or c.hand.phase == "auction"


def test_tutorial_can_be_skipped_and_replayed(qtbot):
    win = make_window(qtbot, seed=1)
    win.new_match()
    first = win.learning.start_tutorial()
    _wait(qtbot, win)
    assert first.box.isVisible() and first.topic == "points"
    first.box.skip_button.click()
    assert win.learning.tutorial is None and not first.active
    # replay from the Help menu
    win.learning.act_tutorial.trigger()
    again = win.learning.tutorial
    assert again is not None and again is not first
    _wait(qtbot, win)
    assert again.topic == "points" and again.shown == ["points"]


def test_the_welcome_hook_starts_the_tutorial(qtbot):
    """ui/first_run.py's welcome offers the tutorial through start_tutorial(window)."""
    from twentynine_desktop.ui.tutorial import start_tutorial
    win = make_window(qtbot, seed=1)
    tut = start_tutorial(win)
    assert tut is win.learning.tutorial and tut.active
    _wait(qtbot, win)
    assert tut.topic == "points"


def test_each_step_puts_the_keyboard_on_the_button_it_asks_for(qtbot):
    """"Choose hearts": the keyboard is on Hearts (not on the bar's first button, spades);
    likewise on Ask for the trump and Declare the pair when those steps come."""
    from twentynine_desktop.ui.tutorial import STEP_BUTTONS
    win = make_window(qtbot, seed=1)
    win.new_match()
    tut = win.learning.start_tutorial()
    c = win.controller
    checked = []
    for _ in range(120):
        _wait(qtbot, win)
        if c.state in (TableState.HAND_OVER, TableState.MATCH_OVER):
            break
        if tut.box.isVisible() and tut.topic in STEP_BUTTONS and tut.topic not in checked:
            assert win.focusWidget() is win.panel.buttons[STEP_BUTTONS[tut.topic]], (
                tut.topic, win.focusWidget() and win.focusWidget().objectName())
            checked.append(tut.topic)
        n = len(c.hand.history)
        was = (tut.topic, tut.box.isVisible())
        _person_move(win, tut, {t: True for t in TOPICS})
        qtbot.waitUntil(lambda n=n, was=was: len(c.hand.history) > n or (tut.topic, tut.box.isVisible()) != was
                        or c.state != TableState.WAIT_HUMAN, timeout=30000)
    assert "trump" in checked, checked
