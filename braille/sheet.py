"""Tactile label sheets: braille dots drawn at standard dimensions, as SVG or PDF.

Dimensions follow the NLS Specification 800 (Braille Books and Pamphlets):
dot base diameter 1.44 mm, 2.34 mm between dot centres within a cell, 6.2 mm
from a cell to the next, 10 mm from a line to the next.  All lengths are in
millimetres.  Print the sheet on swell (microcapsule) paper and heat it, or
use it as a guide for a manual slate.

Each label sits in a cut-out box: its braille lines at the top and, under
them, its print caption for sighted helpers.  The caller gives plain strings
(cells and captions); nothing here knows what the labels are for.
"""

from __future__ import annotations

import html
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from .brf import LayoutError
from .cells import BLANK, dots_of

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


@dataclass
class SheetStyle:
    margin: float = 10.0
    header: float = 9.0  # room for the page heading above the boxes
    gap: float = 2.0  # between boxes
    padding: float = 3.0  # inside a box, around its contents
    min_box_width: float = 30.0
    caption_size: float = 2.4  # text height (em) in mm, about 6.8 pt
    caption_leading: float = 2.9
    caption_char_width: float = 0.55  # em fraction assumed per character when wrapping
    heading_size: float = 3.5
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


class SheetLayout:
    """Places labels in a grid of equal boxes on pages of the given paper."""

    def __init__(self, labels: Sequence[Label], paper: Paper = A4, style: SheetStyle | None = None):
        self.paper = paper
        self.style = style or SheetStyle()
        s, g = self.style, self.style.geometry
        max_cells = max((len(line) for lab in labels for line in lab.braille), default=1)
        max_lines = max((len(lab.braille) for lab in labels), default=1)
        self.box_width = max(s.min_box_width, g.line_width(max_cells) + 2 * s.padding)
        self.max_chars = max(1, int((self.box_width - 2 * s.padding)
                                    / (s.caption_size * s.caption_char_width)))
        captions = [wrap_caption(lab.caption, self.max_chars) for lab in labels]
        max_caption = max((len(c) for c in captions), default=1)
        self.braille_height = (max_lines - 1) * g.line_pitch + g.cell_height()
        self.box_height = (2 * s.padding + self.braille_height + 1.5
                           + max_caption * s.caption_leading)
        usable_w = paper.width - 2 * s.margin
        usable_h = paper.height - 2 * s.margin - s.header
        self.columns = int((usable_w + s.gap) // (self.box_width + s.gap))
        self.rows = int((usable_h + s.gap) // (self.box_height + s.gap))
        if self.columns < 1 or self.rows < 1:
            raise LayoutError("a label box does not fit on the paper", paper=paper.name)
        per_page = self.columns * self.rows
        self.pages: list[list[PlacedLabel]] = []
        for i, (label, caption) in enumerate(zip(labels, captions)):
            if i % per_page == 0:
                self.pages.append([])
            slot = i % per_page
            row, col = divmod(slot, self.columns)
            x = s.margin + col * (self.box_width + s.gap)
            y = s.margin + s.header + row * (self.box_height + s.gap)
            r = g.dot_diameter / 2
            ox = x + s.padding + r
            oy = y + s.padding + r
            origins = [(ox, oy + k * g.line_pitch) for k in range(len(label.braille))]
            cy = y + s.padding + self.braille_height + 1.5 + s.caption_size * 0.8
            lines = [(x + s.padding, cy + k * s.caption_leading, text) for k, text in enumerate(caption)]
            self.pages[-1].append(PlacedLabel(label, (x, y, self.box_width, self.box_height),
                                              origins, lines))
        if not self.pages:
            self.pages.append([])

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


def _fmt(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def render_svg(layout: SheetLayout, page: int, heading: str, *, title: str | None = None) -> str:
    """One page of the layout as an SVG document in millimetre units (1 user unit = 1 mm)."""
    s, g, paper = layout.style, layout.style.geometry, layout.paper
    esc = html.escape
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_fmt(paper.width)}mm" '
        f'height="{_fmt(paper.height)}mm" viewBox="0 0 {_fmt(paper.width)} {_fmt(paper.height)}">',
        f"<title>{esc(title or heading)}</title>",
        '<rect x="0" y="0" width="100%" height="100%" fill="#ffffff"/>',
        f'<text x="{_fmt(s.margin)}" y="{_fmt(s.margin + s.heading_size)}" '
        f'font-family="DejaVu Sans, Arial, sans-serif" font-size="{_fmt(s.heading_size)}" '
        f'fill="#000000">{esc(heading)}</text>',
    ]
    r = g.dot_diameter / 2
    for placed in layout.pages[page]:
        x, y, w, h = placed.box
        out.append('<g class="label">')
        out.append(f'<rect class="cut" x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" '
                   f'height="{_fmt(h)}" fill="none" stroke="#000000" stroke-width="0.2" '
                   'stroke-dasharray="1.5 1"/>')
        for line, (ox, oy) in zip(placed.label.braille, placed.origins):
            out.append(f'<g class="braille-line" data-cells="{esc(line)}" '
                       f'data-x="{_fmt(ox)}" data-y="{_fmt(oy)}">')
            for cx, cy in g.line_dots(line, ox, oy):
                out.append(f'<circle class="dot" cx="{_fmt(cx)}" cy="{_fmt(cy)}" r="{_fmt(r)}" '
                           'fill="#000000"/>')
            out.append("</g>")
        for tx, ty, text in placed.caption_lines:
            out.append(f'<text class="caption" x="{_fmt(tx)}" y="{_fmt(ty)}" '
                       f'font-family="DejaVu Sans, Arial, sans-serif" '
                       f'font-size="{_fmt(s.caption_size)}" fill="#000000">{esc(text)}</text>')
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


def _latin1(text: str) -> str:
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
               lang: str = "en", font: Path | str | None = None) -> bytes:
    """All pages of the layout as a PDF (fpdf2), dots as filled circles at exact sizes.

    ``headings`` has one heading per page.  The caption font is ``font`` (a
    TrueType file) or the first of ``FONT_CANDIDATES`` installed; without one,
    or with ``font="core"``, the core Helvetica is used and letters outside
    Latin-1 lose their accents.
    """
    from fpdf import FPDF

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
    if font_path is not None:
        pdf.add_font("Caption", "", str(font_path))
        family, clean = "Caption", (lambda t: t)
    else:
        family, clean = "Helvetica", _latin1
    pt_per_mm = 72 / 25.4
    r = g.dot_diameter / 2
    for number, placed_labels in enumerate(layout.pages):
        pdf.add_page()
        pdf.set_text_color(0, 0, 0)
        pdf.set_font(family, size=s.heading_size * pt_per_mm)
        pdf.text(s.margin, s.margin + s.heading_size, clean(headings[number]))
        pdf.set_font(family, size=s.caption_size * pt_per_mm)
        for placed in placed_labels:
            x, y, w, h = placed.box
            pdf.set_draw_color(0, 0, 0)
            pdf.set_line_width(0.2)
            pdf.set_dash_pattern(dash=1.5, gap=1)
            pdf.rect(x, y, w, h)
            pdf.set_dash_pattern()
            pdf.set_fill_color(0, 0, 0)
            for line, (ox, oy) in zip(placed.label.braille, placed.origins):
                for cx, cy in g.line_dots(line, ox, oy):
                    pdf.ellipse(cx - r, cy - r, 2 * r, 2 * r, style="F")
            for tx, ty, text in placed.caption_lines:
                pdf.text(tx, ty, clean(text))
    return bytes(pdf.output())
