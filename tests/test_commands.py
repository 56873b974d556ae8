"""The command parser: cards by position, code and name, colours, commands, errors, completion."""

from __future__ import annotations

from dataclasses import replace

import pytest

from uno_access.commands import COMMANDS, Command, CommandParser, Context, ParseError, normalize
from uno_access.engine import Card
from uno_access.i18n import Localizer

C = Card.from_code
HAND = [C("r3x"), C("r5x"), C("rsk"), C("y7x"), C("b2x"), C("wld"), C("dr4")]
CTX = Context(hand=HAND, seat_names=["you", "Ben", "Cleo", "Dario"], viewer=0, playable=[C("r5x"), C("wld")])


@pytest.fixture(scope="module")
def parser():
    return CommandParser(Localizer("en"))


@pytest.mark.parametrize(
    "text, card, color, uno, by",
    [
        ("3", "rsk", None, False, "position"),
        ("play 1", "r3x", None, False, "position"),
        ("r5x", "r5x", None, False, "code"),
        ("PLAY R5X", "r5x", None, False, "code"),
        ("wld r", "wld", "r", False, "code"),
        ("dr4 g", "dr4", "g", False, "code"),
        ("play dr4 green", "dr4", "g", False, "code"),
        ("red 3", "r3x", None, False, "name"),
        ("red skip uno", "rsk", None, True, "name"),
        ("wild draw four blue", "dr4", "b", False, "name"),
        ("Wild, yellow!", "wld", "y", False, "name"),
        ("6 b", "wld", "b", False, "position"),
        ("p 2 uno", "r5x", None, True, "position"),
    ],
)
def test_cards(parser, text, card, color, uno, by):
    assert parser.parse(text, CTX) == Command("play", card=C(card), color=color, uno=uno, card_by=by)


@pytest.mark.parametrize(
    "text, name",
    [("draw", "draw"), ("d", "draw"), ("pass", "pass"), ("keep", "pass"), ("uno", "uno"),
     ("challenge", "challenge"), ("accept", "accept"), ("h", "hand"), ("hand", "hand"), ("t", "top"),
     ("w", "turn"), ("c", "counts"), ("s", "scores"), ("a", "repeat"), ("l", "history"), ("?", "help"),
     ("help", "help"), ("q", "quit"), ("quit", "quit"), ("rules", "rules"), ("settings", "settings"),
     ("yes", "yes"), ("no", "no"), ("", "empty"), ("   ", "empty")],
)
def test_command_words(parser, text, name):
    result = parser.parse(text, CTX)
    assert isinstance(result, Command) and result.name == name


def test_colours_alone_and_after_the_command(parser):
    for text, color in (("r", "r"), ("yellow", "y"), ("color g", "g"), ("color blue", "b")):
        assert parser.parse(text, CTX) == Command("color", color=color)


def test_every_command_has_words_and_shortcuts_do_not_clash_with_colours(parser):
    for name in COMMANDS:
        assert name in parser.command_words.values(), name
    assert not set(parser.command_words) & set(parser.color_words)


def test_targets_and_history(parser):
    assert parser.parse("catch", CTX) == Command("catch")
    assert parser.parse("catch ben", CTX) == Command("catch", target=1)
    assert parser.parse("swap 3", CTX) == Command("swap", target=2)
    assert parser.parse("swap cl", CTX) == Command("swap", target=2)
    assert parser.parse("history 5", CTX) == Command("history", number=5)
    assert parser.parse("set rate 200", CTX) == Command("set", words=("rate", "200"))
    assert parser.parse("set pace 0.5", CTX) == Command("set", words=("pace", "0.5"))
    assert parser.parse("SET voice en-GB", CTX) == Command("set", words=("voice", "en-GB"))


@pytest.mark.parametrize(
    "text, msg_id",
    [("9", "cmd-bad-position"), ("0", "cmd-bad-position"), ("play", "cmd-play-which"),
     ("play banana", "cmd-not-a-card"), ("banana", "cmd-unknown"), ("r3x purple", "cmd-bad-after-card"),
     ("catch zed", "cmd-bad-seat"), ("history x", "cmd-history-number"), ("draw 2", "cmd-no-arguments"),
     ("color", "cmd-color-which"), ("red", "cmd-which-card")],
)
def test_errors_are_messages(parser, text, msg_id):
    result = parser.parse(text, replace(CTX, color_wanted=False))
    assert isinstance(result, ParseError) and result.msg_id == msg_id, result


