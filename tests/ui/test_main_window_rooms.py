"""The main window stays a house with rooms: its menus and actions, the export of a hand,
the screen-reader announcer and the wiring of its signals live in modules of their own,
and the window and each of those modules stay small (the codebase's limits: no module
over 500 lines, no class over 30 methods)."""

import ast
from pathlib import Path

import twentynine_desktop.ui as ui

UI = Path(ui.__file__).parent
ROOMS = ("main_window.py", "window_menus.py", "hand_export.py", "announcer.py", "table_signals.py")


def methods_of(path: Path) -> dict[str, int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name: sum(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in node.body)
            for node in tree.body if isinstance(node, ast.ClassDef)}


def test_the_main_window_and_its_rooms_are_small_modules():
    for name in ROOMS:
        lines = len((UI / name).read_text(encoding="utf-8").splitlines())
        assert lines < 500, f"{name} has {lines} lines"
        for cls, n in methods_of(UI / name).items():
            assert n <= 30, f"{name}: {cls} has {n} methods"


def test_the_main_window_keeps_no_room_of_its_own_inside():
    """Building the menus, exporting and announcing are the rooms' work, not the window's."""
    window = methods_of(UI / "main_window.py")["MainWindow"]
    assert window <= 30
    source = (UI / "main_window.py").read_text(encoding="utf-8")
    for gone in ("QAccessibleAnnouncementEvent", "QFileDialog", "menuBar().addMenu", "record_of("):
        assert gone not in source, gone


def test_the_window_speaks_through_its_announcer(qtbot):
    from twentynine_desktop.ui.main_window import MainWindow

    win = MainWindow(start=False)
    qtbot.addWidget(win)
    win.announce("North: Pass")
    assert win.announcements[-1] == "North: Pass" and win.announcer.said is win.announcements
    assert win.export_hand() is None          # no hand yet: nothing is written
    assert not win.act_export.isEnabled()
    win.close()
