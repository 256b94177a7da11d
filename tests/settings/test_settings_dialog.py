"""The settings dialog: a control for every house rule and option, presets, OK, defaults."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QSpinBox,
)

from twentynine_desktop.engine.rules import (
    GROUPS,
    PRESET_NAMES,
    PRESETS,
    RULE_SPECS,
    Rules,
    preset,
)
from twentynine_desktop.ui import settings_dialog as sd
from twentynine_desktop.ui.settings_dialog import SettingsDialog
from twentynine_desktop.ui.settings_store import TABLE_SPECS, Settings, SettingsStore, TableSettings


@pytest.fixture
def dialog(qtbot):
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    return d


def choose(widget, value):
    """Set a control the way a person would pick the option, through the widget's API."""
    if isinstance(widget, QCheckBox):
        if widget.isChecked() != value:
            widget.click()
    elif isinstance(widget, QComboBox):
        index = widget.findData(value)
        assert index >= 0, (widget.objectName(), value)
        widget.setCurrentIndex(index)
    elif isinstance(widget, QSpinBox):
        widget.setValue(value)
    else:
        raise AssertionError(type(widget))


def test_a_control_for_every_rule_and_every_option(dialog):
    assert set(dialog.rule_controls) == {s.key for s in RULE_SPECS}
    for spec in RULE_SPECS:
        w = dialog.rule_controls[spec.key]
        if spec.kind == "bool":
            assert isinstance(w, QCheckBox)
        elif spec.kind == "choice" or spec.options:
            assert isinstance(w, QComboBox)
            assert w.count() == len(spec.values())
            if spec.kind == "choice":
                assert [w.itemText(i) for i in range(w.count())] == list(spec.option_labels)
        else:
            assert isinstance(w, QSpinBox)
            assert (w.minimum(), w.maximum()) == (spec.low, spec.high)
        for value in spec.values():
            choose(w, value)
            assert dialog.rules()[spec.key] == value, (spec.key, value)
        choose(w, spec.default)
    assert dialog.rules() == Rules()


def test_rules_are_grouped_by_their_group(dialog):
    play_groups = [g for g in GROUPS if any(s.group == g and not s.table_setting for s in RULE_SPECS)]
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs == play_groups + ["Display"]  # the last tab: language, colours, sizes
    for spec in RULE_SPECS:
        w = dialog.rule_controls[spec.key]
        if spec.table_setting:
            box = w.parent()
            assert isinstance(box, QGroupBox)
            assert box.title() in ("Computer players", "Table")
            if spec.group == "Computer players":
                assert box.title() == "Computer players"
        else:
            assert dialog.group_pages[spec.group].isAncestorOf(w), spec.key


def test_each_rule_shows_its_summary_and_has_a_tooltip(dialog):
    for spec in RULE_SPECS:
        w = dialog.rule_controls[spec.key]
        assert spec.summary in w.toolTip()
        if spec.kind != "bool" or not spec.table_setting:
            label = dialog.findChild(QLabel, f"summary_{spec.key}")
            assert label is not None and label.text() == spec.summary, spec.key
    # options are listed in the tooltip
    assert "First void player must ask" in dialog.rule_controls["reveal"].toolTip()
    assert "From 14 to 20" in dialog.rule_controls["min_bid"].toolTip()


