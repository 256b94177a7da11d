"""A whole hand by key presses only, through the real window (issue 20): bids and
passes on the action bar, the trump, doubling, the cards, the hand summary; the focus
is visible where the keyboard is; ? opens the keyboard help."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.ui.keyboard_help import KeyboardHelpDialog
from twentynine_desktop.ui.main_window import MainWindow


def make_window(qtbot, seed=3) -> MainWindow:
    cfg = TableConfig(first_dealer=1, levels={"N": "random", "E": "random", "W": "random"}, animation_speed=0.0,
                      computer_delay_ms=0, seed=seed)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def keyboard_target(win):
    """Where a key press goes: the window's focus widget (the table or a button)."""
    return win.focusWidget() or win.view


def test_a_whole_hand_by_key_presses_only(qtbot):
    win = make_window(qtbot)
    win.panel.clock = lambda: 1e9   # no "just appeared" guard: every button is old
    win.new_match()
    c = win.controller
    pressed: list[str] = []
    bid_done = False
    for _ in range(400):
        qtbot.waitUntil(lambda: (c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy)
                        or win.summary_dialog is not None, timeout=30000)
        if win.summary_dialog is not None:
            break
        v = c.view()
        target = keyboard_target(win)
        before = len(c.hand.history)
        if win.scene.cards_live:
            assert target is win.view          # the keyboard is on the cards
            QTest.keyClick(target, Qt.Key_Right)
            QTest.keyClick(target, Qt.Key_Left)
            QTest.keyClick(target, Qt.Key_Return)
            pressed.append("card")
        elif v.phase == "auction" and not bid_done and "bid_16" in win.panel.buttons:
            # on the action bar: Right from the focused button to the bids, Enter
            assert isinstance(target, QPushButton) and target in win.panel.buttons.values()
            while keyboard_target(win) is not win.panel.buttons["bid_16"]:
                QTest.keyClick(keyboard_target(win), Qt.Key_Right)
            QTest.keyClick(keyboard_target(win), Qt.Key_Return)
            bid_done = True
            pressed.append("bid")
        elif "pass" in win.panel.buttons:
            QTest.keyClick(target, Qt.Key_P)
            pressed.append("pass")
        elif "decline" in win.panel.buttons:
            QTest.keyClick(target, Qt.Key_O)
            pressed.append("play on")
        else:
            # the trump (or ask for it): Enter on the button the keyboard was put on
            assert isinstance(target, QPushButton), win.panel.buttons
            QTest.keyClick(target, Qt.Key_Return)
            pressed.append(target.objectName())
        qtbot.waitUntil(lambda n=before: len(c.hand.history) > n or c.state != TableState.WAIT_HUMAN
                        or win.summary_dialog is not None, timeout=5000)
    dlg = win.summary_dialog
    assert dlg is not None, pressed
    assert pressed.count("card") == 8 or c.hand.single is not None
    assert "bid" in pressed or "pass" in pressed
    # every card played was said to screen readers ("East plays Jack of hearts")
    assert len([a for a in win.announcements if " plays " in a]) >= 8 or c.hand.single is not None
    # the summary has the keyboard on its button: Enter deals the next hand
    assert dlg.focusWidget() is dlg.next_button
    number = c.match.hand_number
    QTest.keyClick(dlg.focusWidget(), Qt.Key_Return)
    qtbot.waitUntil(lambda: c.match.hand_number == number + 1, timeout=10000)


def test_the_focused_button_has_a_visible_ring(qtbot):
    win = make_window(qtbot)
    win.new_match()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy, timeout=30000)
    assert c.view().phase == "auction"
    b = keyboard_target(win)
    assert isinstance(b, QPushButton) and b.hasFocus() or win.focusWidget() is b
    assert "QPushButton:focus" in win.panel.styleSheet() and "#ffd700" in win.panel.styleSheet()
    plain = b.grab().toImage()
    win.view.setFocus()
    QApplication.processEvents()
    unfocused = b.grab().toImage()
    assert plain != unfocused     # the ring shows only with the focus


def test_question_mark_opens_the_keyboard_help(qtbot):
    win = make_window(qtbot)
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key_Question, Qt.ShiftModifier)
    qtbot.waitUntil(lambda: isinstance(getattr(win, "keyboard_help", None), KeyboardHelpDialog), timeout=3000)
    assert "Enter" in win.keyboard_help.text.text()
    win.keyboard_help.close()


def test_events_are_announced_to_screen_readers(qtbot):
    win = make_window(qtbot)
    win.new_match()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy, timeout=30000)
    said = " | ".join(win.announcements)
    assert "Your bid:" in said
    while not win.scene.cards_live and win.summary_dialog is None:
        v = c.view()
        mine = [a for a in v.legal if a.actor == c.human or a.actor >= 4]
        if c.human_optional_only:
            c.human_decline()
        else:
            c.human_act([a for a in mine if a.kind != "single"][0])
        qtbot.waitUntil(lambda: (c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy)
                        or win.summary_dialog is not None, timeout=30000)
    said = " | ".join(win.announcements)
    # the computers' calls are said with who made them ("East: 17", "West: Pass")
    assert any(w.startswith(("North: ", "East: ", "West: ")) for w in win.announcements), said
    if win.scene.cards_live:
        QTest.keyClick(win.view, Qt.Key_Right)
        assert win.announcements[-1].endswith(", playable")
        assert win.view.accessibleDescription() == win.announcements[-1]
