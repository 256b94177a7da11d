"""Dragging a card, KPat style (ui/drag.py), with real mouse events on the view's
viewport: only a card that may be played lifts, and the drop zone lights while the
dragged card is over it and goes dark when it leaves, is dropped or is put back."""

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_table_window import card_point, make_window, table_point, wait_human  # noqa: E402

from twentynine_desktop.controller import TableState  # noqa: E402
from twentynine_desktop.engine.actions import PLAY  # noqa: E402
from twentynine_desktop.engine.cards import parse_card  # noqa: E402
from twentynine_desktop.ui.drag import DropZone  # noqa: E402

from table_hands import S, south_to_follow_state  # noqa: E402


def press(win, at: QPoint) -> None:
    QTest.mousePress(win.view.viewport(), Qt.LeftButton, Qt.NoModifier, at)


def move(win, start: QPoint, end: QPoint, steps: int = 8) -> None:
    """The mouse, its button held, from ``start`` to ``end`` in a few steps."""
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        QTest.mouseMove(win.view.viewport(), QPoint(int(p.x()), int(p.y())))


def release(win, at: QPoint) -> None:
    QTest.mouseRelease(win.view.viewport(), Qt.LeftButton, Qt.NoModifier, at)


def following_state_window(qtbot):
    """South to follow spades: 7S may be played, KD may not."""
    st = south_to_follow_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    return win, st


def test_a_card_that_may_not_be_played_does_not_lift(qtbot):
    win, st = following_state_window(qtbot)
    kd = win.scene.item_of(parse_card("KD"))
    home, z = QPointF(kd.home), kd.zValue()
    assert kd.pos() == home
    start = card_point(win, kd.card)
    press(win, start)
    move(win, start, table_point(win))
    # it stayed in the hand, under the others, and nothing over the table is lit
    assert kd.pos() == home and kd.zValue() == z
    assert win.scene.drag.held is None
    assert not win.scene.zone.lit
    # the person is told why, as for any refusal, and nothing was played
    assert "must follow suit" in win.statusBar().currentMessage()
    assert win.scene.notice.isVisible()
    release(win, table_point(win))
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert kd.pos() == home and not win.scene.zone.lit
    assert len(st.history) == len(south_to_follow_state().history)
    assert win.controller.state == TableState.WAIT_HUMAN
    win.close()


def test_a_card_that_may_be_played_lifts_and_follows_the_mouse(qtbot):
    win, _st = following_state_window(qtbot)
    seven = win.scene.item_of(parse_card("7S"))
    home = QPointF(seven.home)
    others = max(it.zValue() for it in win.scene.hands[S] if it is not seven)
    start = card_point(win, seven.card)
    end = start + QPoint(0, -60)          # upwards, not yet over the table's middle
    press(win, start)
    move(win, start, end)
    assert win.scene.drag.held is seven
    assert seven.zValue() > others        # lifted over the rest of the hand
    moved = seven.pos() - home
    scale = win.view.transform().m11()
    assert abs(moved.x()) < 1.5 and abs(moved.y() - (-60 / scale)) < 1.5, moved
    assert "must" not in win.statusBar().currentMessage() and not win.scene.notice.isVisible()
    # let go away from the table: it slides back, nothing is played
    release(win, end)
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert seven.pos() == home and win.scene.drag.held is None
    win.close()


def test_the_drop_zone_lights_while_the_card_is_over_it(qtbot):
    win, st = following_state_window(qtbot)
    zone = win.scene.zone
    dark = (zone.pen().color(), zone.brush().color())
    assert not zone.lit
    seven = parse_card("7S")
    start = card_point(win, seven)
    beside = start + QPoint(0, -60)       # lifted, but not over the zone
    over = table_point(win)
    press(win, start)
    move(win, start, beside)
    assert win.scene.drag.held is not None and not zone.lit
    move(win, beside, over)
    assert zone.lit
    # lit means drawn otherwise: a brighter frame and fill
    assert (zone.pen().color(), zone.brush().color()) != dark
    assert zone.brush().color().alpha() > dark[1].alpha()
    assert zone.rect().contains(win.view.mapToScene(over))
    move(win, over, beside)               # out again
    assert not zone.lit and (zone.pen().color(), zone.brush().color()) == dark
    move(win, beside, over)
    assert zone.lit
    n = len(st.history)
    release(win, over)                    # dropped: played, and the zone goes dark
    assert not zone.lit
    qtbot.waitUntil(lambda: len(st.history) > n, timeout=30000)
    assert st.history[n] == (S, PLAY, seven)
    win.close()


