"""Calibration of the chance to make a bid on hands really played: ``python -m tools
calibrate LOG [LOG...]``.

Every contract of an arena ``--log`` (both tables of every deal, a single hand left
out) is solved double dummy on its real deal: the declaring side's card points with
best play on all sides and the contract's trump in the open from the first trick (the
solved value, as ``solved_deals.py`` computes it for the data set).  A logistic model
is fitted to whether the contract was made:

    P(make) = 1 / (1 + exp(-(a + b * (value - bid) + c[place])))

where ``place`` is the declarer's place after the opening leader (0 leads; place 0 is
the reference).  Double-dummy values are biased (the defenders see the hidden trump
from the first trick; a real declarer sometimes does better), and the fit is what
corrects for that.  A fifth of the deals (those whose index is 0 modulo 5, both tables)
is held out (``--hold-out K``: K fifths, the indices below K modulo 5, so that the
held-out deciles can reach the hands the criterion needs): the Brier score and the reliability diagram (predicted against observed,
per decile of the predicted chance) are on them.  ``--svg``/``--png`` draw the diagram;
``--out`` writes the fitted coefficients as JSON (the bid model reads them).
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from typing import Any

from twentynine_desktop.ai.solver import EndgameSolver
from twentynine_desktop.engine.actions import action_from_record
from twentynine_desktop.engine.cards import step_of
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.hand import HandState

from .arena import parse_rules_spec
from .arena_split import read_log
from .picture import reliability_png, reliability_svg

Row = dict[str, Any]   # one played contract: value, bid, place, made, held_out, level


def place_of(bidder: int, leader: int, step: int) -> int:
    """The bidder's place after the opening leader in the direction of play."""
    return next(q for q in range(4) if (leader + q * step) % 4 == bidder)


def contract_row(deal: dict[str, Any], table: dict[str, Any], rules_text: str,
                 hold_out: int = 1) -> Row | None:
    """The solved value and the result of one table's contract, or None (annulled, a
    single hand, or no contract)."""
    if table.get("annulled") or table.get("trump") is None or "play" not in table:
        return None
    rules = parse_rules_spec(rules_text)
    step = step_of(rules.direction)
    dealer = deal["deal"] % 4
    st = HandState(rules, dealer, deal_hands(deal["deal_number"], dealer, step))
    for item in table["play"]:
        if st.phase == Phase.PLAY:
            break
        st.apply(action_from_record(item))
    if st.phase != Phase.PLAY or st.bidder is None or st.trump is None or st.bid is None:
        return None
    hands = list(st.held)
    if st.withheld is not None:   # the face-down trump: back in the bidder's hand
        hands[st.bidder] |= 1 << st.withheld
    solver = EndgameSolver(st.trump, st.bidder & 1, step, bool(rules.void_must_trump),
                           1 if rules.last_trick_point else 0, backend="c")
    value = solver.value(hands, st.leader, list(st.trick), 9 - st.trick_no)
    side = "a" if table["bid_side"] == "a" else "b"
    return {"value": value, "bid": st.bid, "place": place_of(st.bidder, st.leader, step),
            "made": bool(table["made"]), "held_out": deal["deal"] % 5 < hold_out,
            "level": deal.get(side, side)}


def features(row: Row) -> list[float]:
    p = row["place"]
    return [1.0, float(row["value"] - row["bid"]), float(p == 1), float(p == 2), float(p == 3)]


