"""The auction model of the hard player: the auction of a view finished on a guessed
deal, after a bid and after a pass, with the other seats bidding by a model fitted to
the search players' own bids, and the contract each choice leads to scored from
playouts."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterable, Sequence

from ..engine.actions import Action, ActionKind, arg_of
from ..engine.cards import holds, partner_of, same_side, side_of, suit_of
from ..engine.events import Phase
from ..engine.hand import HandState
from ..engine.view import PlayerView
from .common import bid_estimate
from .playout import _rollout_trump, rollout

# How the other seats bid in the auction model: P(bid) = 1 / (1 + exp(-(x + SHIFT) / SCALE))
# with x = bid_estimate(first four) - lowest bid (2 less over a partner).  Fitted to the
# search players' own bidding (150 deals of normal players: x = -4: 7% bid, -3: 18%,
# -2: 27%, -1: 54%, 0: 75%, +1 and more: 100%).  It stands for every seat whose way of
# bidding is not known: a person, a search player.
BID_MODEL_SHIFT = 1.1
BID_MODEL_SCALE = 1.0
GENERAL_MODEL = (BID_MODEL_SHIFT, BID_MODEL_SCALE)
# A computer seat's level is shown on its name plate, so a player at the table knows
# it; the rule-based (easy) player bids exactly when x >= 0 (400 deals, 1,634
# decisions with a choice: no exception), so it is modelled by that rule (None).
RULE_BASED_LEVELS = frozenset({"easy"})
# A seat's bidding model: (shift, scale) of the logistic, or None for the rule itself.
BidModel = tuple[float, float] | None
LEVEL_MODELS: dict[str, BidModel] = dict.fromkeys(RULE_BASED_LEVELS)


def bid_models(table: dict[int, str | None] | None) -> tuple[BidModel, ...]:
    """The bidding model of each seat, from the levels of the seats at the table (seat ->
    level name; None or missing: a person or not known)."""
    table = table or {}
    return tuple(LEVEL_MODELS.get(table.get(s) or "", GENERAL_MODEL) for s in range(4))


def _sim_auction(view: PlayerView, hands: list[list[int]], me: int, first: Action | None,
                 top: int, rng: random.Random | None = None,
                 models: Sequence[BidModel] | None = None) -> HandState | None:
    """The auction of ``view`` continued on a guessed deal: ``me`` makes ``first`` (then
    bids on while the lowest bid is at most ``top``; one more over the partner), the
    other seats bid on ``bid_estimate`` of their first four cards, each by its model
    (``models``, per seat, from ``bid_models``; default: the general model) drawn with
    ``rng``, or without ``rng`` as the rule-based player does.  Returns the state at
    the end of the auction (or None if the replay fails)."""
    st = HandState(view.rules, view.dealer, hands)
    for a in view.history:
        if st.phase != Phase.AUCTION:
            return None
        st.apply(a, check=False)
    pending = first
    guard = 0
    while st.phase == Phase.AUCTION:
        guard += 1
        if guard > 40:
            return None
        legal = st.legal_actions()
        p = st.to_act
        bidl = [x for x in legal if x.kind == ActionKind.BID]
        pas = next((x for x in legal if x.kind == ActionKind.PASS), None)
        assert p is not None  # a seat speaks
        if pas is None:
            st.apply(min(bidl, key=arg_of), check=False)
            continue
        if not bidl:
            st.apply(pas, check=False)
            continue
        low = min(bidl, key=arg_of)
        partner_holds = st.auction.holder is not None and st.auction.holder == partner_of(p)
        if p == me:
            if pending is not None:
                a, pending = pending, None
            else:
                ok = arg_of(low) + (1 if partner_holds else 0) <= top
                a = low if ok else pas
        else:
            x = bid_estimate(hands[p][:4]) - arg_of(low) - (2 if partner_holds else 0)
            model = GENERAL_MODEL if models is None else models[p]
            if rng is None or model is None:
                go = x >= 0
            else:
                z = (x + model[0]) / model[1]
                go = rng.random() < 1.0 / (1.0 + math.exp(-max(z, -30.0)))
            a = low if go else pas
        st.apply(a, check=False)
    return st


# the fewest guessed deals scored before the deadline is heeded (and the fewest on which
# the search weighs a bid against a pass at all)
SIM_LEAST = 8


def auction_values(view: PlayerView, hands_list: Sequence[list[list[int]]],
                   my_pts: Sequence[int], bid: Action, top: int, exact: int,
                   deadline: float | None = None, rng: random.Random | None = None,
                   models: Sequence[BidModel] | None = None,
                   policy: Iterable[int] = (), reveal: bool = False) -> tuple[float, float]:
    """Mean game points to this seat's side of bidding ``bid`` now and of passing, over
    the guessed deals: each deal's auction is finished with ``_sim_auction`` and the
    resulting contract scored from playouts (``my_pts``: this seat's side's card points
    as the bidder, already played out; other bidders are played out here, once per deal
    and bidder; ``policy``: seats that play the end by the rule-based policy, see
    ``rollout``)."""
    me = view.seat
    pass_act = Action(me, ActionKind.PASS, None)
    tot = [0.0, 0.0]
    m = 0
    for i, hands in enumerate(hands_list):
        if deadline is not None and m >= SIM_LEAST and time.perf_counter() >= deadline:
            break
        m += 1
        cache: dict[int, int] = {me: my_pts[i]}  # bidder -> bidder side's card points
        seed = rng.random() if rng is not None else None
        for k, first in enumerate((bid, pass_act)):
            # both choices meet the same draws of the other seats' bidding
            r = random.Random(seed) if seed is not None else None
            st = _sim_auction(view, hands, me, first, top if k == 0 else -1, r, models)
            if st is None or st.phase == Phase.DONE or st.bidder is None:
                continue
            b = st.bidder
            assert st.target is not None  # the auction was won
            if b not in cache:
                s2 = st.copy()
                s2.apply(_rollout_trump(s2), check=False)
                cache[b] = rollout(s2, exact, policy, reveal)[side_of(b)]
            made = cache[b] >= st.target
            v = st.multiplier  # 1, or 2 for a Gorakhpur bid: nobody has doubled yet
            u = v if made else -v
            tot[k] += u if same_side(b, me) else -u
    m = max(1, m)
    return tot[0] / m, tot[1] / m


def contract_state(view: PlayerView, hands: list[list[int]], me: int,
                   suit: int) -> HandState | None:
    """A fresh hand on ``hands`` where seat ``me`` wins the auction at the lowest bid and
    chooses ``suit`` (its weakest card of the suit with own_card); None if the deal
    would be annulled."""
    st = HandState(view.rules, view.dealer, hands)
    if st.phase == Phase.DONE:
        return None
    guard = 0
    while st.phase == Phase.AUCTION:
        guard += 1
        if guard > 20:
            return None
        legal = st.legal_actions()
        p = st.to_act
        if p == me:
            a = next(x for x in legal if x.kind == ActionKind.BID)
        else:
            a = next((x for x in legal if x.kind == ActionKind.PASS), None) or legal[0]
        st.apply(a, check=False)
    if st.phase != Phase.TRUMP_CHOICE or st.bidder != me:
        return None
    if view.rules.trump_card == "own_card":
        own = [c for c in range(32) if holds(st.held[me], c) and suit_of(c) == suit]
        if not own:
            return None
        st.apply(Action(me, ActionKind.TRUMP_CARD, max(own)), check=False)
    else:
        st.apply(Action(me, ActionKind.TRUMP, suit), check=False)
    return st
