"""The rule kernel (engine/kernel.py): the rules of the play on card masks, one rule at
a time, and the hand's own answers are the kernel's."""

from __future__ import annotations

import random

from twentynine_desktop.engine.actions import ASK, PLAY
from twentynine_desktop.engine.cards import cards_in, mask_of, parse_card, points_in
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.kernel import (
    ASKER_MUST_TRUMP,
    AUTO_REVEAL,
    FROM_REVEAL,
    MUST_ASK,
    NO_TRUMP_LEAD,
    VOID_MUST_TRUMP,
    PlayRule,
    cards_gone,
    live_from,
    mask_points,
    may_ask,
    play_rule,
    reveals_now,
    rule_bits,
    trick_points,
    winning_play,
)
from twentynine_desktop.engine.legality import ask_blocker
from twentynine_desktop.engine.rules import RULE_SPECS, Rules

S, H, D, C = range(4)


def m(*cards: str) -> int:
    return mask_of(parse_card(c) for c in cards)


HAND = m("JS", "7S", "9H", "AD")  # spades, one heart, one diamond, no clubs


def test_a_seat_that_can_follow_must():
    assert play_rule(HAND, S, H, True, 0, 0, None, 1) == (m("JS", "7S"), PlayRule.FOLLOW)


def test_the_leader_plays_anything_but_the_bidder_keeps_a_hidden_trump():
    assert play_rule(HAND, -1, H, False, 0, 0, None, 0) == (HAND, PlayRule.ANY)
    assert play_rule(HAND, -1, H, False, NO_TRUMP_LEAD, 0, None, 0) == (
        HAND & ~m("9H"), PlayRule.NO_TRUMP_LEAD)
    # not another seat, not once revealed, not with only trumps in hand
    assert play_rule(HAND, -1, H, False, NO_TRUMP_LEAD, 0, None, 1)[1] is PlayRule.ANY
    assert play_rule(HAND, -1, H, True, NO_TRUMP_LEAD, 0, None, 0)[1] is PlayRule.ANY
    assert play_rule(m("9H"), -1, H, False, NO_TRUMP_LEAD, 0, None, 0)[1] is PlayRule.ANY


def test_the_seventh_card_trump_may_be_led():
    bits = rule_bits("on_request", True, False, "not_before_reveal", "whole_trick")
    assert bits & NO_TRUMP_LEAD
    assert not rule_bits("on_request", True, False, "not_before_reveal", "whole_trick",
                         seventh=True) & NO_TRUMP_LEAD


def test_a_void_seat_before_the_reveal():
    assert play_rule(HAND, C, H, False, 0, 0, None, 1) == (HAND, PlayRule.ANY)
    assert play_rule(HAND, C, H, False, MUST_ASK, 0, None, 1) == (0, PlayRule.MUST_ASK)
    assert may_ask(HAND, C, H, False, 0)
    assert not may_ask(HAND, S, H, False, 0)          # can follow
    assert not may_ask(HAND, -1, H, False, 0)         # leads
    assert not may_ask(HAND, C, H, True, 0)           # already revealed
    assert not may_ask(HAND, C, None, False, 0)       # no trump in this hand
    assert not may_ask(HAND, C, H, False, AUTO_REVEAL)
    assert reveals_now(HAND, C, H, False, AUTO_REVEAL)
    assert not reveals_now(HAND, C, H, False, 0)
    assert not reveals_now(HAND, S, H, False, AUTO_REVEAL)


def test_the_duties_to_trump_after_the_reveal():
    trumps = m("9H")
    assert play_rule(HAND, C, H, True, 0, 0, 0, 1) == (HAND, PlayRule.ANY)
    assert play_rule(HAND, C, H, True, ASKER_MUST_TRUMP, 0, 0, 1) == (
        trumps, PlayRule.ASKER_TRUMPS)
    assert play_rule(HAND, C, H, True, ASKER_MUST_TRUMP, 0, None, 1) == (HAND, PlayRule.ANY)
    assert play_rule(HAND, C, H, True, VOID_MUST_TRUMP, 0, None, 1) == (
        trumps, PlayRule.VOID_TRUMPS)
    # no trump in hand: any card
    assert play_rule(HAND, C, C, True, VOID_MUST_TRUMP, 0, None, 1) == (HAND, PlayRule.ANY)
    assert play_rule(m("JS"), C, H, True, VOID_MUST_TRUMP, 0, None, 1) == (
        m("JS"), PlayRule.ANY)


