"""The project's own import-linter contract type (tools/import_contracts.py): a part may
import only the named modules of an external package, as "the controller uses QtCore
only" needs.  Checked on a small package of its own, by the lint-imports command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tools.import_contracts import imported_names

ROOT = Path(__file__).resolve().parents[2]

CONFIG = """\
[tool.importlinter]
root_packages = ["qtpart"]
include_external_packages = true
contract_types = ["allowed_submodules: tools.import_contracts.AllowedSubmodulesContract"]

[[tool.importlinter.contracts]]
name = "the core uses QtCore only"
type = "allowed_submodules"
source_modules = ["qtpart.core"]
external_package = "PySide6"
allowed_modules = ["PySide6.QtCore"]
"""


def _lint(tmp_path: Path, files: dict[str, str]) -> subprocess.CompletedProcess[str]:
    for name, text in {"qtpart/__init__.py": "", "qtpart/core/__init__.py": "", **files}.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(CONFIG, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))   # tools/ from this checkout
    code = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run([sys.executable, "-c", code, "--config", "pyproject.toml", "--no-cache"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)


def test_a_part_importing_only_the_allowed_qt_module_keeps_the_contract(tmp_path):
    r = _lint(tmp_path, {
        "qtpart/core/a.py": "from PySide6.QtCore import QObject, QTimer\n",
        "qtpart/core/b.py": "def later():\n    from PySide6 import QtCore\n    return QtCore\n",
        # outside the source modules: not this contract's affair
        "qtpart/screen.py": "from PySide6.QtWidgets import QLabel\n",
    })
    assert r.returncode == 0, r.stdout + r.stderr
    assert "1 kept, 0 broken" in r.stdout


def test_every_other_qt_module_breaks_the_contract_with_its_line(tmp_path):
    r = _lint(tmp_path, {
        "qtpart/core/a.py": "from PySide6.QtCore import QObject\nfrom PySide6.QtGui import (\n"
                            "    QColor,\n)\n",
        "qtpart/core/b.py": "def later():\n    from PySide6 import QtCore, QtWidgets\n",
        "qtpart/core/c.py": "import PySide6.QtSvg as svg\n",
    })
    assert r.returncode == 1, r.stdout + r.stderr
    assert "BROKEN" in r.stdout
    assert "qtpart.core.a -> PySide6.QtGui.QColor (l.2)" in r.stdout
    assert "qtpart.core.b -> PySide6.QtWidgets (l.2)" in r.stdout
    assert "qtpart.core.c -> PySide6.QtSvg (l.1)" in r.stdout
    assert "QtCore" not in r.stdout.split("beyond PySide6.QtCore:")[1]


def test_the_names_an_import_statement_brings_in():
    text = "import os, PySide6.QtGui as g\nfrom PySide6 import (\n    QtCore,\n    QtGui)\nfrom . import x\n"
    assert imported_names(text, 1) == ["os", "PySide6.QtGui"]
    assert imported_names(text, 2) == ["PySide6.QtCore", "PySide6.QtGui"]
    assert imported_names(text, 5) == []      # relative: inside the package, never external
    assert imported_names(text, 3) == []      # not where a statement starts
