"""Resuming at the table: the controller goes on from the saved position: the same
seat to act, the person's doubling window started afresh, the same score; the
Autosaver writes after every action, archives finished and abandoned matches."""

from __future__ import annotations

import random

import pytest
from save_support import play_match_actions, position_key

from twentynine_desktop.controller import TableConfig, TableController, TableState
from twentynine_desktop.controller.autosave import Autosaver, config_for
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.storage import matchsave as ms
from twentynine_desktop.storage.archive import Folder, list_archived


@pytest.fixture
def app(qapp):
    return qapp


def _person_config(**kw):
    kw.setdefault("levels", {"N": "easy", "E": "easy", "W": "easy"})
    return TableConfig(computer_delay_ms=0, animation_speed=0.0, double_window_seconds=7.0, **kw)


def _match_at_doubling_window_of_ns(seed):
    """A match (a hand or more in) stopped where North-South decide on doubling."""
    rng = random.Random(seed)
    m = Match(Rules(), seed=seed, first_dealer=1)
    play_match_actions(m, rng, 40)
    while True:
        if m.current is None or m.current.over:
            if m.current is not None:
                m.finish_hand()
            m.new_hand()
        st = m.current
        if st.to_act == 4:
            return m
        st.apply(rng.choice(st.legal_actions()))


def test_resume_restarts_the_persons_doubling_window(qtbot, app, tmp_path):
    m = _match_at_doubling_window_of_ns(3)
    folder = Folder(tmp_path)
    ms.save_match(folder.autosave, m, ms.MatchInfo(human_seat=2, levels={"N": "easy", "E": "easy", "W": "easy"}))
    loaded = ms.read_save(folder.autosave).loaded
    c = TableController()
    counts = []
    c.sig_countdown.connect(counts.append)
    with qtbot.waitSignal(c.sig_human_turn, timeout=10000):
        c.resume_match(config_for(loaded, _person_config()), loaded.match)
    assert c.state == TableState.WAIT_HUMAN
    assert c.hand.to_act == 4 and c.hand.phase == "doubling"
    assert counts and counts[0] == 7.0          # a fresh window, not what was left of it
    assert c.match.scores == m.scores and c.match.hand_number == m.hand_number
    assert position_key(c.match) == position_key(m)
    c.shutdown()


def test_resume_gives_the_turn_to_the_seat_to_act(qtbot, app, tmp_path):
    for seed in range(6):
        m = Match(Rules(), seed=seed, first_dealer=1)
        play_match_actions(m, random.Random(seed), 20 + 13 * seed)
        folder = Folder(tmp_path / str(seed))
        ms.save_match(folder.autosave, m, ms.MatchInfo(human_seat=None, levels={s: "easy" for s in "NESW"}))
        loaded = ms.read_save(folder.autosave).loaded
        c = TableController()
        asked = []
        c.sig_thinking.connect(asked.append)
        with qtbot.waitSignal(c.sig_thinking, timeout=10000):
            c.resume_match(config_for(loaded, _person_config(human_seat=None,
                                                             levels={s: "easy" for s in "NESW"})),
                           loaded.match)
        expected = m.current.to_act if m.current is not None and not m.current.over else None
        if expected is not None:
            assert asked[0] == expected
        c.shutdown()


def test_autosaver_writes_every_action_and_archives_the_finished_match(qtbot, app, tmp_path):
    folder = Folder(tmp_path)
    c = TableController(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None,
                                    computer_delay_ms=0, seed=21))
    c.auto_continue = True
    saver = Autosaver(c, folder)
    keys = []

    def check():
        keys.append(position_key(ms.read_save(folder.autosave).loaded.match))
        assert keys[-1] == position_key(c.match)
    saver.sig_saved.connect(check)
    with qtbot.waitSignal(c.sig_match_over, timeout=60000):
        c.new_match()
    assert len(keys) > 50
    assert not folder.autosave.exists()
    kept = list_archived(folder)
    assert len(kept) == 1 and kept[0].loaded.info.status == "finished"
    assert position_key(kept[0].loaded.match) == position_key(c.match)
    assert kept[0].loaded.match.over
    c.shutdown()


def test_a_new_match_archives_the_old_one_as_abandoned(qtbot, app, tmp_path):
    folder = Folder(tmp_path)
    c = TableController(_person_config(seed=4))
    saver = Autosaver(c, folder)  # noqa: F841 (kept alive)
    with qtbot.waitSignal(c.sig_human_turn, timeout=10000):
        c.new_match()
    first = c.match
    # the person acts once, so the match has begun
    act = c.view().legal[0]
    c.human_act(act)
    qtbot.waitUntil(lambda: bool(c.match.current.history), timeout=5000)
    c.new_match()
    qtbot.waitUntil(lambda: bool(list_archived(folder)), timeout=5000)
    kept = list_archived(folder)
    assert kept[0].loaded.info.status == "abandoned"
    assert position_key(kept[0].loaded.match) == position_key(first)
    assert folder.autosave.exists()      # the new match is being saved
    c.shutdown()
