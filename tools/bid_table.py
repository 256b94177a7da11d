"""The bid table shipped with the game, built from the solved deals and the calibration:
``python -m tools bid-table DATA --calibration FIT --out resources/ai/bid_table.txt``.

For every class of four-card hands and every trump it can name, the chance to make each
bid from the lowest to the highest: the calibrated chance P(make | solved value - bid,
place) (``calibrate.py``) averaged over the class's solved deals (``solved_deals.py``)
and the four places of the bidder after the leader (a bidder knows its place, but the
few deals per class cannot tell the places apart yet).

The file is text, one line per class: the class key (its four rank sets, as in
``hand_classes.py``) and for each trump ``suit:chances``, one character a bid
(``0-9A-Za-z``: 0 to 61 sixty-firsts).  A header line gives the rules, the lowest bid
and where it came from.  ``twentynine_desktop/ai/bid_table.py`` reads it.
"""

from __future__ import annotations

import argparse
import json
import math
import os
from collections.abc import Sequence

from .arena import parse_rules_spec
from .hand_classes import classes, trumps_of
from .solved_deals import Values, read_data

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
TOP = len(ALPHABET) - 1


def made_chance(coef: Sequence[float], margin: int, place: int) -> float:
    z = coef[0] + coef[1] * margin + (coef[1 + place] if place else 0.0)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def class_chances(deals: Sequence[Values], ti: int, bids: Sequence[int],
                  coef: Sequence[float]) -> list[float]:
    out = []
    for b in bids:
        ps = [made_chance(coef, v[place][ti] - b, place) for v in deals for place in range(4)]
        out.append(sum(ps) / len(ps))
    return out


def build(data_dir: str, coef: Sequence[float]) -> str:
    with open(os.path.join(data_dir, "meta.json"), encoding="utf-8") as fh:
        meta = json.load(fh)
    rules = parse_rules_spec(meta["rules"])
    bids = list(range(rules.min_bid, rules.max_bid + 1))
    per: dict[int, list[Values]] = {}
    for (k, _j), v in sorted(read_data(data_dir).items()):
        per.setdefault(k, []).append(v)
    counts = [len(per.get(k, [])) for k in range(len(classes()))]
    lines = [f"# bid table v1 rules={meta['rules']} min_bid={rules.min_bid} "
             f"max_bid={rules.max_bid} seed={meta['seed']} deals={sum(counts)} "
             f"fewest={min(counts)} coef={','.join(f'{c:.4f}' for c in coef)}"]
    for k, key in enumerate(classes()):
        deals = per.get(k)
        if not deals:
            continue   # a class without data: the player falls back to its search
        cells = []
        for ti, suit in enumerate(trumps_of(key)):
            ch = class_chances(deals, ti, bids, coef)
            cells.append(f"{suit}:" + "".join(ALPHABET[round(p * TOP)] for p in ch))
        lines.append(",".join(str(m) for m in key) + " " + " ".join(cells))
    return "\n".join(lines) + "\n"


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("data", help="a solved-deals folder")
    ap.add_argument("--calibration", required=True, metavar="FILE",
                    help="the JSON written by calibrate --out")
    ap.add_argument("--out", required=True, metavar="FILE", help="the table to write")


def run(args: argparse.Namespace) -> int:
    try:
        with open(args.calibration, encoding="utf-8") as fh:
            coef = json.load(fh)["coef"]
        text = build(args.data, coef)
    except (OSError, ValueError, KeyError) as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(json.dumps({"out": args.out, "classes": text.count("\n") - 1,
                      "bytes": len(text.encode())}))
    return 0
