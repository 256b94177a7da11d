"""Issue 17, further table defects (items 5, 7 to 11, 13), each checked through the real window."""

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_table_window import make_window, wait_human

from twentynine_desktop.engine.actions import BID, PASS, Action
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules

from table_hands import PAIR_HANDS, E, N, S, W


def duel_state(*actions) -> HandState:
    st = HandState(Rules(auction="duel"), W, PAIR_HANDS)
    for a in actions:
        st.apply(a)
    return st


def plate(win, seat) -> str:
    return win.scene.plates[win.scene.place(seat)].text


# ---------------------------------------------------------------- 9: holding in the duel auction
def test_duel_holder_gets_a_hold_button_and_the_plates_read_right(qtbot):
    # N and E pass, South bids 16 and holds the bid; West challenges with 17
    st = duel_state(Action(N, PASS), Action(E, PASS), Action(S, BID, 16), Action(W, BID, 17))
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    buttons = win.panel.buttons
    assert buttons["hold"].text() == "Hold 17"
    assert "bid_17" not in buttons and "bid_18" in buttons and "pass" in buttons
    # West's 17 is the high bid now: South no longer holds it
    assert "hold" not in plate(win, S)
    assert plate(win, W).endswith("holds 17")
    QTest.mouseClick(buttons["hold"], Qt.LeftButton)
    assert st.history[-1] == Action(S, BID, 17)
    assert plate(win, S).endswith("\nhold 17")          # "You / hold 17", not "holds"
    assert win.scene.bubbles[0].text == "Hold 17"
    assert "holds" not in plate(win, W)
    win.close()


def test_a_challenger_has_no_hold_button(qtbot):
    # N bids 16 and holds; E passes: South challenges and must go higher
    st = duel_state(Action(N, BID, 16), Action(E, PASS))
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    assert "hold" not in win.panel.buttons and "bid_17" in win.panel.buttons
    assert plate(win, N).endswith("holds 16")
    win.close()


def test_open_auction_has_no_hold_button(qtbot):
    st = HandState(Rules(), W, PAIR_HANDS)
    st.apply(Action(N, BID, 16))
    st.apply(Action(E, PASS))
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    assert "hold" not in win.panel.buttons and "bid_17" in win.panel.buttons
    assert plate(win, N).endswith("holds 16")
    win.close()
