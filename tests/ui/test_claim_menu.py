"""Game > Claim the rest of the tricks (C) at the table: a claim that is not certain is
refused in words over the hand, a certain one plays the tricks out; and the words said
when the only legal card is played by itself."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_claim_and_forced_card import find_state, forced, on_lead  # noqa: E402
from test_table_window import make_window, wait_human  # noqa: E402

from twentynine_desktop.engine.claim import claim_refusal  # noqa: E402
from twentynine_desktop.engine.view import player_view  # noqa: E402

S = 2


def game_menu_actions(win):
    return next(a.menu().actions() for a in win.menuBar().actions() if win.act_new in a.menu().actions())


def test_an_uncertain_claim_is_refused_in_words_over_the_hand(qtbot):
    st = find_state(lambda s: on_lead(s) and claim_refusal(player_view(s, S)) is not None)
    win = make_window(qtbot, hand=st.copy())
    wait_human(qtbot, win)
    assert win.claims.act_claim in game_menu_actions(win)
    n = len(win.controller.hand.history)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_C)         # the key, from the table
    said = win.statusBar().currentMessage()
    assert said.startswith(("Not certain", "No claim", "You can claim")), said
    assert win.scene.notice.isVisible()
    assert len(win.controller.hand.history) == n
    win.close()


def test_a_certain_claim_plays_the_rest_of_the_tricks(qtbot):
    st = find_state(lambda s: on_lead(s) and claim_refusal(player_view(s, S)) is None)
    win = make_window(qtbot, hand=st.copy())
    wait_human(qtbot, win)
    assert win.claims.claim()
    assert "Claim accepted" in win.statusBar().currentMessage()
    qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=30000)
    assert win.controller.hand.over
    win.close()


def test_the_forced_card_is_said_when_it_is_played_for_the_person(qtbot):
    st = find_state(forced)
    card = player_view(st, S).legal[0].arg
    win = make_window(qtbot, hand=None, start=False, auto_play=True, auto_play_ms=0)
    win.new_match(hand=st.copy())
    qtbot.waitUntil(lambda: any(a.actor == S and a.arg == card
                                for a in win.controller.hand.history[len(st.history):]), timeout=30000)
    assert any("is played for you" in t for t in win.announcements)
    win.close()
