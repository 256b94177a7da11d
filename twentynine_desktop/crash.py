"""Uncaught errors: save a crash report and tell the player, instead of vanishing.

``install()`` (called once near the start of ``main()``) replaces ``sys.excepthook``
and ``threading.excepthook``.  An error nobody caught (in startup code, in a Qt slot,
in a worker thread) then:

1. is written to ``crash-<date>-<time>-<pid>.log`` in ``platform_paths.log_dir()``
   (falling back to the temporary folder), with the traceback, the program version,
   Python/Qt/OS versions and the command line;
2. is shown to the player in a plain message box ("Something went wrong ... the
   details were saved to <path>"), from the GUI thread; a worker thread's error is
   handed to the GUI thread by a queued signal.  With no usable screen (offscreen
   platform, e.g. ``--self-test``) or with ``TWENTYNINE_NO_CRASH_DIALOG=1`` the message
   goes to stderr instead, so nothing ever waits for a click that cannot come.

The handler never raises: each step is guarded, and if everything fails the original
hook prints the traceback.  It also turns on ``faulthandler`` into
``faults.log`` in the same folder so that a hard crash inside Qt leaves a trace.

Nothing here imports PySide6 at module level.
"""

from __future__ import annotations

import datetime as _dt
import os
import platform
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from . import __version__

__all__ = [
    "install",
    "uninstall",
    "handle_exception",
    "write_crash_report",
    "show_crash_dialog",
    "crash_message",
    "NO_DIALOG_ENV",
]

NO_DIALOG_ENV = "TWENTYNINE_NO_CRASH_DIALOG"
_HEADLESS_PLATFORMS = {"offscreen", "minimal"}

_previous_excepthook: Callable | None = None
_previous_threading_hook: Callable | None = None
_installed = False
_dialog_enabled = True
_handling = threading.local()
_shown_signatures: set[str] = set()
_bridge = None  # QObject living in the GUI thread, for errors raised in other threads
_fault_file = None


# -- the report ---------------------------------------------------------------------

def _qt_versions() -> str:
    if "PySide6.QtCore" not in sys.modules:
        return "not loaded"
    try:
        import PySide6
        from PySide6 import QtCore

        return f"PySide6 {PySide6.__version__}, Qt {QtCore.qVersion()}"
    except Exception as exc:  # pragma: no cover - defensive
        return f"unknown ({exc!r})"


def _report_text(exc_type, exc, tb, thread_name: str | None) -> str:
    lines = [
        "Twenty-Nine crash report",
        f"time:      {_dt.datetime.now().isoformat(timespec='seconds')}",
        f"version:   {__version__}",
        f"frozen:    {bool(getattr(sys, 'frozen', False))}",
        f"python:    {sys.version.split()[0]} ({platform.python_implementation()})",
        f"qt:        {_qt_versions()}",
        f"platform:  {platform.platform()} ({platform.machine()})",
        f"command:   {' '.join(sys.argv)}",
        f"thread:    {thread_name or threading.current_thread().name}",
        "",
        "".join(traceback.format_exception(exc_type, exc, tb)).rstrip(),
        "",
    ]
    return "\n".join(lines)


def _candidate_folders() -> list[Path]:
    folders: list[Path] = []
    try:
        from .platform_paths import log_dir

        folders.append(log_dir())
    except Exception:
        pass
    folders.append(Path(tempfile.gettempdir()))
    return folders


def write_crash_report(exc_type, exc, tb, thread_name: str | None = None) -> Path | None:
    """Write the report; return its path, or None if no folder could be written."""
    try:
        text = _report_text(exc_type, exc, tb, thread_name)
    except Exception:
        text = f"Twenty-Nine crash report\n{exc_type!r}: {exc!r}\n"
    try:
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    except Exception:
        stamp = "unknown-time"
    name = f"crash-{stamp}-{os.getpid()}.log"
    for folder in _candidate_folders():
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / name
            with open(path, "a", encoding="utf-8") as fh:  # "a": two errors, one second
                fh.write(text)
                fh.write("\n")
            return path
        except Exception:
            continue
    return None


def crash_message(path: Path | None, exc: BaseException | None) -> str:
    """The text the player reads."""
    what = f"{type(exc).__name__}: {exc}" if exc is not None else "an unknown error"
    if path is not None:
        where = f"The details were saved to:\n{path}"
    else:
        where = "The details could not be saved to a file."
    return (
        "Something went wrong in Twenty-Nine.\n\n"
        f"{where}\n\n"
        "If you report this problem, please attach that file.\n\n"
        f"({what})"
    )


# -- telling the player -----------------------------------------------------------

def _stderr(text: str) -> None:
    stream = sys.stderr or sys.__stderr__
    if stream is None:  # windowed build on Windows: no console at all
        return
    try:
        stream.write(text if text.endswith("\n") else text + "\n")
        stream.flush()
    except Exception:
        pass


_own_app = None  # a QApplication made only to show the message (error before main's)


def _can_create_app() -> bool:
    """Whether making a QApplication now would find a screen (and not abort)."""
    if threading.current_thread() is not threading.main_thread():
        return False
    requested = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0]
    if requested in _HEADLESS_PLATFORMS:
        return False
    if sys.platform.startswith("linux") and not requested:
        # without a display Qt's xcb/wayland plugins abort the process
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def _gui_available() -> bool:
    """True when a QApplication with a real screen exists and we are on its thread.

    An error raised before ``main()`` made its QApplication (say, while parsing the
    command line) would otherwise end a windowed program without a word: then one is
    made here, when a screen is there to show the message on.
    """
    global _own_app
    if os.environ.get(NO_DIALOG_ENV, "") not in ("", "0"):
        return False
    try:
        if "PySide6.QtWidgets" not in sys.modules:
            if not _can_create_app():
                return False
            import PySide6.QtWidgets  # noqa: F401  (error before Qt was loaded)
        from PySide6.QtCore import QThread
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is None and _can_create_app():
            _own_app = app = QApplication([sys.argv[0] if sys.argv else "TwentyNine"])
        if not isinstance(app, QApplication):
            return False
        if QGuiApplication.platformName() in _HEADLESS_PLATFORMS:
            return False
        return QThread.currentThread() is app.thread()
    except Exception:
        return False


