"""``uno-access saves``: the saved games, one line each; ``--delete NAME`` removes one.

At a terminal a delete asks first (``--yes`` does not); from a script it deletes at once.
``uno-access play --resume NAME`` continues a game of the list.
"""

from __future__ import annotations

import argparse
import sys

from uno_access.console import games
from uno_access.i18n import Localizer, localizer_for
from uno_access.storage import saves
from uno_access.storage.settings import load_settings


def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    parser.add_argument("--delete", metavar=loc.format("cli-metavar-name"), help=loc.format("store-opt-delete"))
    parser.add_argument("--yes", action="store_true", help=loc.format("store-opt-yes"))
    parser.add_argument("--lang", metavar="xx", help=loc.format("play-opt-lang"))


def run(args: argparse.Namespace) -> int:
    settings, _notice = load_settings()
    loc, unknown = localizer_for(getattr(args, "lang", None) or settings.language or None, settings.language)
    if unknown:
        print(unknown, file=sys.stderr)
    store, line = games.open_store(loc, playing=False)
    if store is None:
        print(line, file=sys.stderr)
        return 2
    with store:
        try:
            imported = saves.import_legacy(store)
        except saves.StoreError:
            imported = None
        if imported is not None:
            print(games.import_line(imported, loc))
        try:
            if args.delete is not None:
                return _delete(store, args, loc)
            listed = games.console_games(store)
            if not listed:
                print(loc.format("store-none"))
                return 0
            print(loc.format("store-list-head", count=len(listed)))
            for info in listed:
                print(games.describe_line(info, loc))
            print(loc.format("store-list-how"))
            return 0
        except saves.StoreError as exc:
            print(games.store_line(loc, exc, playing=False), file=sys.stderr)
            return 2


def _delete(store, args: argparse.Namespace, loc: Localizer) -> int:
    name = str(args.delete)
    info = store.find(name) if len(name) <= games.MAX_NAME else None
    if info is None or info.kind != saves.KIND:
        print(loc.format("store-no-such-save", name=name[:games.MAX_NAME]), file=sys.stderr)
        return 2
    if not args.yes:  # asked at a terminal and from a script alike: a piped "no" keeps the game
        from uno_access.console.runtime import ask

        if not ask(loc.format("store-delete-ask", game=games.describe_line(info, loc)), loc, enter_means_yes=False):
            print(loc.format("store-delete-cancelled"))
            return 0
    store.delete(info.id)
    print(loc.format("store-deleted", name=name))
    return 0
