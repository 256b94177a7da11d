"""Count the package files one card's trip passes through, from the drop of a dragged
card (``drag.CardDrag.release``) to the start of its animation
(``choreography.Choreographer.play_card``), and the hops between them (distinct calls
from one file into another).

    QT_QPA_PLATFORM=offscreen python tests/card_trip.py     (from the project folder)

``trace_card_trip(bot, win)`` does the counting on a window of the tests
(``tests/ui/test_card_trip.py`` holds it to a number of files).
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
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


@dataclass
class Trip:
    files: list[str]      # the package files passed through, in the order first entered
    hops: list[str]       # "caller file:function -> callee file:function", first of each pair
    arrived: bool         # the card's animation was reached
    card: int             # the card dragged


def _rel(path: str) -> str | None:
    return path[len(PKG):] if path.startswith(PKG) else None


def trace_card_trip(bot: Any, win: Any) -> Trip:
    """Drag a legal card of the human onto the table of ``win`` (the human to play) and
    trace every package call from the drop to the start of the card's animation."""
    from test_table_window import card_point, drag, table_point

    from twentynine_desktop.engine.actions import PLAY

    c = win.controller
    view = c.view()
    card = next(a.arg for a in view.legal if a.kind == PLAY and a.actor == c.human)
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
            if f != "ui/drag.py" or name != "release":
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
        if f == "ui/choreography.py" and name == "play_card":
            state["done"] = True

    n = len(c.hand.history)
    sys.setprofile(prof)
    try:
        drag(win, card_point(win, card), table_point(win))
        bot.waitUntil(lambda: state["done"] or len(c.hand.history) > n + 3)
    finally:
        sys.setprofile(None)
    return Trip(files, seq, state["done"], card)


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path[:0] = [ROOT, os.path.join(ROOT, "tests", "controller"),
                    os.path.join(ROOT, "tests", "ui")]
    from twentynine_desktop.controller import qtfix
    getattr(qtfix, "apply", lambda: None)()
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from test_table_window import make_window, wait_human

    from table_hands import south_to_follow_state
    bot = _Bot(app)
    win = make_window(bot, hand=south_to_follow_state())
    wait_human(bot, win)
    trip = trace_card_trip(bot, win)
    print(len(trip.files), "files:", ", ".join(trip.files))
    print(len(trip.hops), "hops (distinct calls from one file into another):")
    for x in trip.hops:
        print("  ", x)
    if not trip.arrived:
        print("the card's animation was not reached")


if __name__ == "__main__":
    main()
