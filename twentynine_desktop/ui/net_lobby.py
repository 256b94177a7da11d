"""The host's lobby: the table code to read out (large), this computer's address and
port, the four seats and who sits in each (a person, or a computer until someone
joins), moving people between seats (who partners whom), the table's choices (hints,
practice undo, the bid advisor: off unless chosen, and shown to everyone) and Start.

The lobby shows a ``net.host.HostedTable`` that is already listening; it changes only
the seats (``move``) and the choices, and says when to start (``sig_start``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..net.messages import SeatKind, seat_kind
from .events_text import LEVEL_WORDS, SEAT_NAMES
from .i18n import QT_TR_NOOP, tr
from .net_words import host_notice_words

OPTION_WORDS = {
    "hints": QT_TR_NOOP("Hints (the Hint button)"),
    "practice": QT_TR_NOOP("Practice undo (Ctrl+Z takes a move back)"),
    "advisor": QT_TR_NOOP("The bid advisor"),
}


def seat_row_words(row: dict[str, Any], host_seat: int | None) -> str:
    """Who sits at a seat, as the lobby says it."""
    level = str(row.get("level") or "normal")
    level_word = tr(LEVEL_WORDS.get(level, level))
    seat = row.get("seat")
    name = str(row.get("name") or "").strip()[:20]
    if not name and isinstance(seat, int) and 0 <= seat < 4:
        name = tr(SEAT_NAMES[seat])
    kind = seat_kind(row)
    if seat == host_seat:
        if not name or name == "You":
            return tr("You, the host")
        return tr("{name} (you, the host)").format(name=name)
    if kind == SeatKind.PERSON:
        return tr("{name} (a person)").format(name=name)
    if kind == SeatKind.AWAY:
        return tr("{name} (away: a computer plays for now)").format(name=name)
    return tr("Free: a computer plays ({level}) unless someone joins").format(level=level_word)


class HostLobby(QDialog):
    """The lobby of ``table`` (a listening ``HostedTable``).  ``options``: the table's
    choices, changed here in place (True: offered to everyone)."""

    sig_start = Signal()

    def __init__(self, table: Any, options: dict[str, bool], parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.options = options
        self.setWindowTitle(tr("Host a table"))
        self.setModal(False)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(tr("Read this table code out to the others:")))
        self.code_label = QLabel(table.code_shown)
        self.code_label.setObjectName("table_code")
        font = QFont(self.font())
        font.setPointSizeF(max(28.0, font.pointSizeF() * 3))
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 4.0)
        self.code_label.setFont(font)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.code_label)
        self.address_label = QLabel(self.address_words())
        self.address_label.setObjectName("table_address")
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.address_label)
        seats = QGroupBox(tr("Seats (North and South are partners, East and West are partners)"))
        self.grid = QGridLayout(seats)
        self.who: dict[int, QLabel] = {}
        self.movers: dict[int, QComboBox] = {}
        for seat in range(4):
            self.grid.addWidget(QLabel("<b>" + tr(SEAT_NAMES[seat]) + "</b>"), seat, 0)
            who = QLabel()
            who.setTextFormat(Qt.TextFormat.PlainText)      # names come from the network
            who.setObjectName(f"seat_{seat}")
            self.who[seat] = who
            self.grid.addWidget(who, seat, 1)
            if seat in table.config.remote_seats:
                mover = QComboBox()
                mover.setObjectName(f"move_{seat}")
                mover.activated.connect(lambda index, s=seat: self._move(s, index))
                self.movers[seat] = mover
                self.grid.addWidget(mover, seat, 2)
        lay.addWidget(seats)
        choices = QGroupBox(tr("This table's choices (everyone at the table sees them)"))
        clay = QVBoxLayout(choices)
        self.boxes: dict[str, QCheckBox] = {}
        for key, words in OPTION_WORDS.items():
            box = QCheckBox(tr(words))
            box.setObjectName(f"option_{key}")
            box.setChecked(bool(options.get(key)))
            box.toggled.connect(lambda on, k=key: self._set_option(k, on))
            self.boxes[key] = box
            clay.addWidget(box)
        self.choices_note = QLabel(tr("Choose before anyone joins: the choices are fixed once "
                                      "a person has taken a seat."))
        self.choices_note.setWordWrap(True)
        clay.addWidget(self.choices_note)
        lay.addWidget(choices)
        self.notice = QLabel()
        self.notice.setObjectName("lobby_notice")
        self.notice.setWordWrap(True)
        lay.addWidget(self.notice)
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(tr("Start the match"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("start_button")
        self.close_button = buttons.addButton(tr("Close the table"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self._start)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        table.sig_seats.connect(self.show_seats)
        table.sig_notice.connect(self._notice)
        self.show_seats(table.seat_rows())

    def address_words(self) -> str:
        t = self.table
        where = ", ".join(t.addresses())
        return tr("This computer's address: {addresses}   Port: {port}").format(addresses=where, port=t.port)

    def show_seats(self, rows: object = None) -> None:
        """Who sits where now (again whenever someone joins, leaves or is moved)."""
        rows = rows if isinstance(rows, list) else self.table.seat_rows()
        host = self.table.config.human_seat
        people = 0
        for row in rows:
            seat = row.get("seat")
            if seat not in self.who:
                continue
            self.who[seat].setText(seat_row_words(row, host))
            if seat != host and seat_kind(row) in (SeatKind.PERSON, SeatKind.AWAY):
                people += 1
        for seat, mover in self.movers.items():
            mover.clear()
            mover.addItem(tr("Move to\u2026"), None)
            for other in sorted(self.movers):
                if other != seat:
                    mover.addItem(tr("Swap with {seat}").format(seat=tr(SEAT_NAMES[other])), other)
        for box in self.boxes.values():
            box.setEnabled(people == 0)

    def _move(self, seat: int, index: int) -> None:
        other = self.movers[seat].itemData(index)
        if other is not None:
            self.table.move(seat, int(other))
            self.show_seats()

    def _set_option(self, key: str, on: bool) -> None:
        self.options[key] = on
        cfg = self.table.config
        if key in ("hints", "practice"):
            setattr(cfg, key, on)

    def _notice(self, code: str, _plain: str) -> None:
        if code == "save":
            self.notice.setText(tr("The match could not be saved."))
        else:
            self.notice.setText(host_notice_words(code))

    def _start(self) -> None:
        self.sig_start.emit()
        self.accept()
