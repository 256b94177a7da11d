"""The duplicate ratings once computed: one file per match in the saves folder's
``ratings`` folder, and the running figure of the statistics.

A rating (``ai.rating``, run by the controller) compares, hand by hand, the person's
side's game points and card points with those of the same side when the same deal is
replayed with the Hard computer in the person's seat.  It is kept as JSON
(format ``twentynine-rating/1``)::

    {"format": "twentynine-rating/1", "match_id": "...", "version": "r1-...",
     "computed": "2026-12-04T17:00:00+00:00", "person_seat": "S",
     "hands": [{"number": 1, "played": [1, 3.5], "hard": [0, -2.0],
                "replay": {"format": "twentynine-hand/1", ...}}],
     "checksum": "sha256:..."}

``played`` and ``hard`` are [game points, card points above an even share] of the
person's side.  ``replay`` is the hand record of the replayed hand, so anyone can check
Hard's figures with the ``replay`` command; loading checks them so too.  ``version``
names the computer player that made it (``ai.rating.rating_version``): a rating of
another version is stale and is computed again, never mixed into the figure.

A file that cannot be read is moved aside (never deleted) and the caller is told in
one sentence; the rating can then be computed again from the match.  No Qt here.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.cards import SEATS, side_of
from ..engine.rated import RatedHand
from ..engine.record import HandRecord, RecordError, parse_json, parse_record
from . import results
from .files import read_regular
from .matchsave import atomic_write, checksum, keep_aside, now_text

FORMAT = "twentynine-rating/1"
RATINGS_DIR = "ratings"
MAX_RATING_BYTES = 16 * 1024 * 1024
Z95 = 1.96          # "give or take": the half-width of a 95% interval
RECENT_MATCHES = 10  # the running figure pools the hands of this many recent matches


class RatingError(ValueError):
    """A rating file that cannot be used; the message says why in a few words."""


@dataclass(frozen=True)
class Rating:
    match_id: str
    version: str
    person_seat: int
    hands: tuple[RatedHand, ...]
    computed: str = ""

    def game(self) -> Estimate:
        return estimate([h.game_diff for h in self.hands])

    def cards(self) -> Estimate:
        return estimate([h.cards_diff for h in self.hands])


@dataclass(frozen=True)
class Estimate:
    """A mean per hand, give or take ``margin`` (None with fewer than two hands)."""

    mean: float
    margin: float | None
    n: int

    @property
    def clearly_below(self) -> bool:
        return self.margin is not None and self.mean + self.margin < 0

    @property
    def clearly_above(self) -> bool:
        return self.margin is not None and self.mean - self.margin > 0


def estimate(values: list[int] | list[float]) -> Estimate:
    """The mean of ``values`` and the half-width of its 95% interval (1.96 standard
    errors, the standard deviation of the sample over the square root of n)."""
    n = len(values)
    if n == 0:
        return Estimate(0.0, None, 0)
    mean = sum(values) / n
    if n < 2:
        return Estimate(mean, None, n)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return Estimate(mean, Z95 * math.sqrt(var / n), n)


def side_figures_of(record: HandRecord, side: int) -> tuple[int, float]:
    """(game points, card points above an even share) of ``side``, read from the
    record's replay output: the same figures as ``ai.rating.side_figures``."""
    res = results.replay_result(record)
    if res.get("status") not in ("complete", "annulled"):
        raise RatingError("a replayed hand is not finished")
    gp = results.game_points(res)
    pts = results.card_points(res)
    game = 0 if results.annulled(res) else gp[side] - gp[side ^ 1]
    return game, (pts[side] - pts[side ^ 1]) / 2


# ------------------------------------------------------------------ the file
def to_obj(rating: Rating) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "format": FORMAT, "match_id": rating.match_id, "version": rating.version,
        "computed": rating.computed or now_text(), "person_seat": SEATS[rating.person_seat],
        "hands": [{"number": h.number, "played": [h.person_game, h.person_cards],
                   "hard": [h.hard_game, h.hard_cards], "replay": dict(h.replay.to_json_obj())}
                  for h in rating.hands]}
    obj["checksum"] = checksum(obj)
    return obj


