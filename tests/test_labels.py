"""``uno-access labels``: every output decoded back (BRF, text, SVG, PDF) and the error paths.

BRF files are checked line by line against the page conventions at every size
(``check_document``), their names read back by a reader of each national
alphabet (``braille.national.decode``) and, where the table supports it, by
liblouis' back-translation; the PDF is rendered at 600 dpi and its dots measured.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import braille
from braille import louis, national
from braille.brf import PAGE_SIZES, PageSize
from braille.sheet import NLS_800
from tests.conftest import ROOT, require_path, require_tool, run_cli
from uno_access.cli.labels import NOTE_CODES, transcriber_note
from uno_access.engine.cards import ALL_CARDS, DECK_COUNTS
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.braille_codes import LIBLOUIS_TABLES, card_from_cells, code_cells, liblouis_table
from uno_access.narration.cardnames import card_name

try:
    from test_braille_brf import check_document
    from test_braille_sheet import decode_line, pdf_dots, pdf_pages, rendered_marks, svg_dots
except ImportError:  # tests collected as a package
    from tests.test_braille_brf import check_document
    from tests.test_braille_sheet import decode_line, pdf_dots, pdf_pages, rendered_marks, svg_dots

NA = PageSize(40, 25)


def need_liblouis(lang: str = "en") -> None:
    require_tool("lou_translate", "liblouis-bin")
    if liblouis_table(lang) is None:
        require_path(f"/usr/share/liblouis/tables/{LIBLOUIS_TABLES[lang][0]}", "liblouis-data")


def run(argv, capsys):
    return run_cli(argv, capsys)


def run_module(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "uno_access", *args], capture_output=True,
                          env=env, cwd=ROOT, timeout=120)


def read_labels(path: Path, count: int, size: PageSize = NA):
    """The title, the note's paragraphs and the last ``count`` labels of a BRF file, each
    label's runover lines joined to it; every line checked against the page conventions.

    Page 1 opens with the centred title lines and a blank line, then the note: its heading
    centred, its paragraphs starting in cell 3 and running over to cell 1; a label starts in
    cell 1 and runs over to cell 3.
    """
    text = path.read_bytes().decode("ascii")
    first = braille.read_brf(text, width=size.cells, lines_per_page=size.lines)[0]
    title = braille.BLANK.join(line.strip(braille.BLANK) for line in first[:first.index("")])
    pages = check_document(text, size, title)
    lines = [(p, line) for p, page in enumerate(pages) for line in page if line]
    labels: list[str] = []
    while len(labels) < count:
        page, line = lines.pop()
        runovers: list[str] = []
        while line.startswith(braille.BLANK * 2):
            runovers.insert(0, line.strip(braille.BLANK))
            previous, line = lines.pop()
            assert previous == page, "a label straddles two pages"
        labels.insert(0, braille.BLANK.join([line, *runovers]))
    note: list[str] = []
    heading = []
    while lines and lines[0][1].startswith(braille.BLANK * 3):  # the note's heading, centred
        heading.append(lines.pop(0)[1].strip(braille.BLANK))
    if heading:
        note.append(braille.BLANK.join(heading))
    for _page, line in lines:
        if line.startswith(braille.BLANK * 2):
            note.append(line.strip(braille.BLANK))
        else:
            note[-1] += braille.BLANK + line
    return title, note, labels


def split_label(line: str) -> tuple[str, str]:
    code, _, rest = line.partition(braille.BLANK)
    return code, rest


def as_embossed(text: str) -> str:
    """A print text as its Braille reads back: the tables write a dash (Polish "Zmiana koloru –
    Weź cztery") with the hyphen's cell, spaced, so it reads back as a hyphen."""
    return text.replace("\u2013", "-")


def note_as_read(loc: Localizer, form: str, **note) -> list[str]:
    """The note's heading and paragraphs as a reader of the BRF reads them: each example
    code as its cells on the labels read (the deck form's r3x reads r c x)."""
    reading = {key: national.decode(code_cells(code, form), loc.lang)
               for key, code in NOTE_CODES.items()}
    return [as_embossed(line) for line in (loc.format("labels-note-heading"),
                                           *transcriber_note(loc, form=form, codes=reading, **note))]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("form", ["deck", "ueb"])
def test_note_writes_its_example_codes_as_the_labels_do(lang, form, tmp_path, capsys):
    """The note explains the deck's code, so its examples are the labels' own cells: in the
    deck form no number sign (r3x is r c x), in the UEB form the number sign."""
    need_liblouis(lang)
    out = tmp_path / "n.brf"
    assert run(["labels", "--lang", lang, "--braille-form", form, "-o", str(out)], capsys)[0] == 0
    _title, note, _labels = read_labels(out, 108)
    words = braille.BLANK.join(note).replace(" ", braille.BLANK).split(braille.BLANK)
    for code in NOTE_CODES.values():
        assert code_cells(code, form) in words
    if form == "deck":  # and not the print code through liblouis, with its number sign
        assert not {code_cells(code, "ueb") for code in ("r3x", "rd2", "dr4")} & set(words)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("form", ["deck", "ueb"])
def test_deck_brf_reads_back_to_the_108_codes_and_the_names(lang, form, tmp_path, capsys):
    need_liblouis(lang)
    out = tmp_path / "deck.brf"
    rc, stdout, err = run(["labels", "--format", "brf", "--lang", lang, "--braille-form", form,
                           "-o", str(out)], capsys)
    assert rc == 0 and err == ""
    loc = Localizer(lang)
    assert stdout.strip() == loc.format("labels-written", path=str(out))
    title, note, labels = read_labels(out, 108)
    assert national.decode(title, lang) == loc.format("labels-title")
    assert [national.decode(p, lang) for p in note] == \
        note_as_read(loc, form, content="name", set_="deck", size=NA)
    cards = [card_from_cells(split_label(line)[0], form) for line in labels]
    assert Counter(card.code for card in cards) == Counter(DECK_COUNTS)
    for card, line in zip(cards, labels):
        assert national.decode(split_label(line)[1], lang) == as_embossed(card_name(loc, card))


@pytest.mark.parametrize("lang", ["en", "pt", "pl"])
def test_names_in_brf_translate_back_through_liblouis(lang, tmp_path, capsys):
    """liblouis back-translation, where the table supports it, gives the print names again."""
    need_liblouis(lang)
    out = tmp_path / "u.brf"
    assert run(["labels", "--lang", lang, "--set", "unique", "-o", str(out)], capsys)[0] == 0
    _title, _note, labels = read_labels(out, 54)
    names = [split_label(line)[1].rpartition(braille.BLANK)[0] for line in labels]
    done = subprocess.run(["lou_translate", "--backward", f"unicode.dis,{liblouis_table(lang)}"],
                          input="\n".join(names) + "\n", capture_output=True, text=True, check=True)
    loc = Localizer(lang)
    expected = [as_embossed(card_name(loc, card)) for card in ALL_CARDS]
    if lang == "pl":  # Polish writes "+" and "!" alike (dots 235): liblouis reads "!"
        expected = [name.replace("+", "!") for name in expected]
    assert done.stdout.splitlines() == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_unique_set_has_54_labels_with_counts_in_the_languages_own_sign(lang, tmp_path, capsys):
    need_liblouis(lang)
    out = tmp_path / "u.brf"
    assert run(["labels", "--set", "unique", "--lang", lang, "--braille-form", "ueb",
                "-o", str(out)], capsys)[0] == 0
    _title, _note, labels = read_labels(out, 54)
    code = national.code_of(lang)
    loc = Localizer(lang)
    for card, line in zip(ALL_CARDS, labels):
        cells_, rest = split_label(line)
        assert card_from_cells(cells_, "ueb") is card
        name, _, count = rest.rpartition(braille.BLANK)
        assert national.decode(name, lang) == as_embossed(card_name(loc, card))
        assert count.startswith(code.times)
        assert braille.decode_ueb(count[len(code.times):]) == str(DECK_COUNTS[card.code])
    if lang != "en":
        assert braille.TIMES_SIGN not in "".join(labels)


SIZES = [("na", NA), ("a4", PAGE_SIZES["a4"]), ("a4-31", PAGE_SIZES["a4-31"]),
         ("a4-32", PAGE_SIZES["a4-32"])]


@pytest.mark.parametrize("lang", ["pl", "hr", "ro"])
@pytest.mark.parametrize("name,size", SIZES + [("custom", PageSize(24, 12))], ids=lambda v: str(v))
def test_brf_at_every_size_line_by_line(lang, name, size, tmp_path, capsys):
    """No line passes the size asked for, every label is whole on one page, and it reads back."""
    need_liblouis(lang)
    out = tmp_path / "s.brf"
    argv = ["labels", "--lang", lang, "--set", "unique", "-o", str(out)]
    argv += ["--size", name] if name != "custom" else ["--cells", "24", "--lines", "12"]
    rc, _stdout, err = run(argv, capsys)
    assert rc == 0 and err == ""
    _title, note, labels = read_labels(out, 54, size)
    loc = Localizer(lang)
    assert [national.decode(p, lang) for p in note] == \
        note_as_read(loc, "deck", content="name", set_="unique", size=size)
    for card, line in zip(ALL_CARDS, labels):
        cells_, rest = split_label(line)
        assert card_from_cells(cells_) is card
        assert national.decode(rest.rpartition(braille.BLANK)[0], lang) == as_embossed(card_name(loc, card))


def test_cells_and_lines_override_the_named_size(tmp_path, capsys):
    need_liblouis()
    out = tmp_path / "c.brf"
    assert run(["labels", "--size", "a4", "--lines", "20", "-o", str(out)], capsys)[0] == 0
    read_labels(out, 108, PageSize(30, 20))


@pytest.mark.parametrize("form,widths", [("deck", {3}), ("ueb", {3, 4})])
def test_code_content_is_card_corner_sized(form, widths, tmp_path, capsys):
    need_liblouis()
    out = tmp_path / "k.brf"
    assert run(["labels", "--content", "code", "--braille-form", form, "--size", "a4",
                "-o", str(out)], capsys)[0] == 0
    _title, note, labels = read_labels(out, 108, PAGE_SIZES["a4"])
    assert {len(line) for line in labels} == widths
    assert Counter(card_from_cells(line, form).code for line in labels) == Counter(DECK_COUNTS)
    assert max(NLS_800.line_width(len(line)) for line in labels) < 25 < 56 / 2
    loc = Localizer("en")
    assert [national.decode(p, "en") for p in note] == \
        note_as_read(loc, form, content="code", set_="deck", size=PAGE_SIZES["a4"])


def test_help_makes_the_content_choice_clear():
    done = run_module("labels", "--help", "--lang", "en")
    assert done.returncode == 0
    text = " ".join(done.stdout.decode().split())
    for msg in ("labels-help-content", "labels-help-size", "labels-help-media", "labels-help-print"):
        assert " ".join(Localizer("en").format(msg).split()) in text
def test_two_corners_double_every_label(tmp_path, capsys):
    need_liblouis()
    out = tmp_path / "c.brf"
    assert run(["labels", "--corners", "2", "-o", str(out)], capsys)[0] == 0
    _title, _note, labels = read_labels(out, 216)
    codes = Counter(card_from_cells(split_label(line)[0]).code for line in labels)
    assert len(labels) == 216 and codes == Counter({c: 2 * n for c, n in DECK_COUNTS.items()})
    assert labels[0::2] == labels[1::2]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_text_and_brf_agree_cell_for_cell(lang, tmp_path, capsys):
    need_liblouis(lang)
    brf, txt = tmp_path / "a.brf", tmp_path / "a.txt"
    assert run(["labels", "--lang", lang, "--set", "unique", "-o", str(brf)], capsys)[0] == 0
    assert run(["labels", "--lang", lang, "--set", "unique", "--format", "text", "-o", str(txt)],
               capsys)[0] == 0
    _title, _note, labels = read_labels(brf, 54)
    text_lines = txt.read_text(encoding="utf-8").splitlines()
    assert text_lines[0] == Localizer(lang).format("labels-title")
    loc = Localizer(lang)
    for card, label, line in zip(ALL_CARDS, labels, text_lines[1:]):
        cells, _, printed = line.partition("   ")
        assert cells == label
        assert braille.unicode_to_brf(cells) == braille.unicode_to_brf(label)
        assert printed.startswith(f"{card.code} {card_name(loc, card)}")
    assert len(text_lines) == 55


def test_brf_to_standard_output_is_the_same_file(tmp_path):
    need_liblouis()
    out = tmp_path / "x.brf"
    done = run_module("labels", "--format", "brf", "-o", str(out))
    assert done.returncode == 0
    piped = run_module("labels", "--format", "brf")
    assert piped.returncode == 0 and piped.stderr == b""
    assert piped.stdout == out.read_bytes()


def test_without_liblouis_the_codes_still_print_and_the_notice_comes_once(monkeypatch, tmp_path,
                                                                          capsys):
    monkeypatch.setattr(louis, "executable", lambda: None)
    out = tmp_path / "codes.brf"
    rc, _stdout, err = run(["labels", "--lang", "it", "-o", str(out)], capsys)
    assert rc == 0
    assert err.splitlines() == [Localizer("it").format("labels-need-liblouis")]
    title, note, labels = read_labels(out, 108)
    assert title == "⠨⠨⠥⠝⠕" and note == []
    assert Counter(card_from_cells(line).code for line in labels) == Counter(DECK_COUNTS)
    rc, stdout, err = run(["labels", "--format", "text", "--set", "unique"], capsys)
    assert rc == 0 and err.splitlines() == [Localizer("en").format("labels-need-liblouis")]
    assert stdout.splitlines()[1] == "⠗⠚⠭⠀⠐⠦⠼⠁   r0x red 0, 1 card"
    # code labels need no names, but the title and the note do: that is said once too
    rc, _stdout, err = run(["labels", "--lang", "pl", "--content", "code", "-o", str(out)], capsys)
    assert rc == 0 and err.splitlines() == [Localizer("pl").format("labels-need-liblouis-note")]
    assert read_labels(out, 108)[:2] == ("⠨⠨⠥⠝⠕", [])


def test_sheets_without_liblouis_are_headed_uno_and_say_so(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(louis, "executable", lambda: None)
    out = tmp_path / "s.svg"
    rc, _out, err = run(["labels", "--format", "svg", "--lang", "ro", "-o", str(out)], capsys)
    assert rc == 0 and err.splitlines() == [Localizer("ro").format("labels-need-liblouis-title")]
    head = svg_dots(sorted(tmp_path.glob("s-*.svg"))[0].read_text(encoding="utf-8"), "braille-head")
    assert [line["cells"] for line in head] == ["⠨⠨⠥⠝⠕", "⠼⠁"]


@pytest.mark.parametrize("form", ["deck", "ueb"])
@pytest.mark.parametrize("paper,size", [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_svg_sheets_decode_back_to_the_deck(form, paper, size, tmp_path, capsys):
    out = tmp_path / "sheet.svg"
    rc, stdout, err = run(["labels", "--format", "svg", "--paper", paper, "--braille-form", form,
                           "--lang", "hr", "-o", str(out)], capsys)
    assert rc == 0 and err == ""
    files = sorted(tmp_path.glob("sheet-*.svg"))
    assert len(files) >= 2 and not out.exists()
    assert stdout.splitlines() == [Localizer("hr").format("labels-written", path=str(f))
                                   for f in files]
    codes: Counter = Counter()
    import xml.etree.ElementTree as ET

    for f in files:
        text = f.read_text(encoding="utf-8")
        root = ET.fromstring(text)
        assert root.get("width") == f"{size[0]:g}mm" and root.get("height") == f"{size[1]:g}mm"
        for line in svg_dots(text):
            cells = decode_line(line["circles"], line["x"], line["y"])
            assert cells == line["cells"]
            card = card_from_cells(cells, form)
            codes[card.code] += 1
            # the dot 1 position sits in a box drawn in the file; captions carry the print name
        captions = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")
                    if t.get("class") == "caption"]
        assert captions and all(c for c in captions)
        # the grid of cut boxes is centred across the paper, measured from the drawn boxes
        cuts = [(float(r.get("x")), float(r.get("width")))
                for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "cut"]
        left = min(x for x, _w in cuts)
        right = size[0] - max(x + w for x, w in cuts)
        if f is files[0]:
            assert abs(left - right) <= 0.01 and left >= 10, (left, right)
    assert codes == Counter(DECK_COUNTS)


def test_svg_captions_hold_the_localized_names(tmp_path, capsys):
    out = tmp_path / "u.svg"
    assert run(["labels", "--format", "svg", "--set", "unique", "--lang", "pl", "-o", str(out)],
               capsys)[0] == 0
    text = out.read_text(encoding="utf-8")
    import xml.etree.ElementTree as ET

    groups = [g for g in ET.fromstring(text).iter("{http://www.w3.org/2000/svg}g")
              if g.get("class") == "label"]
    assert len(groups) == 54
    loc = Localizer("pl")
    for card, g in zip(ALL_CARDS, groups):
        caption = " ".join(t.text for t in g.iter("{http://www.w3.org/2000/svg}text"))
        assert caption == loc.format("labels-caption-count", code=card.code,
                                     name=card_name(loc, card), count=DECK_COUNTS[card.code])


def head_dots(lang: str, page: int) -> set[int]:
    """How many dots a sheet's braille head can have: the title in the language, or its first
    words where the page number needs the room, and the page number."""
    words = national.translate([Localizer(lang).format("labels-title")], lang)[0].split(braille.BLANK)
    number = sum(len(braille.dots_of(c)) for c in braille.number_cells(page))
    return {number + sum(len(braille.dots_of(c)) for c in "".join(words[:k]))
            for k in range(1, len(words) + 1)}


@pytest.mark.parametrize("paper,size", [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_pdf_sheets(paper, size, tmp_path, capsys):
    need_liblouis("ro")
    out = tmp_path / "sheet.pdf"
    rc, stdout, err = run(["labels", "--format", "pdf", "--paper", paper, "--corners", "2",
                           "--lang", "ro", "-o", str(out)], capsys)
    assert rc == 0 and err == ""
    pdf = out.read_bytes()
    assert pdf.startswith(b"%PDF-") and len(pdf) > 2000
    count, sizes = pdf_pages(pdf)
    assert count >= 3
    assert all(abs(w - size[0]) <= 0.1 and abs(h - size[1]) <= 0.1 for w, h in sizes)
    pages = pdf_dots(pdf, size[1])
    labels = 2 * sum(len(braille.dots_of(c)) for card, n in DECK_COUNTS.items()
                     for c in code_cells(card) for _ in range(n))
    heads = [[d for d in page if d[1] < 20] for page in pages]  # the head line is 10-16 mm down
    assert sum(map(len, pages)) - sum(map(len, heads)) == labels
    for number, head in enumerate(heads, 1):
        assert len(head) in head_dots("ro", number)
    assert all(abs(2 * r - 1.44) <= 0.05 for page in pages for _x, _y, r in page)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_pdf_rendered_at_600_dpi_dots_measured_and_print_does_not_swell(paper, tmp_path, capsys):
    """pdftoppm renders the top of page 1; what is black there (what swells) is the dots and
    the orientation mark only; the dots measure NLS 800 and read back to the first card."""
    need_liblouis("en")
    out = tmp_path / "swell.pdf"
    assert run(["labels", "--format", "pdf", "--paper", paper, "--lang", "en", "-o", str(out)],
               capsys)[0] == 0
    marks, coloured = rendered_marks(out, 1, height_mm=42)
    mark = [m for m in marks if m[2] > 4]
    dots = [m for m in marks if m[2] <= 4]
    assert len(mark) == 1 and abs(mark[0][2] - 6.0) <= 0.1 and abs(mark[0][3] - 6.0) <= 0.1
    assert mark[0][0] < min(x for x, _y, _w, _h in dots), "the mark is in the top left corner"
    assert dots and all(abs(w - 1.44) <= 0.06 and abs(h - 1.44) <= 0.06 for _x, _y, w, h in dots)
    assert coloured > 1000, "the print is there, in a colour"
    # spacing measured between neighbours: 2.34 mm within a cell, 6.2 mm cell to cell
    for x, y, _w, _h in dots:
        for x2, y2, _w2, _h2 in dots:
            dx, dy = x2 - x, y2 - y
            if abs(dy) <= 0.05 and 0 < dx < 6.5:
                assert min(abs(dx - d) for d in (2.34, 6.2 - 2.34, 6.2)) <= 0.06, dx
            if abs(dx) <= 0.05 and 0 < dy < 5:
                assert min(abs(dy - d) for d in (2.34, 4.68)) <= 0.06, dy
    # the first label (r0x) read back from the image
    top = min(y for _x, y, _w, _h in dots if y > 20)
    row = [(x, y, w / 2) for x, y, w, _h in dots if top - 0.1 <= y <= top + 5]
    x0 = min(x for x, _y, _r in row)
    first = [d for d in row if d[0] < x0 + 3 * 6.2 - 1]
    assert decode_line(first, x0, top) == code_cells("r0x")
    # the same page in black print: the captions and heading turn black, they would swell
    black = tmp_path / "black.pdf"
    assert run(["labels", "--format", "pdf", "--paper", paper, "--print", "black",
                "-o", str(black)], capsys)[0] == 0
    black_marks, black_coloured = rendered_marks(black, 1, height_mm=42)
    assert len(black_marks) > len(marks) + 50 and black_coloured < coloured / 10
    # and with no print at all, only the braille and the mark
    bare = tmp_path / "bare.pdf"
    assert run(["labels", "--format", "pdf", "--paper", paper, "--print", "none",
                "-o", str(bare)], capsys)[0] == 0
    bare_marks, bare_coloured = rendered_marks(bare, 1, height_mm=42)
    assert bare_coloured == 0
    assert len([m for m in bare_marks if m[2] > 4]) == 1
    assert all(abs(w - 1.44) <= 0.06 for _x, _y, w, _h in bare_marks if w <= 4)


def test_media_paper_prints_in_black_and_swell_in_colour(tmp_path, capsys):
    import xml.etree.ElementTree as ET

    colours = {}
    for media in ("swell", "paper"):
        out = tmp_path / f"{media}.svg"
        assert run(["labels", "--format", "svg", "--set", "unique", "--media", media,
                    "-o", str(out)], capsys)[0] == 0
        root = ET.fromstring(sorted(tmp_path.glob(f"{media}*.svg"))[0].read_text(encoding="utf-8"))
        colours[media] = {el.get("fill") for el in root.iter("{http://www.w3.org/2000/svg}text")}
    assert colours == {"swell": {"#008cff"}, "paper": {"#000000"}}


@pytest.mark.parametrize("args", [
    ["--format", "doc"], ["--paper", "a3"], ["--corners", "3"], ["--set", "half"],
    ["--braille-form", "g2"], ["--bogus"], ["--cells", "23"], ["--lines", "x"],
    ["--cells", "61"], ["--size", "b5"], ["--content", "all"], ["--media", "wood"],
    ["--print", "gold"],
])
def test_bad_options_give_one_line_and_exit_2(args):
    done = run_module("labels", "--lang", "pl", *args)
    assert done.returncode == 2
    err = done.stderr.decode("utf-8")
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert done.stdout == b""


def test_bad_number_is_localized(capsys):
    rc, out, err = run(["labels", "--lang", "hr", "--cells", "8"], capsys)
    assert rc == 2 and out == ""
    assert err.splitlines() == [Localizer("hr").format(
        "labels-bad-number", option="--cells", value="8", low=24, high=60)]


def test_bad_choice_is_localized(capsys):
    rc, _out, err = run(["labels", "--lang", "pl", "--format", "doc"], capsys)
    assert rc == 2
    assert err.splitlines() == ["uno-access labels: parametr --format: „doc” nie jest dozwoloną wartością. "
                                "Dozwolone wartości: brf, svg, pdf albo text."]


@pytest.mark.parametrize("fmt", ["brf", "text", "svg", "pdf"])
def test_unwritable_output_gives_one_localized_line(fmt, tmp_path):
    target = tmp_path / "missing-dir" / f"x.{fmt}"
    done = run_module("labels", "--format", fmt, "--lang", "ro", "-o", str(target))
    assert done.returncode == 2
    lines = done.stderr.decode("utf-8").strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Nu se poate scrie ") and "Traceback" not in lines[0]


@pytest.mark.parametrize("fmt", ["svg", "pdf"])
def test_sheets_need_an_output_file(fmt, capsys):
    rc, out, err = run(["labels", "--format", fmt], capsys)
    assert rc == 2 and out == ""
    assert err.strip() == Localizer("en").format("labels-needs-output", format=fmt)


def test_unknown_language_is_said_once_and_english_is_used(tmp_path, capsys):
    rc, out, err = run(["labels", "--format", "text", "--lang", "xx"], capsys)
    assert rc == 0
    assert Localizer("en").format("cli-language-unavailable", name="xx") in err.splitlines()
    assert out.splitlines()[0] == Localizer("en").format("labels-title")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_smallest_page_accepted_holds_every_note_and_label(lang, tmp_path, capsys):
    need_liblouis(lang)
    out = tmp_path / "small.brf"
    for content in ("name", "code"):
        rc, _stdout, err = run(["labels", "--lang", lang, "--set", "unique", "--content", content,
                                "--braille-form", "ueb", "--cells", "24", "--lines", "10",
                                "-o", str(out)], capsys)
        assert rc == 0 and err == ""
        assert len(read_labels(out, 54, PageSize(24, 10))[2]) == 54
