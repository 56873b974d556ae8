"""Localized card names: the arguments of the Fluent message ``card-name``.

Usage::

    card_name(loc, card)     # "red 7", "Wild Draw Four": loc.format("card-name", ..., case="nom")

The message lives in ``locales/<lang>/cards.ftl`` and selects on ``$kind``
(number, skip, reverse, draw_two, wild, wild_draw_four), ``$color`` (red,
yellow, green, blue, or none for a wild) and ``$number`` (0-9; "none" for a
card without a number).  ``color-name`` names a colour alone.

For a card or colour inside a sentence, pass a ``Noun`` instead of a string::

    loc.format("ev-play", card=card_noun(loc, card), ...)

so that a translation can say ``{ CASE($card, case: "acc") }`` (the message
``card-name`` with ``$case``) and select on ``{ GENDER($card) }`` (the
attribute ``card-name.gender``, "other" when the language has none).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from uno_access.engine.cards import ALL_CARDS, COLOR_NAMES, Card
from uno_access.i18n import Localizer, MissingMessage, Noun


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
    return loc.format("card-name", **card_name_args(card), case="nom")


def color_name(loc: Localizer, color: str) -> str:
    """The localized name of a colour given as a letter (``"r"``) or an English name (``"red"``)."""
    return loc.format("color-name", color=COLOR_NAMES.get(color, color), case="nom")


def _gender(loc: Localizer, msg_id: str, args: Mapping[str, object]) -> str:
    """The ``.gender`` attribute of ``msg_id`` in ``loc``'s own language, else "other"."""
    if not loc.has(msg_id):
        return "other"
    try:
        return loc.format(f"{msg_id}.gender", **args).strip() or "other"
    except MissingMessage:
        return "other"


def card_noun(loc: Localizer, card: Card | str) -> Noun:
    """``card`` as a ``Noun``: ``forms(case)`` is ``card-name`` with ``$case``, plus its gender."""
    args = card_name_args(card)
    return Noun(lambda case: loc.format("card-name", **args, case=case), _gender(loc, "card-name", args))


def card_list_noun(loc: Localizer, cards: Sequence[Card | str]) -> Noun:
    """Several cards as one ``Noun``: each card in the asked case, joined as the language joins
    a list ("il sei giallo e l'uno verde" for ``{ CASE($cards, case: "def") }``)."""
    nouns = [card_noun(loc, card) for card in cards]
    return Noun(lambda case: loc.join([noun.forms(case) for noun in nouns]), "other")


def color_noun(loc: Localizer, color: str) -> Noun:
    """A colour (letter or English name) as a ``Noun`` over ``color-name`` with ``$case``."""
    args = {"color": COLOR_NAMES.get(color, color)}
    return Noun(lambda case: loc.format("color-name", **args, case=case), _gender(loc, "color-name", args))


_CODE_WORD = re.compile(r"(?<![\w-])(" + "|".join(sorted((c.code for c in ALL_CARDS), key=len, reverse=True))
                        + r")(?![\w-])", re.IGNORECASE)


def spell_codes(text: str) -> str:
    """Card codes in ``text`` spelled out for a speech engine: ``dr4`` as "d r 4", never
    read as a word ("doctor four", "wild" for ``wld``). Everything else is left as it is."""
    return _CODE_WORD.sub(lambda m: " ".join(m.group(1)), text)
