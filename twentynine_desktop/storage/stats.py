"""Statistics of play in an embedded SQLite database (the standard library's
``sqlite3``), in the saves folder.

The schema carries its version in ``PRAGMA user_version`` and is brought up to date
by ``MIGRATIONS`` (each a list of statements, applied in one transaction per
version).  A database that cannot be read (not SQLite, truncated, empty, from a newer
version, or changed so that it no longer holds together) is moved aside under another
name and a new one begins; ``open_stats`` says so in one sentence.

Each match is recorded once, when it ends or is abandoned (``record_match``), with one
row per hand; every figure is computed from those rows (``figures``).  Figures are
those of "the person": the seat the person played (``MatchInfo.human_seat``) and their
partner are "the person's side".  Contracts are counted by who bid: the person, or the
level of the computer seat that bid.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.cards import SEATS
from ..engine.match import Match
from . import results
from .files import check_regular
from .matchsave import MatchInfo, keep_aside

SCHEMA_VERSION = 2
PERSON = "person"

MIGRATIONS: dict[int, list[str]] = {
    1: [
        """CREATE TABLE matches (
            id TEXT PRIMARY KEY,
            started TEXT NOT NULL,
            ended TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
            person_side INTEGER CHECK (person_side IN (0, 1)),
            winner INTEGER CHECK (winner IN (0, 1)),
            ns INTEGER NOT NULL,
            ew INTEGER NOT NULL)""",
        """CREATE TABLE hands (
            match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            deal_number INTEGER,
            status TEXT NOT NULL CHECK (status IN ('complete', 'annulled')),
            bidder TEXT CHECK (bidder IN ('N', 'E', 'S', 'W')),
            bidder_level TEXT,
            bid INTEGER,
            made INTEGER CHECK (made IN (0, 1)),
            multiplier TEXT,
            ns_points INTEGER NOT NULL,
            ew_points INTEGER NOT NULL,
            ns_game INTEGER NOT NULL,
            ew_game INTEGER NOT NULL,
            PRIMARY KEY (match_id, number))""",
    ],
    # version 2: whether a hand was doubled is kept as its own column (and indexed),
    # filled in for the hands already recorded
    2: [
        "ALTER TABLE hands ADD COLUMN doubled INTEGER NOT NULL DEFAULT 0 CHECK (doubled IN (0, 1))",
        "UPDATE hands SET doubled = 1 WHERE multiplier IN ('2', '4', 'set')",
        "CREATE INDEX hands_by_match ON hands(match_id)",
    ],
}

TABLES = {"matches": {"id", "started", "ended", "status", "person_side", "winner", "ns", "ew"},
          "hands": {"match_id", "number", "deal_number", "status", "bidder", "bidder_level", "bid",
                    "made", "multiplier", "ns_points", "ew_points", "ns_game", "ew_game", "doubled"}}


class StatsError(Exception):
    pass


def migrate(con: sqlite3.Connection) -> None:
    version = con.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise StatsError(f"it was written by a newer version of Twenty-Nine (schema {version}, "
                         f"this version knows {SCHEMA_VERSION})")
    for v in range(version + 1, SCHEMA_VERSION + 1):
        with con:
            for sql in MIGRATIONS[v]:
                con.execute(sql)
            con.execute(f"PRAGMA user_version = {v}")


def _check(con: sqlite3.Connection) -> None:
    ok = con.execute("PRAGMA quick_check").fetchone()[0]
    if ok != "ok":
        raise StatsError("the file is damaged")
    for table, cols in TABLES.items():
        have = {row[1] for row in con.execute(f"PRAGMA table_info({table})")}
        if not cols <= have:
            raise StatsError(f"its table {table} is missing or incomplete")
    bad = con.execute(
        "SELECT count(*) FROM hands WHERE match_id NOT IN (SELECT id FROM matches) "
        "OR ns_points < 0 OR ew_points < 0 OR ns_points + ew_points > 29 "
        "OR (status = 'complete' AND made IS NULL AND bidder IS NOT NULL)").fetchone()[0]
    bad += con.execute(
        "SELECT count(*) FROM matches WHERE status NOT IN ('finished', 'abandoned') "
        "OR (status = 'finished' AND winner IS NULL)").fetchone()[0]
    if bad:
        raise StatsError("its figures do not hold together (it was changed by hand?)")


def _connect(path: Path) -> sqlite3.Connection:
    con = sqlite3.connect(str(path), timeout=5)
    con.execute("PRAGMA foreign_keys = ON")
    return con


def open_stats(path: Path) -> tuple[StatsDB, str | None]:
    """The statistics database at ``path``, and None, or a sentence saying that the
    file could not be read and where it was kept (a new database is used then)."""
    path = Path(path)
    problem = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass    # connecting fails below and says so
    try:
        if path.exists():
            check_regular(path)   # a named pipe there would hold the start for ever
        if path.exists() and path.stat().st_size == 0:
            raise StatsError("the file is empty")
        con = _connect(path)
        try:
            migrate(con)
            _check(con)
        except BaseException:
            con.close()
            raise
    except (sqlite3.Error, StatsError, OSError) as exc:
        why = str(exc) if isinstance(exc, StatsError) else f"it is not a readable database: {exc}"
        kept = keep_aside(path)
        name = kept.name if kept is not None else path.name
        problem = (f"Your statistics could not be read ({why}), so the file was kept aside as "
                   f"{name} and new statistics begin.")
        try:
            con = _connect(path)
            migrate(con)
        except (sqlite3.Error, StatsError, OSError):
            con = sqlite3.connect(":memory:")  # the folder is unusable: count this session only
            migrate(con)
            problem = (f"Your statistics cannot be kept in {path.parent} ({why}), so this "
                       "session's statistics are lost when the program ends.")
    return StatsDB(con, path), problem


@dataclass
class Figures:
    matches_played: int = 0          # finished matches
    matches_won: int = 0
    matches_lost: int = 0
    matches_abandoned: int = 0
    hands: int = 0                   # hands played to the end (annulled ones included)
    contracts: dict[str, list[int]] = field(default_factory=dict)   # who bid -> [bid, made]
    avg_points_bidding: float | None = None    # the person's side's card points, as bidders
    avg_points_defending: float | None = None  # ... and as defenders
    doubles_won: int = 0             # doubled hands whose game points went to the person's side
    doubles_played: int = 0
    longest_winning_run: int = 0     # finished matches won in a row
    recent: list[tuple[str, int]] = field(default_factory=list)  # (ended, the person's side's game points)


class StatsDB:
    def __init__(self, con: sqlite3.Connection, path: Path):
        self.con = con
        self.path = path

    def close(self) -> None:
        self.con.close()

    def record_match(self, match: Match, info: MatchInfo) -> None:
        """Record a finished or abandoned match and its finished hands (again: replaces)."""
        status = "finished" if match.over else "abandoned"
        person_side = info.human_seat & 1 if info.human_seat is not None else None
        rows = []
        for h in match.hands_played:
            res = h.result
            st = results.status(res)
            b = results.declarer(res)
            level = None
            if b is not None:
                seat = SEATS.index(b)
                level = PERSON if seat == info.human_seat else info.levels.get(b, "computer")
            made = results.made(res)
            ns, ew = results.card_points(res)
            gns, gew = results.game_points(res)
            mult = str(results.multiplier(res))
            rows.append((info.match_id, h.number, h.deal_number, st, b, level,
                         results.field(res, "bid"), None if made is None else int(bool(made)),
                         mult, ns, ew, gns, gew, int(mult in ("2", "4", "set"))))
        from .matchsave import now_text
        with self.con:
            self.con.execute("DELETE FROM matches WHERE id = ?", (info.match_id,))
            self.con.execute("INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                             (info.match_id, info.started or now_text(), now_text(), status,
                              person_side, match.winner, match.scores[0], match.scores[1]))
            self.con.executemany("INSERT INTO hands (match_id, number, deal_number, status, bidder, "
                                 "bidder_level, bid, made, multiplier, ns_points, ew_points, ns_game, "
                                 "ew_game, doubled) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)

    def reset(self) -> None:
        with self.con:
            self.con.execute("DELETE FROM hands")
            self.con.execute("DELETE FROM matches")

    def figures(self, recent: int = 12) -> Figures:
        f = Figures()
        q = self.con.execute
        for status, side, winner in q("SELECT status, person_side, winner FROM matches"):
            if status == "abandoned":
                f.matches_abandoned += 1
                continue
            f.matches_played += 1
            if side is not None and winner == side:
                f.matches_won += 1
            elif side is not None:
                f.matches_lost += 1
        f.hands = q("SELECT count(*) FROM hands").fetchone()[0]
        for level, bid, made in q("SELECT bidder_level, count(*), coalesce(sum(made), 0) FROM hands "
                                  "WHERE bidder_level IS NOT NULL AND status = 'complete' GROUP BY bidder_level"):
            f.contracts[level] = [bid, made]
        bid_pts: list[int] = []
        def_pts: list[int] = []
        rows = q("SELECT h.bidder, h.ns_points, h.ew_points, h.ns_game, h.ew_game, h.doubled, "
                 "m.person_side FROM hands h JOIN matches m ON m.id = h.match_id "
                 "WHERE m.person_side IS NOT NULL AND h.status = 'complete' AND h.bidder IS NOT NULL")
        for bidder, nsp, ewp, nsg, ewg, doubled, side in rows:
            mine = nsp if side == 0 else ewp
            (bid_pts if SEATS.index(bidder) & 1 == side else def_pts).append(mine)
            if doubled:
                f.doubles_played += 1
                if (nsg if side == 0 else ewg) > 0:
                    f.doubles_won += 1
        f.avg_points_bidding = sum(bid_pts) / len(bid_pts) if bid_pts else None
        f.avg_points_defending = sum(def_pts) / len(def_pts) if def_pts else None
        run = best = 0
        for side, winner in q("SELECT person_side, winner FROM matches WHERE status = 'finished' "
                              "AND person_side IS NOT NULL ORDER BY started, rowid"):
            run = run + 1 if winner == side else 0
            best = max(best, run)
        f.longest_winning_run = best
        last = q("SELECT ended, person_side, ns, ew FROM matches WHERE status = 'finished' AND "
                 "person_side IS NOT NULL ORDER BY started DESC, rowid DESC LIMIT ?", (recent,)).fetchall()
        f.recent = [(ended, ns if side == 0 else ew) for ended, side, ns, ew in reversed(last)]
        return f
