"""Start Twenty-Nine: ``twentynine`` or ``python -m twentynine_desktop``.

    --self-test   start the whole application offscreen, play one hand with computer
                  players in every seat, exit 0 (or non-zero with a message)
    --timing      print the time from process start to the first human decision
                  (also with the environment variable TWENTYNINE_TIMING=1)
    --seed N      play a numbered match (the same deals every time)
    --loopback-only  play with others on this computer only (127.0.0.1; also with the
                  environment variable TWENTYNINE_LOOPBACK_ONLY=1)
"""

from __future__ import annotations

import os
import sys
import time

_T0 = time.perf_counter()


def process_age() -> float:
    """Seconds since this process started (Linux: from /proc; else since import)."""
    try:
        with open("/proc/self/stat") as fh:
            start_ticks = int(fh.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as fh:
            uptime = float(fh.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - _T0


def _qt_workaround() -> None:
    """Once at start, before any Qt object: the PySide6 6.12 reference-count fix,
    where its probe shows the bug (controller/qtfix.py)."""
    from .controller import qtfix
    qtfix.apply()


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from .crash import install as install_crash_handler  # uncaught errors: log + tell the player
    install_crash_handler(dialog="--self-test" not in argv)
    from .syslibs import check_or_explain  # before Qt: name the missing system packages
    if "--self-test" in argv:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        if not check_or_explain(show=False):
            return 1
        _qt_workaround()
        from .selftest import run_self_test
        return run_self_test()
    import argparse
    parser = argparse.ArgumentParser(prog="twentynine", description="Twenty-Nine, the card game.")
    parser.add_argument("--self-test", action="store_true", help="play one hand offscreen and exit")
    parser.add_argument("--timing", action="store_true",
                        help="print the time from start to the first decision")
    parser.add_argument("--seed", type=int, default=None,
                        help="play a numbered match (the same deals every time)")
    parser.add_argument("--loopback-only", action="store_true",
                        help="play with others on this computer only (127.0.0.1)")
    from . import __version__
    parser.add_argument("--version", action="version", version=f"Twenty-Nine {__version__}")
    # Qt is given no command-line options (QApplication sees only the program name), so
    # an unknown option is an error with a message, never silently passed on
    args = parser.parse_args([a for a in argv if not a.startswith("-psn_")])  # old macOS Finder
    if os.environ.get("TWENTYNINE_FAIL_AT_START") == "1":
        # lets the packaging tests check that a startup error reaches the crash report
        raise RuntimeError("TWENTYNINE_FAIL_AT_START is set: a deliberate error at start-up")
    if args.loopback_only:
        # read by the network part (net/host.py: loopback_only) wherever it listens or looks
        os.environ["TWENTYNINE_LOOPBACK_ONLY"] = "1"
    timing = args.timing or os.environ.get("TWENTYNINE_TIMING") == "1"
    seed = args.seed
    if not check_or_explain():
        return 1
    _qt_workaround()

    from PySide6.QtWidgets import QApplication

    from .controller import TableConfig
    from .ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Twenty-Nine")
    app.setOrganizationName("TwentyNine")
    app.setDesktopFileName("io.github.twentynine.TwentyNine")  # Wayland: the menu entry and icon
    # cyclic garbage collection on the GUI thread only, never on a worker thread
    # (controller/gcpolicy.py: a Qt object finalized there crashed the program)
    from .controller import gcpolicy
    gcpolicy.install(app)
    from .ui.settings_store import SettingsStore
    store = SettingsStore()  # never fails: a bad file gives defaults and notices
    config = store.load().apply_to_config(TableConfig(), seed=seed)
    # the language (the system's, or the one chosen in the settings) and the bundled
    # Bengali and Devanagari fonts, before the first window is built
    from .ui import (
        first_run,  # the first start: a welcome before the first match
        i18n,
    )
    i18n.load_fonts()
    i18n.set_language(store.settings.table.language)
    # one Twenty-Nine per data folder: a second start brings the first window forward
    from .platform_paths import saves_dir
    from .ui import single_instance
    instance = single_instance.InstanceLock(saves_dir())
    if not instance.acquire():
        return single_instance.second_start(saves_dir())
    from .ui.window_state import window_state_file
    welcome = first_run.welcome_wanted(skip=timing)
    win = MainWindow(config, start=False, window_state=window_state_file(), confirm_quit=True)
    win.settings_store = store
    from .ui.play_keeping import install as install_keeping
    keeper = install_keeping(win)  # autosave, history, statistics, deals by number
    from .platform_paths import settings_dir
    from .ui import net_menu  # Game > Play with others: host or join a table at home
    net_menu.install(win, net_menu.default_marker(), saves_dir() / "hosted-table",
                     settings_dir() / "table-seats.json", ask_before_leaving=True)
    instance.serve(lambda: single_instance.bring_forward(win))
    win.apply_display(store.settings.table)  # colours, card size, text size (and a language message)
    if timing:
        def ready():
            print(f"start to interactive table: {process_age():.3f} s", flush=True)
            if os.environ.get("TWENTYNINE_TIMING_EXIT") == "1":
                app.quit()
        win.sig_human_ready.connect(ready)
    win.show()
    if welcome:  # the first start: a welcome, then the first match
        first_run.maybe_welcome(win)
    else:
        keeper.start()  # a match left unfinished is offered for resume
    notices = store.take_notices()
    if notices:  # what was wrong with the settings file, said once
        from PySide6.QtCore import QTimer

        from .ui.settings_dialog import show_settings_notices
        QTimer.singleShot(0, lambda: show_settings_notices(win, notices))
    code = app.exec()
    instance.release()
    return code


if __name__ == "__main__":
    sys.exit(main())
