"""What Python itself puts in front of a player: nothing in English, nothing raw (issue 15).

Every sentence comes from a message (``locales/<lang>/*.ftl``); Python only chooses the message
and its arguments.  These tests hold the places where a word once slipped through: the notice of
a language we lack, the computer players' levels, lists joined in Python, shortcut letters taken
from English, the muted-nothing value, hot-seat narration, the labels' layout errors, and a scan
of the source for a sentence written in Python.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from uno_access.commands import KEYED_COMMANDS, SHORTCUT_COMMANDS, CommandParser, Context
from uno_access.console import setting_words
from uno_access.i18n import LANGUAGES, Localizer, localizer_for
from uno_access.storage.settings import SettingError, Settings

ROOT = Path(__file__).resolve().parent.parent
#: the text each language's notice must start with (its own name for the language used)
NOTICE_WORD = {"en": "English", "it": "italiano", "pt": "português", "pl": "polskiego", "hr": "hrvatski",
               "ro": "româna"}


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A player's empty configuration, the environment's language unset."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    return monkeypatch


# ------------------------------------------------------------ 1. a language we lack
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_notice_of_a_language_we_lack_is_said_in_the_language_used_instead(lang, home):
    home.setenv("LANG", f"{lang}_XX.UTF-8" if lang != "pt" else "pt_BR.UTF-8")
    loc, notice = localizer_for("klingon")
    assert loc.lang == lang
    assert notice is not None and "klingon" in notice and NOTICE_WORD[lang] in notice, notice
    assert localizer_for("it")[1] is None and localizer_for(None)[1] is None
    # a saved setting is better than the environment
    assert localizer_for("xx", "ro")[0].lang == "ro"


@pytest.mark.parametrize("argv", [["rules", "--section", "aim"], ["cards"], ["labels", "--format", "text"],
                                  ["simulate", "--players", "random,random", "--hands", "1"], ["saves"]])
def test_every_command_says_the_notice_once_in_the_environments_language(argv, home, capsys):
    from tests.conftest import run_cli

    home.setenv("LANG", "pl_PL.UTF-8")
    code, out, err = run_cli([*argv, "--lang", "xx"], capsys)
    assert code == 0, err
    said = [line for line in (out + err).splitlines() if "xx" in line]
    assert said == [Localizer("pl").format("cli-language-unavailable", name="xx")], said


def test_the_old_per_command_notices_are_gone():
    python = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "uno_access").rglob("*.py"))
    assert "unknown-language" not in python
    assert "cli-language-unavailable" in (ROOT / "uno_access" / "i18n" / "__init__.py").read_text(encoding="utf-8")


# --------------------------------------------------------- 2. computer players' levels
def test_simulate_names_the_levels_in_the_players_language(capsys):
    import argparse

    from uno_access.cli import simulate

    parser = argparse.ArgumentParser()
    simulate.add_arguments(parser, Localizer("en"))
    assert simulate.run(parser.parse_args(["--players", "easy,random", "--hands", "2", "--lang", "hr"])) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "laka i nasumična" in lines[0], lines[0]
    assert [re.split(r"\s{2,}", line)[1] for line in lines[3:5]] == ["laka", "nasumična"]
    assert not any(re.search(r"\b(easy|random)\b", line) for line in lines), lines


# ------------------------------------------------------------ 3. lists joined in Python
def test_no_list_a_player_hears_is_joined_in_python():
    """``", ".join`` or babel's ``format_list`` would miss a language's own "and"/"or"
    (it "ed Elena"): user-facing lists go through ``Localizer.join``."""
    bad = []
    for path in sorted((ROOT / "uno_access").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(ROOT).as_posix()
        if "format_list(" in text and rel != "uno_access/i18n/__init__.py":
            bad.append(f"{rel}: format_list")
        for number, line in enumerate(text.splitlines(), 1):
            if re.search(r"""["'](, |; )["']\.join\(""", line) and rel not in JOIN_ALLOWED:
                bad.append(f"{rel}:{number}: {line.strip()}")
    assert not bad, "\n".join(bad)


#: files whose ", ".join builds no text a player hears (developer messages, card codes in
#: engine errors, hand items already separated by "; " inside one message, online seat items)
JOIN_ALLOWED = {"uno_access/engine/cards.py", "uno_access/engine/rules.py", "uno_access/engine/events.py",
                "uno_access/bots/__init__.py", "uno_access/narration/braille_codes.py",
                "uno_access/narration/presenter.py", "uno_access/online/client.py", "uno_access/storage/store.py",
                "uno_access/online/server.py", "uno_access/tutor/app.py"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_allowed_values_of_a_setting_are_a_choice_in_the_players_words(lang):
    loc = Localizer(lang)
    with pytest.raises(SettingError) as caught:
        Settings().set("mute", "xyz")
    text = setting_words.error_text(loc, caught.value)
    nothing = setting_words.value_word(loc, "mute", "nothing")
    words = [setting_words.value_word(loc, "mute", kind) for kind in ("game", "chat", "system")]
    assert loc.join([nothing, *words], style="or") in text, text
    if lang != "en":
        assert not re.search(r"\bnone\b", text), text


# --------------------------------------------------------------- 4. shortcut letters
@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_its_own_shortcut_letters(lang):
    parser = CommandParser(Localizer(lang))
    letters = [parser.keys[name] for name in KEYED_COMMANDS if name in parser.keys]
    assert len(letters) == len(set(letters)), letters
    assert not set(letters) & set("rygb"), letters  # the colour letters of the card codes
    assert all(len(letter) == 1 and letter.isalpha() for letter in letters), letters
    for name, letter in parser.keys.items():
        assert parser.command_words[letter] == name, (lang, name, letter)
        if name != "play":  # "play" alone asks which card
            assert parser.parse(letter, Context()).name == name, (lang, name, letter)
    assert all(name in parser.keys for name in SHORTCUT_COMMANDS)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_an_english_letter_is_no_shortcut_in_another_language(lang):
    english = CommandParser(Localizer("en")).keys
    parser = CommandParser(Localizer(lang))
    for name, letter in english.items():
        if letter != "?" and parser.keys.get(name) != letter:
            assert parser.command_words.get(letter) in (None, *[n for n, k in parser.keys.items() if k == letter])
    assert parser.parse("hand", Context()).name == "hand"  # English words still work


# --------------------------------------------------------------- 6. hot seat
@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_hot_seat_the_player_at_the_keyboard_is_never_named_in_their_own_turn(lang, tmp_path):
    from uno_access.console.session import Session
    from uno_access.engine import Game, RuleSet

    lines: list[str] = []
    game = Game(players=3, rules=RuleSet.preset("official"), seed=21, dealer=2)
    session = Session(game, ["human", "human", "normal"], Localizer(lang), Settings(speech="none"),
                      lambda shown, spoken: lines.append(shown), scripted=True, autosave=False, seed=21,
                      settings_path=tmp_path / "settings.toml")
    session.start()
    handed = Localizer(lang).format("game-hotseat", name="§§").split("§§")
    for _ in range(12):
        while session.seconds_until_bot() == 0:
            session.step_bot()
        if game.over:
            break
        seat = session.me
        name = session.presenter.seat_name(seat)
        start = len(lines)
        session.handle_line("draw")
        session.handle_line("pass")
        own = []
        for line in lines[start:]:
            if all(part in line for part in handed if part.strip()):
                break  # the keyboard passes on
            own.append(line)
        assert own and not any(re.search(rf"\b{re.escape(name)}\b", line) for line in own), (name, own)


# ------------------------------------------------------------ 7. labels that do not fit
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_layout_error_reaches_the_user_in_their_language(lang):
    import braille
    from braille import brf
    from uno_access.cli.labels import layout_problem

    loc = Localizer(lang)
    cases = []
    for call in (lambda: brf.wrap("⠁" * 50, width=20), lambda: brf.document("⠁", [], size=brf.PageSize(5, 3))):
        with pytest.raises(braille.LayoutError) as caught:
            call()
        cases.append(layout_problem(loc, caught.value))
    assert "50" in cases[0] and "20" in cases[0]
    for text in cases:
        assert text and "{" not in text, text
        assert lang == "en" or not re.search(r"\b(cells|lines|word|page)\b", text), text


# ------------------------------------------------- 8. no sentence written in Python
#: calls whose text argument reaches the player
OUTPUT_CALLS = {"print", "write", "line", "_emit", "say", "tell", "err", "exit", "error", "notice"}
#: the one sentence that cannot be a message: the English message files themselves are broken
PYTHON_SENTENCES_ALLOWED = {("uno_access/cli/main.py", "please reinstall uno-access")}


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def sentences_in_output(source: str, rel: str) -> list[str]:
    """The string literals of words that ``source`` gives to an output call (print, write, a
    front end's line, ``tell``...): sentences that skipped the message files."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name not in OUTPUT_CALLS:
            continue
        for arg in [*node.args, *(k.value for k in node.keywords if k.arg in ("text", "message"))]:
            text = _text(arg)
            if text and re.search(r"[^\W\d_]{2,}[,;:]?\s+[^\W\d_]{2,}", text):
                if not any(rel == file and part in text for file, part in PYTHON_SENTENCES_ALLOWED):
                    found.append(f"{rel}:{node.lineno}: {text[:60]!r}")
    return found


def test_no_sentence_reaches_the_output_without_a_message():
    found = []
    for path in sorted((ROOT / "uno_access").rglob("*.py")):
        found += sentences_in_output(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    assert not found, "\n".join(found)


def test_the_scan_finds_a_sentence():
    source = ('print("The game is saved.")\nfront.line(f"{name} draws two cards")\nprint(loc.format("x"))\n'
              'conn.error("not_seated")\nsys.stderr.write("Gra jest zapisana.")\n')
    assert [hit.split(": ", 1)[1] for hit in sentences_in_output(source, "x.py")] == [
        "'The game is saved.'", "'{} draws two cards'", "'Gra jest zapisana.'"]
