"""The table with autosave, history and statistics installed (ui.play_keeping): the
resume offer at start, a bad save told in one sentence, Play a deal by number, the
History window, records opened from a file or dropped onto the window, Export this
match, and the statistics window's Reset."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from save_support import play_match_actions, play_match_easy, position_key  # noqa: E402

from twentynine_desktop.controller import TableConfig, TableState  # noqa: E402
from twentynine_desktop.engine.deal import deal_hands  # noqa: E402
from twentynine_desktop.engine.match import Match  # noqa: E402
from twentynine_desktop.engine.rules import Rules  # noqa: E402
from twentynine_desktop.storage import matchsave as ms  # noqa: E402
from twentynine_desktop.storage.archive import Folder, list_archived  # noqa: E402
from twentynine_desktop.ui import play_keeping  # noqa: E402
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402

RECORDS = Path(__file__).resolve().parents[1] / "records"
LEVELS = {"N": "easy", "E": "easy", "W": "easy"}


def opened(qtbot, keeper, path):
    """File > Open ``path``, waiting for the reading thread: the viewer, or None."""
    job = keeper.open_record_file(str(path))
    qtbot.waitUntil(lambda: not job.running, timeout=20000)
    return keeper.last_opened


def make_window(qtbot, folder):
    win = MainWindow(TableConfig(first_dealer=1, levels=dict(LEVELS), computer_delay_ms=0, animation_speed=0.0),
                     start=False)
    qtbot.addWidget(win)
    keeper = play_keeping.install(win, folder)
    return win, keeper


def saved_match(folder, actions=60, seed=9):
    m = Match(Rules(), seed=seed, first_dealer=1)
    play_match_actions(m, random.Random(seed), actions)
    ms.save_match(folder.autosave, m, ms.MatchInfo(human_seat=2, levels=dict(LEVELS)))
    return m


def test_resume_offer_restores_the_match(qtbot, tmp_path, told):
    folder = Folder(tmp_path)
    m = saved_match(folder)
    win, keeper = make_window(qtbot, folder)
    offered = []
    assert keeper.start(ask=lambda loaded: offered.append(play_keeping.resume_text(loaded)) or True) == "resumed"
    assert offered == [f"Resume match: hand {m.hand_number}, NS {m.scores[0]:+d}, EW {m.scores[1]:+d}"]
    c = win.controller
    assert position_key(c.match) == position_key(m)
    qtbot.waitUntil(lambda: c.state in (TableState.WAIT_HUMAN, TableState.WAIT_COMPUTER,
                                         TableState.WAIT_TIMER), timeout=5000)
    assert c.match.scores == m.scores
    assert not told
    win.controller.shutdown()


def test_declining_keeps_the_old_match_as_abandoned(qtbot, tmp_path, told):
    folder = Folder(tmp_path)
    m = saved_match(folder)
    win, keeper = make_window(qtbot, folder)
    assert keeper.start(ask=lambda loaded: False) == "new"
    kept = list_archived(folder)
    assert len(kept) == 1 and kept[0].loaded.info.status == "abandoned"
    assert position_key(kept[0].loaded.match) == position_key(m)
    assert win.controller.match is not m and win.controller.match.hand_number == 1
    assert keeper.stats.figures().matches_abandoned == 1
    win.controller.shutdown()


def test_the_resume_box_reads_as_the_summary(qtbot, tmp_path):
    folder = Folder(tmp_path)
    m = saved_match(folder)
    win, keeper = make_window(qtbot, folder)
    box = keeper.resume_box_for(ms.read_save(folder.autosave).loaded)
    assert box.text() == f"Resume match: hand {m.hand_number}, NS {m.scores[0]:+d}, EW {m.scores[1]:+d}"
    assert [b.text() for b in box.buttons()] == ["Resume", "New match"]
    win.controller.shutdown()


def test_a_bad_save_is_told_in_one_sentence_and_a_new_match_starts(qtbot, tmp_path, told):
    folder = Folder(tmp_path)
    saved_match(folder)
    text = folder.autosave.read_text()
    folder.autosave.write_text(text[:-200])
    win, keeper = make_window(qtbot, folder)
    assert keeper.start(ask=lambda loaded: pytest.fail("nothing to resume")) == "bad save"
    qtbot.waitUntil(lambda: bool(told), timeout=3000)
    assert len(told) == 1 and told[0].startswith("Your saved match could not be read (")
    assert told[0].endswith("and a new match begins.") and "\n" not in told[0]
    aside = [p for p in tmp_path.iterdir() if p.name.startswith(folder.autosave.name + ".unreadable-")]
    assert len(aside) == 1 and aside[0].read_text() == text[:-200]
    assert win.controller.match is not None and win.controller.match.hand_number == 1
    win.controller.shutdown()


def test_play_a_deal_by_number(qtbot, tmp_path, told, monkeypatch):
    folder = Folder(tmp_path)
    win, keeper = make_window(qtbot, folder)
    keeper.start()
    monkeypatch.setattr(play_keeping.QInputDialog, "getText", lambda *a, **k: ("12,345", True))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    assert keeper.play_deal_by_number()
    c = win.controller
    assert c.match.current_deal_number == 12345
    assert c.hand.hands_dealt == deal_hands(12345, c.hand.dealer, c.match.step)
    # the same number deals the same cards to the same seats every time
    first = c.hand.hands_dealt
    assert keeper.play_deal_by_number(12345)
    assert c.hand.hands_dealt == first
    monkeypatch.setattr(play_keeping.QInputDialog, "getText", lambda *a, **k: ("twelve", True))
    assert not keeper.play_deal_by_number()
    assert told[-1] == "A deal number is a whole number, with the dealer's letter after it, such as 1234567-N."
    c.shutdown()


def test_the_deal_number_is_shown_once_the_hand_is_over(qtbot, tmp_path):
    from twentynine_desktop.engine.view import player_view
    from twentynine_desktop.ui.events_text import info_text
    m = Match(Rules(), seed=3, first_dealer=1)
    st = m.new_hand(777)
    assert "Deal 777" not in info_text(player_view(st, 2), m)
    rng = random.Random(1)
    while not st.over:
        st.apply(rng.choice(st.legal_actions()))
    assert "Deal 777" in info_text(player_view(st, 2), m)


def test_history_lists_hands_and_opens_the_replay(qtbot, tmp_path):
    folder = Folder(tmp_path)
    past = Match(Rules(), seed=4, first_dealer=1)
    play_match_easy(past, 4)
    folder.archive(past, ms.MatchInfo(human_seat=2, levels=dict(LEVELS), status="finished"))
    saved_match(folder, actions=200)
    win, keeper = make_window(qtbot, folder)
    keeper.start(ask=lambda loaded: True)
    h = keeper.open_history()
    tree = h.tree
    assert tree.topLevelItemCount() == 2
    this = tree.topLevelItem(0)
    assert this.text(3).startswith("this match, in progress")
    past_item = tree.topLevelItem(1)
    assert past_item.childCount() == len(past.hands_played)
    assert "won by" in past_item.text(3)
    hand = past_item.child(0)
    first = past.hands_played[0]     # the deal number with its dealer's letter
    assert hand.text(1) == "1" and hand.text(2) == f"{first.deal_number}-{'NESW'[first.dealer]}"
    assert hand.text(5).startswith("NS ")
    tree.setCurrentItem(hand)
    v = h.replay()
    assert v is not None and len(v.steps) == len(past.hands_played[0].record.actions) + 1
    out = tmp_path / "exported-hand.json"
    assert h.export_hand(str(out)) == str(out)
    assert json.loads(out.read_text())["format"] == "twentynine-hand/1"
    out2 = tmp_path / "exported-match.json"
    assert h.export_match(str(out2)) == str(out2)
    assert ms.parse_save(out2.read_text()).match.scores == past.scores
    win.controller.shutdown()


def test_open_and_drop_records(qtbot, tmp_path, told):
    folder = Folder(tmp_path)
    win, keeper = make_window(qtbot, folder)
    keeper.start()
    v = opened(qtbot, keeper, RECORDS / "worked_example.json")
    assert v is not None and v.isVisible()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "twentynine-hand/7"}')
    assert opened(qtbot, keeper, bad) is None
    assert "another version" in told[-1]
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(RECORDS / "worked_example.json"))])
    before = keeper.viewers_opened
    # what Qt hands the window's filter during a real drag and drop (QApplication
    # delivers synthetic drops only to the drag manager's target, so it is called here)
    enter = QDragEnterEvent(QPoint(10, 10), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    assert keeper.eventFilter(win.view.viewport(), enter) and enter.isAccepted()
    ev = QDropEvent(QPointF(10, 10), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    assert keeper.eventFilter(win.view.viewport(), ev)
    qtbot.waitUntil(lambda: keeper.viewers_opened == before + 1, timeout=20000)
    assert win.view.viewport() in keeper.watched and win.acceptDrops()
    text_only = QMimeData()
    text_only.setText("hello")
    enter = QDragEnterEvent(QPoint(10, 10), Qt.CopyAction, text_only, Qt.LeftButton, Qt.NoModifier)
    assert not keeper.eventFilter(win.view.viewport(), enter)
    win.controller.shutdown()


def test_export_this_match_skips_the_hand_in_progress(qtbot, tmp_path):
    folder = Folder(tmp_path)
    m = saved_match(folder, actions=150)
    win, keeper = make_window(qtbot, folder)
    keeper.start(ask=lambda loaded: True)
    out = tmp_path / "m.json"
    assert keeper.export_match(str(out)) == str(out)
    got = ms.parse_save(out.read_text()).match
    assert got.current is None and len(got.hands_played) == len(m.hands_played)
    win.controller.shutdown()


def test_statistics_reset_asks_first(qtbot, tmp_path, monkeypatch):
    folder = Folder(tmp_path)
    win, keeper = make_window(qtbot, folder)
    past = Match(Rules(), seed=4, first_dealer=1)
    play_match_easy(past, 4)
    keeper.stats.record_match(past, ms.MatchInfo(human_seat=2, levels=dict(LEVELS)))
    s = keeper.open_stats()
    assert ("Matches played", "1") in s.lines
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    assert not s.ask_reset()
    assert keeper.stats.figures().matches_played == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    assert s.ask_reset()
    assert keeper.stats.figures().matches_played == 0 and ("Matches played", "0") in s.lines
    win.controller.shutdown()


def test_a_match_dealt_but_not_played_is_not_offered(qtbot, tmp_path):
    folder = Folder(tmp_path)
    saved_match(folder, actions=0)
    win, keeper = make_window(qtbot, folder)
    assert keeper.start(ask=lambda loaded: pytest.fail("offered a match with no play")) == "new"
    assert list_archived(folder) == []
    win.controller.shutdown()


def test_the_hand_summary_names_the_deal(qtbot):
    from twentynine_desktop.ui.dialogs import HandSummaryDialog
    m = Match(Rules(), seed=3, first_dealer=1)
    st = m.new_hand(4321)
    rng = random.Random(2)
    while not st.over:
        st.apply(rng.choice(st.legal_actions()))
    dlg = HandSummaryDialog(m.finish_hand(), m)
    qtbot.addWidget(dlg)
    assert "(deal 4321-E)" in dlg.head.text()      # the number and its dealer, East


def test_an_unreadable_kept_match_is_left_out_of_the_history(qtbot, tmp_path):
    folder = Folder(tmp_path)
    past = Match(Rules(), seed=4, first_dealer=1)
    play_match_easy(past, 4)
    folder.archive(past, ms.MatchInfo(human_seat=2, levels=dict(LEVELS), status="finished"))
    (folder.matches / "broken.json").write_text("{ not json")
    win, keeper = make_window(qtbot, folder)
    keeper.start()
    h = keeper.open_history()
    assert h.tree.topLevelItemCount() == 2     # this match and the readable one
    assert h.note.text() == "1 kept match file(s) could not be read and are left out."
    assert (folder.matches / "broken.json").read_text() == "{ not json"
    win.controller.shutdown()


def test_a_save_that_cannot_be_written_is_told_and_play_goes_on(qtbot, tmp_path, told):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the saves folder should be")
    win, keeper = make_window(qtbot, Folder(blocker))
    keeper.start()
    # a lasting mark on the table (not a status-bar message the next one replaces)
    qtbot.waitUntil(lambda: keeper.save_mark.text().startswith("Not saved: "), timeout=5000)
    assert keeper.save_mark.bar.isVisibleTo(win)
    assert win.controller.match is not None and win.controller.hand is not None
    qtbot.waitUntil(lambda: bool(told), timeout=3000)   # and the statistics cannot be kept there
    assert told[0].startswith("Your statistics")
    win.controller.shutdown()


def test_a_bad_statistics_database_is_told_at_start(qtbot, tmp_path, told):
    folder = Folder(tmp_path)
    folder.stats.write_bytes(b"garbage" * 500)
    win, keeper = make_window(qtbot, folder)
    keeper.start()
    qtbot.waitUntil(lambda: bool(told), timeout=3000)
    assert told[0].startswith("Your statistics could not be read (")
    assert told[0].endswith("new statistics begin.")
    assert keeper.stats.figures().matches_played == 0
    win.controller.shutdown()


def test_a_match_record_opens_with_every_hand_to_choose(qtbot, tmp_path):
    folder = Folder(tmp_path)
    past = Match(Rules(), seed=4, first_dealer=1)
    play_match_easy(past, 4)
    path = folder.archive(past, ms.MatchInfo(human_seat=2, levels=dict(LEVELS), status="finished"))
    win, keeper = make_window(qtbot, folder)
    v = opened(qtbot, keeper, path)
    assert v.chooser.count() == len(past.hands_played) and v.chooser.isVisibleTo(v)
    last = past.hands_played[-1]
    v.chooser.setCurrentIndex(v.chooser.count() - 1)
    assert len(v.steps) == len(last.record.actions) + 1
    assert v.steps.record is last.record or v.steps.record.dumps() == last.record.dumps()
    assert v.chooser.currentText() == f"Hand {last.number} (deal {last.deal_number})"
    win.controller.shutdown()
