"""The PySide6 6.12 reference-count workaround (controller/qtfix.py): applied once, at
program start (and in tests/conftest.py), only where its probe shows the bug; importing
it changes nothing; and with it, many emits no longer abort Python 3.11."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import PySide6

from twentynine_desktop.controller import qtfix

ROOT = Path(__file__).resolve().parents[2]

CALLS = """
from PySide6.QtCore import QObject, Signal
class P(QObject):
    sig = Signal()
p = P()
for _ in range(20000):
    p.sig.emit()
    p.setObjectName("x")
print("survived")
"""


def _child(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_apply_pins_only_where_the_probe_shows_the_bug_and_only_once(monkeypatch):
    pinned = []
    monkeypatch.setattr(qtfix, "pin_bools", lambda: pinned.append(1))
    monkeypatch.setattr(qtfix, "_applied", None)
    monkeypatch.setattr(qtfix, "has_refcount_bug", lambda: False)
    assert qtfix.apply() is False
    assert pinned == []
    monkeypatch.setattr(qtfix, "_applied", None)
    monkeypatch.setattr(qtfix, "has_refcount_bug", lambda: True)
    assert qtfix.apply() is True
    assert qtfix.apply() is True
    assert pinned == [1]


def test_importing_the_packages_changes_no_reference_count():
    r = _child("import sys\nimport twentynine_desktop.controller.qtfix\n"
               "import twentynine_desktop.controller, twentynine_desktop.ui.main_window\n"
               "print(sys.getrefcount(True) < 2 ** 39, sys.getrefcount(None) < 2 ** 39)")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["True", "True"]


def test_the_probe_is_what_decides():
    bug = qtfix.has_refcount_bug()
    if sys.version_info >= (3, 12):
        assert bug is False  # immortal True/False/None: nothing to fix
    elif PySide6.__version__.startswith("6.12."):
        assert bug is True   # the version the bug was found in
    r = _child("from twentynine_desktop.controller import qtfix\n"
               "import sys\nprint(qtfix.apply(), sys.getrefcount(True) > 2 ** 39)")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == [str(bug), str(bug)]


def test_many_emits_survive_once_applied():
    r = _child("from twentynine_desktop.controller import qtfix\nqtfix.apply()\n" + CALLS)
    assert r.returncode == 0, r.stderr
    assert "survived" in r.stdout
    if qtfix.has_refcount_bug():
        # the regression itself: without the workaround the same calls abort Python
        bare = _child(CALLS)
        assert bare.returncode != 0 and "bool_dealloc" in bare.stderr
