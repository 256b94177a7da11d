"""Saves under faults: a read-only or full saves folder (a writer that fails as such a
disk does, and a real small tmpfs where the machine allows).  After each fault: the
match is still in a file on disk, the player was told by the lasting "Not saved" mark
(it stays on the table until a save succeeds), and nothing crashed."""

from __future__ import annotations

import random
import sqlite3
import sys
from pathlib import Path

import pytest
from fault_support import DENIED, FULL, READ_ONLY, FaultyFolder, Tmpfs, copies_of
from save_support import play_match_actions, position_key

from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.storage import matchsave as ms
from twentynine_desktop.storage.archive import Folder, list_archived
from twentynine_desktop.ui import play_keeping, save_mark
from twentynine_desktop.ui.main_window import MainWindow

LEVELS = {"N": "easy", "E": "easy", "W": "easy"}


def make_window(qtbot, folder):
    win = MainWindow(TableConfig(first_dealer=1, levels=dict(LEVELS), computer_delay_ms=0,
                                 animation_speed=0.0), start=False)
    qtbot.addWidget(win)
    keeper = play_keeping.install(win, folder)
    return win, keeper


def saved_match(folder: Folder, actions=60, seed=9):
    m = Match(Rules(), seed=seed, first_dealer=1)
    play_match_actions(m, random.Random(seed), actions)
    ms.save_match(folder.autosave, m, ms.MatchInfo(human_seat=2, levels=dict(LEVELS)))
    return m


def the_disk_is_fixed(folder: FaultyFolder, keeper) -> None:
    folder.fail = None
    keeper.saver.retry_timer.timeout.emit()     # the timer's retry, without waiting for it


@pytest.mark.parametrize("fault", [READ_ONLY, DENIED], ids=["read-only", "permission denied"])
def test_new_match_at_the_resume_question_on_a_read_only_folder_loses_nothing(qtbot, tmp_path, told, fault):
    folder = FaultyFolder(tmp_path)
    m = saved_match(folder)
    folder.fail = fault
    win, keeper = make_window(qtbot, folder)
    assert keeper.start(ask=lambda loaded: False) == "new"     # no crash
    assert copies_of(folder, m) == [folder.autosave]            # the save was not deleted
    text = keeper.save_mark.text()
    assert text.startswith("Not saved: the folder cannot be written. Make the folder ")
    assert keeper.save_mark.bar.isVisibleTo(win) and keeper.saver.retry_timer.isActive()
    the_disk_is_fixed(folder, keeper)
    kept = list_archived(folder)
    assert [k.loaded.info.status for k in kept] == ["abandoned"]
    assert position_key(kept[0].loaded.match) == position_key(m)
    assert keeper.stats.figures().matches_abandoned == 1
    assert keeper.save_mark.text() == "" and not keeper.saver.retry_timer.isActive()
    assert position_key(ms.read_save(folder.autosave).loaded.match) == position_key(win.controller.match)
    win.controller.shutdown()


def test_new_match_on_a_full_disk_deletes_nothing_before_the_match_is_kept(qtbot, tmp_path, told):
    folder = FaultyFolder(tmp_path)
    m = saved_match(folder)
    folder.fail = FULL
    win, keeper = make_window(qtbot, folder)
    full = sqlite3.OperationalError("database or disk is full")
    real_record = keeper.stats.record_match

    def record(*a):
        if folder.fail is not None:
            raise full
        real_record(*a)
    keeper.stats.record_match = record
    assert keeper.start(ask=lambda loaded: False) == "new"
    assert copies_of(folder, m) == [folder.autosave]     # the only copy is still there
    assert not folder.matches.exists() or not list(folder.matches.iterdir())
    assert keeper.save_mark.text().startswith("Not saved: the disk is full. Free some space on the disk.")
    # the next messages in the status bar do not take the warning away
    win.statusBar().showMessage("something else", 1000)
    qtbot.wait(20)
    assert keeper.save_mark.text().startswith("Not saved: the disk is full.")
    # the new match is not written over the only copy of the old one
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=10000)
    c.human_act(c.view().legal[0])
    assert copies_of(folder, m) == [folder.autosave]
    the_disk_is_fixed(folder, keeper)
    assert [k.loaded.info.status for k in list_archived(folder)] == ["abandoned"]
    assert copies_of(folder, m) == [list_archived(folder)[0].path]
    assert keeper.stats.figures().matches_abandoned == 1
    assert keeper.save_mark.text() == ""
    c.shutdown()


@pytest.mark.parametrize("fault", [FULL, READ_ONLY], ids=["full", "read-only"])
def test_a_resumed_match_that_cannot_be_saved_keeps_a_lasting_mark(qtbot, tmp_path, told, fault):
    folder = FaultyFolder(tmp_path)
    saved_match(folder)
    folder.fail = fault
    win, keeper = make_window(qtbot, folder)
    assert keeper.start(ask=lambda loaded: True) == "resumed"
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=10000)
    c.human_act(c.view().legal[0])      # play on: each save fails
    qtbot.waitUntil(lambda: folder.writes_refused >= 1, timeout=5000)
    words = "the disk is full" if fault is FULL else "the folder cannot be written"
    assert keeper.save_mark.text().startswith(f"Not saved: {words}.")
    assert keeper.save_mark.bar.isVisibleTo(win)
    assert keeper.saver.unsaved()
    the_disk_is_fixed(folder, keeper)
    assert keeper.save_mark.text() == "" and not keeper.saver.unsaved()
    assert position_key(ms.read_save(folder.autosave).loaded.match) == position_key(c.match)
    c.shutdown()


