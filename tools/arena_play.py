"""How well each side played its cards, read from an arena ``--log`` (which holds the play).

    python -m tools arena-play run.jsonl [--calibrate 48] [--jobs 2]

Every card played where the exact solver can finish the hand is judged against the real
deal with every hand open (double dummy).  Before the reveal the hidden trump is taken
as open, as the ``hidden`` solve does (``solver.solvable``); that needs the rules where a
void player may ask and the bidder may lead a trump, and a trick in which every card so
far followed suit.  Two reports:

- ``double_dummy``: for each side (a, b), role (bidder, partner, defender) and phase
  (before or after the reveal; leads apart): the decisions judged, the mean card points
  the card played gave away against the best card (``loss``), and how often it turned
  the contract's double-dummy result against the player's side (``flips``: a card that
  keeps the result existed and another was played).  Both sides are judged the same
  way, so the rates compare, though neither side could see the hands;
- ``calibration`` (with ``--calibrate N``): for side A's cards, the chance that the
  contract is made after the card played, as a search player (``--level``) estimates
  it from N guessed deals of the seat's view, against the double-dummy result on the
  real deal.  ``bias`` is the mean estimate minus the mean result: below zero, the
  guesses are worse for the declaring side than the real deals were.  The search
  players choose their cards by such estimates, so a bias shows where their guesses
  (the inference from the bids, the trump choice and the play) go wrong.  The cards of
  one hand are not independent of each other, so the printed 95% interval of the bias
  (over cards) is too narrow.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterator, Sequence
from typing import Any

from twentynine_desktop.ai import solver
from twentynine_desktop.engine.actions import Action, ActionKind, action_from_record, arg_of
from twentynine_desktop.engine.cards import same_side, side_of, step_of
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.view import player_view

from .arena import mean_ci, parse_rules_spec
from .arena_split import Deal, read_log

ROLES = ("bidder", "partner", "defender")


def role_of(st: HandState, seat: int) -> str:
    assert st.bidder is not None  # a contract is played
    if seat == st.bidder:
        return "bidder"
    return "partner" if same_side(seat, st.bidder) else "defender"


def phase_of(st: HandState) -> str:
    when = "after" if st.revealed else "before"
    return f"{when}, lead" if not st.trick else when


def judged_positions(deal: Deal, table: dict[str, Any], rules_text: str
                     ) -> Iterator[tuple[HandState, Action]]:
    """(state, the card played there) for every card of the table's play that the
    solver can judge; the state is the table's own, so read it before the next one."""
    rules = parse_rules_spec(rules_text)
    dealer = deal["deal"] % 4
    st = HandState(rules, dealer, deal_hands(deal["deal_number"], dealer, step_of(rules.direction)))
    for item in table["play"]:
        a = action_from_record(item)
        if (a.kind == ActionKind.PLAY and st.phase == Phase.PLAY and st.bidder is not None
                and st.to_act == a.actor and solver.solvable(st, 8, True, True)):
            yield st, a
        st.apply(a)


# one table to judge: (deal, table index, --rules text, search level, guesses per card;
# 0: no calibration)
Job = tuple[Deal, int, str, str, int]


def judge_table(job: Job) -> list[dict[str, Any]]:
    """A row for every judged card of one table: its side, role, phase, trick, the card
    points it gave away (``loss``) and whether it turned the double-dummy result
    (``flip``); for side A's cards, with guesses asked for, the search player's
    ``estimate`` of the contract after the card and the real result (``made``)."""
    from twentynine_desktop.ai.search import SearchPlayer
    deal, k, rules_text, level, n = job
    table = deal["tables"][k]
    rows = []
    for st, a in judged_positions(deal, table, rules_text):
        values = solver.finish_card_values(st)
        card = arg_of(a)
        if card not in values:
            continue
        assert st.bidder is not None and st.bid is not None  # solvable: a contract
        declaring = same_side(a.actor, st.bidder)
        own = {c: v[0] if declaring else v[1] for c, v in values.items()}
        made = {c: v[0] >= st.bid for c, v in values.items()}
        keeps = [c for c in values if made[c] == declaring]
        side_a = side_of(a.actor) == table["a_side"]
        row: dict[str, Any] = {
            "side": "a" if side_a else "b", "role": role_of(st, a.actor),
            "phase": phase_of(st), "trick": st.trick_no,
            "loss": max(own.values()) - own[card],
            "flip": bool(keeps) and made[card] != declaring}
        if n and side_a:
            # the seats' levels as the arena showed them (side A's seats at ``level``)
            shown = {s: level if side_of(s) == table["a_side"] else deal.get("b")
                     for s in range(4)}
            player = SearchPlayer(level, seed=deal["deal"], table=shown)
            hits = seen = 0
            for guess in player.guesses(player_view(st, a.actor), n, random.Random(deal["deal"])):
                guessed = solver.finish_card_values(guess)
                if card in guessed:
                    hits += guessed[card][0] >= st.bid
                    seen += 1
            if seen:
                row["estimate"] = hits / seen
                row["made"] = int(made[card])
        rows.append(row)
    return rows


