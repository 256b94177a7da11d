"""The table window with real mouse drags on the view's viewport (pytest-qt)."""

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from twentynine_desktop.controller import TableConfig, TableState  # noqa: E402
from twentynine_desktop.engine.actions import PLAY  # noqa: E402
from twentynine_desktop.engine.cards import parse_card  # noqa: E402
from twentynine_desktop.ui.cardart import CARD_W  # noqa: E402
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402

from table_hands import S, pair_window_state, south_to_follow_state, south_void_state  # noqa: E402


def make_window(qtbot, start=True, level="random", hand=None, **kw) -> MainWindow:
    kw.setdefault("seed", 7)
    # the tests' table: East deals first, so the person speaks first (a real match
    # draws its first dealer; tests/ui/test_first_dealer.py passes first_dealer=None)
    kw.setdefault("first_dealer", 1)
    cfg = TableConfig(levels={"N": level, "E": level, "W": level}, animation_speed=0.0,
                      computer_delay_ms=0, **kw)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    if start or hand is not None:
        win.new_match(hand=hand)
    return win


def wait_human(qtbot, win, timeout=30000):
    c = win.controller
    qtbot.waitUntil(lambda: (c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy)
                    or win.summary_dialog is not None, timeout=timeout)


def card_point(win, card) -> QPoint:
    """A viewport point on the visible left strip of the card in the fan."""
    it = win.scene.item_of(card)
    return win.view.mapFromScene(it.mapToScene(QPointF(-CARD_W / 2 + 14, 10)))


def drag(win, start: QPoint, end: QPoint, steps: int = 8) -> None:
    vp = win.view.viewport()
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        QTest.mouseMove(vp, QPoint(int(p.x()), int(p.y())))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def table_point(win) -> QPoint:
    return win.view.mapFromScene(win.scene.layout.trick_centre)


def test_full_hand_played_with_mouse_drags(qtbot):
    win = make_window(qtbot, seed=21)
    c = win.controller
    dragged = 0
    for _ in range(200):
        wait_human(qtbot, win)
        if win.summary_dialog is not None:
            break
        view = c.view()
        plays = [a.arg for a in view.legal if a.kind == PLAY and a.actor == S]
        if plays:
            card = plays[0]
            n = len(c.hand.history)
            drag(win, card_point(win, card), table_point(win))
            qtbot.waitUntil(lambda: len(c.hand.history) > n or win.summary_dialog is not None, timeout=30000)
            assert any(a == (S, PLAY, card) for a in c.hand.history)
            dragged += 1
            continue
        buttons = win.panel.buttons
        # any other decision: press the button the panel offers
        for key in ("pass", "decline", "trump_S", "seventh"):
            if key in buttons:
                QTest.mouseClick(buttons[key], Qt.LeftButton)
                break
        else:
            QTest.mouseClick(next(iter(buttons.values())), Qt.LeftButton)
    assert win.summary_dialog is not None
    assert dragged == sum(1 for a in c.hand.history if a.actor == S and a.kind == PLAY) == 8
    r = win.summary_dialog.summary.result.to_json()
    assert len(r["tricks"]) == 8 and r["points"]["NS"] + r["points"]["EW"] == 28
    assert "Card points" in win.summary_dialog.body.toPlainText()
    # the next deal comes when the summary is accepted
    QTest.mouseClick(win.summary_dialog.next_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: c.match.hand_number == 2, timeout=30000)
    win.close()


def test_illegal_drag_returns_the_card_and_changes_nothing(qtbot):
    st = south_to_follow_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    c = win.controller
    kd = parse_card("KD")
    it = win.scene.item_of(kd)
    assert it.dimmed and not it.playable
    assert not win.scene.item_of(parse_card("7S")).dimmed
    home = QPointF(it.home)
    n = len(st.history)
    drag(win, card_point(win, kd), table_point(win))
    assert "must follow suit" in win.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert it.pos() == home
    assert len(st.history) == n and c.state == TableState.WAIT_HUMAN
    assert kd in [x.card for x in win.scene.hands[S]]
    # a legal card dropped outside the table also slides back
    p7 = card_point(win, parse_card("7S"))
    drag(win, p7, p7 + QPoint(0, -25))
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert len(st.history) == n
    win.close()


