"""The program names the missing system libraries before Qt fails (Linux)."""

import subprocess
import sys

from twentynine_desktop import syslibs


def test_every_library_qt_links_to_is_known_here():
    """On this machine (where the tests run Qt) every library of the lists loads."""
    if not sys.platform.startswith("linux"):
        return
    assert syslibs.missing_packages({"QT_QPA_PLATFORM": "xcb"}) == []


def test_missing_xcb_libraries_are_named_by_their_packages():
    gone = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0"}
    got = syslibs.missing_packages({"QT_QPA_PLATFORM": "xcb"}, loads=lambda so: so not in gone,
                                   platform="linux")
    assert got == ["libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1"]
    text = syslibs.message(got)
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in text


def test_offscreen_and_wayland_need_no_xcb_and_other_systems_nothing():
    none = lambda so: False  # noqa: E731
    offscreen = syslibs.missing_packages({"QT_QPA_PLATFORM": "offscreen"}, loads=none,
                                         platform="linux")
    assert "libxcb-icccm4" not in offscreen and "libegl1" in offscreen
    wayland = syslibs.missing_packages({"WAYLAND_DISPLAY": "wayland-0"}, loads=none,
                                       platform="linux")
    assert "libxcb1" not in wayland
    assert "libxcb1" in syslibs.missing_packages({}, loads=none, platform="linux")
    assert syslibs.missing_packages({}, loads=none, platform="win32") == []


def test_the_program_says_what_to_install_and_exits_before_qt(tmp_path):
    """A fresh machine without libxcb-icccm4: the program exits 1 with the apt-get line,
    no Qt traceback (the library is hidden from ctypes by a wrapper)."""
    code = (
        "import ctypes, sys\n"
        "real = ctypes.CDLL\n"
        "class Fake(real):\n"
        "    def __init__(self, name, *a, **k):\n"
        "        if name == 'libxcb-icccm.so.4':\n"
        "            raise OSError(name + ': cannot open shared object file')\n"
        "        super().__init__(name, *a, **k)\n"
        "ctypes.CDLL = Fake\n"
        "from twentynine_desktop.__main__ import main\n"
        "sys.exit(main([]))\n")
    env = {"QT_QPA_PLATFORM": "xcb", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 1
    assert "sudo apt-get install libxcb-icccm4" in out.stderr
    assert "Traceback" not in out.stderr


def test_system_deps_script_installs_every_library_the_program_checks():
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    script = (root / "packaging/linux/system-deps.sh").read_text()
    listed = set(script.split('PKGS="', 1)[1].split('"', 1)[0].split())
    wanted = set(syslibs.CORE.values()) | set(syslibs.XCB.values())
    assert wanted <= listed, sorted(wanted - listed)


def test_ci_runs_the_readme_commands_verbatim():
    """README's test command is what .ci/run runs, and its play command installs the
    system packages first (a fresh Debian/Ubuntu has none of Qt's xcb libraries)."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)```", readme, re.S)
    lines = [ln.strip() for b in blocks for ln in b.splitlines()]
    test_cmd = next(ln for ln in lines if "pytest" in ln and "pip install" in ln)
    play_cmd = next(ln for ln in lines if ln.endswith("twentynine") and "pip install" in ln)
    ci = (root / ".ci/run").read_text().splitlines()
    assert test_cmd in [ln.strip() for ln in ci]
    assert play_cmd.startswith("bash packaging/linux/system-deps.sh &&")
    assert "venv" in play_cmd and "venv" in test_cmd
