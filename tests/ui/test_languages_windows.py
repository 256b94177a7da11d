"""The windows added with the learning and play-keeping features, in Bengali, Hindi and
Nepali: the history, the statistics, the review of a hand, the bid advisor, the
tutorial's message and the first-start welcome show no English; the menu entries of
those features are there, translated, in every language and after a change of
language.  Screenshots of the Bengali windows go to /work/shots/tr2 when it can be
written."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTreeWidget

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "learn"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from save_support import play_match_actions, play_match_easy  # noqa: E402
from test_languages import LANGS, english_words, widget_texts, window_texts  # noqa: E402
from test_review import _clubs_ending  # noqa: E402

from twentynine_desktop.controller import TableConfig, TableState  # noqa: E402
from twentynine_desktop.engine.actions import PLAY, Action  # noqa: E402
from twentynine_desktop.engine.cards import parse_card  # noqa: E402
from twentynine_desktop.engine.match import Match  # noqa: E402
from twentynine_desktop.engine.rules import Rules  # noqa: E402
from twentynine_desktop.storage import matchsave as ms  # noqa: E402
from twentynine_desktop.storage.archive import Folder  # noqa: E402
from twentynine_desktop.ui import first_run, i18n, play_keeping  # noqa: E402
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402
from twentynine_desktop.ui.tutorial import start_tutorial  # noqa: E402

SHOTS = Path("/work/shots/tr2")
LEVELS = {"N": "easy", "E": "easy", "W": "easy"}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def shot(widget, name: str) -> None:
    try:
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / name))
    except OSError:
        pass


def english_left(texts) -> list:
    return [(t, english_words(t)) for t in texts if english_words(t)]


def tree_texts(tree: QTreeWidget) -> list[str]:
    head = tree.headerItem()
    out = [head.text(c) for c in range(tree.columnCount())]
    stack = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while stack:
        item = stack.pop()
        out += [item.text(c) for c in range(tree.columnCount())] + [item.toolTip(0)]
        stack += [item.child(i) for i in range(item.childCount())]
    return [t for t in out if t]


def make_window(qtbot, folder: Folder | None = None, seed: int = 7) -> MainWindow:
    cfg = TableConfig(first_dealer=1, levels=dict(LEVELS), computer_delay_ms=0, animation_speed=0.0, seed=seed)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    if folder is not None:
        play_keeping.install(win, folder)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def wait_human(qtbot, win, timeout=30000):
    c = win.controller
    qtbot.waitUntil(lambda: (c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy)
                    or win.summary_dialog is not None, timeout=timeout)


def kept_folder(tmp_path) -> Folder:
    """A finished past match in the archive and in the statistics, and a match in
    progress in the autosave: every kind of line of the history."""
    folder = Folder(tmp_path)
    past = Match(Rules(), seed=4, first_dealer=1)
    play_match_easy(past, 4)
    folder.archive(past, ms.MatchInfo(human_seat=2, levels=dict(LEVELS), status="finished"))
    now = Match(Rules(), seed=9, first_dealer=1)
    play_match_actions(now, random.Random(9), 200)
    ms.save_match(folder.autosave, now, ms.MatchInfo(human_seat=2, levels=dict(LEVELS)))
    return folder


@pytest.mark.parametrize("lang", LANGS)
def test_history_statistics_and_menus_have_no_english(qtbot, tmp_path, lang):
    assert i18n.set_language(lang) is None
    folder = kept_folder(tmp_path)
    win = make_window(qtbot, folder)
    keeper = win.keeper
    keeper.start(ask=lambda loaded: True)
    wait_human(qtbot, win)
    keeper.stats.record_match(*_past_for_stats())
    # the menus hold the keeping and learning entries, in the language
    menu_actions = [a for m in win.menuBar().actions() for a in m.menu().actions()]
    for act in (keeper.act_history, keeper.act_stats, keeper.act_deal, keeper.act_open,
                keeper.act_export_match, win.learning.act_undo, win.learning.act_review,
                win.learning.act_advisor, win.learning.act_tutorial):
        assert act in menu_actions, act.text()
    assert english_left(window_texts(win)) == []

    h = keeper.open_history()
    h.resize(900, 540)
    texts = widget_texts(h) + tree_texts(h.tree)
    assert len(tree_texts(h.tree)) > 10
    assert english_left(texts) == []
    if lang == "bn":
        shot(h, "history_bn.png")
    h.close()

    s = keeper.open_stats()
    texts = widget_texts(s) + [t for pair in s.lines for t in pair]
    assert english_left(texts) == []
    if lang == "bn":
        shot(s, "statistics_bn.png")
    s.close()
    win.controller.shutdown()


def _past_for_stats():
    past = Match(Rules(), seed=5, first_dealer=2)
    play_match_easy(past, 5)
    return past, ms.MatchInfo(human_seat=2, levels=dict(LEVELS))


def test_menu_entries_come_back_translated_after_a_change_of_language(qtbot, tmp_path):
    """The window rebuilds its menus when the language changes: the entries of the
    learning and keeping features are put back, in the new words (they were lost, and
    in another language at start Undo, Review, the advisor and the tutorial were never
    added, as their menus were looked up by English titles)."""
    win = make_window(qtbot, Folder(tmp_path))
    win.keeper.start(ask=lambda loaded: False)
    learning, keeper = win.learning, win.keeper
    english = {a: a.text() for a in (learning.act_undo, keeper.act_history)}
    for lang in LANGS:
        i18n.set_language(lang)
        menus = {a: m.menu() for m in win.menuBar().actions() for a in m.menu().actions()}
        assert menus.get(learning.act_undo) is menus.get(win.act_new) is not None
        assert menus.get(keeper.act_history) is menus.get(win.act_new)
        assert menus.get(learning.act_advisor) is menus.get(win.act_last_trick) is not None
        assert menus.get(learning.act_tutorial) is menus.get(win.act_help) is not None
        assert menus.get(keeper.act_open) is not None
        assert learning.act_undo.text() != english[learning.act_undo]
        assert keeper.act_history.text() != english[keeper.act_history]
        assert not english_words(learning.hint_button.text())
        # each entry once, not once per change of language
        assert [a for a in menus if a is keeper.act_history] == [keeper.act_history]
        assert sum(1 for m in win.menuBar().actions() if keeper.act_open in m.menu().actions()) == 1
    i18n.set_language("en")
    assert learning.act_undo.text() == english[learning.act_undo]
    win.controller.shutdown()


def _finished_clubs_hand():
    st = _clubs_ending()
    for seat, card in ((2, "JC"), (3, "KC"), (2, "7C"), (3, "QC"), (0, "8C"), (1, "TC")):
        st.apply(Action(seat, PLAY, parse_card(card)))
    return st


@pytest.mark.parametrize("lang", LANGS)
def test_review_window_has_no_english(qtbot, lang):
    i18n.set_language(lang)
    win = make_window(qtbot, seed=3)
    win.new_match()
    rw = win.learning.open_review(hand=_finished_clubs_hand())
    assert rw is not None
    assert english_left(widget_texts(rw)) == []          # while it solves, with its progress bar
    qtbot.waitUntil(lambda: rw.finished_review, timeout=120000)
    assert rw.body.toPlainText().strip()
    assert english_left(widget_texts(rw)) == []
    if lang == "bn":
        rw.resize(760, 620)
        shot(rw, "review_bn.png")
    rw.every.setChecked(True)                             # every card of every seat
    qtbot.waitUntil(lambda: rw.finished_review, timeout=120000)
    assert english_left(widget_texts(rw)) == []
    rw.close()
    win.controller.shutdown()


@pytest.mark.parametrize("lang", LANGS)
def test_bid_advisor_and_tutorial_message_have_no_english(qtbot, lang):
    i18n.set_language(lang)
    win = make_window(qtbot, seed=4)
    win.new_match()
    wait_human(qtbot, win)
    win.learning.set_advisor(True)
    panel = win.learning.advisor
    panel.hint_samples = 4
    panel._key = None
    panel.refresh()
    qtbot.waitUntil(lambda: panel.advice is not None, timeout=120000)
    assert panel.hard.text()
    assert english_left(widget_texts(panel)) == []
    if lang == "bn":
        win.resize(1500, 820)
        qtbot.wait(50)
        shot(win, "bid_advisor_bn.png")
    win.learning.set_advisor(False)

    tut = start_tutorial(win)
    wait_human(qtbot, win)
    assert tut.box.isVisible() and tut.topic == "points"
    # every message of the tutorial, not only the first
    for topic in tut.messages():
        tut.show(topic, waiting=False)
        assert english_left(widget_texts(tut.box)) == [], topic
    if lang == "bn":
        tut.show("bid", waiting=False)
        shot(win, "tutorial_bn.png")
    tut.skip()
    win.controller.shutdown()


@pytest.mark.parametrize("lang", LANGS)
def test_welcome_has_no_english(qtbot, lang, tmp_path, monkeypatch):
    monkeypatch.setenv("TWENTYNINE_HOME", str(tmp_path / "home"))
    i18n.set_language(lang)
    win = make_window(qtbot)
    dialog = first_run.WelcomeDialog(win, tutorial=start_tutorial)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.tutorial_button is not None
    assert english_left(widget_texts(dialog)) == []
    if lang == "bn":
        shot(dialog, "welcome_bn.png")
    # every button shows its whole text
    for b in (dialog.match_button, dialog.tutorial_button, dialog.rules_button):
        assert b.width() >= b.fontMetrics().horizontalAdvance(b.text().replace("&", "")), b.text()
    dialog.close()
    win.controller.shutdown()


@pytest.mark.parametrize("lang", LANGS)
def test_every_hint_reason_and_action_is_said_in_the_language(qapp, lang):
    """ai/hint.py gives a reason key (no Qt there); ui/learn_text.py says it: every key,
    with every kind of field, has no English left."""
    from twentynine_desktop.engine.actions import (
        ASK,
        BID,
        DOUBLE,
        PAIR,
        PASS,
        REDOUBLE,
        SET,
        SEVENTH,
        SINGLE,
        TRUMP,
        TRUMP_CARD,
    )
    from twentynine_desktop.ui import learn_text

    i18n.set_language(lang)
    params = {"card": parse_card("JH"), "beaten": parse_card("9S"), "seat": 1, "suit": 2,
              "points": 5, "count": 3, "bid": 18, "chance": 0.64}
    keys = ["play_on", "trump_seventh", "trump_suit", "double_double", "double_redouble", "double_set",
            "double_pass", "pair", "single", "ask_opponent", "ask_void", "lead_trump", "lead_master",
            "lead_low", "lead_card", "partner_feed", "partner_low", "ruff", "overtake", "win_sure",
            "win_try", "keep_trumps", "cannot_win", "bid", "bid_hold", "bid_risk", "pass_no_points",
            "pass_partner", "pass_weak", "pass_risky", "generic"]
    english = {}
    for key in keys:
        text = learn_text.reason_text(key, params, viewer=2)
        assert text and not english_words(text), (key, text)
        english[key] = text
    for kind, arg in ((BID, 17), (PASS, None), (TRUMP, 1), (TRUMP_CARD, parse_card("TD")), (SEVENTH, None),
                      (DOUBLE, None), (REDOUBLE, None), (SET, None), (ASK, None), (PAIR, None),
                      (SINGLE, None), (PLAY, parse_card("AC"))):
        words = learn_text.action_words(Action(2, kind, arg))
        assert words and not english_words(words), (kind, words)
    i18n.set_language("en")
    assert english_words(learn_text.reason_text("lead_card", params, viewer=2))
