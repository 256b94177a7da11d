"""The hosted table's speed on loopback: ``python -m tools.net_bench``.

Starts a host (``python -m twentynine_desktop.net host``, a Hard computer in South) and
three scripted people (``... bot``, North, East and West, each a process of its own) on
127.0.0.1, plays one match, and prints one JSON object:

- ``latency_ms``: for every action a person sends, the time until every one of the three
  programs has been given the update that shows it (p50, p95, max; the clocks are the
  system's one monotonic clock, shared by the processes on Linux);
- ``host_cpu``: the host process's CPU seconds over the match's wall seconds, and the
  part of them the Hard computer spent thinking (on its worker thread).

The lab imports no Qt: the programs it starts do.  Run it under the machine's timing
lock (``flock /work/notes/timing.lock python -m tools.net_bench``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GUARD = 1200    # seconds: a hang guard, not a limit on the match


def _start(*args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TWENTYNINE_LOOPBACK_ONLY="1",
               PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "twentynine_desktop.net", *args], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0-1) of ``values``, nearest rank."""
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def latencies(bot_outputs: list[str]) -> list[float]:
    """Seconds from each SENT to the last of the programs' RECV of the same action."""
    sent: dict[tuple[int, int], float] = {}
    recv: list[dict[tuple[int, int], float]] = []
    for out in bot_outputs:
        mine: dict[tuple[int, int], float] = {}
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[0] in ("SENT", "RECV"):
                key = (int(parts[1]), int(parts[2]))
                if parts[0] == "SENT":
                    sent[key] = float(parts[3])
                else:
                    mine.setdefault(key, float(parts[3]))
        recv.append(mine)
    found: list[float] = []
    for key, t0 in sent.items():
        seen = [r[key] for r in recv if key in r]
        if len(seen) == len(recv):
            found.append(max(seen) - t0)
    return found


def run(target: int, seed: int, level: str) -> dict[str, Any]:
    host = _start("host", "--loopback-only", "--port", "0", "--people", "N,E,W", "--level",
                  level, "--target", str(target), "--timings")
    assert host.stdout is not None
    first = host.stdout.readline().split()
    if not first or first[0] != "LISTENING":
        host.kill()
        raise RuntimeError("the host did not start: " + (host.stderr.read() if host.stderr else ""))
    port, code = first[1], first[2]
    bots = [_start("bot", "--loopback-only", "--port", port, "--code", code, "--seat", str(s),
                   "--seed", str(seed + s), "--timings") for s in (0, 1, 3)]
    outs = [b.communicate(timeout=GUARD)[0] for b in bots]
    h_out, h_err = host.communicate(timeout=GUARD)
    cpu = next((ln.split() for ln in h_out.splitlines() if ln.startswith("CPU")), None)
    if cpu is None:
        raise RuntimeError("the host did not finish: " + h_err[-500:])
    lat = latencies(outs)
    cpu_s, wall, think, decisions, sent = (float(cpu[1]), float(cpu[2]), float(cpu[3]),
                                           int(cpu[4]), int(cpu[5]))
    return {
        "target": target, "computer": level, "actions_timed": len(lat),
        "latency_ms": {"p50": round(1000 * percentile(lat, 0.5), 2),
                       "p95": round(1000 * percentile(lat, 0.95), 2),
                       "max": round(1000 * max(lat), 2)} if lat else None,
        "host_cpu": {"cpu_s": cpu_s, "wall_s": wall, "percent_of_one_core": round(100 * cpu_s / wall, 1),
                     "computer_thinking_s": think, "computer_decisions": decisions,
                     "messages_sent": sent},
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.net_bench", description=__doc__)
    p.add_argument("--target", type=int, default=6, help="match to (default 6)")
    p.add_argument("--seed", type=int, default=1, help="seed of the scripted people")
    p.add_argument("--level", default="hard", help="the computer's level (default hard)")
    args = p.parse_args(argv)
    print(json.dumps(run(args.target, args.seed, args.level)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