def show_crash_dialog(path: Path | None, exc: BaseException | None, details: str = "") -> bool:
    """Show the plain message box; True if it was shown.  Never raises."""
    message = crash_message(path, exc)
    if not _gui_available():
        _stderr(message)
        return False
    try:
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QMessageBox(QMessageBox.Icon.Critical, "Twenty-Nine", message,
                          QMessageBox.StandardButton.Ok, QApplication.activeWindow())
        if details:
            box.setDetailedText(details)
        box.exec()
        return True
    except Exception:
        _stderr(message)
        return False


def _tell_player(path: Path | None, exc: BaseException | None, details: str) -> None:
    # Looked up through the module so tests (and callers) can replace it.
    if not _dialog_enabled:
        _stderr(crash_message(path, exc))
        return
    # the same error from the same place (say, in every repaint): one message box only
    lines = details.strip().splitlines()
    frames = [ln.strip() for ln in lines if ln.strip().startswith("File ")]
    key = "|".join(frames[-1:] + lines[-1:])
    if key in _shown_signatures:  # the same error again (e.g. in every paint): log only
        _stderr(crash_message(path, exc))
        return
    _shown_signatures.add(key)
    sys.modules[__name__].show_crash_dialog(path, exc, details)


# -- the hooks ----------------------------------------------------------------------

def handle_exception(exc_type, exc, tb: TracebackType | None, thread_name: str | None = None) -> Path | None:
    """Log and report one uncaught error.  Returns the report path.  Never raises."""
    if getattr(_handling, "active", False):  # an error while handling an error
        try:
            sys.__excepthook__(exc_type, exc, tb)
        except Exception:
            pass
        return None
    _handling.active = True
    try:
        if exc_type is not None and issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return None
        path = write_crash_report(exc_type, exc, tb, thread_name)
        try:
            details = "".join(traceback.format_exception(exc_type, exc, tb))
        except Exception:
            details = repr(exc)
        _stderr(details)
        on_gui_thread = threading.current_thread() is threading.main_thread()
        if thread_name is not None and not on_gui_thread:
            _post_to_gui(path, exc, details)
        else:
            _tell_player(path, exc, details)
        return path
    except Exception:
        try:
            sys.__excepthook__(exc_type, exc, tb)
        except Exception:
            pass
        return None
    finally:
        _handling.active = False


def _excepthook(exc_type, exc, tb) -> None:
    handle_exception(exc_type, exc, tb)


def _threading_hook(args) -> None:
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "thread"
    handle_exception(args.exc_type, args.exc_value, args.exc_traceback, thread_name=name)


def _make_bridge():
    """A QObject in the GUI thread whose signal carries worker-thread errors to it."""
    global _bridge
    if _bridge is not None or "PySide6.QtCore" not in sys.modules:
        return
    try:
        from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

        app = QCoreApplication.instance()
        if app is None:
            return

        class _CrashBridge(QObject):
            sig_crash = Signal(object, object, str)

            @Slot(object, object, str)
            def on_crash(self, path, exc, details):
                _tell_player(path, exc, details)

        bridge = _CrashBridge()
        bridge.moveToThread(app.thread())
        # The receiver lives in the GUI thread, so a worker's emit is queued to it.
        bridge.sig_crash.connect(bridge.on_crash)
        _bridge = bridge
    except Exception:
        _bridge = None


def _post_to_gui(path, exc, details: str) -> None:
    _make_bridge()
    if _bridge is not None:
        try:
            _bridge.sig_crash.emit(path, exc, details)  # queued: runs on the GUI thread
            return
        except Exception:
            pass
    _stderr(crash_message(path, exc))


def _enable_faulthandler() -> None:
    global _fault_file
    if _fault_file is not None:
        return
    try:
        import faulthandler

        from .platform_paths import log_dir

        _fault_file = open(log_dir() / "faults.log", "a", encoding="utf-8")
        faulthandler.enable(file=_fault_file, all_threads=True)
    except Exception:
        _fault_file = None


def install(dialog: bool = True, faults: bool = True) -> None:
    """Install the hooks (idempotent).  ``dialog=False``: report on stderr only."""
    global _previous_excepthook, _previous_threading_hook, _installed, _dialog_enabled
    _dialog_enabled = dialog
    if not _installed:
        _previous_excepthook = sys.excepthook
        _previous_threading_hook = threading.excepthook
        sys.excepthook = _excepthook
        threading.excepthook = _threading_hook
        _installed = True
    if faults:
        _enable_faulthandler()
    _make_bridge()  # no-op until a QApplication exists; retried on the first thread error


def uninstall() -> None:
    """Put the previous hooks back (for tests)."""
    global _installed, _bridge, _fault_file
    if _installed:
        sys.excepthook = _previous_excepthook or sys.__excepthook__
        threading.excepthook = _previous_threading_hook or threading.__excepthook__
        _installed = False
    _bridge = None
    _shown_signatures.clear()
    if _fault_file is not None:
        try:
            import faulthandler

            faulthandler.disable()
            _fault_file.close()
        except Exception:
            pass
        _fault_file = None
