"""Helpers shared by the settings-store tests: write a settings file, list its folder."""

from __future__ import annotations

from pathlib import Path


def write(path: Path, data: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)


def entries(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir())
