"""A refusal is a value: the legality rules make ``Refusal(code, params)`` directly, the
engine's English of it is the text ``why_illegal`` and ``replay`` have always printed,
and it travels as JSON."""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.engine.actions import ASK, BID, PAIR, PASS, PLAY, TRUMP, Action
from twentynine_desktop.engine.cards import E, N, S, W, parse_card
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState, IllegalActionError
from twentynine_desktop.engine.refusal import ENGLISH, Refusal, RefusalCode, needs
from twentynine_desktop.engine.rules import Rules

C = RefusalCode


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


# North holds the top spades and diamonds, East all clubs, South the K-Q of hearts and
# two small spades; ASK_HANDS: South has no spades (A-10 of hearts instead)
PAIR_HANDS = [cards("JS 9S AS TS JD 9D AD TD"), cards("JC 9C AC TC KC QC 8C 7C"),
              cards("KH QH JH 9H 7S 8S KD QD"), cards("KS QS AH TH 8H 7H 8D 7D")]
ASK_HANDS = [cards("JS 9S AS TS JD 9D AD TD"), cards("JC 9C AC TC KC QC 8C 7C"),
             cards("KH QH JH 9H AH TH KD QD"), cards("KS QS 7S 8S 8H 7H 8D 7D")]


def first_trick(hands, rules: Rules | None = None) -> HandState:
    """West deals; North bids 20 and chooses hearts; North leads JS, East plays 7C:
    South is to play."""
    st = HandState(rules or Rules(), W, hands)
    for a in (Action(N, BID, 20), Action(E, PASS), Action(S, PASS), Action(W, PASS), Action(N, TRUMP, 1)):
        st.apply(a)
    if st.phase == "doubling":
        st.apply(Action(5, PASS))
    st.apply(Action(N, PLAY, parse_card("JS")))
    st.apply(Action(E, PLAY, parse_card("7C")))
    assert st.to_act == S
    return st


def test_a_card_that_does_not_follow_suit_is_refused_with_the_suit_led():
    st = first_trick(PAIR_HANDS)
    kd = parse_card("KD")
    r = st.refusal(Action(S, PLAY, kd))
    assert r == Refusal.of(C.MUST_FOLLOW_SUIT, actor=S, card=kd, suit=0)
    assert st.why_illegal(Action(S, PLAY, kd)) == "S must follow suit: King of diamonds is not a spade"


def test_the_asker_who_holds_a_trump_must_play_one():
    st = first_trick(ASK_HANDS, Rules(asker_must_trump=True))
    st.apply(Action(S, ASK))
    assert st.refusal(Action(S, PLAY, parse_card("KD"))) == Refusal.of(C.ASKER_MUST_TRUMP, actor=S)


def test_a_seat_that_can_follow_suit_cannot_ask():
    st = first_trick(PAIR_HANDS)
    assert st.refusal(Action(S, ASK)) == Refusal.of(C.ASK_CAN_FOLLOW, actor=S)
    assert st.why_illegal(Action(S, ASK)) == "S can follow suit, so may not ask for the trump"


def test_a_void_seat_must_ask_first_under_that_house_rule():
    # as ASK_HANDS, but East holds 7S (and West 7C), so East follows North's spade lead
    hands = [ASK_HANDS[0], cards("JC 9C AC TC KC QC 8C 7S"), ASK_HANDS[2], cards("KS QS 7C 8S 8H 7H 8D 7D")]
    st = HandState(Rules(reveal="first_void_must_ask"), W, hands)
    for a in (Action(N, BID, 20), Action(E, PASS), Action(S, PASS), Action(W, PASS), Action(N, TRUMP, 1)):
        st.apply(a)
    if st.phase == "doubling":
        st.apply(Action(5, PASS))
    st.apply(Action(N, PLAY, parse_card("JS")))
    st.apply(Action(E, PLAY, parse_card("7S")))
    assert st.refusal(Action(S, PLAY, parse_card("KD"))) == Refusal.of(C.MUST_ASK_FIRST, actor=S)


def test_not_your_turn_names_the_seat_to_act_and_the_actor():
    st = first_trick(PAIR_HANDS)
    assert st.refusal(Action(W, PLAY, parse_card("KS"))) == Refusal.of(C.NOT_YOUR_TURN_TO_PLAY, seat=S, actor=W)
    auction = HandState(Rules(), W, PAIR_HANDS)       # North speaks first
    r = auction.refusal(Action(E, BID, 17))
    assert r == Refusal.of(C.NOT_YOUR_TURN_TO_BID, seat=N, actor=E)
    assert str(r) == "it is N's turn to bid, not E's"


def test_a_bid_too_low_gives_the_bid_to_beat():
    st = HandState(Rules(), W, PAIR_HANDS)
    low = st.rules.min_bid - 1
    assert st.refusal(Action(N, BID, low)) == Refusal.of(C.BID_BELOW_MINIMUM, bid=st.rules.min_bid, n=low)
    st.apply(Action(N, BID, 18))
    assert st.refusal(Action(E, BID, 18)) == Refusal.of(C.BID_NOT_HIGHER, bid=18, n=18)
    assert st.refusal(Action(E, BID, 99)) == Refusal.of(C.BID_ABOVE_MAXIMUM, bid=st.rules.max_bid, n=99)


