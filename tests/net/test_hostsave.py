"""A hosted table's save: the table (code, seats, tokens) beside the match, read
strictly; a damaged table file means nothing to resume, never an error."""

from __future__ import annotations

import json

from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.net import hostsave
from twentynine_desktop.net.host import HostedTable
from twentynine_desktop.storage.matchsave import MatchInfo

from net_support import table_config


def _saved(tmp_path):
    m = Match(Rules(), seed=3)
    m.new_hand()
    state = hostsave.HostedState("ABCDEF", frozenset({0, 1}), {"N": "hard", "E": "easy"},
                                 {0: {"token": "t" * 24, "name": "Asha", "claimed": True},
                                  1: {"token": "u" * 24, "name": "", "claimed": False}})
    hostsave.save(tmp_path, m, MatchInfo(human_seat=2), state)
    return m, state


def test_the_table_comes_back_as_it_was_saved(tmp_path):
    m, state = _saved(tmp_path)
    result, back = hostsave.load(tmp_path)
    assert back == state
    assert result.loaded is not None and result.loaded.match.hand_number == m.hand_number


def test_a_damaged_table_file_is_nothing_to_resume(tmp_path, qapp):
    _saved(tmp_path)
    good = json.loads((tmp_path / hostsave.TABLE_FILE).read_text())
    for bad in ({**good, "format": "x"}, {**good, "code": "0000"}, {**good, "remote_seats": [7]},
                {**good, "seats": {"N": {"token": "short"}}}, {**good, "levels": {"Q": "hard"}},
                [], "x"):
        (tmp_path / hostsave.TABLE_FILE).write_text(json.dumps(bad))
        assert hostsave.load(tmp_path)[1] is None
        assert HostedTable.resume(tmp_path, table_config()) is None
    (tmp_path / hostsave.TABLE_FILE).write_bytes(b"\xff" * 10)
    assert hostsave.load(tmp_path)[1] is None


def test_a_resumed_table_has_the_same_code_seats_and_tokens(tmp_path, qapp):
    _saved(tmp_path)
    t = HostedTable.resume(tmp_path, table_config())
    assert t is not None and t.code == "ABCDEF"
    assert t.config.remote_seats == frozenset({0, 1}) and t.config.levels["N"] == "hard"
    assert t.session.seat_secrets()[0] == {"token": "t" * 24, "name": "Asha", "claimed": True}
    assert t.controller.hand is None          # it goes on only when started (people back)
    t.start()
    assert t.controller.hand is not None and t.controller.match.hand_number == 1
    t.shutdown()
