"""The keys list, the statistics window, the action bar's sizes, Ctrl+Q over the hand
summary, the language box and the first window's size, each checked through the real
window (first reported in issue 42)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QMessageBox, QStyle, QStyleOptionComboBox

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from save_support import play_match_actions  # noqa: E402
from test_table_window import make_window, wait_human  # noqa: E402

from twentynine_desktop.controller import TableConfig, TableState  # noqa: E402
from twentynine_desktop.engine.match import Match  # noqa: E402
from twentynine_desktop.engine.rules import Rules  # noqa: E402
from twentynine_desktop.storage import matchsave as ms  # noqa: E402
from twentynine_desktop.storage.archive import Folder  # noqa: E402
from twentynine_desktop.ui import i18n, play_keeping, window_state  # noqa: E402
from twentynine_desktop.ui.keyboard_help import (  # noqa: E402
    KEYS,
    KeyboardHelpDialog,
    key_names,
    keyboard_help_html,
    listed_keys,
)
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402
from twentynine_desktop.ui.settings_dialog import DISPLAY_GROUP, SettingsDialog  # noqa: E402
from twentynine_desktop.ui.settings_store import TABLE_SPECS, Settings  # noqa: E402

LEVELS = {"N": "easy", "E": "easy", "W": "easy"}


def keeping_window(qtbot, folder) -> MainWindow:
    """The window as the program builds it: with autosave, history and statistics."""
    win = MainWindow(TableConfig(first_dealer=1, levels=dict(LEVELS), computer_delay_ms=0, animation_speed=0.0),
                     start=False)
    qtbot.addWidget(win)
    play_keeping.install(win, folder)
    return win


# ---------------------------------------------------------------- the keys list
def test_the_keys_list_names_every_shortcut_of_the_window(qtbot, tmp_path):
    win = keeping_window(qtbot, Folder(tmp_path))
    defined = set()
    for obj in win.findChildren(QAction) + win.findChildren(QShortcut):
        seqs = obj.shortcuts() if isinstance(obj, QAction) else [obj.key()]
        defined.update(s.toString(QKeySequence.PortableText) for s in seqs if not s.isEmpty())
    # "?" is Shift+/ on most keyboards: the window takes both forms of the one key
    defined.discard("Shift+?")
    assert {"Ctrl+Z", "H", "Ctrl+Q", "Ctrl+N", "Ctrl+T"} <= defined
    assert defined - listed_keys() == set()
    win.controller.shutdown()


def test_the_keys_list_names_the_hint_and_taking_back_a_move():
    html = keyboard_help_html()
    assert "<b>H</b></td><td>Hint: what the Hard player would do" in html
    assert "<b>Ctrl+Z</b></td><td>Take back your last move (practice match)" in html
    assert "<b>Ctrl+Q</b></td><td>Quit" in html
    assert all(key_names(keys) for keys, _text in KEYS)     # no row without its key


@pytest.mark.parametrize("lang", ["en", "bn", "hi", "ne"])
def test_the_keys_list_fits_a_1024x600_screen(qtbot, lang):
    i18n.load_fonts()
    i18n.set_language(lang)
    try:
        dlg = KeyboardHelpDialog()
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        assert dlg.height() <= 600 - window_state.FRAME_H and dlg.width() <= 1024 - window_state.FRAME_W
        assert dlg.text.height() >= dlg.text.heightForWidth(dlg.text.width())   # nothing cut
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------- statistics
def test_statistics_count_the_match_in_progress_and_enter_closes_them(qtbot, tmp_path, monkeypatch):
    folder = Folder(tmp_path)
    m = Match(Rules(), seed=9, first_dealer=1)
    play_match_actions(m, random.Random(9), 150)
    assert not m.over and len(m.hands_played) >= 3
    ms.save_match(folder.autosave, m, ms.MatchInfo(human_seat=2, levels=dict(LEVELS)))
    win = keeping_window(qtbot, folder)
    win.keeper.start(ask=lambda loaded: True)
    assert len(win.controller.match.hands_played) == len(m.hands_played)
    s = win.keeper.open_stats()
    n = len(m.hands_played)
    assert ("Hands played", f"{n} ({n} of them in the match in progress)") in s.lines
    # Enter closes the window; it never opens Reset
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("Enter asked to reset"))
    assert s.b_close.isDefault() and not s.b_reset.isDefault() and not s.b_reset.autoDefault()
    qtbot.waitExposed(s)
    QTest.keyClick(s.focusWidget() or s, Qt.Key_Return)
    qtbot.waitUntil(lambda: not s.isVisible(), timeout=5000)
    win.controller.shutdown()


# ---------------------------------------------------------------- the action bar
def _texts_fit(win) -> list[str]:
    """The bar's buttons whose text is wider than the button."""
    buttons = win.panel.ordered_buttons() + [win.panel.last_button, win.learning.hint_button]
    return [b.text() for b in buttons
            if b.isVisible() and b.fontMetrics().horizontalAdvance(b.text()) > b.width()]


