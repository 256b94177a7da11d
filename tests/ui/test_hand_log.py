"""The running log of the hand and the lasting mark of who brought the trump out: each
kind of entry, in the order it happened; the mark names the asker and the trick; and
neither says anything the person may not see (the trump chosen face down stays unsaid
until it is revealed, except to the bidder who chose it)."""

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from twentynine_desktop.engine.actions import ASK, BID, DOUBLE, PAIR, PASS, PLAY, TRUMP, Action  # noqa: E402
from twentynine_desktop.engine.cards import parse_card  # noqa: E402
from twentynine_desktop.engine.hand import HandState  # noqa: E402
from twentynine_desktop.engine.rules import Rules  # noqa: E402
from twentynine_desktop.engine.view import player_view  # noqa: E402
from twentynine_desktop.ui import i18n  # noqa: E402
from twentynine_desktop.ui.events_text import info_text, plate_text, reveal_info  # noqa: E402
from twentynine_desktop.ui.hand_log import log_entries  # noqa: E402

from table_hands import PAIR_HANDS, E, N, S, W  # noqa: E402

NAMES = ["North", "East", "You", "West"]


@pytest.fixture(autouse=True)
def english(qapp):
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def the_hand(upto: int | None = None) -> HandState:
    """North bids 20 (the others pass), sets hearts face down, East and West double;
    trick 1: North leads the Jack of spades, East (void) asks for the trump and plays
    the 7 of clubs, South and West follow; North and South win, and South shows the
    pair; trick 2 begins."""
    c = parse_card
    acts = [Action(N, BID, 20), Action(E, PASS), Action(S, PASS), Action(W, PASS), Action(N, TRUMP, 1),
            Action(5, DOUBLE), Action(4, PASS),
            Action(N, PLAY, c("JS")), Action(E, ASK), Action(E, PLAY, c("7C")), Action(S, PLAY, c("7S")),
            Action(W, PLAY, c("KS")), Action(S, PAIR), Action(N, PLAY, c("9S"))]
    st = HandState(Rules(), W, PAIR_HANDS)
    for a in acts[:upto]:
        st.apply(a)
    return st


def test_the_log_holds_each_kind_of_entry_in_the_order_it_happened():
    entries = log_entries(player_view(the_hand(), S), NAMES)
    assert [e.topic for e in entries] == ["bid", "pass", "pass", "pass", "contract", "trump", "double",
                                          "reveal", "trick", "pair"]
    text = [e.text for e in entries]
    assert text[0] == "Bid: North, 20" and text[1] == "Bid: East, pass"
    assert text[4] == "Contract: North, 20"
    assert text[6] == "Double: East and West"
    assert text[7] == "Trick 1: East asked for the trump: \u2665 hearts"
    assert text[8] == "Trick 1: J\u2660 7\u2663 7\u2660 K\u2660, won by North (+3)"
    assert text[9].startswith("Pair (King and Queen of trumps) shown by You")
    # the suits coloured: hearts and diamonds red
    assert "color:#c0141e'>\u2665" in entries[7].html


def test_the_reveal_mark_names_the_asker_and_the_trick_and_lasts():
    for upto in (9, 12, None):            # at the ask, at the trick's end, in the next trick
        view = player_view(the_hand(upto), S)
        assert reveal_info(view) == (E, 1, True)
        plates = {s: plate_text(s, view, NAMES[s], None) for s in range(4)}
        assert "\u2665 asked for the trump, trick 1" in plates[E]
        assert all("asked for the trump" not in plates[s] for s in (N, S, W))


def test_an_automatic_reveal_is_marked_at_the_seat_whose_turn_turned_it_up():
    from twentynine_desktop.engine.cards import parse_card as c
    st = HandState(Rules(reveal="automatic"), W, PAIR_HANDS)
    for a in (Action(N, BID, 20), Action(E, PASS), Action(S, PASS), Action(W, PASS), Action(N, TRUMP, 1),
              Action(5, PASS), Action(N, PLAY, c("JS"))):
        st.apply(a)
    view = player_view(st, S)
    assert view.revealed and reveal_info(view) == (E, 1, False)
    assert "trump turned up, trick 1" in plate_text(E, view, "East", None)
    assert [e.topic for e in log_entries(view, NAMES)][-1] == "reveal"


