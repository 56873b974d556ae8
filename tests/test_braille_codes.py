"""The UNO Braille corner codes as cells (deck and UEB forms) and the localized card names."""

from __future__ import annotations

import pytest

import braille
from braille import louis
from tests.conftest import require_path, require_tool
from uno_access.engine.cards import ALL_CARDS, Card
from uno_access.engine.errors import InvalidCardCode
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.braille_codes import (
    LIBLOUIS_TABLES,
    UEB_TABLE,
    card_from_brf,
    card_from_cells,
    code_cells,
    liblouis_table,
)
from uno_access.narration.cardnames import card_name, card_name_args, color_name


def test_deck_form_examples_from_the_issue():
    assert code_cells("b3x") == braille.cells("12", "14", "1346") == "⠃⠉⠭"
    assert code_cells("wld") == "⠺⠇⠙"
    assert code_cells("dr4") == "⠙⠗⠙"
    assert code_cells("r0x") == "⠗⠚⠭"
    assert code_cells("bd2") == "⠃⠙⠃"


def test_deck_form_has_no_signs_and_ueb_form_has_number_signs():
    for card in ALL_CARDS:
        deck = code_cells(card, "deck")
        assert braille.NUMBER_SIGN not in deck and braille.LETTER_SIGN not in deck
        assert len(deck) == 3
        ueb = code_cells(card, "ueb")
        assert (braille.NUMBER_SIGN in ueb) == any(c.isdigit() for c in card.code)
        assert ueb.replace(braille.NUMBER_SIGN, "") == deck
    assert code_cells("b3x", "ueb") == "⠃⠼⠉⠭"


@pytest.mark.parametrize("form", ["deck", "ueb"])
def test_54_codes_give_54_distinct_cell_strings(form):
    strings = {code_cells(card, form) for card in ALL_CARDS}
    assert len(ALL_CARDS) == 54
    assert len(strings) == 54


@pytest.mark.parametrize("form", ["deck", "ueb"])
def test_cells_and_brf_read_back_to_the_card(form):
    for card in ALL_CARDS:
        cells = code_cells(card, form)
        assert card_from_cells(cells, form) is card
        assert card_from_brf(braille.unicode_to_brf(cells), form) is card
        assert card_from_brf(braille.unicode_to_brf(cells).lower(), form) is card
    with pytest.raises(InvalidCardCode):
        card_from_cells("⠁⠁⠁")
    with pytest.raises(ValueError):
        code_cells("b3x", "grade2")


def test_ueb_form_equals_liblouis_english_grade_1_for_every_code():
    require_tool("lou_translate", "liblouis-bin")
    require_path(f"/usr/share/liblouis/tables/{UEB_TABLE}", "liblouis-data")
    codes = [card.code for card in ALL_CARDS]
    expected = louis.translate(codes, UEB_TABLE)
    assert [code_cells(code, "ueb") for code in codes] == expected
    # and the ASCII form agrees with lou_translate's own text output
    import subprocess

    done = subprocess.run(["lou_translate", "--forward", f"en-us-brf.dis,{UEB_TABLE}"],
                          input="\n".join(codes) + "\n", capture_output=True, text=True, check=True)
    assert done.stdout.split() == [braille.unicode_to_brf(code_cells(c, "ueb")) for c in codes]


def test_every_language_has_its_liblouis_table_installed():
    require_tool("lou_translate", "liblouis-bin")
    assert set(LIBLOUIS_TABLES) == set(LANGUAGES)
    for lang, tables in LIBLOUIS_TABLES.items():
        if liblouis_table(lang) is None:
            require_path(f"/usr/share/liblouis/tables/{tables[0]}", "liblouis-data")
        assert liblouis_table(lang) in tables


def test_card_name_args():
    assert card_name_args(Card.from_code("r7x")) == {"kind": "number", "color": "red", "number": 7}
    assert card_name_args("bsk") == {"kind": "skip", "color": "blue", "number": "none"}
    assert card_name_args("dr4") == {"kind": "wild_draw_four", "color": "none", "number": "none"}


def test_english_names():
    loc = Localizer("en")
    assert card_name(loc, "r7x") == "red 7"
    assert card_name(loc, "bsk") == "blue Skip"
    assert card_name(loc, "grv") == "green Reverse"
    assert card_name(loc, "yd2") == "yellow Draw Two"
    assert card_name(loc, "wld") == "Wild"
    assert card_name(loc, "dr4") == "Wild Draw Four"
    assert loc.format("card-name", **card_name_args("b0x"), case="nom") == "blue 0"


@pytest.mark.parametrize("lang,code,name", [
    ("it", "r7x", "sette rosso"), ("it", "bsk", "Salta turno blu"), ("it", "grv", "Cambio giro verde"),
    ("it", "yd2", "Pesca due giallo"), ("it", "wld", "Jolly"), ("it", "dr4", "Jolly pesca quattro"),
    ("pt", "bsk", "Pular azul"), ("pt", "grv", "Inverter verde"), ("pt", "yd2", "Compre Duas amarelo"),
    ("pt", "wld", "Coringa"), ("pt", "dr4", "Coringa Compre Quatro"),
    ("pl", "r7x", "czerwona siódemka"), ("pl", "r0x", "czerwone zero"), ("pl", "bsk", "niebieski Stop"),
    ("pl", "grv", "zielona Zmiana kierunku"), ("pl", "wld", "Zmiana koloru"),
    ("pl", "dr4", "Zmiana koloru – Weź cztery"),
    ("hr", "r7x", "crvena sedmica"), ("hr", "bsk", "plava karta Preskoči"), ("hr", "grv", "zelena karta Obrni"),
    ("ro", "b3x", "3 albastru"), ("ro", "bsk", "Stop albastru"), ("ro", "dr4", "Joker +4"),
])
def test_localized_names(lang, code, name):
    assert card_name(Localizer(lang), code) == name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_names_all_54_cards_distinctly_in_its_own_words(lang):
    loc = Localizer(lang)
    names = [card_name(loc, card) for card in ALL_CARDS]
    assert len(set(names)) == 54
    for name in names:
        assert name.strip() == name and name and "none" not in name and "{" not in name
    colours = [color_name(loc, c) for c in "rygb"]
    assert len(set(colours)) == 4
    assert color_name(loc, "red") == colours[0]
    if lang != "en":
        english = Localizer("en")
        assert sum(name == card_name(english, card) for name, card in zip(names, ALL_CARDS)) <= 2
