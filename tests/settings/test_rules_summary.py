"""The rules-in-force summary."""

from PySide6.QtCore import Qt

from twentynine_desktop.engine.rules import PRESET_NAMES, PRESETS, SPECS, Rules, preset
from twentynine_desktop.ui.rules_summary import (
    RulesSummaryDialog,
    differences,
    rules_caption,
    summary_text,
)


def test_standard_table():
    assert differences(Rules()) == []
    assert rules_caption(Rules()) == "Rules: Standard"
    assert summary_text(Rules()) == ("Preset: Standard\nAll the standard rules.\nComputer players do not "
                                     "declare the pair (King and Queen of trumps) or double.")


def test_presets_list_only_their_changes():
    for name, values in PRESETS.items():
        r = preset(name)
        assert [k for k, _, _ in differences(r)] == [k for k in SPECS if k in values]
        assert rules_caption(r) == f"Rules: {PRESET_NAMES[name]}"
        assert summary_text(r).splitlines()[0] == f"Preset: {PRESET_NAMES[name]}"


def test_custom_rules():
    r = preset("pagat").replace(match_to=8, computer_pair=True)
    assert rules_caption(r) == "Rules: custom, 6 changes"  # the table setting is not counted
    text = summary_text(r)
    assert text.splitlines()[0] == "Custom rules"
    assert "  Lowest bid: 15" in text
    assert "  Revealing the trump: First void player must ask" in text
    assert "  Match to: 8" in text
    # what the computers may do, in a sentence of its own
    assert text.splitlines()[-1] == ("Computer players may declare the pair (King and Queen of trumps), "
                                     "but do not double.")
    assert "Direction" not in text  # unchanged rules are not listed


def test_dialog_lists_the_differences_and_offers_settings(qtbot):
    d = RulesSummaryDialog(preset("bangladesh"))
    qtbot.addWidget(d)
    assert d.summary.title.text() == "Preset: Bangladesh"
    body = d.summary.body.text()
    assert "Counter-clockwise (N, W, S, E)" in body and "Duel (holder may hold)" in body
    assert "Lowest bid" not in body
    with qtbot.waitSignal(d.sig_open_settings):
        qtbot.mouseClick(d.settings_button, Qt.LeftButton)
