"""The duel's Hold button, the info box, when a card may be picked up, refusals in
the player's words and the match result, each checked through the real window (first
reported in issue 17, items 5, 7 to 11, 13)."""

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_table_window import card_point, drag, make_window, table_point, wait_human

from twentynine_desktop.controller import TableState
from twentynine_desktop.engine.actions import BID, PASS, PLAY, Action
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules

from table_hands import PAIR_HANDS, E, N, S, W, south_to_follow_state


def duel_state(*actions) -> HandState:
    st = HandState(Rules(auction="duel"), W, PAIR_HANDS)
    for a in actions:
        st.apply(a)
    return st


def plate(win, seat) -> str:
    return win.scene.plates[win.scene.place(seat)].text


# ---------------------------------------------------------------- 9: holding in the duel auction
def test_duel_holder_gets_a_hold_button_and_the_plates_read_right(qtbot):
    # N and E pass, South bids 16 and holds the bid; West challenges with 17
    st = duel_state(Action(N, PASS), Action(E, PASS), Action(S, BID, 16), Action(W, BID, 17))
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    buttons = win.panel.buttons
    assert buttons["hold"].text() == "Hold 17"
    assert "bid_17" not in buttons and "bid_18" in buttons and "pass" in buttons
    # West's 17 is the high bid now: South no longer holds it
    assert "hold" not in plate(win, S)
    assert plate(win, W).endswith("holds 17")
    QTest.mouseClick(buttons["hold"], Qt.LeftButton)
    assert st.history[-1] == Action(S, BID, 17)
    assert plate(win, S).endswith("\nhold 17")          # "You / hold 17", not "holds"
    assert win.scene.bubbles[0].text == "Hold 17"
    assert "holds" not in plate(win, W)
    win.close()


def test_a_challenger_has_no_hold_button(qtbot):
    # N bids 16 and holds; E passes: South challenges and must go higher
    st = duel_state(Action(N, BID, 16), Action(E, PASS))
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    assert "hold" not in win.panel.buttons and "bid_17" in win.panel.buttons
    assert plate(win, N).endswith("holds 16")
    win.close()


def test_open_auction_has_no_hold_button(qtbot):
    st = HandState(Rules(), W, PAIR_HANDS)
    st.apply(Action(N, BID, 16))
    st.apply(Action(E, PASS))
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    assert "hold" not in win.panel.buttons and "bid_17" in win.panel.buttons
    assert plate(win, N).endswith("holds 16")
    win.close()


# ---------------------------------------------------------------- 11: the info box after a single hand
def test_info_box_after_a_single_hand_shows_its_stake_and_no_trump(qtbot, monkeypatch):
    from twentynine_desktop.engine.actions import DOUBLE, SINGLE, TRUMP
    from twentynine_desktop.ui import main_window as mw
    monkeypatch.setattr(mw.QMessageBox, "question", lambda *a, **kw: mw.QMessageBox.Yes)
    # South bids 20 in hearts, E-W double, then South plays alone without trumps
    st = HandState(Rules(single_hand="all_tricks"), W, PAIR_HANDS)
    for a in (Action(N, PASS), Action(E, PASS), Action(S, BID, 20), Action(W, PASS), Action(S, TRUMP, 1),
              Action(5, DOUBLE), Action(4, PASS)):
        st.apply(a)
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    info = win.scene.info.text
    assert "hidden" in info and "doubled" in info                # before: the contract's trump and stake
    win.controller.human_act(Action(S, SINGLE))
    wait_human(qtbot, win)
    assert st.single == S and st.no_trumps
    info = win.scene.info.text
    assert "hidden" not in info and "hearts" not in info and "doubled" not in info
    assert "Single hand: You play alone" in info
    assert "Stake: 3 game points" in info and "no trumps" in info.lower()
    assert "all eight tricks" in info
    assert win.scene.indicator is None                            # no face-down trump on the table
    win.close()


def test_info_box_in_a_bidder_alone_single_hand_keeps_the_trump(qtbot):
    from twentynine_desktop.engine.actions import SINGLE

    from table_hands import after_auction
    st = after_auction(PAIR_HANDS, rules=Rules(single_hand="bidder_alone"))
    st.apply(Action(N, SINGLE))
    win = make_window(qtbot, hand=st, level="easy")
    qtbot.waitUntil(lambda: "Single hand" in win.scene.info.text, timeout=30000)
    info = win.scene.info.text
    assert "Single hand: North plays alone" in info and "Stake: 3 game points" in info
    assert "Target: 20" in info and "Trump: face down" in info
    win.close()


