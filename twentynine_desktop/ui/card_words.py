"""Cards in words, in the chosen language: "Jack of hearts", and what a screen reader
says of a card on the table ("Jack of hearts, playable")."""

from __future__ import annotations

from .events_text import SUIT_NAMES
from .i18n import QT_TR_NOOP, tr

# in the engine's rank order (J 9 A T K Q 8 7)
RANK_NAMES = (QT_TR_NOOP("Jack"), QT_TR_NOOP("Nine"), QT_TR_NOOP("Ace"), QT_TR_NOOP("Ten"),
              QT_TR_NOOP("King"), QT_TR_NOOP("Queen"), QT_TR_NOOP("Eight"), QT_TR_NOOP("Seven"))


def card_name(card: int) -> str:
    """ "Jack of hearts" (card: the engine's int, suit * 8 + rank)."""
    return tr("{rank} of {suit}").format(rank=tr(RANK_NAMES[card & 7]), suit=tr(SUIT_NAMES[card >> 3]))


def card_item_words(card: int | None, face_up: bool, playable: bool, live: bool) -> str:
    """A card item's accessible name: its name, and on the person's turn whether it
    may be played; a card face down is "Face-down card"."""
    if card is None or not face_up:
        return tr("Face-down card")
    name = card_name(card)
    if live:
        return (tr("{card}, playable") if playable else tr("{card}, not playable now")).format(card=name)
    return name


__all__ = ["RANK_NAMES", "card_item_words", "card_name"]
