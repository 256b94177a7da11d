"""An action's kind is an ``ActionKind`` member, a StrEnum: in a hand record, in JSON and
in an Action's repr it is the same word as before, so records, replays and the seeds
the search players make from a position (``repr`` of its history) are unchanged."""

import json

from twentynine_desktop.engine.actions import Action, ActionKind, action_from_record
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.events import Called, WindowPassed


def test_the_kinds_are_the_words_of_the_record():
    assert [k.value for k in ActionKind] == ["bid", "pass", "trump", "trump_card", "seventh", "double",
                                            "redouble", "set", "single", "ask", "play", "pair"]
    assert ActionKind.PLAY == "play" and str(ActionKind.PLAY) == "play" and f"{ActionKind.SET}" == "set"


def test_a_parsed_record_action_carries_a_member():
    for item in (["E", "bid", 16], ["S", "trump", "H"], ["S", "trump", "JH"], ["S", "trump", "seventh"],
                 ["EW", "pass"], ["NS", "double"], ["EW", "redouble"], ["NS", "set"], ["W", "single"],
                 ["W", "ask"], ["W", "pair"], ["W", "play", "8H"]):
        a = action_from_record(item)
        assert type(a.kind) is ActionKind, item
        assert a.to_record() == item


def test_the_record_json_and_the_repr_keep_the_plain_words():
    a = Action(1, ActionKind.PLAY, parse_card("8H"))
    assert json.dumps(a.to_record()) == '["E", "play", "8H"]'
    assert repr(Action(0, ActionKind.BID, 16)) == "Action(actor=0, kind='bid', arg=16)"
    assert repr(ActionKind.PASS) == "'pass'"


def test_the_doubling_events_name_their_call_by_member():
    assert Called(4, ActionKind.REDOUBLE).kind == "redouble"
    assert WindowPassed(5, ActionKind.DOUBLE).kind == "no_double"