# ---------------------------------------------------------------- 13: no card picked up off turn
def test_cards_cannot_be_picked_up_while_it_is_not_the_persons_turn(qtbot):
    st = south_to_follow_state()
    win = make_window(qtbot, start=False, level="easy")
    win.config.computer_delay_ms = 600000        # West, next, waits: it is nobody's turn at the table
    win.new_match(hand=st)
    c = win.controller
    wait_human(qtbot, win)
    drag(win, card_point(win, parse_card("7S")), table_point(win))
    assert st.history[-1] == Action(S, PLAY, parse_card("7S"))
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_TIMER and not win.scene.animator.busy, timeout=30000)
    card = parse_card("8S")
    it = win.scene.item_of(card)
    home = QPointF(it.home)
    n = len(st.history)
    vp = win.view.viewport()
    start = card_point(win, card)
    end = table_point(win)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 9):
        p = start + (end - start) * (i / 8)
        QTest.mouseMove(vp, QPoint(int(p.x()), int(p.y())))
        assert it.pos() == home                   # the card stays in the hand: never drawn on the trick
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    assert it.pos() == home and len(st.history) == n
    assert "not your turn" not in win.statusBar().currentMessage()
    QTest.mouseDClick(vp, Qt.LeftButton, Qt.NoModifier, card_point(win, card))
    assert len(st.history) == n and "not your turn" not in win.statusBar().currentMessage()
    win.close()


def test_cards_cannot_be_picked_up_during_an_animation(qtbot):
    st = south_to_follow_state()
    win = make_window(qtbot, start=False, level="easy")
    win.config.animation_speed = 4.0             # slow animations
    win.new_match(hand=st)
    wait_human(qtbot, win)
    win.play_card(parse_card("7S"))
    assert win.scene.animator.busy                # the card slides onto the trick
    it = win.scene.item_of(parse_card("8S"))
    home = QPointF(it.home)
    vp = win.view.viewport()
    start = card_point(win, parse_card("8S"))
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(0, -40))
    QTest.mouseMove(vp, table_point(win))
    assert it.pos() == home
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, table_point(win))
    assert it.pos() == home
    win.close()


# ---------------------------------------------------------------- 8: refusals over the hand, in words
def test_a_refused_card_is_explained_over_the_hand_in_the_players_words(qtbot):
    st = south_to_follow_state()
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    win.scene.notices.ms = 300
    notice = win.scene.notice
    assert not notice.isVisible()
    drag(win, card_point(win, parse_card("KD")), table_point(win))
    assert notice.isVisible() and notice.text == "You must follow suit: play one of the spades."
    assert win.statusBar().currentMessage() == "You must follow suit: play one of the spades."
    # it is drawn just over the person's hand, in front of everything near it
    box = notice.box.mapRectToScene(notice.box.boundingRect())
    hand = win.scene.layout.human_hand_rect()
    assert hand.top() - 40 <= box.bottom() <= hand.bottom() and hand.left() <= box.center().x() <= hand.right()
    assert notice.zValue() > win.scene.item_of(parse_card("7S")).zValue()
    assert win.view.viewport().rect().contains(win.view.mapFromScene(box.center()))
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=20000)     # it fades by itself
    win.close()


def test_refusals_name_seats_and_leave_out_the_engines_words():
    """The table says a refusal from its code: seats by the table's names, the person as
    "you", house rules as "a house rule at this table", never a seat letter or a rule key."""
    from twentynine_desktop.engine.refusal import Refusal, RefusalCode
    from twentynine_desktop.ui.refusal_text import refusal_words
    names = ["North", "East", "You", "West"]
    assert refusal_words(Refusal.of(RefusalCode.ASK_CAN_FOLLOW, actor=S), names, S) == \
        "You can follow suit, so you may not ask for the trump."
    assert refusal_words(Refusal.of(RefusalCode.NOT_YOUR_TURN_TO_PLAY, seat=N, actor=S), names, S) == \
        "It is North's turn to play, not yours."
    assert refusal_words(Refusal.of(RefusalCode.VOID_MUST_TRUMP, actor=S), names, S) == \
        "You cannot follow suit and hold a trump: play a trump."
    assert refusal_words(Refusal.of(RefusalCode.NOT_SIDES_TURN_TO_DECIDE, side=1, window="double", actor=4),
                         names, S) == "It is East and West's turn to decide, not your side's."
    assert refusal_words(Refusal.of(RefusalCode.ONLY_BIDDER_CHOOSES_TRUMP, seat=E), names, S) == \
        "Only the bidder, East, chooses the trump."
    assert refusal_words(Refusal.of(RefusalCode.NO_TRUMP_LEAD), names, S) == \
        "The bidder may not lead a trump before it is revealed (a house rule at this table)."
    # with the person in the West seat
    assert refusal_words(Refusal.of(RefusalCode.NOT_YOUR_TURN_TO_BID, seat=N, actor=W),
                         ["North", "East", "South", "You"], W) == "It is North's turn to bid, not yours."


