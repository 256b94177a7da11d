"""The statistics database under faults: locked by another program at start, written
by a newer version, a folder where the file should be, a full disk at record time.
Only a file proven damaged is moved aside; after each fault the figures already kept
are still in the file, the player is told in one sentence, and nothing crashed."""

from __future__ import annotations

import sqlite3
import threading

from test_stats import scripted_matches

from twentynine_desktop.storage import stats as st


def _real_db(path):
    db, problem = st.open_stats(path)
    assert problem is None
    for m, info in scripted_matches()[:2]:
        db.record_match(m, info)
    played = db.figures()
    db.close()
    return played


def _aside(tmp_path):
    return [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]


def test_a_locked_database_is_left_alone_and_used_once_free(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    before = _real_db(path)
    other = sqlite3.connect(path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")           # another program holds the lock
    db, problem = st.open_stats(path, timeout=0.05)
    assert problem is not None and "in use by another program" in problem
    assert not _aside(tmp_path) and path.exists()
    try:
        db.figures()
        raise AssertionError("the locked database was read")
    except sqlite3.OperationalError as exc:
        assert st.is_busy(exc)
    other.rollback()
    other.close()
    m, info = scripted_matches()[2]
    db.record_match(m, info)                   # free again: opened, and the match counted
    after = db.figures()
    assert after.matches_played == before.matches_played + (1 if m.over else 0)
    assert after.hands == before.hands + len(m.hands_played)


def test_a_lock_released_within_the_busy_timeout_is_waited_for(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    before = _real_db(path)
    other = sqlite3.connect(path, timeout=0, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    locked = threading.Event()

    def release():
        locked.wait()
        other.rollback()
        other.close()
    t = threading.Thread(target=release)
    t.start()
    locked.set()
    db, problem = st.open_stats(path, timeout=30)
    t.join()
    assert problem is None and db.figures() == before and not _aside(tmp_path)


def test_a_database_of_a_newer_version_is_left_alone(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    _real_db(path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 99")
    con.commit()
    con.close()
    data = path.read_bytes()
    db, problem = st.open_stats(path)
    assert problem is not None and "newer version of Twenty-Nine" in problem
    assert "kept aside" not in problem and problem.endswith(".")
    m, info = scripted_matches()[0]
    db.record_match(m, info)                    # this session counts in memory
    assert db.figures().matches_played == 1
    db.close()
    assert path.read_bytes() == data and not _aside(tmp_path)


def test_a_folder_where_the_database_should_be_is_left_alone(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    path.mkdir()
    (path / "something").write_text("kept")
    db, problem = st.open_stats(path)
    assert problem is not None and problem.startswith("Your statistics cannot be kept in")
    assert (path / "something").read_text() == "kept" and not _aside(tmp_path)
    m, info = scripted_matches()[0]
    db.record_match(m, info)
    assert db.figures().matches_played == 1


def test_a_damaged_database_is_still_moved_aside(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    _real_db(path)
    path.write_bytes(b"not a database at all" * 300)
    db, problem = st.open_stats(path)
    assert problem is not None and "kept aside as statistics.sqlite3.unreadable-" in problem
    assert len(_aside(tmp_path)) == 1


def test_the_statistics_window_says_a_locked_database_cannot_be_read(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from twentynine_desktop.controller import TableConfig
    from twentynine_desktop.storage.archive import Folder
    from twentynine_desktop.ui import play_keeping
    from twentynine_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    folder = Folder(tmp_path)
    _real_db(folder.stats)
    other = sqlite3.connect(folder.stats, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(st, "BUSY_TIMEOUT", 0.05)
    monkeypatch.setattr(st.open_stats, "__defaults__", (0.05,))
    win = MainWindow(TableConfig(computer_delay_ms=0, animation_speed=0.0), start=False)
    qtbot.addWidget(win)
    keeper = play_keeping.install(win, folder)
    assert "in use by another program" in keeper.stats_problem
    w = keeper.open_stats()                    # no crash: the window says why
    assert w.note.text().startswith("Your statistics cannot be read now (")
    other.rollback()
    other.close()
    w.refresh()
    assert not w.note.text().startswith("Your statistics cannot be read now")
    assert not _aside(tmp_path)
    win.controller.shutdown()
