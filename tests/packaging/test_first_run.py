"""The first start: a welcome over an empty table, offering a first match (and the
tutorial, once there is one); shown once."""

from __future__ import annotations

import importlib.machinery
import sys
import types

import pytest
from PySide6.QtWidgets import QApplication

from twentynine_desktop.controller import TableConfig
from twentynine_desktop.ui import first_run
from twentynine_desktop.ui.main_window import MainWindow


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TWENTYNINE_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(first_run.NO_WELCOME_ENV, raising=False)
    return tmp_path / "home"


@pytest.fixture
def window(qtbot, home):
    win = MainWindow(TableConfig(seed=7), start=False)
    qtbot.addWidget(win)
    win.show()
    return win


def test_first_start_shows_the_welcome_over_an_empty_table(window, home, qtbot):
    assert first_run.welcome_wanted()
    dialog = first_run.maybe_welcome(window)
    assert dialog is not None and dialog.isVisible()
    assert dialog.match_button.isDefault()
    assert dialog.tutorial_button is not None  # the tutorial (ui/tutorial.py) is offered
    assert window.controller.match is None  # nothing dealt behind the welcome
    assert (home / first_run.MARKER_NAME).is_file()  # shown once
    qtbot.mouseClick(dialog.match_button, qtbot_button())
    assert not dialog.isVisible()
    assert window.controller.match is not None


def qtbot_button():
    from PySide6.QtCore import Qt
    return Qt.LeftButton


def test_second_start_has_no_welcome_and_deals_at_once(window, home):
    first_run.mark_welcome_shown()
    assert not first_run.welcome_wanted()
    assert first_run.maybe_welcome(window) is None
    assert window.controller.match is not None


def test_closing_the_welcome_still_starts_a_match(window):
    dialog = first_run.maybe_welcome(window)
    dialog.reject()  # Esc or the close button
    assert window.controller.match is not None


def test_how_to_play_opens_the_rules_and_starts_the_match(window, qtbot):
    dialog = first_run.maybe_welcome(window)
    qtbot.mouseClick(dialog.rules_button, qtbot_button())
    assert window.controller.match is not None
    assert window.help_dialog is not None and window.help_dialog.isVisible()


def test_the_environment_switch_and_timing_runs_skip_it(window, monkeypatch):
    assert not first_run.welcome_wanted(skip=True)
    monkeypatch.setenv(first_run.NO_WELCOME_ENV, "1")
    assert not first_run.welcome_wanted()
    assert first_run.maybe_welcome(window) is None
    assert window.controller.match is not None


def _fake_tutorial(monkeypatch, start):
    module = types.ModuleType(first_run.TUTORIAL_MODULE)
    module.__spec__ = importlib.machinery.ModuleSpec(first_run.TUTORIAL_MODULE, None)
    if start is not None:
        module.start_tutorial = start
    monkeypatch.setitem(sys.modules, first_run.TUTORIAL_MODULE, module)


def test_a_tutorial_module_is_offered_and_started_instead_of_a_match(window, monkeypatch, qtbot):
    started = []
    _fake_tutorial(monkeypatch, started.append)
    assert first_run.tutorial_starter() is not None
    dialog = first_run.maybe_welcome(window)
    assert dialog.tutorial_button is not None
    qtbot.mouseClick(dialog.tutorial_button, qtbot_button())
    assert started == [window]
    assert window.controller.match is None  # the tutorial runs the table


def test_a_tutorial_module_without_the_function_is_not_offered(monkeypatch):
    _fake_tutorial(monkeypatch, None)
    assert first_run.tutorial_starter() is None


def test_a_failing_tutorial_says_so_and_deals_a_match(window, monkeypatch, qtbot):
    def broken(_win):
        raise RuntimeError("no lessons")
    _fake_tutorial(monkeypatch, broken)
    dialog = first_run.maybe_welcome(window)
    qtbot.mouseClick(dialog.tutorial_button, qtbot_button())
    assert window.controller.match is not None
    assert "tutorial could not start" in window.statusBar().currentMessage()


def test_an_unwritable_settings_folder_loses_nothing(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("TWENTYNINE_HOME", str(blocker / "below-a-file"))
    assert first_run.is_first_run()
    assert first_run.mark_welcome_shown() is False  # no exception


def test_the_program_opens_with_the_welcome_on_first_start_only(home, qapp, monkeypatch):
    """``twentynine`` itself (``__main__.main``): the welcome the first time, not after."""
    from twentynine_desktop import __main__ as program

    seen = []

    def fake_exec(*_args):
        tops = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        wins = [w for w in tops if isinstance(w, MainWindow)]
        dialogs = [w for w in tops if isinstance(w, first_run.WelcomeDialog)]
        seen.append((len(dialogs), wins[-1].controller.match is not None))
        for w in tops:
            w.confirm_quit = False
            w.close()
            w.deleteLater()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    monkeypatch.setenv("TWENTYNINE_NO_CRASH_DIALOG", "1")
    try:
        assert program.main([]) == 0
        assert program.main([]) == 0
    finally:
        from twentynine_desktop import crash
        crash.uninstall()
    assert seen == [(1, False), (0, True)]
