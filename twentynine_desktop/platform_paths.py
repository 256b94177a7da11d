"""Where Twenty-Nine keeps its settings, saved games and logs on this computer.

Each folder follows the platform's own convention:

==========  ==============================================  =====================================
folder      Windows                                         macOS
==========  ==============================================  =====================================
settings    %APPDATA%\\TwentyNine                            ~/Library/Application Support/TwentyNine
saves       %APPDATA%\\TwentyNine\\saves                      ~/Library/Application Support/TwentyNine/saves
logs        %LOCALAPPDATA%\\TwentyNine\\logs                  ~/Library/Logs/TwentyNine
==========  ==============================================  =====================================

and on Linux (XDG base directories): settings in ``$XDG_CONFIG_HOME/TwentyNine``
(``~/.config``), saves in ``$XDG_DATA_HOME/TwentyNine/saves`` (``~/.local/share``), logs
in ``$XDG_STATE_HOME/TwentyNine/logs`` (``~/.local/state``).

When a ``QApplication`` (or ``QCoreApplication``) exists, the Windows and macOS data
folders come from ``QStandardPaths`` (AppDataLocation / AppLocalDataLocation), which
knows about redirected and sandboxed folders; the pure-Python rules above are the
fallback, used before Qt starts and in tests.  On Linux the XDG rules are used directly
(that is what QStandardPaths does there too).

``TWENTYNINE_HOME`` overrides everything: settings, saves and logs all go below that
folder (handy for a portable install and for tests).

Every ``*_dir()`` function creates its folder if it is missing and returns its path.
No import of Qt at module level: the engine, the CLI and the crash handler can use this
module without a window.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = [
    "APP_DIR_NAME",
    "HOME_ENV",
    "settings_dir",
    "saves_dir",
    "log_dir",
    "settings_file",
    "describe",
]

APP_DIR_NAME = "TwentyNine"
HOME_ENV = "TWENTYNINE_HOME"


def _platform() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def _env_path(name: str, default: Path) -> Path:
    """An XDG-style variable: used only when set to an absolute path (per the spec)."""
    value = os.environ.get(name, "")
    if value and os.path.isabs(value):
        return Path(value)
    return default


def _qt_base(kind: str) -> Path | None:
    """A QStandardPaths folder without Qt's trailing organisation/application names.

    Only when PySide6 is already imported and an application object exists, so that
    importing this module never starts Qt; None otherwise (the caller falls back to
    the pure-Python rules).  Qt appends ``<organisation>/<application>`` to the
    AppData locations; those parts are stripped so our folder is always named
    ``TwentyNine`` whatever ``setApplicationName`` says.
    """
    if "PySide6.QtCore" not in sys.modules:
        return None
    try:
        from PySide6.QtCore import QCoreApplication, QStandardPaths

        app = QCoreApplication.instance()
        if app is None:
            return None
        location = getattr(QStandardPaths.StandardLocation, kind)
        text = QStandardPaths.writableLocation(location)
        names = [QCoreApplication.applicationName(), QCoreApplication.organizationName()]
    except Exception:  # never let a path lookup break the program
        return None
    if not text:
        return None
    path = Path(text)
    for name in names:
        if name and path.name == name:
            path = path.parent
    return path


def _base(kind: str) -> Path:
    """The platform folder *without* our app name, for kind in config/data/state."""
    home = Path.home()
    plat = _platform()
    if plat == "windows":
        roaming = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
        local = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
        return local if kind == "state" else roaming
    if plat == "macos":
        if kind == "state":
            return home / "Library" / "Logs"
        return home / "Library" / "Application Support"
    if kind == "config":
        return _env_path("XDG_CONFIG_HOME", home / ".config")
    if kind == "data":
        return _env_path("XDG_DATA_HOME", home / ".local" / "share")
    return _env_path("XDG_STATE_HOME", home / ".local" / "state")


def _app_folder(kind: str) -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    plat = _platform()
    qt_kind = None
    if plat in ("windows", "macos") and kind in ("config", "data"):
        qt_kind = "AppDataLocation"
    elif plat == "windows" and kind == "state":
        qt_kind = "AppLocalDataLocation"
    base = _qt_base(qt_kind) if qt_kind else None
    return (base or _base(kind)) / APP_DIR_NAME


def _ensure(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # the caller gets the path anyway and reports a write failure itself
    return path


def settings_dir() -> Path:
    """Folder for settings (created if missing)."""
    return _ensure(_app_folder("config"))


def settings_file() -> Path:
    """The settings file (an INI file for QSettings)."""
    return settings_dir() / "settings.ini"


def saves_dir() -> Path:
    """Folder for saved games and hand records (created if missing)."""
    return _ensure(_app_folder("data") / "saves")


def log_dir() -> Path:
    """Folder for log files and crash reports (created if missing)."""
    folder = _app_folder("state")
    if not os.environ.get(HOME_ENV) and _platform() == "macos":
        return _ensure(folder)  # ~/Library/Logs/TwentyNine is already a log folder
    return _ensure(folder / "logs")


def describe() -> dict[str, str]:
    """The three folders as text, for an About box or a bug report."""
    return {
        "settings": str(settings_dir()),
        "saves": str(saves_dir()),
        "logs": str(log_dir()),
    }
