"""The endgame solver (ai/solver.py) plays only legal cards: on random positions under
every house rule, the cards its move generator is given as legal are exactly the
engine's legal plays (engine/legality.py), and the trick winner it scores is the
engine's.  So a compiled solver pointed at the engine's functions can be checked
against the same engine."""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.ai import exact, solver
from twentynine_desktop.engine.actions import PAIR, PLAY, SINGLE
from twentynine_desktop.engine.cards import mask_of
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.legality import play_mask, winning_play
from twentynine_desktop.engine.rules import RULE_SPECS, Rules


class _Stop(Exception):
    pass


def solver_legal(monkeypatch, st: HandState) -> int:
    """The mask of cards the solver's move generator gets for the seat to play."""
    assert st.bidder is not None
    got: list[int] = []

    def spy(held, live, legal):
        got.append(legal)
        raise _Stop

    s = solver.EndgameSolver(st.trump, st.bidder & 1, st.step, bool(st.rules.void_must_trump),
                             0, (), st.bidder, backend="python")
    with monkeypatch.context() as m:
        m.setattr(exact, "merged_moves", spy)
        with pytest.raises(_Stop):
            s.value(list(st.held), st.leader, list(st.trick), 9 - st.trick_no)
    return got[0]


def last_trick_agrees(st: HandState) -> None:
    """Played out to the last trick, the solver's value of it is the engine's score."""
    st = st.copy()
    while st.trick_no < 8 or st.trick:
        st.apply(next(a for a in st.legal_actions() if a.kind == PLAY))
    assert st.bidder is not None
    side = st.bidder & 1
    before = st.points[side]
    bonus = 1 if st.rules.last_trick_point else 0
    s = solver.EndgameSolver(st.trump, side, st.step, bool(st.rules.void_must_trump), bonus,
                             (), st.bidder)
    value = s.value(list(st.held), st.leader, [], 1)
    while not st.over:
        st.apply(next(a for a in st.legal_actions() if a.kind == PLAY))
    assert value == st.points[side] - before


def rule_sets() -> list[tuple[str, dict]]:
    """Every value of every house rule (ints at their ends and default), one at a time,
    and a few random mixtures of all of them."""
    out = []
    for spec in RULE_SPECS:
        values = spec.values()
        if spec.kind == "int" and len(values) > 3:
            values = (values[0], spec.default, values[-1])
        for v in values:
            out.append((f"{spec.key}={v}", {spec.key: v}))
    rng = random.Random(29)
    for k in range(12):
        out.append((f"mixed-{k}", {s.key: rng.choice(s.values()) for s in RULE_SPECS}))
    return out


RULE_SETS = rule_sets()


def _random_step(st: HandState, rng: random.Random) -> None:
    acts = [a for a in st.legal_actions() if a.kind != SINGLE]
    st.apply(rng.choice(acts))


@pytest.mark.parametrize("name,overrides", RULE_SETS, ids=[n for n, _ in RULE_SETS])
def test_solver_moves_are_the_engines_legal_plays(monkeypatch, name, overrides):
    rules = Rules(overrides)
    rng = random.Random(hash(name) & 0xFFFF)
    checked = 0
    for _ in range(40):
        st = HandState(rules, rng.randrange(4), random_hands(rng))
        while not st.over and not solver.solvable(st, 8):
            _random_step(st, rng)
        if not st.over:
            last_trick_agrees(st)
        while not st.over:
            p = st.to_act
            acts = [a for a in st.legal_actions() if a.kind not in (PAIR, SINGLE)]
            # the solver's positions: the trump is in the open, so nobody asks
            assert all(a.kind == PLAY for a in acts) and all(a.actor == p for a in acts)
            engine = mask_of(a.arg for a in acts)
            assert engine == play_mask(st, p)
            assert solver_legal(monkeypatch, st) == engine, (name, st.history)
            checked += 1
            a = rng.choice(acts)
            if len(st.trick) == 3:  # the last card of a trick: the winner the solver scores
                trick = st.trick + [(p, a.arg)]
                expect = winning_play(trick, st.trump)
                st.apply(a)
                assert st.tricks[-1].winner == expect[0]
            else:
                st.apply(a)
        if checked >= 60:
            break
    assert checked > 0, "no solvable position reached"
