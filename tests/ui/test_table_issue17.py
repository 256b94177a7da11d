"""Issue 17: table defects, each checked through the real window."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from table_hands import S, pair_window_state, south_to_follow_state  # noqa: E402
from test_table_window import card_point, drag, make_window, table_point, wait_human  # noqa: E402

from twentynine_desktop.controller import TableConfig, TableState  # noqa: E402
from twentynine_desktop.ui import main_window as mw  # noqa: E402
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402


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
