"""Game > Play with others on the screen (pytest-qt, offscreen, 127.0.0.1 only): the menu
and its dialogs, the host's lobby on a real hosted table, the join dialog fed by a
table finder, a window seated at a hosted table (its own cards only, a card played by
the same drag as solo, the plates saying person, computer or away), and a refusal to
seat, told in the player's language."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_table_window import card_point, drag, table_point  # noqa: E402

from twentynine_desktop.controller import TableConfig, TableState  # noqa: E402
from twentynine_desktop.engine.actions import PLAY, Action  # noqa: E402
from twentynine_desktop.engine.rules import Rules  # noqa: E402
from twentynine_desktop.net.client import RemoteTable  # noqa: E402
from twentynine_desktop.net.discovery import TableAnnouncer, TableFinder  # noqa: E402
from twentynine_desktop.net.host import HostedTable  # noqa: E402
from twentynine_desktop.ui import i18n, net_menu  # noqa: E402
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402
from twentynine_desktop.ui.net_join import JoinDialog  # noqa: E402
from twentynine_desktop.ui.net_lobby import HostLobby  # noqa: E402
from twentynine_desktop.ui.net_words import JOIN_REFUSED  # noqa: E402
from twentynine_desktop.ui.refusal_text import refusal_words  # noqa: E402

LOCAL = "127.0.0.1"


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch):
    """Nothing in these tests listens or looks beyond this computer."""
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "1")


def solo_window(qtbot) -> MainWindow:
    win = MainWindow(TableConfig(animation_speed=0.0, computer_delay_ms=0), start=False)
    qtbot.addWidget(win)
    return win


def hosted_table(people=(0, 1, 3), person=2, level="random", first_dealer=None) -> HostedTable:
    """A table on 127.0.0.1, any free port: ``people`` are the seats open to others."""
    cfg = TableConfig(rules=Rules().replace(match_to=4), levels={s: level for s in "NESW"},
                      human_seat=person, computer_delay_ms=0, animation_speed=0.0,
                      remote_seats=frozenset(people), first_dealer=first_dealer)
    t = HostedTable(cfg)
    t.listen(0, loopback=True)
    return t


def joined(qtbot, t: HostedTable, name: str, **kw) -> RemoteTable:
    rt = RemoteTable()
    rt.sig_fingerprint.connect(lambda _n, _fp: rt.send_cut(name.encode()))   # cuts at once
    with qtbot.waitSignal(rt.sig_connection, check_params_cb=lambda s: s == "joined", timeout=10000):
        rt.join(LOCAL, t.port, t.code_shown, name, **kw)
    return rt


def test_play_with_others_menu_opens_the_host_lobby_and_the_join_dialog(qtbot, monkeypatch, tmp_path):
    win = solo_window(qtbot)
    net = net_menu.install(win, marker=tmp_path / "notice-read")
    game = next(a.menu() for a in win.menuBar().actions() if a.menu() and win.act_new in a.menu().actions())
    sub = next(a.menu() for a in game.actions() if a.menu() is not None and a.menu().objectName()
               == "menu_play_with_others")
    assert net.act_host in sub.actions() and net.act_join in sub.actions()
    # before the first listen: what the system will ask, and what to click
    notices = []

    def read_notice(box):
        notices.append(box.text())
        box.checkBox().setChecked(True)              # don't show again
        return QMessageBox.StandardButton.Ok
    monkeypatch.setattr(QMessageBox, "exec", read_notice)
    # limited to this computer: the system asks nothing, so no notice
    net.act_host.trigger()
    assert notices == [] and not (tmp_path / "notice-read").exists()
    lobby = net.lobby
    assert lobby is not None and lobby.isVisible()
    assert lobby.code_label.text() == net.hosted.code_shown
    lobby.reject()                                   # Close the table
    assert net.hosted is None and net.lobby is None
    # on the home network (asked without listening here): the notice, once
    assert net.notice_before_listening(loopback=False)
    assert len(notices) == 1 and "Allow" in notices[0] and "macOS" in notices[0]
    assert (tmp_path / "notice-read").exists()
    assert net.notice_before_listening(loopback=False)   # not shown again
    assert len(notices) == 1
    net.act_host.trigger()
    assert len(notices) == 1 and net.lobby is not None
    net.lobby.reject()
    net.act_join.trigger()
    assert net.join_dialog is not None and net.join_dialog.isVisible()
    net.join_dialog.reject()
    assert net.join_dialog is None


def test_host_lobby_shows_the_code_the_address_and_who_sits_where(qtbot):
    t = hosted_table()
    options = {"hints": False, "practice": False, "advisor": False}
    lobby = HostLobby(t, options)
    qtbot.addWidget(lobby)
    assert lobby.code_label.text() == t.code_shown and len(t.code_shown) == 7
    assert LOCAL in lobby.address_label.text() and str(t.port) in lobby.address_label.text()
    assert "host" in lobby.who[2].text()
    assert all("computer" in lobby.who[s].text() for s in (0, 1, 3))
    lobby.boxes["hints"].setChecked(True)             # chosen before anyone joins
    assert options["hints"] and t.config.hints
    rt = joined(qtbot, t, "Mum", seat=1)
    qtbot.waitUntil(lambda: "Mum" in lobby.who[1].text())
    assert "person" in lobby.who[1].text() and not lobby.boxes["practice"].isEnabled()
    # Mum moves to North, opposite the host: partners now
    mover = lobby.movers[1]
    index = next(i for i in range(mover.count()) if mover.itemData(i) == 0)
    mover.activated.emit(index)
    qtbot.waitUntil(lambda: "Mum" in lobby.who[0].text() and rt.seat == 0)
    assert "computer" in lobby.who[1].text()
    rt.shutdown()
    t.shutdown()


def test_join_dialog_lists_a_table_heard_on_loopback(qtbot):
    t = hosted_table()
    finder = TableFinder(port=0, bind=LOCAL)
    assert finder.start()
    dlg = JoinDialog("Dad", None, finder=finder)
    qtbot.addWidget(dlg)
    announcer = TableAnnouncer(t, "Mum's table", targets=[LOCAL], port=finder.sock.localPort())
    announcer.start()
    qtbot.waitUntil(lambda: dlg.found.count() == 1, timeout=10000)
    words = dlg.found.item(0).text()
    assert "Mum's table" in words and str(t.port) in words and "West" in words
    assert dlg.address.text() == LOCAL and dlg.port.value() == t.port     # chosen: filled in
    seats = [dlg.seat.itemData(i) for i in range(dlg.seat.count())]
    assert seats == [None, 0, 1, 3]                  # any free seat, or one of the free ones
    announcer.stop()
    dlg.reject()
    t.shutdown()


def cut_first_deal(qtbot, tw):
    """The first deal's fingerprint comes in a small dialog: its person clicks Cut."""
    qtbot.waitUntil(lambda: tw.deals.cut_dialog is not None, timeout=10000)
    QTest.mouseClick(tw.deals.cut_dialog.cut_button, Qt.LeftButton)


