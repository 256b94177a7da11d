"""Why an action was not taken, said to the person at the table in the chosen language.

The engine and the controller refuse an action with a value, ``Refusal(code, params)``
(``engine/refusal.py``); this module is the one place that turns it into words, from the
code and its parameters: "You must follow suit: play one of the spades."  The person is
always the one spoken to (the table refuses only the person's own actions), other seats
are named as the table names them, and house rules are "a house rule at this table",
not the settings' keys.  Codes that the table cannot meet (a side acting during the
play, a rule the engine keeps for completeness) share a general sentence.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.refusal import Refusal, RefusalCode
from .card_words import card_name
from .events_text import SEAT_NAMES, SUIT_NAMES, side_words
from .i18n import QT_TR_NOOP, tr

_C = RefusalCode
GENERAL = QT_TR_NOOP("That is not possible now.")

# one sentence per code; the fields are {seat} (a seat's name), {side} ("East and West"),
# {card} ("Jack of hearts"), {suit} ("spades") and {bid}
SENTENCES: dict[RefusalCode, str] = {
    _C.HAND_OVER: QT_TR_NOOP("The hand is over."),
    _C.HAND_ANNULLED: QT_TR_NOOP("The hand is over."),
    _C.NOT_YOUR_TURN_TO_BID: QT_TR_NOOP("It is {seat}'s turn to bid, not yours."),
    _C.BID_WITHOUT_NUMBER: QT_TR_NOOP("A bid needs a number of points."),
    _C.BID_BELOW_MINIMUM: QT_TR_NOOP("A bid must be at least {bid}."),
    _C.BID_NOT_HIGHER: QT_TR_NOOP("A bid must be higher than the current bid."),
    _C.BID_ABOVE_MAXIMUM: QT_TR_NOOP("The highest possible bid is {bid}."),
    _C.HOLDER_BID_TOO_LOW: QT_TR_NOOP("You hold the bid: hold {bid} or go higher."),
    _C.CHALLENGER_BID_TOO_LOW: QT_TR_NOOP("You must bid higher than {bid}."),
    _C.DEALER_MAY_NOT_PASS: QT_TR_NOOP(
        "Nobody else has bid: the dealer may not pass and must bid {bid} (a house rule at this table)."),
    _C.DEALER_MAY_NOT_PASS_NOBODY_BID: QT_TR_NOOP(
        "Nobody else has bid: the dealer may not pass and must bid {bid} (a house rule at this table)."),
    _C.DEALER_FORCED_AFTER_PASSES: QT_TR_NOOP("The dealer must bid exactly {bid}."),
    _C.DEALER_FORCED: QT_TR_NOOP("The dealer must bid exactly {bid}."),
    _C.ONLY_BID_OR_PASS: QT_TR_NOOP("The auction is on: only a bid or a pass is possible."),
    _C.BID_NOT_POSSIBLE: QT_TR_NOOP("That bid is not possible now."),
    _C.AUCTION_ON: QT_TR_NOOP("The auction is on: it is {seat}'s turn to speak."),
    _C.MUST_CHOOSE_TRUMP: QT_TR_NOOP("The bidder, {seat}, must choose the trump now."),
    _C.ONLY_BIDDER_CHOOSES_TRUMP: QT_TR_NOOP("Only the bidder, {seat}, chooses the trump."),
    _C.SEVENTH_CARD_OFF: QT_TR_NOOP("The seventh card is not played at this table."),
    _C.TRUMP_BY_SUIT: QT_TR_NOOP("At this table the trump is chosen by suit, not by setting a card face down."),
    _C.TRUMP_CARD_NOT_NAMED: QT_TR_NOOP("Choose one of your first four cards to set face down as the trump."),
    _C.TRUMP_CARD_NOT_IN_FIRST_FOUR: QT_TR_NOOP("The {card} is not one of your first four cards."),
    _C.TRUMP_BY_OWN_CARD: QT_TR_NOOP("Choose one of your first four cards to set face down as the trump."),
    _C.SET_NOT_ALLOWED: QT_TR_NOOP("Set is not played at this table."),
    _C.NOT_SIDES_TURN_TO_DECIDE: QT_TR_NOOP("It is {side}'s turn to decide, not your side's."),
    _C.WINDOW_CALL_ONLY: QT_TR_NOOP("Choose one of the calls offered now, or pass."),
    _C.DOUBLING_OFF: QT_TR_NOOP("Doubling is not played at this table."),
    _C.DOUBLING_CLOSED: QT_TR_NOOP("The time to double has passed."),
    _C.PLAY_HAS_BEGUN: QT_TR_NOOP("The play of the cards has begun: that is not possible now."),
    _C.SIDE_IN_PLAY: GENERAL,
    _C.SINGLE_HAND_OFF: QT_TR_NOOP("The single hand is not played at this table."),
    _C.SINGLE_HAND_DECLARED: QT_TR_NOOP("A single hand has already been declared by {seat}."),
    _C.SINGLE_HAND_TOO_LATE: QT_TR_NOOP("A single hand can only be declared before the first lead."),
    _C.SINGLE_HAND_BIDDER_ONLY: QT_TR_NOOP("Only the bidder may play alone (a house rule at this table)."),
    _C.PAIR_OFF: QT_TR_NOOP("The pair is not played at this table."),
    _C.PAIR_ALREADY_SHOWN: QT_TR_NOOP("The pair has already been shown in this hand."),
    _C.PAIR_BEFORE_REVEAL: QT_TR_NOOP("The pair can be shown only after the trump has been revealed."),
    _C.PAIR_NOT_AFTER_TRICK: QT_TR_NOOP("The pair can be shown only straight after your side has won a trick."),
    _C.PAIR_NOT_HELD: QT_TR_NOOP("You do not hold both the King and the Queen of trumps."),
    _C.PAIR_BANGLADESH: QT_TR_NOOP(
        "With the Bangladesh pair, the bidding side's pair counts only on a bid above 18."),
    _C.PAIR_LUCKNOW: QT_TR_NOOP(
        "With the Lucknow pair, it can be shown only after your side wins a trick by trumping a non-trump lead."),
    _C.PAIR_NOT_NOW: QT_TR_NOOP("The pair cannot be shown now."),
    _C.NOT_YOUR_TURN_TO_PLAY: QT_TR_NOOP("It is {seat}'s turn to play, not yours."),
    _C.ASK_NO_TRUMPS: QT_TR_NOOP("A single hand is played without trumps: there is nothing to ask for."),
    _C.ASK_NO_TRUMP: QT_TR_NOOP("There is no trump to ask for."),
    _C.ASK_ALREADY_REVEALED: QT_TR_NOOP("The trump has already been revealed."),
    _C.ASK_LEADER: QT_TR_NOOP("The leader of a trick cannot ask for the trump."),
    _C.ASK_AUTOMATIC: QT_TR_NOOP("The trump is revealed by itself at this table: there is no need to ask."),
    _C.ASK_LAST_CARD: QT_TR_NOOP("Your last card is the face-down trump: it is played and revealed."),
    _C.ASK_CAN_FOLLOW: QT_TR_NOOP("You can follow suit, so you may not ask for the trump."),
    _C.ASK_NOT_POSSIBLE: GENERAL,
    _C.CARD_NOT_NAMED: QT_TR_NOOP("Choose a card to play."),
    _C.SEVENTH_CARD_FACE_DOWN: QT_TR_NOOP(
        "That card is the face-down trump: it joins your hand when the trump is revealed."),
    _C.TRUMP_CARD_FACE_DOWN: QT_TR_NOOP(
        "That card is the face-down trump: it joins your hand when the trump is revealed."),
    _C.SITS_OUT: QT_TR_NOOP("You sit out this single hand."),
    _C.CARD_NOT_HELD: QT_TR_NOOP("You do not hold the {card}."),
    _C.MUST_ASK_FIRST: QT_TR_NOOP("You cannot follow suit: ask for the trump first."),
    _C.NO_TRUMP_LEAD: QT_TR_NOOP(
        "The bidder may not lead a trump before it is revealed (a house rule at this table)."),
    _C.MUST_FOLLOW_SUIT: QT_TR_NOOP("You must follow suit: play one of the {suit}."),
    _C.ASKER_MUST_TRUMP: QT_TR_NOOP("You asked for the trump and hold one: play a trump."),
    _C.VOID_MUST_TRUMP: QT_TR_NOOP("You cannot follow suit and hold a trump: play a trump."),
    _C.CARD_NOT_ALLOWED: GENERAL,
    _C.NOT_POSSIBLE: GENERAL,
    _C.NOT_YOUR_TURN: QT_TR_NOOP("Please wait: it is not your turn."),
    _C.NOT_YOUR_DECISION: QT_TR_NOOP("That is not your decision."),
    _C.NO_HAND: QT_TR_NOOP("There is no hand on the table."),
    _C.UNDO_PRACTICE_ONLY: QT_TR_NOOP("Undo is only for practice matches (Game > New match)."),
    _C.UNDO_NOTHING: QT_TR_NOOP("There is nothing to take back."),
    _C.UNDO_HAND_OVER: QT_TR_NOOP("The hand is over: its cards can no longer be taken back."),
    _C.UNDO_NOT_PLAYED_YET: QT_TR_NOOP("You have not played in this hand yet."),
    _C.HINT_NOT_YOUR_TURN: QT_TR_NOOP("A hint is given on your turn."),
    _C.CLAIM_NOT_IN_PLAY: QT_TR_NOOP("The rest of the tricks can be claimed only during the play."),
    _C.CLAIM_NOT_ON_LEAD: QT_TR_NOOP("You can claim the rest of the tricks when it is your lead."),
    _C.CLAIM_CARD_FACE_DOWN: QT_TR_NOOP("No claim while your trump card is face down."),
    _C.CLAIM_TRUMP_HIDDEN: QT_TR_NOOP("No claim before the trump is revealed."),
    _C.CLAIM_TRUMPS_OUT: QT_TR_NOOP(
        "Not certain: another player may still hold a trump ({suit}), and could cut your card."),
    _C.CLAIM_CARD_BEATEN: QT_TR_NOOP(
        "Not certain: a higher card of the {suit} than your {card} is still out. Play on."),
}

# when the seat a sentence names is the person's own
YOU_SENTENCES: dict[RefusalCode, str] = {
    _C.AUCTION_ON: QT_TR_NOOP("The auction is on: it is your turn to bid."),
    _C.MUST_CHOOSE_TRUMP: QT_TR_NOOP("You won the bid: choose the trump now."),
    _C.SINGLE_HAND_DECLARED: QT_TR_NOOP("You have already declared a single hand."),
}


def refusal_words(refusal: Refusal, names: Sequence[str] | None = None, viewer: int | None = None) -> str:
    """``refusal`` as a sentence for the person, in the chosen language.  ``names``:
    what each seat is called at this table (default: North, East, South, West);
    ``viewer``: the person's seat (their side is "you and your partner")."""
    p = refusal.params
    fields: dict[str, object] = {}
    if p.seat is not None:
        fields["seat"] = names[p.seat] if names is not None else tr(SEAT_NAMES[p.seat])
    if p.side is not None:
        fields["side"] = side_words(p.side, viewer)
    if p.card is not None:
        fields["card"] = card_name(p.card)
    if p.suit is not None:
        fields["suit"] = tr(SUIT_NAMES[p.suit])
    if p.bid is not None:
        fields["bid"] = p.bid
    sentence = SENTENCES.get(refusal.code, GENERAL)
    if p.seat is not None and p.seat == viewer:
        sentence = YOU_SENTENCES.get(refusal.code, sentence)
    return tr(sentence).format(**fields)


__all__ = ["GENERAL", "SENTENCES", "YOU_SENTENCES", "refusal_words"]
