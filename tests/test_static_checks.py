"""The static checks as tests, so that CI fails on a regression: ruff (lint), mypy (the
types of the engine, the computer players, the controller, storage and the GUI) and import-linter (the layering
ui -> controller -> ai -> engine, no Qt in the engine or the AI).  Every setting is in
pyproject.toml; each check runs in a subprocess from the project folder, so the code of
this checkout is what is checked.  A tool that is not installed skips its test (they
come with ``pip install -e ".[test]"``)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"


def _need(module: str, package: str) -> None:
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{package} is not installed: pip install -e \".[test]\" to run this check")


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)


def _report(r: subprocess.CompletedProcess[str]) -> str:
    return f"exit code {r.returncode}\n{r.stdout}\n{r.stderr}"


def test_ruff_finds_nothing():
    _need("ruff", "ruff")
    r = _run("-m", "ruff", "check", "--no-cache", "--config", str(PYPROJECT),
             "twentynine_desktop", "tests", "packaging")
    assert r.returncode == 0, _report(r)


def test_mypy_finds_no_type_errors_in_the_engine_and_the_ai(tmp_path):
    _need("mypy", "mypy")
    # the files to check (every package) and every option come from pyproject.toml
    r = _run("-m", "mypy", "--config-file", str(PYPROJECT), "--cache-dir", str(tmp_path))
    assert r.returncode == 0, _report(r)
    assert "Success: no issues found" in r.stdout, _report(r)


def test_no_module_is_excused_from_mypy():
    """Every module of the engine and the AI is type-checked: no override (and not the
    main section) switches mypy's errors off."""
    import tomllib
    mypy = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["mypy"]
    assert not mypy.get("ignore_errors"), "[tool.mypy] sets ignore_errors"
    excused = set()
    for o in mypy.get("overrides", []):
        if o.get("ignore_errors"):
            modules = o["module"]
            excused |= {modules} if isinstance(modules, str) else set(modules)
    assert not excused, f"excused from mypy: {sorted(excused)}"


def test_mypy_checks_every_package_of_the_program():
    """mypy's files take in every package of the program (the engine, the AI, the
    controller, storage and the GUI), so that none is left unchecked without a word."""
    import tomllib
    files = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["mypy"]["files"]
    packages = sorted(p.name for p in (ROOT / "twentynine_desktop").iterdir()
                      if (p / "__init__.py").is_file())
    unchecked = [name for name in packages if f"twentynine_desktop/{name}" not in files]
    assert packages and not unchecked, f"packages mypy does not check: {unchecked}"


def test_no_type_ignore_comment_in_the_engine_and_the_ai():
    """No line of the engine or the AI silences mypy with a ``# type: ignore``."""
    found = []
    for folder in ("engine", "ai"):
        for path in sorted((ROOT / "twentynine_desktop" / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if "type: ignore" in line.replace("type:ignore", "type: ignore"):
                    found.append(f"{path.relative_to(ROOT)}:{n}")
    assert not found, f"# type: ignore in {found}"


def test_import_linter_contracts_are_kept():
    _need("importlinter", "import-linter")
    code = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    r = _run("-c", code, str(PYPROJECT), "--no-cache")
    assert r.returncode == 0, _report(r)
    assert "0 broken" in r.stdout, _report(r)
