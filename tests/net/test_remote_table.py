"""``RemoteTable`` (a joining program's table) against a ``HostedTable`` over real
sockets on 127.0.0.1, in one process: it plays a match to its end as the screen would
(one update at a time, ``animation_done``), shows the host's refusals, tells a version
mismatch on both sides, and rejoins by itself after a drop."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication

from twentynine_desktop.engine.actions import Action, ActionKind
from twentynine_desktop.engine.refusal import Refusal, RefusalCode
from twentynine_desktop.engine.view import player_view
from twentynine_desktop.net import client as client_module
from twentynine_desktop.net import messages as msg
from twentynine_desktop.net.client import RemoteTable
from twentynine_desktop.net.host import HostedTable

from net_support import table_config


@pytest.fixture
def hosted(qapp, monkeypatch):
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "1")
    t = HostedTable(table_config(people=(1,), target=4), code="ABCDEF")
    t.controller.auto_continue = True
    t.listen(0)
    yield t
    t.shutdown()


def _joined(qtbot, t: HostedTable, **kw) -> RemoteTable:
    rt = RemoteTable()
    # cuts every deal at once, as a person's program does when its person clicks on
    rt.sig_fingerprint.connect(lambda _n, _fp: rt.send_cut(b"mum"))
    with qtbot.waitSignal(rt.sig_connection, check_params_cb=lambda s: s == "joined", timeout=10000):
        rt.join("127.0.0.1", t.port, "abc def", "Mum", **kw)
    return rt


def test_a_remote_seat_plays_a_whole_match_seeing_the_hosts_view_of_it(qtbot, hosted):
    t = hosted
    rt = _joined(qtbot, t)
    rt.wait_for_view = True
    assert rt.seat == 1 and rt.token and t.seat_rows()[1]["kind"] == "person"
    rng = random.Random(2)
    turns = []

    def on_update(update):
        assert update.view == rt.view()
        QCoreApplication.instance().processEvents()
        rt.animation_done(update.token)

    def on_turn(view):
        assert view == player_view(t.controller.hand, 1)   # the host waits on this seat
        turns.append(view)
        rt.human_act(rng.choice(view.legal))

    rt.sig_update.connect(on_update)
    rt.sig_human_turn.connect(on_turn)
    with qtbot.waitSignal(rt.sig_match_over, timeout=120000) as over:
        t.start()
    assert over.args == [t.controller.match.winner]
    assert rt.scores == tuple(t.controller.match.scores)
    assert len(turns) > 10
    rt.shutdown()


def test_an_action_the_engine_refuses_comes_back_as_its_typed_refusal(qtbot, hosted):
    t = hosted
    rt = _joined(qtbot, t)
    with qtbot.waitSignal(rt.sig_human_turn, timeout=60000):
        t.start()
    history = list(t.controller.hand.history)
    with qtbot.waitSignal(rt.sig_refused, timeout=10000) as refused:
        rt.human_act(Action(1, ActionKind.BID, 99))
    action, reason = refused.args
    assert action == Action(1, ActionKind.BID, 99) and isinstance(reason, Refusal)
    assert reason == t.controller.hand.refusal(action)
    assert t.controller.hand.history == history
    # the turn is still open: a legal action now is taken, and a second click while it
    # is on its way is refused at once (never sent twice)
    legal = rt.view().legal[0]
    with qtbot.waitSignal(rt.sig_update, timeout=10000):
        assert rt.human_act(legal) is None
        again = rt.human_act(legal)
        assert again is not None and again.code == RefusalCode.NOT_YOUR_TURN
    assert t.controller.hand.history[:len(history) + 1] == [*history, legal]
    rt.shutdown()


def test_another_protocol_version_is_told_in_plain_words_on_both_sides(qtbot, hosted, monkeypatch):
    t = hosted
    old = msg.hello
    monkeypatch.setattr(client_module.msg, "hello",
                        lambda *a, **k: {**old(*a, **k), "protocol": 99})
    notices = []
    t.sig_notice.connect(lambda code, text: notices.append((code, text)))
    rt = RemoteTable()
    with qtbot.waitSignal(rt.sig_join_refused, timeout=10000) as refused:
        rt.join("127.0.0.1", t.port, "ABCDEF", "Old")
    assert refused.args[0] == "version" and "version" in refused.args[1]
    assert notices and notices[0][0] == "version" and "version" in notices[0][1]
    assert rt.seat is None


def test_after_a_drop_the_seat_is_a_computers_until_the_program_is_back_by_itself(qtbot, hosted):
    t = hosted
    rt = _joined(qtbot, t)
    token = rt.token
    with qtbot.waitSignal(t.sig_seats, check_params_cb=lambda rows: rows[1]["kind"] == "away",
                          timeout=10000):
        rt.sock.abort()                  # the connection is lost (a cable, a sleep)
    assert t.controller.is_computer(1)
    with qtbot.waitSignal(t.sig_seats, check_params_cb=lambda rows: rows[1]["kind"] == "person",
                          timeout=10000):
        pass                             # it tries again with its token
    assert rt.token == token and rt.seat == 1 and not t.controller.is_computer(1)
    rt.shutdown()


def test_a_joining_program_gets_hints_on_its_own_view_only_when_the_table_offers_them(
        qtbot, hosted):
    from twentynine_desktop.net.client_hints import RemoteHints
    t = hosted
    t.config.hints = True
    rt = _joined(qtbot, t)
    assert rt.options == {"hints": True, "practice": False}
    hints = RemoteHints(rt)
    hints.samples, hints.budget_ms = 4, 50
    assert hints.request_hint() is not None          # not this seat's turn yet
    with qtbot.waitSignal(rt.sig_human_turn, timeout=60000):
        t.start()
    with qtbot.waitSignal(hints.sig_hint, timeout=60000) as got:
        assert hints.request_hint() is None
    assert got.args[0].action in rt.view().legal
    rt.shutdown()


def test_no_hints_on_a_joining_program_when_the_table_does_not_offer_them(qtbot, hosted):
    from twentynine_desktop.net.client_hints import RemoteHints
    t = hosted
    t.config.hints = False
    rt = _joined(qtbot, t)
    hints = RemoteHints(rt)
    with qtbot.waitSignal(rt.sig_human_turn, timeout=60000):
        t.start()
    reason = hints.request_hint()
    assert reason is not None and not hints.allowed()
    rt.shutdown()


def test_a_scripted_player_gives_up_after_its_tries_a_persons_program_does_not(qtbot, monkeypatch):
    from PySide6.QtNetwork import QHostAddress, QTcpServer
    monkeypatch.setattr(client_module, "RETRY_MS", 10)
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    port = int(server.serverPort())
    server.close()                               # nobody listens there any more
    rt = RemoteTable()
    assert rt.max_retries is None                # a person's program keeps trying
    rt.max_retries = 2
    states = []
    rt.sig_connection.connect(states.append)
    with qtbot.waitSignal(rt.sig_connection, check_params_cb=lambda s: s == "ended",
                          timeout=20000):
        rt.join("127.0.0.1", port, "ABCDEF")
    assert states.count("lost") >= 2 and states[-1] == "ended"
