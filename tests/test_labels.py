"""``uno-access labels``: every output decoded back (BRF, text, SVG, PDF) and the error paths."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import braille
from braille import louis
from uno_access.braille_codes import (
    EIGHT_DOT_TABLES,
    LIBLOUIS_TABLES,
    card_from_cells,
    code_cells,
    liblouis_table,
)
from uno_access.cardnames import card_name
from uno_access.engine.cards import ALL_CARDS, DECK_COUNTS
from uno_access.i18n import LANGUAGES, Localizer
from tests.conftest import ROOT, require_path, require_tool, run_cli

try:
    from test_braille_sheet import decode_line, pdf_dots, pdf_pages, svg_dots
except ImportError:  # tests collected as a package
    from tests.test_braille_sheet import decode_line, pdf_dots, pdf_pages, svg_dots


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


def brf_labels(path: Path) -> tuple[str, list[str]]:
    """Title line and label lines of a BRF file, parsed strictly (40 x 25, CR LF, form feeds)."""
    pages = braille.read_brf(path.read_bytes().decode("ascii"))
    lines = [line for page in pages for line in page]
    assert lines[1] == ""
    return lines[0], lines[2:]


def split_label(line: str) -> tuple[str, str, str]:
    code, _, rest = line.partition(braille.BLANK)
    return code, rest, rest.rpartition(braille.BLANK)[2]


def expected_name_cells(lang: str, names: list[str]) -> list[str]:
    table = liblouis_table(lang)
    if table in EIGHT_DOT_TABLES:
        return [louis.eight_dot_digits_to_six(c)
                for c in louis.translate([n.lower() for n in names], table)]
    return louis.translate(names, table)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("form", ["deck", "ueb"])
def test_deck_brf_reads_back_to_the_108_codes_and_the_names(lang, form, tmp_path, capsys):
    need_liblouis(lang)
    out = tmp_path / "deck.brf"
    rc, stdout, err = run(["labels", "--format", "brf", "--lang", lang, "--braille-form", form,
                           "-o", str(out)], capsys)
    assert rc == 0 and err == ""
    assert stdout.strip() == Localizer(lang).format("labels-written", path=str(out))
    data = out.read_bytes()
    assert data.isascii() and b"\r\n" in data and b"\n" not in data.replace(b"\r\n", b"")
    assert data.count(b"\f") == len(braille.read_brf(data.decode())) - 1 >= 4
    title, labels = brf_labels(out)
    loc = Localizer(lang)
    assert title == expected_name_cells(lang, [loc.format("labels-title")])[0]
    assert len(labels) == 108, "every label fits on one line"
    cards = [card_from_cells(split_label(line)[0], form) for line in labels]
    assert Counter(card.code for card in cards) == Counter(DECK_COUNTS)
    names = {card.code: card_name(loc, card) for card in ALL_CARDS}
    translated = dict(zip(names, expected_name_cells(lang, list(names.values()))))
    for card, line in zip(cards, labels):
        assert line == code_cells(card, form) + braille.BLANK + translated[card.code]


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_names_in_brf_translate_back_to_the_print_names(lang, tmp_path, capsys):
    """liblouis back-translation of the label names gives the print names again."""
    need_liblouis(lang)
    out = tmp_path / "u.brf"
    assert run(["labels", "--lang", lang, "--set", "unique", "-o", str(out)], capsys)[0] == 0
    _title, labels = brf_labels(out)
    names = [split_label(line)[1].rpartition(braille.BLANK)[0] for line in labels]
    done = subprocess.run(["lou_translate", "--backward", f"unicode.dis,{liblouis_table(lang)}"],
                          input="\n".join(names) + "\n", capture_output=True, text=True, check=True)
    loc = Localizer(lang)
    assert done.stdout.splitlines() == [card_name(loc, card) for card in ALL_CARDS]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_unique_set_has_54_labels_with_counts(lang, tmp_path, capsys):
    need_liblouis(lang)
    out = tmp_path / "u.brf"
    assert run(["labels", "--set", "unique", "--lang", lang, "--braille-form", "ueb",
                "-o", str(out)], capsys)[0] == 0
    _title, labels = brf_labels(out)
    assert len(labels) == 54, "every label, count included, fits on one line"
    for card, line in zip(ALL_CARDS, labels):
        code, _rest, count = split_label(line)
        assert card_from_cells(code, "ueb") is card
        assert count.startswith(braille.TIMES_SIGN)
        assert braille.decode_ueb(count[len(braille.TIMES_SIGN):]) == str(DECK_COUNTS[card.code])


def test_two_corners_double_every_label(tmp_path, capsys):
    need_liblouis()
    out = tmp_path / "c.brf"
    assert run(["labels", "--corners", "2", "-o", str(out)], capsys)[0] == 0
    _title, labels = brf_labels(out)
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
    _title, labels = brf_labels(brf)
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
    notice = Localizer("it").format("labels-need-liblouis")
    assert err.splitlines() == [notice]
    title, labels = brf_labels(out)
    assert title == braille.encode_ueb("uno")
    assert Counter(card_from_cells(line).code for line in labels) == Counter(DECK_COUNTS)
    rc, stdout, err = run(["labels", "--format", "text", "--set", "unique"], capsys)
    assert rc == 0 and err.splitlines() == [Localizer("en").format("labels-need-liblouis")]
    assert stdout.splitlines()[1] == "⠗⠚⠭⠀⠐⠦⠼⠁   r0x red 0, 1 card"


def test_no_notice_for_sheets_which_need_no_names(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(louis, "executable", lambda: None)
    rc, _out, err = run(["labels", "--format", "svg", "-o", str(tmp_path / "s.svg")], capsys)
    assert rc == 0 and err == ""


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


@pytest.mark.parametrize("paper,size", [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_pdf_sheets(paper, size, tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    rc, stdout, err = run(["labels", "--format", "pdf", "--paper", paper, "--corners", "2",
                           "--lang", "ro", "-o", str(out)], capsys)
    assert rc == 0 and err == ""
    pdf = out.read_bytes()
    assert pdf.startswith(b"%PDF-") and len(pdf) > 2000
    count, sizes = pdf_pages(pdf)
    assert count >= 3
    assert all(abs(w - size[0]) <= 0.1 and abs(h - size[1]) <= 0.1 for w, h in sizes)
    dots = [d for page in pdf_dots(pdf, size[1]) for d in page]
    expected = 2 * sum(len(braille.dots_of(c)) * 1 for card, n in DECK_COUNTS.items()
                       for c in code_cells(card) for _ in range(n))
    assert len(dots) == expected
    assert all(abs(2 * r - 1.44) <= 0.05 for _x, _y, r in dots)


@pytest.mark.parametrize("args", [
    ["--format", "doc"], ["--paper", "a3"], ["--corners", "3"], ["--set", "half"],
    ["--braille-form", "g2"], ["--bogus"],
])
def test_bad_options_give_one_line_and_exit_2(args):
    done = run_module("labels", "--lang", "pl", *args)
    assert done.returncode == 2
    err = done.stderr.decode("utf-8")
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert done.stdout == b""


def test_bad_choice_is_localized(capsys):
    rc, _out, err = run(["labels", "--lang", "pl", "--format", "doc"], capsys)
    assert rc == 2
    assert err.splitlines() == [Localizer("pl").format(
        "braille-bad-choice", option="--format", value="doc", choices="brf, svg, pdf, text")]


@pytest.mark.parametrize("fmt", ["brf", "text", "svg", "pdf"])
def test_unwritable_output_gives_one_localized_line(fmt, tmp_path):
    target = tmp_path / "missing-dir" / f"x.{fmt}"
    done = run_module("labels", "--format", fmt, "--lang", "ro", "-o", str(target))
    assert done.returncode == 2
    lines = done.stderr.decode("utf-8").strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Nu pot scrie ") and "Traceback" not in lines[0]


@pytest.mark.parametrize("fmt", ["svg", "pdf"])
def test_sheets_need_an_output_file(fmt, capsys):
    rc, out, err = run(["labels", "--format", fmt], capsys)
    assert rc == 2 and out == ""
    assert err.strip() == Localizer("en").format("labels-needs-output", format=fmt)


def test_unknown_language_is_said_once_and_english_is_used(tmp_path, capsys):
    rc, out, err = run(["labels", "--format", "text", "--lang", "xx"], capsys)
    assert rc == 0
    assert Localizer("en").format("braille-unknown-language", lang="xx") in err.splitlines()
    assert out.splitlines()[0] == Localizer("en").format("labels-title")