def test_tooltip_uses_the_rules_help_section(monkeypatch, tmp_path, qtbot):
    help_dir = tmp_path / "help"
    help_dir.mkdir()
    (help_dir / "rules.md").write_text(
        "# Rules\n\n## Lowest bid (`min_bid`)\n\nThe **lowest** bid. Pagat plays 15.\n\n"
        "## Seventh-card trump\n\nThe seventh card decides.\n\n## Other\n\nnothing\n",
        encoding="utf-8")
    import twentynine_desktop.resources as res

    monkeypatch.setattr(res, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    sd._help_sections.cache_clear()
    try:
        assert sd.rule_help("min_bid") == "The lowest bid. Pagat plays 15."
        assert sd.rule_help("seventh_card") == "The seventh card decides."  # by label
        assert sd.rule_help("match_to") is None
        d = SettingsDialog()
        qtbot.addWidget(d)
        assert "Pagat plays 15" in d.rule_controls["min_bid"].toolTip()
        assert "Pagat plays 15" not in d.rule_controls["match_to"].toolTip()
    finally:
        sd._help_sections.cache_clear()


def test_choosing_options_and_ok_gives_exactly_those_rules(dialog, qtbot):
    wanted = Rules(direction="counterclockwise", min_bid=18, last_trick_point=True,
                   asker_must_trump=False, single_hand_value=6, double_window_seconds=12,
                   computer_doubles=True, pair="lucknow")
    for key, value in wanted.changed().items():
        choose(dialog.rule_controls[key], value)
    choose(dialog.table_controls["level_W"], "hard")
    choose(dialog.table_controls["card_back"], "red")
    dialog.table_controls["player_name"].setText("  Meera  ")
    ok = dialog.buttons.button(QDialogButtonBox.Ok)
    with qtbot.waitSignal(dialog.sig_settings_changed) as blocker:
        qtbot.mouseClick(ok, Qt.LeftButton)
    assert dialog.result() == QDialog.Accepted
    result = blocker.args[0]
    assert result.rules == wanted
    assert result.table == TableSettings(level_W="hard", card_back="red", player_name="Meera")


def test_empty_name_keeps_the_old_one(qtbot):
    d = SettingsDialog(Settings().replace(player_name="Ravi"))
    qtbot.addWidget(d)
    d.table_controls["player_name"].setText("   ")
    assert d.settings().table.player_name == "Ravi"


@pytest.mark.parametrize("name", list(PRESETS))
def test_each_preset_round_trips(dialog, qtbot, name):
    other = "pagat" if name != "pagat" else "bangladesh"
    qtbot.mouseClick(dialog.preset_buttons[other], Qt.LeftButton)
    assert dialog.rules() == preset(other)
    qtbot.mouseClick(dialog.preset_buttons[name], Qt.LeftButton)
    assert dialog.rules() == preset(name)
    assert dialog.preset_label.text() == f"Preset: {PRESET_NAMES[name]}"
    assert [k for k, b in dialog.preset_buttons.items() if b.isChecked()] == [name]
    # change one rule of play -> Custom
    w = dialog.rule_controls["void_must_trump"]
    w.click()
    assert dialog.preset_label.text() == "Custom"
    assert not any(b.isChecked() for b in dialog.preset_buttons.values())
    w.click()
    assert dialog.preset_label.text() == f"Preset: {PRESET_NAMES[name]}"


def test_a_preset_keeps_the_table_settings(dialog, qtbot):
    choose(dialog.rule_controls["computer_pair"], True)
    choose(dialog.rule_controls["double_window_seconds"], 20)
    choose(dialog.table_controls["level_N"], "easy")
    qtbot.mouseClick(dialog.preset_buttons["pagat"], Qt.LeftButton)
    assert dialog.rules() == preset("pagat").replace(computer_pair=True, double_window_seconds=20)
    assert dialog.preset_label.text() == "Preset: Pagat"  # table settings do not make it Custom
    assert dialog.table_settings().level_N == "easy"


def test_restore_defaults(qtbot):
    start = Settings(preset("bangladesh").replace(computer_doubles=True),
                     TableSettings(level_E="hard", animation_speed="off", player_name="Ann",
                                   card_back="red"))
    d = SettingsDialog(start)
    qtbot.addWidget(d)
    assert d.settings() == start  # the dialog opens on the given settings
    assert d.preset_label.text() == "Preset: Bangladesh"
    qtbot.mouseClick(d.restore_button, Qt.LeftButton)
    assert d.settings() == Settings()
    assert d.preset_label.text() == "Preset: Standard"


def test_table_settings_controls(dialog):
    assert set(dialog.table_controls) == {s.key for s in TABLE_SPECS}
    for spec in TABLE_SPECS:
        if spec.kind == "choice":
            for value in spec.values():
                choose(dialog.table_controls[spec.key], value)
                assert dialog.table_settings()[spec.key] == value


def test_next_match_note_and_size(dialog):
    note = dialog.findChild(QLabel, "next_match_note")
    assert note is not None and "next match" in note.text()
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640
    assert dialog.width() <= 1024 and dialog.height() <= 640


def test_edit_saves_to_the_store(tmp_path, qtbot):
    store = SettingsStore(tmp_path / "s.ini")
    store.load()

    def press_ok():
        d = QApplication.activeModalWidget()
        assert isinstance(d, SettingsDialog)
        d.apply_preset("gorakhpur")
        d.accept()

    QTimer.singleShot(0, press_ok)
    result = SettingsDialog.edit(store)
    assert result is not None and result.rules == preset("gorakhpur")
    assert SettingsStore(tmp_path / "s.ini").load().rules == preset("gorakhpur")
    assert store.settings == result


def test_edit_cancel_changes_nothing(tmp_path, qtbot):
    store = SettingsStore(tmp_path / "s.ini")
    store.load()

    def press_cancel():
        d = QApplication.activeModalWidget()
        d.apply_preset("pagat")
        d.reject()

    QTimer.singleShot(0, press_cancel)
    assert SettingsDialog.edit(store) is None
    assert not (tmp_path / "s.ini").exists()
    assert store.settings == Settings()


def test_the_real_help_text_reaches_every_tooltip(dialog):
    sd._help_sections.cache_clear()
    if not sd._help_sections():
        pytest.skip("resources/help/rules.md is not there")
    d = SettingsDialog()
    try:
        for spec in RULE_SPECS:
            text = sd.rule_help(spec.key)
            assert text, spec.key
            first_words = " ".join(text.split()[:4])
            assert first_words in " ".join(d.rule_controls[spec.key].toolTip().split()), spec.key
    finally:
        d.deleteLater()


def test_notices_are_shown_in_a_message_box(qtbot, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    path = tmp_path / "s.ini"
    path.write_text("[General]\nversion=1\n[rules]\nmin_bid=99\n", encoding="utf-8")
    store = SettingsStore(path)
    store.load()
    seen = {}

    def read_and_close():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen["text"] = box.informativeText()
        box.accept()

    QTimer.singleShot(0, read_and_close)
    sd.show_settings_notices(None, store.take_notices())
    assert seen["text"] == ("Your setting for 'Lowest bid' was not valid (99); using the default 16."
                            "\n\nA copy of your settings file as it was is kept as "
                            f"{store.kept_copy}.")
    assert store.take_notices() == []
