"""Hand records: the JSON form of one hand (format ``twentynine-hand/1``).

``load_record`` parses and validates the file-level structure; ``replay`` applies every
action through the engine and returns the replay command's output object.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import NoReturn, TypedDict

from .actions import Action, ActionError, RecordAction, action_from_record
from .cards import SEATS, CardError, card_str, parse_card, parse_seat
from .echo import LIMIT, cut, shown
from .hand import HandState
from .rules import RuleError, Rules

FORMAT = "twentynine-hand/1"
FIELDS = ("format", "rules", "dealer", "hands", "actions")
MAX_MESSAGE = 300  # an error message never grows past this, whatever the record holds
BOM = "\ufeff"


class RecordError(ValueError):
    """A hand record that cannot be read (malformed, not an illegal action).  The
    message is worded for players; ``detail`` keeps the JSON parser's own words (line
    and column), for a log, when there are any."""

    def __init__(self, message: str, detail: str | None = None):
        super().__init__(message)
        self.detail = detail


class RecordJSON(TypedDict):
    """A hand record as a JSON object."""

    format: str
    rules: dict[str, object]         # the house rules that differ from the defaults
    dealer: str
    hands: dict[str, list[str]]      # seat letter -> its eight cards in the order dealt
    actions: list[RecordAction]


class ErrorDetail(TypedDict):
    index: int | None                # the action at fault; None for the record as a whole
    message: str


class ErrorOutput(TypedDict):
    """The replay output of a record that cannot be read or holds an illegal action."""

    error: ErrorDetail


# what ``replay`` prints: an ErrorOutput, or the state's status (HandState.status)
ReplayOutput = ErrorOutput | dict[str, object]


@dataclass
class HandRecord:
    rules: Rules
    dealer: int
    hands: list[list[int]]  # by seat N, E, S, W; eight cards each in the order dealt
    actions: list[Action] = field(default_factory=list)

    def to_json_obj(self) -> RecordJSON:
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


def parse_record(obj: object) -> HandRecord:
    """A record from its parsed JSON value, its actions parsed (not applied).  Raises
    RecordError."""
    try:
        rec, items = _parse_fields(obj)
        rec.actions = [action_from_record(a) for a in items]
    except ActionError as exc:
        raise RecordError(cut(str(exc), MAX_MESSAGE)) from None
    except RecursionError:
        raise RecordError(TOO_DEEP) from None
    return rec


def _parse_fields(obj: object) -> tuple[HandRecord, list[object]]:
    """The record without its actions, and its actions as written (the caller parses
    them one by one).  Raises RecordError."""
    if not isinstance(obj, dict):
        raise RecordError("a hand record must be a JSON object")
    fmt = obj.get("format")
    if fmt != FORMAT:
        raise RecordError(f"unknown format {shown(fmt)}: expected {FORMAT!r}")
    unknown = sorted(_field_name(k) for k in obj if k not in FIELDS)
    if unknown:
        more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
        raise RecordError(f"unknown field(s) in the record: {', '.join(unknown[:5])}{more}")
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
        raise RecordError(f"\"dealer\" must be N, E, S or W, not {shown(obj.get('dealer'))}") from None
    hands_obj = obj.get("hands")
    if not isinstance(hands_obj, dict) or set(hands_obj) != set(SEATS):
        raise RecordError("\"hands\" must give the eight cards of each of N, E, S and W")
    hands: list[list[int]] = []
    seen: dict[int, str] = {}
    for name in SEATS:
        cards = hands_obj[name]
        if not isinstance(cards, list) or len(cards) != 8:
            n = len(cards) if isinstance(cards, list) else "no list of"
            raise RecordError(f"{name} must be dealt exactly 8 cards, not {n}")
        hand: list[int] = []
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
    return HandRecord(rules, dealer, hands), acts


def _field_name(key: object) -> str:
    if isinstance(key, str) and len(key) <= LIMIT and key.isprintable():
        return key
    return shown(key)


def _error(index: int | None, message: str) -> tuple[ErrorOutput, int]:
    return {"error": {"index": index, "message": cut(message, MAX_MESSAGE)}}, 2


TOO_DEEP = "the record is nested too deeply to read (a hand record is only a few levels deep)"


def replay_obj(obj: object) -> tuple[ReplayOutput, int]:
    """Replay a parsed JSON object; returns (output object, exit code)."""
    try:
        rec, items = _parse_fields(obj)
    except RecordError as exc:
        return _error(None, str(exc))
    except RecursionError:
        return _error(None, TOO_DEEP)
    state = rec.new_state()
    for i, item in enumerate(items):
        try:
            a = action_from_record(item)
        except ActionError as exc:
            return _error(i, str(exc))
        except RecursionError:
            return _error(i, TOO_DEEP)
        reason = state.why_illegal(a)
        if reason is not None:
            return _error(i, f"{cut(str(a))}: {reason}")
        state.apply(a, check=False)
    return state.status(), 0


def _no_constant(name: str) -> NoReturn:
    raise RecordError(f"not valid JSON: {name} is not a number in JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RecordError(f"the number {cut(text)} is too large to read")
    return value


def _whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:  # more digits than int() reads (sys.get_int_max_str_digits)
        digits = len(text.lstrip("-"))
        raise RecordError(f"a number in the record has {digits} digits, too many to read") from None


# A hand record is 3 levels deep and a match record 5: the program's readers of files
# (File > Open, saves) refuse deeper text before it is parsed, so that nothing (the
# parser, a checksum, a message) recurses on it.  (The replay command keeps its own
# answers: it parses as deep as Python can and says where the record goes wrong.)
MAX_DEPTH = 32
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def nested_too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON ``text`` opens more than ``limit`` arrays and objects inside each
    other (brackets within strings do not count)."""
    depth = 0
    for m in _BRACKET.finditer(_STRING.sub("", text)):
        if m.group() in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


