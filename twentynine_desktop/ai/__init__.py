"""Computer players.  ``make_player(level, seed, table)`` returns a player for a level
name: "random", "easy", "normal" or "hard".  ``table`` (optional) gives the level shown
for each seat at the table (seat -> level, None for a person): public information,
which the hard player uses to model the bids and plays of the seats shown as Easy."""

from __future__ import annotations

from .base import Player, RandomPlayer, allowed_actions

LEVELS = ("easy", "normal", "hard")


def make_player(level: str, seed: int = 0, table: dict[int, str | None] | None = None) -> Player:
    level = level.lower()
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        from .easy import EasyPlayer
        return EasyPlayer(seed)
    if level in ("normal", "hard"):
        # no fallback: a search player that cannot be loaded is an error, never an Easy
        # player in its place
        from .search import SearchPlayer
        return SearchPlayer(level, seed, table=table)
    raise ValueError(f"unknown computer level {level!r}: choose from {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Player", "RandomPlayer", "allowed_actions", "make_player"]
