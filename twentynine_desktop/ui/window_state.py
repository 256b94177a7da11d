"""The main window's place on the screen: a first size that fits the available screen,
and the size, position and maximized state remembered between runs.

The remembered state is Qt's own ``saveGeometry()`` blob, kept in a small file of its
own (``window.geometry`` in the settings folder, see ``platform_paths``), apart from the
player's settings: losing or spoiling it costs nothing but the window's place."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

PREFERRED_W, PREFERRED_H = 1280, 800    # the room assumed when no screen is known
MIN_W, MIN_H = 860, 480                 # the table is laid out down to this (fits 1024x600)
# what the window manager adds around the window (title bar, borders): kept free so that
# the whole frame, not only the inside, fits the available screen
FRAME_W, FRAME_H = 16, 48
FILE_NAME = "window.geometry"
MAX_BYTES = 4096                        # a saveGeometry blob is well under 100 bytes


def window_state_file() -> Path:
    from ..platform_paths import settings_dir
    return settings_dir() / FILE_NAME


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The part of the screen a window may use (without panels and task bars)."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    if screen is None:
        return QRect(0, 0, PREFERRED_W + FRAME_W, PREFERRED_H + FRAME_H)
    return screen.availableGeometry()


def fitting_geometry(avail: QRect) -> QRect:
    """A first geometry (of the window's inside) centred on ``avail``: all the room the
    screen leaves with the window's frame around it (a card table wants the whole
    screen: 1440x890 of a 1920x1080 screen left the cards small), never larger."""
    room_w = max(1, avail.width() - FRAME_W)
    room_h = max(1, avail.height() - FRAME_H)
    w, h = room_w, room_h
    x = avail.x() + (avail.width() - w) // 2
    y = avail.y() + max(FRAME_H - 8, (avail.height() - h) // 2)
    return QRect(x, y, w, h)


def minimum_size(avail: QRect) -> tuple[int, int]:
    """The window's minimum size: the table's, or less when the screen is smaller still."""
    return (max(320, min(MIN_W, avail.width() - FRAME_W)),
            max(240, min(MIN_H, avail.height() - FRAME_H)))


def save(window: QWidget, path: Path) -> bool:
    """Write the window's geometry (with its maximized state); False if it could not."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(bytes(window.saveGeometry().data()))
        return True
    except OSError as exc:
        log.warning("could not remember the window's place in %s: %s", path, exc)
        return False


def restore(window: QWidget, path: Path) -> bool:
    """Put the window where it was last time; False (nothing changed) when there is no
    usable saved state.  A place that no longer fits the screen is brought back onto it."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return False
        data = path.read_bytes()
    except OSError:
        return False
    if not data or not window.restoreGeometry(QByteArray(data)):
        return False
    avail = available_geometry(window)
    g = window.geometry()
    w = min(g.width(), max(1, avail.width() - FRAME_W))
    h = min(g.height(), max(1, avail.height() - FRAME_H))
    if (w, h) != (g.width(), g.height()) or not avail.intersects(g):
        fit = fitting_geometry(avail)
        x = g.x() if avail.left() <= g.x() <= avail.right() - w else fit.x()
        y = g.y() if avail.top() <= g.y() <= avail.bottom() - h else fit.y()
        window.setGeometry(QRect(x, y, w, h))
    return True
