"""Measure how long the built program takes to show an interactive table.

    python packaging/measure_startup.py [dist/TwentyNine/TwentyNine] [--runs 5]

Each run starts the program with ``TWENTYNINE_STARTUP_PROBE=1`` (see
``packaging/launcher.py``): once the event loop runs with the main window shown and
painted, the program prints ``STARTUP_PROBE interactive_s=...`` (time since the
process started, from the kernel's process start time on Linux) and exits.  This
script also times each run from outside: from spawning the process to reading that
line.  Use a real display (or ``xvfb-run``); without ``DISPLAY``/``WAYLAND_DISPLAY`` on
Linux it falls back to the offscreen platform and says so.

With ``--first-decision`` it instead uses the game's own ``TWENTYNINE_TIMING`` hook,
which reports when the player is first asked to act (after the deal animation and
the computer players' turns before the human's).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_EXE = REPO / "dist" / "TwentyNine" / ("TwentyNine.exe" if os.name == "nt" else "TwentyNine")
PROBE_RE = re.compile(r"STARTUP_PROBE interactive_s=([0-9.]+)")
TIMING_RE = re.compile(r"start to interactive table: ([0-9.]+) s")


def measure_once(exe: Path, first_decision: bool = False, timeout: float = 60.0,
                 env: dict | None = None) -> tuple[float, float]:
    """(seconds reported by the program, seconds measured from outside)."""
    env = dict(os.environ if env is None else env)
    if first_decision:
        env.update(TWENTYNINE_TIMING="1", TWENTYNINE_TIMING_EXIT="1")
        pattern = TIMING_RE
    else:
        env["TWENTYNINE_STARTUP_PROBE"] = "1"
        pattern = PROBE_RE
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(exe)], env=env, stdout=subprocess.PIPE,
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
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    if reported is None or outside is None:
        raise RuntimeError(f"{exe} printed no startup time (exit code {proc.returncode})")
    return reported, outside


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("exe", nargs="?", type=Path, default=DEFAULT_EXE)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--first-decision", action="store_true",
                        help="time to the player's first decision (the game's TWENTYNINE_TIMING)")
    args = parser.parse_args(argv)
    env = dict(os.environ)
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(f"platform: {env.get('QT_QPA_PLATFORM') or 'default'}; {args.runs} runs of {args.exe}")
    inside, outside = [], []
    for _ in range(args.runs):
        r, o = measure_once(args.exe, args.first_decision, env=env)
        inside.append(r)
        outside.append(o)
        print(f"  reported {r:.3f} s   spawn-to-line {o:.3f} s", flush=True)
    print(f"median: reported {statistics.median(inside):.3f} s, "
          f"spawn-to-line {statistics.median(outside):.3f} s; "
          f"worst spawn-to-line {max(outside):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
