"""Duplicate matches between two computer levels.

    python -m tools arena --a hard --b easy --hands 500 --seed 1 --jobs 2

Every numbered deal is played twice: once with A sitting North-South and B East-West,
once with the sides swapped, with the same dealer.  One JSON object goes to standard
output; progress goes to standard error.

A fixed ``--seed`` gives the same deals and the same player seeds every time.  Each
player's seed is a one-way hash of (seed, deal, table, seat): it does not give the arena
seed back, so a player cannot recompute the deal (and with it the hidden cards) from it.

A side may be a bot speaking the Bhoos HTTP protocol on a loopback address:

    python -m tools arena --a easy --b bhoos:http://127.0.0.1:8001 --hands 2 \
        --rules standard,auction=duel,pair=off,doubling=off,unrevealed_hand=annulled

(see tools/bhoos.py).  Such a run always plays one deal at a time (``--jobs`` is forced to
1, with a note on standard error): the bot must get one request at a time, and its
think time is wall-clock bound, so parallel jobs would also steal its time.  The output
then has a ``"bhoos"`` object per bot side: its answers' faults by kind, forced bids
substituted, answers over its time budget, and its decision times.

``--rules`` takes a preset name, optionally followed by ``key=value`` overrides of single
house rules, separated by commas (``standard,auction=duel,pair=off``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
import time
from collections.abc import Iterable, Sequence
from typing import Any, NotRequired, Required, TypedDict

from twentynine_desktop.ai.base import Player
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.engine.actions import Action
from twentynine_desktop.engine.cards import actor_side, is_side, side_of, step_of
from twentynine_desktop.engine.deal import SplitMix64, deal_hands
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import SPECS, RuleError, Rules, preset
from twentynine_desktop.engine.view import player_view

from .bhoos import BhoosClient, BhoosPlayer, BhoosReport, BhoosStats, TimeSummary, time_summary
from .variants import base_level, make_variant

_TRUE = ("true", "on", "yes", "1")
_FALSE = ("false", "off", "no", "0")


# ---------------------------------------------------------------------- JSON shapes
# one deal: (index, deal number, level A, level B, --rules text, budget in ms, arena seed)
# and optionally the fixed HTTP timeout of the bots' requests, the search levels'
# time bank per seat per hand in ms and their fixed sample count per decision
DealJob = (tuple[int, int, str, str, str, float | None, int]
           | tuple[int, int, str, str, str, float | None, int, float | None]
           | tuple[int, int, str, str, str, float | None, int, float | None, float | None]
           | tuple[int, int, str, str, str, float | None, int, float | None, float | None,
                   int | None])
Times = dict[str, list[float]]  # level -> its decision times in ms


class TableResult(TypedDict, total=False):
    """One table of a deal, for side A; an annulled hand has only the first two keys."""

    a_side: Required[int]   # the side A sat at: 0 North-South, 1 East-West
    annulled: Required[bool]
    gp_a: int
    gp_b: int
    pts_a: int
    pts_b: int
    bid_side: str           # "a" or "b": the side that held the contract (or the single hand)
    made: bool
    bid: int | None
    bidder: int | None      # the seat that held the contract
    trump: int | None       # the trump suit (0-3), None for a no-trump single hand
    # the auction: [seat, action kind, arg, (lowest bid, estimated chance) or None]
    auction: list[list[Any]]
    actions: Required[str]  # sha256 of every action of the hand, as record actions
    # every action of the hand as record actions (HAND_RECORD.md), in order: the
    # --log file's replayable play (its digest is ``actions``)
    play: list[Any]


# (index, both tables, decision times, the stats of each Bhoos side by its spec);
# play_deal leaves the stats out
DealResult = tuple[int, list[TableResult], Times, dict[str, BhoosStats]]
DealOutcome = tuple[int, list[TableResult], Times]


class BotReport(BhoosReport):
    bot: str                # the bot's address


class ArenaReport(TypedDict):
    a: str
    b: str
    hands: int
    tables: int
    annulled: int
    rules: str
    seed: int
    edge: float
    edge_ci95: list[float | None]
    made_rate: dict[str, float | None]
    contracts: dict[str, int]
    edge_from_contracts: dict[str, float | None]
    card_points: dict[str, float]
    decision_ms: dict[str, TimeSummary]
    think_ms_per_seat_hand: dict[str, float]   # level -> its mean thinking per seat per hand
    # sha256 over every decision of every table, in deal order: equal for equal play
    # (reproducible for the search levels only with --samples: they are anytime otherwise)
    decision_digest: str
    bhoos: NotRequired[dict[str, BotReport]]  # "a"/"b" -> its report, for a Bhoos side
    jobs: NotRequired[int]                    # when a side is a Bhoos bot
    seconds: NotRequired[float]


def parse_rules_spec(text: str) -> Rules:
    """``"standard,auction=duel,pair=off"``: a preset, then house-rule overrides
    (``key=value``; true/false or on/off for a yes-no rule).  Raises RuleError."""
    if not isinstance(text, str) or not text.strip():
        raise RuleError("--rules needs a preset name, e.g. standard")
    parts = [p.strip() for p in text.split(",")]
    name = parts[0]
    if "=" in name:
        name, overrides = "standard", parts
    else:
        overrides = parts[1:]
    base = preset(name)
    changes: dict[str, object] = {}
    for item in overrides:
        key, eq, raw = item.partition("=")
        key, raw = key.strip().lower().replace("-", "_"), raw.strip()
        if not eq or not key or not raw:
            raise RuleError(f"rule override {item!r} must be written key=value, e.g. auction=duel")
        spec = SPECS.get(key)
        if spec is None:
            raise RuleError(f"unknown house rule {key!r} in --rules: choose from {', '.join(SPECS)}")
        value: object = raw.lower()
        if spec.kind == "bool":
            if value in _TRUE:
                value = True
            elif value in _FALSE:
                value = False
            else:
                raise RuleError(f"house rule {key!r} takes true or false, not {raw!r}")
        elif spec.kind == "int":
            try:
                value = int(raw)
            except ValueError:
                raise RuleError(f"house rule {key!r} takes a whole number, not {raw!r}") from None
        changes[key] = spec.validate(value)
    return base.replace(**changes) if changes else base


def _is_bhoos(spec: str) -> bool:
    return spec.lower().startswith("bhoos:")


def _bot_urls(spec: str) -> list[str]:
    """The bot addresses of a ``bhoos:URL[,URL...]`` side (one bot per worker)."""
    return [u.strip() for u in spec[len("bhoos:"):].split(",") if u.strip()]


_WORKER = {"index": 0}   # which of a side's bots this process talks to


def _init_worker(counter: Any) -> None:
    with counter.get_lock():
        _WORKER["index"] = counter.value
        counter.value += 1


def _bot_url(spec: str) -> str:
    """The address this process uses for a Bhoos side: with several addresses, worker
    ``k`` takes the ``k``-th, so each bot answers one request at a time."""
    urls = _bot_urls(spec)
    return urls[_WORKER["index"] % len(urls)] if urls else ""


def _seat_player(spec: str, seed: int, table: dict[int, str | None],
                 clients: dict[str, BhoosClient], stats: dict[str, BhoosStats],
                 hand_budget_ms: float | None = None, samples: int | None = None) -> Player:
    if _is_bhoos(spec):
        return BhoosPlayer(clients[spec], seed, stats[spec])
    player = make_variant(spec, seed, table)
    if isinstance(player, SearchPlayer):
        if hand_budget_ms is not None:
            player.hand_budget_ms = hand_budget_ms
        if samples is not None:
            player.samples = samples
    return player


def history_digest(history: Iterable[Action]) -> str:
    """sha256 of a hand's actions, written as record actions (one JSON list)."""
    data = json.dumps([a.to_record() for a in history], separators=(",", ":"))
    return hashlib.sha256(data.encode()).hexdigest()


