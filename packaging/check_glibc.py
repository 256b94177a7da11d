"""Which glibc a built Linux program needs, and whether that is old enough.

Usage::

    python packaging/check_glibc.py                    # dist/TwentyNine, target 2.35
    python packaging/check_glibc.py BUNDLE --target 2.36

Reads every ELF file (program, shared libraries, Python extension modules) of the
one-folder build made by ``packaging/build.py`` and collects the ``GLIBC_x.y`` symbol
versions they require (the version-needs table, ``.gnu.version_r``), read with the
standard library only; ``objdump -p`` (binutils) is used for a file this reader cannot
parse.  Prints the highest version and the files that need it, and exits 1 when it is
above the target: a build that needs glibc 2.36 does not start on Ubuntu 22.04 (2.35).

The default target 2.35 is Ubuntu 22.04's glibc; Debian 12 has 2.36.  A program built on
a system needs at most that system's glibc, so the release build is made on the oldest
system it should run on (ubuntu-22.04).

Exit status: 0 within the target, 1 above it, 2 for a bad argument (no such folder, no
ELF file in it, a target that is not a version).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_BUNDLE = REPO / "dist" / "TwentyNine"
DEFAULT_TARGET = "2.35"  # Ubuntu 22.04 LTS

ELF_MAGIC = b"\x7fELF"
SHT_GNU_VERNEED = 0x6FFFFFFE
PT_LOAD, PT_DYNAMIC = 1, 2
DT_NULL, DT_STRTAB, DT_STRSZ = 0, 5, 10
DT_VERNEED, DT_VERNEEDNUM = 0x6FFFFFFE, 0x6FFFFFFF
_GLIBC = re.compile(r"^GLIBC_(\d+(?:\.\d+)+)$")

Version = tuple[int, ...]


class ElfError(ValueError):
    """The file is not an ELF file this reader understands."""


def parse_version(text: str) -> Version:
    """'2.35' -> (2, 35); raises ValueError for anything that is not dotted numbers."""
    if not re.fullmatch(r"\d+(\.\d+)*", text.strip()):
        raise ValueError(f"not a version: {text!r}")
    return tuple(int(n) for n in text.strip().split("."))


def format_version(version: Version) -> str:
    return ".".join(str(n) for n in version)


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == ELF_MAGIC
    except OSError:
        return False


@dataclass
class _Elf:
    """The few ELF header facts the version-needs reader uses."""
    f: object
    end: str          # struct byte order: '<' or '>'
    is64: bool
    size: int         # file size

    def read(self, offset: int, length: int) -> bytes:
        if offset < 0 or length < 0 or offset + length > self.size:
            raise ElfError("a table points outside the file")
        self.f.seek(offset)  # type: ignore[attr-defined]
        data = self.f.read(length)  # type: ignore[attr-defined]
        if len(data) != length:
            raise ElfError("truncated file")
        return data

    def unpack(self, fmt: str, offset: int) -> tuple[int, ...]:
        fmt = self.end + fmt
        return struct.unpack(fmt, self.read(offset, struct.calcsize(fmt)))

    def cstring(self, offset: int) -> str:
        out = bytearray()
        while True:
            if offset >= self.size:
                raise ElfError("a name points outside the file")
            chunk = self.read(offset, min(256, self.size - offset))
            nul = chunk.find(b"\0")
            if nul >= 0:
                out += chunk[:nul]
                return out.decode("ascii", "replace")
            out += chunk
            offset += len(chunk)


def _verneed_walk(elf: _Elf, table: int, count: int | None, strtab: int) -> list[tuple[str, str]]:
    """(library, version name) pairs of the Elf_Verneed chain at file offset ``table``.

    Elf32 and Elf64 use the same layout: Verneed (vn_version u16, vn_cnt u16, vn_file
    u32, vn_aux u32, vn_next u32) and Vernaux (vna_hash u32, vna_flags u16, vna_other
    u16, vna_name u32, vna_next u32).
    """
    needs: list[tuple[str, str]] = []
    offset, seen = table, 0
    while count is None or seen < count:
        _ver, cnt, vn_file, vn_aux, vn_next = elf.unpack("HHIII", offset)
        library = elf.cstring(strtab + vn_file)
        aux = offset + vn_aux
        for _ in range(cnt):
            _hash, _flags, _other, vna_name, vna_next = elf.unpack("IHHII", aux)
            needs.append((library, elf.cstring(strtab + vna_name)))
            if not vna_next:
                break
            aux += vna_next
        seen += 1
        if not vn_next:
            break
        offset += vn_next
        if seen > 10_000:
            raise ElfError("version-needs chain does not end")
    return needs


def _from_sections(elf: _Elf, shoff: int, shentsize: int, shnum: int) -> list[tuple[str, str]] | None:
    """From the section headers; None when there is no .gnu.version_r section."""
    shfmt = "IIQQQQIIQQ" if elf.is64 else "IIIIIIIIII"
    headers = [elf.unpack(shfmt, shoff + i * shentsize) for i in range(shnum)]
    for sh in headers:
        _name, sh_type, _flags, _addr, sh_offset, _size, sh_link, sh_info, _al, _es = sh
        if sh_type == SHT_GNU_VERNEED:
            if sh_link >= len(headers):
                raise ElfError("version-needs section links to no string table")
            strtab = headers[sh_link][4]
            return _verneed_walk(elf, sh_offset, sh_info or None, strtab)
    return None


def _from_dynamic(elf: _Elf, phoff: int, phentsize: int, phnum: int) -> list[tuple[str, str]]:
    """From the program headers (the dynamic segment), for files without sections."""
    phfmt = "IIQQQQQQ" if elf.is64 else "IIIIIIII"
    loads: list[tuple[int, int, int]] = []  # (vaddr, offset, filesz)
    dynamic = None
    for i in range(phnum):
        ph = elf.unpack(phfmt, phoff + i * phentsize)
        if elf.is64:
            p_type, _flags, p_offset, p_vaddr, _paddr, p_filesz, _memsz, _align = ph
        else:
            p_type, p_offset, p_vaddr, _paddr, p_filesz, _memsz, _flags, _align = ph
        if p_type == PT_LOAD:
            loads.append((p_vaddr, p_offset, p_filesz))
        elif p_type == PT_DYNAMIC:
            dynamic = (p_offset, p_filesz)
    if dynamic is None:
        return []  # statically linked: no glibc version needed at run time

    def to_offset(vaddr: int) -> int:
        for start, off, size in loads:
            if start <= vaddr < start + size:
                return off + vaddr - start
        raise ElfError("a dynamic entry points outside the loaded segments")

    entry = "qQ" if elf.is64 else "iI"
    step = struct.calcsize(elf.end + entry)
    tags: dict[int, int] = {}
    for pos in range(dynamic[0], dynamic[0] + dynamic[1], step):
        tag, value = elf.unpack(entry, pos)
        if tag == DT_NULL:
            break
        tags.setdefault(tag, value)
    if DT_VERNEED not in tags:
        return []
    return _verneed_walk(elf, to_offset(tags[DT_VERNEED]), tags.get(DT_VERNEEDNUM),
                         to_offset(tags[DT_STRTAB]))


def version_needs(path: Path) -> list[tuple[str, str]]:
    """(library, version) pairs an ELF file requires, e.g. ('libc.so.6', 'GLIBC_2.34')."""
    size = os.path.getsize(path)
    with open(path, "rb") as f:
        ident = f.read(16)
        if len(ident) < 16 or ident[:4] != ELF_MAGIC:
            raise ElfError("not an ELF file")
        if ident[4] not in (1, 2) or ident[5] not in (1, 2):
            raise ElfError("unknown ELF class or byte order")
        elf = _Elf(f, "<" if ident[5] == 1 else ">", ident[4] == 2, size)
        if elf.is64:
            fields = elf.unpack("HHIQQQIHHHHHH", 16)
        else:
            fields = elf.unpack("HHIIIIIHHHHHH", 16)
        (_type, _machine, _version, _entry, phoff, shoff, _flags, _ehsize,
         phentsize, phnum, shentsize, shnum, _shstrndx) = fields
        if shoff and shnum:
            found = _from_sections(elf, shoff, shentsize, shnum)
            if found is not None:
                return found
        if phoff and phnum:
            return _from_dynamic(elf, phoff, phentsize, phnum)
        return []


def version_needs_objdump(path: Path) -> list[tuple[str, str]]:
    """The same as version_needs(), from ``objdump -p``'s "Version References"."""
    objdump = shutil.which("objdump")
    if not objdump:
        raise ElfError("cannot read it and objdump (binutils) is not installed")
    proc = subprocess.run([objdump, "-p", str(path)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise ElfError(f"objdump cannot read it: {proc.stderr.strip()}")
    needs: list[tuple[str, str]] = []
    library = None
    in_refs = False
    for line in proc.stdout.splitlines():
        if line.startswith("Version References:"):
            in_refs = True
            continue
        if in_refs:
            required = re.match(r"\s*required from (\S+):", line)
            if required:
                library = required.group(1)
                continue
            entry = re.match(r"\s*0x[0-9a-f]+\s+0x[0-9a-f]+\s+\d+\s+(\S+)", line)
            if entry and library:
                needs.append((library, entry.group(1)))
            elif line.strip() and not line.startswith(" "):
                in_refs = False
    return needs


def glibc_versions(needs: list[tuple[str, str]]) -> set[Version]:
    """The GLIBC_x.y versions of version_needs() (GLIBC_PRIVATE and others left out)."""
    found = set()
    for _library, name in needs:
        match = _GLIBC.match(name)
        if match:
            found.add(parse_version(match.group(1)))
    return found


@dataclass
class Report:
    needs: dict[Path, Version] = field(default_factory=dict)  # file -> highest GLIBC
    unreadable: dict[Path, str] = field(default_factory=dict)
    elf_files: int = 0

    @property
    def highest(self) -> Version | None:
        return max(self.needs.values(), default=None)

    def files_needing(self, version: Version) -> list[Path]:
        return sorted(p for p, v in self.needs.items() if v == version)

    def files_above(self, target: Version) -> list[Path]:
        return sorted(p for p, v in self.needs.items() if v > target)


def scan(folder: Path) -> Report:
    """The glibc needs of every ELF file under ``folder`` (symlinks not followed)."""
    report = Report()
    for root, _dirs, files in os.walk(folder):
        for name in sorted(files):
            path = Path(root) / name
            if path.is_symlink() or not is_elf(path):
                continue
            report.elf_files += 1
            try:
                try:
                    needs = version_needs(path)
                except (ElfError, struct.error):
                    needs = version_needs_objdump(path)
            except (ElfError, OSError) as exc:
                report.unreadable[path] = str(exc)
                continue
            versions = glibc_versions(needs)
            if versions:
                report.needs[path] = max(versions)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=DEFAULT_BUNDLE,
                        help=f"the one-folder build (default: {DEFAULT_BUNDLE})")
    parser.add_argument("--target", default=DEFAULT_TARGET,
                        help=f"the highest glibc allowed (default {DEFAULT_TARGET}, Ubuntu 22.04)")
    args = parser.parse_args(argv)
    try:
        target = parse_version(args.target)
    except ValueError:
        print(f"check_glibc.py: --target {args.target!r} is not a version like 2.35.",
              file=sys.stderr)
        return 2
    folder: Path = args.bundle
    if not folder.is_dir():
        print(f"check_glibc.py: {folder} is not a folder (build it with "
              "python packaging/build.py).", file=sys.stderr)
        return 2
    report = scan(folder)
    if report.elf_files == 0:
        print(f"check_glibc.py: no ELF file in {folder}: is it the built program folder?",
              file=sys.stderr)
        return 2
    for path, why in sorted(report.unreadable.items()):
        print(f"check_glibc.py: could not read {path.relative_to(folder)}: {why}",
              file=sys.stderr)
    highest = report.highest
    if highest is None:
        print(f"{report.elf_files} ELF files; none needs a versioned glibc symbol.")
        return 0
    print(f"highest glibc needed: {format_version(highest)} "
          f"({report.elf_files} ELF files, target {format_version(target)})")
    for path in report.files_needing(highest):
        print(f"  {path.relative_to(folder)}")
    above = report.files_above(target)
    if above:
        print(f"FAIL: {len(above)} file(s) need a glibc above {format_version(target)}; "
              f"build on a system with glibc {format_version(target)} or older "
              "(ubuntu-22.04 for 2.35).")
        for path in above:
            if report.needs[path] != highest:
                print(f"  {path.relative_to(folder)} needs {format_version(report.needs[path])}")
        return 1
    print(f"OK: runs with glibc {format_version(target)}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
