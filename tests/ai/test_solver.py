"""The endgame solver against plain minimax over the rules engine itself."""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai.playout import rollout, utility
from twentynine_desktop.ai.solver import EndgameSolver, finish_value, solvable
from twentynine_desktop.engine.actions import PLAY
from twentynine_desktop.engine.cards import CARD_POINTS
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view

from ai_support import cards


def _brute(st) -> int:
    """The bidding side's final card points with best play, by trying every line of
    play through HandState.apply."""
    if st.phase == "done":
        return st.points[st.bidder & 1]
    vals = []
    for a in st.legal_actions():
        if a.kind != PLAY:
            continue
        s2 = st.copy()
        s2.apply(a)
        vals.append(_brute(s2))
    side = st.bidder & 1
    return max(vals) if (st.to_act & 1) == side else min(vals)


def _positions(rules, tricks_left, count, seed):
    """States reached by easy players where the solver applies, some mid-trick."""
    rng = random.Random(seed)
    step = 1 if rules.direction == "clockwise" else 3
    out = []
    d = 0
    while len(out) < count and d < 20 * count:
        d += 1
        dealer = d % 4
        st = HandState(rules, dealer, deal_hands(1000 + d, dealer, step))
        players = [make_player("easy", s) for s in range(4)]
        while st.phase != "done" and not (st.phase == "play" and 9 - st.trick_no <= tricks_left):
            ta = st.to_act
            seat = ta - 4 if ta >= 4 else ta
            st.apply(players[seat].decide(player_view(st, seat)))
        if not solvable(st, tricks_left):
            continue
        for _ in range(rng.randrange(4)):
            acts = [a for a in st.legal_actions() if a.kind == PLAY]
            st.apply(rng.choice(acts))
        if solvable(st, tricks_left):
            out.append(st)
    return out


@pytest.mark.parametrize("name,changes", [
    ("standard", {}),
    ("last_trick", {}),            # a point for the last trick
    ("bangladesh", {}),            # counter-clockwise play
    ("standard", {"void_must_trump": True}),
])
def test_solver_matches_minimax_over_the_engine(name, changes):
    rules = preset(name).replace(**changes) if changes else preset(name)
    states = _positions(rules, 3, 25, seed=len(name))
    assert len(states) >= 20
    for st in states:
        mine, theirs = finish_value(st)
        assert mine == _brute(st.copy())
        assert mine + theirs == 28 + (1 if rules.last_trick_point else 0)


def test_points_of_both_sides_add_up_to_the_whole_pack():
    rules = preset("last_trick")
    for st in _positions(rules, 4, 10, seed=3):
        mine, theirs = finish_value(st)
        assert mine + theirs == 29


def test_a_rollout_finished_by_the_solver_scores_like_the_engine():
    rules = preset("standard")
    for st in _positions(rules, 2, 10, seed=5):
        exact = rollout(st.copy(), 2)
        played = st.copy()
        # finish with the solver's own choice at every step, through the engine
        while played.phase != "done":
            best = None
            for a in played.legal_actions():
                if a.kind != PLAY:
                    continue
                s2 = played.copy()
                s2.apply(a)
                v = _brute(s2)
                maxing = (played.to_act & 1) == (played.bidder & 1)
                if best is None or (v > best[0] if maxing else v < best[0]):
                    best = (v, a)
            played.apply(best[1])
        assert exact == played.points
        for me in range(4):
            assert utility(st, me, exact) == pytest.approx(utility(played, me))


def test_the_solver_draws_the_last_trump_before_cashing_a_master():
    # Trump spades (revealed).  North (bidders) to lead with the top trump and a
    # master: it draws East's last trump first, then cashes the Jack of hearts.
    s = EndgameSolver(trump=0, bidding_side=0, step=1, must_trump=False, last_bonus=0)
    hands = [sum(1 << c for c in cards(h)) for h in ("JS JH", "7S 8D", "8C 7C", "9H 7D")]
    assert s.value(hands, 0, [], 2) == 8  # JS 7S 8C 7D: 3; then JH 8D 7C 9H: 5
    # led the other way East ruffs the Jack of hearts (and West's Nine): 3 points
    s2 = EndgameSolver(trump=0, bidding_side=0, step=1, must_trump=False, last_bonus=0)
    first = [(0, cards("JH")[0])]
    hands2 = [hands[0] & ~(1 << cards("JH")[0])] + hands[1:]
    assert s2.value(hands2, 0, first, 2) == 3


def test_equal_cards_are_searched_once():
    s = EndgameSolver(trump=None, bidding_side=0, step=1, must_trump=False, last_bonus=0)
    hands = [sum(1 << c for c in cards(h)) for h in ("KS QS", "8S 7S", "KH QH", "8H 7H")]
    assert s.value(hands, 0, [], 2) == 0
    assert sum(CARD_POINTS[c] for c in cards("KS QS 8S 7S")) == 0


def _brute_policy(st, policy) -> int:
    """As ``_brute``, but the seats in ``policy`` play the rule-based policy's card."""
    from twentynine_desktop.ai.common import heuristic_play
    from twentynine_desktop.ai.playout import ctx_from_state
    from twentynine_desktop.engine.actions import Action
    if st.phase == "done":
        return st.points[st.bidder & 1]
    p = st.to_act
    if p in policy:
        acts = [Action(p, PLAY, heuristic_play(ctx_from_state(st, p)))]
    else:
        acts = [a for a in st.legal_actions() if a.kind == PLAY]
    vals = []
    for a in acts:
        s2 = st.copy()
        s2.apply(a)
        vals.append(_brute_policy(s2, policy))
    side = st.bidder & 1
    return max(vals) if (p & 1) == side else min(vals)


@pytest.mark.parametrize("name", ["standard", "last_trick", "bangladesh"])
def test_seats_known_to_play_by_the_policy_play_its_card_in_the_solver(name):
    rules = preset(name)
    states = _positions(rules, 3, 20, seed=7 + len(name))
    assert len(states) >= 15
    differs = 0
    for st in states:
        side = st.bidder & 1
        # every seat by the policy: the solver's line is the policy's playout
        mine, theirs = finish_value(st, {0, 1, 2, 3})
        pts = rollout(st.copy(), 0)
        assert (mine, theirs) == (pts[side], pts[side ^ 1])
        # the defenders by the policy, the bidders at their best
        policy = {side ^ 1, side ^ 3}
        v, _ = finish_value(st, policy)
        assert v == _brute_policy(st.copy(), policy)
        full, _ = finish_value(st)
        assert v >= full  # defenders who keep to the policy never do better than the best
        differs += v != full
    assert differs >= 1


def test_a_card_on_the_table_splits_two_cards_of_one_hand():
    # No trumps.  East led the Eight of diamonds, South followed with the Queen; West
    # is void.  North's King and Seven of diamonds are both worth nothing, but the
    # King beats the Eight and the Seven does not: they are not equivalent (the
    # solver once merged them and lost North the right to duck).
    s = EndgameSolver(trump=None, bidding_side=0, step=1, must_trump=False, last_bonus=0)
    hands = [sum(1 << c for c in cards(h)) for h in ("KD 7D TH", "9D AH", "AC QH QD",
                                                      "7C 9H 8H")]
    assert s.value(hands, 1, [(1, cards("8D")[0])], 3) == 3
