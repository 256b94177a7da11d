"""arena-split: where an arena's edge comes from, read from its --log."""

from __future__ import annotations

import json

import pytest

from tools import __main__ as cli
from tools.arena import run_arena
from tools.arena_split import decisions, kind_of, paired, read_log, split


def _table(a_side, bidder, bid, bid_side, made, gp_a, gp_b, auction=(), pts_a=14):
    return {"a_side": a_side, "annulled": False, "gp_a": gp_a, "gp_b": gp_b,
            "pts_a": pts_a, "pts_b": 28 - pts_a, "bid_side": bid_side, "made": made,
            "bid": bid, "bidder": bidder, "trump": 0, "auction": list(auction),
            "actions": ""}


def _deal(i, t1, t2):
    return {"deal": i, "deal_number": 100 + i, "tables": [t1, t2]}


# deal 0: North declares 17 at both tables (A at the first, B at the second): A makes
# it, B fails: +1 for A at each table.
# deal 1: North declares at the first table (A, 17, made), East at the second (A again,
# sitting East-West there, 18, failed): 0.
# deal 2: North 17 (A, made) against North 18 (B, made): 0.
DEALS = [
    _deal(0, _table(0, 0, 17, "a", True, 1, 0, pts_a=20),
          _table(1, 0, 17, "b", False, 1, 0, pts_a=13)),
    _deal(1, _table(0, 0, 17, "a", True, 1, 0), _table(1, 1, 18, "a", False, -1, 0)),
    _deal(2, _table(0, 0, 17, "a", True, 1, 0), _table(1, 0, 18, "b", True, 0, 1)),
]


def test_each_deal_is_named_by_what_happened_at_its_two_tables():
    assert [kind_of(d) for d in DEALS] == ["same contract", "different sides",
                                           "same declarer, B higher"]
    s = split(DEALS)
    assert s["edge"] == pytest.approx((1.0 + 0.0 + 0.0) / 3, abs=1e-4)
    assert s["by_kind"]["same contract"] == {"deals": 1, "edge_share": pytest.approx(0.3333),
                                             "per_deal": 1.0}
    # the same contract: A made it with 20 points, B failed it with 28 - 13 = 15
    assert s["same_contract"]["a"] == {"contracts": 1, "made": 1, "declarer_points": 20,
                                       "margins": {3: 1}}
    assert s["same_contract"]["b"] == {"contracts": 1, "made": 0, "declarer_points": 15,
                                       "margins": {-2: 1}}


def test_a_decision_is_set_against_the_same_cards_at_the_other_table():
    # A's North passes 16 with an estimate of 0.42 at the first table; the same cards
    # in B's hands at the second table: B's game points there, -(gp_a - gp_b)
    t1 = _table(0, 1, 16, "b", True, 0, 1, auction=[[0, "pass", None, [16, 0.42]],
                                                    [1, "bid", 16, None]])
    t2 = _table(1, 0, 16, "b", False, 1, 0)
    rows = decisions([_deal(0, t1, t2)])
    assert rows == [{"call": "pass", "lowest_bid": 16, "when": "first", "estimate_from": 0.4,
                     "n": 1, "value": -1.0, "same_cards_other_table": -1.0,
                     "difference": 0.0}]


def test_paired_difference_matches_deals_by_number():
    better = [dict(d) for d in DEALS]
    better[1] = _deal(1, _table(0, 0, 17, "a", True, 1, 0), _table(1, 1, 18, "a", True, 1, 0))
    p = paired(better, DEALS)
    assert p["deals"] == 3
    assert p["difference"] == pytest.approx(1.0 / 3, abs=1e-4)
    # one deal: no interval, written as null (JSON has no infinity)
    one = paired(better[1:2], DEALS)
    assert one == {"deals": 1, "difference": 1.0, "ci95_half": None}


def test_the_split_of_a_real_arena_log_gives_the_arena_edge(tmp_path):
    log = tmp_path / "run.jsonl"
    rep = run_arena("easy", "random", 6, seed=3, progress=False, log_path=str(log))
    s = split(read_log(str(log)))
    assert s["deals"] == 6
    assert s["edge"] == pytest.approx(rep["edge"], abs=1e-4)
    assert sum(k["deals"] for k in s["by_kind"].values()) == 6


def test_the_command_says_what_is_wrong_with_a_broken_log(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"deal": 0, "tables": []}\n', encoding="utf-8")
    assert cli.main(["arena-split", str(bad)]) == 2
    out = json.loads(capsys.readouterr().out)
    assert "line 1" in out["error"]
    assert cli.main(["arena-split", str(tmp_path / "missing.jsonl")]) == 2
    assert "missing.jsonl" in json.loads(capsys.readouterr().out)["error"]