def test_last_trick_shows_its_whole_text_at_1024x640_with_the_bid_advisor(qtbot):
    win = make_window(qtbot)
    wait_human(qtbot, win)
    assert win.controller.view().phase == "auction" and len(win.panel.buttons) >= 14
    win.learning.set_advisor(True)
    # the inside of a window on a 1024x640 screen (the frame takes the rest)
    win.resize(1024 - window_state.FRAME_W, 640 - window_state.FRAME_H)
    qtbot.waitUntil(lambda: win.width() == 1024 - window_state.FRAME_W, timeout=5000)
    qtbot.wait(50)
    assert win.learning.advisor.isVisible() and win.centralWidget().width() < 800
    b = win.panel.last_button
    assert b.fontMetrics().horizontalAdvance(b.text()) <= b.width(), (b.text(), b.width())
    assert _texts_fit(win) == []
    assert win.panel.width() >= win.panel.layout().minimumSize().width()
    win.close()


def _bar_px(win) -> set[int]:
    out = set()
    for b in win.panel.ordered_buttons() + [win.panel.last_button, win.learning.hint_button]:
        b.ensurePolished()
        out.add(b.font().pixelSize())
    return out


def test_the_action_bar_follows_the_text_size(qtbot):
    win = make_window(qtbot)
    wait_human(qtbot, win)
    try:
        win.set_ui_scale(1.0)
        win.resize(1270, 790)         # a resize, as when the window is first shown
        qtbot.waitUntil(lambda: win.width() == 1270, timeout=5000)
        normal = _bar_px(win)
        assert len(normal) == 1
        win.set_ui_scale(1.5)
        win.resize(1280, 800)
        qtbot.waitUntil(lambda: win.width() == 1280, timeout=5000)
        qtbot.wait(20)
        large = _bar_px(win)
        assert len(large) == 1
        assert large.pop() >= 1.4 * normal.pop()
        assert _texts_fit(win) == []
    finally:
        win.set_ui_scale(1.0)
    win.close()


# ---------------------------------------------------------------- Ctrl+Q
def test_ctrl_q_quits_while_the_hand_summary_is_open(qtbot, tmp_path):
    win = MainWindow(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None, animation_speed=0.0,
                                 computer_delay_ms=0, seed=5), start=False,
                     window_state=tmp_path / "window.geometry")
    qtbot.addWidget(win)
    win.show()
    win.new_match()
    qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=30000)
    dlg = win.summary_dialog
    dlg.activateWindow()
    qtbot.waitUntil(lambda: dlg.isActiveWindow(), timeout=5000)
    QTest.keyClick(dlg, Qt.Key_Q, Qt.ControlModifier)
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=5000)
    assert win.controller.closed and win.controller.state != TableState.WAIT_HUMAN
    assert (tmp_path / "window.geometry").is_file()      # the normal quit path: kept


# ---------------------------------------------------------------- the language box
def _edit_width(combo: QComboBox) -> int:
    opt = QStyleOptionComboBox()
    combo.initStyleOption(opt)
    return combo.style().subControlRect(QStyle.CC_ComboBox, opt, QStyle.SC_ComboBoxEditField, combo).width()


@pytest.mark.parametrize("lang", ["en", "bn", "hi", "ne"])
def test_every_display_choice_shows_its_whole_text(qtbot, lang):
    i18n.load_fonts()
    i18n.set_language(lang)
    try:
        dlg = SettingsDialog(Settings())
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        keys = [spec.key for spec in TABLE_SPECS if spec.group == DISPLAY_GROUP]
        assert "language" in keys
        for key in keys:
            combo = dlg.table_controls[key]
            if not isinstance(combo, QComboBox):
                continue
            room = _edit_width(combo)
            for i in range(combo.count()):
                text = combo.itemText(i)
                assert combo.fontMetrics().horizontalAdvance(text) <= room, (lang, key, text, room)
        dlg.close()
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------- the first window
@pytest.mark.parametrize("avail", [QRect(0, 0, 1920, 1080), QRect(0, 0, 1920, 1040), QRect(0, 27, 2560, 1413)])
def test_the_first_window_is_sized_to_a_large_screen(qtbot, monkeypatch, avail, tmp_path):
    monkeypatch.setattr(window_state, "available_geometry", lambda widget=None: QRect(avail))
    win = MainWindow(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None), start=False,
                     window_state=tmp_path / "none-yet.geometry")
    qtbot.addWidget(win)
    g = win.geometry()
    assert avail.contains(g.adjusted(0, -window_state.FRAME_H + 8, 0, 0)), (g, avail)
    assert g.width() >= 0.95 * avail.width() and g.height() >= 0.9 * avail.height(), (g, avail)
