"""The host's listening side: a ``QTcpServer`` carrying bytes to and from the referee
(``session.HostSession``), and ``HostedTable``, the whole of a hosted table in one
object (controller, referee, server, announcements) for the Host screen.

Loopback only (``loopback_only()``: the ``--loopback-only`` option or the environment
variable ``TWENTYNINE_LOOPBACK_ONLY=1``) listens on 127.0.0.1 alone; else on every IPv4
interface of this computer.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QNetworkInterface,
    QTcpServer,
    QTcpSocket,
)

from ..controller import TableConfig, TableController
from .protocol import DEFAULT_PORT, new_code, show_code
from .session import HostSession

log = logging.getLogger(__name__)

LOOPBACK_ENV = "TWENTYNINE_LOOPBACK_ONLY"
PORTS_TRIED = 10                 # DEFAULT_PORT and the next ones, then any free port
MAX_UNSENT = 4 * 1024 * 1024     # bytes waiting for a client that does not read: closed


def loopback_only() -> bool:
    """The program is limited to this computer (tests, trying it out away from home)."""
    return os.environ.get(LOOPBACK_ENV, "") not in ("", "0")


class TableServer(QObject):
    """Accepts connections and passes their bytes on; a peer is a small number."""

    sig_peers = Signal(int)          # connections open now

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self.sockets: dict[int, QTcpSocket] = {}
        self.session: HostSession | None = None
        self._next_peer = 1

    def listen(self, port: int = DEFAULT_PORT, loopback: bool | None = None) -> int:
        """Listen on ``port`` (0: any free one; the default port: the next free one if
        taken).  Returns the port, or raises OSError."""
        only_here = loopback_only() if loopback is None else loopback
        address = QHostAddress(QHostAddress.SpecialAddress.LocalHost if only_here
                               else QHostAddress.SpecialAddress.AnyIPv4)
        tries = [port] if port != DEFAULT_PORT else [port + i for i in range(PORTS_TRIED)] + [0]
        for p in tries:
            if self.server.listen(address, p):
                return int(self.server.serverPort())
        raise OSError(f"cannot listen: {self.server.errorString()}")

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            peer = self._next_peer
            self._next_peer += 1
            self.sockets[peer] = sock
            sock.readyRead.connect(lambda p=peer: self._read(p))
            sock.disconnected.connect(lambda p=peer: self._gone(p))
            if self.session is not None:
                self.session.connected(peer, sock.peerAddress().toString())
            self.sig_peers.emit(len(self.sockets))

    def _read(self, peer: int) -> None:
        sock = self.sockets.get(peer)
        if sock is None or self.session is None:
            return
        data = bytes(sock.readAll().data())
        if data:
            self.session.received(peer, data)

    def _gone(self, peer: int) -> None:
        sock = self.sockets.pop(peer, None)
        if sock is None:
            return
        sock.deleteLater()
        if self.session is not None:
            self.session.disconnected(peer)
        self.sig_peers.emit(len(self.sockets))

    def send(self, peer: int, data: bytes) -> None:
        sock = self.sockets.get(peer)
        if sock is None:
            return
        if sock.bytesToWrite() > MAX_UNSENT:
            log.warning("peer %s does not read: closed", peer)
            self.close(peer)
            return
        sock.write(data)

    def close(self, peer: int) -> None:
        sock = self.sockets.get(peer)
        if sock is not None:
            sock.flush()
            sock.disconnectFromHost()

    def shutdown(self) -> None:
        self.server.close()
        for peer in list(self.sockets):
            self.close(peer)


def local_addresses(loopback: bool | None = None) -> list[str]:
    """This computer's IPv4 addresses to read out (loopback only: 127.0.0.1)."""
    if loopback_only() if loopback is None else loopback:
        return ["127.0.0.1"]
    out = []
    for a in QNetworkInterface.allAddresses():
        if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not a.isLoopback():
            out.append(a.toString())
    return out or ["127.0.0.1"]


class HostedTable(QObject):
    """A table hosted on this computer: the controller (the only referee), its referee
    for remote seats, the server and (optionally) the announcements on the network.

        t = HostedTable(config)           # config.remote_seats: the seats for people
        port = t.listen()                 # then read out t.code_shown and the address
        t.start()                         # deal (remote seats not joined: computers)
    """

    def __init__(self, config: TableConfig, code: str | None = None,
                 controller: TableController | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.config = config
        self.code = code or new_code()
        self.controller = controller or TableController(config, self)
        self.server = TableServer(self)
        self.session = HostSession(self.controller, self.code, self.server.send, self.server.close)
        self.server.session = self.session
        self.session.on_seats = self.sig_seats.emit
        self.session.on_notice = self.sig_notice.emit
        self.port = 0
        self.loopback: bool | None = None

    sig_seats = Signal(object)       # list of seat rows: who sits where changed
    sig_notice = Signal(str, str)    # a connection refused or closed: ErrorCode value, English

    @property
    def code_shown(self) -> str:
        return show_code(self.code)

    def addresses(self) -> list[str]:
        return local_addresses(self.loopback)

    def seat_rows(self) -> list[dict[str, Any]]:
        return self.session.seat_rows()

    def move(self, a: int, b: int) -> bool:
        return self.session.move(a, b)

    def listen(self, port: int = DEFAULT_PORT, loopback: bool | None = None) -> int:
        self.loopback = loopback_only() if loopback is None else loopback
        self.port = self.server.listen(port, self.loopback)
        return self.port

    def start(self) -> None:
        self.controller.new_match(self.config)

    def shutdown(self) -> None:
        self.session.close_all()
        self.server.shutdown()
        self.controller.shutdown()
