"""The player's settings: one typed facade over QSettings.

Every setting is declared once:

* every house rule comes from the engine's ``RULE_SPECS`` (stored as ``rules/<key>``),
  so a rule added to the engine is saved, loaded and validated here with no change;
* the table settings are declared in ``TABLE_SPECS`` below (stored as ``table/<key>``):
  the level of each computer seat (North = partner, East and West = opponents),
  the animation speed, the player's name and the card back.

Nothing else in the program calls ``QSettings()``: it asks a ``SettingsStore`` for a
``Settings`` value (``settings.rules`` is an engine ``Rules``; ``settings.table`` holds
the table settings with attribute access) and hands a new ``Settings`` back to save.

The file is an INI file in the platform's usual settings folder
(``platform_paths.settings_file()`` when that module is present, else QSettings' own
user-scope INI path for organisation "TwentyNine", application "TwentyNine Desktop").
Tests pass an explicit path.

Loading never fails.  A missing file gives the defaults.  An unreadable, truncated,
corrupt or hand-edited file keeps every entry that is valid and uses the default for
every entry that is not; each problem becomes a plain-language notice
(``store.notices``, handed out once by ``take_notices()``), and the repaired settings
are written back so the same notice does not come again at the next start.

Writing is atomic: the new file is written beside the old one under a temporary name,
flushed to disk and moved over the old one with ``os.replace``.  A crash part-way
leaves either the old file or the new one, never half of one.

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
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QSettings

from twentynine_desktop.controller import qtfix  # noqa: F401  (PySide6 6.12 refcount bug)

from twentynine_desktop.engine.rules import RULE_SPECS, SPECS, Rules, SpecMapping

__all__ = [
    "ORGANISATION",
    "APPLICATION",
    "SETTINGS_VERSION",
    "LEVELS",
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "COMPUTER_SEATS",
    "SettingError",
    "SettingSpec",
    "TABLE_SPECS",
    "TABLE_SPEC_BY_KEY",
    "TableSettings",
    "Settings",
    "SettingsStore",
    "UPGRADES",
    "default_settings_path",
]

ORGANISATION = "TwentyNine"
APPLICATION = "TwentyNine Desktop"
SETTINGS_VERSION = 1

LEVELS = ("easy", "normal", "hard")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
CARD_BACKS = ("blue", "red")
COMPUTER_SEATS = ("N", "E", "W")
NAME_MAX = 20

# The controller's TableConfig takes a speed factor: 0 = no animation, 1 = normal,
# 2 = twice as slow.
ANIMATION_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}

RULES_GROUP = "rules"
TABLE_GROUP = "table"
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
            return self.option_labels[self.options.index(value)]
        return str(value)


_LEVEL_LABELS = ("Easy", "Normal", "Hard")

TABLE_SPECS: tuple[SettingSpec, ...] = (
    SettingSpec("level_N", "choice", "normal", "North (your partner)",
                "How well the computer partner plays.", LEVELS, _LEVEL_LABELS,
                group="Computer players"),
    SettingSpec("level_E", "choice", "normal", "East (opponent)",
                "How well the opponent on your right plays.", LEVELS, _LEVEL_LABELS,
                group="Computer players"),
    SettingSpec("level_W", "choice", "normal", "West (opponent)",
                "How well the opponent on your left plays.", LEVELS, _LEVEL_LABELS,
                group="Computer players"),
    SettingSpec("animation_speed", "choice", "normal", "Card animations",
                "How fast cards move on the table.", ANIMATION_SPEEDS,
                ("Off", "Fast", "Normal", "Slow")),
    SettingSpec("player_name", "text", "You", "Your name",
                f"Shown at your seat (up to {NAME_MAX} characters)."),
    SettingSpec("card_back", "choice", "blue", "Card back",
                "The colour of the backs of the cards.", CARD_BACKS, ("Blue", "Red")),
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

    def replace(self, rules: Rules | None = None, **table_changes: Any) -> "Settings":
        return Settings(rules if rules is not None else self.rules,
                        self.table.replace(**table_changes) if table_changes else self.table)

    def config_fields(self) -> dict[str, Any]:
        """The controller ``TableConfig`` fields these settings decide."""
        return dict(rules=self.rules, levels=self.table.levels,
                    animation_speed=ANIMATION_FACTORS[self.table.animation_speed],
                    player_name=self.table.player_name, card_back=self.table.card_back)

    def to_table_config(self, seed: int | None = None):
        """A new controller ``TableConfig`` for a match under these settings."""
        from twentynine_desktop.controller import TableConfig  # ui -> controller is allowed

        return TableConfig(seed=seed, **self.config_fields())

    def apply_to_config(self, config, seed: int | None = None):
        """A copy of ``config`` (a ``TableConfig``) for the next match under these settings:
        the fields the settings decide are replaced, the others (human seat, pacing) kept."""
        return dataclasses.replace(config, seed=seed, **self.config_fields())

    def apply_looks(self, config) -> None:
        """Change, in place, what may change during a match: card back, animation speed
        and the player's name (rules and computer levels wait for the next match)."""
        fields = self.config_fields()
        for key in ("card_back", "animation_speed", "player_name"):
            setattr(config, key, fields[key])


# ---------------------------------------------------------------------------
# Raw values <-> typed values


