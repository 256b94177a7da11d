"""``--loopback-only`` limits the program's network part to this computer."""

from __future__ import annotations

import os

from twentynine_desktop import __main__ as entry
from twentynine_desktop import crash, syslibs
from twentynine_desktop.net.host import loopback_only


def test_the_loopback_only_option_limits_the_network_part_to_127_0_0_1(monkeypatch):
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "")    # (put back as it was afterwards)
    assert not loopback_only()
    monkeypatch.setattr(crash, "install", lambda **kw: None)
    monkeypatch.setattr(syslibs, "check_or_explain", lambda *a, **k: False)   # stop there
    assert entry.main(["--loopback-only"]) == 1
    assert os.environ["TWENTYNINE_LOOPBACK_ONLY"] == "1" and loopback_only()
