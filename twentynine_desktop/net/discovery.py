"""Finding tables on the home network: a host announces its table by UDP broadcast
every ``EVERY_MS``; a joining program listens and lists what it hears.

Where the announcements go is injectable (``targets``): by default every broadcast
address of this computer's network interfaces (``QNetworkInterface``), or 127.0.0.1
and 127.255.255.255 when the program is limited to loopback (``host.loopback_only()``); tests give
their own and never send anywhere else.  An announcement names the table, its port and
its free seats, never its code (the code is read out at the table).
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from .host import HostedTable, is_loopback, loopback_only
from .messages import SeatKind, seat_kind
from .protocol import DISCOVERY_PORT, PROGRAM, PROTOCOL

EVERY_MS = 2000
MAX_DATAGRAM = 1024
KIND = "twentynine-table"
MAX_TABLES = 64         # tables listed at most (a flood of announcements cannot grow it)


# Limited to loopback, the announcements also go to the loopback network's broadcast
# address, and a finder listens there: several programs on one computer (several
# joining programs, each with its Join dialog open) share the port and each hears every
# announcement; a datagram sent to 127.0.0.1 reaches only one of the sockets that share it.
LOOPBACK_BROADCAST = "127.255.255.255"


def broadcast_targets(loopback: bool | None = None) -> list[str]:
    """Where announcements go: 127.0.0.1 and 127.255.255.255 (loopback only), else each
    interface's IPv4 broadcast address."""
    if loopback_only() if loopback is None else loopback:
        return ["127.0.0.1", LOOPBACK_BROADCAST]
    out: list[str] = []
    for iface in QNetworkInterface.allInterfaces():
        flags = iface.flags()
        if not (flags & QNetworkInterface.InterfaceFlag.IsUp) or (
                flags & QNetworkInterface.InterfaceFlag.IsLoopBack):
            continue
        for entry in iface.addressEntries():
            b = entry.broadcast()
            if not b.isNull() and b.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                out.append(b.toString())
    return sorted(set(out))


def announcement(name: str, port: int, free: list[int]) -> bytes:
    return json.dumps({"t": KIND, "protocol": PROTOCOL, "program": PROGRAM, "name": name[:40],
                       "port": port, "free": free}, separators=(",", ":")).encode()


def read_announcement(data: bytes, sender: str) -> dict[str, Any] | None:
    """An announcement heard from ``sender``, checked, or None."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        obj = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict) or obj.get("t") != KIND:
        return None
    port, name, free = obj.get("port"), obj.get("name"), obj.get("free")
    proto = obj.get("protocol")
    if (not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536
            or not isinstance(name, str) or len(name) > 40
            or not isinstance(free, list) or len(free) > 4
            or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= 3 for s in free)
            or not isinstance(proto, int) or isinstance(proto, bool)):
        return None
    program = obj.get("program")
    return {"name": name, "address": sender, "port": port, "free": free, "protocol": proto,
            "program": program if isinstance(program, str) else "", "compatible": proto == PROTOCOL}


class TableAnnouncer(QObject):
    """Announces ``table`` to ``targets`` (default: ``broadcast_targets()``) on ``port``."""

    def __init__(self, table: HostedTable, name: str, targets: list[str] | None = None,
                 port: int = DISCOVERY_PORT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.name = name
        self.targets = targets
        self.port = port
        self.sock = QUdpSocket(self)
        self.timer = QTimer(self)
        self.timer.setInterval(EVERY_MS)
        self.timer.timeout.connect(self.announce)
        self.sent = 0

    def start(self) -> None:
        self.announce()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def announce(self) -> None:
        free = [r["seat"] for r in self.table.seat_rows()
                if seat_kind(r) == SeatKind.COMPUTER and r["seat"] in self.table.config.remote_seats]
        data = announcement(self.name, self.table.port, free)
        targets = self.targets if self.targets is not None else broadcast_targets(self.table.loopback)
        if loopback_only() or self.table.loopback:
            targets = [t for t in targets if is_loopback(t)]   # never past this computer
        for t in targets:
            self.sock.writeDatagram(data, QHostAddress(t), self.port)
            self.sent += 1


class TableFinder(QObject):
    """Listens for announcements on ``port`` (bound to ``bind``: 127.255.255.255 when
    limited to loopback, else every IPv4 address; the port shared with other programs)
    and tells each table heard."""

    sig_found = Signal(object)       # {"name", "address", "port", "free", "protocol", ...}

    def __init__(self, port: int = DISCOVERY_PORT, bind: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.port = port
        self.bind = bind
        self.sock = QUdpSocket(self)
        self.sock.readyRead.connect(self._read)
        self.tables: dict[tuple[str, int], dict[str, Any]] = {}

    def start(self) -> bool:
        bind = self.bind or (LOOPBACK_BROADCAST if loopback_only() else None)
        address = QHostAddress(bind) if bind else QHostAddress(QHostAddress.SpecialAddress.AnyIPv4)
        mode = (QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint)
        return bool(self.sock.bind(address, self.port, mode))

    def stop(self) -> None:
        self.sock.close()

    def _read(self) -> None:
        while self.sock.hasPendingDatagrams():
            size = min(self.sock.pendingDatagramSize(), MAX_DATAGRAM + 1)
            data, sender, _port = self.sock.readDatagram(max(size, 1))
            found = read_announcement(bytes(data.data()), QHostAddress(sender).toString())
            if found is None:
                continue
            key = (str(found["address"]), int(found["port"]))
            if key in self.tables or len(self.tables) < MAX_TABLES:
                self.tables[key] = found
                self.sig_found.emit(found)
