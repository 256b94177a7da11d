"""Loading and saving the player's settings in one INI file (no Qt).

What the settings are lives in ``storage.settings_schema``; ``ui.settings_store`` adds
the platform's usual settings path (which may ask Qt).  Tests pass an explicit path.

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

Writing is atomic: the new file (``ini_lines.format_ini``, byte for byte what QSettings
writes) is written beside the old one under a temporary name
(``.settings.ini.<pid>-<random>.tmp``), flushed to disk and moved over the old one with
``os.replace``.  A crash part-way leaves either the old file or the new one, never half
of one; the temporary and lock files a killed save leaves behind are removed at the
next start or save (when their process is gone, or, if that cannot be told, when they
are older than ``STALE_AFTER``), never those of a live process.
"""

from __future__ import annotations

import errno
import os
import socket
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from twentynine_desktop.engine.rules import Rules

from .files import read_regular
from .ini_lines import MAX_FILE_BYTES, format_ini
from .settings_schema import (
    RULES_GROUP,
    SETTINGS_VERSION,
    UPGRADES,
    VERSION_KEY,
    Settings,
    TableSettings,
    _declared,
    _from_raw,
    _show_default,
    _show_raw,
    _store_text,
    parse_ini,
)

__all__ = ["STALE_AFTER", "SettingsStore"]

# the line ending QSettings writes on this system
EOL = b"\r\n" if os.name == "nt" else b"\n"


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

    def __init__(self, path: str | os.PathLike, *, repair: bool = True):
        self.path = Path(path)
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
            return self.load()
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

    @staticmethod
    def file_bytes(settings: Settings) -> bytes:
        """The settings file for ``settings``, as QSettings would write it."""
        entries = {VERSION_KEY: str(SETTINGS_VERSION)}
        for name, spec in _declared():
            source: Any = settings.rules if name.startswith(RULES_GROUP + "/") else settings.table
            entries[name] = _store_text(spec, source[spec.key])
        return format_ini(entries, EOL)

    def save(self, settings: Settings) -> None:
        """Write every setting atomically (temporary file + ``os.replace``)."""
        folder = self.path.parent
        folder.mkdir(parents=True, exist_ok=True)
        self._clean_stale()
        fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{self.path.name}.{os.getpid()}-",
                                        suffix=".tmp")
        tmp = Path(tmp_name)
        try:
            with open(fd, "wb") as fh:
                fh.write(self.file_bytes(settings))
                fh.flush()
                os.fsync(fh.fileno())  # the bytes are on disk before the move
            self._keep_aside()  # the file as it was, when it must not be lost
            os.replace(tmp, self.path)
        except BaseException:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise
        self._settings = settings
