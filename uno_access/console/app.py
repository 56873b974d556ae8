"""``uno-access play``: the game at a screen-reader-friendly prompt.

Two modes.  ``plain`` (chosen automatically when ``TERM=dumb``, ``NO_COLOR``
or ``ACCESSIBLE`` is set, or stdin/stdout is not a terminal) prints plain
lines and reads plain lines: not one escape sequence, no cursor requests,
no prompt_toolkit at all.  ``standard`` uses a prompt_toolkit
``PromptSession`` for one line at a time, with Tab completion of card names,
function-key shortcuts and a coloured prompt; all game output is printed as
append-only lines above the prompt, never a full-screen layout.

When stdin is not a terminal the commands are read line by line (a script),
computer players move without waiting, and at the end of the input the game
is saved and the program exits with 0.  Every line printed is also spoken
through ``uno_access.speech.Speaker``; a new command silences stale speech.
"""

from __future__ import annotations

import argparse
import io
import os
import queue
import random
import stat
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from uno_access.cli.main import seed_number
from uno_access.console import games
from uno_access.console.runtime import (
    Front,
    ask,
    at_end_of_input,
    handle,
    make_speaker,
    plain_mode_wanted,
    run_bots,
    settings_from_args,
)
from uno_access.console.session import SEAT_KINDS, Session
from uno_access.engine import Game, InvalidCardCode, InvalidDeck, InvalidRule, RuleSet, parse_deck, parse_house
from uno_access.i18n import Localizer, localizer_for
from uno_access.storage import saves
from uno_access.storage.settings import (
    DISPLAYS,
    MODES,
    SPEECH_BACKENDS,
    SWITCHES,
    VERBOSITIES,
    WINDOW_MODES,
    SettingError,
    config_dir,
    data_dir,
    load_settings,
    settings_path,
)

if TYPE_CHECKING:
    from uno_access.speech import Notice

DEFAULT_PLAYERS = "human,normal,normal,normal"


def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    h = loc.format
    parser.add_argument("--players", metavar="human,normal,...", help=h("play-opt-players"))
    parser.add_argument("--rules", metavar=h("cli-metavar-preset"), default="official", help=h("play-opt-rules"))
    parser.add_argument("--house", metavar=h("cli-metavar-switches"), default="", help=h("play-opt-house"))
    parser.add_argument("--seed", type=seed_number, metavar=h("cli-metavar-number"), help=h("play-opt-seed"))
    parser.add_argument("--deck", metavar=h("cli-metavar-file"), help=h("play-opt-deck"))
    parser.add_argument("--dealer", type=seed_number, metavar=h("cli-metavar-number"), help=h("play-opt-dealer"))
    parser.add_argument("--event-log", metavar=h("cli-metavar-file"), help=h("play-opt-event-log"))
    parser.add_argument("--lang", metavar="xx", help=h("play-opt-lang"))
    parser.add_argument("--speech", choices=SPEECH_BACKENDS, help=h("play-opt-speech"))
    parser.add_argument("--verbosity", choices=VERBOSITIES, help=h("play-opt-verbosity"))
    parser.add_argument("--mode", choices=[m for m in MODES if m != "auto"], help=h("play-opt-mode"))
    parser.add_argument("--display", choices=DISPLAYS, help=h("play-opt-display"))
    parser.add_argument("--resume", nargs="?", const="", metavar=h("store-metavar-name-or-file"), help=h("store-opt-resume"))
    parser.add_argument("--save", metavar=h("cli-metavar-name"), help=h("store-opt-save"))
    parser.add_argument("--delay", metavar=h("cli-metavar-seconds"), help=h("play-opt-delay"))
    parser.add_argument("--pace", metavar=h("cli-metavar-seconds"), help=h("play-opt-pace"))
    parser.add_argument("--rate", metavar=h("cli-metavar-wpm"), help=h("play-opt-rate"))
    parser.add_argument("--voice", metavar=h("cli-metavar-name"), help=h("play-opt-voice"))
    parser.add_argument("--sounds", choices=SWITCHES, help=h("play-opt-sounds"))
    parser.add_argument("--windows", choices=WINDOW_MODES, help=h("play-opt-windows"))


def parse_players(text: str) -> list[str] | None:
    """``"human,normal,normal"`` -> the seat kinds, or None when the list is not valid."""
    kinds = [part.strip().lower() for part in text.split(",")]
    if not 2 <= len(kinds) <= 10 or any(k not in SEAT_KINDS for k in kinds):
        return None
    return kinds


