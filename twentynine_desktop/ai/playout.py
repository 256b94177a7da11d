"""Playouts for the search players: a hand finished by the rule-based policy at all
four seats (the last tricks optionally solved exactly, ``solver.py``), and its value to
one side."""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.actions import Action, ActionKind
from ..engine.cards import cards_in, side_of, suit_of
from ..engine.events import Phase
from ..engine.hand import HandState
from ..engine.kernel import cards_gone
from ..engine.legality import live_trump, may_ask, play_mask
from .common import ASK_MOVE, PlayCtx, best_trump_suit, heuristic_play
from .solver import finish_value, solvable


def ctx_from_state(st: HandState, p: int) -> PlayCtx:
    held = st.held
    w = 0 if st.withheld is None else 1 << st.withheld
    known = None
    if not st.no_trumps and st.trump is not None and (
            st.revealed or (p == st.bidder and st.trump_mode != "seventh")):
        known = st.trump
    live_suit, live_from = live_trump(st)
    live = live_suit is not None
    own = held[p] | (w if p == st.bidder and st.trump_mode == "card" else 0)
    gone = cards_gone(held[0] | held[1] | held[2] | held[3] | w, own)
    return PlayCtx(p, held[p], play_mask(st, p), may_ask(st, p), st.trick, known, live,
                   live_from, gone, st.bidder, st.active_seats(),
                   hidden_trump_mine=(p == st.bidder and not st.revealed and known is not None))


def _rollout_trump(st: HandState) -> Action:
    b = st.bidder
    assert b is not None  # the auction has been won
    cards = cards_in(st.held[b])
    t = best_trump_suit(cards)
    if st.rules.trump_card == "own_card":
        own = [c for c in cards if suit_of(c) == t]
        return Action(b, ActionKind.TRUMP_CARD, max(own))
    return Action(b, ActionKind.TRUMP, t)


def rollout(st: HandState, exact: int = 0, policy: Iterable[int] = (),
            reveal: bool = False) -> list[int]:
    """Play ``st`` to the end with the rule-based policy (pass every doubling window,
    never show a pair or declare a single hand) and return the card points of the two
    sides.  With ``exact`` > 0, the last ``exact`` tricks are solved instead, with best
    play by every seat (``solver.py``), as soon as the solver applies; ``st`` is then
    left unfinished and only the returned points are final; the seats in ``policy``
    play by the rule-based policy there too.  ``reveal`` is ``solvable``'s
    ``reveal_trick``: the solver may also take over in the trick of the reveal."""
    while st.phase is not Phase.DONE:
        ph = st.phase
        if ph is Phase.PLAY:
            if exact and solvable(st, exact, reveal):
                mine, theirs = finish_value(st, policy)
                assert st.bidder is not None  # solvable: a contract is played
                side = side_of(st.bidder)
                return [mine, theirs] if side == 0 else [theirs, mine]
            p = st.to_act
            assert p is not None  # a seat is to play
            mv = heuristic_play(ctx_from_state(st, p))
            if mv == ASK_MOVE:
                st.apply(Action(p, ActionKind.ASK, None), check=False)
            else:
                st.apply(Action(p, ActionKind.PLAY, mv), check=False)
        elif ph is Phase.DOUBLING:
            assert st.to_act is not None  # a side decides
            st.apply(Action(st.to_act, ActionKind.PASS, None), check=False)
        elif ph is Phase.TRUMP_CHOICE:
            st.apply(_rollout_trump(st), check=False)
        else:  # the auction is never played out here
            raise RuntimeError("rollout from the auction")
    return list(st.points)


def utility(st: HandState, me: int, points: list[int] | None = None) -> float:
    """Game points won minus lost by ``me``'s side, plus 0.02 per card point of
    difference; ``points`` (from ``rollout``) stands in for the state's own when the
    end of the hand was solved rather than played."""
    if st.annulled:
        return 0.0
    mine = side_of(me)
    if points is None or st.phase is Phase.DONE:  # finished
        pts = st.points
        gp = st.game_points(None)
    else:
        pts = points
        gp = st.game_points(pts)
    u = gp[mine] - gp[mine ^ 1]
    return u + 0.02 * (pts[mine] - pts[mine ^ 1])
