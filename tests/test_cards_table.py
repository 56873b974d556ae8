"""``uno-access cards``: the table of the 54 kinds of card, for a screen reader and as JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

import braille
from tests.conftest import ROOT, run_cli
from uno_access.engine.cards import ALL_CARDS, DECK_COUNTS
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.braille_codes import card_from_cells, code_cells
from uno_access.narration.cardnames import card_name

BOX_DRAWING = {chr(c) for c in range(0x2500, 0x2580)} | {"|", "\t", "\x1b"}


def run(argv, capsys):
    return run_cli(argv, capsys)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_text_table_one_card_per_line(lang, capsys):
    rc, out, err = run(["cards", "--lang", lang], capsys)
    assert rc == 0 and err == ""
    lines = out.splitlines()
    loc = Localizer(lang)
    assert len(lines) == 1 + 54 + 1
    header = lines[0].split()
    for column in ("code", "braille", "count", "points", "name"):
        assert all(word in header for word in loc.format(f"cardtable-col-{column}").split())
    assert lines[-1] == loc.format("cardtable-summary", kinds=54, cards=108)
    for card, line in zip(ALL_CARDS, lines[1:-1]):
        assert not set(line) & BOX_DRAWING
        fields = line.split(maxsplit=4)
        assert fields[0] == card.code
        assert card_from_cells(fields[1]) is card
        assert int(fields[2]) == DECK_COUNTS[card.code]
        assert int(fields[3]) == card.points
        assert fields[4] == card_name(loc, card)
    assert sum(int(line.split()[2]) for line in lines[1:-1]) == 108


def test_header_words_are_localized(capsys):
    headers = {lang: run(["cards", "--lang", lang], capsys)[1].splitlines()[0] for lang in LANGUAGES}
    assert len(set(headers.values())) == 6


def test_ueb_form_in_the_table(capsys):
    rc, out, _err = run(["cards", "--braille-form", "ueb"], capsys)
    assert rc == 0
    row = next(line for line in out.splitlines() if line.startswith("b3x"))
    assert row.split()[1] == "⠃⠼⠉⠭"


def test_json(capsys):
    rc, out, err = run(["cards", "--format", "json", "--lang", "pt"], capsys)
    assert rc == 0 and err == ""
    doc = json.loads(out)
    assert doc["language"] == "pt" and doc["braille_form"] == "deck"
    cards = doc["cards"]
    assert [c["code"] for c in cards] == [card.code for card in ALL_CARDS]
    loc = Localizer("pt")
    for card, row in zip(ALL_CARDS, cards):
        assert row["cells"] == code_cells(card)
        assert braille.brf_to_unicode(row["brf"]) == row["cells"]
        assert [braille.cell(d) for d in row["dots"]] == list(row["cells"])
        assert row["count"] == DECK_COUNTS[card.code]
        assert row["points"] == card.points
        assert row["name"] == card_name(loc, card)
        assert row["kind"] == card.kind and row["number"] == card.number
    assert len({c["cells"] for c in cards}) == 54


def test_bad_format_is_one_line_exit_2(capsys):
    rc, out, err = run(["cards", "--format", "xml", "--lang", "it"], capsys)
    assert rc == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    assert err.strip() == "uno-access cards: parametro --format: «xml» non è un valore ammesso. Valori ammessi: text o json."


def test_as_a_user_runs_it():
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run([sys.executable, "-m", "uno_access", "cards", "--lang", "pl"],
                          capture_output=True, env=env, cwd=ROOT, timeout=60)
    assert done.returncode == 0 and done.stderr == b""
    lines = done.stdout.decode("utf-8").splitlines()
    assert len(lines) == 56
    assert lines[-2].split(maxsplit=4) == ["dr4", "⠙⠗⠙", "4", "50", "Zmiana koloru – Weź cztery"]
    bad = subprocess.run([sys.executable, "-m", "uno_access", "cards", "--format"],
                         capture_output=True, env=env, cwd=ROOT, timeout=60)
    assert bad.returncode == 2 and b"Traceback" not in bad.stderr
    assert len(bad.stderr.decode().strip().splitlines()) == 1
