"""The translations and fonts of issue 20 reach the frozen build: the spec keeps
resources/i18n/*.qm and resources/fonts/*.ttf (while Qt's own translations are dropped),
and the installed wheel carries them (the whole resources/ folder is package data)."""

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"


def spec_keep(monkeypatch):
    text = (PACKAGING / "twentynine.spec").read_text(encoding="utf-8")
    head = text.split("a = Analysis(")[0]
    namespace = {"SPECPATH": str(PACKAGING), "__name__": "spec"}
    monkeypatch.setattr(sys, "argv", ["pyinstaller"])
    monkeypatch.setattr(sys, "platform", "linux")
    exec(compile(head, "twentynine.spec", "exec"), namespace)
    return namespace["_keep"]


def test_the_spec_keeps_our_translations_and_fonts(monkeypatch):
    keep = spec_keep(monkeypatch)
    files = sorted((REPO / "resources" / "i18n").glob("*.qm")) + sorted((REPO / "resources" / "fonts").glob("*"))
    names = {p.name for p in files}
    assert {"bn.qm", "hi.qm", "ne.qm", "NotoSansBengali-Regular.ttf", "NotoSansDevanagari-Bold.ttf",
            "OFL.txt", "README.md"} <= names
    for p in files:
        dest = p.relative_to(REPO).as_posix()
        assert keep((dest, str(p), "DATA")), dest
    # Qt's own translations still go
    assert not keep(("PySide6/Qt/translations/qtbase_de.qm", "", "DATA"))
    text = (PACKAGING / "twentynine.spec").read_text(encoding="utf-8")
    assert 'datas=[(str(REPO / "resources"), "resources")]' in text


def test_the_wheel_ships_the_resources_folder():
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert 'twentynine_desktop = ["resources_data/**/*"]' in pyproject
    assert "graft resources" in (REPO / "MANIFEST.in").read_text(encoding="utf-8")