def test_each_action_tries_the_save_again(qtbot, tmp_path, told):
    folder = FaultyFolder(tmp_path)
    saved_match(folder)
    win, keeper = make_window(qtbot, folder)
    assert keeper.start(ask=lambda loaded: True) == "resumed"
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=10000)
    folder.fail = FULL
    c.human_act(c.view().legal[0])
    qtbot.waitUntil(lambda: keeper.saver.unsaved(), timeout=5000)
    folder.fail = None                       # space again: the next action saves
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN or c.match.current is None
                    or c.match.current.over, timeout=20000)
    if c.state == TableState.WAIT_HUMAN:
        c.human_act(c.view().legal[0])
    else:
        keeper.saver.save()
    qtbot.waitUntil(lambda: not keeper.saver.unsaved(), timeout=5000)
    assert keeper.save_mark.text() == ""
    c.shutdown()


def _shown_window(qtbot, tmp_path, fault):
    folder = FaultyFolder(tmp_path / "saves")
    m = saved_match(folder)
    folder.fail = fault
    win, keeper = make_window(qtbot, folder)
    win.show()
    assert keeper.start(ask=lambda loaded: True) == "resumed"
    qtbot.waitUntil(lambda: win.controller.state == TableState.WAIT_HUMAN, timeout=10000)
    win.controller.human_act(win.controller.view().legal[0])
    qtbot.waitUntil(lambda: keeper.saver.unsaved(), timeout=5000)
    return folder, m, win, keeper


def test_quitting_with_an_unsaved_match_asks_and_cancel_keeps_the_window(qtbot, tmp_path, told):
    folder, _m, win, keeper = _shown_window(qtbot, tmp_path, FULL)
    asked = []
    keeper.save_mark.ask = lambda trouble: asked.append(trouble) or save_mark.CANCEL
    assert not win.close()
    assert win.isVisible() and len(asked) == 1 and asked[0].kind == "full"
    keeper.save_mark.ask = lambda trouble: save_mark.QUIT      # quit anyway: it closes
    assert win.close()


def test_quitting_offers_save_elsewhere(qtbot, tmp_path, told):
    folder, _m, win, keeper = _shown_window(qtbot, tmp_path, READ_ONLY)
    elsewhere = tmp_path / "elsewhere"
    playing = win.controller.match
    keeper.save_mark.ask = lambda trouble: save_mark.ELSEWHERE
    keeper.save_mark.choose_folder = lambda: str(elsewhere)
    assert win.close()
    files = list(elsewhere.iterdir())
    assert copies_of(folder, playing, files) == files and len(files) == 1
    assert told and told[-1].startswith("Saved in ")


def test_quitting_offers_to_try_again(qtbot, tmp_path, told):
    folder, _m, win, keeper = _shown_window(qtbot, tmp_path, FULL)
    playing = win.controller.match

    def fixed_then_retry(trouble):
        folder.fail = None
        return save_mark.RETRY
    keeper.save_mark.ask = fixed_then_retry
    assert win.close()
    assert copies_of(folder, playing) == [folder.autosave]


def test_a_real_full_tmpfs_loses_no_match(qtbot, tmp_path, told):
    """A 256 KB tmpfs as the saves folder, filled to the last byte at the resume question."""
    disk = Tmpfs(tmp_path / "tmpfs")
    try:
        folder = Folder(disk.path / "saves")
        m = saved_match(folder)
        win, keeper = make_window(qtbot, folder)
        stats_before = folder.stats.read_bytes()
        disk.fill()
        assert keeper.start(ask=lambda loaded: False) == "new"
        assert copies_of(folder, m) == [folder.autosave]
        assert keeper.save_mark.text().startswith("Not saved: the disk is full.")
        assert folder.stats.read_bytes() == stats_before      # the statistics are intact
        disk.free()
        keeper.saver.retry_timer.timeout.emit()
        assert [k.loaded.info.status for k in list_archived(folder)] == ["abandoned"]
        assert copies_of(folder, m) == [list_archived(folder)[0].path]
        assert keeper.stats.figures().matches_abandoned == 1
        assert keeper.save_mark.text() == ""
        win.controller.shutdown()
        keeper.stats.close()
    finally:
        disk.unmount()


def test_the_mark_is_in_every_language(qtbot, tmp_path):
    from twentynine_desktop.controller.autosave import SaveTrouble, TroubleKind
    from twentynine_desktop.ui import i18n
    texts = {}
    try:
        for lang in ("bn", "hi", "ne", "en"):
            i18n.set_language(lang)
            texts[lang] = save_mark.trouble_text(SaveTrouble(TroubleKind.FULL, "", True), Path("/x"))
    finally:
        i18n.set_language("en")
    assert len(set(texts.values())) == 4 and not any("Not saved" in t for k, t in texts.items() if k != "en")


if sys.platform == "win32":   # pragma: no cover - the tmpfs and the errno values are POSIX
    pytestmark = pytest.mark.skip("POSIX faults")
