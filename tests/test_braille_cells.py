"""braille.cells: dots <-> Unicode braille <-> North American ASCII Braille."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import braille
from braille.cells import BrailleError, InvalidDots, NotACell, UnencodableCharacter
from tests.conftest import require_path

SIX_DOT = [chr(0x2800 + bits) for bits in range(64)]


def test_dots_to_unicode_examples():
    assert braille.cell("1") == "⠁"
    assert braille.cell("1346") == braille.cell([1, 3, 4, 6]) == braille.cell(1346) == "⠭"
    assert braille.cell("") == braille.BLANK == "\u2800"
    assert braille.cell("12345678") == "\u28ff"
    assert braille.cells("12", "14", "1346") == "⠃⠉⠭"


def test_every_cell_round_trips_through_its_dots():
    for bits in range(256):
        ch = chr(0x2800 + bits)
        dots = braille.dots_of(ch)
        assert list(dots) == sorted(dots)
        assert braille.cell(dots) == ch
        assert sum(1 << (d - 1) for d in dots) == bits
        assert braille.dot_string(ch) == ("".join(map(str, dots)) or "0")


@pytest.mark.parametrize("bad", ["9", "0", [1, 1], "113"])
def test_bad_dots_are_value_errors(bad):
    with pytest.raises(InvalidDots) as err:
        braille.cell(bad)
    assert isinstance(err.value, ValueError) and isinstance(err.value, BrailleError)
    assert err.value.details["reason"] == "invalid_dots"


def test_dots_of_rejects_non_cells():
    with pytest.raises(NotACell):
        braille.dots_of("a")


def test_brf_letters_digits_and_signs():
    assert braille.unicode_to_brf("⠃⠼⠉⠭") == "B#CX"
    assert braille.unicode_to_brf("⠠⠺⠊⠇⠙⠀⠼⠁⠚") == ",WILD #AJ"
    assert braille.brf_to_unicode("B#CX") == braille.brf_to_unicode("b#cx") == "⠃⠼⠉⠭"
    assert braille.brf_to_unicode(" ") == braille.BLANK


def test_all_64_cells_have_distinct_brf_characters_and_round_trip():
    text = "".join(SIX_DOT)
    brf = braille.unicode_to_brf(text)
    assert len(brf) == 64 and len(set(brf)) == 64
    assert all(32 <= ord(c) < 96 for c in brf), "ASCII Braille output is uppercase printable ASCII"
    assert braille.brf_to_unicode(brf) == text
    assert braille.brf_to_unicode(brf.lower()) == text


@given(st.text(alphabet=SIX_DOT, max_size=80))
def test_round_trip_property(text):
    assert braille.brf_to_unicode(braille.unicode_to_brf(text)) == text


def test_eight_dot_cells_cannot_be_brf():
    with pytest.raises(UnencodableCharacter) as err:
        braille.unicode_to_brf("⠁⡁")
    assert err.value.position == 1 and err.value.char == "⡁"
    assert "dot 7 or 8" in str(err.value)
    assert isinstance(err.value, ValueError)


def test_non_braille_characters_are_refused_both_ways():
    with pytest.raises(UnencodableCharacter) as err:
        braille.unicode_to_brf("⠁x")
    assert err.value.position == 1
    for bad in ("\t", "é", "\n", "€"):
        with pytest.raises(UnencodableCharacter):
            braille.brf_to_unicode("A" + bad)
    assert braille.brf_to_unicode("A\r\nB", keep="\r\n") == "⠁\r\n⠃"
    assert braille.unicode_to_brf("⠁\f⠃", keep="\f") == "A\fB"


def test_six_dot_check():
    assert braille.is_six_dot("⠃⠉⠭⠀")
    assert not braille.is_six_dot("⠃⢉")
    assert not braille.is_six_dot("b")


def test_table_agrees_with_liblouis_north_american_brf_display_table():
    """liblouis' en-us-brf.dis is an independent statement of the same 64-character set."""
    path = require_path("/usr/share/liblouis/tables/en-us-brf.dis", "liblouis-data")
    seen = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0] == "display":
            char = {"\\s": " ", "\\\\": "\\"}.get(parts[1], parts[1])
            seen[char] = parts[2]
    assert len(seen) == 64
    for char, dots in seen.items():
        expected = braille.BLANK if dots == "0" else braille.cell(dots)
        assert braille.brf_to_unicode(char) == expected, char
        assert braille.unicode_to_brf(expected) == char
