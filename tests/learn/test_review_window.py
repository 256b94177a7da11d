"""'Review this hand' at the table: offered in the hand summary, solved on a worker
thread with a progress bar while the table keeps running, the costliest first."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn_support import make_window, shot, wait_human  # noqa: E402
from test_review import _clubs_ending  # noqa: E402

from twentynine_desktop.engine.actions import PLAY, Action  # noqa: E402
from twentynine_desktop.engine.cards import parse_card  # noqa: E402


def _finished_clubs_hand():
    st = _clubs_ending()
    for seat, card in ((2, "JC"), (3, "KC"), (2, "7C"), (3, "QC"), (0, "8C"), (1, "TC")):
        st.apply(Action(seat, PLAY, parse_card(card)))
    return st


def test_review_window_lists_the_costly_card(qtbot):
    win = make_window(qtbot, seed=3)
    win.new_match()
    st = _finished_clubs_hand()
    rw = win.learning.open_review(hand=st)
    # open_review returns at once: the solving is on the worker thread, and its
    # result comes to the GUI thread through the event loop
    assert rw is not None and rw.progress.isVisible() and not rw.finished_review
    qtbot.waitUntil(lambda: rw.finished_review, timeout=120000)
    text = rw.body.toPlainText()
    assert "The costliest decisions" in text
    assert "Trick 7: You played the Jack of clubs; the Seven of clubs was better: 1 card point lost." in text
    rw.resize(760, 620)
    shot(rw, "review.png")


def test_review_offered_after_a_hand(qtbot):
    win = make_window(qtbot, seed=11)
    win.new_match()
    c = win.controller
    for _ in range(200):
        wait_human(qtbot, win, timeout=60000)
        if win.summary_dialog is not None:
            break
        v = c.view()
        plays = [a for a in v.legal if a.kind == PLAY]
        if plays:
            n = len(c.hand.history)
            win.play_card(plays[0].arg)
        else:
            b = win.panel.buttons
            key = "pass" if "pass" in b else next(iter(b))
            n = len(c.hand.history)
            b[key].click()
        qtbot.waitUntil(lambda n=n: win.summary_dialog is not None or len(c.hand.history) > n, timeout=30000)
    dlg = win.summary_dialog
    assert dlg is not None
    button = dlg.findChild(type(dlg.next_button), "review_button")
    assert button is not None
    button.click()
    rw = win.learning.review_window
    qtbot.waitUntil(lambda: rw.finished_review or rw.error is not None, timeout=120000)
    assert rw.error is None and rw.review.decisions
    assert all(d.seat == 2 for d in rw.review.decisions)
    rw.resize(760, 620)
    shot(rw, "review_played_hand.png")
