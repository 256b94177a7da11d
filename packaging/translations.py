"""Keep the translations in step with the sources, and compile them.

    python packaging/translations.py update    # add new strings to resources/i18n/*.ts
    python packaging/translations.py compile   # resources/i18n/*.ts -> *.qm (pyside6-lrelease)
    python packaging/translations.py check     # exit 1 when a string is missing or unfinished

The strings are found by Qt's own ``pyside6-lupdate`` in ``twentynine_desktop/ui``,
``controller`` and ``storage`` (every ``tr("...")`` and ``QT_TR_NOOP("...")``), plus the strings the
engine defines without Qt (the house rules' labels, summaries and option names, the rule
groups and the presets' names, read from ``engine.rules`` itself) and the standard
button texts Qt asks for under the ``QPlatformTheme`` context (OK, Cancel, Yes, No...).

The ``.ts`` files are ordinary Qt Linguist files (open them with ``pyside6-linguist``);
``update`` keeps every translation already made and adds new strings as unfinished.
The ``.qm`` files are committed beside them so that a build needs no Qt tools; the
tests fail when a ``.qm`` is not what its ``.ts`` compiles to or a string is missing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
I18N = REPO / "resources" / "i18n"
LANGS = ("bn", "hi", "ne")
# storage: the settings' labels, marked with its own QT_TR_NOOP (storage knows no Qt)
SOURCE_DIRS = ("twentynine_desktop/ui", "twentynine_desktop/controller", "twentynine_desktop/storage")
CONTEXT = ""
# what QDialogButtonBox and QMessageBox show on their standard buttons
QT_BUTTONS = ("OK", "Cancel", "Close", "Restore Defaults", "&Yes", "&No", "Apply", "Reset", "Help")
QT_BUTTON_CONTEXT = "QPlatformTheme"

Key = tuple[str, str]  # (context, source)


def tool(name: str) -> str:
    """The path of a Qt tool shipped with PySide6 (``pyside6-lupdate``...)."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found:
        return found
    raise FileNotFoundError(f"{name} was not found: install PySide6 (it ships the Qt Linguist tools)")


def engine_strings() -> list[str]:
    sys.path.insert(0, str(REPO))
    from twentynine_desktop.engine.rules import GROUPS, PRESET_NAMES, RULE_SPECS

    out: list[str] = []
    for spec in RULE_SPECS:
        out += [spec.label, spec.summary]
        for value in spec.values():
            out.append(spec.option_label(value))
    out += list(GROUPS) + list(PRESET_NAMES.values())
    return out


def source_strings() -> list[Key]:
    """Every string to translate, in a stable order, without repeats."""
    files = sorted(str(p) for d in SOURCE_DIRS for p in (REPO / d).glob("*.py"))
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "scan.ts"
        subprocess.run([tool("pyside6-lupdate"), *files, "-ts", str(ts)], check=True,
                       capture_output=True, text=True)
        found = [key for key, _ in read_ts(ts).items()]
    keys = found + [(CONTEXT, s) for s in engine_strings()] + [(QT_BUTTON_CONTEXT, s) for s in QT_BUTTONS]
    seen: dict[Key, None] = {}
    for k in keys:
        # numbers and option labels that are only digits or symbols need no translation
        if k[1].strip() and any(ch.isalpha() for ch in k[1]):
            seen.setdefault(k, None)
    return list(seen)


def read_ts(path: Path) -> dict[Key, str | None]:
    """(context, source) -> translation; None when it is missing or unfinished."""
    out: dict[Key, str | None] = {}
    root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            src = msg.findtext("source") or ""
            tr = msg.find("translation")
            text = None
            if tr is not None and tr.get("type") not in ("unfinished", "vanished", "obsolete"):
                text = tr.text or None
            out[(name, src)] = text
    return out


