"""Install the real .deb with apt-get, run it, remove it (slow: ``pytest --runslow``).

Uses the session build of tests/packaging/conftest.py (``packaging/build.py`` makes the
.deb next to the tarball).  Installing needs root and apt-get; the package is purged at
the end even when a check fails.  ``TWENTYNINE_GLIBC_TARGET=2.35`` (the release
workflow on ubuntu-22.04) makes the glibc check an assertion; without it the version
found is only reported.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packaging")]

REPO = Path(__file__).resolve().parents[2]
APP_ID = "io.github.twentynine.TwentyNine"
PACKAGE = "twentynine"
INSTALLED = [Path("/opt/twentynine/TwentyNine"), Path("/opt/twentynine/_internal"),
             Path("/usr/bin/twentynine"),
             Path(f"/usr/share/applications/{APP_ID}.desktop"),
             Path(f"/usr/share/metainfo/{APP_ID}.metainfo.xml"),
             Path(f"/usr/share/icons/hicolor/256x256/apps/{APP_ID}.png"),
             Path("/usr/share/doc/twentynine/copyright")]


def _check_glibc():
    spec = importlib.util.spec_from_file_location("tn_check_glibc",
                                                  REPO / "packaging" / "check_glibc.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _deb(built) -> Path:
    if not shutil.which("dpkg-deb"):
        pytest.skip("dpkg-deb missing: build.py made no .deb")
    debs = sorted(built["dist"].glob(f"{PACKAGE}_*.deb"))
    assert len(debs) == 1, debs
    return debs[0]


def _field(deb: Path, name: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True,
                          check=True).stdout.strip()


def _is_installed(package: str) -> bool:
    proc = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True,
                          text=True)
    return proc.returncode == 0 and "install ok installed" in proc.stdout


def test_glibc_needed_by_the_build(built, capsys):
    cg = _check_glibc()
    report = cg.scan(built["folder"])
    assert report.elf_files > 50 and not report.unreadable, report.unreadable
    highest = report.highest
    assert highest is not None
    files = ", ".join(p.name for p in report.files_needing(highest))
    target = os.environ.get("TWENTYNINE_GLIBC_TARGET")
    with capsys.disabled():
        print(f"\n[glibc] the build needs glibc {cg.format_version(highest)} ({files}); "
              f"{report.elf_files} ELF files; target: {target or 'not set'}")
    if shutil.which("dpkg-deb"):  # the .deb says so too
        depends = _field(_deb(built), "Depends")
        assert f"libc6 (>= {cg.format_version(highest)})" in depends
    if target:
        above = [f"{p.name} ({cg.format_version(v)})" for p, v in sorted(report.needs.items())
                 if v > cg.parse_version(target)]
        assert above == [], f"need a glibc above {target}: {above}"


def test_the_build_leaves_libstdcxx_and_expat_to_the_system(built):
    """The build machine's libstdc++ and expat raise the glibc needed (2.36 on Debian
    12): the spec leaves them out, and the built program still passes its self-test
    (test_packaging.py) with the system's copies."""
    from twentynine_desktop import syslibs

    bundled = {p.name for p in built["folder"].rglob("*.so*")}
    assert bundled and not bundled & set(syslibs.FROM_SYSTEM)


def _needed_from_the_system(folder: Path) -> set[str]:
    """The NEEDED sonames of the build's ELF files that are not inside the build."""
    bundled = {p.name for p in folder.rglob("*")}
    needed: set[str] = set()
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF":
            out = subprocess.run(["objdump", "-p", str(path)], capture_output=True,
                                 text=True).stdout
            needed |= set(re.findall(r"^\s+NEEDED\s+(\S+)", out, re.MULTILINE))
    return needed - bundled


def _package_of(soname: str) -> str | None:
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    match = re.search(rf"^\s+{re.escape(soname)} \([^)]*x86-64[^)]*\) => (\S+)", out,
                      re.MULTILINE) or re.search(rf"^\s+{re.escape(soname)} .*=> (\S+)", out,
                                                 re.MULTILINE)
    if not match:
        return None
    path = match.group(1)
    candidates = {path, os.path.realpath(path)}
    for p in list(candidates):  # merged /usr: dpkg knows one of the two names
        candidates.add("/usr" + p if p.startswith("/lib") else p.removeprefix("/usr"))
    for p in candidates:
        proc = subprocess.run(["dpkg", "-S", p], capture_output=True, text=True)
        if proc.returncode == 0:
            return proc.stdout.split(":")[0].strip()
    return None


def _guess_package(soname: str) -> str | None:
    """A library not installed here, by Debian's naming (libfoo.so.0 -> libfoo0), if
    apt knows a package of that name."""
    match = re.fullmatch(r"(lib.+)\.so\.(\d+)", soname)
    if not match or not shutil.which("apt-cache"):
        return None
    name, number = match.groups()
    guess = f"{name}-{number}" if name[-1].isdigit() else f"{name}{number}"
    proc = subprocess.run(["apt-cache", "show", "--no-all-versions", guess],
                          capture_output=True, text=True)
    return guess if proc.returncode == 0 and proc.stdout.strip() else None


@pytest.mark.skipif(not (shutil.which("objdump") and shutil.which("dpkg") and
                         shutil.which("ldconfig")), reason="needs objdump, dpkg, ldconfig")
def test_every_system_library_the_build_links_to_is_depended_on(built):
    """Each library the bundle still takes from the system comes from a package the .deb
    depends on (or recommends)."""
    deb = _deb(built)
    declared = {d.split()[0] for field in ("Depends", "Recommends")
                for d in _field(deb, field).split(",")}
    missing = {}
    for soname in sorted(_needed_from_the_system(built["folder"])):
        package = _package_of(soname) or _guess_package(soname)
        assert package, f"{soname}: no package on this machine provides it"
        if package not in declared:
            missing[soname] = package
    assert missing == {}


def test_apt_installs_runs_and_removes_the_package(built, tmp_path):
    if os.geteuid() != 0:
        pytest.skip("installing a .deb needs root")
    if not (shutil.which("apt-get") and shutil.which("dpkg-query")):
        pytest.skip("apt-get or dpkg-query missing (not Debian/Ubuntu)")
    if _is_installed(PACKAGE):
        pytest.skip(f"a {PACKAGE} package is already installed here; not touching it")
    deb = _deb(built)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    try:
        proc = subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", str(deb)],
                              env=env, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert _is_installed(PACKAGE)
        for path in INSTALLED:
            assert path.exists(), path
        listed = subprocess.run(["dpkg", "-L", PACKAGE], capture_output=True, text=True,
                                check=True).stdout.split()
        assert "/opt/twentynine/TwentyNine" in listed and "/usr/bin/twentynine" in listed

        # the menu entry's command is the launcher on PATH
        entry = configparser.ConfigParser(interpolation=None)
        entry.optionxform = str
        entry.read(f"/usr/share/applications/{APP_ID}.desktop", encoding="utf-8")
        command = shlex.split(entry["Desktop Entry"]["Exec"])
        assert shutil.which(command[0]) == "/usr/bin/twentynine"

        run_env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        run_env["TWENTYNINE_HOME"] = str(tmp_path / "home")
        proc = subprocess.run([*command, "--self-test"], cwd=tmp_path, env=run_env,
                              capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert "self-test passed" in proc.stdout + proc.stderr
    finally:
        proc = subprocess.run(["apt-get", "remove", "-y", "--purge", PACKAGE], env=env,
                              capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert not _is_installed(PACKAGE)
    left = [str(p) for p in [*INSTALLED, Path("/opt/twentynine")] if p.exists()]
    assert left == []
