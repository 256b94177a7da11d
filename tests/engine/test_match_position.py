"""A match whose current hand was set up as a position (no deal number, as the table
does for a given hand) still scores it."""

from __future__ import annotations

import random

from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules


def test_a_hand_without_a_deal_number_is_scored():
    m = Match(Rules())
    st = HandState(m.rules, m.dealer, random_hands(random.Random(3)))
    m.current = st
    m.current_deal_number = None
    rng = random.Random(4)
    while not st.over:
        st.apply(rng.choice(st.legal_actions()))
    summary = m.finish_hand()
    assert summary.deal_number is None
    assert summary.result is st.result
    assert list(summary.scores_after) == m.scores


def test_a_prepared_hand_is_started_by_the_match_itself():
    """The table gives the match a prepared hand through Match.start_prepared_hand (it
    once wrote hand_number, current and current_deal_number by hand)."""
    import pytest
    m = Match(Rules())
    st = HandState(m.rules, m.dealer, random_hands(random.Random(3)))
    assert m.start_prepared_hand(st) is st
    assert (m.hand_number, m.current, m.current_deal_number) == (1, st, None)
    with pytest.raises(RuntimeError, match="not finished"):
        m.start_prepared_hand(HandState(m.rules, m.dealer, random_hands(random.Random(5))))
