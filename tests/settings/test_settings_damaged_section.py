"""One damaged section line in settings.ini costs that line only: the settings under it
are still read into their own group (24 rules, 12 table settings), whatever happened to
the line: its name misspelt or changed in case, its bracket lost, a NUL in it."""

from __future__ import annotations

import pytest

from twentynine_desktop.engine.rules import preset
from twentynine_desktop.ui.settings_store import Settings, SettingsStore, TableSettings, parse_ini

PLAYER = Settings(preset("pagat").replace(pair="lucknow", match_to=9, auction="duel"),
                  TableSettings(level_N="hard", level_E="easy", level_W="hard",
                                card_back="red", player_name="Meera"))

DAMAGED = [b"[%s", b"[%sz]", b"[X%s]", b"%s]", b"[ %s x]", b"[]", b"[\x00%s]",
           b"[%s\xff]", b"[%%%s]"]


@pytest.mark.parametrize("group", [b"rules", b"table"])
@pytest.mark.parametrize("header", DAMAGED, ids=[h.decode("latin-1") for h in DAMAGED])
def test_a_damaged_section_line_costs_that_line_only(path, group, header):
    SettingsStore(path).save(PLAYER)
    good = path.read_bytes()
    line = header % group if b"%s" in header else header
    bad = good.replace(b"[" + group + b"]", line, 1)
    assert bad != good
    path.write_bytes(bad)
    parsed = parse_ini(bad)
    expected = parse_ini(good).entries
    assert parsed.entries == expected          # every setting of the group is read
    assert len([k for k in expected if k.startswith(group.decode() + "/")]) in (24, 12)
    store = SettingsStore(path)
    assert store.load() == PLAYER
    assert parsed.damaged and any("damaged line" in n for n in store.notices)


def test_a_setting_in_its_own_group_wins_over_a_copy_under_another(path):
    SettingsStore(path).save(PLAYER)
    text = path.read_bytes().replace(b"[table]\n", b"[table]\nmatch_to=12\n", 1)
    parsed = parse_ini(text)
    assert parsed.entries["rules/match_to"] == "9"


def test_a_lost_section_line_still_reads_its_settings_into_their_group(path):
    SettingsStore(path).save(PLAYER)
    text = path.read_bytes().replace(b"[rules]\n", b"", 1)   # the rules follow [General]
    assert parse_ini(text).entries == parse_ini(path.read_bytes()).entries
