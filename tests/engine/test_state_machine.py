"""Hypothesis: a rule-based state machine over HandState with random house rules, and
the guarantee that a player's view never shows what that player may not see."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from twentynine_desktop.engine.actions import PLAY, SEVENTH, TRUMP, TRUMP_CARD, Action
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState, IllegalActionError
from twentynine_desktop.engine.rules import RULE_SPECS, Rules
from twentynine_desktop.engine.view import player_view

from t29_support import candidate_actions, check_state, played_cards

RULES = hs.fixed_dictionaries({s.key: hs.sampled_from(s.values()) for s in RULE_SPECS}).map(Rules)


class HandMachine(RuleBasedStateMachine):
    @initialize(rules=RULES, seed=hs.integers(0, 2**32), dealer=hs.integers(0, 3))
    def start(self, rules, seed, dealer):
        self.st = HandState(rules, dealer, random_hands(random.Random(seed)))

    @precondition(lambda self: not self.st.over)
    @rule(data=hs.data())
    def legal_action(self, data):
        a = data.draw(hs.sampled_from(self.st.legal_actions()))
        assert self.st.why_illegal(a) is None
        events = self.st.apply(a)
        assert events, "every action produces at least one event"

    @rule(data=hs.data())
    def illegal_action_changes_nothing(self, data):
        a = data.draw(hs.sampled_from(candidate_actions(self.st)))
        if a in self.st.legal_actions():
            return
        before = (self.st.status(), list(self.st.history), list(self.st.held))
        reason = self.st.why_illegal(a)
        assert reason
        try:
            self.st.apply(a)
        except IllegalActionError as exc:
            assert str(exc) == reason
        else:
            raise AssertionError(f"{a} applied although illegal")
        assert (self.st.status(), list(self.st.history), list(self.st.held)) == before

    @invariant()
    def invariants(self):
        if hasattr(self, "st"):
            check_state(self.st)
            for seat in range(4):
                check_view(self.st, seat)


TestHandMachine = HandMachine.TestCase
TestHandMachine.settings = settings(max_examples=40, stateful_step_count=70, deadline=None,
                                    suppress_health_check=[HealthCheck.too_slow])


def knows_trump(st: HandState, seat: int) -> bool:
    if st.revealed:
        return True
    return seat == st.bidder and st.trump_mode in ("suit", "card")


def check_view(st: HandState, seat: int) -> None:
    v = player_view(st, seat)
    played = set(played_cards(st))
    own = set(st.hands_dealt[seat][:st.dealt])
    hidden_seventh = None
    if st.trump_mode == "seventh" and st.withheld is not None:
        hidden_seventh = st.withheld
        own.discard(hidden_seventh)
    allowed = own | played
    if st.revealed and getattr(st, "turned_card", None) is not None:
        allowed.add(st.turned_card)  # the face-down card is turned up for all at the reveal
    if hidden_seventh is not None and [a.arg for a in v.legal] == [hidden_seventh]:
        # the bidder's last card is the face-down seventh card: the only move is to turn
        # it up and play it, so naming it in the one legal action shows nothing new
        allowed.add(hidden_seventh)
        hidden_seventh = None
    seen = set(v.hand) | set(v.dealt)
    if v.withheld is not None:
        seen.add(v.withheld)
    seen |= {c for _, c in v.trick}
    seen |= {c for t in v.tricks for _, c in t.cards}
    for a in v.history + v.legal:
        if a.kind in (PLAY, TRUMP_CARD) and a.arg is not None:
            seen.add(a.arg)
    leak = seen - allowed
    assert not leak, f"seat {seat} sees {leak}"
    assert set(v.hand) == {c for c in range(32) if st.held[seat] >> c & 1}
    if hidden_seventh is not None:
        assert hidden_seventh not in seen
    if not knows_trump(st, seat):
        assert v.trump is None
        for a in v.history:
            if a.kind in (TRUMP, TRUMP_CARD):
                assert a.arg is None, a
    else:
        assert v.trump == st.trump
    # the trump card set face down by the bidder stays secret until the reveal
    if st.trump_mode == "card" and seat != st.bidder and not st.revealed:
        for a in v.history:
            if a.kind == TRUMP_CARD:
                assert a.arg is None
    # own legal actions only
    for a in v.legal:
        assert a.actor == seat or a.actor == 4 + (seat & 1)


@settings(max_examples=60, deadline=None)
@given(rules=RULES, seed=hs.integers(0, 2**32), dealer=hs.integers(0, 3))
def test_views_never_leak(rules, seed, dealer):
    rng = random.Random(seed)
    st = HandState(rules, dealer, random_hands(rng))
    while not st.over:
        for seat in range(4):
            check_view(st, seat)
        st.apply(rng.choice(st.legal_actions()))
    for seat in range(4):
        check_view(st, seat)


def test_seventh_card_is_unseen_by_the_bidder():
    """Worked-example deal, seventh card called: S's seventh card (QH) is nowhere in
    S's view until the reveal, and S does not know the trump."""
    from twentynine_desktop.engine.cards import parse_card
    hands = [[parse_card(c) for c in h.split()] for h in (
        "QD 8C JS AD AH AS 8S KD", "7D QC TS TD TH 9S QS TC",
        "JD JC 7S JH 9H KH QH KS", "8D 7C 7H 9D 8H 9C AC KC")]
    st = HandState(Rules(seventh_card=True), 0, hands)
    for a in [Action(1, "bid", 16), Action(2, "bid", 17), Action(3, "pass", None), Action(0, "pass", None),
              Action(1, "pass", None), Action(2, SEVENTH, None), Action(5, "pass", None)]:
        st.apply(a)
    v = player_view(st, 2)
    qh = parse_card("QH")
    assert qh not in v.dealt and qh not in v.hand and v.withheld is None
    assert v.trump is None and len(v.dealt) == 7
    assert v.bidder_has_withheld
    st.apply(Action(1, PLAY, parse_card("7D")))
    st.apply(Action(2, PLAY, parse_card("JD")))
    assert player_view(st, 2).trump is None


def test_own_card_known_to_bidder_only():
    from twentynine_desktop.engine.cards import parse_card
    hands = [[parse_card(c) for c in h.split()] for h in (
        "QD 8C JS AD AH AS 8S KD", "7D QC TS TD TH 9S QS TC",
        "JD JC 7S JH 9H KH QH KS", "8D 7C 7H 9D 8H 9C AC KC")]
    st = HandState(Rules(trump_card="own_card"), 0, hands)
    for a in [Action(1, "bid", 16), Action(2, "bid", 17), Action(3, "pass", None), Action(0, "pass", None),
              Action(1, "pass", None), Action(2, TRUMP_CARD, parse_card("JH"))]:
        st.apply(a)
    assert player_view(st, 2).withheld == parse_card("JH")
    assert player_view(st, 2).trump == 1
    for seat in (0, 1, 3):
        v = player_view(st, seat)
        assert v.withheld is None and v.trump is None
        assert all(a.arg is None for a in v.history if a.kind == TRUMP_CARD)