def test_ask_for_trump_offered_exactly_when_void_and_hidden(qtbot):
    win = make_window(qtbot, hand=south_void_state())
    wait_human(qtbot, win)
    assert "ask" in win.panel.buttons
    QTest.mouseClick(win.panel.buttons["ask"], Qt.LeftButton)
    st = win.controller.hand
    qtbot.waitUntil(lambda: st.revealed, timeout=30000)
    wait_human(qtbot, win)
    assert "ask" not in win.panel.buttons           # revealed: no more asking
    assert win.scene.indicator.key_override == "suit:H"
    win.close()

    win = make_window(qtbot, hand=south_to_follow_state())
    wait_human(qtbot, win)
    assert "ask" not in win.panel.buttons           # can follow suit
    win.close()


def test_declare_pair_offered_exactly_while_allowed(qtbot):
    win = make_window(qtbot, hand=south_to_follow_state())
    wait_human(qtbot, win)
    assert "pair" not in win.panel.buttons          # trump still hidden
    win.close()

    st = pair_window_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    assert set(win.panel.buttons) == {"pair", "decline"}
    QTest.mouseClick(win.panel.buttons["decline"], Qt.LeftButton)
    qtbot.waitUntil(lambda: st.history[-1].kind == PLAY and st.history[-1].actor == 0, timeout=30000)
    wait_human(qtbot, win)
    assert "pair" not in win.panel.buttons          # North's card closed the window
    win.close()

    st = pair_window_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    QTest.mouseClick(win.panel.buttons["pair"], Qt.LeftButton)
    qtbot.waitUntil(lambda: st.pair is not None, timeout=30000)
    assert st.target == 16 and "Target: 16" in win.scene.info.text
    win.close()


def test_keyboard_and_double_click_play(qtbot):
    st = south_to_follow_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    sel0 = win.scene.selected
    assert sel0 in (parse_card("7S"), parse_card("8S"))
    QTest.keyClick(win.view, Qt.Key_Right)
    sel1 = win.scene.selected
    assert sel1 != sel0 and sel1 in (parse_card("7S"), parse_card("8S"))   # skips illegal cards
    QTest.keyClick(win.view, Qt.Key_Return)
    assert st.history[-1] == (S, PLAY, sel1)
    win.close()

    st = south_to_follow_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    QTest.mouseDClick(win.view.viewport(), Qt.LeftButton, Qt.NoModifier, card_point(win, parse_card("8S")))
    assert st.history[-1] == (S, PLAY, parse_card("8S"))
    win.close()


def test_last_trick_can_be_looked_at_again(qtbot):
    st = pair_window_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    assert win.panel.last_button.isEnabled()
    QTest.keyClick(win.view, Qt.Key_L)
    assert win.scene.last_trick_shown
    shown = sorted(it.card for it in win.scene.last_trick.items[1:])
    assert shown == sorted(c for _, c in st.tricks[-1].cards)
    QTest.keyClick(win.view, Qt.Key_L)
    assert not win.scene.last_trick_shown
    QTest.mouseClick(win.panel.last_button, Qt.LeftButton)
    assert win.scene.last_trick_shown
    win.close()


def test_export_hand_writes_the_record(qtbot, tmp_path):
    st = pair_window_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    # during the hand the record (every seat's cards) is not written
    assert win.export_hand(str(tmp_path / "hand.json")) is None
    assert not (tmp_path / "hand.json").exists()
    c = win.controller
    for _ in range(100):
        wait_human(qtbot, win)
        if win.summary_dialog is not None:
            break
        acts = [a for a in c.view().legal if a.kind not in ("pair", "single")]
        if acts:
            c.human_act(acts[0])
        else:
            c.human_decline()
    assert st.over
    path = win.export_hand(str(tmp_path / "hand.json"))
    data = json.loads(Path(path).read_text())
    assert data["format"] == "twentynine-hand/1"
    assert data["actions"][0] == ["N", "bid", 20] and len(data["actions"]) == len(st.history)
    win.close()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (3840, 2160)])
