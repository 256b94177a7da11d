"""Inference for the search players: how likely a guessed deal is, given what the
other seats did.

``make_accept`` weighs a guess by the auction (a seat that bid should hold the cards
for it, one that passed should not) and by the bidder's trump choice; ``PlayModel``
weighs it by the other seats' plays, against what the rule-based policy would have
played there or, for a seat judged as a strong player, against the one rule strong
players keep (``gives_away_points``).  Both are used by ``search.py`` through
``engine/sampling.py``.
"""

from __future__ import annotations

import math

from ..engine.actions import Action, ActionKind, arg_of
from ..engine.cards import (
    CARD_POINTS,
    SUIT_MASKS,
    cards_in,
    is_side,
    same_side,
    suit_of,
)
from ..engine.events import Phase
from ..engine.hand import HandState
from ..engine.kernel import winning_play
from ..engine.legality import live_trump, play_mask
from ..engine.sampling import Accept, GuessRejected
from ..engine.view import PlayerView
from .common import ASK_MOVE, bid_estimate, heuristic_play, stronger_mask, suit_strength
from .playout import ctx_from_state

# PlayModel.observe reads these for every action of every guess: a module global is
# read faster than an enum's attribute
_PLAY, _ASK, _PHASE_PLAY = ActionKind.PLAY, ActionKind.ASK, Phase.PLAY

# how sharply the bidder's trump choice tells its first four cards: a guess is kept in
# proportion to exp(TRUMP_SHARPNESS * suit_strength) of the suit chosen over the best
TRUMP_SHARPNESS = 0.9


def _auction_facts(view: PlayerView) -> tuple[dict[int, int], set[int]]:
    """(seat -> highest voluntary bid, seats that passed without ever bidding)."""
    high: dict[int, int] = {}
    passed_only: set[int] = set()
    passes = 0
    holder = None
    for a in view.history:
        if a.kind == ActionKind.BID:
            forced = holder is None and passes == 3
            if not forced:
                high[a.actor] = max(high.get(a.actor, 0), arg_of(a))
            holder = a.actor
        elif a.kind == ActionKind.PASS and not is_side(a.actor):
            passes += 1
            if a.actor not in high:
                passed_only.add(a.actor)
        elif a.kind not in (ActionKind.BID, ActionKind.PASS):
            break
    passed_only -= set(high)
    return high, passed_only


def make_accept(view: PlayerView, trump_choice: bool, infer: float = 0.8,
                opp_infer: float | None = None,
                partner_trump: float = TRUMP_SHARPNESS) -> Accept:
    """Probability of keeping a guessed deal, from the auction and the trump choice:
    the other players are assumed to bid and choose trumps soundly.  A guess in which a
    seat that bid ``h`` holds first four cards worth less than ``h - 1`` by
    ``bid_estimate`` is kept with probability exp(-``infer`` per point short).

    With ``trump_choice``, a guess is also weighed by the bidder's choice of trump (when
    the bidder is another seat): the suit chosen, hidden (the guess's suit) or revealed
    (the real one), should have looked good in the bidder's first four cards.  Once
    the trump is revealed, that still tells how many trumps the bidder held.

    ``opp_infer`` (default: ``infer``) is the same sharpness for the opponents' bids, so
    that a partner whose way of bidding is known can be read more closely than players
    whose way is not; ``partner_trump`` the sharpness of the trump inference when the
    bidder is the partner (``TRUMP_SHARPNESS`` for an opponent)."""
    me = view.seat
    high, passed_only = _auction_facts(view)
    high = {s: h for s, h in high.items() if s != me}
    passed_only = {s for s in passed_only if s != me}
    min_bid = view.rules.min_bid
    b = view.bidder
    mode = view.trump_mode
    use_trump = trump_choice and b is not None and b != me and mode in ("suit", "card")

    sharp = {s: infer if same_side(s, me) or opp_infer is None else opp_infer for s in high}
    trump_sharp = partner_trump if b is not None and same_side(b, me) else TRUMP_SHARPNESS

    def accept(hands: list[list[int]], T: int | None) -> float:
        p = 1.0
        for s, h in high.items():
            est = bid_estimate(hands[s][:4])
            if est < h - 1:
                p *= math.exp(-sharp[s] * (h - 1 - est))
        for s in passed_only:
            if bid_estimate(hands[s][:4]) >= min_bid + 1:
                p *= 0.4
        if use_trump and T is not None:
            assert b is not None  # use_trump: the auction has been won
            first4 = hands[b][:4]
            ws = [math.exp(trump_sharp * suit_strength(first4, t)) for t in range(4)]
            p *= ws[T] / max(ws)
        return p

    return accept


