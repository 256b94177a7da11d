"""The settings store: declarations, round trips, bad files, upgrades, atomic writes."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from twentynine_desktop.engine.rules import RULE_SPECS, Rules, preset
from twentynine_desktop.ui import settings_store as ss
from twentynine_desktop.ui.settings_store import (
    SETTINGS_VERSION,
    TABLE_SPECS,
    UPGRADES,
    Settings,
    SettingsStore,
    TableSettings,
)

from settings_support import entries, write


def test_missing_file_gives_defaults_quietly_and_writes_nothing(path):
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.notices == []
    assert not path.exists()


def test_every_declared_setting_is_written(path):
    SettingsStore(path).save(Settings())
    text = path.read_text(encoding="utf-8")
    assert f"version={SETTINGS_VERSION}" in text
    for spec in RULE_SPECS:  # every rule of the engine, not a hand-made list
        assert f"\n{spec.key}=" in text.split("[rules]")[1].split("[table]")[0], spec.key
    for spec in TABLE_SPECS:
        assert f"\n{spec.key}=" in text.split("[table]")[1], spec.key


def test_every_value_of_every_setting_round_trips(path):
    specs = list(RULE_SPECS) + list(TABLE_SPECS)
    longest = max(len(s.values()) for s in specs if s.kind != "text")
    for i in range(longest):
        rules = Rules({s.key: s.values()[i % len(s.values())] for s in RULE_SPECS})
        table = TableSettings({s.key: s.values()[i % len(s.values())]
                               for s in TABLE_SPECS if s.kind != "text"})
        wanted = Settings(rules, table)
        SettingsStore(path).save(wanted)
        store = SettingsStore(path)
        assert store.load() == wanted, i
        assert store.notices == []


@pytest.mark.parametrize("name", ["Ann, Bob", 'Ravi "the Ace"', "Śrī Dāsa", "back\\slash", "a=b;c#d"])
def test_player_name_round_trips(path, name):
    SettingsStore(path).save(Settings().replace(player_name=name))
    store = SettingsStore(path)
    assert store.load().table.player_name == name
    assert store.notices == []


GOOD_AND_BAD = """\
[General]
version=1

[rules]
min_bid=99
auction=duel
last_trick_point=maybe
direction=sideways
match_to=abc
seventh_card=true
single_hand_value=4
doubling=with_set, off

