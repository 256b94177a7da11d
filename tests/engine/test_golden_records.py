"""Golden hand records (tests/records/*.json) with outcomes worked out by hand.

Each record NAME.json has NAME.out.json beside it:
  {"exit": 0, "output": {...}}        the whole replay output, exactly
  {"exit": 0, "fields": {...}}        these fields of the output, exactly
  {"exit": 2, "error_index": i|null, "message_has": [words]}   a rejected record
Every record is replayed in-process and through the real command line.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from twentynine_desktop.engine.record import replay_text

from t29_support import RECORDS, ROOT

RECORD_FILES = sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".out.json"))


def expected_for(path):
    return json.loads(path.with_name(path.stem + ".out.json").read_text(encoding="utf-8"))


def check_output(out: dict, code: int, exp: dict) -> None:
    assert code == exp["exit"], out
    if "output" in exp:
        assert out == exp["output"]
    if "fields" in exp:
        for key, value in exp["fields"].items():
            assert out.get(key) == value, (key, out)
    if "error_index" in exp:
        assert set(out) == {"error"}, out
        assert set(out["error"]) == {"index", "message"}
        assert out["error"]["index"] == exp["error_index"], out
        msg = out["error"]["message"]
        assert isinstance(msg, str) and len(msg) > 10
        for word in exp.get("message_has", []):
            assert word.lower() in msg.lower(), (word, msg)


def test_there_are_many_records():
    assert len(RECORD_FILES) >= 50
    for p in RECORD_FILES:
        assert p.with_name(p.stem + ".out.json").exists(), p


@pytest.mark.parametrize("path", RECORD_FILES, ids=[p.stem for p in RECORD_FILES])
def test_record(path):
    out, code = replay_text(path.read_text(encoding="utf-8"))
    check_output(out, code, expected_for(path))
    # the output is plain JSON
    assert json.loads(json.dumps(out)) == out


def run_cli(args, stdin=None):
    proc = subprocess.run([sys.executable, "-m", "twentynine_desktop.cli", "replay", *args],
                          input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=60)
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout + proc.stderr
    return json.loads(lines[0]), proc.returncode


CLI_SAMPLE = [p for p in RECORD_FILES if p.stem in {
    "worked_example", "worked_example_redoubled", "lost_contract", "pair_by_defenders_capped",
    "trump_never_revealed", "void_may_ask", "dealer_forced_to_bid", "rejected_not_following_suit",
    "rejected_action_after_hand_over", "malformed_bad_json", "malformed_duplicate_card",
    "malformed_unknown_rule", "single_all_tricks_made", "set_made", "own_card_last_card_forced",
    "seventh_card_last_card_forced", "all_pass_redeal_annulled", "rejected_set_without_rule"}]


@pytest.mark.parametrize("path", CLI_SAMPLE, ids=[p.stem for p in CLI_SAMPLE])
def test_record_through_cli(path):
    out, code = run_cli([str(path)])
    check_output(out, code, expected_for(path))


def test_cli_reads_stdin():
    path = RECORDS / "worked_example.json"
    out, code = run_cli(["-"], stdin=path.read_text(encoding="utf-8"))
    check_output(out, code, expected_for(path))


def test_cli_missing_file():
    out, code = run_cli([str(RECORDS / "no_such_record.json")])
    assert code == 2
    assert out["error"]["index"] is None
