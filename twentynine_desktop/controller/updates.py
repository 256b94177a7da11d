"""What the table controller sends the screen after every change: one ``TableUpdate``
(``TableController.sig_update``), a typed value rather than loose arguments.

Its events are the engine's hand events (``engine.events.HandEvent``) and the table's
own two: ``NewHand`` (a hand is on the table) and ``Redraw`` (the position was replaced,
an undo).  A receiver tells them apart by their types (``isinstance``, ``match``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..engine.events import HandEvent
from ..engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class NewHand:
    """A new hand is on the table (the first event of every hand the screen gets)."""

    actor: int                # the dealer
    # a deal number the person chose ("Play a deal by number"), else None: a dealt
    # hand's number gives every card, so it is not sent before the hand is over
    deal_number: int | None
    drawn: bool = False       # the first hand of a match whose first dealer was drawn by lot
    # the fingerprint of the hand's secret, shown before it was dealt (docs/DEALING.md)
    fingerprint: bytes | None = None
    kind: ClassVar[str] = "new_hand"


@dataclass(frozen=True, slots=True)
class Redraw:
    """The position on the table was replaced (an undo): draw it afresh."""

    actor: int                # the dealer
    kind: ClassVar[str] = "redraw"


TableEvent = HandEvent | NewHand | Redraw


@dataclass(frozen=True, slots=True)
class TableUpdate:
    """One change on the table.  ``token``: given back to ``animation_done(token)`` once
    the screen has shown it; ``events``: what happened, in order; ``view``: what the
    human (or, with no human at the table, South) sees after it."""

    token: int
    events: tuple[TableEvent, ...]
    view: PlayerView
