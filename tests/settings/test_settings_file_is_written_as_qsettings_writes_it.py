"""The settings file is written without Qt, byte for byte as QSettings writes it.

``storage.ini_lines.format_ini`` writes the INI file that ``QSettings.setValue`` of the
same text values writes (sections, sorted keys, escapes, quotes, ``@@``, blank lines),
so a file saved before the settings left Qt and one saved after are the same bytes.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from twentynine_desktop.engine.rules import RULE_SPECS, Rules
from twentynine_desktop.storage import settings as storage_settings
from twentynine_desktop.storage.ini_lines import format_ini
from twentynine_desktop.storage.settings_schema import (
    RULES_GROUP,
    SETTINGS_VERSION,
    TABLE_SPECS,
    VERSION_KEY,
    Settings,
    TableSettings,
    _declared,
    _store_text,
)

FUZZ = settings(deadline=None, database=None, max_examples=150,
                suppress_health_check=[HealthCheck.too_slow])

GROUPS = ["", "rules", "table", "general", "General", "a b", "é", "x.y-z"]
KEY_CHARS = "abcXYZ019_-. %é\u0101\u20ac=;,\"'[]@"
any_key = st.text(alphabet=KEY_CHARS, min_size=1, max_size=8).filter(lambda k: k.strip() == k)
# any text at all (no lone surrogates: a Python str of a file never has them)
any_value = st.one_of(
    st.text(max_size=30),
    st.text(alphabet="\x00\x01\t\n\r \"\\;,=@0aFgé😀", max_size=12),
    st.sampled_from(["@", "@@x", "@ByteArray(x)", " lead", "trail ", "a,b", "x=y", "\\x41", ""]),
)


def qsettings_bytes(entries: dict[str, str]) -> bytes:
    """What QSettings writes for ``entries`` into a fresh file."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "settings.ini"
        qs = QSettings(str(path), QSettings.IniFormat)
        for name, value in entries.items():
            qs.setValue(name, value)
        qs.sync()
        assert qs.status() == QSettings.NoError
        del qs
        return path.read_bytes() if path.exists() else b""


@FUZZ
@given(st.dictionaries(st.tuples(st.sampled_from(GROUPS), any_key), any_value, min_size=1,
                       max_size=8))
def test_any_text_values_are_written_as_qsettings_writes_them(pairs):
    entries = {f"{group}/{key}" if group else key: value for (group, key), value in pairs.items()}
    assert format_ini(entries, storage_settings.EOL) == qsettings_bytes(entries), entries


names = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1,
                max_size=20).filter(lambda t: " ".join(t.split()) and
                                    all(ch.isprintable() for ch in t))


@FUZZ
@given(st.sampled_from(["standard", "pagat", "bangladesh", "gorakhpur"]), names,
       st.sampled_from(["blue", "red"]), st.sampled_from(["easy", "normal", "hard"]))
def test_a_saved_settings_file_is_what_qsettings_wrote_for_it(preset_name, name, back, level):
    from twentynine_desktop.engine.rules import preset

    wanted = Settings(preset(preset_name) if preset_name != "standard" else Rules(),
                      TableSettings(player_name=" ".join(name.split()), card_back=back,
                                    level_E=level))
    old_way: dict[str, object] = {VERSION_KEY: SETTINGS_VERSION}  # as the store did with Qt
    for stored, spec in _declared():
        source = wanted.rules if stored.startswith(RULES_GROUP + "/") else wanted.table
        old_way[stored] = _store_text(spec, source[spec.key])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "settings.ini"
        storage_settings.SettingsStore(path).save(wanted)
        assert path.read_bytes() == qsettings_bytes(old_way)  # type: ignore[arg-type]
        assert storage_settings.SettingsStore(path).load() == wanted


def test_every_setting_is_in_the_file():
    data = storage_settings.SettingsStore.file_bytes(Settings())
    assert data.startswith(b"[General]\nversion=1\n\n[rules]\n")
    for spec in RULE_SPECS:
        assert f"\n{spec.key}=".encode() in data
    for tspec in TABLE_SPECS:
        assert f"\n{tspec.key}=".encode() in data
