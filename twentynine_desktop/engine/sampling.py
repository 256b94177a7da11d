"""Deals consistent with one seat's view (for search players).

``sample_deal(view, rng)`` guesses everything hidden from ``view.seat``: the other
seats' unplayed cards (and this seat's own second four before the second deal), the
hidden trump choice (suit, or the bidder's face-down card, or the seventh card).  It
respects every card this seat has seen played, the face-down card's place (first four
for ``own_card``, seventh dealt for ``seventh_card``), the fact that it joins the
bidder's hand only at the reveal, and every fact about the hidden cards that the
rules let this seat deduce from the play (``ViewFacts``: the voids shown by failures
to follow suit and by the duties to trump, the asker's void, the pair's King and
Queen, the bidder's trump lead, the Bangladesh redeals), so it never draws a deal
that contradicts the view.  Its quick draw can still fail on a tight position; then
each card is placed only where the rest can still be placed (``exact``), so a legal
view always gets a deal.  ``sample_state`` replays the view's public history on the
guess (``rebuild_state``), a last check, so every returned state is consistent with
the view.  Only the view is read: nothing here can see the real deal.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Sequence

from .actions import TRUMP, TRUMP_CARD, Action
from .cards import (
    CARD_POINTS,
    POINT_MASK,
    SEATS,
    SUIT_OF,
    card_str,
)
from .facts import (
    EXACT_TRIES,
    Accept,
    Guess,
    PlayJudge,
    SamplingError,
    SamplingTimeout,
    ViewFacts,
    placeable,
    suit_counts,
)
from .hand import HandState, IllegalActionError
from .view import PlayerView, rebuild_state

__all__ = ["DEFAULT_TRIES", "Accept", "GuessRejected", "PlayJudge", "SamplingError", "SamplingTimeout",
           "ViewFacts", "describe_view", "sample_deal", "sample_state"]


def sample_deal(view: PlayerView, rng: random.Random, facts: ViewFacts | None = None,
                trump_weights: Sequence[float] | None = None, tries: int = 40) -> Guess:
    """One guess: (hands in dealing order, trump action for rebuild_state or None, trump
    suit or None).  ``tries`` quick draws, then draws with every placement checked.
    Raises SamplingError when the constraints cannot be met."""
    f = facts or ViewFacts(view)
    for _ in range(tries):
        out = _attempt(view, f, rng, trump_weights)
        if out is not None:
            return out
    if f.exact_options():
        for _ in range(EXACT_TRIES):
            out = _attempt(view, f, rng, trump_weights, exact=True)
            if out is not None:
                return out
    raise SamplingError("no deal consistent with the view")


def _attempt(view: PlayerView, f: ViewFacts, rng: random.Random,
             trump_weights: Sequence[float] | None, exact: bool = False) -> Guess | None:
    me = f.me
    b = f.bidder
    T: int | None = None
    special: int | None = None
    special_played = False
    if exact:
        opts = f.exact_options()
        ts = sorted({o[0] for o in opts}, key=lambda t: -1 if t is None else t)
        if len(ts) > 1:
            # several suits (None, no trump chosen yet, only ever comes alone)
            w = [trump_weights[t] if trump_weights and t is not None else 1.0 for t in ts]
            T = rng.choices(ts, weights=w)[0]
        else:
            T = ts[0]
        _, special, special_played = rng.choice([o for o in opts if o[0] == T])
    else:
        cands = f.possible_trumps()
        if cands:
            if len(cands) == 1:
                T = cands[0]
            else:
                w = [trump_weights[t] if trump_weights else 1.0 for t in cands]
                T = rng.choices(cands, weights=w)[0]
        turned = f.turned
        if f.special and turned is not None:
            special = turned
            special_played = bool(f.played >> turned & 1)
        elif f.special:
            # a face-down card: a trump was chosen, so some suit is possible
            assert T is not None
            cand = f.special_options(T)
            if not cand:
                return None
            special, special_played = rng.choice(cand)
    lay = f.layout(T, special, special_played, exact)
    if lay is None:
        return None
    cards, need, voids, got = lay
    got = [list(g) for g in got]
    if exact:
        if not _place_exact(cards, need, voids, got, rng):
            return None
    elif not _place_quick(cards, need, voids, got, rng):
        return None
    if not exact and T in f.lead_only:
        assert b is not None  # lead_only holds the bidder's leads
        if any(SUIT_OF[c] != T for c in got[b]):
            return None  # the bidder led the trump before the reveal holding other cards
    if f.must_hold is not None:
        q, su = f.must_hold
        if not any(SUIT_OF[c] == su for c in got[q]):
            return None  # the trump would have been revealed automatically
    hands: list[list[int]] = []
    for s in range(4):
        if s == me:
            h = list(view.dealt)
            if f.my_hidden_slot:
                assert special is not None  # this seat's own seventh card is the face-down one
                h = h[:6] + [special] + h[6:]
            else:
                extra = got[s]
                rng.shuffle(extra)
                h = h + extra
        else:
            h = _order(f, s, got[s], special, special_played, rng)
            if s in f.first_four and not _has_points(h[:4]):
                if not exact:
                    return None  # the cards would have been redealt
                for _ in range(30):
                    h = _order(f, s, got[s], special, special_played, rng)
                    if _has_points(h[:4]):
                        break
                else:
                    return None
        hands.append(h)
    if f.seventh_point:
        assert b is not None  # a seventh-card trump: the auction has been won
        c = hands[b][6]
        if CARD_POINTS[c] and not any(x != c and SUIT_OF[x] == SUIT_OF[c] and CARD_POINTS[x]
                                      for x in hands[b]):
            return None  # the cards would have been redealt
    trump_action = None
    if f.hidden_trump_action:
        assert b is not None  # a trump was chosen: the auction has been won
        if view.trump_mode == "card":
            trump_action = Action(b, TRUMP_CARD, special)
        else:
            trump_action = Action(b, TRUMP, T)
    return hands, trump_action, T


def _has_points(cards: Iterable[int]) -> bool:
    return any(POINT_MASK >> c & 1 for c in cards)


def _order(f: ViewFacts, s: int, got: list[int], special: int | None, special_played: bool,
           rng: random.Random) -> list[int]:
    """Seat ``s``'s eight cards in a guessed dealing order (the face-down card in its
    place)."""
    h = list(f.played_by[s]) + got
    b = f.bidder
    if s == b and special is not None and not special_played:
        h.append(special)
    rng.shuffle(h)
    if s == b and special is not None:
        i = h.index(special)
        j = 6 if f.view.trump_mode == "seventh" else rng.randrange(4)
        h[i], h[j] = h[j], h[i]
    return h


def _place_quick(cards: list[int], need: list[int], voids: list[int], got: list[list[int]],
                 rng: random.Random) -> bool:
    """Deal ``cards`` to the seats, the most constrained cards first (may fail)."""
    allowed: list[list[int]] = []
    for c in cards:
        su = SUIT_OF[c]
        allowed.append([s for s in range(4) if need[s] and not (voids[s] >> su & 1)])
    order = list(range(len(cards)))
    rng.shuffle(order)
    order.sort(key=lambda i: len(allowed[i]))
    left = list(need)
    for i in order:
        seats = [s for s in allowed[i] if left[s]]
        if not seats:
            return False
        if len(seats) == 1:
            s = seats[0]
        else:
            s = rng.choices(seats, weights=[left[x] for x in seats])[0]
        got[s].append(cards[i])
        left[s] -= 1
    return True


def _place_exact(cards: list[int], need: list[int], voids: list[int], got: list[list[int]],
                 rng: random.Random) -> bool:
    """Deal ``cards`` to the seats, each to a seat after which the rest can still be
    dealt (never fails when the start can be dealt)."""
    cnt = suit_counts(cards)
    left = list(need)
    if not placeable(cnt, left, voids):
        return False
    order = list(range(len(cards)))
    rng.shuffle(order)
    for i in order:
        su = SUIT_OF[cards[i]]
        cnt[su] -= 1
        ok = []
        for s in range(4):
            if left[s] and not (voids[s] >> su & 1):
                left[s] -= 1
                if placeable(cnt, left, voids):
                    ok.append(s)
                left[s] += 1
        if not ok:
            return False
        s = ok[0] if len(ok) == 1 else rng.choices(ok, weights=[left[x] for x in ok])[0]
        got[s].append(cards[i])
        left[s] -= 1
    return True


def describe_view(view: PlayerView) -> str:
    """One line that lets a position be rebuilt by hand: the seat, its cards, the
    rules, the dealer and the public history."""
    acts = []
    for a in view.history:
        if a.kind in (TRUMP, TRUMP_CARD) and a.arg is None:
            acts.append(f"{SEATS[a.actor]} trump (hidden)")
        else:
            acts.append(str(a))
    return (f"seat {SEATS[view.seat]}, phase {view.phase}, trick {view.trick_no}, "
            f"dealt {' '.join(card_str(c) for c in view.dealt)}, "
            f"hand {' '.join(card_str(c) for c in view.hand)}, dealer {SEATS[view.dealer]}, "
            f"rules {view.rules.changed()}, history: {', '.join(acts) or '-'}")


# rejections of a guess before sample_state drops its acceptance tests
DEFAULT_TRIES = 60


class GuessRejected(ValueError):
    """Raised by a play model's ``observe`` to stop replaying a guess it has rejected."""


