"""The player's settings: what they are, how they are checked, upgraded and shown.

Every setting is declared once:

* every house rule comes from the engine's ``RULE_SPECS`` (stored as ``rules/<key>``),
  so a rule added to the engine is saved, loaded and validated here with no change;
* the table settings are declared in ``TABLE_SPECS`` below (stored as ``table/<key>``):
  the level of each computer seat (North = partner, East and West = opponents),
  the animation speed, the player's name and the card back.

``Settings`` holds both (``settings.rules`` is an engine ``Rules``; ``settings.table``
holds the table settings with attribute access).  ``storage.settings.SettingsStore``
loads and saves them; ``ui.settings_store`` only adds what needs Qt.

Pure Python, no Qt: the labels are marked with ``QT_TR_NOOP`` below (a plain function
of the same name that ``pyside6-lupdate`` finds) and translated where they are shown.

Versions and upgrade steps
--------------------------
``SETTINGS_VERSION`` is stored as ``version`` in ``[General]``.  ``UPGRADES[n]`` turns
the raw entries of a version-``n`` file into version ``n + 1``.

* **0 -> 1.**  Version 0 is a file with no ``version`` key: the layout of the early
  prototype, which kept every entry flat in ``[General]``.  The upgrade moves rule keys
  (engine names) into ``rules/``; turns ``anticlockwise=true|false`` into
  ``rules/direction=counterclockwise|clockwise``; copies the single ``computer_level``
  to ``table/level_N``, ``table/level_E`` and ``table/level_W``; and renames ``speed``,
  ``name`` and ``back`` to ``table/animation_speed``, ``table/player_name`` and
  ``table/card_back``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from twentynine_desktop.engine.rules import RULE_SPECS, SPECS, Rules, SpecMapping

from . import ini_lines
from .ini_lines import IniLines, _Typed

__all__ = [
    "SETTINGS_VERSION",
    "LEVELS",
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "LANGUAGES",
    "DECK_COLOURS",
    "CARD_SIZES",
    "UI_SCALES",
    "COMPUTER_SEATS",
    "NAME_MAX",
    "SettingError",
    "SettingSpec",
    "TABLE_SPECS",
    "TABLE_SPEC_BY_KEY",
    "TableSettings",
    "Settings",
    "UPGRADES",
    "parse_ini",
]


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Mark ``text`` for translation (it is translated where it is shown)."""
    return text


SETTINGS_VERSION = 1

LEVELS = ("easy", "normal", "hard")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
CARD_BACKS = ("blue", "red")
LANGUAGES = ("system", "en", "bn", "hi", "ne")   # ui.i18n.LANGUAGES
DECK_COLOURS = ("two", "four")
CARD_SIZES = ("normal", "large")
UI_SCALES = ("100", "125", "150", "175", "200")  # per cent, of the action bar and dialogs' text
COMPUTER_SEATS = ("N", "E", "W")
NAME_MAX = 20

# The controller's TableConfig takes a speed factor: 0 = no animation, 1 = normal,
# 2 = twice as slow.
ANIMATION_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}

RULES_GROUP = "rules"
TABLE_GROUP = "table"
HINT_CHOICES = ("on", "off")
VERSION_KEY = "version"


class SettingError(ValueError):
    """A table setting outside its options."""


@dataclass(frozen=True)
class SettingSpec:
    """A table setting (the house rules use the engine's ``RuleSpec``)."""

    key: str
    kind: str  # "choice" or "text"
    default: Any
    label: str
    summary: str
    options: tuple = ()
    option_labels: tuple = ()
    group: str = "Table"

    def values(self) -> tuple:
        return self.options

    def validate(self, value: Any) -> Any:
        if self.kind == "choice":
            if not isinstance(value, str) or value not in self.options:
                allowed = ", ".join(repr(o) for o in self.options)
                raise SettingError(f"setting {self.key!r} must be one of {allowed}, not {value!r}")
            return value
        # text: the player's name
        if not isinstance(value, str):
            raise SettingError(f"setting {self.key!r} takes text, not {value!r}")
        text = " ".join(value.split())
        if not text:
            raise SettingError(f"setting {self.key!r} may not be empty")
        if len(text) > NAME_MAX:
            raise SettingError(f"setting {self.key!r} is longer than {NAME_MAX} characters")
        if any(not ch.isprintable() for ch in text):
            raise SettingError(f"setting {self.key!r} has characters that cannot be shown")
        return text

    def option_label(self, value: Any) -> str:
        if self.option_labels and value in self.options:
            return str(self.option_labels[self.options.index(value)])
        return str(value)


_LEVEL_LABELS = (QT_TR_NOOP("Easy"), QT_TR_NOOP("Normal"), QT_TR_NOOP("Hard"))