def _answer(qtbot, win):
    """Press what the action bar offers (a pass, a trump, play on), as a person would."""
    buttons = win.panel.buttons
    for key in ("pass", "decline", "trump_S", "seventh"):
        if key in buttons:
            QTest.mouseClick(buttons[key], Qt.LeftButton)
            return
    QTest.mouseClick(next(iter(buttons.values())), Qt.LeftButton)


def test_a_window_seated_at_a_hosted_table_sees_its_own_cards_and_plays_by_drag(qtbot):
    t = hosted_table(people=(1,), person=None)
    win = solo_window(qtbot)
    net = net_menu.install(win)
    dlg = net.join_table()
    dlg.address.setText(LOCAL)
    dlg.port.setValue(t.port)
    dlg.code.setText(t.code_shown.lower())
    dlg.name.setText("Dad")
    QTest.mouseClick(dlg.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: net.table_window is not None, timeout=10000)
    tw = net.table_window
    qtbot.addWidget(tw)
    tw.resize(1280, 800)
    qtbot.waitExposed(tw)
    assert tw.controller.human == 1 and tw.scene.viewer == 1
    assert tw.scene.names[1] == "You" and tw.connection_label.text() == "At the table"
    assert "computer" in tw.scene.signs.plates[tw.scene.place(0)].text
    c = tw.controller
    t.start()
    cut_first_deal(qtbot, tw)
    for _ in range(40):
        qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not tw.scene.animator.busy,
                        timeout=60000)
        view = c.view()
        # its own cards face up, every other seat's face down
        assert sorted(tw.scene.human_cards()) == sorted(view.hand)
        assert all(it.card is None for s in (0, 2, 3) for it in tw.scene.hands[s])
        plays = [a.arg for a in view.legal if a.kind == PLAY and a.actor == 1]
        if plays:
            wrong = [x for x in view.hand if x not in plays]
            if wrong:   # a card that may not be played: the host's refusal, in words
                reason = t.controller.hand.refusal(Action(1, PLAY, wrong[0]))
                words = refusal_words(reason, tw.scene.names, 1)
                assert tw.statusBar().currentMessage() != words
                tw.scene.sig_card_not_playable.emit(wrong[0])
                qtbot.waitUntil(lambda words=words: tw.statusBar().currentMessage() == words,
                                timeout=10000)
                qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=10000)
            card = plays[0]
            drag(tw, card_point(tw, card), table_point(tw))
            qtbot.waitUntil(lambda card=card: any(a.actor == 1 and a.kind == PLAY and a.arg == card
                                                  for a in t.controller.hand.history), timeout=30000)
            break
        _answer(qtbot, tw)
    else:
        pytest.fail("the seat was never asked for a card")
    tw.close()
    assert net.table_window is None and win.isVisible()     # back to the solo table
    t.shutdown()


