"""``python -m tools rating-cost``: what the duplicate rating of one match costs.

A match of ``--hands`` hands is played first (deals from ``--seed``; the person's seat,
South, played by ``--person``, the other seats at ``--levels``), then timed: every hand
replayed with Hard in South's seat exactly as the game's "How well did I play?" does
(``twentynine_desktop.ai.rating.rate_match``, its default sample counts unless
``--hard-samples`` / ``--normal-samples`` say otherwise).  One JSON object: the
seconds in all and per hand, the rating version and the figures.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai.base import Player
from twentynine_desktop.ai.rating import (
    DEFAULT_SAMPLES,
    FixedSamples,
    Samples,
    play_out,
    rate_match,
    rating_version,
)
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.record import HandRecord
from twentynine_desktop.engine.rules import RuleError

from .arena import parse_rules_spec

PERSON = 2   # South

DESCRIPTION = ("Time the duplicate rating of one match: a match is played, then every hand "
               "replayed with Hard in the person's seat as the game's 'How well did I play?' "
               "does.  One JSON object.")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--hands", type=int, default=13, metavar="N",
                   help="hands in the match to rate (default 13)")
    p.add_argument("--seed", type=int, default=1, metavar="S",
                   help="seed of the match's deals and players (default 1)")
    p.add_argument("--levels", default="normal,normal,normal", metavar="N,E,W",
                   help="the levels of North, East and West (default normal,normal,normal, the "
                        "game's default table)")
    p.add_argument("--person", default="easy", metavar="LEVEL",
                   help="who plays the person's seat (South) in the match (default easy)")
    p.add_argument("--rules", default="standard", metavar="PRESET",
                   help="the rules preset, with overrides as in arena (default standard)")
    p.add_argument("--hard-samples", default=None, metavar="A/P",
                   help="Hard's guessed deals per decision in the auction and in the play, "
                        "e.g. 256/64 (default: the game's)")
    p.add_argument("--normal-samples", default=None, metavar="A/P",
                   help="the same for Normal seats (default: the game's)")


def _counts(text: str | None, level: str) -> tuple[int, int]:
    if text is None:
        return DEFAULT_SAMPLES[level]
    a, _, p = text.partition("/")
    try:
        auction, play = int(a), int(p or a)
    except ValueError:
        raise ValueError(f"--{level}-samples takes two whole numbers, e.g. 256/64, not {text!r}") from None
    if auction < 1 or play < 1:
        raise ValueError(f"--{level}-samples must be at least 1")
    return auction, play


def _player(level: str, seed: int, table: dict[int, str | None], samples: Samples) -> Player:
    player = make_player(level, seed, table)
    if isinstance(player, SearchPlayer):
        return FixedSamples(player, *samples[level])
    return player


def play_match(hands: int, seed: int, levels: list[str | None], person: str, rules_text: str,
               samples: Samples) -> list[tuple[int, HandRecord]]:
    """``hands`` hands of seeded matches (a new one when one is over)."""
    rules = parse_rules_spec(rules_text)
    table: dict[int, str | None] = dict(enumerate(levels))
    m = Match(rules, seed=seed, first_dealer=seed % 4)
    out = []
    for i in range(hands):
        if m.over:
            m = Match(rules, seed=seed + 1000 * i, first_dealer=i % 4)
        st = m.new_hand()
        players = [_player(person if s == PERSON else (levels[s] or "normal"),
                           seed * 1000 + 10 * i + s, table, samples) for s in range(4)]
        play_out(st, players, {0: 0, 1: 1})
        m.finish_hand()
        out.append((i + 1, m.hands_played[-1].record))
    return out


def run(args: argparse.Namespace) -> int:
    try:
        names = [x.strip().lower() for x in args.levels.split(",")]
        if len(names) != 3:
            raise ValueError("--levels takes three levels, for North, East and West")
        for name in names + [args.person]:
            if name not in ("random", "easy", "normal", "hard"):
                raise ValueError(f"unknown computer level {name!r}: choose from random, easy, normal, hard")
        if args.hands < 1:
            raise ValueError(f"the number of hands must be at least 1, not {args.hands}")
        samples: Samples = {"hard": _counts(args.hard_samples, "hard"),
                            "normal": _counts(args.normal_samples, "normal")}
        levels: list[str | None] = [names[0], names[1], None, names[2]]
        t0 = time.perf_counter()
        hands = play_match(args.hands, args.seed, levels, args.person, args.rules, samples)
        played_s = time.perf_counter() - t0
    except (ValueError, RuleError) as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    rating = rate_match(hands, PERSON, levels, samples)
    seconds = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    assert rating is not None  # never cancelled here
    n = len(rating.hands)
    out: dict[str, Any] = {
        "hands": n, "levels": {"N": names[0], "E": names[1], "W": names[2]},
        "person": args.person, "seed": args.seed, "rules": args.rules,
        "samples": {k: list(v) for k, v in samples.items()}, "version": rating_version(samples),
        "seconds": round(seconds, 2), "seconds_per_hand": round(seconds / max(1, n), 2),
        "cpu_seconds": round(cpu, 2), "match_played_seconds": round(played_s, 2),
        "game_diff_per_hand": round(sum(h.game_diff for h in rating.hands) / max(1, n), 3),
        "cards_diff_per_hand": round(sum(h.cards_diff for h in rating.hands) / max(1, n), 3),
    }
    print(json.dumps(out))
    return 0
