"""The ``uno-access`` command: a dispatcher over subcommands.

Each subcommand lives in its own module exposing ``add_arguments(parser, loc)`` (its
options, their help in the language of ``loc``) and ``run(args) -> int``; it is imported
only when used, so ``uno-access cards`` never pays for prompt_toolkit or speech start-up.  With no subcommand the
game starts (``play``).

argparse's own words (its errors, ``usage:``, ``options:``...) are spoken in the
player's language too: while the command line is parsed, argparse's ``_`` and
``ngettext`` look them up in ``ARGPARSE_TEXTS`` (see ``localized_argparse``).
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import sys
import textwrap
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple, NoReturn

from uno_access.i18n import Localizer, MissingMessage, locale_problems, localizer_for, resolve_language

#: subcommand -> module implementing it
COMMANDS = {
    "play": "uno_access.console.app",
    "cards": "uno_access.cli.cards",
    "labels": "uno_access.cli.labels",
    "rules": "uno_access.narration.rules_text",
    "simulate": "uno_access.cli.simulate",
    "tutor": "uno_access.tutor.app",
    "saves": "uno_access.cli.saves",
    "serve": "uno_access.online.server",
    "join": "uno_access.online.client",
}


class _Text(NamedTuple):
    """One of argparse's own texts in Fluent: the message and the value of each of its variables.

    The values are argparse's %-placeholders (``"%(value)r"``), so the translation decides
    where they go and argparse fills them in afterwards, as it does with its English text.
    ``formatted``: argparse %-formats the text afterwards (a ``%`` the translation writes
    itself must then be doubled).  ``after``: what follows the message in argparse's text
    (the space after ``usage:``, which a Fluent message cannot end with).
    """

    msg_id: str
    variables: dict[str, str]
    formatted: bool
    after: str = ""


#: argparse's texts (its gettext msgids, the same in Python 3.11 to 3.13) that a user of our
#: parsers can meet, and their messages in ``locales/<lang>/cli.ftl``.  A text missing here
#: stays English: a newer Python's new text is never a crash.
ARGPARSE_TEXTS: dict[str, _Text] = {
    # --help
    "usage: ": _Text("cli-help-usage", {}, False, after=" "),
    "positional arguments": _Text("cli-help-positionals", {}, False),
    "options": _Text("cli-help-options", {}, False),
    "show this help message and exit": _Text("cli-help-help", {}, True),  # help texts are %-formatted
    # errors (our ``_Parser.error`` puts the program's name before them)
    "argument %(argument_name)s: %(message)s": _Text(
        "cli-arg-wrapper", {"option": "%(argument_name)s", "detail": "%(message)s"}, True),
    # ("invalid choice: ...": ``_Parser._check_value`` words it itself, its choices joined by "or")
    # our parsers' only ``type=`` that can refuse a value is ``int`` (tests/test_cli_errors.py
    # checks it), so the type's name is left out and the player hears "not a whole number"
    "invalid %(type)s value: %(value)r": _Text("cli-arg-not-a-whole-number", {"value": "%(value)r"}, True),
    "expected one argument": _Text("cli-arg-expected-one", {}, False),
    "expected at most one argument": _Text("cli-arg-expected-at-most-one", {}, False),
    "expected at least one argument": _Text("cli-arg-expected-at-least-one", {}, False),
    "unrecognized arguments: %s": _Text("cli-arg-unrecognized", {"words": "%s"}, True),
    "the following arguments are required: %s": _Text("cli-arg-required", {"names": "%s"}, True),
    "one of the arguments %s is required": _Text("cli-arg-one-required", {"names": "%s"}, True),
    "ambiguous option: %(option)s could match %(matches)s": _Text(
        "cli-arg-ambiguous", {"option": "%(option)s", "matches": "%(matches)s"}, True),
    "not allowed with argument %s": _Text("cli-arg-not-allowed-with", {"other": "%s"}, True),
    "ignored explicit argument %r": _Text("cli-arg-explicit-ignored", {"value": "%r"}, True),
    "unexpected option string: %s": _Text("cli-arg-unexpected-option", {"option": "%s"}, True),
    "unknown parser %(parser_name)r (choices: %(choices)s)": _Text(
        "cli-arg-unknown-command", {"command": "%(parser_name)r", "choices": "%(choices)s"}, True),
}

#: argparse's plural text (``ngettext``): singular msgid -> message, given ``$count`` (the number,
#: for the plural form) and ``$number`` (the ``%s`` argparse replaces by that number)
ARGPARSE_PLURALS: dict[str, str] = {
    "expected %s argument": "cli-arg-expected-count",
}


def _render(loc: Localizer, msg_id: str, placeholders: dict[str, str], formatted: bool,
            **numbers: int) -> str | None:
    """The message with argparse's placeholders in it; None when no language has the message."""
    # private-use characters mark where argparse's values go (control characters never survive formatting)
    marks = {name: f"\ue000{index}\ue001" for index, name in enumerate(placeholders)}
    try:
        text = loc.format(msg_id, **marks, **numbers)
    except MissingMessage:
        return None
    if formatted:
        text = text.replace("%", "%%")
    for name, mark in marks.items():
        text = text.replace(mark, placeholders[name])
    return text


