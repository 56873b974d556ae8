"""``uno-access cards``: the 54 kinds of card with code, braille cells, count, points and name.

The text table is made for a screen reader: a header line of localized
column names, then one card per line, columns separated by spaces only.
"""

from __future__ import annotations

import argparse
import json
import sys

import braille
from uno_access.cli.main import invalid_choice, language_of, option_error_line
from uno_access.engine.cards import ALL_CARDS, COLOR_NAMES, DECK, DECK_COUNTS
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.braille_codes import DEFAULT_FORM, FORMS, code_cells
from uno_access.narration.cardnames import card_name

FORMATS = ("text", "json")


class BadChoice(str):
    """An option value outside its choices, kept so that ``run`` can say so in one localized line
    (``bad_choice``: the line argparse gives a bad choice)."""

    option: str
    choices: tuple[str, ...]


def choice(option: str, choices: tuple[str, ...]):
    """An argparse ``type`` accepting one of ``choices`` in any case; anything else becomes a
    ``BadChoice`` that ``bad_choice`` reports."""

    def check(value: str) -> str:
        low = value.strip().lower()
        if low in choices:
            return low
        bad = BadChoice(value)
        bad.option, bad.choices = option, choices
        return bad

    check.__name__ = "choice"
    return check


def bad_choice(args: argparse.Namespace, loc: Localizer, prog: str) -> int | None:
    """Exit status 2 after one localized line for the first value outside its choices, else None:
    the line argparse gives a bad choice (``prog``: "uno-access labels")."""
    for value in vars(args).values():
        if isinstance(value, BadChoice):
            detail = invalid_choice(loc, str(value)[:40], value.choices)
            print(option_error_line(loc, prog, value.option, detail), file=sys.stderr)
            return 2
    return None


def add_common_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    """The options every Braille command shares (``--lang``, ``--braille-form``)."""
    parser.add_argument("--lang", metavar="|".join(LANGUAGES), help=loc.format("braille-help-lang"))
    parser.add_argument("--braille-form", dest="braille_form", default=DEFAULT_FORM,
                        type=choice("--braille-form", FORMS), metavar="|".join(FORMS),
                        help=loc.format("braille-help-form"))


def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    add_common_arguments(parser, loc)
    parser.add_argument("--format", default="text", type=choice("--format", FORMATS),
                        metavar="|".join(FORMATS), help=loc.format("cardtable-help-format"))


def rows(loc: Localizer, form: str = DEFAULT_FORM) -> list[dict[str, object]]:
    """One record per kind of card, in the stable order of ``ALL_CARDS``."""
    out = []
    for card in ALL_CARDS:
        cells = code_cells(card, form)
        out.append({
            "code": card.code,
            "cells": cells,
            "brf": braille.unicode_to_brf(cells),
            "dots": [braille.dot_string(c) for c in cells],
            "count": DECK_COUNTS[card.code],
            "points": card.points,
            "name": card_name(loc, card),
            "kind": card.kind,
            "color": COLOR_NAMES.get(card.color) if card.color else None,
            "number": card.number,
        })
    return out


def render_text(loc: Localizer, form: str = DEFAULT_FORM) -> str:
    data = rows(loc, form)
    header = [loc.format(f"cardtable-col-{c}") for c in ("code", "braille", "count", "points", "name")]
    table = [header] + [[str(r["code"]), str(r["cells"]), str(r["count"]), str(r["points"]), str(r["name"])]
                        for r in data]
    widths = [max(len(row[i]) for row in table) for i in range(4)]
    lines = ["  ".join([*(row[i].ljust(widths[i]) for i in range(4)), row[4]]) for row in table]
    lines.append(loc.format("cardtable-summary", kinds=len(ALL_CARDS), cards=len(DECK)))
    return "\n".join(lines) + "\n"


def render_json(loc: Localizer, form: str = DEFAULT_FORM) -> str:
    doc = {"language": loc.lang, "braille_form": form, "cards": rows(loc, form)}
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


def run(args: argparse.Namespace) -> int:
    loc = language_of(args)
    failed = bad_choice(args, loc, "uno-access cards")
    if failed is not None:
        return failed
    render = render_json if args.format == "json" else render_text
    sys.stdout.write(render(loc, args.braille_form))
    return 0
