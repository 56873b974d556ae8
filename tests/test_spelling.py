"""Spelling: every message of every locale, placeables filled, through hunspell.

One hunspell process per language (``hunspell -d <dict> -l`` prints the unknown
words).  A word hunspell does not know fails the test unless it is on the
language's allow-list ``tests/spelling/<lang>.txt``, where every word carries a
comment saying why it is right.  Command words the user types are not prose and
are removed before the check: the 54 card codes and their parts, the rule
switch names and values of ``uno_access.engine.rules`` and the language codes.
"""

from __future__ import annotations

import os
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest
from conftest import require_path, require_tool
from test_locales import all_messages, renderings

from uno_access.engine.cards import ALL_CARDS, COLORS
from uno_access.engine.rules import CHOICES, PRESETS
from uno_access.i18n import LANGUAGES

DICTIONARIES = {
    "en": ("en_US", "hunspell-en-us"),
    "it": ("it_IT", "hunspell-it"),
    "pt": ("pt_BR", "hunspell-pt-br"),
    "pl": ("pl_PL", "hunspell-pl"),
    "hr": ("hr_HR", "hunspell-hr"),
    "ro": ("ro_RO", "hunspell-ro"),
}
HUNSPELL_DIR = Path("/usr/share/hunspell")
ALLOW_DIR = Path(__file__).resolve().parent / "spelling"


def _command_words() -> set[str]:
    """Words users type as they are: card codes (and their parts), preset and language codes."""
    words = {card.code for card in ALL_CARDS}
    words |= {"sk", "rv", "x", *COLORS}
    return words | set(PRESETS) | set(LANGUAGES)


COMMAND_WORDS = _command_words()
#: a token of letters, digits, "_", ":" and "=" ending in a letter or digit ("scoring=lowest_score", "seat:1")
TOKEN = re.compile(r"[\w:=]*\w")


def _identifier(token: str) -> bool:
    """A program identifier, never a prose word: has "_" (lou_translate) or mixes letters and
    digits (pyttsx3, a4, b3x)."""
    return "_" in token or (any(c.isdigit() for c in token) and any(c.isalpha() for c in token))


def _rule_setting(token: str) -> bool:
    """A rule switch as typed: NAME=VALUE with a real switch and one of its values."""
    name, sep, value = token.lower().partition("=")
    if not sep or name not in CHOICES:
        return False
    return value in CHOICES[name] or value.isdigit() or value.startswith("seat:")


def strip_command_words(text: str) -> str:
    """The text with every command word, identifier and NAME=VALUE rule setting blanked out."""

    def blank(match: re.Match[str]) -> str:
        token = match.group(0)
        if token.lower() in COMMAND_WORDS or _identifier(token) or _rule_setting(token):
            return " " * len(token)
        return token

    return TOKEN.sub(blank, text)


def _read_list(path: Path) -> dict[str, str]:
    words: dict[str, str] = {}
    if not path.exists():
        return words
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        word, sep, reason = line.partition("#")
        assert sep and reason.strip(), f"{path}:{number}: {word.strip()!r} needs a comment saying why"
        assert word.strip() not in words, f"{path}:{number}: {word.strip()!r} is listed twice"
        words[word.strip()] = reason.strip()
    return words


def language_allow_list(lang: str) -> dict[str, str]:
    """word -> reason, from ``tests/spelling/<lang>.txt``."""
    return _read_list(ALLOW_DIR / f"{lang}.txt")


def common_allow_list() -> dict[str, str]:
    """word -> reason, from ``tests/spelling/all.txt`` (names and typed option values)."""
    return _read_list(ALLOW_DIR / "all.txt")


def read_allow_list(lang: str) -> dict[str, str]:
    """Every word allowed in ``lang``: the common list and the language's own."""
    return {**common_allow_list(), **language_allow_list(lang)}


@cache
def texts_of(lang: str) -> tuple[str, ...]:
    """Every rendering of every message of ``lang``, command words removed."""
    result: list[str] = []
    for msg_id in sorted(all_messages(lang)):
        if msg_id.startswith("cmd-key-"):
            continue  # a one-letter shortcut is typed, not read: no word to spell
        for text in renderings(lang, msg_id):
            result.append(strip_command_words(text))
    return tuple(result)


@cache
def unknown_words(lang: str) -> frozenset[str]:
    require_tool("hunspell", "hunspell")
    name, package = DICTIONARIES[lang]
    require_path(HUNSPELL_DIR / f"{name}.dic", package)
    text = "\n".join(texts_of(lang)) + "\n"
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    result = subprocess.run(
        ["hunspell", "-i", "utf-8", "-d", str(HUNSPELL_DIR / name), "-l"],
        input=text.encode("utf-8"),
        capture_output=True,
        env=env,
        timeout=60,
        check=True,
    )
    return frozenset(word for word in result.stdout.decode("utf-8").split() if word)


@pytest.mark.system
@pytest.mark.parametrize("lang", LANGUAGES)
def test_spelling(lang: str) -> None:
    unknown = unknown_words(lang)
    allowed = read_allow_list(lang)
    wrong = sorted(unknown - set(allowed))
    assert not wrong, (
        f"{lang}: hunspell ({DICTIONARIES[lang][0]}) does not know: {', '.join(wrong)}; "
        f"fix the spelling or add the word with a reason to tests/spelling/{lang}.txt"
    )


@pytest.mark.system
@pytest.mark.parametrize("lang", LANGUAGES)
def test_language_allow_list_has_no_stale_words(lang: str) -> None:
    """Every word of tests/spelling/<lang>.txt is still needed: the lists stay short and honest."""
    allowed = language_allow_list(lang)
    stale = sorted(set(allowed) - unknown_words(lang))
    assert not stale, f"tests/spelling/{lang}.txt lists words hunspell accepts or no text uses: {stale}"


@pytest.mark.system
def test_common_allow_list_has_no_stale_words() -> None:
    needed = set().union(*(unknown_words(lang) for lang in LANGUAGES))
    stale = sorted(set(common_allow_list()) - needed)
    assert not stale, f"tests/spelling/all.txt lists words no dictionary misses or no text uses: {stale}"


def test_the_checker_finds_a_misspelling() -> None:
    """The pipeline really reports unknown words (a guard against a silently passing check)."""
    require_tool("hunspell", "hunspell")
    require_path(HUNSPELL_DIR / "pl_PL.dic", "hunspell-pl")
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    result = subprocess.run(
        ["hunspell", "-i", "utf-8", "-d", str(HUNSPELL_DIR / "pl_PL"), "-l"],
        input="Gracz dobiera dwie kartty i traci kolejkę.\n".encode(),
        capture_output=True,
        env=env,
        check=True,
    )
    assert result.stdout.decode("utf-8").split() == ["kartty"]


def test_command_words_are_not_prose() -> None:
    assert strip_command_words("Kody: rsk, ysk i dr4.").split() == ["Kody:", ",", "i", "."]
    assert strip_command_words("tylko z scoring=lowest_score.").split() == ["tylko", "z", "."]
    assert strip_command_words("karta wld") == "karta    "
    assert strip_command_words("Wild, code wld: then").split() == ["Wild,", "code", ":", "then"]
    assert strip_command_words("dealer=seat:1 stacking=maybe").split() == ["stacking=maybe"]
    assert "czerwona" in strip_command_words("czerwona")
    assert strip_command_words("polecenie lou_translate, pyttsx3").split() == ["polecenie", ","]