def test_a_lost_connection_says_so_retries_and_draws_the_hand_afresh(qtbot):
    t = hosted_table(people=(1,), person=None)
    win = solo_window(qtbot)
    net = net_menu.install(win)
    dlg = net.join_table()
    dlg.address.setText(LOCAL)
    dlg.port.setValue(t.port)
    dlg.code.setText(t.code_shown)
    dlg.join()
    qtbot.waitUntil(lambda: net.table_window is not None, timeout=10000)
    tw = net.table_window
    qtbot.addWidget(tw)
    c = tw.controller
    assert tw.panel.prompt.text() == "Waiting for the host to start the match\u2026"
    t.start()
    cut_first_deal(qtbot, tw)
    for _ in range(40):                               # on to the play of the cards
        qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not tw.scene.animator.busy,
                        timeout=60000)
        if any(a.kind == PLAY for a in c.view().legal):
            break
        _answer(qtbot, tw)
    token = c.rt.token
    kinds = []
    t.sig_seats.connect(lambda rows: kinds.append(rows[1]["kind"]))
    c.rt.sock.abort()                                 # the network drops
    assert "trying again" in tw.connection_label.text()
    qtbot.waitUntil(lambda: tw.connection_label.text() == "At the table", timeout=10000)
    assert c.rt.seat == 1 and c.rt.token == token     # the same seat, by its token
    assert kinds[0] == "away" and kinds[-1] == "person"   # a computer held it meanwhile
    qtbot.waitUntil(lambda: c.view() is not None and not tw.scene.animator.busy
                    and sorted(tw.scene.human_cards()) == sorted(c.view().hand), timeout=30000)
    assert all(it.card is None for s in (0, 2, 3) for it in tw.scene.hands[s])
    view = c.view()       # the trick on the table is the one the host has now
    assert [it.card for it in tw.scene.trick_items] == [card for _, card in view.trick]
    assert sum(len(tw.scene.hands[s]) for s in (0, 2, 3)) == sum(
        view.hand_counts[s] for s in (0, 2, 3))
    tw.close()
    t.shutdown()


def test_host_window_plates_say_person_computer_and_away(qtbot):
    t = hosted_table(people=(0, 1), person=2, first_dealer=3)    # North speaks first
    win = solo_window(qtbot)
    net = net_menu.install(win)
    net.hosted = t
    net.options = {"hints": False, "practice": False, "advisor": False}
    rt = joined(qtbot, t, "Mum", seat=0)
    net._start_hosted()
    tw = net.table_window
    qtbot.addWidget(tw)
    qtbot.waitUntil(lambda: t.controller.hand is not None, timeout=10000)   # Mum has cut
    plate = tw.scene.signs.plates
    assert plate[tw.scene.place(0)].text.startswith("Mum")
    assert "computer" in plate[tw.scene.place(1)].text       # nobody took East
    assert "computer" in plate[tw.scene.place(3)].text
    assert "Bid advisor: off" in tw.options_label.text()
    # the table waits on Mum, who takes her time: the host is told whom it waits for
    qtbot.waitUntil(lambda: tw.statusBar().currentMessage() == "Waiting for Mum\u2026",
                    timeout=10000)
    assert tw.scene.signs.bubbles[tw.scene.place(0)].text == "\u2026"
    rt.shutdown()                                             # Mum's program is gone
    qtbot.waitUntil(lambda: "away" in plate[tw.scene.place(0)].text, timeout=10000)
    assert plate[tw.scene.place(0)].text.startswith("Mum")
    tw.close()


@pytest.fixture
def hindi(qapp):
    assert i18n.set_language("hi") is None
    yield
    i18n.set_language("en")


