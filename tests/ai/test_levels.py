"""Every level plays every preset legally; decision time caps; the arena."""

from __future__ import annotations

import json

import pytest

from tools.arena import play_table, run_arena
from twentynine_desktop.ai import LEVELS, make_player
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
    assert sorted(abs(v) for v in gp)[0] == 0


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


class VirtualClock:
    """Stands in for ``time`` in the search modules: every reading advances the clock by
    ``step`` seconds, so how far a decision runs past its deadline is counted in clock
    readings, the same on an idle machine and on a loaded one."""

    def __init__(self, step: float):
        self.step = step
        self.now = 1000.0
        self.reads = 0

    def perf_counter(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


def _virtual_time(monkeypatch, step: float) -> VirtualClock:
    from twentynine_desktop.ai import auction_model, search
    from twentynine_desktop.engine import sampling
    clock = VirtualClock(step)
    for mod in (search, sampling, auction_model):
        monkeypatch.setattr(mod, "time", clock)
    return clock


def _decisions(level: str, budget_ms: float, clock: VirtualClock, plays_only: bool = False):
    """(phase, virtual ms, samples drawn) of each decision in the first 12 actions of a
    fixed hand, the hand itself driven by easy players."""
    from twentynine_desktop.ai import search
    drawn = [0]
    real_sample = search.sample_state

    def counting(*a, **kw):
        drawn[0] += 1
        return real_sample(*a, **kw)
    search.sample_state = counting
    try:
        st = HandState(preset("standard"), 0, deal_hands(77, 0))
        driver = make_player("easy")
        out = []
        k = 0
        while not st.over and k < 12:
            seat = st.to_act - 4 if st.to_act >= 4 else st.to_act
            view = player_view(st, seat)
            if not plays_only or st.phase == "play":
                p = SearchPlayer(level, 1, strict=True)
                t0, drawn[0] = clock.now, 0
                p.decide(view, budget_ms)
                out.append((st.phase, (clock.now - t0) * 1000, drawn[0]))
            st.apply(driver.decide(view))
            k += 1
        return out
    finally:
        search.sample_state = real_sample


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_decision_stops_at_its_cap_whatever_budget_is_asked(level, monkeypatch):
    """Asked for a minute, a decision still stops at the level's cap.  The clock is a
    virtual one (5 ms a reading), so the check is the same on a busy machine: the search
    may overrun the cap only by the readings of the sample in hand."""
    step = 0.005
    clock = _virtual_time(monkeypatch, step)
    cap = SETTINGS[level]["cap"]
    out = _decisions(level, 60_000.0, clock, plays_only=True)
    assert out
    for phase, ms, drawn in out:
        assert ms <= cap + 25 * step * 1000, (phase, ms, drawn)
    # the cap, not the sample limit, ended the longest decisions
    assert max(d for _, _, d in out) < SETTINGS[level]["max_samples"]
    assert max(ms for _, ms, _ in out) >= cap


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_decision_stops_at_its_budget(level, monkeypatch):
    """With a 40 ms budget a decision draws its minimum of samples (8 for the
    single-hand test) and stops; it never reaches the cap."""
    clock = _virtual_time(monkeypatch, 0.005)
    cfg = SETTINGS[level]
    out = _decisions(level, 40.0, clock)
    assert out
    least = max(cfg["min_samples"], 8)
    for phase, ms, drawn in out:
        assert ms < cfg["cap"], (phase, ms, drawn)
        assert drawn <= least + 40 // 5 + 1, (phase, ms, drawn)


def test_easy_never_looks_at_the_clock(monkeypatch):
    """Easy decides by rule, without a search or a deadline: a whole hand is played
    with every clock reading in the AI forbidden.  (Its decision times are measured by
    ``arena``, which prints them.)"""
    class NoClock:
        def __getattr__(self, name):
            raise AssertionError(f"easy read the clock (time.{name})")
    from twentynine_desktop.ai import auction_model, easy, search
    from twentynine_desktop.engine import sampling
    for mod in (search, sampling, auction_model, easy):
        if hasattr(mod, "time"):
            monkeypatch.setattr(mod, "time", NoClock())
    st = HandState(preset("standard"), 0, deal_hands(3, 0))
    p = make_player("easy")
    while not st.over:
        ta = st.to_act
        seat = ta - 4 if ta >= 4 else ta
        st.apply(p.decide(player_view(st, seat)))
    _check_result(st)


def test_arena_smoke(capsys):
    res = run_arena("normal", "easy", 2, seed=5, jobs=1, budget_ms=10.0, progress=False)
    assert res["hands"] == 2 and res["tables"] == 4
    for key in ("edge", "edge_ci95", "made_rate", "card_points", "decision_ms"):
        assert key in res
    lo, hi = res["edge_ci95"]
    assert lo <= res["edge"] <= hi
    assert set(res["decision_ms"]) == {"normal", "easy"}
    # thinking per seat per hand: the decision times of a level over its seats' hands
    # (two seats of each level at each of the 4 tables)
    for lvl in ("normal", "easy"):
        per_hand = res["think_ms_per_seat_hand"][lvl]
        n = res["decision_ms"][lvl]["n"]
        assert per_hand * 8 >= res["decision_ms"][lvl]["max"] - 0.1
        assert per_hand * 8 <= res["decision_ms"][lvl]["max"] * n + 0.1
    played = res["tables"] - res["annulled"]
    if played:
        total = res["card_points"]["a"] + res["card_points"]["b"]
        assert abs(total - 28) < 1e-6


def test_arena_cli_prints_one_json_object(capsys):
    from tools.__main__ import main
    code = main(["arena", "--a", "easy", "--b", "random", "--hands", "3", "--seed", "2"])
    assert code == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    res = json.loads(out[0])
    assert res["a"] == "easy" and res["b"] == "random" and res["hands"] == 3


def test_duplicate_deals_swap_sides():
    """Both tables of a deal use the same cards with the sides exchanged."""
    from tools.arena import play_deal
    idx, out, _ = play_deal((0, 12345, "easy", "easy", "standard", None, 1))
    assert [r["a_side"] for r in out] == [0, 1]
    # easy against easy on the same cards: the two tables mirror each other
    if not out[0]["annulled"]:
        assert out[0]["pts_a"] == out[1]["pts_b"]
        assert out[0]["gp_a"] == out[1]["gp_b"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_hand_budget_bounds_the_thinking_of_a_whole_hand(level, monkeypatch):
    """With a time bank for the hand (the Bhoos bots' rule is 1,500 ms; normal, which
    thinks less, gets 300 ms here), a seat's decisions over a whole hand add up to no
    more than the bank, on a virtual clock (2 ms a reading), and the bank starts again
    with the next hand.  Each decision may overrun by the readings of the sample in hand
    when its share runs out (a few readings; 60 in all over a hand)."""
    bank = 1500.0 if level == "hard" else 300.0
    step = 0.002
    slack = 60 * step * 1000
    clock = _virtual_time(monkeypatch, step)
    rules = preset("standard")
    for deal in (5, 6):
        st = HandState(rules, deal % 4, deal_hands(deal, 0))
        players = [SearchPlayer(level, s, strict=True) for s in range(4)]
        for p in players:
            p.hand_budget_ms = bank
        used = [0.0] * 4
        while not st.over:
            seat = st.to_act - 4 if st.to_act >= 4 else st.to_act
            t0 = clock.now
            a = players[seat].decide(player_view(st, seat))
            used[seat] += (clock.now - t0) * 1000
            st.apply(a)
        _check_result(st)
        for seat in range(4):
            assert used[seat] <= bank + slack, (seat, used)
            assert 0 < players[seat].hand_spent_ms <= used[seat]
        # without a bank the same hand thinks for longer (the bank is what bounds it)
    unbanked = SearchPlayer(level, 0, strict=True)
    st = HandState(rules, 1, deal_hands(5, 0))
    total = 0.0
    while not st.over:
        seat = st.to_act - 4 if st.to_act >= 4 else st.to_act
        t0 = clock.now
        st.apply(unbanked.decide(player_view(st, seat)))
        total += (clock.now - t0) * 1000
    assert total / 4 > bank + slack


def test_arena_hand_budget_reaches_the_search_players():
    """``arena --hand-budget-ms`` gives every normal and hard seat its time bank."""
    from tools.arena import _seat_player
    table = {0: "hard", 1: "easy", 2: "hard", 3: "easy"}
    hard = _seat_player("hard", 1, table, {}, {}, 1500.0)
    easy = _seat_player("easy", 1, table, {}, {}, 1500.0)
    assert isinstance(hard, SearchPlayer) and hard.hand_budget_ms == 1500.0
    assert not hasattr(easy, "hand_budget_ms")
    assert _seat_player("normal", 1, table, {}, {}).hand_budget_ms is None
    from tools.__main__ import build_parser
    args = build_parser().parse_args(["arena", "--a", "hard", "--b", "easy",
                                      "--hand-budget-ms", "1500"])
    assert args.hand_budget_ms == 1500


def _slow_playouts(monkeypatch, seconds: float) -> tuple[VirtualClock, list[int]]:
    """A virtual clock on which every playout of the search takes ``seconds`` (as a deal
    that is slow to solve does); returns the clock and a list counting the playouts."""
    from twentynine_desktop.ai import search
    clock = _virtual_time(monkeypatch, 0.0001)
    real = search.rollout
    calls = [0]

    def slow(*a, **kw):
        calls[0] += 1
        clock.now += seconds
        return real(*a, **kw)
    monkeypatch.setattr(search, "rollout", slow)
    return clock, calls


def _position(phase: str, candidates: range):
    """The first position of a fixed set of easy-driven hands, under the standard rules,
    in ``phase``: in the auction with a point card (so the search bids) and three suits
    (three trumps tried on each guessed deal), in the play with
    a number of different candidates (after merging equal cards) in ``candidates``."""
    from twentynine_desktop.ai.base import before_thinking
    from twentynine_desktop.ai.search import merge_equivalent
    from twentynine_desktop.engine.cards import suit_of
    driver = make_player("easy")
    for deal in range(40):
        st = HandState(preset("standard"), deal % 4, deal_hands(900 + deal, deal % 4))
        while not st.over:
            seat = st.to_act - 4 if st.to_act >= 4 else st.to_act
            view = player_view(st, seat)
            if str(st.phase) == phase and seat == st.to_act:
                done, _, acts = before_thinking(view)
                if not done and (phase == "auction" and any(c & 7 < 4 for c in view.hand)
                                 and len({suit_of(c) for c in view.hand}) >= 3
                                 or len(merge_equivalent(acts, view, None)) in candidates):
                    return view
            st.apply(driver.decide(view))
    raise AssertionError("no such position in 40 hands")


@pytest.mark.parametrize("phase", ["play", "auction"])
def test_the_cap_cuts_short_a_deal_that_is_slow_to_judge(phase, monkeypatch):
    """Hard's cap holds within one playout once one guessed deal is judged: a deal whose
    candidates are still being played out when the cap passes is dropped, not finished
    (every playout takes 0.2 s of a virtual clock here, not of the wall clock; a deal
    needs 2-4 of them in the play and 3 in the auction; the cap is 950 ms). Before, the
    last deal was finished, and in the auction the bid was then weighed against a pass
    on the deals found, which plays out more."""
    view = _position(phase, range(2, 5))
    clock, calls = _slow_playouts(monkeypatch, 0.2)
    player = SearchPlayer("hard", 3)
    t0 = clock.now
    action = player.decide(view, 950.0)
    elapsed = clock.now - t0
    assert action is not None
    assert player.last_samples >= 1            # one deal judged whatever the clock says
    assert calls[0] >= 3                       # and a second one begun
    # within one playout of the cap, and 0.01 s for the clock's own readings (0.1 ms each)
    assert elapsed <= 0.95 + 0.2 + 0.01, (elapsed, calls[0], player.last_samples)
