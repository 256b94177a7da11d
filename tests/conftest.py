"""Shared test setup: headless Qt, and the --runslow / --long options."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

# the PySide6 6.12 reference-count workaround, as the program applies it at start
from twentynine_desktop.controller import qtfix  # noqa: E402

qtfix.apply()

# as the program does (controller/gcpolicy.py): no cyclic collection on a worker thread;
# the GUI thread collects after every test (``_background_work_ends_with_its_test``)
from twentynine_desktop.controller import gcpolicy  # noqa: E402

gcpolicy.disable_automatic()


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


@pytest.fixture(autouse=True)
def _reproducible_computer_seeds(request, monkeypatch):
    """The table draws its computer players' seeds from the operating system, so a test
    with random or rule-based computer players played differently on every run (and
    once failed on CI only).  In the tests they come from a generator seeded by the
    test's name: the same on every run, still different for every seat and match."""
    import random
    import zlib

    from twentynine_desktop.controller import table

    rng = random.Random(zlib.crc32(request.node.nodeid.encode()))
    monkeypatch.setattr(table, "computer_seeds", lambda: rng)


@pytest.fixture
def long_run(request) -> bool:
    return bool(request.config.getoption("--long"))


@pytest.fixture
def told(monkeypatch):
    """Message boxes (information, warning) answered at once; what they said is kept."""
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[2]))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    return said


@pytest.fixture(autouse=True)
def _background_work_ends_with_its_test():
    """A test's background jobs (a Review's solver, a rating) end with it: they are
    cancelled and waited for at teardown, so that no worker thread of one test runs on
    into the next; then the garbage due is collected here, on the GUI thread."""
    yield
    from twentynine_desktop.controller.background import BackgroundJob

    ended = BackgroundJob.cancel_and_join_all()
    gcpolicy.collect_due()
    assert ended, "a background job's worker thread did not stop within 30 s of its cancel"
