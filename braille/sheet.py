"""Tactile label sheets: braille dots drawn at standard dimensions, as SVG or PDF.

Dimensions follow the NLS Specification 800 (Braille Books and Pamphlets):
dot base diameter 1.44 mm, 2.34 mm between dot centres within a cell, 6.2 mm
from a cell to the next, 10 mm from a line to the next.  All lengths are in
millimetres.  Print the sheet on swell (microcapsule) paper and heat it, or
use it as a guide for a manual slate.

Each label sits in a cut-out box sized to the braille it holds: its braille
lines at the top and, under them, its print caption for sighted helpers.
Every sheet carries a braille title and page number on its first line and a
small tactile orientation mark (a raised triangle in the top left corner).

Swell paper raises whatever is printed in carbon black.  So everything that
is print (the heading, the captions, the cut lines) is drawn in an ``Ink``:
``NON_SWELLING`` (the default for swell paper: process cyan and magenta with
no black, ``DeviceCMYK`` 1 0.45 0 0 in the PDF), ``BLACK`` (for ordinary
paper), or none at all (``print_ink=None``: braille only).  The dots and the
orientation mark are always black, so they rise.

The caller gives plain strings (cells and captions); nothing here knows what
the labels are for.
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .brf import LayoutError
from .cells import BLANK, dots_of
from .text import number_cells

_DOT_COLUMN_ROW = {1: (0, 0), 2: (0, 1), 3: (0, 2), 4: (1, 0), 5: (1, 1), 6: (1, 2), 7: (0, 3), 8: (1, 3)}


@dataclass(frozen=True)
class Geometry:
    """Braille cell dimensions in millimetres (defaults: NLS Specification 800)."""

    dot_diameter: float = 1.44
    dot_pitch: float = 2.34
    cell_pitch: float = 6.2
    line_pitch: float = 10.0

    def dot_centre(self, dot: int, x: float, y: float) -> tuple[float, float]:
        """Centre of ``dot`` in a cell whose dot 1 is centred at (x, y)."""
        col, row = _DOT_COLUMN_ROW[dot]
        return (x + col * self.dot_pitch, y + row * self.dot_pitch)

    def line_dots(self, cells: str, x: float, y: float) -> list[tuple[float, float]]:
        """Centres of every raised dot of a line whose first dot 1 is at (x, y)."""
        points = []
        for i, ch in enumerate(cells):
            if ch in (BLANK, " "):
                continue
            for dot in dots_of(ch):
                points.append(self.dot_centre(dot, x + i * self.cell_pitch, y))
        return points

    def line_width(self, n_cells: int) -> float:
        """Outer width of ``n_cells`` cells, dot edge to dot edge."""
        if n_cells <= 0:
            return 0.0
        return (n_cells - 1) * self.cell_pitch + self.dot_pitch + self.dot_diameter

    def cell_height(self, eight_dot: bool = False) -> float:
        return (3 if eight_dot else 2) * self.dot_pitch + self.dot_diameter


NLS_800 = Geometry()


@dataclass(frozen=True)
class Paper:
    name: str
    width: float
    height: float


A4 = Paper("a4", 210.0, 297.0)
LETTER = Paper("letter", 215.9, 279.4)
PAPERS = {"a4": A4, "letter": LETTER}


@dataclass
class Label:
    """One label: braille lines (Unicode cells) and a print caption."""

    braille: Sequence[str]
    caption: str


@dataclass
class PlacedLabel:
    label: Label
    box: tuple[float, float, float, float]  # x, y, width, height
    origins: list[tuple[float, float]]  # dot 1 centre of the first cell of each braille line
    caption_lines: list[tuple[float, float, str]]  # baseline x, y, text


@dataclass(frozen=True)
class Ink:
    """A print colour: ``svg`` as #rrggbb, ``cmyk`` (0..1 each) for the PDF."""

    name: str
    svg: str
    cmyk: tuple[float, float, float, float]


BLACK = Ink("black", "#000000", (0.0, 0.0, 0.0, 1.0))
#: cyan with some magenta and no black: printers lay it down without carbon, so it stays flat
NON_SWELLING = Ink("color", "#008cff", (1.0, 0.45, 0.0, 0.0))
INKS = {"color": NON_SWELLING, "black": BLACK}


