"""The PyInstaller build shared by the slow packaging tests (one per test session)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"tn_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> dict:
    """``packaging/build.py`` run exactly as a release is made, into a temporary folder."""
    pytest.importorskip("PyInstaller")
    root = tmp_path_factory.mktemp("pyinstaller")
    build = _load("build")
    dist, work = root / "dist", root / "work"
    assert build.main(["--dist", str(dist), "--work", str(work)]) == 0
    folder = dist / "TwentyNine"
    exe = folder / ("TwentyNine.exe" if sys.platform.startswith("win") else "TwentyNine")
    return {"dist": dist, "folder": folder, "exe": exe, "build": build, "root": root}
