"""Temporary save files left by writes that a kill cut short are removed at start:
only the program's own temporary names, only once they are a minute old (a write in
progress is younger), never a save."""

from __future__ import annotations

import os
import random
import tempfile
import time

from save_support import play_match_actions

from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.storage import matchsave as ms
from twentynine_desktop.storage.archive import Folder


def _aged(path, seconds_ago: float, now: float):
    path.write_text("{half a save")
    os.utime(path, (now - seconds_ago, now - seconds_ago))
    return path


def test_the_temporary_names_of_atomic_write_are_the_ones_cleaned(tmp_path, monkeypatch):
    made = []
    real = tempfile.mkstemp

    def spy(*args, **kwargs):
        fd, name = real(*args, **kwargs)
        made.append(name)
        return fd, name

    monkeypatch.setattr(tempfile, "mkstemp", spy)
    folder = Folder(tmp_path)
    m = Match(Rules(), first_dealer=0)
    play_match_actions(m, random.Random(1), 10)
    ms.save_match(folder.autosave, m, ms.MatchInfo())
    folder.archive(m, ms.MatchInfo(match_id="20261204T100000-abcdef"))
    assert len(made) == 2
    for name in made:
        assert ms.TEMP_NAME.fullmatch(os.path.basename(name)), name


def test_stale_temporary_files_go_and_nothing_else(tmp_path):
    now = time.time()
    folder = Folder(tmp_path)
    m = Match(Rules(), first_dealer=0)
    play_match_actions(m, random.Random(2), 20)
    ms.save_match(folder.autosave, m, ms.MatchInfo())
    live = folder.autosave.read_bytes()
    folder.matches.mkdir()
    stale = [_aged(tmp_path / f".match-in-progress.json.{n}.tmp", 3600, now)
             for n in ("abcd1234", "zz_9x0q7", "k2j4h6g8", "aaaaaaaa", "q1w2e3r4")]
    stale.append(_aged(folder.matches / ".20261204T100000-abcdef.json.x1y2z3w4.tmp", 120, now))
    young = _aged(tmp_path / ".match-in-progress.json.young123.tmp", 10, now)
    others = [_aged(tmp_path / name, 3600, now) for name in
              (".other.tmp", "match-in-progress.json.abcd1234.tmp", ".settings.ini.abcd1234.tmp",
               ".match-in-progress.json.abcd1234.tmp.keep", "statistics.sqlite3-journal")]
    (tmp_path / ".match-in-progress.json.folder12.tmp").mkdir()
    removed = folder.clean_stale_temps(now=now)
    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert young.exists() and all(p.exists() for p in others)
    assert (tmp_path / ".match-in-progress.json.folder12.tmp").is_dir()
    assert folder.autosave.read_bytes() == live
    # a minute later the young one is stale too
    assert folder.clean_stale_temps(now=now + 61) == [young]


def test_the_start_of_the_program_cleans_them(qtbot, tmp_path):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
    from test_play_keeping import make_window

    now = time.time()
    left = [_aged(tmp_path / f".match-in-progress.json.{n}.tmp", 600, now)
            for n in ("abcd1234", "efgh5678")]
    win, keeper = make_window(qtbot, Folder(tmp_path))
    keeper.start()
    assert not any(p.exists() for p in left)
    win.controller.shutdown()
