"""BRF (Braille Ready File) pages for embossers.

A BRF file is North American ASCII Braille text: at most ``LINE_CELLS`` cells
per line, at most ``PAGE_LINES`` lines per page, every line ended by CR LF and
a form feed between pages.  Content is handed in as *blocks*: each block is a
list of lines of Unicode cells that must stay together on one page (a label
and its continuation lines).  A single item is wrapped onto several lines only
at a blank cell, and only when it is longer than a line.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .cells import BLANK, BrailleError, brf_to_unicode, unicode_to_brf

LINE_CELLS = 40
PAGE_LINES = 25
CRLF = "\r\n"
FORM_FEED = "\f"


class LayoutError(BrailleError):
    """Something that cannot be laid out in the given line and page size."""

    reason = "layout"


class BrfFormatError(BrailleError):
    """A text that is not a well-formed BRF document of the expected size."""

    reason = "brf_format"


def wrap(item: str, width: int = LINE_CELLS, indent: int = 0) -> list[str]:
    """One item of Unicode cells as lines of at most ``width`` cells, broken at blank cells.

    Continuation lines start with ``indent`` blank cells.  A single word longer
    than a line raises ``LayoutError``: it would have to be split.
    """
    words = [w for w in item.replace(" ", BLANK).split(BLANK) if w]
    lines: list[str] = []
    current = ""
    for word in words:
        if current and len(current) + 1 + len(word) <= width:
            current = f"{current}{BLANK}{word}"
            continue
        if current:
            lines.append(current)
        current = (BLANK * indent if lines else "") + word
        if len(current) > width:
            raise LayoutError(f"a word of {len(word)} cells does not fit a line of {width} cells",
                              cells=len(word), width=width)
    if current:
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
        block = list(block)
        for line in block:
            if len(line) > width:
                raise LayoutError(f"a line of {len(line)} cells is longer than {width} cells",
                                  cells=len(line), width=width)
        if len(block) > lines_per_page:
            raise LayoutError(f"a block of {len(block)} lines is taller than a page of "
                              f"{lines_per_page} lines", lines=len(block), height=lines_per_page)
        if len(pages[-1]) + len(block) > lines_per_page:
            pages.append([])
        pages[-1].extend(block)
    return pages if pages[-1] or len(pages) == 1 else pages[:-1]


def to_brf(pages: Sequence[Sequence[str]]) -> str:
    """The BRF text of pages of Unicode lines: CR LF after each line, a form feed between pages.

    Trailing blank cells are dropped; a cell with dot 7 or 8 raises
    ``UnencodableCharacter``.
    """
    texts = []
    for page in pages:
        texts.append("".join(unicode_to_brf(line.rstrip(BLANK + " ")) + CRLF for line in page))
    return FORM_FEED.join(texts)


def read_brf(document: str, *, width: int = LINE_CELLS,
             lines_per_page: int = PAGE_LINES) -> list[list[str]]:
    """Parse a BRF text back into pages of Unicode lines, checking the format strictly.

    Every line must end with CR LF, no line may exceed ``width`` cells and no
    page ``lines_per_page`` lines; otherwise ``BrfFormatError``.  A trailing
    form feed (some software ends the file with one) is accepted.
    """
    raw_pages = document.split(FORM_FEED)
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