def test_a_wrong_code_is_refused_in_the_players_language(qtbot, hindi):
    t = hosted_table()
    dlg = JoinDialog("Dad", None, finder=TableFinder(port=0, bind=LOCAL))
    qtbot.addWidget(dlg)
    dlg.address.setText(LOCAL)
    dlg.port.setValue(t.port)
    dlg.code.setText("ZZZ-ZZZ")
    QTest.mouseClick(dlg.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: dlg.refusal.text() != "", timeout=10000)
    english = JOIN_REFUSED["wrong_code"]
    assert dlg.refusal.text() == i18n.tr(english) and dlg.refusal.text() != english
    assert dlg.join_button.isEnabled() and dlg.rt is None      # free to try again
    dlg.reject()
    t.shutdown()


def test_hosting_asks_before_leaving_a_solo_match_and_keeps_it(qtbot, monkeypatch):
    win = MainWindow(TableConfig(animation_speed=0.0, computer_delay_ms=0, seed=5, first_dealer=1,
                                 levels={s: "random" for s in "NEW"}))
    qtbot.addWidget(win)
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=30000)
    win.controller.human_act(c.view().legal[0])           # the match is under way
    qtbot.waitUntil(lambda: win.match_in_progress(), timeout=30000)
    net = net_menu.install(win)
    net.notice_before_listening = lambda *_: True
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    assert net.host_table() is None and net.hosted is None   # No: nothing opened
    assert len(asked) == 1 and "kept" in asked[0]
    history = list(c.hand.history)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    lobby = net.host_table()
    assert lobby is not None and net.hosted.controller is not c
    assert c.hand.history == history and not c.closed      # the solo match is as it was
    lobby.reject()


def test_a_hosted_match_left_unfinished_is_offered_again_with_its_code(qtbot, tmp_path):
    win = solo_window(qtbot)
    net = net_menu.install(win, save_folder=tmp_path / "hosted")
    net.notice_before_listening = lambda *_: True
    net.host_table(loopback=True)
    code = net.hosted.code
    net.lobby.boxes["hints"].setChecked(True)               # the host offers hints
    net.lobby.boxes["advisor"].setChecked(True)
    net.lobby.start_button.click()
    tw = net.table_window
    qtbot.addWidget(tw)
    c = tw.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=30000)
    c.human_act(c.view().legal[0])                          # something to go on with
    qtbot.waitUntil(lambda: bool(c.hand.history), timeout=30000)
    tw.close()                                              # the host leaves mid-match
    assert net.hosted is None and win.isVisible()
    offered = []
    net.ask_resume_hosted = lambda table: offered.append(table.code_shown) or True
    net.host_table(loopback=True)
    assert offered and net.hosted.code == code              # the same table, the same code
    # and the same choices: the people who come back have their hints as before
    assert net.hosted.config.hints and not net.hosted.config.practice
    assert net.lobby.boxes["hints"].isChecked() and net.lobby.boxes["advisor"].isChecked()
    assert net.hosted.session.table_options()["hints"]
    net.lobby.reject()


def test_a_joined_window_plays_to_the_hand_summary_and_the_host_deals_on(qtbot):
    t = hosted_table(people=(1,), person=None)
    win = solo_window(qtbot)
    net = net_menu.install(win)
    dlg = net.join_table()
    dlg.address.setText(LOCAL)
    dlg.port.setValue(t.port)
    dlg.code.setText(t.code_shown)
    dlg.join()
    qtbot.waitUntil(lambda: net.table_window is not None, timeout=10000)
    tw = net.table_window
    qtbot.addWidget(tw)
    c = tw.controller
    t.start()
    cut_first_deal(qtbot, tw)
    for _ in range(200):
        qtbot.waitUntil(lambda: tw.summary_dialog is not None or (
            c.state == TableState.WAIT_HUMAN and not tw.scene.animator.busy), timeout=60000)
        if tw.summary_dialog is not None:
            break
        view = c.view()
        plays = [a.arg for a in view.legal if a.kind == PLAY]
        if plays:
            tw.play_card(plays[0])
        elif c.human_optional_only:
            c.human_decline()
        else:
            c.human_act(view.legal[0])
    summary = tw.summary_dialog
    assert summary is not None and summary.windowTitle() == "Hand 1"
    assert "Card points" in summary.body.toPlainText()
    # the host revealed the deal (tests/ui/test_net_deal_check.py checks it), and the
    # next deal's fingerprint came with the cut box: closing the summary sends the cut
    qtbot.waitUntil(lambda: summary.findChild(QPushButton, "check_deal") is not None, timeout=10000)
    assert summary.next_button.text() == "Next deal" and summary.cut_box is not None
    QTest.mouseClick(summary.next_button, Qt.LeftButton)          # the host deals, not this
    assert c.match.hands_told == 1 and c.view().phase.name == "DONE"
    t.controller.next_hand()                                      # the host's next deal
    qtbot.waitUntil(lambda: c.view().phase.name != "DONE", timeout=60000)
    assert len(tw.scene.human_cards()) == len(c.view().hand) > 0
    tw.close()
    t.shutdown()


