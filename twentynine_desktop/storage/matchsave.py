"""The match save: a whole match as JSON (format ``twentynine-match/3``).

It extends the hand record of ``docs/HAND_RECORD.md`` to a match: the match's rules,
first dealer and table (which seat is the person, each computer's level), and one hand
record per hand (finished hands and the hand in progress, each with its deal number).
It holds no seed and no generator state: every hand is dealt from a fresh secret
(``engine.deal.deal_number_from_secret``), so nothing in a save tells a hand not yet
dealt.  The live save holds the hand in progress (it must, to resume it); an export
(``export_obj``) leaves that hand out.  Saves of format ``twentynine-match/1`` (with
the match's ``seed`` and ``rng_state``) and of ``twentynine-match/2`` (without the
hands' ``deal``) still load; their later hands come from fresh secrets too.  Each hand
dealt from a secret has its ``deal``: the algorithm's version, the secret, the
fingerprint shown before the deal and the cut (docs/DEALING.md), so that the hand can
be checked afterwards (they are loaded as kept: *Check this deal* tells whether they
agree); a hand's secret sits beside that hand's cards only (the hand in
progress's in the live save, which holds its cards to resume it), never a later
hand's (it is drawn only when that hand is about to be dealt, and kept in memory till
then).  The hand records are exactly those
of ``engine.record`` (``HandRecord.to_json_obj``), so each can be checked by the
``replay`` command on its own.

```json
{"format": "twentynine-match/2", "match_id": "...", "started": "2026-12-01T10:58:00+00:00",
 "saved": "...", "status": "in_progress", "first_dealer": "E",
 "rules": {}, "table": {"human_seat": "S", "levels": {"N": "normal", "E": "hard", "W": "easy"}},
 "scores": {"NS": 2, "EW": -1},
 "hands": [{"number": 1, "deal_number": 99, "record": {"format": "twentynine-hand/1", ...},
            "deal": {"version": 1, "secret": "<32 hex>", "fingerprint": "<64 hex>",
                     "cut": [{"seat": "S", "hex": "6d6f757365..."}]}}],
 "current": {"number": 2, "deal_number": 7, "record": {...}, "deal": null},
 "checksum": "sha256:..."}
```

``status`` is ``in_progress``, ``finished`` or ``abandoned``.  ``current`` is null between
hands.  ``checksum`` covers everything else (sorted keys, compact separators), so a file
changed by hand is recognised.  Loading replays every action through the engine and
checks the dealer rotation, the deals against their numbers and the scores: a save
that does not hold together is refused with one sentence saying why (``SaveError``).

Writing is atomic: a temporary file in the same folder, flushed and fsync'ed, then
``os.replace`` over the save, so a crash or ``kill -9`` at any moment leaves either the
old save or the new one, never a mix.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import secrets
import stat
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..engine.cards import SEATS, CardError, parse_seat
from ..engine.deal import DEAL_VERSION, CutPart, cut_bytes, deal_hands, fingerprint
from ..engine.hand import HandState
from ..engine.match import Match
from ..engine.record import MAX_DEPTH, HandRecord, RecordError, parse_json, parse_record, record_of
from ..engine.rules import RuleError, Rules
from .files import read_regular

log = logging.getLogger(__name__)

FORMAT = "twentynine-match/3"
FORMAT_2 = "twentynine-match/2"   # older saves: the same, without the hands' "deal"
FORMAT_1 = "twentynine-match/1"   # older still: as 2, with the match's seed and rng_state
READABLE = (FORMAT, FORMAT_2, FORMAT_1)
FORMAT_PREFIX = "twentynine-match/"
STATUSES = ("in_progress", "finished", "abandoned")
FIELDS = {"format", "match_id", "started", "saved", "status", "first_dealer", "rules",
          "table", "scores", "hands", "current", "checksum"}
FIELDS_1 = FIELDS | {"seed", "rng_state"}
MAX_HANDS = 10_000
# The longest of 20 matches played out by the easy level took 50 hands and 130 KB
# (about 2.6 KB a hand); no save or match record is near this size.
MAX_SAVE_BYTES = 32 * 1024 * 1024


class SaveError(ValueError):
    """A match save that cannot be used; the message is one plain sentence part."""


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_match_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S") + "-" + secrets.token_hex(3)


@dataclass
class MatchInfo:
    """What the save holds besides the engine's Match."""

    match_id: str = field(default_factory=new_match_id)
    started: str = field(default_factory=now_text)
    saved: str = ""
    status: str = "in_progress"
    human_seat: int | None = 2
    levels: dict[str, str] = field(default_factory=dict)   # seat letter -> level (computers)
    deal_numbers: list[int | None] = field(default_factory=list)  # by hand, finished + current


