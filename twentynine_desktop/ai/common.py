"""Card knowledge and the rule-based policy shared by every level.

The same heuristics serve the easy player (fed from a ``PlayerView``) and the
playouts of the search players (fed from a sampled ``HandState``): both build a
``PlayCtx`` that holds only what the seat to act may know, and ``heuristic_play``
answers with a card or ``ASK_MOVE``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import CARD_POINTS, SUIT_MASKS, SUIT_OF, cards_in, same_side
from ..engine.kernel import trick_points as trick_points
from ..engine.kernel import winning_play

ASK_MOVE = -1

# strength of a card inside its suit for "keep the high cards" decisions
RANK_VALUE = (8, 7, 6, 5, 4, 3, 2, 1)


bits = cards_in  # the cards of a mask, in ascending order


def popcount(mask: int) -> int:
    return bin(mask).count("1")


def strongest(mask: int) -> int:
    """The highest-ranked card of a one-suit mask (lowest bit)."""
    return (mask & -mask).bit_length() - 1


def weakest(mask: int) -> int:
    return mask.bit_length() - 1


def stronger_mask(card: int) -> int:
    """Cards of the same suit that beat ``card``."""
    return SUIT_MASKS[SUIT_OF[card]] & ((1 << card) - 1)


def is_master(card: int, gone: int) -> bool:
    """Every card of its suit that beats ``card`` is in ``gone`` (played or mine)."""
    sm = stronger_mask(card)
    return sm & gone == sm


# (seat, card) winning a trick when a trump (None: none) counts from a position on: the
# rule kernel's (engine/kernel.py), the same function the hand uses
current_winner = winning_play


def low_card(mask: int, trump: int | None = None, gone: int = 0) -> int:
    """The card cheapest to give away: no points, weak, not a trump, not a master."""
    best = None
    best_key = None
    for c in bits(mask):
        key = (CARD_POINTS[c] * 10 + (20 if trump is not None and SUIT_OF[c] == trump else 0)
               + (6 if is_master(c, gone) else 0) + RANK_VALUE[c & 7] * 0.5
               - 0.3 * (8 - popcount(mask & SUIT_MASKS[SUIT_OF[c]])))
        if best_key is None or key < best_key:
            best, best_key = c, key
    assert best is not None, "low_card of no cards"
    return best


def feed_card(mask: int, trump: int | None = None, gone: int = 0) -> int:
    """The card richest in points to give a partner who wins the trick (keeping masters
    and trumps where possible)."""
    best = None
    best_key = None
    for c in bits(mask):
        key = (CARD_POINTS[c] * 10 - (15 if trump is not None and SUIT_OF[c] == trump else 0)
               - (8 if is_master(c, gone) and CARD_POINTS[c] < 3 else 0) - RANK_VALUE[c & 7] * 0.1)
        if best_key is None or key > best_key:
            best, best_key = c, key
    assert best is not None, "feed_card of no cards"
    return best


class PlayCtx:
    """What the seat to play may know, reduced to masks."""

    __slots__ = ("seat", "held", "legal", "can_ask", "trick", "trump", "trump_live",
                 "live_from", "gone", "bidder", "n_active", "hidden_trump_mine")

    def __init__(self, seat: int, held: int, legal: int, can_ask: bool,
                 trick: list[tuple[int, int]], trump: int | None, trump_live: bool,
                 live_from: int, gone: int, bidder: int | None, n_active: int,
                 hidden_trump_mine: bool = False):
        self.seat = seat
        self.held = held            # cards in hand
        self.legal = legal          # mask of playable cards (0: must ask)
        self.can_ask = can_ask
        self.trick = trick          # [(seat, card)]
        self.trump = trump          # the trump suit if this seat knows it
        self.trump_live = trump_live  # the trump counts in this trick (revealed)
        self.live_from = live_from  # position from which trumps count in this trick
        self.gone = gone            # played cards | own cards
        self.bidder = bidder
        self.n_active = n_active
        self.hidden_trump_mine = hidden_trump_mine  # bidder, trump still hidden


def heuristic_play(ctx: PlayCtx) -> int:
    """A card to play (or ASK_MOVE) by sound rules of thumb."""
    legal = ctx.legal
    if not legal:
        return ASK_MOVE
    p = ctx.seat
    trick = ctx.trick
    trump = ctx.trump
    gone = ctx.gone
    if (legal & (legal - 1)) == 0:
        if not (ctx.can_ask and _want_ask(ctx)):
            return legal.bit_length() - 1
    if not trick:
        return _lead(ctx)
    led = SUIT_OF[trick[0][1]]
    live_trump = trump if ctx.trump_live else None
    wseat, wcard = current_winner(trick, live_trump, ctx.live_from)
    partner_wins = same_side(wseat, p)
    last = len(trick) == ctx.n_active - 1
    follow = legal & SUIT_MASKS[led]
    if follow:
        if partner_wins:
            secure = last or (SUIT_OF[wcard] != led) or is_master(wcard, gone | (1 << wcard))
            if secure:
                return feed_card(follow, None, gone)
            return low_card(follow, None, gone)
        if live_trump is not None and SUIT_OF[wcard] == live_trump and led != live_trump:
            return low_card(follow, None, gone)
        beat = follow & stronger_mask(wcard)
        if beat:
            if last:
                return weakest(beat)
            top = strongest(beat)
            if is_master(top, gone):
                return top
        return low_card(follow, None, gone)
    # cannot follow suit
    if ctx.can_ask and _want_ask(ctx):
        return ASK_MOVE
    if ctx.trump_live and trump is not None:
        trumps = legal & SUIT_MASKS[trump]
        if not partner_wins and trumps:
            if SUIT_OF[wcard] == trump:
                over = trumps & stronger_mask(wcard)
            else:
                over = trumps
            if over and (trick_points(trick) > 0 or not last or popcount(trumps) > 2):
                return weakest(over)
        if partner_wins and (last or SUIT_OF[wcard] == trump):
            non = legal & ~SUIT_MASKS[trump]
            return feed_card(non or legal, trump, gone)
        non = legal & ~SUIT_MASKS[trump]
        return low_card(non or legal, trump, gone)
    # trump hidden (or no trumps): a discard; a bidder keeps the hidden trumps
    keep = SUIT_MASKS[trump] if trump is not None else 0
    pool = legal & ~keep or legal
    if partner_wins and last:
        return feed_card(pool, trump, gone)
    return low_card(pool, trump, gone)


def _want_ask(ctx: PlayCtx) -> bool:
    trick = ctx.trick
    if not trick:
        return False
    p = ctx.seat
    wseat, wcard = current_winner(trick, None)
    opp_wins = not same_side(wseat, p)
    if ctx.legal == 0:
        return True
    if not opp_wins:
        return False
    pts = trick_points(trick)
    if ctx.hidden_trump_mine:
        # the bidder reveals only to take a trick worth it with a trump
        assert ctx.trump is not None  # the bidder knows the hidden trump
        trumps = ctx.held & SUIT_MASKS[ctx.trump]
        if not trumps:
            return False
        return pts >= 2 or (pts >= 1 and popcount(trumps) >= 3)
    last = len(trick) == ctx.n_active - 1
    return pts >= 1 or not last


def _lead(ctx: PlayCtx) -> int:
    legal = ctx.legal
    trump = ctx.trump
    gone = ctx.gone
    p = ctx.seat
    bidding_side = ctx.bidder is not None and same_side(ctx.bidder, p)
    if trump is not None:
        tmask = legal & SUIT_MASKS[trump]
        out_trumps = SUIT_MASKS[trump] & ~gone
        if bidding_side and tmask and out_trumps:
            top = strongest(tmask)
            if is_master(top, gone) and (ctx.trump_live or p == ctx.bidder):
                return top
    best = None
    best_key = None
    for c in bits(legal):
        if trump is not None and SUIT_OF[c] == trump:
            continue
        if is_master(c, gone) and SUIT_MASKS[SUIT_OF[c]] & ~gone:
            key = CARD_POINTS[c] + 1
            if best_key is None or key > best_key:
                best, best_key = c, key
    if best is not None:
        return best
    non = legal & ~SUIT_MASKS[trump] if trump is not None else legal
    return low_card(non or legal, trump, gone)


# ---------------------------------------------------------------- bidding rules
def suit_strength(cards: Sequence[int], suit: int) -> float:
    """How good ``suit`` is as trump for these cards (higher is better)."""
    s = 0.0
    n = 0
    for c in cards:
        if SUIT_OF[c] == suit:
            n += 1
            s += (3.0, 2.2, 1.4, 1.2, 0.6, 0.5, 0.4, 0.3)[c & 7]
    return s + 1.5 * n


def best_trump_suit(cards: Sequence[int]) -> int:
    return max(range(4), key=lambda t: (suit_strength(cards, t), -t))


def bid_estimate(cards4: Sequence[int]) -> float:
    """The highest bid a sound player would make on these four cards."""
    nj = sum(1 for c in cards4 if c & 7 == 0)
    n9 = sum(1 for c in cards4 if c & 7 == 1)
    nat = sum(1 for c in cards4 if c & 7 in (2, 3))
    t = best_trump_suit(cards4)
    nt = sum(1 for c in cards4 if SUIT_OF[c] == t)
    est = 12 + 2 * nj + 1 * n9 + 0.5 * nat + 1.0 * (nt - 1)
    if any(c == t * 8 for c in cards4):
        est += 1
    if nj == 0 and n9 == 0:
        est = min(est, 13)
    return est
