"""Configuration of a new match at the table: a plain dataclass with defaults.

The settings dialog builds one of these from saved settings; tests build their own.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from ..engine.cards import SEATS
from ..engine.match import draw_first_dealer
from ..engine.rules import Rules

HUMAN_SEAT = 2  # South


def _default_levels() -> dict[str, str]:
    return {"N": "normal", "E": "normal", "W": "normal"}


@dataclass
class TableConfig:
    rules: Rules = field(default_factory=Rules)
    # computer level per seat letter; a seat listed here is a computer player.  Give
    # "S" a level too (and human_seat=None) for a table of four computer players.
    levels: dict[str, str] = field(default_factory=_default_levels)
    animation_speed: float = 1.0      # 0 = no animation, 1 = normal, 2 = twice as slow
    player_name: str = "You"
    card_back: str = "blue"           # "blue" or "red"
    seed: int | None = None           # None: a fresh random match
    human_seat: int | None = HUMAN_SEAT
    computer_delay_ms: int = 550      # pause before a computer move, so people can follow
    think_ms: int | None = None       # thinking budget for computer players (None: their own)
    double_window_seconds: float | None = None  # None: rules.double_window_seconds
    # Who deals the first hand (then the deal passes on).  None: drawn by lot for each
    # match (from the match's seed, so a seeded match has the same first dealer), and
    # the table says so.
    first_dealer: int | None = None
    # learning at the table (controller/learning.py): a practice match allows undo and
    # is kept apart in the statistics; hints offers the Hint button (H)
    practice: bool = False
    hints: bool = True
    # the person's only legal card is played for them, after a short pause in which the
    # table shows it chosen (a setting, off unless the player turns it on)
    auto_play: bool = False
    auto_play_ms: int = 700
    # the tutorial's guided hand (ui/tutorial.py): never saved, kept or counted; the
    # match it was started beside stays the one saved
    tutorial: bool = False
    # seats held by people at other computers (a hosted table, net/): each is played by
    # its person while connected and by a computer at its level in ``levels`` while away
    remote_seats: frozenset[int] = frozenset()

    def first_dealer_seat(self, seed: int | None) -> int:
        """The seat that deals the match's first hand: ``first_dealer``, or drawn by lot
        (a cut for the deal): from the match's seed in a seeded match, else from the
        operating system's random source."""
        if self.first_dealer is not None:
            return self.first_dealer
        if seed is None:
            return secrets.randbelow(4)
        return draw_first_dealer(seed)

    def window_seconds(self) -> float:
        if self.double_window_seconds is not None:
            return float(self.double_window_seconds)
        return float(self.rules.double_window_seconds)

    def level_of(self, seat: int) -> str | None:
        if seat == self.human_seat or seat in self.remote_seats:
            return None
        return self.levels.get(SEATS[seat], "normal")

    def stand_in_level(self, seat: int) -> str:
        """The level of the computer that plays ``seat`` while its person is away."""
        return self.levels.get(SEATS[seat], "normal")
