"""One hand of a duplicate rating: the person's side's points as the hand was played,
and as it went with the Hard computer in the person's seat on the same deal.

The value the replay makes (``ai/rating.py``) and the rating file keeps
(``storage/ratings.py``); it lives here, below both, so that there is one of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .record import HandRecord


@dataclass(frozen=True)
class RatedHand:
    """One hand: the person's side as played, and with Hard in the person's seat."""

    number: int
    person_game: int
    person_cards: float
    hard_game: int
    hard_cards: float
    replay: HandRecord          # the hand as Hard and the others played it

    @property
    def game_diff(self) -> int:
        return self.person_game - self.hard_game

    @property
    def cards_diff(self) -> float:
        return self.person_cards - self.hard_cards
