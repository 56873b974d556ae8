"""Lists a player chooses from, and the settings read back, as native readers asked (issue 15, r3/r4).

Every "not a valid value" line (argparse's, a rule's, a setting's, a braille command's option) ends
with its choices joined by the language's "or" and a full stop; a list of what exists ("The
presets are: ...") keeps "and"; the settings read-out is "name: value" entries separated by
semicolons with no final "and"; the confirmation of a changed setting names its unit.
"""

from __future__ import annotations

import pytest
from conftest import run_cli

from uno_access.console import setting_words
from uno_access.engine import InvalidRule
from uno_access.engine.rules import parse_house
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.rules_text import rule_error_line
from uno_access.storage.settings import SETTING_NAMES, SettingError, Settings

#: each language's word for a choice between the last two items, and for a list of what exists
OR = {"en": ", or", "it": " o", "pt": " ou", "pl": " albo", "hr": " ili", "ro": " sau"}
AND = {"en": ", and", "it": " e", "pt": " e", "pl": " i", "hr": " i", "ro": " și"}
#: a delay of 2.5 seconds and a rate of 200 words a minute, as each language says them
SECONDS = {"en": "2.5 seconds", "it": "2,5 secondi", "pt": "2,5 segundos", "pl": "2,5 sekundy",
           "hr": "2,5 sekunde", "ro": "2,5 secunde"}
RATE = {"en": "200 words per minute", "it": "200 parole al minuto", "pt": "200 palavras por minuto",
        "pl": "200 słów na minutę", "hr": "200 riječi u minuti", "ro": "200 de cuvinte pe minut"}


@pytest.fixture(autouse=True)
def _no_saved_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("UNO_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("UNO_ACCESS_DATA_DIR", str(tmp_path / "data"))


def _rule_error(loc: Localizer, house: str) -> str:
    with pytest.raises(InvalidRule) as caught:
        parse_house(house)
    return rule_error_line(caught.value, loc)


def _setting_error(loc: Localizer, key: str, value: str) -> str:
    with pytest.raises(SettingError) as caught:
        Settings().set(key, value)
    return setting_words.error_text(loc, caught.value)


def _cli_error(lang: str, argv: list[str], capsys) -> str:
    code, out, err = run_cli([*argv, "--lang", lang], capsys)
    assert code == 2 and out == "" and err.count("\n") == 1, err
    return err.rstrip("\n")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_not_a_valid_value_line_ends_with_or_and_a_full_stop(lang, capsys):
    loc = Localizer(lang)
    speech = setting_words.value_word(loc, "speech", "none")
    lines = {
        "rule": (_rule_error(loc, "stacking=maybe"), "mixed"),
        "setting": (_setting_error(loc, "speech", "festival"), speech),
        "option": (_cli_error(lang, ["play", "--mode", "fancy"], capsys), "standard"),
        "command": (_cli_error(lang, ["frobnicate"], capsys), "join"),
        "braille option": (_cli_error(lang, ["labels", "--format", "doc"], capsys), "text"),
        "cards option": (_cli_error(lang, ["cards", "--format", "xml"], capsys), "json"),
    }
    for what, (line, last) in lines.items():
        before = OR[lang].lstrip(",") if what in ("option", "cards option") else OR[lang]  # two choices: no comma
        assert line.endswith(f"{before} {last}."), (what, line)
        assert not line.endswith(".."), (what, line)
        choices = line.rsplit(":", 1)[1]
        assert not any(mark in choices for mark in "'\"«»„”“"), (what, line)  # the choices are bare
    # the same pattern: the value is quoted as the language quotes it, the choices follow one
    # label ("Choose one of:", "Valori ammessi:" ...)
    label = lambda text: text.rsplit(":", 1)[0].rsplit(".", 1)[-1]  # noqa: E731
    assert len({label(line) for line, _last in lines.values()}) == 1, lines
    quoted = loc.format("cli-quoted", text="fancy")
    assert quoted in lines["option"][0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_list_of_what_exists_keeps_and(lang):
    loc = Localizer(lang)
    line = _rule_error(loc, "nosuchrule=on")
    assert line.endswith(f"{AND[lang]} no_wild_finish."), line
    with pytest.raises(InvalidRule) as caught:
        from uno_access.engine.rules import RuleSet

        RuleSet.preset("xx")
    assert rule_error_line(caught.value, loc).endswith(f"{AND[lang]} ro."), rule_error_line(caught.value, loc)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_settings_read_out_is_entries_separated_by_semicolons(lang):
    loc = Localizer(lang)
    items = setting_words.listed(loc, Settings().set("delay", 2.5).set("rate", 200))
    assert len(items) == len(SETTING_NAMES) and all(": " in item for item in items), items
    line = loc.format("console-settings", settings=loc.join(items, style="items"))
    assert line.count("; ") == len(SETTING_NAMES) - 1, line
    assert line.endswith(f"; {items[-1]}."), line  # no final "and" before the last entry
    assert AND[lang] + " " not in line.replace(items[-1], ""), line
    assert SECONDS[lang] in line and RATE[lang] in line, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_changed_setting_names_its_unit(lang):
    loc = Localizer(lang)
    for key, value, said in (("delay", 2.5, SECONDS[lang]), ("rate", 200, RATE[lang])):
        line = loc.format("console-setting-changed", **setting_words.item_args(loc, key, value), later="no")
        assert line.endswith(f"{said}."), line
    # a shown decimal takes the plural (Brazilian Portuguese keeps the singular below 2)
    one = loc.format("console-setting-changed", **setting_words.item_args(loc, "pace", 1.0), later="no")
    # (Polish drops a whole number's ",0": "1 sekunda"; Croatian takes the genitive singular after a decimal)
    said = {"en": "1.0 seconds", "it": "1,0 secondi", "pt": "1,0 segundo", "pl": "1 sekunda", "hr": "1,0 sekunde",
            "ro": "1,0 secunde"}[lang]
    assert one.endswith(f"{said}."), one


def test_the_english_lines_read_as_the_reviewers_asked(capsys):
    loc = Localizer("en")
    assert _rule_error(loc, "stacking=maybe") == \
        '"maybe" is not a valid value for stacking. Choose one of: off, same, or mixed.'
    assert _cli_error("en", ["labels", "--format", "doc"], capsys) == \
        'uno-access labels: argument --format: "doc" is not a valid value. Choose one of: brf, svg, pdf, or text.'
    assert loc.format("console-setting-changed", **setting_words.item_args(loc, "delay", 2.5), later="no") == \
        "The delay setting is now 2.5 seconds."
    assert loc.join(["a: 1", "b: 2", "c: 3"], style="items") == "a: 1; b: 2; c: 3"
    assert loc.join([], style="items") == "" and loc.join(["a: 1"], style="items") == "a: 1"