def deal_numbers(seed: int, n: int) -> list[int]:
    rng = SplitMix64(seed)
    return [rng.next() >> 33 for _ in range(n)]


_PLAYER_SEED_KEY = b"twentynine arena player seed"


def player_seed(seed: int, idx: int, a_side: int, seat: int) -> int:
    """The seed of the player in ``seat`` at table ``a_side`` of deal ``idx``: the same
    for a fixed arena seed, and not invertible to that seed (nor to the deal)."""
    data = f"{seed}/{idx}/{a_side}/{seat}".encode()
    digest = hashlib.blake2b(data, digest_size=8, key=_PLAYER_SEED_KEY).digest()
    return int.from_bytes(digest, "big") >> 1


def play_table(rules: Rules, deal_number: int, dealer: int, players: Sequence[Player],
               budget_ms: float | None, times: Times,
               trace: list[list[Any]] | None = None) -> HandState:
    """Play one hand; players[seat] acts for that seat (and for its side in doubling
    windows: North for NS, East for EW).  Returns the finished HandState.  ``trace``
    collects the auction's decisions, with a search player's estimate of its chance."""
    step = step_of(rules.direction)
    st = HandState(rules, dealer, deal_hands(deal_number, dealer, step))
    guard = 0
    while not st.over:
        guard += 1
        if guard > 400:
            raise RuntimeError("hand did not finish")
        ta = st.to_act
        # optional actions of other seats (pair, single hand) are offered first
        others = {a.actor for a in st.legal_actions() if not is_side(a.actor) and a.actor != ta}
        acted = False
        for s in sorted(others):
            pl = players[s]
            t0 = time.perf_counter()
            a = pl.decide(player_view(st, s), budget_ms)
            times.setdefault(pl.level, []).append((time.perf_counter() - t0) * 1000)
            if a is not None:
                st.apply(a)
                acted = True
                break
        if acted:
            continue
        if ta is None:
            raise RuntimeError("nobody is to act in a hand that is not over")
        seat = actor_side(ta) if is_side(ta) else ta  # a side: North or East decides
        pl = players[seat]
        view = player_view(st, seat)
        if isinstance(pl, SearchPlayer):
            pl.last_estimate = None
        t0 = time.perf_counter()
        a = pl.decide(view, budget_ms)
        times.setdefault(pl.level, []).append((time.perf_counter() - t0) * 1000)
        if a is None:
            raise RuntimeError(f"{pl.level} declined a compulsory decision: {view.legal}")
        if trace is not None and view.phase == Phase.AUCTION:
            est = pl.last_estimate if isinstance(pl, SearchPlayer) else None
            trace.append([seat, a.kind, a.arg,
                          [est[0], round(est[1], 3)] if est is not None else None])
        st.apply(a)
    return st


