"""Headless commands: ``replay``, ``bench``, ``arena``, ``arena-split`` and ``arena-play``.

    python -m twentynine_desktop.cli replay FILE     (FILE "-" reads standard input)
    python -m twentynine_desktop.cli bench [--hands N] [--seed S]
    python -m twentynine_desktop.cli arena --a LEVEL --b LEVEL --hands N --seed S [--log LOG]
    python -m twentynine_desktop.cli arena-split LOG [--against LOG]
    python -m twentynine_desktop.cli arena-play LOG [--calibrate N]
"""

from __future__ import annotations

import argparse
import json
import sys


def cmd_replay(args: argparse.Namespace) -> int:
    from .engine.record import replay_text
    try:  # bytes: replay_text decodes UTF-8 itself and skips a byte-order mark
        if args.file == "-":
            stdin = getattr(sys.stdin, "buffer", sys.stdin)
            text = stdin.read()
        else:
            with open(args.file, "rb") as fh:
                text = fh.read()
    except OSError as exc:
        out, code = {"error": {"index": None, "message": f"cannot read {args.file}: {exc}"}}, 2
    else:
        out, code = replay_text(text)
    print(json.dumps(out))
    return code


def cmd_bench(args: argparse.Namespace) -> int:
    from .engine.bench import run_bench
    from .engine.rules import RuleError
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
    from .ai.arena import main_arena
    return main_arena(args)


def cmd_arena_split(args: argparse.Namespace) -> int:
    from .ai.arena_split import run
    return run(args)


def cmd_arena_play(args: argparse.Namespace) -> int:
    from .ai.arena_play import run
    return run(args)


def build_parser() -> argparse.ArgumentParser:
    from .ai import LEVELS
    from .engine.rules import PRESETS
    level_names = ", ".join(("random",) + tuple(LEVELS))
    preset_names = ", ".join(PRESETS)
    p = argparse.ArgumentParser(prog="python -m twentynine_desktop.cli")
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("replay", help="check a hand record and print its outcome as JSON")
    r.add_argument("file")
    r.set_defaults(func=cmd_replay)
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
    from .ai.arena_split import add_arguments
    sp = sub.add_parser("arena-split", help="where an arena's edge comes from, from its --log",
                        description="Where an arena's edge comes from, read from its --log: "
                                    "the edge by what happened at the two tables of each deal, "
                                    "side A's auction decisions against the same cards at the "
                                    "other table, and with --against the paired difference "
                                    "of two logs of the same deals.  One JSON object.")
    add_arguments(sp)
    sp.set_defaults(func=cmd_arena_split)
    from .ai.arena_play import add_arguments as add_play_arguments
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
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
