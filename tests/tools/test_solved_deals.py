"""The solved-deal generator: reproducible, resumable, the same whatever the jobs."""

from __future__ import annotations

import json
import os

import pytest

from tools import __main__ as cli
from tools.arena import parse_rules_spec
from tools.hand_classes import classes, hand_of, trumps_of
from tools.solved_deals import deal_for, generate, near_threshold, read_data, solve_deal
from twentynine_desktop.ai import solver as solver_mod

pytestmark = pytest.mark.skipif(solver_mod._csolver is None,
                                reason="the generator needs the compiled solver")


def test_a_deal_holds_the_class_hand_and_every_card_once():
    for k in (0, 500, 2261):
        mine, others = deal_for(7, k, 3)
        assert mine[:4] == hand_of(classes()[k])
        cards = mine + [c for h in others for c in h]
        assert sorted(cards) == list(range(32))
        assert [len(h) for h in others] == [8, 8, 8]
        assert deal_for(7, k, 3) == (mine, others)
        assert deal_for(8, k, 3) != (mine, others)


def test_values_are_card_points_per_place_and_trump_and_the_last_trick_point_counts():
    rules = parse_rules_spec("standard")
    v = solve_deal(rules, 1, 100, 0)
    assert len(v) == 4 and all(len(r) == len(trumps_of(classes()[100])) for r in v)
    assert all(0 <= x <= 28 for r in v for x in r)
    bonus = solve_deal(parse_rules_spec("standard,last_trick_point=true"), 1, 100, 0)
    # a point more for the last trick can only add, and at most that point
    assert all(x <= y <= x + 1 for r, rb in zip(v, bonus, strict=True)
               for x, y in zip(r, rb, strict=True))


def test_the_same_seed_gives_the_same_data_whatever_the_chunks_and_jobs(tmp_path):
    a, b = str(tmp_path / "a"), str(tmp_path / "b")
    generate(a, 3, "standard", 2, first=0, last=4, chunk=3, jobs=1, progress=False)
    generate(b, 3, "standard", 2, first=0, last=4, chunk=5, jobs=2, progress=False)
    assert read_data(a) == read_data(b)
    assert len(read_data(a)) == 8


def test_a_second_run_solves_only_what_is_missing(tmp_path):
    out = str(tmp_path / "d")
    first = generate(out, 3, "standard", 1, first=0, last=4, chunk=2, progress=False)
    assert first["new_deals"] == 4
    stamps = {f: os.path.getmtime(os.path.join(out, f)) for f in os.listdir(out)}
    again = generate(out, 3, "standard", 1, first=0, last=4, chunk=2, progress=False)
    assert again["new_deals"] == 0
    more = generate(out, 3, "standard", 2, first=0, last=4, chunk=2, progress=False)
    assert more["new_deals"] == 4 and more["deals"] == 8
    assert all(os.path.getmtime(os.path.join(out, f)) == t for f, t in stamps.items())
    fresh = str(tmp_path / "fresh")
    generate(fresh, 3, "standard", 2, first=0, last=4, chunk=7, progress=False)
    assert read_data(fresh) == read_data(out)


def test_a_half_written_chunk_is_not_taken_for_done(tmp_path):
    out = str(tmp_path / "d")
    generate(out, 3, "standard", 1, first=0, last=2, chunk=1, progress=False)
    # a run killed while writing leaves only a .tmp file: it is not read
    with open(os.path.join(out, "c0005-d0000.json.tmp"), "w") as fh:
        fh.write('{"pairs": [[5, 0,')
    assert set(read_data(out)) == {(0, 0), (1, 0)}


def test_a_folder_of_another_seed_is_refused(tmp_path, capsys):
    out = str(tmp_path / "d")
    generate(out, 3, "standard", 1, first=0, last=1, progress=False)
    assert cli.main(["solved-deals", out, "--seed", "4", "--classes", "0:1"]) == 2
    assert "another folder" in json.loads(capsys.readouterr().out)["error"]


def test_extra_deals_go_to_the_classes_near_the_threshold(tmp_path):
    data = {(0, 0): [[20], [20], [20], [20]], (1, 0): [[10], [20], [10], [20]],
            (2, 0): [[5, 3], [5, 3], [5, 3], [5, 3]]}
    assert near_threshold(data, 16, 0.25, 0.75) == [1]
    out = str(tmp_path / "x")
    res = generate(out, 3, "standard", 2, extra=2, first=200, last=210, chunk=4,
                   progress=False)
    near = res["near_classes"]
    assert res["deals"] == 20 + 2 * near
    data = read_data(out)
    extra = {k for (k, j) in data if j >= 2}
    assert len(extra) == near


def test_a_run_stopped_among_the_extra_deals_ends_as_one_never_stopped(tmp_path):
    whole, cut = str(tmp_path / "whole"), str(tmp_path / "cut")
    generate(whole, 3, "standard", 2, extra=3, first=200, last=212, chunk=2, progress=False)
    generate(cut, 3, "standard", 2, extra=3, first=200, last=212, chunk=2, progress=False)
    # stop it half-way: the chunks of extra deals past the first are lost
    for name in os.listdir(cut):
        if name.startswith("c") and not name.endswith(("d0000.json", "d0001.json",
                                                        "d0002.json")):
            os.remove(os.path.join(cut, name))
    generate(cut, 3, "standard", 2, extra=3, first=200, last=212, chunk=2, progress=False)
    assert read_data(cut) == read_data(whole)