def play_deal(job: DealJob) -> DealOutcome:
    """Both tables of one deal.  Returns per-table results for side A."""
    idx, out, times, _ = _play_deal(job)
    return idx, out, times


def _play_deal(job: DealJob) -> DealResult:
    """play_deal, plus the stats of each Bhoos side (spec -> BhoosStats)."""
    idx, deal_number, a_level, b_level, rules_name, budget_ms, seed = job[:7]
    bot_timeout = job[7] if len(job) > 7 else None
    hand_budget = job[8] if len(job) > 8 else None
    extra: tuple[object, ...] = job
    samples = extra[9] if len(extra) > 9 and isinstance(extra[9], int) else None
    rules = parse_rules_spec(rules_name)
    dealer = idx % 4
    times: Times = {}
    out: list[TableResult] = []
    bots = [sp for sp in dict.fromkeys((a_level, b_level)) if _is_bhoos(sp)]
    clients = {sp: BhoosClient(_bot_url(sp), timeout_s=bot_timeout) for sp in bots}
    stats = {sp: BhoosStats() for sp in bots}
    for a_side in (0, 1):
        levels = [a_level if side_of(s) == a_side else b_level for s in range(4)]
        table: dict[int, str | None] = {s: base_level(lv) for s, lv in enumerate(levels)}
        players = [_seat_player(levels[s], player_seed(seed, idx, a_side, s), table,
                                clients, stats, hand_budget, samples)
                   for s in range(4)]
        trace: list[list[Any]] = []
        st = play_table(rules, deal_number, dealer, players, budget_ms, times, trace)
        res: TableResult = {"a_side": a_side, "annulled": st.annulled,
                            "actions": history_digest(st.history), "auction": trace,
                            "play": [a.to_record() for a in st.history]}
        if not st.annulled:
            gp = st.game_points()
            res["gp_a"] = gp[a_side]
            res["gp_b"] = gp[a_side ^ 1]
            res["pts_a"] = st.points[a_side]
            res["pts_b"] = st.points[a_side ^ 1]
            declarer = st.single if st.no_trumps else st.bidder
            assert declarer is not None  # a hand that is not annulled had a contract or a single
            bside = side_of(declarer)
            res["bid_side"] = "a" if bside == a_side else "b"
            res["made"] = bool(st.made())
            res["bid"] = st.bid
            res["bidder"] = declarer
            res["trump"] = None if st.no_trumps else st.trump
        out.append(res)
    return idx, out, times, stats


