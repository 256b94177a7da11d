"""Behaviour snapshot: the replay output of every record in tests/records, perft counts,
arena decision digests on fixed seeds and digests of random hands, as one JSON object.

    python tests/behaviour_snapshot.py > before.json   (from the project folder)

Run it before and after a refactoring and compare the two files: they must be equal.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import random
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]

# (level A, level B, deals, preset, samples per search decision)
ARENAS = [("easy", "random", 40, "standard", None), ("easy", "normal", 20, "standard", 4),
          ("hard", "easy", 6, "standard", 4), ("easy", "random", 40, "pagat", None),
          ("easy", "random", 40, "bangladesh", None), ("easy", "normal", 10, "last_trick", 4),
          ("normal", "easy", 10, "gorakhpur", 4), ("easy", "hard", 6, "bangladesh", 4)]


def snapshot() -> dict[str, Any]:
    sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "engine")]
    import test_perft as tp

    from tools.arena import run_arena
    from tools.bench import random_hand
    from twentynine_desktop.engine.record import replay_text
    from twentynine_desktop.engine.rules import PRESETS, Rules, preset

    out: dict[str, Any] = {"replay": {}, "perft": {}, "arena": {}, "random_hands": {}}
    for p in sorted((ROOT / "tests" / "records").glob("*.json")):
        if not p.name.endswith(".out.json"):
            o, code = replay_text(p.read_bytes())
            out["replay"][p.name] = [code, o]
    for name, rules, after, seed in tp.CASES:
        for k in range(3):
            st = tp.position(seed * 100 + k, Rules(rules), after)
            out["perft"][f"{name}/{k}"] = list(tp.engine_perft(st))
    for seed in range(5000, 5040):
        st = tp.position(seed, Rules(), 5)
        if not st.revealed:
            out["perft"][f"hidden/{seed}"] = list(tp.engine_perft(st))
    for a, b, n, rules_name, samples in ARENAS:
        r: dict[str, Any] = dict(run_arena(a, b, n, seed=3, rules=rules_name, progress=False,
                                           samples=samples))
        for key in ("seconds", "decision_ms", "think_ms_per_seat_hand"):
            r.pop(key)
        out["arena"][f"{a}-{b}-{rules_name}-{n}-{samples}"] = r
    for name in PRESETS:
        rng = random.Random(11)
        h = hashlib.sha256()
        for i in range(300):
            st = random_hand(rng, preset(name), i % 4)
            h.update(json.dumps([a.to_record() for a in st.history]).encode())
            h.update(json.dumps(st.status()).encode())
        out["random_hands"][name] = h.hexdigest()
    return out


if __name__ == "__main__":
    json.dump(snapshot(), sys.stdout, indent=1, sort_keys=True)
