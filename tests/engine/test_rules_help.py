"""The in-app rules text names every house rule and every preset's rule."""

from __future__ import annotations

import re

from twentynine_desktop.engine.rules import RULE_SPECS

from t29_support import ROOT

HELP = ROOT / "resources" / "help" / "rules.md"


def text() -> str:
    return HELP.read_text(encoding="utf-8")


def test_every_rule_is_explained_under_its_settings_label():
    """One short section per house rule, headed by the rule's name as the settings
    dialog shows it; no internal key (``direction``, ``last_trick_point``) in sight
    (issue 17, item 16)."""
    t = text()
    sections = re.split(r"^### ", t, flags=re.M)
    for spec in RULE_SPECS:
        own = [s for s in sections if s.splitlines()[0].rstrip() == spec.label]
        assert len(own) == 1, spec.key
        assert len(own[0].split()) > 15, spec.key
        assert f"`{spec.key}`" not in t and f"({spec.key})" not in t, spec.key
        if "_" in spec.key:
            assert spec.key not in t, spec.key


def test_a_section_on_the_controls():
    t = text()
    assert "\n## Controls\n" in t
    controls = " ".join(t.split("\n## Controls\n", 1)[1].split("\n## ", 1)[0].split())
    for words in ("Drag a card", "double-click", "action bar", "sixes", "name plates", "Enter", "Esc",
                  "Last trick", "own cards face down"):
        assert words in controls, words
    assert "red six counts the game points won, the black six the game points lost" in " ".join(t.split())


def test_required_chapters():
    t = text()
    for heading in ("## The cards and their points", "## The deal", "## The auction", "## The trump",
                    "## Doubling", "## The play", "## The pair", "## Scoring", "## The match",
                    "## House rules", "## Decisions this table takes where the books are silent"):
        assert heading in t, heading
    assert "Jack, 9, Ace, 10, King, Queen, 8, 7" in t
