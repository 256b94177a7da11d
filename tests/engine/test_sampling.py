"""The deal sampler of the search players (engine/sampling.py): every deal it draws
agrees with the view it was drawn for, under every house rule.

Hands are played by random and easy players over a pairwise covering set of the play
rules plus every preset; at every decision a few deals are drawn for the seat to act
(by the quick draw and by the draw that checks every placement) and each is checked
against the view: the public history replays legally on it and gives back exactly
the same view (own cards, cards played, trump facts, what the seat may do), and the
facts deducible from the play hold in it (voids, the asker's void in trumps, the
pair's King and Queen).  ``--long`` plays ten times more hands.
"""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.ai.easy import EasyPlayer
from twentynine_desktop.engine.actions import ASK, PAIR, PLAY, Action
from twentynine_desktop.engine.cards import KING, QUEEN, SUIT_MASKS, parse_card, parse_seat
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.engine.sampling import (
    GuessRejected,
    SamplingError,
    SamplingTimeout,
    ViewFacts,
    sample_deal,
    sample_state,
)
from twentynine_desktop.engine.view import player_view, rebuild_state

from t29_support import all_rule_sets

HANDS = 1000
DRAWS = 2


def _seat(actor: int) -> int:
    return actor - 4 if actor >= 4 else actor


def _deducible_facts_hold(view, guess) -> None:
    """The facts a seat can read from the play, checked on the guessed state without
    the sampler's own bookkeeping."""
    me = view.seat
    st = HandState(view.rules, view.dealer, guess.hands_dealt)
    trump = guess.trump
    for a in guess.history:  # the view's, with the guessed trump choice
        if a.kind == PLAY and st.trick and a.actor != me:
            led = st.trick[0][1] >> 3
            p = a.actor
            if a.arg >> 3 != led:
                held = st.held[p]
                assert not held & SUIT_MASKS[led] or a.arg == st.withheld, \
                    f"{a}: the guess holds the suit led"
                if (st.asker == p and st.rules.asker_must_trump and st.revealed
                        and not st.no_trumps and a.arg >> 3 != trump):
                    assert not held & SUIT_MASKS[trump], f"{a}: the asker holds a trump"
        if a.kind == ASK and a.actor != me:
            assert not st.held[a.actor] & SUIT_MASKS[st.trick[0][1] >> 3]
        if a.kind == PAIR:
            t = st.trump
            kq = (1 << (t * 8 + KING)) | (1 << (t * 8 + QUEEN))
            assert st.held[a.actor] & kq == kq, "the pair's King and Queen are elsewhere"
        st.apply(a)


def _check_guess(view, hands, trump_action) -> None:
    guess = rebuild_state(view, hands, trump_action)
    assert guess.phase == view.phase
    assert player_view(guess, view.seat) == view
    assert guess.hands_dealt[view.seat][:len(view.dealt)] == list(view.dealt) or \
        view.trump_mode == "seventh"
    _deducible_facts_hold(view, guess)


def _views(rng, rules, dealer, easy):
    """The views of the seat to act at every decision of one hand."""
    st = HandState(rules, dealer, random_hands(rng))
    players = [EasyPlayer(s) for s in range(4)] if easy else None
    while not st.over:
        seat = _seat(st.to_act)
        view = player_view(st, seat)
        yield view
        a = players[seat].decide(view) if players else None
        if a is None:
            a = rng.choice(st.legal_actions())
        st.apply(a)


def test_every_drawn_deal_agrees_with_the_view_under_every_rule_set(long_run):
    sets = all_rule_sets()
    rng = random.Random(2323)
    n = HANDS * (10 if long_run else 1)
    checked = asked = 0
    for i in range(n):
        rules = sets[i % len(sets)]
        for view in _views(random.Random(rng.randrange(1 << 62)), rules, i % 4, easy=i % 2 == 0):
            if view.phase not in ("play", "trump", "doubling"):
                continue
            facts = ViewFacts(view)
            srng = random.Random(rng.randrange(1 << 62))
            for k in range(DRAWS):
                # the quick draw, and (tries=0) the draw that checks every placement
                hands, ta, _ = sample_deal(view, srng, facts, tries=40 if k == 0 else 0)
                _check_guess(view, hands, ta)
                checked += 1
            asked += view.revealed
    assert checked > 20000 and asked > 5000, (checked, asked)


