"""braille.brf: embosser pages of any size, CR LF line ends, form feeds, and the transcriber's
page layout (centred title, running head, page numbers), checked line by line.

``check_document`` reads a BRF text with no help from the writer and checks every
line of every page against the page conventions; ``tests/test_labels.py`` uses it too.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import braille
from braille.brf import PAGE_SIZES, BrfFormatError, LayoutError, PageSize

WORD = st.text(alphabet=[chr(0x2801 + i) for i in range(63)], min_size=1, max_size=12)


def test_wrap_keeps_short_items_on_one_line():
    item = braille.encode_ueb("b3x red 3")
    assert braille.wrap(item) == [item]


def test_wrap_breaks_only_at_blank_cells_and_indents_continuations():
    words = [braille.encode_plain("abcdefghij")] * 5
    lines = braille.wrap(braille.BLANK.join(words), 40, indent=2)
    assert len(lines) == 2
    assert all(len(line) <= 40 for line in lines)
    assert lines[1].startswith(braille.BLANK * 2)
    assert [w for line in lines for w in line.split(braille.BLANK) if w] == words


def test_a_word_longer_than_a_line_is_an_error_not_a_split():
    with pytest.raises(LayoutError):
        braille.wrap("⠁" * 41)


@settings(max_examples=60)
@given(st.lists(st.lists(WORD, min_size=1, max_size=8), min_size=1, max_size=80))
def test_pages_respect_the_limits_and_keep_every_item_whole(items):
    blocks = [braille.wrap(braille.BLANK.join(words), 40, indent=2) for words in items]
    pages = braille.paginate(blocks)
    assert all(len(page) <= 25 for page in pages)
    assert all(len(line) <= 40 for page in pages for line in page)
    # every block lies inside one page, in order
    flat = iter(pages)
    page = next(flat)
    pos = 0
    for block in blocks:
        if page[pos:pos + len(block)] != block:
            page, pos = next(flat), 0
        assert page[pos:pos + len(block)] == block
        pos += len(block)
    doc = braille.to_brf(pages)
    assert braille.read_brf(doc) == [[line.rstrip(braille.BLANK) for line in p] for p in pages]


def test_brf_document_format():
    blocks = [[braille.encode_ueb(f"line {i}")] for i in range(30)]
    doc = braille.to_brf(braille.paginate(blocks))
    pages = doc.split("\f")
    assert len(pages) == 3 and pages[-1] == "", "every page, the last too, ends with a form feed"
    assert pages[0].count("\r\n") == 25 and pages[1].count("\r\n") == 5
    assert "\n" not in doc.replace("\r\n", "")
    assert "\r" not in doc.replace("\r\n", "")
    assert pages[0].startswith("LINE #J\r\nLINE #A\r\n")
    assert doc.isascii() and doc == doc.upper()


def test_blocks_move_whole_to_the_next_page():
    blocks = [["⠁"]] * 24 + [["⠃", "⠉"]]
    pages = braille.paginate(blocks)
    assert [len(p) for p in pages] == [24, 2]


def test_too_tall_or_too_wide_blocks_are_errors():
    with pytest.raises(LayoutError):
        braille.paginate([["⠁"] * 26])
    with pytest.raises(LayoutError):
        braille.paginate([["⠁" * 41]])


@pytest.mark.parametrize("bad", ["A\nB\r\n", "A\r\nB", "A" * 41 + "\r\n", "A\r\n" * 26, "A\tB\r\n"])
def test_read_brf_is_strict(bad):
    with pytest.raises((BrfFormatError, braille.UnencodableCharacter)):
        braille.read_brf(bad)


def test_wrap_indents_the_first_line_of_a_paragraph():
    words = [braille.encode_plain("abcde")] * 9
    lines = braille.wrap(braille.BLANK.join(words), 20, first_indent=2)
    assert lines[0].startswith(braille.BLANK * 2) and not lines[0].startswith(braille.BLANK * 3)
    assert not lines[1].startswith(braille.BLANK)
    assert all(len(line) <= 20 for line in lines)


def check_document(text: str, size: PageSize, title: str, head: str | None = None) -> list[list[str]]:
    """Check a BRF document line by line against the page conventions; its pages' content lines.

    Every line within ``size.cells``, every page exactly ``size.lines`` lines and ended by a
    form feed; page 1 opens with ``title`` centred; from page 2 line 1 is the running head
    centred (``head``, the title by default); the last line of page N holds only the braille
    number N at the right margin.  Returns each page's lines between those (trailing blank
    lines kept).
    """
    assert text.isascii() and text.endswith("\r\n\f")
    assert "\n" not in text.replace("\r\n", "") and "\r" not in text.replace("\r\n", "")
    assert text.count("\f") == len(text.split("\f")) - 1
    pages = braille.read_brf(text, width=size.cells, lines_per_page=size.lines)
    assert pages
    title_lines = braille.wrap(title, size.cells - 6)
    head = head if head is not None else title_lines[0]
    body = []
    for number, page in enumerate(pages, 1):
        assert len(page) == size.lines, f"page {number} is not filled to the last line"
        for n, line in enumerate(page, 1):
            assert len(line) <= size.cells, f"page {number} line {n}: {len(line)} cells"
        digits = braille.number_cells(number)
        assert page[-1] == braille.BLANK * (size.cells - len(digits)) + digits, \
            f"page {number}: the page number is not at the right of the last line"
        if number == 1:
            top = page[:len(title_lines)]
            assert [line.strip(braille.BLANK) for line in top] == title_lines
            for line in top:  # centred: 3 blank cells or more either side, differing by one at most
                left = len(line) - len(line.lstrip(braille.BLANK))
                assert 3 <= left <= size.cells - len(line) <= left + 1
            assert page[len(title_lines)] == ""
            body.append(page[len(title_lines) + 1:-1])
        else:
            left = len(page[0]) - len(page[0].lstrip(braille.BLANK))
            assert page[0].strip(braille.BLANK) == head
            assert 3 <= left <= size.cells - len(page[0]) <= left + 1
            body.append(page[1:-1])
    return body


SIZES = [PageSize(40, 25), *PAGE_SIZES.values(), PageSize(12, 5), PageSize(20, 9)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.cells}x{s.lines}")
def test_document_page_conventions_at_every_size(size):
    title = braille.encode_ueb("UNO card labels")
    front = [braille.encode_ueb("note " * 12), braille.encode_ueb("more words here " * 3)]
    blocks = [braille.wrap(braille.encode_ueb(f"label {i} " + "ab " * (i % 4)), size.cells, indent=2)
              for i in range(70)]
    doc = braille.to_brf(braille.document(title, blocks, front=front, size=size))
    bodies = check_document(doc, size, title)
    lines = [line for body in bodies for line in body]
    # the note's paragraphs open in cell 3, runovers in cell 1
    note = braille.wrap(front[0], size.cells, first_indent=2)
    assert lines[:len(note)] == note
    # every block whole, on one page, in order
    flat = [(p, line) for p, body in enumerate(bodies) for line in body if line]
    expected = [line for block in blocks for line in block]
    assert [line for _p, line in flat][-len(expected):] == expected
    pages_of = [p for p, _line in flat][-len(expected):]
    i = 0
    for block in blocks:
        assert len(set(pages_of[i:i + len(block)])) == 1, "a label straddles two pages"
        i += len(block)


def test_labels_begin_on_page_2_when_the_note_fits_page_1():
    size = PageSize(40, 25)
    pages = braille.document("⠞", [["⠁"], ["⠃"]], front=["⠝⠕⠞⠑"], front_heading="⠞⠝",
                             size=size)
    assert pages[1][1] == "⠁" and pages[1][2] == "⠃"
    assert pages[0][2] == braille.BLANK * 19 + "⠞⠝", "the note's heading, centred"
    assert pages[0][3] == braille.BLANK * 2 + "⠝⠕⠞⠑"
    # without a note the labels follow the title on page 1
    pages = braille.document("⠞", [["⠁"]], size=size)
    assert len(pages) == 1 and pages[0][2] == "⠁"


def test_a_long_title_is_centred_on_several_lines_and_shortened_in_the_running_head():
    size = PageSize(18, 6)
    title = braille.BLANK.join(["⠁⠃⠉⠙⠑"] * 4)
    pages = braille.document(title, [["⠭"]] * 8, size=size)
    doc = braille.to_brf(pages)
    check_document(doc, size, title, head=braille.BLANK.join(["⠁⠃⠉⠙⠑"] * 2))
    assert [line.strip(braille.BLANK) for line in pages[0][:2]] == [braille.BLANK.join(["⠁⠃⠉⠙⠑"] * 2)] * 2


def test_too_small_pages_and_too_wide_words_are_layout_errors():
    with pytest.raises(LayoutError):
        braille.document("⠁", [["⠁"]], size=PageSize(11, 25))
    with pytest.raises(LayoutError):
        braille.document("⠁", [["⠁"]], size=PageSize(40, 4))
    with pytest.raises(LayoutError):
        braille.document("⠁", [["⠁" * 31]], size=PageSize(30, 27))
    with pytest.raises(LayoutError):
        braille.document("⠁", [["⠁"]] + [["⠁"] * 26], size=PageSize(30, 27))


def test_named_sizes():
    assert PAGE_SIZES["na"] == PageSize(40, 25)
    for name in ("a4", "a4-31", "a4-32"):
        size = PAGE_SIZES[name]
        assert 30 <= size.cells <= 32 and 27 <= size.lines <= 29


def test_read_brf_accepts_lowercase_and_a_final_form_feed():
    assert braille.read_brf("b#cx\r\n\f") == [["⠃⠼⠉⠭"]]
