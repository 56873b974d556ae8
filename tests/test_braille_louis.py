"""braille.louis: the lou_translate wrapper, its errors, and the eight-dot digit rewrite."""

from __future__ import annotations

import pytest

import braille
from braille import louis
from tests.conftest import require_path, require_tool


def test_missing_tool_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(louis, "executable", lambda: None)
    assert not louis.available()
    with pytest.raises(louis.LouisUnavailable) as err:
        louis.translate(["a"], "en-ueb-g1.ctb")
    assert err.value.details["missing"] == "lou_translate"
    assert isinstance(err.value, ValueError)


def test_missing_table_is_a_clear_error():
    require_tool("lou_translate", "liblouis-bin")
    assert not louis.available("no-such-table.ctb")
    with pytest.raises(louis.LouisUnavailable) as err:
        louis.translate(["a"], "no-such-table.ctb")
    assert err.value.details["missing"] == "no-such-table.ctb"


def test_translate_keeps_one_line_per_input_including_empty_lines():
    require_tool("lou_translate", "liblouis-bin")
    require_path("/usr/share/liblouis/tables/en-ueb-g1.ctb", "liblouis-data")
    out = louis.translate(["b3x", "", "Wild Draw Four"], "en-ueb-g1.ctb")
    assert out == ["⠃⠼⠉⠭", "", "⠠⠺⠊⠇⠙⠀⠠⠙⠗⠁⠺⠀⠠⠋⠕⠥⠗"]
    assert louis.translate([], "en-ueb-g1.ctb") == []
    with pytest.raises(ValueError):
        louis.translate(["a\nb"], "en-ueb-g1.ctb")


def test_eight_dot_digits_become_number_sign_and_upper_cells():
    # digit cells of an eight-dot computer table: the a-j pattern plus dot 8
    seven = chr(0x2800 + 0x80 + 0x1B)
    one, two = chr(0x2800 + 0x81), chr(0x2800 + 0x83)
    assert louis.eight_dot_digits_to_six(f"{seven}⠀⠗{one}{two}") == "⠼⠛⠀⠗⠼⠁⠃"
    assert braille.is_six_dot(louis.eight_dot_digits_to_six(f"{one}{two}"))
    # a capital (dot 7) is left alone for the caller to see
    assert louis.eight_dot_digits_to_six("⡁") == "⡁"


def test_romanian_table_digits_rewritten():
    require_tool("lou_translate", "liblouis-bin")
    require_path("/usr/share/liblouis/tables/ro.tbl", "liblouis-data")
    raw = louis.translate(["7 roșu 12"], "ro.tbl")[0]
    assert not braille.is_six_dot(raw)
    assert louis.eight_dot_digits_to_six(raw) == "⠼⠛⠀⠗⠕⠱⠥⠀⠼⠁⠃"