def test_play_alone_plays_the_card_just_drawn(parser):
    """"You drew a yellow 2: play it, or type pass" (review s34: "play" asked "Which card?")."""
    drawn = replace(CTX, drawn=C("y2x"), hand=[*HAND, C("y2x")])
    assert parser.parse("play", drawn) == Command("play", card=C("y2x"), card_by="drawn")
    assert parser.parse("play uno", drawn) == Command("play", card=C("y2x"), uno=True, card_by="drawn")
    wild = replace(CTX, drawn=C("wld"))
    assert parser.parse("play blue", wild) == Command("play", card=C("wld"), color="b", card_by="drawn")
    assert parser.parse("play blue uno", wild) == Command("play", card=C("wld"), color="b", uno=True, card_by="drawn")
    # a card named after play is that card, as at any time
    assert parser.parse("play 1", drawn) == Command("play", card=C("r3x"), card_by="position")
    it = CommandParser(Localizer("it"))
    assert it.parse("gioca", drawn) == Command("play", card=C("y2x"), card_by="drawn")


def test_a_colour_word_alone_is_a_colour_even_if_it_starts_card_names(parser):
    # "red" answers a colour question; when none is asked, it asks which red card is meant
    assert parser.parse("r", CTX) == Command("color", color="r")
    assert parser.parse("red", CTX) == Command("color", color="r")
    which = parser.parse("red", replace(CTX, color_wanted=False))
    assert isinstance(which, ParseError) and set(which.args["cards"]) == {C("r3x"), C("r5x"), C("rsk")}


def test_completion_offers_commands_and_cards(parser):
    assert "draw" in parser.completions("dr", CTX)
    assert "dr4" in parser.completions("dr", CTX)
    assert parser.completions("play red ", CTX)[:1] == ["play red 5"]  # playable first
    assert "wild" in parser.completions("wi", CTX)
    assert set(parser.completions("red", CTX)) >= {"red 3", "red 5", "red skip"}


def test_normalize():
    assert normalize("  Wild,   BLUE! ") == "wild blue"


@pytest.mark.parametrize("text", ["²", "play ٣", "history ²", "catch ³", "10000000000000000000000"])
def test_unusual_digits_are_answered(parser, text):
    result = parser.parse(text, CTX)
    assert isinstance(result, (Command, ParseError))


def test_a_colour_with_uno_answers_the_wild_question(parser):
    assert parser.parse("blue uno", CTX) == Command("color", color="b", uno=True)


@pytest.mark.parametrize("lang, text, code, color", [
    # the names the game says now
    ("hr", "igraj džokera plavu", "wld", "b"), ("hr", "džoker izvuci četiri zelena", "dr4", "g"),
    ("pl", "zagraj kartę Wybierz kolor żółty", "wld", "y"),
    # the older names and table talk (card-name.typed), still accepted as typed input
    ("hr", "Zamjenska karta plava", "wld", "b"), ("hr", "zamjensku kartu crvenu", "wld", "r"),
    ("hr", "Zamjenska + izvuci četiri zuta", "dr4", "y"), ("hr", "plus četiri plava", "dr4", "b"),
    ("hr", "crveni stop", "rsk", None), ("hr", "plava plus dva", "bd2", None),
    ("pl", "Wybierz kolor niebieski", "wld", "b"), ("pl", "zmiana koloru czerwony", "wld", "r"),
    ("pl", "wybierz kolor + weź cztery zielony", "dr4", "g"), ("pl", "plus cztery r", "dr4", "r"),
    ("pl", "czerwony stop", "rsk", None), ("pl", "zielona plus dwa", "gd2", None),
    ("it", "più quattro verde", "dr4", "g"), ("it", "+4 r", "dr4", "r"), ("it", "cambio colore rosso", "wld", "r"),
    ("it", "+2 rosso", "rd2", None), ("it", "piu due giallo", "yd2", None), ("it", "stop verde", "gsk", None),
    ("it", "inverti blu", "brv", None),
    ("pt", "+2 vermelho", "rd2", None), ("pt", "mais dois amarelo", "yd2", None), ("pt", "+4 verde", "dr4", "g"),
    ("pt", "mais quatro azul", "dr4", "b"), ("pt", "reverso verde", "grv", None), ("pt", "pula azul", "bsk", None),
])
def test_other_names_players_type(lang, text, code, color):
    result = CommandParser(Localizer(lang)).parse(text, Context())
    assert isinstance(result, Command), result
    assert (result.name, result.card.code, result.color) == ("play", code, color)

