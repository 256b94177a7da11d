"""Prepared deals for controller and table tests (explicit hands, dealer West)."""

from twentynine_desktop.engine.actions import ASK, BID, PASS, PLAY, TRUMP, Action
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules

N, E, S, W = range(4)


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


# Pair deal: N holds the top spades and diamonds, E all clubs, S the K and Q of hearts.
PAIR_HANDS = [
    cards("JS 9S AS TS JD 9D AD TD"),
    cards("JC 9C AC TC KC QC 8C 7C"),
    cards("KH QH JH 9H 7S 8S KD QD"),
    cards("KS QS AH TH 8H 7H 8D 7D"),
]
# Ask deal: as above, but South has no spades (South holds AH TH instead of 7S 8S).
ASK_HANDS = [
    cards("JS 9S AS TS JD 9D AD TD"),
    cards("JC 9C AC TC KC QC 8C 7C"),
    cards("KH QH JH 9H AH TH KD QD"),
    cards("KS QS 7S 8S 8H 7H 8D 7D"),
]


def after_auction(hands, bid: int = 20, rules: Rules | None = None) -> HandState:
    """N bids, everyone else passes, N chooses hearts, EW do not double: N to lead."""
    st = HandState(rules or Rules(), W, hands)
    for a in (Action(N, BID, bid), Action(E, PASS), Action(S, PASS), Action(W, PASS),
              Action(N, TRUMP, 1)):
        st.apply(a)
    if st.phase == "doubling":
        st.apply(Action(5, PASS))
    assert st.phase == "play" and st.to_act == N
    return st


def pair_window_state() -> HandState:
    """Trick 1: N JS, E asks (hearts revealed) and plays 7C, S 7S, W KS: N-S win, so
    South may show the K-Q of hearts while North is to lead."""
    st = after_auction(PAIR_HANDS)
    for a in (Action(N, PLAY, parse_card("JS")), Action(E, ASK), Action(E, PLAY, parse_card("7C")),
              Action(S, PLAY, parse_card("7S")), Action(W, PLAY, parse_card("KS"))):
        st.apply(a)
    return st


def south_to_follow_state() -> HandState:
    """Trick 1: N JS, E 7C (no ask): South to play, holding spades (must follow)."""
    st = after_auction(PAIR_HANDS)
    st.apply(Action(N, PLAY, parse_card("JS")))
    st.apply(Action(E, PLAY, parse_card("7C")))
    assert st.to_act == S
    return st


def south_void_state() -> HandState:
    """Trick 1: N JS, E 7C (no ask): South to play with no spades, trump hidden."""
    st = after_auction(ASK_HANDS)
    st.apply(Action(N, PLAY, parse_card("JS")))
    st.apply(Action(E, PLAY, parse_card("7C")))
    assert st.to_act == S
    return st
