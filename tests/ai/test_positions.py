"""Positions with one clearly right card or bid."""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.ai.easy import EasyPlayer
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.engine.actions import BID, PASS, PLAY, TRUMP, Action
from twentynine_desktop.engine.cards import HEARTS, E, N, S, W, parse_card
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view

from ai_support import cards

LEVELS = ["normal", "hard"]


def _search(level, seed=3):
    return SearchPlayer(level, seed, samples=24, strict=True)


def _play_to(hands_text, plays):
    """West deals; North bids 16 and chooses hearts; then the plays (card texts)."""
    hands = [cards(h) for h in hands_text]
    st = HandState(preset("standard"), W, hands)
    for a in (Action(N, BID, 16), Action(E, PASS), Action(S, PASS), Action(W, PASS),
              Action(N, TRUMP, HEARTS), Action(5, PASS)):
        st.apply(a)
    for c in plays:
        st.apply(Action(st.to_act, PLAY, parse_card(c)))
    return st


FEED = ["JH 9H AH TH 7S KD QC 8C", "JS KS 7D 8D AC 9C 7C QD",
        "9S QH KH AS JD AD 7H TC", "TS 8S JC 9D 8H QS TD KC"]
CHEAP = ["JH 9H AH TH TD 7S QC 8C", "JS KS 7D 8S AC 9C 7C KC",
         "QD QH KH 8H JD 9D 7H TC", "AD 8D 9S AS TS QS KD JC"]


@pytest.mark.parametrize("level", LEVELS + ["easy"])
def test_feeds_points_to_partner_winning_the_trick(level):
    # North leads 7S, East (West's partner) takes it with the master JS, South plays 9S:
    # West, last to play, gives the Ten (1 point) rather than a blank spade.
    st = _play_to(FEED, ["7S", "JS", "9S"])
    view = player_view(st, W)
    p = EasyPlayer(1) if level == "easy" else _search(level)
    assert p.decide(view) == Action(W, PLAY, parse_card("TS"))


@pytest.mark.parametrize("level", LEVELS + ["easy"])
def test_takes_the_trick_with_a_cheap_winner(level):
    # North leads TD, East 7D, South QD: West, last, wins with the Ace (2 points).
    st = _play_to(CHEAP, ["TD", "7D", "QD"])
    view = player_view(st, W)
    p = EasyPlayer(1) if level == "easy" else _search(level)
    assert p.decide(view) == Action(W, PLAY, parse_card("AD"))


def _deal_with(first4_north: list[int], seed: int) -> list[list[int]]:
    return _deal_seat(N, first4_north, seed)


@pytest.mark.parametrize("level", LEVELS + ["easy"])
@pytest.mark.parametrize("seed", [1, 2])
def test_bids_on_four_jacks(level, seed):
    st = HandState(preset("standard"), W, _deal_with(cards("JS JH JD JC"), seed))
    view = player_view(st, N)
    p = EasyPlayer(1) if level == "easy" else _search(level, seed)
    a = p.decide(view)
    assert a.kind == BID


@pytest.mark.parametrize("level", LEVELS + ["easy"])
@pytest.mark.parametrize("seed", [1, 2])
def test_passes_without_a_point_card(level, seed):
    st = HandState(preset("standard"), W, _deal_with(cards("KS QS 8H 7D"), seed))
    view = player_view(st, N)
    p = EasyPlayer(1) if level == "easy" else _search(level, seed)
    assert p.decide(view) == Action(N, PASS)


@pytest.mark.parametrize("level", LEVELS)
def test_does_not_overtake_partner_without_need(level):
    # West passes in third seat behind a partner bid when holding no point card.
    st = HandState(preset("standard"), W, _deal_with(cards("KS QS 8H 7D"), 5))
    st.apply(Action(N, PASS))
    view = player_view(st, E)
    # sanity of the scripted auction
    assert view.legal and view.seat == E


def _deal_seat(seat: int, first4: list[int], seed: int) -> list[list[int]]:
    """A deal in which ``seat`` holds ``first4`` as its first four cards."""
    rng = random.Random(seed)
    rest = [c for c in range(32) if c not in first4]
    rng.shuffle(rest)
    hands = []
    for s in range(4):
        if s == seat:
            hands.append(list(first4) + rest[:4])
            rest = rest[4:]
        else:
            hands.append(rest[:8])
            rest = rest[8:]
    return hands


AUCTIONS = {
    # North opens 16; East holds two Jacks, the Nine and the Ace of spades: outbid.
    "outbids an opponent on a strong hand": (E, "JS 9S AS JH", [(N, 16)], Action(E, BID, 17)),
    # North opens 16, East passes; South's Nine, Ace and two blanks are no reason to
    # take the contract away from the partner.
    "leaves the contract to the partner on a modest hand": (
        S, "9S AH 7D 8C", [(N, 16), (E, None)], Action(S, PASS)),
    # North opens 25: East's Jack and Nine of spades cannot make 26.
    "lets an opponent's very high bid stand": (E, "JS 9S 7H 8D", [(N, 25)], Action(E, PASS)),
}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("case", list(AUCTIONS))
def test_contested_auction(level, seed, case):
    seat, first4, calls, right = AUCTIONS[case]
    st = HandState(preset("standard"), W, _deal_seat(seat, cards(first4), seed))
    for who, bid in calls:
        st.apply(Action(who, BID, bid) if bid else Action(who, PASS))
    assert _search(level, seed).decide(player_view(st, seat)) == right


def _single_table(north: str, mode: str = "all_tricks"):
    """West deals; North (holding ``north``) bids 16 and chooses spades; North is on
    lead at the first trick, where a single hand may be declared."""
    rules = preset("standard").replace(single_hand=mode)
    first = cards(north)
    rest = [c for c in range(32) if c not in first]
    random.Random(4).shuffle(rest)
    hands = [first, rest[0:8], rest[8:16], rest[16:24]]
    st = HandState(rules, W, hands)
    for a in (Action(N, BID, 16), Action(E, PASS), Action(S, PASS), Action(W, PASS),
              Action(N, TRUMP, 0), Action(5, PASS)):
        st.apply(a)
    return st


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("north,kind", [
    # the four top spades and the four top hearts win every trick without trumps
    ("JS 9S AS TS JH 9H AH TH", "single"),
    # an ordinary hand plays on
    ("JS 9S 7H 8D AH KC QC 7C", "play"),
])
def test_single_hand_only_when_it_cannot_lose(level, north, kind):
    st = _single_table(north)
    view = player_view(st, N)
    assert any(a.kind == "single" for a in view.legal)
    assert _search(level).decide(view).kind == kind


@pytest.mark.parametrize("level", LEVELS)
def test_other_seats_decline_a_single_hand_they_cannot_win(level):
    # East, not on lead, is offered the single hand too: with these cards, no.
    st = _single_table("JS 9S AS TS JH 9H AH TH")
    view = player_view(st, E)
    if any(a.kind == "single" for a in view.legal):
        assert _search(level).decide(view) is None