def write_ts(path: Path, lang: str, keys: list[Key], translations: dict[Key, str | None]) -> None:
    root = ET.Element("TS", version="2.1", language=lang, sourcelanguage="en")
    by_ctx: dict[str, list[str]] = {}
    for ctx, src in keys:
        by_ctx.setdefault(ctx, []).append(src)
    for ctx in sorted(by_ctx):
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = ctx
        for src in by_ctx[ctx]:
            m = ET.SubElement(c, "message")
            ET.SubElement(m, "source").text = src
            t = ET.SubElement(m, "translation")
            text = translations.get((ctx, src))
            if text:
                t.text = text
            else:
                t.set("type", "unfinished")
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def update(extra: dict[str, dict[str, str]] | None = None) -> None:
    """Bring every .ts up to the sources; ``extra``: {lang: {source: translation}} to add."""
    keys = source_strings()
    I18N.mkdir(parents=True, exist_ok=True)
    for lang in LANGS:
        path = I18N / f"{lang}.ts"
        old = read_ts(path) if path.exists() else {}
        for src, text in (extra or {}).get(lang, {}).items():
            for k in keys:
                if k[1] == src:
                    old[k] = text
        write_ts(path, lang, keys, old)


def compile_all() -> list[Path]:
    out = []
    for lang in LANGS:
        ts, qm = I18N / f"{lang}.ts", I18N / f"{lang}.qm"
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True,
                       capture_output=True, text=True)
        out.append(qm)
    return out


def placeholders(text: str) -> list[str]:
    """The ``{name}`` fields of a string (filled in by ``str.format``), sorted."""
    return sorted(re.findall(r"\{(\w*)\}", text))


# Bengali (U+09E6..U+09EF) and Devanagari (U+0966..U+096F) digits: numbers on the table,
# in bids, scores and the program's sentences are written in Western digits (the cards'
# own indices are), in every language (docs/LANGUAGES.md)
NATIVE_DIGITS = re.compile("[\u09e6-\u09ef\u0966-\u096f]")
# Nepali writes its case endings and postpositions joined to the word before them
# ("पानको गुलाम", "तपाईंले"), so never apart from a {field} ("{suit} को")
NEPALI_ENDINGS = ("ले", "लाई", "को", "का", "की", "मा", "बाट", "सँग", "देखि", "सम्म", "भन्दा",
                  "तिर", "पछि")
DETACHED_ENDING = re.compile(r"\}[ \t]+(" + "|".join(NEPALI_ENDINGS) + r")(?![\u0900-\u097f])")


def wording_problems(lang: str, source: str, text: str) -> list[str]:
    """What breaks the house style in one translation: native digits, and in Nepali a
    case ending written apart from its {field}."""
    out = []
    if NATIVE_DIGITS.search(text):
        out.append(f"{lang}: the translation of {source!r} writes a number in {lang} digits, "
                   f"not Western ones: {text!r}")
    if lang == "ne":
        for m in DETACHED_ENDING.finditer(text):
            out.append(f"{lang}: the translation of {source!r} writes the ending {m.group(1)!r} "
                       f"apart from its field (join them: '}}{m.group(1)}'): {text!r}")
    return out


def problems() -> list[str]:
    """One line per string missing or unfinished in a .ts file, a translation that
    breaks the house style (``wording_problems``), or a stale .qm."""
    keys = source_strings()
    out = []
    for lang in LANGS:
        path = I18N / f"{lang}.ts"
        if not path.exists():
            out.append(f"{path.name} is missing")
            continue
        have = read_ts(path)
        for k in keys:
            if k not in have:
                out.append(f"{lang}: not in {path.name}: {k[1]!r}")
            elif not have[k]:
                out.append(f"{lang}: unfinished in {path.name}: {k[1]!r}")
            elif placeholders(have[k]) != placeholders(k[1]):
                out.append(f"{lang}: the translation of {k[1]!r} does not keep its "
                           f"{{...}} fields: {have[k]!r}")
            else:
                out += wording_problems(lang, k[1], have[k])
        qm = I18N / f"{lang}.qm"
        with tempfile.TemporaryDirectory() as tmp:
            fresh = Path(tmp) / qm.name
            subprocess.run([tool("pyside6-lrelease"), str(path), "-qm", str(fresh)], check=True,
                           capture_output=True, text=True)
            if not qm.exists() or qm.read_bytes() != fresh.read_bytes():
                out.append(f"{qm.name} is missing or not compiled from {path.name}: "
                           "run packaging/translations.py compile")
    return out


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "check"
    if cmd == "update":
        update()
    elif cmd == "compile":
        for qm in compile_all():
            print(qm.relative_to(REPO))
    elif cmd == "check":
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    else:
        print(f"unknown command {cmd!r}: use update, compile or check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
