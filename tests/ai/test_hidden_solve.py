"""The solve before the reveal (``solver.solvable(..., hidden=True)``), with which the
lab's ``arena-play`` judges the cards played before the reveal: a hand whose trump is
still hidden is solved as if the trump were open.

What it accepts is tested exactly; how close it comes to the real game is measured
against plain minimax through the rules engine, where a void player may ask for the
trump (and must then trump) or discard without asking.
"""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai import solver as solver_mod
from twentynine_desktop.ai.solver import finish_card_values, finish_value, solvable
from twentynine_desktop.engine.actions import ASK, PLAY
from twentynine_desktop.engine.cards import suit_of
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view

COMPILED = solver_mod._csolver is not None
needs_c = pytest.mark.skipif(not COMPILED, reason="the compiled solver is not built")


def _hidden_positions(rules, lefts, per_left, seed, mid_trick=True):
    """Play states with the trump still hidden, reached by easy and random play."""
    rng = random.Random(seed)
    want = {n: per_left for n in lefts}
    out = []
    d = 0
    while any(want.values()) and d < 60 * per_left * len(lefts):
        d += 1
        dealer = d % 4
        st = HandState(rules, dealer, deal_hands(seed * 104729 + d, dealer, 1))
        players = [make_player("easy", s) for s in range(4)]
        while st.phase != "done":
            left = 9 - st.trick_no
            if (st.phase == "play" and not st.revealed and want.get(left)
                    and (mid_trick or not st.trick) and rng.random() < 0.4):
                out.append(st.copy())
                want[left] -= 1
            ta = st.to_act
            seat = ta - 4 if ta >= 4 else ta
            acts = st.legal_actions()
            if st.phase == "play" and rng.random() < 0.5:
                # random play, but no ask: the trump stays hidden longer
                acts = [a for a in acts if a.kind != ASK] or acts
                st.apply(rng.choice(acts))
            else:
                st.apply(players[seat].decide(player_view(st, seat)))
    return out


def _brute(st) -> int:
    """The bidding side's final card points with best play in the real game: every
    action the engine allows, asking for the trump included."""
    if st.phase == "done":
        return st.points[st.bidder & 1]
    vals = []
    for a in st.legal_actions():
        if a.kind not in (PLAY, ASK):
            continue
        s2 = st.copy()
        s2.apply(a)
        vals.append(_brute(s2))
    side = st.bidder & 1
    return max(vals) if ((st.to_act & 3) & 1) == side else min(vals)


# ------------------------------------------------------------ what is accepted
def test_a_hidden_trump_is_solved_only_when_asked_for():
    rules = preset("standard")
    states = _hidden_positions(rules, (8, 7, 6), 3, seed=1, mid_trick=False)
    assert len(states) >= 6
    for st in states:
        assert not st.revealed and not st.trick
        assert not solvable(st, 8, reveal_trick=True)
        assert solvable(st, 8, reveal_trick=True, hidden=True)
        # the count of tricks left still limits it
        assert not solvable(st, 8 - st.trick_no, hidden=True)


def test_a_trick_with_a_discard_is_not_solved_before_the_reveal():
    rules = preset("standard")
    states = _hidden_positions(rules, (7, 6, 5, 4, 3), 6, seed=2)
    follow = [st for st in states if st.trick
              and all(suit_of(c) == suit_of(st.trick[0][1]) for _, c in st.trick)]
    discard = [st for st in states if st.trick
               and any(suit_of(c) != suit_of(st.trick[0][1]) for _, c in st.trick)]
    assert follow and discard
    assert all(solvable(st, 8, hidden=True) for st in follow)
    assert not any(solvable(st, 8, hidden=True) for st in discard)


@pytest.mark.parametrize("changes", [
    {"reveal": "first_void_must_ask"},
    {"reveal": "automatic"},
    {"bidder_trump_lead": "not_before_reveal"},
    {"trump_card": "own_card"},
])
def test_rules_the_open_solve_does_not_fit_are_left_to_the_playouts(changes):
    rules = preset("standard").replace(**changes)
    states = _hidden_positions(rules, (7, 6, 5), 3, seed=3, mid_trick=False)
    assert states
    # own_card: the bidder's face-down card is out of the hand until the reveal
    assert not any(solvable(st, 8, hidden=True) for st in states)


# ------------------------------------------------------------ how close it comes
@needs_c
def test_the_open_solve_is_close_to_minimax_of_the_hidden_game():
    # unrevealed_hand scored: the open solve knows nothing of an annulled hand
    rules = preset("standard")
    states = [st for st in _hidden_positions(rules, (2, 3), 40, seed=4)
              if solvable(st, 8, hidden=True)]
    assert len(states) >= 40
    same = 0
    off = []
    for st in states:
        mine, theirs = finish_value(st)
        assert mine + theirs == 28
        real = _brute(st.copy())
        if mine == real:
            same += 1
        off.append(abs(mine - real))
    # the real game's only extra resource is a trump discarded without asking, which
    # does not count; it rarely matters (measured: no difference in 95 positions with
    # 2 or 3 tricks left, nor in 14 with 4)
    assert same >= 0.95 * len(states), (same, len(states))
    assert sum(off) / len(off) <= 0.2


@needs_c
def test_every_card_of_a_hidden_position_gets_a_value():
    rules = preset("standard")
    states = [st for st in _hidden_positions(rules, (8, 7, 6), 3, seed=5, mid_trick=False)
              if solvable(st, 8, hidden=True)]
    assert states
    for st in states:
        vals = finish_card_values(st)
        plays = {a.arg for a in st.legal_actions() if a.kind == PLAY}
        assert set(vals) == plays
        total = 28
        assert all(a + b == total for a, b in vals.values())
