"""Actions and their hand-record notation.

An action is a tiny immutable value ``Action(actor, kind, arg)``.  ``actor`` is a seat
(0-3) or a side (``SIDE_NS`` = 4, ``SIDE_EW`` = 5).  In a hand record it is written
as a list: ``["E", "bid", 16]``, ``["S", "trump", "H"]``, ``["EW", "pass"]``,
``["W", "play", "8H"]``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from .cards import (
    SEATS,
    SIDES,
    SUITS,
    CardError,
    actor_side,
    card_str,
    is_side,
    parse_card,
    parse_suit,
    side_actor,
)
from .echo import shown


class ActionKind(StrEnum):
    """The kind of an action.  A StrEnum: ``ActionKind.BID == "bid"``, and a kind is
    written in a hand record (and anywhere else as text) as its value."""

    BID = "bid"
    PASS = "pass"
    TRUMP = "trump"            # arg: suit 0..3 (indicator)
    TRUMP_CARD = "trump_card"  # arg: card (own_card); written as "trump" with a card
    SEVENTH = "seventh"        # arg: None; written as ["S", "trump", "seventh"]
    DOUBLE = "double"
    REDOUBLE = "redouble"
    SET = "set"
    SINGLE = "single"
    ASK = "ask"
    PLAY = "play"
    PAIR = "pair"

    def __repr__(self) -> str:
        # as the plain word: an Action's repr ("Action(actor=0, kind='bid', arg=16)")
        # stays what it was, and so do the search players' seeds, made from it
        return repr(self.value)


# Short names of the members, for the engine's own modules (code outside the engine
# writes ``ActionKind.PLAY``).
BID = ActionKind.BID
PASS = ActionKind.PASS
TRUMP = ActionKind.TRUMP
TRUMP_CARD = ActionKind.TRUMP_CARD
SEVENTH = ActionKind.SEVENTH
DOUBLE = ActionKind.DOUBLE
REDOUBLE = ActionKind.REDOUBLE
SET = ActionKind.SET
SINGLE = ActionKind.SINGLE
ASK = ActionKind.ASK
PLAY = ActionKind.PLAY
PAIR = ActionKind.PAIR

SEAT_KINDS = {BID, PASS, TRUMP, TRUMP_CARD, SEVENTH, SINGLE, ASK, PLAY, PAIR}
SIDE_KINDS = {DOUBLE, REDOUBLE, SET, PASS}
RECORD_KINDS = {BID, PASS, TRUMP, DOUBLE, REDOUBLE, SET, SINGLE, ASK, PLAY, PAIR}  # as written


class ActionError(ValueError):
    """An action written in a form that does not exist (not: an illegal move)."""


# One action as written in a hand record: ["E", "bid", 16], ["S", "trump", "H"], ["EW", "pass"]
RecordAction = list[str | int | None]


class Action(NamedTuple):
    actor: int
    kind: ActionKind
    arg: int | None = None  # the bid, the suit or the card; None for the other kinds

    def to_record(self) -> RecordAction:
        actor = actor_str(self.actor)
        k = self.kind
        arg = self.arg
        if k == BID:
            return [actor, BID, arg]
        if k == SEVENTH:
            return [actor, TRUMP, "seventh"]
        if k in (TRUMP, TRUMP_CARD, PLAY):
            word = PLAY if k == PLAY else TRUMP
            if arg is None:  # left out: a trump choice hidden from the seat whose view holds it
                return [actor, word, None]
            return [actor, word, SUITS[arg] if k == TRUMP else card_str(arg)]
        return [actor, k]

    def __str__(self) -> str:
        return " ".join(str(x) for x in self.to_record())


# Shared action values (an Action is immutable): listing the legal actions need not
# build new ones.  BID_ACTIONS[seat][n], PASS_ACTIONS[actor] (seats and sides)
BID_ACTIONS = tuple(tuple(Action(s, BID, n) for n in range(32)) for s in range(4))
PASS_ACTIONS = tuple(Action(a, PASS, None) for a in range(6))


def bid_actions(seat: int, lo: int, hi: int) -> list[Action]:
    """The bids ``lo`` to ``hi`` of ``seat``, then its pass."""
    acts = list(BID_ACTIONS[seat][lo:hi + 1])
    acts.append(PASS_ACTIONS[seat])
    return acts


def actor_str(actor: int) -> str:
    return SIDES[actor_side(actor)] if is_side(actor) else SEATS[actor]


def arg_of(action: Action) -> int:
    """``action.arg`` of an action that carries one: a bid's number, a suit or a card."""
    arg = action.arg
    if arg is None:
        raise ActionError(f"{actor_str(action.actor)} {action.kind} carries no number, suit or card")
    return arg


def parse_actor(text: object) -> int:
    if isinstance(text, str) and text.isascii():  # ASCII case only: "\u017f" is no "S"
        t = text.upper()
        if t in tuple(SEATS):
            return SEATS.index(t)
        if t in SIDES:
            return side_actor(SIDES.index(t))
    raise ActionError(f"{shown(text)} is not a seat (N, E, S, W) or a side (NS, EW)")


def action_from_record(item: object) -> Action:
    """Parse one record action (a JSON list) into an Action.  Raises ActionError."""
    if not isinstance(item, (list, tuple)) or not (2 <= len(item) <= 3):
        raise ActionError(f"an action must be a list like [\"E\", \"bid\", 16], not {shown(item)}")
    actor = parse_actor(item[0])
    kind = item[1]
    if not isinstance(kind, str) or not kind.isascii():  # ASCII case only ("as\u212a" is no "ask")
        raise ActionError(f"unknown action {shown(kind)}")
    kind = kind.lower()
    if kind not in RECORD_KINDS:
        raise ActionError(f"unknown action {shown(item[1])}")
    arg = item[2] if len(item) == 3 else None
    by_side = is_side(actor)
    try:
        if kind == BID:
            if by_side:
                raise ActionError("a bid is made by a seat, not a side")
            if isinstance(arg, bool) or not isinstance(arg, int):
                raise ActionError(f"a bid needs a whole number, not {shown(arg)}")
            return Action(actor, BID, arg)
        if kind == TRUMP:
            if by_side:
                raise ActionError("the trump is chosen by a seat, not a side")
            if not isinstance(arg, str):
                raise ActionError(f"a trump needs a suit, a card or \"seventh\", not {shown(arg)}")
            if arg.isascii() and arg.lower() == "seventh":
                return Action(actor, SEVENTH, None)
            if len(arg) == 1:
                return Action(actor, TRUMP, parse_suit(arg))
            return Action(actor, TRUMP_CARD, parse_card(arg))
        if kind == PLAY:
            if by_side:
                raise ActionError("a card is played by a seat, not a side")
            return Action(actor, PLAY, parse_card(arg))
        if arg is not None:
            raise ActionError(f"the action {shown(kind)} takes nothing after it")
        if kind == PASS:
            return Action(actor, PASS, None)
        if kind in (DOUBLE, REDOUBLE, SET):
            if not by_side:
                raise ActionError(f"{kind} is decided by a side (NS or EW), not by one seat")
            return Action(actor, ActionKind(kind), None)
        if kind in (SINGLE, ASK, PAIR):
            if by_side:
                raise ActionError(f"{kind} is done by a seat, not a side")
            return Action(actor, ActionKind(kind), None)
    except CardError as exc:
        raise ActionError(str(exc)) from None
    raise ActionError(f"unknown action {shown(item[1])}")


def sort_key(record_action: RecordAction) -> str:
    import json
    return json.dumps(record_action)
