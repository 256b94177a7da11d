"""Why an action was refused, in the chosen language.

The engine gives its reasons in English (``HandState.why_illegal``, with seat letters);
in English ``events_text.player_words`` rewords them for the table.  In the other
languages the reason is matched here against the reasons the table can meet (a card
that does not follow suit, a trump that must be played, not your turn...) and said
with a translated sentence; a reason not in this list gets a translated general
sentence rather than English.
"""

from __future__ import annotations

import re

from .events_text import SEAT_NAMES
from .i18n import QT_TR_NOOP, tr

SUIT_WORDS = {"spade": QT_TR_NOOP("spades"), "heart": QT_TR_NOOP("hearts"),
              "diamond": QT_TR_NOOP("diamonds"), "club": QT_TR_NOOP("clubs")}

# (pattern on the engine's reason, sentence for the person; {who} is the seat's name)
PATTERNS = (
    (r"must follow suit: .+? is not an? (spade|heart|diamond|club)\b",
     QT_TR_NOOP("You must follow suit: play one of the {suit}.")),
    (r"asked for the trump and holds one", QT_TR_NOOP("You asked for the trump and hold one: play a trump.")),
    (r"cannot follow suit and holds a trump", QT_TR_NOOP("You cannot follow suit and hold a trump: play a trump.")),
    (r"must ask for the trump first", QT_TR_NOOP("You cannot follow suit: ask for the trump first.")),
    (r"may not lead a trump before the reveal",
     QT_TR_NOOP("The bidder may not lead a trump before it is revealed (a house rule at this table).")),
    (r"face-down (?:trump card|seventh card)",
     QT_TR_NOOP("That card is the face-down trump: it joins your hand when the trump is revealed.")),
    (r"can follow suit, so may not ask", QT_TR_NOOP("You can follow suit, so you may not ask for the trump.")),
    (r"leader of a trick cannot ask", QT_TR_NOOP("The leader of a trick cannot ask for the trump.")),
    (r"trump has already been revealed", QT_TR_NOOP("The trump has already been revealed.")),
    (r"does not hold both the King and the Queen", QT_TR_NOOP("You do not hold both the King and the Queen of trumps.")),
    (r"pair can be shown only", QT_TR_NOOP("The pair cannot be shown now.")),
    (r"sits out this single hand", QT_TR_NOOP("You sit out this single hand.")),
    (r"\bturn\b", QT_TR_NOOP("Please wait: it is not your turn.")),
    (r"^Please wait", QT_TR_NOOP("Please wait: it is not your turn.")),
    (r"not your decision", QT_TR_NOOP("That is not your decision.")),
    (r"bid must be higher", QT_TR_NOOP("A bid must be higher than the current bid.")),
    (r"dealer (?:is forced|may not pass)", QT_TR_NOOP("The dealer must bid now.")),
)
GENERAL = QT_TR_NOOP("That is not possible now.")


def reason_words(reason: str, human: int | None, names=None) -> str:
    """The engine's ``reason`` for the person, in the chosen language."""
    del human, names  # the person is always the one spoken to
    for pattern, sentence in PATTERNS:
        m = re.search(pattern, reason)
        if m:
            suit = tr(SUIT_WORDS[m.group(1)]) if m.groups() and m.group(1) in SUIT_WORDS else ""
            return tr(sentence).format(suit=suit)
    return tr(GENERAL)


__all__ = ["reason_words", "SEAT_NAMES"]
