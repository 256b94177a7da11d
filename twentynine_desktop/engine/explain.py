"""Plain-language reasons why an action is not legal now (``HandState.why_illegal``).

The reasons of the play come from the checks of ``legality.py`` themselves (``play_rule``
says which rule limits the cards, ``ask_blocker`` why asking is not possible), so the
words cannot drift from what the engine allows."""

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
    actor_str,
)
from .cards import (
    KING,
    QUEEN,
    SEATS,
    SIDES,
    SUIT_NAMES,
    actor_side,
    card_name,
    card_str,
    holds,
    is_side,
    side_actor,
    suit_of,
)
from .events import Phase
from .legality import PlayRule, ask_blocker, play_rule

if TYPE_CHECKING:
    from .hand import HandState


def explain(st: HandState, a: Action) -> str:
    """Why ``a`` is not legal in ``st`` (call only for an action that is not legal)."""
    r = st.rules
    who = actor_str(a.actor)
    kind = a.kind
    if st.phase is Phase.DONE:
        return "the hand is over: no more actions" + (" (it was annulled)" if st.annulled else "")
    kind_word = "trump" if kind in (TRUMP_CARD, SEVENTH) else kind
    if st.phase is Phase.AUCTION:
        if kind in (BID, PASS) and not is_side(a.actor):
            return st.auction.why_illegal(a) or "that bid is not possible now"
        return f"the auction is on ({SEATS[st.auction.turn]} to speak): {kind_word} is not possible now"
    if st.phase is Phase.TRUMP_CHOICE:
        bidder = st.bidder
        assert bidder is not None  # the auction has been won
        if kind not in (TRUMP, TRUMP_CARD, SEVENTH):
            return f"{SEATS[bidder]} must now choose the trump: {kind_word} is not possible"
        if a.actor != bidder:
            return f"only the bidder, {SEATS[bidder]}, chooses the trump"
        if kind == SEVENTH:
            return "the seventh-card trump is not allowed: house rule seventh_card is off"
        if kind == TRUMP_CARD:
            if r.trump_card != "own_card":
                return ("the trump is chosen by suit at this table (house rule trump_card is "
                        "indicator), not by setting one of the bidder's cards face down")
            if a.arg is None:
                return "the bidder must name the card to set face down as the trump"
            return f"the bidder does not hold {card_str(a.arg)} among the first four cards"
        return ("with house rule trump_card own_card the bidder sets one of their own four "
                "cards face down: give a card, not a suit")
    if st.phase is Phase.DOUBLING:
        window_side = st.window_side
        assert window_side is not None  # a window is open
        side = SIDES[window_side]
        if kind == SET and r.doubling != "with_set":
            return "set is not allowed: house rule doubling is not with_set"
        if a.actor != side_actor(window_side):
            return f"it is {side}'s turn to decide whether to {st.window}, not {who}'s"
        if kind in (DOUBLE, REDOUBLE, SET):
            if kind == SET and r.doubling != "with_set":
                return "set is not allowed: house rule doubling is not with_set"
            return f"{side} may {st.window} or pass now, not {kind}"
        return f"{side} may {st.window} or pass now, not {kind_word}"
    # playing
    if kind in (DOUBLE, REDOUBLE, SET):
        if r.doubling == "off":
            return f"{kind} is not allowed: house rule doubling is off"
        if kind == SET and r.doubling != "with_set":
            return "set is not allowed: house rule doubling is not with_set"
        return f"the doubling windows are closed: {kind} is not possible now"
    if kind in (BID, TRUMP, TRUMP_CARD, SEVENTH) or (kind == PASS):
        return f"the play of the cards has begun: {kind_word} is not possible now"
    if is_side(a.actor):
        return f"{who} is a side; only a seat acts during play"
    if kind == SINGLE:
        if r.single_hand == "off":
            return "single hand is not allowed: house rule single_hand is off"
        if st.single is not None:
            return f"{SEATS[st.single]} already declared a single hand"
        if st.trick_no != 1 or st.trick:
            return "a single hand can only be declared before the first lead"
        return "only the bidder may play alone (house rule single_hand is bidder_alone)"
    if kind == PAIR:
        if r.pair == "off":
            return "the pair is not played: house rule pair is off"
        if st.pair is not None:
            return "the pair has already been shown in this hand"
        if not st.revealed:
            return "the pair can be shown only after the trump has been revealed"
        if st.pair_side is None or actor_side(a.actor) != st.pair_side:
            return "the pair can be shown only straight after the holder's side has won a trick"
        t = st.trump
        assert t is not None  # revealed
        if not (holds(st.held[a.actor], t * 8 + KING) and holds(st.held[a.actor], t * 8 + QUEEN)):
            return f"{who} does not hold both the King and the Queen of trumps"
        if r.pair == "bangladesh":
            return "with the Bangladesh pair, the bidding side's pair counts only on a bid above 18"
        if r.pair == "lucknow":
            return ("with the Lucknow pair, it can be shown only after the side wins a trick "
                    "by trumping a non-trump lead")
        return "the pair cannot be shown now"
    to_act = st.to_act
    assert to_act is not None  # the play is on
    if a.actor != to_act:
        return f"it is {SEATS[to_act]}'s turn to play, not {who}'s"
    p = a.actor
    if kind == ASK:
        why = ask_blocker(st, p)
        if why is None:  # not reached: asking is then legal
            return "asking for the trump is not possible now"
        return f"{who} {why}" if why.startswith("can follow") else why
    if kind == PLAY:
        c = a.arg
        if c is None:
            return f"{who} must say which card to play"
        if p == st.bidder and c == st.withheld:
            if st.trump_mode == "seventh":
                return (f"{card_str(c)} is the face-down seventh card: it joins the hand only at "
                        f"the reveal, or is played as the last card")
            return (f"{card_str(c)} is the face-down trump card: it joins the hand only when the "
                    f"trump is revealed, or is played as the bidder's last card")
        if not holds(st.held[p], c):
            if any(c in h for h in st.hands_dealt) and p == st.out:
                return f"{who} sits out this single hand"
            return f"{who} does not hold {card_str(c)}"
        mask, rule = play_rule(st, p)
        if rule is PlayRule.MUST_ASK:
            return (f"{who} cannot follow suit and must ask for the trump first "
                    f"(house rule reveal is first_void_must_ask)")
        if rule is PlayRule.NO_TRUMP_LEAD:
            return ("the bidder may not lead a trump before the reveal while holding other "
                    "cards (house rule bidder_trump_lead is not_before_reveal)")
        if rule is PlayRule.FOLLOW:
            led = suit_of(st.trick[0][1])
            return f"{who} must follow suit: {card_name(c)} is not a {SUIT_NAMES[led][:-1]}"
        if rule is PlayRule.ASKER_TRUMPS:
            return f"{who} asked for the trump and holds one, so must play a trump"
        if rule is PlayRule.VOID_TRUMPS:
            return (f"{who} cannot follow suit and holds a trump, so must play one "
                    f"(house rule void_must_trump)")
        if not holds(mask, c):  # not reached: every other rule allows a held card
            return f"{who} may not play {card_str(c)} now"
    return f"{kind_word} is not possible now"
