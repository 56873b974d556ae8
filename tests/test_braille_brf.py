"""braille.brf: embosser pages of 40 cells x 25 lines, CR LF line ends, form feeds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import braille
from braille.brf import BrfFormatError, LayoutError

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
    assert len(pages) == 2
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


def test_read_brf_accepts_lowercase_and_a_final_form_feed():
    assert braille.read_brf("b#cx\r\n\f") == [["⠃⠼⠉⠭"]]
