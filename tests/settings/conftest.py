"""Fixtures of the settings tests."""

from pathlib import Path

import pytest


@pytest.fixture
def path(tmp_path) -> Path:
    """Where a test's settings file lives (in a folder of its own)."""
    return tmp_path / "conf" / "settings.ini"