def _store_text(spec, value: Any) -> str:
    """How a typed value is written to the INI file (always as text)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _from_raw(spec, raw: Any) -> Any:
    """Parse a raw QSettings value (text, or a list when it held commas) or raise ValueError."""
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


def _show_default(spec) -> str:
    return spec.option_label(spec.default)


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


# ---------------------------------------------------------------------------
# The store


def default_settings_path() -> Path:
    """The settings file in the platform's usual place."""
    try:
        from twentynine_desktop import platform_paths

        return Path(platform_paths.settings_file())
    except Exception:  # noqa: BLE001 - fall back to Qt's own user-scope INI path
        qs = QSettings(QSettings.IniFormat, QSettings.UserScope, ORGANISATION, APPLICATION)
        return Path(qs.fileName())


def _declared() -> list[tuple[str, Any]]:
    """(stored key, spec) for every setting, in a fixed order."""
    return ([(f"{RULES_GROUP}/{s.key}", s) for s in RULE_SPECS]
            + [(f"{TABLE_GROUP}/{s.key}", s) for s in TABLE_SPECS])


class SettingsStore:
    """Loads and saves ``Settings`` in one INI file.

    ``load()`` never raises; problems become ``notices``.  ``save()`` is atomic and
    raises ``OSError`` only when the folder cannot be written.
    """

    def __init__(self, path: str | os.PathLike | None = None, *, repair: bool = True):
        self.path = Path(path) if path is not None else default_settings_path()
        self.repair = repair
        self.notices: list[str] = []
        self.loaded_version: int | None = None
        self._settings: Settings | None = None

    # -- reading ------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """The current settings (loaded on first use)."""
        if self._settings is None:
            self.load()
        return self._settings

    def take_notices(self) -> list[str]:
        """The notices of the last load, once: a second call returns an empty list."""
        notices, self.notices = self.notices, []
        return notices

    def _read_raw(self) -> tuple[dict[str, Any] | None, list[str]]:
        """Raw entries of the file (None when there is no file) and problems found."""
        notices: list[str] = []
        p = self.path
        if not p.exists():
            return None, notices
        try:
            if not p.is_file():
                raise IsADirectoryError("not a file")
            data = p.read_bytes()
        except OSError as exc:
            notices.append(f"Your settings file could not be read ({exc.strerror or exc}); "
                           "using the default settings.")
            return {}, notices
        if not data.strip():
            return {}, notices
        garbled = b"\x00" in data
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            garbled = True
        qs = QSettings(str(p), QSettings.IniFormat)
        raw = {k: qs.value(k) for k in qs.allKeys()}
        if qs.status() != QSettings.NoError:
            garbled = True
        if garbled:
            notices.append("Parts of your settings file were damaged and could not be read; "
                           "those settings are back to their defaults.")
        return raw, notices

    def load(self) -> Settings:
        raw, notices = self._read_raw()
        must_write = False
        if raw is None:  # first start: no file yet
            self.loaded_version = None
            raw = {}
        else:
            version_raw = raw.pop(VERSION_KEY, None)
            if version_raw is None:
                version = 0 if raw else SETTINGS_VERSION
            else:
                try:
                    version = int(str(version_raw).strip())
                    if version < 0:
                        raise ValueError
                except ValueError:
                    notices.append(f"Your settings file has an unknown version "
                                   f"({_show_raw(version_raw)}); reading it as version "
                                   f"{SETTINGS_VERSION}.")
                    version = SETTINGS_VERSION
            self.loaded_version = version
            while version < SETTINGS_VERSION:
                raw = UPGRADES[version](raw)
                version += 1
                must_write = True
            if version > SETTINGS_VERSION:
                notices.append("Your settings were saved by a newer version of Twenty-Nine; "
                               "settings this version does not know are ignored.")

        rules: dict[str, Any] = {}
        table: dict[str, Any] = {}
        declared = _declared()
        known = {name for name, _ in declared}
        for name, spec in declared:
            if name not in raw:
                continue
            value = raw[name]
            try:
                parsed = _from_raw(spec, value)
            except ValueError:
                notices.append(f"Your setting for '{spec.label}' was not valid "
                               f"({_show_raw(value)}); using the default {_show_default(spec)}.")
                continue
            (rules if name.startswith(RULES_GROUP + "/") else table)[spec.key] = parsed
        unknown = sorted(k for k in raw if k not in known)
        if unknown and (self.loaded_version or 0) <= SETTINGS_VERSION:
            shown = ", ".join(_show_raw(k) for k in unknown[:3])
            more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
            notices.append(f"Your settings file had entries this version does not know "
                           f"({shown}{more}); they were ignored.")

        self._settings = Settings(Rules(rules), TableSettings(table))
        self.notices = notices
        if self.repair and (notices or must_write):
            try:
                self.save(self._settings)
            except OSError as exc:
                self.notices.append(f"Your settings could not be saved ({exc.strerror or exc}).")
        return self._settings

    def use(self, settings: Settings) -> None:
        """Make ``settings`` current without writing them (when saving failed)."""
        self._settings = settings

    # -- writing ------------------------------------------------------------

    def save(self, settings: Settings) -> None:
        """Write every setting atomically (temporary file + ``os.replace``)."""
        folder = self.path.parent
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{self.path.name}.", suffix=".tmp")
        os.close(fd)
        tmp = Path(tmp_name)
        try:
            qs = QSettings(str(tmp), QSettings.IniFormat)
            qs.setValue(VERSION_KEY, SETTINGS_VERSION)
            for name, spec in _declared():
                source = settings.rules if name.startswith(RULES_GROUP + "/") else settings.table
                qs.setValue(name, _store_text(spec, source[spec.key]))
            qs.sync()
            status = qs.status()
            del qs
            if status != QSettings.NoError:
                raise OSError(f"could not write {tmp} ({status.name})")
            with open(tmp, "rb+") as fh:  # make sure the bytes are on disk before the move
                os.fsync(fh.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise
        self._settings = settings
