"""After a change of language the words already on the table are said again in the new
language: the speech bubbles, the notice over the hand and the hint; and the settings'
help says when the language changes (when the settings are accepted with OK)."""

from __future__ import annotations

import pytest

from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.engine.refusal import Refusal, RefusalCode
from twentynine_desktop.storage.settings_schema import TABLE_SPECS
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui.i18n import tr
from twentynine_desktop.ui.main_window import MainWindow
from twentynine_desktop.ui.refusal_text import refusal_words


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _window(qtbot):
    cfg = TableConfig(first_dealer=1, levels={"N": "random", "E": "random", "W": "random"},
                      animation_speed=0.0, computer_delay_ms=0, seed=5)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    qtbot.waitExposed(win)
    win.new_match()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy, timeout=30000)
    return win


@pytest.mark.parametrize("lang", ["bn", "hi", "ne"])
def test_the_bubbles_on_the_table_follow_a_change_of_language(qtbot, lang):
    win = _window(qtbot)
    c = win.controller
    n = len(c.hand.history)
    win.panel.buttons["pass"].click()              # South passes: "Pass" in South's bubble
    qtbot.waitUntil(lambda: len(c.hand.history) > n and not win.scene.animator.busy, timeout=30000)
    south = win.scene.signs.bubbles[win.scene.place(2)]
    assert south.text == "Pass"
    i18n.set_language(lang)
    assert south.text == tr("Pass") != "Pass"
    i18n.set_language("en")
    assert south.text == "Pass"
    c.shutdown()


def test_the_notice_over_the_hand_follows_a_change_of_language(qtbot):
    win = _window(qtbot)
    reason = Refusal(RefusalCode.NOT_YOUR_TURN)
    win.refused(reason)
    english = win.scene.notice.text
    assert english == refusal_words(reason, win.scene.names, win.controller.human)
    i18n.set_language("hi")
    assert win.scene.notice.text == refusal_words(reason, win.scene.names, win.controller.human) != english
    win.controller.shutdown()


def test_the_settings_help_says_the_language_changes_on_ok():
    spec = next(s for s in TABLE_SPECS if s.key == "language")
    assert "at once" not in spec.summary
    assert "OK" in spec.summary


def test_the_tutorial_message_on_show_follows_a_change_of_language(qtbot):
    win = _window(qtbot)
    tut = win.learning.start_tutorial()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and tut.topic == "points", timeout=30000)
    english = (tut.box.title.text(), tut.box.text.text(), tut.box.next_button.text())
    i18n.set_language("hi")
    hindi = (tut.box.title.text(), tut.box.text.text(), tut.box.next_button.text())
    assert hindi[0] == f"<b>{tr('The point cards')}</b>" and all(h != e for h, e in zip(hindi, english, strict=True))
    c.shutdown()


def test_the_hint_on_show_follows_a_change_of_language(qtbot):
    win = _window(qtbot)
    L = win.learning
    L.ctl.hint_samples = 4
    L.hint_button.click()
    qtbot.waitUntil(lambda: L.last_hint is not None, timeout=60000)
    english = L.hint_box.text
    assert english.startswith("Hint:")
    i18n.set_language("ne")
    assert L.hint_box.isVisible() and L.hint_box.text != english
    assert L.hint_box.text.startswith(tr("Hint: {why}").split("{why}")[0])
    win.controller.shutdown()
