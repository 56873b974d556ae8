"""The literary Braille codes of six languages: their signs, their alphabets, and a reader.

liblouis writes each language's text (``translate``); this module knows what
liblouis does not do right for these codes and puts it right, and reads the
cells back with a decoder of its own (``decode``) that knows each national
alphabet, so what was written is checked by something that did not write it.

Sources of the signs (the capital sign, the capital-word sign, the number sign
and the multiplication sign of a count such as "×2"):

- ``en``: Unified English Braille (ICEB, *The Rules of Unified English
  Braille*, 2013): capital ⠠ (6), capitals word ⠠⠠, number ⠼, "×" ⠐⠦ (5, 236).
- ``it``: *Codice Braille Italiano* (Biblioteca Italiana per i Ciechi "Regina
  Margherita", Authority Italiana del Braille): the capital sign ⠨ (46) before
  a letter, written twice (⠨⠨) before a word all in capitals.  liblouis'
  ``it-it-comp6.utb`` declares ``begcapsword 4-6`` (two cells, dot 4 then dot
  6, "⠈⠠"), which is not the Italian code: ``translate`` writes ⠨⠨ instead.
  "×" ⠨⠡ (46, 16) as in that table.
- ``pt``: *Grafia Braille para a Língua Portuguesa*, the one code of Brazil
  and Portugal (liblouis names its table ``pt-pt-g1.utb``; there is no
  separate Brazilian literary table): capital ⠨, word in capitals ⠨⠨,
  number ⠼, "×" ⠦ (236).
- ``pl``: Polish Braille (``Pl-Pl-g1.utb``): capital ⠨, word ⠨⠨, "×" ⠄ (3).
- ``hr``: Croatian Braille (``hr-g1.ctb``): capital ⠨, word in capitals ⠘
  (45), "×" ⠈⠄ (4, 3).
- ``ro``: Romanian Braille as liblouis' literary table ``ro-g0.utb`` writes it
  (BAUM Engineering Romania, 2023, built on the French uncontracted code
  ``fr-bfu-comp6.utb``: ``capsletter 46``, ``begcapsword 46-46``,
  ``numsign 3456``, "×" ``sign \\x00D7 5-35``).  Older liblouis releases (3.24
  in Debian 12) have only the eight-dot computer table ``ro.tbl``, which marks
  a capital with dot 7 and a digit with dot 8; ``translate`` then rewrites its
  cells into that literary form: ⠨ before a capital, ⠨⠨ before a word in
  capitals, ⠼ before a run of digits.  Romanian writes ș and ț with a comma
  below (U+0219, U+021B); ``decode`` reads ⠱ and ⠪ as those letters, never as
  the cedilla forms ş ţ that ``ro.tbl`` back-translates to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from . import louis
from .cells import BLANK, UnencodableCharacter, cell, is_six_dot
from .text import DIGIT_OF, DIGITS, LETTER_OF, LETTERS, NUMBER_SIGN, TIMES_SIGN, number_cells


def _cells(*patterns: str) -> str:
    return "".join(cell(p) for p in patterns)


@dataclass(frozen=True)
class LiteraryCode:
    """One language's literary Braille: signs, extra letters, and the liblouis tables."""

    lang: str
    tables: tuple[str, ...]  # liblouis tables, best first
    capital: str
    capital_word: str
    times: str
    letters: dict[str, str] = field(default_factory=dict)  # letter (or digraph) -> cells, beyond a-z
    signs: dict[str, str] = field(default_factory=dict)  # print sign -> cells, as a whole word
    punctuation: dict[str, str] = field(default_factory=dict)  # mark -> cell, within a word
    eight_dot: frozenset[str] = frozenset()  # computer tables whose cells are rewritten
    wrong_capital_word: dict[str, str] = field(default_factory=dict)  # table -> its wrong sign
    number: str = NUMBER_SIGN
    letter_sign: str = ""  # ends a number before a letter a-j (UEB's grade 1 indicator)

    def table(self) -> str | None:
        """The first installed liblouis table of this code, or None."""
        return next((t for t in self.tables if louis.find_table(t)), None)

    def count(self, value: int) -> str:
        """A count written with this code's multiplication sign: ``×2``."""
        return self.times + number_cells(value)


