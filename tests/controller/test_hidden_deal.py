"""Nothing a computer player holds at the table reveals the deal, and the controller's
record of thinking times stays bounded over a long session."""

import random

import pytest

from twentynine_desktop.controller import TableConfig, TableController, TableState
from twentynine_desktop.controller import table as table_module
from twentynine_desktop.engine.match import Match

from table_hands import E, N, S, W


@pytest.fixture
def app(qapp):
    return qapp


def _table(seed=11) -> TableController:
    """North hard, East easy, West random; South (the person) speaks first, so no
    computer is thinking while the test looks at the players."""
    cfg = TableConfig(levels={"N": "hard", "E": "easy", "W": "random"}, computer_delay_ms=0,
                      animation_speed=0.0, seed=seed)
    return TableController(cfg)


def _start(qtbot, c: TableController) -> None:
    with qtbot.waitSignal(c.sig_human_turn, timeout=5000):
        c.new_match()
    assert c.state == TableState.WAIT_HUMAN and c.hand.to_act == S


def _numbers_held(obj, depth=0, seen=None):
    """Every integer reachable from a player's attributes (and its RNGs' states)."""
    seen = set() if seen is None else seen
    if id(obj) in seen or depth > 4:
        return
    seen.add(id(obj))
    if isinstance(obj, bool):
        return
    if isinstance(obj, int):
        yield obj
    elif isinstance(obj, random.Random):
        yield from _numbers_held(obj.getstate(), depth + 1, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for x in obj:
            yield from _numbers_held(x, depth + 1, seen)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _numbers_held(k, depth + 1, seen)
            yield from _numbers_held(v, depth + 1, seen)
    elif hasattr(obj, "__dict__") and not isinstance(obj, type):
        for v in vars(obj).values():
            yield from _numbers_held(v, depth + 1, seen)


def _state_of(player):
    seed = getattr(player, "seed", None)
    rng = getattr(player, "rng", None)
    return seed, (rng.getstate() if rng is not None else None)


def test_a_computer_players_seed_does_not_recompute_the_deal(qtbot, app):
    # a spy with a computer player's numbers tries to rebuild the match (and so every
    # hidden card and the hidden trump): the seed a player was once given was
    # match seed * 7 + seat, and the first deal number comes straight from the match seed
    c = _table(seed=11)
    _start(qtbot, c)
    deal_number = c.match.current_deal_number
    assert Match(c.match.rules, seed=11).next_deal_number() == deal_number  # the spy's method works
    for seat, player in c.players.items():
        for v in set(_numbers_held(player)):
            candidates = {v} | {(v - k) // 7 for k in range(4) if v >= k and (v - k) % 7 == 0}
            for cand in candidates:
                if 0 <= cand < 1 << 64:
                    assert Match(c.match.rules, seed=cand).next_deal_number() != deal_number, \
                        f"seat {seat}'s number {v} gives the match seed back"
    c.shutdown()


def test_two_matches_with_the_same_deal_seed_give_the_computers_different_seeds(qtbot, app):
    # the same match seed deals the same cards, but what the computers hold does not
    # follow from it: it is drawn afresh for every match
    first = _table(seed=11)
    _start(qtbot, first)
    second = _table(seed=11)
    _start(qtbot, second)
    assert first.hand.hands_dealt == second.hand.hands_dealt
    assert set(first.players) == set(second.players) == {N, E, W}
    for seat in (N, E, W):
        a, b = _state_of(first.players[seat]), _state_of(second.players[seat])
        assert a != (None, None)
        assert a != b, f"seat {seat} got the same seed / random state twice"
    # a new match at the same table also draws new seeds
    before = {s: _state_of(p) for s, p in first.players.items()}
    _start(qtbot, first)
    assert all(_state_of(first.players[s]) != before[s] for s in (N, E, W))
    first.shutdown()
    second.shutdown()


def test_think_times_keeps_only_the_most_recent_decisions(qtbot, app, monkeypatch):
    monkeypatch.setattr(table_module, "THINK_TIMES_KEPT", 50, raising=False)
    c = TableController(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None,
                                    computer_delay_ms=0, animation_speed=0.0, seed=5))
    c.auto_continue = True
    asked = []
    c.sig_thinking.connect(asked.append)
    with qtbot.waitSignal(c.sig_match_over, timeout=30000):
        c.new_match()
    assert len(asked) > 100                 # a whole match: many more decisions ...
    assert len(c.think_times) == 50         # ... than are kept
    c.think_times.append(-1.0)
    assert len(c.think_times) == 50 and c.think_times[-1] == -1.0   # the newest is kept
    c.shutdown()


def test_think_times_holds_one_hands_decisions(qtbot, app):
    # tests/ui/test_table_responsive.py reads think_times over one hand
    c = TableController(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None,
                                    computer_delay_ms=0, animation_speed=0.0, seed=5))
    asked = []
    c.sig_thinking.connect(asked.append)
    with qtbot.waitSignal(c.sig_hand_over, timeout=30000):
        c.new_match()
    assert len(c.think_times) == len(asked) > 0
    assert all(t >= 0 for t in c.think_times)
    c.shutdown()
