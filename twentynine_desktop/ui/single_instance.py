"""One Twenty-Nine per data folder: two windows writing the same save and statistics
would undo each other's work.

The first start takes a lock file in the data folder (``QLockFile``; a lock left by a
process that no longer runs is taken over) and listens on a local socket named after
the folder (``QLocalServer``).  A second start finds the lock held, asks the first
through that socket to bring its window forward, and ends; if the first cannot be
reached, it says plainly that Twenty-Nine is already running.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

LOCK_NAME = "twentynine.lock"
RAISE = b"raise\n"
SHOWN = b"shown\n"


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder (the same folder, the same name)."""
    key = str(Path(folder).expanduser().resolve())
    return "twentynine-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]


class InstanceLock(QObject):
    """The lock of one data folder, and the socket that brings this window forward."""

    def __init__(self, folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.folder = Path(folder)
        self.lock = QLockFile(str(self.folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)    # stale only when its process is gone, never by age
        self.server: QLocalServer | None = None
        self.on_raise: Callable[[], None] | None = None

    def acquire(self) -> bool:
        """Take the lock.  False: another running instance holds it.  A folder where no
        lock can be written counts as free (nothing can be saved there either)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
        if self.lock.tryLock(0):
            return True
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return False
        log.warning("no lock file in %s (%s): starting without one", self.folder, self.lock.error())
        return not ask_to_show(self.folder)   # a running instance still answers

    def serve(self, on_raise: Callable[[], None]) -> bool:
        """Listen for a second start; ``on_raise`` brings the window forward."""
        self.on_raise = on_raise
        name = server_name(self.folder)
        server = QLocalServer(self)
        if not server.listen(name):
            QLocalServer.removeServer(name)   # a socket left by a crash (we hold the lock)
            if not server.listen(name):
                log.warning("cannot listen on %s: %s", name, server.errorString())
                return False
        server.newConnection.connect(self._on_connection)
        self.server = server
        return True

    def _on_connection(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            sock = server.nextPendingConnection()
            sock.readyRead.connect(lambda s=sock: self._on_message(s))
            sock.disconnected.connect(sock.deleteLater)
            if sock.bytesAvailable():
                self._on_message(sock)

    def _on_message(self, sock: QLocalSocket) -> None:
        if not bytes(sock.readAll().data()).startswith(RAISE.strip()):
            return
        if self.on_raise is not None:
            self.on_raise()
        sock.write(SHOWN)
        sock.flush()

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()


def ask_to_show(folder: Path, wait_ms: int = 3000) -> bool:
    """Ask the instance running on ``folder`` to bring its window forward.  Returns
    whether it answered that it did."""
    sock = QLocalSocket()
    sock.connectToServer(server_name(folder))
    if not sock.waitForConnected(wait_ms):
        return False
    sock.write(RAISE)
    sock.flush()            # (waitForBytesWritten is False when flush wrote it all)
    sock.waitForBytesWritten(wait_ms)
    answer = b""
    while not answer.endswith(b"\n") and (sock.bytesAvailable() or sock.waitForReadyRead(wait_ms)):
        answer += bytes(sock.readAll().data())
    sock.disconnectFromServer()
    return answer.startswith(SHOWN.strip())


def bring_forward(win: QWidget) -> None:
    """Show ``win`` in front (also from minimized)."""
    if win.isMinimized():
        win.showNormal()
    win.show()
    win.raise_()
    win.activateWindow()


def running_text(folder: Path) -> str:
    from .i18n import tr
    return tr("Twenty-Nine is already running with the data folder {folder}. Switch to its "
              "window, or close it before starting Twenty-Nine again.").format(folder=folder)


def second_start(folder: Path, tell: Callable[[str], None] | None = None) -> int:
    """A second start on ``folder``: the first window comes forward, or the player is
    told that Twenty-Nine is running.  Returns the exit code (0)."""
    if ask_to_show(folder):
        print("Twenty-Nine is already running: its window was brought forward.", flush=True)
        return 0
    text = running_text(folder)
    print(text, flush=True)
    if tell is None:
        from PySide6.QtWidgets import QMessageBox

        from .i18n import tr
        QMessageBox.information(None, tr("Twenty-Nine"), text)
    else:
        tell(text)
    return 0