def without_log_parts(result: DealResult) -> DealResult:
    """``result`` without what only the log file needs (each table's auction trace and
    every action of its play): kept for every deal of a long run, those grew the arena's
    memory by about 8 KB a table, while the summary reads neither."""
    for table in result[1]:
        table.pop("auction", None)
        table.pop("play", None)
    return result


def run_arena(a: str, b: str, hands: int, seed: int = 1, rules: str = "standard", jobs: int = 1,
              budget_ms: float | None = None, progress: bool = True,
              bot_timeout_s: float | None = None,
              hand_budget_ms: float | None = None,
              samples: int | None = None,
              log_path: str | None = None) -> ArenaReport:
    """``a``/``b``: a level name or ``bhoos:URL``.  ``bot_timeout_s`` fixes the HTTP
    timeout of every bot request (default: the bot's time left + 2 s).
    ``hand_budget_ms``: the normal and hard seats think at most this long per seat per
    hand in all (a time bank, as the Bhoos bots get), instead of a budget per decision."""
    # validate early (before any worker starts), so bad input gives one clear message
    parse_rules_spec(rules)
    if hands < 1:
        raise ValueError(f"the number of hands must be at least 1, not {hands}")
    if samples is not None and samples < 1:
        raise ValueError(f"the number of samples must be at least 1, not {samples}")
    for spec in (a, b):
        if not _is_bhoos(spec):
            make_variant(spec)  # an unknown level or setting fails here, before any deal
        else:  # a refused address fails here, before any connection; a silent bot next
            urls = _bot_urls(spec)
            if not urls:
                raise ValueError(f"{spec!r} names no bot address")
            for url in urls:
                BhoosClient(url, timeout_s=bot_timeout_s).hello()
    bot_count = min([len(_bot_urls(s)) for s in (a, b) if _is_bhoos(s)] or [jobs])
    if jobs > bot_count:
        print(f"arena: a Bhoos bot gets one request at a time: --jobs cut to {bot_count}, "
              "one per bot address", file=sys.stderr, flush=True)
        jobs = bot_count
    nums = deal_numbers(seed, hands)
    jobs_list: list[DealJob] = [(i, nums[i], a, b, rules, budget_ms, seed, bot_timeout_s,
                                 hand_budget_ms, samples) for i in range(hands)]
    results: list[DealResult] = []
    t0 = time.time()
    if jobs > 1:
        import multiprocessing as mp
        counter = mp.Value("i", 0)
        with mp.Pool(jobs, initializer=_init_worker, initargs=(counter,)) as pool:
            for k, r in enumerate(pool.imap_unordered(_play_deal, jobs_list)):
                results.append(r if log_path is not None else without_log_parts(r))
                if progress:
                    _progress(k + 1, hands, t0, results, a, b, rules, seed)
    else:
        for k, job in enumerate(jobs_list):
            r = _play_deal(job)
            results.append(r if log_path is not None else without_log_parts(r))
            if progress:
                _progress(k + 1, hands, t0, results, a, b, rules, seed)
    res = summarize(results, a, b, hands, rules, seed)
    if log_path is not None:
        write_log(log_path, results, nums, rules, (a, b))
    if _is_bhoos(a) or _is_bhoos(b):
        res["jobs"] = jobs
    res["seconds"] = round(time.time() - t0, 1)
    return res


def write_log(path: str, results: Iterable[DealResult], nums: Sequence[int],
              rules: str | None = None, sides: tuple[str, str] | None = None) -> None:
    """One JSON line per deal: its index, deal number and both tables (for side A),
    and with ``rules`` and ``sides`` the --rules text and the players of sides A and B
    (so that ``arena-play`` can replay the tables)."""
    head: dict[str, Any] = {}
    if rules is not None:
        head["rules"] = rules
    if sides is not None:
        head["a"], head["b"] = sides
    with open(path, "w", encoding="utf-8") as fh:
        for r in sorted(results, key=lambda r: r[0]):
            fh.write(json.dumps({"deal": r[0], "deal_number": nums[r[0]], **head,
                                 "tables": r[1]}) + "\n")