def test_a_joined_window_gets_hints_only_when_the_host_offers_them(qtbot):
    for offered in (False, True):
        t = hosted_table(people=(1,), person=None)
        t.config.hints = offered                      # the host's choice in the lobby
        win = solo_window(qtbot)
        net = net_menu.install(win)
        dlg = net.join_table()
        dlg.address.setText(LOCAL)
        dlg.port.setValue(t.port)
        dlg.code.setText(t.code_shown)
        dlg.join()
        qtbot.waitUntil(lambda net=net: net.table_window is not None, timeout=10000)
        tw = net.table_window
        qtbot.addWidget(tw)
        tw.show()
        assert tw.hint.button.isVisible() == offered
        assert ("Hints: on" if offered else "Hints: off") in tw.options_label.text()
        if offered:
            tw.hint.hints.samples = 4                 # a quick hint
            t.start()
            cut_first_deal(qtbot, tw)
            c = tw.controller
            qtbot.waitUntil(lambda c=c, tw=tw: c.state == TableState.WAIT_HUMAN
                            and tw.hint.button.isEnabled(), timeout=60000)
            QTest.mouseClick(tw.hint.button, Qt.LeftButton)
            qtbot.waitUntil(lambda tw=tw: tw.hint.hint_text.startswith("Hint: "), timeout=60000)
            # said over the hand in the solo table's gold, not in a refusal's red
            notice = tw.scene.notices.item
            assert notice.isVisible() and notice.text == tw.hint.hint_text
            assert notice.box.bg.name() == "#ffd54a" and notice.box.fg.lightness() < 60
        tw.close()
        t.shutdown()


def test_host_window_outlines_the_seat_it_waits_on_not_the_host(qtbot):
    """While the hosted table waits on a person at another computer, the host's window
    outlines that person's plate (whose turn it is), not the host's own."""
    t = hosted_table(people=(0, 1), person=2, first_dealer=3)    # North speaks first
    win = solo_window(qtbot)
    net = net_menu.install(win)
    net.hosted = t
    net.options = {"hints": False, "practice": False, "advisor": False}
    rt = joined(qtbot, t, "Mum", seat=0)
    net._start_hosted()
    tw = net.table_window
    qtbot.addWidget(tw)
    qtbot.waitUntil(lambda: t.controller.hand is not None, timeout=10000)   # Mum has cut
    plate = tw.scene.signs.plates
    qtbot.waitUntil(lambda: tw.statusBar().currentMessage() == "Waiting for Mum\u2026",
                    timeout=10000)
    assert plate[tw.scene.place(0)].highlight
    assert not plate[tw.scene.place(2)].highlight
    rt.shutdown()
    tw.close()


def test_the_title_says_your_turn_while_the_table_waits_on_this_window(qtbot):
    """A shared table's window says in its title (and so on the taskbar) when the table
    waits on its person, and stops saying it once the turn is taken."""
    t = hosted_table(people=(1,), person=None, first_dealer=0)     # East speaks first
    win = solo_window(qtbot)
    net = net_menu.install(win)
    dlg = net.join_table()
    dlg.address.setText(LOCAL)
    dlg.port.setValue(t.port)
    dlg.code.setText(t.code_shown)
    dlg.join()
    qtbot.waitUntil(lambda: net.table_window is not None, timeout=10000)
    tw = net.table_window
    qtbot.addWidget(tw)
    tw.show()
    qtbot.waitExposed(tw)
    c = tw.controller
    assert tw.windowTitle() == "Twenty-Nine: a table with others"
    t.start()
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=60000)
    assert tw.windowTitle() == "Twenty-Nine: a table with others \u2014 your turn"
    _answer(qtbot, tw)
    qtbot.waitUntil(lambda: not tw.windowTitle().endswith("your turn"), timeout=10000)
    tw.close()
    t.shutdown()


