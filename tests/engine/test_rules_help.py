"""The in-app rules text names every house rule and every preset's rule."""

from __future__ import annotations

import re

from twentynine_desktop.engine.rules import RULE_SPECS

from t29_support import ROOT

HELP = ROOT / "resources" / "help" / "rules.md"


def text() -> str:
    return HELP.read_text(encoding="utf-8")


def test_every_rule_key_is_explained():
    t = text()
    sections = re.split(r"^### ", t, flags=re.M)
    for spec in RULE_SPECS:
        assert f"`{spec.key}`" in t or spec.label in t, spec.key
        # one short section per key, with some explanation under it
        own = [s for s in sections if s.splitlines()[0].rstrip().endswith(f"(`{spec.key}`)")]
        assert len(own) == 1, spec.key
        assert len(own[0].split()) > 15, spec.key


def test_required_chapters():
    t = text()
    for heading in ("## The cards and their points", "## The deal", "## The auction", "## The trump",
                    "## Doubling", "## The play", "## The pair", "## Scoring", "## The match",
                    "## House rules", "## Decisions this table takes where the books are silent"):
        assert heading in t, heading
    assert "Jack, 9, Ace, 10, King, Queen, 8, 7" in t
