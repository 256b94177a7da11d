"""The bid advisor: from the person's four cards (their ``PlayerView`` in the auction),
the chance of making each bid with the best trump, estimated from sampled deals.

Each sampled deal (``engine/sampling.py``: consistent with the person's view and
nothing else) is played out with the person as the bidder, once for each promising
trump, by the rule-based policy with the last tricks solved exactly, as the Hard
player's own bidding does (``ai/search.py``).  For each bid, the chance is the share
of deals on which the side reaches it, under the trump that reaches it most often.
No Qt here.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.sampling import SamplingError, ViewFacts, sample_deal
from ..engine.view import PlayerView
from .auction_model import contract_state
from .common import suit_strength
from .playout import rollout

EXACT_TRICKS = 4       # the last tricks of each playout solved exactly (as Hard)


@dataclass(frozen=True)
class BidAdvice:
    samples: int
    chances: dict[int, float]          # bid -> chance of making it with its best trump
    best_trump: dict[int, int]         # bid -> that trump suit
    suits: tuple[int, ...]             # the trumps tried


def _suits(hand: list[int], n: int = 3) -> list[int]:
    ranked = sorted(range(4), key=lambda t: (-suit_strength(hand, t), t))[:n]
    return [t for t in ranked if any(c >> 3 == t for c in hand)] or ranked[:1]


def bid_chances(view: PlayerView, samples: int = 48, seed: int = 0,
                cancelled: Callable[[], bool] | None = None) -> BidAdvice:
    """The chance of making each bid from the lowest to the highest, for the seat of
    ``view``, over ``samples`` sampled deals (a pure function of the view and seed)."""
    me = view.seat
    rng = random.Random(zlib.crc32(repr((seed, me, tuple(view.history), tuple(view.hand))).encode()))
    facts = ViewFacts(view)
    suits = _suits(list(view.hand))
    pts: dict[int, list[int]] = {t: [] for t in suits}
    n = 0
    tries = 0
    while n < samples and tries < samples * 4:
        tries += 1
        if cancelled is not None and cancelled():
            break
        try:
            hands, _, _ = sample_deal(view, rng, facts)
        except SamplingError:
            continue
        res = {}
        for t in suits:
            st = contract_state(view, hands, me, t)
            if st is None:
                break
            res[t] = rollout(st, EXACT_TRICKS)[me & 1]
        else:
            for t in suits:
                pts[t].append(res[t])
            n += 1
    r = view.rules
    chances: dict[int, float] = {}
    best: dict[int, int] = {}
    for b in range(r.min_bid, r.max_bid + 1):
        if n == 0:
            chances[b], best[b] = 0.0, suits[0]
            continue
        t = max(suits, key=lambda s: (sum(1 for x in pts[s] if x >= b), -s))
        chances[b] = sum(1 for x in pts[t] if x >= b) / n
        best[b] = t
    return BidAdvice(n, chances, best, tuple(suits))


def table_advice(view: PlayerView) -> BidAdvice | None:
    """The same advice read from the shipped bid table (``bid_table.py``) instead of
    sampled deals: the chance of each bid with its best trump, for four cards held
    (``samples`` is 0).  None where the table cannot say (no table, rules with other
    bids, not four cards).  ``bid_table.in_words`` says a chance in words."""
    from .bid_table import load
    table = load()
    if table is None or not table.fits(view.rules):
        return None
    ch = table.chances(list(view.hand))
    if ch is None:
        return None
    chances: dict[int, float] = {}
    best: dict[int, int] = {}
    for b in range(table.min_bid, table.max_bid + 1):
        t = max(sorted(ch), key=lambda s: ch[s][b - table.min_bid])
        chances[b], best[b] = ch[t][b - table.min_bid], t
    return BidAdvice(0, chances, best, tuple(sorted(ch)))
