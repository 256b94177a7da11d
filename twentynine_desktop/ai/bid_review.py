"""What the program thinks of a bid (or a pass) made in the auction, for the review of a
hand.  One function, ``bid_opinion``, is the way in: it reads the chances a player is
shown (``bid_advice.shown_chances``, the same numbers as the bid advisor and the hint
for the same view); a better bid model can be put behind that without changing its
callers.  No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.actions import Action, ActionKind
from ..engine.view import PlayerView
from .bid_advice import SAMPLED, TABLE, shown_chances, tenths

# a bid whose chance is said as "about 5 in 10" or more (``tenths``) is "makeable", so
# that the opinion never contradicts the words shown beside it
GOOD_TENTHS = 5


@dataclass(frozen=True)
class BidOpinion:
    made: Action                     # the bid or pass made
    high_before: int                 # the high bid before it (0: none)
    lowest: int                      # the lowest bid that was open then
    chances: dict[int, float]        # bid -> chance of making it with the best trump
    best_trump: dict[int, int]       # bid -> that trump
    samples: int                     # the sampled deals behind the chances (0: the table)
    model: str = SAMPLED             # which model gave the chances (TABLE or SAMPLED)

    @property
    def bid(self) -> int | None:
        return self.made.arg if self.made.kind == ActionKind.BID else None

    @property
    def chance_of_bid(self) -> float | None:
        """The chance of making the bid made (None for a pass)."""
        return self.chances.get(self.bid) if self.bid is not None else None

    @property
    def highest_makeable(self) -> int | None:
        """The highest bid from the lowest open one whose chance is said as "about 5 in
        10" or more (None: none is)."""
        good = [b for b, p in self.chances.items() if b >= self.lowest and tenths(p) >= GOOD_TENTHS]
        return max(good) if good else None


def bid_opinion(view: PlayerView, made: Action,
                cancelled: Callable[[], bool] | None = None) -> BidOpinion:
    """The program's opinion of ``made`` (a bid or a pass of ``view``'s seat, in the
    auction position of ``view``): the shown chance of making each bid with the seat's
    cards, the bid made among them."""
    advice = shown_chances(view, cancelled)
    high = view.auction_bid
    lowest = max(view.rules.min_bid, high + 1) if high else view.rules.min_bid
    if made.kind == ActionKind.BID and made.arg is not None:
        lowest = min(lowest, made.arg)       # a hold (the duel auction) bids the same number
    return BidOpinion(made, high, lowest, dict(advice.chances), dict(advice.best_trump),
                      advice.samples, advice.source)


__all__ = ["GOOD_TENTHS", "SAMPLED", "TABLE", "BidOpinion", "bid_opinion"]
