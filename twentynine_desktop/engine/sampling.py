"""Deals consistent with one seat's view (for search players).

``sample_deal(view, rng)`` guesses everything hidden from ``view.seat``: the other
seats' unplayed cards (and this seat's own second four before the second deal), the
hidden trump choice (suit, or the bidder's face-down card, or the seventh card).  It
respects every card this seat has seen played, the voids shown by failures to follow
suit, the face-down card's place (first four for ``own_card``, seventh dealt for
``seventh_card``) and the fact that it joins the bidder's hand only at the reveal.
``sample_state`` replays the view's public history on the guess (``rebuild_state``)
and retries until the replay is legal, so every returned state is consistent with
the view.  Only the view is read: nothing here can see the real deal.
"""

from __future__ import annotations

import random
import time

from .actions import TRUMP, TRUMP_CARD, Action
from .cards import ALL_CARDS, SUIT_MASKS, cards_in
from .hand import HandState, IllegalActionError
from .view import PlayerView, rebuild_state


class SamplingError(RuntimeError):
    """No deal consistent with the view was found."""


_bits = cards_in


class ViewFacts:
    """What a view says about the hidden cards, computed once per decision."""

    def __init__(self, view: PlayerView):
        self.view = view
        me = view.seat
        self.me = me
        self.bidder = view.bidder
        played_by = [[], [], [], []]
        played = 0
        voids = [0, 0, 0, 0]            # suits (bit per suit) a seat is known not to hold
        post_voids = [0, 0, 0, 0]       # voids shown after the reveal
        rit = view.revealed_in_trick if view.revealed else None
        all_tricks = [t.cards for t in view.tricks] + ([tuple(view.trick)] if view.trick else [])
        for k, cards in enumerate(all_tricks, start=1):
            led = cards[0][1] >> 3
            for j, (s, c) in enumerate(cards):
                played_by[s].append(c)
                played |= 1 << c
                if j and c >> 3 != led:
                    voids[s] |= 1 << led
                    if rit is not None and (k > rit or (k == rit and j >= view.reveal_pos)):
                        post_voids[s] |= 1 << led
        # an asker who has not played yet in this trick could not follow suit
        if view.trick and view.asker is not None and all(s != view.asker for s, _ in view.trick):
            voids[view.asker] |= 1 << (view.trick[0][1] >> 3)
        self.played_by = played_by
        self.played = played
        self.voids = voids
        self.post_voids = post_voids
        self.rit = rit
        self.after_reveal = [[], [], [], []]
        if rit is not None:
            for k, cards in enumerate(all_tricks, start=1):
                for j, (s, c) in enumerate(cards):
                    if k > rit or (k == rit and j >= view.reveal_pos):
                        self.after_reveal[s].append(c)
        dealt = list(view.dealt)
        mode = view.trump_mode
        b = view.bidder
        # a seventh-card trump is hidden from everyone, the bidder included, until the reveal
        # a seventh-card trump is hidden from everyone, the bidder included, until the
        # reveal: the view leaves it out of the bidder's dealt cards
        self.my_hidden_slot = (b == me and mode == "seventh" and view.bidder_has_withheld
                               and len(dealt) == 7)
        my_known = 0
        for c in dealt:
            my_known |= 1 << c
        self.my_known = my_known
        self.pool = ALL_CARDS & ~played & ~my_known
        self.special = (b is not None and mode in ("card", "seventh")
                        and (b != me or self.my_hidden_slot))
        self.hidden_trump_action = any(a.kind in (TRUMP, TRUMP_CARD) and a.arg is None
                                       for a in view.history)
        self.trump_known = view.trump

    def possible_trumps(self) -> list[int]:
        if self.trump_known is not None:
            return [self.trump_known]
        if self.view.trump_mode is None:
            return []
        if self.special:
            return [t for t in range(4)
                    if self.pool & SUIT_MASKS[t] or self._played_special_cands(t)]
        return [0, 1, 2, 3]

    def _played_special_cands(self, t: int) -> list[int]:
        b = self.bidder
        return [c for c in self.after_reveal[b] if c >> 3 == t] if self.view.revealed else []


def sample_deal(view: PlayerView, rng: random.Random, facts: ViewFacts | None = None,
                trump_weights=None, tries: int = 40):
    """One guess: (hands in dealing order, trump action for rebuild_state or None, trump
    suit or None).  Raises SamplingError when the constraints cannot be met."""
    f = facts or ViewFacts(view)
    for _ in range(tries):
        out = _attempt(view, f, rng, trump_weights)
        if out is not None:
            return out
    raise SamplingError("no deal consistent with the view")


