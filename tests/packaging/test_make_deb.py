"""packaging/linux/make_deb.py on a tiny stand-in for the one-folder build (fast)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from twentynine_desktop import syslibs

REPO = Path(__file__).resolve().parents[2]
APP_ID = "io.github.twentynine.TwentyNine"

spec = importlib.util.spec_from_file_location("tn_make_deb",
                                              REPO / "packaging" / "linux" / "make_deb.py")
md = importlib.util.module_from_spec(spec)
spec.loader.exec_module(md)

needs_dpkg = pytest.mark.skipif(not (shutil.which("dpkg-deb") and shutil.which("dpkg")),
                                reason="needs dpkg-deb (Debian/Ubuntu)")


def _pyproject_version() -> str:
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    return re.search(r'^version = "([^"]+)"', text, re.MULTILINE).group(1)


def _fake_bundle(tmp_path: Path, elf: Path | None = None) -> Path:
    """What build.py leaves in dist/TwentyNine on Linux, in miniature."""
    folder = tmp_path / "dist" / "TwentyNine"
    internal = folder / "_internal"
    (internal / "resources" / "cards").mkdir(parents=True)
    exe = folder / "TwentyNine"
    if elf is not None:
        shutil.copy(elf, exe)
    else:
        exe.write_text("#!/bin/sh\necho self-test passed\n")
    exe.chmod(0o700)  # odd modes are normalised
    (internal / "resources" / "cards" / "JS.svg").write_text("<svg/>")
    (internal / "libfake.so.1").write_bytes(b"not really a library")
    (internal / "libfake.so").symlink_to("libfake.so.1")
    (folder / "install.sh").write_text("#!/bin/sh\n")  # tarball-only extras of build.py
    (folder / "share" / "applications").mkdir(parents=True)
    return folder


def _contents(deb: Path) -> dict[str, str]:
    """path -> the `dpkg-deb -c` line (mode, owner, size, ...)."""
    out = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True,
                         check=True).stdout
    lines = {}
    for line in out.splitlines():
        name = line.split(None, 5)[5].split(" -> ")[0]
        lines[name.removeprefix("./").rstrip("/")] = line
    return lines


def _field(deb: Path, name: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True,
                          check=True).stdout.strip()


@pytest.fixture(scope="module")
def deb(tmp_path_factory) -> Path:
    if not (shutil.which("dpkg-deb") and shutil.which("dpkg")):
        pytest.skip("needs dpkg-deb (Debian/Ubuntu)")
    tmp = tmp_path_factory.mktemp("deb")
    true = Path(shutil.which("true") or "/bin/true").resolve()
    return md.make_deb(_fake_bundle(tmp, elf=true), tmp / "out")


@pytest.mark.parametrize("pep440, debian", [
    ("0.1.0", "0.1.0"), ("1.2.0rc1", "1.2.0~rc1"), ("1.0.dev3", "1.0~dev3"),
    ("2.0a1", "2.0~a1"), ("1.0.post2", "1.0.post2"), ("1.0+local", "1.0+local"),
])
def test_debian_version(pep440, debian):
    assert md.debian_version(pep440) == debian


def test_depends_are_the_syslibs_packages():
    expected = set(syslibs.CORE.values()) | set(syslibs.XCB.values())
    assert md.library_packages() == sorted(expected)
    assert "libxcb-cursor0" in md.library_packages()


def test_depends_leave_out_libraries_inside_the_build(tmp_path):
    """PyInstaller bundles most of the libraries: only the others are Depends."""
    folder = _fake_bundle(tmp_path)
    (folder / "_internal" / "libxcb-cursor.so.0").write_bytes(b"x")
    (folder / "_internal" / "libglib-2.0.so.0").write_bytes(b"x")  # not libgthread-2.0.so.0
    packages = md.library_packages(folder)
    assert "libxcb-cursor0" not in packages
    assert "libglib2.0-0" in packages  # its libgthread is still needed from the system
    assert "libegl1" in packages and "libxcb1" in packages
    assert md.library_packages(_fake_bundle(tmp_path / "other")) == md.library_packages()


def test_the_libraries_left_to_the_system_are_depended_on(tmp_path):
    """The build leaves libstdc++ and expat to the system (their Debian 12 copies need
    glibc 2.36): the .deb depends on their packages."""
    packages = md.library_packages(_fake_bundle(tmp_path))
    assert {"libstdc++6", "libexpat1"} <= set(packages)


def test_desktop_entry_and_metainfo_name_the_launcher():
    entry = md.desktop_entry()
    assert re.search(r"^Exec=twentynine$", entry, re.MULTILINE)
    assert re.search(r"^TryExec=twentynine$", entry, re.MULTILINE)
    assert f"Icon={APP_ID}" in entry
    assert "<binary>twentynine</binary>" in md.metainfo()


@needs_dpkg
def test_control_fields(deb):
    assert deb.name == f"twentynine_{_pyproject_version()}_{md.host_architecture()}.deb"
    assert _field(deb, "Package") == "twentynine"
    assert _field(deb, "Version") == _pyproject_version()
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    assert _field(deb, "Architecture") == arch
    assert _field(deb, "Section") == "games"
    assert re.fullmatch(r".+ <[^@<>]+@[^@<>]+>", _field(deb, "Maintainer"))
    assert _field(deb, "Description").startswith("Twenty-Nine")
    assert int(_field(deb, "Installed-Size")) > 0
    depends = [d.strip() for d in _field(deb, "Depends").split(",")]
    names = {d.split()[0] for d in depends}
    assert set(syslibs.CORE.values()) | set(syslibs.XCB.values()) <= names
    # the stand-in program is /bin/true: its glibc need becomes a versioned libc6 depend
    libc6 = [d for d in depends if d.startswith("libc6 ")]
    assert len(libc6) == 1 and re.fullmatch(r"libc6 \(>= 2\.\d+\)", libc6[0])


@needs_dpkg
def test_package_contents_and_modes(deb):
    files = _contents(deb)
    for path in ("opt/twentynine/TwentyNine", "opt/twentynine/_internal/resources/cards/JS.svg",
                 "opt/twentynine/_internal/libfake.so", "usr/bin/twentynine",
                 f"usr/share/applications/{APP_ID}.desktop",
                 f"usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"usr/share/icons/hicolor/48x48/apps/{APP_ID}.png",
                 f"usr/share/icons/hicolor/256x256/apps/{APP_ID}.png",
                 "usr/share/doc/twentynine/copyright"):
        assert path in files, path
    assert files["opt/twentynine/TwentyNine"].startswith("-rwxr-xr-x root/root")
    assert files["usr/bin/twentynine"].startswith("-rwxr-xr-x root/root")
    assert files["opt/twentynine/_internal/resources/cards/JS.svg"].startswith("-rw-r--r-- root/root")
    assert files["opt/twentynine/_internal/libfake.so"].startswith("lrwxrwxrwx")
    assert "-> libfake.so.1" in files["opt/twentynine/_internal/libfake.so"]
    # build.py's tarball installer is not part of the package
    assert "opt/twentynine/install.sh" not in files
    assert not any(p.startswith("opt/twentynine/share") for p in files)


@needs_dpkg
def test_launcher_and_files_unpacked(deb, tmp_path):
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path)], check=True)
    launcher = (tmp_path / "usr" / "bin" / "twentynine").read_text()
    assert launcher.startswith("#!/bin/sh\n")
    assert 'exec /opt/twentynine/TwentyNine "$@"' in launcher
    desktop = tmp_path / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    assert "Exec=twentynine" in desktop.read_text()
    if shutil.which("desktop-file-validate"):
        proc = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True,
                              text=True)
        assert proc.returncode == 0 and "error" not in proc.stdout.lower(), proc.stdout
    meta = tmp_path / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    if shutil.which("appstreamcli"):
        proc = subprocess.run(["appstreamcli", "validate", "--no-net", str(meta)],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr
    png = tmp_path / "usr" / "share" / "icons" / "hicolor" / "128x128" / "apps" / f"{APP_ID}.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@needs_dpkg
def test_md5sums_cover_every_file(deb, tmp_path):
    subprocess.run(["dpkg-deb", "-e", str(deb), str(tmp_path / "DEBIAN")], check=True)
    listed = {line.split("  ", 1)[1]
              for line in (tmp_path / "DEBIAN" / "md5sums").read_text().splitlines()}
    regular = {p for p, line in _contents(deb).items() if line.startswith("-")}
    assert listed == regular


@needs_dpkg
def test_without_elf_files_there_is_no_libc6_depend(tmp_path):
    deb = md.make_deb(_fake_bundle(tmp_path), tmp_path / "out", version="1.0rc2", arch="arm64")
    assert deb.name == "twentynine_1.0~rc2_arm64.deb"
    assert "libc6" not in _field(deb, "Depends")
    assert _field(deb, "Architecture") == "arm64"


def test_bad_inputs_are_one_sentence(tmp_path, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    assert md.main([str(empty), "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "has no TwentyNine program" in err and "Traceback" not in err
    bundle = _fake_bundle(tmp_path)
    assert md.main([str(bundle), "--version", "not a version", "--out", str(tmp_path)]) == 2
    assert "cannot be a Debian package version" in capsys.readouterr().err
    assert md.main([str(bundle), "--maintainer", "nobody", "--out", str(tmp_path)]) == 2
    assert "Name <email>" in capsys.readouterr().err
    assert md.main([str(bundle), "--arch", "AMD 64", "--out", str(tmp_path)]) == 2
    assert "not a Debian architecture" in capsys.readouterr().err
    assert not list(tmp_path.rglob("*.deb"))


@needs_dpkg
def test_command_line(tmp_path):
    bundle = _fake_bundle(tmp_path)
    proc = subprocess.run([sys.executable, str(REPO / "packaging" / "linux" / "make_deb.py"),
                           str(bundle), "--compression", "gzip"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    debs = list((tmp_path / "dist").glob("twentynine_*.deb"))
    assert len(debs) == 1 and f"{debs[0]} : " in proc.stdout
    assert not [p for p in (tmp_path / "dist").iterdir() if p.name.startswith("twentynine-deb-")]
