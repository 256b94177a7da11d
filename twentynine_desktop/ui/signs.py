"""The table's signs: the four name plates, the speech bubbles, the two score sixes and
the info box.  They say what the view and the match say; they decide nothing.  The
scene owns one ``TableSigns`` and places it whenever the table changes size."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from ..engine.match import Match
from ..engine.view import PlayerView
from . import layout as L
from .cardart import CARD_W
from .events_text import info_text, plate_text, side_words
from .i18n import tr
from .items import SixItem, TextBox

if TYPE_CHECKING:
    from .scene import TableScene


def _wrapped(*paragraphs: str) -> str:
    """Tooltip lines wrapped here: a plain-text tooltip is one line however long."""
    return "\n".join("\n".join(textwrap.wrap(p, 56)) for p in paragraphs)


class TableSigns:
    """The plates, bubbles (both by place: 0 the person's, then clockwise), sixes and
    info box of ``scene``."""

    def __init__(self, scene: TableScene):
        self.scene = scene
        self.plates: dict[int, TextBox] = {}
        self.bubbles: dict[int, TextBox] = {}
        # what each bubble says, as a function of the chosen language: said again in a
        # newly chosen language (None: words that are no language's, such as "...")
        self.bubble_words: dict[int, Callable[[], str] | None] = {}
        for place in range(4):
            plate = TextBox("", 21, bold=True)
            plate.setZValue(50)
            scene.addItem(plate)
            self.plates[place] = plate
            bub = TextBox("", 22, bg=QColor(255, 252, 230, 235), fg=QColor(30, 30, 30), bold=True)
            bub.setZValue(300)
            scene.addItem(bub)
            self.bubbles[place] = bub
        self.sixes = [SixItem(tr("NS")), SixItem(tr("EW"))]
        for six in self.sixes:
            six.setZValue(40)
            scene.addItem(six)
        self.info = TextBox("", 19, align=Qt.AlignmentFlag.AlignLeft, width=270, bg=QColor(0, 0, 0, 120))
        self.info.setZValue(40)
        scene.addItem(self.info)
        self._tip_target = 6          # the match target the score tooltips speak of

    def clear_bubbles(self, only: str | None = None) -> None:
        """Every bubble emptied (or only those that say ``only``)."""
        for place, b in self.bubbles.items():
            if only is None or b.text == only:
                b.set_text("")
                self.bubble_words[place] = None

    def say(self, place: int, words: Callable[[], str]) -> None:
        """The bubble at ``place`` says ``words()`` (again after a change of language)."""
        self.bubble_words[place] = words
        self.bubbles[place].set_text(words())

    def place_all(self) -> None:
        """Every sign at its place on the present table."""
        lay = self.scene.layout
        for place in range(4):
            self.place_plate(place)
            self.bubbles[place].setPos(lay.bubble[place])
        for six, at in zip(self.sixes, lay.sixes, strict=True):
            six.setPos(at)
        self.place_info()

    def place_plate(self, place: int) -> None:
        lay = self.scene.layout
        plate = self.plates[place]
        at = lay.plate[place]
        half = plate.frame().width() / 2
        right = lay.plate_right.get(place)
        if self.scene.first_four and place in lay.plate_right_first4:
            right = lay.plate_right_first4[place]
        x = right - half if right is not None else at.x()  # beside the hand
        # never over the table's edge, whatever the name's length
        x = max(8 + half, min(lay.w - 8 - half, x))
        plate.setPos(x, at.y())
        # the trump card beside a side's plate moves with it: never under the plate
        ind = self.scene.indicator
        if ind is not None and place in (1, 3) and self.scene.place(ind.seat) == place:
            ind.setPos(self.indicator_at(place))

    def indicator_at(self, place: int) -> QPointF:
        """Where the bidder's trump card goes at ``place``: the layout's spot, but on a
        side at least beside the inner edge of that side's plate as it is now (its width
        depends on its words and the language), so that the plate never covers it."""
        lay = self.scene.layout
        at = lay.indicator[place]
        if place not in (1, 3):
            return at
        edge = self.plates[place].sceneBoundingRect()      # the gold frame included
        room = L.INDICATOR_GAP + CARD_W * L.INDICATOR_SCALE / 2
        if place == 1:
            return QPointF(max(at.x(), edge.right() + room), at.y())
        return QPointF(min(at.x(), edge.left() - room), at.y())

    def place_info(self) -> None:
        self.info.setPos(self.scene.layout.info_right - self.info.frame().width(), L.MARGIN)

    def update(self, view: PlayerView | None, match: Match | None, levels: dict, to_act: int | None,
               thinking: int | None) -> None:
        """The plates (a gold frame on whoever is to act), the thinking bubble, the
        info box and the score, from the view and the match."""
        sc = self.scene
        for s in range(4):
            plate = self.plates[sc.place(s)]
            you = s == sc.viewer and levels.get(s) is None and sc.names[s] == "You"
            plate.set_text(plate_text(s, view, sc.names[s], levels.get(s), you=you))
            self.place_plate(sc.place(s))
            active = to_act is not None and (to_act == s or (to_act >= 4 and (to_act - 4) == (s & 1)))
            plate.set_highlight(active)
        if thinking is not None and thinking < 4:
            self.bubbles[sc.place(thinking)].set_text("\u2026")
            self.bubble_words[sc.place(thinking)] = None
        self.info.set_text(info_text(view, match, sc.names) if view is not None else "")
        self.place_info()
        if match is not None:
            for i in range(2):
                self.sixes[i].set_score(match.scores[i], match.rules.match_to)
        self.set_tooltips(match)

    def set_tooltips(self, match: Match | None = None) -> None:
        """What the table's main things are, on hovering them (in the chosen language)."""
        sc = self.scene
        if match is not None:
            self._tip_target = match.rules.match_to
        target = self._tip_target
        for i, six in enumerate(self.sixes):
            side = side_words(i, sc.viewer)
            six.setToolTip(_wrapped(
                tr("{side}: {score} game points.").format(
                    side=side[:1].upper() + side[1:], score=f"{six.score:+d}"),
                tr("The red six counts the game points won, the black six the game points "
                   "lost: the pips showing are the score. At +{target} the match is won, "
                   "at -{target} it is lost.").format(target=target)))
        for s in range(4):
            self.plates[sc.place(s)].setToolTip(_wrapped(
                tr("{name}: the name plate says who deals, who holds the bid and the tricks won in "
                   "this hand; a gold frame shows whose turn it is.").format(name=sc.names[s])))
        self.info.setToolTip(_wrapped(
            tr("This hand: its number, the dealer, the bid and the target, the trump once you "
               "know it, the stake, and the card points each side has taken so far.")))

    def retranslate(self) -> None:
        """The words drawn on the table, again in the chosen language: the sixes, the
        tooltips, and what the bubbles already say."""
        for six, side in zip(self.sixes, ("NS", "EW"), strict=True):
            six.label = tr(side)
            six.update()
        self.set_tooltips()
        for place, words in self.bubble_words.items():
            if words is not None and self.bubbles[place].text:
                self.bubbles[place].set_text(words())
