"""A candidate against a baseline on the same deals: ``python -m tools paired``.

    python -m tools paired --baseline hard --candidate hard:bid_thr=0.5 --against normal \
        --hands 300 --seed 11 --samples 8 --jobs 2 [--check auction] [--base-log FILE]

The tuning mode: every seat is deterministic (``--samples``: the search levels use a
fixed sample count, so a decision is a function of the seat's view and its seed alone),
so two runs on the same seed differ only where the candidate decides otherwise.

1. The baseline plays a duplicate arena against ``--against`` (``arena.py``), with its
   log (``--base-log``: kept, and reused when it already holds the same run).
2. Every table of every deal is walked again along the baseline's play.  At each
   decision of the candidate's seats (only the auction, trump and doubling decisions
   with ``--check auction``, the default; every decision with ``--check all``) the
   candidate is asked; the other seats' answers are read from the log.  Where the
   candidate first decides otherwise, its action is taken and the table is played on
   from there by the real players.  A deal where no decision differs has the
   baseline's result: it is not played again.

``--check auction`` is for candidates that differ from the baseline in the auction only
(bidding, trump choice, doubling): their card play is the baseline's code with the same
seeds, so the same auction gives the same play.  Use ``--check all`` otherwise.

The report: the share of deals where a decision differed, the paired difference of the
edges (candidate minus baseline, deal by deal, identical deals 0) with its 95%
interval, each side's own edge and interval, and the interval the difference of two
independent runs of the same size would have had (the two runs' half-widths added in
quadrature) with the ratio of the two.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from typing import Any

from twentynine_desktop.ai.base import Player
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.engine.actions import Action, action_from_record
from twentynine_desktop.engine.cards import actor_side, is_side, side_of, step_of
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.view import player_view

from .arena import history_digest, mean_ci, parse_rules_spec, player_seed, run_arena
from .arena_split import deal_edge, read_log
from .variants import base_level, make_variant

CHECKS = ("auction", "all")


class Walk:
    """One table walked along the baseline's play with the candidate at side A."""

    def __init__(self, play: Sequence[Any], players: Sequence[Player], a_side: int,
                 check: str):
        self.script = [action_from_record(x) for x in play]
        self.pos = 0
        self.players = players
        self.a_side = a_side
        self.check = check
        self.live = False   # the candidate decided otherwise: all seats play for real

    def _checked(self, seat: int, phase: Phase) -> bool:
        return side_of(seat) == self.a_side and (self.check == "all" or phase != Phase.PLAY)

    def answer(self, st: HandState, seat: int, optional: bool) -> Action | None:
        """The seat's action here: the log's, or the candidate's where it differs."""
        view = player_view(st, seat)
        if self.live:
            return self.players[seat].decide(view)
        nxt = self.script[self.pos] if self.pos < len(self.script) else None
        # an optional offer was taken in the log only if the log's next action is it
        logged = nxt if not optional or (nxt is not None and nxt.actor == seat) else None
        if self._checked(seat, view.phase):
            mine = self.players[seat].decide(view)
            if mine != logged:
                self.live = True
                return mine
        return logged

    def play(self, st: HandState) -> HandState:
        """The table to its end, as ``arena.play_table`` plays it."""
        guard = 0
        while not st.over:
            guard += 1
            if guard > 400:
                raise RuntimeError("hand did not finish")
            ta = st.to_act
            others = {a.actor for a in st.legal_actions()
                      if not is_side(a.actor) and a.actor != ta}
            act: Action | None = None
            for s in sorted(others):
                act = self.answer(st, s, True)
                if act is not None:
                    break
            if act is None:
                if ta is None:
                    raise RuntimeError("nobody is to act in a hand that is not over")
                act = self.answer(st, actor_side(ta) if is_side(ta) else ta, False)
                if act is None:
                    raise RuntimeError("a compulsory decision was declined")
            st.apply(act)
            if not self.live:
                self.pos += 1
        return st


def _table_result(st: HandState, a_side: int) -> dict[str, Any]:
    res: dict[str, Any] = {"a_side": a_side, "annulled": st.annulled,
                           "actions": history_digest(st.history)}
    if not st.annulled:
        gp = st.game_points()
        res["gp_a"], res["gp_b"] = gp[a_side], gp[a_side ^ 1]
    return res


def candidate_deal(job: tuple[dict[str, Any], str, str, str, int, int, str]
                   ) -> tuple[int, bool, float, list[dict[str, Any]]]:
    """(deal index, some decision differed, the candidate's edge, its tables)."""
    deal, candidate, against, rules_text, seed, samples, check = job
    rules = parse_rules_spec(rules_text)
    idx = deal["deal"]
    dealer = idx % 4
    differed = False
    tables = []
    for t in deal["tables"]:
        a_side = t["a_side"]
        specs = [candidate if side_of(s) == a_side else against for s in range(4)]
        plate: dict[int, str | None] = {s: base_level(sp) for s, sp in enumerate(specs)}
        players = [make_variant(specs[s], player_seed(seed, idx, a_side, s), plate)
                   for s in range(4)]
        for p in players:
            if isinstance(p, SearchPlayer):
                p.samples = samples
        st = HandState(rules, dealer, deal_hands(deal["deal_number"], dealer,
                                                 step_of(rules.direction)))
        walk = Walk(t["play"], players, a_side, check)
        st = walk.play(st)
        differed = differed or walk.live
        tables.append(_table_result(st, a_side) if walk.live else t)
    return idx, differed, deal_edge({"tables": tables}) if differed else deal_edge(deal), tables


