"""Save this hand for a report: one file that holds a finished hand with everything a
question about it needs (format ``twentynine-report/1``, JSON).

    {"format": "twentynine-report/1",
     "program": {"name": "Twenty-Nine Desktop", "version": "0.1.0"},
     "written": "2026-12-04T17:30:00+00:00",
     "match_id": "20261204T170000-abcdef", "hand": 3,
     "rules": {...every house rule and its value...},
     "deal": {"number": 4207044231652916218, "dealer": "W", "version": 1,
              "secret": "<hex>", "fingerprint": "<hex>", "cut": [{"seat": "S", "hex": "..."}]},
     "record": {"format": "twentynine-hand/1", ...}}

``record`` is the hand record exactly as docs/HAND_RECORD.md defines it (the ``replay``
command reads it when it is saved on its own); ``deal`` is as in the match save
(docs/DEALING.md says how to check it; ``secret`` and the rest are absent for a hand not
dealt from a secret).  Only a finished hand is ever written: its cards are no secret
any more, and its secret gives that hand's cards only.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..engine.cards import SEATS
from ..engine.deal import CutPart
from ..engine.record import HandRecord
from ..engine.rules import Rules
from .matchsave import atomic_write, deal_obj, now_text

FORMAT = "twentynine-report/1"
PROGRAM = "Twenty-Nine Desktop"


def report_obj(record: HandRecord, rules: Rules, hand_number: int, deal_number: int | None,
               dealer: int, secret: bytes | None, cut: tuple[CutPart, ...], shown: bytes | None,
               version: str, match_id: str = "") -> dict[str, Any]:
    """The report of one finished hand (``shown``: the fingerprint shown before its deal)."""
    deal: dict[str, Any] = {"number": deal_number, "dealer": SEATS[dealer]}
    deal.update(deal_obj(secret, cut, shown) or {})
    return {"format": FORMAT, "program": {"name": PROGRAM, "version": version},
            "written": now_text(), "match_id": match_id, "hand": hand_number,
            "rules": rules.to_dict(), "deal": deal, "record": dict(record.to_json_obj())}


def report_name(match_id: str, hand_number: int) -> str:
    """``hand-report-<match id>-<hand>.json``, letters, digits, - and _ only."""
    safe = "".join(ch for ch in match_id if ch.isalnum() or ch in "-_")[:60] or "match"
    return f"hand-report-{safe}-{hand_number}.json"


def write_report(folder: Path, obj: dict[str, Any]) -> Path:
    """Write ``obj`` into ``folder`` (made if need be) under its name; a report already
    there of the same hand is written over.  Returns its path; raises OSError."""
    path = Path(folder) / report_name(str(obj.get("match_id", "")), int(obj["hand"]))
    atomic_write(path, json.dumps(obj, indent=1, ensure_ascii=False) + "\n")
    return path
