"""Resume after a real ``kill -9``: a headless driver plays a match of computer players
and autosaves after every action; it is killed with SIGKILL at random moments and
started again, and the match it resumes must be the position last saved (at most the
action in flight is lost).  A few kills by default, 50+ with ``--long``."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

from save_support import position_key

from twentynine_desktop.storage.archive import Folder
from twentynine_desktop.storage.matchsave import read_save

DRIVER = Path(__file__).with_name("autosave_driver.py")


def _run_and_kill(folder: Path, seed: int, saves_before_kill: int, rng: random.Random):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, str(DRIVER), str(folder), str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    lines: list[str] = []
    enough = threading.Event()

    def reader():
        saved = 0
        for line in proc.stdout:
            lines.append(line.strip())
            if line.startswith("saved"):
                saved += 1
                if saved >= saves_before_kill:
                    enough.set()
            if line.startswith("over"):
                enough.set()
        enough.set()

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    enough.wait(120)
    # a random moment after that save: mostly within the next action or two (a save is
    # written every few milliseconds), sometimes right away
    if rng.random() < 0.85:
        threading.Event().wait(rng.random() * 0.025)
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    t.join(30)
    err = proc.stderr.read()
    proc.stderr.close()
    return lines, err, proc.returncode


def test_resume_after_kill_9(tmp_path, long_run):
    kills = 55 if long_run else 4
    rng = random.Random(1829)
    folder = tmp_path / "saves"
    seed = 4242
    done = 0
    resumed_checked = 0
    expected_resume: str | None = None
    while done < kills:
        lines, err, code = _run_and_kill(folder, seed, rng.randint(1, 120), rng)
        assert "Traceback" not in err, err
        assert not any(ln.startswith("problem") for ln in lines), lines
        starts = [ln for ln in lines if ln.startswith("resumed")]
        if expected_resume is not None:
            # the program resumed exactly the position the save held after the kill
            assert starts and starts[0].split()[1] == expected_resume
            resumed_checked += 1
        if any(ln == "over" for ln in lines):
            expected_resume = None      # the match ended: the next run starts a new one
            seed += 1
            assert not Folder(folder).autosave.exists()
            continue
        assert code == -signal.SIGKILL
        done += 1
        completed = in_flight = None
        for ln in lines:
            if ln.startswith("saving"):
                in_flight = ln.split()[1]
            elif ln == "saved":
                completed, in_flight = in_flight, None
        allowed = {k for k in (completed, in_flight) if k is not None}
        if not allowed:           # killed before its first save of this run
            allowed = {expected_resume} if expected_resume else set()
        res = read_save(Folder(folder).autosave)
        assert res.problem is None, res.problem
        if res.loaded is None:
            assert not allowed
            expected_resume = None
            continue
        key = position_key(res.loaded.match)
        assert key in allowed
        expected_resume = key if not res.loaded.match.over else None
    assert done == kills
    assert resumed_checked >= kills - 1 - (0 if long_run else 2)
