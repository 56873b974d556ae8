"""One game at the console, without any terminal code: lines in, narrated lines out.

``Session`` owns the ``Game``, the seats (human or computer), the presenter
and the command parser.  The front end (``app.py``) feeds it typed lines
(``handle_line``), asks when the next computer move is due
(``seconds_until_bot``) and lets it move (``step_bot``); everything to print
and speak goes to the ``out`` callback as ``(display_text, spoken_text)``, and
sound cues to ``cue``.  A computer player moves only once the game's own speech
has said everything before it (``speaker.idle_since()``), then after ``pace``; an
out-of-turn window (a missed UNO, a jump-in) waits ``delay`` from when its
invitation has been spoken, or, with ``windows enter``, until the player presses
Enter.  Every message is kept by kind (game, chat, system) to be browsed one at a
time (``previous``, ``next``, ``first``, ``last``).
Every accepted action is committed to the store with its events (``recorder.record``,
see ``uno_access.storage.saves``) before anything is printed, spoken or written to the event
log; when the store cannot be written the player is told once and the game goes on
(``saved`` is then False).  A refused command changes nothing.  Computer players draw
their randomness from (seed, seat, action number), so a resumed game continues
exactly as the uninterrupted one would.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Protocol

from uno_access.bots import BotPlayer, make_player
from uno_access.commands import (
    ACTIONS,
    FUNCTION_KEYS,
    SHORTCUT_COMMANDS,
    Command,
    CommandParser,
    Context,
    ParseError,
    action_of,
    card_name,
    drawn_to_play,
    normalize,
    wants_color,
)
from uno_access.console import setting_words
from uno_access.engine import Action, ActionKind, Event, Game, IllegalAction, Observation, Phase, RuleSet
from uno_access.engine import events as ev
from uno_access.i18n import Localizer
from uno_access.narration.cardnames import card_noun, spell_codes
from uno_access.narration.presenter import Narration, Presenter, braille_lines
from uno_access.speech import Speaker
from uno_access.speech.sounds import cue_for_event
from uno_access.storage.saves import BOT_LEVELS, HUMAN, SEAT_KINDS, Recorder
from uno_access.storage.settings import SettingError, Settings, save_settings
from uno_access.storage.store import StoreError

__all__ = ["BOT_LEVELS", "HUMAN", "REMOTE", "SEAT_KINDS", "Outcome", "Session", "TableGame", "make_bot"]

#: a seat played by someone elsewhere (the online client's other players): no computer player
REMOTE = "remote"
HISTORY_DEFAULT = 10
#: how often the front end asks again while the game's speech is still talking
SPEECH_POLL = 0.05
MESSAGE_KINDS = ("game", "chat", "system")
BROWSE_COMMANDS = ("previous", "next", "first", "last")

Output = Callable[[str, str], None]


class TableGame(Protocol):
    """What a session reads of the game at its table: the engine's ``Game``, or the online
    client's ``RemoteGame`` (the server's game as this seat is told of it)."""

    @property
    def players(self) -> int: ...
    @property
    def rules(self) -> RuleSet: ...
    @property
    def events(self) -> Sequence[Event]: ...
    @property
    def over(self) -> bool: ...
    @property
    def current(self) -> int: ...
    @property
    def uno_open(self) -> int | None: ...
    @property
    def hand_number(self) -> int: ...

    def observation(self, seat: int) -> Observation: ...

    def legal_actions(self, seat: int | None = None) -> list[Action]: ...

    def apply(self, action: Action) -> list[Event]: ...


@dataclass
class Outcome:
    """What ``handle_line`` did: ``quit`` asks the front end to end the session."""

    quit: bool = False
    changed: bool = False


def make_bot(kind: str, seat: int, seed: int | None) -> BotPlayer:
    """The computer player of a seat: a level of ``uno_access.bots`` (``ValueError`` for another word)."""
    return make_player(kind, seed=None if seed is None else seed * 31 + seat)


#: the settings the speaker follows at once, each as the speaker's own setting
_SPEAKER_SETTINGS: dict[str, Callable[[Speaker, Settings], None]] = {
    "rate": lambda speaker, s: speaker.configure(rate=s.rate),
    "voice": lambda speaker, s: speaker.configure(voice=s.voice or None),
    "volume": lambda speaker, s: speaker.configure(volume=s.volume / 100),
    "pitch": lambda speaker, s: speaker.configure(pitch=s.pitch),
    "sounds": lambda speaker, s: speaker.configure(sounds=s.sounds == "on"),
    "sound_volume": lambda speaker, s: speaker.configure(sound_volume=s.sound_volume),
}


class Session:
    """A game at the console: ``start()``, then ``handle_line()`` and ``step_bot()``."""

    def __init__(
        self,
        game: TableGame,
        seats: Sequence[str],
        loc: Localizer,
        settings: Settings,
        out: Output,
        *,
        scripted: bool = False,
        event_log: IO[str] | None = None,
        recorder: Recorder | None = None,
        autosave: bool = True,
        seed: int | None = None,
        speaker: Speaker | None = None,
        settings_path: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        cue: Callable[[str], None] | None = None,
    ) -> None:
        self.game = game
        self.seats = list(seats)
        self.humans = [s for s, kind in enumerate(self.seats) if kind == HUMAN]
        self.loc = loc
        self.settings = settings
        self.out = out
        self.scripted = scripted
        self.event_log = event_log
        self.recorder = recorder if autosave else None
        self.speaker = speaker
        self.settings_path = settings_path
        self.clock = clock
        self.bots = {s: make_bot(kind, s, seed) for s, kind in enumerate(self.seats)
                     if kind not in (HUMAN, REMOTE)}
        self.presenter = Presenter(loc, game.players, self.humans, game.rules.to_dict())
        self._parser: CommandParser | None = None  # built when first needed, see ``parser``
        self.last_output: list[tuple[str, str]] = []
        self._collect: list[tuple[str, str]] | None = None
        self.pending_quit = False
        self.pending_wild: Command | None = None
        self._uno_told: tuple[int, int] | None = None
        self._changed_at = clock()
        self._fair = False
        self._save_failed = self.recorder is None
        self.seed = seed
        self._actor: int | None = None
        self.finished = False
        self.cue_out = cue
        #: every message with its kind: (kind, shown, spoken); answers to commands are not kept
        self.messages: list[tuple[str, str, str]] = []
        self._kind: str | None = "game"
        #: the line being answered repeats what was said (it is not remembered as new)
        self._repeating = False
        #: per human seat, where in ``messages`` each of their turns began (for ``repeat``)
        self._turn_marks: dict[int, list[int]] = {}
        #: ``history``: the events told afresh, then the kept messages from this index on
        self._history_base = (0, 0)
        self._browse: int | None = None
        self._browse_kind = "all"
        #: an out-of-turn window that waits for Enter (``windows enter``)
        self.held = False

    def _make_presenter(self) -> Presenter:
        return Presenter(self.loc, self.game.players, self.humans, self.game.rules.to_dict())

    # -------------------------------------------------------------- properties
    @property
    def parser(self) -> CommandParser:
        """The typed-line parser, built on first use: its tables of every card name in two
        languages and every case take longer than the game's first lines, which need none."""
        if self._parser is None:
            self._parser = CommandParser(self.loc)
        return self._parser

    @property
    def me(self) -> int | None:
        """The human seat typed commands act for (the one to move, else the last one;
        in hot-seat play ``NAME: command`` acts for NAME)."""
        return self._actor if self._actor is not None else self.presenter.viewer

    @property
    def saved(self) -> bool:
        """Whether every action so far is in the store."""
        return not self._save_failed

    def observation(self) -> Observation:
        seat = self.me if self.me is not None else self.game.current
        return self.game.observation(seat)

    def context(self) -> Context:
        if self.me is None:
            return Context(seat_names=self.presenter.seat_names())
        obs = self.observation()
        color_wanted = self.pending_wild is not None or (obs.phase == Phase.COLOR and obs.current == self.me)
        playable = self.presenter.playable(obs)
        return Context(hand=list(obs.hand), seat_names=self.presenter.seat_names(), viewer=self.me,
                       playable=playable, color_wanted=color_wanted, drawn=drawn_to_play(obs, playable))

    def completions(self, text: str) -> list[str]:
        return self.parser.completions(text, self.context())

    # ------------------------------------------------------------------ output
    def say(self, narrations: Sequence[Narration]) -> None:
        for shown, spoken in self._lines(narrations):
            self._emit(shown, spoken)

    def _lines(self, narrations: Iterable[Narration]) -> Iterator[tuple[str, str]]:
        """(shown, spoken) of each narration that says something at the player's verbosity."""
        verbosity = self.settings.verbosity
        for n in narrations:
            spoken = n.text(verbosity)
            if spoken:
                shown = n.braille() if self.settings.display == "braille" else spoken
                yield shown or spoken, spell_codes(spoken)

    def _again(self, lines: Iterable[tuple[str, str]]) -> None:
        """Kept messages said again (``repeat``, ``history``), shown as they were the first time."""
        for shown, spoken in lines:
            if self.settings.display == "braille":
                shown = "\n".join(braille_lines(shown))
            self.out(shown, spoken)

    def msg(self, msg_id: str, **args: object) -> Narration:
        return Narration(msg_id, args, None, self.loc)

    def tell(self, msg_id: str, **args: object) -> None:
        self.say([self.msg(msg_id, **args)])

    def _emit(self, shown: str, spoken: str) -> None:
        kind = self._kind
        if kind is not None:
            self.messages.append((kind, shown, spoken))
            if kind in self.settings.mute.split(","):
                return
        if self.settings.display == "braille":
            shown = "\n".join(braille_lines(shown))
        if self._collect is not None:
            self._collect.append((shown, spoken))
        self.out(shown, spoken)

    @contextmanager
    def kept_as(self, kind: str | None) -> Iterator[None]:
        """What is said inside is kept in ``messages`` as ``kind`` (one of ``MESSAGE_KINDS``;
        None: an answer to a command, not kept)."""
        saved, self._kind = self._kind, kind
        try:
            yield
        finally:
            self._kind = saved

    def notice(self, text: str) -> None:
        """A system message (a speech or sound notice): printed, spoken and kept as ``system``."""
        with self.kept_as("system"):
            self._emit(text, text)

    def chat(self, text: str) -> None:
        """A chat message (the network game's): kept apart, muted apart (``set mute chat``)."""
        with self.kept_as("chat"):
            self._emit(text, text)

    def _cue(self, name: str | None) -> None:
        if name and self.cue_out is not None and self.settings.sounds == "on":
            self.cue_out(name)

    def _begin(self) -> None:
        self._collect = []

    def _end(self, remember: bool = True) -> None:
        if remember and self._collect:
            self.last_output = self._collect
        self._collect = None

    # -------------------------------------------------------------- life cycle
    def start(self, resumed: bool = False) -> None:
        """Narrate the game so far (a new game) or where it stands (a resumed one)."""
        self._begin()
        if resumed and self.game.over and self.recorder is not None:
            self._record_finish()  # killed between the last move's commit and the removal of its save
        if resumed:
            self.tell("console-resumed", hand=self.game.hand_number)
            obs = self.observation()
            if self.me is not None and not self.game.over:
                self.say(self.presenter.hand(obs)[:1])
                self.say([self.presenter.top(obs), self.presenter.turn(obs)])
            self._prime_presenter()
            self._history_base = (len(self.game.events), len(self.messages))
        else:
            self._write_log(self.game.events)
            self._narrate(self.game.events)
        self._after_change()
        self._end()

    def _prime_presenter(self) -> None:
        """Let the presenter see the history silently (who challenged, the rules in force)."""
        viewer = self.presenter.viewer
        for event in self.game.events:
            self.presenter.narrate(event.redacted_for(viewer))

    def _record(self, action: Action, events: Sequence[Event]) -> None:
        """Commit the action and its events before anyone hears of them (a recorder saves an
        engine game; online, the server stores every action)."""
        game = self.game
        if self._save_failed or self.recorder is None or not isinstance(game, Game):
            return
        try:
            self.recorder.record(action, events, game)
        except (StoreError, OSError) as exc:  # a full disk or a read-only folder: say so once, play on
            self._save_failed = True
            with self.kept_as("system"):
                self.tell("store-save-failed", reason=exc.reason if isinstance(exc, StoreError) else "io")
            return
        if self.game.over:
            self._record_finish()

    def _record_finish(self) -> None:
        """The match is over: its saved game goes (a failure here leaves a finished game, harmless)."""
        if self.recorder is None:
            return
        try:
            self.recorder.finish()
        except (StoreError, OSError):
            pass

    def save_name(self) -> str:
        name = self.recorder.name if self.recorder is not None else None
        return name[:60] if name else "-"

    def _write_log(self, events: Sequence[Event]) -> None:
        if self.event_log is None:
            return
        try:
            for event in events:
                self.event_log.write(json.dumps(event.to_dict(), ensure_ascii=False) + "\n")
            self.event_log.flush()
        except (OSError, ValueError) as exc:
            self.event_log = None
            self.tell("console-log-failed", detail=self.loc.why(exc, writing=True))

    # ------------------------------------------------------------ computer turns
    def bot_to_move(self) -> int | None:
        """The computer seat that must act now, or None (a human's move, or the match is over)."""
        if self.game.over:
            return None
        seat = self.game.current
        return seat if seat in self.bots else None

    def seconds_until_bot(self) -> float | None:
        """How long until the computer player moves (0: now); None while a human must act."""
        if self.bot_to_move() is None:
            return None
        if self.scripted:
            return 0.0
        if self.held:
            return None  # the game waits for Enter: a human may still act out of turn
        since = self._changed_at
        if self.speaker is not None:
            spoken = self.speaker.idle_since()
            if spoken is None:
                return SPEECH_POLL  # the narration is still being spoken: count from its end
            since = max(since, spoken)
        wait = self.settings.delay if self._fair else self.settings.pace
        return max(0.0, since + wait - self.clock())

    def windows_mode(self) -> str:
        """``timed`` or ``enter``: how out-of-turn windows wait for a human (see settings)."""
        mode = self.settings.windows
        if mode == "auto":
            audible = self.speaker is not None and self.speaker.audible
            return "enter" if not audible and not self.scripted and self.settings.speech == "none" else "timed"
        return mode

    def step_bot(self) -> bool:
        """Let the computer player to move make one move; False when none is due."""
        seat = self.bot_to_move()
        if seat is None:
            return False
        obs = self.game.observation(seat)
        legal = self.game.legal_actions(seat)
        bot = self.bots[seat]
        # the same decision after a resume: randomness from the moment, not the past
        bot.rng.seed(f"{self.seed}:{seat}:{len(self.game.events)}")
        action = bot.choose(obs, legal)
        self._begin()
        self._apply(action)
        self._end()
        return True

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> bool:
        try:
            events = self.game.apply(action)
        except IllegalAction as error:
            self.say([self.presenter.refusal(error, self.observation() if self.me is not None else None)])
            self._remind_held()
            return False
        self._record(action, events)
        self._write_log(events)
        self._narrate(events)
        self._after_change()
        return True

    def _narrate(self, events: Sequence[Event]) -> None:
        if self.me is not None and not self.game.over:
            obs = self.game.observation(self.me)
            self.presenter.set_turn_extra(self.me, self.presenter.turn_extra(obs))
        events = list(events)
        for i in range(len(events) - 1):  # the challenge is said before the hand it lets be seen
            if isinstance(events[i], ev.HandShown) and isinstance(events[i + 1], ev.Challenge):
                events[i], events[i + 1] = events[i + 1], events[i]
        with self.kept_as("game"):
            for event in events:
                if isinstance(event, ev.Turn):
                    self._switch_hotseat(event.seat, announce=True)
                    if event.seat in self.humans:
                        self._turn_marks.setdefault(event.seat, []).append(len(self.messages))
                viewer = self.presenter.viewer
                self._cue(cue_for_event(event.redacted_for(viewer), viewer))
                self.say(self.presenter.narrate_events([event]))
            if not self.game.over:
                # any change of the seat that must act (a retracted Wild Draw Four, a swap) hands over
                self._switch_hotseat(self.game.current)

    def _switch_hotseat(self, seat: int, announce: bool = False) -> None:
        """In hot-seat play the narration follows the human who must act (``announce``: say so
        even when the keyboard stays with the same player, as at every turn)."""
        if len(self.humans) < 2 or seat not in self.humans or (seat == self.presenter.viewer and not announce):
            return
        self.presenter.viewer = seat
        self.say([self.presenter.hotseat(seat)])

    def _after_change(self) -> None:
        """After an action: announce what the human must do, open fair windows."""
        with self.kept_as("game"):
            self._after_change_game()

    def _after_change_game(self) -> None:
        self._changed_at = self.clock()
        self.held = False
        game = self.game
        if game.over:
            if not self.finished:
                self.finished = True
                self.tell("console-match-over")
            return
        obs = self.observation() if self.me is not None else None
        # a missed UNO anyone could catch
        if game.uno_open is not None and self.me is not None:
            key = (game.uno_open, len(game.events))
            if self._uno_told is None or self._uno_told[0] != game.uno_open:
                self._uno_told = key
                if game.uno_open not in self.humans:
                    self._cue("uno_missed")
                self.say([self.presenter.uno_missed(game.uno_open)])
        elif game.uno_open is None:
            self._uno_told = None
        # a computer player waits longer when a human could still act out of turn
        self._fair = any(
            a.kind in (ActionKind.UNO, ActionKind.CATCH, ActionKind.JUMP_IN) for h in self.humans for a in game.legal_actions(h)
        )
        if self._fair and self.bot_to_move() is not None and self.windows_mode() == "enter":
            self.held = True
            self.tell("access-window-enter")
        if obs is not None and obs.current == self.me:
            if obs.phase != Phase.PLAY or obs.pending_draw:
                self.say(self.presenter.prompt(obs))

    # -------------------------------------------------------------- typed lines
    def handle_line(self, text: str) -> Outcome:
        """Answer one typed line. Never raises for any text."""
        self._begin()
        self._repeating = False
        try:
            with self.kept_as(None):
                actor, text = self._hotseat_actor(text)
                if actor is not None:
                    self._actor = actor
                return self._handle(text)
        finally:
            self._actor = None
            self._end(remember=not self._repeating)

    _AS_NAME = re.compile(r"^\s*([^\s:]+(?:\s+[^\s:]+)?)\s*:\s*(.*)$", re.S)

    def _hotseat_actor(self, text: str) -> tuple[int | None, str]:
        """``ben: catch`` or ``as ben catch`` in hot-seat play: (Ben's seat, "catch")."""
        if len(self.humans) < 2 or not isinstance(text, str):
            return None, text
        names = [(normalize(self.presenter.seat_name(seat)), seat) for seat in self.humans]
        match = self._AS_NAME.match(text)
        if match:
            who = normalize(match.group(1))
            seats = [seat for name, seat in names if name == who]
            if seats:
                return seats[0], match.group(2)
        words = text.split()
        as_words = {normalize(w) for w in (self.loc.format("store-as-word").split(",") + ["as"]) if w.strip()}
        if len(words) >= 3 and normalize(words[0]) in as_words:
            for count in (2, 1):
                who = normalize(" ".join(words[1:1 + count]))
                seats = [seat for name, seat in names if name == who]
                if seats and len(words) > 1 + count:
                    return seats[0], " ".join(words[1 + count:])
        return None, text

    def _handle(self, text: str) -> Outcome:
        ctx = self.context()
        parsed = self.parser.parse(text, ctx)
        if self.pending_quit:
            answer = self.parser.yes_or_no(text)  # "y" is yes here, not yellow
            if answer is None and isinstance(parsed, ParseError):
                self.tell("access-quit-yes-no")
                return Outcome()
            self.pending_quit = False
            if answer == "yes" or (isinstance(parsed, Command) and parsed.name == "yes"):
                self.tell("console-bye")
                return Outcome(quit=True)
            if answer == "no" or (isinstance(parsed, Command) and parsed.name in ("no", "empty")):
                self.tell("console-quit-cancelled")
                return Outcome()
        if self.pending_wild is not None:
            pending = self.pending_wild
            assert pending.card is not None  # only the play of a named Wild waits for its colour
            if isinstance(parsed, Command) and parsed.name == "color":
                self.pending_wild = None
                parsed = Command("play", card=pending.card, color=parsed.color, uno=pending.uno or parsed.uno,
                                 card_by=pending.card_by)
            elif isinstance(parsed, ParseError) or (isinstance(parsed, Command) and parsed.name == "empty"):
                # "purple": the question is asked again, the Wild still waits for its colour
                self.tell("console-which-color", card=card_noun(self.loc, pending.card))
                return Outcome()
            elif parsed.name in ACTIONS:
                self.pending_wild = None  # another move instead: the Wild is not played
        if isinstance(parsed, ParseError) and parsed.msg_id == "cmd-unknown":
            suggestion = self.parser.suggest(text, ctx)
            if suggestion is not None:
                self.tell("access-did-you-mean", text=str(text).strip()[:40], suggestion=suggestion)
                return Outcome()
        if isinstance(parsed, ParseError):
            args = dict(parsed.args)
            cards = args.get("cards")
            if isinstance(cards, (list, tuple)):
                args["cards"] = self.loc.join([card_name(self.loc, c) for c in cards], style="or")
            self.tell(parsed.msg_id, **args)
            return Outcome()
        name = parsed.name
        if name in ACTIONS:
            return self._action(parsed)
        self._actor = None  # "ben: hand" is the hand of the player at the keyboard
        if name in BROWSE_COMMANDS:
            self._cmd_browse(Command("browse", words=(name, *parsed.words)))
            return Outcome()
        handler = getattr(self, f"_cmd_{name}")
        return handler(parsed) or Outcome()

    # ------------------------------------------------------------ status commands
    def _need_seat(self) -> bool:
        if self.me is None:
            self.tell("console-spectator")
            return False
        return True

    def _cmd_empty(self, cmd: Command) -> None:
        if self.held:  # Enter lets the game go on past an out-of-turn chance
            self.held = False
            self._fair = False
            self._changed_at = self.clock()
            self.tell("access-window-go-on")
            return
        if self.me is None:
            return self._cmd_turn(cmd)
        obs = self.observation()
        self.say([self.presenter.top(obs)] + self.presenter.prompt(obs))

    def _cmd_hand(self, cmd: Command) -> None:
        if self._need_seat():
            self.say(self.presenter.hand(self.observation(), self.settings.hand_order))

    def _cmd_top(self, cmd: Command) -> None:
        self.say([self.presenter.top(self.observation())])

    def _cmd_turn(self, cmd: Command) -> None:
        obs = self.observation()
        if obs.phase == Phase.OVER:
            self.tell("game-over")
            return
        self.say([self.presenter.turn(obs)])
        self._remind_held()

    def _remind_held(self) -> None:
        """While the game waits for Enter past an out-of-turn chance, a refused move or the turn
        line says so again: "it is Ben's turn" alone leaves the player waiting for Ben."""
        if self.held:
            self.tell("access-window-enter")

    def _cmd_counts(self, cmd: Command) -> None:
        self.say([self.presenter.counts(self.observation())])

    def _cmd_scores(self, cmd: Command) -> None:
        self.say(self.presenter.scores(self.observation()))

    def _cmd_repeat(self, cmd: Command) -> None:
        """Everything since your last turn began (at your turn: since the one before)."""
        self._repeating = True
        marks = self._turn_marks.get(self.me, []) if self.me is not None else []
        if marks:
            my_turn = self.game.current == self.me and not self.game.over
            start = (marks[-2] if len(marks) >= 2 else 0) if my_turn else marks[-1]
            lines = [(shown, spoken) for kind, shown, spoken in self.messages[start:] if kind == "game"]
            if lines:
                # at the first turn there is no last turn to count from: everything heard so far
                self.tell("access-repeat-since", count=len(lines), **{"from": "start" if my_turn and len(marks) < 2 else "turn"})
                self._again(lines)
                return
        if not self.last_output:
            self.tell("console-nothing-to-repeat")
            return
        for shown, spoken in list(self.last_output):
            self.out(shown, spoken)

    # ------------------------------------------------------- browsing messages
    def _browsable(self) -> list[tuple[str, str, str]]:
        kind = self._browse_kind
        return [m for m in self.messages if kind == "all" or m[0] == kind]

    def browse(self, where: str, kind: str | None = None) -> None:
        """One message of the history: ``previous``, ``next``, ``first`` or ``last`` (of ``kind``)."""
        if kind is not None and kind != self._browse_kind:
            self._browse_kind = kind
            self._browse = None
        items = self._browsable()
        if not items:
            self.tell("access-browse-empty", kind=self._browse_kind)
            return
        last = len(items) - 1
        at = self._browse
        edge = None
        if where == "first":
            at = 0
        elif where == "last":
            at = last
        elif where == "previous":
            if at is None or at > last:
                at = last
            elif at == 0:
                edge = "first"
            else:
                at -= 1
        else:  # next
            if at is None or at >= last:
                at, edge = last, "last"
            else:
                at += 1
        self._browse = at
        if edge is not None:
            self.tell("access-browse-edge", edge=edge)
        _kind, shown, spoken = items[at]
        self.out(self.loc.format("access-browse-item", position=at + 1, count=len(items), text=shown),
                 self.loc.format("access-browse-item", position=at + 1, count=len(items), text=spoken))

    def _cmd_browse(self, cmd: Command) -> None:
        self._repeating = True
        self.browse(cmd.words[0], cmd.words[1] if len(cmd.words) > 1 else None)

    def _cmd_history(self, cmd: Command) -> None:
        """The last messages of the game as the player heard them (the same lines as ``repeat``:
        full turn lines, other seats' turns at verbose); what happened before this session (a
        resumed game) or before a change of language is told afresh from the game's events."""
        count = cmd.number or HISTORY_DEFAULT
        told, heard = self._history_base
        presenter = self._make_presenter()
        presenter.viewer, presenter.keyboard = self.presenter.viewer, self.presenter.keyboard
        lines: list[tuple[str, str]] = []
        for event in self.game.events[:told]:
            lines.extend(self._lines(presenter.narrate(event.redacted_for(presenter.viewer))))
        lines.extend((shown, spoken) for kind, shown, spoken in self.messages[heard:] if kind == "game")
        if not lines:
            self.tell("game-no-history")
            return
        self.tell("console-history", count=min(count, len(lines)))
        self._again(lines[-count:])

    def _cmd_rules(self, cmd: Command) -> None:
        from uno_access.narration.rules_text import find_section, rules_sections

        sections = rules_sections(self.game.rules, self.loc)
        if not cmd.words:
            titles = self.loc.join([title for _key, title, _lines in sections])
            self.tell("console-rules-list", sections=titles)
            return
        section = find_section(sections, " ".join(cmd.words))
        if section is None:
            self.tell("console-rules-unknown", name=" ".join(cmd.words)[:40])
            return
        _key, title, body = section
        self._emit(title, title)
        for line in body:
            self._emit(line, line)

    def _cmd_help(self, cmd: Command) -> None:
        topic = " ".join(cmd.words)
        if topic in ("keys", "shortcuts") or (topic and self.parser.command_words.get(topic) == "help"):
            self._help_keys()
            return
        for msg_id in ("console-help-cards", "console-help-actions", "console-help-status", "console-help-other"):
            self.tell(msg_id)
        self._help_keys()

    def _help_keys(self) -> None:
        letters = []
        for name in SHORTCUT_COMMANDS:
            letters.append(self.loc.format("console-key-item", key=self.parser.keys.get(name, "-"),
                                           fkey=FUNCTION_KEYS[name].upper(), command=name))
        self.tell("console-help-keys", keys=self.loc.join(letters))

    #: the question ``quit`` asks first (the online console asks about leaving the table)
    QUIT_QUESTION = "console-quit-ask"

    def _cmd_quit(self, cmd: Command) -> Outcome | None:
        if self.game.over:
            self.tell("console-bye")
            return Outcome(quit=True)
        self.pending_quit = True
        if self.QUIT_QUESTION != Session.QUIT_QUESTION:  # a front end of its own (online play)
            self.tell(self.QUIT_QUESTION)
        elif self.saved:
            self.tell("store-quit-ask", name=self.save_name())
        else:
            self.tell("store-quit-ask-unsaved")
        return None

    #: what ``save`` answers in a front end that keeps the game elsewhere (online: the server)
    SAVE_ANSWER: str | None = None

    def _cmd_save(self, cmd: Command) -> None:
        """The game saves itself after every move: ``save`` says where, or that it is not saved."""
        if self.game.over:
            self.tell("console-match-over")
        elif self.SAVE_ANSWER is not None:
            self.tell(self.SAVE_ANSWER)
        elif self.saved:
            self.tell("store-save-now", name=self.save_name())
        else:
            self.tell("store-save-now-unsaved")

    def _cmd_yes(self, cmd: Command) -> None:
        self.tell("console-nothing-to-confirm")

    _cmd_no = _cmd_yes

    def _cmd_settings(self, cmd: Command) -> None:
        if cmd.words:
            return self._cmd_set(cmd)
        self.tell("console-settings", settings=self.loc.join(setting_words.listed(self.loc, self.settings), style="items"))
        self.tell("console-settings-how")

    def _cmd_set(self, cmd: Command) -> None:
        if len(cmd.words) < 2:
            self.tell("console-set-how", names=setting_words.names(self.loc))
            return
        typed = cmd.words[0]
        key = setting_words.parse_name(self.loc, typed)
        try:
            if key is None:
                raise SettingError("settings-unknown", name=typed[:40])
            new = self.settings.set(key, setting_words.parse_value(self.loc, key, " ".join(cmd.words[1:])))
        except SettingError as error:
            self.tell(error.msg_id, **setting_words.error_args(self.loc, error))
            return
        self.settings = new
        try:
            save_settings(new, self.settings_path)
        except OSError as exc:
            self.tell("console-settings-not-saved", detail=self.loc.why(exc, writing=True))
        self.apply_setting(key)
        shown = getattr(new, key)
        # sounds switched on in a game that started without any sound or speech engine: next game
        later = key in ("mode", "speech") or (key == "sounds" and new.sounds == "on" and self.speaker is None)
        self.tell("console-setting-changed", **setting_words.item_args(self.loc, key, shown),
                  later="yes" if later else "no")

    def apply_setting(self, key: str) -> None:
        """Follow the new value of the setting ``key`` in ``settings`` now: the speaker's voice,
        rate and volume, the language of every message (the settings file is not written)."""
        speaker = self.speaker
        change = _SPEAKER_SETTINGS.get(key)
        if speaker is not None and change is not None:
            change(speaker, self.settings)
        if key == "language":
            from uno_access.i18n import resolve_language

            lang, _ = resolve_language(self.settings.language or None)
            self.loc = Localizer(lang)
            viewer, keyboard = self.presenter.viewer, self.presenter.keyboard
            self.presenter = self._make_presenter()
            self.presenter.viewer, self.presenter.keyboard = viewer, keyboard
            self._prime_presenter()
            self._history_base = (len(self.game.events), len(self.messages))  # earlier lines were in the old language
            self._parser = None  # rebuilt in the new language when next needed
            if speaker is not None:
                speaker.configure(lang=lang)

    # ------------------------------------------------------------------ actions
    def _action(self, cmd: Command) -> Outcome:
        if self.me is None:
            self.tell("console-spectator")
            return Outcome()
        me = self.me
        obs = self.observation()
        kind = cmd.name
        if kind == ActionKind.PLAY:
            card = cmd.card
            assert card is not None  # the parser names the card of every play
            if card not in obs.hand:  # said at once, before any question about its colour
                self.say([self.presenter.refusal(IllegalAction("not_in_hand", "", card=card.code), obs)])
                return Outcome()
            if cmd.uno and len(obs.hand) > 2:  # UNO with this play would leave more than one card
                self.say([self.presenter.refusal(IllegalAction("not_one_card", "", count=len(obs.hand)), obs)])
                return Outcome()
            if wants_color(cmd, obs):
                self.pending_wild = cmd
                self.tell("console-which-color", card=card_noun(self.loc, card))
                return Outcome()
        elif kind == ActionKind.CATCH and cmd.target is None and obs.uno_open is None:
            self.tell("access-catch-nobody")
            return Outcome()
        elif kind == ActionKind.SWAP and cmd.target is None:
            self.say(self.presenter.prompt(obs) if obs.phase == Phase.SWAP else
                     [self.presenter.refusal(IllegalAction("no_swap", ""), obs)])
            return Outcome()
        action = action_of(cmd, me, obs)
        changed = self._apply(action)
        return Outcome(changed=changed)
