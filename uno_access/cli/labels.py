"""``uno-access labels``: Braille labels for an ordinary deck, to emboss or print on swell paper.

- ``brf``: embosser file laid out as a transcriber would: page 1 has the
  centred title and a transcriber's note (the deck's code explained, single-
  sided embossing, the North American ASCII Braille table); the labels follow,
  one per line (runovers indented two cells), a label never split between two
  pages; from page 2 a running head; the braille page number at the right of
  the last line of every page; a form feed after every page.  Page size
  ``--size na|a4|a4-31|a4-32`` or ``--cells N --lines N``.
- ``--content name`` (reference sheets): code, the card's name through
  liblouis in the language's literary Braille, and with ``--set unique`` the
  count with the language's own multiplication sign.  ``--content code``: the
  corner code alone, 3-4 cells, to stick on a card's corner.
- ``text``: the same labels as Unicode braille with the print text, for the screen.
- ``svg`` / ``pdf``: tactile sheets with the code of each card in a cut-out
  box sized to it, a braille title, page number and orientation mark on every
  sheet, print in an ink that does not swell (``--media``, ``--print``).

Without liblouis the codes are still written and a notice says, once, that
the names need liblouis.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import braille
from braille import louis, national
from braille.brf import MAX_CELLS, MAX_LINES, PAGE_SIZES, PageSize
from braille.sheet import INKS, PAPERS, Label, SheetLayout, render_pdf, render_svg
from uno_access.cli.cards import add_common_arguments, bad_choice, choice
from uno_access.cli.main import language_of
from uno_access.engine.cards import ALL_CARDS, DECK, DECK_COUNTS, Card
from uno_access.i18n import Localizer
from uno_access.narration.braille_codes import code_cells
from uno_access.narration.cardnames import card_name, color_name

FORMATS = ("brf", "svg", "pdf", "text")
SETS = ("deck", "unique")
CORNERS = ("1", "2")
CONTENTS = ("name", "code")
MEDIA = ("swell", "paper")
PRINTS = ("color", "black", "none")
#: the smallest page ``--cells``/``--lines`` accept: the longest word of the notes (Polish
#: "północnoamerykańskiej", 21 cells) fits a line, and a page holds a few labels
MIN_CELLS, MIN_LINES = 24, 10
#: the print ink each medium takes unless ``--print`` says otherwise
DEFAULT_PRINT = {"swell": "color", "paper": "black"}


@dataclass
class LabelItem:
    card: Card
    count: int | None  # the number of such cards in a deck (``--set unique``), else None
    code_cells: str
    name: str
    name_cells: str | None  # the name in braille; None without liblouis


def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    add_common_arguments(parser, loc)
    parser.add_argument("--format", default="brf", type=choice("--format", FORMATS),
                        metavar="|".join(FORMATS), help=loc.format("labels-help-format"))
    parser.add_argument("--content", default="name", type=choice("--content", CONTENTS),
                        metavar="|".join(CONTENTS), help=loc.format("labels-help-content"))
    parser.add_argument("--set", dest="set_", default="deck", type=choice("--set", SETS),
                        metavar="|".join(SETS), help=loc.format("labels-help-set"))
    parser.add_argument("--corners", default="1", type=choice("--corners", CORNERS),
                        metavar="|".join(CORNERS), help=loc.format("labels-help-corners"))
    parser.add_argument("--size", default="na", type=choice("--size", tuple(PAGE_SIZES)),
                        metavar="|".join(PAGE_SIZES), help=loc.format("labels-help-size"))
    parser.add_argument("--cells", type=int, metavar="N",
                        help=loc.format("labels-help-cells", low=MIN_CELLS, high=MAX_CELLS))
    parser.add_argument("--lines", type=int, metavar="N",
                        help=loc.format("labels-help-lines", low=MIN_LINES, high=MAX_LINES))
    parser.add_argument("--paper", default="a4", type=choice("--paper", tuple(PAPERS)),
                        metavar="|".join(PAPERS), help=loc.format("labels-help-paper"))
    parser.add_argument("--media", default="swell", type=choice("--media", MEDIA),
                        metavar="|".join(MEDIA), help=loc.format("labels-help-media"))
    parser.add_argument("--print", dest="print_", type=choice("--print", PRINTS),
                        metavar="|".join(PRINTS), help=loc.format("labels-help-print"))
    parser.add_argument("-o", "--output", metavar=loc.format("cli-metavar-file"), help=loc.format("labels-help-output"))


class NamesUnavailable(Exception):
    """Raised inside this module when liblouis cannot give the names; carries the notice."""

    def __init__(self, notice: str) -> None:
        super().__init__(notice)
        self.notice = notice


def translate_texts(loc: Localizer, texts: list[str]) -> list[str]:
    """``texts`` in the six-dot literary Braille of ``loc``'s language (``braille.national``).

    Raises ``NamesUnavailable`` with the localized notice when liblouis is
    missing or fails.
    """
    try:
        return national.translate(texts, loc.lang)
    except louis.LouisUnavailable:
        raise NamesUnavailable(loc.format("labels-need-liblouis")) from None
    except louis.LouisFailed as exc:
        # liblouis's own English is for developers: the player hears which table failed
        raise NamesUnavailable(loc.format("labels-liblouis-failed", detail=str(exc.details.get("table", "liblouis")))) from None


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


def braille_line(loc: Localizer, item: LabelItem, content: str = "name") -> str:
    """One label as one run of Unicode cells: the code alone (``code``), or the code, the name
    and, for a unique set, the count with the language's multiplication sign (``name``)."""
    if content == "code":
        return item.code_cells
    parts = [item.code_cells]
    if item.name_cells:
        parts.append(item.name_cells)
    if item.count is not None:
        parts.append(national.code_of(loc.lang).count(item.count))
    return braille.BLANK.join(parts)


