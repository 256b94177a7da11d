"""Calibration of the chance to make a bid: solved values of played contracts, a
logistic fit, held-out deciles, and the pictures."""

from __future__ import annotations

import json
import random

import pytest

from tools import __main__ as cli
from tools.arena import run_arena
from tools.calibrate import brier, calibrate, fit, place_of, predict, read_rows, reliability
from tools.picture import reliability_png, reliability_svg
from twentynine_desktop.ai import solver as solver_mod


def _rows(n, seed=1, a=-0.5, b=0.6):
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        r = {"value": rng.randrange(8, 29), "bid": rng.randrange(16, 23),
             "place": rng.randrange(4), "held_out": i % 5 == 0}
        p = 1 / (1 + 2.718281828 ** -(a + b * (r["value"] - r["bid"])))
        r["made"] = rng.random() < p
        rows.append(r)
    return rows


def test_the_fit_finds_the_curve_the_hands_were_drawn_from():
    coef = fit([r for r in _rows(4000) if not r["held_out"]])
    assert coef[0] == pytest.approx(-0.5, abs=0.25)
    assert coef[1] == pytest.approx(0.6, abs=0.1)
    assert all(abs(c) < 0.35 for c in coef[2:])  # the place did not matter


def test_held_out_deciles_of_a_true_model_are_close_and_the_criterion_is_judged():
    res = calibrate(_rows(12000))
    assert res["held_out"] == 2400 and res["deciles_with_enough_hands"] == 10
    assert res["brier"] < res["brier_base_rate"]
    assert res["largest_gap"] < 0.08
    small = calibrate(_rows(300))
    assert small["criterion_met"] is None  # no decile of 100 hands: nothing to judge


def test_reliability_bins_are_deciles_of_the_prediction():
    pred = [i / 100 for i in range(100)]
    made = [i >= 50 for i in range(100)]
    rel = reliability(pred, made)
    assert [n for *_, n in rel] == [10] * 10
    assert [o for _, o, _ in rel] == [0.0] * 5 + [1.0] * 5
    assert brier([1.0, 0.0], [True, False]) == 0.0


def test_place_counts_from_the_leader_in_the_direction_of_play():
    assert place_of(2, 1, 1) == 1 and place_of(0, 1, 3) == 1 and place_of(1, 1, 3) == 0


def test_the_pictures_are_a_png_and_an_svg():
    bins = [(0.1, 0.2, 150), (0.5, 0.4, 20)]
    png = reliability_png(bins)
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and png.endswith(b"IEND\xaeB`\x82")
    svg = reliability_svg(bins, "t")
    assert svg.count("<circle") == 2 and 'fill="none"' in svg


@pytest.mark.skipif(solver_mod._csolver is None, reason="needs the compiled solver")
def test_played_contracts_are_read_from_a_log_with_their_solved_values(tmp_path, capsys):
    log = str(tmp_path / "run.jsonl")
    run_arena("easy", "easy", 10, 2, "standard", 1, log_path=log, progress=False)
    rows = read_rows([log])
    assert rows and all(0 <= r["value"] <= 28 and 16 <= r["bid"] <= 28 for r in rows)
    # a declarer who took fewer points than the bid against best defence can still
    # make it only by the defence's mistakes: most contracts follow the solved value
    agree = sum(1 for r in rows if (r["value"] >= r["bid"]) == r["made"])
    assert agree >= len(rows) // 2
    assert predict(fit(rows), rows[0]) >= 0.0
    svg, png = str(tmp_path / "r.svg"), str(tmp_path / "r.png")
    assert cli.main(["calibrate", log, "--svg", svg, "--png", png]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == len(rows)


@pytest.mark.skipif(solver_mod._csolver is None, reason="needs the compiled solver")
def test_hold_out_takes_whole_fifths_of_the_deals(tmp_path, capsys):
    log = str(tmp_path / "run.jsonl")
    run_arena("easy", "easy", 10, 2, "standard", 1, log_path=log, progress=False)
    one, two = read_rows([log], 1), read_rows([log], 2)
    assert [r["value"] for r in one] == [r["value"] for r in two]
    # the same contracts; two fifths hold out everything one fifth did, and more
    assert all(b["held_out"] for a, b in zip(one, two, strict=True) if a["held_out"])
    assert sum(r["held_out"] for r in two) > sum(r["held_out"] for r in one)
    with pytest.raises(ValueError):
        read_rows([log], 5)
    assert cli.main(["calibrate", log, "--hold-out", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["held_out"] == sum(r["held_out"] for r in two)
