"""The resource files (card SVGs, icons) and the module that locates them."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from twentynine_desktop import resources
from twentynine_desktop.resources import (
    CARD_BACKS,
    ICON_SIZES,
    all_card_codes,
    card_back_path,
    card_svg_path,
    icon_ico_path,
    icon_path,
    resource_path,
)

REPO_RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def all_svg_paths() -> list[Path]:
    return [card_svg_path(c) for c in all_card_codes()] + [card_back_path(b) for b in CARD_BACKS]


def test_32_distinct_card_codes():
    codes = all_card_codes()
    assert len(codes) == 32 == len(set(codes))
    assert codes[0] == "JS" and codes[-1] == "7C"


def test_every_card_file_exists_and_is_svg():
    for path in all_svg_paths():
        assert path.is_file(), path
        head = path.read_bytes()[:400]
        assert b"<svg" in head, path
    total = sum(p.stat().st_size for p in all_svg_paths())
    assert total < 10 * 1024 * 1024


def test_source_checkout_uses_top_level_resources():
    # Running the tests from a checkout: the files come from the repo's resources/.
    if not REPO_RESOURCES.is_dir():
        pytest.skip("not a source checkout")
    assert resource_path("cards", "JS.svg") == REPO_RESOURCES / "cards" / "JS.svg"
    assert (REPO_RESOURCES / "cards" / "SOURCE.md").is_file()


@pytest.mark.parametrize(
    "code,name", [("JS", "JS.svg"), ("th", "TH.svg"), ("10H", "TH.svg"), (" 9d ", "9D.svg"), ("7C", "7C.svg")]
)
def test_card_svg_path_accepts_notation(code, name):
    assert card_svg_path(code).name == name


@pytest.mark.parametrize("bad", ["", "JX", "6S", "2H", "JSS", "1", "XJ"])
def test_card_svg_path_rejects_bad_codes(bad):
    with pytest.raises(ValueError):
        card_svg_path(bad)


def test_card_svg_path_rejects_non_text():
    with pytest.raises(TypeError):
        card_svg_path(5)  # type: ignore[arg-type]


def test_card_back_path():
    assert card_back_path().name == "back-blue.svg"
    assert card_back_path("red").is_file()
    with pytest.raises(ValueError):
        card_back_path("green")


def test_icon_paths():
    assert icon_path().name == "twentynine.svg" and icon_path().is_file()
    for n in ICON_SIZES:
        p = icon_path(n)
        assert p.name == f"twentynine-{n}.png" and p.is_file()
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert icon_path(20).name == "twentynine-24.png"
    assert icon_path(4096).name == "twentynine-512.png"
    with pytest.raises(ValueError):
        icon_path(0)
    ico = icon_ico_path()
    assert ico.is_file() and ico.read_bytes()[:4] == b"\x00\x00\x01\x00"


def test_missing_file_gives_nonexistent_path():
    p = resource_path("cards", "no-such-card.svg")
    assert not p.exists()
    assert p.parent.is_dir()


def test_installed_package_data_is_preferred(tmp_path, monkeypatch):
    # An installed wheel has the data inside the package as resources_data/.
    pkg = tmp_path / "site" / "twentynine_desktop"
    (pkg / "resources_data" / "cards").mkdir(parents=True)
    (pkg / "resources_data" / "cards" / "JS.svg").write_text("<svg/>")
    monkeypatch.setattr(resources, "_PACKAGE_DIR", pkg)
    assert resource_path("cards", "JS.svg") == pkg / "resources_data" / "cards" / "JS.svg"


def test_frozen_bundle_uses_meipass(tmp_path, monkeypatch):
    bundle = tmp_path / "bundle"
    (bundle / "resources" / "cards").mkdir(parents=True)
    (bundle / "resources" / "cards" / "JS.svg").write_text("<svg/>")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "nowhere" / "twentynine_desktop")
    assert resource_path("cards", "JS.svg") == bundle / "resources" / "cards" / "JS.svg"
    assert resources.resource_roots()[0] == bundle / "resources"


def test_no_resources_anywhere_raises(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "a" / "twentynine_desktop")
    with pytest.raises(FileNotFoundError):
        resource_path("cards", "JS.svg")


def test_every_svg_renders_with_qt():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    QtCore = pytest.importorskip("PySide6.QtCore")
    QtGui = pytest.importorskip("PySide6.QtGui")
    QtSvg = pytest.importorskip("PySide6.QtSvg")

    app = QtGui.QGuiApplication.instance() or QtGui.QGuiApplication([])
    assert app is not None
    paths = all_svg_paths() + [icon_path()]
    for path in paths:
        renderer = QtSvg.QSvgRenderer(str(path))
        assert renderer.isValid(), path
        size = renderer.defaultSize()
        expected_ratio = 1.0 if path.parent.name == "icons" else 240 / 336
        assert abs(size.width() / size.height() - expected_ratio) < 0.01, (path, size)
        img = QtGui.QImage(100, 140, QtGui.QImage.Format.Format_ARGB32)
        img.fill(QtGui.QColor(0, 255, 0))  # pure green: no card pixel is this colour
        painter = QtGui.QPainter(img)
        renderer.render(painter, QtCore.QRectF(0, 0, 100, 140))
        painter.end()
        colours = {img.pixel(x, y) for x in range(0, 100, 3) for y in range(0, 140, 3)}
        assert len(colours) > 5, (path, "renders blank")
        # The card is drawn: its centre is no longer the background colour.
        assert img.pixelColor(50, 70) != QtGui.QColor(0, 255, 0), path
        if path.parent.name == "cards" and not path.name.startswith("back"):
            # A face is mostly white card stock, not a black blob (the symptom of
            # un-normalised SVGs in QtSvg).
            whites = sum(
                1 for x in range(0, 100, 2) for y in range(0, 140, 2)
                if img.pixelColor(x, y).lightness() > 240
            )
            assert whites > 0.25 * 50 * 70, (path, whites)
