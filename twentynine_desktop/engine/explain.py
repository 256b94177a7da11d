"""Why an action is not legal now, as a ``Refusal`` (``HandState.refusal``).

The refusals of the play come from the checks of ``legality.py`` themselves (``play_rule``
says which rule limits the cards, ``ask_blocker`` why asking is not possible), so the
reasons cannot drift from what the engine allows.  Their English is ``refusal.english``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    ASK,
    BID,
    DOUBLE,
    PAIR,
    PASS,
    PLAY,
    REDOUBLE,
    SET,
    SEVENTH,
    SINGLE,
    TRUMP,
    TRUMP_CARD,
    Action,
)
from .cards import KING, QUEEN, actor_side, holds, is_side, side_actor, suit_of
from .events import Phase
from .legality import PlayRule, ask_blocker, play_rule
from .refusal import Refusal, RefusalCode

if TYPE_CHECKING:
    from .hand import HandState

_C = RefusalCode


def explain(st: HandState, a: Action) -> Refusal:
    """Why ``a`` is not legal in ``st`` (call only for an action that is not legal)."""
    r = st.rules
    who = a.actor
    kind = a.kind
    if st.phase is Phase.DONE:
        return Refusal(_C.HAND_ANNULLED if st.annulled else _C.HAND_OVER)
    kind_word = "trump" if kind in (TRUMP_CARD, SEVENTH) else kind
    if st.phase is Phase.AUCTION:
        if kind in (BID, PASS) and not is_side(a.actor):
            return st.auction.refusal(a) or Refusal(_C.BID_NOT_POSSIBLE)
        return Refusal.of(_C.AUCTION_ON, seat=st.auction.turn, kind=kind_word)
    if st.phase is Phase.TRUMP_CHOICE:
        bidder = st.bidder
        assert bidder is not None  # the auction has been won
        if kind not in (TRUMP, TRUMP_CARD, SEVENTH):
            return Refusal.of(_C.MUST_CHOOSE_TRUMP, seat=bidder, kind=kind_word)
        if a.actor != bidder:
            return Refusal.of(_C.ONLY_BIDDER_CHOOSES_TRUMP, seat=bidder)
        if kind == SEVENTH:
            return Refusal(_C.SEVENTH_CARD_OFF)
        if kind == TRUMP_CARD:
            if r.trump_card != "own_card":
                return Refusal(_C.TRUMP_BY_SUIT)
            if a.arg is None:
                return Refusal(_C.TRUMP_CARD_NOT_NAMED)
            return Refusal.of(_C.TRUMP_CARD_NOT_IN_FIRST_FOUR, card=a.arg)
        return Refusal(_C.TRUMP_BY_OWN_CARD)
    if st.phase is Phase.DOUBLING:
        window_side = st.window_side
        assert window_side is not None  # a window is open
        if kind == SET and r.doubling != "with_set":
            return Refusal(_C.SET_NOT_ALLOWED)
        if a.actor != side_actor(window_side):
            return Refusal.of(_C.NOT_SIDES_TURN_TO_DECIDE, side=window_side, window=st.window, actor=who)
        return Refusal.of(_C.WINDOW_CALL_ONLY, side=window_side, window=st.window, kind=kind_word)
    # playing
    if kind in (DOUBLE, REDOUBLE, SET):
        if r.doubling == "off":
            return Refusal.of(_C.DOUBLING_OFF, kind=kind)
        if kind == SET and r.doubling != "with_set":
            return Refusal(_C.SET_NOT_ALLOWED)
        return Refusal.of(_C.DOUBLING_CLOSED, kind=kind)
    if kind in (BID, TRUMP, TRUMP_CARD, SEVENTH) or (kind == PASS):
        return Refusal.of(_C.PLAY_HAS_BEGUN, kind=kind_word)
    if is_side(a.actor):
        return Refusal.of(_C.SIDE_IN_PLAY, actor=who)
    if kind == SINGLE:
        if r.single_hand == "off":
            return Refusal(_C.SINGLE_HAND_OFF)
        if st.single is not None:
            return Refusal.of(_C.SINGLE_HAND_DECLARED, seat=st.single)
        if st.trick_no != 1 or st.trick:
            return Refusal(_C.SINGLE_HAND_TOO_LATE)
        return Refusal(_C.SINGLE_HAND_BIDDER_ONLY)
    if kind == PAIR:
        if r.pair == "off":
            return Refusal(_C.PAIR_OFF)
        if st.pair is not None:
            return Refusal(_C.PAIR_ALREADY_SHOWN)
        if not st.revealed:
            return Refusal(_C.PAIR_BEFORE_REVEAL)
        if st.pair_side is None or actor_side(a.actor) != st.pair_side:
            return Refusal(_C.PAIR_NOT_AFTER_TRICK)
        t = st.trump
        assert t is not None  # revealed
        if not (holds(st.held[a.actor], t * 8 + KING) and holds(st.held[a.actor], t * 8 + QUEEN)):
            return Refusal.of(_C.PAIR_NOT_HELD, actor=who)
        if r.pair == "bangladesh":
            return Refusal(_C.PAIR_BANGLADESH)
        if r.pair == "lucknow":
            return Refusal(_C.PAIR_LUCKNOW)
        return Refusal(_C.PAIR_NOT_NOW)
    to_act = st.to_act
    assert to_act is not None  # the play is on
    if a.actor != to_act:
        return Refusal.of(_C.NOT_YOUR_TURN_TO_PLAY, seat=to_act, actor=who)
    p = a.actor
    if kind == ASK:
        why = ask_blocker(st, p)
        if why is None:  # not reached: asking is then legal
            return Refusal(_C.ASK_NOT_POSSIBLE)
        return why
    if kind == PLAY:
        c = a.arg
        if c is None:
            return Refusal.of(_C.CARD_NOT_NAMED, actor=who)
        if p == st.bidder and c == st.withheld:
            if st.trump_mode == "seventh":
                return Refusal.of(_C.SEVENTH_CARD_FACE_DOWN, card=c)
            return Refusal.of(_C.TRUMP_CARD_FACE_DOWN, card=c)
        if not holds(st.held[p], c):
            if any(c in h for h in st.hands_dealt) and p == st.out:
                return Refusal.of(_C.SITS_OUT, actor=who)
            return Refusal.of(_C.CARD_NOT_HELD, actor=who, card=c)
        mask, rule = play_rule(st, p)
        if rule is PlayRule.MUST_ASK:
            return Refusal.of(_C.MUST_ASK_FIRST, actor=who)
        if rule is PlayRule.NO_TRUMP_LEAD:
            return Refusal(_C.NO_TRUMP_LEAD)
        if rule is PlayRule.FOLLOW:
            return Refusal.of(_C.MUST_FOLLOW_SUIT, actor=who, card=c, suit=suit_of(st.trick[0][1]))
        if rule is PlayRule.ASKER_TRUMPS:
            return Refusal.of(_C.ASKER_MUST_TRUMP, actor=who)
        if rule is PlayRule.VOID_TRUMPS:
            return Refusal.of(_C.VOID_MUST_TRUMP, actor=who)
        if not holds(mask, c):  # not reached: every other rule allows a held card
            return Refusal.of(_C.CARD_NOT_ALLOWED, actor=who, card=c)
    return Refusal.of(_C.NOT_POSSIBLE, kind=kind_word)