@pytest.mark.parametrize("auction, pass_code, bid_code", [
    ("open", C.DEALER_MAY_NOT_PASS, C.DEALER_FORCED_AFTER_PASSES),
    ("duel", C.DEALER_MAY_NOT_PASS_NOBODY_BID, C.DEALER_FORCED),
])
def test_a_forced_dealer_may_not_pass_and_must_bid_the_minimum(auction, pass_code, bid_code):
    st = HandState(Rules(auction=auction, all_pass="dealer_forced"), W, PAIR_HANDS)
    for seat in (N, E, S):
        st.apply(Action(seat, PASS))
    lowest = st.rules.min_bid
    assert st.refusal(Action(W, PASS)) == Refusal.of(pass_code, bid=lowest)
    assert st.refusal(Action(W, BID, lowest + 2)) == Refusal.of(bid_code, bid=lowest)


def test_the_pair_needs_the_king_and_queen_of_trumps():
    # North leads JS, East asks (hearts revealed) and plays 7C, South 7S, West KS: North
    # wins, so North-South may show the pair, which South holds and North does not
    st = HandState(Rules(), W, PAIR_HANDS)
    for a in (Action(N, BID, 20), Action(E, PASS), Action(S, PASS), Action(W, PASS), Action(N, TRUMP, 1)):
        st.apply(a)
    if st.phase == "doubling":
        st.apply(Action(5, PASS))
    for a in (Action(N, PLAY, parse_card("JS")), Action(E, ASK), Action(E, PLAY, parse_card("7C")),
              Action(S, PLAY, parse_card("7S")), Action(W, PLAY, parse_card("KS"))):
        st.apply(a)
    assert st.refusal(Action(S, PAIR)) is None
    assert st.refusal(Action(N, PAIR)) == Refusal.of(C.PAIR_NOT_HELD, actor=N)
    assert st.why_illegal(Action(N, PAIR)) == "N does not hold both the King and the Queen of trumps"


def test_a_finished_hand_refuses_everything():
    st = HandState(Rules(), W, random_hands(random.Random(3)))
    rng = random.Random(4)
    while not st.over:
        st.apply(rng.choice(st.legal_actions()))
    expected = C.HAND_ANNULLED if st.annulled else C.HAND_OVER
    assert st.refusal(Action(N, PLAY, 0)) == Refusal(expected)


def test_the_exception_carries_the_refusal_and_its_english():
    st = first_trick(PAIR_HANDS)
    with pytest.raises(IllegalActionError) as info:
        st.apply(Action(S, PLAY, parse_card("KD")))
    assert info.value.refusal.code is C.MUST_FOLLOW_SUIT
    assert str(info.value) == info.value.refusal.english() == st.why_illegal(Action(S, PLAY, parse_card("KD")))


def test_every_code_has_english_with_every_field_filled():
    assert set(ENGLISH) == set(RefusalCode)
    full = dict(seat=1, actor=5, side=1, card=12, suit=2, bid=17, n=15, kind="double", window="redouble")
    for code in RefusalCode:
        given = {k: v for k, v in full.items() if k in needs(code)}
        text = Refusal.of(code, **given).english()
        assert text and "{" not in text and "}" not in text, (code, text)


def test_the_engine_gives_every_refusal_the_parameters_its_sentence_needs():
    """Over random hands and a broad set of illegal actions, each refusal carries
    exactly the parameters of its code, so that any language can say it."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from t29_support import candidate_actions

    made: set[RefusalCode] = set()
    for seed, rules in enumerate([Rules(), Rules(auction="duel", all_pass="dealer_forced"),
                                  Rules(trump_card="own_card", pair="lucknow", single_hand="bidder_alone"),
                                  Rules(reveal="automatic", doubling="with_set")]):
        rng = random.Random(seed)
        st = HandState(rules, seed % 4, random_hands(rng))
        while not st.over:
            legal = set(st.legal_actions())
            for a in candidate_actions(st):
                if a not in legal:
                    r = st.refusal(a)
                    assert r is not None and set(r.given()) == needs(r.code), (a, r)
                    made.add(r.code)
            st.apply(rng.choice(st.legal_actions()))
    assert {C.MUST_FOLLOW_SUIT, C.NOT_YOUR_TURN_TO_PLAY, C.NOT_YOUR_TURN_TO_BID, C.CARD_NOT_HELD} <= made


def test_a_refusal_goes_to_json_and_back():
    r = Refusal.of(C.MUST_FOLLOW_SUIT, actor=S, card=parse_card("KD"), suit=0)
    assert r.to_json() == {"code": "must_follow_suit", "actor": 2, "card": parse_card("KD"), "suit": 0}
    assert Refusal.from_json(r.to_json()) == r
    w = Refusal.of(C.WINDOW_CALL_ONLY, side=1, window="double", kind="set")
    assert Refusal.from_json(w.to_json()) == w
    with pytest.raises(ValueError):
        Refusal.from_json({"code": "no_such_code"})
    with pytest.raises(ValueError):
        Refusal.from_json({"code": "card_not_held", "colour": 3})
    with pytest.raises(ValueError):
        Refusal.from_json({"code": "card_not_held", "card": "KD"})
