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
