"""Shared test setup: headless Qt, and the --runslow / --long options."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

# the PySide6 6.12 reference-count workaround, as the program applies it at start
from twentynine_desktop.controller import qtfix  # noqa: E402

qtfix.apply()


def pytest_addoption(parser):
    parser.addoption("--runslow", action="store_true", default=False,
                     help="also run tests marked slow (for example the PyInstaller build)")
    parser.addoption("--long", action="store_true", default=False,
                     help="much longer random playout runs")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def long_run(request) -> bool:
    return bool(request.config.getoption("--long"))
