"""Statistics of play in an embedded SQLite database (the standard library's
``sqlite3``), in the saves folder.

The schema carries its version in ``PRAGMA user_version`` and is brought up to date
by ``MIGRATIONS`` (each a list of statements, applied in one transaction per
version).  Only a database proven damaged (not SQLite, truncated, empty, or changed so
that it no longer holds together) is moved aside under another name, and a new one
begins; ``open_stats`` says so in one sentence.  A database locked by another program
is waited for (SQLite's busy timeout), then left alone and opened again at the next
use; one from a newer version of the program is left alone and this session counts in
memory; a folder that cannot be written counts in memory too.  Each says so in one
sentence.

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
from .files import NotARegularFile, check_regular
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


BUSY_TIMEOUT = 5.0   # seconds SQLite waits for another program's lock before it gives up


class StatsError(sqlite3.DatabaseError):
    """The database is damaged: it does not hold together."""


class NewerSchema(StatsError):
    """The database was written by a newer version: not damaged, left alone."""


def is_busy(exc: BaseException) -> bool:
    """Another program holds a lock on the database."""
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "database is locked" in str(exc)


def is_damaged(exc: BaseException) -> bool:
    """The file is proven damaged: not a database, corrupt, or not holding together."""
    if isinstance(exc, NewerSchema):
        return False
    if isinstance(exc, NotARegularFile):  # a pipe or a folder: not ours to move
        return False
    if isinstance(exc, StatsError):
        return True
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))


def migrate(con: sqlite3.Connection) -> None:
    version = con.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise NewerSchema(f"schema {version}, this version knows {SCHEMA_VERSION}")
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


def _connect(path: Path, timeout: float = BUSY_TIMEOUT) -> sqlite3.Connection:
    con = sqlite3.connect(str(path), timeout=timeout)
    con.execute("PRAGMA foreign_keys = ON")
    return con


def _open_checked(path: Path, timeout: float) -> sqlite3.Connection:
    """A connection to a database brought up to date and checked.  Raises
    sqlite3.Error (StatsError, NewerSchema) or OSError (NotARegularFile)."""
    if path.exists():
        check_regular(path)   # a named pipe there would hold the start for ever
    if path.exists() and path.stat().st_size == 0:
        raise StatsError("the file is empty")
    con = _connect(path, timeout)
    try:
        migrate(con)
        _check(con)
    except BaseException:
        con.close()
        raise
    return con


def _memory() -> sqlite3.Connection:
    con = sqlite3.connect(":memory:")
    migrate(con)
    return con


def open_stats(path: Path, timeout: float = BUSY_TIMEOUT) -> tuple[StatsDB, str | None]:
    """The statistics database at ``path``, and None, or a sentence saying what was
    wrong and what was done about it.  Only a file proven damaged is moved aside (a
    new database is used then); a locked one is opened again at its next use; a newer
    one, or one in a folder that cannot be used, is left alone and this session counts
    in memory."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass    # connecting fails below and says so
    try:
        return StatsDB(_open_checked(path, timeout), path), None
    except (sqlite3.Error, OSError) as exc:
        first = exc
    if isinstance(first, NewerSchema):
        return StatsDB(_memory(), path), (
            f"Your statistics were written by a newer version of Twenty-Nine ({first}), so this "
            "version leaves them as they are and does not keep this session's statistics.")
    if is_busy(first):
        return StatsDB(None, path, timeout), (
            "Your statistics are in use by another program (is Twenty-Nine open twice?), so they "
            "cannot be shown now; they are left as they are, and this session's matches are added "
            "to them once they are free.")
    why = str(first) if isinstance(first, StatsError) else f"it is not a readable database: {first}"
    if not is_damaged(first):
        return StatsDB(_memory(), path), (
            f"Your statistics cannot be kept in {path.parent} ({why}), so this "
            "session's statistics are lost when the program ends.")
    kept = keep_aside(path)
    name = kept.name if kept is not None else path.name
    problem = (f"Your statistics could not be read ({why}), so the file was kept aside as "
               f"{name} and new statistics begin.")
    try:
        con = _connect(path, timeout)
        migrate(con)
    except (sqlite3.Error, OSError):
        con = _memory()  # the folder is unusable: count this session only
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
    """The statistics; ``con`` None: the database was locked at start, and it is
    opened at its first use once it is free (until then each use raises the lock's
    sqlite3.OperationalError)."""

    def __init__(self, con: sqlite3.Connection | None, path: Path, timeout: float = BUSY_TIMEOUT):
        self._con = con
        self.path = path
        self.timeout = timeout

    @property
    def con(self) -> sqlite3.Connection:
        if self._con is None:
            self._con = _open_checked(self.path, self.timeout)
        return self._con

    def close(self) -> None:
        if self._con is not None:
            self._con.close()

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
