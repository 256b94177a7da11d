"""Reading an INI settings file the way QSettings does, one line at a time.

QSettings' own reader lets one line run into the next: an opening quote with no
closing one takes every line after it into one value, and a backslash at the end of a
line does the same.  A single stray character could so cost the player every setting
below it.  The file is therefore read here, line by line, with the same rules as
QSettings for everything QSettings writes (sections, escaped keys, quoted and escaped
values, comma lists, ``;`` comments, ``@@`` and the ``@Type(...)`` values); a line that
is damaged (a quote left open, a trailing backslash, a NUL, bytes that are not UTF-8,
no ``=``, absurdly long) costs that line only.

Writing (``format_ini``) gives, byte for byte, the file QSettings writes for the same
text values: the ``[General]`` section first, then the other sections and their keys in
sorted order, a blank line between sections, QSettings' escapes and quotes.

Pure Python, no Qt: ``storage.settings`` reads its file with ``parse_ini`` and writes
it with ``format_ini``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["MAX_FILE_BYTES", "MAX_LINE_CHARS", "IniLines", "format_ini", "parse_ini"]

MAX_FILE_BYTES = 4 * 1024 * 1024  # ours is under 1 KB; a bigger file is not a settings file
MAX_LINE_CHARS = 4096             # no setting needs more than a few hundred characters

_LINE_BREAK = re.compile(rb"\r\n|\r|\n")
_LINE_SPECIAL = re.compile(r'["\\;=]')
_INI_SPACE = " \t\n\v\f\r"
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
            '"': '"', "?": "?", "'": "'", "\\": "\\"}
_HEX = frozenset("0123456789abcdefABCDEF")
_OCT = frozenset("01234567")
_TYPED_PREFIXES = ("@ByteArray(", "@String(", "@Variant(", "@DateTime(", "@Rect(", "@Size(",
                   "@Point(")


class _Typed:
    """A Qt typed value (``@ByteArray(...)``, ``@Invalid()``...): never a valid setting."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Typed) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)


@dataclass
class IniLines:
    """What ``parse_ini`` found: the good entries and the damaged lines."""

    entries: dict[str, Any] = field(default_factory=dict)  # "group/key" -> raw value
    # (line number from 1, "group/key" when the damaged line still names one, the line shown)
    damaged: list[tuple[int, str | None, str]] = field(default_factory=list)


def _scan_line(line: str) -> tuple[int, int, bool]:
    """(end of the content before a ``;`` comment, position of the first ``=`` outside
    quotes or -1, whether the line stands alone: no quote left open, no trailing
    backslash)."""
    in_quotes = False
    equals = -1
    i = 0
    n = len(line)
    while True:
        m = _LINE_SPECIAL.search(line, i)
        if m is None:
            return n, equals, not in_quotes
        j = m.start()
        ch = line[j]
        if ch == "\\":
            if j + 1 >= n:
                return n, equals, False  # would swallow the next line
            i = j + 2
            continue
        if ch == '"':
            in_quotes = not in_quotes
        elif ch == "=":
            if not in_quotes and equals < 0:
                equals = j
        elif not in_quotes:  # ';' starts a comment
            return j, equals, True
        i = j + 1


def _qt_hex(text: str) -> int | None:
    """``text`` as Qt's ``toUShort(&ok, 16)`` reads it (blanks around, ``+``, ``0x``)."""
    t = text.strip(_INI_SPACE)
    t = t.removeprefix("+")
    if t[:2] in ("0x", "0X"):
        t = t[2:]
    if not t or any(c not in _HEX for c in t):
        return None
    value = int(t, 16)
    return value if value <= 0xFFFF else None


def _unescape_key(text: str) -> str:
    """A key or section name as QSettings writes it: ``\\`` for ``/``, ``%XX``, ``%UXXXX``."""
    out: list[str] = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "\\":
            out.append("/")
            i += 1
            continue
        if ch != "%" or i == n - 1:
            out.append(ch)
            i += 1
            continue
        first = i + 1
        digits = 2
        if text[first] == "U":
            first += 1
            digits = 4
        code = _qt_hex(text[first:first + digits]) if first + digits <= n else None
        if code is not None:
            out.append(chr(code))
            i = first + digits
        else:
            out.append("%")
            i += 1
    return "".join(out)


