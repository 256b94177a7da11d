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

Loading never fails.  A missing file gives the defaults.  The file is read line by line
(``parse_ini``, with QSettings' rules for what QSettings writes), so a truncated, corrupt
or hand-edited file keeps every entry that is valid and uses the default for every entry
that is not: a damaged line (a quote left open, a trailing backslash, a NUL, bytes that
are not UTF-8) costs that line only.  Each problem becomes a plain-language notice
(``store.notices``, handed out once by ``take_notices()``), and the repaired settings
are written back so the same notice does not come again at the next start; before that,
the file as it was is kept beside it (``settings.ini.bad-<time>``) and a notice says
where.  An upgraded file is kept the same way (``settings.ini.v0-<time>``).

Some files are never written over at start: a file that cannot be read (or whose folder
cannot be opened) gives the defaults for this session, and a file written by a newer
version gives the settings this version knows.  If the player then saves new settings,
that file too is kept beside the new one first.

Writing is atomic: the new file is written beside the old one under a temporary name
(``.settings.ini.<pid>-<random>.tmp``), flushed to disk and moved over the old one with
``os.replace``.  A crash part-way leaves either the old file or the new one, never half
of one; the temporary and lock files a killed save leaves behind are removed at the
next start or save (when their process is gone, or, if that cannot be told, when they
are older than ``STALE_AFTER``), never those of a live process.

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
import errno
import os
import socket
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TR_NOOP, QSettings

from twentynine_desktop.engine.rules import RULE_SPECS, SPECS, Rules, SpecMapping

from ..storage.files import read_regular
from . import ini_lines
from .ini_lines import MAX_FILE_BYTES, IniLines, _Typed

__all__ = [
    "ORGANISATION",
    "APPLICATION",
    "SETTINGS_VERSION",
    "LEVELS",
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "LANGUAGES",
    "DECK_COLOURS",
    "CARD_SIZES",
    "UI_SCALES",
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
            return self.option_labels[self.options.index(value)]
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
                    hints=self.table.hints == "on")

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
        for key in ("card_back", "animation_speed", "player_name", "hints"):
            setattr(config, key, fields[key])


# ---------------------------------------------------------------------------
# Raw values <-> typed values


def _store_text(spec, value: Any) -> str:
    """How a typed value is written to the INI file (always as text)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _from_raw(spec, raw: Any) -> Any:
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


_KEY_BY_NAME = {name.split("/", 1)[1]: name for name, _ in _declared()}  # names are unique


def parse_ini(data: bytes) -> IniLines:
    """The entries of a settings file (``ini_lines.parse_ini``, with our settings' names)."""
    return ini_lines.parse_ini(data, _KEY_BY_NAME)


STALE_AFTER = 600.0  # seconds: a temporary or lock file this old, owner unknown, is left over


def _pid_alive(pid: int) -> bool | None:
    """Whether process ``pid`` runs on this computer; None when that cannot be told."""
    if pid <= 0:
        return None
    if pid == os.getpid():
        return True
    if os.name == "nt":  # os.kill would end the process there; the age decides instead
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's live process
    except OSError:
        return None
    return True


def _lock_owner(path: Path) -> tuple[int | None, str | None]:
    """(pid, host name) from a lock file as QLockFile writes it: pid, application, host."""
    try:
        with open(path, "rb") as fh:
            lines = fh.read(512).decode("utf-8", "replace").splitlines()
    except OSError:
        return None, None
    pid = int(lines[0]) if lines and lines[0].strip().isdigit() else None
    host = lines[2].strip() if len(lines) > 2 and lines[2].strip() else None
    return pid, host


class SettingsStore:
    """Loads and saves ``Settings`` in one INI file.

    ``load()`` never raises; problems become ``notices``.  ``save()`` is atomic and
    raises ``OSError`` only when the folder cannot be written.

    Nothing the player wrote is lost: before the file is written over after a load that
    found problems (a repair, an upgrade, or a save over a file that could not be read or
    that a newer version wrote) the file as it was is kept beside it, as
    ``settings.ini.bad-<time>``, ``.v<version>-<time>`` or ``.unreadable-<time>``.
    """

    def __init__(self, path: str | os.PathLike | None = None, *, repair: bool = True):
        self.path = Path(path) if path is not None else default_settings_path()
        self.repair = repair
        self.notices: list[str] = []
        self.loaded_version: int | None = None
        self.kept_copy: Path | None = None  # where the last copy of the old file was kept
        self._settings: Settings | None = None
        # Set by load() when the file on disk must be kept before it is written over:
        # ("bad" | "v<n>" | "unreadable", its bytes or None when they could not be read).
        self._keep: tuple[str, bytes | None] | None = None

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

    def _read_bytes(self) -> tuple[str, bytes | None, str]:
        """("missing" | "ok" | "folder" | "unreadable", the bytes, why not)."""
        p = self.path
        try:
            st = os.stat(p)
        except (FileNotFoundError, NotADirectoryError):
            return "missing", None, ""
        except OSError as exc:  # a folder on the way cannot be opened
            return "folder", None, exc.strerror or str(exc)
        if stat.S_ISDIR(st.st_mode):
            return "unreadable", None, "it is a folder"
        # a named pipe (or a device) would hold the start for ever: only a file is read
        try:
            data = read_regular(p, MAX_FILE_BYTES)
        except FileNotFoundError:
            return "missing", None, ""
        except OSError as exc:
            return "unreadable", None, exc.strerror or str(exc)
        return "ok", data, ""

    def load(self) -> Settings:
        self._clean_stale()
        self._keep = None
        self.kept_copy = None
        state, data, why = self._read_bytes()
        if state != "ok" or data is None:
            self.loaded_version = None
            self._settings = Settings()
            self.notices = []
            if state == "folder":
                self.notices.append(f"Your settings folder {self.path.parent} could not be "
                                    f"opened ({why}); Twenty-Nine uses the default settings "
                                    "this time and leaves the folder as it is.")
                self._keep = ("unreadable", None)
            elif state == "unreadable":
                self.notices.append(f"Your settings file could not be read ({why}); "
                                    "Twenty-Nine uses the default settings this time and "
                                    "leaves the file as it is.")
                self._keep = ("unreadable", None)
            return self._settings

        parsed = parse_ini(data)
        raw = dict(parsed.entries)
        notices: list[str] = []
        upgraded = False
        newer = False
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
            upgraded = True
        if version > SETTINGS_VERSION:
            newer = True
            notices.append("Your settings were saved by a newer version of Twenty-Nine; "
                           "this version uses the settings it knows and leaves the file "
                           "as it is.")

        rules: dict[str, Any] = {}
        table: dict[str, Any] = {}
        declared = _declared()
        known = {name for name, _ in declared}
        damaged_names: dict[str, str] = {}
        for _number, name, shown in parsed.damaged:
            if name is not None and name not in raw:
                damaged_names.setdefault(name, shown)
        skipped = len(parsed.damaged) - len(damaged_names)
        if skipped:
            lines = "1 damaged line" if skipped == 1 else f"{skipped} damaged lines"
            notices.append(f"Your settings file had {lines} that could not be read; "
                           f"{'it was' if skipped == 1 else 'they were'} skipped.")
        for name, spec in declared:
            if name not in raw:
                if name in damaged_names:
                    notices.append(f"Your setting for '{spec.label}' was damaged in the "
                                   f"settings file ({_show_raw(damaged_names[name])}); "
                                   f"using the default {_show_default(spec)}.")
                continue
            value = raw[name]
            try:
                parsed_value = _from_raw(spec, value)
            except ValueError:
                notices.append(f"Your setting for '{spec.label}' was not valid "
                               f"({_show_raw(value)}); using the default {_show_default(spec)}.")
                continue
            (rules if name.startswith(RULES_GROUP + "/") else table)[spec.key] = parsed_value
        unknown = sorted(k for k in raw if k not in known)
        if unknown and not newer:
            shown = ", ".join(_show_raw(k) for k in unknown[:3])
            more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
            notices.append(f"Your settings file had entries this version does not know "
                           f"({shown}{more}); they were ignored.")

        self._settings = Settings(Rules(rules), TableSettings(table))
        self.notices = notices
        if newer:
            self._keep = (f"v{self.loaded_version}", data)
            return self._settings  # never written over at start
        if notices:
            self._keep = ("bad", data)
        elif upgraded:
            self._keep = (f"v{self.loaded_version}", data)
        if self.repair and self._keep is not None:
            try:
                self.save(self._settings)
            except OSError as exc:
                self.notices.append(f"Your settings could not be saved ({exc.strerror or exc}).")
            else:
                if notices and self.kept_copy is not None:
                    self.notices.append(f"A copy of your settings file as it was is kept as "
                                        f"{self.kept_copy}.")
        return self._settings

    def use(self, settings: Settings) -> None:
        """Make ``settings`` current without writing them (when saving failed)."""
        self._settings = settings

    # -- keeping the old file, cleaning up ------------------------------------

    def _write_copy(self, target: Path, data: bytes) -> None:
        """Write ``data`` to the new file ``target`` and flush it to disk."""
        with open(target, "xb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())

    def _keep_aside(self) -> None:
        """Keep the file on disk beside it, as it is, before it is written over."""
        if self._keep is None:
            return
        tag, data = self._keep
        if not os.path.lexists(self.path):
            self._keep = None
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        base = self.path.with_name(f"{self.path.name}.{tag}-{stamp}")
        target, n = base, 1
        while os.path.lexists(target):
            n += 1
            target = base.with_name(f"{base.name}-{n}")
        if data is not None:
            try:
                self._write_copy(target, data)
            except BaseException:
                try:
                    target.unlink()
                except OSError:
                    pass
                raise
        else:  # could not be read: keep the very file under a second name
            try:
                os.link(self.path, target)
            except OSError as exc:
                raise OSError(errno.EACCES, "your settings file could not be read, so it "
                                            "is not written over") from exc
        self.kept_copy = target
        self._keep = None

    def _clean_stale(self) -> None:
        """Remove temporary and lock files of saves that died half-way.

        A file is left over when the process that made it is gone, or, when that cannot
        be told (another computer, no pid in it), when it is older than ``STALE_AFTER``.
        A file of a live process is never touched.
        """
        folder, name = self.path.parent, self.path.name
        try:
            with os.scandir(folder) as it:
                found = [e for e in it if (e.name.startswith(f".{name}.")
                                           and e.name.endswith((".tmp", ".tmp.lock")))
                         or e.name == f"{name}.lock"]
        except OSError:
            return
        now = time.time()
        host = socket.gethostname()
        for entry in found:
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode):
                continue
            pid: int | None = None
            lock_host: str | None = None
            if entry.name.endswith(".lock"):
                pid, lock_host = _lock_owner(Path(entry.path))
            if pid is None and entry.name.startswith(f".{name}."):
                middle = entry.name[len(name) + 2:].split("-", 1)[0]
                pid = int(middle) if middle.isdigit() and "-" in entry.name else None
            alive = _pid_alive(pid) if pid is not None and lock_host in (None, host) else None
            if alive is True:
                continue
            if alive is False or now - info.st_mtime > STALE_AFTER:
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass

    # -- writing ------------------------------------------------------------

    def save(self, settings: Settings) -> None:
        """Write every setting atomically (temporary file + ``os.replace``)."""
        folder = self.path.parent
        folder.mkdir(parents=True, exist_ok=True)
        self._clean_stale()
        fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{self.path.name}.{os.getpid()}-",
                                        suffix=".tmp")
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
            self._keep_aside()  # the file as it was, when it must not be lost
            os.replace(tmp, self.path)
        except BaseException:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise
        self._settings = settings
