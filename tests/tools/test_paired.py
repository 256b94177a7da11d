"""The tuning mode: a candidate against its baseline on the same deals."""

from __future__ import annotations

import json

import pytest

from tools import __main__ as cli
from tools.arena import run_arena
from tools.arena_split import deal_edge, read_log
from tools.paired import candidate_deal, report, run_paired
from tools.variants import make_variant, overrides


def test_a_variant_changes_only_the_named_settings():
    assert overrides("hard") == {}
    assert overrides("hard:bid_thr=0.6:bid_sim=off:bid_suits=2") == {
        "bid_thr": 0.6, "bid_sim": False, "bid_suits": 2}
    p = make_variant("normal:bid_thr=0.6", 3)
    assert p.cfg["bid_thr"] == 0.6 and p.level == "normal"
    assert make_variant("normal", 3).cfg["bid_thr"] != 0.6


@pytest.mark.parametrize("spec", ["hard:nope=1", "easy:bid_thr=0.5", "hard:bid_thr",
                                  "hard:bid_sim=maybe"])
def test_a_bad_variant_is_refused(spec):
    with pytest.raises(ValueError):
        overrides(spec)


def _base(tmp_path, hands=4, seed=5):
    log = str(tmp_path / "base.jsonl")
    run_arena("hard", "normal", hands, seed, "standard", 1, samples=2, log_path=log,
              progress=False)
    return log


def test_the_baseline_against_itself_differs_nowhere_when_every_decision_is_checked(tmp_path):
    log = _base(tmp_path)
    res = run_paired("hard", "hard", "normal", 4, 5, "standard", 2, check="all",
                     base_log=log, progress=False)
    assert res["differ"] == 0 and res["difference"] == 0.0


def test_a_candidate_walked_from_the_log_ends_as_its_own_full_run(tmp_path):
    """Where the candidate decides otherwise, the walk plays on for real: each deal's
    tables come out as in an arena of the candidate itself on the same seed."""
    log = _base(tmp_path, hands=6, seed=9)
    cand = "hard:bid_thr=0.9:bid_floor=0.9:bid_sim=off"
    own = str(tmp_path / "cand.jsonl")
    run_arena(cand, "normal", 6, 9, "standard", 1, samples=2, log_path=own, progress=False)
    theirs = {d["deal"]: d for d in read_log(own)}
    differ = 0
    for d in read_log(log):
        idx, differed, edge, tables = candidate_deal((d, cand, "normal", "standard", 9, 2,
                                                      "all"))
        differ += differed
        assert [t["actions"] for t in tables] == [t["actions"] for t in theirs[idx]["tables"]]
        assert edge == deal_edge(theirs[idx])
    assert differ > 0  # the test saw the walk leave the log


def test_the_report_pairs_deal_by_deal():
    def deal(i, ga):
        return {"deal": i, "tables": [{"annulled": False, "gp_a": ga, "gp_b": 0},
                                      {"annulled": False, "gp_a": 0, "gp_b": 1}]}
    base = [deal(i, g) for i, g in enumerate([1, 0, 1, 2])]
    cand = {0: (False, deal_edge(base[0])), 1: (True, 1.0), 2: (False, deal_edge(base[2])),
            3: (True, deal_edge(base[3]))}
    res = report(base, cand)
    assert res["differ"] == 2 and res["differ_share"] == 0.5
    assert res["difference"] == pytest.approx((1.0 - (-0.5)) / 4, abs=1e-4)


def test_the_command_refuses_an_anytime_run_and_a_foreign_level(capsys):
    assert cli.main(["paired", "--baseline", "hard", "--candidate", "normal", "--against",
                     "easy", "--samples", "2", "--hands", "1"]) == 2
    assert "variant of the baseline" in json.loads(capsys.readouterr().out)["error"]
    assert cli.main(["paired", "--baseline", "hard", "--candidate", "hard", "--against",
                     "easy", "--samples", "0", "--hands", "1"]) == 2
    assert "deterministic" in json.loads(capsys.readouterr().out)["error"]
