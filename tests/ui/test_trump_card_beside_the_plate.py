"""The bidder's trump card and the name plates.  On a side the card lies beside the
plate, towards the middle; a plate grown wide (a third line for the reveal mark, a
computer's level, Bengali words) covered it at 1024x640.  The card now goes beside the
plate's inner edge whatever the plate's width, and moves with the plate."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRectF

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from test_table_window import make_window, wait_human

from twentynine_desktop.engine.actions import ASK, Action
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui import layout as L
from twentynine_desktop.ui.cardart import CARD_H, CARD_W
from twentynine_desktop.ui.events_text import SEAT_NAMES, plate_text
from twentynine_desktop.ui.i18n import tr

from table_hands import south_to_follow_state

SIZES = [(1024, 640), (1366, 768), (1920, 1080)]
LANGS = ("en", "bn", "hi", "ne")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def bidder_view(bidder: int):
    """The widest plate a bidder has: the dealer, who bid 28, won seven tricks and
    turned the trump up (as the bidder asks: "Revealed the trump")."""
    tricks = [SimpleNamespace(winner=bidder) for _ in range(7)]
    return SimpleNamespace(dealer=bidder, bidder=bidder, bid=28, phase=Phase.PLAY, passed=(), auction_bid=28,
                           single=None, out=None, tricks=tricks, trick=(), revealed=True, revealed_in_trick=7,
                           no_trumps=False, reveal_pos=0, history=[Action(bidder, ASK, None)], trump=3,
                           to_act=None, leader=bidder)


def plate_words(win, seat: int, view) -> str:
    name = tr("You") if seat == win.scene.viewer else tr(SEAT_NAMES[seat])
    return plate_text(seat, view, name, None if seat == win.scene.viewer else "random")


def overlaps(win):
    """(what, rect) of each plate and card of the person's hand the trump card meets."""
    sc = win.scene
    card = sc.indicator.sceneBoundingRect()
    things = [(f"plate {p}", sc.plates[p].sceneBoundingRect()) for p in range(4) if sc.plates[p].text]
    things += [("hand", it.sceneBoundingRect()) for it in sc.hands[sc.viewer]]
    return [(what, r) for what, r in things if r.intersects(card)]


@pytest.mark.parametrize("size", SIZES)
def test_no_plate_covers_the_trump_card_in_any_language(qtbot, size):
    win = make_window(qtbot, hand=south_to_follow_state())
    wait_human(qtbot, win)
    sc = win.scene
    win.setMinimumSize(100, 100)
    win.resize(*size)
    qtbot.waitUntil(lambda: (win.width(), win.height()) == size, timeout=5000)
    qtbot.wait(20)
    if sc.indicator is not None:
        sc.removeItem(sc.indicator)
    for lang in LANGS:
        i18n.set_language(lang)
        for bidder in range(4):
            place = sc.place(bidder)
            # the card goes to its place while the plate is still short ...
            for seat in range(4):
                sc.plates[sc.place(seat)].set_text(plate_words(win, seat, None))
                sc.signs.place_plate(sc.place(seat))
            ind = sc.new_card(bidder, None, False, sc.layout.hand_centre[place])
            ind.setRotation(0)
            ind.setScale(L.INDICATOR_SCALE)
            sc.indicator = ind
            sc._settle()
            assert overlaps(win) == [], (lang, bidder, size)
            # ... and the plate grows under it (the reveal mark, the tricks won)
            view = bidder_view(bidder)
            for seat in range(4):
                sc.plates[sc.place(seat)].set_text(plate_words(win, seat, view))
                sc.signs.place_plate(sc.place(seat))
            assert overlaps(win) == [], (lang, bidder, size, sc.plates[place].text)
            # still on the table
            face = ind.mapRectToScene(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H))
            assert sc.sceneRect().contains(face), (lang, bidder, size)
            sc.removeItem(ind)
            sc.indicator = None
    win.close()
