"""The corner codes of the UNO Braille deck as braille cells.

Two written forms of the same code:

- ``deck``: as the UNO Braille deck prints it, letters and digits with no
  letter sign and no number sign; a digit is the upper-cell letter of the same
  position (``b3x`` = dots 12, 14, 1346 = ⠃⠉⠭).  The 54 codes stay 54 distinct
  cell strings, so a reader (or ``card_from_cells``) can tell them apart.
- ``ueb``: standard Unified English Braille grade 1, with the number sign
  before a digit (``b3x`` = ⠃⠼⠉⠭), exactly as liblouis' ``en-ueb-g1.ctb`` writes it.

Also here: which liblouis table writes each language's card names.
"""

from __future__ import annotations

from functools import cache

import braille
from braille.national import CODES
from uno_access.engine.cards import ALL_CARDS, Card
from uno_access.engine.errors import InvalidCardCode
from uno_access.narration.cardnames import card_name_args  # noqa: F401  (re-exported for callers)

FORMS = ("deck", "ueb")
DEFAULT_FORM = "deck"

#: liblouis tables (in /usr/share/liblouis/tables) for the card names of each language, best
#: first (``braille.national`` says which code each writes and what it puts right).
LIBLOUIS_TABLES: dict[str, tuple[str, ...]] = {lang: code.tables for lang, code in CODES.items()}
#: eight-dot computer braille tables whose cells are rewritten as six-dot literary braille
EIGHT_DOT_TABLES = frozenset(t for code in CODES.values() for t in code.eight_dot)
#: the table the ``ueb`` form of the codes agrees with
UEB_TABLE = "en-ueb-g1.ctb"


def liblouis_table(lang: str) -> str | None:
    """The first installed liblouis table for the card names of ``lang``, or None."""
    return CODES[lang].table() if lang in CODES else None


def _check_form(form: str) -> None:
    if form not in FORMS:
        raise ValueError(f"unknown braille form {form!r}: expected one of {', '.join(FORMS)}")


def code_cells(card: Card | str, form: str = DEFAULT_FORM) -> str:
    """The Unicode cells of a card's corner code in the ``deck`` or ``ueb`` form."""
    _check_form(form)
    code = card.code if isinstance(card, Card) else Card.from_code(card).code
    return braille.encode_plain(code) if form == "deck" else braille.encode_ueb(code)


@cache
def _table(form: str) -> dict[str, Card]:
    return {code_cells(card, form): card for card in ALL_CARDS}


def card_from_cells(cells: str, form: str = DEFAULT_FORM) -> Card:
    """The card whose code is written by ``cells`` (Unicode braille) in ``form``.

    Raises ``InvalidCardCode`` when no card has these cells.
    """
    _check_form(form)
    card = _table(form).get(cells.strip(braille.BLANK + " "))
    if card is None:
        raise InvalidCardCode("unknown_cells", f"{cells!r} is not the braille code of a card",
                              cells=cells)
    return card


def card_from_brf(text: str, form: str = DEFAULT_FORM) -> Card:
    """The card whose code is written by ``text`` in ASCII Braille (``"B#CX"`` or ``"bcx"``)."""
    return card_from_cells(braille.brf_to_unicode(text.strip()), form)
