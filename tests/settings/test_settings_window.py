"""The settings in the main window: menu, one-click rules summary, the next match."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.engine.actions import Action
from twentynine_desktop.engine.rules import Rules, preset
from twentynine_desktop.ui.dialogs import NewMatchDialog
from twentynine_desktop.ui.main_window import MainWindow
from twentynine_desktop.ui.rules_summary import RulesSummaryDialog
from twentynine_desktop.ui.settings_dialog import SettingsDialog
from twentynine_desktop.ui.settings_store import Settings, SettingsStore


def make_window(qtbot, tmp_path, start=True):
    cfg = TableConfig(first_dealer=1, levels={"N": "random", "E": "random", "W": "random"}, animation_speed=0.0,
                      computer_delay_ms=0, seed=7)
    win = MainWindow(cfg, start=False)
    win.settings_store = SettingsStore(tmp_path / "settings.ini")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    if start:
        win.new_match()
    return win


def wait_human(qtbot, win):
    qtbot.waitUntil(lambda: win.controller.state == TableState.WAIT_HUMAN
                    and not win.scene.animator.busy, timeout=30000)


def in_next_modal(fn):
    def run():
        d = QApplication.activeModalWidget()
        assert isinstance(d, SettingsDialog), d
        fn(d)
    QTimer.singleShot(0, run)


def test_settings_from_the_menu_apply_to_the_next_match(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    wait_human(qtbot, win)
    assert win.controller.match.rules == Rules()
    assert win.act_settings in win.menuBar().actions()[0].menu().actions()

    def change(d):
        d.rule_controls["direction"].setCurrentIndex(d.rule_controls["direction"].findData(
            "counterclockwise"))
        d.rule_controls["min_bid"].setValue(18)
        d.table_controls["card_back"].setCurrentIndex(1)  # red
        d.accept()

    in_next_modal(change)
    win.act_settings.trigger()
    # saved at once; the match being played keeps its rules; the card back changes now
    assert SettingsStore(tmp_path / "settings.ini").load().rules == Rules(
        direction="counterclockwise", min_bid=18)
    assert win.controller.match.rules == Rules()
    assert win.config.card_back == "red"

    def start(d):
        assert isinstance(d, NewMatchDialog), d
        # the dialog shows the rules the new match will use
        assert d.summary.rules == Rules(direction="counterclockwise", min_bid=18)
        d.start_button.click()

    QTimer.singleShot(0, lambda: start(QApplication.activeModalWidget()))
    win.config.first_dealer = 3   # West: counter-clockwise, the seat before South's
    win.act_new.trigger()  # Game > New match
    c = win.controller
    assert c.match.rules == Rules(direction="counterclockwise", min_bid=18)
    assert c.config.computer_delay_ms == 0  # what the settings do not decide is kept
    assert win.rules_button.text() == "Rules: custom, 2 changes"
    wait_human(qtbot, win)
    st = c.hand
    assert st.to_act == 2  # the human speaks first
    assert min(a.arg for a in st.legal_actions() if a.kind == "bid") == 18
    assert c.human_act(Action(2, "bid", 18)) is None
    assert c.hand.history[-1] == Action(2, "bid", 18)
    assert c.hand.to_act == 1  # counter-clockwise: the next seat is East, on the right
    c.shutdown()


def test_rules_summary_in_one_click(qtbot, tmp_path):
    store = SettingsStore(tmp_path / "settings.ini")
    store.save(Settings(preset("pagat")))
    win = make_window(qtbot, tmp_path)
    assert win.controller.match.rules == preset("pagat")
    assert win.rules_button.isVisible() and win.rules_button.text() == "Rules: Pagat"
    qtbot.mouseClick(win.rules_button, Qt.LeftButton)
    dialogs = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, RulesSummaryDialog) and w.isVisible()]
    assert len(dialogs) == 1
    d = dialogs[0]
    assert d.summary.title.text() == "Preset: Pagat"
    assert "Lowest bid" in d.summary.body.text()

    # from the summary to the settings (for the next match)
    in_next_modal(lambda s: (s.apply_preset("gorakhpur"), s.accept()))
    qtbot.mouseClick(d.settings_button, Qt.LeftButton)
    assert win.settings_store.settings.rules == preset("gorakhpur")
    assert win.controller.match.rules == preset("pagat")
    win.controller.shutdown()


def test_new_match_dialog_reaches_the_settings_and_can_be_cancelled(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    wait_human(qtbot, win)
    first_match = win.controller.match
    seen = []

    def in_settings(d):
        assert isinstance(d, SettingsDialog), d
        d.rule_controls["min_bid"].setValue(17)
        d.accept()

    def in_new_match(d):
        assert isinstance(d, NewMatchDialog), d
        seen.append(d.summary.rules.min_bid)
        in_next_modal(in_settings)
        d.settings_button.click()  # Settings... from the new-match dialog
        seen.append(d.summary.rules.min_bid)  # the summary follows the change
        d.reject()  # Cancel: the match in progress goes on

    QTimer.singleShot(0, lambda: in_new_match(QApplication.activeModalWidget()))
    assert win.ask_new_match() is False
    assert seen == [16, 17]
    assert win.controller.match is first_match
    assert SettingsStore(tmp_path / "settings.ini").load().rules == Rules(min_bid=17)
    win.controller.shutdown()
