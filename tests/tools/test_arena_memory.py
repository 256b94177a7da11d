"""A long arena run keeps only what its summary reads: each table's full play and
auction trace (about 8 KB a table) are kept only when a log file asks for them, so a
run of thousands of tables does not grow by the whole of every hand."""

from __future__ import annotations

import json

from tools import arena


def _kept_results(monkeypatch, **kwargs):
    kept = []
    real = arena.summarize

    def spy(results, *args):
        kept.extend(results)
        return real(results, *args)

    monkeypatch.setattr(arena, "summarize", spy)
    report = arena.run_arena("easy", "easy", 3, seed=4, progress=False, **kwargs)
    return report, kept


def test_a_run_without_a_log_keeps_no_table_play(monkeypatch):
    report, kept = _kept_results(monkeypatch)
    assert report["tables"] == 6 and len(kept) == 3
    for _idx, tables, *_ in kept:
        for table in tables:
            assert "play" not in table and "auction" not in table
            assert table["actions"]            # the digest the summary reads stays


def test_a_run_with_a_log_still_writes_every_tables_play(monkeypatch, tmp_path):
    log = tmp_path / "run.jsonl"
    with_log, _ = _kept_results(monkeypatch, log_path=str(log))
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert len(lines) == 3
    assert all(t["play"] and "auction" in t for line in lines for t in line["tables"])
    monkeypatch.undo()
    without_log, _ = _kept_results(monkeypatch)
    # the summary is the same either way (the same play)
    assert with_log["decision_digest"] == without_log["decision_digest"]
    assert with_log["edge"] == without_log["edge"]