def page_size(args: argparse.Namespace) -> PageSize:
    """``--size``, with ``--cells`` and ``--lines`` in place of its figures when given."""
    size = PAGE_SIZES[args.size]
    return PageSize(args.cells or size.cells, args.lines or size.lines)


#: the codes the transcriber's note shows as examples, by the card each stands for
NOTE_CODES = {"number": "r3x", "draw": "rd2", "reverse": "rrv", "skip": "rsk", "wild": "wld",
              "wild4": "dr4"}


def transcriber_note(loc: Localizer, *, form: str, content: str, set_: str,
                     size: PageSize, codes: dict[str, str] | None = None) -> list[str]:
    """The transcriber's note, paragraph by paragraph, in print (``loc``'s language).

    ``codes`` writes the example codes otherwise (by ``NOTE_CODES`` key); by default they are
    the print codes.
    """
    shown = codes or NOTE_CODES
    parts = {key: card_name(loc, code) for key, code in NOTE_CODES.items()}
    parts.update({f"code_{key}": shown[key] for key in NOTE_CODES})
    parts.update({colour: color_name(loc, colour) for colour in ("red", "yellow", "green", "blue")})
    paragraphs = [loc.format(f"labels-note-code-{form}"), loc.format("labels-note-parts", **parts)]
    if content == "name":
        paragraphs.append(loc.format("labels-note-name-count" if set_ == "unique"
                                     else "labels-note-name"))
    else:
        paragraphs.append(loc.format("labels-note-code-only"))
    paragraphs.append(loc.format("labels-note-embossing", cells=size.cells, lines=size.lines))
    return paragraphs


def front_cells(loc: Localizer, form: str | None = None,
                **note: Any) -> tuple[str, list[str], bool]:
    """The braille title and, with a ``form`` (and ``transcriber_note``'s other arguments),
    the note's heading and paragraphs through liblouis, and whether it could.

    The note's example codes are written as the labels write them in ``form`` (the deck
    form has no number sign: r3x is the three cells r c x), not as liblouis would write the
    print code: a word of letters no text holds stands in for each code while the note is
    translated, and its cells are then replaced by the code's.  Without liblouis the title
    is the word UNO and the note is left out.
    """
    texts = [loc.format("labels-title")]
    marks = {key: "zqzq" + letter for key, letter in zip(NOTE_CODES, "abcdef")}
    if form is not None:
        texts += [loc.format("labels-note-heading"),
                  *transcriber_note(loc, form=form, codes=marks, **note), *marks.values()]
    try:
        cells_ = translate_texts(loc, texts)
    except NamesUnavailable:
        return national.encode_word("UNO", loc.lang), [], False
    if form is None:
        return cells_[0], [], True
    paragraphs, mark_cells = cells_[1:-len(marks)], cells_[-len(marks):]
    for key, mark in zip(marks, mark_cells):
        code = code_cells(NOTE_CODES[key], form)
        paragraphs = [braille.BLANK.join(code if word == mark else word
                                         for word in p.split(braille.BLANK))
                      for p in paragraphs]
    return cells_[0], paragraphs, True


