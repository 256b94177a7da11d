"""Random playouts with the invariants of docs/RULES.md section 7 checked after every action.

Default run: 2,000 standard hands and 5,000 hands over a pairwise covering set of the
play-affecting house rules plus every preset.  ``--long`` multiplies both by 50.
Every hand is also written as a record and replayed (round trip).
"""

from __future__ import annotations

import itertools
import random

from twentynine_desktop.engine.record import record_of, replay_text
from twentynine_desktop.engine.rules import PRESETS, RULE_SPECS, Rules

from t29_support import PLAY_RULE_KEYS, all_rule_sets, pairwise_rule_sets, random_playout

STANDARD_HANDS = 2000
COMBO_HANDS = 5000


def round_trip(st) -> None:
    text = record_of(st).dumps()
    out, code = replay_text(text)
    assert code == 0, out
    assert out == st.result.to_json()


def test_pairwise_set_covers_every_pair():
    sets = pairwise_rule_sets()
    specs = [s for s in RULE_SPECS if s.key in PLAY_RULE_KEYS]
    for a, b in itertools.combinations(specs, 2):
        for va in a.values():
            for vb in b.values():
                assert any(r[a.key] == va and r[b.key] == vb for r in sets), (a.key, va, b.key, vb)
    for r in sets:
        Rules(r)  # every combination is a valid rule set
    assert len(sets) < 60


def test_standard_playouts(long_run):
    n = STANDARD_HANDS * (50 if long_run else 1)
    rng = random.Random(2929)
    rules = Rules()
    outcomes = {"made": 0, "lost": 0}
    revealed = 0
    for i in range(n):
        st = random_playout(random.Random(rng.randrange(1 << 62)), rules, i % 4, deep_every=40)
        round_trip(st)
        outcomes["made" if st.result.made else "lost"] += 1
        revealed += st.revealed
    # random play reaches both outcomes and mostly reveals the trump
    assert outcomes["made"] > 10 and outcomes["lost"] > 10, outcomes
    assert revealed > n // 2


def test_rule_combination_playouts(long_run):
    sets = all_rule_sets()
    n = COMBO_HANDS * (50 if long_run else 1)
    rng = random.Random(1729)
    seen = {"annulled": 0, "single": 0, "set": 0, "pair": 0, "doubled": 0}
    for i in range(n):
        rules = sets[i % len(sets)]
        st = random_playout(random.Random(rng.randrange(1 << 62)), rules, i % 4, deep_every=50)
        round_trip(st)
        seen["annulled"] += st.annulled
        seen["single"] += st.single is not None
        seen["set"] += "set" in st.doubles
        seen["pair"] += st.pair is not None
        seen["doubled"] += bool(st.doubles)
    # the playouts really exercise the optional parts of the game
    for k, v in seen.items():
        assert v > 10, (k, seen)


def test_every_preset_plays(long_run):
    rng = random.Random(7)
    for values in PRESETS.values():
        rules = Rules(values)
        for i in range(40 * (50 if long_run else 1)):
            st = random_playout(random.Random(rng.randrange(1 << 62)), rules, i % 4, deep_every=10)
            round_trip(st)