def sample_state(view: PlayerView, rng: random.Random, facts: ViewFacts | None = None,
                 trump_weights: Sequence[float] | None = None, accept: Accept | None = None,
                 tries: int = DEFAULT_TRIES, deadline: float | None = None,
                 play_model: PlayJudge | None = None, must: bool = False) -> HandState:
    """A full HandState consistent with ``view``.  ``accept(hands, trump)`` may return a
    probability of keeping a guess (inference from bids and the trump choice);
    ``play_model`` an object with ``start(limit)``, ``observe(state, action)`` (called
    for every action of the replayed history; it may raise ``GuessRejected`` once the
    guess's weight is at most ``limit``) and ``weight()``, the probability of keeping
    the replayed guess (inference from the play).  After ``tries`` rejections the
    acceptance tests are dropped.  Past ``deadline`` (a ``time.perf_counter()`` value)
    it gives up with SamplingTimeout, or, with ``must``, drops the acceptance tests and
    returns the next consistent guess (a caller that needs at least one state)."""
    f = facts or ViewFacts(view)
    last_err: object = None
    late = False
    total = tries * 2
    i = 0
    while i < total:
        if deadline is not None and i and not late and time.perf_counter() > deadline:
            if not must:
                raise SamplingTimeout(f"no consistent deal found before the deadline: {last_err}")
            late = True
            total = max(total, i + tries)
        judged = i < tries and not late
        i += 1
        try:
            hands, ta, T = sample_deal(view, rng, f, trump_weights, tries=10 if deadline else 40)
        except SamplingError as exc:
            last_err = exc
            continue
        if accept is not None and judged:
            p = accept(hands, T)
            if p < 1.0 and rng.random() >= p:
                continue
        judge = play_model if judged else None
        try:
            if judge is not None:
                # the draw comes first, so the replay can stop as soon as the guess's
                # weight falls to it (``GuessRejected``): the same test, done sooner
                u = rng.random()
                judge.start(u)
                st = rebuild_state(view, hands, ta, judge.observe)
            else:
                st = rebuild_state(view, hands, ta)
            if st.phase != view.phase or st.revealed != view.revealed or st.to_act != view.to_act:
                last_err = "the replayed guess does not reach the view's position"
                continue
            if judge is not None and u >= judge.weight():
                continue
            return st
        except GuessRejected:
            continue
        except (IllegalActionError, ValueError) as exc:
            last_err = exc
            continue
    raise SamplingError(f"no consistent deal found: {last_err}")
