"""The compiled endgame solver (``ai/_csolver.c``) against the pure-Python one and
against plain minimax through the rules engine, under several house rules.

The tests that need the compiled module are skipped, with the reason, where it is not
built; the rest (the fallback, the backend switch) run everywhere.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai import solver as solver_mod
from twentynine_desktop.ai.solver import (
    EndgameSolver,
    finish_card_values,
    finish_value,
    solvable,
)
from twentynine_desktop.engine.actions import PLAY
from twentynine_desktop.engine.cards import SUIT_MASKS
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view

from ai_support import cards

REPO = Path(__file__).resolve().parents[2]
COMPILED = solver_mod._csolver is not None
needs_c = pytest.mark.skipif(
    not COMPILED, reason="the compiled solver is not built (python setup.py build_ext "
    "--inplace) or TWENTYNINE_PURE_PYTHON is set: only the Python solver is tested")
BACKENDS = [pytest.param("c", marks=needs_c), "python"]

# house-rule sets: name, preset, changes
RULE_SETS = [
    ("standard", "standard", {}),
    ("last_trick_point", "last_trick", {}),
    ("counterclockwise", "bangladesh", {}),
    ("void_must_trump", "standard", {"void_must_trump": True}),
    ("asker_need_not_trump", "standard", {"asker_must_trump": False}),
    ("automatic_reveal", "standard", {"reveal": "automatic"}),
    ("first_void_must_ask", "standard", {"reveal": "first_void_must_ask"}),
    ("trumps_from_reveal", "standard", {"trump_activation": "from_reveal"}),
    ("own_card_from_reveal", "standard", {"trump_card": "own_card",
                                          "trump_activation": "from_reveal",
                                          "void_must_trump": True}),
]
RULE_IDS = [r[0] for r in RULE_SETS]


def _rules(base, changes):
    return preset(base).replace(**changes) if changes else preset(base)


def _positions(rules, lefts, per_left, seed, reveal_only=False):
    """States the solver accepts (trump revealed, the trick of the reveal included),
    reached by a mix of easy and random play, ``per_left`` for each count of tricks
    left in ``lefts``; some mid-trick.  ``reveal_only``: only states in the trick of
    the reveal."""
    rng = random.Random(seed)
    step = 1 if rules.direction == "clockwise" else 3
    want = {n: per_left for n in lefts}
    out = []
    d = 0
    while any(want.values()) and d < 40 * per_left * len(lefts) + 40:
        d += 1
        dealer = d % 4
        st = HandState(rules, dealer, deal_hands(seed * 7919 + d, dealer, step))
        players = [make_player("easy", s) for s in range(4)]
        taken = set()
        while st.phase != "done":
            left = 9 - st.trick_no
            if (st.phase == "play" and want.get(left) and left not in taken
                    and solvable(st, 8, reveal_trick=True) and rng.random() < 0.5
                    and (not reveal_only or st.revealed_in_trick == st.trick_no)):
                out.append(st.copy())
                want[left] -= 1
                taken.add(left)
            ta = st.to_act
            seat = ta - 4 if ta >= 4 else ta
            if st.phase == "play" and rng.random() < 0.5:
                st.apply(rng.choice(st.legal_actions()))
            else:
                st.apply(players[seat].decide(player_view(st, seat)))
    return out


def _brute(st) -> int:
    """The bidding side's final card points with best play, every line of play tried
    through HandState.apply."""
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


# ------------------------------------------------------------ the backend switch
def test_the_backend_in_use_is_reported():
    assert solver_mod.BACKEND == ("c" if COMPILED else "python")
    s = EndgameSolver(trump=0, bidding_side=0, step=1, must_trump=False, last_bonus=0)
    assert s.backend == solver_mod.BACKEND


def test_seats_of_the_policy_use_the_python_solver():
    s = EndgameSolver(trump=0, bidding_side=0, step=1, must_trump=False, last_bonus=0,
                      policy={1})
    assert s.backend == "python"
    if COMPILED:
        with pytest.raises(ValueError, match="no seats that play by the policy"):
            EndgameSolver(0, 0, 1, False, 0, policy={1}, backend="c")
    else:
        with pytest.raises(RuntimeError, match="the compiled solver is not built"):
            EndgameSolver(0, 0, 1, False, 0, backend="c")


def test_an_unknown_backend_is_refused_with_a_message():
    with pytest.raises(ValueError, match="backend must be 'c' or 'python'"):
        EndgameSolver(0, 0, 1, False, 0, backend="fortran")


def test_the_environment_variable_forces_the_python_solver():
    code = ("from twentynine_desktop.ai import solver; print(solver.BACKEND); "
            "from twentynine_desktop.ai.solver import EndgameSolver as E; import sys\n"
            "try:\n E(0, 0, 1, False, 0, backend='c')\nexcept RuntimeError as e: print(e)")
    env = dict(os.environ, TWENTYNINE_PURE_PYTHON="1", PYTHONPATH=str(REPO))
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=REPO,
                         capture_output=True, text=True, check=True).stdout.splitlines()
    assert out[0] == "python"
    assert "not built" in out[1]


@needs_c
def test_without_the_variable_the_compiled_solver_is_used():
    env = {k: v for k, v in os.environ.items() if k != "TWENTYNINE_PURE_PYTHON"}
    env["PYTHONPATH"] = str(REPO)
    out = subprocess.run([sys.executable, "-c",
                          "from twentynine_desktop.ai import solver; print(solver.BACKEND)"],
                         env=env, cwd=REPO, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "c"


# ------------------------------------------------------------ compiled vs Python
def _random_raw(rng):
    """A random position for EndgameSolver.value with random rule flags, mid-trick or
    not, the trick in progress possibly the trick of the reveal."""
    deck = list(range(32))
    rng.shuffle(deck)
    left = rng.choice([1, 2, 3, 4, 5])
    hands = [sum(1 << c for c in deck[i * left:(i + 1) * left]) for i in range(4)]
    leader = rng.randrange(4)
    trump = rng.choice([None, 0, 1, 2, 3])
    step = rng.choice([1, 3])
    trick = []
    for pos in range(rng.randrange(4)):
        seat = (leader + step * pos) % 4
        legal = hands[seat]
        if trick:
            legal = hands[seat] & SUIT_MASKS[trick[0][1] >> 3] or hands[seat]
        c = rng.choice([c for c in range(32) if legal >> c & 1])
        hands[seat] &= ~(1 << c)
        trick.append((seat, c))
    flags = dict(trump=trump, bidding_side=rng.randrange(2), step=step,
                 must_trump=rng.random() < 0.3, last_bonus=rng.choice([0, 1]))
    extra = {}
    if trick and rng.random() < 0.3:
        extra["trump_from"] = rng.randrange(len(trick) + 1)
    if rng.random() < 0.3:
        extra["asker"] = (leader + step * rng.randrange(4)) % 4
    return flags, (hands, leader, trick, left), extra


def _raw_check(count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        flags, pos, extra = _random_raw(rng)
        py = EndgameSolver(**flags, backend="python").value(*pos, **extra)
        c = EndgameSolver(**flags, backend="c").value(*pos, **extra)
        assert c == py, (flags, pos, extra)
        # every legal card's value, hence the same best cards
        py_cards = EndgameSolver(**flags, backend="python").card_values(*pos, **extra)
        c_cards = EndgameSolver(**flags, backend="c").card_values(*pos, **extra)
        assert c_cards == py_cards, (flags, pos, extra)
        maxing = (pos[1] + flags["step"] * len(pos[2])) % 2 == flags["bidding_side"]
        assert (max if maxing else min)(py_cards.values()) == py


@needs_c
def test_compiled_and_python_agree_on_random_raw_positions():
    _raw_check(400, seed=1)


@needs_c
@pytest.mark.slow
def test_compiled_and_python_agree_on_thousands_of_raw_positions():
    _raw_check(5000, seed=2)


def _state_check(rules_set, lefts, per_left, seed, reveal_only=False):
    _, base, changes = rules_set
    rules = _rules(base, changes)
    states = _positions(rules, lefts, per_left, seed, reveal_only)
    total = 28 + (1 if rules.last_trick_point else 0)
    for i, st in enumerate(states):
        py = finish_value(st, backend="python")
        c = finish_value(st, backend="c")
        assert c == py
        assert sum(c) == total
        if i % 4 == 0:  # and the value of every legal card (so the same best cards)
            assert finish_card_values(st, backend="c") == finish_card_values(st, backend="python")
    return len(states)


@needs_c
@pytest.mark.parametrize("rules_set", RULE_SETS, ids=RULE_IDS)
def test_compiled_and_python_agree_on_positions_of_random_hands(rules_set):
    assert _state_check(rules_set, (1, 2, 3, 4), 6, seed=11) >= 22
    # the trick of the reveal, with its own rules (asker's duty, trumps from the reveal)
    assert _state_check(rules_set, (3, 4, 5), 1, seed=11, reveal_only=True) >= 1


@needs_c
@pytest.mark.slow
@pytest.mark.parametrize("rules_set", RULE_SETS, ids=RULE_IDS)
def test_compiled_and_python_agree_on_thousands_of_positions(rules_set):
    # about 420 positions per rule set, 3 800 in all, from 1 to 6 tricks left
    assert _state_check(rules_set, (1, 2, 3, 4, 5), 75, seed=12) >= 350
    assert _state_check(rules_set, (6,), 25, seed=13) >= 20
    assert _state_check(rules_set, (2, 3, 4, 5, 6), 5, seed=14, reveal_only=True) >= 5


# ------------------------------------------------------------ against the engine
@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("rules_set", RULE_SETS, ids=RULE_IDS)
def test_the_solver_matches_minimax_over_the_engine(rules_set, backend):
    _, base, changes = rules_set
    rules = _rules(base, changes)
    states = _positions(rules, (1, 2, 3), 4, seed=21)
    assert len(states) >= 10
    reveal = _positions(rules, (1, 2, 3), 1, seed=22, reveal_only=True)
    # the trick of the reveal (late reveals are rare when the first void must reveal)
    assert reveal or rules.reveal != "on_request"
    for i, st in enumerate(states + reveal):
        mine, theirs = finish_value(st, backend=backend)
        assert mine == _brute(st.copy())
        assert mine + theirs == 28 + (1 if rules.last_trick_point else 0)
        if i % 3 == 0:  # the value of each legal card, through the engine
            want = {}
            for a in st.legal_actions():
                if a.kind == PLAY:
                    s2 = st.copy()
                    s2.apply(a)
                    want[a.arg] = _brute(s2)
            assert {c: v[0] for c, v in finish_card_values(st, backend=backend).items()} == want


@pytest.mark.parametrize("backend", BACKENDS)
def test_in_the_trick_of_the_reveal_the_asker_must_trump(backend):
    # Trump spades, asked for by East in this trick (asker_must_trump).  North led the
    # Seven of hearts; East, void in hearts, holds the Seven of spades and the Eight of
    # diamonds.  Made to trump, East takes a trick worth nothing and must lead into
    # South's Jack of diamonds (NS 6); free, East discards the Eight, South wins the
    # first trick and leads the Jack of diamonds into East's trump (NS 0).
    hands = [sum(1 << c for c in cards(h)) for h in ("9D", "7S 8D", "QH JD", "8H AD")]
    trick = [(0, cards("7H")[0])]
    duty = EndgameSolver(0, 0, 1, False, 0, backend=backend).value(hands, 0, trick, 2,
                                                                    asker=1)
    free = EndgameSolver(0, 0, 1, False, 0, backend=backend).value(hands, 0, trick, 2)
    assert (duty, free) == (6, 0)


@pytest.mark.parametrize("backend", BACKENDS)
def test_in_the_trick_of_the_reveal_earlier_trumps_may_not_count(backend):
    # Trump hearts, revealed when West asked (position 3): South's Eight of hearts,
    # played before the reveal, counts as a trump only with whole_trick activation.
    hands = [0, 0, 0, sum(1 << c for c in cards("7H"))]
    trick = [(0, cards("JS")[0]), (1, cards("9S")[0]), (2, cards("8H")[0])]
    whole = EndgameSolver(1, 0, 1, False, 0, backend=backend).value(hands, 0, trick, 1)
    late = EndgameSolver(1, 0, 1, False, 0, backend=backend).value(hands, 0, trick, 1,
                                                                   trump_from=3)
    assert whole == 5  # South's 8H beats West's 7H: NS take JS 9S
    assert late == 0   # only West's 7H is a trump: EW take it


# ------------------------------------------------------------ the API
@needs_c
def test_a_whole_hand_with_the_trump_open_is_solved():
    # eight tricks left: the caller may solve from the first lead
    rng = random.Random(4)
    for _ in range(3):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[i * 8:(i + 1) * 8]) for i in range(4)]
        v = EndgameSolver(rng.randrange(4), 0, 1, False, 1, backend="c").value(hands, 0, [], 8)
        assert 0 <= v <= 29


@needs_c
@pytest.mark.parametrize("args,message", [
    (([1, 2, 4], 0, [], 1), "four masks"),
    (([1, 2, 4, 8], 0, [], 2), "holds 1 cards, but 2 tricks are left"),
    (([1, 1, 4, 8], 0, [], 1), "a card is in two hands"),
    (([1, 2, 4, 8], 0, [(1, 5)], 1), "not played in turn"),
    (([1, 2, 4, 8], 0, [(0, 2)], 1), "also in a hand"),
    (([1, 2, 4, 8], 0, [], 9), "out of range"),
])
def test_the_compiled_solver_refuses_a_bad_position_with_a_message(args, message):
    with pytest.raises((ValueError, TypeError), match=message):
        solver_mod._csolver.solve(*args, 0, 0, 1, False, 0)


@needs_c
def test_threads_solving_at_once_each_get_their_own_exact_values():
    # the compiled search runs without the GIL, one at a time behind a lock (its table
    # is shared): threads calling it together get the values a single thread gets
    import threading
    rng = random.Random(6)
    jobs = [_random_raw(rng) for _ in range(120)]
    want = [EndgameSolver(**f, backend="c").value(*p, **e) for f, p, e in jobs]
    want_cards = [EndgameSolver(**f, backend="c").card_values(*p, **e) for f, p, e in jobs]
    got: dict[int, list] = {}

    def work(k):
        got[k] = [(EndgameSolver(**f, backend="c").value(*p, **e),
                   EndgameSolver(**f, backend="c").card_values(*p, **e))
                  for f, p, e in jobs[k::4]]
    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for k in range(4):
        assert got[k] == list(zip(want[k::4], want_cards[k::4], strict=True))


# ---------------------------------------------------------------------- the search's use
@needs_c
@pytest.mark.parametrize("name,base,changes", RULE_SETS[:5], ids=RULE_IDS[:5])
def test_one_search_of_all_cards_equals_a_playout_of_each(name, base, changes):
    """The search scores the cards of a solvable sampled deal with one card-values
    search; that must give what playing each card and solving the rest gives."""
    from twentynine_desktop.ai.playout import rollout, utility
    from twentynine_desktop.engine.actions import Action
    rules = _rules(base, changes)
    for st in _positions(rules, [3, 5, 7, 8], 3, seed=61):
        me = st.to_act
        side = st.bidder & 1
        cv = finish_card_values(st)
        for a in st.legal_actions():
            if a.kind != PLAY or a.actor != me:
                continue
            own, other = cv[a.arg]
            pts = [own, other] if side == 0 else [other, own]
            s2 = st.copy()
            s2.apply(Action(me, PLAY, a.arg))
            assert utility(st, me, pts) == utility(s2, me, rollout(s2, 8, (), True))