#: a deck file is 108 codes: anything longer than this is not one
MAX_DECK_BYTES = 64 * 1024


def _read_deck(path: Path, loc: Localizer) -> str:
    """The deck file's text: a regular file of at most ``MAX_DECK_BYTES`` (never /dev/zero, a fifo)."""
    shown = str(path)[:200]
    mode = os.stat(path).st_mode
    if not stat.S_ISREG(mode):
        reason = "a_folder" if stat.S_ISDIR(mode) else "not_a_file"  # a folder is said to be one
        raise games.Refused(loc.format("console-bad-deck", path=shown, detail=loc.why(reason)))
    with open(path, "rb") as handle:
        raw = handle.read(MAX_DECK_BYTES + 1)
    if len(raw) > MAX_DECK_BYTES:
        raise games.Refused(loc.format("console-bad-deck", path=shown, detail=loc.why("too_large")))
    return raw.decode("utf-8")


def _some_codes(codes: object) -> str:
    """The first 20 card codes of a list in an error's details, or "-"."""
    return " ".join(map(str, codes[:20])) if isinstance(codes, list) and codes else "-"


def _new_game(args: argparse.Namespace, loc: Localizer, err) -> tuple[Game, list[str]] | int:
    seats = parse_players(args.players or DEFAULT_PLAYERS)
    if seats is None:
        err(loc.format("console-bad-players", text=str(args.players)[:80]))
        return 2
    try:
        rules = RuleSet.preset(args.rules.strip().lower(), **parse_house(args.house or ""))
    except InvalidRule as error:
        from uno_access.narration.rules_text import rule_error_line

        err(rule_error_line(error, loc))
        return 2
    deck = None
    if args.deck:
        try:
            text = _read_deck(Path(args.deck), loc)
            codes = text.split()
            parse_deck(codes)  # validates; the engine is given the codes (it re-parses them)
            deck = codes
        except OSError as exc:
            err(loc.format("console-bad-deck", path=args.deck, detail=loc.why(exc)))
            return 2
        except UnicodeDecodeError as exc:
            err(loc.format("console-bad-deck", path=args.deck, detail=loc.why(exc)))
            return 2
        except games.Refused as refused:
            err(refused.line)
            return 2
        except InvalidCardCode as exc:
            err(loc.format("console-bad-deck-code", path=args.deck, code=str(exc.details.get("code", ""))[:20]))
            return 2
        except InvalidDeck as exc:
            d = exc.details
            err(loc.format("console-bad-deck-count", path=args.deck, count=d.get("count", 0),
                           missing=_some_codes(d.get("missing")), extra=_some_codes(d.get("extra"))))
            return 2
    if args.dealer is not None and not 0 <= args.dealer < len(seats):
        err(loc.format("console-bad-dealer", value=args.dealer, last=len(seats) - 1))
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    try:
        game = Game(players=len(seats), rules=rules, seed=seed, deck=deck, dealer=args.dealer)
    except InvalidRule as error:
        from uno_access.narration.rules_text import rule_error_line

        err(rule_error_line(error, loc))
        return 2
    return game, seats


