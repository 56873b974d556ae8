"""What the Romanian review of round 2 found, kept from coming back.

"Nu ai cartea cu numărul 4" (the card showing a 4) for a hand position; "…: corect" after a
challenge on the Braille display where the +4 was legal; settings values that did not agree with
their names ("voce automat", "detaliere detaliată"); card numbers in words in one line and in
digits in the next; "Retur" for Reverse (now Inversare, the old names still typed).
"""

from __future__ import annotations

import pytest

from uno_access.commands import Command, CommandParser, Context, ParseError
from uno_access.console import setting_words
from uno_access.engine import Card, RuleSet, event_from_dict
from uno_access.engine.cards import ALL_CARDS
from uno_access.i18n import Localizer
from uno_access.narration.cardnames import card_noun
from uno_access.narration.presenter import Presenter
from uno_access.storage.settings import Settings

RO = Localizer("ro")
C = Card.from_code


def _say(event: dict, display: str = "text", verbosity: str = "normal") -> list[str]:
    p = Presenter(RO, 4, [0], RuleSet.preset("official").to_dict())
    notes = p.narrate(event_from_dict(event))
    if display == "braille":
        return [t for t in (n.braille() for n in notes) if t]
    return [t for t in (n.text(verbosity) for n in notes) if t]


def test_a_hand_position_is_not_called_a_card_number():
    parser = CommandParser(RO)
    got = parser.parse("joacă 4", Context(hand=[C("b4x"), C("r2x")], playable=[]))
    assert isinstance(got, ParseError)
    line = RO.format(got.msg_id, **got.args)
    assert line == "Nu există cartea 4 în mâna ta: ai doar două cărți."


def test_numbers_and_action_cards_take_the_same_form_in_a_sentence():
    for card in ALL_CARDS:
        nom, said = card_noun(RO, card).forms("nom"), card_noun(RO, card).forms("def")
        # the sentence form is the list form with its article: digits stay digits
        assert said.split(" ", 1)[1] == nom and said.split(" ", 1)[0] in ("un", "o"), (nom, said)
    assert card_noun(RO, "yrv").forms("def") == "o Inversare galbenă"
    assert card_noun(RO, "b7x").forms("def") == "un 7 albastru"


@pytest.mark.parametrize("typed, code", [
    ("inversare galbenă", "yrv"), ("inversare galben", "yrv"), ("retur galben", "yrv"),
    ("inversează galben", "yrv"), ("șapte roșu", "r7x"), ("sapte rosu", "r7x"), ("stop verde", "gsk"),
    ("plus doi roșu", "rd2"), ("plus patru", "dr4"), ("un 7 roșu", "r7x"),
])
def test_the_new_and_the_old_names_are_typed(typed, code):
    hand = [C(c) for c in ("r7x", "yrv", "gsk", "wld", "dr4", "rd2")]
    got = CommandParser(RO).parse(typed, Context(hand=hand, playable=hand))
    assert isinstance(got, Command) and got.card == C(code), (typed, got)


def test_a_legal_wild_draw_four_challenged_is_permis_on_the_braille_display():
    event = {"type": "challenge", "seat": 1, "target": 0, "legal": True}
    line = _say(event, "braille")
    assert line and line[0].endswith(": permis") and "corect" not in line[0], line


def test_settings_values_agree_with_their_names():
    settings = Settings(speech="none", verbosity="verbose", windows="auto", voice="", mute="")
    line = ", ".join(setting_words.listed(RO, settings))
    for phrase in ("voce: automată", "timp-reacție: automat", "mod: automat", "mesaje: detaliate", "mesaje-ascunse: niciunele",
                   "înălțime: 50", "vorbire: oprită"):
        assert phrase in line, (phrase, line)
    for wrong in ("detaliere", "silențios", "ton ", "voce automat,", "limbă automat,", "timp-reacție automate,",
                  "ascunde nimic"):
        assert wrong not in line + ",", (wrong, line)
    # what the list says can be typed back
    assert setting_words.parse_name(RO, "mesaje") == "verbosity"
    assert setting_words.parse_value(RO, "verbosity", "scurte") == "brief"
    assert setting_words.parse_value(RO, "hand_order", "jucabile-intai") == "playable"


def test_help_examples_use_the_romanian_setting_words():
    help_line = RO.format("console-help-other")
    assert "setează viteză 200" in help_line and "setează mesaje scurte" in help_line
    assert "rate" not in help_line and "verbosity" not in help_line
    assert "sound_volume" not in RO.format("play-opt-sounds")

