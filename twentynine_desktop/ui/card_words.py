"""Cards in words, in the chosen language: "Jack of hearts", and what a screen reader
says of a card on the table ("Jack of hearts, playable").

A card's name is one string per rank ("Queen of {suit}"), not one template for every
rank ("{rank} of {suit}"): in Hindi the word between suit and rank follows the rank's
gender ("पान का गुलाम", but "पान की बेगम"), and a translation per rank can say so."""

from __future__ import annotations

from .events_text import SUIT_NAMES
from .i18n import QT_TR_NOOP, tr

# in the engine's rank order (J 9 A T K Q 8 7)
RANK_NAMES = (QT_TR_NOOP("Jack"), QT_TR_NOOP("Nine"), QT_TR_NOOP("Ace"), QT_TR_NOOP("Ten"),
              QT_TR_NOOP("King"), QT_TR_NOOP("Queen"), QT_TR_NOOP("Eight"), QT_TR_NOOP("Seven"))
# a card's name, one string per rank (same order), the suit filled in
CARD_NAMES = (QT_TR_NOOP("Jack of {suit}"), QT_TR_NOOP("Nine of {suit}"), QT_TR_NOOP("Ace of {suit}"),
              QT_TR_NOOP("Ten of {suit}"), QT_TR_NOOP("King of {suit}"), QT_TR_NOOP("Queen of {suit}"),
              QT_TR_NOOP("Eight of {suit}"), QT_TR_NOOP("Seven of {suit}"))


def card_name(card: int) -> str:
    """ "Jack of hearts" (card: the engine's int, suit * 8 + rank)."""
    return tr(CARD_NAMES[card & 7]).format(suit=tr(SUIT_NAMES[card >> 3]))


def card_item_words(card: int | None, face_up: bool, playable: bool, live: bool) -> str:
    """A card item's accessible name: its name, and on the person's turn whether it
    may be played; a card face down is "Face-down card"."""
    if card is None or not face_up:
        return tr("Face-down card")
    name = card_name(card)
    if live:
        return (tr("{card}, playable") if playable else tr("{card}, not playable now")).format(card=name)
    return name


__all__ = ["CARD_NAMES", "RANK_NAMES", "card_item_words", "card_name"]
