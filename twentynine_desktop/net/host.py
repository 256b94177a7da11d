"""The host's listening side: a ``QTcpServer`` carrying bytes to and from the referee
(``session.HostSession``), and ``HostedTable``, the whole of a hosted table in one
object (controller, referee, server, announcements) for the Host screen.

Loopback only (``loopback_only()``: the ``--loopback-only`` option or the environment
variable ``TWENTYNINE_LOOPBACK_ONLY=1``) listens on 127.0.0.1 alone; else on every IPv4
interface of this computer.
"""

from __future__ import annotations

import ipaddress
import logging
import os
from pathlib import Path
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
from ..controller.autosave import config_for, info_for
from ..engine.deal import CutPart
from ..engine.match import Match
from . import hostsave
from .protocol import DEFAULT_PORT, new_code, show_code
from .session import HostSession

log = logging.getLogger(__name__)

LOOPBACK_ENV = "TWENTYNINE_LOOPBACK_ONLY"
PORTS_TRIED = 10                 # DEFAULT_PORT and the next ones, then any free port
MAX_UNSENT = 4 * 1024 * 1024     # bytes waiting for a client that does not read: closed


def loopback_only() -> bool:
    """The program is limited to this computer (tests, trying it out away from home)."""
    return os.environ.get(LOOPBACK_ENV, "") not in ("", "0")


def is_loopback(address: str) -> bool:
    """``address`` is this computer itself (127.0.0.0/8, ::1 or "localhost")."""
    if address.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(address.strip()).is_loopback
    except ValueError:
        return False


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
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)  # no Nagle delay
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
        # the host's choices for everyone at the table, as the lobby sets them (kept in
        # the save: a resumed table offers the same hints, undo and advisor)
        self.choices: dict[str, bool] = {}
        self.controller = controller or TableController(config, self)
        self.server = TableServer(self)
        self.session = HostSession(self.controller, self.code, self.server.send, self.server.close)
        self.server.session = self.session
        self.session.on_seats = self.sig_seats.emit
        self.session.on_notice = self.sig_notice.emit
        self.session.cuts.on_cut_wait = self.sig_cut_wait.emit
        self.port = 0
        self.loopback: bool | None = None
        self.save_folder: Path | None = None
        self._resumed: Match | None = None       # a saved match that start() goes on with
        self.info = info_for(config)

    sig_seats = Signal(object)       # list of seat rows: who sits where changed
    sig_notice = Signal(str, str)    # a connection refused or closed: ErrorCode value, English
    sig_cut_wait = Signal(object)    # the deal waits for the cuts of these seats (at most 20 s)

    @property
    def resuming(self) -> bool:
        """``start`` goes on with a saved match (its next deal has no cut of the people)."""
        return self._resumed is not None

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

    def start(self, host_cut: tuple[CutPart, ...] = ()) -> None:
        """Deal the first hand, or (a table from ``resume``) go on from the position
        saved: best once the people are back (``seat_rows``), as a remote seat nobody
        holds is played by its computer at once.  The first hand's fingerprint goes to
        every seat first, and it is dealt once the people have cut (``host_cut``: the
        host person's part)."""
        if self._resumed is not None:
            match, self._resumed = self._resumed, None
            self.controller.resume_match(self.config, match)
            return
        self.session.start_match(self.config, host_cut)

    # ------------------------------------------------------------------ the save
    def save_to(self, folder: Path) -> None:
        """Save the match after every action (and the table: code, seats, tokens) into
        ``folder``, so that a restarted host resumes it (``resume``)."""
        self.save_folder = Path(folder)
        self.info = info_for(self.config)
        self.session.before_update = self._save
        self.controller.sig_hand_over.connect(self._save)
        self.sig_seats.connect(self._save)

    def _state(self) -> hostsave.HostedState:
        choices = dict(self.choices, hints=bool(self.config.hints),
                       practice=bool(self.config.practice))
        return hostsave.HostedState(self.code, self.config.remote_seats, dict(self.config.levels),
                                    self.session.seat_secrets(), choices)

    def _save(self, *_: object) -> None:
        m = self.controller.match
        if self.save_folder is None or m is None:
            return
        try:
            hostsave.save(self.save_folder, m, self.info, self._state())
        except OSError as exc:
            log.error("the hosted match could not be saved: %s", exc)
            self.sig_notice.emit("save", str(exc))

    @classmethod
    def resume(cls, folder: Path, base: TableConfig,
               parent: QObject | None = None) -> HostedTable | None:
        """The hosted table saved in ``folder``, its match going on where it was, with
        the same code and seats (None: nothing to resume).  ``base``: the looks and the
        pacing (the rules, seats and levels come from the save)."""
        result, state = hostsave.load(Path(folder))
        if result.loaded is None or state is None or result.loaded.match.over:
            return None
        cfg = config_for(result.loaded, base)
        cfg.levels = dict(state.levels)
        cfg.remote_seats = state.remote_seats
        # the table's choices stay what the host chose (hints, practice undo)
        cfg.hints = state.options.get("hints", False)
        cfg.practice = state.options.get("practice", False)
        t = cls(cfg, code=state.code, parent=parent)
        t.choices.update(state.options)
        t.session.restore_seats(state.seats)
        t.save_to(Path(folder))
        t.info = result.loaded.info
        t._resumed = result.loaded.match
        return t

    def shutdown(self) -> None:
        self.session.close_all()
        self.server.shutdown()
        self.controller.shutdown()
