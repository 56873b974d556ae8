"""BRF (Braille Ready File) pages for embossers.

A BRF file is North American ASCII Braille text: at most ``LINE_CELLS`` cells
per line, at most ``PAGE_LINES`` lines per page (or the ``PageSize`` asked
for), every line ended by CR LF and every page ended by a form feed.  Content is handed in as *blocks*: each block is a
list of lines of Unicode cells that must stay together on one page (a label
and its continuation lines).  A single item is wrapped onto several lines only
at a blank cell, and only when it is longer than a line.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cells import BLANK, BrailleError, brf_to_unicode, unicode_to_brf
from .text import number_cells

LINE_CELLS = 40
PAGE_LINES = 25
CRLF = "\r\n"
FORM_FEED = "\f"


@dataclass(frozen=True)
class PageSize:
    """An embosser page: ``cells`` per line and ``lines`` per page."""

    cells: int
    lines: int


#: Named embosser settings.  ``na``: North American braille paper, 11.5 x 11 in, 40 cells by 25
#: lines (the BANA standard page).  ``a4``: A4 portrait at 6.2 mm cells and 10 mm lines inside
#: 10-12 mm margins, 30 x 27; ``a4-31`` and ``a4-32``: the closer settings many European
#: embossers offer on A4 (31 x 28, 32 x 29).
PAGE_SIZES: dict[str, PageSize] = {
    "na": PageSize(40, 25),
    "a4": PageSize(30, 27),
    "a4-31": PageSize(31, 28),
    "a4-32": PageSize(32, 29),
}
#: the smallest page a document with a running head and page numbers can have
MIN_CELLS, MIN_LINES = 12, 5
MAX_CELLS, MAX_LINES = 60, 60


class LayoutError(BrailleError):
    """Something that cannot be laid out in the given line and page size.

    ``details["problem"]`` says what, for a caller to tell its user in their words (the
    English message is for developers): ``word_too_long`` (``cells``, ``width``),
    ``line_too_long`` (``cells``, ``width``), ``block_too_tall`` (``lines``, ``height``),
    ``page_too_small`` (``cells``, ``lines``, ``min_cells``, ``min_lines``),
    ``title_too_tall`` (``lines``, ``height``), ``box_too_large`` (``paper``).
    """

    reason = "layout"


class BrfFormatError(BrailleError):
    """A text that is not a well-formed BRF document of the expected size."""

    reason = "brf_format"


def wrap(item: str, width: int = LINE_CELLS, indent: int = 0, first_indent: int = 0) -> list[str]:
    """One item of Unicode cells as lines of at most ``width`` cells, broken at blank cells.

    The first line starts with ``first_indent`` blank cells (2 for a braille
    paragraph, which begins in cell 3), continuation lines with ``indent``.
    A single word longer than a line raises ``LayoutError``: it would have to
    be split.
    """
    words = [w for w in item.replace(" ", BLANK).split(BLANK) if w]
    lines: list[str] = []
    current: str | None = None  # the line being filled, None before its first word
    for word in words:
        if current is not None and len(current) + 1 + len(word) <= width:
            current = f"{current}{BLANK}{word}"
            continue
        if current is not None:
            lines.append(current)
        current = BLANK * (indent if lines else first_indent) + word
        if len(current) > width:
            raise LayoutError(f"a word of {len(word)} cells does not fit a line of {width} cells",
                              problem="word_too_long", cells=len(word), width=width)
    if current is not None:
        lines.append(current)
    return lines


def paginate(blocks: Iterable[Sequence[str]], *, width: int = LINE_CELLS,
             lines_per_page: int = PAGE_LINES) -> list[list[str]]:
    """Pages of lines from blocks; a block never straddles two pages.

    Raises ``LayoutError`` for a line wider than ``width`` or a block taller
    than a page.
    """
    pages: list[list[str]] = [[]]
    for block in blocks:
        _place(pages, list(block), width, lines_per_page, [])
    return pages if pages[-1] or len(pages) == 1 else pages[:-1]


def _place(pages: list[list[str]], block: list[str], width: int, room: int,
           new_page: list[str]) -> None:
    """Add ``block`` to the last page, or to a new page opening with ``new_page`` when fewer
    than its lines are left of ``room``; a line wider than ``width`` or a block taller than a
    page raises ``LayoutError``."""
    for line in block:
        if len(line) > width:
            raise LayoutError(f"a line of {len(line)} cells is longer than {width} cells",
                              problem="line_too_long", cells=len(line), width=width)
    if len(block) > room - len(new_page):
        raise LayoutError(f"a block of {len(block)} lines is taller than a page of "
                          f"{room - len(new_page)} lines", problem="block_too_tall", lines=len(block),
                          height=room - len(new_page))
    if len(pages[-1]) + len(block) > room:
        pages.append(list(new_page))
    pages[-1].extend(block)


def centre(line: str, width: int) -> str:
    """``line`` centred in ``width`` cells (the odd cell, if any, goes to the right)."""
    line = line.strip(BLANK)
    if len(line) > width:
        raise LayoutError(f"a line of {len(line)} cells is longer than {width} cells",
                          problem="line_too_long", cells=len(line), width=width)
    return BLANK * ((width - len(line)) // 2) + line


#: blank cells a centred line keeps on each side, so that it never looks like a paragraph
CENTRED_MARGIN = 3


def centred(text: str, width: int) -> list[str]:
    """``text`` as centred lines, each with at least ``CENTRED_MARGIN`` blank cells either side."""
    return [centre(line, width) for line in wrap(text, width - 2 * CENTRED_MARGIN)]


def _head_line(title: str, width: int) -> str:
    """The running head: the title, or as many of its first words as fit one centred line."""
    return centred(title, width)[0] if title else ""


def document(title: str, body: Iterable[Sequence[str]], *, front: Sequence[str] = (),
             front_heading: str = "", size: PageSize = PageSize(LINE_CELLS, PAGE_LINES),
             running_head: str | None = None) -> list[list[str]]:
    """Braille pages laid out as a transcriber lays out a short document.

    - Page 1 opens with ``title`` centred (on several lines if it is long:
      a centred line keeps 3 blank cells either side) and a blank line, then ``front_heading`` centred and the ``front``
      paragraphs (a transcriber's note), each beginning in cell 3 with runovers
      in cell 1.
    - The ``body`` blocks begin on page 2 when the front matter fits page 1,
      else after a blank line where it ends; a block (a label and its
      runover lines) never straddles two pages.
    - From page 2 on, line 1 is the running head (``running_head`` or the
      title, centred, shortened to whole words that fit).
    - The last line of every page holds the braille page number (number sign
      and digits) at the right margin, and nothing else; every page is filled
      to ``size.lines`` lines so that it sits there.

    Raises ``LayoutError`` when a line, a word or a block does not fit.
    """
    width, height = size.cells, size.lines
    if width < MIN_CELLS or height < MIN_LINES:
        raise LayoutError(f"a page of {width} x {height} is smaller than "
                          f"{MIN_CELLS} x {MIN_LINES}", problem="page_too_small", cells=width, lines=height,
                          min_cells=MIN_CELLS, min_lines=MIN_LINES)
    head = _head_line(running_head if running_head is not None else title, width)
    pages: list[list[str]] = [centred(title, width) + [""]]
    if len(pages[0]) > height - 1:
        raise LayoutError("the title is taller than a page", problem="title_too_tall", lines=len(pages[0]),
                          height=height)

    def place(block: Sequence[str]) -> None:
        _place(pages, list(block), width, height - 1, [head])

    for line in centred(front_heading, width) if front else ():
        place([line])
    for paragraph in front:
        for line in wrap(paragraph, width, indent=0, first_indent=2):
            place([line])
    if front and len(pages) == 1:
        pages.append([head])
    elif front:
        place([""])
    for block in body:
        place(block)
    if len(pages) > 1 and pages[-1] == [head]:
        pages.pop()
    for number, page in enumerate(pages, 1):
        page.extend([""] * (height - 1 - len(page)))
        page.append(BLANK * (width - len(number_cells(number))) + number_cells(number))
    return pages


def to_brf(pages: Sequence[Sequence[str]]) -> str:
    """The BRF text of pages of Unicode lines: CR LF after each line, a form feed after each page.

    Trailing blank cells are dropped; a cell with dot 7 or 8 raises
    ``UnencodableCharacter``.
    """
    texts = []
    for page in pages:
        texts.append("".join(unicode_to_brf(line.rstrip(BLANK + " ")) + CRLF for line in page))
    return "".join(text + FORM_FEED for text in texts)


def read_brf(text: str, *, width: int = LINE_CELLS,
             lines_per_page: int = PAGE_LINES) -> list[list[str]]:
    """Parse a BRF text back into pages of Unicode lines, checking the format strictly.

    Every line must end with CR LF, no line may exceed ``width`` cells and no
    page ``lines_per_page`` lines; otherwise ``BrfFormatError``.  A trailing
    form feed (``to_brf`` ends every page with one) is accepted.
    """
    raw_pages = text.split(FORM_FEED)
    if len(raw_pages) > 1 and raw_pages[-1] == "":
        raw_pages.pop()
    pages = []
    for number, raw in enumerate(raw_pages, 1):
        if raw and not raw.endswith(CRLF):
            raise BrfFormatError(f"page {number} does not end with CR LF", page=number)
        lines = raw.split(CRLF)[:-1] if raw else []
        if len(lines) > lines_per_page:
            raise BrfFormatError(f"page {number} has {len(lines)} lines; at most {lines_per_page}",
                                 page=number, lines=len(lines))
        for n, line in enumerate(lines, 1):
            if "\r" in line or "\n" in line:
                raise BrfFormatError(f"line {n} of page {number} has a bare CR or LF",
                                     page=number, line=n)
            if len(line) > width:
                raise BrfFormatError(f"line {n} of page {number} has {len(line)} cells; at most "
                                     f"{width}", page=number, line=n, cells=len(line))
        pages.append([brf_to_unicode(line) for line in lines])
    return pages
