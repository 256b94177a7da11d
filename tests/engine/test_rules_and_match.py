"""House rules as data (validation, presets, table settings), the doubling time, and
the match (match_to, set, dealer rotation)."""

from __future__ import annotations

import json
import random

import pytest

from twentynine_desktop.engine.actions import Action
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.record import HandRecord, load_record, record_of, replay_text
from twentynine_desktop.engine.rules import (
    DEFAULTS,
    PRESETS,
    RULE_SPECS,
    RuleError,
    Rules,
    matching_preset,
    preset,
)
from twentynine_desktop.engine.view import player_view

from t29_support import RECORDS

# Section 8 of docs/RULES.md, typed in by hand: key -> (options, default)
SECTION_8 = {
    "direction": (["clockwise", "counterclockwise"], "clockwise"),
    "last_trick_point": ([False, True], False),
    "min_bid": (list(range(14, 21)), 16),
    "auction": (["open", "duel"], "open"),
    "all_pass": (["dealer_forced", "redeal"], "dealer_forced"),
    "trump_card": (["indicator", "own_card"], "indicator"),
    "seventh_card": ([False, True], False),
    "reveal": (["on_request", "first_void_must_ask", "automatic"], "on_request"),
    "asker_must_trump": ([False, True], True),
    "void_must_trump": ([False, True], False),
    "trump_activation": (["whole_trick", "from_reveal"], "whole_trick"),
    "bidder_trump_lead": (["allowed", "not_before_reveal"], "allowed"),
    "unrevealed_hand": (["scored", "annulled"], "scored"),
    "pair": (["off", "standard", "bangladesh", "lucknow"], "standard"),
    "doubling": (["off", "double_redouble", "with_set"], "double_redouble"),
    "doubling_time": (["before_second_deal", "after_deal"], "before_second_deal"),
    "double_window_seconds": (list(range(3, 31)), 8),
    "gorakhpur": ([False, True], False),
    "single_hand": (["off", "all_tricks", "bidder_alone"], "off"),
    "single_hand_value": ([3, 6], 3),
    "bangladesh_redeals": ([False, True], False),
    "match_to": (list(range(4, 13)), 6),
    "computer_pair": ([False, True], False),
    "computer_doubles": ([False, True], False),
}


def test_rule_specs_match_rules_md():
    assert {s.key for s in RULE_SPECS} == set(SECTION_8)
    for s in RULE_SPECS:
        options, default = SECTION_8[s.key]
        assert sorted(s.values(), key=repr) == sorted(options, key=repr), s.key
        assert s.default == default == DEFAULTS[s.key]
        assert s.label and s.summary


@pytest.mark.parametrize("spec", RULE_SPECS, ids=[s.key for s in RULE_SPECS])
def test_every_option_accepted_and_outsiders_rejected(spec):
    for v in spec.values():
        r = Rules({spec.key: v})
        assert r[spec.key] == v
        assert getattr(r, spec.key) == v
        assert Rules(r.changed()) == r
    bad = ["nonsense", None, 3.5, [1]]
    if spec.kind == "int":
        bad += [min(spec.values()) - 1, max(spec.values()) + 1, True]
    elif spec.kind == "bool":
        bad += [0, 1, "true"]
    for v in bad:
        with pytest.raises(RuleError) as exc:
            Rules({spec.key: v})
        assert spec.key in str(exc.value)


def test_unknown_rule_key():
    with pytest.raises(RuleError) as exc:
        Rules({"trumps_everywhere": True})
    assert "trumps_everywhere" in str(exc.value)


def test_points_and_max_bid():
    assert (Rules().total_points, Rules().max_bid) == (28, 28)
    r = Rules(last_trick_point=True)
    assert (r.total_points, r.max_bid) == (29, 29)


def test_presets_as_in_rules_md():
    assert preset("standard") == Rules()
    assert preset("Pagat").changed() == {"min_bid": 15, "reveal": "first_void_must_ask",
                                          "asker_must_trump": False, "unrevealed_hand": "annulled",
                                          "doubling": "off"}
    assert preset("bangladesh").changed() == {"direction": "counterclockwise", "auction": "duel",
                                              "pair": "bangladesh", "seventh_card": True,
                                              "bangladesh_redeals": True}
    assert preset("last_trick").changed() == {"last_trick_point": True, "seventh_card": True,
                                              "single_hand": "bidder_alone"}
    assert preset("gorakhpur").changed() == {"gorakhpur": True}
    for name in PRESETS:
        assert matching_preset(preset(name)) == name
        # table settings do not change which preset a rule set is
        assert matching_preset(preset(name).replace(double_window_seconds=20, computer_pair=True)) == name
    assert matching_preset(Rules(min_bid=18)) is None
    with pytest.raises(RuleError):
        preset("no such preset")


