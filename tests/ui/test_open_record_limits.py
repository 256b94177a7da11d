"""File > Open a record: any depth of nesting gives a clear sentence (never the crash
dialog), a file larger than any record is refused before it is read, only regular files
are read (a named pipe would hang), and the reading is done off the GUI thread."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_play_keeping import make_window, opened  # noqa: E402

from twentynine_desktop.storage.archive import Folder  # noqa: E402
from twentynine_desktop.ui import replay_viewer  # noqa: E402
from twentynine_desktop.ui.replay_viewer import (  # noqa: E402
    MAX_RECORD_BYTES,
    hands_from_bytes,
    read_hands_file,
)


def _match_nested(depth: int) -> bytes:
    """A match record (the right format, a wrong field) whose rules are nested ``depth``
    deep: some 2 KB at depth 987."""
    return (b'{"format": "twentynine-match/1", "checksum": "x", "rules": '
            + b"[" * depth + b"]" * depth + b"}")


@pytest.mark.parametrize("depth", [1, 30, 31, 32, 100, 500, 900, 986, 987, 988, 995, 1200, 5000])
def test_a_match_record_nested_at_any_depth_gets_a_sentence(depth):
    data = _match_nested(depth)
    hands, problem = hands_from_bytes(data, "deep.json")
    assert hands == [] and problem.startswith("deep.json ")
    if depth + 1 > 32:           # the limit counts the outer object too
        assert "nested too deeply" in problem
    hand = b'{"format": "twentynine-hand/1", "rules": ' + b"{" * depth + b"}" * depth + b"}"
    hands, problem = hands_from_bytes(hand, "deep.json")
    assert hands == [] and problem


def _called_below(frames: int, fn):
    """``fn()`` called ``frames`` calls deeper (as under the window's event handlers)."""
    return fn() if frames == 0 else _called_below(frames - 1, fn)


def test_no_depth_near_the_recursion_limit_raises_whatever_the_stack_below():
    # one depth used to get past the parser and overflow in the checks after it: which
    # one depended on how deep the caller already was (987 from the window's menu)
    for frames in (0, 10, 20, 40, 60):
        for depth in range(900, 1000):
            data = _match_nested(depth)
            hands, problem = _called_below(frames, lambda d=data: hands_from_bytes(d, "deep.json"))
            assert hands == [] and "nested too deeply" in problem, (frames, depth)


def test_a_987_deep_match_record_opened_from_the_menu_is_told_not_crashed(qtbot, tmp_path, told):
    path = tmp_path / "deep.json"
    path.write_bytes(_match_nested(987))
    assert 1900 < path.stat().st_size < 2200
    win, keeper = make_window(qtbot, Folder(tmp_path / "saves"))
    assert opened(qtbot, keeper, path) is None
    assert "nested too deeply" in told[-1]
    win.controller.shutdown()


def test_a_file_larger_than_any_record_is_refused_unread(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:                 # 52 MB, as the tester's file (sparse)
        fh.truncate(52 * 1024 * 1024)
    monkeypatch.setattr(replay_viewer, "hands_from_bytes",
                        lambda *a: pytest.fail("a file over the limit was read"))
    hands, problem = read_hands_file(path)
    assert hands == [] and "too large" in problem and "52" in problem
    assert MAX_RECORD_BYTES >= 25 * 130 * 1024    # 25 times the longest match measured


def test_a_record_just_under_the_limit_is_still_read(tmp_path):
    text = (Path(__file__).resolve().parents[1] / "records" / "worked_example.json").read_text()
    padded = text.rstrip() + " " * (MAX_RECORD_BYTES - len(text.encode()) - 2) + "\n"
    path = tmp_path / "padded.json"
    path.write_text(padded)
    assert path.stat().st_size <= MAX_RECORD_BYTES
    hands, problem = read_hands_file(path)
    assert problem is None and len(hands) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_not_read(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    hands, problem = read_hands_file(path)      # returns at once: the pipe is never opened
    assert hands == [] and "not a file" in problem
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert "not a file" in read_hands_file(folder)[1]


def test_the_file_is_read_off_the_gui_thread_and_the_window_goes_on(qtbot, tmp_path, monkeypatch, told):
    release = threading.Event()
    seen = {}

    def slow_read(path):
        seen["thread"] = threading.current_thread()
        release.wait(20)
        return [], "read on its own thread"

    monkeypatch.setattr(replay_viewer, "read_hands_file", slow_read)
    win, keeper = make_window(qtbot, Folder(tmp_path / "saves"))
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    job = keeper.open_record_file(str(tmp_path / "any.json"))
    assert job is not None and job.running
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=5000)   # the GUI thread is free meanwhile
    assert job.running and seen["thread"] is not threading.main_thread()
    release.set()
    qtbot.waitUntil(lambda: not job.running, timeout=5000)
    timer.stop()
    assert told[-1] == "read on its own thread"
    win.controller.shutdown()
