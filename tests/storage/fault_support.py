"""Helpers of the fault tests: a saves folder whose writes fail as a full or read-only
disk does, a small real tmpfs where the machine allows mounting one, and the checks
made after every fault (the match is still on disk, nothing crashed)."""

from __future__ import annotations

import errno
import os
import subprocess
from pathlib import Path

import pytest
from save_support import position_key

from twentynine_desktop.storage.archive import Folder, list_archived
from twentynine_desktop.storage.matchsave import read_save

FULL = OSError(errno.ENOSPC, "No space left on device")
READ_ONLY = OSError(errno.EROFS, "Read-only file system")
DENIED = OSError(errno.EACCES, "Permission denied")


class FaultyFolder(Folder):
    """A saves folder whose writes raise ``fail`` (and, for a read-only disk, whose
    deletes too), until ``fail`` is set to None.  The tests run as root, where chmod
    stops no write: the fault is injected here instead."""

    def __init__(self, root: Path, fail: OSError | None = None):
        super().__init__(Path(root))
        self.fail = fail
        self.writes_refused = 0

    def write(self, path: Path, text: str, durable: bool = False) -> None:
        if self.fail is not None:
            self.writes_refused += 1
            raise OSError(self.fail.errno, self.fail.strerror, str(path))
        super().write(path, text, durable)

    def remove(self, path: Path) -> None:
        if self.fail is not None and self.fail.errno != errno.ENOSPC:   # a full disk deletes
            raise OSError(self.fail.errno, self.fail.strerror, str(path))
        super().remove(path)


def copies_of(folder: Folder, match, extra: list[Path] = ()) -> list[Path]:
    """Every file in the folder (autosave, kept matches, ``extra``) holding ``match``'s
    position exactly."""
    key = position_key(match)
    out = []
    res = read_save(folder.autosave)
    if res.loaded is not None and position_key(res.loaded.match) == key:
        out.append(folder.autosave)
    for kept in list_archived(folder):
        if kept.loaded is not None and position_key(kept.loaded.match) == key:
            out.append(kept.path)
    for p in extra:
        r = read_save(p)
        if r.loaded is not None and position_key(r.loaded.match) == key:
            out.append(p)
    return out


class Tmpfs:
    """A real tmpfs of ``size`` mounted at ``path`` (skips the test where mounting is
    not permitted); ``fill()`` takes all its free space, ``free()`` gives it back."""

    def __init__(self, path: Path, size: str = "256k"):
        self.path = Path(path)
        self.path.mkdir(parents=True, exist_ok=True)
        if os.name != "posix" or os.geteuid() != 0:
            pytest.skip("mounting a tmpfs needs root")
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(self.path)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            pytest.skip(f"mount is not permitted here: {done.stderr.strip()}")
        self.filler = self.path / "filler"

    def fill(self) -> None:
        fd = os.open(self.filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            while True:
                os.write(fd, b"\0" * 1024)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
        finally:
            os.close(fd)

    def free(self) -> None:
        self.filler.unlink(missing_ok=True)

    def unmount(self) -> None:
        subprocess.run(["umount", "-l", str(self.path)], capture_output=True)
