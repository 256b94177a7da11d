"""The installed game's command line: ``replay`` (its output is checked byte for byte
by tests/engine/test_golden_records.py), and one clear line with exit code 2 for the
lab's commands, which live in the source checkout as ``python -m tools <command>``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from twentynine_desktop.cli import MOVED, build_parser, main

RECORDS = Path(__file__).resolve().parent / "records"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "twentynine_desktop.cli", *args],
                          capture_output=True, text=True, timeout=120, check=False)


@pytest.mark.parametrize("cmd", ["arena", "arena-split", "arena-play", "bench", "solver-bench"])
def test_a_lab_command_says_in_one_line_where_it_lives_and_exits_2(cmd):
    out = _run(cmd, "--hands", "3")
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert f"python -m tools {cmd}" in lines[0]
    assert "source checkout" in lines[0]
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize("cmd", MOVED)
def test_a_lab_command_is_refused_before_its_options_are_read(cmd, capsys):
    assert main([cmd, "--help"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip().splitlines() == [
        f"'{cmd}' is not part of the installed game: it lives in the source checkout, "
        f"run it there as python -m tools {cmd}"]


def test_the_only_command_left_is_replay_and_help_names_the_lab():
    parser = build_parser()
    choices = next(a for a in parser._actions if a.dest == "cmd").choices
    assert list(choices) == ["replay"]
    text = parser.format_help()
    assert "python -m tools" in text
    for cmd in MOVED:
        assert cmd in text


def test_replay_prints_the_records_outcome_as_before():
    rec = RECORDS / "first_lead.json"
    out = _run("replay", str(rec))
    expected = json.loads((RECORDS / "first_lead.out.json").read_text())
    assert out.returncode == expected["exit"]
    assert out.stdout == json.dumps(expected["output"]) + "\n"


def test_the_game_never_imports_the_lab():
    """Importing the game's command line (and so the game) loads nothing of tools/."""
    code = ("import sys, twentynine_desktop.cli, twentynine_desktop.ai, "
            "twentynine_desktop.engine; "
            "print(sorted(m for m in sys.modules if m == 'tools' or m.startswith('tools.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True)
    assert out.stdout.strip() == "[]"
