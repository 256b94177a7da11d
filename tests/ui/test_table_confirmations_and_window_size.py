"""The table's confirmations and guards (the hand summary, single hand, quitting, a
fresh Double button), the window's size and the last-trick overlay, each checked
through the real window (first reported in issue 17)."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_table_window import make_window, wait_human

from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.ui import main_window as mw
from twentynine_desktop.ui.main_window import MainWindow

from table_hands import S, pair_window_state, south_to_follow_state


def computers_window(qtbot, seed=5, **kw) -> MainWindow:
    cfg = TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None, animation_speed=0.0,
                      computer_delay_ms=0, seed=seed, **kw)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.show()
    win.new_match()
    return win


# ---------------------------------------------------------------- 1: the summary leads on
@pytest.mark.parametrize("how", ["escape", "close"])
def test_closing_the_hand_summary_any_way_deals_the_next_hand(qtbot, how):
    win = computers_window(qtbot)
    c = win.controller
    qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=30000)
    dlg = win.summary_dialog
    assert not dlg.match_over and c.state == TableState.HAND_OVER
    if how == "escape":
        QTest.keyClick(dlg, Qt.Key_Escape)
    else:
        dlg.close()                       # the window's X
    qtbot.waitUntil(lambda: c.match.hand_number == 2, timeout=30000)
    assert win.summary_dialog is not dlg
    win.close()


# ---------------------------------------------------------------- 2: the window fits the screen
def _inside(win, widget) -> bool:
    top_left = widget.mapTo(win, QPoint(0, 0))
    return win.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("avail", [QRect(0, 0, 1024, 640), QRect(0, 0, 1366, 768), QRect(0, 24, 1024, 576),
                                   QRect(0, 0, 1920, 1080)])
def test_the_window_opens_at_a_size_that_fits_the_available_screen(qtbot, monkeypatch, avail):
    from twentynine_desktop.ui import window_state
    monkeypatch.setattr(window_state, "available_geometry", lambda widget=None: QRect(avail))
    win = MainWindow(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None), start=False)
    qtbot.addWidget(win)
    g = win.geometry()
    # the inside and the frame the window manager adds around it (title bar) both fit
    assert avail.contains(g.adjusted(0, -window_state.FRAME_H + 8, 0, 0)), (g, avail)
    assert win.minimumWidth() <= g.width() and win.minimumHeight() <= g.height()
    assert g.width() >= min(1280, avail.width() - window_state.FRAME_W)


def test_the_table_is_laid_out_down_to_1024x600(qtbot):
    win = make_window(qtbot, start=True)
    wait_human(qtbot, win)
    assert win.controller.view().phase == "auction" and len(win.panel.buttons) >= 10
    for size in ((1024, 600), (win.minimumWidth(), win.minimumHeight())):
        win.resize(*size)
        qtbot.waitUntil(lambda w=size[0], h=size[1]: (win.width(), win.height()) == (w, h), timeout=5000)
        qtbot.wait(20)
        # nothing of the window's content needs more room than the window has
        hint = win.centralWidget().minimumSizeHint()
        assert hint.width() <= win.centralWidget().width() and hint.height() <= win.centralWidget().height()
        for b in list(win.panel.buttons.values()) + [win.panel.last_button, win.statusBar(), win.view]:
            assert _inside(win, b), (size, b.objectName() or b)
        vr = win.view.viewport().rect().adjusted(-2, -2, 2, 2)
        for pt in (win.scene.sceneRect().topLeft(), win.scene.sceneRect().bottomRight()):
            assert vr.contains(win.view.mapFromScene(pt))
    assert win.minimumWidth() <= 1024 - 16 and win.minimumHeight() <= 600 - 48   # fits a 1024x600 screen
    win.close()


def test_size_position_and_maximized_state_are_remembered(qtbot, tmp_path, monkeypatch):
    from twentynine_desktop.ui import window_state
    path = tmp_path / "cfg" / "window.geometry"
    cfg = TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None)
    win = MainWindow(cfg, start=False, window_state=path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    # (the offscreen test screen is 800x800, and Qt keeps a restored window on it)
    win.setGeometry(QRect(8, 70, 784, 590))
    qtbot.waitUntil(lambda: win.size().height() == 590, timeout=5000)
    win.close()
    assert path.is_file()
    again = MainWindow(cfg, start=False, window_state=path)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (784, 590)
    assert (again.x(), again.y()) == (8, 70)
    again.show()
    again.showMaximized()
    qtbot.waitUntil(lambda: again.isMaximized(), timeout=5000)
    again.close()
    third = MainWindow(cfg, start=False, window_state=path)
    qtbot.addWidget(third)
    third.show()
    qtbot.waitUntil(lambda: third.isMaximized(), timeout=5000)
    third.close()
    # a spoilt file is ignored: the window opens at a size that fits, and nothing breaks
    path.write_bytes(b"not a geometry")
    fourth = MainWindow(cfg, start=False, window_state=path)
    qtbot.addWidget(fourth)
    assert fourth.width() >= fourth.minimumWidth()
    # a place saved on a larger screen is brought onto a smaller one
    fourth.setGeometry(QRect(300, 200, 1500, 900))
    assert window_state.save(fourth, path)
    monkeypatch.setattr(window_state, "available_geometry", lambda widget=None: QRect(0, 0, 1024, 640))
    fifth = MainWindow(cfg, start=False, window_state=path)
    qtbot.addWidget(fifth)
    assert QRect(0, 0, 1024, 640).contains(fifth.geometry()), fifth.geometry()


# ---------------------------------------------------------------- 3: no click on a button just come
class FakeClock:
    def __init__(self, t: float = 100.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


def doubling_state():
    """E bids 16 and chooses diamonds: N-S (the person's side) may double."""
    from twentynine_desktop.engine.actions import BID, PASS, TRUMP, Action
    from twentynine_desktop.engine.hand import HandState
    from twentynine_desktop.engine.rules import Rules

    from table_hands import PAIR_HANDS, E, N, W
    st = HandState(Rules(), W, PAIR_HANDS)
    for a in (Action(N, PASS), Action(E, BID, 16), Action(S, PASS), Action(W, PASS), Action(E, TRUMP, 2)):
        st.apply(a)
    assert st.phase == "doubling" and st.to_act == 4
    return st


def doubling_window(qtbot):
    """A window at the doubling decision of ``doubling_state``, its panel on a fake
    clock: (state, window, clock)."""
    st = doubling_state()
    win = make_window(qtbot, start=False, double_window_seconds=30)
    clock = FakeClock()
    win.panel.clock = clock
    win.new_match(hand=st)
    wait_human(qtbot, win)
    return st, win, clock


def test_a_double_button_that_just_appeared_ignores_the_click(qtbot):
    st, win, clock = doubling_window(qtbot)
    assert "double" in win.panel.buttons
    clock.t += 0.2                                 # the button came 0.2 s ago: a click meant for another
    QTest.mouseClick(win.panel.buttons["double"], Qt.LeftButton)
    assert st.doubles == [] and win.controller.state == TableState.WAIT_HUMAN
    assert "just appeared" in win.statusBar().currentMessage()
    clock.t += 0.4                                 # 0.6 s: a deliberate click
    QTest.mouseClick(win.panel.buttons["double"], Qt.LeftButton)
    assert st.doubles == ["double"]
    win.close()


def test_single_hand_needs_time_and_a_confirmation(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from twentynine_desktop.engine.rules import Rules

    from table_hands import PAIR_HANDS, after_auction
    st = after_auction(PAIR_HANDS, rules=Rules(single_hand="all_tricks"))
    win = make_window(qtbot, start=False, level="easy")
    clock = FakeClock()
    win.panel.clock = clock
    asked = []
    answer = [QMessageBox.No]
    monkeypatch.setattr(mw.QMessageBox, "question", lambda *a, **kw: asked.append(a[2]) or answer[0])
    win.new_match(hand=st)
    wait_human(qtbot, win)
    assert set(win.panel.buttons) == {"single", "decline"}   # thinking levels never go single
    QTest.mouseClick(win.panel.buttons["single"], Qt.LeftButton)     # under the cursor just now
    assert asked == [] and st.single is None
    clock.t += 0.6
    QTest.mouseClick(win.panel.buttons["single"], Qt.LeftButton)
    assert len(asked) == 1 and "single hand" in asked[0] and "3 game points" in asked[0]
    assert st.single is None and win.controller.state == TableState.WAIT_HUMAN   # "No": nothing declared
    answer[0] = QMessageBox.Yes
    QTest.mouseClick(win.panel.buttons["single"], Qt.LeftButton)
    assert st.single == S
    win.close()


# ---------------------------------------------------------------- 4: quitting mid-match asks
def test_quitting_mid_match_asks_first(qtbot, monkeypatch):
    asked = []
    answer = [None]
    monkeypatch.setattr(mw.QMessageBox, "question", lambda *a, **kw: asked.append(a[2]) or answer[0])
    win = make_window(qtbot, start=False)
    win.confirm_quit = True
    assert win.close() and asked == []          # no match yet: nothing to lose, no question
    win = make_window(qtbot, hand=south_to_follow_state())
    win.confirm_quit = True
    wait_human(qtbot, win)
    answer[0] = mw.QMessageBox.No
    assert not win.close()                      # "No": the match goes on
    assert len(asked) == 1 and "match is in progress" in asked[0]
    assert win.isVisible() and not win.controller.closed and win.controller.state == TableState.WAIT_HUMAN
    answer[0] = mw.QMessageBox.Yes
    assert win.close() and len(asked) == 2 and win.controller.closed


def test_quitting_after_the_match_is_over_asks_nothing(qtbot, monkeypatch):
    monkeypatch.setattr(mw.QMessageBox, "question", lambda *a, **kw: pytest.fail("asked"))
    win = computers_window(qtbot)
    win.confirm_quit = True
    for _ in range(60):
        qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=30000)
        if win.summary_dialog.match_over:
            break
        QTest.mouseClick(win.summary_dialog.next_button, Qt.LeftButton)
    assert win.controller.match.over
    assert win.close()


# ---------------------------------------------------------------- 6: the last trick gives way
def test_last_trick_overlay_goes_when_it_is_the_persons_turn(qtbot):
    st = pair_window_state()                     # trick 1 is over; S may show a pair, N leads
    win = make_window(qtbot, start=False, level="easy")
    win.config.animation_speed = 1.0             # real animations: there is time to press L
    win.new_match(hand=st)
    c = win.controller
    wait_human(qtbot, win)
    QTest.mouseClick(win.panel.buttons["decline"], Qt.LeftButton)
    # while East's card slides onto the trick (South plays next), the person looks back
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_ANIMATION and win.scene.animator.busy
                    and st.to_act == S, timeout=30000)
    QTest.keyClick(win.view, Qt.Key_L)
    assert win.scene.last_trick_shown
    wait_human(qtbot, win)
    assert c.state == TableState.WAIT_HUMAN and st.to_act == S
    assert not win.scene.last_trick_shown       # the current trick is in sight on the person's turn
    QTest.keyClick(win.view, Qt.Key_L)           # and L still shows it when asked
    assert win.scene.last_trick_shown
    win.close()


