"""Duplicate matches between two computer levels.

    python -m twentynine_desktop.cli arena --a hard --b easy --hands 500 --seed 1 --jobs 2

Every numbered deal is played twice: once with A sitting North-South and B East-West,
once with the sides swapped, with the same dealer.  One JSON object goes to standard
output; progress goes to standard error.

A fixed ``--seed`` gives the same deals and the same player seeds every time.  Each
player's seed is a one-way hash of (seed, deal, table, seat): it does not give the arena
seed back, so a player cannot recompute the deal (and with it the hidden cards) from it.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
import time

from ..engine.cards import SIDES
from ..engine.deal import SplitMix64, deal_hands
from ..engine.hand import HandState
from ..engine.rules import preset
from ..engine.view import player_view
from . import make_player


def deal_numbers(seed: int, n: int) -> list[int]:
    rng = SplitMix64(seed)
    return [rng.next() >> 33 for _ in range(n)]


_PLAYER_SEED_KEY = b"twentynine arena player seed"


def player_seed(seed: int, idx: int, a_side: int, seat: int) -> int:
    """The seed of the player in ``seat`` at table ``a_side`` of deal ``idx``: the same
    for a fixed arena seed, and not invertible to that seed (nor to the deal)."""
    data = f"{seed}/{idx}/{a_side}/{seat}".encode()
    digest = hashlib.blake2b(data, digest_size=8, key=_PLAYER_SEED_KEY).digest()
    return int.from_bytes(digest, "big") >> 1


def play_table(rules, deal_number: int, dealer: int, players: list, budget_ms, times: dict):
    """Play one hand; players[seat] acts for that seat (and for its side in doubling
    windows: North for NS, East for EW).  Returns the finished HandState."""
    step = 1 if rules.direction == "clockwise" else 3
    st = HandState(rules, dealer, deal_hands(deal_number, dealer, step))
    guard = 0
    while not st.over:
        guard += 1
        if guard > 400:
            raise RuntimeError("hand did not finish")
        ta = st.to_act
        # optional actions of other seats (pair, single hand) are offered first
        others = {a.actor for a in st.legal_actions() if a.actor < 4 and a.actor != ta}
        acted = False
        for s in sorted(others):
            pl = players[s]
            t0 = time.perf_counter()
            a = pl.decide(player_view(st, s), budget_ms)
            times.setdefault(pl.level, []).append((time.perf_counter() - t0) * 1000)
            if a is not None:
                st.apply(a)
                acted = True
                break
        if acted:
            continue
        seat = ta - 4 if ta >= 4 else ta
        pl = players[seat]
        view = player_view(st, seat)
        t0 = time.perf_counter()
        a = pl.decide(view, budget_ms)
        times.setdefault(pl.level, []).append((time.perf_counter() - t0) * 1000)
        if a is None:
            raise RuntimeError(f"{pl.level} declined a compulsory decision: {view.legal}")
        st.apply(a)
    return st


def play_deal(job):
    """Both tables of one deal.  Returns per-table results for side A."""
    idx, deal_number, a_level, b_level, rules_name, budget_ms, seed = job
    rules = preset(rules_name)
    dealer = idx % 4
    times: dict = {}
    out = []
    for a_side in (0, 1):
        table = {s: a_level if (s & 1) == a_side else b_level for s in range(4)}
        players = [make_player(table[s], player_seed(seed, idx, a_side, s), table)
                   for s in range(4)]
        st = play_table(rules, deal_number, dealer, players, budget_ms, times)
        res = {"a_side": a_side, "annulled": st.annulled}
        if not st.annulled:
            gp = st.game_points()
            res["gp_a"] = gp[SIDES[a_side]]
            res["gp_b"] = gp[SIDES[a_side ^ 1]]
            res["pts_a"] = st.points[a_side]
            res["pts_b"] = st.points[a_side ^ 1]
            bside = (st.single if st.no_trumps else st.bidder) & 1
            res["bid_side"] = "a" if bside == a_side else "b"
            res["made"] = bool(st.made())
            res["bid"] = st.bid
        out.append(res)
    return idx, out, times


def _pct(xs, q):
    if not xs:
        return None
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(math.ceil(q * len(xs))) - 1))
    return round(xs[k], 2)


def run_arena(a: str, b: str, hands: int, seed: int = 1, rules: str = "standard", jobs: int = 1,
              budget_ms=None, progress=True) -> dict:
    # validate early (before any worker starts), so bad input gives one clear message
    preset(rules)
    make_player(a)
    make_player(b)
    if hands < 1:
        raise ValueError(f"the number of hands must be at least 1, not {hands}")
    nums = deal_numbers(seed, hands)
    jobs_list = [(i, nums[i], a, b, rules, budget_ms, seed) for i in range(hands)]
    results = []
    t0 = time.time()
    if jobs > 1:
        import multiprocessing as mp
        with mp.Pool(jobs) as pool:
            for k, r in enumerate(pool.imap_unordered(play_deal, jobs_list)):
                results.append(r)
                if progress:
                    _progress(k + 1, hands, t0, results, a, b, rules, seed)
    else:
        for k, job in enumerate(jobs_list):
            results.append(play_deal(job))
            if progress:
                _progress(k + 1, hands, t0, results, a, b, rules, seed)
    res = summarize(results, a, b, hands, rules, seed)
    res["seconds"] = round(time.time() - t0, 1)
    return res


def summarize(results, a, b, hands, rules, seed) -> dict:
    times: dict = {}
    per_deal = []
    made = {"a": [0, 0], "b": [0, 0]}
    pts = {"a": 0, "b": 0}
    n_tables = 0
    annulled = 0
    split = {"a": 0.0, "b": 0.0}
    for idx, out, tm in sorted(results, key=lambda r: r[0]):
        for lvl, xs in tm.items():
            times.setdefault(lvl, []).extend(xs)
        d = 0.0
        for r in out:
            n_tables += 1
            if r["annulled"]:
                annulled += 1
                continue
            d += r["gp_a"] - r["gp_b"]
            pts["a"] += r["pts_a"]
            pts["b"] += r["pts_b"]
            side = r["bid_side"]
            split[side] += (r["gp_a"] - r["gp_b"]) / 2.0
            made[side][1] += 1
            made[side][0] += 1 if r["made"] else 0
        per_deal.append(d / 2.0)
    n = len(per_deal)
    mean = sum(per_deal) / n if n else 0.0
    var = sum((x - mean) ** 2 for x in per_deal) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n > 1 else float("inf")
    return {
        "a": a, "b": b, "hands": hands, "tables": n_tables, "annulled": annulled,
        "rules": rules, "seed": seed,
        "edge": round(mean, 4),
        "edge_ci95": ([round(mean - half, 4), round(mean + half, 4)] if n > 1 else [None, None]),
        "made_rate": {k: (round(v[0] / v[1], 4) if v[1] else None) for k, v in made.items()},
        "contracts": {k: v[1] for k, v in made.items()},
        # the edge split by which side held the contract (the two add up to "edge")
        "edge_from_contracts": {k: round(v / n, 4) if n else None for k, v in split.items()},
        "card_points": {k: round(v / max(1, n_tables - annulled), 3) for k, v in pts.items()},
        "decision_ms": {lvl: {"p50": _pct(xs, 0.5), "p95": _pct(xs, 0.95), "max": _pct(xs, 1.0),
                              "n": len(xs)} for lvl, xs in times.items()},
    }


def _progress(k, n, t0, results, a, b, rules, seed):
    if k == n or k % 10 == 0:
        el = time.time() - t0
        print(f"arena: {k}/{n} deals, {el:.0f} s", file=sys.stderr, flush=True)
    if k % 50 == 0 and k < n:
        part = summarize(results, a, b, len(results), rules, seed)
        print("arena partial: " + json.dumps(part), file=sys.stderr, flush=True)


def main_arena(args) -> int:
    try:
        res = run_arena(args.a.lower(), args.b.lower(), args.hands, args.seed, args.rules,
                        max(1, args.jobs), args.budget_ms)
    except ValueError as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    print(json.dumps(res))
    return 0
