"""The table update: one typed, frozen ``TableUpdate(token, events, view)`` per change,
sent as ``sig_update(update)``.  Its events are the engine's hand events and the table's
``NewHand`` / ``Redraw``, told apart by type; the object the screen receives is the one
the controller sent (PySide passes a ``Signal(object)`` argument through uncopied)."""

import dataclasses
import sys

import pytest

from twentynine_desktop.controller import TableConfig, TableController
from twentynine_desktop.controller.updates import NewHand, Redraw, TableUpdate
from twentynine_desktop.engine.events import HandEvent, HandOver
from twentynine_desktop.engine.view import PlayerView


def computers(seed: int) -> TableConfig:
    return TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None, computer_delay_ms=0,
                       animation_speed=0.0, seed=seed)


def test_every_update_of_a_hand_is_a_typed_table_update(qtbot):
    c = TableController(computers(5))
    got = []
    c.sig_update.connect(got.append)
    with qtbot.waitSignal(c.sig_hand_over, timeout=30000):
        c.new_match()
    assert got and all(type(u) is TableUpdate for u in got)
    assert [u.token for u in got] == list(range(got[0].token, got[0].token + len(got)))
    assert isinstance(got[0].events[0], NewHand) and got[0].events[0].actor == c.hand.dealer
    for u in got:
        assert isinstance(u.events, tuple) and isinstance(u.view, PlayerView) and u.view.seat == 2
        assert all(isinstance(e, HandEvent | NewHand | Redraw) for e in u.events)
    assert any(isinstance(e, HandOver) for e in got[-1].events)
    with pytest.raises(dataclasses.FrozenInstanceError):
        got[0].token = 0
    c.shutdown()


def test_the_update_reaches_the_receiver_itself_and_keeps_its_references(qtbot):
    c = TableController(computers(5))
    got = []
    c.sig_update.connect(got.append)
    update = TableUpdate(7, (NewHand(0, None, drawn=True),), None)
    before = sys.getrefcount(update)
    for _ in range(500):
        c.sig_update.emit(update)
    assert len(got) == 500 and all(u is update for u in got)
    got.clear()
    assert sys.getrefcount(update) == before
    c.shutdown()
