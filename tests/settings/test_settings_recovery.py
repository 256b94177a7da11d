"""Issue 16, item 3: a damaged, unreadable or newer settings file loses nothing.

* a damaged line costs only that line, and the file as it was is kept aside before a repair;
* a file that cannot be read is never written over (defaults for this session);
* a settings folder that cannot be opened is not a crash;
* temporary and lock files left by a killed save are cleaned up on the next start or save;
* a file written by a newer version is read as far as it is understood and left as it is.
"""

from __future__ import annotations

import builtins
import io
import os
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from twentynine_desktop.engine.rules import Rules, preset
from twentynine_desktop.ui import settings_store as ss
from twentynine_desktop.ui.settings_store import Settings, SettingsStore, TableSettings

from settings_support import entries, write

ROOT = os.geteuid() == 0 if hasattr(os, "geteuid") else False


def kept_copies(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + "."))


# The player's own choices: pair, match length, card back and seat levels differ from
# the defaults, so losing them to defaults shows.
PLAYER = Settings(preset("pagat").replace(pair="lucknow", match_to=9, auction="duel"),
                  TableSettings(level_N="hard", level_E="easy", level_W="hard",
                                card_back="red", player_name="Meera"))


# ---------------------------------------------------------------------------
# 1. a stray quote


def test_a_stray_quote_costs_only_its_own_line(path):
    SettingsStore(path).save(PLAYER)
    original = path.read_bytes().replace(b"auction=duel", b'auction="duel', 1)
    assert original.count(b'"') == 1
    write(path, original)

    store = SettingsStore(path)
    s = store.load()
    assert s.rules == PLAYER.rules.replace(auction="open")  # only the damaged line is lost
    assert s.table == PLAYER.table
    about_auction = [n for n in store.notices if "'Auction'" in n]
    assert about_auction == [('Your setting for \'Auction\' was damaged in the settings file '
                              '("duel); using the default Open (each bid higher).')]
    # The repair rewrote the file, but the file as the player left it is kept aside.
    copies = kept_copies(path)
    assert len(copies) == 1 and ".bad-" in copies[0].name
    assert copies[0].read_bytes() == original
    assert any(str(copies[0]) in n for n in store.notices)
    assert len(store.notices) == 2
    again = SettingsStore(path)
    assert again.load() == s and again.notices == []


@pytest.mark.parametrize("damage", [
    b'auction="duel',            # an opening quote with no closing one
    b"auction=duel\\",           # a trailing backslash (would continue onto the next line)
    b"auction=du\x00el",         # a NUL
    b"auction=du\xff\xfeel",     # not UTF-8
])
def test_every_kind_of_damaged_line_costs_only_that_line(path, damage):
    SettingsStore(path).save(PLAYER)
    write(path, path.read_bytes().replace(b"auction=duel", damage, 1))
    store = SettingsStore(path, repair=False)
    s = store.load()
    assert s.rules == PLAYER.rules.replace(auction="open")
    assert s.table == PLAYER.table
    assert len(store.notices) == 1 and "'Auction' was damaged" in store.notices[0]


def test_a_damaged_section_header_keeps_the_settings_below_it(path):
    SettingsStore(path).save(PLAYER)
    write(path, path.read_bytes().replace(b"[table]", b'[tab"le]', 1))
    store = SettingsStore(path, repair=False)
    assert store.load() == PLAYER
    assert store.notices == [("Your settings file had 1 damaged line that could not be read; "
                              "it was skipped.")]


def test_repairing_wrong_values_keeps_the_file_as_it_was(path):
    text = "[General]\nversion=1\n[rules]\nmin_bid=99\npair=lucknow\n[table]\ncard_back=green\n"
    write(path, text)
    store = SettingsStore(path)
    s = store.load()
    assert s.rules == Rules(pair="lucknow")
    (copy,) = kept_copies(path)
    assert copy.read_text(encoding="utf-8") == text
    assert store.notices[-1] == f"A copy of your settings file as it was is kept as {copy}."


