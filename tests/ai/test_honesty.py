"""Computer players decide from the view alone: permuting everything hidden from the
seat (other seats' unplayed cards, undealt cards, the hidden trump) never changes
the view or the decision."""

from __future__ import annotations

import dataclasses
import random

import pytest

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai.easy import EasyPlayer
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import PlayerView, player_view

from ai_support import decision_states, permute_hidden, view_fields


def _player(level: str, seed: int):
    if level == "easy":
        return EasyPlayer(seed)
    if level == "hard+play":
        # hard judging every other seat's play against the rule-based policy (by
        # default it judges them by the strong player's model, strong_miss)
        pl = SearchPlayer("hard", seed, samples=6, strict=True)
        pl.play_miss = (0.3,) * 4
        pl.strong = (False,) * 4
        return pl
    if level == "hard+table":
        # hard told that every other seat is a rule-based (easy) player, as the name
        # plates would show: the auction model and the inference use it
        return SearchPlayer("hard", seed, samples=6, strict=True, table=dict.fromkeys(range(4), "easy"))
    return SearchPlayer(level, seed, samples=6, strict=True)


def _label(st: HandState) -> str | None:
    if st.phase == "auction":
        return "auction"
    if st.phase == "trump":
        return "trump"
    if st.phase == "doubling":
        return "doubling"
    if st.phase == "play":
        if st.trick_no <= 2:
            return "early-" + ("revealed" if st.revealed else "hidden")
        if st.trick_no >= 6:
            return "late-" + ("revealed" if st.revealed else "hidden")
        return "mid-" + ("revealed" if st.revealed else "hidden")
    return None


RULESETS = {
    "standard": preset("standard"),
    "own_card": preset("standard").replace(trump_card="own_card", computer_doubles=True),
    "bangladesh": preset("bangladesh"),
    # seventh card and the bidder's single hand; everyone's single hand
    "last_trick": preset("last_trick"),
    "single_all_tricks": preset("standard").replace(single_hand="all_tricks"),
}


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "hard+play", "hard+table"])
@pytest.mark.parametrize("rules_name", list(RULESETS))
def test_decision_ignores_hidden_information(level, rules_name):
    rules = RULESETS[rules_name]
    rng = random.Random(7)
    seen = set()
    checked = 0
    for deal in range(6):
        dealer = deal % 4
        step = 1 if rules.direction == "clockwise" else 3
        hands = deal_hands(1000 + deal, dealer, step)
        drivers = [EasyPlayer(s) for s in range(4)]
        for st, seat in decision_states(rules, dealer, hands, drivers):
            label = _label(st)
            view = player_view(st, seat)
            acts = [a for a in view.legal]
            if label is None or len(acts) < 2 or (label in seen and rng.random() < 0.85):
                continue
            seen.add(label)
            before = _player(level, 42).decide(view)
            for _ in range(2):
                other = permute_hidden(st, seat, rng)
                if other is None:
                    continue
                assert other.hands_dealt != st.hands_dealt or other.history != st.history
                v2 = player_view(other, seat)
                assert view_fields(v2) == view_fields(view), f"view changed at {label}"
                after = _player(level, 42).decide(v2)
                assert after == before, f"{level} changed its decision at {label}"
                checked += 1
    assert checked >= 10
    # the points of a hand this test must reach
    assert {"auction", "trump"} <= seen
    assert any(s.startswith("early") for s in seen)
    assert any(s.startswith("late") for s in seen)
    assert any(s.endswith("revealed") for s in seen)
    assert any(s.endswith("hidden") for s in seen)


def test_view_holds_no_reference_to_the_state():
    st = HandState(preset("standard"), 0, deal_hands(5, 0))
    view = player_view(st, 1)
    for f in dataclasses.fields(PlayerView):
        assert not isinstance(getattr(view, f.name), HandState)


class _Spy:
    """Wraps a view and records every attribute the player reads."""


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_players_take_only_a_view(level):
    import inspect
    p = make_player(level, 1)
    params = list(inspect.signature(p.decide).parameters)
    assert params == ["view", "budget_ms"]
