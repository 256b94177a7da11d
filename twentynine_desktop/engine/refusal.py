"""Why an action is not taken, as a value: ``Refusal(code, params)``.

The legality rules (``explain.py``, ``auction.py``, ``legality.ask_blocker``) make these
values directly; the table controller makes the codes of its own (not the person's turn,
nothing to take back...).  A refusal crosses the engine's edge as a value, never as a
sentence: the screen says it in the chosen language from the code and the parameters
(``ui/refusal_text.py``), and another program can read it from ``to_json``.

The engine keeps one English rendering, ``english(refusal)`` (also ``str(refusal)``),
for the ``replay`` command, the errors of hand records and saved matches, logs and
exceptions; it is the text these have always printed, byte for byte.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from string import Formatter

from .cards import SEATS, SIDES, SUIT_NAMES, actor_side, card_name, card_str, is_side


class RefusalCode(StrEnum):
    """Every reason an action can be refused.  A StrEnum: it is written as its value."""

    # the hand and the auction
    HAND_OVER = "hand_over"
    HAND_ANNULLED = "hand_annulled"
    NOT_YOUR_TURN_TO_BID = "not_your_turn_to_bid"              # seat (to bid), actor
    BID_WITHOUT_NUMBER = "bid_without_number"
    BID_BELOW_MINIMUM = "bid_below_minimum"                    # bid (the minimum), n
    BID_NOT_HIGHER = "bid_not_higher"                          # bid (the current), n
    BID_ABOVE_MAXIMUM = "bid_above_maximum"                    # bid (the maximum), n
    HOLDER_BID_TOO_LOW = "holder_bid_too_low"                  # bid, n (duel auction)
    CHALLENGER_BID_TOO_LOW = "challenger_bid_too_low"          # bid, n (duel auction)
    DEALER_MAY_NOT_PASS = "dealer_may_not_pass"                # bid (open auction)
    DEALER_MAY_NOT_PASS_NOBODY_BID = "dealer_may_not_pass_nobody_bid"  # bid (duel)
    DEALER_FORCED_AFTER_PASSES = "dealer_forced_after_passes"  # bid (open auction)
    DEALER_FORCED = "dealer_forced"                            # bid (duel auction)
    ONLY_BID_OR_PASS = "only_bid_or_pass"                      # kind
    BID_NOT_POSSIBLE = "bid_not_possible"
    AUCTION_ON = "auction_on"                                  # seat (to speak), kind
    # the trump
    MUST_CHOOSE_TRUMP = "must_choose_trump"                    # seat (the bidder), kind
    ONLY_BIDDER_CHOOSES_TRUMP = "only_bidder_chooses_trump"    # seat (the bidder)
    SEVENTH_CARD_OFF = "seventh_card_off"
    TRUMP_BY_SUIT = "trump_by_suit"
    TRUMP_CARD_NOT_NAMED = "trump_card_not_named"
    TRUMP_CARD_NOT_IN_FIRST_FOUR = "trump_card_not_in_first_four"  # card
    TRUMP_BY_OWN_CARD = "trump_by_own_card"
    # doubling
    SET_NOT_ALLOWED = "set_not_allowed"
    NOT_SIDES_TURN_TO_DECIDE = "not_sides_turn_to_decide"      # side (to decide), window, actor
    WINDOW_CALL_ONLY = "window_call_only"                      # side, window, kind
    DOUBLING_OFF = "doubling_off"                              # kind
    DOUBLING_CLOSED = "doubling_closed"                        # kind
    # the play
    PLAY_HAS_BEGUN = "play_has_begun"                          # kind
    SIDE_IN_PLAY = "side_in_play"                              # actor
    SINGLE_HAND_OFF = "single_hand_off"
    SINGLE_HAND_DECLARED = "single_hand_declared"              # seat (the declarer)
    SINGLE_HAND_TOO_LATE = "single_hand_too_late"
    SINGLE_HAND_BIDDER_ONLY = "single_hand_bidder_only"
    PAIR_OFF = "pair_off"
    PAIR_ALREADY_SHOWN = "pair_already_shown"
    PAIR_BEFORE_REVEAL = "pair_before_reveal"
    PAIR_NOT_AFTER_TRICK = "pair_not_after_trick"
    PAIR_NOT_HELD = "pair_not_held"                            # actor
    PAIR_BANGLADESH = "pair_bangladesh"
    PAIR_LUCKNOW = "pair_lucknow"
    PAIR_NOT_NOW = "pair_not_now"
    NOT_YOUR_TURN_TO_PLAY = "not_your_turn_to_play"            # seat (to play), actor
    ASK_NO_TRUMPS = "ask_no_trumps"
    ASK_NO_TRUMP = "ask_no_trump"
    ASK_ALREADY_REVEALED = "ask_already_revealed"
    ASK_LEADER = "ask_leader"
    ASK_AUTOMATIC = "ask_automatic"
    ASK_LAST_CARD = "ask_last_card"
    ASK_CAN_FOLLOW = "ask_can_follow"                          # actor
    ASK_NOT_POSSIBLE = "ask_not_possible"
    CARD_NOT_NAMED = "card_not_named"                          # actor
    SEVENTH_CARD_FACE_DOWN = "seventh_card_face_down"          # card
    TRUMP_CARD_FACE_DOWN = "trump_card_face_down"              # card
    SITS_OUT = "sits_out"                                      # actor
    CARD_NOT_HELD = "card_not_held"                            # actor, card
    MUST_ASK_FIRST = "must_ask_first"                          # actor
    NO_TRUMP_LEAD = "no_trump_lead"
    MUST_FOLLOW_SUIT = "must_follow_suit"                      # actor, card, suit (led)
    ASKER_MUST_TRUMP = "asker_must_trump"                      # actor
    VOID_MUST_TRUMP = "void_must_trump"                        # actor
    CARD_NOT_ALLOWED = "card_not_allowed"                      # actor, card
    NOT_POSSIBLE = "not_possible"                              # kind
    # the table's own refusals (made by the controller, not by the rules)
    NOT_YOUR_TURN = "not_your_turn"
    NOT_YOUR_DECISION = "not_your_decision"
    NO_HAND = "no_hand"
    UNDO_PRACTICE_ONLY = "undo_practice_only"
    UNDO_NOTHING = "undo_nothing"
    UNDO_HAND_OVER = "undo_hand_over"
    UNDO_NOT_PLAYED_YET = "undo_not_played_yet"
    HINT_NOT_YOUR_TURN = "hint_not_your_turn"
    # a claim of the remaining tricks (engine/claim.py)
    CLAIM_NOT_IN_PLAY = "claim_not_in_play"
    CLAIM_NOT_ON_LEAD = "claim_not_on_lead"
    CLAIM_CARD_FACE_DOWN = "claim_card_face_down"
    CLAIM_TRUMP_HIDDEN = "claim_trump_hidden"
    CLAIM_TRUMPS_OUT = "claim_trumps_out"                      # suit (the trump)
    CLAIM_CARD_BEATEN = "claim_card_beaten"                    # card, suit


@dataclass(frozen=True, slots=True)
class RefusalParams:
    """What a sentence about a refusal may name.  Seats, sides, suits and cards are the
    engine's ints; ``kind`` and ``window`` are action kinds ("double"...)."""

    seat: int | None = None     # the seat whose turn it is, or who did something
    actor: int | None = None    # the actor of the refused action (a seat, or a side 4/5)
    side: int | None = None     # a side (0 NS, 1 EW)
    card: int | None = None
    suit: int | None = None
    bid: int | None = None      # a bid of the auction (the current, the minimum...)
    n: int | None = None        # the number of the refused bid
    kind: str | None = None     # the kind of the refused action
    window: str | None = None   # the call of the open doubling window


