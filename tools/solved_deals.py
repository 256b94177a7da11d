"""The offline data set of solved deals: ``python -m tools solved-deals OUT``.

For every class of four-card hands (``hand_classes.py``: 2,262 up to a renaming of the
suits) the generator holds the class's canonical hand as the bidder's first four cards,
deals the other 28 cards at random (the bidder's last four and the three other hands)
and solves the deal exactly, double dummy, for every trump the hand can name and every
place of the bidder after the opening leader (0: the bidder leads, 1: second ... 3:
fourth).  The value is the card points the bidding side takes with best play on both
sides, the trump in the open from the first trick, under the ``--rules`` preset's
direction, void-must-trump rule and last-trick point.

Deal ``j`` of class ``k`` comes from a one-way hash of (``--seed``, k, j) alone, so a
value is the same whatever the order, the chunking or the number of ``--jobs``.  The
work is cut into chunks of ``--chunk`` (class, deal) pairs, one JSON file each in OUT,
written whole or not at all (a temporary file renamed).  A run skips every pair already
in OUT, so it can be stopped and started again; ``meta.json`` records the seed and the
rules, and a run with others into the same folder is refused.

``--deals N`` deals go to every class; then ``--extra M`` more to each class near a
bid/pass threshold: those whose chance of taking at least the lowest bid with their best
trump (on the first N deals, averaged over the four places) lies within ``--near LO,HI``.
A progress line goes to standard error; one JSON summary to standard output.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from twentynine_desktop.ai.solver import EndgameSolver
from twentynine_desktop.engine.cards import step_of
from twentynine_desktop.engine.rules import RuleError, Rules

from .arena import parse_rules_spec
from .hand_classes import classes, hand_of, trumps_of

Pair = tuple[int, int]          # (class index, deal index)
# a solved deal: values[place][i] for the i-th trump of trumps_of(class key)
Values = list[list[int]]
_KEY = b"twentynine solved deals"


def deal_rng(seed: int, k: int, j: int) -> random.Random:
    data = f"{seed}/{k}/{j}".encode()
    return random.Random(int.from_bytes(hashlib.blake2b(data, digest_size=8,
                                                        key=_KEY).digest(), "big"))


def deal_for(seed: int, k: int, j: int) -> tuple[list[int], list[list[int]]]:
    """Deal ``j`` of class ``k``: the bidder's eight cards and the three other hands
    (the next seat after the bidder in the direction of play first), as card lists."""
    first = hand_of(classes()[k])
    rest = [c for c in range(32) if c not in first]
    deal_rng(seed, k, j).shuffle(rest)
    return first + rest[:4], [rest[4:12], rest[12:20], rest[20:28]]


def _mask(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def solve_deal(rules: Rules, seed: int, k: int, j: int) -> Values:
    """The bidding side's card points for every place of the bidder after the leader
    (rows) and every trump the class can name (columns)."""
    step = step_of(rules.direction)
    bidder_cards, others = deal_for(seed, k, j)
    trumps = trumps_of(classes()[k])
    bonus = 1 if rules.last_trick_point else 0
    out: Values = []
    for place in range(4):
        hands = [0, 0, 0, 0]
        bidder = (place * step) % 4           # the leader sits in seat 0
        hands[bidder] = _mask(bidder_cards)
        for n, cards in enumerate(others, 1):
            hands[(bidder + n * step) % 4] = _mask(cards)
        row = []
        for t in trumps:
            s = EndgameSolver(t, bidder & 1, step, bool(rules.void_must_trump), bonus,
                              backend="c")
            row.append(s.value(hands, 0, [], 8))
        out.append(row)
    return out


def _solve_chunk(job: tuple[str, int, str, list[Pair]]) -> tuple[str, int, int]:
    """Solve one chunk and write it (atomically) to its file; (name, pairs, solves)."""
    out_dir, seed, rules_text, pairs = job
    rules = parse_rules_spec(rules_text)
    rows = []
    solves = 0
    for k, j in pairs:
        v = solve_deal(rules, seed, k, j)
        solves += sum(len(r) for r in v)
        rows.append([k, j, v])
    name = f"c{pairs[0][0]:04d}-d{pairs[0][1]:04d}.json"
    tmp = os.path.join(out_dir, name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump({"pairs": rows}, fh, separators=(",", ":"))
    os.replace(tmp, os.path.join(out_dir, name))
    return name, len(pairs), solves


def read_data(out_dir: str) -> dict[Pair, Values]:
    """Every solved (class, deal) pair in ``out_dir``."""
    data: dict[Pair, Values] = {}
    for name in sorted(os.listdir(out_dir)):
        if name.startswith("c") and name.endswith(".json"):
            with open(os.path.join(out_dir, name), encoding="utf-8") as fh:
                for k, j, v in json.load(fh)["pairs"]:
                    data[(k, j)] = v
    return data


def _check_meta(out_dir: str, seed: int, rules_text: str) -> None:
    path = os.path.join(out_dir, "meta.json")
    meta = {"seed": seed, "rules": rules_text, "classes": len(classes())}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            old = json.load(fh)
        if old != meta:
            raise ValueError(f"{out_dir} holds a data set of {old}, not {meta}: "
                             "use another folder")
        return
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(meta, fh)


def near_threshold(data: dict[Pair, Values], min_bid: int, lo: float, hi: float) -> list[int]:
    """The classes whose chance of taking ``min_bid`` with their best trump lies in
    [lo, hi] on the deals solved so far."""
    made: dict[int, list[list[int]]] = {}
    for (k, _j), v in data.items():
        per = made.setdefault(k, [[0] * len(v[0]), [0]])
        per[1][0] += 4
        for row in v:
            for i, x in enumerate(row):
                per[0][i] += x >= min_bid
    return sorted(k for k, (hits, n) in made.items() if lo <= max(hits) / n[0] <= hi)


def _chunks(pairs: Sequence[Pair], size: int) -> list[list[Pair]]:
    return [list(pairs[i:i + size]) for i in range(0, len(pairs), size)]


def _run_pairs(out_dir: str, seed: int, rules_text: str, pairs: list[Pair], chunk: int,
               jobs: int, label: str, progress: bool) -> tuple[int, int]:
    work = [(out_dir, seed, rules_text, c) for c in _chunks(pairs, chunk)]
    done = solves = 0
    t0 = time.time()
    if not work:
        return 0, 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for _name, n, s in pool.map(_solve_chunk, work):
            done += n
            solves += s
            if progress:
                el = time.time() - t0
                eta = el / done * (len(pairs) - done)
                print(f"solved-deals {label}: {done}/{len(pairs)} deals, {solves} solves, "
                      f"{el:.0f} s, {1000 * el / max(1, solves):.1f} ms a solve (all jobs), "
                      f"about {eta:.0f} s left", file=sys.stderr, flush=True)
    return done, solves


def generate(out_dir: str, seed: int, rules_text: str, deals: int, extra: int = 0,
             near: tuple[float, float] = (0.25, 0.75), first: int = 0, last: int | None = None,
             chunk: int = 50, jobs: int = 1, progress: bool = True) -> dict[str, Any]:
    """Fill ``out_dir`` up to ``deals`` deals for classes ``first``..``last`` (exclusive;
    default all) and ``extra`` more for those near a threshold; returns a summary."""
    rules = parse_rules_spec(rules_text)
    os.makedirs(out_dir, exist_ok=True)
    _check_meta(out_dir, seed, rules_text)
    last = len(classes()) if last is None else last
    have = set(read_data(out_dir))
    t0 = time.time()
    # deal by deal over all classes, so a run cut short covers every class evenly
    todo = [(k, j) for j in range(deals) for k in range(first, last) if (k, j) not in have]
    n1, s1 = _run_pairs(out_dir, seed, rules_text, todo, chunk, jobs, "base", progress)
    near_classes: list[int] = []
    n2 = s2 = 0
    if extra > 0:
        data = {p: v for p, v in read_data(out_dir).items() if first <= p[0] < last}
        # judged on the first ``deals`` deals only, so that a run stopped among the
        # extra deals and started again picks the same classes
        near_classes = near_threshold({p: v for p, v in data.items() if p[1] < deals},
                                      rules.min_bid, *near)
        have = set(data)
        todo = [(k, j) for j in range(deals, deals + extra) for k in near_classes
                if (k, j) not in have]
        n2, s2 = _run_pairs(out_dir, seed, rules_text, todo, chunk, jobs, "extra", progress)
    el = time.time() - t0
    return {"out": out_dir, "seed": seed, "rules": rules_text, "classes": last - first,
            "new_deals": n1 + n2, "new_solves": s1 + s2, "near_classes": len(near_classes),
            "seconds": round(el, 1),
            "ms_per_solve_wall": round(1000 * el / (s1 + s2), 2) if s1 + s2 else None,
            **size_of(out_dir)}


def size_of(out_dir: str) -> dict[str, int]:
    """The data set's deals, solved values and bytes on disk."""
    data = read_data(out_dir)
    files = [f for f in os.listdir(out_dir) if f.endswith(".json")]
    return {"deals": len(data), "values": sum(len(r) for v in data.values() for r in v),
            "bytes": sum(os.path.getsize(os.path.join(out_dir, f)) for f in files)}


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("out", help="the data set's folder (created; an existing one is resumed)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    ap.add_argument("--rules", default="standard", metavar="PRESET",
                    help="rules preset and overrides, as arena's --rules (default standard)")
    ap.add_argument("--deals", type=int, default=1, metavar="N",
                    help="deals for every class (default 1)")
    ap.add_argument("--extra", type=int, default=0, metavar="M",
                    help="more deals for each class near a threshold (default 0)")
    ap.add_argument("--near", default="0.25,0.75", metavar="LO,HI",
                    help="the chance of taking the lowest bid that counts as near a "
                         "threshold (default 0.25,0.75)")
    ap.add_argument("--classes", default=None, metavar="A:B",
                    help="only classes A..B-1 of the 2,262 (default all)")
    ap.add_argument("--chunk", type=int, default=50, help="deals per file (default 50)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")


def run(args: argparse.Namespace) -> int:
    try:
        lo, hi = (float(x) for x in args.near.split(","))
        first, last = 0, len(classes())
        if args.classes:
            a, b = args.classes.split(":")
            first, last = int(a), int(b)
        if not 0 <= first < last <= len(classes()):
            raise ValueError(f"--classes must lie within 0:{len(classes())}")
        if args.deals < 0 or args.extra < 0 or args.chunk < 1 or args.jobs < 1:
            raise ValueError("--deals and --extra must be at least 0, --chunk and --jobs 1")
        res = generate(args.out, args.seed, args.rules, args.deals, args.extra, (lo, hi),
                       first, last, args.chunk, args.jobs)
    except (ValueError, RuleError, RuntimeError) as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    print(json.dumps(res))
    return 0