@dataclass
class LoadedMatch:
    match: Match
    info: MatchInfo

    def summary(self) -> str:
        """"hand 5, NS +2, EW -1"."""
        m = self.match
        return f"hand {m.hand_number}, NS {m.scores[0]:+d}, EW {m.scores[1]:+d}"


# ------------------------------------------------------------------ writing
def deal_obj(secret: bytes | None, cut: tuple[CutPart, ...], shown: bytes | None = None) -> dict[str, Any] | None:
    """A hand's ``deal`` as the save keeps it (None: not dealt from a secret);
    ``shown``: the fingerprint shown before the deal (by default the secret's)."""
    if secret is None:
        return None
    shown = fingerprint(secret) if shown is None else shown
    return {"version": DEAL_VERSION, "secret": secret.hex(), "fingerprint": shown.hex(),
            "cut": [{"seat": SEATS[p.seat], "hex": p.data.hex()} for p in cut]}


def _hand_entry(number: int, deal_number: int | None, record: HandRecord,
                secret: bytes | None, cut: tuple[CutPart, ...], shown: bytes | None) -> dict[str, Any]:
    return {"number": number, "deal_number": deal_number, "record": dict(record.to_json_obj()),
            "deal": deal_obj(secret, cut, shown)}


def match_to_obj(match: Match, info: MatchInfo) -> dict[str, Any]:
    hands = [_hand_entry(h.number, h.deal_number, h.record, h.secret, h.cut, h.shown)
             for h in match.hands_played]
    current = None
    if match.current is not None:
        current = _hand_entry(match.hand_number, match.current_deal_number, record_of(match.current),
                              match.current_secret, match.current_cut, match.current_shown)
    obj: dict[str, Any] = {
        "format": FORMAT,
        "match_id": info.match_id,
        "started": info.started,
        "saved": now_text(),
        "status": info.status,
        "first_dealer": SEATS[match.first_dealer],
        "rules": match.rules.changed(),
        "table": {"human_seat": SEATS[info.human_seat] if info.human_seat is not None else None,
                  "levels": dict(sorted(info.levels.items()))},
        "scores": {"NS": match.scores[0], "EW": match.scores[1]},
        "hands": hands,
        "current": current,
    }
    obj["checksum"] = checksum(obj)
    return obj


def export_obj(match: Match, info: MatchInfo) -> dict[str, Any]:
    """The match as "Export this match" writes it: the live save without the hand in
    progress (its record would show the hidden cards)."""
    obj = match_to_obj(match, info)
    obj["current"] = None
    obj["checksum"] = checksum(obj)
    return obj


