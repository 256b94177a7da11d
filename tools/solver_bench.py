"""Timing of the endgame solver, both backends: ``python -m tools solver-bench``.

Positions are reached by easy (or random) play of random deals under a rules preset,
stopped when ``left`` tricks are left (some mid-trick), and solved with the contract's
trump in the open for the rest of the hand (as a caller that samples deals with the
trump known would; the position need not be one where the trump was already revealed).
For each count of tricks left (3..8 by default) it prints the mean, 95th percentile and
largest solve time of each backend, in milliseconds, and the mean number of cards
tried.  It is a measurement, not a test: run it on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai import solver as solver_mod
from twentynine_desktop.ai.solver import EndgameSolver
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import RuleError, preset
from twentynine_desktop.engine.view import player_view

Position = tuple[list[int], int, list[tuple[int, int]], int, int, int, int, bool, int]


def positions(rules_name: str, left: int, count: int, seed: int, play: str) -> list[Position]:
    """``count`` positions with ``left`` tricks left: (hands, leader, trick, left, trump,
    bidding side, step, must_trump, last_bonus)."""
    rules = preset(rules_name)
    step = 1 if rules.direction == "clockwise" else 3
    rng = random.Random(seed * 1000 + left)
    out: list[Position] = []
    d = 0
    while len(out) < count and d < 50 * count:
        d += 1
        dealer = d % 4
        st = HandState(rules, dealer, deal_hands(seed * 100003 + left * 1009 + d, dealer, step))
        players = [make_player("easy", s) for s in range(4)]
        stop_at = rng.randrange(3) if left < 8 else 0  # cards into the trick
        while st.phase != Phase.DONE:
            if (st.phase == Phase.PLAY and 9 - st.trick_no == left and len(st.trick) == stop_at):
                break
            ta = st.to_act
            assert ta is not None  # the hand is on
            seat = ta - 4 if ta >= 4 else ta
            if st.phase == Phase.PLAY and play == "random":
                st.apply(rng.choice(st.legal_actions()))
            else:
                act = players[seat].decide(player_view(st, seat))
                assert act is not None  # the seat to act decides
                st.apply(act)
        if (st.phase != Phase.PLAY or st.single is not None or st.no_trumps or st.trump is None
                or st.bidder is None):
            continue
        hands = list(st.held)
        if st.withheld is not None:  # the face-down trump: back in the bidder's hand
            hands[st.bidder] |= 1 << st.withheld
        out.append((hands, st.leader, list(st.trick), left, st.trump, st.bidder & 1, st.step,
                    bool(rules.void_must_trump), 1 if rules.last_trick_point else 0))
    return out


def time_backend(pos: Sequence[Position], backend: str) -> tuple[list[float], list[int]]:
    times, nodes = [], []
    if pos and backend == "c":  # warm up: its table is allocated at the first solve
        hands, leader, trick, left, trump, side, step, must, bonus = pos[0]
        EndgameSolver(trump, side, step, must, bonus, backend=backend).value(
            hands, leader, trick, left)
    for hands, leader, trick, left, trump, side, step, must, bonus in pos:
        s = EndgameSolver(trump, side, step, must, bonus, backend=backend)
        t0 = time.perf_counter()
        s.value(hands, leader, trick, left)
        times.append((time.perf_counter() - t0) * 1000.0)
        c = solver_mod._csolver
        nodes.append(c.nodes() if backend == "c" and c is not None else s.nodes)
    return times, nodes


def summary(times: list[float], nodes: list[int]) -> dict[str, float]:
    t = sorted(times)
    p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
    return {"n": len(t), "mean_ms": round(statistics.fmean(t), 3), "p95_ms": round(p95, 3),
            "max_ms": round(t[-1], 3), "mean_nodes": round(statistics.fmean(nodes))}


DESCRIPTION = __doc__.split("\n\n")[0] if __doc__ else None


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``python -m tools solver-bench``."""
    p.add_argument("--min-left", type=int, default=3, help="fewest tricks left (default 3)")
    p.add_argument("--max-left", type=int, default=8, help="most tricks left (default 8)")
    p.add_argument("--positions", type=int, default=200,
                   help="positions per count of tricks left for the compiled solver (default 200)")
    p.add_argument("--python-positions", type=int, default=20,
                   help="of those, how many the Python solver also solves (default 20)")
    p.add_argument("--python-max-left", type=int, default=7,
                   help="most tricks left given to the Python solver (default 7; a whole "
                        "hand takes it seconds)")
    p.add_argument("--play", choices=("easy", "random"), default="easy",
                   help="how the positions are reached (default easy)")
    p.add_argument("--rules", default="standard", help="rules preset (default standard)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="one JSON object instead of a table")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools solver-bench", description=DESCRIPTION)
    add_arguments(p)
    return run(p.parse_args(argv))


def run(args: argparse.Namespace) -> int:
    if not 1 <= args.min_left <= args.max_left <= 8:
        print("solver_bench: tricks left must satisfy 1 <= --min-left <= --max-left <= 8",
              file=sys.stderr)
        return 2
    if args.positions < 1 or args.python_positions < 0:
        print("solver_bench: --positions must be at least 1 and --python-positions at least 0",
              file=sys.stderr)
        return 2
    try:
        preset(args.rules)
    except RuleError as exc:
        print(f"solver_bench: {exc}", file=sys.stderr)
        return 2
    compiled = solver_mod._csolver is not None
    rows = []
    for left in range(args.min_left, args.max_left + 1):
        pos = positions(args.rules, left, args.positions, args.seed, args.play)
        row: dict[str, object] = {"left": left}
        if compiled:
            row["c"] = summary(*time_backend(pos, "c"))
        if args.python_positions and left <= args.python_max_left:
            row["python"] = summary(*time_backend(pos[:args.python_positions], "python"))
        rows.append(row)
        if not args.json:
            _print_row(row, first=len(rows) == 1, compiled=compiled)
    if args.json:
        print(json.dumps({"backend": solver_mod.BACKEND, "rules": args.rules,
                          "play": args.play, "rows": rows}))
    return 0


def _print_row(row: dict[str, object], first: bool, compiled: bool) -> None:
    if first:
        if not compiled:
            print("(the compiled solver is not built or TWENTYNINE_PURE_PYTHON is set: "
                  "Python only)")
        print(f"{'left':>4} {'backend':>7} {'n':>5} {'mean ms':>9} {'p95 ms':>9} "
              f"{'max ms':>9} {'nodes':>9}")
    for backend in ("c", "python"):
        s = row.get(backend)
        if isinstance(s, dict):
            print(f"{row['left']:>4} {backend:>7} {s['n']:>5} {s['mean_ms']:>9.3f} "
                  f"{s['p95_ms']:>9.3f} {s['max_ms']:>9.3f} {s['mean_nodes']:>9}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
