"""Every house rule has its help in Bengali, Hindi and Nepali too, found by the rule's
name as the settings dialog shows it in that language, and shown in its tooltip."""

from __future__ import annotations

import re

import pytest

from twentynine_desktop.engine.rules import RULE_SPECS
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui import settings_dialog as sd
from twentynine_desktop.ui.settings_dialog import SettingsDialog

LANGS = ("bn", "hi", "ne")
SCRIPT = {"bn": "\u0980-\u09ff", "hi": "\u0900-\u097f", "ne": "\u0900-\u097f"}


@pytest.fixture(autouse=True)
def english_after():
    sd._help_sections.cache_clear()
    yield
    i18n.set_language("en")
    sd._help_sections.cache_clear()


@pytest.mark.parametrize("lang", LANGS)
def test_every_house_rule_has_help_in_the_language(qtbot, lang):
    i18n.set_language(lang)
    english = {spec.key: sd.rule_help(spec.key) for spec in RULE_SPECS}
    for spec in RULE_SPECS:
        text = sd.rule_help(spec.key, lang)
        assert text, f"{lang}: no help for {spec.key} ({i18n.tr(spec.label)})"
        native = len(re.findall(f"[{SCRIPT[lang]}]", text))
        latin = len(re.findall("[A-Za-z]", text))
        assert native > 20 and latin < native / 5, (lang, spec.key, text)
        assert text != english[spec.key]


@pytest.mark.parametrize("lang", LANGS)
def test_every_house_rule_heading_is_a_rule_name(qtbot, lang):
    """A heading whose words drifted from the rule's translated name would be help that
    no tooltip finds: every section under the house rules chapter names a rule."""
    i18n.set_language(lang)
    names = {i18n.tr(spec.label).lower() for spec in RULE_SPECS}
    headings = [head for level, head, _ in sd._help_sections(lang) if level == 3]
    assert len(headings) == len(RULE_SPECS)
    assert [h for h in headings if h.lower() not in names] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_tooltip_carries_the_help_in_the_language(qtbot, lang):
    i18n.set_language(lang)
    d = SettingsDialog()
    qtbot.addWidget(d)
    for spec in RULE_SPECS:
        text = sd.rule_help(spec.key, lang)
        first_words = " ".join(text.split()[:4])
        tip = " ".join(d.rule_controls[spec.key].toolTip().split())
        assert first_words in tip, (lang, spec.key)
        assert sd.rule_help(spec.key) not in tip  # not the English help


def test_a_language_without_its_help_file_shows_no_long_help(qtbot, monkeypatch, tmp_path):
    import twentynine_desktop.resources as res

    (tmp_path / "help").mkdir()
    monkeypatch.setattr(res, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    i18n.set_language("bn")
    assert sd.rule_help("min_bid", "bn") is None