def test_no_repair_without_a_copy_of_the_original(path, monkeypatch):
    """When the copy cannot be written, the damaged file is not written over either."""
    write(path, "[General]\nversion=1\n[rules]\nmin_bid=99\npair=lucknow\n")
    before = path.read_bytes()

    def no_copy(self, target, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(SettingsStore, "_write_copy", no_copy)
    store = SettingsStore(path)
    assert store.load().rules == Rules(pair="lucknow")
    assert path.read_bytes() == before
    assert entries(path) == ["settings.ini"]
    assert any("could not be saved" in n for n in store.notices)


# ---------------------------------------------------------------------------
# 2. an unreadable file


def refuse_to_read(monkeypatch, target: Path):
    """Make reading ``target`` fail as a mode-000 file does for an ordinary user."""
    real_open = builtins.open

    def guarded(file, mode="r", *args, **kwargs):
        if isinstance(file, (str, os.PathLike)) and Path(file) == target and "r" in mode \
                and "+" not in mode:
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", guarded)
    monkeypatch.setattr(io, "open", guarded)


def test_an_unreadable_file_is_never_written_over(path, monkeypatch):
    SettingsStore(path).save(PLAYER)
    before = path.read_bytes()
    refuse_to_read(monkeypatch, path)
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.notices == [("Your settings file could not be read (Permission denied); "
                              "Twenty-Nine uses the default settings this time and leaves "
                              "the file as it is.")]
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert entries(path) == ["settings.ini"]


def test_saving_after_an_unreadable_file_keeps_it_aside_first(path, monkeypatch):
    SettingsStore(path).save(PLAYER)
    before = path.read_bytes()
    refuse_to_read(monkeypatch, path)
    store = SettingsStore(path)
    store.load()
    store.save(Settings(preset("gorakhpur")))  # the player chose new settings in the dialog
    monkeypatch.undo()
    (copy,) = kept_copies(path)
    assert copy.read_bytes() == before
    assert SettingsStore(path).load() == Settings(preset("gorakhpur"))


@pytest.mark.skipif(ROOT or os.name == "nt", reason="root can read a mode-000 file")
def test_a_mode_000_file_is_never_written_over(path):
    SettingsStore(path).save(PLAYER)
    before_stat = path.stat()
    path.chmod(0)
    try:
        store = SettingsStore(path)
        assert store.load() == Settings()
        assert store.notices and "could not be read" in store.notices[0]
    finally:
        path.chmod(0o600)
    assert path.stat().st_mtime_ns == before_stat.st_mtime_ns
    assert SettingsStore(path).load() == PLAYER


# ---------------------------------------------------------------------------
# 3. a settings folder that cannot be opened


def refuse_folder(monkeypatch, folder: Path):
    """Make everything inside ``folder`` unreachable, as a mode-000 folder does."""
    real_stat, real_scandir, real_listdir = os.stat, os.scandir, os.listdir

    top = os.path.abspath(folder)

    def inside(p) -> bool:  # no os.stat here: abspath only looks at the text
        try:
            full = os.path.abspath(os.fsdecode(p))
        except TypeError:
            return False
        return full == top or full.startswith(top + os.sep)

    def stat(p, *args, **kwargs):
        if inside(p) and os.path.abspath(os.fsdecode(p)) != top:
            raise PermissionError(13, "Permission denied", os.fsdecode(p))
        return real_stat(p, *args, **kwargs)

    def scandir(p="."):
        if inside(p):
            raise PermissionError(13, "Permission denied", os.fsdecode(p))
        return real_scandir(p)

    def listdir(p="."):
        if inside(p):
            raise PermissionError(13, "Permission denied", os.fsdecode(p))
        return real_listdir(p)

    monkeypatch.setattr(os, "stat", stat)
    monkeypatch.setattr(os, "scandir", scandir)
    monkeypatch.setattr(os, "listdir", listdir)
    refuse_to_read(monkeypatch, folder / "settings.ini")


def test_a_folder_that_cannot_be_opened_is_not_a_crash(path, monkeypatch):
    SettingsStore(path).save(PLAYER)
    before = path.read_bytes()
    refuse_folder(monkeypatch, path.parent)
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert len(store.notices) == 1
    assert store.notices[0].startswith(f"Your settings folder {path.parent} could not be "
                                       "opened (Permission denied);")
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert entries(path) == ["settings.ini"]


@pytest.mark.skipif(ROOT or os.name == "nt", reason="root can open a mode-000 folder")
def test_a_mode_000_folder_is_not_a_crash(path):
    SettingsStore(path).save(PLAYER)
    path.parent.chmod(0)
    try:
        store = SettingsStore(path)
        assert store.load() == Settings()
        assert store.notices and "could not be" in store.notices[0]
    finally:
        path.parent.chmod(0o700)
    assert SettingsStore(path).load() == PLAYER


# ---------------------------------------------------------------------------
# 4. a save killed half-way


KILLED_SAVE = textwrap.dedent("""
    import os, sys, time
    from twentynine_desktop.storage import settings as ss

    def hang(fd):  # the temporary file is written; the process dies before the move
        print("writing", flush=True)
        time.sleep(120)

    ss.os.fsync = hang
    ss.SettingsStore(sys.argv[1]).save(ss.Settings(ss.Rules(min_bid=19)))
""")


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_killed_save_leaves_nothing_behind_at_the_next_start(path):
    SettingsStore(path).save(PLAYER)
    before = path.read_bytes()
    env = dict(os.environ, PYTHONPATH=str(Path(ss.__file__).resolve().parents[2]))
    proc = subprocess.Popen([sys.executable, "-c", KILLED_SAVE, str(path)],
                            stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout.readline().strip() == "writing"
    finally:
        proc.kill()
        proc.wait()
        proc.stdout.close()
    assert path.read_bytes() == before
    assert len(entries(path)) == 2  # the killed save's temporary file is still there

    store = SettingsStore(path)
    assert store.load() == PLAYER and store.notices == []
    assert entries(path) == ["settings.ini"]


def qt_lock(path: Path, pid: int, host: str | None = None) -> None:
    """A lock file as QLockFile writes it: pid, application, host name, ..."""
    host = socket.gethostname() if host is None else host
    path.write_text(f"{pid}\npython3\n{host}\n\n\n", encoding="utf-8")


def test_stale_temporary_and_lock_files_are_removed_live_ones_kept(path):
    SettingsStore(path).save(PLAYER)
    folder, gone, alive = path.parent, dead_pid(), os.getpid()
    dead_tmp = folder / f".settings.ini.{gone}-a1b2c3d4.tmp"
    dead_lock = folder / f".settings.ini.{gone}-a1b2c3d4.tmp.lock"
    old_tmp = folder / ".settings.ini.x7y8z9w0.tmp"  # no owner in its name, and an hour old
    other_host_old = folder / "settings.ini.lock"
    live_tmp = folder / f".settings.ini.{alive}-e5f6g7h8.tmp"
    live_lock = folder / f".settings.ini.{alive}-e5f6g7h8.tmp.lock"
    other_host_new = folder / ".settings.ini.1-q1w2e3r4.tmp.lock"
    unrelated = folder / "notes.tmp"
    for f in (dead_tmp, old_tmp, live_tmp, unrelated):
        f.write_bytes(b"[General]\nversion=1\n")
    qt_lock(dead_lock, gone)
    qt_lock(other_host_old, 1, host="another-computer")
    qt_lock(live_lock, alive)
    qt_lock(other_host_new, 1, host="another-computer")
    hour_ago = time.time() - 3600
    for f in (old_tmp, other_host_old):
        os.utime(f, (hour_ago, hour_ago))

    SettingsStore(path).load()
    assert entries(path) == sorted(f.name for f in (path, live_tmp, live_lock, other_host_new,
                                                    unrelated))
    # a save cleans up too
    qt_lock(dead_lock, gone)
    SettingsStore(path).save(PLAYER)
    assert not dead_lock.exists() and live_lock.exists()


# ---------------------------------------------------------------------------
# 5. a file of a newer version


NEWER = """\
[General]
version=7

[rules]
min_bid=18
pair=lucknow
future_rule=sometimes

[table]
card_back=red
level_W=hard
table_colour=green
"""


def test_a_newer_file_is_read_and_left_as_it_is(path):
    write(path, NEWER)
    store = SettingsStore(path)  # repair on, as at every start
    s = store.load()
    assert s.rules == Rules(min_bid=18, pair="lucknow")
    assert s.table == TableSettings(card_back="red", level_W="hard")
    assert store.notices == [("Your settings were saved by a newer version of Twenty-Nine; "
                              "this version uses the settings it knows and leaves the file "
                              "as it is.")]
    assert path.read_text(encoding="utf-8") == NEWER
    assert entries(path) == ["settings.ini"]


def test_a_newer_file_with_a_bad_value_is_still_left_as_it_is(path):
    write(path, NEWER.replace("min_bid=18", "min_bid=99"))
    store = SettingsStore(path)
    assert store.load().rules == Rules(pair="lucknow")
    assert len(store.notices) == 2
    assert path.read_text(encoding="utf-8") == NEWER.replace("min_bid=18", "min_bid=99")


def test_saving_over_a_newer_file_keeps_it_aside_first(path):
    write(path, NEWER)
    store = SettingsStore(path)
    store.load()
    store.save(store.settings.replace(player_name="Ann"))
    (copy,) = kept_copies(path)
    assert ".v7-" in copy.name and copy.read_text(encoding="utf-8") == NEWER
    assert SettingsStore(path).load().table.player_name == "Ann"
