"""Whether the computer players declare the pair and double (off by default, as the
seed's tables have it) is shown in plain words where a match begins: the rules summary,
the new-match dialog (with the choice) and the first-start welcome (with the choice)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from twentynine_desktop.controller import TableConfig
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.ui import first_run
from twentynine_desktop.ui.dialogs import NewMatchDialog
from twentynine_desktop.ui.main_window import MainWindow
from twentynine_desktop.ui.rules_summary import RulesSummary, summary_text
from twentynine_desktop.ui.settings_store import SettingsStore

MAY = "Computer players may declare the pair (King and Queen of trumps) and double."
MAY_NOT = "Computer players do not declare the pair (King and Queen of trumps) or double."
CHOICE = "Computer players may declare the pair (King and Queen of trumps) and double"


def test_the_rules_summary_says_what_the_computers_may_do(qtbot):
    assert MAY_NOT in summary_text(Rules()).splitlines()
    both = Rules(computer_pair=True, computer_doubles=True)
    assert MAY in summary_text(both).splitlines()
    assert MAY_NOT not in summary_text(both)
    only_pair = summary_text(Rules(computer_pair=True))
    assert "declare the pair" in only_pair and "do not double" in only_pair
    w = RulesSummary(Rules())
    qtbot.addWidget(w)
    assert MAY_NOT in w.body.text()


def _window(qtbot, tmp_path):
    win = MainWindow(TableConfig(first_dealer=1, levels={"N": "random", "E": "random", "W": "random"},
                                 animation_speed=0.0, computer_delay_ms=0, seed=7), start=False)
    win.settings_store = SettingsStore(tmp_path / "settings.ini")
    qtbot.addWidget(win)
    return win


def test_the_new_match_dialog_offers_the_choice_and_the_match_follows_it(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    win.new_match()
    assert win.controller.match.rules.computer_pair is False     # the default is kept

    def start(d):
        assert isinstance(d, NewMatchDialog), d
        box = d.computers_box
        assert box.text() == CHOICE and not box.isChecked()
        assert MAY_NOT in d.summary.body.text()
        box.setChecked(True)
        assert MAY in d.summary.body.text()          # the summary follows the choice
        d.start_button.click()

    QTimer.singleShot(0, lambda: start(QApplication.activeModalWidget()))
    assert win.ask_new_match()
    rules = win.controller.match.rules
    assert rules.computer_pair and rules.computer_doubles
    saved = SettingsStore(tmp_path / "settings.ini").load().rules     # kept for the next matches
    assert saved.computer_pair and saved.computer_doubles
    win.controller.shutdown()


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TWENTYNINE_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(first_run.NO_WELCOME_ENV, raising=False)
    return tmp_path / "home"


def test_the_welcome_offers_the_choice(qtbot, tmp_path, home):
    win = _window(qtbot, tmp_path)
    win.show()
    dialog = first_run.maybe_welcome(win)
    box = dialog.computers_box
    assert box.text() == CHOICE and not box.isChecked()
    box.setChecked(True)
    qtbot.mouseClick(dialog.match_button, Qt.LeftButton)
    rules = win.controller.match.rules
    assert rules.computer_pair and rules.computer_doubles
    win.controller.shutdown()


def test_the_welcome_keeps_the_default_when_not_chosen(qtbot, tmp_path, home):
    win = _window(qtbot, tmp_path)
    win.show()
    dialog = first_run.maybe_welcome(win)
    qtbot.mouseClick(dialog.match_button, Qt.LeftButton)
    rules = win.controller.match.rules
    assert not rules.computer_pair and not rules.computer_doubles
    win.controller.shutdown()


def test_the_new_match_dialog_shows_its_check_boxes_whole(qtbot):
    d = NewMatchDialog(lambda: Rules(), lambda: None)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    for box in (d.computers_box, d.practice_box):
        assert box.width() >= box.sizeHint().width(), (box.text(), box.width(), box.sizeHint().width())
