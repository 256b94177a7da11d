"""The crash handler: uncaught errors land in a log file and reach the player."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from twentynine_desktop import __version__, crash, platform_paths


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv(platform_paths.HOME_ENV, str(tmp_path))
    yield tmp_path
    crash.uninstall()


@pytest.fixture
def dialogs(monkeypatch) -> list:
    calls: list = []
    monkeypatch.setattr(crash, "show_crash_dialog",
                        lambda path, exc, details="": calls.append((path, exc, details)))
    return calls


def _raise_and_hook(exc: BaseException) -> None:
    try:
        raise exc
    except BaseException:
        sys.excepthook(*sys.exc_info())


def test_install_replaces_both_hooks_and_uninstall_restores(home):
    before_sys, before_thread = sys.excepthook, threading.excepthook
    crash.install(faults=False)
    assert sys.excepthook is not before_sys
    assert threading.excepthook is not before_thread
    crash.uninstall()
    assert sys.excepthook is before_sys
    assert threading.excepthook is before_thread


def test_uncaught_error_is_written_to_the_log_folder(home, dialogs):
    crash.install(faults=False)
    _raise_and_hook(ValueError("the trump card went missing"))
    logs = sorted(platform_paths.log_dir().glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "ValueError: the trump card went missing" in text
    assert "Traceback (most recent call last)" in text
    assert f"version:   {__version__}" in text
    assert "platform:" in text and "python:" in text
    assert "_raise_and_hook" in text  # the traceback names the function that raised


def test_the_dialog_is_called_with_the_log_path(home, dialogs):
    crash.install(faults=False)
    _raise_and_hook(RuntimeError("bid out of range"))
    assert len(dialogs) == 1
    path, exc, details = dialogs[0]
    assert isinstance(exc, RuntimeError)
    assert path is not None and path.exists()
    assert path.parent == platform_paths.log_dir()
    assert "bid out of range" in details
    message = crash.crash_message(path, exc)
    assert "Something went wrong" in message and str(path) in message


def test_same_error_twice_is_logged_twice_but_shown_once(home, dialogs, monkeypatch):
    crash.install(faults=False)
    stamps = iter(["20260101-000001", "20260101-000059", "20260101-000100"])

    class Clock:
        @staticmethod
        def now():
            class T:
                def strftime(self, fmt):
                    return next(stamps)

                def isoformat(self, timespec=""):
                    return "2026-01-01T00:00:00"
            return T()

    monkeypatch.setattr(crash._dt, "datetime", Clock)
    for _ in range(2):
        _raise_and_hook(KeyError("JS"))
    assert len(dialogs) == 1
    _raise_and_hook(KeyError("QH"))  # a different error is shown again
    assert len(dialogs) == 2
    logs = sorted(platform_paths.log_dir().glob("crash-*.log"))
    assert len(logs) == 3  # every error is logged, each in its own file
    assert all("KeyError: 'JS'" in p.read_text(encoding="utf-8") for p in logs[:2])


def test_dialog_disabled_reports_on_stderr_only(home, dialogs, capsys):
    crash.install(dialog=False, faults=False)
    _raise_and_hook(ValueError("quiet please"))
    assert dialogs == []
    assert "Something went wrong" in capsys.readouterr().err


def test_handler_never_raises_even_if_dialog_and_logging_fail(home, monkeypatch, capsys):
    def broken(*a, **k):
        raise OSError("disk on fire")

    monkeypatch.setattr(crash, "show_crash_dialog", broken)
    monkeypatch.setattr(crash, "_candidate_folders", lambda: [home / "missing" / "\0bad"])
    crash.install(faults=False)
    _raise_and_hook(ValueError("first"))  # must not raise out of the hook
    err = capsys.readouterr().err
    assert "ValueError: first" in err


def test_log_falls_back_to_temp_folder_when_log_dir_is_unwritable(home, monkeypatch, dialogs):
    blocker = home / "blocked"
    blocker.write_text("a file where a folder should be")
    monkeypatch.setattr(crash, "_candidate_folders", lambda: [blocker / "logs", home / "tmp"])
    crash.install(faults=False)
    _raise_and_hook(ValueError("fallback"))
    path = dialogs[0][0]
    assert path.parent == home / "tmp"
    assert "fallback" in path.read_text(encoding="utf-8")


def test_worker_thread_error_is_logged_and_reaches_the_gui_thread(home, dialogs, qtbot, qapp):
    crash.install(faults=False)

    def work():
        raise ZeroDivisionError("no tricks to divide")

    t = threading.Thread(target=work, name="ai-worker")
    t.start()
    t.join()
    log = next(platform_paths.log_dir().glob("crash-*.log"))
    assert "thread:    ai-worker" in log.read_text(encoding="utf-8")
    # the dialog is queued to the GUI thread: it runs once events are processed
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=30000)
    assert isinstance(dialogs[0][1], ZeroDivisionError)


def test_real_dialog_path_does_not_block_offscreen(home, qapp, capsys):
    # No monkeypatch: with the offscreen platform the box must not be exec()'d.
    crash.install(faults=False)
    _raise_and_hook(ValueError("offscreen"))
    assert "Something went wrong" in capsys.readouterr().err


def test_uncaught_error_in_a_fresh_process_leaves_a_report(tmp_path):
    """End to end: a script that raises at top level exits non-zero with a report."""
    script = textwrap.dedent("""
        from twentynine_desktop import crash
        crash.install()
        raise LookupError("no such seat")
    """)
    env = {**__import__("os").environ, platform_paths.HOME_ENV: str(tmp_path),
           crash.NO_DIALOG_ENV: "1"}
    proc = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=60, cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode != 0
    assert "the details were saved to" in proc.stderr.lower()
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(logs) == 1, proc.stderr
    assert "LookupError: no such seat" in logs[0].read_text(encoding="utf-8")


def test_real_message_box_carries_the_path_and_details(home, qapp, monkeypatch):
    """The dialog code itself (not monkeypatched away): its text names the log file."""
    from PySide6.QtWidgets import QMessageBox

    shown = []

    def fake_exec(box):
        shown.append((box.text(), box.detailedText(), box.icon()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    monkeypatch.setattr(crash, "_gui_available", lambda: True)
    crash.install(faults=False)
    _raise_and_hook(ValueError("card art missing"))
    assert len(shown) == 1
    text, details, icon = shown[0]
    log = next(platform_paths.log_dir().glob("crash-*.log"))
    assert "Something went wrong" in text and str(log) in text
    assert "ValueError: card art missing" in details
    assert icon == QMessageBox.Icon.Critical


@pytest.mark.qt_no_exception_capture
def test_error_in_a_qt_slot_reaches_the_handler(home, dialogs, qtbot):
    """An exception raised inside a Qt callback goes through sys.excepthook to us."""
    from PySide6.QtCore import QTimer

    crash.install(faults=False)
    QTimer.singleShot(0, lambda: {}["no such card"])
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=30000)
    assert isinstance(dialogs[0][1], KeyError)
    assert "no such card" in dialogs[0][0].read_text(encoding="utf-8")
