"""Where the game's data files (card SVGs, icons) are.

The files live in the top-level ``resources/`` folder of the repository.  They are
found in three situations, tried in this order:

1. a PyInstaller build (``sys.frozen``): the spec collects ``resources/`` to
   ``sys._MEIPASS/resources`` (``datas=[("resources", "resources")]``);
2. an installed wheel (``pip install .``): setup.py's build hook copies
   ``resources/`` into the package as ``twentynine_desktop/resources_data/``;
3. a source checkout or an editable install: ``resources/`` beside the
   ``twentynine_desktop/`` package.

No Qt import here: callers turn the paths into QSvgRenderer / QIcon themselves.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = [
    "CARD_BACKS",
    "ICON_SIZES",
    "RANKS",
    "SUITS",
    "all_card_codes",
    "card_back_path",
    "card_svg_path",
    "icon_ico_path",
    "icon_path",
    "resource_path",
    "resource_roots",
]

RANKS = "J9ATKQ87"  # card notation, high to low in every suit (T = ten)
SUITS = "SHDC"
CARD_BACKS = ("blue", "red")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

_PACKAGE_DIR = Path(__file__).resolve().parent
_DATA_DIR_NAME = "resources_data"  # name inside the installed package


def resource_roots() -> list[Path]:
    """The folders that may hold the resources, most specific first (existing ones only)."""
    candidates: list[Path] = []
    if getattr(sys, "frozen", False):
        meipass = getattr(sys, "_MEIPASS", None)
        if meipass:
            candidates.append(Path(meipass) / "resources")
        candidates.append(Path(sys.executable).resolve().parent / "resources")
    candidates.append(_PACKAGE_DIR / _DATA_DIR_NAME)
    candidates.append(_PACKAGE_DIR.parent / "resources")
    roots: list[Path] = []
    for c in candidates:
        if c.is_dir() and c not in roots:
            roots.append(c)
    return roots


def resource_path(*parts: str) -> Path:
    """Path of ``resources/<parts...>``, e.g. ``resource_path("cards", "JS.svg")``.

    Returns the path under the first resource folder that has the file; when none has
    it, the path under the first resource folder found (so ``.exists()`` is False).
    Raises FileNotFoundError if no resource folder exists at all.
    """
    roots = resource_roots()
    if not roots:
        raise FileNotFoundError(
            "the Twenty-Nine resources folder was not found (looked beside the package, "
            "inside it as resources_data/, and in the frozen bundle)"
        )
    for root in roots:
        p = root.joinpath(*parts)
        if p.exists():
            return p
    return roots[0].joinpath(*parts)


def _normalise_card_code(code: str) -> str:
    if not isinstance(code, str):
        raise TypeError(f"a card code is text like 'JS', not {code!r}")
    text = code.strip().upper()
    if text.startswith("10"):
        text = "T" + text[2:]
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(
            f"{code!r} is not a Twenty-Nine card: write the rank (J 9 A T K Q 8 7) "
            "then the suit (S H D C), e.g. 'JS'"
        )
    return text


def card_svg_path(code: str) -> Path:
    """Path of a card face SVG, from a code like ``"JS"`` (also ``"th"``, ``"10H"``)."""
    return resource_path("cards", _normalise_card_code(code) + ".svg")


def card_back_path(colour: str = "blue") -> Path:
    """Path of a card back SVG: ``"blue"`` or ``"red"``."""
    if colour not in CARD_BACKS:
        raise ValueError(f"no card back {colour!r}; choose one of {', '.join(CARD_BACKS)}")
    return resource_path("cards", f"back-{colour}.svg")


def all_card_codes() -> list[str]:
    """The 32 card codes, suit by suit (S H D C), high rank to low."""
    return [r + s for s in SUITS for r in RANKS]


def icon_path(size: int | None = None) -> Path:
    """The app icon: the SVG when ``size`` is None, else the PNG of that size.

    A size that has no PNG of its own gets the smallest larger one (or the largest).
    """
    if size is None:
        return resource_path("icons", "twentynine.svg")
    size = int(size)
    if size <= 0:
        raise ValueError(f"icon size must be positive, not {size}")
    chosen = next((s for s in ICON_SIZES if s >= size), ICON_SIZES[-1])
    return resource_path("icons", f"twentynine-{chosen}.png")


def icon_ico_path() -> Path:
    """The Windows .ico (16..256 px) of the app icon."""
    return resource_path("icons", "twentynine.ico")
