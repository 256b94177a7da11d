"""packaging/check_glibc.py: the glibc version needs of ELF files (fast)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
IS_LINUX = sys.platform.startswith("linux")

spec = importlib.util.spec_from_file_location("tn_check_glibc", REPO / "packaging" / "check_glibc.py")
cg = importlib.util.module_from_spec(spec)
sys.modules["tn_check_glibc"] = cg  # dataclasses look the module up by name
spec.loader.exec_module(cg)

needs_linux = pytest.mark.skipif(not IS_LINUX, reason="ELF files: Linux")
needs_objdump = pytest.mark.skipif(not shutil.which("objdump"), reason="binutils missing")


def _true() -> Path:
    path = Path(shutil.which("true") or "/bin/true").resolve()
    if not cg.is_elf(path):
        pytest.skip(f"{path} is not an ELF file")
    return path


def _libpython() -> Path:
    libdir, name = sysconfig.get_config_var("LIBDIR"), sysconfig.get_config_var("LDLIBRARY")
    path = Path(libdir or "", name or "")
    if not (name and name.endswith(".so") and path.is_file()):
        pytest.skip("this Python has no shared libpython")
    return path.resolve()


def _samples() -> list[Path]:
    files = [_true(), _libpython()]
    libc = Path("/lib/x86_64-linux-gnu/libc.so.6")
    return [*files, libc] if libc.is_file() else files


def _objdump_T_highest(path: Path) -> tuple[int, ...]:
    """The highest GLIBC_x.y of the undefined (imported) symbols in ``objdump -T``."""
    out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True,
                         check=True).stdout
    found = [cg.parse_version(m.group(1))
             for m in re.finditer(r"\*UND\*\s+\S+\s+(?:\S+\s+)?\(?GLIBC_(\d+(?:\.\d+)+)\)?", out)]
    return max(found)


def test_parse_and_format_versions():
    assert cg.parse_version("2.35") == (2, 35)
    assert cg.parse_version("2.2.5") == (2, 2, 5)
    assert cg.parse_version("2.36") > cg.parse_version("2.4")  # numeric, not text order
    assert cg.format_version((2, 2, 5)) == "2.2.5"
    for bad in ("", "2.x", "abc", "2..3"):
        with pytest.raises(ValueError):
            cg.parse_version(bad)


def test_glibc_versions_keeps_only_numbered_glibc():
    needs = [("libc.so.6", "GLIBC_2.2.5"), ("libc.so.6", "GLIBC_2.34"),
             ("libc.so.6", "GLIBC_PRIVATE"), ("libstdc++.so.6", "GLIBCXX_3.4.30"),
             ("libgcc_s.so.1", "GCC_3.0"), ("libm.so.6", "GLIBC_2.29")]
    assert cg.glibc_versions(needs) == {(2, 2, 5), (2, 34), (2, 29)}


@needs_linux
@needs_objdump
def test_reader_agrees_with_objdump_version_references():
    for path in _samples():
        assert sorted(cg.version_needs(path)) == sorted(cg.version_needs_objdump(path)), path


@needs_linux
@needs_objdump
def test_highest_glibc_agrees_with_objdump_T():
    for path in (_true(), _libpython()):
        assert max(cg.glibc_versions(cg.version_needs(path))) == _objdump_T_highest(path), path


@needs_linux
@needs_objdump
def test_reader_without_section_headers_uses_the_dynamic_segment(tmp_path):
    """A file whose section headers are gone is read through PT_DYNAMIC."""
    original = _true()
    data = bytearray(original.read_bytes())
    assert data[4] == 2 and data[5] == 1, "test written for 64-bit little-endian"
    struct.pack_into("<Q", data, 0x28, 0)  # e_shoff
    struct.pack_into("<H", data, 0x3C, 0)  # e_shnum
    struct.pack_into("<H", data, 0x3E, 0)  # e_shstrndx
    stripped = tmp_path / "true-noshdr"
    stripped.write_bytes(bytes(data))
    assert sorted(cg.version_needs(stripped)) == sorted(cg.version_needs_objdump(original))


def test_non_elf_and_truncated_files_are_refused(tmp_path):
    text = tmp_path / "a.txt"
    text.write_text("hello")
    with pytest.raises(cg.ElfError):
        cg.version_needs(text)
    short = tmp_path / "short"
    short.write_bytes(b"\x7fELF\x02\x01\x01" + b"\0" * 20)
    with pytest.raises((cg.ElfError, struct.error)):
        cg.version_needs(short)


def _bundle(tmp_path: Path, *files: Path) -> Path:
    folder = tmp_path / "TwentyNine"
    (folder / "_internal").mkdir(parents=True)
    for i, f in enumerate(files):
        shutil.copy(f, folder / "_internal" / f"lib{i}.so")
    (folder / "_internal" / "notes.txt").write_text("not an ELF file")
    (folder / "_internal" / "broken.so").write_bytes(b"\x7fELF\x02\x01\x01" + b"\0" * 9)
    (folder / "link.so").symlink_to("_internal/lib0.so")  # not counted twice
    return folder


@needs_linux
def test_check_fails_below_what_true_needs_and_passes_at_it(tmp_path, capsys):
    true = _true()
    needed = max(cg.glibc_versions(cg.version_needs(true)))
    below = (needed[0], needed[1] - 1)
    folder = _bundle(tmp_path, true)
    assert cg.main([str(folder), "--target", cg.format_version(below)]) == 1
    out = capsys.readouterr().out
    assert f"highest glibc needed: {cg.format_version(needed)}" in out
    assert "FAIL" in out and "_internal/lib0.so" in out
    assert cg.main([str(folder), "--target", cg.format_version(needed)]) == 0
    out = capsys.readouterr().out
    assert "OK" in out and "_internal/lib0.so" in out


@needs_linux
def test_scan_lists_the_files_needing_the_highest_version(tmp_path):
    true, libpython = _true(), _libpython()
    folder = _bundle(tmp_path, true, libpython)
    report = cg.scan(folder)
    assert report.elf_files == 3  # lib0, lib1, broken.so (the symlink not followed)
    v_true = max(cg.glibc_versions(cg.version_needs(true)))
    v_py = max(cg.glibc_versions(cg.version_needs(libpython)))
    assert report.highest == max(v_true, v_py)
    names = {p.name for p in report.files_needing(report.highest)}
    assert names == ({"lib0.so"} if v_true > v_py else {"lib1.so"} if v_py > v_true
                     else {"lib0.so", "lib1.so"})
    assert [p.name for p in report.unreadable] == ["broken.so"]


def test_bad_arguments_are_one_sentence_not_a_traceback(tmp_path, capsys):
    assert cg.main([str(tmp_path / "nowhere")]) == 2
    assert "is not a folder" in capsys.readouterr().err
    assert cg.main([str(tmp_path), "--target", "two"]) == 2
    assert "is not a version" in capsys.readouterr().err
    (tmp_path / "readme.txt").write_text("x")
    assert cg.main([str(tmp_path)]) == 2
    assert "no ELF file" in capsys.readouterr().err


@needs_linux
def test_command_line_exit_status(tmp_path):
    folder = _bundle(tmp_path, _true())
    proc = subprocess.run([sys.executable, str(REPO / "packaging" / "check_glibc.py"), str(folder),
                           "--target", "2.0"], capture_output=True, text=True)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
