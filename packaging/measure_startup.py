"""Measure how long the program takes to show an interactive table.

    python packaging/measure_startup.py [PROGRAM] [--runs 5] [--method probe|xdotool]

PROGRAM is the built program (default ``dist/TwentyNine/TwentyNine``, ``.exe`` on
Windows).  When no build is there and no PROGRAM is given, the source is measured
instead: ``python packaging/launcher.py``, the frozen program's own entry script (the
same start as ``python -m twentynine_desktop``, plus the probe below), and it says so.

Methods:

* ``probe`` (default): each run starts the program with ``TWENTYNINE_STARTUP_PROBE=1``
  (see ``packaging/launcher.py``): once the event loop runs with the main window shown
  and painted, the program prints ``STARTUP_PROBE interactive_s=...`` (time since the
  process started, from the kernel's process start time on Linux) and exits.  This
  script also times each run from outside: from spawning the process to reading that
  line.  The larger of the two is what counts.
* ``xdotool`` (X11 only): starts the program as a player would (no probe) and times,
  from outside, until ``xdotool search --onlyvisible`` (asked every 20 ms) finds its
  window mapped on the screen; then ends the program.

Use a real display (or ``xvfb-run``); without ``DISPLAY``/``WAYLAND_DISPLAY`` on Linux
the probe falls back to the offscreen platform and says so.

With ``--first-decision`` it instead uses the game's own ``TWENTYNINE_TIMING`` hook,
which reports when the player is first asked to act (after the deal animation and
the computer players' turns before the human's).

At the end it prints the median of the runs and, for a build, the unpacked size of the
program folder; ``--max-s`` makes it exit 1 when the median is above that many seconds.
A bad argument (no such program, a count below 1) is one sentence and exit status 2.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_EXE = REPO / "dist" / "TwentyNine" / ("TwentyNine.exe" if os.name == "nt" else "TwentyNine")
LAUNCHER = REPO / "packaging" / "launcher.py"
PROBE_RE = re.compile(r"STARTUP_PROBE interactive_s=([0-9.]+)")
TIMING_RE = re.compile(r"start to interactive table: ([0-9.]+) s")
WINDOW_TITLE = "^Twenty-Nine$"


def command_for(exe: Path | None) -> tuple[list[str], str]:
    """(the command to start, what it is) for a program path, or the source for None."""
    if exe is None:
        return [sys.executable, str(LAUNCHER)], "the source (python packaging/launcher.py)"
    return [str(exe)], str(exe)


def _as_cmd(exe) -> list[str]:
    return list(exe) if isinstance(exe, list | tuple) else [str(exe)]


def measure_once(exe, first_decision: bool = False, timeout: float = 60.0,
                 env: dict | None = None) -> tuple[float, float]:
    """(seconds reported by the program, seconds measured from outside).

    ``exe``: the program's path, or a whole command as a list.
    """
    env = dict(os.environ if env is None else env)
    if first_decision:
        env.update(TWENTYNINE_TIMING="1", TWENTYNINE_TIMING_EXIT="1")
        pattern = TIMING_RE
    else:
        env["TWENTYNINE_STARTUP_PROBE"] = "1"
        pattern = PROBE_RE
    # the probe also writes its line here: a windowed Windows build has no stdout
    fd, probe_name = tempfile.mkstemp(prefix="twentynine-probe-", suffix=".txt")
    os.close(fd)
    probe_file = Path(probe_name)
    env["TWENTYNINE_STARTUP_PROBE_FILE"] = probe_name
    cmd = _as_cmd(exe)
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    reported = None
    outside = None
    try:
        assert proc.stdout is not None
        deadline = t0 + timeout
        for line in proc.stdout:
            match = pattern.search(line)
            if match:
                outside = time.perf_counter() - t0
                reported = float(match.group(1))
                break
            if time.perf_counter() > deadline:
                break
        proc.wait(timeout=max(1.0, deadline - time.perf_counter()))
        if reported is None and not first_decision:
            match = pattern.search(probe_file.read_text(encoding="utf-8", errors="replace"))
            if match:  # no stdout: timed from outside up to the program's exit
                outside = time.perf_counter() - t0
                reported = float(match.group(1))
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        probe_file.unlink(missing_ok=True)
    if reported is None or outside is None:
        raise RuntimeError(f"{' '.join(cmd)} printed no startup time (exit code {proc.returncode})")
    return reported, outside


def measure_once_xdotool(exe, timeout: float = 60.0, env: dict | None = None) -> float:
    """Seconds from spawning the program until its window is mapped (xdotool --sync)."""
    xdotool = shutil.which("xdotool")
    if not xdotool:
        raise RuntimeError("xdotool is not installed (apt-get install xdotool)")
    env = dict(os.environ if env is None else env)
    env.pop("TWENTYNINE_STARTUP_PROBE", None)
    cmd = _as_cmd(exe)
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    found, elapsed = None, None
    try:
        # polled every 20 ms: ``xdotool search --sync`` itself waits 0.5 s between tries
        while time.perf_counter() - t0 < timeout and proc.poll() is None:
            probe = subprocess.run([xdotool, "search", "--onlyvisible", "--name", WINDOW_TITLE],
                                   env=env, capture_output=True, text=True, timeout=timeout)
            if probe.returncode == 0 and probe.stdout.strip():
                found, elapsed = probe, time.perf_counter() - t0
                break
            time.sleep(0.02)
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    if found is None or elapsed is None:
        raise RuntimeError(f"no window titled Twenty-Nine appeared within {timeout:g} s")
    return elapsed


def folder_size(folder: Path) -> int:
    """Bytes in a folder (symlinks not followed)."""
    total = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            path = Path(root) / name
            if not path.is_symlink():
                total += path.stat().st_size
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("exe", nargs="?", type=Path, default=None,
                        help=f"the program (default {DEFAULT_EXE}, else the source)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--method", choices=("probe", "xdotool"), default="probe")
    parser.add_argument("--first-decision", action="store_true",
                        help="time to the player's first decision (the game's TWENTYNINE_TIMING)")
    parser.add_argument("--max-s", type=float, default=None,
                        help="exit 1 when the median is above this many seconds")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per run")
    args = parser.parse_args(argv)
    if args.runs < 1:
        print(f"measure_startup.py: --runs must be 1 or more, not {args.runs}.", file=sys.stderr)
        return 2
    exe: Path | None = args.exe
    if exe is None and DEFAULT_EXE.is_file():
        exe = DEFAULT_EXE
    if exe is not None and not exe.is_file():
        print(f"measure_startup.py: {exe} is not a program file (build it with "
              "python packaging/build.py, or leave it out to measure the source).",
              file=sys.stderr)
        return 2
    cmd, what = command_for(exe)
    env = dict(os.environ)
    if exe is None:  # the source: this checkout's package, not an installed copy
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH")) if p)
    if args.method == "xdotool" and not env.get("DISPLAY"):
        print("measure_startup.py: --method xdotool needs an X display (DISPLAY is not set; "
              "use xvfb-run).", file=sys.stderr)
        return 2
    if args.method == "xdotool":
        env.pop("QT_QPA_PLATFORM", None)
    elif sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(f"platform: {env.get('QT_QPA_PLATFORM') or 'default'}; method {args.method}; "
          f"{args.runs} runs of {what}")
    counted: list[float] = []
    inside: list[float] = []
    outside: list[float] = []
    try:
        for _ in range(args.runs):
            if args.method == "xdotool":
                o = measure_once_xdotool(cmd, timeout=args.timeout, env=env)
                counted.append(o)
                print(f"  window mapped after {o:.3f} s", flush=True)
            else:
                r, o = measure_once(cmd, args.first_decision, timeout=args.timeout, env=env)
                inside.append(r)
                outside.append(o)
                counted.append(max(r, o))
                print(f"  reported {r:.3f} s   spawn-to-line {o:.3f} s", flush=True)
    except (RuntimeError, OSError) as exc:
        print(f"measure_startup.py: {exc}", file=sys.stderr)
        return 1
    median = statistics.median(counted)
    if args.method == "xdotool":
        print(f"median: window mapped {median:.3f} s; worst {max(counted):.3f} s")
    else:
        print(f"median: reported {statistics.median(inside):.3f} s, "
              f"spawn-to-line {statistics.median(outside):.3f} s; "
              f"worst spawn-to-line {max(outside):.3f} s")
    if exe is not None:
        folder = exe.parent
        print(f"size: {folder} is {folder_size(folder) / 1_000_000:.1f} MB unpacked")
    if args.max_s is not None and median > args.max_s:
        print(f"FAIL: the median {median:.3f} s is above {args.max_s:g} s")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
