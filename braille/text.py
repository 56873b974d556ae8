"""Letters and digits as braille cells, with or without the UEB grade 1 signs.

Two ways of writing a short run of letters and digits:

- ``plain`` (``encode_plain``): every letter is its cell and every digit is the
  upper-cell letter of the same position (1 = a ... 9 = i, 0 = j) with no
  number sign and no letter sign.  Short fixed codes printed on objects are
  often written this way; the reader knows which positions are digits.
- ``ueb`` (``encode_ueb``): Unified English Braille, grade 1: a run of digits
  opens with the number sign (dots 3456); a letter a-j right after a digit
  takes the grade 1 indicator (dots 56) so that it is not read as a digit;
  an uppercase letter takes the capital sign (dot 6), which also ends a
  number.  (Each capital gets its own sign; the capitals-word indicator
  ⠠⠠ is read by ``decode_ueb`` but not written.)

``decode_ueb`` reads the ``ueb`` form back.  The ``plain`` form cannot be read
back without knowing which positions hold digits, so it has no general
decoder; a caller with a closed list of codes builds a lookup table.
"""

from __future__ import annotations

from .cells import BLANK, NotACell, UnencodableCharacter, cell, is_cell

_LETTER_DOTS = {
    "a": "1", "b": "12", "c": "14", "d": "145", "e": "15", "f": "124", "g": "1245",
    "h": "125", "i": "24", "j": "245", "k": "13", "l": "123", "m": "134", "n": "1345",
    "o": "135", "p": "1234", "q": "12345", "r": "1235", "s": "234", "t": "2345",
    "u": "136", "v": "1236", "w": "2456", "x": "1346", "y": "13456", "z": "1356",
}

#: letter -> cell, for the 26 basic Latin letters
LETTERS: dict[str, str] = {letter: cell(dots) for letter, dots in _LETTER_DOTS.items()}
#: cell -> letter
LETTER_OF: dict[str, str] = {c: letter for letter, c in LETTERS.items()}
#: digit -> its upper-cell letter form (1 = a ... 9 = i, 0 = j)
DIGITS: dict[str, str] = {str((i + 1) % 10): LETTERS[letter] for i, letter in enumerate("abcdefghij")}
DIGIT_OF: dict[str, str] = {c: d for d, c in DIGITS.items()}

NUMBER_SIGN = cell("3456")  # ⠼
GRADE1_INDICATOR = cell("56")  # ⠰ (UEB letter sign / grade 1 symbol indicator)
LETTER_SIGN = GRADE1_INDICATOR
CAPITAL_SIGN = cell("6")  # ⠠
TIMES_SIGN = cell("5") + cell("236")  # ⠐⠦, the UEB multiplication sign "×"


def _unencodable(ch: str, i: int, what: str) -> UnencodableCharacter:
    return UnencodableCharacter(f"{ch!r} at position {i} cannot be written in {what}: "
                                "only the letters a-z, the digits 0-9 and spaces can", ch, i)


def encode_plain(text: str) -> str:
    """Letters and digits without signs (``"b3x"`` -> ``⠃⠉⠭``); letters are case-insensitive."""
    out = []
    for i, ch in enumerate(text):
        low = ch.lower()
        if low in LETTERS:
            out.append(LETTERS[low])
        elif ch in DIGITS:
            out.append(DIGITS[ch])
        elif ch == " ":
            out.append(BLANK)
        else:
            raise _unencodable(ch, i, "plain braille")
    return "".join(out)


def encode_ueb(text: str) -> str:
    """Letters, digits and spaces in UEB grade 1 (``"b3x"`` -> ``⠃⠼⠉⠭``, ``"3a"`` -> ``⠼⠉⠰⠁``)."""
    out = []
    numeric = False
    for i, ch in enumerate(text):
        if ch in DIGITS:
            if not numeric:
                out.append(NUMBER_SIGN)
                numeric = True
            out.append(DIGITS[ch])
        elif ch.lower() in LETTERS:
            low = ch.lower()
            if ch != low:
                out.append(CAPITAL_SIGN)
            elif numeric and LETTERS[low] in DIGIT_OF:
                out.append(GRADE1_INDICATOR)
            out.append(LETTERS[low])
            numeric = False
        elif ch == " ":
            out.append(BLANK)
            numeric = False
        else:
            raise _unencodable(ch, i, "UEB grade 1 by this encoder")
    return "".join(out)


def decode_ueb(cells_: str) -> str:
    """Read ``encode_ueb`` output back to text (the blank cell and the space read as a space)."""
    out = []
    numeric = False
    capital = False
    capital_word = False
    for i, ch in enumerate(cells_):
        if ch in (BLANK, " "):
            out.append(" ")
            numeric = capital = capital_word = False
            continue
        if not is_cell(ch):
            raise NotACell(f"{ch!r} at position {i} is not a braille cell", char=ch, position=i)
        if ch == NUMBER_SIGN:
            numeric = True
        elif ch == GRADE1_INDICATOR:
            numeric = False
        elif ch == CAPITAL_SIGN:
            numeric = False
            if capital:
                capital, capital_word = False, True
            else:
                capital = True
        elif numeric and ch in DIGIT_OF:
            out.append(DIGIT_OF[ch])
            capital_word = False
        elif ch in LETTER_OF:
            numeric = False
            out.append(LETTER_OF[ch].upper() if capital or capital_word else LETTER_OF[ch])
            capital = False
        else:
            raise UnencodableCharacter(
                f"the cell {ch} at position {i} is not a letter, digit or sign of UEB grade 1 "
                "as this decoder reads it", ch, i)
    return "".join(out)


def count_cells(value: int) -> str:
    """A count written as UEB "×N": ``count_cells(2) == "⠐⠦⠼⠃"``."""
    return TIMES_SIGN + number_cells(value)


def number_cells(value: int) -> str:
    """A whole number >= 0 with the number sign: ``number_cells(12) == "⠼⠁⠃"``."""
    if value < 0:
        raise ValueError(f"{value} is negative; only whole numbers from 0 up are supported")
    return encode_ueb(str(value))