@dataclass
class SheetStyle:
    margin: float = 10.0
    gap: float = 2.0  # between boxes
    padding: float = 2.5  # inside a box, around its contents
    caption_size: float = 2.4  # text height (em) in mm, about 6.8 pt
    caption_leading: float = 2.9
    caption_char_width: float = 0.55  # em fraction assumed per character when wrapping
    heading_size: float = 3.5
    mark_size: float = 6.0  # legs of the tactile orientation triangle
    geometry: Geometry = field(default_factory=Geometry)


def wrap_caption(text: str, max_chars: int) -> list[str]:
    """Words of ``text`` in lines of at most ``max_chars`` characters (a longer word stays whole)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= max_chars:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


@dataclass
class SheetHead:
    """The top of one sheet: the orientation mark, the braille title and page number, the
    print heading's baseline."""

    mark: list[tuple[float, float]]  # the triangle's corners
    braille: list[tuple[str, float, float]]  # cells and the dot 1 centre of their first cell
    heading: tuple[float, float]  # baseline x, y of the print heading


class SheetLayout:
    """Places labels in a grid of equal boxes, centred across pages of the given paper.

    ``title_cells`` is the braille title written at the top of every sheet
    (shortened to whole words where the page number needs the room);
    ``captions=False`` leaves the print captions out and the boxes hold the
    braille alone.
    """

    def __init__(self, labels: Sequence[Label], paper: Paper = A4, style: SheetStyle | None = None,
                 *, title_cells: str = "", captions: bool = True):
        self.paper = paper
        self.style = style or SheetStyle()
        self.title_cells = title_cells
        self.captions = captions
        s, g = self.style, self.style.geometry
        max_cells = max((len(line) for lab in labels for line in lab.braille), default=1)
        max_lines = max((len(lab.braille) for lab in labels), default=1)
        self.box_width = g.line_width(max_cells) + 2 * s.padding
        self.max_chars = max(1, int((self.box_width - 2 * s.padding)
                                    / (s.caption_size * s.caption_char_width)))
        captions_text = [wrap_caption(lab.caption, self.max_chars) if captions else []
                         for lab in labels]
        max_caption = max((len(c) for c in captions_text), default=0)
        self.braille_height = (max_lines - 1) * g.line_pitch + g.cell_height()
        self.box_height = 2 * s.padding + self.braille_height
        if max_caption:
            self.box_height += 1.5 + max_caption * s.caption_leading
        # the head: one braille line, then the print heading
        self.header = g.cell_height() + 3.0 + (s.heading_size + 2.0 if captions else 0.0)
        usable_w = paper.width - 2 * s.margin
        usable_h = paper.height - 2 * s.margin - self.header
        self.columns = int((usable_w + s.gap) // (self.box_width + s.gap))
        self.rows = int((usable_h + s.gap) // (self.box_height + s.gap))
        if self.columns < 1 or self.rows < 1:
            raise LayoutError("a label box does not fit on the paper", paper=paper.name)
        self.grid_width = self.columns * self.box_width + (self.columns - 1) * s.gap
        self.left = (paper.width - self.grid_width) / 2
        per_page = self.columns * self.rows
        self.pages: list[list[PlacedLabel]] = []
        r = g.dot_diameter / 2
        for i, (label, caption) in enumerate(zip(labels, captions_text)):
            if i % per_page == 0:
                self.pages.append([])
            row, col = divmod(i % per_page, self.columns)
            x = self.left + col * (self.box_width + s.gap)
            y = s.margin + self.header + row * (self.box_height + s.gap)
            ox, oy = x + s.padding + r, y + s.padding + r
            origins = [(ox, oy + k * g.line_pitch) for k in range(len(label.braille))]
            cy = y + s.padding + self.braille_height + 1.5 + s.caption_size * 0.8
            lines = [(x + s.padding, cy + k * s.caption_leading, text)
                     for k, text in enumerate(caption)]
            self.pages[-1].append(PlacedLabel(label, (x, y, self.box_width, self.box_height),
                                              origins, lines))
        if not self.pages:
            self.pages.append([])

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    def head(self, page: int) -> SheetHead:
        """Where the orientation mark, the braille title and page number of ``page`` go."""
        s, g = self.style, self.style.geometry
        r = g.dot_diameter / 2
        x0, y0, m = self.left, s.margin, s.mark_size
        right = self.left + self.grid_width
        number = number_cells(page + 1)
        number_x = right - g.line_width(len(number)) + r
        title_x = x0 + m + 3.0 + r
        room = int((number_x - r - 2 * g.cell_pitch - (title_x - r)) // g.cell_pitch) + 1
        title = _whole_words(self.title_cells, room)
        braille = [(title, title_x, y0 + r)] if title else []
        braille.append((number, number_x, y0 + r))
        heading_y = y0 + g.cell_height() + 2.0 + s.heading_size
        return SheetHead([(x0, y0), (x0 + m, y0), (x0, y0 + m)], braille, (x0, heading_y))


def _whole_words(cells_: str, width: int) -> str:
    """The first words of ``cells_`` that fit ``width`` cells."""
    out = ""
    for word in cells_.replace(" ", BLANK).split(BLANK):
        candidate = f"{out}{BLANK}{word}" if out else word
        if len(candidate) > width:
            break
        out = candidate
    return out


def _fmt(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def _dots_of_page(layout: SheetLayout, page: int) -> list[tuple[str, str, float, float]]:
    """Every braille line of a page: (class, cells, x, y of dot 1 of its first cell)."""
    lines = [("braille-head", cells_, x, y) for cells_, x, y in layout.head(page).braille]
    for placed in layout.pages[page]:
        lines += [("braille-line", line, ox, oy)
                  for line, (ox, oy) in zip(placed.label.braille, placed.origins)]
    return lines


def render_svg(layout: SheetLayout, page: int, heading: str, *, title: str | None = None,
               print_ink: Ink | None = NON_SWELLING) -> str:
    """One page of the layout as an SVG document in millimetre units (1 user unit = 1 mm).

    Print (heading, captions, cut lines) is drawn in ``print_ink`` and left out
    when it is None; braille dots and the orientation mark are black.
    """
    s, g, paper = layout.style, layout.style.geometry, layout.paper
    esc = html.escape
    head = layout.head(page)
    font = 'font-family="DejaVu Sans, Arial, sans-serif"'
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_fmt(paper.width)}mm" '
        f'height="{_fmt(paper.height)}mm" viewBox="0 0 {_fmt(paper.width)} {_fmt(paper.height)}">',
        f"<title>{esc(title or heading)}</title>",
        '<rect x="0" y="0" width="100%" height="100%" fill="#ffffff"/>',
        '<polygon class="orientation-mark" points="'
        + " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in head.mark) + '" fill="#000000"/>',
    ]
    if print_ink is not None:
        out.append(f'<text class="heading" x="{_fmt(head.heading[0])}" y="{_fmt(head.heading[1])}" '
                   f'{font} font-size="{_fmt(s.heading_size)}" fill="{print_ink.svg}">'
                   f'{esc(heading)}</text>')
    r = g.dot_diameter / 2

    def braille_group(cls: str, cells_: str, ox: float, oy: float) -> None:
        out.append(f'<g class="{cls}" data-cells="{esc(cells_)}" '
                   f'data-x="{_fmt(ox)}" data-y="{_fmt(oy)}">')
        for cx, cy in g.line_dots(cells_, ox, oy):
            out.append(f'<circle class="dot" cx="{_fmt(cx)}" cy="{_fmt(cy)}" r="{_fmt(r)}" '
                       'fill="#000000"/>')
        out.append("</g>")

    for cells_, ox, oy in head.braille:
        braille_group("braille-head", cells_, ox, oy)
    for placed in layout.pages[page]:
        x, y, w, h = placed.box
        out.append('<g class="label">')
        if print_ink is not None:
            out.append(f'<rect class="cut" x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" '
                       f'height="{_fmt(h)}" fill="none" stroke="{print_ink.svg}" '
                       'stroke-width="0.2" stroke-dasharray="1.5 1"/>')
        for line, (ox, oy) in zip(placed.label.braille, placed.origins):
            braille_group("braille-line", line, ox, oy)
        if print_ink is not None:
            for tx, ty, text in placed.caption_lines:
                out.append(f'<text class="caption" x="{_fmt(tx)}" y="{_fmt(ty)}" {font} '
                           f'font-size="{_fmt(s.caption_size)}" fill="{print_ink.svg}">'
                           f'{esc(text)}</text>')
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


FONT_CANDIDATES = (
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    Path("/usr/share/fonts/TTF/DejaVuSans.ttf"),
    Path("/usr/share/fonts/dejavu/DejaVuSans.ttf"),
    Path("/Library/Fonts/Arial Unicode.ttf"),
    Path("C:/Windows/Fonts/arial.ttf"),
)


def latin1(text: str) -> str:
    """Text for a core PDF font: letters outside Latin-1 lose their accents (ł -> l, ș -> s)."""
    special = {"ł": "l", "Ł": "L", "đ": "d", "Đ": "D"}
    out = []
    for ch in text:
        ch = special.get(ch, ch)
        try:
            ch.encode("latin-1")
            out.append(ch)
        except UnicodeEncodeError:
            base = unicodedata.normalize("NFKD", ch)[:1]
            out.append(base if base.encode("latin-1", "ignore") else "?")
    return "".join(out)


def render_pdf(layout: SheetLayout, headings: Sequence[str], *, title: str = "",
               lang: str = "en", font: Path | str | None = None,
               print_ink: Ink | None = NON_SWELLING) -> bytes:
    """All pages of the layout as a PDF (fpdf2), dots as filled circles at exact sizes.

    ``headings`` has one heading per page.  Print is drawn in ``print_ink`` as
    DeviceCMYK (left out when None); the dots and the orientation mark are
    black.  The caption font is ``font`` (a TrueType file) or the first of
    ``FONT_CANDIDATES`` installed; without one, or with ``font="core"``, the
    core Helvetica is used and letters outside Latin-1 lose their accents.
    """
    from fpdf import FPDF
    from fpdf.drawing import DeviceCMYK

    s, g, paper = layout.style, layout.style.geometry, layout.paper
    pdf = FPDF(orientation="P", unit="mm", format=(paper.width, paper.height))
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    if title:
        pdf.set_title(title)
    pdf.set_lang(lang)
    pdf.set_creator("uno-access")
    if font == "core":
        font_path = None
    else:
        font_path = Path(font) if font else next((p for p in FONT_CANDIDATES if p.is_file()), None)
    clean: Callable[[str], str]
    if font_path is not None:
        pdf.add_font("Caption", "", str(font_path))
        family, clean = "Caption", (lambda t: t)
    else:
        family, clean = "Helvetica", latin1
    ink = DeviceCMYK(*print_ink.cmyk) if print_ink is not None else None
    pt_per_mm = 72 / 25.4
    r = g.dot_diameter / 2
    for number, placed_labels in enumerate(layout.pages):
        pdf.add_page()
        head = layout.head(number)
        pdf.set_fill_color(0, 0, 0)
        pdf.polygon(head.mark, style="F")
        for _cls, cells_, ox, oy in _dots_of_page(layout, number):
            for cx, cy in g.line_dots(cells_, ox, oy):
                pdf.ellipse(cx - r, cy - r, 2 * r, 2 * r, style="F")
        if ink is None:
            continue
        pdf.set_text_color(ink)
        pdf.set_draw_color(ink)
        pdf.set_font(family, size=s.heading_size * pt_per_mm)
        pdf.text(head.heading[0], head.heading[1], clean(headings[number]))
        pdf.set_font(family, size=s.caption_size * pt_per_mm)
        pdf.set_line_width(0.2)
        for placed in placed_labels:
            x, y, w, h = placed.box
            pdf.set_dash_pattern(dash=1.5, gap=1)
            pdf.rect(x, y, w, h)
            pdf.set_dash_pattern()
            for tx, ty, text in placed.caption_lines:
                pdf.text(tx, ty, clean(text))
    return bytes(pdf.output())
