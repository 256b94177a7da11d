"""The value of a played-out (or solved) hand to one side: playout.utility."""

from __future__ import annotations

import pytest

from twentynine_desktop.ai.playout import utility
from twentynine_desktop.engine.actions import BID, PASS, TRUMP, Action
from twentynine_desktop.engine.cards import E, N, S, W
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset

from ai_support import cards

HANDS = [cards(h) for h in ("JS 9S AS TS JD 9D AD TD", "JH 9H AH TH KS QS 8S 7S",
                            "7H 8H QH KH JC 9C AC TC", "7D 8D QD KD QC KC 8C 7C")]


def _contract(bid: int) -> HandState:
    """North (the dealer) holds the contract at ``bid``, spades trump, the play begun."""
    st = HandState(preset("standard").replace(doubling="off"), N, HANDS)
    for a in (Action(E, BID, bid), Action(S, BID, bid + 1), Action(W, PASS), Action(N, BID, bid + 2)):
        st.apply(a)
    while st.phase == "auction":
        st.apply(next(a for a in st.legal_actions() if a.kind == PASS))
    st.apply(Action(st.bidder, TRUMP, 0))
    assert st.phase == "play" and st.target == bid + 2
    return st


def _value(st, me, bidder_pts):
    side = st.bidder & 1
    pts = [bidder_pts, 28 - bidder_pts] if side == 0 else [28 - bidder_pts, bidder_pts]
    return utility(st, me, pts)


def test_the_game_point_and_every_card_point_count():
    st = _contract(16)  # target 18
    # made exactly, made by 8, failed by one: the game point, then 0.02 a point of difference
    assert _value(st, N, 18) == pytest.approx(1 + 0.02 * (18 - 10))
    assert _value(st, N, 26) == pytest.approx(1 + 0.02 * (26 - 2))
    assert _value(st, N, 17) == pytest.approx(-1 + 0.02 * (17 - 11))
    # the defenders see the same numbers the other way round, the partner the same way
    for p in (18, 17, 26, 8):
        assert _value(st, E, p) == pytest.approx(-_value(st, N, p))
        assert _value(st, W, p) == _value(st, E, p)
        assert _value(st, S, p) == _value(st, N, p)
