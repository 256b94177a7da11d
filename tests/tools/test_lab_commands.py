"""The lab's commands (``python -m tools``): bad input gives one clear line and exit
code 2, never a traceback; every bench and arena option is explained in --help."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tools.__main__ import COMMANDS, build_parser, main

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess:
    # from the source checkout, where ``python -m tools`` finds the package
    return subprocess.run([sys.executable, "-m", "tools", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)


@pytest.mark.parametrize("args,words", [
    (("bench", "--rules", "nope", "--hands", "5"), ("unknown preset 'nope'", "standard")),
    (("bench", "--hands", "0"), ("at least 1",)),
    (("arena", "--a", "easy", "--b", "easy", "--rules", "nope", "--hands", "1"),
     ("unknown preset 'nope'", "standard")),
    (("arena", "--a", "nope", "--b", "easy", "--hands", "1"), ("unknown computer level 'nope'",)),
    (("arena", "--a", "easy", "--b", "nope", "--hands", "1", "--jobs", "2"),
     ("unknown computer level 'nope'",)),
    (("arena", "--a", "easy", "--b", "easy", "--hands", "0"), ("at least 1",)),
])
def test_bad_input_gives_one_clear_line_and_exit_code_2(args, words):
    out = _run(*args)
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr and "Traceback" not in out.stdout
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    msg = json.loads(lines[0])["error"]
    assert isinstance(msg, str) and "\n" not in msg
    for w in words:
        assert w in msg


def test_bench_with_a_known_preset_still_runs(capsys):
    assert main(["bench", "--hands", "3", "--rules", "pagat"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["hands"] == 3 and res["rules"] == "pagat"


@pytest.mark.parametrize("cmd", ["bench", "arena"])
def test_every_option_has_help_text(cmd):
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "cmd").choices[cmd]
    options = [a for a in sub._actions if a.option_strings and a.dest != "help"]
    assert options
    for action in options:
        assert action.help and len(action.help) > 10, f"{cmd} {action.option_strings} has no help"
    text = sub.format_help()
    for action in options:
        assert action.help.split()[0] in text
    assert sub.description


def test_arena_help_names_the_levels_and_presets():
    out = _run("arena", "--help")
    assert out.returncode == 0
    for word in ("--a", "--budget-ms", "easy", "hard", "gorakhpur", "parallel"):
        assert word in out.stdout


def test_every_lab_command_is_a_subcommand_with_a_description():
    choices = next(a for a in build_parser()._actions if a.dest == "cmd").choices
    assert tuple(choices) == COMMANDS
    for cmd in COMMANDS:
        assert choices[cmd].description, cmd


def test_the_installed_program_points_at_exactly_these_commands():
    """The game's own command line names the same commands as moved here."""
    from twentynine_desktop.cli import MOVED
    assert set(MOVED) == set(COMMANDS)