def predict(coef: Sequence[float], row: Row) -> float:
    z = sum(c * x for c, x in zip(coef, features(row), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(rows: Sequence[Row], ridge: float = 1e-3, steps: int = 50) -> list[float]:
    """Logistic regression by Newton's method (a small ridge keeps it finite when a
    place has few hands or the data separate)."""
    k = 5
    w = [0.0] * k
    for _ in range(steps):
        g = [-ridge * x for x in w]
        h = [[ridge * (i == j) for j in range(k)] for i in range(k)]
        for r in rows:
            x = features(r)
            p = predict(w, r)
            e = (1.0 if r["made"] else 0.0) - p
            for i in range(k):
                g[i] += e * x[i]
                for j in range(k):
                    h[i][j] += p * (1 - p) * x[i] * x[j]
        step = _solve(h, g)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def reliability(pred: Sequence[float], made: Sequence[bool], bins: int = 10
                ) -> list[tuple[float, float, int]]:
    """(mean predicted, observed rate, hands) per decile of the predicted chance."""
    order = sorted(range(len(pred)), key=lambda i: pred[i])
    out = []
    for b in range(bins):
        idx = order[b * len(order) // bins:(b + 1) * len(order) // bins]
        if idx:
            out.append((sum(pred[i] for i in idx) / len(idx),
                        sum(1 for i in idx if made[i]) / len(idx), len(idx)))
    return out


def brier(pred: Sequence[float], made: Sequence[bool]) -> float:
    return sum((p - (1.0 if m else 0.0)) ** 2 for p, m in zip(pred, made, strict=True)) / len(pred)


def calibrate(rows: Sequence[Row], least: int = 100) -> dict[str, Any]:
    train = [r for r in rows if not r["held_out"]]
    test = [r for r in rows if r["held_out"]]
    coef = fit(train)
    pred = [predict(coef, r) for r in test]
    made = [bool(r["made"]) for r in test]
    base = sum(1 for r in train if r["made"]) / max(1, len(train))
    rel = reliability(pred, made) if test else []
    big = [b for b in rel if b[2] >= least]
    return {"hands": len(rows), "train": len(train), "held_out": len(test),
            "coef": [round(c, 5) for c in coef],
            "features": ["1", "value - bid", "place 1", "place 2", "place 3"],
            "brier": round(brier(pred, made), 4) if test else None,
            "brier_base_rate": round(brier([base] * len(test), made), 4) if test else None,
            "deciles": [{"predicted": round(p, 3), "observed": round(o, 3), "hands": n}
                        for p, o, n in rel],
            "deciles_with_enough_hands": len(big),
            "largest_gap": round(max((abs(p - o) for p, o, _ in rel), default=0.0), 3),
            # None: no decile has enough hands to judge
            "criterion_met": all(abs(p - o) <= 0.05 for p, o, _ in big) if big else None}


def read_rows(paths: Sequence[str], hold_out: int = 1) -> list[Row]:
    """The contracts of the logs; those of the deals whose index modulo 5 is below
    ``hold_out`` are held out (1: a fifth, 2: two fifths)."""
    if not 1 <= hold_out <= 4:
        raise ValueError("hold_out counts fifths of the deals: 1 to 4")
    rows = []
    for path in paths:
        for deal in read_log(path):
            for t in deal["tables"]:
                r = contract_row(deal, t, deal.get("rules", "standard"), hold_out)
                if r is not None:
                    r["log"] = path
                    rows.append(r)
    return rows


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("logs", nargs="+", help="arena --log files (with the play of every table)")
    ap.add_argument("--out", default=None, metavar="FILE", help="the fitted model as JSON")
    ap.add_argument("--svg", default=None, metavar="FILE", help="the reliability diagram (SVG)")
    ap.add_argument("--png", default=None, metavar="FILE", help="the same diagram (PNG, no text)")
    ap.add_argument("--least", type=int, default=100,
                    help="hands a decile needs to count for the criterion (default 100)")
    ap.add_argument("--hold-out", type=int, default=1, metavar="K",
                    help="fifths of the deals held out for the check, 1-4 (default 1)")


def run(args: argparse.Namespace) -> int:
    try:
        rows = read_rows(args.logs, args.hold_out)
    except (OSError, ValueError) as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    if not rows:
        print(json.dumps({"error": "no contract in the logs"}))
        return 2
    res = calibrate(rows, args.least)
    bins = [(d["predicted"], d["observed"], d["hands"]) for d in res["deciles"]]
    if args.svg:
        with open(args.svg, "w", encoding="utf-8") as fh:
            fh.write(reliability_svg(bins, f"P(make) on {res['held_out']} held-out hands, "
                                           f"Brier {res['brier']}", args.least))
    if args.png:
        with open(args.png, "wb") as fh:
            fh.write(reliability_png(bins, args.least))
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            json.dump({"coef": res["coef"], "features": res["features"]}, fh)
    print(json.dumps(res))
    return 0
