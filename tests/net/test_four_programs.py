"""Four programs on 127.0.0.1: a host (headless, a computer in one seat) and three
joining programs, each a process of its own, play a whole match; a joining program
killed (kill -9) mid-match is replaced by a computer at once and takes its seat back
with its token.  Everything stays on loopback (``--loopback-only``)."""

from __future__ import annotations

import os
import queue
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUARD = 120     # seconds: a hang guard for each wait, not a speed limit
STARTED: list[subprocess.Popen] = []


@pytest.fixture(autouse=True)
def _no_process_left():
    """Every program a test started is ended with it, whatever the test's outcome."""
    yield
    while STARTED:
        p = STARTED.pop()
        if p.poll() is None:
            p.kill()
            p.wait()


def _env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TWENTYNINE_LOOPBACK_ONLY="1",
               PYTHONPATH=str(ROOT))
    return env


def _start(*args: str) -> subprocess.Popen:
    p = subprocess.Popen([sys.executable, "-m", "twentynine_desktop.net", *args],
                         cwd=ROOT, env=_env(), stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    STARTED.append(p)
    return p


def _host(target: int = 4, verbose: bool = False) -> tuple[subprocess.Popen, int, str]:
    host = _start("host", "--loopback-only", "--port", "0", "--people", "N,E,W",
                  "--target", str(target), "--level", "random", *(["--verbose"] if verbose else []))
    line = host.stdout.readline().split()
    assert line[0] == "LISTENING", line
    return host, int(line[1]), line[2]


def _bot(port: int, code: str, *extra: str) -> subprocess.Popen:
    return _start("bot", "--loopback-only", "--port", str(port), "--code", code, *extra)


def _finish(p: subprocess.Popen) -> tuple[int, str, str]:
    out, err = p.communicate(timeout=GUARD)
    return p.returncode, out, err


def _over_line(out: str) -> list[str]:
    lines = [ln for ln in out.splitlines() if ln.startswith("OVER")]
    assert len(lines) == 1, out
    return lines[0].split()


def test_four_programs_play_a_whole_match_on_loopback():
    host, port, code = _host()
    bots = [_bot(port, code, "--seat", str(s), "--seed", str(s)) for s in (0, 1, 3)]
    results = [_finish(b) for b in bots]
    h_rc, h_out, h_err = _finish(host)
    assert h_rc == 0, h_err
    over = _over_line(h_out)
    for seat, (rc, out, err) in zip((0, 1, 3), results, strict=True):
        assert rc == 0, err
        assert f"JOINED {seat} " in out
        assert _over_line(out) == over        # every program saw the same end
    winner, ns, ew = int(over[1]), int(over[2]), int(over[3])
    assert max(ns, ew) >= 4 or min(ns, ew) <= -4
    assert (ns >= 4 or ew <= -4) == (winner == 0)


def test_a_program_killed_mid_match_is_replaced_and_takes_its_seat_back():
    rng = random.Random(7)
    host, port, code = _host(target=10, verbose=True)
    bots = {s: _bot(port, code, "--seat", str(s), "--seed", str(s), "--delay", "30", "--verbose")
            for s in (0, 1, 3)}
    victim = bots[1]
    joined = victim.stdout.readline().split()
    assert joined[:2] == ["JOINED", "1"]
    token = joined[2]
    turns, kill_after = 0, rng.randrange(2, 8)
    while turns < kill_after:                  # a few of its turns, then kill -9
        line = victim.stdout.readline()
        assert line, "the match ended before the kill"
        turns += line.strip() == "TURN"
    victim.send_signal(signal.SIGKILL)
    victim.wait(timeout=GUARD)
    # the others go on (the computer plays seat 1); the person comes back with the token
    # "--token=...": a token may begin with "-", which argparse would take for an option
    back = _bot(port, code, f"--token={token}", "--seed", "11", "--verbose")
    rc, out, err = _finish(back)
    assert rc == 0, err
    assert out.splitlines()[0] == f"JOINED 1 {token}"
    assert "TURN" in out                      # it decided again after coming back
    h_rc, h_out, h_err = _finish(host)
    assert h_rc == 0, h_err
    over = _over_line(h_out)
    # the position it was given on coming back is the host's view of seat 1 then
    host_positions = [ln.split()[2] for ln in h_out.splitlines() if ln.startswith("POSITION 1 ")]
    bot_positions = [ln.split()[1] for ln in out.splitlines() if ln.startswith("POSITION ")]
    assert len(bot_positions) == 1 and bot_positions == host_positions
    assert _over_line(out) == over
    for s in (0, 3):
        rc, out, err = _finish(bots[s])
        assert rc == 0, err
        assert _over_line(out) == over


class Lines:
    """A process's output lines, read as they come (a thread drains the pipe)."""

    def __init__(self, p: subprocess.Popen) -> None:
        self.p = p
        self.lines: queue.Queue[str] = queue.Queue()
        self.all: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.p.stdout:
            self.all.append(line.strip())
            self.lines.put(line.strip())
        self.lines.put("")

    def next(self, prefix: str) -> str:
        while True:
            line = self.lines.get(timeout=GUARD)
            assert line, f"ended before {prefix}: {self.all[-5:]}"
            if line.startswith(prefix):
                return line


def test_a_host_killed_mid_match_resumes_from_its_save_and_everyone_rejoins(tmp_path):
    from twentynine_desktop.storage.matchsave import read_save

    save = tmp_path / "hosted"
    host = _start("host", "--loopback-only", "--port", "0", "--people", "N,E,W",
                  "--target", "6", "--level", "random", "--save", str(save))
    listening = host.stdout.readline().split()
    port, code = listening[1], listening[2]
    bots = {s: Lines(_bot(int(port), code, "--seat", str(s), "--seed", str(s), "--delay", "5",
                          "--verbose")) for s in (0, 1, 3)}
    for b in bots.values():
        b.next("JOINED")
    for _ in range(30):                        # some way into the match, then kill -9
        bots[0].next("UPDATE")
    host.send_signal(signal.SIGKILL)
    host.wait(timeout=GUARD)
    for b in bots.values():                    # what each was told before: not past the save
        b.next("LOST")
    loaded = read_save(save / "match.json").loaded
    assert loaded is not None and loaded.match.current is not None
    saved = (loaded.match.hand_number, len(loaded.match.current.history))
    # the same port, the same code: the programs still running come back by themselves
    again = _start("host", "--loopback-only", "--port", port, "--people", "N,E,W",
                   "--target", "6", "--level", "random", "--save", str(save), "--resume")
    resumed = again.stdout.readline().split()
    assert resumed[0] == "RESUMED" and (int(resumed[1]), int(resumed[2])) == saved
    for b in bots.values():
        b.next("JOINED")                        # welcome again, with the same token
        first = b.next("UPDATE").split()
        assert int(first[1]) == saved[1]        # the position is the one saved
    out, err = again.communicate(timeout=GUARD)
    assert again.returncode == 0, err
    over = _over_line(out)
    for b in bots.values():
        b.p.wait(timeout=GUARD)
        assert b.p.returncode == 0
        assert [ln.split() for ln in b.all if ln.startswith("OVER")] == [over]
