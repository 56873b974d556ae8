"""Behaviour bugs the sixth round of native readers found (en-r6.md and the other r6 reviews)."""

from __future__ import annotations

import pytest

from uno_access.engine.rules import RuleSet
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.rules_text import find_section, rules_sections


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_zero_rule_does_not_speak_of_the_seven(lang: str) -> None:
    rules = RuleSet.preset("official", zero="rotate", seven="swap")
    sections = rules_sections(rules, Localizer(lang))
    zero = next(s for s in sections if s[0] == "zero")
    seven = next(s for s in sections if s[0] == "seven")
    assert not any("7" in line for line in zero[2]), zero[2]
    assert any("7" in line for line in seven[2]), seven[2]
