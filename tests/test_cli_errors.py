"""argparse's own texts (errors and --help) in the player's language.

argparse words its errors and help itself, through its module-level ``_`` and
``ngettext``; ``uno_access.cli.main`` routes them to the ``cli-arg-*`` and
``cli-help-*`` messages of ``locales/<lang>/cli.ftl`` while it parses.  Each bad
command line must give exactly one line on stderr, exit status 2, no traceback,
no English word left in another language, and the word the player typed.
"""

from __future__ import annotations

import argparse
import inspect
import re

import pytest
from conftest import run_cli

from uno_access.cli.cards import BadChoice
from uno_access.cli.main import (
    ARGPARSE_PLURALS,
    ARGPARSE_TEXTS,
    _gettext_for,
    _ngettext_for,
    _Parser,
    _render,
    build_parser,
    localized_argparse,
    seed_number,
)
from uno_access.i18n import LANGUAGES, Localizer

OTHERS = tuple(lang for lang in LANGUAGES if lang != "en")

#: English words of argparse's texts that must not be left in another language's line
ENGLISH_WORDS = ("invalid", "argument", "arguments", "expected", "choose from", "unrecognized", "usage",
                 "options", "error", "ambiguous", "could match", "ignored", "explicit", "required",
                 "not allowed", "value", "int", "show this help")


def _option_error(loc: Localizer, prog: str, option: str, msg_id: str, **args: str) -> str:
    """The whole line argparse must print for an error about one option."""
    detail = loc.format("cli-arg-wrapper", option=option, detail=loc.format(msg_id, **args))
    return loc.format("cli-usage-error", prog=prog, detail=detail) + "\n"


def _parser_error(loc: Localizer, prog: str, msg_id: str, **args: str) -> str:
    return loc.format("cli-usage-error", prog=prog, detail=loc.format(msg_id, **args)) + "\n"


def _q(loc: Localizer, text: str) -> str:
    """A typed value as the player's language quotes it (argparse's Python quotes are replaced)."""
    return loc.format("cli-quoted", text=text)


def _choices(loc: Localizer, *names: str) -> str:
    """The choices as every "not a valid value" line lists them: bare, joined with the language's "or"."""
    return loc.join(list(names), style="or")


#: name -> (command line with LANG for the language, what the player typed, the expected line)
BAD_COMMAND_LINES = {
    "not-a-number": (
        ["play", "--lang", "LANG", "--seed", "abc"], "abc",
        lambda loc: _option_error(loc, "uno-access play", "--seed", "cli-arg-not-a-whole-number", value=_q(loc, "abc")),
    ),
    "not-a-choice": (
        ["play", "--lang", "LANG", "--mode", "fancy"], "fancy",
        lambda loc: _option_error(loc, "uno-access play", "--mode", "cli-arg-invalid-choice",
                                  value="fancy", choices=_choices(loc, "plain", "standard")),
    ),
    "unrecognized": (
        ["--lang", "LANG", "play", "--bogus"], "--bogus",
        lambda loc: _parser_error(loc, "uno-access", "cli-arg-unrecognized", words="--bogus"),
    ),
    "missing-value": (
        ["play", "--lang", "LANG", "--speech"], "--speech",
        lambda loc: _option_error(loc, "uno-access play", "--speech", "cli-arg-expected-one"),
    ),
    "ambiguous": (
        ["play", "--lang", "LANG", "--de", "1"], "--de",
        lambda loc: _parser_error(loc, "uno-access play", "cli-arg-ambiguous",
                                  option="--de", matches="--deck, --dealer, --delay"),
    ),
    "value-for-a-switch": (
        ["tutor", "--lang", "LANG", "--list=yes"], "yes",
        lambda loc: _option_error(loc, "uno-access tutor", "--list", "cli-arg-explicit-ignored", value=_q(loc, "yes")),
    ),
    "unknown-command": (
        ["bogus", "--lang", "LANG"], "bogus",
        lambda loc: _option_error(loc, "uno-access", loc.format("cli-command-metavar"), "cli-arg-invalid-choice",
                                  value="bogus",
                                  choices=_choices(loc, "play", "cards", "labels", "rules", "simulate", "tutor", "saves",
                                                   "serve", "join")),
    ),
}


