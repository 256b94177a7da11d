"""The packaging files themselves (fast: no PyInstaller run)."""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import types
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from twentynine_desktop import __version__

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
APP_ID = "io.github.twentynine.TwentyNine"


def _load_build():
    spec = importlib.util.spec_from_file_location("tn_build", PACKAGING / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()


def test_build_reads_the_package_version():
    assert build.read_version() == __version__


@pytest.mark.parametrize("text, expected", [
    ("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.10.3rc1", (2, 10, 3, 0)),
    ("3.0.1+local", (3, 0, 1, 0)),
])
def test_version_tuple(text, expected):
    assert build.version_tuple(text) == expected


def test_windows_version_file_is_accepted_by_pyinstaller(tmp_path, monkeypatch):
    # PyInstaller's loader imports pefile and win32api (Windows only); the text loader
    # uses neither, so stand-ins are enough to run it here.
    import PyInstaller.compat

    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo

    path = tmp_path / "version_info.txt"
    path.write_text(build.windows_version_text("1.2.3"), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    assert info.ffi.fileVersionMS == (1 << 16) | 2 and info.ffi.fileVersionLS == 3 << 16
    raw = info.toRaw()  # serialises to the binary resource without error
    assert "1.2.3".encode("utf-16-le") in raw
    assert "TwentyNine.exe".encode("utf-16-le") in raw


def test_icns_writer_makes_a_well_formed_file(tmp_path):
    out = build.write_icns(REPO / "resources" / "icons", tmp_path / "t.icns")
    data = out.read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    pos, kinds = 8, []
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        assert data[pos + 8:pos + 16] == b"\x89PNG\r\n\x1a\n"  # each element is a PNG
        kinds.append(kind)
        pos += length
    assert pos == len(data)
    assert {b"icp4", b"ic07", b"ic08", b"ic09"} <= set(kinds)


def test_desktop_entry_fields():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(PACKAGING / "linux" / "twentynine.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "TwentyNine"
    assert entry["Icon"] == APP_ID
    assert "CardGame" in entry["Categories"].split(";")
    assert entry["Terminal"] == "false"


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils missing")
def test_desktop_entry_validates(tmp_path):
    # validated under the name it is installed as (the AppStream launchable)
    target = tmp_path / f"{APP_ID}.desktop"
    shutil.copy(PACKAGING / "linux" / "twentynine.desktop", target)
    proc = subprocess.run(["desktop-file-validate", str(target)], capture_output=True, text=True)
    assert proc.returncode == 0 and "error" not in proc.stdout.lower(), proc.stdout + proc.stderr


def test_metainfo_matches_the_package():
    root = ET.parse(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    releases = [r.get("version") for r in root.iter("release")]
    assert releases and releases[0] == __version__, "add a <release> for the new version"


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstreamcli missing")
def test_metainfo_validates():
    proc = subprocess.run(["appstreamcli", "validate", "--no-net",
                           str(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml")],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_inno_setup_script_has_menu_desktop_icon_and_uninstaller():
    text = (PACKAGING / "windows" / "twentynine.iss").read_text(encoding="utf-8")
    sections = set(re.findall(r"^\[(\w+)\]", text, re.MULTILINE))
    assert {"Setup", "Files", "Icons", "Tasks"} <= sections
    assert "{group}\\{#AppName}" in text                    # Start-menu entry
    assert re.search(r"\{autodesktop\}.*Tasks: desktopicon", text)  # optional desktop icon
    assert "{uninstallexe}" in text and "UninstallDisplayIcon" in text
    assert "TwentyNine.exe" in text
    # build.py passes exactly the defines the script reads
    for name in ("AppVersion", "SourceDir", "RepoDir"):
        assert f"#ifndef {name}" in text
        assert f"/D{name}=" in (PACKAGING / "build.py").read_text(encoding="utf-8")


def test_spec_is_valid_python_and_names_the_program():
    text = (PACKAGING / "twentynine.spec").read_text(encoding="utf-8")
    compile(text, "twentynine.spec", "exec")
    assert 'APP_NAME = "TwentyNine"' in text
    assert "exclude_binaries=True" in text  # one-folder, not one-file
    assert "console=bool(spec_options.debug_console)" in text  # windowed by default
    assert 'BUNDLE_ID = "io.github.twentynine.TwentyNine"' in text


def test_spec_plugin_filter(monkeypatch):
    """Run the spec's filter functions on sample TOC entries, without PyInstaller."""
    text = (PACKAGING / "twentynine.spec").read_text(encoding="utf-8")
    head = text.split("a = Analysis(")[0]
    namespace = {"SPECPATH": str(PACKAGING), "__name__": "spec"}
    monkeypatch.setattr(sys, "argv", ["pyinstaller"])
    monkeypatch.setattr(sys, "platform", "linux")
    exec(compile(head, "twentynine.spec", "exec"), namespace)
    keep = namespace["_keep"]
    plug = "PySide6/Qt/plugins/"
    kept = [
        (plug + "platforms/libqxcb.so", "", "BINARY"),
        (plug + "platforms/libqoffscreen.so", "", "BINARY"),
        (plug + "iconengines/libqsvgicon.so", "", "BINARY"),
        (plug + "imageformats/libqsvg.so", "", "BINARY"),
        ("PySide6/Qt/lib/libQt6Svg.so.6", "", "BINARY"),
        ("PySide6/QtWidgets.abi3.so", "", "EXTENSION"),
        ("resources/cards/JS.svg", "", "DATA"),
        ("PySide6/Qt6Widgets.dll", "", "BINARY"),
        ("PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg", "", "BINARY"),
        ("libsqlite3.so.0", "", "BINARY"),
        # one program per data folder talks over a local socket (ui/single_instance.py)
        ("PySide6/Qt/lib/libQt6Network.so.6", "", "BINARY"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("PySide6/QtNetwork.abi3.so", "", "EXTENSION"),
    ]
    dropped = [
        (plug + "platforms/libqvnc.so", "", "BINARY"),
        (plug + "platforms/libqeglfs.so", "", "BINARY"),
        (plug + "imageformats/libqjpeg.so", "", "BINARY"),
        (plug + "platformthemes/libqgtk3.so", "", "BINARY"),
        (plug + "platforminputcontexts/libqtvirtualkeyboardplugin.so", "", "BINARY"),
        (plug + "tls/libqopensslbackend.so", "", "BINARY"),
        (plug + "sqldrivers/libqsqlite.so", "", "BINARY"),
        ("PySide6/Qt/lib/libQt6Quick.so.6", "", "BINARY"),
        ("PySide6/Qt/translations/qtbase_de.qm", "", "DATA"),
        ("PySide6/opengl32sw.dll", "", "BINARY"),
        ("PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml", "", "BINARY"),
    ]
    assert [e for e in kept if not keep(e)] == []
    assert [e for e in dropped if keep(e)] == []
    assert "PySide6.QtNetwork" not in namespace["EXCLUDES"]
    assert "PySide6.QtNetworkAuth" in namespace["EXCLUDES"]
    assert "PySide6.QtSvg" not in namespace["EXCLUDES"]


def test_spec_leaves_the_glibc_raising_system_libraries_to_the_system(monkeypatch):
    """On Linux the spec drops the top-level copies of syslibs.FROM_SYSTEM (the build
    machine's libstdc++ and expat need a newer glibc than the oldest target); a library
    of that name inside a package folder, or on Windows and macOS, is not touched."""
    from twentynine_desktop import syslibs

    text = (PACKAGING / "twentynine.spec").read_text(encoding="utf-8")
    head = text.split("a = Analysis(")[0]
    assert set(syslibs.FROM_SYSTEM) == {"libstdc++.so.6", "libexpat.so.1"}
    assert set(syslibs.FROM_SYSTEM.items()) <= set(syslibs.CORE.items())  # checked at start
    for platform, dropped in (("linux", True), ("win32", False), ("darwin", False)):
        namespace = {"SPECPATH": str(PACKAGING), "__name__": "spec"}
        monkeypatch.setattr(sys, "argv", ["pyinstaller"])
        monkeypatch.setattr(sys, "platform", platform)
        exec(compile(head, "twentynine.spec", "exec"), namespace)
        keep = namespace["_keep"]
        for soname in syslibs.FROM_SYSTEM:
            assert keep((soname, f"/usr/lib/x86_64-linux-gnu/{soname}", "BINARY")) is not dropped
            assert keep((f"somepkg/{soname}", "", "BINARY"))
        assert keep(("libgcc_s.so.1", "", "BINARY"))


# -- the compiled solver -------------------------------------------------------------

def test_spec_ships_the_compiled_solver(monkeypatch):
    """The compiled endgame solver is a hidden import of the spec (solver.py imports it
    inside a try, so PyInstaller would not see it), and setup.py builds it as an
    optional extension from the C file that is in the tree."""
    text = (PACKAGING / "twentynine.spec").read_text(encoding="utf-8")
    head = text.split("a = Analysis(")[0]
    namespace = {"SPECPATH": str(PACKAGING), "__name__": "spec"}
    monkeypatch.setattr(sys, "argv", ["pyinstaller"])
    exec(compile(head, "twentynine.spec", "exec"), namespace)
    assert "twentynine_desktop.ai._csolver" in namespace["HIDDEN"]
    assert "twentynine_desktop.ai.solver" in namespace["HIDDEN"]
    assert "hiddenimports=HIDDEN" in text
    setup = (REPO / "setup.py").read_text(encoding="utf-8")
    assert '"twentynine_desktop.ai._csolver"' in setup and "optional=True" in setup
    assert (REPO / "twentynine_desktop" / "ai" / "_csolver.c").is_file()


def _fake_run(results):
    calls = []

    def run(cmd, **kwargs):
        calls.append(cmd)
        code, err = results[len(calls) - 1]
        return subprocess.CompletedProcess(cmd, code, "", err)
    return run, calls


def test_build_makes_the_compiled_solver_first(monkeypatch, tmp_path):
    run, calls = _fake_run([(0, ""), (0, "")])
    monkeypatch.setattr(build.subprocess, "run", run)
    assert build.build_compiled_solver(tmp_path, allow_pure_python=False) is True
    assert calls[0][1:4] == ["setup.py", "build_ext", "--inplace"]
    assert "import twentynine_desktop.ai._csolver" in calls[1][-1]


def test_build_stops_with_a_message_when_the_solver_cannot_be_compiled(monkeypatch, tmp_path):
    # setup.py succeeds (the extension is optional) but nothing importable was made
    run, _ = _fake_run([(0, "error: command 'false' failed"), (1, "ModuleNotFoundError")])
    monkeypatch.setattr(build.subprocess, "run", run)
    with pytest.raises(SystemExit, match="could not be built or imported.*--allow-pure-python"):
        build.build_compiled_solver(tmp_path, allow_pure_python=False)
    run, _ = _fake_run([(0, ""), (1, "ModuleNotFoundError")])
    monkeypatch.setattr(build.subprocess, "run", run)
    assert build.build_compiled_solver(tmp_path, allow_pure_python=True) is False


def _iss_code() -> str:
    text = (PACKAGING / "windows" / "twentynine.iss").read_text(encoding="utf-8")
    return text.split("\n[Code]\n", 1)[1]


def test_inno_setup_installs_per_user_with_an_unticked_desktop_icon():
    text = (PACKAGING / "windows" / "twentynine.iss").read_text(encoding="utf-8")
    assert re.search(r"^PrivilegesRequired=lowest$", text, re.MULTILINE)
    assert re.search(r'^Name: "desktopicon";.*Flags: unchecked$', text, re.MULTILINE)
    assert re.search(r"^VersionInfoVersion=\{#AppVersion\}$", text, re.MULTILINE)


def test_uninstaller_asks_before_deleting_saves_and_keeps_them_by_default():
    code = _iss_code()
    assert "procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);" in code
    assert "usPostUninstall" in code
    ask = re.search(r"SuppressibleMsgBox\(KeepDataQuestion\(\), mbConfirmation, "
                    r"MB_YESNO or MB_DEFBUTTON1,\s*IDYES\) = IDNO then", code)
    assert ask, "the question, Yes (keep) first and the silent answer"
    # deleting happens only in the No branch, after the question
    assert code.index("DelTree(") > ask.end()
    assert "saved games, statistics and settings" in code
    # Pascal: every begin has its end; braces only in ExpandConstant's {constants}
    words = re.findall(r"\b(begin|end)\b", code)
    assert words.count("begin") == words.count("end")
    for line in code.splitlines():
        if "{" in line or "}" in line:
            assert re.search(r"ExpandConstant\('\{(userappdata|localappdata)\}\\TwentyNine'\)",
                             line), line


def test_uninstaller_deletes_exactly_the_folders_the_program_uses_on_windows(monkeypatch, tmp_path):
    from twentynine_desktop import platform_paths as pp

    code = _iss_code()
    roaming = re.search(r"\{userappdata\}\\(\w+)'", code).group(1)
    local = re.search(r"\{localappdata\}\\(\w+)'", code).group(1)
    monkeypatch.setattr(pp, "_platform", lambda: "windows")
    monkeypatch.setattr(pp, "_qt_base", lambda kind: None)
    monkeypatch.delenv(pp.HOME_ENV, raising=False)
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "Local"))
    assert pp.settings_dir() == tmp_path / "Roaming" / roaming
    assert pp.saves_dir().parent == tmp_path / "Roaming" / roaming
    assert pp.log_dir().parent == tmp_path / "Local" / local


def test_size_verdict():
    assert build.size_verdict(114_400_000, 120) == (
        True, "OK: the unpacked build is 114.4 MB, within 120 MB")
    ok, line = build.size_verdict(120_000_001, 120)
    assert not ok and line.startswith("FAIL: the unpacked build is 120.0 MB, above the limit")
    assert build.size_verdict(5, None)[0]


def test_max_mb_must_be_positive(capsys):
    with pytest.raises(SystemExit) as exc:
        build.main(["--max-mb", "0"])
    assert exc.value.code == 2
    assert "--max-mb must be a positive number of MB" in capsys.readouterr().err


def test_portable_zip_holds_the_program_folder(tmp_path):
    import zipfile

    folder = tmp_path / "dist" / "TwentyNine"
    (folder / "_internal" / "resources").mkdir(parents=True)
    (folder / "TwentyNine.exe").write_bytes(b"MZ")
    (folder / "_internal" / "resources" / "a.svg").write_text("<svg/>")
    out = build.make_portable_zip(folder, tmp_path / "dist", "1.2.3")
    assert out.name == "TwentyNine-1.2.3-windows-portable.zip"
    with zipfile.ZipFile(out) as zf:
        assert sorted(zf.namelist()) == ["TwentyNine/TwentyNine.exe",
                                         "TwentyNine/_internal/resources/a.svg"]
        assert zf.read("TwentyNine/TwentyNine.exe") == b"MZ"


@pytest.mark.parametrize("machine, arch", [("arm64", "arm64"), ("x86_64", "x86_64"),
                                           ("aarch64", "arm64")])
def test_the_dmg_is_named_for_its_architecture(monkeypatch, machine, arch):
    monkeypatch.setattr(build.platform, "machine", lambda: machine)
    assert build.mac_arch() == arch
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert 'f"{APP_NAME}-{version}-macos-{mac_arch()}.dmg"' in source


def test_the_mac_app_says_which_macos_it_needs():
    text = (PACKAGING / "twentynine.spec").read_text(encoding="utf-8")
    for key in ("CFBundleIdentifier", "CFBundleShortVersionString", "LSMinimumSystemVersion",
                "NSHighResolutionCapable", "LSApplicationCategoryType"):
        assert key in text or key == "CFBundleIdentifier" and "bundle_identifier=BUNDLE_ID" in text


def test_the_mac_app_says_why_it_asks_for_the_local_network():
    text = (PACKAGING / "twentynine.spec").read_text(encoding="utf-8")
    assert '"NSLocalNetworkUsageDescription":' in text
    assert "Twenty-Nine looks for card tables on your home network" in text


@pytest.mark.skipif(sys.platform.startswith("win"), reason="a #! stand-in for codesign")
def test_the_mac_app_is_signed_ad_hoc_and_verified(tmp_path, monkeypatch):
    calls = tmp_path / "calls.txt"
    fake = tmp_path / "bin" / "codesign"
    fake.parent.mkdir()
    fake.write_text(f'#!/bin/sh\necho "$@" >> "{calls}"\n')
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake.parent}{os.pathsep}{os.environ.get('PATH', '')}")
    app = tmp_path / "TwentyNine.app"
    assert build.sign_app_adhoc(app) is False  # no app: nothing signed
    (app / "Contents" / "MacOS").mkdir(parents=True)
    assert build.sign_app_adhoc(app) is True
    lines = calls.read_text().splitlines()
    assert lines == [f"--force --deep --sign - --timestamp=none {app}",
                     f"--verify --deep --strict {app}"]


@pytest.mark.skipif(sys.platform.startswith("win"), reason="#! stand-ins for lipo and codesign")
def test_universal_mac_binaries_are_thinned_to_the_build_architecture(tmp_path, monkeypatch):
    calls = tmp_path / "calls.txt"
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "lipo").write_text(
        "#!/bin/sh\n"
        f'echo "lipo $*" >> "{calls}"\n'
        'if [ "$1" = "-archs" ]; then echo "x86_64 arm64"; exit 0; fi\n'
        'cp "$1" "$5"\n')  # lipo IN -thin ARCH -output OUT
    (bin_dir / "codesign").write_text(f'#!/bin/sh\necho "codesign $*" >> "{calls}"\n')
    for tool in bin_dir.iterdir():
        tool.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    folder = tmp_path / "TwentyNine"
    (folder / "_internal").mkdir(parents=True)
    fat = folder / "_internal" / "QtCore"
    fat.write_bytes(b"\xca\xfe\xba\xbe" + (2).to_bytes(4, "big") + b"\0" * 64)
    fat.chmod(0o755)
    (folder / "_internal" / "Old.class").write_bytes(b"\xca\xfe\xba\xbe\x00\x00\x00\x34")
    (folder / "_internal" / "thin.dylib").write_bytes(b"\xcf\xfa\xed\xfe" + b"\0" * 28)
    (folder / "_internal" / "link").symlink_to("QtCore")
    assert build.is_fat_macho(fat) and not build.is_fat_macho(folder / "_internal" / "Old.class")
    assert build.thin_mac_binaries(folder, "arm64") == 1
    assert calls.read_text().splitlines() == [
        f"lipo -archs {fat}",
        f"lipo {fat} -thin arm64 -output {fat}.thin",
        f"codesign --force --sign - {fat}",
    ]
    assert os.access(fat, os.X_OK) and not (folder / "_internal" / "QtCore.thin").exists()
