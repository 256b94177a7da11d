"""Every level plays every preset legally; decision time caps; the arena."""

from __future__ import annotations

import json
import time

import pytest

from twentynine_desktop.ai import LEVELS, make_player
from twentynine_desktop.ai.arena import play_table, run_arena
from twentynine_desktop.ai.search import SETTINGS, SearchPlayer
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import PRESETS, preset
from twentynine_desktop.engine.view import player_view

EXTRA_RULES = {
    "own_card_all_on": dict(trump_card="own_card", computer_pair=True, computer_doubles=True,
                            doubling="with_set", reveal="automatic", void_must_trump=True),
    "seventh_after_deal": dict(seventh_card=True, doubling_time="after_deal",
                               trump_activation="from_reveal", computer_doubles=True,
                               computer_pair=True, pair="lucknow",
                               bidder_trump_lead="not_before_reveal"),
    "single_all_tricks": dict(single_hand="all_tricks", all_pass="redeal", min_bid=14,
                              reveal="first_void_must_ask", asker_must_trump=False),
}


def _rules(name):
    if name in PRESETS:
        return preset(name)
    return preset("standard").replace(**EXTRA_RULES[name])


def _check_result(st: HandState):
    assert st.over
    if st.annulled:
        return
    assert sum(st.points) == st.rules.total_points
    assert len(st.tricks) == 8
    gp = st.game_points()
    assert sorted(abs(v) for v in gp.values())[0] == 0


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("rules_name", list(PRESETS) + list(EXTRA_RULES))
def test_level_plays_rules_legally(level, rules_name):
    rules = _rules(rules_name)
    budget = 8.0  # short budgets keep this test quick
    for deal in range(2):
        players = [make_player(level, deal * 4 + s) for s in range(4)]
        if level != "easy":
            players = [SearchPlayer(level, deal * 4 + s, strict=True) for s in range(4)]
        times = {}
        st = play_table(rules, 500 + deal, deal % 4, players, budget, times)  # applies with checks
        _check_result(st)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_decision_time_cap(level):
    """Budgets are respected (with slack for one sample), and the cap bounds a
    decision even when a much larger budget is asked for."""
    rules = preset("standard")
    st = HandState(rules, 0, deal_hands(77, 0))
    driver = make_player("easy")
    worst_budget = 0.0
    worst_capped = 0.0
    k = 0
    while not st.over and k < 12:
        ta = st.to_act
        seat = ta - 4 if ta >= 4 else ta
        view = player_view(st, seat)
        p = make_player(level, 1)
        t0 = time.perf_counter()
        p.decide(view, 40.0)
        worst_budget = max(worst_budget, (time.perf_counter() - t0) * 1000)
        if st.phase == "play" and k % 4 == 0:
            t0 = time.perf_counter()
            p.decide(view, 60_000.0)
            worst_capped = max(worst_capped, (time.perf_counter() - t0) * 1000)
        st.apply(driver.decide(view))
        k += 1
    assert worst_budget < 40.0 + 120.0
    assert worst_capped < SETTINGS[level]["cap"] + 150.0


def test_easy_is_fast():
    st = HandState(preset("standard"), 0, deal_hands(3, 0))
    p = make_player("easy")
    worst = 0.0
    while not st.over:
        ta = st.to_act
        seat = ta - 4 if ta >= 4 else ta
        view = player_view(st, seat)
        t0 = time.perf_counter()
        a = p.decide(view)
        worst = max(worst, (time.perf_counter() - t0) * 1000)
        st.apply(a)
    assert worst < 20.0


def test_arena_smoke(capsys):
    res = run_arena("normal", "easy", 2, seed=5, jobs=1, budget_ms=10.0, progress=False)
    assert res["hands"] == 2 and res["tables"] == 4
    for key in ("edge", "edge_ci95", "made_rate", "card_points", "decision_ms"):
        assert key in res
    lo, hi = res["edge_ci95"]
    assert lo <= res["edge"] <= hi
    assert set(res["decision_ms"]) == {"normal", "easy"}
    played = res["tables"] - res["annulled"]
    if played:
        total = res["card_points"]["a"] + res["card_points"]["b"]
        assert abs(total - 28) < 1e-6


def test_arena_cli_prints_one_json_object(capsys):
    from twentynine_desktop.cli import main
    code = main(["arena", "--a", "easy", "--b", "random", "--hands", "3", "--seed", "2"])
    assert code == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    res = json.loads(out[0])
    assert res["a"] == "easy" and res["b"] == "random" and res["hands"] == 3


def test_duplicate_deals_swap_sides():
    """Both tables of a deal use the same cards with the sides exchanged."""
    from twentynine_desktop.ai.arena import play_deal
    idx, out, _ = play_deal((0, 12345, "easy", "easy", "standard", None, 1))
    assert [r["a_side"] for r in out] == [0, 1]
    # easy against easy on the same cards: the two tables mirror each other
    if not out[0]["annulled"]:
        assert out[0]["pts_a"] == out[1]["pts_b"]
        assert out[0]["gp_a"] == out[1]["gp_b"]
