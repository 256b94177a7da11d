"""A second Twenty-Nine on the same data folder: the lock file lets one instance in;
a second start asks the first to bring its window forward (over a local socket named
after the folder) or says plainly that it is running; a lock left by a killed process
is taken over.  Instances are started in this process and as subprocesses."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from twentynine_desktop.ui import single_instance as si

ROOT = Path(__file__).resolve().parents[2]

SECOND = """
import sys
from PySide6.QtCore import QCoreApplication
from twentynine_desktop.ui import single_instance as si
app = QCoreApplication([])
folder = sys.argv[1]
lock = si.InstanceLock(folder)
if lock.acquire():
    print("got the lock", flush=True)
    if sys.argv[2:] == ["hold"]:
        sys.stdin.readline()
    sys.exit(0)
sys.exit(si.second_start(folder, tell=lambda text: print("told", text, flush=True)))
"""


def _start(folder, *extra):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", SECOND, str(folder), *extra], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def test_two_instances_in_one_process_one_gets_the_folder(qapp, tmp_path):
    first = si.InstanceLock(tmp_path)
    second = si.InstanceLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()                # free again once the first has ended
    second.release()


def test_a_second_start_brings_the_first_window_forward(qtbot, qapp, tmp_path):
    first = si.InstanceLock(tmp_path)
    assert first.acquire()
    raised = []
    assert first.serve(lambda: raised.append(True))
    proc = _start(tmp_path)
    qtbot.waitUntil(lambda: proc.poll() is not None, timeout=60000)   # the first answers meanwhile
    out, err = proc.communicate()
    assert proc.returncode == 0, err
    assert "got the lock" not in out
    assert "its window was brought forward" in out and raised == [True]
    first.release()


def test_a_second_start_that_cannot_reach_the_first_says_it_is_running(qapp, tmp_path):
    first = si.InstanceLock(tmp_path)
    assert first.acquire()                 # holds the lock but does not answer
    proc = _start(tmp_path)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert "told Twenty-Nine is already running with the data folder" in out
    assert "got the lock" not in out
    first.release()


def test_a_lock_left_by_a_killed_instance_is_taken_over(qapp, tmp_path):
    proc = _start(tmp_path, "hold")
    assert proc.stdout.readline().strip() == "got the lock"
    assert (tmp_path / si.LOCK_NAME).exists()
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    proc.stdin.close()
    proc.stdout.close()
    proc.stderr.close()
    again = si.InstanceLock(tmp_path)
    assert again.acquire()
    again.release()


def test_the_socket_name_follows_the_data_folder(tmp_path):
    assert si.server_name(tmp_path) == si.server_name(tmp_path / "." )
    assert si.server_name(tmp_path / "a") != si.server_name(tmp_path / "b")


def test_the_program_started_twice_on_one_data_folder_runs_once(tmp_path):
    """``python -m twentynine_desktop`` twice with the same TWENTYNINE_HOME: the second
    start brings the first window forward and ends; the first goes on."""
    import time

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               TWENTYNINE_HOME=str(tmp_path))
    first = subprocess.Popen([sys.executable, "-m", "twentynine_desktop"], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lock = tmp_path / "saves" / si.LOCK_NAME
        while not lock.exists() and first.poll() is None:
            time.sleep(0.05)
        assert first.poll() is None
        # the lock is taken before the window is built: wait for the first to listen
        name = si.server_name(tmp_path / "saves")
        while first.poll() is None and not any(p.name == name for p in Path(os.environ.get("TMPDIR", "/tmp")).iterdir()):
            time.sleep(0.05)
        second = subprocess.run([sys.executable, "-m", "twentynine_desktop"], env=env,
                                capture_output=True, text=True, timeout=120)
        assert second.returncode == 0, second.stderr
        assert "its window was brought forward" in second.stdout
        assert first.poll() is None                  # the first still runs
    finally:
        first.send_signal(signal.SIGKILL)
        first.communicate(timeout=30)
