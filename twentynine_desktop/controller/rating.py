"""The duplicate rating, asked of the controller: every finished hand of a match played
again with the Hard computer in the person's seat (``ai.rating``), on a worker thread
(``background.BackgroundJob``), then kept (``storage.ratings``) so that it is computed
once.  The screen never calls the computer players itself.

``start_rating`` returns the job (to cancel it); ``on_done(rating, problem)`` is
called on the GUI thread with a ``storage.ratings.Rating`` (None when the replay
failed) and None or a ``Problem``: the replay failed ("failed"), or the rating could
not be written ("not_kept": it is shown all the same); the screen words it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject

from ..ai.rating import DEFAULT_SAMPLES, MatchRating, Samples, rate_match, rating_version
from ..engine.cards import SEATS
from ..engine.match import Match
from ..storage.matchsave import MatchInfo, now_text
from ..storage.ratings import Rating, RatingStore
from .background import BackgroundJob, Progress

log = logging.getLogger(__name__)



@dataclass(frozen=True)
class Problem:
    kind: str      # "failed" or "not_kept"
    detail: str    # the error's last line, in English


Done = Callable[[Rating | None, Problem | None], None]


def current_version(samples: Samples | None = None) -> str:
    """The version a rating must have to be current (made by today's Hard player)."""
    return rating_version(samples)


def can_rate(match: Match, info: MatchInfo) -> bool:
    """A match with a person's seat and at least one finished hand."""
    return info.human_seat is not None and bool(match.hands_played)


def to_stored(match_id: str, rating: MatchRating) -> Rating:
    return Rating(match_id, rating.version, rating.person_seat, rating.hands, now_text())


def start_rating(match: Match, info: MatchInfo, store: RatingStore | None, on_done: Done,
                 on_progress: Callable[[int, int], None] | None = None,
                 parent: QObject | None = None, samples: Samples | None = None) -> BackgroundJob:
    """Rate ``match`` in the background and keep the rating in ``store`` (None: not
    kept, for tests).  The hands are copied at once, so the table may go on."""
    seat = info.human_seat
    if seat is None:
        raise ValueError("a match without a person's seat cannot be rated")
    hands = [(h.number, h.record) for h in match.hands_played]
    levels = [None if s == seat else info.levels.get(SEATS[s]) for s in range(4)]
    match_id = info.match_id
    samples = DEFAULT_SAMPLES if samples is None else samples

    def work(progress: Progress, cancelled: Callable[[], bool]) -> Rating | None:
        rated = rate_match(hands, seat, levels, samples, progress, cancelled)
        return None if rated is None else to_stored(match_id, rated)

    def done(rating: Rating | None, error: str | None) -> None:
        if error is not None:
            log.error("the rating of match %s failed:\n%s", match_id, error)
            on_done(None, Problem("failed", error.strip().splitlines()[-1]))
            return
        problem = None
        if rating is not None and store is not None:
            try:
                store.save(rating)
            except OSError as exc:
                log.warning("could not keep the rating of %s: %s", match_id, exc)
                problem = Problem("not_kept", str(exc.strerror or exc))
        on_done(rating, problem)

    return BackgroundJob(work, done, on_progress, parent, name="rating").start()


__all__ = ["Problem", "Rating", "RatingStore", "can_rate", "current_version", "start_rating", "to_stored"]
