"""Shared helpers of the learning tests: a table window that plays fast."""

from __future__ import annotations

from pathlib import Path

from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.ui.main_window import MainWindow

SHOTS = Path("/work/shots/learn")


def make_window(qtbot, level="random", seed=7, **kw) -> MainWindow:
    cfg = TableConfig(first_dealer=1, levels={"N": level, "E": level, "W": level}, animation_speed=0.0,
                      computer_delay_ms=0, seed=seed, **kw)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def wait_human(qtbot, win, timeout=30000):
    c = win.controller
    qtbot.waitUntil(lambda: (c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy)
                    or win.summary_dialog is not None, timeout=timeout)


def shot(widget, name: str) -> None:
    """Save a screenshot when the shots folder can be made (the closing note's pictures)."""
    try:
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / name))
    except OSError:
        pass
