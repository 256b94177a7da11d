"""Entry script of the frozen program (PyInstaller analyses this file).

It only calls ``twentynine_desktop.__main__.main()``, so the built program accepts
exactly the options of ``python -m twentynine_desktop`` (``--self-test`` included).

Startup probe: with ``TWENTYNINE_STARTUP_PROBE=1`` in the environment the program
starts as usual, and as soon as the event loop runs with the main window shown and
painted once, it prints one line and quits with exit code 0::

    STARTUP_PROBE interactive_s=0.412 since=process-start window=MainWindow

With ``TWENTYNINE_STARTUP_PROBE_FILE=PATH`` the line is also appended to that file
(a windowed Windows build has no stdout to print it on).

``interactive_s`` is measured from the start of the *process* (the kernel's start
time on Linux; elsewhere from the first line of this file, reported as
``since=launcher``).  ``packaging/measure_startup.py`` also measures it from outside,
from spawn to that line.
"""

from __future__ import annotations

import os
import sys
import time

_LAUNCHER_T0 = time.time()


def _process_start_epoch() -> tuple[float, str]:
    """When this process started (seconds since the epoch) and what that refers to."""
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/stat", "rb") as fh:
                stat = fh.read().decode()
            # field 22 (starttime, clock ticks after boot); the 2nd field may hold spaces
            fields = stat[stat.rindex(")") + 2:].split()
            start_ticks = int(fields[19])
            ticks = os.sysconf("SC_CLK_TCK")
            with open("/proc/uptime") as fh:
                uptime = float(fh.read().split()[0])
            boot = time.time() - uptime
            return boot + start_ticks / ticks, "process-start"
        except Exception:
            pass
    return _LAUNCHER_T0, "launcher"


def _install_startup_probe() -> None:
    """Make QApplication.exec() report the time to an interactive window, then quit."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    original_exec = QApplication.exec

    def probe() -> None:
        app = QApplication.instance()
        windows = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow()]
        name = "none"
        if windows:
            main = max(windows, key=lambda w: w.width() * w.height())
            main.repaint()  # synchronous: the table is drawn once before we stop the clock
            name = type(main).__name__
        app.processEvents()
        start, since = _process_start_epoch()
        elapsed = time.time() - start
        line = f"STARTUP_PROBE interactive_s={elapsed:.3f} since={since} window={name}"
        stream = sys.stdout or sys.__stdout__
        if stream is not None:
            print(line, file=stream, flush=True)
        # a windowed Windows build has no stdout at all: the line also goes to a file
        probe_file = os.environ.get("TWENTYNINE_STARTUP_PROBE_FILE")
        if probe_file:
            try:
                with open(probe_file, "a", encoding="utf-8") as fh:
                    fh.write(line + "\n")
            except OSError:
                pass
        app.exit(0 if windows else 3)

    def exec_with_probe(*_args):
        # app.exec() or QApplication.exec(): QCoreApplication::exec is static in Qt
        QTimer.singleShot(0, probe)
        return original_exec()

    QApplication.exec = exec_with_probe


def run() -> int:
    if os.environ.get("TWENTYNINE_STARTUP_PROBE", "") not in ("", "0"):
        _install_startup_probe()
    from twentynine_desktop.__main__ import main

    try:
        result = main()
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException:
        # Report through the game's crash handler (log file + message box) and exit
        # with 1, rather than letting the bootloader show a second, raw traceback box.
        from twentynine_desktop import crash

        crash.handle_exception(*sys.exc_info())
        return 1
    return int(result or 0)


if __name__ == "__main__":
    sys.exit(run())
