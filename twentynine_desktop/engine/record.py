"""Hand records: the JSON form of one hand (format ``twentynine-hand/1``).

``load_record`` parses and validates the file-level structure; ``replay`` applies every
action through the engine and returns the replay command's output object.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, ActionError, action_from_record
from .cards import CardError, card_str, parse_card, parse_seat, SEATS
from .hand import HandState
from .rules import RuleError, Rules

FORMAT = "twentynine-hand/1"


class RecordError(ValueError):
    """A hand record that cannot be read (malformed, not an illegal action)."""


@dataclass
class HandRecord:
    rules: Rules
    dealer: int
    hands: list[list[int]]  # by seat N, E, S, W; eight cards each in the order dealt
    actions: list[Action] = field(default_factory=list)

    def to_json_obj(self) -> dict:
        return {
            "format": FORMAT,
            "rules": self.rules.changed(),
            "dealer": SEATS[self.dealer],
            "hands": {SEATS[s]: [card_str(c) for c in self.hands[s]] for s in range(4)},
            "actions": [a.to_record() for a in self.actions],
        }

    def dumps(self) -> str:
        """The record as JSON text, one action per line."""
        obj = self.to_json_obj()
        parts = [f' "format": {json.dumps(obj["format"])}',
                 f' "rules": {json.dumps(obj["rules"])}',
                 f' "dealer": {json.dumps(obj["dealer"])}',
                 ' "hands": {\n' + ",\n".join(f'  "{s}": {json.dumps(h)}' for s, h in obj["hands"].items()) + "\n }"]
        acts = ",\n".join("  " + json.dumps(a) for a in obj["actions"])
        parts.append(' "actions": [\n' + acts + "\n ]" if acts else ' "actions": []')
        return "{\n" + ",\n".join(parts) + "\n}\n"

    def new_state(self) -> HandState:
        return HandState(self.rules, self.dealer, self.hands)


def parse_record(obj: Any) -> HandRecord:
    if not isinstance(obj, dict):
        raise RecordError("a hand record must be a JSON object")
    fmt = obj.get("format")
    if fmt != FORMAT:
        raise RecordError(f"unknown format {fmt!r}: expected {FORMAT!r}")
    unknown = set(obj) - {"format", "rules", "dealer", "hands", "actions"}
    if unknown:
        raise RecordError(f"unknown field(s) in the record: {', '.join(sorted(unknown))}")
    rules_obj = obj.get("rules", {})
    if not isinstance(rules_obj, dict):
        raise RecordError("\"rules\" must be an object of house-rule keys and values")
    try:
        rules = Rules(rules_obj)
    except RuleError as exc:
        raise RecordError(str(exc)) from None
    try:
        dealer = parse_seat(obj.get("dealer"))
    except CardError:
        raise RecordError(f"\"dealer\" must be N, E, S or W, not {obj.get('dealer')!r}") from None
    hands_obj = obj.get("hands")
    if not isinstance(hands_obj, dict) or set(hands_obj) != set(SEATS):
        raise RecordError("\"hands\" must give the eight cards of each of N, E, S and W")
    hands = []
    seen: dict[int, str] = {}
    for s, name in enumerate(SEATS):
        cards = hands_obj[name]
        if not isinstance(cards, list) or len(cards) != 8:
            n = len(cards) if isinstance(cards, list) else "no list of"
            raise RecordError(f"{name} must be dealt exactly 8 cards, not {n}")
        hand = []
        for text in cards:
            try:
                c = parse_card(text)
            except CardError as exc:
                raise RecordError(f"in {name}'s hand: {exc}") from None
            if c in seen:
                raise RecordError(f"{card_str(c)} is dealt twice (to {seen[c]} and {name})")
            seen[c] = name
            hand.append(c)
        hands.append(hand)
    acts = obj.get("actions", [])
    if not isinstance(acts, list):
        raise RecordError("\"actions\" must be a list")
    return HandRecord(rules, dealer, hands, acts)  # actions parsed one by one in replay


def replay_obj(obj: Any) -> tuple[dict, int]:
    """Replay a parsed JSON object; returns (output object, exit code)."""
    try:
        rec = parse_record(obj)
    except RecordError as exc:
        return {"error": {"index": None, "message": str(exc)}}, 2
    state = rec.new_state()
    for i, item in enumerate(rec.actions):
        try:
            a = action_from_record(item)
        except ActionError as exc:
            return {"error": {"index": i, "message": str(exc)}}, 2
        reason = state.why_illegal(a)
        if reason is not None:
            return {"error": {"index": i, "message": f"{a}: {reason}"}}, 2
        state.apply(a, check=False)
    return state.status(), 0


def replay_text(text: str) -> tuple[dict, int]:
    try:
        obj = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        return {"error": {"index": None, "message": f"not valid JSON: {exc}"}}, 2
    return replay_obj(obj)


def record_of(state: HandState) -> HandRecord:
    return HandRecord(state.rules, state.dealer, state.hands_dealt, list(state.history))


def load_record(text: str) -> HandRecord:
    """Parse a record's text, with its actions parsed (not applied)."""
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON: {exc}") from None
    rec = parse_record(obj)
    try:
        rec.actions = [action_from_record(a) for a in rec.actions]
    except ActionError as exc:
        raise RecordError(str(exc)) from None
    return rec