def run(args: argparse.Namespace) -> int:
    for stream in (sys.stdin, sys.stdout):  # undecodable bytes typed are a character, not the end of input
        if not isinstance(stream, io.TextIOWrapper):
            continue  # a stream of a test or an embedding program: it decodes as it likes
        try:
            stream.reconfigure(errors="replace")
        except (ValueError, OSError):
            pass
    stdout = sys.stdout
    settings, notice = load_settings()
    try:
        settings = settings_from_args(args, settings)
    except SettingError as error:
        from uno_access.console.setting_words import error_text

        print(error_text(localizer_for(getattr(args, "lang", None))[0], error), file=sys.stderr)
        return 2
    loc, unknown = localizer_for(getattr(args, "lang", None) or settings.language or None, settings.language)

    def err(text: str) -> None:
        print(text, file=sys.stderr)

    if notice is not None:
        print(loc.format(notice[0], **notice[1]), file=stdout)
    if unknown:
        print(unknown, file=stdout)
    scripted = not sys.stdin.isatty()
    plain = plain_mode_wanted(settings.mode)

    # the game: resumed or new (see console/games.py); the store keeps it
    saves.clean_temporary(data_dir(), config_dir(), data_dir() / "tutor")
    store, store_line = games.open_store(loc)
    start_lines: list[str] = [store_line] if store_line else []
    if store is not None:
        try:
            imported = saves.import_legacy(store)
        except saves.StoreError:
            imported = None
        if imported is not None:
            start_lines.append(games.import_line(imported, loc))
    try:
        chosen = games.choose(args, loc, store, scripted=scripted, ask=lambda q: ask(q, loc),
                              unavailable=store_line or "")
    except games.Refused as refused:
        err(refused.line)
        return refused.code
    start_lines.extend(chosen.lines)
    game, seats, recorder, loaded = chosen.game, chosen.seats, chosen.recorder, chosen.resumed
    new = game is None
    if game is None:
        made = _new_game(args, loc, err)
        if isinstance(made, int):
            return made
        game, seats = made
    # a refused event log ends the program before a new game is stored (no saved game left behind)
    event_log = None
    if args.event_log:
        try:
            event_log = games.open_event_log(args.event_log, game, loaded, loc)
        except games.Refused as refused:
            err(refused.line)
            return refused.code
    if new:
        recorder, line = games.new_recorder(store, chosen.name, game, seats, loc)
        if line:
            start_lines.append(line)
    elif recorder is None and not store_line:
        start_lines.append(loc.format("store-not-saving"))

    front = Front(None, stdout)
    sessions: list[Session] = []
    early: list[str] = []

    def on_notice(n: Notice) -> None:  # a notice is a system message, kept by the session (once it is there)
        if sessions:
            sessions[0].notice(n.render(sessions[0].loc))
        else:
            early.append(n.render(loc))

    # a script is read at its own pace: no one listens for its cues
    speaker = make_speaker(settings, loc.lang, on_notice, sounds=not scripted)
    front.speaker = speaker
    if speaker is not None and args.intro:
        speaker.say(args.intro)  # printed by the command line before the game loaded
    session = Session(game, seats, loc, settings, front.line, scripted=scripted, event_log=event_log,
                      recorder=recorder, seed=game.seed, speaker=speaker, settings_path=settings_path(),
                      cue=front.cue)
    sessions.append(session)
    for text in early:
        session.notice(text)
    viewer = game.current if game.current in session.humans and not game.over else chosen.viewer
    if viewer is not None and viewer in session.humans:
        session.presenter.viewer = viewer
    for line in start_lines:
        front.line(line, line)
    if not session.humans:
        front.line(loc.format("console-spectating"))
    try:
        session.start(resumed=loaded)
        try:
            if plain or scripted:
                code = _plain_loop(session, front, scripted)
            else:
                code = _standard_loop(session, front, scripted)
        except KeyboardInterrupt:  # Ctrl-C at the plain prompt: the game is already saved
            front.line("")
            code = at_end_of_input(session, front) or 130
    finally:
        if event_log is not None:
            try:
                event_log.close()
            except OSError:  # a full device: the session has said so already
                pass
        if store is not None:
            store.close()
        if speaker is not None:
            try:
                speaker.wait(timeout=2.0 if not scripted else 0.5)
                speaker.close()
            except Exception:
                pass
    return code


def _plain_loop(session: Session, front: Front, scripted: bool) -> int:
    """Plain lines in, plain lines out: no escape sequences, no prompt_toolkit."""
    lines: queue.Queue[str | None] = queue.Queue()

    def reader() -> None:
        stream = sys.stdin
        while True:
            try:
                line = stream.readline()
            except (OSError, ValueError, UnicodeDecodeError):
                line = ""
            if not line:
                lines.put(None)
                return
            lines.put(line.rstrip("\r\n"))

    if scripted:
        # a script is read in order, after the computer players have moved
        while True:
            run_bots(session, front)
            try:
                line = sys.stdin.readline()
            except (OSError, ValueError, UnicodeDecodeError):
                line = ""
            if not line:
                return at_end_of_input(session, front)
            if handle(session, front, line.rstrip("\r\n")):
                return 0
    threading.Thread(target=reader, name="uno-access-input", daemon=True).start()
    prompted = False
    while True:
        wait = run_bots(session, front)
        if wait is None and not prompted:
            front.prompt(session.loc.format("play-prompt"))
            prompted = True
        try:
            line = lines.get(timeout=wait)
        except queue.Empty:
            continue
        prompted = False
        front.typed()
        if line is None:
            front.line("")
            return at_end_of_input(session, front)
        if handle(session, front, line):
            return 0


def _standard_loop(session: Session, front: Front, scripted: bool) -> int:
    import asyncio

    from uno_access.console.standard import run_standard

    return asyncio.run(run_standard(session, front, handle, run_bots, at_end_of_input))
