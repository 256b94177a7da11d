"""A time bank for a whole hand: the Bhoos bots' rule (1,500 ms per seat per hand).

Each decision takes a weighted share of what is left of the bank (its weight over the
expected weight of the seat's decisions still to come in the hand, this one included),
and never more than what is left.
The bank starts again with each new hand (another dealer, or a history that got
shorter).  Used by the search players for measuring at equal time (``arena
--hand-budget-ms``); the table gives each decision its own budget instead.
"""

from __future__ import annotations

from ..engine.events import Phase
from ..engine.view import PlayerView

# How much of the bank each kind of decision deserves, relative to the others.  The
# auction decides most of a hand's game points and its playouts run from the first
# trick, so a bid gets the largest share; the first plays come next; from about six
# cards left the compiled solver finishes every sampled deal exactly and cheaply, and
# the last plays need almost nothing.  (Before, every decision got an equal share of
# what was left: a bid got a tenth of the bank and half the bank was never used.)
AUCTION_WEIGHT = 3.0
TRUMP_WEIGHT = 2.0
DOUBLING_WEIGHT = 1.0
PLAY_WEIGHT = {8: 1.5, 7: 1.5, 6: 1.2, 5: 0.9, 4: 0.6, 3: 0.3, 2: 0.1, 1: 0.05}


def _plays_weight(cards: int) -> float:
    return sum(PLAY_WEIGHT.get(n, 1.5) for n in range(1, cards + 1))


def weights(view: PlayerView) -> tuple[float, float]:
    """(this decision's weight, the expected weight of the seat's decisions after it in
    the hand): its plays, one for each card it will hold, and in the auction perhaps
    another bid (half the time) and the trump (a quarter of the time)."""
    cards = len(view.hand) + (1 if view.withheld is not None else 0)
    if view.phase in (Phase.AUCTION, Phase.TRUMP_CHOICE, Phase.DOUBLING) and cards <= 4:
        cards += 4
    if view.phase == Phase.AUCTION:
        return AUCTION_WEIGHT, 0.5 * AUCTION_WEIGHT + 0.25 * TRUMP_WEIGHT + _plays_weight(cards)
    if view.phase == Phase.TRUMP_CHOICE:
        return TRUMP_WEIGHT, _plays_weight(cards)
    if view.phase == Phase.DOUBLING:
        return DOUBLING_WEIGHT, _plays_weight(cards)
    now = PLAY_WEIGHT.get(cards, 1.5)
    return now, _plays_weight(cards - 1)


class TimeBank:
    def __init__(self, total_ms: float):
        self.total_ms = total_ms
        self.spent_ms = 0.0
        self._mark: tuple[int, int] = (-1, -1)   # (dealer, history length) seen last

    def share(self, view: PlayerView, wanted_ms: float, cap_ms: float) -> tuple[float, float]:
        """(budget, cap) in ms for this decision: ``wanted_ms`` and ``cap_ms`` cut to its
        weighted share of what is left of the bank (``weights``), and never more than
        what is left."""
        mark = (view.dealer, len(view.history))
        if mark[0] != self._mark[0] or mark[1] < self._mark[1]:
            self.spent_ms = 0.0   # a new hand
        self._mark = mark
        left = max(1.0, self.total_ms - self.spent_ms)
        now, later = weights(view)
        cap = min(cap_ms, left)
        return min(cap, max(1.0, min(wanted_ms, left * now / (now + later)))), cap

    def spend(self, ms: float) -> None:
        self.spent_ms += ms
