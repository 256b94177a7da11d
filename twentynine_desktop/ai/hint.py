"""The hint: what the Hard player would do in the person's place, and one plain reason.

``compute_hint(view, seed)`` asks a Hard player (``make_player("hard", seed, table)``)
to decide on the person's ``PlayerView`` and nothing else, so a hint can never use a
card the person cannot see.  The table settings that hold the computer players back
(``computer_pair``, ``computer_doubles``) are about the computers, not the person: the
hint player decides on ``hint_view(view)``, the same view with those two switched on.

The reason is worked out from the situation the person can see (who is winning the
trick, what it is worth, whether the card played would take it) and returned as a key
and parameters; the screen turns it into words (``ui/learn_text.py``), in the person's
language.  In the auction and at the trump choice the reason gives the chance of making
the bid, read from ``bid_advice.shown_chances`` (the numbers the bid advisor and the
review show for the same view), not from the Hard player's own sampling.  No Qt here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action, ActionKind
from ..engine.cards import CARD_POINTS, SUIT_MASKS
from ..engine.events import Phase
from ..engine.kernel import live_from, trick_points
from ..engine.legality import flags_of
from ..engine.view import PlayerView
from . import make_player
from .base import Player
from .bid_advice import BidAdvice, shown_chances, tenths
from .common import best_trump_suit, current_winner, is_master


@dataclass(frozen=True)
class Hint:
    action: Action | None          # None: let the optional pair / single hand go ("Play on")
    reason: str                    # a key of ui/learn_text.REASONS
    params: dict[str, Any] = field(default_factory=dict)
    # (bid, chance of making it) in the auction and at the trump choice, from
    # ``bid_advice.shown_chances``
    estimate: tuple[int, float] | None = None


def hint_view(view: PlayerView) -> PlayerView:
    """The view the hint player decides on: the person may show a pair and double."""
    r = view.rules
    if r.computer_pair and r.computer_doubles:
        return view
    return dataclasses.replace(view, rules=r.replace(computer_pair=True, computer_doubles=True))


def hint_player(seed: int, table: dict[int, str | None] | None = None,
                samples: int | None = None) -> Player:
    """The Hard player that gives the hints (``samples``: a fixed sample count, which
    makes its decision a pure function of the view and the seed)."""
    player = make_player("hard", seed, table)
    if samples is not None and hasattr(player, "samples"):
        player.samples = samples
    return player


def compute_hint(view: PlayerView, seed: int = 0, table: dict[int, str | None] | None = None,
                 samples: int | None = None, budget_ms: float | None = None,
                 player: Player | None = None) -> Hint:
    """The Hard player's decision for the person's ``view`` and why, in plain words."""
    hv = hint_view(view)
    if player is None:
        player = hint_player(seed, table, samples)
    action = player.decide(hv, budget_ms)
    chances = shown_chances(view) if view.phase in (Phase.AUCTION, Phase.TRUMP_CHOICE) else None
    reason, params = explain(hv, action, chances)
    estimate = None
    if "bid" in params and params.get("chance") is not None:
        estimate = (params["bid"], params["chance"])
    return Hint(action, reason, params, estimate)


# ------------------------------------------------------------------ reasons
def trick_winner(view: PlayerView, trick: list[tuple[int, int]], asking: bool = False) -> tuple[int, int]:
    """(seat, card) winning ``trick`` as far as this seat can tell: trumps count once
    the trump is revealed (``asking``: this seat is about to reveal it)."""
    trump = view.trump if (view.revealed or asking) else None
    bits = flags_of(view.rules).play_bits
    if asking and not view.revealed:  # revealed now, at this seat's place in the trick
        from_pos = live_from(True, len(view.trick), bits)
    else:
        from_pos = live_from(view.revealed and view.revealed_in_trick == view.trick_no,
                             view.reveal_pos, bits)
    return current_winner(trick, trump, from_pos)


def _gone(view: PlayerView) -> int:
    g = view.played_mask() | view.hand_mask
    if view.withheld is not None:
        g |= 1 << view.withheld
    return g


def explain(view: PlayerView, action: Action | None, chances: BidAdvice | None = None
            ) -> tuple[str, dict[str, Any]]:
    """(reason key, parameters) for ``action`` in ``view``, from what the seat sees
    (``chances``: the shown chances of the bids, in the auction and at the trump
    choice; a reason gives one as ``chance`` with its ``bid`` and ``suit``)."""
    me = view.seat
    if action is None:
        return "play_on", {}
    k = action.kind
    if k in (ActionKind.BID, ActionKind.PASS) and view.phase == Phase.AUCTION:
        return _explain_bid(view, action, chances)
    if k in (ActionKind.TRUMP, ActionKind.TRUMP_CARD, ActionKind.SEVENTH):
        if k == ActionKind.SEVENTH:
            return "trump_seventh", {}
        suit = action.arg if k == ActionKind.TRUMP else (action.arg or 0) >> 3
        n = sum(1 for c in view.hand if c >> 3 == suit)
        pts = sum(CARD_POINTS[c] for c in view.hand if c >> 3 == suit)
        params: dict[str, Any] = {"suit": suit, "count": n, "points": pts}
        p = None if chances is None or view.bid is None else chances.chance(view.bid, suit)
        if p is not None:
            params.update(bid=view.bid, chance=p)
        return "trump_suit", params
    if k in (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET):
        return "double_" + k, {}
    if k == ActionKind.PASS:
        return "double_pass", {"window": view.window or ActionKind.DOUBLE}
    if k == ActionKind.PAIR:
        return "pair", {}
    if k == ActionKind.SINGLE:
        return "single", {}
    trick = list(view.trick)
    if k == ActionKind.ASK:
        w_seat, _w_card = trick_winner(view, trick)
        pts = trick_points(trick)
        if (w_seat & 1) != (me & 1):
            return "ask_opponent", {"seat": w_seat, "points": pts}
        return "ask_void", {}
    if k != ActionKind.PLAY or action.arg is None:
        return "generic", {}
    card = action.arg
    gone = _gone(view)
    if not trick:
        if view.trump is not None and card >> 3 == view.trump and (view.revealed or me == view.bidder):
            return "lead_trump", {"card": card}
        if is_master(card, gone) and CARD_POINTS[card]:
            return "lead_master", {"card": card}
        if CARD_POINTS[card] == 0:
            return "lead_low", {"card": card}
        return "lead_card", {"card": card}
    led = trick[0][1] >> 3
    pts = trick_points(trick)
    w_seat, w_card = trick_winner(view, trick)
    after = trick + [(me, card)]
    n_seats = 3 if view.out is not None else 4
    last = len(after) == n_seats
    asked_now = view.asker == me and view.revealed_in_trick == view.trick_no
    new_seat, _ = trick_winner(view, after, asking=asked_now)
    following = card >> 3 == led
    if w_seat == (me ^ 2) and new_seat != me:
        if CARD_POINTS[card]:
            return "partner_feed", {"card": card, "seat": w_seat}
        return "partner_low", {"card": card, "seat": w_seat}
    if new_seat == me:
        trumping = (not following and view.trump is not None and card >> 3 == view.trump
                    and (view.revealed or asked_now))
        if trumping:
            return "ruff", {"card": card, "points": pts + CARD_POINTS[card]}
        if w_seat == (me ^ 2):
            return "overtake", {"card": card, "seat": w_seat}
        if last or is_master(card, gone | _trick_mask(trick)):
            return "win_sure", {"card": card, "seat": w_seat, "beaten": w_card,
                                "points": pts + CARD_POINTS[card]}
        return "win_try", {"card": card, "seat": w_seat, "beaten": w_card}
    if not following and view.revealed and view.trump is not None and (view.hand_mask & SUIT_MASKS[view.trump]) \
            and card >> 3 != view.trump:
        return "keep_trumps", {"card": card, "seat": w_seat}
    return "cannot_win", {"card": card, "seat": w_seat, "beaten": w_card}


def _trick_mask(trick: list[tuple[int, int]]) -> int:
    m = 0
    for _, c in trick:
        m |= 1 << c
    return m


def _explain_bid(view: PlayerView, action: Action, chances: BidAdvice | None
                 ) -> tuple[str, dict[str, Any]]:
    hand = list(view.hand)
    if action.kind == ActionKind.BID:
        bid = action.arg
        assert bid is not None, "a bid carries its number"
        params = _with_chance(view, hand, bid, chances)
        if view.auction_bid and bid == view.auction_bid:
            return "bid_hold", params
        # the shown chance reads the cards alone; the Hard player also weighs the
        # auction, and may bid on less than "about 5 in 10" (or pass on more)
        return ("bid_risk" if _low(params) is True else "bid"), params
    if not any(CARD_POINTS[c] for c in hand):
        return "pass_no_points", {}
    if view.auction_holder is not None and view.auction_holder == (view.seat ^ 2):
        return "pass_partner", {"seat": view.auction_holder}
    bids = [a.arg for a in view.legal if a.kind == ActionKind.BID and a.arg is not None]
    need = min(bids) if bids else max(view.auction_bid + 1, view.rules.min_bid)
    params = _with_chance(view, hand, need, chances)
    return ("pass_weak" if _low(params) in (True, None) else "pass_risky"), params


def _low(params: dict[str, Any]) -> bool | None:
    """The chance is said as less than "about 5 in 10" (None: no chance)."""
    p = params.get("chance")
    return None if p is None else tenths(p) < 5


def _with_chance(view: PlayerView, hand: list[int], bid: int, chances: BidAdvice | None
                 ) -> dict[str, Any]:
    """{bid, suit, chance}: the shown chance of making ``bid`` with its best trump
    (without chances: the strongest suit, and no chance)."""
    p = None if chances is None else chances.chance(bid)
    if p is None or chances is None:
        return {"bid": bid, "suit": best_trump_suit(hand), "chance": None}
    return {"bid": bid, "suit": chances.best_trump[bid], "chance": p}