[table]
level_E=hard
level_W=genius
card_back=green
player_name=Meera
animation_speed=
"""


def test_wrong_values_fall_back_one_by_one_and_keep_the_good(path):
    write(path, GOOD_AND_BAD)
    store = SettingsStore(path)
    s = store.load()
    assert s.rules == Rules(auction="duel", seventh_card=True)
    assert s.table == TableSettings(level_E="hard", player_name="Meera")
    notices = store.notices
    assert "Your setting for 'Lowest bid' was not valid (99); using the default 16." in notices
    assert ("Your setting for 'Direction of play' was not valid (sideways); "
            "using the default Clockwise (N, E, S, W).") in notices
    assert "Your setting for 'Card back' was not valid (green); using the default Blue." in notices
    assert "Your setting for 'Card animations' was not valid (empty); using the default Normal." in notices
    bad = ["Lowest bid", "Point for the last trick", "Direction of play", "Match to",
           "Single hand value", "Doubling", "West (opponent)", "Card back", "Card animations"]
    assert len(notices) == len(bad) + 1
    assert notices[-1] == f"A copy of your settings file as it was is kept as {store.kept_copy}."
    assert store.kept_copy.read_text(encoding="utf-8") == GOOD_AND_BAD
    for label in bad:
        assert any(f"'{label}'" in n for n in notices), label


def test_notices_are_handed_out_once(path):
    write(path, GOOD_AND_BAD)
    store = SettingsStore(path)
    store.load()
    first = store.take_notices()
    assert len(first) == 10  # nine bad values, and where the file as it was is kept
    assert first[-1].startswith("A copy of your settings file as it was is kept as ")
    assert store.take_notices() == []
    # The repaired file was written back: the next start is quiet and keeps the good values.
    again = SettingsStore(path)
    assert again.load().rules == Rules(auction="duel", seventh_card=True)
    assert again.notices == []


def test_without_repair_the_bad_file_is_left_alone(path):
    write(path, GOOD_AND_BAD)
    SettingsStore(path, repair=False).load()
    assert path.read_text(encoding="utf-8") == GOOD_AND_BAD


def test_random_garbage_file(path):
    write(path, random.Random(29).randbytes(600))
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.notices and "damaged" in store.notices[0]


def test_garbage_inside_a_good_file_keeps_the_readable_entries(path):
    good = Settings(preset("pagat"), TableSettings(card_back="red"))
    SettingsStore(path).save(good)
    data = path.read_bytes()
    cut = data.index(b"min_bid=")
    write(path, data[:cut] + b"\x00\xff\xfe\x9c garbage \x01\x02\n" + data[cut:])
    store = SettingsStore(path)
    s = store.load()
    assert s == good  # the garbage line is skipped, every real entry survives
    assert any("damaged" in n for n in store.notices)


def test_truncated_file_keeps_what_came_before_the_cut(path):
    good = Settings(preset("bangladesh"), TableSettings(level_N="hard", card_back="red"))
    SettingsStore(path).save(good)
    data = path.read_bytes()
    cut = data.index(b"direction=counterclockwise") + len(b"direction=counter")
    write(path, data[:cut])
    store = SettingsStore(path)
    s = store.load()
    # before the cut (rules are stored alphabetically): auction, bangladesh_redeals kept
    assert s.rules.auction == "duel"
    assert s.rules.bangladesh_redeals is True
    # at the cut: the half-written value is reported and replaced by the default
    assert s.rules.direction == "clockwise"
    assert any("'Direction of play'" in n and "(counter)" in n for n in store.notices)
    # after the cut: defaults
    assert s.rules.pair == "standard"
    assert s.table == TableSettings()


def test_unknown_entries_are_reported_and_ignored(path):
    write(path, "[General]\nversion=1\n[rules]\nmin_bd=15\nmin_bid=17\n")
    store = SettingsStore(path)
    assert store.load().rules == Rules(min_bid=17)
    assert store.notices == [("Your settings file had entries this version does not know "
                              "(rules/min_bd); they were ignored."),
                             f"A copy of your settings file as it was is kept as {store.kept_copy}."]
    assert "min_bd=15" in store.kept_copy.read_text(encoding="utf-8")


def test_unreadable_path_is_not_a_crash(path):
    path.mkdir(parents=True)  # a folder where the file should be
    store = SettingsStore(path, repair=False)
    assert store.load() == Settings()
    assert store.notices and "could not be read" in store.notices[0]


def test_bad_and_newer_versions(path):
    write(path, "[General]\nversion=banana\n[rules]\nmin_bid=17\n")
    store = SettingsStore(path, repair=False)
    assert store.load().rules.min_bid == 17
    assert any("unknown version (banana)" in n for n in store.notices)

    write(path, "[General]\nversion=7\n[rules]\nmin_bid=18\nfuture_rule=1\n")
    store = SettingsStore(path, repair=False)
    assert store.load().rules.min_bid == 18
    assert len(store.notices) == 1 and "newer version" in store.notices[0]


def test_there_is_an_upgrade_step_from_every_older_version():
    assert set(UPGRADES) == set(range(SETTINGS_VERSION))


PROTOTYPE_FILE = """\
[General]
min_bid=15
anticlockwise=true
pair=lucknow
computer_level=hard
speed=fast
name=Ravi
back=red
"""


def test_upgrade_from_version_0(path):
    write(path, PROTOTYPE_FILE)
    store = SettingsStore(path)
    s = store.load()
    assert store.loaded_version == 0
    assert store.notices == []
    assert s.rules == Rules(min_bid=15, direction="counterclockwise", pair="lucknow")
    assert s.table == TableSettings(level_N="hard", level_E="hard", level_W="hard",
                                    animation_speed="fast", player_name="Ravi", card_back="red")
    # written back in the current layout
    text = path.read_text(encoding="utf-8")
    assert f"version={SETTINGS_VERSION}" in text and "anticlockwise" not in text
    again = SettingsStore(path)
    assert again.load() == s and again.loaded_version == SETTINGS_VERSION


def test_upgrade_step_reports_a_bad_old_value(path):
    write(path, "[General]\nanticlockwise=perhaps\nmin_bid=15\n")
    store = SettingsStore(path)
    s = store.load()
    assert s.rules == Rules(min_bid=15)
    assert any("'Direction of play'" in n and "(perhaps)" in n for n in store.notices)


def test_save_leaves_no_temporary_files(path):
    store = SettingsStore(path)
    for n in range(5):
        store.save(Settings(Rules(min_bid=14 + n)))
    assert entries(path) == ["settings.ini"]
    assert SettingsStore(path).load().rules.min_bid == 18


@pytest.mark.parametrize("where", ["fsync", "replace"])
def test_crash_during_write_keeps_the_old_file(path, monkeypatch, where):
    store = SettingsStore(path)
    store.save(Settings(preset("pagat")))
    before = path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(ss.os, where, boom)
    with pytest.raises(OSError):
        store.save(Settings(preset("gorakhpur")))
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert entries(path) == ["settings.ini"]
    assert SettingsStore(path).load().rules == preset("pagat")


def test_replace_is_what_publishes_the_new_file(path, monkeypatch):
    """The old file is untouched until os.replace moves the finished new file over it."""
    store = SettingsStore(path)
    store.save(Settings(preset("pagat")))
    before = path.read_bytes()
    seen = {}
    real_replace = os.replace

    def spy(src, dst):
        seen["old_at_replace"] = Path(dst).read_bytes()
        seen["new"] = Path(src).read_bytes()
        seen["same_folder"] = Path(src).parent == Path(dst).parent
        real_replace(src, dst)

    monkeypatch.setattr(ss.os, "replace", spy)
    store.save(Settings(preset("gorakhpur")))
    assert seen["old_at_replace"] == before
    assert seen["same_folder"]
    assert seen["new"] == path.read_bytes() and b"gorakhpur=true" in seen["new"]


def test_settings_fill_a_fresh_table_config():
    TableConfig = pytest.importorskip("twentynine_desktop.controller").TableConfig
    s = Settings(preset("bangladesh"), TableSettings(level_N="hard", level_W="easy",
                                                     animation_speed="off", player_name="Meera",
                                                     card_back="red"))
    cfg = s.apply_to_config(TableConfig(), seed=5)
    assert cfg.rules == preset("bangladesh")
    assert cfg.levels == {"N": "hard", "E": "normal", "W": "easy"}
    assert cfg.animation_speed == 0
    assert (cfg.player_name, cfg.card_back, cfg.seed) == ("Meera", "red", 5)
    assert Settings().replace(animation_speed="slow").apply_to_config(TableConfig()).animation_speed > \
        Settings().apply_to_config(TableConfig()).animation_speed


def test_apply_to_config_keeps_what_settings_do_not_decide():
    from twentynine_desktop.controller import TableConfig

    base = TableConfig(human_seat=None, computer_delay_ms=0, seed=3,
                       levels={"N": "easy", "E": "easy", "S": "hard", "W": "easy"})
    s = Settings(preset("pagat"), TableSettings(level_E="hard", card_back="red"))
    cfg = s.apply_to_config(base)
    assert cfg is not base and base.rules == Rules()
    assert cfg.rules == preset("pagat") and cfg.card_back == "red" and cfg.seed is None
    assert cfg.levels == {"N": "normal", "E": "hard", "W": "normal"}
    assert (cfg.human_seat, cfg.computer_delay_ms) == (None, 0)

    looks = Settings(preset("gorakhpur"), TableSettings(animation_speed="off", player_name="Ann"))
    looks.apply_looks(cfg)
    assert (cfg.animation_speed, cfg.player_name, cfg.card_back) == (0.0, "Ann", "blue")
    assert cfg.rules == preset("pagat")  # rules wait for the next match


def test_qt_typed_values_written_by_hand_are_not_a_crash(path):
    write(path, "[General]\nversion=1\n[rules]\nmin_bid=17\nauction=@ByteArray(duel)\n"
                "pair=@Rect(1 2 3 4)\nmatch_to=@Invalid()\n[table]\ncard_back=@Size(1 2)\n"
                "level_N=hard\n")
    store = SettingsStore(path)
    s = store.load()
    assert s.rules == Rules(min_bid=17)
    assert s.table == TableSettings(level_N="hard")
    assert len(store.notices) == 5
    assert store.notices[-1].startswith("A copy of your settings file as it was is kept as ")
