"""Where things go on the table, in scene units (the scene is 1600 x 1000 and the view
scales it to the window).  Positions are by *place*: 0 bottom (the viewer), 1 left,
2 top, 3 right."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .cardart import CARD_H, CARD_W

SCENE_W, SCENE_H = 1600.0, 1000.0
OTHER_SCALE = 0.68
HUMAN_SPACING = 66.0
OTHER_SPACING = 26.0
# large cards (a display setting): the person's hand 1.3 times the size, spread wider
# and raised a little so that its lower edge stays on the table
LARGE_SCALE = 1.3
LARGE_SPACING = 1.28
LARGE_RAISE = 12.0

HAND_CENTRE = {0: QPointF(800, 880), 1: QPointF(92, 470), 2: QPointF(800, 90), 3: QPointF(1508, 470)}
PLATE = {0: QPointF(390, 905), 1: QPointF(92, 660), 2: QPointF(800, 196), 3: QPointF(1508, 660)}
BUBBLE = {0: QPointF(800, 735), 1: QPointF(285, 470), 2: QPointF(800, 250), 3: QPointF(1315, 470)}
TRICK = {0: QPointF(800, 532), 1: QPointF(698, 450), 2: QPointF(800, 368), 3: QPointF(902, 450)}
INDICATOR = {0: QPointF(1215, 880), 1: QPointF(230, 330), 2: QPointF(1000, 90), 3: QPointF(1370, 330)}
DROP_ZONE = QRectF(520, 260, 560, 440)
TRICK_CENTRE = QPointF(800, 450)


def place_of(seat: int, viewer: int) -> int:
    """0 bottom, 1 left, 2 top, 3 right, for clockwise seating N E S W."""
    return (seat - viewer) % 4


def hand_positions(place: int, n: int) -> list[tuple[QPointF, float, float]]:
    """(centre, rotation, scale) of each of ``n`` cards of the hand at ``place``."""
    c = HAND_CENTRE[place]
    out = []
    if place == 0:
        spacing = HUMAN_SPACING if n <= 9 else HUMAN_SPACING * 9 / n
        x0 = c.x() - spacing * (n - 1) / 2
        for i in range(n):
            out.append((QPointF(x0 + i * spacing, c.y()), 0.0, 1.0))
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


def human_hand_rect() -> QRectF:
    c = HAND_CENTRE[0]
    half = HUMAN_SPACING * 4 + CARD_W / 2
    return QRectF(c.x() - half, c.y() - CARD_H / 2 - 30, 2 * half, CARD_H + 30)
