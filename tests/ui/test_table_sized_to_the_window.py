"""The table is sized to the window (issue 17, item 18).  At 1024x640 the info box and
the card corners were 8-9 px; at 1920x1080 the hand was small in a wide empty field."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_table_window import card_point, drag, make_window, table_point, wait_human

from twentynine_desktop.engine.actions import PLAY
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.refusal import Refusal, RefusalCode
from twentynine_desktop.ui.cardart import CARD_H, CARD_W
from twentynine_desktop.ui.items import CardItem, SixItem, TextBox
from twentynine_desktop.ui.settings_store import Settings

from table_hands import S, south_to_follow_state

# the rank in a card's corner is 9.2 % of the card's height (31 of the SVG's 336 rows);
# 8 px is the height of a digit of an 11 px font
RANK_OF_CARD = 31 / 336
LEGIBLE_PX = 11
LEGIBLE_DIGIT_PX = 8


def sized_window(qtbot, w, h, **kw):
    win = make_window(qtbot, hand=south_to_follow_state(), **kw)
    wait_human(qtbot, win)
    win.setMinimumSize(100, 100)
    win.resize(w, h)
    qtbot.waitUntil(lambda: (win.width(), win.height()) == (w, h), timeout=5000)
    qtbot.wait(20)
    return win


def on_screen(win, item, rect: QRectF) -> QRect:
    """Where ``rect`` (in ``item``'s coordinates) is in the view's viewport."""
    return win.view.mapFromScene(item.mapToScene(rect)).boundingRect()


def card_rect(win, it) -> QRect:
    return on_screen(win, it, QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H))


def hand_items(win):
    return win.scene.hands[win.scene.viewer]


def texts_on_the_table(win):
    return [it for it in win.scene.items() if isinstance(it, TextBox) and it.text and it.isVisible()]


@pytest.mark.parametrize("size", [(1024, 600), (1024, 640)])
def test_every_text_on_a_small_table_is_legible(qtbot, size):
    win = sized_window(qtbot, *size)
    scale = win.view.transform().m11()
    boxes = texts_on_the_table(win)
    assert win.scene.info in boxes and win.scene.plates[0] in boxes
    win.refused(Refusal.of(RefusalCode.MUST_FOLLOW_SUIT, actor=S, card=parse_card("KD"), suit=0))  # the notice, too
    boxes = texts_on_the_table(win)
    assert win.scene.notice.box in boxes
    for box in boxes:
        assert box.font.pixelSize() * scale >= LEGIBLE_PX, (box.text, box.font.pixelSize() * scale)
    assert SixItem.CORNER_PX * scale >= LEGIBLE_PX and SixItem.LABEL_PX * scale >= LEGIBLE_PX
    # the corners of the person's cards and of the cards in the trick
    faces = hand_items(win) + win.scene.trick_items
    assert len(faces) == 8 + 2
    for it in faces:
        assert card_rect(win, it).height() * RANK_OF_CARD >= LEGIBLE_DIGIT_PX, card_rect(win, it)
    win.close()


def test_nothing_is_cut_off_at_1024x600(qtbot):
    win = sized_window(qtbot, 1024, 600)
    vp = win.view.viewport().rect().adjusted(-1, -1, 1, 1)
    sc = win.scene
    items = (hand_items(win) + [it for s in range(4) for it in sc.hands[s]] + sc.trick_items
             + [sc.indicator, sc.info, *sc.sixes, *sc.plates.values()])
    for it in items:
        r = win.view.mapFromScene(it.sceneBoundingRect()).boundingRect()
        if isinstance(it, CardItem):
            r = card_rect(win, it)
        assert vp.contains(r), (it, r, vp)
    # the action bar's buttons are in the window
    for b in [win.panel.last_button, *win.panel.buttons.values()]:
        assert win.rect().contains(QRect(b.mapTo(win, QPoint(0, 0)), b.size()))
    # nothing on the table covers another thing it must not: the plates, the info box
    # and the sixes are apart from every hand
    boxes = [sc.info, *sc.sixes, *sc.plates.values()]
    for box in boxes:
        for it in [it for s in range(4) for it in sc.hands[s]] + [sc.indicator]:
            assert not box.sceneBoundingRect().intersects(it.sceneBoundingRect()), (box, it.seat)
    win.close()


def test_a_wide_window_is_filled_and_the_hand_is_larger(qtbot):
    sizes = {}
    for size in ((1366, 768), (1920, 1080)):
        win = sized_window(qtbot, *size)
        vp = win.view.viewport().rect()
        # the table fills the window: no empty strip on either side
        table = win.view.mapFromScene(win.scene.sceneRect()).boundingRect()
        assert table.left() <= 1 and table.right() >= vp.right() - 1, (table, vp)
        assert table.top() <= 1 and table.bottom() >= vp.bottom() - 1, (table, vp)
        cards = [card_rect(win, it) for it in hand_items(win)]
        hand = cards[0].united(cards[-1])
        sizes[size] = cards[0].height()
        # the hand is not small in a wide empty field: its cards are a good part of the
        # window's height and it spans a good part of its width
        assert cards[0].height() >= 0.18 * vp.height(), (cards[0], vp)
        assert hand.width() >= 0.4 * vp.width(), (hand, vp)
        assert vp.contains(hand)
        win.close()
    assert sizes[(1920, 1080)] > sizes[(1366, 768)] * 1.2


def test_large_cards_and_text_size_still_apply_on_a_small_and_a_large_window(qtbot):
    for size in ((1024, 600), (1920, 1080)):
        win = sized_window(qtbot, *size)
        normal = [card_rect(win, it).height() for it in hand_items(win)]
        win.apply_display(Settings().table.replace(card_size="large", ui_scale="150", language="en"))
        large = [card_rect(win, it).height() for it in hand_items(win)]
        assert all(b > a * 1.2 for a, b in zip(normal, large, strict=True)), (size, normal, large)
        vp = win.view.viewport().rect().adjusted(-1, -1, 1, 1)
        for it in hand_items(win):
            assert vp.contains(card_rect(win, it)), size      # the larger hand stays on the table
        win.apply_display(Settings().table.replace(language="en"))
        assert [card_rect(win, it).height() for it in hand_items(win)] == normal
        win.set_ui_scale(1.0)
        win.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_drag_click_and_keys_play_at_every_size(qtbot, size):
    """A card dragged, double-clicked or chosen with the keys is played, at both ends
    of the sizes (the hit-testing follows the table's scale)."""
    for how in ("drag", "double-click", "keys"):
        win = sized_window(qtbot, *size, level="easy")
        c = win.controller
        card = parse_card("7S")
        if how == "drag":
            drag(win, card_point(win, card), table_point(win))
        elif how == "double-click":
            QTest.mouseDClick(win.view.viewport(), Qt.LeftButton, Qt.NoModifier, card_point(win, card))
        else:
            win.view.setFocus()
            while win.scene.selected != card:
                QTest.keyClick(win.view, Qt.Key_Right)
            QTest.keyClick(win.view, Qt.Key_Return)
        qtbot.waitUntil(lambda c=c: any(a.actor == S and a.kind == PLAY for a in c.hand.history), timeout=10000)
        assert [a.arg for a in c.hand.history if a.actor == S and a.kind == PLAY] == [card], how
        win.close()


def test_a_resize_mid_hand_puts_everything_in_its_new_place(qtbot):
    win = sized_window(qtbot, 1280, 800)
    win.resize(1920, 1080)
    qtbot.waitUntil(lambda: win.width() == 1920, timeout=5000)
    qtbot.wait(20)
    sc = win.scene
    lay = sc.layout
    assert sc.sceneRect() == QRectF(0, 0, lay.w, lay.h)
    for it, (pos, _rot, scale) in zip(hand_items(win), lay.hand_positions(0, 8), strict=True):
        assert it.pos() == pos and it.home == pos and it.scale() == scale
    for it in sc.trick_items:
        assert it.pos() == lay.trick[sc.place(it.seat)]
    # the trick is in the middle of the window, the drop zone around it
    mid = win.view.mapFromScene(lay.trick_centre)
    vp = win.view.viewport().rect()
    assert abs(mid.x() - vp.center().x()) <= 2
    assert lay.drop_zone.contains(QPointF(lay.trick_centre))
    win.close()


def test_a_resize_during_an_animation_ends_with_everything_in_its_new_place(qtbot):
    """A card on its way when the window changes size ends where the new table wants it
    (its animation was aimed at the old table)."""
    win = sized_window(qtbot, 1280, 800)
    win.config.computer_delay_ms = 600000        # West, next, waits: the trick stays as it is
    win.scene.animator.speed = 1.0
    card = parse_card("7S")
    assert win.play_card(card) is None
    assert win.scene.animator.busy
    win.resize(1920, 1080)
    qtbot.waitUntil(lambda: win.width() == 1920, timeout=5000)
    assert win.scene.animator.busy               # the card is still on its way
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=10000)
    qtbot.wait(20)
    sc = win.scene
    lay = sc.layout
    # the table is as wide as the view at its new size (the hand log beside it takes
    # a strip of the window)
    vw = win.view.viewport().width()
    assert vw > 1600 and lay.w > vw / win.view.transform().m11() - 2
    played = [it for it in sc.trick_items if it.card == card]
    assert played and played[0].pos() == lay.trick[0] and played[0].scale() == lay.trick_scale
    for it, (pos, _rot, scale) in zip(hand_items(win), lay.hand_positions(0, 7), strict=True):
        assert it.pos() == pos and it.scale() == scale
    win.close()


def _gap_left_of_hand(win, place: int = 0) -> float:
    """Scene units between the right edge of a plate (0: the person's, 2: North's) and
    the left edge of the leftmost card in that seat's hand."""
    plate = win.scene.plates[place].sceneBoundingRect()
    seat = (win.scene.viewer + place) % 4
    left = min(it.sceneBoundingRect().left() for it in win.scene.hands[seat])
    return left - plate.right()


def test_in_the_auction_the_persons_plate_stands_beside_the_four_cards(qtbot):
    # it stood where the eighth card goes, two card widths away from the first four
    win = make_window(qtbot)
    wait_human(qtbot, win)
    assert len(hand_items(win)) == 4
    assert 0 < _gap_left_of_hand(win) <= 40, _gap_left_of_hand(win)
    assert win.scene.first_four
    win.close()


def test_in_the_play_the_persons_plate_keeps_its_place_as_the_hand_shrinks(qtbot):
    win = sized_window(qtbot, 1280, 800)
    assert len(hand_items(win)) == 8
    at = win.scene.plates[0].pos()
    assert 0 < _gap_left_of_hand(win) <= 40, _gap_left_of_hand(win)
    assert not win.scene.first_four
    assert win.controller.human_play(parse_card("7S")) is None   # South follows in spades
    qtbot.waitUntil(lambda: len(hand_items(win)) == 7, timeout=10000)
    wait_human(qtbot, win)
    assert len(hand_items(win)) <= 7
    assert win.scene.plates[0].pos() == at
    win.close()


def test_in_the_auction_norths_plate_stands_beside_its_four_cards(qtbot):
    # it stood where North's eighth card goes, 89 scene units from the first four
    win = make_window(qtbot)
    wait_human(qtbot, win)
    north = (win.scene.viewer + 2) % 4
    assert len(win.scene.hands[north]) == 4
    assert 0 < _gap_left_of_hand(win, 2) <= 40, _gap_left_of_hand(win, 2)
    win.close()


def test_in_the_play_norths_plate_stands_beside_its_eight_cards(qtbot):
    win = sized_window(qtbot, 1280, 800)
    north = (win.scene.viewer + 2) % 4
    assert len(win.scene.hands[north]) >= 7
    assert 0 < _gap_left_of_hand(win, 2) <= 55, _gap_left_of_hand(win, 2)   # as before
    win.close()