def report(base: Sequence[dict[str, Any]], cand: dict[int, tuple[bool, float]]
           ) -> dict[str, Any]:
    """The paired difference and the two runs' own intervals."""
    be = [deal_edge(d) for d in base]
    ce = [cand[d["deal"]][1] for d in base]
    diffs = [c - b for b, c in zip(be, ce, strict=True)]
    n = len(base)
    bm, bh = mean_ci(be)
    cm, ch = mean_ci(ce)
    dm, dh = mean_ci(diffs)
    indep = math.sqrt(bh * bh + ch * ch)

    def r(x: float) -> float | None:
        return round(x, 4) if math.isfinite(x) else None
    return {"deals": n, "differ": sum(1 for d in base if cand[d["deal"]][0]),
            "differ_share": r(sum(1 for d in base if cand[d["deal"]][0]) / n) if n else None,
            "difference": r(dm), "difference_ci95": [r(dm - dh), r(dm + dh)],
            "difference_ci95_half": r(dh),
            "baseline_edge": r(bm), "baseline_ci95_half": r(bh),
            "candidate_edge": r(cm), "candidate_ci95_half": r(ch),
            "independent_ci95_half": r(indep),
            "narrower_by": r(indep / dh) if dh > 0 else None}


def run_paired(baseline: str, candidate: str, against: str, hands: int, seed: int,
               rules: str, samples: int, jobs: int = 1, check: str = "auction",
               base_log: str | None = None, progress: bool = True) -> dict[str, Any]:
    if check not in CHECKS:
        raise ValueError(f"--check is one of {', '.join(CHECKS)}, not {check!r}")
    if samples < 1:
        raise ValueError("--samples must be at least 1: the tuning mode needs every seat "
                         "deterministic")
    for spec in (baseline, candidate, against):
        if spec.startswith("bhoos:"):
            raise ValueError("a Bhoos bot is deterministic only as a local copy with a fixed "
                             "iteration count; the paired command takes the levels")
        make_variant(spec)
    if base_level(baseline) != base_level(candidate):
        raise ValueError("the candidate must be a variant of the baseline's level "
                         f"({base_level(baseline)}), so that the seeds are the same")
    t0 = time.time()
    log = base_log or f"paired-base-{base_level(baseline)}-{seed}-{hands}.jsonl"
    base: list[dict[str, Any]] | None = None
    if os.path.exists(log):
        base = read_log(log)
        head = base[0] if base else {}
        if (len(base) != hands or head.get("a") != baseline or head.get("b") != against
                or head.get("rules") != rules):
            raise ValueError(f"{log} holds another run: remove it or name another --base-log")
    else:
        run_arena(baseline, against, hands, seed, rules, jobs, samples=samples,
                  log_path=log, progress=progress)
        base = read_log(log)
    t1 = time.time()
    work = [(d, candidate, against, rules, seed, samples, check) for d in base]
    cand: dict[int, tuple[bool, float]] = {}
    if jobs > 1:
        import multiprocessing as mp
        with mp.Pool(jobs) as pool:
            for k, (i, dif, e, _t) in enumerate(pool.imap_unordered(candidate_deal, work), 1):
                cand[i] = (dif, e)
                _progress(k, len(work), t1, cand, progress)
    else:
        for k, job in enumerate(work, 1):
            i, dif, e, _t = candidate_deal(job)
            cand[i] = (dif, e)
            _progress(k, len(work), t1, cand, progress)
    out = report(base, cand)
    out.update({"baseline": baseline, "candidate": candidate, "against": against,
                "hands": hands, "seed": seed, "rules": rules, "samples": samples,
                "check": check, "base_log": log, "baseline_seconds": round(t1 - t0, 1),
                "candidate_seconds": round(time.time() - t1, 1)})
    return out


def _progress(k: int, n: int, t0: float, cand: dict[int, tuple[bool, float]],
              on: bool) -> None:
    if on and (k == n or k % 10 == 0):
        differ = sum(1 for d, _ in cand.values() if d)
        print(f"paired: {k}/{n} deals walked, {differ} differ, {time.time() - t0:.0f} s",
              file=sys.stderr, flush=True)


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--baseline", required=True, metavar="SPEC",
                    help="the baseline: a level, or level:setting=value[:...]")
    ap.add_argument("--candidate", required=True, metavar="SPEC",
                    help="the candidate: a variant of the baseline's level")
    ap.add_argument("--against", required=True, metavar="SPEC", help="the opponents' level")
    ap.add_argument("--hands", type=int, default=100, metavar="N")
    ap.add_argument("--seed", type=int, default=1, metavar="S")
    ap.add_argument("--rules", default="standard", metavar="PRESET")
    ap.add_argument("--samples", type=int, required=True, metavar="K",
                    help="samples per decision of the search levels (every seat deterministic)")
    ap.add_argument("--jobs", type=int, default=1, metavar="J")
    ap.add_argument("--check", default="auction", choices=CHECKS,
                    help="which decisions of the candidate are compared (default auction)")
    ap.add_argument("--base-log", default=None, metavar="FILE",
                    help="the baseline's arena log: written, or reused if it holds this run")


def run(args: argparse.Namespace) -> int:
    try:
        res = run_paired(args.baseline.lower(), args.candidate.lower(), args.against.lower(),
                         args.hands, args.seed, args.rules, args.samples, max(1, args.jobs),
                         args.check, args.base_log)
    except ValueError as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    print(json.dumps(res))
    return 0
