"""Braille cells: dot numbers <-> Unicode braille <-> North American ASCII Braille (BRF).

A cell is one Unicode character in the block U+2800..U+28FF: the code point is
U+2800 plus one bit per raised dot (dot 1 = 0x01, dot 2 = 0x02, dot 3 = 0x04,
dot 4 = 0x08, dot 5 = 0x10, dot 6 = 0x20, dot 7 = 0x40, dot 8 = 0x80).  The
blank cell U+2800 stands for a space.

North American ASCII Braille is the 64-character set of BRF files: each
six-dot cell is one printable ASCII character.  Output is uppercase; input may
use either case (some embosser software writes lowercase letters).
"""

from __future__ import annotations

from collections.abc import Iterable

BLANK = "\u2800"
_BASE = 0x2800
_DOT_BITS = {dot: 1 << (dot - 1) for dot in range(1, 9)}

#: ASCII Braille character of each six-dot pattern, indexed by its dot bits (0..63).
_ASCII_BY_BITS = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
assert len(_ASCII_BY_BITS) == 64 and len(set(_ASCII_BY_BITS)) == 64
_BITS_BY_ASCII = {ch: bits for bits, ch in enumerate(_ASCII_BY_BITS)}
# Lowercase letters and the lowercase forms of @ [ \ ] ^ _ used by some software.
_BITS_BY_ASCII.update({ch.lower(): bits for ch, bits in list(_BITS_BY_ASCII.items()) if ch.isalpha()})
_BITS_BY_ASCII.update({"`": _BITS_BY_ASCII["@"], "{": _BITS_BY_ASCII["["], "|": _BITS_BY_ASCII["\\"],
                       "}": _BITS_BY_ASCII["]"], "~": _BITS_BY_ASCII["^"]})


class BrailleError(ValueError):
    """Base class of the errors of this package; ``reason`` names the problem for a caller."""

    reason = "braille_error"

    def __init__(self, message: str, **details: object) -> None:
        super().__init__(message)
        self.details = {"reason": self.reason, **details}


class InvalidDots(BrailleError):
    """A dot number outside 1..8, or a dot given twice."""

    reason = "invalid_dots"


class NotACell(BrailleError):
    """A character that is not a Unicode braille cell."""

    reason = "not_a_cell"


class UnencodableCharacter(BrailleError):
    """A character (or cell) that the requested encoding cannot represent.

    ``char`` is the offending character and ``position`` its index in the input.
    """

    reason = "unencodable"

    def __init__(self, message: str, char: str, position: int) -> None:
        super().__init__(message, char=char, position=position)
        self.char = char
        self.position = position


def _parse_dots(dots: Iterable[int] | str | int) -> list[int]:
    if isinstance(dots, int):
        dots = str(dots)
    items = [int(d) for d in dots]  # a string's digits or the numbers themselves
    for d in items:
        if d not in _DOT_BITS:
            raise InvalidDots(f"dot {d} does not exist: a cell has dots 1 to 8", dots=list(items))
    if len(set(items)) != len(items):
        raise InvalidDots(f"a dot appears twice in {items}", dots=list(items))
    return items


def cell(dots: Iterable[int] | str | int = ()) -> str:
    """The Unicode cell with the given raised dots: ``cell("1346") == cell([1, 3, 4, 6]) == "⠭"``.

    An empty dot list gives the blank cell.
    """
    bits = 0
    for d in _parse_dots(dots):
        bits |= _DOT_BITS[d]
    return chr(_BASE + bits)


def cells(*patterns: Iterable[int] | str | int) -> str:
    """Several cells at once: ``cells("12", "14", "1346") == "⠃⠉⠭"``."""
    return "".join(cell(p) for p in patterns)


def _bits(ch: str, position: int = 0) -> int:
    code = ord(ch) - _BASE if len(ch) == 1 else -1
    if not 0 <= code <= 0xFF:
        raise NotACell(f"{ch!r} at position {position} is not a braille cell (U+2800..U+28FF)",
                       char=ch, position=position)
    return code


def dots_of(ch: str) -> tuple[int, ...]:
    """The raised dots of one cell, ascending: ``dots_of("⠭") == (1, 3, 4, 6)``."""
    bits = _bits(ch)
    return tuple(d for d, bit in _DOT_BITS.items() if bits & bit)


def dot_string(ch: str) -> str:
    """The dots of a cell as the usual digit string (``"1346"``); ``"0"`` for the blank cell."""
    return "".join(str(d) for d in dots_of(ch)) or "0"


def is_cell(ch: str) -> bool:
    return len(ch) == 1 and _BASE <= ord(ch) <= _BASE + 0xFF


def is_six_dot(text: str) -> bool:
    """True when every character is a cell without dots 7 and 8."""
    return all(is_cell(ch) and _bits(ch) < 64 for ch in text)


def unicode_to_brf(text: str, *, keep: str = "") -> str:
    """Unicode braille to ASCII Braille (uppercase).

    ``U+2800`` and the space become a space; characters in ``keep`` (line ends,
    form feeds) pass through unchanged.  A cell with dot 7 or 8, or any other
    character, raises ``UnencodableCharacter``.
    """
    out = []
    for i, ch in enumerate(text):
        if ch in keep or ch == " ":
            out.append(ch)
            continue
        if not is_cell(ch):
            raise UnencodableCharacter(
                f"{ch!r} at position {i} is not a braille cell, so it has no ASCII Braille form",
                ch, i)
        bits = ord(ch) - _BASE
        if bits >= 64:
            raise UnencodableCharacter(
                f"the cell {ch} (dots {dot_string(ch)}) at position {i} uses dot 7 or 8; "
                "ASCII Braille holds six-dot cells only", ch, i)
        out.append(_ASCII_BY_BITS[bits])
    return "".join(out)


def brf_to_unicode(text: str, *, keep: str = "") -> str:
    """ASCII Braille (either case) to Unicode cells; a space becomes the blank cell U+2800.

    Characters in ``keep`` pass through; anything else outside the 64-character
    set raises ``UnencodableCharacter``.
    """
    out = []
    for i, ch in enumerate(text):
        if ch in keep:
            out.append(ch)
            continue
        bits = _BITS_BY_ASCII.get(ch)
        if bits is None:
            raise UnencodableCharacter(
                f"{ch!r} at position {i} is not a North American ASCII Braille character", ch, i)
        out.append(chr(_BASE + bits))
    return "".join(out)

#: dot bits of the ten upper-cell letters a-j, which also write the digits 1-9 and 0
DIGIT_BITS = frozenset((0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, 0x13, 0x0A, 0x1A))
