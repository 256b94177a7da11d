"""The headless command of the installed game: ``replay``.

    python -m twentynine_desktop.cli replay FILE     (FILE "-" reads standard input)

The measurement commands (``arena``, ``arena-split``, ``arena-play``, ``bench``,
``solver-bench``) are not part of the installed game: they live in the source
checkout as ``python -m tools <command>``.  Asked for here, they print one line that
says so and exit with code 2.
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


# The lab's commands: they live in the source checkout (the top-level ``tools/``
# package), not in the installed game
MOVED = ("arena", "arena-split", "arena-play", "bench", "solver-bench", "rating-cost",
         "solved-deals", "paired", "calibrate", "bid-table")


def moved_line(cmd: str) -> str:
    """The one line printed for a lab command asked of the installed game."""
    return (f"'{cmd}' is not part of the installed game: it lives in the source checkout, "
            f"run it there as python -m tools {cmd}")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m twentynine_desktop.cli",
        epilog="The measurement commands (" + ", ".join(MOVED) + ") live in the source "
               "checkout: python -m tools COMMAND.")
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("replay", help="check a hand record and print its outcome as JSON")
    r.add_argument("file")
    r.set_defaults(func=cmd_replay)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in MOVED:
        print(moved_line(argv[0]), file=sys.stderr)
        return 2
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
