"""Where an arena's edge comes from, read from its ``--log`` (one JSON line per deal).

    python -m tools arena-split run.jsonl [--against before.jsonl]

Every deal of a duplicate arena is played at two tables with the same cards, so the
other table says what the other side did with the same cards.  Three reports:

- ``split``: the edge by what happened at the two tables (the same contract, the same
  declarer at different bids, the same side declaring from another seat, different
  sides declaring, an annulled table), each with its deals and share of the edge; for
  the deals played in the same contract, each side's contracts made, its card points
  as the declaring side and how those fell about the bid (``margins``: card points
  minus the bid, held to +-8): the same make rate with more points means the points
  were won where they did not change the result;
- ``decisions``: side A's last auction decision of each seat (bid or pass, the lowest
  bid it faced, the first call of the auction or a later one, its estimated chance in
  bins), with the game points of A's cards at that table and of the same cards in B's
  hands at the other table.  A decision whose value is low only because its hands are
  weak shows the same low value at the other table: the difference, not the value, is
  what the decision is worth;
- ``paired`` (with ``--against``): the difference of two logs of the same deals, deal
  by deal, with its 95% interval (two players on the same seed).
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Iterable, Sequence
from typing import Any

from .arena import mean_ci

Deal = dict[str, Any]
MARGIN_CAP = 8  # the same-contract margins (declarer's card points minus the bid) held to +-8


def read_log(path: str) -> list[Deal]:
    """The deals of an arena log; a line that is not a deal is an error naming it."""
    deals = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                d = json.loads(line)
                if len(d["tables"]) != 2:
                    raise ValueError("a deal has two tables")
            except (ValueError, KeyError, TypeError) as exc:
                raise ValueError(f"{path}, line {n}: not an arena deal ({exc})") from None
            deals.append(d)
    return deals


def deal_edge(deal: Deal) -> float:
    """Side A's game points minus B's over the deal's tables, per table (annulled
    tables count 0), as the arena's edge counts them."""
    total: float = sum(t["gp_a"] - t["gp_b"] for t in deal["tables"] if not t["annulled"])
    return total / 2.0


def kind_of(deal: Deal) -> str:
    """What happened at the two tables, in one of six words."""
    t1, t2 = deal["tables"]
    if t1["annulled"] or t2["annulled"]:
        return "annulled"
    if t1["bidder"] == t2["bidder"]:
        if t1["bid"] == t2["bid"]:
            return "same contract"
        a_table = t1 if t1["bid_side"] == "a" else t2
        b_table = t2 if a_table is t1 else t1
        return "same declarer, A higher" if a_table["bid"] > b_table["bid"] else \
            "same declarer, B higher"
    if t1["bidder"] % 2 == t2["bidder"] % 2:
        return "same side, other seat"
    return "different sides"


def _half(half: float) -> float | None:
    """A half-width for JSON: None where it is unknown (fewer than two deals)."""
    return round(half, 4) if math.isfinite(half) else None


def split(deals: Sequence[Deal]) -> dict[str, Any]:
    n = len(deals)
    out: dict[str, dict[str, float]] = {}
    for d in deals:
        k = kind_of(d)
        e = out.setdefault(k, {"deals": 0, "edge_share": 0.0, "per_deal": 0.0})
        e["deals"] += 1
        e["edge_share"] += deal_edge(d) / n
    for e in out.values():
        e["per_deal"] = round(e["edge_share"] * n / e["deals"], 4)
        e["edge_share"] = round(e["edge_share"], 4)
    edge, half = mean_ci([deal_edge(d) for d in deals])
    same = {"a": [0, 0, 0], "b": [0, 0, 0]}  # contracts, made, declarer's card points
    margins: dict[str, dict[int, int]] = {"a": {}, "b": {}}
    for d in deals:
        if kind_of(d) != "same contract":
            continue
        for t in d["tables"]:
            s = same[t["bid_side"]]
            pts = t["pts_a"] if t["bid_side"] == "a" else t["pts_b"]
            s[0] += 1
            s[1] += 1 if t["made"] else 0
            s[2] += pts
            m = max(-MARGIN_CAP, min(MARGIN_CAP, pts - t["bid"]))
            margins[t["bid_side"]][m] = margins[t["bid_side"]].get(m, 0) + 1
    return {
        "deals": n, "edge": round(edge, 4), "edge_ci95_half": _half(half),
        "by_kind": dict(sorted(out.items())),
        "same_contract": {side: {"contracts": c, "made": m,
                                 "declarer_points": round(p / c, 2) if c else None,
                                 "margins": dict(sorted(margins[side].items()))}
                          for side, (c, m, p) in same.items()},
    }


def decisions(deals: Iterable[Deal], width: float = 0.1) -> list[dict[str, Any]]:
    """Side A's last auction decision of each of its seats at every table, grouped by
    (call, lowest bid, first or later call, estimate bin): how many, the mean game
    points of A's cards at that table, of the same cards at the other table (held by
    B), and the difference."""
    groups: dict[tuple[str, int, str, float], list[float]] = {}
    others: dict[tuple[str, int, str, float], list[float]] = {}
    for d in deals:
        ts = d["tables"]
        if any(t["annulled"] for t in ts):
            continue
        for j, t in enumerate(ts):
            o = ts[1 - j]
            last: dict[int, tuple[int, list[Any]]] = {}
            for i, x in enumerate(t["auction"]):
                if x[0] % 2 == t["a_side"] and x[3] is not None:
                    last[x[0]] = (i, x)
            for i, x in last.values():
                lo = math.floor(x[3][1] / width + 1e-9) * width
                key = (x[1], x[3][0], "first" if i == 0 else "later", round(lo, 3))
                groups.setdefault(key, []).append(t["gp_a"] - t["gp_b"])
                others.setdefault(key, []).append(o["gp_b"] - o["gp_a"])
    rows = []
    for key in sorted(groups):
        here, there = groups[key], others[key]
        n = len(here)
        rows.append({"call": key[0], "lowest_bid": key[1], "when": key[2],
                     "estimate_from": key[3], "n": n,
                     "value": round(sum(here) / n, 3),
                     "same_cards_other_table": round(sum(there) / n, 3),
                     "difference": round((sum(here) - sum(there)) / n, 3)})
    return rows


def paired(deals: Sequence[Deal], before: Sequence[Deal]) -> dict[str, Any]:
    """Deal by deal, the edge of ``deals`` minus that of ``before`` (the same deals)."""
    old = {d["deal_number"]: deal_edge(d) for d in before}
    diffs = [deal_edge(d) - old[d["deal_number"]] for d in deals if d["deal_number"] in old]
    m, half = mean_ci(diffs)
    return {"deals": len(diffs), "difference": round(m, 4), "ci95_half": _half(half)}


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("log", help="an arena --log file")
    ap.add_argument("--against", metavar="LOG", default=None,
                    help="the log of another player on the same deals: their paired difference")
    ap.add_argument("--width", type=float, default=0.1,
                    help="width of the estimate bins of the decisions (default 0.1)")


def run(args: argparse.Namespace) -> int:
    try:
        deals = read_log(args.log)
        before = read_log(args.against) if args.against else None
    except (OSError, ValueError) as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    out: dict[str, Any] = {"split": split(deals), "decisions": decisions(deals, args.width)}
    if before is not None:
        out["paired"] = paired(deals, before)
    print(json.dumps(out, indent=1))
    return 0