@pytest.fixture(autouse=True)
def _no_saved_settings(tmp_path, monkeypatch):
    """The player's own settings file must not choose the language of these tests."""
    monkeypatch.setenv("UNO_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("UNO_ACCESS_DATA_DIR", str(tmp_path / "data"))


def _english_words(text: str) -> list[str]:
    return [word for word in ENGLISH_WORDS if re.search(rf"\b{word}\b", text, re.IGNORECASE)]


@pytest.mark.parametrize("case", sorted(BAD_COMMAND_LINES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bad_command_line_is_one_line_in_the_players_language(lang, case, capsys):
    argv, typed, expected = BAD_COMMAND_LINES[case]
    code, out, err = run_cli([lang if word == "LANG" else word for word in argv], capsys)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "Traceback" not in err
    assert typed in err
    assert err == expected(Localizer(lang))
    # every language ends a command-line error with one full stop (cli-usage-error gives it)
    assert err.endswith(".\n") and not err.endswith("..\n"), err
    if lang != "en":
        assert not _english_words(err), f"{lang}: English left in {err!r}"


def test_the_english_lines_read_well(capsys):
    lines = {}
    for case, (argv, _typed, _expected) in BAD_COMMAND_LINES.items():
        lines[case] = run_cli(["en" if word == "LANG" else word for word in argv], capsys)[2]
    assert lines["not-a-number"] == 'uno-access play: argument --seed: "abc" is not a whole number.\n'
    assert lines["not-a-choice"] == (
        'uno-access play: argument --mode: "fancy" is not a valid value. Choose one of: plain or standard.\n')
    assert lines["unknown-command"] == (
        'uno-access: argument COMMAND: "bogus" is not a valid value. Choose one of: play, cards, labels, rules, '
        "simulate, tutor, saves, serve, or join.\n")
    assert lines["unrecognized"] == "uno-access: not recognized: --bogus.\n"
    assert lines["missing-value"] == "uno-access play: argument --speech: a value must follow it.\n"
    assert lines["ambiguous"] == (
        "uno-access play: --de is the start of more than one option: --deck, --dealer, --delay.\n")


def test_lang_with_an_equals_sign_before_the_command(capsys):
    code, _out, err = run_cli(["--lang=pl", "play", "--resume", "a", "b"], capsys)
    assert code == 2
    assert err == _parser_error(Localizer("pl"), "uno-access", "cli-arg-unrecognized", words="b")


def test_polish_help_says_usage_and_options_in_polish(capsys):
    code, out, err = run_cli(["play", "--lang", "pl", "--help"], capsys)
    assert code == 0 and err == ""
    assert out.startswith("użycie: uno-access play ")
    assert "\nopcje:\n" in out
    assert "pokaż tę pomoc i zakończ" in out
    for english in ("usage:", "options:", "positional arguments", "show this help"):
        assert english not in out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_main_help_is_in_the_language(lang, capsys):
    loc = Localizer(lang)
    code, out, _err = run_cli(["-h", "--lang", lang], capsys)
    assert code == 0
    assert out.startswith(f"{loc.format('cli-help-usage')} uno-access [-h] {loc.format('cli-command-metavar')} ...")
    assert f"\n{loc.format('cli-help-positionals')}:\n" in out
    assert f"\n{loc.format('cli-help-options')}:\n" in out
    assert loc.format("cli-help-help") in out
    assert loc.format("cli-help-tutor") in out
    if lang != "en":
        assert not _english_words(out), f"{lang}: English left in the help: {_english_words(out)}"


def test_argparse_speaks_english_again_after_main(capsys):
    original = argparse._, argparse.ngettext
    run_cli(["play", "--lang", "pl", "--seed", "abc"], capsys)  # ends in SystemExit
    assert (argparse._, argparse.ngettext) == original
    code, out, _err = run_cli(["cards", "--lang", "pl"], capsys)  # a command that runs to its end
    assert code == 0 and out
    assert (argparse._, argparse.ngettext) == original
    parser = argparse.ArgumentParser(prog="other")
    assert parser.format_usage().startswith("usage: other")


def test_the_saved_language_setting_is_used_without_lang(tmp_path, monkeypatch, capsys):
    from uno_access.storage.settings import Settings, save_settings

    monkeypatch.setenv("LANGUAGE", "en")
    save_settings(Settings(language="hr"))
    code, _out, err = run_cli(["play", "--seed", "abc"], capsys)
    assert code == 2
    assert err == BAD_COMMAND_LINES["not-a-number"][2](Localizer("hr"))


def test_the_environment_language_is_used_without_lang_or_setting(monkeypatch, capsys):
    monkeypatch.setenv("LANGUAGE", "pt_BR")
    code, _out, err = run_cli(["play", "--mode", "fancy"], capsys)
    assert code == 2
    assert err == BAD_COMMAND_LINES["not-a-choice"][2](Localizer("pt"))


def _argparse_msgids() -> set[str]:
    """Every single-line text argparse (this Python's) passes to ``_`` or ``ngettext``."""
    source = inspect.getsource(argparse)
    found = set(re.findall(r"""\b(?:_|ngettext)\(\s*'([^'\n]*)'""", source))
    found |= set(re.findall(r'''\b(?:_|ngettext)\(\s*"([^"\n]*)"''', source))
    return {text.encode().decode("unicode_escape") for text in found}


#: argparse texts our parsers never show, and why (every other text must be in the table)
NOT_SHOWN = {
    "invalid choice: %(value)r (choose from %(choices)s)": "our _Parser._check_value words it itself (with \"or\")",
    "%(prog)s: error: %(message)s\n": "our _Parser.error words the error line itself",
    "%(prog)s: warning: %(message)s\n": "3.13: only for deprecated options; we have none",
    "option '%(option)s' is deprecated": "3.13: we have no deprecated options",
    "argument '%(argument_name)s' is deprecated": "3.13: we have no deprecated arguments",
    "command '%(parser_name)s' is deprecated": "3.13: we have no deprecated commands",
    "%(heading)s:": "3.13: only adds the colon after a translated heading",
    " (default: %(default)s)": "3.13: only with ArgumentDefaultsHelpFormatter, which we do not use",
    "show program's version number and exit": "3.13: we have no --version",
    "subcommands": "3.12+: only when add_subparsers gets a title, which ours does not",
    ".__call__() not defined": "a programming error",
    "conflicting subparser: %s": "a programming error",
    "conflicting subparser alias: %s": "a programming error",
    'argument "-" with mode %r': "argparse.FileType, which we do not use",
    "can't open '%(filename)s': %(error)s": "argparse.FileType, which we do not use",
    "cannot merge actions - two groups are named %r": "a programming error",
    "'required' is an invalid argument for positionals": "a programming error",
    # (a text argparse writes over two lines: the scan sees its first line)
    "invalid option string %(option)r: ": "a programming error",
    "dest= is required for options like %r": "a programming error",
    "invalid conflict_resolution value: %r": "a programming error",
    "conflicting option string: %s": "a programming error",
    "mutually exclusive arguments must be optional": "a programming error",
    "cannot have multiple subparser arguments": "a programming error",
    "%r is not callable": "a programming error",
}


def test_every_argparse_text_is_translated_or_never_shown():
    msgids = _argparse_msgids()
    assert "usage: " in msgids and "expected %s argument" in msgids  # the scan works
    forgotten = sorted(msgids - set(ARGPARSE_TEXTS) - set(ARGPARSE_PLURALS) - set(NOT_SHOWN))
    assert not forgotten, f"argparse texts neither translated nor listed in NOT_SHOWN: {forgotten}"


def test_every_translated_text_is_one_argparse_really_uses():
    """A typo in a table key would leave that text English without any error."""
    msgids = _argparse_msgids()
    assert not sorted(set(ARGPARSE_TEXTS) - msgids)
    assert not sorted(set(ARGPARSE_PLURALS) - msgids)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_table_text_has_its_own_message_in_every_language(lang):
    from uno_access.i18n import _bundle

    bundle = _bundle(lang)  # the language's own files, without the English fallback
    for msg_id in [entry.msg_id for entry in ARGPARSE_TEXTS.values()] + list(ARGPARSE_PLURALS.values()):
        assert bundle.has_message(msg_id), f"{lang}: {msg_id} is missing"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_table_text_survives_argparse_formatting(lang):
    """argparse %-formats most texts after translation: each must take its arguments."""
    gettext = _gettext_for(Localizer(lang))
    values = {"argument_name": "--x", "message": "m", "value": "v", "choices": "'a', 'b'", "type": "int",
              "option": "--o", "matches": "--oa, --ob", "parser_name": "p"}
    for msgid, entry in ARGPARSE_TEXTS.items():
        text = gettext(msgid)
        assert text != msgid or lang == "en" and text == msgid
        if not entry.formatted:
            assert "%" not in text
        elif "%(" in msgid:
            text % values
        elif "%" in msgid:
            text % "w"
        else:
            assert text % {} == text.replace("%%", "%")


def test_a_percent_sign_in_a_translation_is_kept():
    class Percent:
        def format(self, msg_id: str, **args: object) -> str:
            return f"100% sure: {args['value']} ({args['choices']})"

    text = _render(Percent(), "any", {"value": "%(value)r", "choices": "%(choices)s"}, True)
    assert text % {"value": "x", "choices": "a, b"} == "100% sure: 'x' (a, b)"
    unformatted = _render(Percent(), "any", {"value": "v", "choices": "c"}, False)
    assert unformatted == "100% sure: v (c)"


def test_unknown_texts_stay_as_argparse_wrote_them():
    loc = Localizer("pl")
    gettext, ngettext = _gettext_for(loc), _ngettext_for(loc)
    assert gettext("a text from a newer Python: %s") == "a text from a newer Python: %s"
    assert gettext(None) is None  # Python 3.11's add_subparsers(title=...)
    assert ngettext("one %s thing", "%s things", 1) == "one %s thing"
    assert ngettext("one %s thing", "%s things", 3) == "%s things"


@pytest.mark.parametrize("count", [2, 3, 5, 22])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_fixed_number_of_values_is_counted_in_the_language(lang, count, capsys):
    """``nargs=N`` (no option of ours has it yet) goes through ``ngettext`` and its plural forms."""
    loc = Localizer(lang)
    with localized_argparse(loc):
        parser = _Parser(prog="uno-access")
        _Parser.localizer = loc
        parser.add_argument("--at", nargs=count)
        with pytest.raises(SystemExit) as exit_:
            parser.parse_args(["--at", "1"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    detail = loc.format("cli-arg-expected-count", count=count, number=str(count))
    assert err == loc.format("cli-usage-error", prog="uno-access",
                             detail=loc.format("cli-arg-wrapper", option="--at", detail=detail)) + "\n"
    if lang != "en":
        assert not _english_words(err)


def test_only_whole_numbers_can_be_refused_by_a_type():
    """``cli-arg-not-a-whole-number`` leaves argparse's type name out: it is right only while
    every ``type=`` of our parsers that can refuse a value is ``int`` (the project's ``choice``
    types accept anything and let the command say what is wrong)."""
    with localized_argparse(Localizer("en")):
        parser = build_parser(Localizer("en"))
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    seen = set()
    for name, sub in commands.choices.items():
        for action in sub._actions:
            if action.type is None or action.type is int:
                seen.add(action.type)
                continue
            if action.type is seed_number:  # int() with a bound, so a 5,000-digit value is refused too
                assert seed_number("12") == 12
                for bad in ("abc", "9" * 5000, str(2**63)):
                    with pytest.raises(ValueError):
                        seed_number(bad)
                seen.add(int)
                continue
            assert getattr(action.type, "__name__", "") == "choice", f"{name} {action.option_strings}"
            assert isinstance(action.type("no such value"), BadChoice)
    assert int in seen


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("width", ["60", "80"])
def test_the_help_never_cuts_a_hyphenated_word_at_its_hyphen(lang, width, capsys, monkeypatch):
    """pt review r5: "definir fora-" / "da-vez" in play --help; a setting the user types is one word."""
    monkeypatch.setenv("COLUMNS", width)
    sub = next(a for a in build_parser(Localizer(lang))._actions if isinstance(a, argparse._SubParsersAction))
    for command in ["", *sub.choices]:
        code, out, _err = run_cli([*([command] if command else []), "--lang", lang, "--help"], capsys)
        assert code == 0, command
        cut = [line for line in out.splitlines() if re.search(r"\w-$", line)]
        assert not cut, f"{lang} {command} --help: {cut}"
