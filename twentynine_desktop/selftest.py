"""``python -m twentynine_desktop --self-test``: the whole application, offscreen, plays
one hand with computer players in every seat through the real controller and scene at
zero animation time.  Exit code 0 when the hand reaches its summary, 1 otherwise."""

from __future__ import annotations

import os
import sys
import time


def run_self_test(timeout_s: float = 60.0) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from .controller import TableConfig
        from .engine.rules import Rules
        from .ui.main_window import MainWindow
    except Exception as exc:  # noqa: BLE001 - any import failure is a failed self-test
        print(f"self-test FAILED: cannot import the application: {exc!r}", file=sys.stderr)
        return 1
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from .controller import gcpolicy
    gcpolicy.install(app)      # as the program does: cyclic collection on this thread only
    cfg = TableConfig(rules=Rules(), levels={s: "easy" for s in "NESW"}, human_seat=None,
                      animation_speed=0.0, computer_delay_ms=0, think_ms=200, seed=29)
    outcome: dict = {}
    t0 = time.perf_counter()
    try:
        win = MainWindow(cfg, start=False)
        win.show()

        def done(summary):
            outcome["summary"] = summary
            QTimer.singleShot(0, app.quit)

        def fail(msg):
            outcome.setdefault("error", msg)

        def hook(etype, value, tb):
            import traceback
            fail("".join(traceback.format_exception(etype, value, tb)).strip())
            QTimer.singleShot(0, app.quit)

        sys.excepthook = hook
        win.controller.sig_hand_over.connect(done)
        win.controller.sig_error.connect(fail)
        QTimer.singleShot(int(timeout_s * 1000), app.quit)
        win.new_match()
        app.exec()
        grab = win.grab()
        cards = win.art.cache_size()
        win.close()
    except Exception as exc:  # noqa: BLE001
        print(f"self-test FAILED: {exc!r}", file=sys.stderr)
        return 1
    if "error" in outcome:
        print(f"self-test FAILED: {outcome['error']}", file=sys.stderr)
        return 1
    s = outcome.get("summary")
    if s is None:
        print(f"self-test FAILED: the hand did not finish within {timeout_s:.0f} s", file=sys.stderr)
        return 1
    r = s.result.to_json()
    if r["status"] == "complete":
        total = r["points"]["NS"] + r["points"]["EW"]
        if len(r["tricks"]) != 8 or total != Rules().total_points:
            print(f"self-test FAILED: inconsistent hand result {r}", file=sys.stderr)
            return 1
    if grab.isNull() or cards == 0:
        print("self-test FAILED: the table was not drawn", file=sys.stderr)
        return 1
    print(f"self-test passed: hand {r['status']}, points {r['points']}, game points "
          f"{r['game_points']}, {cards} card images rendered, {time.perf_counter() - t0:.2f} s")
    return 0
