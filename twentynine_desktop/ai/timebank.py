"""A time bank for a whole hand: the Bhoos bots' rule (1,500 ms per seat per hand).

Each decision takes a share of what is left of the bank, about the rest divided by the
decisions the seat still has to make in the hand, and never more than what is left.
The bank starts again with each new hand (another dealer, or a history that got
shorter).  Used by the search players for measuring at equal time (``arena
--hand-budget-ms``); the table gives each decision its own budget instead.
"""

from __future__ import annotations

from ..engine.view import PlayerView


def decisions_left(view: PlayerView) -> int:
    """About how many more decisions this seat makes in the hand, this one included:
    a play for each card it will hold, and one or two in the auction and the trump."""
    cards = len(view.hand) + (1 if view.withheld is not None else 0)
    if view.phase in ("auction", "trump", "doubling") and cards <= 4:
        cards += 4
    return max(1, cards + (2 if view.phase == "auction" else 0))


class TimeBank:
    def __init__(self, total_ms: float):
        self.total_ms = total_ms
        self.spent_ms = 0.0
        self._mark: tuple[int, int] = (-1, -1)   # (dealer, history length) seen last

    def share(self, view: PlayerView, wanted_ms: float, cap_ms: float) -> tuple[float, float]:
        """(budget, cap) in ms for this decision: ``wanted_ms`` and ``cap_ms`` cut to the
        share of the bank left for it."""
        mark = (view.dealer, len(view.history))
        if mark[0] != self._mark[0] or mark[1] < self._mark[1]:
            self.spent_ms = 0.0   # a new hand
        self._mark = mark
        left = max(1.0, self.total_ms - self.spent_ms)
        return max(1.0, min(wanted_ms, left / decisions_left(view))), min(cap_ms, left)

    def spend(self, ms: float) -> None:
        self.spent_ms += ms
