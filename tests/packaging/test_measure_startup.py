"""packaging/measure_startup.py: the start-up timer (fast: stand-in programs, and one
offscreen start of the source)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def _load():
    spec = importlib.util.spec_from_file_location("tn_measure_startup", PACKAGING / "measure_startup.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


measure = _load()


def _fake_program(tmp_path: Path, seconds: float) -> Path:
    """A stand-in 'built program' that prints the probe line the way launcher.py does."""
    exe = tmp_path / "TwentyNine"
    exe.write_text(f"#!{sys.executable}\n"
                   "import os\n"
                   "assert os.environ.get('TWENTYNINE_STARTUP_PROBE') == '1'\n"
                   f"print('STARTUP_PROBE interactive_s={seconds:.3f} since=process-start "
                   "window=MainWindow', flush=True)\n")
    exe.chmod(0o755)
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / "blob").write_bytes(b"x" * 2_000_000)
    return exe


@pytest.mark.skipif(os.name == "nt", reason="a #! stand-in program")
def test_median_size_and_limit(tmp_path, capsys):
    exe = _fake_program(tmp_path, 0.5)
    assert measure.main([str(exe), "--runs", "3", "--max-s", "100"]) == 0
    out = capsys.readouterr().out
    assert out.count("  reported 0.500 s   spawn-to-line") == 3
    assert "median: reported 0.500 s" in out
    assert f"size: {tmp_path} is 2.0 MB unpacked" in out
    assert measure.main([str(exe), "--runs", "1", "--max-s", "0.1"]) == 1
    assert "FAIL: the median" in capsys.readouterr().out


@pytest.mark.parametrize("args, words", [
    (["--runs", "0"], "--runs must be 1 or more"),
    (["/no/such/TwentyNine"], "is not a program file"),
])
def test_bad_arguments_are_one_sentence(args, words, capsys):
    assert measure.main(args) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_xdotool_method_needs_an_x_display(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("DISPLAY", raising=False)
    exe = _fake_program(tmp_path, 0.1)
    assert measure.main([str(exe), "--method", "xdotool"]) == 2
    assert "needs an X display" in capsys.readouterr().err


def test_a_program_that_prints_no_time_is_one_sentence(tmp_path, capsys):
    exe = tmp_path / "TwentyNine"
    exe.write_text(f"#!{sys.executable}\nraise SystemExit(4)\n")
    exe.chmod(0o755)
    if os.name == "nt":
        pytest.skip("a #! stand-in program")
    assert measure.main([str(exe), "--runs", "1"]) == 1
    assert "printed no startup time (exit code 4)" in capsys.readouterr().err


def test_without_a_build_the_source_is_measured(monkeypatch, tmp_path):
    """No dist/ build: the source's own entry script, started offscreen, reports a time."""
    monkeypatch.setattr(measure, "DEFAULT_EXE", tmp_path / "missing" / "TwentyNine")
    cmd, what = measure.command_for(None)
    assert cmd == [sys.executable, str(PACKAGING / "launcher.py")] and "source" in what
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TWENTYNINE_HOME=str(tmp_path / "home"),
               PYTHONPATH=str(PACKAGING.parent))
    reported, outside = measure.measure_once(cmd, env=env, timeout=120)
    assert 0 < reported and 0 < outside


@pytest.mark.skipif(os.name == "nt", reason="a #! stand-in program")
def test_a_program_without_stdout_is_timed_through_the_probe_file(tmp_path):
    """A windowed Windows build has no stdout: the probe line comes through the file."""
    exe = tmp_path / "TwentyNine"
    exe.write_text(f"#!{sys.executable}\n"
                   "import os, sys\n"
                   "sys.stdout.close()\n"
                   "with open(os.environ['TWENTYNINE_STARTUP_PROBE_FILE'], 'a') as fh:\n"
                   "    fh.write('STARTUP_PROBE interactive_s=0.250 since=launcher window=MainWindow\\n')\n")
    exe.chmod(0o755)
    reported, outside = measure.measure_once(exe, timeout=60)
    assert reported == 0.25 and outside > 0


def test_the_launcher_writes_the_probe_line_to_the_file(tmp_path):
    import subprocess

    probe = tmp_path / "probe.txt"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TWENTYNINE_HOME=str(tmp_path / "home"),
               PYTHONPATH=str(PACKAGING.parent), TWENTYNINE_STARTUP_PROBE="1",
               TWENTYNINE_STARTUP_PROBE_FILE=str(probe))
    proc = subprocess.run([sys.executable, str(PACKAGING / "launcher.py")], env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert measure.PROBE_RE.search(probe.read_text(encoding="utf-8"))