def _chop(text: str, limit: int) -> str:
    end = len(text)
    while end > limit and text[end - 1] in " \t":
        end -= 1
    return text[:end]


def _unescape_value(s: str) -> str | list[str]:
    """A value as QSettings reads it: quotes, backslash escapes, and a list when it has
    commas outside quotes (surrounding blanks dropped unless quoted)."""
    items: list[str] | None = None
    cur = ""
    in_quotes = False
    quoted = False
    chop_at = 0
    chop_end = True
    n = len(s)
    i = 0
    while i < n and s[i] in " \t":
        i += 1
    while i < n:
        ch = s[i]
        if ch == "\\":
            i += 1
            if i >= n:
                chop_end = False
                break
            c = s[i]
            i += 1
            if c in _ESCAPES:
                cur += _ESCAPES[c]
            elif (c == "x" and i < n and s[i] in _HEX) or c in _OCT:
                base, digits = (16, _HEX) if c == "x" else (8, _OCT)
                value = 0 if c == "x" else int(c)
                while i < n and s[i] in digits:
                    value = (value * base + int(s[i], 16)) & 0xFFFF
                    i += 1
                cur += chr(value)
                if i >= n:
                    chop_end = False
                    break
            elif c == "x" and i >= n:  # "\x" and nothing after it
                chop_end = False
                break
            # any other escaped character is dropped
            chop_at = len(cur)
        elif ch == '"':
            i += 1
            quoted = True
            in_quotes = not in_quotes
            if not in_quotes:
                while i < n and s[i] in " \t":
                    i += 1
                chop_at = len(cur)
        elif ch == "," and not in_quotes:
            if not quoted:
                cur = _chop(cur, chop_at)
            if items is None:
                items = []
            items.append(cur)
            cur = ""
            quoted = False
            i += 1
            while i < n and s[i] in " \t":
                i += 1
            chop_at = 0
        else:
            j = i + 1
            while j < n and s[j] not in '\\",':
                j += 1
            cur += s[i:j]
            i = j
    if chop_end and not quoted:
        cur = _chop(cur, chop_at)
    if any("\ud800" <= c <= "\udfff" for c in cur):  # \x escapes of a surrogate pair
        cur = cur.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    if items is not None:
        items.append(cur)
        return items
    return cur


def _to_value(text: str) -> Any:
    if text.startswith("@"):
        if text.startswith("@@"):
            return text[1:]
        if text == "@Invalid()" or (text.endswith(")") and text.startswith(_TYPED_PREFIXES)):
            return _Typed(text)
    return text


def parse_ini(data: bytes, known: Mapping[str, str] | None = None) -> IniLines:
    """The entries of an INI settings file, line by line; never raises.

    A damaged line is skipped and listed in ``damaged``; every other line gives the
    value QSettings would give it.  Under a damaged ``[section]`` line, a line whose key
    is the name of one of our settings is still read into that setting's group:
    ``known`` maps each setting's name to its stored name ("x" -> "rules/x").  With
    ``known``, a section line that names none of our groups (``[rulez]``: a damaged
    name) counts as damaged too, and a setting found in the wrong group (its section
    line lost, so it follows another group) is read into its own, unless its own group
    gives it as well.
    """
    known = known or {}
    declared = frozenset(known.values())
    groups = frozenset(name.rsplit("/", 1)[0] + "/" for name in declared) | {""}
    misplaced: dict[str, Any] = {}
    result = IniLines()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    section: str | None = ""  # None: under a damaged section line
    for number, raw_line in enumerate(_LINE_BREAK.split(data), start=1):
        problem = b"\x00" in raw_line or len(raw_line) > MAX_LINE_CHARS
        try:
            line = raw_line.decode("utf-8")
        except UnicodeDecodeError:
            line = raw_line.decode("utf-8", "replace")
            problem = True
        line = line.lstrip(_INI_SPACE)
        if not line or line.startswith(";"):
            continue
        if problem:
            end, equals, alone = len(line), line.find("="), False
        else:
            end, equals, alone = _scan_line(line)
        content = line[:end]
        if content.startswith("["):
            close = content.find("]")
            if close < 0 or not alone:
                section = None
                result.damaged.append((number, None, content))
                continue
            name = content[1:close].strip(_INI_SPACE)
            if name.lower() == "general":
                section = ""
            elif name.lower() == "%general":
                section = name[1:] + "/"
            else:
                section = _unescape_key(name) + "/"
            if known and section not in groups:   # a damaged name: recover by the keys
                section = None
                result.damaged.append((number, None, content))
            continue
        key_text = content[:equals] if equals >= 0 else content
        key = _unescape_key(key_text.strip(_INI_SPACE))
        if section is None:
            full = known.get(key)
        else:
            full = section + key
        if not alone or equals < 0 or not key or full is None:
            named = full if full in declared else known.get(key)
            result.damaged.append((number, named, content[equals + 1:] if equals >= 0
                                   else content))
            continue
        value = _unescape_value(content[equals + 1:])
        if isinstance(value, list):
            value = [_to_value(v) for v in value]
        else:
            value = _to_value(value)
        if known and full not in declared and key in known:
            misplaced[known[key]] = value    # under another group: its section line was lost
            continue
        result.entries[full] = value
    for full, value in misplaced.items():
        result.entries.setdefault(full, value)
    return result


