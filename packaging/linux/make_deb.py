"""Make a Debian/Ubuntu package (.deb) of the one-folder build.

Usage (Linux, needs ``dpkg-deb``)::

    python packaging/build.py --no-package         # dist/TwentyNine/
    python packaging/linux/make_deb.py             # dist/twentynine_<version>_<arch>.deb
    python packaging/linux/make_deb.py BUNDLE --out DIR [--version V] [--arch A]

    sudo apt-get install ./dist/twentynine_0.1.0_amd64.deb    # install (with its Depends)
    sudo apt-get remove --purge twentynine                    # remove

What the package installs:

* ``/opt/twentynine/``: the one-folder program (``TwentyNine`` and ``_internal/``);
* ``/usr/bin/twentynine``: a launcher script that runs ``/opt/twentynine/TwentyNine``;
* ``/usr/share/applications/io.github.twentynine.TwentyNine.desktop``: the menu entry
  (``packaging/linux/twentynine.desktop`` with ``Exec=twentynine``);
* ``/usr/share/icons/hicolor/<n>x<n>/apps/io.github.twentynine.TwentyNine.png``;
* ``/usr/share/metainfo/io.github.twentynine.TwentyNine.metainfo.xml`` (AppStream);
* ``/usr/share/doc/twentynine/copyright``.

``Depends:`` lists the system libraries the bundled Qt still loads from the system, as
Debian/Ubuntu packages: those of the ``CORE`` and ``XCB`` lists of
``twentynine_desktop/syslibs.py`` (which the program checks at start) whose library is
not inside the build (PyInstaller bundles most of them, not libGL, libEGL and libxcb),
plus ``libc6 (>= x.y)`` with the highest glibc version the bundle's ELF files need
(``packaging/check_glibc.py``).  The menu and icon
caches are refreshed by dpkg triggers of desktop-file-utils and hicolor-icon-theme, so
the package has no maintainer scripts.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
LINUX = PACKAGING / "linux"
ICONS = REPO / "resources" / "icons"
APP_NAME = "TwentyNine"
APP_ID = "io.github.twentynine.TwentyNine"
PACKAGE = "twentynine"
PREFIX = f"opt/{PACKAGE}"
LAUNCHER = f"usr/bin/{PACKAGE}"
DEFAULT_MAINTAINER = ("Twenty-Nine Desktop contributors "
                      "<twentynine-desktop@users.noreply.github.com>")
# Bengali and Devanagari fonts; the libraries of Qt's Wayland platform plugin (only used
# in a Wayland session, which has them; else Qt falls back to xcb)
RECOMMENDS = ["fonts-noto-core", "libwayland-client0", "libwayland-cursor0"]
# build.py adds these to the one-folder build for the tarball; the .deb installs its own
TARBALL_ONLY = {"install.sh", "share"}

LAUNCHER_SCRIPT = f"""#!/bin/sh
# Twenty-Nine, installed by the {PACKAGE} package in /{PREFIX}
exec /{PREFIX}/{APP_NAME} "$@"
"""

DESCRIPTION = """\
Twenty-Nine, the partnership trick-taking card game
 Twenty-Nine is the partnership trick-taking card game popular in India and
 Bangladesh: bid for the right to choose a hidden trump, then win the jacks and
 nines with your partner.  Play offline against three computer players, with the
 common house rules to choose from and numbered deals that can be played again."""


class DebError(Exception):
    """A problem with the inputs, explained in one sentence."""


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def syslibs() -> ModuleType:
    """twentynine_desktop/syslibs.py, imported from its file (no Qt, no package init)."""
    return _load("tn_syslibs", REPO / "twentynine_desktop" / "syslibs.py")


def check_glibc() -> ModuleType:
    return _load("tn_check_glibc", PACKAGING / "check_glibc.py")


def pyproject_version() -> str:
    with open(REPO / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def debian_version(version: str) -> str:
    """A PEP 440 version as a Debian one: pre-releases sort before the release.

    '0.1.0' -> '0.1.0'; '1.2.0rc1' -> '1.2.0~rc1'; '1.0.dev3' -> '1.0~dev3';
    '1.0.post2' -> '1.0.post2'; '1.0+local' -> '1.0+local'.
    """
    text = version.strip().lower().removeprefix("v")
    public, plus, local = text.partition("+")
    public = re.sub(r"(?<=\d)[._-]?(alpha|beta|preview|pre|rc|a|b|c|dev)[._-]?(\d*)",
                    lambda m: f"~{m.group(1)}{m.group(2)}", public)
    text = public + plus + local
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~-]*", text):
        raise DebError(f"{version!r} cannot be a Debian package version.")
    return text


def host_architecture() -> str:
    dpkg = shutil.which("dpkg")
    if not dpkg:
        raise DebError("dpkg is not installed, so the architecture is unknown: pass --arch.")
    return subprocess.run([dpkg, "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def library_packages(folder: Path | None = None) -> list[str]:
    """The Debian/Ubuntu packages of syslibs.CORE and syslibs.XCB, sorted, each once.

    With ``folder`` (the one-folder build), only those with a library that PyInstaller
    did not put into the build: the ones still taken from the system.
    """
    mod = syslibs()
    wanted = {**mod.CORE, **mod.XCB}
    bundled: set[str] = set()
    if folder is not None:
        bundled = {p.name for p in folder.rglob("*.so*")}
    return sorted({pkg for soname, pkg in wanted.items() if soname not in bundled})


def glibc_needed(folder: Path) -> str | None:
    """The highest GLIBC_x.y version the bundle's ELF files need ('2.36'), or None."""
    cg = check_glibc()
    highest = cg.scan(folder).highest
    return cg.format_version(highest) if highest else None


