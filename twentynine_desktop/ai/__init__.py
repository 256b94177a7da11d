"""Computer players.  ``make_player(level, seed)`` returns a player for a level name:
"random", "easy", "normal" or "hard"."""

from __future__ import annotations

from .base import Player, RandomPlayer, allowed_actions

LEVELS = ("easy", "normal", "hard")


def make_player(level: str, seed: int = 0) -> Player:
    level = level.lower()
    if level == "random":
        return RandomPlayer(seed)
    # Filled in by the computer-player work; until then every level plays at random.
    return RandomPlayer(seed)


__all__ = ["LEVELS", "Player", "RandomPlayer", "allowed_actions", "make_player"]