NOT_JSON = ("the file is not valid JSON text: it may be cut short, damaged, or not a record "
            "at all")


def _no_duplicate_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """A JSON object from its pairs, refusing a key written twice (``json`` would keep
    the last silently, so a record could say two things and be read as one)."""
    obj: dict[str, object] = {}
    for key, value in pairs:
        if key in obj:
            raise RecordError(f"the key {shown(key)} is written twice in one object of the "
                              "file, so it is not clear which one is meant")
        obj[key] = value
    return obj


def parse_json(text: str | bytes, max_depth: int | None = None) -> object:
    """The JSON value of a record's text (str, or bytes in UTF-8); a leading byte-order
    mark (as Windows Notepad writes) is skipped.  Raises RecordError, never anything else
    for any input: bad JSON, NaN and Infinity (not JSON), numbers too large to read,
    nesting too deep for the parser, bytes that are not UTF-8, a key written twice in
    one object, nesting deeper than ``max_depth`` when it is given (checked before
    parsing).  Messages name no parser position (``RecordError.detail`` does)."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError("the record is not UTF-8 text: it may be damaged, or saved in "
                              "another encoding",
                              detail=f"byte {exc.object[exc.start]:#04x} at position {exc.start} "
                                     "is not UTF-8") from None
    if not isinstance(text, str):
        raise RecordError(f"a hand record is JSON text, not {shown(text)}")
    if text.startswith(BOM):
        text = text[1:]
    if max_depth is not None and nested_too_deep(text, max_depth):
        raise RecordError(TOO_DEEP)
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite_float,
                          parse_int=_whole_number, object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as exc:
        raise RecordError(NOT_JSON, detail=str(exc)) from None
    except RecursionError:
        raise RecordError(TOO_DEEP) from None


def replay_text(text: str | bytes) -> tuple[ReplayOutput, int]:
    """Replay a record's text (str, or UTF-8 bytes); returns (output object, exit code)."""
    try:
        obj = parse_json(text)
    except RecordError as exc:
        return _error(None, str(exc))
    return replay_obj(obj)


def record_of(state: HandState) -> HandRecord:
    return HandRecord(state.rules, state.dealer, state.hands_dealt, list(state.history))


def load_record(text: str | bytes) -> HandRecord:
    """Parse a record's text, with its actions parsed (not applied)."""
    return parse_record(parse_json(text))
