"""The endgame solver's timing command (``python -m tools solver-bench``)."""

from __future__ import annotations

import json

import pytest

from tools import solver_bench
from tools.__main__ import main
from twentynine_desktop.ai import solver as solver_mod

COMPILED = solver_mod._csolver is not None


def test_the_benchmark_command_prints_a_row_per_count_of_tricks_left(capsys):
    assert main(["solver-bench", "--min-left", "3", "--max-left", "4", "--positions", "2",
                 "--python-positions", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["left"] for r in out["rows"]] == [3, 4]
    for r in out["rows"]:
        assert r["python"]["n"] == 1
        assert ("c" in r) == COMPILED
        assert set(r["python"]) == {"n", "mean_ms", "p95_ms", "max_ms", "mean_nodes"}


@pytest.mark.parametrize("argv,message", [
    (["--min-left", "5", "--max-left", "4"], "tricks left must satisfy"),
    (["--positions", "0"], "--positions must be at least 1"),
    (["--rules", "nonsense"], "nonsense"),
])
def test_the_benchmark_command_refuses_bad_options_in_one_line(argv, message, capsys):
    assert main(["solver-bench", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


def test_the_module_alone_takes_the_same_options(capsys):
    """``python -m tools.solver_bench`` (the module's own main) still works."""
    assert solver_bench.main(["--min-left", "8", "--max-left", "8", "--positions", "1",
                              "--python-positions", "0", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["left"] for r in out["rows"]] == [8]