def test_sample_state_finds_a_state_for_every_view_of_the_presets():
    rng = random.Random(99)
    from twentynine_desktop.engine.rules import PRESETS
    for values in PRESETS.values():
        rules = Rules(values)
        for i in range(12):
            for view in _views(random.Random(rng.randrange(1 << 62)), rules, i % 4, easy=True):
                if view.phase != "play":
                    continue
                st = sample_state(view, rng)
                assert player_view(st, view.seat) == view


# ---------------------------------------------------------------- the asker's void in trumps
def _cards(text):
    return [parse_card(t) for t in text.split()]


def _act(text):
    seat, kind, *arg = text.split()
    s = parse_seat(seat)
    if kind == "bid":
        return Action(s, "bid", int(arg[0]))
    if kind == "trump":
        return Action(s, "trump", "SHDC".index(arg[0]))
    if kind == "play":
        return Action(s, PLAY, parse_card(arg[0]))
    if seat in ("NS", "EW"):
        return Action(4 if seat == "NS" else 5, kind)
    return Action(s, kind)


def _asker_position():
    """Standard rules, found in easy-player hands: East leads the Jack of diamonds,
    South follows, West (the bidder, clubs) throws a spade, North asks, the clubs are
    shown, and North, holding no club, throws the Seven of spades.  East to play: a
    deal giving North a club contradicts the play, and nearly every one did (North has
    six hidden cards, eight clubs are out)."""
    hands = [_cards("KH AH AS 8S 7S KS 9S 8H"), _cards("KD QD JD AD 7D JH TD TH"),
             _cards("7C AC 7H TC 8D 8C TS 9D"), _cards("9C QC JC QH JS 9H KC QS")]
    st = HandState(Rules(), 1, hands)
    for a in ("S pass", "W bid 16", "N pass", "E pass", "W trump C"):
        st.apply(_act(a))
    st.apply(Action(4, "pass"))
    for a in ("S play 7H", "W play QH", "N play 8H", "E play JH",
              "E play JD", "S play 8D", "W play QS", "N ask", "N play 7S"):
        st.apply(_act(a))
    return st


def test_the_asker_who_then_played_no_trump_is_dealt_no_trump():
    st = _asker_position()
    view = player_view(st, 1)
    facts = ViewFacts(view)
    assert facts.voids[0] >> 3 & 1  # North holds no club
    rng = random.Random(1)
    for _ in range(200):
        hands, ta, _ = sample_deal(view, rng, facts)
        assert not any(c >> 3 == 3 for c in hands[0])
        _check_guess(view, hands, ta)


def test_a_legal_position_after_an_ask_always_gets_a_state():
    # regression: "SamplingError: no consistent deal found: N asked for the trump and
    # holds one, so must play a trump" on this legal position (the search player then
    # fell back to the easy player's card)
    st = _asker_position()
    view = player_view(st, 1)
    rng = random.Random(5)
    for _ in range(20):
        guess = sample_state(view, rng)
        assert player_view(guess, 1) == view
        assert not guess.held[0] & SUIT_MASKS[3]


def test_the_searching_player_decides_there_by_search():
    from twentynine_desktop.ai.search import SearchPlayer
    st = _asker_position()
    view = player_view(st, 1)
    for seed in range(3):
        pl = SearchPlayer("hard", seed, samples=6, strict=True,
                          table=dict.fromkeys(range(4), "easy"))
        assert pl.decide(view) in view.legal
        assert pl.last_samples == 6


# ---------------------------------------------------------------- the deadline
class _RejectAll:
    """A play model that rejects every guess."""

    def start(self, limit=0.0):
        pass

    def observe(self, st, a):
        raise GuessRejected("never")

    def weight(self):
        return 0.0


def test_past_the_deadline_a_caller_that_needs_a_state_still_gets_one():
    import time
    st = _asker_position()
    view = player_view(st, 1)
    rng = random.Random(3)
    past = time.perf_counter() - 1.0
    with pytest.raises(SamplingTimeout):
        sample_state(view, rng, play_model=_RejectAll(), deadline=past)
    guess = sample_state(view, rng, play_model=_RejectAll(), deadline=past, must=True)
    assert player_view(guess, 1) == view
    assert issubclass(SamplingTimeout, SamplingError)
