"""The wheel (what ``pip install`` puts on a player's machine) holds the game and no
lab code: no ``tools/`` package and no arena, Bhoos client, arena-split/-play, solver
bench or engine bench module; and the game in it still makes and runs its players.

The wheel is built from a copy of the checkout (tools/ included, as it is beside the
game), so that nothing is written into the checkout itself (about 10 s, most of it
compiling the endgame solver)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from lab_support import lab_modules, module_name, wheel_modules, wheel_top_levels

REPO = Path(__file__).resolve().parents[2]
IGNORE = shutil.ignore_patterns(".git", "__pycache__", "*.pyc", "*.so", "*.pyd", "*.o",
                                "build", "dist", "*.egg-info", ".venv", ".*_cache",
                                ".hypothesis", "shots")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("wheel")
    src, out = root / "src", root / "out"
    shutil.copytree(REPO, src, ignore=IGNORE)
    assert (src / "tools" / "arena.py").is_file()  # the lab is beside the game, as in a checkout
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                           "--no-build-isolation", "--no-index", "-q", "-w", str(out), str(src)],
                          capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    wheels = list(out.glob("twentynine_desktop-*.whl"))
    assert len(wheels) == 1, list(out.iterdir())
    return wheels[0]


def test_lab_modules_are_recognised_by_name():
    """The check below would see lab code where it could be (a check that finds
    nothing must be able to find something)."""
    assert lab_modules(["tools", "tools.arena", "twentynine_desktop.ai.arena",
                        "twentynine_desktop.ai.bhoos", "twentynine_desktop.engine.bench",
                        "twentynine_desktop.ai.solver_bench", "arena_play"]) == sorted(
        ["tools", "tools.arena", "twentynine_desktop.ai.arena", "twentynine_desktop.ai.bhoos",
         "twentynine_desktop.engine.bench", "twentynine_desktop.ai.solver_bench", "arena_play"])
    assert lab_modules(["twentynine_desktop.ai.search", "twentynine_desktop.cli",
                        "twentynine_desktop.ai.timebank", "json", "somepkg.bench"]) == []
    assert module_name("twentynine_desktop/ai/__init__.py") == "twentynine_desktop.ai"
    assert module_name("tools/arena.pyc") == "tools.arena"
    assert module_name("twentynine_desktop/ai/_csolver.cpython-311-x86_64-linux-gnu.so") == \
        "twentynine_desktop.ai._csolver"
    assert module_name("twentynine_desktop/resources_data/cards/AS.svg") is None


def test_the_wheel_holds_no_lab_code(wheel):
    tops = wheel_top_levels(wheel)
    assert "tools" not in tops
    assert {t for t in tops if not t.endswith(".dist-info")} == {"twentynine_desktop"}
    modules = wheel_modules(wheel)
    assert "twentynine_desktop.ai.search" in modules  # the file list was read
    assert lab_modules(modules) == []
    with zipfile.ZipFile(wheel) as zf:
        top_level = [n for n in zf.namelist() if n.endswith(".dist-info/top_level.txt")]
        if top_level:
            assert zf.read(top_level[0]).decode().split() == ["twentynine_desktop"]


def test_the_wheels_game_makes_and_runs_its_players(wheel, tmp_path):
    """Unpacked alone (no checkout on the path), the wheel's package imports, every
    level decides on a fresh deal, no lab module can be imported, and its command line
    points at the checkout for a lab command."""
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    code = """
import json, sys
import twentynine_desktop
from twentynine_desktop.ai import LEVELS, make_player
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view
st = HandState(preset("standard"), 0, deal_hands(7, 0))
seat = st.to_act
decided = {}
for level in LEVELS:
    player = make_player(level, 1)
    if hasattr(player, "samples"):
        player.samples = 4
    a = player.decide(player_view(st, seat))
    decided[level] = a is not None and a in st.legal_actions()
try:
    import tools.arena
    lab = True
except ImportError:
    lab = False
print(json.dumps({"file": twentynine_desktop.__file__, "decided": decided, "lab": lab}))
"""
    env = dict(os.environ, PYTHONPATH=str(site))
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    res = json.loads(proc.stdout.strip().splitlines()[-1])
    assert Path(res["file"]).is_relative_to(site)  # the wheel's copy, not the checkout's
    assert res["decided"] == {"easy": True, "normal": True, "hard": True}
    assert res["lab"] is False
    cli = subprocess.run([sys.executable, "-m", "twentynine_desktop.cli", "arena"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
                         check=False)
    assert cli.returncode == 2
    assert "python -m tools arena" in cli.stderr