def _number(v: object, what: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise RatingError(f"its {what} is not a number")
    return float(v)


def _pair(v: object, what: str) -> tuple[int, float]:
    if not isinstance(v, list) or len(v) != 2:
        raise RatingError(f"its {what} figures are not a pair")
    game = _number(v[0], what)
    if game != int(game):
        raise RatingError(f"its {what} game points are not whole")
    return int(game), _number(v[1], what)


def from_obj(obj: object) -> Rating:
    """A rating from its parsed JSON.  Raises RatingError."""
    if not isinstance(obj, dict):
        raise RatingError("it is not a rating")
    if obj.get("format") != FORMAT:
        raise RatingError(f"its format is {obj.get('format')!r}, not {FORMAT}")
    if obj.get("checksum") != checksum(obj):
        raise RatingError("its checksum does not match (it was changed or cut short)")
    seat, match_id, version = obj.get("person_seat"), obj.get("match_id"), obj.get("version")
    if not isinstance(seat, str) or seat not in SEATS:
        raise RatingError("its person's seat is not N, E, S or W")
    if not isinstance(match_id, str) or not isinstance(version, str):
        raise RatingError("its match or version is missing")
    side = side_of(SEATS.index(seat))
    hands = []
    items = obj.get("hands")
    if not isinstance(items, list):
        raise RatingError("its hands are missing")
    for item in items:
        if not isinstance(item, dict):
            raise RatingError("a hand is not an object")
        number = _number(item.get("number"), "hand number")
        pg, pc = _pair(item.get("played"), "played")
        hg, hc = _pair(item.get("hard"), "replayed")
        try:
            replay = parse_record(item.get("replay"))
        except RecordError as exc:
            raise RatingError(f"a replayed hand's record is bad: {exc}") from None
        if side_figures_of(replay, side) != (hg, hc):
            raise RatingError(f"hand {int(number)}'s figures do not match its replayed record")
        hands.append(RatedHand(int(number), pg, pc, hg, hc, replay))
    return Rating(match_id, version, SEATS.index(seat), tuple(hands), str(obj.get("computed", "")))


class RatingStore:
    """The ratings of one saves folder (``root``/ratings/<match id>.json)."""

    def __init__(self, root: Path):
        self.folder = Path(root) / RATINGS_DIR

    def path_for(self, match_id: str) -> Path:
        name = "".join(ch for ch in match_id if ch.isalnum() or ch in "-_T") or "match"
        return self.folder / f"{name}.json"

    def save(self, rating: Rating) -> Path:
        """Keep ``rating`` (replacing an older one of its match).  Raises OSError."""
        path = self.path_for(rating.match_id)
        atomic_write(path, json.dumps(to_obj(rating), indent=1) + "\n")
        return path

    def load(self, match_id: str) -> tuple[Rating | None, str | None]:
        """The kept rating of a match (None when there is none), and None or a sentence
        saying why the file could not be used (it is then moved aside, not deleted)."""
        return self._read(self.path_for(match_id))

    def _read(self, path: Path) -> tuple[Rating | None, str | None]:
        try:
            data = read_regular(path, MAX_RATING_BYTES)
        except FileNotFoundError:
            return None, None
        except OSError as exc:
            return None, (f"The rating kept in {path.name} could not be opened "
                          f"({exc.strerror or exc}); it is left where it is.")
        try:
            rating = from_obj(parse_json(data))
        except (RatingError, RecordError, ValueError, RecursionError) as exc:
            kept = keep_aside(path)
            where = f"kept aside as {kept.name}" if kept is not None else "left where it is"
            return None, (f"The rating kept in {path.name} could not be read ({exc}), so it "
                          f"was {where}; it can be computed again from the match.")
        return rating, None

    def recent(self, version: str, matches: int = RECENT_MATCHES) -> tuple[list[Rating], list[str]]:
        """The ratings of ``version`` of the most recent ``matches`` rated matches (by
        match id, which begins with its start time), newest first; and the sentences
        of the files that could not be read."""
        try:
            names = sorted((n for n in os.listdir(self.folder)
                            if n.endswith(".json") and not n.startswith(".")), reverse=True)
        except OSError:
            return [], []
        out: list[Rating] = []
        problems: list[str] = []
        for name in names:
            rating, problem = self._read(self.folder / name)
            if problem is not None:
                problems.append(problem)
            if rating is not None and rating.version == version and rating.hands:
                out.append(rating)
                if len(out) >= matches:
                    break
        return out, problems


@dataclass(frozen=True)
class RunningFigure:
    """The person's points minus Hard's per hand, over the recent rated matches."""

    game: Estimate
    cards: Estimate
    matches: int


def running_figure(ratings: list[Rating]) -> RunningFigure:
    hands = [h for r in ratings for h in r.hands]
    return RunningFigure(estimate([h.game_diff for h in hands]),
                         estimate([h.cards_diff for h in hands]), len(ratings))
