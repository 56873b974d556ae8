"""The ``uno-access`` command: a dispatcher over subcommands.

Each subcommand lives in its own module exposing ``add_arguments(parser)`` and
``run(args) -> int``; it is imported only when used, so ``uno-access cards``
never pays for prompt_toolkit or speech start-up.  With no subcommand the
game starts (``play``).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from uno_access.i18n import Localizer, resolve_language

#: subcommand -> module implementing it
COMMANDS = {
    "play": "uno_access.console.app",
    "cards": "uno_access.cards_table",
    "labels": "uno_access.labels",
    "rules": "uno_access.rules_text",
    "simulate": "uno_access.simulate",
    "tutor": "uno_access.tutor.app",
}


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad command line in one localized line, never a traceback."""

    localizer: Localizer | None = None

    def error(self, message: str) -> None:  # type: ignore[override]
        loc = self.localizer or Localizer("en")
        self.exit(2, loc.format("cli-usage-error", prog=self.prog, detail=message) + "\n")


def _language_hint(argv: list[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def build_parser(loc: Localizer) -> argparse.ArgumentParser:
    _Parser.localizer = loc
    parser = _Parser(prog="uno-access", description=loc.format("cli-description"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module_name in COMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and module_name.startswith(exc.name):
                continue  # that part of the program is not built yet
            raise
        p = sub.add_parser(name, help=loc.format(f"cli-help-{name}"))
        p.localizer = loc  # type: ignore[attr-defined]
        module.add_arguments(p)
        p.set_defaults(_module=module)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang, _unknown = resolve_language(_language_hint(argv))
    loc = Localizer(lang)
    if argv and argv[0].startswith("-"):
        # options may come before the subcommand: `uno-access --lang ro rules`
        named = [i for i, word in enumerate(argv) if word in COMMANDS and not argv[i - 1].startswith("-")]
        if named:
            argv = [argv[named[0]], *argv[: named[0]], *argv[named[0] + 1:]]
    if not argv or argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]
    parser = build_parser(loc)
    args = parser.parse_args(argv)
    module = getattr(args, "_module", None)
    if module is None:
        parser.print_help()
        return 2
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (``| head``, a closed screen reader pipe): leave quietly;
        # the game has already saved itself after the last action
        _silence_stdout()
        return 0


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's final flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
