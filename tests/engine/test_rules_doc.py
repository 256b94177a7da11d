"""docs/RULES.md, the project's rules reference, lists exactly the house rules the engine
declares (``RULE_SPECS``), each with its default and the values it takes."""

from __future__ import annotations

import re

from twentynine_desktop.engine.rules import PRESET_NAMES, PRESETS, SPECS

from t29_support import ROOT

DOC = ROOT / "docs" / "RULES.md"


def written(value: object) -> str:
    """A value as the document writes it: JSON's true/false, plain words and numbers."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def house_rule_rows() -> list[list[str]]:
    """The cells of every row of the table of section 8 (header and rule line left out)."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("\n## 8. House rules\n", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        if not line.startswith("| `"):
            continue
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def test_every_rule_key_is_documented_once_and_no_other():
    keys = [re.fullmatch(r"`(\w+)`", row[0]).group(1) for row in house_rule_rows()]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    assert set(keys) == set(SPECS), (sorted(set(SPECS) - set(keys)), sorted(set(keys) - set(SPECS)))


def test_every_documented_default_is_the_engines():
    for row in house_rule_rows():
        spec = SPECS[row[0].strip("`")]
        assert row[1] == f"`{written(spec.default)}`", spec.key


def test_every_documented_rule_lists_the_values_it_takes():
    for row in house_rule_rows():
        spec = SPECS[row[0].strip("`")]
        if spec.kind == "int" and not spec.options:
            assert row[2] == f"`{spec.low}` to `{spec.high}`", spec.key
        else:
            listed = re.findall(r"`([^`]+)`", row[2])
            assert listed == [written(v) for v in spec.values()], spec.key
        assert len(row[3].split()) >= 5, spec.key


def test_every_preset_is_described_with_exactly_its_rules():
    text = DOC.read_text(encoding="utf-8")
    presets = text.split("\n### Presets\n", 1)[1].split("\n## ", 1)[0]
    bullets = {m.group(1): " ".join(m.group(2).split())
               for m in re.finditer(r"^- \*\*(.+?)\*\*: (.*?)(?=^- |^\n|\Z)", presets, re.M | re.S)}
    assert set(bullets) == set(PRESET_NAMES.values())
    for name, values in PRESETS.items():
        bullet = bullets[PRESET_NAMES[name]]
        named = {k for k in re.findall(r"`(\w+)`", bullet) if k in SPECS}
        assert named == set(values), name
        for key, value in values.items():
            assert re.search(rf"`{key}` `?{re.escape(written(value))}\b", bullet), (name, key)
