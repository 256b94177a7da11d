"""Finding tables through the real socket code (``QUdpSocket``), its targets injected:
these tests send only to 127.0.0.1, or inside two network namespaces they create
themselves (joined by a veth pair; skipped where the machine does not allow it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from twentynine_desktop.net.discovery import (
    TableAnnouncer,
    TableFinder,
    announcement,
    broadcast_targets,
    read_announcement,
)
from twentynine_desktop.net.host import HostedTable

from net_support import table_config

ROOT = Path(__file__).resolve().parents[2]
GUARD = 120     # seconds: a hang guard for each process, not a speed limit


def _free_udp_port() -> int:
    s = QUdpSocket()
    assert s.bind(QHostAddress("127.0.0.1"), 0)
    port = int(s.localPort())
    s.close()
    return port


def test_limited_to_loopback_the_announcements_go_to_127_0_0_1_only(monkeypatch):
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "1")
    assert broadcast_targets() == ["127.0.0.1", "127.255.255.255"]
    assert broadcast_targets(loopback=True) == ["127.0.0.1", "127.255.255.255"]


def test_limited_to_loopback_every_joining_program_on_this_computer_hears_the_table(
        qtbot, monkeypatch):
    """Three programs looking for tables at once on one computer (their finders share the
    port): each hears the announcement (one sent to 127.0.0.1 alone reached only the last
    of them)."""
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "1")
    port = _free_udp_port()
    t = HostedTable(table_config(people=(0, 1), target=4), code="ABCDEF")
    t.listen(0)
    finders = [TableFinder(port=port) for _ in range(3)]
    assert all(f.start() for f in finders)
    ann = TableAnnouncer(t, name="Mum's table", port=port)      # the default targets
    for _ in range(3):
        ann.announce()
    qtbot.waitUntil(lambda: all(f.tables for f in finders), timeout=10000)
    assert all(next(iter(f.tables.values()))["port"] == t.port for f in finders)
    for f in finders:
        f.stop()


def test_a_table_announced_on_loopback_is_found_with_its_port_and_free_seats(qtbot, monkeypatch):
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "1")
    port = _free_udp_port()
    t = HostedTable(table_config(people=(0, 1), target=4), code="ABCDEF")
    t.listen(0)
    finder = TableFinder(port=port, bind="127.0.0.1")
    assert finder.start()
    ann = TableAnnouncer(t, name="Mum's table", targets=["127.0.0.1"], port=port)
    with qtbot.waitSignal(finder.sig_found, timeout=10000) as found:
        ann.announce()
    table = found.args[0]
    assert table["name"] == "Mum's table" and table["port"] == t.port
    assert table["address"].endswith("127.0.0.1") and table["free"] == [0, 1]
    assert table["compatible"]
    assert ann.sent == 1
    finder.stop()
    t.shutdown()


def test_an_announcement_is_read_strictly():
    good = announcement("x", 29029, [1])
    assert read_announcement(good, "127.0.0.1")["port"] == 29029
    for bad in (b"", b"\xff", b"[]", b'{"t": "twentynine-table"}', b"{" * 2000,
                announcement("x", 0, [1]), announcement("x", 70000, []),
                announcement("x", 29029, [7]), announcement("x", 29029, [1]).replace(b'"x"', b'"' + b"x" * 100 + b'"')):
        assert read_announcement(bad, "127.0.0.1") is None


def _netns_reason() -> str | None:
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux's"
    if os.geteuid() != 0:
        return "creating network namespaces needs root"
    if shutil.which("ip") is None:
        return "the ip command (iproute2) is not installed"
    probe = subprocess.run(["ip", "netns", "add", f"t29probe{os.getpid()}"], capture_output=True)
    if probe.returncode != 0:
        return "ip netns is not allowed here: " + probe.stderr.decode(errors="replace").strip()
    subprocess.run(["ip", "netns", "del", f"t29probe{os.getpid()}"], capture_output=True)
    return None


def test_two_network_namespaces_find_the_table_and_play_across_a_veth_pair():
    reason = _netns_reason()
    if reason is not None:
        pytest.skip(reason)
    a, b = f"t29a{os.getpid()}", f"t29b{os.getpid()}"

    def ip(*args: str) -> None:
        subprocess.run(["ip", *args], check=True, capture_output=True)

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("TWENTYNINE_LOOPBACK_ONLY", None)
    procs: list[subprocess.Popen] = []
    try:
        ip("netns", "add", a)
        ip("netns", "add", b)
        # the pair is made inside the namespaces: the machine's own interfaces are untouched
        ip("link", "add", "t29va", "netns", a, "type", "veth", "peer", "name", "t29vb", "netns", b)
        ip("-n", a, "addr", "add", "10.229.0.1/24", "brd", "10.229.0.255", "dev", "t29va")
        ip("-n", b, "addr", "add", "10.229.0.2/24", "brd", "10.229.0.255", "dev", "t29vb")
        for ns, dev in ((a, "t29va"), (b, "t29vb")):
            ip("-n", ns, "link", "set", dev, "up")
            ip("-n", ns, "link", "set", "lo", "up")

        def run(ns: str, *args: str) -> subprocess.Popen:
            p = subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, "-m",
                                  "twentynine_desktop.net", *args], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            procs.append(p)
            return p

        finder = run(b, "find", "--count", "1", "--port", "29030")
        host = run(a, "host", "--port", "0", "--people", "E", "--wait", "1", "--target", "4",
                   "--level", "random", "--announce", "--announce-port", "29030")
        listening = host.stdout.readline().split()
        assert listening[0] == "LISTENING"
        out, err = finder.communicate(timeout=GUARD)
        found = out.split()
        assert found[:3] == ["FOUND", "10.229.0.1", listening[1]], err
        bot = run(b, "bot", "--address", found[1], "--port", found[2], "--code", listening[2],
                  "--seat", "1")
        out, err = bot.communicate(timeout=GUARD)
        assert bot.returncode == 0, err
        assert out.splitlines()[0].startswith("JOINED 1 ") and "OVER" in out
        h_out, h_err = host.communicate(timeout=GUARD)
        assert host.returncode == 0, h_err
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        subprocess.run(["ip", "netns", "del", a], capture_output=True)
        subprocess.run(["ip", "netns", "del", b], capture_output=True)


def test_limited_to_loopback_no_announcement_goes_past_this_computer(qapp, monkeypatch):
    """Given other targets by mistake, the announcer still sends to loopback only (the
    socket is replaced by a recorder: nothing is sent at all by this test)."""
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "1")
    t = HostedTable(table_config(people=(0,), target=4), code="ABCDEF")
    ann = TableAnnouncer(t, name="x", targets=["192.0.2.255", "127.0.0.1", "10.0.0.255"],
                         port=29030)
    sent = []

    class Recorder:
        def writeDatagram(self, data, address, port):
            sent.append((address.toString(), port))

    ann.sock = Recorder()
    ann.announce()
    assert sent == [("127.0.0.1", 29030)]


def test_limited_to_loopback_a_joining_program_refuses_any_other_address(qtbot, monkeypatch):
    from twentynine_desktop.net.client import RemoteTable
    monkeypatch.setenv("TWENTYNINE_LOOPBACK_ONLY", "1")
    rt = RemoteTable()
    dialled = []
    monkeypatch.setattr(rt.sock, "connectToHost", lambda *a: dialled.append(a))
    with qtbot.waitSignal(rt.sig_join_refused) as refused:
        rt.join("192.0.2.7", 29029, "ABCDEF")
    assert refused.args[0] == "loopback_only" and dialled == []
    rt.join("127.0.0.1", 1, "ABCDEF")
    assert dialled == []            # ended: it does not try again
    rt2 = RemoteTable()
    monkeypatch.setattr(rt2.sock, "connectToHost", lambda *a: dialled.append(a))
    rt2.join("127.0.0.1", 29029, "ABCDEF")
    assert dialled == [("127.0.0.1", 29029)]
