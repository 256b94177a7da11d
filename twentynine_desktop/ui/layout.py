"""Where things go on the table, in scene units.  Positions are by *place*: 0 bottom
(the viewer), 1 left, 2 top, 3 right.

The table is sized to the window.  The view chooses a scale (``view_scale``): the
reference table of 1600 x 1000 units fitted into the window, but never so small that
the table's smallest text (19 units) falls under about 11 px on screen, as long as the
least room the layout needs (``MIN_W`` x ``MIN_H`` units) still fits.  The scene is
then exactly as large as the window at that scale (``TableLayout(w, h)``): nothing is
cut off and no strip of the window is left empty.  A wide window spreads the person's
hand and draws it larger; a short one brings the trick closer to the hands."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .cardart import CARD_H, CARD_W

SCENE_W, SCENE_H = 1600.0, 1000.0     # the reference table
MIN_W, MIN_H = 1400.0, 780.0          # the least room the layout needs
# the least scale the view goes down to while the least room fits: the info box's 19
# units are then 11.8 px, the corner of the person's cards 10 px tall
LEGIBLE_SCALE = 0.62
MIN_TEXT_UNITS = 19                   # the smallest text drawn on the table

OTHER_SCALE = 0.68
HUMAN_SPACING = 66.0                  # between the person's cards at scale 1, narrow table
OTHER_SPACING = 26.0
# large cards (a display setting): the person's hand 1.3 times the size (less where
# the window is too short for that: it never leaves the table)
LARGE_SCALE = 1.3
LIFT = 22.0                           # a playable card under the mouse rises this much
MARGIN = 14.0
INFO_BOTTOM = MARGIN + 10 * 26 + 12   # the info box, of up to ten lines of 19 units
SIDE_PLATE_BELOW = 190.0              # a side's plate under its hand
BUBBLE_ROOM = 50.0                    # a speech bubble between the trick and a hand
INDICATOR_SCALE = 0.75                # the trump card turned up (face down it is smaller)
INDICATOR_GAP = 12.0                  # between a side's plate and the trump card beside it


def view_scale(vw: float, vh: float) -> float:
    """The scale of the table view for a viewport of ``vw`` x ``vh`` pixels."""
    fit = min(vw / SCENE_W, vh / SCENE_H)
    room = min(vw / MIN_W, vh / MIN_H)
    return max(1e-3, min(max(fit, LEGIBLE_SCALE), room))


def place_of(seat: int, viewer: int) -> int:
    """0 bottom, 1 left, 2 top, 3 right, for clockwise seating N E S W."""
    return (seat - viewer) % 4


def _clamp(x: float, lo: float, hi: float) -> float:
    return max(lo, min(hi, x))


class TableLayout:
    """Every position and size of a table of ``w`` x ``h`` scene units."""

    def __init__(self, w: float = SCENE_W, h: float = SCENE_H, large: bool = False):
        self.w, self.h, self.large = float(w), float(h), bool(large)
        cx = self.w / 2
        # the person's hand: larger where the table has room for it
        base = _clamp(min(self.h / 800.0, self.w / 1500.0), 1.0, 1.3)
        # the trick's cards: a little larger on a short table (the view is then at its
        # least scale, and their corners stay legible), and with the hand on a large one
        short = 0.1 * _clamp((SCENE_H - self.h) / 200.0, 0.0, 1.0)
        self.trick_scale = (0.9 + short) * (1 + 0.6 * (base - 1))
        ts = self.trick_scale
        self.trick_dy = 0.59 * CARD_H * ts
        self.trick_dx = 1.03 * CARD_W * ts
        trick_half = self.trick_dy + CARD_H * ts / 2
        # North's hand along the top, its plate beside it (left), its bubble under it
        north_y = MARGIN + CARD_H * OTHER_SCALE / 2
        north_bottom = north_y + CARD_H * OTHER_SCALE / 2
        top_of_trick = north_bottom + BUBBLE_ROOM
        room = self.h - 8 - LIFT - BUBBLE_ROOM - top_of_trick - 2 * trick_half
        biggest = max(base, room / CARD_H)
        self.human_scale = min(base * LARGE_SCALE, biggest) if self.large else base
        hs = self.human_scale
        # a wide table shows more of each card
        show = 0.6 + 0.15 * _clamp((self.w / self.h - 1.6) / 0.4, 0.0, 1.0)
        self.human_spacing = CARD_W * hs * show
        ch = CARD_H * hs
        human_y = self.h - 8 - ch / 2
        lifted_top = human_y - ch / 2 - LIFT
        ty = (top_of_trick + lifted_top - BUBBLE_ROOM) / 2
        self.trick_centre = QPointF(cx, ty)
        # the sides: at the edges, nearer the middle only on a very wide window
        side = min(cx - 110.0, 0.85 * self.h)
        # level with the trick, but under the info box (up to ten lines) and the sixes
        side_y = min(max(ty + 20, INFO_BOTTOM + OTHER_SPACING * 3.5 + CARD_W * OTHER_SCALE / 2 + 12),
                     self.h - 8 - 40 - SIDE_PLATE_BELOW)
        self.hand_centre = {0: QPointF(cx, human_y), 1: QPointF(cx - side, side_y),
                            2: QPointF(cx, north_y), 3: QPointF(cx + side, side_y)}
        hand_half = self.human_spacing * 3.5 + CARD_W * hs / 2      # eight cards
        north_half = OTHER_SPACING * 4 + CARD_W * OTHER_SCALE / 2
        # name plates: the right edge of the person's and North's plate (they are placed
        # by it, whatever their width); the sides' under their hands
        self.plate_right = {0: cx - hand_half - 24, 2: cx - north_half - 28}
        # the person's and North's plates while only the first four cards are dealt
        # (auction): beside them, not where the eighth card will be; they move once, at
        # the second deal
        self.plate_right_first4 = {0: self.plate_right[0] + 2 * self.human_spacing,
                                   2: self.plate_right[2] + 2 * OTHER_SPACING}
        self.plate = {0: QPointF(self.plate_right[0] - 80, human_y),
                      1: QPointF(cx - side, side_y + SIDE_PLATE_BELOW),
                      2: QPointF(self.plate_right[2] - 100, north_y),
                      3: QPointF(cx + side, side_y + SIDE_PLATE_BELOW)}
        self.bubble = {0: QPointF(cx, lifted_top - 28), 1: QPointF(cx - side + 193, side_y),
                       2: QPointF(cx, north_bottom + 26), 3: QPointF(cx + side - 193, side_y)}
        self.trick = {0: QPointF(cx, ty + self.trick_dy), 1: QPointF(cx - self.trick_dx, ty),
                      2: QPointF(cx, ty - self.trick_dy), 3: QPointF(cx + self.trick_dx, ty)}
        # the trump card by its bidder: beside the person's and North's hand, beside the
        # sides' plates (towards the middle; over the hand it would meet the info box).
        # A side's plate may be wider than this leaves room for (a long name, a reveal
        # mark, Bengali): the scene then puts the card beside the plate's inner edge
        # (``TableSigns.indicator_at``)
        self.indicator = {0: QPointF(cx + hand_half + 70, human_y),
                          1: QPointF(cx - side + 150, side_y + SIDE_PLATE_BELOW),
                          2: QPointF(cx + north_half + 90, north_y),
                          3: QPointF(cx + side - 150, side_y + SIDE_PLATE_BELOW)}
        self.drop_zone = QRectF(cx - 280, ty - trick_half - 30, 560, 2 * trick_half + 60)
        self.notice_at = QPointF(cx, lifted_top - 26)     # over the hand (above a lifted card)
        self.last_trick_box = QRectF(cx - 240, ty - 170, 480, 360)
        self.info_right = self.w - 18                      # the info box's right edge
        self.sixes = (QPointF(18, MARGIN), QPointF(18, MARGIN + 86))

    def hand_positions(self, place: int, n: int) -> list[tuple[QPointF, float, float]]:
        """(centre, rotation, scale) of each of ``n`` cards of the hand at ``place``."""
        c = self.hand_centre[place]
        out = []
        if place == 0:
            spacing = self.human_spacing if n <= 9 else self.human_spacing * 9 / n
            x0 = c.x() - spacing * (n - 1) / 2
            for i in range(n):
                out.append((QPointF(x0 + i * spacing, c.y()), 0.0, self.human_scale))
        elif place == 2:
            x0 = c.x() - OTHER_SPACING * (n - 1) / 2
            for i in range(n):
                out.append((QPointF(x0 + i * OTHER_SPACING, c.y()), 0.0, OTHER_SCALE))
        else:
            y0 = c.y() - OTHER_SPACING * (n - 1) / 2
            rot = 90.0 if place == 1 else -90.0
            for i in range(n):
                out.append((QPointF(c.x(), y0 + i * OTHER_SPACING), rot, OTHER_SCALE))
        return out

    def human_hand_rect(self) -> QRectF:
        """Where the person's hand (of up to nine cards) is, a lifted card included."""
        c = self.hand_centre[0]
        hs = self.human_scale
        half = self.human_spacing * 4 + CARD_W * hs / 2
        return QRectF(c.x() - half, c.y() - CARD_H * hs / 2 - 30, 2 * half, CARD_H * hs + 30)