def test_the_drop_zone_goes_dark_when_the_drag_is_put_back(qtbot):
    win, st = following_state_window(qtbot)
    zone = win.scene.zone
    seven = win.scene.item_of(parse_card("7S"))
    start = card_point(win, seven.card)
    press(win, start)
    move(win, start, table_point(win))
    assert zone.lit
    win.scene.clear_turn()                # the turn ends with the card in the air
    assert not zone.lit and win.scene.drag.held is None
    assert seven.pos() == seven.home
    n = len(st.history)
    release(win, table_point(win))        # nothing is held: nothing is dropped
    assert len(st.history) == n
    win.close()


def test_a_zone_lights_and_darkens_only_when_asked(qapp):
    zone = DropZone(QRectF(0, 0, 100, 80))
    dark = zone.brush().color()
    zone.set_lit(True)
    assert zone.lit and zone.brush().color() != dark
    zone.set_lit(False)
    assert not zone.lit and zone.brush().color() == dark


def test_the_controller_hears_the_scene_go_idle_without_the_window(qtbot):
    """The scene's idle signal reaches the controller directly: with the window's own
    idle slot taken off, the table still goes on after each animation."""
    win, st = following_state_window(qtbot)
    win.scene.sig_idle.disconnect(win.signals._on_idle)
    n = len(st.history)
    assert win.play_card(parse_card("7S")) is None
    # South's card, then West's: West acts only once the animation of South's card is done
    qtbot.waitUntil(lambda: len(st.history) > n + 1, timeout=30000)
    win.close()


def _neighbours_cover(win, it):
    """The card's stacking among its neighbours of the hand: each card lies over the one
    to its left and under the one to its right, as the hand was laid out."""
    hand = sorted(win.scene.hands[S], key=lambda x: x.home.x())
    i = hand.index(it)
    left = hand[i - 1].zValue() < it.zValue() if i > 0 else True
    right = it.zValue() < hand[i + 1].zValue() if i + 1 < len(hand) else True
    return left and right


def test_a_card_let_go_away_from_the_table_goes_back_under_its_right_neighbour(qtbot):
    win, _st = following_state_window(qtbot)
    seven = win.scene.item_of(parse_card("7S"))
    assert _neighbours_cover(win, seven)
    z = seven.zValue()
    start = card_point(win, seven.card)
    end = start + QPoint(0, -60)
    press(win, start)
    move(win, start, end)
    release(win, end)
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert seven.pos() == seven.home
    assert seven.zValue() == z and _neighbours_cover(win, seven)
    win.close()


def test_a_refused_drop_brings_the_card_back_to_its_own_place_in_the_hand(qtbot):
    from twentynine_desktop.engine.refusal import Refusal, RefusalCode
    win, st = following_state_window(qtbot)
    seven = win.scene.item_of(parse_card("7S"))
    z = seven.zValue()
    c = win.controller
    # the table refuses the card when it is dropped (as when the turn has just passed)
    c._why_refused = lambda action: Refusal(RefusalCode.NOT_YOUR_TURN)
    start = card_point(win, seven.card)
    n = len(st.history)
    press(win, start)
    move(win, start, table_point(win))
    release(win, table_point(win))
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert len(st.history) == n
    assert seven.pos() == seven.home
    assert seven.zValue() == z and _neighbours_cover(win, seven)
    win.close()
