"""braille.text: letters and digits, plain (deck) form and UEB grade 1, checked against liblouis."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import braille
from braille import louis
from braille.cells import UnencodableCharacter
from tests.conftest import require_path, require_tool

LETTER_DOTS = {
    "a": "1", "b": "12", "c": "14", "d": "145", "e": "15", "f": "124", "g": "1245", "h": "125",
    "i": "24", "j": "245", "k": "13", "l": "123", "m": "134", "n": "1345", "o": "135",
    "p": "1234", "q": "12345", "r": "1235", "s": "234", "t": "2345", "u": "136", "v": "1236",
    "w": "2456", "x": "1346", "y": "13456", "z": "1356",
}


def test_letters_have_their_standard_dots():
    for letter, dots in LETTER_DOTS.items():
        assert braille.dot_string(braille.LETTERS[letter]) == dots
    assert len(set(braille.LETTERS.values())) == 26


def test_digits_are_the_upper_cell_letters_a_to_j():
    assert [braille.DIGITS[d] for d in "1234567890"] == [braille.LETTERS[c] for c in "abcdefghij"]
    assert braille.dot_string(braille.NUMBER_SIGN) == "3456"
    assert braille.dot_string(braille.LETTER_SIGN) == "56"
    assert braille.dot_string(braille.CAPITAL_SIGN) == "6"


def test_plain_form_has_no_signs():
    assert braille.encode_plain("b3x") == "⠃⠉⠭"
    assert braille.encode_plain("B3X") == "⠃⠉⠭"
    assert braille.encode_plain("wld") == "⠺⠇⠙"
    assert braille.encode_plain("dr4") == "⠙⠗⠙"
    assert braille.encode_plain("a 1") == "⠁⠀⠁"


def test_ueb_form_examples():
    assert braille.encode_ueb("b3x") == "⠃⠼⠉⠭"
    assert braille.encode_ueb("3a") == "⠼⠉⠰⠁"
    assert braille.encode_ueb("10 b") == "⠼⠁⠚⠀⠃"
    assert braille.encode_ueb("Ab") == "⠠⠁⠃"
    assert braille.number_cells(12) == "⠼⠁⠃"
    assert braille.count_cells(2) == "⠐⠦⠼⠃"
    with pytest.raises(ValueError):
        braille.number_cells(-1)


@pytest.mark.parametrize("encode", [braille.encode_plain, braille.encode_ueb])
@pytest.mark.parametrize("bad", ["b-3", "é", "x\n", "+"])
def test_unencodable_characters_raise_with_position(encode, bad):
    with pytest.raises(UnencodableCharacter) as err:
        encode(bad)
    assert bad[err.value.position] == err.value.char
    assert isinstance(err.value, ValueError)


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 ", max_size=30))
def test_ueb_decodes_back(text):
    assert braille.decode_ueb(braille.encode_ueb(text)) == text


def test_decode_ueb_reads_the_capitals_word_indicator():
    assert braille.decode_ueb("⠠⠠⠁⠃⠉⠀⠁") == "ABC a"
    assert braille.decode_ueb("⠼⠚⠠⠁") == "0A"


def test_decode_ueb_refuses_cells_it_does_not_know():
    with pytest.raises(UnencodableCharacter):
        braille.decode_ueb("⠁⠖")


def test_ueb_encoder_agrees_with_liblouis_on_random_letter_digit_strings():
    require_tool("lou_translate", "liblouis-bin")
    require_path("/usr/share/liblouis/tables/en-ueb-g1.ctb", "liblouis-data")
    rng = random.Random(2026)
    samples = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(rng.randint(1, 8)))
               for _ in range(300)]
    samples += ["b3x", "3a", "a0j", "12ab", "x1", "5k", "ab 12", "1 a"]
    expected = louis.translate(samples + ["×2", "×108"], "en-ueb-g1.ctb")
    for text, cells in zip(samples, expected):
        assert braille.encode_ueb(text) == cells, text
    assert expected[-2:] == [braille.count_cells(2), braille.count_cells(108)]
