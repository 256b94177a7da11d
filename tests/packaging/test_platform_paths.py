"""Where settings, saves and logs go, per platform convention."""

from __future__ import annotations

from pathlib import Path

import pytest

from twentynine_desktop import platform_paths as pp


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    for name in (pp.HOME_ENV, "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
                 "APPDATA", "LOCALAPPDATA"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path / "home"))
    return tmp_path


@pytest.fixture
def no_qt(monkeypatch):
    """The pure-Python fallback, as before QApplication exists."""
    monkeypatch.setattr(pp, "_qt_base", lambda kind: None)


def test_home_override_puts_everything_below_it(monkeypatch, tmp_path):
    monkeypatch.setenv(pp.HOME_ENV, str(tmp_path / "portable"))
    assert pp.settings_dir() == tmp_path / "portable"
    assert pp.saves_dir() == tmp_path / "portable" / "saves"
    assert pp.log_dir() == tmp_path / "portable" / "logs"
    assert pp.log_dir().is_dir() and pp.saves_dir().is_dir()
    assert pp.settings_file().name == "settings.ini"


def test_linux_follows_xdg_defaults(monkeypatch, clean_env):
    monkeypatch.setattr(pp.sys, "platform", "linux")
    home = clean_env / "home"
    assert pp.settings_dir() == home / ".config" / "TwentyNine"
    assert pp.saves_dir() == home / ".local" / "share" / "TwentyNine" / "saves"
    assert pp.log_dir() == home / ".local" / "state" / "TwentyNine" / "logs"


def test_linux_honours_xdg_variables_but_not_relative_ones(monkeypatch, clean_env):
    monkeypatch.setattr(pp.sys, "platform", "linux")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(clean_env / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(clean_env / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", "relative/state")  # invalid per the XDG spec
    assert pp.settings_dir() == clean_env / "cfg" / "TwentyNine"
    assert pp.saves_dir() == clean_env / "data" / "TwentyNine" / "saves"
    assert pp.log_dir() == clean_env / "home" / ".local" / "state" / "TwentyNine" / "logs"


def test_windows_uses_roaming_for_settings_and_local_for_logs(monkeypatch, clean_env, no_qt):
    monkeypatch.setattr(pp.sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(clean_env / "Roaming"))
    monkeypatch.setenv("LOCALAPPDATA", str(clean_env / "Local"))
    assert pp.settings_dir() == clean_env / "Roaming" / "TwentyNine"
    assert pp.saves_dir() == clean_env / "Roaming" / "TwentyNine" / "saves"
    assert pp.log_dir() == clean_env / "Local" / "TwentyNine" / "logs"


def test_macos_uses_application_support_and_library_logs(monkeypatch, clean_env, no_qt):
    monkeypatch.setattr(pp.sys, "platform", "darwin")
    lib = clean_env / "home" / "Library"
    assert pp.settings_dir() == lib / "Application Support" / "TwentyNine"
    assert pp.saves_dir() == lib / "Application Support" / "TwentyNine" / "saves"
    assert pp.log_dir() == lib / "Logs" / "TwentyNine"


def test_qt_location_is_stripped_of_org_and_app_names(monkeypatch, clean_env, qapp):
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    old = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    QCoreApplication.setApplicationName("SomeApp")
    QCoreApplication.setOrganizationName("SomeOrg")
    try:
        raw = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        assert raw.parts[-2:] == ("SomeOrg", "SomeApp")
        assert pp._qt_base("AppDataLocation") == raw.parent.parent
        # with Qt up, Windows/macOS settings come from Qt's base + our fixed name
        monkeypatch.setattr(pp.sys, "platform", "darwin")
        assert pp.settings_dir() == raw.parent.parent / "TwentyNine"
    finally:
        QCoreApplication.setApplicationName(old[0])
        QCoreApplication.setOrganizationName(old[1])


def test_describe_names_three_existing_folders(monkeypatch, tmp_path):
    monkeypatch.setenv(pp.HOME_ENV, str(tmp_path))
    info = pp.describe()
    assert set(info) == {"settings", "saves", "logs"}
    assert all(Path(v).is_dir() for v in info.values())