def gives_away_points(st: HandState, a: Action) -> bool:
    """True when the card of ``a`` gives points to a trick the player's side has lost
    although the player held a card worth fewer points there: a play no strong
    player makes.  Judged only where the choice is that clear: the trick is won by an
    opponent, the player's partner has already played to it, and the player cannot
    beat the winning card (it follows suit with nothing higher, or it cannot follow
    and has no trump that counts).  A bidder's discard before the reveal is not judged
    (it keeps its trumps hidden)."""
    trick = st.trick
    p = a.actor
    if len(trick) < 2 or a.kind != ActionKind.PLAY:
        return False
    trump, from_pos = live_trump(st)
    wseat, wcard = winning_play(trick, trump, from_pos)
    if same_side(wseat, p):
        return False
    held = st.held[p]
    led = suit_of(trick[0][1])
    follow = held & SUIT_MASKS[led]
    if follow:
        if suit_of(wcard) == led and follow & stronger_mask(wcard):
            return False  # it could have won the trick
    else:
        if trump is not None and held & SUIT_MASKS[trump]:
            return False  # it chose not to trump: a choice, not judged
        if trump is None and p == st.bidder and not st.revealed:
            return False
    pool = play_mask(st, p)  # the cards it could play (following suit: that suit's)
    card = arg_of(a)
    if not pool >> card & 1:
        return False
    return CARD_POINTS[card] > min(CARD_POINTS[c] for c in cards_in(pool))


class PlayModel:
    """Inference from the play: a guessed deal is kept with probability ``miss`` to the
    power of the number of plays (and asks) by the other seats that the rule-based
    policy, with what that seat knew in the guessed deal, would not have made.  A card
    of the same suit and points as the policy's counts as the same play.

    A seat marked ``strong`` is judged instead by what any strong player does
    (``gives_away_points``): only its plays that would give points away in a trick
    already lost count as misses."""

    __slots__ = ("me", "miss", "strong", "k", "w", "limit")

    def __init__(self, me: int, miss: float | tuple[float, ...] | list[float],
                 strong: tuple[bool, ...] = (False,) * 4):
        self.me = me
        # one value for every seat, or one per seat (1.0: that seat is not judged)
        self.miss: tuple[float, ...] = (tuple(miss) if isinstance(miss, (tuple, list))
                                        else (miss,) * 4)
        self.strong = strong
        self.k = 0
        self.w = 1.0
        self.limit = 0.0

    def start(self, limit: float = 0.0) -> None:
        """A new guess; it is rejected (``GuessRejected``) once its weight is at most
        ``limit``."""
        self.k = 0
        self.w = 1.0
        self.limit = limit

    def observe(self, st: HandState, a: Action) -> None:
        kind = a.kind
        if (kind != _PLAY and kind != _ASK) or a.actor == self.me or st.phase != _PHASE_PLAY:
            return
        p = a.actor
        m = self.miss[p]
        if m >= 1.0:
            return
        if self.strong[p]:
            miss = gives_away_points(st, a)
        else:
            miss = self._policy_miss(st, a)
        if miss:
            self.k += 1
            self.w *= m
            if self.w <= self.limit:
                raise GuessRejected("the play does not fit this guess")

    @staticmethod
    def _policy_miss(st: HandState, a: Action) -> bool:
        p = a.actor
        kind = a.kind
        mv = heuristic_play(ctx_from_state(st, p))
        if kind == _ASK:
            miss = mv != ASK_MOVE
        elif mv == ASK_MOVE:
            miss = True
        else:
            card = arg_of(a)
            miss = mv != card and (suit_of(mv) != suit_of(card) or CARD_POINTS[mv] != CARD_POINTS[card])
        return miss

    def weight(self) -> float:
        return self.w
