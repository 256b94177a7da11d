"""Program options and the menus a desktop program has (issue 17, item 15)."""

import subprocess
import sys

from PySide6.QtWidgets import QMessageBox

from twentynine_desktop import __version__
from twentynine_desktop.controller import TableConfig
from twentynine_desktop.ui.main_window import MainWindow


def _run(*args):
    return subprocess.run([sys.executable, "-m", "twentynine_desktop", *args],
                          capture_output=True, text=True, timeout=120)


def test_version_option_prints_the_version():
    out = _run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"Twenty-Nine {__version__}"


def test_an_unknown_option_is_refused_with_a_message():
    out = _run("--no-such-option")
    assert out.returncode == 2
    assert "unrecognized arguments: --no-such-option" in out.stderr
    assert "Traceback" not in out.stderr


def test_help_menu_holds_the_rules_help_and_about(qtbot, monkeypatch):
    win = MainWindow(TableConfig(levels={s: "random" for s in "NEW"}), start=False)
    qtbot.addWidget(win)
    menus = {m.menu().title().replace("&", ""): m.menu() for m in win.menuBar().actions()}
    assert list(menus) == ["Game", "View", "Help"]
    assert win.act_last_trick in menus["View"].actions()
    assert win.act_fullscreen in menus["View"].actions()
    assert win.act_help in menus["Help"].actions() and win.act_about in menus["Help"].actions()
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append((title, text)))
    win.act_about.trigger()
    assert shown and shown[0][0] == "About Twenty-Nine"
    assert f"Twenty-Nine {__version__}" in shown[0][1] and "MIT" in shown[0][1]


def test_view_menu_toggles_full_screen(qtbot):
    win = MainWindow(TableConfig(levels={s: "random" for s in "NEW"}), start=False)
    qtbot.addWidget(win)
    win.show()
    win.act_fullscreen.trigger()
    qtbot.waitUntil(lambda: win.isFullScreen(), timeout=30000)
    win.act_fullscreen.trigger()
    qtbot.waitUntil(lambda: not win.isFullScreen(), timeout=30000)
