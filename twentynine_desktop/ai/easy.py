"""The easy computer player: sound rules of thumb, no search.

Bids on Jacks, Nines and length, chooses its longest and strongest suit as trump,
wins tricks cheaply, feeds points to a partner who is winning, throws low, and asks
for the trump when an opponent is taking points.
"""

from __future__ import annotations

from ..engine.actions import Action, ActionKind, arg_of
from ..engine.cards import SUIT_MASKS, mask_of, partner_of, suit_of
from ..engine.events import Phase
from ..engine.kernel import live_from
from ..engine.legality import flags_of
from ..engine.view import PlayerView
from .base import before_thinking
from .common import ASK_MOVE, PlayCtx, best_trump_suit, bid_estimate, heuristic_play, suit_strength


def ctx_from_view(view: PlayerView, acts: list[Action]) -> PlayCtx:
    legal = 0
    can_ask = False
    for a in acts:
        if a.kind == ActionKind.PLAY:
            legal |= 1 << arg_of(a)
        elif a.kind == ActionKind.ASK:
            can_ask = True
    held = mask_of(view.hand)
    gone = view.played_mask() | held
    if view.withheld is not None:
        gone |= 1 << view.withheld
    trump = None if view.no_trumps else view.trump
    live = view.revealed and not view.no_trumps
    from_pos = live_from(live and view.revealed_in_trick == view.trick_no, view.reveal_pos,
                         flags_of(view.rules).play_bits)
    return PlayCtx(view.seat, held, legal, can_ask, list(view.trick), trump, live, from_pos,
                   gone, view.bidder, 3 if view.out is not None else 4,
                   hidden_trump_mine=(view.seat == view.bidder and not view.revealed
                                      and trump is not None))


def rule_bid(view: PlayerView, acts: list[Action], est: float) -> Action:
    bids = [a for a in acts if a.kind == ActionKind.BID]
    passes = [a for a in acts if a.kind == ActionKind.PASS]
    if not passes:
        return min(bids, key=arg_of)
    if not bids:
        return passes[0]
    lowest = min(bids, key=arg_of)
    need = arg_of(lowest)
    if view.auction_holder is not None and view.auction_holder == partner_of(view.seat):
        need += 2  # do not fight the partner without real extra strength
    if est >= need:
        return lowest
    return passes[0]


def rule_trump(view: PlayerView, acts: list[Action]) -> Action:
    cards = list(view.hand)
    suit = best_trump_suit(cards)
    kinds = {a.kind for a in acts}
    if ActionKind.SEVENTH in kinds and suit_strength(cards, suit) < 3.2:
        return next(a for a in acts if a.kind == ActionKind.SEVENTH)
    if ActionKind.TRUMP in kinds:
        return Action(view.seat, ActionKind.TRUMP, suit)
    cand = [a for a in acts if a.kind == ActionKind.TRUMP_CARD and suit_of(arg_of(a)) == suit]
    if cand:
        # keep the high trumps in hand: set the weakest one face down
        return max(cand, key=arg_of)
    return acts[0]


def rule_double(view: PlayerView, acts: list[Action]) -> Action:
    pas = next(a for a in acts if a.kind == ActionKind.PASS)
    calls = [a for a in acts if a.kind != ActionKind.PASS]
    if not calls:
        return pas
    call = calls[0]
    first4 = list(view.dealt[:4])
    nj = sum(1 for c in first4 if c & 7 == 0)
    est = bid_estimate(first4)
    bid = view.bid or 0
    if call.kind == ActionKind.DOUBLE:
        return call if (nj >= 2 and est >= bid) else pas
    if call.kind == ActionKind.REDOUBLE:
        return call if (view.seat == view.bidder and est >= bid + 3) else pas
    return pas


class EasyPlayer:
    level = "easy"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def decide(self, view: PlayerView, budget_ms: float | None = None) -> Action | None:
        done, answer, acts = before_thinking(view)
        if done:
            return answer
        ph = view.phase
        if ph == Phase.AUCTION:
            return rule_bid(view, acts, bid_estimate(view.hand))
        if ph == Phase.TRUMP_CHOICE:
            return rule_trump(view, acts)
        if ph == Phase.DOUBLING:
            return rule_double(view, acts)
        ctx = ctx_from_view(view, acts)
        mv = heuristic_play(ctx)
        if mv == ASK_MOVE:
            return next(a for a in acts if a.kind == ActionKind.ASK)
        return Action(view.seat, ActionKind.PLAY, mv)


__all__ = ["EasyPlayer", "ctx_from_view", "rule_bid", "rule_trump", "rule_double",
           "SUIT_MASKS"]
