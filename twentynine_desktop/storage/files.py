"""Reading the program's own files safely: only regular files, never more than a limit.

A FIFO, a device or a socket where a save, a record or the statistics should be would
make ``open`` or ``read`` wait forever (a FIFO without a writer), and a folder cannot
be read at all; an unexpectedly huge file would hold the program and its memory.  So a
file is looked at with ``os.stat`` before it is opened, opened without waiting
(``O_NONBLOCK``, where the system has it), looked at again through its descriptor (it
may have been swapped in between), and read only up to the limit.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotARegularFile(OSError):
    """Something other than a plain file is where a file was expected."""


class FileTooLarge(OSError):
    """A file larger than anything the program writes there."""

    def __init__(self, size: int, limit: int):
        super().__init__(f"it is larger than {limit // (1024 * 1024)} MB")
        self.size = size
        self.limit = limit


def kind_of(mode: int) -> str:
    """"a folder", "a named pipe"... for a file that is not a regular one."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def check_regular(path: Path) -> os.stat_result:
    """The file's status; raises FileNotFoundError (missing), NotARegularFile, OSError."""
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise NotARegularFile(f"it is {kind_of(st.st_mode)}, not a file")
    return st


def _without_waiting(path: str, flags: int) -> int:
    """``os.open`` that does not wait for a pipe's writer (where the system can say so)."""
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def read_regular(path: Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``).  Raises
    FileNotFoundError, NotARegularFile, FileTooLarge or another OSError; never waits on
    a pipe or a device."""
    path = Path(path)
    st = check_regular(path)
    if limit is not None and st.st_size > limit:
        raise FileTooLarge(st.st_size, limit)
    with open(path, "rb", opener=_without_waiting) as fh:
        mode = os.fstat(fh.fileno()).st_mode
        if not stat.S_ISREG(mode):   # swapped for something else since the stat above
            raise NotARegularFile(f"it is {kind_of(mode)}, not a file")
        data = fh.read() if limit is None else fh.read(limit + 1)
    if limit is not None and len(data) > limit:
        raise FileTooLarge(len(data), limit)
    return data
