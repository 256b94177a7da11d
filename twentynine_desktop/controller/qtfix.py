"""Work around a PySide6 6.12 reference-count bug (docs/qt-refcount-bug.md).

On PySide6 6.12, ``SignalInstance.emit()`` returns ``True`` without taking a reference,
and every void-returning method (``setText``, ``setObjectName``, ...) returns ``None``
without taking one: each Python-side call lowers the reference count of ``True`` (or
``None``) by one.  After a few hundred to a few thousand calls Python 3.11 aborts with
"Fatal Python error: bool_dealloc".  Python 3.12+ makes True, False and None immortal,
so there the lost references are harmless.

``apply()`` is called once at program start (``__main__.main``) and in the test
configuration (``tests/conftest.py``).  It runs the probe (``has_refcount_bug``) and
pins True, False and None with a huge reference count (what 3.12 does) only where
the probe shows the bug.  Importing this module changes nothing.
"""

from __future__ import annotations

import ctypes
import logging
import sys

log = logging.getLogger(__name__)

PIN = 1 << 40          # added to the reference count of each pinned object
_PROBE_CALLS = 8       # calls per probe: the bug loses one reference per call
_applied: bool | None = None   # None: apply() not called yet; else whether it pinned


def immortal_singletons() -> bool:
    """True on a Python whose True/False/None cannot be freed (3.12+, PEP 683)."""
    return sys.version_info >= (3, 12) or not hasattr(sys, "getrefcount")


def emit_leaks_true() -> bool:
    """Whether this PySide6 loses a reference to True on every ``emit`` (measured on
    a private signal)."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        sig = Signal()

    p = _Probe()
    before = sys.getrefcount(True)
    for _ in range(_PROBE_CALLS):
        p.sig.emit()
    return sys.getrefcount(True) < before - _PROBE_CALLS // 2


def void_call_leaks_none() -> bool:
    """Whether this PySide6 loses a reference to None on every void method call."""
    from PySide6.QtCore import QObject

    o = QObject()
    before = sys.getrefcount(None)
    for _ in range(_PROBE_CALLS):
        o.setObjectName("probe")
    return sys.getrefcount(None) < before - _PROBE_CALLS // 2


def has_refcount_bug() -> bool:
    """The probe: this Python can be hurt and this PySide6 loses references."""
    if immortal_singletons():
        return False
    return emit_leaks_true() or void_call_leaks_none()


def pin_bools() -> None:
    """Give True, False and None a huge reference count, as Python 3.12 does."""
    for obj in (True, False, None):
        ctypes.c_ssize_t.from_address(id(obj)).value += PIN


def apply() -> bool:
    """Pin True/False/None if (and only if) the probe shows the bug; once per process.
    Returns whether they are pinned."""
    global _applied
    if _applied is None:
        _applied = has_refcount_bug()
        if _applied:
            pin_bools()
            log.info("PySide6 reference-count bug found: True, False and None pinned "
                     "(docs/qt-refcount-bug.md)")
    return _applied
