"""braille.national: the six literary codes against liblouis, the fixes, and the reader."""

from __future__ import annotations

import pytest

import braille
from braille import louis, national
from braille.cells import UnencodableCharacter
from tests.conftest import require_path, require_tool

LANGS = ("en", "it", "pt", "pl", "hr", "ro")


def need(lang: str) -> str:
    require_tool("lou_translate", "liblouis-bin")
    code = national.code_of(lang)
    if code.table() is None:
        require_path(f"/usr/share/liblouis/tables/{code.tables[0]}", "liblouis-data")
    table = code.table()
    assert table is not None
    return table


@pytest.mark.parametrize("lang", LANGS)
def test_alphabet_and_marks_agree_with_liblouis_letter_by_letter(lang):
    """Every letter, capital and mark the reader knows is what liblouis writes for it."""
    need(lang)
    code = national.code_of(lang)
    letters = {**{c: braille.LETTERS[c] for c in "abcdefghijklmnopqrstuvwxyz"}, **code.letters}
    items = sorted(letters)
    out = national.translate(items + [f"ab{m}" for m in code.punctuation], lang)
    for letter, cells_ in zip(items, out):
        assert cells_ == letters[letter], letter
    for mark, cells_ in zip(code.punctuation, out[len(items):]):
        assert cells_ == braille.LETTERS["a"] + braille.LETTERS["b"] + code.punctuation[mark], mark
    capitals = national.translate([letter.capitalize() for letter in items], lang)
    assert capitals == [code.capital + letters[letter] for letter in items]


@pytest.mark.parametrize("lang", LANGS)
def test_capital_word_sign_number_sign_and_read_back(lang):
    need(lang)
    code = national.code_of(lang)
    [uno, mixed, number] = national.translate(["UNO", "Uno", "7 o 12"], lang)
    assert uno == code.capital_word + "⠥⠝⠕"
    assert mixed == code.capital + "⠥⠝⠕"
    assert number == "⠼⠛⠀⠕⠀⠼⠁⠃"
    assert national.encode_word("UNO", lang) == uno
    assert [national.decode(c, lang) for c in (uno, mixed, number)] == ["UNO", "Uno", "7 o 12"]


def test_italian_capital_word_is_46_46_not_the_tables_4_6():
    """Codice Braille Italiano: the capital sign (46) doubled before a word in capitals."""
    table = need("it")
    raw = louis.translate(["UNO"], table)[0]
    assert raw == "⠈⠠⠥⠝⠕", "liblouis' Italian table writes dot 4, dot 6 (if this changes, recheck)"
    assert national.translate(["UNO", "carte UNO"], "it") == ["⠨⠨⠥⠝⠕", "⠉⠁⠗⠞⠑⠀⠨⠨⠥⠝⠕"]


def test_romanian_capitals_digits_and_comma_below_letters():
    need("ro")
    [cells_] = national.translate(["Stai o tură UNO, 7 roșu; Țară"], "ro")
    assert cells_ == "⠨⠎⠞⠁⠊⠀⠕⠀⠞⠥⠗⠡⠀⠨⠨⠥⠝⠕⠂⠀⠼⠛⠀⠗⠕⠱⠥⠆⠀⠨⠪⠁⠗⠡"
    assert braille.is_six_dot(cells_)
    back = national.decode(cells_, "ro")
    assert back == "Stai o tură UNO, 7 roșu; Țară"
    assert "ş" not in back and "ţ" not in back and "ș" in back
    # liblouis' own back-translation of the computer table gives the cedilla letters
    if national.code_of("ro").table() in national.code_of("ro").eight_dot:
        raw = louis.translate(["roșu"], national.code_of("ro").table())
        import subprocess

        done = subprocess.run(["lou_translate", "--backward", f"unicode.dis,{national.code_of('ro').table()}"],
                              input=raw[0] + "\n", capture_output=True, text=True, check=True)
        assert done.stdout.strip() == "roşu"


@pytest.mark.parametrize("lang,table", [("en", "en-ueb-g1.ctb"), ("it", "it.tbl"),
                                        ("pt", "pt-pt-g1.utb"), ("pl", "pl.tbl"),
                                        ("hr", "hr-g1.tbl"), ("ro", "fr-bfu-comp6.utb")])
def test_each_language_counts_with_its_own_multiplication_sign(lang, table):
    """The sign is what the language's table writes for "×" (Romanian: the French table that
    liblouis' Romanian literary table ro-g0.utb is built on)."""
    require_tool("lou_translate", "liblouis-bin")
    require_path(f"/usr/share/liblouis/tables/{table}", "liblouis-data")
    code = national.code_of(lang)
    assert louis.translate(["×"], table) == [code.times]
    assert code.count(2) == code.times + "⠼⠃"
    signs = {national.code_of(other).times for other in LANGS}
    assert len(signs) == 6, "six languages, six signs"


def test_reader_refuses_cells_it_does_not_know():
    with pytest.raises(UnencodableCharacter) as err:
        national.decode("⠁⠀⠿⠿", "pl")
    assert err.value.position == 2
    with pytest.raises(ValueError):
        national.decode("⠁", "xx")


def test_reader_marks_and_runs():
    assert national.decode("⠗⠼⠉⠭⠂⠀⠼⠁⠃⠰⠁", "en") == "r3x, 12a"
    assert national.decode("⠨⠑⠞⠽⠅⠊⠑⠞⠽⠄", "pl") == "Etykiety."
    assert national.decode("⠣⠑⠏⠕⠀⠨⠣⠀⠘⠣⠀⠻", "hr") == "ljepo Lj LJ dž"


def test_eight_dot_rewrite_with_capital_signs():
    capital, word = "⠨", "⠨⠨"
    big_a, big_b = chr(0x2800 + 0x41), chr(0x2800 + 0x43)
    assert louis.eight_dot_digits_to_six(f"{big_a}⠃", capital=capital, capital_word=word,
                                         lowercase=frozenset("⠃")) == "⠨⠁⠃"
    assert louis.eight_dot_digits_to_six(f"{big_a}{big_b}⠲", capital=capital, capital_word=word,
                                         lowercase=frozenset("⠃")) == "⠨⠨⠁⠃⠲"
    assert louis.eight_dot_digits_to_six(f"{big_a}{big_b}⠃", capital=capital, capital_word=word,
                                         lowercase=frozenset("⠃")) == "⠨⠁⠨⠃⠃"