def test_table_scales_with_the_window(qtbot, size):
    win = make_window(qtbot, hand=south_to_follow_state())
    wait_human(qtbot, win)
    win.resize(*size)
    # the table takes the window's width, less the hand log's beside it (open on a wide window)
    qtbot.waitUntil(lambda: win.view.viewport().width() >= size[0] - 40 - (
        win.hand_log.width() + 8 if win.hand_log.isVisible() else 0), timeout=30000)
    QTimer.singleShot(0, lambda: None)
    qtbot.wait(20)
    img = win.grab()
    assert not img.isNull()
    # the whole scene fits: every corner of the table is inside the viewport
    vr = win.view.viewport().rect()
    for pt in (QPointF(0, 0), win.scene.sceneRect().bottomRight()):
        p = win.view.mapFromScene(pt)
        assert vr.adjusted(-2, -2, 2, 2).contains(p)
    # card pixmaps were rendered for the new size (width in device pixels)
    scale = win.view.transform().m11() * win.scene.layout.human_scale
    want = CARD_W * scale * win.view.devicePixelRatioF()
    widths = {k[1] for k in win.art._cache if k[0] != "back"}
    assert any(abs(w - want) <= win.art.QUANTUM for w in widths)
    win.close()


def test_trump_chooser_offers_own_cards_and_seventh_card(qtbot):
    from twentynine_desktop.engine.actions import BID, PASS, Action
    from twentynine_desktop.engine.hand import HandState
    from twentynine_desktop.engine.rules import Rules

    from table_hands import PAIR_HANDS, E, N, W
    st = HandState(Rules(trump_card="own_card", seventh_card=True), W, PAIR_HANDS)
    for a in (Action(N, PASS), Action(E, PASS), Action(S, BID, 17), Action(W, PASS)):
        st.apply(a)
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    first_four = PAIR_HANDS[S][:4]
    assert set(win.panel.buttons) == {f"card_{c}" for c in first_four} | {"seventh"}
    qh = parse_card("QH")
    QTest.mouseClick(win.panel.buttons[f"card_{qh}"], Qt.LeftButton)
    assert st.withheld == qh and st.trump == 1
    qtbot.waitUntil(lambda: win.scene.item_of(qh) is None and win.scene.indicator is not None, timeout=30000)
    win.close()

    win = make_window(qtbot, hand=south_void_state(), human_seat=S)
    wait_human(qtbot, win)
    assert win.scene.plates[0].highlight          # the human's plate shows whose turn it is
    win.close()


def test_single_hand_offered_only_before_the_first_lead(qtbot):
    from twentynine_desktop.engine.rules import Rules

    from table_hands import PAIR_HANDS, after_auction
    st = after_auction(PAIR_HANDS, rules=Rules(single_hand="all_tricks"))
    # "easy", not "random": a random East sometimes declared the single hand first
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    assert set(win.panel.buttons) == {"single", "decline"}   # North would lead: South may go single
    QTest.mouseClick(win.panel.buttons["decline"], Qt.LeftButton)
    qtbot.waitUntil(lambda: len(st.trick) >= 2, timeout=30000)   # N and E played
    wait_human(qtbot, win)
    assert "single" not in win.panel.buttons
    win.close()


def test_match_over_shows_the_winner_and_starts_a_new_match(qtbot):
    cfg = TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None, animation_speed=0.0,
                      computer_delay_ms=0, seed=5)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.show()
    win.new_match()
    c = win.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=30000)
        if win.summary_dialog.match_over:
            break
        QTest.mouseClick(win.summary_dialog.next_button, Qt.LeftButton)
    dlg = win.summary_dialog
    assert dlg.match_over and c.state == TableState.MATCH_OVER
    assert dlg.next_button.text() == "New match"
    assert "win the match" in dlg.body.toPlainText()
    assert win.scene.sixes[0].score == c.match.scores[0] and win.scene.sixes[1].score == c.match.scores[1]
    old = c.match
    QTest.mouseClick(dlg.next_button, Qt.LeftButton)
    assert c.match is not old and c.match.scores == [0, 0] and c.match.hand_number == 1
    win.close()


def test_partner_playing_alone_dims_the_human_who_sits_out(qtbot):
    from twentynine_desktop.engine.actions import SINGLE, Action
    from twentynine_desktop.engine.rules import Rules

    from table_hands import PAIR_HANDS, N, after_auction
    st = after_auction(PAIR_HANDS, rules=Rules(single_hand="bidder_alone"))
    st.apply(Action(N, SINGLE))
    win = make_window(qtbot, hand=st)
    qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=30000)
    assert not any(a.actor == S for a in st.history[6:])       # South never acted
    items = win.scene.hands[S]
    assert len(items) == 8 and all(it.opacity() == pytest.approx(0.35) for it in items)
    assert "sits out" in win.scene.plates[0].text
    win.close()
