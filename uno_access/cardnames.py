"""Localized card names: the arguments of the Fluent message ``card-name``.

Usage::

    loc.format("card-name", **card_name_args(card))     # "red 7", "Wild Draw Four"

The message lives in ``locales/<lang>/cards.ftl`` and selects on ``$kind``
(number, skip, reverse, draw_two, wild, wild_draw_four), ``$color`` (red,
yellow, green, blue, or none for a wild) and ``$number`` (0-9; "none" for a
card without a number).  ``color-name`` names a colour alone.
"""

from __future__ import annotations

from uno_access.engine.cards import COLOR_NAMES, Card
from uno_access.i18n import Localizer


def card_name_args(card: Card | str) -> dict[str, object]:
    """The Fluent arguments naming ``card`` (a ``Card`` or a corner code such as ``"b3x"``)."""
    if isinstance(card, str):
        card = Card.from_code(card)
    return {
        "kind": card.kind,
        "color": COLOR_NAMES[card.color] if card.color else "none",
        "number": card.number if card.number is not None else "none",
    }


def card_name(loc: Localizer, card: Card | str) -> str:
    """The localized name of ``card`` in the nominative ("blue Skip", "sette rosso")."""
    return loc.format("card-name", **card_name_args(card))


def color_name(loc: Localizer, color: str) -> str:
    """The localized name of a colour given as a letter (``"r"``) or an English name (``"red"``)."""
    return loc.format("color-name", color=COLOR_NAMES.get(color, color))
