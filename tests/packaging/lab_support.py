"""What counts as lab code (the top-level ``tools/`` package: arena, Bhoos client,
arena-split/-play, solver and engine benches), and the module names inside a wheel or
a PyInstaller-built program, for the tests that prove the shipped things hold none."""

from __future__ import annotations

import zipfile
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

# the lab's modules by their last name, wherever they would sit (tools/, or back in
# twentynine_desktop/ai or engine/, where they lived before)
LAB_NAMES = frozenset({"arena", "bhoos", "arena_split", "arena_play", "solver_bench", "bench"})
GAME = "twentynine_desktop"


def lab_modules(names: Iterable[str]) -> list[str]:
    """The dotted module names in ``names`` that are lab code: the ``tools`` package or
    any module of it, a top-level module with a lab name, or a module of the game
    package with a lab name."""
    found = []
    for name in names:
        parts = name.split(".")
        if parts[0] == "tools":
            found.append(name)
        elif parts[-1] in LAB_NAMES and (len(parts) == 1 or parts[0] == GAME):
            found.append(name)
    return sorted(found)


def module_name(path: str) -> str | None:
    """The dotted module name of a file path inside a wheel or a build folder
    (``twentynine_desktop/ai/search.py`` -> ``twentynine_desktop.ai.search``; a
    package's ``__init__`` -> the package), or None for a file that is no module."""
    p = PurePosixPath(path.replace("\\", "/"))
    if p.suffix not in (".py", ".pyc", ".so", ".pyd"):
        return None
    parts = list(p.parts[:-1]) + [p.name.split(".")[0]]
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts) if parts else None


def wheel_modules(wheel: Path) -> list[str]:
    """Every module name a wheel holds (from its file list)."""
    with zipfile.ZipFile(wheel) as zf:
        names = (module_name(n) for n in zf.namelist())
        return sorted({n for n in names if n})


def wheel_top_levels(wheel: Path) -> set[str]:
    """The first path part of every file in a wheel (packages and ``.dist-info``)."""
    with zipfile.ZipFile(wheel) as zf:
        return {n.split("/")[0] for n in zf.namelist()}


def build_modules(exe: Path, folder: Path) -> list[str]:
    """Every Python module name in a PyInstaller one-folder build: the entries of the
    executable's archive (PKG) and of the module archive (PYZ) inside it, and every
    module file collected loose into the folder (``_internal/``: extensions, sources)."""
    from PyInstaller.archive.readers import pkg_archive_contents

    names = set(pkg_archive_contents(str(exe), recursive=True))
    for f in folder.rglob("*"):
        if f.is_file():
            rel = f.relative_to(folder).as_posix()
            if rel.startswith("_internal/"):
                rel = rel[len("_internal/"):]
            n = module_name(rel)
            if n:
                names.add(n)
    return sorted(names)