# ---------------------------------------------------------------- 7: the match-over screen
def play_out_the_match(qtbot, win):
    """The person takes the first legal call (Pass when offered) and card, to the end."""
    c = win.controller
    for _ in range(5000):
        wait_human(qtbot, win)
        dlg = win.summary_dialog
        if dlg is not None:
            if dlg.match_over:
                return dlg
            QTest.mouseClick(dlg.next_button, Qt.LeftButton)
            continue
        acts = [a for a in c.view().legal if a.kind not in ("pair", "single", "double", "redouble", "set")]
        if acts:
            c.human_act(next((a for a in acts if a.kind == PASS), acts[0]))
        else:
            c.human_decline()
    raise AssertionError("the match did not end")


def test_match_over_puts_the_result_first_in_words_with_a_recap_of_the_hands(qtbot):
    import re

    win = make_window(qtbot, seed=11)
    dlg = play_out_the_match(qtbot, win)
    m = win.controller.match
    ours = m.winner == (S & 1)
    winner = "You and your partner" if ours else ("East and West" if m.winner == 1 else "North and South")
    assert f"Match over: {winner} win the match" in dlg.head.text()
    text = dlg.body.toPlainText()
    assert text.startswith(f"{winner} win the match")
    assert not re.search(r"\b(NS|EW)\b", text)                    # no side codes
    # the result is in sight as the dialog opens: nothing to scroll to
    cursor = dlg.body.document().find("win the match")
    assert not cursor.isNull()
    assert dlg.body.verticalScrollBar().value() == 0
    assert dlg.body.viewport().rect().contains(dlg.body.cursorRect(cursor))
    # a recap line per hand: number, contract, made or lost, game points
    hands = m.hands_played
    assert len(hands) >= 2
    for h in hands:
        r = h.result.to_json()
        words = "annulled" if r["status"] == "annulled" else ("made" if r["made"] else "lost")
        mine, theirs = r["game_points"]["NS"], r["game_points"]["EW"]
        shown = [f"{n:+d}" if n else "0" for n in (mine, theirs)]
        line = f"{h.number}\n"
        assert line in text
        if r["status"] != "annulled":
            bidder = "You" if r["bidder"] == "S" else {"N": "North", "E": "East", "W": "West"}[r["bidder"]]
            assert re.search(rf"\b{h.number}\n{bidder} {r['bid']}.*\n{words}\n{re.escape(shown[0])}\n"
                             rf"{re.escape(shown[1])}\n", text), (h.number, text)
    win.close()


# ---------------------------------------------------------------- 10: the running count of card points
def test_info_box_counts_the_card_points_of_each_side_during_play(qtbot):
    from table_hands import pair_window_state
    st = pair_window_state()                    # trick 1 (J S, 7 C, 7 S, K S: 3 points) went to N-S
    win = make_window(qtbot, hand=st, level="easy")
    wait_human(qtbot, win)
    info = win.scene.info.text
    assert "Bidders (your side): 3 of 20" in info and "Defenders: 0" in info
    QTest.mouseClick(win.panel.buttons["pair"], Qt.LeftButton)        # target 16 after the pair
    qtbot.waitUntil(lambda: "Bidders (your side): 3 of 16" in win.scene.info.text, timeout=30000)
    # play on to the end of the next trick: the count follows the engine's
    c = win.controller
    for _ in range(40):
        wait_human(qtbot, win)
        if len(st.tricks) >= 2 or win.summary_dialog is not None:
            break
        acts = [a for a in c.view().legal if a.kind == PLAY]
        c.human_act(acts[0]) if acts else c.human_decline()
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    v = c.view()
    info = win.scene.info.text
    assert f"Bidders (your side): {v.points[0]} of {v.target}" in info and f"Defenders: {v.points[1]}" in info
    win.close()