def checksum(obj: dict[str, Any]) -> str:
    body = {k: v for k, v in obj.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def dumps(obj: dict[str, Any]) -> str:
    return json.dumps(obj, indent=1) + "\n"


def atomic_write(path: Path, text: str, durable: bool = False) -> None:
    """Write ``text`` to ``path`` atomically (temp file + fsync + os.replace).  Raises
    OSError.  ``durable``: the folder's fsync must succeed too (where the system can
    sync a folder), so the new name is known to survive a power cut; a caller that
    deletes another copy afterwards asks for it."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    sync_folder(folder, durable)


def sync_folder(folder: Path, strict: bool = False) -> None:
    """fsync a folder, so a rename in it survives a power cut (POSIX).  Windows cannot
    open a folder for it (NTFS journals the rename itself): nothing to do there.  A
    failure raises OSError only when ``strict``."""
    if os.name == "nt":
        return
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        if strict:
            raise
        return
    try:
        os.fsync(dfd)
    except OSError:
        if strict:
            raise
    finally:
        os.close(dfd)


# what atomic_write's mkstemp names its temporary files: ".<save name>.<8 letters>.tmp"
TEMP_NAME = re.compile(r"\.(?P<save>[^/\\]+\.json)\.[A-Za-z0-9_]{8}\.tmp")
STALE_TEMP_SECONDS = 60.0


def clean_stale_temps(folder: Path, now: float | None = None,
                      older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove the temporary files that writes cut short (a kill, a power cut) left in
    ``folder``: only names of ``atomic_write``'s pattern, only regular files, only those
    not changed for ``older_than`` seconds (a write in progress elsewhere is younger).
    A save itself never matches the pattern.  Returns what was removed."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        with os.scandir(folder) as it:
            found = [e for e in it if TEMP_NAME.fullmatch(e.name)]
    except OSError:
        return removed
    for entry in found:
        try:
            st = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(st.st_mode) or now - st.st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def save_match(path: Path, match: Match, info: MatchInfo) -> None:
    atomic_write(path, dumps(match_to_obj(match, info)))


# ------------------------------------------------------------------ reading
def _need(cond: bool, message: str) -> None:
    if not cond:
        raise SaveError(message)


def _int(value: Any, name: str, low: int | None = None) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool), f"{name} is not a whole number")
    if low is not None:
        _need(value >= low, f"{name} is below {low}")
    return int(value)


def parse_save(text: str | bytes) -> LoadedMatch:
    """A match from a save's text, every hand replayed and checked.  Raises SaveError."""
    if not text or (isinstance(text, (bytes, str)) and not text.strip()):
        raise SaveError("the file is empty")
    try:
        obj = parse_json(text, MAX_DEPTH)
    except RecordError as exc:
        if exc.detail:   # the parser's own words (line, column) go to the log only
            log.info("match save: %s", exc.detail)
        raise SaveError(f"it is not readable JSON ({exc})") from None
    return match_from_obj(obj)


def match_from_obj(obj: Any) -> LoadedMatch:
    _need(isinstance(obj, dict), "it is not a match save")
    fmt = obj.get("format")
    if isinstance(fmt, str) and fmt.startswith(FORMAT_PREFIX) and fmt not in READABLE:
        raise SaveError(f"it was saved by another version of Twenty-Nine (format {fmt[:40]!r}, "
                        f"this version reads {FORMAT!r})")
    _need(fmt in READABLE, "it is not a Twenty-Nine match save")
    unknown = sorted(str(k)[:30] for k in obj if k not in (FIELDS_1 if fmt == FORMAT_1 else FIELDS))
    _need(not unknown, f"it has unknown fields ({', '.join(unknown[:3])})")
    _need(obj.get("checksum") == checksum(obj), "its contents were changed after it was saved: "
          "the checksum does not match")
    try:
        rules = Rules(obj.get("rules", {}))
    except (RuleError, TypeError, ValueError) as exc:
        raise SaveError(f"its rules are not valid ({exc})") from None
    if fmt == FORMAT_1:  # checked as before, but not used: later hands get fresh secrets
        _int(obj.get("seed"), "the seed", 0)
        _int(obj.get("rng_state"), "the deal generator's state", 0)
    try:
        first_dealer = parse_seat(obj.get("first_dealer"))
    except CardError:
        raise SaveError("its first dealer is not N, E, S or W") from None
    status = obj.get("status")
    _need(status in STATUSES, "its status is not one of in_progress, finished, abandoned")
    table = obj.get("table")
    _need(isinstance(table, dict), "its table is missing")
    hs = table.get("human_seat")
    try:
        human = parse_seat(hs) if hs is not None else None
    except CardError:
        raise SaveError("its person's seat is not N, E, S or W") from None
    levels = table.get("levels", {})
    _need(isinstance(levels, dict) and all(isinstance(k, str) and k in SEATS and isinstance(v, str)
                                           for k, v in levels.items()),
          "its computer levels are not valid")
    info = MatchInfo(match_id=str(obj.get("match_id", ""))[:80] or new_match_id(),
                     started=str(obj.get("started", ""))[:40], saved=str(obj.get("saved", ""))[:40],
                     status=str(status), human_seat=human, levels=dict(levels))
    match = Match(rules, first_dealer=first_dealer)
    hands = obj.get("hands")
    _need(isinstance(hands, list) and len(hands) <= MAX_HANDS, "its list of hands is not valid")
    for i, entry in enumerate(hands):
        _need(not match.over, f"hand {i + 1} comes after the end of the match")
        st, dn = _replay_entry(entry, match, i + 1, fmt == FORMAT)
        _need(st.over, f"hand {i + 1} is listed as played but is not finished")
        match.finish_hand()
        info.deal_numbers.append(dn)
    scores = obj.get("scores")
    _need(isinstance(scores, dict) and scores.get("NS") == match.scores[0]
          and scores.get("EW") == match.scores[1],
          "its score does not agree with its hands")
    current = obj.get("current")
    if current is not None:
        _need(not match.over, "it holds a hand after the end of the match")
        st, dn = _replay_entry(current, match, len(hands) + 1, fmt == FORMAT)
        info.deal_numbers.append(dn)
        if st.over:  # saved after the last card, before the hand was scored
            match.finish_hand()
    return LoadedMatch(match, info)


def _hex(value: Any, what: str, low: int = 0, high: int = 1 << 20) -> bytes:
    _need(isinstance(value, str) and low <= len(value) <= high and len(value) % 2 == 0, f"{what} is not valid")
    try:
        return bytes.fromhex(value)
    except ValueError:
        raise SaveError(f"{what} is not valid") from None


def parse_deal(obj: Any, number: int, dn: int | None) -> tuple[bytes | None, tuple[CutPart, ...], bytes | None]:
    """A hand's ``deal`` (format 3): its secret, cut and the fingerprint shown before the
    deal.  They are read as kept, not refused when they disagree: *Check this deal*
    says so in plain words (the match save's checksum already refuses a file changed
    by hand).  None: a hand not dealt from a secret."""
    if obj is None:
        return None, (), None
    what = f"hand {number}'s deal"
    _need(isinstance(obj, dict) and set(obj) == {"version", "secret", "fingerprint", "cut"}
          and obj.get("version") == DEAL_VERSION and dn is not None, f"{what} is not valid")
    secret = _hex(obj["secret"], f"{what} secret", 32, 512)
    cut = obj["cut"]
    _need(isinstance(cut, list) and len(cut) <= 4 and all(isinstance(p, dict) and set(p) == {"seat", "hex"}
                                                         and p["seat"] in tuple(SEATS) for p in cut),
          f"{what} cut is not valid")
    shown = _hex(obj["fingerprint"], f"{what} fingerprint", 64, 64)
    try:
        parts = tuple(CutPart(SEATS.index(p["seat"]), _hex(p["hex"], f"{what} cut", 0, 2048)) for p in cut)
        cut_bytes(parts)     # one part a seat
    except ValueError as exc:
        raise SaveError(f"{what} is not valid ({exc})") from None
    return secret, parts, shown


def _replay_entry(entry: Any, match: Match, number: int, with_deal: bool) -> tuple[HandState, int]:
    _need(isinstance(entry, dict), f"hand {number} is not valid")
    _need(entry.get("number") == number, f"hand {number} is out of order")
    dn = entry.get("deal_number")
    if dn is not None:
        dn = _int(dn, f"hand {number}'s deal number", 0)
    # a save of format 2 or 1 (the migration): its hands kept no secret
    secret, cut, shown = parse_deal(entry.get("deal"), number, dn) if with_deal else (None, (), None)
    try:
        rec = parse_record(entry.get("record"))
    except RecordError as exc:
        raise SaveError(f"hand {number}'s record is not valid ({exc})") from None
    _need(rec.rules.changed() == match.rules.changed(), f"hand {number} is played under other rules")
    if dn is not None:  # a numbered deal is dealt by the match's dealer (a set-up position may not be)
        _need(rec.dealer == match.dealer, f"hand {number} has the wrong dealer")
        _need(deal_hands(dn, rec.dealer, match.step) == rec.hands,
              f"hand {number}'s cards are not those of deal {dn}")
    st = rec.new_state()
    for k, action in enumerate(rec.actions):
        _need(not st.over, f"hand {number} goes on after its end")
        reason = st.why_illegal(action)
        _need(reason is None, f"action {k + 1} of hand {number} is not legal ({reason})")
        st.apply(action, check=False)
    match.hand_number = number
    match.current = st
    match.current_deal_number = dn
    match.current_secret, match.current_cut, match.current_shown = secret, cut, shown
    return st, dn


# ------------------------------------------------------------------ files
def keep_aside(path: Path, tag: str = "unreadable") -> Path | None:
    """Rename a bad file out of the way (never deleted); returns its new path."""
    path = Path(path)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


@dataclass
class ReadResult:
    loaded: LoadedMatch | None = None
    problem: str | None = None      # why the save could not be read
    kept_as: Path | None = None     # where the bad file was moved


def read_save(path: Path) -> ReadResult:
    """Read the save at ``path``.  Missing: an empty result.  Unreadable: the file is
    moved aside (``<name>.unreadable-<time>``) and the result says why."""
    path = Path(path)
    try:
        data = read_regular(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        return ReadResult()
    except OSError as exc:   # a folder, a named pipe, too large, no permission...
        problem = f"it could not be opened ({exc.strerror or exc})"
        return ReadResult(problem=problem, kept_as=keep_aside(path))
    try:
        loaded = parse_save(data)
    except SaveError as exc:
        return ReadResult(problem=str(exc), kept_as=keep_aside(path))
    except (RecursionError, MemoryError, ValueError, TypeError, KeyError) as exc:  # never a traceback
        return ReadResult(problem=f"it could not be read ({type(exc).__name__})", kept_as=keep_aside(path))
    return ReadResult(loaded=loaded)