def words_of(view) -> str:
    entries = log_entries(view, NAMES)
    return " ".join([e.text for e in entries] + [e.html for e in entries]
                    + [plate_text(s, view, NAMES[s], None) for s in range(4)] + [info_text(view, None)])


@pytest.mark.parametrize("seat", [E, S, W])
def test_before_the_reveal_nothing_names_the_hidden_trump(seat):
    view = player_view(the_hand(8), seat)      # North's lead: the trump still face down
    assert not view.revealed
    said = words_of(view)
    assert "hearts" not in said and "\u2665 " not in said.replace("\u2665</span>", "")
    assert "Trump set face down by North" in said
    # and once it is revealed, everyone reads it
    assert "hearts" in words_of(player_view(the_hand(9), seat))


def test_the_bidder_reads_the_trump_it_chose_and_no_one_else_does():
    said = [e.text for e in log_entries(player_view(the_hand(8), N), ["You", "East", "South", "West"])]
    assert "Trump set face down by You: \u2665 hearts (only you know it)" in said
    for seat in (E, S, W):
        assert not any("only you know it" in t for t in
                       [e.text for e in log_entries(player_view(the_hand(8), seat), NAMES)])


def test_the_log_beside_the_table_follows_the_hand_and_folds_away(qtbot):
    from test_table_window import make_window, wait_human

    from twentynine_desktop.controller import TableState

    win = make_window(qtbot, hand=the_hand(8))
    wait_human(qtbot, win)
    dock = win.hand_log
    qtbot.waitUntil(lambda: bool(dock.entries), timeout=30000)
    assert dock.isVisible()
    kinds = [e.topic for e in dock.entries]
    assert kinds[:6] == ["bid", "pass", "pass", "pass", "contract", "trump"]
    # the log is beside the table, never over it
    from PySide6.QtCore import QPoint, QRect
    table = QRect(win.view.mapTo(win, QPoint(0, 0)), win.view.size())
    assert table.width() > 0 and not dock.geometry().intersects(table)
    # the person plays on: the log follows once the cards have landed
    c = win.controller
    for _ in range(40):
        if any(e.topic == "trick" for e in dock.entries):
            break
        wait_human(qtbot, win)
        if c.state == TableState.WAIT_HUMAN:
            v = c.view()
            acts = [a for a in v.legal if a.kind in (PLAY, ASK)]
            c.human_act(acts[0])
        qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert any(e.topic == "trick" for e in dock.entries)
    plain = dock.body.toPlainText()
    assert re.search(r"Trick 1: .*won by", plain)
    # View > Hand log folds it away and brings it back
    dock.act_toggle.trigger()
    assert not dock.isVisible() and not dock.act_toggle.isChecked()
    dock.act_toggle.trigger()
    assert dock.isVisible()
    win.close()


def test_the_log_starts_folded_on_a_narrow_window_and_keeps_the_persons_choice(qtbot):
    from test_table_window import make_window

    win = make_window(qtbot, hand=the_hand(8))
    dock = win.hand_log
    win.resize(1024, 640)
    qtbot.waitUntil(lambda: not dock.isVisible(), timeout=10000)
    assert not dock.act_toggle.isChecked()
    dock.act_toggle.trigger()                    # the person opens it: it stays open
    assert dock.isVisible()
    win.resize(1000, 620)
    qtbot.wait(10)
    assert dock.isVisible()
    win.resize(1600, 900)
    dock.close()                                 # folded by its own button: it stays folded
    win.resize(1700, 950)
    qtbot.wait(10)
    assert not dock.isVisible()
    win.close()


@pytest.mark.parametrize("lang", ["bn", "hi", "ne"])
def test_the_log_and_the_mark_are_in_the_chosen_language(lang):
    from twentynine_desktop.ui.events_text import SEAT_NAMES
    from twentynine_desktop.ui.i18n import tr

    i18n.set_language(lang)
    names = [tr(n) for n in SEAT_NAMES]
    view = player_view(the_hand(), S)
    said = [e.text for e in log_entries(view, names)] + [plate_text(E, view, names[E], None)]
    assert len(said) == 11
    english = [t for t in said if re.findall(r"[A-Za-z]{2,}", t)]
    assert english == []
