"""The player's settings, as the window uses them: the storage's store at the usual path.

What the settings are (``Settings``, ``TABLE_SPECS``...) lives in
``storage.settings_schema``; loading, saving, repairing and upgrading the INI file in
``storage.settings``.  Neither knows Qt.  This adapter adds the one thing that may ask
Qt: where the file lives when no path is given (``platform_paths.settings_file()`` when
that module is present, else QSettings' own user-scope INI path for organisation
"TwentyNine", application "TwentyNine Desktop").  Tests pass an explicit path.

Nothing else in the program calls ``QSettings()``: it asks a ``SettingsStore`` for a
``Settings`` value and hands a new ``Settings`` back to save.  The names the rest of the
program imports from here are the storage's own, handed on.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from ..storage import settings as _store
from ..storage.settings_schema import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CARD_SIZES,
    COMPUTER_SEATS,
    DECK_COLOURS,
    LANGUAGES,
    LEVELS,
    NAME_MAX,
    SETTINGS_VERSION,
    TABLE_SPEC_BY_KEY,
    TABLE_SPECS,
    UI_SCALES,
    UPGRADES,
    SettingError,
    Settings,
    SettingSpec,
    TableSettings,
    parse_ini,
)

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
    "NAME_MAX",
    "SettingError",
    "SettingSpec",
    "TABLE_SPECS",
    "TABLE_SPEC_BY_KEY",
    "TableSettings",
    "Settings",
    "SettingsStore",
    "UPGRADES",
    "default_settings_path",
    "parse_ini",
]

ORGANISATION = "TwentyNine"
APPLICATION = "TwentyNine Desktop"


def default_settings_path() -> Path:
    """The settings file in the platform's usual place."""
    try:
        from twentynine_desktop import platform_paths

        return Path(platform_paths.settings_file())
    except Exception:  # noqa: BLE001 - fall back to Qt's own user-scope INI path
        qs = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION,
                       APPLICATION)
        return Path(qs.fileName())


class SettingsStore(_store.SettingsStore):
    """The storage's ``SettingsStore``; with no path, the file in the usual place."""

    def __init__(self, path: str | os.PathLike | None = None, *, repair: bool = True):
        super().__init__(path if path is not None else default_settings_path(), repair=repair)
