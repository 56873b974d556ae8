"""docs/RULES.md is the rules as implemented: every preset, every switch and value, the table right."""

from __future__ import annotations

import re
from pathlib import Path

from uno_access.engine.rules import CHOICES, HOUSE_RULES, PRESETS, SWITCHES

DOC = (Path(__file__).resolve().parent.parent / "docs" / "RULES.md").read_text(encoding="utf-8")


def _table() -> dict[str, dict[str, str]]:
    """The presets table: preset -> switch -> value as written (a row may name several switches)."""
    rows = [line for line in DOC.splitlines() if line.startswith("| ")]
    header = [cell.strip(" `") for cell in rows[0].strip("|").split("|")]
    assert header[0] == "switch"
    table: dict[str, dict[str, str]] = {preset: {} for preset in header[1:]}
    for row in rows[1:]:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        if set(cells[0]) <= {"-"}:
            continue
        for name in re.findall(r"`(\w+)`", cells[0]):
            for preset, value in zip(header[1:], cells[1:]):
                table[preset][name] = value
    return table


def test_every_preset_is_a_column_and_every_switch_a_row_with_the_engine_s_values():
    table = _table()
    assert list(table) == list(PRESETS)
    for preset, values in PRESETS.items():
        assert set(table[preset]) == set(SWITCHES), preset
        for name, value in values.items():
            assert table[preset][name] == str(value), (preset, name)


def test_every_switch_has_its_section_and_every_value_is_named():
    for name in SWITCHES:
        assert f"`{name}`" in DOC, name
        for choice in CHOICES[name]:
            if "-" in choice and choice[0].isdigit():
                low, high = choice.split("-")
                assert f"from {low} to {high}" in DOC, (name, choice)
            elif choice == "seat:N":
                assert "`seat:N`" in DOC
            else:
                assert f"`{choice}`" in DOC, (name, choice)


def test_the_house_rules_are_listed_as_house_rules():
    house = DOC.split("### House rules", 1)[1].split("\n## ", 1)[0]
    for name in HOUSE_RULES:
        if name in ("forced_play", "uno_call"):  # each has its own section above, marked as a house rule
            section = DOC.split(f"### `{name}`", 1)[1].split("\n### ", 1)[0]
            assert "house rule" in section.split("\n", 1)[0] or "house rule" in section, name
        else:
            assert f"- `{name}`" in house, name


def test_the_doc_cites_nothing_outside_the_repository():
    assert "shared/" not in DOC and "seeds" not in DOC and "http" not in DOC
