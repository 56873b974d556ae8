"""Braille without any game knowledge: cells, text, BRF pages, liblouis and tactile sheets.

- ``braille.cells``: dots <-> Unicode braille (U+2800 + dot bits) <-> North
  American ASCII Braille (the BRF character set).
- ``braille.text``: letters and digits as cells, plain (no signs) or UEB grade 1.
- ``braille.brf``: embosser pages (40 cells x 25 lines or another ``PageSize``,
  CR LF, form feeds) and a transcriber's page layout (``document``).
- ``braille.louis``: translation through liblouis' ``lou_translate``.
- ``braille.national``: the literary codes of en, it, pt, pl, hr and ro:
  liblouis put right where it is wrong, and a reader of each alphabet.
- ``braille.sheet``: SVG and PDF sheets with dots at NLS Specification 800 sizes.
"""

from .brf import (
    LINE_CELLS,
    PAGE_LINES,
    PAGE_SIZES,
    BrfFormatError,
    LayoutError,
    PageSize,
    centre,
    centred,
    document,
    paginate,
    read_brf,
    to_brf,
    wrap,
)
from .cells import (
    BLANK,
    BrailleError,
    InvalidDots,
    NotACell,
    UnencodableCharacter,
    brf_to_unicode,
    cell,
    cells,
    dot_string,
    dots_of,
    is_cell,
    is_six_dot,
    unicode_to_brf,
)
from .text import (
    CAPITAL_SIGN,
    DIGITS,
    GRADE1_INDICATOR,
    LETTER_SIGN,
    LETTERS,
    NUMBER_SIGN,
    TIMES_SIGN,
    count_cells,
    decode_ueb,
    encode_plain,
    encode_ueb,
    number_cells,
)

__all__ = [
    "PAGE_SIZES", "PageSize", "centre", "centred", "document",
    "BLANK", "BrailleError", "BrfFormatError", "CAPITAL_SIGN", "DIGITS", "GRADE1_INDICATOR",
    "InvalidDots", "LETTERS", "LETTER_SIGN", "LINE_CELLS", "LayoutError", "NUMBER_SIGN",
    "NotACell", "PAGE_LINES", "TIMES_SIGN", "count_cells", "UnencodableCharacter", "brf_to_unicode", "cell", "cells",
    "decode_ueb", "dot_string", "dots_of", "encode_plain", "encode_ueb", "is_cell",
    "is_six_dot", "number_cells", "paginate", "read_brf", "to_brf", "unicode_to_brf", "wrap",
]
