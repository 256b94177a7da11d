"""Statistics: after scripted matches the database's figures equal those worked out
here from the matches' hand records (their replay output); migrations; a database
that cannot be read is kept aside with one sentence, and a new one begins."""

from __future__ import annotations

import json
import sqlite3

import pytest
from save_support import play_match_easy

from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.record import replay_obj
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.storage import matchsave as ms
from twentynine_desktop.storage import stats as st

LEVELS = {"N": "normal", "E": "easy", "W": "hard"}


def scripted_matches():
    """Four finished matches and one abandoned, played by the easy computer player."""
    out = []
    for seed in (3, 5, 8, 13, 21):
        m = Match(Rules(), seed=seed, first_dealer=1)
        play_match_easy(m, seed, 10**6 if seed != 13 else 150)
        info = ms.MatchInfo(human_seat=2, levels=dict(LEVELS),
                            status="finished" if m.over else "abandoned")
        info.started = f"2026-11-{seed:02d}T10:00:00+00:00"
        out.append((m, info))
    return out


def figures_from_records(matches):
    """The figures, from each hand's record replayed by the engine (not from the
    results the statistics module reads)."""
    f = {"played": 0, "won": 0, "abandoned": 0, "hands": 0, "contracts": {}, "bid_pts": [],
         "def_pts": [], "doubles": 0, "doubles_won": 0}
    runs, run = [], 0
    for m, info in matches:
        side = info.human_seat & 1
        if not m.over:
            f["abandoned"] += 1
        else:
            f["played"] += 1
            won = m.winner == side
            f["won"] += won
            run = run + 1 if won else 0
            runs.append(run)
        for h in m.hands_played:
            out, code = replay_obj(json.loads(h.record.dumps()))
            assert code == 0
            f["hands"] += 1
            if out["status"] != "complete":
                continue
            declarer = out["single"]["seat"] if out.get("single") else out["bidder"]
            who = "person" if declarer == "NESW"[info.human_seat] else info.levels[declarer]
            c = f["contracts"].setdefault(who, [0, 0])
            c[0] += 1
            c[1] += bool(out["made"])
            mine = out["points"]["NS" if side == 0 else "EW"]
            (f["bid_pts"] if "NESW".index(declarer) & 1 == side else f["def_pts"]).append(mine)
            if out["multiplier"] in (2, 4, "set"):
                f["doubles"] += 1
                f["doubles_won"] += out["game_points"]["NS" if side == 0 else "EW"] > 0
    f["run"] = max(runs, default=0)
    return f


def test_figures_equal_those_computed_from_the_records(tmp_path):
    matches = scripted_matches()
    db, problem = st.open_stats(tmp_path / "s.sqlite3")
    assert problem is None
    for m, info in matches:
        db.record_match(m, info)
    db.record_match(*matches[0])          # recording a match again replaces it
    got = db.figures()
    exp = figures_from_records(matches)
    assert got.matches_played == exp["played"] == 4
    assert got.matches_won == exp["won"]
    assert got.matches_lost == exp["played"] - exp["won"]
    assert got.matches_abandoned == exp["abandoned"] == 1
    assert got.hands == exp["hands"]
    assert got.contracts == exp["contracts"]
    assert got.avg_points_bidding == pytest.approx(sum(exp["bid_pts"]) / len(exp["bid_pts"]))
    assert got.avg_points_defending == pytest.approx(sum(exp["def_pts"]) / len(exp["def_pts"]))
    assert (got.doubles_played, got.doubles_won) == (exp["doubles"], exp["doubles_won"])
    assert got.longest_winning_run == exp["run"]
    finished = [(m, i) for m, i in matches if m.over]
    assert [v for _w, v in got.recent] == [m.scores[0] for m, _i in finished]
    # the figures survive closing and opening again
    db.close()
    db2, problem = st.open_stats(tmp_path / "s.sqlite3")
    assert problem is None and db2.figures() == got
    db2.reset()
    assert db2.figures() == st.Figures()


def test_a_version_1_database_is_migrated(tmp_path):
    path = tmp_path / "s.sqlite3"
    con = sqlite3.connect(path)
    for sql in st.MIGRATIONS[1]:
        con.execute(sql)
    con.execute("PRAGMA user_version = 1")
    con.execute("INSERT INTO matches VALUES ('m1', 's', 'e', 'finished', 0, 0, 6, 2)")
    con.execute("INSERT INTO hands VALUES ('m1', 1, 5, 'complete', 'S', 'person', 17, 1, '2', "
                "20, 8, 2, 0)")
    con.commit()
    con.close()
    db, problem = st.open_stats(path)
    assert problem is None
    assert db.con.execute("PRAGMA user_version").fetchone()[0] == st.SCHEMA_VERSION
    f = db.figures()
    assert f.matches_won == 1 and f.contracts == {"person": [1, 1]}
    assert (f.doubles_played, f.doubles_won) == (1, 1)


def _real_db(path):
    db, _ = st.open_stats(path)
    for m, info in scripted_matches()[:2]:
        db.record_match(m, info)
    db.close()
    return path.read_bytes()


def _orphans(path):      # a match deleted by hand (sqlite3's shell enforces no foreign keys)
    con = sqlite3.connect(path)
    con.execute("DELETE FROM matches")
    con.commit()
    con.close()


def _impossible_points(path):
    con = sqlite3.connect(path)
    con.execute("UPDATE hands SET ns_points = 40")
    con.commit()
    con.close()


def _dropped_table(path):
    con = sqlite3.connect(path)
    con.execute("DROP TABLE hands")
    con.commit()
    con.close()


def _bytes(data):
    def f(path):
        path.write_bytes(data(path.read_bytes()))
    return f


BAD = {
    "empty": _bytes(lambda b: b""),
    "garbage": _bytes(lambda b: b"this is not a database\x00\xff" * 100),
    "truncated": _bytes(lambda b: b[: len(b) // 3]),
    "damaged pages": _bytes(lambda b: b[:4096] + bytes(len(b) - 4096)),
    "edited: orphan hands": _orphans,
    "edited: impossible points": _impossible_points,
    "edited: table dropped": _dropped_table,
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_database_is_kept_aside_and_a_new_one_begins(tmp_path, case):
    """(A database of a newer version is not damaged, and is left alone: the fault
    tests check that, tests/storage/test_faults_statistics.py.)"""
    path = tmp_path / "statistics.sqlite3"
    _real_db(path)
    BAD[case](path)
    bad_bytes = path.read_bytes()
    other = tmp_path / "match-in-progress.json"
    other.write_text("{}")
    db, problem = st.open_stats(path)
    assert problem is not None and problem.count(". ") == 0 and problem.endswith(".")
    assert "kept aside as statistics.sqlite3.unreadable-" in problem
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.sqlite3.unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == bad_bytes
    assert other.read_text() == "{}"
    assert db.figures() == st.Figures()             # a new, working database
    m, info = scripted_matches()[0]
    db.record_match(m, info)
    assert db.figures().matches_played == 1


def test_the_database_is_kept_in_a_folder_not_made_yet(tmp_path):
    """A first start: the saves folder may not exist; the statistics go there all the
    same (not into a database in memory, lost at exit)."""
    path = tmp_path / "new" / "folder" / "statistics.sqlite3"
    db, problem = st.open_stats(path)
    assert problem is None
    m, info = scripted_matches()[0]
    db.record_match(m, info)
    db.close()
    again, problem = st.open_stats(path)
    assert problem is None and again.figures().matches_played == 1