def _gettext_for(loc: Localizer) -> Callable[[str], str]:
    """argparse's ``_`` in ``loc``'s language."""

    def gettext(message: str) -> str:
        entry = ARGPARSE_TEXTS.get(message) if isinstance(message, str) else None
        if entry is None:
            return message
        text = _render(loc, entry.msg_id, entry.variables, entry.formatted)
        return message if text is None else text + entry.after

    return gettext


def _ngettext_for(loc: Localizer) -> Callable[[str, str, int], str]:
    """argparse's ``ngettext`` in ``loc``'s language (its own English for a text we do not know)."""

    def ngettext(singular: str, plural: str, n: int) -> str:
        msg_id = ARGPARSE_PLURALS.get(singular)
        text = None
        if msg_id is not None and isinstance(n, int):
            text = _render(loc, msg_id, {"number": "%s"}, True, count=n)
        if text is None:
            return singular if n == 1 else plural
        return text

    return ngettext


@contextmanager
def localized_argparse(loc: Localizer) -> Iterator[None]:
    """argparse speaks ``loc``'s language while the block runs (building, parsing, --help).

    argparse looks its texts up through its module-level ``_`` and ``ngettext`` each time it
    needs one; they are replaced for the block and put back afterwards, even on ``SystemExit``.
    """
    # argparse has no API for its own texts: its module globals are the only door (typeshed
    # declares neither), hence the ignores
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = _gettext_for(loc)  # type: ignore[attr-defined]
    argparse.ngettext = _ngettext_for(loc)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def invalid_choice(loc: Localizer, value: str, choices: Iterable[object]) -> str:
    """What is wrong with ``value``, one of ``choices`` being wanted: "\"x\" is not a valid value.
    Choose one of: a, b, or c." (``cli-arg-invalid-choice``, the choices joined with "or")."""
    return loc.format("cli-arg-invalid-choice", value=value, choices=loc.join([str(c) for c in choices], style="or"))


def option_error_line(loc: Localizer, prog: str, option: str, detail: str) -> str:
    """The one line of a bad option value, as argparse's own errors say it ("uno-access labels:
    argument --format: ..."), for a command that checks a value after parsing."""
    return loc.format("cli-usage-error", prog=prog, detail=loc.format("cli-arg-wrapper", option=option, detail=detail))


#: the spaces argparse's help rewraps (ASCII only, as argparse's own: a no-break space stays)
_ASCII_SPACES = re.compile(r"\s+", re.ASCII)


class _WholeWordsFormatter(argparse.HelpFormatter):
    """argparse's help, wrapped between words only: a hyphenated word the user types (a setting
    such as ``fora-da-vez``) is never cut at its hyphen into two lines."""

    @staticmethod
    def _wrap(text: str, width: int, indent: str = "") -> list[str]:
        """``text``'s words (runs of ASCII white space made one space) in lines of ``width``."""
        return textwrap.wrap(_ASCII_SPACES.sub(" ", text).strip(), width, initial_indent=indent,
                             subsequent_indent=indent, break_on_hyphens=False)

    def _split_lines(self, text: str, width: int) -> list[str]:
        return self._wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(self._wrap(text, width, indent))


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad command line in one localized line, never a traceback (its
    help wrapped between words only: ``_WholeWordsFormatter``; its subcommands' parsers too)."""

    localizer: Localizer | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _WholeWordsFormatter)
        super().__init__(*args, **kwargs)

    def _check_value(self, action: argparse.Action, value: object) -> None:
        """A value outside ``choices`` (a command, ``--mode``): the choices joined with the
        language's "or", as every other "not a valid value" line says them (argparse would list
        them quoted, with commas only)."""
        if action.choices is None or value in action.choices:
            return
        loc = self.localizer or Localizer("en")
        raise argparse.ArgumentError(action, invalid_choice(loc, str(value), action.choices))

    def error(self, message: str) -> NoReturn:
        loc = self.localizer or Localizer("en")
        # a typed value of 5,000 characters is named by its beginning: the line stays one line to hear
        message = re.sub(r"\S{41,}", lambda m: m.group()[:40] + "…", str(message))
        # argparse quotes values the Python way ('abc'); the player's language has its own marks
        message = re.sub(r"(?<!\w)'([^'\s]+)'(?!\w)", lambda m: loc.format("cli-quoted", text=m.group(1)), message)
        self.exit(2, loc.format("cli-usage-error", prog=self.prog, detail=message) + "\n")


