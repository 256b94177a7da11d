"""Count the package files one card's trip passes through, from the drop of a dragged
card (``scene.mouseReleaseEvent``) to the start of its animation (``scene._play_card``),
and the hops between them (distinct calls from one file into another).

    QT_QPA_PLATFORM=offscreen python tests/card_trip.py     (from the project folder)
"""

from __future__ import annotations

import os
import sys
import time
from types import FrameType
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PKG = os.path.join(ROOT, "twentynine_desktop") + os.sep


class _Bot:
    """The little of pytest-qt's qtbot that the window helpers need."""

    def __init__(self, app: Any):
        self.app = app

    def addWidget(self, w: object) -> None:  # noqa: N802  (qtbot's name)
        pass

    def waitExposed(self, w: object) -> None:  # noqa: N802
        pass

    def waitUntil(self, cond: Any, timeout: int = 30000) -> None:  # noqa: N802
        t = time.time()
        while not cond():
            self.app.processEvents()
            if time.time() - t > timeout / 1000:
                raise TimeoutError


def _rel(path: str) -> str | None:
    return path[len(PKG):] if path.startswith(PKG) else None


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path[:0] = [ROOT, os.path.join(ROOT, "tests", "controller"),
                    os.path.join(ROOT, "tests", "ui")]
    from twentynine_desktop.controller import qtfix
    getattr(qtfix, "apply", lambda: None)()
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from test_table_window import card_point, drag, make_window, table_point, wait_human

    from twentynine_desktop.engine.actions import PLAY

    from table_hands import S, south_to_follow_state
    bot = _Bot(app)
    win = make_window(bot, hand=south_to_follow_state())
    wait_human(bot, win)
    c = win.controller
    card = next(a.arg for a in c.view().legal if a.kind == PLAY and a.actor == S)
    files: list[str] = []
    edges: set[tuple[str, str]] = set()
    seq: list[str] = []
    state = {"on": False, "done": False}

    def prof(frame: FrameType, event: str, arg: object) -> None:
        if event != "call" or state["done"]:
            return
        f = _rel(frame.f_code.co_filename)
        name = frame.f_code.co_name
        if not state["on"]:
            if f != "ui/scene.py" or name != "mouseReleaseEvent":
                return
            state["on"] = True
        if f is None:
            return
        caller = frame.f_back
        while caller is not None and _rel(caller.f_code.co_filename) is None:
            caller = caller.f_back
        cf = _rel(caller.f_code.co_filename) if caller is not None else None
        if f not in files:
            files.append(f)
        if cf is not None and cf != f and (cf, f) not in edges:
            assert caller is not None
            seq.append(f"{cf}:{caller.f_code.co_name} -> {f}:{name}")
            edges.add((cf, f))
        if f == "ui/scene.py" and name == "_play_card":
            state["done"] = True

    n = len(c.hand.history)
    sys.setprofile(prof)
    drag(win, card_point(win, card), table_point(win))
    bot.waitUntil(lambda: state["done"] or len(c.hand.history) > n + 3)
    sys.setprofile(None)
    print(len(files), "files:", ", ".join(files))
    print(len(edges), "hops (distinct calls from one file into another):")
    for x in seq:
        print("  ", x)


if __name__ == "__main__":
    main()
