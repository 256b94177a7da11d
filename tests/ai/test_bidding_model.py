"""The search players' auction model: what a pass says about a hand, and the auction
finished on a guessed deal to compare bidding with passing."""

from __future__ import annotations

import math
import random

import pytest

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai.auction_model import (
    GENERAL_MODEL,
    _sim_auction,
    auction_values,
    bid_models,
)
from twentynine_desktop.ai.inference import make_accept
from twentynine_desktop.engine.actions import BID, PASS, Action
from twentynine_desktop.engine.cards import E, N, S, W
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view

from ai_support import cards

# West deals, North speaks first.  North: four Jacks.  East: two Nines, weak.
# South: nothing.  West: the Ace and Ten of spades.
HANDS = [cards(h) for h in ("JS JH JD JC 7S 8S 7H 8H",
                            "9S 9H 7D 8D QS KS QH KH",
                            "8C 7C QD KD QC KC AD TD",
                            "AS TS AH TH 9D 9C AC TC")]


def _state(history):
    st = HandState(preset("standard"), W, HANDS)
    for a in history:
        st.apply(a)
    return st


def test_a_pass_with_a_biddable_hand_makes_a_guess_less_likely():
    st = _state([Action(N, BID, 16), Action(E, PASS)])
    view = player_view(st, N)
    accept = make_accept(view, False)
    # East passed without ever bidding: its real first four (9 9 7 8) fit; four Jacks,
    # worth more than the lowest bid, make the guess less likely
    strong = [list(h) for h in HANDS]
    strong[E][:4], strong[N][:4] = strong[N][:4], strong[E][:4]
    assert accept(HANDS, None) == 1.0
    assert accept(strong, None) == pytest.approx(0.4)
    # before East passed, nothing is said about its hand
    before = make_accept(player_view(_state([Action(N, BID, 16)]), N), False)
    assert before(strong, None) == 1.0


def test_the_auction_is_finished_by_the_sound_bidding_of_the_others():
    st = _state([])
    view = player_view(st, N)
    # North passes: West's Aces and Tens (an estimate of 15) do not open, nobody else
    # can; the dealer is forced to bid 16 (standard rules) unless the deal is annulled
    out = _sim_auction(view, HANDS, N, Action(N, PASS), -1)
    assert out is not None and out.bidder != N
    # North bids and will go on to 20: North holds the contract
    out = _sim_auction(view, HANDS, N, Action(N, BID, 16), 20)
    assert out is not None and out.bidder == N and out.bid == 16


# East holds the four Jacks here; North has nothing but is first to speak.
STRONG_EAST = [HANDS[1], HANDS[0], HANDS[2], HANDS[3]]


def test_outbid_by_an_opponent_who_bids_on_four_jacks():
    view = player_view(HandState(preset("standard"), W, STRONG_EAST), N)
    out = _sim_auction(view, STRONG_EAST, N, Action(N, BID, 16), 16)
    # North stops at 16; East's estimate on four Jacks carries it past that
    assert out.bidder == E and out.bid == 17
    out = _sim_auction(view, STRONG_EAST, N, Action(N, BID, 16), 28)
    # North bids on to 28 at most: East gives up once the lowest bid passes its estimate
    assert out.bidder == N and 17 < out.bid <= 28


def test_values_score_the_contract_each_choice_leads_to():
    view = player_view(HandState(preset("standard"), W, STRONG_EAST), N)
    # pretend North's side takes every card point whenever North is the bidder
    ev_bid, ev_pass = auction_values(view, [STRONG_EAST] * 3, [28] * 3, Action(N, BID, 16), 28, 0)
    assert ev_bid == 1.0
    # passing lets East play its four Jacks: whatever the playout gives, the same on
    # each identical guess
    assert ev_pass in (1.0, -1.0)
    # and when North's own contract always fails, bidding on is worth -1
    ev_bid, _ = auction_values(view, [STRONG_EAST] * 3, [0] * 3, Action(N, BID, 16), 28, 0)
    assert ev_bid == -1.0


def test_each_seat_is_modelled_by_the_level_on_its_name_plate():
    table = {N: "hard", E: "easy", S: None, W: "easy"}
    models = bid_models(table)
    # the rule-based player's bidding is known exactly; a person's or a search
    # player's is not, and gets the general model fitted to the search players
    assert models[E] is None and models[W] is None
    assert models[N] == GENERAL_MODEL and models[S] == GENERAL_MODEL
    assert bid_models(None) == (GENERAL_MODEL,) * 4
    assert make_player("hard", 1, table).models == models
    assert make_player("normal", 1).models == (GENERAL_MODEL,) * 4


def _outcome(st):
    return (st.bidder, st.bid, tuple(st.history)) if st is not None else None


def test_seats_known_to_bid_by_rule_are_not_drawn_at_random():
    view = player_view(_state([]), N)
    rule = _outcome(_sim_auction(view, HANDS, N, Action(N, PASS), -1))
    easy = bid_models({E: "easy", S: "easy", W: "easy"})
    # with the others known to be rule-based players, every draw gives the rule's auction
    for seed in range(30):
        got = _sim_auction(view, HANDS, N, Action(N, PASS), -1, random.Random(seed), easy)
        assert _outcome(got) == rule
    # with the general model, West's 15 facing 16 opens on some draws and not others
    seen = {_outcome(_sim_auction(view, HANDS, N, Action(N, PASS), -1, random.Random(seed),
                                  bid_models(None))) for seed in range(30)}
    assert len(seen) > 1 and rule in seen


def test_the_partners_bid_and_the_opponents_bids_are_read_with_their_own_sharpness():
    # N opens 16 on four Jacks, E bids 17 on two Nines (an estimate of 14), S and W
    # pass, N passes: East holds.  South reads North's bid (its partner's) and East's.
    st = _state([Action(N, BID, 16), Action(E, BID, 17), Action(S, PASS), Action(W, PASS),
                 Action(N, PASS)])
    view = player_view(st, S)
    # a guess where North's first four are East's Queens and Kings (an estimate of 13)
    weak_north = [list(h) for h in HANDS]
    weak_north[N][:4], weak_north[E][4:] = HANDS[E][4:], HANDS[N][:4]
    same = make_accept(view, False, infer=0.8)
    loose = make_accept(view, False, infer=0.8, opp_infer=0.2)
    # East's 17 is two points short of its estimate in both guesses: read loosely, it
    # costs a guess far less
    assert same(HANDS, None) == pytest.approx(math.exp(-0.8 * 2))
    assert loose(HANDS, None) == pytest.approx(math.exp(-0.2 * 2))
    # North's 16, two points short in the second guess, costs as much either way
    assert same(weak_north, None) / same(HANDS, None) == pytest.approx(math.exp(-0.8 * 2))
    assert loose(weak_north, None) / loose(HANDS, None) == pytest.approx(math.exp(-0.8 * 2))
    # without opp_infer every seat is read alike
    assert make_accept(view, False, infer=0.8, opp_infer=0.8)(weak_north, None) == same(weak_north, None)
