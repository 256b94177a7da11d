"""The learning windows' long computations, asked of the controller: the review of a
hand (each decision against the exact best play) and the bid advisor's chances (with
the Hard player's own choice).  The screen never calls the computer players itself.

Each call starts a ``BackgroundJob`` (``background.py``): the work runs on a plain
Python thread, and ``on_done(result, error)`` (and ``on_progress(done, total)``) are
called on the GUI thread with plain values: a ``Review``, or a ``BidAdvice`` and a
``Hint``.  The caller keeps the job to cancel it when its window closes or the
position moves on.  The types are re-exported here for the screen's annotations, and
``tenths`` (a chance in the tenths a player is told) for the screen's words.

The chances of the bids, wherever they are shown (the advisor, the hint, the review of
the auction), come from ``ai.bid_advice.shown_chances``: a pure function of the view,
with no seed or sample count of the caller's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from ..ai.bid_advice import SAMPLED, TABLE, BidAdvice, shown_chances, tenths
from ..ai.bid_review import BidOpinion, bid_opinion
from ..ai.hint import Hint, compute_hint
from ..ai.review import Decision, Review, review_hand
from ..engine.actions import ActionKind
from ..engine.events import Phase
from ..engine.hand import HandState
from ..engine.view import PlayerView, player_view
from .background import BackgroundJob, Progress

Done = Callable[[Any, str | None], None]


def start_review(hand: HandState, seats: tuple[int, ...], on_done: Done,
                 on_progress: Callable[[int, int], None] | None = None,
                 parent: QObject | None = None) -> BackgroundJob:
    """Review the decisions of ``seats`` in ``hand`` (a copy is taken at once, so the
    table may go on) in the background; ``on_done`` receives the ``Review``."""
    hand = hand.copy()

    def work(progress: Progress, cancelled: Callable[[], bool]) -> Review:
        return review_hand(hand, seats, progress, cancelled)

    return BackgroundJob(work, on_done, on_progress, parent, name="review").start()


def auction_decisions(hand: HandState, seat: int) -> list[tuple[int, PlayerView]]:
    """(history index, ``seat``'s view just before) of each bid or pass ``seat`` made in
    the auction of ``hand``."""
    out = []
    cur = HandState(hand.rules, hand.dealer, [list(h) for h in hand.hands_dealt])
    for i, a in enumerate(hand.history):
        if cur.phase == Phase.AUCTION and a.actor == seat and a.kind in (ActionKind.BID, ActionKind.PASS):
            out.append((i, player_view(cur, seat)))
        cur.apply(a)
    return out


def start_auction_review(hand: HandState, seat: int, on_done: Done,
                         parent: QObject | None = None) -> BackgroundJob:
    """What the program thinks of each bid and pass ``seat`` made in ``hand``'s auction,
    in the background; ``on_done`` receives a list of ``(history index, BidOpinion)``.
    The opinion comes from ``ai.bid_review.bid_opinion``, the one way in to the bid
    model."""
    hand = hand.copy()

    def work(progress: Progress, cancelled: Callable[[], bool]) -> list[tuple[int, BidOpinion]]:
        points = auction_decisions(hand, seat)
        out = []
        for n, (i, view) in enumerate(points):
            if cancelled():
                break
            out.append((i, bid_opinion(view, hand.history[i], cancelled)))
            progress(n + 1, len(points))
        return out

    return BackgroundJob(work, on_done, parent=parent, name="auction-review").start()


def start_bid_advice(view: PlayerView, seed: int, levels: dict[int, str | None],
                     hint_samples: int | None, on_done: Done,
                     parent: QObject | None = None) -> BackgroundJob:
    """Work out, in the background, the chance of making each bid from ``view``
    (``shown_chances``) and what the Hard player would do there (the hint, with its
    ``seed`` and the seats' ``levels``; ``hint_samples``: the Hard player's fixed sample
    count, for tests); ``on_done`` receives the pair ``(BidAdvice, Hint)``."""

    def work(progress: Progress, cancelled: Callable[[], bool]) -> tuple[BidAdvice, Hint]:
        advice = shown_chances(view, cancelled)
        progress(1, 2)
        hint = compute_hint(view, seed, levels, samples=hint_samples)
        return advice, hint

    return BackgroundJob(work, on_done, parent=parent, name="bid-advisor").start()


__all__ = ["SAMPLED", "TABLE", "BidAdvice", "BidOpinion", "Decision", "Hint", "Review",
           "auction_decisions", "start_auction_review", "start_bid_advice", "start_review",
           "tenths"]
