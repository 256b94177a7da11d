"""An action that lacks its number, suit or card (a bid without points, a play
without a card) gets a plain reason from why_illegal, never a TypeError; a trump
choice hidden from a seat (arg None in its view's history) prints."""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.engine.actions import BID, PLAY, TRUMP, TRUMP_CARD, Action, ActionError
from twentynine_desktop.engine.cards import N, S
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState, IllegalActionError
from twentynine_desktop.engine.rules import RuleError, Rules, RuleSpec


def _state(rules: Rules) -> HandState:
    return HandState(rules, 3, random_hands(random.Random(5)))  # West deals, North speaks


def _to_play(rules: Rules) -> HandState:
    """North bids and wins the auction, chooses a trump; the play has begun."""
    st = _state(rules)
    while st.phase != "play":
        st.apply(st.legal_actions()[0])
    return st


@pytest.mark.parametrize("auction", ["open", "duel"])
def test_a_bid_without_a_number_is_explained(auction):
    st = _state(Rules(auction=auction))
    assert st.why_illegal(Action(N, BID, None)) == "a bid needs a number of points"
    with pytest.raises(IllegalActionError, match="a bid needs a number"):
        st.apply(Action(N, BID, None))
    assert st.history == []


def test_a_play_without_a_card_is_explained():
    st = _to_play(Rules())
    p = st.to_act
    assert p is not None
    before = list(st.held)
    assert st.why_illegal(Action(p, PLAY, None)) == f"{'NESW'[p]} must say which card to play"
    with pytest.raises(IllegalActionError, match="must say which card"):
        st.apply(Action(p, PLAY, None))
    assert st.held == before


def test_the_bidders_play_without_a_card_is_explained_before_the_face_down_card():
    # own_card: the bidder's face-down card; a play of "no card" is not that card
    st = _to_play(Rules(trump_card="own_card"))
    assert st.bidder is not None
    reason = st.why_illegal(Action(st.bidder, PLAY, None))
    assert reason is not None and "face-down" not in reason


def test_a_trump_card_without_a_card_is_explained():
    st = _state(Rules(trump_card="own_card"))
    while st.phase == "auction":
        st.apply(st.legal_actions()[0])
    assert st.phase == "trump"
    assert st.why_illegal(Action(N, TRUMP_CARD, None)) == (
        "the bidder must name the card to set face down as the trump")


def test_a_hidden_trump_choice_prints():
    assert Action(S, TRUMP, None).to_record() == ["S", "trump", None]
    assert Action(S, TRUMP_CARD, None).to_record() == ["S", "trump", None]
    assert str(Action(S, TRUMP, None)) == "S trump None"
    assert Action(S, TRUMP, 1).to_record() == ["S", "trump", "H"]
    assert Action(S, TRUMP_CARD, 0).to_record() == ["S", "trump", "JS"]


def test_arg_of_gives_the_number_or_a_clear_error():
    from twentynine_desktop.engine.actions import arg_of

    assert arg_of(Action(N, BID, 17)) == 17
    with pytest.raises(ActionError, match="N play carries no number, suit or card"):
        arg_of(Action(N, PLAY, None))


def test_an_int_rule_without_options_or_range_says_so():
    spec = RuleSpec("x", "int", 1, "Play", "X", "An int rule declared without its values.")
    with pytest.raises(RuleError, match="neither options nor a range"):
        spec.values()