def test_table_settings_round_trip_in_records():
    rules = Rules(double_window_seconds=3, computer_pair=True, computer_doubles=True, match_to=12)
    st = HandState(rules, 2, deal_hands(77, 2))
    rng = random.Random(3)
    while not st.over:
        st.apply(rng.choice(st.legal_actions()))
    text = record_of(st).dumps()
    obj = json.loads(text)
    assert obj["rules"] == {"double_window_seconds": 3, "computer_pair": True,
                            "computer_doubles": True, "match_to": 12}
    rec = load_record(text)
    assert rec.rules == rules
    out, code = replay_text(text)
    assert code == 0 and out == st.result.to_json()
    # the same hand without the table settings gives the same result (they never change play)
    plain = HandRecord(Rules(match_to=12), rec.dealer, rec.hands, rec.actions)
    assert replay_text(plain.dumps())[0] == out
    obj["rules"]["double_window_seconds"] = 2
    out, code = replay_text(json.dumps(obj))
    assert code == 2 and out["error"]["index"] is None and "double_window_seconds" in out["error"]["message"]


def _to_trump(rules):
    rec = load_record((RECORDS / "worked_example.json").read_text())
    st = HandState(rules, rec.dealer, rec.hands)
    events = []
    for a in rec.actions[:6]:
        events += st.apply(a)
    return st, events


def test_doubling_time_before_second_deal():
    st, events = _to_trump(Rules())
    assert st.phase == "doubling" and st.to_act == 5 and st.dealt == 4
    assert len(player_view(st, 1).hand) == 4
    assert [e.kind for e in events[-2:]] == ["trump_set", "window"]
    ev = st.apply(Action(5, "pass"))
    assert [e.kind for e in ev] == ["no_double", "dealt", "play_start"]


def test_doubling_time_after_deal():
    st, events = _to_trump(Rules(doubling_time="after_deal"))
    assert st.phase == "doubling" and st.to_act == 5 and st.dealt == 8
    assert len(player_view(st, 1).hand) == 8
    assert [e.kind for e in events[-3:]] == ["trump_set", "dealt", "window"]
    ev = st.apply(Action(5, "pass"))
    assert [e.kind for e in ev] == ["no_double", "play_start"]


def test_doubling_off_deals_at_once():
    st, events = _to_trump(Rules(doubling="off"))
    assert st.phase == "play" and st.dealt == 8 and st.to_act == 1
    assert [e.kind for e in events[-3:]] == ["trump_set", "dealt", "play_start"]


# ------------------------------------------------------------------ the match
def play_match(rules, seed, policy=None):
    m = Match(rules, seed=seed)
    rng = random.Random(seed)
    dealers = []
    while not m.over:
        st = m.new_hand()
        dealers.append(st.dealer)
        while not st.over:
            acts = st.legal_actions()
            st.apply(policy(st, acts, rng) if policy else rng.choice(acts))
        m.finish_hand()
        assert len(m.hands_played) < 500
    return m, dealers


def check_match(m, dealers):
    target = m.rules.match_to
    step = 1 if m.rules.direction == "clockwise" else 3
    for i, d in enumerate(dealers):
        assert d == (m.first_dealer + step * i) % 4  # the deal passes on after every hand
    prev = (0, 0)
    for h in m.hands_played[:-1]:
        assert all(abs(s) < target for s in h.scores_after)
        gp = h.result.game_points
        assert h.scores_after == (prev[0] + gp[0], prev[1] + gp[1])
        prev = h.scores_after
    last = m.hands_played[-1]
    if last.result.multiplier != "set":
        ns, ew = last.scores_after
        assert max(abs(ns), abs(ew)) >= target
        if ns >= target or ew <= -target:
            assert m.winner == 0
        else:
            assert m.winner == 1


@pytest.mark.parametrize("match_to", [4, 6, 12])
def test_match_to(match_to):
    rules = Rules(match_to=match_to, doubling="off")
    for seed in range(3):
        m, dealers = play_match(rules, seed)
        check_match(m, dealers)
        # without doubling or single hands each hand moves one point: the match ends exactly at +-match_to
        ns, ew = m.scores
        assert match_to in (abs(ns), abs(ew))


def test_match_with_doubles_and_counterclockwise():
    rules = Rules(direction="counterclockwise", match_to=5, all_pass="redeal", unrevealed_hand="annulled")
    for seed in range(3):
        m, dealers = play_match(rules, 100 + seed)
        check_match(m, dealers)


def test_set_decides_the_match():
    def always_raise(st, acts, rng):
        for kind in ("set", "redouble", "double"):
            for a in acts:
                if a.kind == kind:
                    return a
        return rng.choice(acts)

    rules = Rules(doubling="with_set", match_to=6)
    m, _ = play_match(rules, 9, always_raise)
    assert len(m.hands_played) == 1
    h = m.hands_played[0]
    assert h.result.multiplier == "set"
    bside = h.result.bidder & 1
    assert m.winner == (bside if h.result.made else bside ^ 1)
    assert abs(h.result.game_points[bside]) == 12


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_match_under_every_preset(name):
    m, dealers = play_match(preset(name), 31)
    check_match(m, dealers)


def test_the_first_dealer_is_drawn_from_the_seed():
    from twentynine_desktop.engine.match import draw_first_dealer
    drawn = [draw_first_dealer(seed) for seed in range(400)]
    assert drawn == [draw_first_dealer(seed) for seed in range(400)]    # the same seed, the same seat
    assert all(drawn.count(seat) > 60 for seat in range(4))             # each seat about a quarter
