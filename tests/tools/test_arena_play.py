"""arena-play: each card of an arena log judged double dummy, and a search player's
guesses checked against the real deals."""

from __future__ import annotations

import json

import pytest

from tools import __main__ as cli
from tools.arena import run_arena
from tools.arena_play import judge_table, judged_positions
from tools.arena_split import read_log
from twentynine_desktop.ai import solver


@pytest.fixture(scope="module")
def easy_vs_random(tmp_path_factory):
    path = tmp_path_factory.mktemp("play") / "run.jsonl"
    run_arena("easy", "random", 4, seed=3, progress=False, log_path=str(path))
    return path


def _run(capsys, *argv):
    code = cli.main(["arena-play", *map(str, argv)])
    return code, json.loads(capsys.readouterr().out)


def test_the_random_player_gives_away_more_than_easy(easy_vs_random, capsys):
    code, out = _run(capsys, easy_vs_random)
    assert code == 0 and out["deals"] == 4 and out["rules"] == "standard"
    dd = out["double_dummy"]
    for side in ("a", "b"):
        assert dd[side]["all"]["decisions"] > 0
        assert 0 <= dd[side]["all"]["flips"] <= dd[side]["all"]["decisions"]
        # the roles split the side's decisions
        assert sum(dd[side][r]["all"]["decisions"] for r in ("bidder", "partner", "defender")) \
            == dd[side]["all"]["decisions"]
    assert dd["b"]["all"]["loss"] > dd["a"]["all"]["loss"] >= 0


def test_a_cards_loss_is_what_the_solver_gives_after_each_card(easy_vs_random):
    deals = read_log(str(easy_vs_random))
    checked = 0
    for d in deals:
        for k, t in enumerate(d["tables"]):
            if t["annulled"]:
                continue
            rows = iter(judge_table((d, k, "standard", "hard", 0)))
            for st, a in judged_positions(d, t, "standard"):
                row = next(rows)
                legal = [x for x in st.legal_actions() if x.kind == "play" and x.actor == a.actor]
                if not st.revealed or len(legal) < 2:
                    continue
                # each card played on a copy, the rest solved: the best minus the card played
                declaring = (a.actor ^ st.bidder) & 1 == 0
                own = {}
                for x in legal:
                    s2 = st.copy()
                    s2.apply(x)
                    if s2.phase == "done":
                        pts = s2.points
                        side = st.bidder & 1
                        mine, theirs = pts[side], pts[side ^ 1]
                    else:
                        mine, theirs = solver.finish_value(s2)
                    own[x.arg] = mine if declaring else theirs
                assert row["loss"] == max(own.values()) - own[a.arg]
                checked += 1
    assert checked >= 20


def test_calibration_checks_side_as_cards(tmp_path, capsys):
    path = tmp_path / "run.jsonl"
    run_arena("normal", "easy", 2, seed=5, progress=False, budget_ms=5, log_path=str(path))
    code, out = _run(capsys, path, "--calibrate", 3, "--level", "normal")
    assert code == 0
    cal = out["calibration"]
    assert cal["level"] == "normal" and cal["samples"] == 3
    # every judged card of side A is checked, and only those
    assert cal["all"]["decisions"] == out["double_dummy"]["a"]["all"]["decisions"]
    assert 0.0 <= cal["all"]["estimate"] <= 1.0 and 0.0 <= cal["all"]["made"] <= 1.0
    assert 0.0 <= cal["all"]["brier"] <= 1.0
    assert cal["all"]["bias"] == pytest.approx(cal["all"]["estimate"] - cal["all"]["made"],
                                               abs=0.002)


def test_a_log_without_play_or_rules_is_refused_with_a_reason(easy_vs_random, tmp_path, capsys):
    lines = [json.loads(x) for x in easy_vs_random.read_text().splitlines()]
    old = tmp_path / "old.jsonl"
    old.write_text("".join(json.dumps({**x, "tables": [{k: v for k, v in t.items() if k != "play"}
                                                       for t in x["tables"]]}) + "\n"
                           for x in lines))
    code, out = _run(capsys, old)
    assert code == 2 and "has no play" in out["error"]
    bare = tmp_path / "bare.jsonl"
    bare.write_text("".join(json.dumps({k: v for k, v in x.items() if k != "rules"}) + "\n"
                            for x in lines))
    code, out = _run(capsys, bare)
    assert code == 2 and "names no rules" in out["error"]
    code, out = _run(capsys, bare, "--rules", "standard,auction=nonsense")
    assert code == 2 and "auction" in out["error"]
    code, out = _run(capsys, bare, "--rules", "standard")
    assert code == 0 and out["deals"] == 4
    code, out = _run(capsys, tmp_path / "missing.jsonl")
    assert code == 2 and "missing.jsonl" in out["error"]
