"""The hint is the Hard player's decision on the person's own view (same seed), and,
like every computer decision, it never depends on anything hidden from the person."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from twentynine_desktop.ai.easy import EasyPlayer
from twentynine_desktop.ai.hint import compute_hint, explain, hint_player, hint_view
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.engine.actions import PLAY, Action
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai"))
from ai_support import decision_states, permute_hidden, view_fields  # noqa: E402

SAMPLES = 6


def _positions(rules, deals=3, want=8):
    """(state, seat) pairs at decisions with a real choice, over a few played hands."""
    out = []
    for deal in range(deals):
        dealer = deal % 4
        hands = deal_hands(2000 + deal, dealer, 1 if rules.direction == "clockwise" else 3)
        drivers = [EasyPlayer(s) for s in range(4)]
        for st, seat in decision_states(rules, dealer, hands, drivers):
            if len(player_view(st, seat).legal) >= 2 and st.phase in ("auction", "trump", "play"):
                out.append((st, seat))
    rng = random.Random(3)
    rng.shuffle(out)
    phases = {}
    for st, seat in out:
        phases.setdefault(st.phase, []).append((st, seat))
    picked = []
    for ph in ("auction", "trump", "play"):
        picked += phases.get(ph, [])[: max(2, want // 3)]
    return picked


@pytest.mark.parametrize("rules_name", ["standard", "pagat"])
def test_hint_is_the_hard_players_decision(rules_name):
    rules = preset(rules_name)
    for st, seat in _positions(rules):
        view = player_view(st, seat)
        hint = compute_hint(view, seed=42, samples=SAMPLES)
        hard = SearchPlayer("hard", 42, samples=SAMPLES).decide(hint_view(view))
        assert hint.action == hard, f"hint differs from Hard at {st.phase}"
        assert hint.action is None or hint.action in view.legal


def test_hint_player_is_the_hard_level():
    p = hint_player(5, samples=3)
    assert p.level == "hard" and p.samples == 3


@pytest.mark.parametrize("rules_name", ["standard", "bangladesh"])
def test_hint_ignores_hidden_information(rules_name):
    """The honesty invariance of tests/ai/test_honesty.py applied to the hint: the
    other seats' hidden cards (and the hidden trump) changed -> the same hint, reason
    included."""
    rules = preset(rules_name)
    rng = random.Random(11)
    checked = 0
    for st, seat in _positions(rules, deals=3, want=9):
        view = player_view(st, seat)
        before = compute_hint(view, seed=7, samples=SAMPLES)
        for _ in range(2):
            other = permute_hidden(st, seat, rng)
            if other is None:
                continue
            v2 = player_view(other, seat)
            assert view_fields(v2) == view_fields(view)
            after = compute_hint(v2, seed=7, samples=SAMPLES)
            assert after == before, f"the hint changed at {st.phase}"
            checked += 1
    assert checked >= 6


def test_hint_lifts_the_computer_only_limits():
    """computer_pair / computer_doubles hold back the computers, not the person."""
    st = HandState(preset("standard"), 0, deal_hands(9, 0))
    v = hint_view(player_view(st, 1))
    assert v.rules.computer_pair and v.rules.computer_doubles


def _c(t):
    return [parse_card(x) for x in t.split()]


def _play_state():
    """South to play third to a heart trick that North is winning, trump revealed."""
    rules = preset("standard")
    hands = [_c("JH 7H 7S 8S JC 9C AC TC"),     # N
             _c("8H 7D 8D QD KD 9D AD TD"),     # E
             _c("TH AH QS KS JD JS 9S AS"),     # S
             _c("QH KH QC KC 8C 7C TS 9H")]     # W
    st = HandState(rules, 3, hands)
    # N first to speak (dealer W): N bids 16, others pass
    for a in (Action(0, "bid", 16), Action(1, "pass"), Action(2, "pass"), Action(3, "pass")):
        st.apply(a)
    st.apply(Action(0, "trump", 3))       # clubs
    st.apply(Action(5, "pass"))
    return st


def test_reason_partner_winning_gives_points():
    st = _play_state()
    st.apply(Action(0, PLAY, parse_card("JH")))   # N leads the Jack of hearts
    st.apply(Action(1, PLAY, parse_card("8H")))
    view = player_view(st, 2)
    key, params = explain(view, Action(2, PLAY, parse_card("TH")))
    assert key == "partner_feed" and params["seat"] == 0
    key, _ = explain(view, Action(2, PLAY, parse_card("AH")))
    assert key == "partner_feed"


def test_reason_opponent_winning_asks():
    st = _play_state()
    st.apply(Action(0, PLAY, parse_card("7S")))
    st.apply(Action(1, PLAY, parse_card("7D")))   # E cannot follow: discards
    st.apply(Action(2, PLAY, parse_card("JS")))   # S wins with the Jack
    # W has TS and 9H... W follows with TS
    view = player_view(st, 3)
    assert any(a.kind == PLAY for a in view.legal)
    key, params = explain(view, Action(3, PLAY, parse_card("TS")))
    assert key == "cannot_win" and params["seat"] == 2
