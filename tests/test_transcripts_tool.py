"""tools/transcripts.py, which renders what a player hears for a language reviewer, plays in the
player's language: every line it types is understood (only its deliberate mistakes are not)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from uno_access.i18n import LANGUAGES, Localizer

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def transcripts():
    spec = importlib.util.spec_from_file_location("transcripts", ROOT / "tools" / "transcripts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_reviewers_game_is_typed_in_the_players_language(transcripts, lang):
    transcripts.LANG[0] = lang
    loc = Localizer(lang)
    lines = transcripts.play_game(lang, "official", {}, 3, 7, "normal", "text", max_lines=300)
    typed = [line[2:] for line in lines if line.startswith("> ") and line[2:]]
    assert len(typed) > 20
    unknown = loc.format("cmd-unknown", text="\x00").split("\x00")[0]
    mistakes = {"zzz"}
    said_unknown = [lines[i - 1] for i, line in enumerate(lines) if unknown and line.startswith(unknown)]
    assert all(line[2:] in mistakes for line in said_unknown), said_unknown
    english = {"draw", "hand", "pass", "settings", "turn", "top"}
    ours = {transcripts.command_word(loc, word) for word in english}
    words = {line.split()[0] for line in typed}
    assert words & ours and not words & (english - ours), words
