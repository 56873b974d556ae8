"""``uno-access labels``: Braille labels for an ordinary deck, to emboss or print on swell paper.

- ``brf``: embosser file; a title line, then one label per line: the code
  cells and the card's localized name translated by liblouis (and, with
  ``--set unique``, the count written "×2" in UEB).  40 cells x 25 lines,
  CR LF, form feeds; a label never straddles two pages.
- ``text``: the same labels as Unicode braille with the print text, for the screen.
- ``svg`` / ``pdf``: tactile sheets with the code of each card in a cut-out
  box sized for a card corner and its print name under it.

Without liblouis the codes are still written and a notice says, once, that
the names need liblouis.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import braille
from braille import louis
from braille.sheet import PAPERS, Label, SheetLayout, render_pdf, render_svg
from uno_access.braille_codes import EIGHT_DOT_TABLES, LIBLOUIS_TABLES, code_cells, liblouis_table
from uno_access.cardnames import card_name
from uno_access.cards_table import add_common_arguments, bad_choice, choice, language_of
from uno_access.engine.cards import ALL_CARDS, DECK, DECK_COUNTS, Card
from uno_access.i18n import Localizer

FORMATS = ("brf", "svg", "pdf", "text")
SETS = ("deck", "unique")
CORNERS = ("1", "2")


@dataclass
class LabelItem:
    card: Card
    count: int | None  # the number of such cards in a deck (``--set unique``), else None
    code_cells: str
    name: str
    name_cells: str | None  # the name in braille; None without liblouis


def add_arguments(parser: argparse.ArgumentParser) -> None:
    loc = add_common_arguments(parser)
    parser.add_argument("--format", default="brf", type=choice("--format", FORMATS),
                        metavar="|".join(FORMATS), help=loc.format("labels-help-format"))
    parser.add_argument("--set", dest="set_", default="deck", type=choice("--set", SETS),
                        metavar="|".join(SETS), help=loc.format("labels-help-set"))
    parser.add_argument("--corners", default="1", type=choice("--corners", CORNERS),
                        metavar="|".join(CORNERS), help=loc.format("labels-help-corners"))
    parser.add_argument("--paper", default="a4", type=choice("--paper", tuple(PAPERS)),
                        metavar="|".join(PAPERS), help=loc.format("labels-help-paper"))
    parser.add_argument("-o", "--output", metavar=loc.format("cli-metavar-file"), help=loc.format("labels-help-output"))


class NamesUnavailable(Exception):
    """Raised inside this module when liblouis cannot give the names; carries the notice."""

    def __init__(self, notice: str) -> None:
        super().__init__(notice)
        self.notice = notice


def translate_texts(loc: Localizer, texts: list[str]) -> list[str]:
    """``texts`` in six-dot braille with the liblouis table of ``loc``'s language.

    Raises ``NamesUnavailable`` with the localized notice when liblouis is
    missing or fails.
    """
    table = liblouis_table(loc.lang) or LIBLOUIS_TABLES[loc.lang][0]
    eight_dot = table in EIGHT_DOT_TABLES
    try:
        out = louis.translate([t.lower() if eight_dot else t for t in texts], table)
    except louis.LouisUnavailable:
        raise NamesUnavailable(loc.format("labels-need-liblouis")) from None
    except louis.LouisFailed as exc:
        raise NamesUnavailable(loc.format("labels-liblouis-failed", detail=str(exc))) from None
    if eight_dot:
        out = [louis.eight_dot_digits_to_six(c) for c in out]
    for cells in out:
        if not braille.is_six_dot(cells):
            raise NamesUnavailable(loc.format("labels-liblouis-failed",
                                              detail=f"{table}: {cells}"))
    return out


def label_items(loc: Localizer, *, form: str = "deck", set_: str = "deck", corners: int = 1,
                names: bool = True) -> tuple[list[LabelItem], str | None]:
    """The labels to write, and the notice to say when the names could not be translated."""
    cards = list(ALL_CARDS) if set_ == "unique" else list(DECK)
    kinds = list(dict.fromkeys(cards))
    names_by_code = {card.code: card_name(loc, card) for card in kinds}
    braille_names: dict[str, str] = {}
    notice = None
    if names:
        try:
            translated = translate_texts(loc, [names_by_code[c.code] for c in kinds])
            braille_names = {card.code: cells for card, cells in zip(kinds, translated)}
        except NamesUnavailable as exc:
            notice = exc.notice
    items = []
    for card in cards:
        item = LabelItem(card, DECK_COUNTS[card.code] if set_ == "unique" else None,
                         code_cells(card, form), names_by_code[card.code],
                         braille_names.get(card.code))
        items.extend([item] * corners)
    return items, notice


def braille_line(item: LabelItem) -> str:
    """Code, name and count of one label as one run of Unicode cells."""
    parts = [item.code_cells]
    if item.name_cells:
        parts.append(item.name_cells)
    if item.count is not None:
        parts.append(braille.count_cells(item.count))
    return braille.BLANK.join(parts)


def title_cells(loc: Localizer, with_names: bool) -> str:
    """The title line: the localized title through liblouis, or the word "uno" without it."""
    if with_names:
        try:
            return translate_texts(loc, [loc.format("labels-title")])[0]
        except NamesUnavailable:
            pass
    return braille.encode_ueb("uno")


def build_brf(loc: Localizer, items: list[LabelItem], with_names: bool) -> str:
    blocks = [[title_cells(loc, with_names)], [""]]
    blocks += [braille.wrap(braille_line(item), braille.LINE_CELLS, indent=2) for item in items]
    return braille.to_brf(braille.paginate(blocks))


def build_text(loc: Localizer, items: list[LabelItem]) -> str:
    lines = [loc.format("labels-title")]
    for item in items:
        args = {"cells": braille_line(item), "code": item.card.code, "name": item.name}
        if item.count is None:
            lines.append(loc.format("labels-text-line", **args))
        else:
            lines.append(loc.format("labels-text-line-count", count=item.count, **args))
    return "\n".join(lines) + "\n"


def sheet_labels(loc: Localizer, items: list[LabelItem]) -> list[Label]:
    out = []
    for item in items:
        args = {"code": item.card.code, "name": item.name}
        caption = (loc.format("labels-caption", **args) if item.count is None
                   else loc.format("labels-caption-count", count=item.count, **args))
        out.append(Label([item.code_cells], caption))
    return out


def headings(loc: Localizer, layout: SheetLayout) -> list[str]:
    n = len(layout.pages)
    return [loc.format("labels-heading", page=i + 1, pages=n) for i in range(n)]


def svg_paths(output: Path, pages: int) -> list[Path]:
    """``out.svg`` for one page; ``out-1.svg``, ``out-2.svg``... for several."""
    if pages == 1:
        return [output]
    return [output.with_name(f"{output.stem}-{i}{output.suffix or '.svg'}") for i in range(1, pages + 1)]


def _fail(loc: Localizer, msg_id: str, **args: object) -> int:
    print(loc.format(msg_id, **args), file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    loc = language_of(args)
    failed = bad_choice(args, loc)
    if failed is not None:
        return failed
    fmt = args.format
    output = Path(args.output) if args.output else None
    if fmt in ("svg", "pdf") and output is None:
        return _fail(loc, "labels-needs-output", format=fmt)
    items, notice = label_items(loc, form=args.braille_form, set_=args.set_,
                                corners=int(args.corners), names=fmt in ("brf", "text"))
    if notice:
        print(notice, file=sys.stderr)
    try:
        if fmt in ("brf", "text"):
            data = (build_brf(loc, items, notice is None) if fmt == "brf"
                    else build_text(loc, items))
            if output is None:
                if fmt == "brf" and hasattr(sys.stdout, "buffer"):
                    sys.stdout.flush()
                    sys.stdout.buffer.write(data.encode("ascii"))
                    sys.stdout.buffer.flush()
                else:
                    sys.stdout.write(data)
                return 0
            written = [output]
            if fmt == "brf":
                output.write_bytes(data.encode("ascii"))
            else:
                output.write_text(data, encoding="utf-8")
        else:
            layout = SheetLayout(sheet_labels(loc, items), PAPERS[args.paper])
            heads = headings(loc, layout)
            title = loc.format("labels-title")
            if fmt == "svg":
                written = svg_paths(output, len(layout.pages))
                for page, path in enumerate(written):
                    path.write_text(render_svg(layout, page, heads[page], title=title),
                                    encoding="utf-8")
            else:
                output.write_bytes(render_pdf(layout, heads, title=title, lang=loc.lang))
                written = [output]
    except OSError as exc:
        return _fail(loc, "labels-cannot-write", path=str(exc.filename or output),
                     reason=exc.strerror or str(exc))
    except braille.LayoutError as exc:
        return _fail(loc, "labels-cannot-layout", detail=str(exc))
    for path in written:
        print(loc.format("labels-written", path=str(path)))
    return 0