def seed_number(text: str) -> int:
    """A ``--seed`` value: a whole number that fits a saved game (|n| < 2**63); argparse turns the
    ``ValueError`` into its one "not a whole number" line."""
    text = str(text).strip()
    if len(text) > 20:
        raise ValueError("too long")
    value = int(text)
    if abs(value) >= 2**63:
        raise ValueError("too large")
    return value


seed_number.__name__ = "int"


def language_of(args: argparse.Namespace) -> Localizer:
    """The localizer for a command's ``--lang`` (``cards``, ``labels``, ``rules``, ``simulate``);
    a value naming no language we have is said once on stderr, in the language used instead."""
    loc, notice = localizer_for(getattr(args, "lang", None))
    if notice:
        print(notice, file=sys.stderr)
    return loc


def _language_hint(argv: list[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def _language(argv: list[str]) -> str:
    """The language of the command line's own messages: ``--lang``, else the saved setting,
    else the environment's (the subcommand itself says so if ``--lang`` names none we have)."""
    from uno_access.storage.settings import load_settings

    saved = load_settings()[0].language or None  # a broken file is reported by the game
    return resolve_language(_language_hint(argv) or saved, saved)[0]


def build_parser(loc: Localizer, command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every subcommand, or (``command`` given) one whose only subcommand with
    its options is ``command``: the others are listed by name, their modules never imported."""
    _Parser.localizer = loc
    parser = _Parser(prog="uno-access", description=loc.format("cli-description"))
    sub = parser.add_subparsers(dest="command", metavar=loc.format("cli-command-metavar"))
    for name, module_name in COMMANDS.items():
        if command is not None and name != command:
            sub.add_parser(name, help=loc.format(f"cli-help-{name}"))
            continue
        module = importlib.import_module(module_name)
        p = sub.add_parser(name, help=loc.format(f"cli-help-{name}"))
        module.add_arguments(p, loc)
        p.set_defaults(_module=module)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    loc = Localizer(_language(argv))
    broken = _locale_notice(loc)
    if broken is not None:
        return broken
    if argv and argv[0].startswith("-"):
        # options may come before the subcommand: `uno-access --lang ro rules`, `--lang=ro rules`
        named = [i for i, word in enumerate(argv)
                 if word in COMMANDS and not (argv[i - 1].startswith("-") and "=" not in argv[i - 1])]
        if named:
            argv = [argv[named[0]], *argv[: named[0]], *argv[named[0] + 1:]]
    if not argv or argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]
    intro = _intro(loc, argv)
    with localized_argparse(loc):
        parser = build_parser(loc, command=argv[0])  # only the command typed is imported
        args = parser.parse_args(argv)
        module = getattr(args, "_module", None)
        if module is None:
            parser.print_help()
            return 2
    args.intro = intro
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (``| head``, a closed screen reader pipe): leave quietly;
        # the game has already saved itself after the last action
        _silence_stdout()
        return 0


def _locale_notice(loc: Localizer) -> int | None:
    """One line when a message file is missing or broken: English is used for it (a notice),
    or, when the English files themselves are broken, the program cannot speak (exit 2)."""
    english = [p for p in locale_problems("en")]
    if english:
        path, reason = english[0]
        # the only sentence not in a message file: there is no readable file left to take it from
        print(f"uno-access: the English message file {path} is {reason.replace('_', ' ')}; "
              "please reinstall uno-access.", file=sys.stderr)
        return 2
    if loc.lang != "en":
        problems = locale_problems(loc.lang)
        if problems:
            path, reason = problems[0]
            try:
                print(loc.format("store-locale-problem", path=path, reason=reason, count=len(problems)), file=sys.stderr)
            except MissingMessage:
                print(Localizer("en").format("store-locale-problem", path=path, reason=reason, count=len(problems)),
                      file=sys.stderr)
    return None


def _intro(loc: Localizer, argv: list[str]) -> str | None:
    """A game at a terminal first says what this is and where help is, before it loads (a
    screen reader user hears at once where they are); the line is returned to be spoken too."""
    if argv[0] != "play" or any(word in ("-h", "--help") for word in argv):
        return None
    try:
        if not (sys.stdin.isatty() and sys.stdout.isatty()):
            return None
        text = loc.format("start-intro")
        print(text, flush=True)
    except (OSError, ValueError, AttributeError):  # a closed or replaced stream: no line
        return None
    return text


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's final flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
