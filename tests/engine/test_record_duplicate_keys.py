"""A key written twice in one JSON object is refused (``json`` alone keeps the last one
silently, so a record could say two things and be read as one), and messages about
text that is not JSON are worded for players: no parser line, column or character
position (that detail is kept on the error, for a log)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from twentynine_desktop.engine.record import RecordError, load_record, parse_json, replay_text
from twentynine_desktop.storage import matchsave as ms

from t29_support import RECORDS, ROOT

WORKED_TEXT = (RECORDS / "worked_example.json").read_text(encoding="utf-8")


def _twice(key_text: str, value_text: str) -> str:
    """The worked example with ``"key": value`` written once more, just after the first
    occurrence of ``key_text`` (an opening of an object)."""
    i = WORKED_TEXT.index(key_text) + len(key_text)
    return WORKED_TEXT[:i] + value_text + WORKED_TEXT[i:]


DUPLICATES = {
    "actions": WORKED_TEXT.rstrip().rstrip("}").rstrip() + ',\n "actions": []\n}\n',
    "format": _twice("{", '"format": "twentynine-hand/1", '),
    "N": _twice('"hands": {', '"N": ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"], '),
    "min_bid": WORKED_TEXT.replace('"rules": {}', '"rules": {"min_bid": 16, "min_bid": 17}', 1),
}


@pytest.mark.parametrize("key", sorted(DUPLICATES))
def test_a_key_written_twice_is_refused(key):
    text = DUPLICATES[key]
    assert json.loads(text)            # plain json reads it without a word
    out, code = replay_text(text)
    assert code == 2 and out["error"]["index"] is None
    msg = out["error"]["message"]
    assert "twice" in msg and key in msg
    with pytest.raises(RecordError, match="twice"):
        load_record(text)


def test_a_key_written_twice_through_the_cli(tmp_path):
    path = tmp_path / "twice.json"
    path.write_text(DUPLICATES["actions"], encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "twentynine_desktop.cli", "replay", str(path)],
                          capture_output=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 2 and not proc.stderr
    out = json.loads(proc.stdout)
    assert out["error"]["index"] is None and "twice" in out["error"]["message"]


BROKEN = [
    WORKED_TEXT[: len(WORKED_TEXT) // 2],                        # cut short
    WORKED_TEXT.replace('"dealer": "N"', '"dealer": "N" "x"', 1),   # a stray value
    "\n" * 534 + "      ]",                                       # line 535 column 7
    '{"format": "twentynine-hand/1",}',
    "",
    "{'format': 1}",
]


@pytest.mark.parametrize("text", BROKEN, ids=range(len(BROKEN)))
def test_a_message_about_bad_json_names_no_parser_position(text):
    out, code = replay_text(text)
    msg = out["error"]["message"]
    assert code == 2 and "JSON" in msg
    assert not re.search(r"\bline\b|\bcolumn\b|\bchar\b|\d", msg), msg
    with pytest.raises(RecordError) as info:
        parse_json(text)
    assert info.value.detail and "line" in info.value.detail    # kept for the log


def test_a_message_about_bytes_that_are_not_utf8_names_no_position():
    with pytest.raises(RecordError) as info:
        parse_json(b'{"format": "\xff"}')
    assert "UTF-8" in str(info.value) and not re.search(r"\d", str(info.value).replace("UTF-8", ""))
    assert "position 12" in info.value.detail


def test_a_match_save_with_a_key_written_twice_is_refused():
    from twentynine_desktop.engine.match import Match
    from twentynine_desktop.engine.rules import Rules

    m = Match(Rules(), first_dealer=0)
    m.new_hand()
    text = ms.dumps(ms.match_to_obj(m, ms.MatchInfo()))
    twice = text.replace('"status": "in_progress",', '"status": "in_progress", "status": "finished",', 1)
    assert twice != text
    with pytest.raises(ms.SaveError, match="twice"):
        ms.parse_save(twice)
