"""Shared helpers for the engine tests: invariants, pairwise rule sets, record helpers.

Named t29_support (not helpers) so that it cannot clash with other test folders'
modules on sys.path.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

from twentynine_desktop.engine.actions import (
    ASK,
    BID,
    DOUBLE,
    PAIR,
    PASS,
    PLAY,
    REDOUBLE,
    SET,
    SEVENTH,
    SINGLE,
    TRUMP,
    TRUMP_CARD,
    Action,
)
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState, IllegalActionError
from twentynine_desktop.engine.record import replay_obj
from twentynine_desktop.engine.rules import PRESETS, RULE_SPECS, Rules

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "records"

# Rules that change what happens in a hand (match_to and the table settings do not).
PLAY_RULE_KEYS = [s.key for s in RULE_SPECS
                  if not s.table_setting and s.key not in ("match_to",)]


def popcount(m: int) -> int:
    return bin(m).count("1")


def record(actions, hands, rules=None, dealer="N"):
    """A record object (dict) in the form of HAND_RECORD.md."""
    return {"format": "twentynine-hand/1", "rules": rules or {}, "dealer": dealer,
            "hands": {s: list(h) for s, h in zip("NESW", hands, strict=False)} if isinstance(hands, (list, tuple)) else hands,
            "actions": [list(a) for a in actions]}


def replay(actions, hands, rules=None, dealer="N"):
    return replay_obj(record(actions, hands, rules, dealer))


# ---------------------------------------------------------------- pairwise covering set
def pairwise_rule_sets(seed: int = 29) -> list[dict]:
    """A small list of rule dicts in which every pair of options of any two play rules
    occurs together at least once (greedy covering)."""
    specs = [s for s in RULE_SPECS if s.key in PLAY_RULE_KEYS]
    values = {s.key: list(s.values()) for s in specs}
    keys = [s.key for s in specs]
    uncovered = set()
    for a, b in itertools.combinations(keys, 2):
        for va in values[a]:
            for vb in values[b]:
                uncovered.add((a, va, b, vb))
    rng = random.Random(seed)
    out = []
    while uncovered:
        # seed each candidate with one uncovered pair, fill the rest greedily
        best, best_cover = None, -1
        target = sorted(uncovered, key=repr)[0]
        for _ in range(30):
            cand = {k: rng.choice(values[k]) for k in keys}
            cand[target[0]] = target[1]
            cand[target[2]] = target[3]
            for k in rng.sample(keys, len(keys)):
                if k in (target[0], target[2]):
                    continue
                scores = []
                for v in values[k]:
                    cand[k] = v
                    scores.append((sum((x, cand[x], k, v) in uncovered or (k, v, x, cand[x]) in uncovered
                                       for x in keys if x != k), v))
                cand[k] = max(scores, key=lambda t: t[0])[1]
            cover = sum(1 for a, b in itertools.combinations(keys, 2) if (a, cand[a], b, cand[b]) in uncovered)
            if cover > best_cover:
                best, best_cover = dict(cand), cover
        for a, b in itertools.combinations(keys, 2):
            uncovered.discard((a, best[a], b, best[b]))
        out.append(best)
    return out


def all_rule_sets() -> list[Rules]:
    sets = [Rules(r) for r in pairwise_rule_sets()]
    sets += [Rules(p) for p in PRESETS.values()]
    return sets


# ---------------------------------------------------------------- invariants
def played_cards(st: HandState) -> list[int]:
    out = [c for t in st.tricks for _, c in t.cards]
    out += [c for _, c in st.trick]
    return out


def candidate_actions(st: HandState) -> list[Action]:
    """A broad set of actions, legal and illegal, to probe why_illegal with."""
    cands = []
    for seat in range(4):
        cands += [Action(seat, PLAY, c) for c in range(32)]
        cands += [Action(seat, k, None) for k in (ASK, PAIR, SINGLE, PASS, SEVENTH)]
        cands += [Action(seat, BID, n) for n in (13, 14, 15, 16, 17, 20, 28, 29, 30)]
        cands += [Action(seat, TRUMP, s) for s in range(4)]
        cands += [Action(seat, TRUMP_CARD, c) for c in range(0, 32, 3)]
    for side in (4, 5):
        cands += [Action(side, k, None) for k in (DOUBLE, REDOUBLE, SET, PASS)]
    return cands


def check_state(st: HandState, deep: bool = False, apply_all: bool = False) -> None:
    """Invariants of docs/RULES.md section 7 that hold after every action."""
    played = played_cards(st)
    assert len(played) == len(set(played)), "a card was played twice"
    pmask = 0
    for c in played:
        pmask |= 1 << c
    seen = pmask
    for s in range(4):
        assert st.held[s] & seen == 0, "a held card is also played or held by another seat"
        seen |= st.held[s]
    count = popcount(seen)
    if st.withheld is not None:
        assert not (seen >> st.withheld) & 1
        count += 1
        seen |= 1 << st.withheld
    dealt = 0
    for s in range(4):
        for c in st.hands_dealt[s][:st.dealt]:
            dealt |= 1 << c
    assert count == 4 * st.dealt, "cards not conserved"
    assert seen == dealt, "held + played + withheld differs from the cards dealt"
    active = 3 if st.out is not None else 4
    for i, t in enumerate(st.tricks):
        assert len(t.cards) == active
        bonus = 1 if (i == 7 and st.rules.last_trick_point) else 0
        assert sum(c_points(c) for _, c in t.cards) + bonus == t.points
    assert st.points[0] + st.points[1] == sum(t.points for t in st.tricks)
    legal = st.legal_actions()
    if st.over:
        assert legal == []
        assert st.result is not None
        check_result(st)
    else:
        assert legal, "no legal action in a hand that is not over"
        assert len(st.tricks) == st.trick_no - 1
        assert len(st.trick) < active
        assert st.to_act is not None
        for a in legal:
            if a.kind not in (PAIR, SINGLE):
                assert a.actor == st.to_act, f"{a} listed but {st.to_act} is to act"
            assert st.why_illegal(a) is None
        if st.phase == "play":
            assert st.out is None or st.to_act != st.out
        if apply_all:
            for a in legal:
                cp = st.copy()
                cp.apply(a)
        if deep:
            for a in legal:
                cp = st.copy()
                cp.apply(a)
                check_state(cp, deep=False)
            legal_set = set(legal)
            for a in candidate_actions(st):
                if a in legal_set:
                    continue
                reason = st.why_illegal(a)
                assert isinstance(reason, str) and reason, f"{a} is not legal but has no reason"
                cp = st.copy()
                try:
                    cp.apply(a)
                except IllegalActionError as exc:
                    assert str(exc) == reason
                else:
                    raise AssertionError(f"illegal {a} was applied")


def c_points(c: int) -> int:
    return (3, 2, 1, 1, 0, 0, 0, 0)[c & 7]


def check_result(st: HandState) -> None:
    res = st.result.to_json()
    r = st.rules
    gp = res["game_points"]
    if st.annulled:
        assert res["status"] == "annulled"
        assert gp == {"NS": 0, "EW": 0}
        assert res["made"] is None
        return
    assert res["status"] == "complete"
    assert len(st.tricks) == 8
    if st.single is None:
        assert st.points[0] + st.points[1] == r.total_points
        assert st.revealed or r.unrevealed_hand == "scored"
    moved = [v for v in gp.values() if v != 0]
    assert len(moved) == 1, gp
    v = moved[0]
    bside = (st.single if st.single is not None else st.bidder) & 1
    assert gp[("NS", "EW")[bside]] == v
    if st.single is not None:
        assert abs(v) == r.single_hand_value
        if r.single_hand == "all_tricks":
            assert (v > 0) == all(t.winner == st.single for t in st.tricks)
        else:
            assert (v > 0) == (st.points[bside] >= st.target)
    else:
        if "set" in st.doubles:
            assert abs(v) == 2 * r.match_to
        else:
            assert abs(v) in (1, 2, 4)
            expect = 1
            if r.gorakhpur and st.bid >= 21:
                expect = 2
            for _ in st.doubles:
                expect *= 2
            assert abs(v) == min(expect, 4)
        assert (v > 0) == (st.points[bside] >= st.target)
        assert r.min_bid <= st.target <= r.max_bid
        if st.pair is None:
            assert st.target == st.bid
        elif (st.pair[0] & 1) == bside:
            assert st.target == max(st.bid - 4, r.min_bid)
        else:
            assert st.target == min(st.bid + 4, r.max_bid)


def random_playout(rng: random.Random, rules: Rules, dealer: int, deep_every: int = 0, check=True) -> HandState:
    st = HandState(rules, dealer, random_hands(rng))
    if check:
        check_state(st)
    n = 0
    while not st.over:
        a = rng.choice(st.legal_actions())
        st.apply(a)
        n += 1
        if check:
            check_state(st, deep=bool(deep_every) and n % deep_every == 0, apply_all=True)
    return st


def load_json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))