def _marks(period: str = "256", apostrophe: str | None = "3",
           hyphen: str | None = "36") -> dict[str, str]:
    """Comma, period, colon, semicolon, apostrophe and hyphen: the marks of the texts here."""
    marks = {",": "2", ".": period, ":": "25", ";": "23"}
    if apostrophe:
        marks["'"] = apostrophe
    if hyphen:
        marks["-"] = hyphen
    return {mark: cell(dots) for mark, dots in marks.items()}


CODES: dict[str, LiteraryCode] = {
    "en": LiteraryCode("en", ("en-ueb-g1.ctb",), _cells("6"), _cells("6", "6"), TIMES_SIGN,
                       punctuation=_marks(), letter_sign=_cells("56")),
    "it": LiteraryCode(
        "it", ("it.tbl", "it-it-comp6.utb"), _cells("46"), _cells("46", "46"), _cells("46", "16"),
        letters={"à": _cells("12356"), "è": _cells("2346"), "é": _cells("123456"),
                 "ì": _cells("34"), "ò": _cells("346"), "ù": _cells("23456")},
        punctuation=_marks(hyphen=None),  # it.tbl has no hyphen-minus
        wrong_capital_word={"it.tbl": _cells("4", "6"), "it-it-comp6.utb": _cells("4", "6")}),
    "pt": LiteraryCode(
        "pt", ("pt-pt-g1.utb",), _cells("46"), _cells("46", "46"), _cells("236"),
        letters={"á": _cells("12356"), "à": _cells("1246"), "â": _cells("16"), "ã": _cells("345"),
                 "ç": _cells("12346"), "é": _cells("123456"), "ê": _cells("126"),
                 "í": _cells("34"), "ó": _cells("346"), "ô": _cells("1456"), "õ": _cells("246"),
                 "ú": _cells("23456"), "ü": _cells("1256")},
        punctuation=_marks(period="3", apostrophe="6")),
    "pl": LiteraryCode(
        "pl", ("pl.tbl", "Pl-Pl-g1.utb"), _cells("46"), _cells("46", "46"), _cells("3"),
        letters={"ą": _cells("16"), "ć": _cells("146"), "ę": _cells("156"), "ł": _cells("126"),
                 "ń": _cells("1456"), "ó": _cells("346"), "ś": _cells("246"),
                 "ź": _cells("2346"), "ż": _cells("12346")},
        signs={"+": _cells("235")}, punctuation=_marks(period="3", apostrophe=None)),
    "hr": LiteraryCode(
        "hr", ("hr-g1.tbl", "hr-g1.ctb"), _cells("46"), _cells("45"), _cells("4", "3"),
        letters={"č": _cells("16"), "ć": _cells("146"), "đ": _cells("1456"), "š": _cells("156"),
                 "ž": _cells("2346"), "lj": _cells("126"), "nj": _cells("1246"),
                 "dž": _cells("12456")},
        signs={"+": _cells("4", "235")}, punctuation=_marks(period="3", apostrophe="256")),
    "ro": LiteraryCode(
        "ro", ("ro-g0.utb", "ro.tbl", "ro.ctb"), _cells("46"), _cells("46", "46"),
        _cells("5", "35"),
        letters={"ă": _cells("16"), "â": _cells("126"), "î": _cells("146"), "ș": _cells("156"),
                 "ț": _cells("246")},
        punctuation=_marks(), eight_dot=frozenset({"ro.tbl", "ro.ctb"})),
}


def code_of(lang: str) -> LiteraryCode:
    try:
        return CODES[lang]
    except KeyError:
        raise ValueError(f"no literary Braille code for {lang!r}: one of {', '.join(CODES)}") from None