def depends(folder: Path) -> list[str]:
    deps = library_packages(folder)
    glibc = glibc_needed(folder)
    if glibc:
        deps = [f"libc6 (>= {glibc})", *deps]
    return deps


def installed_size_kib(root: Path) -> int:
    """Installed-Size as dpkg-gencontrol counts it: each file rounded up to a KiB, one
    KiB for every directory and symlink (the DEBIAN folder left out)."""
    total = 0
    for dirpath, dirnames, filenames in os.walk(root):
        if Path(dirpath) == root:
            dirnames[:] = [d for d in dirnames if d != "DEBIAN"]
        total += len(dirnames)
        for name in filenames:
            path = Path(dirpath) / name
            total += 1 if path.is_symlink() else -(-path.stat().st_size // 1024)
    return total


def control_text(fields: dict[str, str]) -> str:
    return "".join(f"{key}: {value}\n" for key, value in fields.items())


def _normalise_modes(root: Path) -> None:
    """0755 for folders and executables, 0644 for everything else."""
    for dirpath, _dirnames, filenames in os.walk(root):
        os.chmod(dirpath, 0o755)
        for name in filenames:
            path = Path(dirpath) / name
            if path.is_symlink():
                continue
            mode = path.stat().st_mode
            path.chmod(0o755 if mode & (stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH) else 0o644)


def desktop_entry() -> str:
    """The menu entry with the launcher on PATH (Exec=twentynine)."""
    text = (LINUX / "twentynine.desktop").read_text(encoding="utf-8")
    text = re.sub(r"^Exec=\S+", f"Exec={PACKAGE}", text, flags=re.MULTILINE)
    return re.sub(r"^TryExec=.*$", f"TryExec={PACKAGE}", text, flags=re.MULTILINE)


def metainfo() -> str:
    text = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    return re.sub(r"<binary>[^<]*</binary>", f"<binary>{PACKAGE}</binary>", text)


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: twentynine-desktop

Files: *
Copyright: Twenty-Nine Desktop contributors
License: MIT
Comment: /opt/twentynine/_internal also holds Python, Qt and PySide6 (LGPL-3.0) and
 their licences, as bundled by PyInstaller.
"""


def stage(folder: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` (the future /)."""
    prefix = root / PREFIX
    prefix.parent.mkdir(parents=True)
    shutil.copytree(folder, prefix, symlinks=True,
                    ignore=lambda d, names: TARBALL_ONLY & set(names)
                    if Path(d) == folder else set())
    launcher = root / LAUNCHER
    launcher.parent.mkdir(parents=True)
    launcher.write_text(LAUNCHER_SCRIPT, encoding="utf-8")
    launcher.chmod(0o755)
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{APP_ID}.desktop").write_text(desktop_entry(), encoding="utf-8")
    (share / "metainfo").mkdir()
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo(), encoding="utf-8")
    pngs = sorted(ICONS.glob("twentynine-*.png"))
    if not pngs:
        raise DebError(f"no twentynine-<size>.png icons in {ICONS}.")
    for png in pngs:
        size = png.stem.rsplit("-", 1)[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy(png, target / f"{APP_ID}.png")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT, encoding="utf-8")
    _normalise_modes(root)


