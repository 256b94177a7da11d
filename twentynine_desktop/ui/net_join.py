"""Join a table: the tables found on this network (``net.discovery.TableFinder``), fields
to type an address, port and code by hand (for networks where the announcements do
not get through), a name and a free seat; then the connection, its state, and the
host's answer: a seat (``sig_joined(remote_table)``) or a refusal, said plainly in the
chosen language.

The seat's token is kept (``seats_file``), so that after a restart of this program the
same table gives the same seat back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..net.client import RemoteTable
from ..net.discovery import TableFinder
from ..net.protocol import DEFAULT_PORT
from .events_text import SEAT_NAMES
from .i18n import tr
from .net_words import connection_words, join_refused_words


def table_words(found: dict[str, Any]) -> str:
    """A table heard on the network, as the list shows it."""
    free = ", ".join(tr(SEAT_NAMES[s]) for s in found.get("free", []) if 0 <= s < 4)
    text = tr("{name}   {address}, port {port}   free seats: {free}").format(
        name=found.get("name") or "?", address=found.get("address"), port=found.get("port"),
        free=free or tr("none"))
    if not found.get("compatible", True):
        text += "   " + tr("(another version of Twenty-Nine)")
    return text


class SeatBook:
    """The seats this program took, by table (address, port, code): their tokens, to
    take a seat back after a restart."""

    def __init__(self, path: Path | None):
        self.path = path

    def _read(self) -> dict[str, Any]:
        if self.path is None:
            return {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    @staticmethod
    def key(address: str, port: int, code: str) -> str:
        return f"{address}|{port}|{code.replace('-', '').strip().upper()}"

    def get(self, key: str) -> tuple[int | None, str | None]:
        entry = self._read().get(key)
        if not isinstance(entry, dict):
            return None, None
        seat, token = entry.get("seat"), entry.get("token")
        return (seat if isinstance(seat, int) and 0 <= seat < 4 else None,
                token if isinstance(token, str) else None)

    def last(self) -> tuple[str, int, str] | None:
        """The table this program took a seat at most recently: (address, port, code)."""
        for key in reversed(list(self._read())):
            address, _, rest = key.partition("|")
            port, _, code = rest.partition("|")
            if address and port.isdigit() and 0 < int(port) < 65536 and code:
                return address, int(port), code
        return None

    def put(self, key: str, seat: int | None, token: str | None) -> None:
        if self.path is None:
            return
        data = self._read()
        data.pop(key, None)          # (put back last: the most recent table is the last one)
        if token is not None:
            data[key] = {"seat": seat, "token": token}
        data = dict(list(data.items())[-8:])        # a few recent tables are enough
        try:
            self.path.write_text(json.dumps(data), encoding="utf-8")
        except OSError:
            pass


class JoinDialog(QDialog):
    """Find or type a table, choose a name and a seat, join."""

    sig_joined = Signal(object)          # the RemoteTable, seated

    def __init__(self, name: str = "", parent: QWidget | None = None,
                 finder: TableFinder | None = None, seats_file: Path | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Join a table"))
        self.setModal(False)
        self.setMinimumWidth(560)
        self.rt: RemoteTable | None = None
        self.book = SeatBook(seats_file)
        self._key = ""
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(tr("Tables found on this network:")))
        self.found = QListWidget()
        self.found.setObjectName("found_tables")
        self.found.currentItemChanged.connect(self._chosen)
        lay.addWidget(self.found)
        self.finder_note = QLabel(tr("Looking for tables\u2026 If yours does not appear, type "
                                     "the address the host reads out."))
        self.finder_note.setWordWrap(True)
        lay.addWidget(self.finder_note)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setObjectName("join_address")
        self.address.setPlaceholderText("192.168.1.20")
        self.port = QSpinBox()
        self.port.setObjectName("join_port")
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.code = QLineEdit()
        self.code.setObjectName("join_code")
        self.code.setPlaceholderText("ABC-DEF")
        self.name = QLineEdit(name)
        self.name.setObjectName("join_name")
        self.name.setMaxLength(20)
        self.seat = QComboBox()
        self.seat.setObjectName("join_seat")
        form.addRow(tr("Address:"), self.address)
        form.addRow(tr("Port:"), self.port)
        form.addRow(tr("Table code:"), self.code)
        form.addRow(tr("Your name:"), self.name)
        form.addRow(tr("Seat:"), self.seat)
        lay.addLayout(form)
        self.state = QLabel()
        self.state.setObjectName("join_state")
        self.state.setWordWrap(True)
        lay.addWidget(self.state)
        self.refusal = QLabel()
        self.refusal.setObjectName("join_refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b00020; font-weight: bold;")
        lay.addWidget(self.refusal)
        buttons = QDialogButtonBox()
        self.join_button = buttons.addButton(tr("Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("join_button")
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.join)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._fill_seats(None)
        last = self.book.last()      # the last table joined: after a restart, Join takes the seat back
        if last is not None:
            self.address.setText(last[0])
            self.port.setValue(last[1])
            self.code.setText(last[2][:3] + "-" + last[2][3:] if len(last[2]) == 6 else last[2])
        self.finder = finder if finder is not None else TableFinder(parent=self)
        self.finder.setParent(self)
        self.finder.sig_found.connect(self.add_table)
        for known in list(self.finder.tables.values()):
            self.add_table(known)
        if finder is None and not self.finder.start():
            self.finder_note.setText(tr("Tables cannot be looked for on this computer now: "
                                        "type the address the host reads out."))

    def _fill_seats(self, free: list[int] | None) -> None:
        self.seat.clear()
        self.seat.addItem(tr("Any free seat"), None)
        for s in range(4):
            if free is None or s in free:
                self.seat.addItem(tr(SEAT_NAMES[s]), s)

    def add_table(self, found: dict[str, Any]) -> None:
        """A table heard (again): listed once per address and port."""
        for i in range(self.found.count()):
            item = self.found.item(i)
            old = item.data(Qt.ItemDataRole.UserRole)
            if (old["address"], old["port"]) == (found["address"], found["port"]):
                item.setText(table_words(found))
                item.setData(Qt.ItemDataRole.UserRole, found)
                return
        item = QListWidgetItem(table_words(found))
        item.setData(Qt.ItemDataRole.UserRole, found)
        self.found.addItem(item)
        if self.found.count() == 1:
            self.found.setCurrentItem(item)

    def _chosen(self, item: QListWidgetItem | None, _old: object = None) -> None:
        if item is None:
            return
        found = item.data(Qt.ItemDataRole.UserRole)
        self.address.setText(str(found["address"]))
        self.port.setValue(int(found["port"]))
        self._fill_seats(list(found.get("free", [])))
        self.code.setFocus()

    # ------------------------------------------------------------------ joining
    def join(self) -> None:
        address, code = self.address.text().strip(), self.code.text().strip()
        self.refusal.setText("")
        if not address or not code:
            self.refusal.setText(tr("Type the table's address and its code."))
            return
        self._drop_table()
        self._key = self.book.key(address, self.port.value(), code)
        seat, token = self.book.get(self._key)
        rt = RemoteTable(self)
        self.rt = rt
        rt.sig_connection.connect(self._connection)
        rt.sig_join_refused.connect(self._refused)
        self.join_button.setEnabled(False)
        wanted = self.seat.currentData()
        rt.join(address, self.port.value(), code, name=self.name.text().strip()[:20],
                seat=seat if token is not None else wanted, token=token)

    def _connection(self, state: str) -> None:
        words = connection_words(state)
        if state == "lost":
            words = tr("The table cannot be reached: trying again\u2026 Check the address.")
        self.state.setText(words)
        rt = self.rt
        if state == "joined" and rt is not None:
            self.book.put(self._key, rt.seat, rt.token)
            rt.sig_connection.disconnect(self._connection)
            rt.sig_join_refused.disconnect(self._refused)
            self.rt = None
            self.sig_joined.emit(rt)
            self.accept()

    def _refused(self, code: str, _plain: str) -> None:
        """The host did not seat this program: why, in the player's language."""
        self.refusal.setText(join_refused_words(code))
        self.state.setText("")
        if code == "bad_token":
            self.book.put(self._key, None, None)    # that seat is gone: ask for a new one
        self._drop_table()
        self.join_button.setEnabled(True)

    def _drop_table(self) -> None:
        rt, self.rt = self.rt, None
        if rt is not None:
            rt.sig_connection.disconnect(self._connection)
            rt.sig_join_refused.disconnect(self._refused)
            rt.shutdown()
            rt.deleteLater()

    def done(self, result: int) -> None:
        self._drop_table()
        self.finder.stop()
        super().done(result)