# ---------------------------------------------------------------------------
# Writing, as QSettings writes (its iniEscapedKey, variantToString, iniEscapedString)

_WRITE_ESCAPES = {"\0": "\\0", "\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n",
                  "\r": "\\r", "\t": "\\t", "\v": "\\v", '"': '\\"', "\\": "\\\\"}
_KEY_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")


def _utf16_units(text: str) -> list[int]:
    """The UTF-16 code units of ``text`` (what a QString holds)."""
    data = text.encode("utf-16-le", "surrogatepass")
    return [int.from_bytes(data[i:i + 2], "little") for i in range(0, len(data), 2)]


def _escape_key(key: str) -> str:
    """A key or section name as QSettings writes it: ``/`` as ``\\``, others as ``%XX``."""
    out: list[str] = []
    for unit in _utf16_units(key):
        ch = chr(unit)
        if ch == "/":
            out.append("\\")
        elif ch in _KEY_SAFE:
            out.append(ch)
        elif unit <= 0xFF:
            out.append(f"%{unit:02X}")
        else:
            out.append(f"%U{unit:04X}")
    return "".join(out)


def _escape_value(text: str) -> bytes:
    """A text value as QSettings writes it (escapes, quotes, ``@@``, ``@String(...)``)."""
    if "\0" in text:
        text = f"@String({text})"
    elif text.startswith("@"):
        text = "@" + text
    out: list[str] = []
    quote = False
    hex_next = False  # after a \x or \0 escape a hex digit is escaped too
    for ch in text:
        if ch in ";,=":
            quote = True
        if hex_next and ch in _HEX:
            out.append(f"\\x{ord(ch):x}")
            continue
        hex_next = False
        if ch in _WRITE_ESCAPES:
            out.append(_WRITE_ESCAPES[ch])
            hex_next = ch == "\0"
        elif ord(ch) <= 0x1F:
            out.append(f"\\x{ord(ch):x}")
            hex_next = True
        else:
            out.append(ch)
    body = "".join(out).encode("utf-8", "surrogatepass")
    if quote or body[:1] == b" " or body[-1:] == b" ":
        body = b'"' + body + b'"'
    return body


def format_ini(entries: Mapping[str, str], eol: bytes = b"\n") -> bytes:
    """The INI file QSettings writes for ``entries`` ("group/key" or "key" -> text)."""
    sections: dict[str, dict[str, str]] = {}
    for name, value in entries.items():
        group, key = name.split("/", 1) if "/" in name else ("", name)
        sections.setdefault(group, {})[key] = value
    blocks: list[bytes] = []
    for group in sorted(sections, key=_utf16_units):
        header = _escape_key(group)
        if not header:
            header = "[General]"
        elif header.lower() == "general":
            header = "[%General]"
        else:
            header = f"[{header}]"
        lines = [header.encode("utf-8")]
        for key in sorted(sections[group], key=_utf16_units):
            lines.append(_escape_key(key).encode("utf-8") + b"=" + _escape_value(sections[group][key]))
        blocks.append(eol.join(lines) + eol)
    return eol.join(blocks)