def judge(deals: Sequence[Deal], rules_text: str, level: str = "hard", samples: int = 0,
          workers: int = 1) -> list[dict[str, Any]]:
    """``judge_table`` over every table that was played out, in ``workers`` processes."""
    jobs: list[Job] = [(d, k, rules_text, level, samples) for d in deals
                       for k, t in enumerate(d["tables"]) if not t.get("annulled")]
    if workers > 1 and len(jobs) > 1:
        import multiprocessing as mp
        with mp.Pool(workers) as pool:
            return [r for rows in pool.map(judge_table, jobs, chunksize=4) for r in rows]
    return [r for job in jobs for r in judge_table(job)]


def _by_role(rows: Sequence[dict[str, Any]], group: Any) -> dict[str, Any]:
    """``group`` of all the rows, then of each role, and of each phase in it."""
    out: dict[str, Any] = {"all": group(rows)}
    for role in ROLES:
        of_role = [r for r in rows if r["role"] == role]
        out[role] = {"all": group(of_role)}
        for phase in sorted({r["phase"] for r in of_role}):
            out[role][phase] = group([r for r in of_role if r["phase"] == phase])
    return out


def double_dummy(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    return {side: _by_role([r for r in rows if r["side"] == side], _dd_group)
            for side in ("a", "b")}


def _dd_group(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    flips = sum(r["flip"] for r in rows)
    return {"decisions": n, "loss": round(sum(r["loss"] for r in rows) / n, 3) if n else None,
            "flips": flips, "flip_rate": round(flips / n, 4) if n else None}


def calibration(rows: Sequence[dict[str, Any]], level: str, samples: int) -> dict[str, Any]:
    return {"level": level, "samples": samples,
            **_by_role([r for r in rows if "estimate" in r], _cal_group)}


def _cal_group(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    if not n:
        return {"decisions": 0}
    diffs = [r["estimate"] - r["made"] for r in rows]
    bias, half = mean_ci(diffs)
    return {"decisions": n,
            "estimate": round(sum(r["estimate"] for r in rows) / n, 3),
            "made": round(sum(r["made"] for r in rows) / n, 3),
            "bias": round(bias, 3), "bias_ci95_half": round(half, 3) if n > 1 else None,
            "brier": round(sum(d * d for d in diffs) / n, 4)}


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("log", help="an arena --log file (written with the play of every table)")
    ap.add_argument("--rules", default=None,
                    help="the arena's --rules text (default: the one the log names)")
    ap.add_argument("--calibrate", type=int, metavar="N", default=0,
                    help="also check side A's chances on N guessed deals per card (0: no)")
    ap.add_argument("--level", default="hard", choices=("normal", "hard"),
                    help="the search player whose guesses are checked (default hard)")
    ap.add_argument("--every", type=int, default=1, metavar="K",
                    help="judge every K-th deal only (default 1: all)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")


def run(args: argparse.Namespace) -> int:
    try:
        deals = read_log(args.log)
        if args.every < 1 or args.jobs < 1 or args.calibrate < 0:
            raise ValueError("--every and --jobs must be at least 1, --calibrate at least 0")
        deals = deals[::args.every]
        if any("play" not in t for d in deals for t in d["tables"] if not t.get("annulled")):
            raise ValueError(f"{args.log}: the log has no play (written by an older arena); "
                             "run the arena again with --log")
        rules_text = args.rules or next((d["rules"] for d in deals if "rules" in d), None)
        if rules_text is None:
            raise ValueError(f"{args.log}: the log names no rules: give the arena's --rules")
        parse_rules_spec(rules_text)
    except (OSError, ValueError) as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    rows = judge(deals, rules_text, args.level, args.calibrate, args.jobs)
    out: dict[str, Any] = {"log": args.log, "deals": len(deals), "rules": rules_text,
                           "double_dummy": double_dummy(rows)}
    if args.calibrate:
        out["calibration"] = calibration(rows, args.level, args.calibrate)
    print(json.dumps(out, indent=1))
    return 0
