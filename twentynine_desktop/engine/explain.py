"""Plain-language reasons why an action is not legal now (``HandState.why_illegal``)."""

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
from .cards import KING, QUEEN, SEATS, SIDES, SUIT_MASKS, card_name, card_str
from .hand import AUCTION, DONE, DOUBLING, TRUMP_CHOICE  # hand imports this module lazily

if TYPE_CHECKING:
    from .hand import HandState


def explain(st: HandState, a: Action) -> str:
    """Why ``a`` is not legal in ``st`` (call only for an action that is not legal)."""
    r = st.rules
    who = actor_str(a.actor)
    kind = a.kind
    if st.phase == DONE:
        return "the hand is over: no more actions" + (" (it was annulled)" if st.annulled else "")
    kind_word = "trump" if kind in (TRUMP_CARD, SEVENTH) else kind
    if st.phase == AUCTION:
        if kind in (BID, PASS) and a.actor < 4:
            return st.auction.why_illegal(a) or "that bid is not possible now"
        return f"the auction is on ({SEATS[st.auction.turn]} to speak): {kind_word} is not possible now"
    if st.phase == TRUMP_CHOICE:
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
    if st.phase == DOUBLING:
        window_side = st.window_side
        assert window_side is not None  # a window is open
        side = SIDES[window_side]
        if kind == SET and r.doubling != "with_set":
            return "set is not allowed: house rule doubling is not with_set"
        if a.actor != 4 + window_side:
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
    if a.actor >= 4:
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
        if st.pair_side is None or (a.actor & 1) != st.pair_side:
            return "the pair can be shown only straight after the holder's side has won a trick"
        t = st.trump
        assert t is not None  # revealed
        if not (st.held[a.actor] >> (t * 8 + KING) & 1 and st.held[a.actor] >> (t * 8 + QUEEN) & 1):
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
        if st.no_trumps:
            return "a single hand is played without trumps: there is nothing to ask for"
        if st.revealed:
            return "the trump has already been revealed"
        if not st.trick:
            return "the leader of a trick cannot ask for the trump"
        if r.reveal == "automatic":
            return "the trump is revealed automatically at this table (house rule reveal is automatic)"
        if not st.held[p]:
            return "the bidder's last card is the face-down trump: it is played and revealed"
        return f"{who} can follow suit, so may not ask for the trump"
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
        if not (st.held[p] >> c) & 1:
            if any(c in h for h in st.hands_dealt) and p == st.out:
                return f"{who} sits out this single hand"
            return f"{who} does not hold {card_str(c)}"
        mask = st._play_mask(p)
        if mask == 0:
            return (f"{who} cannot follow suit and must ask for the trump first "
                    f"(house rule reveal is first_void_must_ask)")
        if not st.trick:
            return ("the bidder may not lead a trump before the reveal while holding other "
                    "cards (house rule bidder_trump_lead is not_before_reveal)")
        led = st.trick[0][1] >> 3
        if st.held[p] & SUIT_MASKS[led]:
            return f"{who} must follow suit: {card_name(c)} is not a {('spade', 'heart', 'diamond', 'club')[led]}"
        if st.asker == p and r.asker_must_trump:
            return f"{who} asked for the trump and holds one, so must play a trump"
        return f"{who} cannot follow suit and holds a trump, so must play one (house rule void_must_trump)"
    return f"{kind_word} is not possible now"