def _attempt(view: PlayerView, f: ViewFacts, rng: random.Random, trump_weights):
    me = f.me
    b = f.bidder
    pool = f.pool
    T = None
    cands = f.possible_trumps()
    if cands:
        if len(cands) == 1:
            T = cands[0]
        else:
            w = [trump_weights[t] if trump_weights else 1.0 for t in cands]
            T = rng.choices(cands, weights=w)[0]
    special = None
    special_played = False
    turned = view.turned_card
    if f.special and turned is not None:
        special = turned
        special_played = bool(f.played >> turned & 1)
        if not special_played:
            pool &= ~(1 << special)
    elif f.special:
        cand = []
        if not (view.revealed and f.post_voids[b] >> T & 1) and (b == me or len(f.played_by[b]) < 8):
            cand = [(c, False) for c in _bits(pool & SUIT_MASKS[T])]
        cand += [(c, True) for c in f._played_special_cands(T)]
        if not cand:
            return None
        special, special_played = rng.choice(cand)
        if not special_played:
            pool &= ~(1 << special)
    need = [0, 0, 0, 0]
    for s in range(4):
        if s == me:
            need[s] = 0 if f.my_hidden_slot else 8 - len(view.dealt)
        else:
            need[s] = 8 - len(f.played_by[s]) - (1 if (s == b and special is not None
                                                     and not special_played) else 0)
    cards = _bits(pool)
    if len(cards) != sum(need):
        return None
    allowed = []
    for c in cards:
        su = c >> 3
        allowed.append([s for s in range(4) if need[s] and not (f.voids[s] >> su & 1)])
    order = list(range(len(cards)))
    rng.shuffle(order)
    order.sort(key=lambda i: len(allowed[i]))
    left = list(need)
    got = [[], [], [], []]
    for i in order:
        seats = [s for s in allowed[i] if left[s]]
        if not seats:
            return None
        if len(seats) == 1:
            s = seats[0]
        else:
            s = rng.choices(seats, weights=[left[x] for x in seats])[0]
        got[s].append(cards[i])
        left[s] -= 1
    hands = []
    for s in range(4):
        if s == me:
            h = list(view.dealt)
            if f.my_hidden_slot:
                h = h[:6] + [special] + h[6:]
            else:
                extra = got[s]
                rng.shuffle(extra)
                h = h + extra
        else:
            h = list(f.played_by[s]) + got[s]
            if s == b and special is not None and not special_played:
                h.append(special)
            rng.shuffle(h)
            if s == b and special is not None:
                i = h.index(special)
                j = 6 if view.trump_mode == "seventh" else rng.randrange(4)
                h[i], h[j] = h[j], h[i]
        hands.append(h)
    trump_action = None
    if f.hidden_trump_action:
        if view.trump_mode == "card":
            trump_action = Action(b, TRUMP_CARD, special)
        else:
            trump_action = Action(b, TRUMP, T)
    return hands, trump_action, T


# rejections of a guess before sample_state drops its acceptance tests
DEFAULT_TRIES = 60


class GuessRejected(ValueError):
    """Raised by a play model's ``observe`` to stop replaying a guess it has rejected."""


def sample_state(view: PlayerView, rng: random.Random, facts: ViewFacts | None = None,
                 trump_weights=None, accept=None, tries: int = DEFAULT_TRIES,
                 deadline: float | None = None, play_model=None) -> HandState:
    """A full HandState consistent with ``view``.  ``accept(hands, trump)`` may return a
    probability of keeping a guess (inference from bids and the trump choice);
    ``play_model`` an object with ``start(limit)``, ``observe(state, action)`` (called
    for every action of the replayed history; it may raise ``GuessRejected`` once the
    guess's weight is at most ``limit``) and ``weight()``, the probability of keeping
    the replayed guess (inference from the play).  After ``tries`` rejections the
    acceptance tests are dropped.  Past ``deadline`` (a ``time.perf_counter()`` value)
    it gives up with SamplingError."""
    f = facts or ViewFacts(view)
    last_err = None
    for i in range(tries * 2):
        if deadline is not None and i and time.perf_counter() > deadline:
            break
        try:
            hands, ta, T = sample_deal(view, rng, f, trump_weights, tries=10 if deadline else 40)
        except SamplingError as exc:
            last_err = exc
            continue
        if accept is not None and i < tries:
            p = accept(hands, T)
            if p < 1.0 and rng.random() >= p:
                continue
        judge = play_model is not None and i < tries
        try:
            if judge:
                # the draw comes first, so the replay can stop as soon as the guess's
                # weight falls to it (``GuessRejected``): the same test, done sooner
                u = rng.random()
                play_model.start(u)
                st = rebuild_state(view, hands, ta, play_model.observe)
            else:
                st = rebuild_state(view, hands, ta)
            if st.phase != view.phase:  # e.g. a guess the redeal rule would have annulled
                continue
            if judge and u >= play_model.weight():
                continue
            return st
        except GuessRejected:
            continue
        except (IllegalActionError, ValueError) as exc:
            last_err = exc
            continue
    raise SamplingError(f"no consistent deal found: {last_err}")