TABLE_SPECS: tuple[SettingSpec, ...] = (
    SettingSpec("level_N", "choice", "normal", QT_TR_NOOP("North (your partner)"),
                QT_TR_NOOP("How well the computer partner plays."), LEVELS, _LEVEL_LABELS,
                group="Computer players"),
    SettingSpec("level_E", "choice", "normal", QT_TR_NOOP("East (opponent)"),
                QT_TR_NOOP("How well the opponent on your right plays."), LEVELS, _LEVEL_LABELS,
                group="Computer players"),
    SettingSpec("level_W", "choice", "normal", QT_TR_NOOP("West (opponent)"),
                QT_TR_NOOP("How well the opponent on your left plays."), LEVELS, _LEVEL_LABELS,
                group="Computer players"),
    SettingSpec("animation_speed", "choice", "normal", QT_TR_NOOP("Card animations"),
                QT_TR_NOOP("How fast cards move on the table."), ANIMATION_SPEEDS,
                (QT_TR_NOOP("Off"), QT_TR_NOOP("Fast"), QT_TR_NOOP("Normal"), QT_TR_NOOP("Slow"))),
    SettingSpec("player_name", "text", "You", QT_TR_NOOP("Your name"),
                QT_TR_NOOP("Shown at your seat (up to 20 characters).")),
    SettingSpec("card_back", "choice", "blue", QT_TR_NOOP("Card back"),
                QT_TR_NOOP("The colour of the backs of the cards."), CARD_BACKS,
                (QT_TR_NOOP("Blue"), QT_TR_NOOP("Red"))),
    # Display: shown on their own tab; they apply at once, also during a match
    SettingSpec("language", "choice", "system", QT_TR_NOOP("Language"),
                QT_TR_NOOP("The language of the program; it changes at once."), LANGUAGES,
                (QT_TR_NOOP("As the system, else English"), "English",
                 "বাংলা (Bengali)", "हिन्दी (Hindi)", "नेपाली (Nepali)"), group="Display"),
    SettingSpec("deck_colours", "choice", "two", QT_TR_NOOP("Suit colours"),
                QT_TR_NOOP("Four colours tell the suits apart at a glance: spades black, hearts red, "
                           "diamonds blue, clubs green."), DECK_COLOURS,
                (QT_TR_NOOP("Two colours (red and black)"), QT_TR_NOOP("Four colours")), group="Display"),
    SettingSpec("card_size", "choice", "normal", QT_TR_NOOP("Card size"),
                QT_TR_NOOP("Large cards make your own hand bigger and easier to read."), CARD_SIZES,
                (QT_TR_NOOP("Normal"), QT_TR_NOOP("Large")), group="Display"),
    SettingSpec("ui_scale", "choice", "100", QT_TR_NOOP("Text size"),
                QT_TR_NOOP("The size of the text of the action bar, the menus and the dialogs."), UI_SCALES,
                ("100%", "125%", "150%", "175%", "200%"), group="Display"),
    SettingSpec("hints", "choice", "on", QT_TR_NOOP("Hints"),
                QT_TR_NOOP("A Hint button (H) on your turn shows what the Hard player would do."),
                HINT_CHOICES, (QT_TR_NOOP("On"), QT_TR_NOOP("Off"))),
    SettingSpec("auto_play", "choice", "off", QT_TR_NOOP("Play a forced card by itself"),
                QT_TR_NOOP("When only one of your cards may be played, it is shown chosen for a "
                           "moment and then played for you."),
                HINT_CHOICES, (QT_TR_NOOP("On"), QT_TR_NOOP("Off"))),
)
TABLE_SPEC_BY_KEY: dict[str, SettingSpec] = {s.key: s for s in TABLE_SPECS}
TABLE_DEFAULTS: dict[str, Any] = {s.key: s.default for s in TABLE_SPECS}


class TableSettings(SpecMapping):
    """Validated, immutable table settings: ``table.level_N`` or ``table["level_N"]``."""

    __slots__ = ()
    SPECS = TABLE_SPEC_BY_KEY
    ERROR = SettingError
    WHAT = "table setting"

    @property
    def levels(self) -> dict[str, str]:
        """Level of each computer seat: ``{"N": ..., "E": ..., "W": ...}``."""
        return {seat: self._values[f"level_{seat}"] for seat in COMPUTER_SEATS}


