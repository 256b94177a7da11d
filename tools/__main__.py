"""The lab's commands, run from the source checkout: ``python -m tools <command>``.

    python -m tools arena --a LEVEL --b LEVEL --hands N --seed S [--log LOG] [--samples K]
    python -m tools arena-split LOG [--against LOG]
    python -m tools arena-play LOG [--calibrate N]
    python -m tools bench [--hands N] [--seed S] [--rules PRESET]
    python -m tools solver-bench [--min-left N] [--max-left N] [--json]
    python -m tools rating-cost [--hands N] [--seed S] [--levels N,E,W] [--person LEVEL]
    python -m tools paired --baseline SPEC --candidate SPEC --against SPEC --samples K
    python -m tools calibrate LOG [LOG...] [--svg FILE] [--png FILE] [--out FILE]
    python -m tools bid-table DATA --calibration FIT --out FILE
    python -m tools solved-deals OUT [--deals N] [--extra M] [--jobs J] [--seed S]

Each command prints what it always printed (one JSON object, or the solver bench's
table); bad input gives one clear line and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys

# the commands, in the order ``--help`` lists them
COMMANDS = ("arena", "arena-split", "arena-play", "bench", "solver-bench", "rating-cost",
            "solved-deals", "paired", "calibrate", "bid-table")


def cmd_bench(args: argparse.Namespace) -> int:
    from twentynine_desktop.engine.rules import RuleError

    from .bench import run_bench
    if args.hands < 1:
        print(json.dumps({"error": f"the number of hands must be at least 1, not {args.hands}"}))
        return 2
    try:
        res = run_bench(args.hands, args.seed, args.rules)
    except RuleError as exc:  # an unknown preset: one line, no traceback
        print(json.dumps({"error": str(exc)}))
        return 2
    print(json.dumps(res))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from .arena import main_arena
    return main_arena(args)


def cmd_arena_split(args: argparse.Namespace) -> int:
    from .arena_split import run
    return run(args)


def cmd_arena_play(args: argparse.Namespace) -> int:
    from .arena_play import run
    return run(args)


def cmd_solver_bench(args: argparse.Namespace) -> int:
    from .solver_bench import run
    return run(args)


def cmd_rating_cost(args: argparse.Namespace) -> int:
    from .rating_cost import run
    return run(args)


def cmd_solved_deals(args: argparse.Namespace) -> int:
    from .solved_deals import run
    return run(args)


def cmd_paired(args: argparse.Namespace) -> int:
    from .paired import run
    return run(args)


def cmd_calibrate(args: argparse.Namespace) -> int:
    from .calibrate import run
    return run(args)


def cmd_bid_table(args: argparse.Namespace) -> int:
    from .bid_table import run
    return run(args)


def build_parser() -> argparse.ArgumentParser:
    from twentynine_desktop.ai import LEVELS
    from twentynine_desktop.engine.rules import PRESETS
    level_names = ", ".join(("random",) + tuple(LEVELS))
    preset_names = ", ".join(PRESETS)
    p = argparse.ArgumentParser(prog="python -m tools",
                                description="The lab's measurement commands (source checkout "
                                            "only; not part of the installed game).")
    sub = p.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("arena", help="duplicate match between two computer levels",
                       description="Duplicate match between two computer levels: every deal "
                                   "is played twice, with the sides swapped.  One JSON object "
                                   "goes to standard output, progress to standard error.")
    a.add_argument("--a", required=True, metavar="LEVEL",
                   help=f"level of side A: {level_names}")
    a.add_argument("--b", required=True, metavar="LEVEL",
                   help=f"level of side B: {level_names}")
    a.add_argument("--hands", type=int, default=100, metavar="N",
                   help="how many deals (each played at two tables; default 100)")
    a.add_argument("--seed", type=int, default=1, metavar="S",
                   help="seed of the deals and the players (the same seed plays the same "
                        "deals; default 1)")
    a.add_argument("--rules", default="standard", metavar="PRESET",
                   help=f"the rules preset: {preset_names} (default standard)")
    a.add_argument("--jobs", type=int, default=1, metavar="J",
                   help="worker processes playing deals in parallel (default 1; with a Bhoos "
                        "bot side, at most one per bot address: bhoos:URL1,URL2)")
    a.add_argument("--budget-ms", type=int, default=None, dest="budget_ms", metavar="MS",
                   help="thinking time per decision in milliseconds for the normal and hard "
                        "levels (default: each level's own)")
    a.add_argument("--hand-budget-ms", type=int, default=None, dest="hand_budget_ms",
                   metavar="MS",
                   help="a time bank per seat per hand for the normal and hard levels, in "
                        "milliseconds (the Bhoos bots get 1500): each decision takes a share "
                        "of what is left (default: no bank, a budget per decision)")
    a.add_argument("--log", default=None, metavar="FILE",
                   help="write every deal's two tables (auction, contract, result) to FILE, "
                        "one JSON line per deal")
    a.add_argument("--samples", type=int, default=None, metavar="K",
                   help="the normal and hard levels use K samples per decision instead of a "
                        "time budget, so that the play (and its decision_digest) is the same "
                        "on every run (default: a time budget)")
    a.set_defaults(func=cmd_arena)
    from .arena_split import add_arguments
    sp = sub.add_parser("arena-split", help="where an arena's edge comes from, from its --log",
                        description="Where an arena's edge comes from, read from its --log: "
                                    "the edge by what happened at the two tables of each deal, "
                                    "side A's auction decisions against the same cards at the "
                                    "other table, and with --against the paired difference "
                                    "of two logs of the same deals.  One JSON object.")
    add_arguments(sp)
    sp.set_defaults(func=cmd_arena_split)
    from .arena_play import add_arguments as add_play_arguments
    pp = sub.add_parser("arena-play", help="how well each side played its cards, from an "
                                           "arena --log",
                        description="How well each side of an arena played its cards, read "
                                    "from its --log: each card judged double dummy on the "
                                    "real deal (the card points it gave away, the contracts "
                                    "it turned), and with --calibrate the chances a search "
                                    "player's guesses give, against the real deals.  One "
                                    "JSON object.")
    add_play_arguments(pp)
    pp.set_defaults(func=cmd_arena_play)
    b = sub.add_parser("bench", help="random-playout speed in full hands per second",
                       description="Play random legal hands to the end on one core and print "
                                   "their speed as one JSON object.")
    b.add_argument("--hands", type=int, default=5000, metavar="N",
                   help="how many hands to play (default 5000)")
    b.add_argument("--seed", type=int, default=1, metavar="S",
                   help="seed of the random deals and actions (default 1)")
    b.add_argument("--rules", default="standard", metavar="PRESET",
                   help=f"the rules preset: {preset_names} (default standard)")
    b.set_defaults(func=cmd_bench)
    from .solver_bench import DESCRIPTION
    from .solver_bench import add_arguments as add_solver_arguments
    sb = sub.add_parser("solver-bench", help="endgame solver times, compiled and Python",
                        description=DESCRIPTION)
    add_solver_arguments(sb)
    sb.set_defaults(func=cmd_solver_bench)
    from .rating_cost import DESCRIPTION as RATING_DESCRIPTION
    from .rating_cost import add_arguments as add_rating_arguments
    rc = sub.add_parser("rating-cost", help="time the duplicate rating of one match",
                        description=RATING_DESCRIPTION)
    add_rating_arguments(rc)
    rc.set_defaults(func=cmd_rating_cost)
    from .solved_deals import add_arguments as add_solved_arguments
    sd = sub.add_parser("solved-deals", help="the offline data set of solved deals",
                        description="Solve random deals around every class of four-card "
                                    "hands, double dummy, for every trump and place after "
                                    "the leader; chunked, resumable, on --jobs processes.")
    add_solved_arguments(sd)
    sd.set_defaults(func=cmd_solved_deals)
    from .paired import add_arguments as add_paired_arguments
    pa = sub.add_parser("paired", help="a candidate against a baseline on the same deals",
                        description="The tuning mode: a candidate variant against its "
                                    "baseline on the same deals, every seat deterministic "
                                    "(--samples); only the deals where a decision differs "
                                    "are played again.  One JSON object.")
    add_paired_arguments(pa)
    pa.set_defaults(func=cmd_paired)
    from .calibrate import add_arguments as add_calibrate_arguments
    ca = sub.add_parser("calibrate", help="P(make) against the solved value, on played hands",
                        description="Fit the chance to make a contract as a logistic function "
                                    "of its solved value minus the bid and the declarer's "
                                    "place, on the contracts of arena logs; a fifth held out "
                                    "for the Brier score and the reliability diagram.")
    add_calibrate_arguments(ca)
    ca.set_defaults(func=cmd_calibrate)
    from .bid_table import add_arguments as add_table_arguments
    bt = sub.add_parser("bid-table", help="the shipped bid table, from solved deals and a fit",
                        description="Build the bid table (the chance to make each bid with "
                                    "each trump, per class of four-card hands) from a "
                                    "solved-deals folder and a calibrate --out fit.")
    add_table_arguments(bt)
    bt.set_defaults(func=cmd_bid_table)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