def translate(lines: Sequence[str], lang: str) -> list[str]:
    """Each line in six-dot literary Braille of ``lang``, through liblouis, signs put right.

    Raises ``louis.LouisUnavailable`` without liblouis or a table of the
    language, and ``louis.LouisFailed`` when a cell of the answer is not
    six-dot braille.
    """
    code = code_of(lang)
    table = code.table()
    if table is None:
        raise louis.LouisUnavailable(f"no liblouis table for {lang} is installed "
                                     f"({', '.join(code.tables)}; Debian package liblouis-data)",
                                     missing=code.tables[0])
    out = louis.translate(list(lines), table)
    if table in code.eight_dot:
        small = frozenset(LETTERS.values()) | frozenset(code.letters.values())
        out = [louis.eight_dot_digits_to_six(c, capital=code.capital,
                                             capital_word=code.capital_word, lowercase=small)
               for c in out]
    wrong = code.wrong_capital_word.get(table)
    if wrong:
        out = [_replace_at_word_starts(c, wrong, code.capital_word) for c in out]
    for cells_ in out:
        if not is_six_dot(cells_.replace(" ", BLANK)):
            raise louis.LouisFailed(f"{table} wrote cells outside six-dot braille: {cells_}",
                                    table=table)
    return out


def _replace_at_word_starts(cells_: str, old: str, new: str) -> str:
    words = cells_.split(BLANK)
    return BLANK.join(new + w[len(old):] if w.startswith(old) else w for w in words)


def decode(cells_: str, lang: str) -> str:
    """Read literary Braille of ``lang`` back to print: letters, capitals, digits, spaces and
    the signs of ``LiteraryCode.signs``.

    A cell this reader does not know raises ``UnencodableCharacter``.
    """
    code = code_of(lang)
    letter_of = dict(LETTER_OF)
    letter_of.update({c: letter for letter, c in code.letters.items()})
    sign_of = {c: s for s, c in code.signs.items()}
    for mark, c in code.punctuation.items():
        letter_of.setdefault(c, mark)
    words = []
    position = 0
    for word in cells_.replace(" ", BLANK).split(BLANK):
        words.append(_decode_word(word, code, letter_of, sign_of, position))
        position += len(word) + 1
    return " ".join(words)


def _decode_word(word: str, code: LiteraryCode, letter_of: dict[str, str],
                 sign_of: dict[str, str], position: int) -> str:
    if word in sign_of:
        return sign_of[word]
    out = []
    i = 0
    numeric = capital = False
    all_capitals = False
    if word.startswith(code.capital_word) and len(word) > len(code.capital_word):
        all_capitals, i = True, len(code.capital_word)
    while i < len(word):
        ch = word[i]
        if word.startswith(code.number, i):
            numeric, i = True, i + len(code.number)
            continue
        if code.letter_sign and word.startswith(code.letter_sign, i):
            numeric, i = False, i + len(code.letter_sign)
            continue
        if word.startswith(code.capital, i) and not all_capitals:
            capital, numeric, i = True, False, i + len(code.capital)
            continue
        if numeric and ch in DIGIT_OF:
            out.append(DIGIT_OF[ch])
        elif ch in letter_of:
            letter = letter_of[ch]
            numeric = numeric and not letter.isalpha()
            if not letter.isalpha() and letter != "'":
                all_capitals = False  # a mark such as the hyphen ends a word in capitals
            out.append(letter.upper() if all_capitals else
                       letter.capitalize() if capital else letter)
            capital = False
        else:
            raise UnencodableCharacter(
                f"the cell {ch} at position {position + i} is not a letter, digit or sign of "
                f"{code.lang} literary braille as this reader knows it", ch, position + i)
        i += 1
    return "".join(out)


def encode_word(word: str, lang: str) -> str:
    """One word of letters and digits in the literary code of ``lang``, without liblouis
    (for a short fallback such as a title word).  Anything else raises ``UnencodableCharacter``."""
    code = code_of(lang)
    letters = dict(LETTERS)
    letters.update(code.letters)
    alpha = [ch for ch in word if ch.isalpha()]
    all_caps = len(alpha) > 1 and all(ch.isupper() for ch in alpha)
    out = [code.capital_word] if all_caps else []
    numeric = False
    for i, ch in enumerate(word):
        if ch in DIGITS:
            if not numeric:
                out.append(code.number)
                numeric = True
            out.append(DIGITS[ch])
            continue
        low = ch.lower()
        if low not in letters:
            raise UnencodableCharacter(f"{ch!r} at position {i} cannot be written by this encoder",
                                       ch, i)
        if ch != low and not all_caps:
            out.append(code.capital)
        out.append(letters[low])
        numeric = False
    return "".join(out)
