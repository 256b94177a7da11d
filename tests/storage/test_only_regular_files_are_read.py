"""A named pipe (or a folder) where the program expects one of its files at start, the
settings, the match save, a kept match or the statistics, is never opened to be read
(reading a pipe waits for ever for a writer): it is told and left or kept aside."""

from __future__ import annotations

import builtins
import io
import os
import stat

import pytest

from twentynine_desktop.storage import matchsave as ms
from twentynine_desktop.storage.archive import Folder, list_archived
from twentynine_desktop.storage.files import NotARegularFile, read_regular
from twentynine_desktop.storage.stats import open_stats

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def _is_pipe(path) -> bool:
    try:
        return stat.S_ISFIFO(os.stat(path).st_mode)
    except (OSError, TypeError, ValueError):
        return False


@pytest.fixture
def pipes_never_opened_to_wait(monkeypatch):
    """Any open of a named pipe that would wait fails the test at once (instead of
    hanging it, as the start hung)."""
    real_open, real_os_open = builtins.open, os.open

    def guarded_open(file, *args, **kwargs):
        if isinstance(file, (str, os.PathLike)) and _is_pipe(file):
            raise AssertionError(f"{file} (a named pipe) was opened to be read")
        return real_open(file, *args, **kwargs)

    def guarded_os_open(path, flags, *args, **kwargs):
        if _is_pipe(path) and not flags & getattr(os, "O_NONBLOCK", 0):
            raise AssertionError(f"{path} (a named pipe) was opened to wait on")
        return real_os_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", guarded_open)
    monkeypatch.setattr(io, "open", guarded_open)
    monkeypatch.setattr(os, "open", guarded_os_open)


def test_read_regular_refuses_a_pipe_and_a_folder(tmp_path, pipes_never_opened_to_wait):
    pipe = tmp_path / "p"
    os.mkfifo(pipe)
    with pytest.raises(NotARegularFile, match="named pipe"):
        read_regular(pipe)
    with pytest.raises(NotARegularFile, match="folder"):
        read_regular(tmp_path)
    (tmp_path / "f").write_bytes(b"abc")
    assert read_regular(tmp_path / "f", limit=3) == b"abc"
    with pytest.raises(OSError, match="larger"):
        read_regular(tmp_path / "f", limit=2)


def test_a_pipe_in_place_of_the_match_save_is_told_and_kept_aside(tmp_path, pipes_never_opened_to_wait):
    folder = Folder(tmp_path)
    os.mkfifo(folder.autosave)
    res = ms.read_save(folder.autosave)
    assert res.loaded is None and "named pipe" in res.problem
    assert res.kept_as is not None and _is_pipe(res.kept_as) and not folder.autosave.exists()


def test_a_pipe_among_the_kept_matches_is_listed_as_unreadable(tmp_path, pipes_never_opened_to_wait):
    folder = Folder(tmp_path)
    folder.matches.mkdir()
    os.mkfifo(folder.matches / "20261204T100000-abcdef.json")
    (kept,) = list_archived(folder)
    assert kept.loaded is None and "named pipe" in kept.problem


def test_a_pipe_in_place_of_the_statistics_is_left_alone_and_the_session_counted(tmp_path):
    # only a file proven damaged is moved aside: a pipe is not the statistics file
    path = tmp_path / "statistics.sqlite3"
    os.mkfifo(path)
    db, problem = open_stats(path)
    assert "named pipe" in problem
    assert _is_pipe(path) and db.figures().matches_played == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite3"]


def test_a_pipe_in_place_of_settings_ini_gives_the_defaults_and_a_notice(tmp_path, pipes_never_opened_to_wait):
    from twentynine_desktop.ui.settings_store import Settings, SettingsStore

    path = tmp_path / "settings.ini"
    os.mkfifo(path)
    store = SettingsStore(path)
    assert store.load() == Settings()
    (notice,) = store.take_notices()
    assert "could not be read" in notice and "named pipe" in notice
    assert _is_pipe(path)          # left as it is
