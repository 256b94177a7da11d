"""The rating window ("How well did I play?", ui/rating_window.py): opened from History
for a past match, computed in the background with progress, kept and shown at once
the next time, cancelled, recomputed when its file is damaged or made by another
computer player, its links to the Review and to Hard's play, the match-over button
and the running figure in Statistics."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from save_support import play_match_easy  # noqa: E402

from twentynine_desktop.controller import TableConfig  # noqa: E402
from twentynine_desktop.controller.rating import current_version  # noqa: E402
from twentynine_desktop.engine.match import Match  # noqa: E402
from twentynine_desktop.engine.rules import Rules  # noqa: E402
from twentynine_desktop.storage import matchsave as ms  # noqa: E402
from twentynine_desktop.storage.archive import Folder  # noqa: E402
from twentynine_desktop.storage.ratings import RatingStore  # noqa: E402
from twentynine_desktop.ui import play_keeping  # noqa: E402
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402
from twentynine_desktop.ui.rating_window import open_rating, per_hand_text, rating_lines  # noqa: E402

LEVELS = {"N": "easy", "E": "easy", "W": "easy"}
TINY = {"hard": (6, 4), "normal": (4, 2)}


def make_window(qtbot, folder):
    win = MainWindow(TableConfig(first_dealer=1, levels=dict(LEVELS), computer_delay_ms=0,
                                 animation_speed=0.0), start=False)
    qtbot.addWidget(win)
    keeper = play_keeping.install(win, folder)
    keeper.rating_samples = TINY
    return win, keeper


def past_match(folder, seed=4, hands=3):
    """A kept match of about ``hands`` finished hands (abandoned in the next one)."""
    m = Match(Rules(), seed=seed, first_dealer=1)
    play_match_easy(m, seed, actions=40 * hands)
    info = ms.MatchInfo(human_seat=2, levels=dict(LEVELS), status="finished" if m.over else "abandoned")
    folder.archive(m, info)
    return m, info


def rated(qtbot, win):
    qtbot.waitUntil(lambda: win.finished_rating or win.job is None, timeout=60000)
    assert win.finished_rating, win.note.text()
    return win.rating


def test_history_rates_a_past_match_and_keeps_the_rating(qtbot, tmp_path):
    folder = Folder(tmp_path)
    m, info = past_match(folder, hands=4)
    win, keeper = make_window(qtbot, folder)
    keeper.start(ask=lambda loaded: False)
    h = keeper.open_history()
    past = next(h.tree.topLevelItem(i) for i in range(h.tree.topLevelItemCount())
                if "won by" in h.tree.topLevelItem(i).text(3) or "abandoned" in h.tree.topLevelItem(i).text(3))
    h.tree.setCurrentItem(past)
    assert h.b_rating.isEnabled()
    rw = h.rate()
    assert rw.job is not None and rw.progress.isVisible()     # in the background, with progress
    r = rated(qtbot, rw)
    assert [x.number for x in r.hands] == [x.number for x in m.hands_played]
    assert not rw.progress.isVisible()
    text = rw.body.toPlainText()
    assert "game points per hand" in text and "give or take" in text
    kept, problem = RatingStore(folder.root).load(info.match_id)
    assert problem is None and kept is not None and kept.version == current_version(TINY)
    rw.close()
    again = open_rating(keeper, m, info)
    assert again is not rw and again.job is None and again.finished_rating   # shown at once
    assert [x.hard_game for x in again.rating.hands] == [x.hard_game for x in r.hands]
    win.controller.shutdown()


def test_a_cancelled_rating_keeps_nothing(qtbot, tmp_path):
    folder = Folder(tmp_path)
    m, info = past_match(folder, hands=6)
    win, keeper = make_window(qtbot, folder)
    rw = open_rating(keeper, m, info)
    assert rw.job is not None
    rw.cancel()
    assert rw.job is None and not rw.finished_rating and rw.b_again.isEnabled()
    assert "Cancelled" in rw.note.text()
    qtbot.wait(200)
    assert RatingStore(folder.root).load(info.match_id) == (None, None)
    win.controller.shutdown()


def test_a_damaged_or_stale_rating_is_told_and_computed_again(qtbot, tmp_path):
    folder = Folder(tmp_path)
    m, info = past_match(folder, hands=3)
    win, keeper = make_window(qtbot, folder)
    rw = open_rating(keeper, m, info)
    rated(qtbot, rw)
    rw.close()
    store = RatingStore(folder.root)
    path = store.path_for(info.match_id)
    path.write_text("{ not json")
    rw2 = open_rating(keeper, m, info)
    assert "could not be read" in rw2.note.text() and "kept aside" in rw2.note.text()
    assert any(p.name.startswith(path.name + ".unreadable-") for p in store.folder.iterdir())
    rated(qtbot, rw2)
    rw2.close()
    keeper.rating_samples = {"hard": (5, 3), "normal": (4, 2)}   # another computer player
    rw3 = open_rating(keeper, m, info)
    assert rw3.job is not None                                  # stale: computed again
    r3 = rated(qtbot, rw3)
    assert r3.version == current_version(keeper.rating_samples)
    win.controller.shutdown()


def test_the_costliest_hands_link_to_the_review_and_to_hards_play(qtbot, tmp_path):
    folder = Folder(tmp_path)
    m, info = past_match(folder, hands=5)
    win, keeper = make_window(qtbot, folder)
    rw = open_rating(keeper, m, info)
    r = rated(qtbot, rw)
    number = r.hands[0].number
    review = rw.open_review(number)
    assert review is not None and review.seat == 2
    assert review.hand.history == m.hands_played[0].record.actions
    review.close()
    viewer = rw.open_hard(number)
    assert viewer is not None and len(viewer.steps) == len(r.hands[0].replay.actions) + 1
    worst = rw.costliest(r)
    assert all(h.game_diff < 0 or h.cards_diff < 0 for h in worst)
    assert worst == sorted(worst, key=lambda h: (h.game_diff, h.cards_diff, h.number))
    html = rw.html(r)
    for h in worst:
        assert f"review:{h.number}" in html
    win.controller.shutdown()


def test_statistics_show_the_running_figure_with_its_uncertainty(qtbot, tmp_path):
    folder = Folder(tmp_path)
    win, keeper = make_window(qtbot, folder)
    lines = dict(rating_lines(keeper))
    assert "no rated match yet" in lines["Your play against Hard on the same deals"]
    m, info = past_match(folder, hands=4)
    keeper.rating_samples = None
    # the statistics count ratings of today's computer player only
    from twentynine_desktop.ai.rating import rate_match
    from twentynine_desktop.controller.rating import to_stored
    rating = rate_match([(h.number, h.record) for h in m.hands_played], 2,
                        [LEVELS["N"], LEVELS["E"], None, LEVELS["W"]], TINY)
    stored = to_stored(info.match_id, rating)
    RatingStore(folder.root).save(stored)
    assert "no rated match yet" in dict(rating_lines(keeper))["Your play against Hard on the same deals"]
    object.__setattr__(stored, "version", current_version())
    RatingStore(folder.root).save(stored)
    line = dict(rating_lines(keeper))["Your play against Hard on the same deals"]
    assert per_hand_text(stored.game(), "game") in line and "give or take" in line
    stats = keeper.open_stats()
    assert any("Hard" in name for name, _v in stats.lines)
    win.controller.shutdown()


def test_the_match_over_summary_offers_the_rating_of_the_match_just_ended(qtbot, tmp_path):
    from twentynine_desktop.ui.dialogs import HandSummaryDialog
    folder = Folder(tmp_path)
    win, keeper = make_window(qtbot, folder)
    m = Match(Rules(), seed=4, first_dealer=1)
    play_match_easy(m, 4)
    assert m.over
    info = ms.MatchInfo(human_seat=2, levels=dict(LEVELS), status="finished")
    dlg = HandSummaryDialog(m.hands_played[-1], m, win, viewer=2)
    qtbot.addWidget(dlg)
    win.summary_dialog = dlg
    keeper.saver.sig_archived.emit((m, info))
    from PySide6.QtWidgets import QPushButton
    button = dlg.findChild(QPushButton, "rating_button")
    assert button is not None
    keeper.saver.sig_archived.emit((m, info))               # never twice
    assert len([b for b in dlg.findChildren(QPushButton) if b.objectName() == "rating_button"]) == 1
    button.click()
    rw = keeper.rating_windows[info.match_id]
    assert rw.isVisible() and rw.job is not None
    rw.cancel()
    win.summary_dialog = None
    win.controller.shutdown()


@pytest.mark.parametrize("lang", ["bn", "hi", "ne"])
def test_the_rating_window_has_no_english(qtbot, tmp_path, lang):
    from test_languages import english_words, widget_texts

    from twentynine_desktop.ui import i18n
    i18n.set_language(lang)
    try:
        folder = Folder(tmp_path)
        m, info = past_match(folder, hands=3)
        win, keeper = make_window(qtbot, folder)
        rw = open_rating(keeper, m, info)
        assert [t for t in widget_texts(rw) if english_words(t)] == []   # while it works
        rated(qtbot, rw)
        texts = widget_texts(rw) + rw.body.toPlainText().splitlines()
        assert [t for t in texts if english_words(t)] == []
        lines = [t for pair in rating_lines(keeper) for t in pair]
        assert [t for t in lines if english_words(t)] == []
        win.controller.shutdown()
    finally:
        i18n.set_language("en")


def test_statistics_say_when_a_kept_rating_could_not_be_read(qtbot, tmp_path):
    folder = Folder(tmp_path)
    win, keeper = make_window(qtbot, folder)
    store = RatingStore(folder.root)
    store.folder.mkdir(parents=True)
    (store.folder / "20261204T100000-abcdef.json").write_text("[1, 2")
    lines = [v for _n, v in rating_lines(keeper)]
    assert any("could not be read and were kept aside: 1" in v for v in lines)
    assert any(p.name.startswith("20261204T100000-abcdef.json.unreadable-") for p in store.folder.iterdir())
    win.controller.shutdown()