_NAMES = tuple(f.name for f in fields(RefusalParams))


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not taken: a code and the few values its sentence names."""

    code: RefusalCode
    params: RefusalParams = RefusalParams()

    @classmethod
    def of(cls, code: RefusalCode, *, seat: int | None = None, actor: int | None = None,
           side: int | None = None, card: int | None = None, suit: int | None = None,
           bid: int | None = None, n: int | None = None, kind: str | None = None,
           window: str | None = None) -> Refusal:
        return cls(code, RefusalParams(seat, actor, side, card, suit, bid, n, kind, window))

    def given(self) -> dict[str, int | str]:
        """The parameters that are set, by name."""
        out: dict[str, int | str] = {}
        for name in _NAMES:
            value = getattr(self.params, name)
            if value is not None:
                out[name] = value
        return out

    def to_json(self) -> dict[str, int | str]:
        """``{"code": "must_follow_suit", "actor": 2, "card": 12, "suit": 0}``."""
        return {"code": self.code.value, **self.given()}

    @classmethod
    def from_json(cls, obj: dict[str, object]) -> Refusal:
        """The refusal of ``to_json``; ValueError for an unknown code or parameter."""
        code = RefusalCode(str(obj.get("code")))
        for name in obj:
            if name != "code" and name not in _NAMES:
                raise ValueError(f"a refusal has no parameter {name!r}")

        def num(name: str) -> int | None:
            value = obj.get(name)
            if value is None:
                return None
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"the refusal parameter {name!r} is not a number")
            return value

        def word(name: str) -> str | None:
            value = obj.get(name)
            if value is not None and not isinstance(value, str):
                raise ValueError(f"the refusal parameter {name!r} is not a string")
            return value

        return cls.of(code, seat=num("seat"), actor=num("actor"), side=num("side"),
                      card=num("card"), suit=num("suit"), bid=num("bid"), n=num("n"),
                      kind=word("kind"), window=word("window"))

    def english(self) -> str:
        return english(self)

    def __str__(self) -> str:
        return english(self)


_C = RefusalCode

# The engine's English, one template per code.  Fields: {seat} {actor} {side} (seat and
# side letters), {card} ("KD"), {card_name} ("King of diamonds"), {suit_word} ("spade"),
# {bid} {n} {kind} {window}.
ENGLISH: dict[RefusalCode, str] = {
    _C.HAND_OVER: "the hand is over: no more actions",
    _C.HAND_ANNULLED: "the hand is over: no more actions (it was annulled)",
    _C.NOT_YOUR_TURN_TO_BID: "it is {seat}'s turn to bid, not {actor}'s",
    _C.BID_WITHOUT_NUMBER: "a bid needs a number of points",
    _C.BID_BELOW_MINIMUM: "a bid must be at least {bid}, not {n}",
    _C.BID_NOT_HIGHER: "a bid must be higher than the current bid of {bid}, not {n}",
    _C.BID_ABOVE_MAXIMUM: "the highest possible bid is {bid}, not {n}",
    _C.HOLDER_BID_TOO_LOW: "the holder may hold {bid} or go higher, not bid {n}",
    _C.CHALLENGER_BID_TOO_LOW: "a challenger must bid higher than {bid}, not {n}",
    _C.DEALER_MAY_NOT_PASS: ("the first three players passed, so the dealer may not pass and must bid "
                             "{bid} (house rule all_pass is dealer_forced)"),
    _C.DEALER_MAY_NOT_PASS_NOBODY_BID: ("nobody has bid, so the dealer may not pass and must bid {bid} "
                                        "(house rule all_pass is dealer_forced)"),
    _C.DEALER_FORCED_AFTER_PASSES: "the dealer is forced to bid exactly {bid} after three passes",
    _C.DEALER_FORCED: "the dealer is forced to bid exactly {bid}",
    _C.ONLY_BID_OR_PASS: "the auction is on: only a bid or a pass is possible, not {kind}",
    _C.BID_NOT_POSSIBLE: "that bid is not possible now",
    _C.AUCTION_ON: "the auction is on ({seat} to speak): {kind} is not possible now",
    _C.MUST_CHOOSE_TRUMP: "{seat} must now choose the trump: {kind} is not possible",
    _C.ONLY_BIDDER_CHOOSES_TRUMP: "only the bidder, {seat}, chooses the trump",
    _C.SEVENTH_CARD_OFF: "the seventh-card trump is not allowed: house rule seventh_card is off",
    _C.TRUMP_BY_SUIT: ("the trump is chosen by suit at this table (house rule trump_card is "
                       "indicator), not by setting one of the bidder's cards face down"),
    _C.TRUMP_CARD_NOT_NAMED: "the bidder must name the card to set face down as the trump",
    _C.TRUMP_CARD_NOT_IN_FIRST_FOUR: "the bidder does not hold {card} among the first four cards",
    _C.TRUMP_BY_OWN_CARD: ("with house rule trump_card own_card the bidder sets one of their own four "
                           "cards face down: give a card, not a suit"),
    _C.SET_NOT_ALLOWED: "set is not allowed: house rule doubling is not with_set",
    _C.NOT_SIDES_TURN_TO_DECIDE: "it is {side}'s turn to decide whether to {window}, not {actor}'s",
    _C.WINDOW_CALL_ONLY: "{side} may {window} or pass now, not {kind}",
    _C.DOUBLING_OFF: "{kind} is not allowed: house rule doubling is off",
    _C.DOUBLING_CLOSED: "the doubling windows are closed: {kind} is not possible now",
    _C.PLAY_HAS_BEGUN: "the play of the cards has begun: {kind} is not possible now",
    _C.SIDE_IN_PLAY: "{actor} is a side; only a seat acts during play",
    _C.SINGLE_HAND_OFF: "single hand is not allowed: house rule single_hand is off",
    _C.SINGLE_HAND_DECLARED: "{seat} already declared a single hand",
    _C.SINGLE_HAND_TOO_LATE: "a single hand can only be declared before the first lead",
    _C.SINGLE_HAND_BIDDER_ONLY: "only the bidder may play alone (house rule single_hand is bidder_alone)",
    _C.PAIR_OFF: "the pair is not played: house rule pair is off",
    _C.PAIR_ALREADY_SHOWN: "the pair has already been shown in this hand",
    _C.PAIR_BEFORE_REVEAL: "the pair can be shown only after the trump has been revealed",
    _C.PAIR_NOT_AFTER_TRICK: "the pair can be shown only straight after the holder's side has won a trick",
    _C.PAIR_NOT_HELD: "{actor} does not hold both the King and the Queen of trumps",
    _C.PAIR_BANGLADESH: "with the Bangladesh pair, the bidding side's pair counts only on a bid above 18",
    _C.PAIR_LUCKNOW: ("with the Lucknow pair, it can be shown only after the side wins a trick "
                      "by trumping a non-trump lead"),
    _C.PAIR_NOT_NOW: "the pair cannot be shown now",
    _C.NOT_YOUR_TURN_TO_PLAY: "it is {seat}'s turn to play, not {actor}'s",
    _C.ASK_NO_TRUMPS: "a single hand is played without trumps: there is nothing to ask for",
    _C.ASK_NO_TRUMP: "there is no trump to ask for",
    _C.ASK_ALREADY_REVEALED: "the trump has already been revealed",
    _C.ASK_LEADER: "the leader of a trick cannot ask for the trump",
    _C.ASK_AUTOMATIC: "the trump is revealed automatically at this table (house rule reveal is automatic)",
    _C.ASK_LAST_CARD: "the bidder's last card is the face-down trump: it is played and revealed",
    _C.ASK_CAN_FOLLOW: "{actor} can follow suit, so may not ask for the trump",
    _C.ASK_NOT_POSSIBLE: "asking for the trump is not possible now",
    _C.CARD_NOT_NAMED: "{actor} must say which card to play",
    _C.SEVENTH_CARD_FACE_DOWN: ("{card} is the face-down seventh card: it joins the hand only at "
                                "the reveal, or is played as the last card"),
    _C.TRUMP_CARD_FACE_DOWN: ("{card} is the face-down trump card: it joins the hand only when the "
                              "trump is revealed, or is played as the bidder's last card"),
    _C.SITS_OUT: "{actor} sits out this single hand",
    _C.CARD_NOT_HELD: "{actor} does not hold {card}",
    _C.MUST_ASK_FIRST: ("{actor} cannot follow suit and must ask for the trump first "
                        "(house rule reveal is first_void_must_ask)"),
    _C.NO_TRUMP_LEAD: ("the bidder may not lead a trump before the reveal while holding other "
                       "cards (house rule bidder_trump_lead is not_before_reveal)"),
    _C.MUST_FOLLOW_SUIT: "{actor} must follow suit: {card_name} is not a {suit_word}",
    _C.ASKER_MUST_TRUMP: "{actor} asked for the trump and holds one, so must play a trump",
    _C.VOID_MUST_TRUMP: ("{actor} cannot follow suit and holds a trump, so must play one "
                         "(house rule void_must_trump)"),
    _C.CARD_NOT_ALLOWED: "{actor} may not play {card} now",
    _C.NOT_POSSIBLE: "{kind} is not possible now",
    _C.NOT_YOUR_TURN: "Please wait: it is not your turn",
    _C.NOT_YOUR_DECISION: "That is not your decision",
    _C.NO_HAND: "no hand",
    _C.UNDO_PRACTICE_ONLY: "Undo is only for practice matches (Game > New match).",
    _C.UNDO_NOTHING: "There is nothing to take back.",
    _C.UNDO_HAND_OVER: "The hand is over: its cards can no longer be taken back.",
    _C.UNDO_NOT_PLAYED_YET: "You have not played in this hand yet.",
    _C.HINT_NOT_YOUR_TURN: "A hint is given on your turn.",
    _C.CLAIM_NOT_IN_PLAY: "the remaining tricks can be claimed only during the play",
    _C.CLAIM_NOT_ON_LEAD: "the remaining tricks can be claimed only when leading to a new trick",
    _C.CLAIM_CARD_FACE_DOWN: "no claim while the trump card is face down",
    _C.CLAIM_TRUMP_HIDDEN: "no claim before the trump is revealed",
    _C.CLAIM_TRUMPS_OUT: "the claim is not certain: another player may still hold a {suit_word}",
    _C.CLAIM_CARD_BEATEN: "the claim is not certain: {card_name} can be beaten by a higher {suit_word}",
}


_FIELD_PARAM = {"card_name": "card", "suit_word": "suit"}


def needs(code: RefusalCode) -> frozenset[str]:
    """The parameters a refusal of ``code`` carries (the fields of its English)."""
    found = Formatter().parse(ENGLISH[code])
    return frozenset(_FIELD_PARAM.get(name, name) for _, name, _, _ in found if name)


def _actor_str(actor: int) -> str:
    return SIDES[actor_side(actor)] if is_side(actor) else SEATS[actor]


def english(refusal: Refusal) -> str:
    """The engine's English sentence of ``refusal`` (seat letters, house-rule names)."""
    p = refusal.params
    words: dict[str, object] = {"bid": p.bid, "n": p.n, "kind": p.kind, "window": p.window}
    if p.seat is not None:
        words["seat"] = SEATS[p.seat]
    if p.actor is not None:
        words["actor"] = _actor_str(p.actor)
    if p.side is not None:
        words["side"] = SIDES[p.side]
    if p.card is not None:
        words["card"] = card_str(p.card)
        words["card_name"] = card_name(p.card)
    if p.suit is not None:
        words["suit_word"] = SUIT_NAMES[p.suit][:-1]
    return ENGLISH[refusal.code].format(**words)


__all__ = ["ENGLISH", "Refusal", "RefusalCode", "RefusalParams", "english", "needs"]