def test_in_a_doubling_window_the_keyboard_starts_on_pass(qtbot):
    """A reflexive Enter (the key that plays a card on the table) must not raise the
    stake: the keyboard starts on Pass, and Enter there passes."""
    st, win, clock = doubling_window(qtbot)
    b = win.panel.buttons
    assert "double" in b and "pass" in b
    assert win.panel.focus_first()
    assert QApplication.focusWidget() is b["pass"]
    clock.t += 1.0
    QTest.keyClick(b["pass"], Qt.Key_Return)
    qtbot.waitUntil(lambda: st.phase != "doubling" or st.doubles, timeout=5000)
    assert st.doubles == []
    win.close()


def test_the_focused_button_keeps_a_light_face_under_dark_text(qtbot):
    """The gold focus ring is a style-sheet border, which turns off the platform's
    drawing of the button: its face was then the bar's dark green under dark text
    (Pass in a doubling window was hard to read).  The face stays light, the text dark."""
    st, win, clock = doubling_window(qtbot)
    b = win.panel.buttons["pass"]
    assert win.panel.focus_first() and QApplication.focusWidget() is b
    qtbot.wait(50)
    # the bar, not the button alone: grab() of a button paints a default background
    # behind what the button leaves transparent
    img = win.panel.grab(b.geometry()).toImage()
    inset = 6  # inside the ring
    px = [img.pixelColor(x, y) for x in range(inset, img.width() - inset)
          for y in range(inset, img.height() - inset)]
    light = sorted(c.lightness() for c in px)
    face = light[len(light) // 2]          # most of the inside is the face, not the text
    darkest = light[0]                     # the text's strokes
    assert face >= 200, f"the focused button's face is dark (lightness {face})"
    assert face - darkest >= 120, f"its text barely stands out ({darkest} on {face})"
    win.close()
