"""A joining program's part in the deal, on the screen (pytest-qt, offscreen, 127.0.0.1
only): the first deal's fingerprint in a small dialog with the cut box, the next deal's
in the hand summary, the typed cut sent and found again in the reveal, *Check this deal*
from the summary and from Game > Check the deals of this table, and a refused cut said
in the player's language."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_play_with_others import LOCAL, hosted_table, solo_window  # noqa: E402

from twentynine_desktop.controller import TableState  # noqa: E402
from twentynine_desktop.engine.actions import PLAY  # noqa: E402
from twentynine_desktop.engine.deal import short_fingerprint  # noqa: E402
from twentynine_desktop.net.cuts import CutRefusal  # noqa: E402
from twentynine_desktop.ui import i18n, net_menu  # noqa: E402
from twentynine_desktop.ui.net_words import CUT_REFUSED, cut_answer_words  # noqa: E402


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch):
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "1")


def _seated(qtbot, t):
    win = solo_window(qtbot)
    net = net_menu.install(win)
    dlg = net.join_table()
    dlg.address.setText(LOCAL)
    dlg.port.setValue(t.port)
    dlg.code.setText(t.code_shown)
    dlg.name.setText("Asha")
    dlg.join()
    qtbot.waitUntil(lambda: net.table_window is not None, timeout=10000)
    tw = net.table_window
    qtbot.addWidget(tw)
    return tw


def _play_to_the_summary(qtbot, tw):
    c = tw.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: tw.summary_dialog is not None or (
            c.state == TableState.WAIT_HUMAN and not tw.scene.animator.busy), timeout=60000)
        if tw.summary_dialog is not None:
            return tw.summary_dialog
        view = c.view()
        plays = [a.arg for a in view.legal if a.kind == PLAY]
        if plays:
            tw.play_card(plays[0])
        elif c.human_optional_only:
            c.human_decline()
        else:
            c.human_act(view.legal[0])
    pytest.fail("the hand never ended")


def test_a_joiner_cuts_with_the_fingerprint_shown_and_checks_the_deal_after_the_hand(qtbot):
    t = hosted_table(people=(1,), person=None)
    tw = _seated(qtbot, t)
    rt = tw.controller.rt
    t.start()
    # the first deal: its fingerprint in a small dialog, before any card is dealt
    qtbot.waitUntil(lambda: tw.deals.cut_dialog is not None, timeout=10000)
    box = tw.deals.cut_dialog.cut_box
    digest = t.session.cuts.pending.shown
    assert box.shown.text() == short_fingerprint(digest) and t.controller.hand is None
    box.edit.setText("Asha's cut \u0915")
    QTest.mouseClick(tw.deals.cut_dialog.cut_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: t.controller.hand is not None, timeout=10000)
    assert tw.deals.cut_dialog is None
    assert [(p.seat, p.data) for p in t.controller.match.current_cut] == [(1, "Asha's cut \u0915".encode())]
    qtbot.waitUntil(lambda: rt.deals[1].cut_taken is True, timeout=10000)   # the host's answer
    summary = _play_to_the_summary(qtbot, tw)
    # after the hand: Check this deal, recomputed here from the revealed secret
    qtbot.waitUntil(lambda: summary.findChild(QPushButton, "check_deal") is not None, timeout=10000)
    QTest.mouseClick(summary.findChild(QPushButton, "check_deal"), Qt.LeftButton)
    check = tw.deals.check_dialog
    assert check.ok is True
    words = check.body.toPlainText()
    for line in ("The secret matches the fingerprint shown before the deal.",
                 "gives you exactly the cards you were dealt",
                 "Every card played came from the hand this deal gives its player.",
                 "Your cut was included.", "East typed \u201cAsha's cut \u0915\u201d",
                 short_fingerprint(digest)):
        assert line in words, line
    assert words.startswith("This deal checks")
    check.close()
    # the next deal's fingerprint is in the summary, with the cut box; closing it cuts
    qtbot.waitUntil(lambda: getattr(summary, "cut_box", None) is not None, timeout=10000)
    assert summary.next_button.text() == "Next deal"
    assert summary.cut_box.shown.text() == short_fingerprint(t.session.cuts.pending.shown)
    QTest.mouseClick(summary.next_button, Qt.LeftButton)     # nothing typed: the mouse cuts
    qtbot.waitUntil(lambda: t.session.cuts.pending is not None and 1 in t.session.cuts.pending.parts,
                    timeout=10000)
    assert t.session.cuts.pending.parts[1].startswith(b"mouse ")
    # Game > Check the deals of this table: every hand of this session
    listing = tw.deals.open_list()
    assert listing.list.count() == 1 and listing.list.item(0).text() == "\u2714 Hand 1"
    listing.check()
    assert tw.deals.check_dialog.ok is True
    assert rt.deals[1].check(1).own_cut_included
    tw.close()
    t.shutdown()


@pytest.fixture
def language(qapp):
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["bn", "hi", "ne"])
def test_a_refused_cut_is_said_in_the_players_language(qtbot, language, lang):
    assert i18n.set_language(lang) is None
    for reason in CutRefusal:
        words = cut_answer_words(reason)
        assert words and words != CUT_REFUSED[reason], (lang, reason)
    assert cut_answer_words(None) != "Your cut is in: the host deals when everyone has cut."


def test_the_host_window_says_whose_cut_the_deal_waits_for_and_the_joiner_sees_the_fingerprint(qtbot):
    from twentynine_desktop.net.client import RemoteTable
    t = hosted_table(people=(0, 1), person=2)
    win = solo_window(qtbot)
    net = net_menu.install(win)
    net.hosted = t
    net.options = {"hints": False, "practice": False, "advisor": False}
    rt = RemoteTable()                  # Mum's program: she has not cut yet
    with qtbot.waitSignal(rt.sig_connection, check_params_cb=lambda s: s == "joined", timeout=10000):
        rt.join(LOCAL, t.port, t.code_shown, "Mum", seat=0)
    with qtbot.waitSignal(rt.sig_fingerprint, timeout=10000):
        net._start_hosted()
    tw = net.table_window
    qtbot.addWidget(tw)
    words = "Waiting for the cut of Mum (at most 20 seconds)\u2026"
    qtbot.waitUntil(lambda: tw.statusBar().currentMessage() == words, timeout=10000)
    assert t.controller.hand is None
    assert rt.send_cut(b"Mum's cut") and not rt.send_cut(b"again")     # once a deal
    qtbot.waitUntil(lambda: t.controller.hand is not None, timeout=10000)
    qtbot.waitUntil(lambda: tw.statusBar().currentMessage() != words, timeout=10000)
    assert [p.seat for p in t.controller.match.current_cut] == [0]
    qtbot.waitUntil(lambda: rt.current_deal is not None, timeout=10000)   # Mum's program is told
    assert rt.current_deal.shown == rt.current_deal.told == t.controller.match.current_shown
    rt.shutdown()
    tw.close()
    t.shutdown()