def write_md5sums(root: Path) -> None:
    lines = []
    for dirpath, dirnames, filenames in os.walk(root):
        if Path(dirpath) == root:
            dirnames[:] = [d for d in dirnames if d != "DEBIAN"]
        dirnames.sort()
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if path.is_symlink():
                continue
            digest = hashlib.md5()
            with open(path, "rb") as f:
                for block in iter(lambda f=f: f.read(1 << 20), b""):
                    digest.update(block)
            lines.append(f"{digest.hexdigest()}  {path.relative_to(root).as_posix()}\n")
    (root / "DEBIAN" / "md5sums").write_text("".join(lines), encoding="utf-8")


def make_deb(folder: Path, out_dir: Path, *, version: str | None = None,
             arch: str | None = None, maintainer: str = DEFAULT_MAINTAINER,
             compression: str = "xz") -> Path:
    """Build ``<out_dir>/twentynine_<version>_<arch>.deb`` from the one-folder build."""
    folder = folder.resolve()
    if not (folder / APP_NAME).is_file():
        raise DebError(f"{folder} has no {APP_NAME} program: build it first with "
                       "python packaging/build.py.")
    version = debian_version(version or pyproject_version())
    if not re.fullmatch(r"[^<>\n]+ <[^<>@\s]+@[^<>@\s]+>", maintainer):
        raise DebError(f"--maintainer {maintainer!r} should read 'Name <email>'.")
    if arch is not None and not re.fullmatch(r"[a-z0-9][a-z0-9-]*", arch):
        raise DebError(f"{arch!r} is not a Debian architecture name (like amd64).")
    dpkg_deb = shutil.which("dpkg-deb")
    if not dpkg_deb:
        raise DebError("dpkg-deb is not installed (it comes with dpkg on Debian and Ubuntu).")
    arch = arch or host_architecture()
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / f"{PACKAGE}_{version}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="twentynine-deb-", dir=out_dir) as tmp:
        root = Path(tmp) / "root"
        stage(folder, root)
        fields = {
            "Package": PACKAGE,
            "Version": version,
            "Architecture": arch,
            "Maintainer": maintainer,
            "Installed-Size": str(installed_size_kib(root)),
            "Depends": ", ".join(depends(folder)),
            "Recommends": ", ".join(RECOMMENDS),
            "Section": "games",
            "Priority": "optional",
            "Description": DESCRIPTION,
        }
        (root / "DEBIAN").mkdir()
        (root / "DEBIAN" / "control").write_text(control_text(fields), encoding="utf-8")
        write_md5sums(root)
        os.chmod(root / "DEBIAN", 0o755)
        proc = subprocess.run([dpkg_deb, "--root-owner-group", f"-Z{compression}", "--build",
                               str(root), str(out)], capture_output=True, text=True)
        if proc.returncode != 0:
            raise DebError(f"dpkg-deb failed: {(proc.stderr or proc.stdout).strip()}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=REPO / "dist" / APP_NAME,
                        help="the one-folder build (default: dist/TwentyNine)")
    parser.add_argument("--out", type=Path, default=None,
                        help="where the .deb goes (default: the bundle's parent folder)")
    parser.add_argument("--version", help="package version (default: pyproject.toml's)")
    parser.add_argument("--arch", help="Debian architecture (default: dpkg --print-architecture)")
    parser.add_argument("--maintainer", default=os.environ.get("TWENTYNINE_DEB_MAINTAINER",
                                                               DEFAULT_MAINTAINER),
                        help="'Name <email>' (default: $TWENTYNINE_DEB_MAINTAINER or "
                             "the project's)")
    parser.add_argument("--compression", default="xz", choices=["xz", "zstd", "gzip", "none"],
                        help="dpkg-deb compression (default xz)")
    args = parser.parse_args(argv)
    out_dir = args.out or args.bundle.resolve().parent
    try:
        out = make_deb(args.bundle, out_dir, version=args.version, arch=args.arch,
                       maintainer=args.maintainer, compression=args.compression)
    except DebError as exc:
        print(f"make_deb.py: {exc}", file=sys.stderr)
        return 2
    print(f"make_deb.py: {out} : {out.stat().st_size / 1_000_000:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
