"""What the main window says to a screen reader: the accessible names of the table and
the action bar, and each event of the game in words (who did what, in the chosen
language), as Qt accessibility announcements.  What was said is kept (newest last), so
tests and a person without a screen reader can read it back."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from ..engine.events import BidMade, CardPlayed
from .card_words import card_name
from .events_text import bubble_text
from .i18n import tr


class Announcer:
    """Announcements made on behalf of ``view`` (the table view); ``names`` gives the
    seats' names as the table shows them."""

    def __init__(self, view: QWidget, panel: QWidget, names: Callable[[], list[str]]):
        self.view = view
        self.panel = panel
        self.names = names
        self.said: list[str] = []   # what was said to screen readers (newest last)

    def name_widgets(self) -> None:
        """The accessible names of the table and the action bar (again after a change of
        language)."""
        self.view.setAccessibleName(tr("Card table"))
        self.view.setAccessibleDescription(
            tr("Left and Right choose a card, Enter plays it; Tab or Up goes to the action bar; ? lists the keys."))
        self.panel.setAccessibleName(tr("Action bar"))

    def announce(self, text: str) -> None:
        """Say ``text`` to a screen reader (a Qt accessibility announcement)."""
        if not text:
            return
        self.said.append(text)
        del self.said[:-50]
        try:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))
        except (RuntimeError, TypeError):  # no accessibility: the words stay in the list
            pass

    def event_words(self, ev, view, high: int = 0) -> str | None:
        """An event in words for a screen reader: who did what, in the chosen language."""
        names = self.names()
        who = names[ev.actor] if ev.actor is not None and ev.actor < 4 else None
        if isinstance(ev, CardPlayed):
            if who == tr("You"):    # the person's own words ("You play", Hindi "आपने")
                return tr("You play {card}").format(card=card_name(ev.card))
            return tr("{who} plays {card}").format(who=who, card=card_name(ev.card))
        words = bubble_text(ev, high, view.bidder if view is not None else None)
        if not words:
            return None
        return f"{who}: {words}" if who else words

    def announce_events(self, events, view) -> None:
        high = 0
        for ev in events:
            words = self.event_words(ev, view, high)
            if isinstance(ev, BidMade):
                high = ev.bid
            if words:
                self.announce(words)

    def card_selected(self, words: str) -> None:
        """The card under the keyboard, described on the table and said aloud."""
        self.view.setAccessibleDescription(words)
        self.announce(words)
