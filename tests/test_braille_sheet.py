"""braille.sheet: tactile sheets; dot positions measured back from the SVG and PDF files.

The helpers ``svg_dots`` and ``pdf_dots`` read the drawn dots out of the files
with no help from the writer, so the dimensions are checked as printed.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
import zlib

import pytest

import braille
from braille.sheet import (
    A4,
    BLACK,
    LETTER,
    NLS_800,
    NON_SWELLING,
    Label,
    SheetLayout,
    render_pdf,
    render_svg,
)

TITLE = braille.encode_ueb("UNO card labels")

SVG = "{http://www.w3.org/2000/svg}"
TOL = 0.05  # mm
PT = 25.4 / 72


def svg_dots(svg_text: str, kind: str = "braille-line") -> list[dict]:
    """Per braille line of the SVG (labels, or ``kind="braille-head"`` for the title and page
    number): its data-cells, data origin and the circles drawn."""
    root = ET.fromstring(svg_text)
    lines = []
    for g in root.iter(f"{SVG}g"):
        if g.get("class") != kind:
            continue
        circles = [(float(c.get("cx", "")), float(c.get("cy", "")), float(c.get("r", "")))
                   for c in g.iter(f"{SVG}circle")]
        lines.append({"cells": g.get("data-cells"), "x": float(g.get("data-x", "")),
                      "y": float(g.get("data-y", "")), "circles": circles})
    return lines


def decode_line(circles, x0: float, y0: float, geometry=NLS_800) -> str:
    """Cells from dot centres, given the centre of dot 1 of the first cell; checks every
    centre lies within TOL of its nominal place."""
    found: dict[int, set[int]] = {}
    for cx, cy, _r in circles:
        index = round((cx - x0) / geometry.cell_pitch)
        col = round((cx - x0 - index * geometry.cell_pitch) / geometry.dot_pitch)
        row = round((cy - y0) / geometry.dot_pitch)
        assert col in (0, 1) and row in (0, 1, 2, 3)
        nx = x0 + index * geometry.cell_pitch + col * geometry.dot_pitch
        ny = y0 + row * geometry.dot_pitch
        assert abs(cx - nx) <= TOL and abs(cy - ny) <= TOL
        dot = {(0, 0): 1, (0, 1): 2, (0, 2): 3, (1, 0): 4, (1, 1): 5, (1, 2): 6,
               (0, 3): 7, (1, 3): 8}[(col, row)]
        found.setdefault(index, set()).add(dot)
    width = max(found, default=-1) + 1
    return "".join(braille.cell(sorted(found.get(i, ()))) for i in range(width))


def pdf_pages(pdf: bytes) -> tuple[int, list[tuple[float, float]]]:
    """The number of page objects and the sizes (mm) of every MediaBox (pages or page tree)."""
    count = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", pdf)
    return count, [(float(w) * PT, float(h) * PT) for w, h in boxes]


def pdf_dots(pdf: bytes, page_height_mm: float) -> list[list[tuple[float, float, float]]]:
    """Filled circles (centre x, centre y, radius in mm, y downwards) of every page content
    stream: four Bezier curves from a move-to, then a fill."""
    pages = []
    number = rb"(-?[\d.]+)"
    curve = re.compile(rb"%s %s m\s+" % (number, number)
                       + rb"\s+".join([rb"%s %s %s %s %s %s c" % ((number,) * 6)] * 4) + rb"\s+f")
    for raw in re.findall(rb"stream\r?\n(.*?)\r?\nendstream", pdf, re.S):
        try:
            content = zlib.decompress(raw)
        except zlib.error:
            content = raw
        if b" re" not in content:
            continue  # not a page content stream (fonts and such)
        dots = []
        for m in curve.finditer(content):
            v = [float(x) for x in m.groups()]
            xs = [v[0]] + [v[2 + 6 * k + 4] for k in range(4)]
            ys = [v[1]] + [v[2 + 6 * k + 5] for k in range(4)]
            cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
            r = (max(xs) - min(xs)) / 2
            dots.append((cx * PT, page_height_mm - cy * PT, r * PT))
        pages.append(dots)
    return pages


def test_nls_800_dimensions():
    g = NLS_800
    assert (g.dot_diameter, g.dot_pitch, g.cell_pitch, g.line_pitch) == (1.44, 2.34, 6.2, 10.0)
    assert g.dot_centre(1, 0, 0) == (0, 0)
    assert g.dot_centre(6, 0, 0) == pytest.approx((2.34, 4.68))
    assert g.line_dots("⠁⠀⠁", 0, 0) == [(0, 0), (12.4, 0)]


def two_line_labels():
    return [Label(["⠃⠉⠭", "⠼⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚"], "first label"),
            Label(["⠿⠿", "⣿"], "second label with a rather long caption to wrap")]


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_svg_dots_measured_from_the_file(paper):
    labels = two_line_labels() * 20
    layout = SheetLayout(labels, paper, title_cells=TITLE)
    svg = render_svg(layout, 0, "heading", title="title")
    head = svg_dots(svg, "braille-head")
    assert [line["cells"] for line in head] == [TITLE, braille.number_cells(1)]
    for line in head:
        assert decode_line(line["circles"], line["x"], line["y"]) == line["cells"]
    # the page number ends at the right edge of the grid; the title starts after the mark
    number = head[1]
    right = number["x"] - 0.72 + NLS_800.line_width(len(number["cells"]))
    assert abs(right - (layout.left + layout.grid_width)) <= TOL
    assert min(cx for cx, _cy, _r in head[0]["circles"]) - 0.72 > layout.left + layout.style.mark_size
    root = ET.fromstring(svg)
    assert root.get("width") == f"{paper.width:g}mm" and root.get("height") == f"{paper.height:g}mm"
    assert root.get("viewBox") == f"0 0 {paper.width:g} {paper.height:g}"
    lines = svg_dots(svg)
    assert len(lines) == 2 * len(layout.pages[0])
    for i, line in enumerate(lines):
        label = layout.pages[0][i // 2].label
        expected = label.braille[i % 2]
        assert line["cells"] == expected
        assert decode_line(line["circles"], line["x"], line["y"]) == expected
        for _cx, _cy, r in line["circles"]:
            assert abs(2 * r - 1.44) <= TOL
    # line to line: the second line's origin is 10 mm under the first, same x
    for first, second in zip(lines[::2], lines[1::2]):
        assert abs(second["y"] - first["y"] - 10.0) <= TOL and abs(second["x"] - first["x"]) <= TOL
    # dot to dot and cell to cell, measured between the circles of "⠿⠿" (all six dots twice)
    full = sorted((cx, cy) for cx, cy, _ in lines[2]["circles"])
    assert len(full) == 12
    xs = sorted({round(cx, 3) for cx, _ in full})
    ys = sorted({round(cy, 3) for _, cy in full})
    assert len(xs) == 4 and len(ys) == 3
    assert abs(xs[1] - xs[0] - 2.34) <= TOL and abs(xs[3] - xs[2] - 2.34) <= TOL
    assert abs(xs[2] - xs[0] - 6.2) <= TOL and abs(xs[3] - xs[1] - 6.2) <= TOL
    assert abs(ys[1] - ys[0] - 2.34) <= TOL and abs(ys[2] - ys[1] - 2.34) <= TOL


def test_boxes_stay_on_the_paper_and_do_not_overlap():
    for paper in (A4, LETTER):
        layout = SheetLayout(two_line_labels() * 50, paper, title_cells=TITLE)
        assert sum(len(p) for p in layout.pages) == 100
        for page in layout.pages:
            boxes = [p.box for p in page]
            # the grid is centred: as much paper left of the first column as right of the last
            left = min(x for x, _y, _w, _h in boxes)
            right = paper.width - max(x + w for x, _y, w, _h in boxes)
            if len(page) >= layout.columns:
                assert abs(left - right) <= 0.01 and left >= layout.style.margin
            head_bottom = max(cy for _c, _x, cy in layout.head(0).braille) + NLS_800.cell_height()
            assert all(y > head_bottom for _x, y, _w, _h in boxes)
            for x, y, w, h in boxes:
                assert x >= 0 and y >= 0 and x + w <= paper.width and y + h <= paper.height
            for a in range(len(boxes)):
                for b in range(a + 1, len(boxes)):
                    ax, ay, aw, ah = boxes[a]
                    bx, by, bw, bh = boxes[b]
                    assert ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay
            for placed in page:
                x, y, w, h = placed.box
                for line, (ox, oy) in zip(placed.label.braille, placed.origins):
                    for cx, cy in NLS_800.line_dots(line, ox, oy):
                        assert x < cx - 0.72 and cx + 0.72 < x + w and y < cy - 0.72 < y + h


@pytest.mark.parametrize("paper", [A4, LETTER])
@pytest.mark.parametrize("font", [None, "core"])
def test_pdf_page_size_and_dots(paper, font):
    labels = two_line_labels() * 40
    layout = SheetLayout(labels, paper, title_cells=TITLE)
    heads = [f"page {i + 1}" for i in range(len(layout.pages))]
    pdf = render_pdf(layout, heads, title="t", font=font)
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    count, sizes = pdf_pages(pdf)
    assert count == len(layout.pages) >= 2 and sizes
    for w, h in sizes:
        assert abs(w - paper.width) <= 0.1 and abs(h - paper.height) <= 0.1
    pages = pdf_dots(pdf, paper.height)
    assert len(pages) == len(layout.pages)
    for number, (placed_labels, dots) in enumerate(zip(layout.pages, pages)):
        expected = [pt for cells_, ox, oy in layout.head(number).braille
                    for pt in NLS_800.line_dots(cells_, ox, oy)]
        expected += [pt for p in placed_labels
                     for line, (ox, oy) in zip(p.label.braille, p.origins)
                     for pt in NLS_800.line_dots(line, ox, oy)]
        assert len(dots) == len(expected)
        for (ex, ey), (cx, cy, r) in zip(expected, dots):
            assert abs(ex - cx) <= TOL and abs(ey - cy) <= TOL and abs(2 * r - 1.44) <= TOL


def test_core_font_fallback_drops_accents_only():
    from braille.sheet import latin1

    assert latin1("Wybierz kolor + weź cztery, łódź, roșu, đak") == \
        "Wybierz kolor + wez cztery, lódz, rosu, dak"
    assert latin1("Jolly à é") == "Jolly à é"


def test_wrapped_captions_fit_their_boxes_in_the_pdf_font():
    """Every caption line, measured with the font the PDF uses, stays inside its box."""
    from fpdf import FPDF

    from braille.sheet import FONT_CANDIDATES, SheetStyle, latin1

    style = SheetStyle()
    pdf = FPDF(unit="mm")
    pdf.add_page()
    font = next((p for p in FONT_CANDIDATES if p.is_file()), None)
    if font:
        pdf.add_font("Caption", "", str(font))
        pdf.set_font("Caption", size=style.caption_size * 72 / 25.4)
    else:
        pdf.set_font("Helvetica", size=style.caption_size * 72 / 25.4)
    captions = ["b3x Wybierz kolor + weź cztery, w talii: 4", "dr4 Zamjenska karta + izvuci četiri",
                "ydr Stai o tură albastru, în pachet: 2", "r7x czerwona siódemka, w talii: 2",
                "gd2 Coringa compre quatro, 4 no baralho"]
    layout = SheetLayout([Label(["⠃⠉⠭"], c) for c in captions], A4)
    for placed in layout.pages[0]:
        x, _y, w, _h = placed.box
        for tx, _ty, text in placed.caption_lines:
            width = pdf.get_string_width(text if font else latin1(text))
            assert tx + width <= x + w - 1.0, text


def test_a_box_wider_than_the_paper_is_a_layout_error():
    with pytest.raises(braille.LayoutError):
        SheetLayout([Label(["⠿" * 40], "too wide")], A4)


def test_boxes_are_sized_to_the_braille_they_hold():
    layout = SheetLayout([Label(["⠃⠉⠭"], "b3x blue 3")] * 10, A4)
    braille_width = NLS_800.line_width(3)
    assert abs(layout.box_width - (braille_width + 2 * layout.style.padding)) <= 1e-9
    assert braille_width / layout.box_width > 0.75
    bare = SheetLayout([Label(["⠃⠉⠭"], "b3x blue 3")] * 10, A4, captions=False)
    assert abs(bare.box_height - (NLS_800.cell_height() + 2 * bare.style.padding)) <= 1e-9
    assert all(p.caption_lines == [] for p in bare.pages[0])


def _svg_print(svg: str) -> list[tuple[str | None, str | None]]:
    """(tag class, colour) of every print element of an SVG: text and cut lines."""
    root = ET.fromstring(svg)
    out = []
    for el in root.iter():
        if el.tag in (f"{SVG}text", f"{SVG}rect") and el.get("class") in ("heading", "caption", "cut"):
            out.append((el.get("class"), el.get("fill") if el.tag == f"{SVG}text" else el.get("stroke")))
    return out


def test_print_is_drawn_in_the_ink_asked_for_and_braille_in_black():
    layout = SheetLayout(two_line_labels() * 3, A4, title_cells=TITLE)
    svg = render_svg(layout, 0, "heading")
    printed = _svg_print(svg)
    assert {cls for cls, _ in printed} == {"heading", "caption", "cut"}
    assert {colour for _, colour in printed} == {NON_SWELLING.svg}
    assert {c.get("fill") for c in ET.fromstring(svg).iter(f"{SVG}circle")} == {"#000000"}
    mark = [el for el in ET.fromstring(svg).iter(f"{SVG}polygon")]
    assert len(mark) == 1 and mark[0].get("fill") == "#000000"
    assert {colour for _, colour in _svg_print(render_svg(layout, 0, "h", print_ink=BLACK))} == {"#000000"}
    bare = SheetLayout(two_line_labels() * 3, A4, title_cells=TITLE, captions=False)
    svg = render_svg(bare, 0, "heading", print_ink=None)
    assert _svg_print(svg) == [] and len(svg_dots(svg)) == 12 and len(svg_dots(svg, "braille-head")) == 2
    # in the PDF the print ink is process colour with no black: DeviceCMYK 1 0.45 0 0
    pdf = render_pdf(layout, ["heading"], print_ink=NON_SWELLING)
    streams = b"".join(zlib.decompress(raw) for raw in
                       re.findall(rb"stream\r?\n(.*?)\r?\nendstream", pdf, re.S)
                       if raw[:1] == b"x")
    assert b"1 0.45 0 0 k" in streams and b"1 0.45 0 0 K" in streams
    assert not re.search(rb"[\d.]+ [\d.]+ [\d.]+ (?!0 )[\d.]+ [kK]", streams), "print with black ink"


def rendered_marks(pdf_path, page: int, dpi: int = 600, height_mm: float = 60.0):
    """Render the top ``height_mm`` of a PDF page with pdftoppm and find what is black there.

    Returns (black components as (centre x, centre y, width, height) in mm, the number of
    pixels of colour that is not black nor white).  A pixel is black when none of its
    channels exceeds 100 of 255: what swells on swell paper.
    """
    import subprocess
    import tempfile
    from pathlib import Path

    from PIL import Image, ImageChops

    from tests.conftest import require_tool

    require_tool("pdftoppm", "poppler-utils")
    px_per_mm = dpi / 25.4
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "page"
        subprocess.run(["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page), "-x", "0",
                        "-y", "0", "-W", str(int(210 * px_per_mm)), "-H",
                        str(int(height_mm * px_per_mm)), "-png", "-singlefile", str(pdf_path),
                        str(out)], check=True, timeout=60)
        image = Image.open(out.with_suffix(".png")).convert("RGB")
    r, g, b = image.split()
    brightest = ImageChops.lighter(ImageChops.lighter(r, g), b)
    darkest = ImageChops.darker(ImageChops.darker(r, g), b)
    black = brightest.point(lambda v: 255 if v <= 100 else 0)
    coloured = ImageChops.subtract(brightest, darkest).point(lambda v: 255 if v > 60 else 0).histogram()[255]
    width, height = black.size
    data = black.tobytes()
    # connected components by runs: union-find over the black runs of each row
    parent: list[int] = []
    runs: list[tuple[int, int, int]] = []  # row, start, end (exclusive)
    previous: list[int] = []

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for y in range(height):
        row = data[y * width:(y + 1) * width]
        current = []
        for m in re.finditer(rb"\xff+", row):
            index = len(runs)
            runs.append((y, m.start(), m.end()))
            parent.append(index)
            for j in previous:
                _py, ps, pe = runs[j]
                if ps < m.end() and m.start() < pe:
                    parent[find(j)] = find(index)
            current.append(index)
        previous = current
    boxes: dict[int, list[int]] = {}
    for index, (y, start, end) in enumerate(runs):
        box = boxes.setdefault(find(index), [start, y, end, y + 1])
        box[0], box[1] = min(box[0], start), min(box[1], y)
        box[2], box[3] = max(box[2], end), max(box[3], y + 1)
    components = [((x0 + x1) / 2 / px_per_mm, (y0 + y1) / 2 / px_per_mm, (x1 - x0) / px_per_mm,
                   (y1 - y0) / px_per_mm) for x0, y0, x1, y1 in boxes.values()]
    return components, coloured
