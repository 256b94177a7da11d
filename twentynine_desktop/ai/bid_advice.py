"""The chances a player is shown: for the seat's view in the auction (and at the trump
choice), the chance of making each bid with each trump.

``shown_chances(view)`` is the one source of those numbers: the bid advisor, the hint
(in the auction and at the trump choice) and the review of a hand's auction all read
them from it, so they never disagree.  It is a pure function of the view (no seed, no
sample count, no clock): the same view always gives the same chances.

Where the shipped bid table (``bid_table.py``) can say (four cards held, the table's
range of bids), the chances are the table's: built offline from solved deals and
calibrated on hands really played.  Elsewhere they are estimated from ``SHOWN_SAMPLES``
sampled deals (``engine/sampling.py``: consistent with the view and nothing else),
each played out with the seat as the bidder, once for each promising trump, by the
rule-based policy with the last tricks solved exactly (``bid_chances``), the sampling
seeded from the view itself.

``tenths(p)`` rounds a chance to the tenths a player is told ("about 7 in 10");
``ui/learn_text.chance_words`` says them in the person's language.  No Qt here.
"""

from __future__ import annotations

import math
import random
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.sampling import SamplingError, ViewFacts, sample_deal
from ..engine.view import PlayerView
from .auction_model import contract_state
from .common import suit_strength
from .playout import rollout

EXACT_TRICKS = 4       # the last tricks of each playout solved exactly (as Hard)
SHOWN_SAMPLES = 48     # the sampled deals behind the shown chances, where no table says
TABLE = "bid table"
SAMPLED = "sampled playouts"


@dataclass(frozen=True)
class BidAdvice:
    samples: int                       # the sampled deals behind it (0: the bid table)
    chances: dict[int, float]          # bid -> chance of making it with its best trump
    best_trump: dict[int, int]         # bid -> that trump suit
    suits: tuple[int, ...]             # the trumps tried
    by_trump: dict[int, dict[int, float]] = field(default_factory=dict)  # trump -> bid -> chance

    @property
    def source(self) -> str:
        """Where the chances come from: ``TABLE`` or ``SAMPLED``."""
        return TABLE if self.samples == 0 else SAMPLED

    def chance(self, bid: int, trump: int | None = None) -> float | None:
        """The chance of making ``bid`` with ``trump`` (None: with its best trump);
        None for a bid or a trump the advice does not cover."""
        if trump is None:
            return self.chances.get(bid)
        return self.by_trump.get(trump, {}).get(bid)


def tenths(p: float) -> int:
    """A chance in tenths as a player is told it: 0 for less than 1 in 10 (p < 0.05),
    10 for more than 9 in 10 (p >= 0.95), else 10p rounded half up (1..9)."""
    if p < 0.05:
        return 0
    if p >= 0.95:
        return 10
    # half up, with room for a decimal half stored a hair low (0.35 * 10 = 3.4999...)
    return max(1, min(9, math.floor(10 * p + 0.5 + 1e-9)))


def _suits(hand: list[int], n: int = 3) -> list[int]:
    ranked = sorted(range(4), key=lambda t: (-suit_strength(hand, t), t))[:n]
    return [t for t in ranked if any(c >> 3 == t for c in hand)] or ranked[:1]


def _advice(samples: int, bids: range, by_trump: dict[int, dict[int, float]]) -> BidAdvice:
    """The advice with each bid's best trump (the lowest suit among equals)."""
    suits = tuple(sorted(by_trump))
    chances: dict[int, float] = {}
    best: dict[int, int] = {}
    for b in bids:
        t = max(suits, key=lambda s: (by_trump[s][b], -s))
        chances[b], best[b] = by_trump[t][b], t
    return BidAdvice(samples, chances, best, suits, by_trump)


def bid_chances(view: PlayerView, samples: int = SHOWN_SAMPLES, seed: int = 0,
                cancelled: Callable[[], bool] | None = None) -> BidAdvice:
    """The chance of making each bid from the lowest to the highest with each promising
    trump, for the seat of ``view``, over ``samples`` sampled deals (a pure function of
    the view and seed).  What a player is shown comes from ``shown_chances``."""
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
    bids = range(view.rules.min_bid, view.rules.max_bid + 1)
    by_trump = {t: {b: (sum(1 for x in pts[t] if x >= b) / n if n else 0.0) for b in bids}
                for t in suits}
    return _advice(n, bids, by_trump)


def table_advice(view: PlayerView) -> BidAdvice | None:
    """The advice read from the shipped bid table (``bid_table.py``): the chance of each
    bid with each trump held, for four cards held (``samples`` is 0).  None where the
    table cannot say (no table, rules with other bids, not four cards)."""
    from .bid_table import load
    table = load()
    if table is None or not table.fits(view.rules):
        return None
    ch = table.chances(list(view.hand))
    if ch is None:
        return None
    bids = range(table.min_bid, table.max_bid + 1)
    by_trump = {t: {b: ch[t][b - table.min_bid] for b in bids} for t in ch}
    return _advice(0, bids, by_trump)


_CACHE: OrderedDict[object, BidAdvice] = OrderedDict()
_CACHE_SIZE = 16
_LOCK = threading.Lock()


def shown_chances(view: PlayerView, cancelled: Callable[[], bool] | None = None) -> BidAdvice:
    """The chances a player is shown for ``view`` (the seat's own, in the auction or at
    the trump choice): the bid table's where it can say, else ``SHOWN_SAMPLES`` sampled
    deals seeded from the view.  The same view always gives the same advice; the last
    few are kept, so the advisor and the hint of one position sample it once.
    ``cancelled`` stops a sampling early (that advice is then not kept)."""
    try:
        key: object = (view.rules, view.seat, view.dealer, view.phase, view.history, view.hand,
                       view.legal)
        hash(key)
    except TypeError:
        key = None
    if key is not None:
        with _LOCK:
            hit = _CACHE.get(key)
            if hit is not None:
                _CACHE.move_to_end(key)
                return hit
    advice = table_advice(view)
    if advice is None:
        advice = bid_chances(view, SHOWN_SAMPLES, 0, cancelled)
        if cancelled is not None and cancelled():
            return advice
    if key is not None:
        with _LOCK:
            _CACHE[key] = advice
            while len(_CACHE) > _CACHE_SIZE:
                _CACHE.popitem(last=False)
    return advice
