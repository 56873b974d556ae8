"""The console's runtime: the pieces every text front end shares (the game, the tutor, the online client).

- ``Front(speaker, stream)`` prints and speaks one line at a time; a typed line's answer is
  gathered between ``begin_answer`` and ``end_answer`` and spoken at once.
- ``plain_mode_wanted(mode)``: whether the plain mode applies; ``settings_from_args(args, settings)``.
- ``make_speaker(settings, lang, notice)``: the speaker the settings ask for, or None (text only).
- ``handle(session, front, line)``: one typed line; True when the session ends.
- ``run_bots(session, front)``: moves every computer player that is due.
- ``at_end_of_input(session, front)``: what is said when the input ends (saved or not).
- ``ask(question, loc)``: a yes/no question at the terminal, before a game starts.

No prompt_toolkit here: the plain mode and scripts need none.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Callable, Mapping
from typing import IO, TYPE_CHECKING

from uno_access.commands import Command, CommandParser, Context
from uno_access.i18n import Localizer
from uno_access.storage.settings import Settings

if TYPE_CHECKING:
    from uno_access.console.session import Session
    from uno_access.speech import Notice, Speaker


class Front:
    """Printing and speaking one line at a time.

    While a typed line is answered (``begin_answer`` .. ``end_answer``) what it says is
    gathered, then spoken at once ahead of the game's events still waiting (``Speaker.answer``).
    """

    def __init__(self, speaker: Speaker | None, stream: IO[str]) -> None:
        self.speaker = speaker
        self.stream = stream
        self.lock = threading.Lock()
        self._answer: list[tuple[str, str]] | None = None
        self.at_prompt = False

    def line(self, shown: str, spoken: str | None = None) -> None:
        with self.lock:
            self.stream.write(shown + "\n")
            self.stream.flush()
            self.at_prompt = False
        if self.speaker is not None and spoken:
            if self._answer is not None:
                self._answer.append(("say", spoken))
            else:
                self.speaker.say(spoken)

    def prompt(self, text: str) -> None:
        """Write the prompt, unless it is already the last thing on the screen (never "> >")."""
        with self.lock:
            if self.at_prompt:
                return
            self.stream.write(text)
            self.stream.flush()
            self.at_prompt = True

    def typed(self) -> None:
        """A line was typed: the cursor has left the prompt."""
        self.at_prompt = False

    def cue(self, name: str) -> None:
        if self._answer is not None:
            self._answer.append(("cue", name))
        elif self.speaker is not None:
            self.speaker.cue(name)

    def begin_answer(self) -> None:
        """A line was typed: cut the sentence being spoken (only that one)."""
        self._answer = []
        if self.speaker is not None:
            self.speaker.interrupt()

    def end_answer(self, backlog: int = 0, summary: Callable[[int], str] | None = None) -> None:
        items, self._answer = self._answer or [], None
        if self.speaker is not None:
            self.speaker.answer(items, backlog=backlog, summary=summary)

    def silence(self) -> None:
        if self.speaker is not None:
            self.speaker.silence()


def plain_mode_wanted(settings_mode: str, env: Mapping[str, str] | None = None, stdin: IO | None = None,
                      stdout: IO | None = None) -> bool:
    """Whether the plain mode applies: chosen, or a dumb/accessible/non-terminal environment."""
    if settings_mode == "plain":
        return True
    if settings_mode == "standard":
        return False
    environ: Mapping[str, str] = os.environ if env is None else env
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    if environ.get("TERM", "") in ("dumb", "") or "NO_COLOR" in environ or environ.get("ACCESSIBLE"):
        return True
    try:
        return not (stdin.isatty() and stdout.isatty())
    except (AttributeError, ValueError):
        return True


def settings_from_args(args: argparse.Namespace, settings: Settings) -> Settings:
    """The settings with what the command line chose instead (``--speech``, ``--mode``...)."""
    for name in ("speech", "verbosity", "mode", "display", "delay", "pace", "rate", "voice", "sounds", "windows"):
        value = getattr(args, name, None)
        if value is not None:
            settings = settings.set(name, value)
    return settings


def make_speaker(settings: Settings, lang: str, notice: Callable[[Notice], None],
                 sounds: bool = True) -> Speaker | None:
    """The speaker: speech, and sound cues (with ``speech none`` too, when sounds are on)."""
    sounds = sounds and settings.sounds == "on"
    if settings.speech == "none" and not sounds:
        return None
    from uno_access.speech import Speaker

    try:
        return Speaker(settings.speech, lang=lang, rate=settings.rate, voice=settings.voice or None,
                       volume=settings.volume / 100, pitch=settings.pitch, sounds=sounds,
                       sound_volume=settings.sound_volume, on_notice=notice)
    except Exception:  # a broken engine must never stop the game: text only
        return None


def handle(session: Session, front: Front, line: str) -> bool:
    """One typed line; True when the session ends. An unexpected error is one line, not a traceback.

    The key cuts the sentence being spoken; the answer is spoken at once, then the events
    still waiting (or, past ``backlog`` of them, one line that says how many there are)."""
    front.begin_answer()
    try:
        return session.handle_line(line).quit
    except Exception as exc:  # never show a traceback to the player
        front.line(_internal_error(session, exc))
        return False
    finally:
        loc = session.loc
        front.end_answer(session.settings.backlog, lambda count: loc.format("access-more-events", count=count))


def _internal_error(session: Session, exc: BaseException) -> str:
    if session.saved:
        return session.loc.format("console-internal-error", detail=type(exc).__name__)
    return session.loc.format("store-internal-error", detail=type(exc).__name__)


def run_bots(session: Session, front: Front) -> float | None:
    """Move every computer player that is due; the seconds until the next one (None: a human)."""
    while True:
        wait = session.seconds_until_bot()
        if wait is None or wait > 0:
            return wait
        try:
            session.step_bot()
        except Exception as exc:
            front.line(_internal_error(session, exc))
            return None


def at_end_of_input(session: Session, front: Front) -> int:
    """The input ended: say whether the game is kept (a game that is over needs no word)."""
    if not session.game.over and session.humans:
        if session.saved:
            front.line(session.loc.format("store-saved-on-exit", name=session.save_name()))
        else:
            front.line(session.loc.format("store-not-saved-on-exit"))
    return 0


def ask(question: str, loc: Localizer, enter_means_yes: bool = True) -> bool:
    """A yes/no question before the game starts (Enter: yes, unless ``enter_means_yes`` is False,
    as before deleting: then Enter asks again); the end of the input is no."""
    parser = CommandParser(loc)
    while True:
        print(question)
        try:
            # from a script no prompt: it would run into the next line ("> The saved game is kept.")
            answer = input(loc.format("play-prompt") if sys.stdin.isatty() else "")
        except (EOFError, KeyboardInterrupt, OSError, UnicodeDecodeError):
            print()
            return False
        parsed = parser.parse(answer, Context())
        if isinstance(parsed, Command) and (parsed.name == "yes" or (parsed.name == "empty" and enter_means_yes)):
            return True
        if isinstance(parsed, Command) and parsed.name == "no":
            return False
        print(loc.format("store-yes-or-no"))