def test_the_hosts_hint_is_for_the_hosts_own_turn_only(qtbot):
    """While the hosted table waits on a person at another computer, the host's Hint is
    not offered (it would answer for a turn that is not the host's)."""
    t = hosted_table(people=(0, 1), person=2, first_dealer=3)    # North speaks first
    t.config.hints = True
    win = solo_window(qtbot)
    net = net_menu.install(win)
    net.hosted = t
    net.options = {"hints": True, "practice": False, "advisor": False}
    rt = joined(qtbot, t, "Mum", seat=0)
    net._start_hosted()
    tw = net.table_window
    qtbot.addWidget(tw)
    c = t.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and c.person.waiting == {0},
                    timeout=10000)
    learning = tw.learning
    assert not learning.ctl.can_hint()
    assert learning.ctl.request_hint() is not None          # refused: not the host's turn
    learning._on_state()
    assert not learning.hint_button.isEnabled()
    rt.shutdown()
    tw.close()


def test_a_program_seated_mid_match_shows_the_hand_number_and_the_score_at_once(qtbot):
    """Joining (or coming back) in the middle of a match, a program shows the hand's
    number and the match's score as the host has them, not "Hand 1" and +0/+0 until the
    hand ends: the welcome carries the match so far."""
    cfg = TableConfig(rules=Rules(), levels={s: "random" for s in "NESW"}, human_seat=None,
                      computer_delay_ms=0, animation_speed=0.0, remote_seats=frozenset((1,)))
    t = HostedTable(cfg)
    t.listen(0, loopback=True)
    hc = t.controller
    hc.auto_continue = True
    t.start()
    # computers play hands until the score is not 0-0, and a hand has begun after them
    qtbot.waitUntil(lambda: hc.match is not None and len(hc.match.hands_played) >= 2
                    and hc.match.scores != [0, 0] or hc.match.over, timeout=120000)
    if hc.match.over:
        pytest.skip("the computers finished the match at once")
    hc.auto_continue = False
    qtbot.waitUntil(lambda: hc.state == TableState.HAND_OVER, timeout=60000)
    cfg.computer_delay_ms = 3000            # the next hand lasts while the program joins
    hc.next_hand()
    qtbot.waitUntil(lambda: hc.hand is not None and not hc.hand.over, timeout=10000)
    played, scores = len(hc.match.hands_played), list(hc.match.scores)
    win = solo_window(qtbot)
    net = net_menu.install(win)
    dlg = net.join_table()
    dlg.address.setText(LOCAL)
    dlg.port.setValue(t.port)
    dlg.code.setText(t.code_shown)
    dlg.join()
    qtbot.waitUntil(lambda: net.table_window is not None, timeout=10000)
    tw = net.table_window
    qtbot.addWidget(tw)
    c = tw.controller
    assert c.match.hand_number == played + 1 and c.match.scores == scores
    tw.close()
    t.shutdown()


def test_the_join_dialog_remembers_the_last_table_and_takes_the_seat_back(qtbot, tmp_path):
    """After a restart (a new dialog on the same seats file), the Join dialog has the last
    table's address, port and code filled in, and Join takes the same seat back."""
    t = hosted_table(people=(0, 1, 3))
    seats_file = tmp_path / "table-seats.json"
    first = JoinDialog("Dad", None, finder=TableFinder(port=0, bind=LOCAL), seats_file=seats_file)
    qtbot.addWidget(first)
    assert first.address.text() == "" and first.code.text() == ""      # nothing joined yet
    first.address.setText(LOCAL)
    first.port.setValue(t.port)
    first.code.setText(t.code_shown.lower())
    first.seat.setCurrentIndex(first.seat.findData(3))
    with qtbot.waitSignal(first.sig_joined, timeout=10000) as joined_first:
        first.join()
    rt = joined_first.args[0]
    assert rt.seat == 3
    rt.sock.abort()                          # the program is gone (killed)
    rt.deleteLater()
    again = JoinDialog("Dad", None, finder=TableFinder(port=0, bind=LOCAL), seats_file=seats_file)
    qtbot.addWidget(again)
    assert (again.address.text(), again.port.value()) == (LOCAL, t.port)
    assert again.code.text().replace("-", "").upper() == t.code_shown.replace("-", "")
    with qtbot.waitSignal(again.sig_joined, timeout=10000) as joined_again:
        again.join()
    back = joined_again.args[0]
    assert back.seat == 3 and back.token == rt.token
    back.shutdown()
    t.shutdown()