def mean_ci(xs: Sequence[float]) -> tuple[float, float]:
    """Mean and 95% half-width (normal approximation); 0.0 and inf for no values, the
    value and inf for one."""
    n = len(xs)
    if n == 0:
        return 0.0, math.inf
    m = sum(xs) / n
    if n < 2:
        return m, math.inf
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, 1.96 * math.sqrt(var / n)


def summarize(results: Iterable[DealResult | DealOutcome], a: str, b: str, hands: int,
              rules: str, seed: int) -> ArenaReport:
    times: Times = {}
    per_deal: list[float] = []
    made = {"a": [0, 0], "b": [0, 0]}
    pts = {"a": 0, "b": 0}
    n_tables = 0
    annulled = 0
    split = {"a": 0.0, "b": 0.0}
    bots: dict[str, BhoosStats] = {}
    digest = hashlib.sha256()
    for r in sorted(results, key=lambda r: r[0]):
        _idx, out, tm = r[:3]
        deal_bots: dict[str, BhoosStats] = r[3] if len(r) > 3 else {}
        for spec, st in deal_bots.items():
            bots.setdefault(spec, BhoosStats()).merge(st)
        for lvl, xs in tm.items():
            times.setdefault(lvl, []).extend(xs)
        d = 0.0
        for t in out:
            n_tables += 1
            digest.update(t["actions"].encode())
            if t["annulled"]:
                annulled += 1
                continue
            d += t["gp_a"] - t["gp_b"]
            pts["a"] += t["pts_a"]
            pts["b"] += t["pts_b"]
            side = t["bid_side"]
            split[side] += (t["gp_a"] - t["gp_b"]) / 2.0
            made[side][1] += 1
            made[side][0] += 1 if t["made"] else 0
        per_deal.append(d / 2.0)
    n = len(per_deal)
    mean, half = mean_ci(per_deal)
    res: ArenaReport = {
        "a": a, "b": b, "hands": hands, "tables": n_tables, "annulled": annulled,
        "rules": rules, "seed": seed,
        "edge": round(mean, 4),
        "edge_ci95": ([round(mean - half, 4), round(mean + half, 4)] if n > 1 else [None, None]),
        "made_rate": {k: (round(v[0] / v[1], 4) if v[1] else None) for k, v in made.items()},
        "contracts": {k: v[1] for k, v in made.items()},
        # the edge split by which side held the contract (the two add up to "edge")
        "edge_from_contracts": {k: round(v / n, 4) if n else None for k, v in split.items()},
        "card_points": {k: round(v / max(1, n_tables - annulled), 3) for k, v in pts.items()},
        "decision_ms": {lvl: time_summary(xs) for lvl, xs in times.items()},
        "think_ms_per_seat_hand": {
            lvl: round(sum(xs) / max(1, n_tables * (4 if a == b else 2)), 1)
            for lvl, xs in times.items()},
        "decision_digest": digest.hexdigest(),
    }
    if bots:
        res["bhoos"] = {side: _bot_report(spec, bots[spec])
                        for side, spec in (("a", a), ("b", b)) if spec in bots}
    return res


def _bot_report(spec: str, stats: BhoosStats) -> BotReport:
    return {"bot": ",".join(_bot_urls(spec)), **stats.to_json()}


def _progress(k: int, n: int, t0: float, results: list[DealResult], a: str, b: str,
              rules: str, seed: int) -> None:
    if k == n or k % 10 == 0:
        el = time.time() - t0
        print(f"arena: {k}/{n} deals, {el:.0f} s", file=sys.stderr, flush=True)
    if k % 50 == 0 and k < n:
        part = summarize(results, a, b, len(results), rules, seed)
        print("arena partial: " + json.dumps(part), file=sys.stderr, flush=True)


def _side_arg(text: str) -> str:
    """A level name in lower case; a ``bhoos:URL`` keeps its address as written."""
    if _is_bhoos(text):
        return "bhoos:" + text[len("bhoos:"):].strip()
    return text.lower()


def main_arena(args: argparse.Namespace) -> int:
    try:
        res = run_arena(_side_arg(args.a), _side_arg(args.b), args.hands, args.seed, args.rules,
                        max(1, args.jobs), args.budget_ms,
                        hand_budget_ms=getattr(args, "hand_budget_ms", None),
                        samples=getattr(args, "samples", None),
                        log_path=getattr(args, "log", None))
    except ValueError as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    print(json.dumps(res))
    return 0