def test_no_trumps_and_the_face_down_card():
    assert play_rule(HAND, C, None, True, VOID_MUST_TRUMP | MUST_ASK, 0, 0, 1) == (
        HAND, PlayRule.ANY)
    assert play_rule(0, S, H, False, 0, 0, None, 0, parse_card("JH")) == (
        m("JH"), PlayRule.LAST_CARD)
    assert play_rule(0, S, H, False, 0, 0, None, 1) == (0, PlayRule.NONE)
    assert play_rule(0, S, H, False, 0, 0, None, 1, parse_card("JH")) == (0, PlayRule.NONE)


def test_the_winner_of_a_trick():
    trick = [(0, parse_card("AS")), (1, parse_card("JS")), (2, parse_card("7H")),
             (3, parse_card("JD"))]
    assert winning_play(trick, None) == (1, parse_card("JS"))
    assert winning_play(trick, D) == (3, parse_card("JD"))
    assert winning_play(trick, H) == (2, parse_card("7H"))
    # trumps from the reveal on: the seven of hearts played before it does not count
    assert winning_play(trick, H, 3) == (1, parse_card("JS"))
    assert winning_play(trick, S) == (1, parse_card("JS"))   # trumps led: the highest


def test_trumps_count_from_the_reveal_only_under_that_house_rule():
    assert live_from(True, 2, FROM_REVEAL) == 2
    assert live_from(True, 2, 0) == 0
    assert live_from(False, 2, FROM_REVEAL) == 0


def test_points_and_the_cards_gone():
    trick = [(0, parse_card("JS")), (1, parse_card("9S")), (2, parse_card("AS")),
             (3, parse_card("7S"))]
    assert trick_points(trick) == 6
    assert trick_points(trick, 1) == 7
    rng = random.Random(1)
    for _ in range(500):
        mask = rng.getrandbits(32)
        assert mask_points(mask) == points_in(mask)
    assert cards_gone(live=HAND | m("KC"), own=HAND) == (2 ** 32 - 1) & ~m("KC")


def test_the_hand_plays_by_the_kernel_under_every_house_rule():
    """On random hands under every value of every house rule, the cards the hand
    allows and its asks are the kernel's (the hand's own state fed to it), and a refused
    ask is refused exactly where the kernel refuses it."""
    rng = random.Random(7)
    for spec in RULE_SPECS:
        for value in spec.values()[:4]:
            rules = Rules({spec.key: value})
            for _ in range(3):
                st = HandState(rules, rng.randrange(4), random_hands(rng))
                while not st.over:
                    acts = st.legal_actions()
                    p = st.to_act
                    if st.phase == "play" and p is not None and p < 4:
                        trick = st.trick
                        bits = rule_bits(rules.reveal, bool(rules.asker_must_trump),
                                         bool(rules.void_must_trump),
                                         rules.bidder_trump_lead, rules.trump_activation,
                                         st.trump_mode == "seventh")
                        trump = None if st.no_trumps else st.trump
                        led = trick[0][1] >> 3 if trick else -1
                        mask, _ = play_rule(st.held[p], led, trump, st.revealed, bits, p,
                                            st.asker, st.bidder, st.withheld)
                        plays = [a.arg for a in acts if a.kind == PLAY and a.actor == p]
                        assert sorted(plays) == cards_in(mask), (spec.key, value)
                        asks = may_ask(st.held[p], led, trump, st.revealed, bits)
                        assert any(a.kind == ASK for a in acts) == asks
                        # the refusal of an ask restates the same checks: held to them
                        assert (ask_blocker(st, p) is None) == asks, (spec.key, value)
                    st.apply(rng.choice(acts))