@dataclass(frozen=True)
class Settings:
    """Everything the player can set: the house rules and the table settings."""

    rules: Rules = field(default_factory=Rules)
    table: TableSettings = field(default_factory=TableSettings)

    def replace(self, rules: Rules | None = None, **table_changes: Any) -> Settings:
        return Settings(rules if rules is not None else self.rules,
                        self.table.replace(**table_changes) if table_changes else self.table)

    def config_fields(self) -> dict[str, Any]:
        """The controller ``TableConfig`` fields these settings decide."""
        return dict(rules=self.rules, levels=self.table.levels,
                    animation_speed=ANIMATION_FACTORS[self.table.animation_speed],
                    player_name=self.table.player_name, card_back=self.table.card_back,
                    hints=self.table.hints == "on", auto_play=self.table.auto_play == "on")

    def apply_to_config(self, config: Any, seed: int | None = None) -> Any:
        """A copy of ``config`` (a ``TableConfig``) for the next match under these settings:
        the fields the settings decide are replaced, the others (human seat, pacing) kept."""
        return dataclasses.replace(config, seed=seed, **self.config_fields())

    def apply_looks(self, config: Any) -> None:
        """Change, in place, what may change during a match: card back, animation speed
        and the player's name (rules and computer levels wait for the next match)."""
        fields = self.config_fields()
        for key in ("card_back", "animation_speed", "player_name", "hints", "auto_play"):
            setattr(config, key, fields[key])


# ---------------------------------------------------------------------------
# Raw values <-> typed values


def _store_text(spec: Any, value: Any) -> str:
    """How a typed value is written to the INI file (always as text)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _from_raw(spec: Any, raw: Any) -> Any:
    """Parse a raw value (text, or a list when it held commas) or raise ValueError."""
    if isinstance(raw, _Typed):
        raise ValueError("a Qt typed value")  # noqa: TRY004 - callers catch ValueError
    if isinstance(raw, (list, tuple)):
        if isinstance(spec, SettingSpec) and spec.kind == "text":
            raw = ", ".join(str(x) for x in raw)
        else:
            raise ValueError("a list")
    if spec.kind == "bool":
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "1", "yes", "on"):
            return True
        if text in ("false", "0", "no", "off"):
            return False
        raise ValueError("not true or false")
    if spec.kind == "int":
        if isinstance(raw, bool):
            raise ValueError("not a number")
        if isinstance(raw, int):
            return spec.validate(raw)
        text = str(raw).strip()
        if not text.lstrip("+-").isdigit() or not text.isascii():
            raise ValueError("not a whole number")
        return spec.validate(int(text))
    if spec.kind == "choice":
        return spec.validate(str(raw).strip() if isinstance(raw, str) else raw)
    return spec.validate(raw)


def _show_raw(raw: Any) -> str:
    """A short, printable form of a bad value for a notice."""
    if isinstance(raw, (list, tuple)):
        text = ", ".join(str(x) for x in raw)
    else:
        text = str(raw)
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    if not text.strip():
        return "empty"
    if len(text) > 24:
        text = text[:21] + "..."
    return text


def _show_default(spec: Any) -> str:
    return str(spec.option_label(spec.default))


# ---------------------------------------------------------------------------
# Upgrade steps: raw entries of version n -> raw entries of version n + 1


def _upgrade_0_to_1(raw: dict[str, Any]) -> dict[str, Any]:
    """The flat prototype layout (no version key) -> grouped ``rules/`` and ``table/``."""
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if "/" in key:  # already grouped: keep as it is
            out[key] = value
        elif key in SPECS:
            out[f"{RULES_GROUP}/{key}"] = value
        elif key == "anticlockwise":
            text = str(value).strip().lower()
            if text in ("true", "1", "yes", "on"):
                out[f"{RULES_GROUP}/direction"] = "counterclockwise"
            elif text in ("false", "0", "no", "off"):
                out[f"{RULES_GROUP}/direction"] = "clockwise"
            else:
                out[f"{RULES_GROUP}/direction"] = value  # left for validation to report
        elif key == "computer_level":
            for seat in COMPUTER_SEATS:
                out[f"{TABLE_GROUP}/level_{seat}"] = value
        elif key == "speed":
            out[f"{TABLE_GROUP}/animation_speed"] = value
        elif key == "name":
            out[f"{TABLE_GROUP}/player_name"] = value
        elif key == "back":
            out[f"{TABLE_GROUP}/card_back"] = value
        else:
            out[key] = value  # unknown: reported after the upgrade
    return out


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _upgrade_0_to_1}


def _declared() -> list[tuple[str, Any]]:
    """(stored key, spec) for every setting, in a fixed order."""
    return ([(f"{RULES_GROUP}/{s.key}", s) for s in RULE_SPECS]
            + [(f"{TABLE_GROUP}/{s.key}", s) for s in TABLE_SPECS])


_KEY_BY_NAME = {name.split("/", 1)[1]: name for name, _ in _declared()}  # names are unique


def parse_ini(data: bytes) -> IniLines:
    """The entries of a settings file (``ini_lines.parse_ini``, with our settings' names)."""
    return ini_lines.parse_ini(data, _KEY_BY_NAME)
