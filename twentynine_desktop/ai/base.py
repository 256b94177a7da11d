"""The computer-player interface.

A player sees only a ``PlayerView`` (its own seat's information) and returns one of
``view.legal``.  ``decide`` may return ``None`` only when every action in
``view.legal`` is optional for that seat (showing a pair or declaring a single hand
while another seat is to play): None means "I decline".

Table settings are enforced here for every level: a computer player never shows a
pair unless ``computer_pair`` is on, and never doubles, redoubles or calls set unless
``computer_doubles`` is on.
"""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.actions import Action, ActionKind
from ..engine.view import PlayerView

OPTIONAL_KINDS = {ActionKind.PAIR, ActionKind.SINGLE}


class Player(Protocol):
    level: str

    def decide(self, view: PlayerView, budget_ms: float | None = None) -> Action | None: ...


def allowed_actions(view: PlayerView) -> list[Action]:
    """view.legal minus what the table settings forbid computer players."""
    r = view.rules
    acts = []
    for a in view.legal:
        if a.kind == ActionKind.PAIR and not r.computer_pair:
            continue
        if a.kind in (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET) and not r.computer_doubles:
            continue
        acts.append(a)
    return acts


def only_optional(acts: list[Action]) -> bool:
    return all(a.kind in OPTIONAL_KINDS for a in acts)


def before_thinking(view: PlayerView) -> tuple[bool, Action | None, list[Action]]:
    """What every thinking level does first.  Returns (done, answer, candidates):
    nothing allowed -> None; a pair -> show it (it always helps its side); only
    optional actions -> decline (a single hand is never declared); else the
    candidates without single-hand declarations."""
    acts = allowed_actions(view)
    if not acts:
        return True, None, acts
    pairs = [a for a in acts if a.kind == ActionKind.PAIR]
    if pairs:
        return True, pairs[0], acts
    if only_optional(acts):
        return True, None, acts
    return False, None, [a for a in acts if a.kind != ActionKind.SINGLE]


class RandomPlayer:
    """Uniformly random legal player (for tests)."""

    level = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView, budget_ms: float | None = None) -> Action | None:
        acts = allowed_actions(view)
        if not acts:
            return None
        if only_optional(acts):
            return self.rng.choice(acts + [None])
        return self.rng.choice([a for a in acts if a.kind not in OPTIONAL_KINDS] or acts)
