"""Work around a PySide6 6.12 reference-count bug: ``SignalInstance.emit()`` returns
``True`` without taking a reference, so every Python-side emit lowers the reference count
of ``True`` by one; after a few thousand emits Python 3.11 aborts with "Fatal Python
error: bool_dealloc".  Python 3.12+ makes True/False immortal, so there it is harmless.

``pin_bools()`` gives True and False a huge reference count (what 3.12 does), once.
Imported by ``twentynine_desktop.controller`` so that every user of the table has it.
"""

from __future__ import annotations

import ctypes
import sys

_done = False


def pin_bools() -> None:
    global _done
    if _done or sys.version_info >= (3, 12) or not hasattr(sys, "getrefcount"):
        _done = True
        return
    # None too: every void-returning PySide6 6.12 method (setText, setValue, ...) returns
    # None without taking a reference (measured: 100 QLabel.setText calls lower it by 100).
    for obj in (True, False, None):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
    _done = True


def emit_leaks_true() -> bool:
    """Whether this PySide6 has the bug (measured on a private signal)."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        sig = Signal()

    p = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        p.sig.emit()
    return sys.getrefcount(True) < before - 4


pin_bools()