#: the page of a BRF file unless one is asked for: 40 cells, 25 lines
DEFAULT_PAGE = PageSize(braille.LINE_CELLS, braille.PAGE_LINES)


def build_brf(loc: Localizer, items: list[LabelItem], title: str, note: list[str], *,
              size: PageSize = DEFAULT_PAGE,
              content: str = "name") -> str:
    """The BRF document: ``title`` and ``note`` (cells: its heading, then its paragraphs) on
    page 1, then the labels."""
    body = [braille.wrap(braille_line(loc, item, content), size.cells, indent=2)
            for item in items]
    heading, paragraphs = (note[0], note[1:]) if note else ("", [])
    return braille.to_brf(braille.document(title, body, front=paragraphs, front_heading=heading,
                                           size=size))


def build_text(loc: Localizer, items: list[LabelItem], content: str = "name") -> str:
    lines = [loc.format("labels-title")]
    for item in items:
        args = {"cells": braille_line(loc, item, content), "code": item.card.code,
                "name": item.name}
        if item.count is None or content == "code":
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
    failed = bad_choice(args, loc, "uno-access labels")
    if failed is not None:
        return failed
    for option, value, low, high in (("--cells", args.cells, MIN_CELLS, MAX_CELLS),
                                     ("--lines", args.lines, MIN_LINES, MAX_LINES)):
        if value is not None and not low <= value <= high:
            return _fail(loc, "labels-bad-number", option=option, value=str(value),
                         low=low, high=high)
    fmt, content = args.format, args.content
    output = Path(args.output) if args.output else None
    if fmt in ("svg", "pdf") and output is None:
        return _fail(loc, "labels-needs-output", format=fmt)
    items, notice = label_items(loc, form=args.braille_form, set_=args.set_,
                                corners=int(args.corners),
                                names=fmt in ("brf", "text") and content == "name")
    if notice:
        print(notice, file=sys.stderr)
    try:
        if fmt in ("brf", "text"):
            if fmt == "brf":
                size = page_size(args)
                title, note_cells, ok = front_cells(loc, args.braille_form, content=content,
                                                    set_=args.set_, size=size)
                if not ok and not notice:
                    print(loc.format("labels-need-liblouis-note"), file=sys.stderr)
                data = build_brf(loc, items, title, note_cells, size=size, content=content)
            else:
                data = build_text(loc, items, content)
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
            ink = INKS.get(args.print_ or DEFAULT_PRINT[args.media])
            title_cells, _note, ok = front_cells(loc, None)
            if not ok:
                print(loc.format("labels-need-liblouis-title"), file=sys.stderr)
            layout = SheetLayout(sheet_labels(loc, items), PAPERS[args.paper],
                                 title_cells=title_cells, captions=ink is not None)
            heads = headings(loc, layout)
            title = loc.format("labels-title")
            assert output is not None  # svg and pdf need -o (refused above)
            if fmt == "svg":
                written = svg_paths(output, len(layout.pages))
                for page, path in enumerate(written):
                    path.write_text(render_svg(layout, page, heads[page], title=title,
                                               print_ink=ink), encoding="utf-8")
            else:
                output.write_bytes(render_pdf(layout, heads, title=title, lang=loc.lang,
                                              print_ink=ink))
                written = [output]
    except OSError as exc:
        return _fail(loc, "labels-cannot-write", path=str(exc.filename or output),
                     reason=loc.why(exc, writing=True))
    except braille.LayoutError as exc:
        return _fail(loc, "labels-cannot-layout", detail=layout_problem(loc, exc))
    for path in written:
        print(loc.format("labels-written", path=str(path)))
    return 0


def layout_problem(loc: Localizer, error: braille.LayoutError) -> str:
    """Why the labels do not fit, in the player's words: ``braille`` knows nothing of messages,
    so its error's ``problem`` and figures become the message ``labels-layout-problem`` here."""
    details = error.details

    def figure(key: str) -> int:
        value = details.get(key, 0)
        return value if isinstance(value, int) else 0

    figures = {key: figure(key) for key in ("cells", "width", "lines", "height")}
    return loc.format("labels-layout-problem", problem=str(details.get("problem", "box_too_large")),
                      mincells=figure("min_cells"), minlines=figure("min_lines"),
                      paper=str(details.get("paper", "-")), **figures)
