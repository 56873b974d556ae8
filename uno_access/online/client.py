"""``uno-access join URL --name NAME``: the console of local play, playing on a server.

``NetSession`` is the console's ``Session`` with the game replaced by ``RemoteGame``: a
mirror of what the server told this seat (its redacted events and its latest view).  So
the presenter, the narration, the command parser, every on-demand command (hand, top,
turn, counts, scores, repeat, history, rules, help, settings) and the plain and standard
front ends are the very same as at a local table; only applying an action differs: it is
sent to the server (with an id and the ``seq`` it was chosen against) and the events that
come back are narrated.  Lobby and table commands (list, create, join, spectate, leave,
start, add, remove, kick, say, who, time, invite) are parsed here in the player's
language and sent as protocol messages.

Rendering happens here, in the client: the server sends language-neutral facts, each
client renders them in its own language, verbosity and display form (text or Braille).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import random
import sys
import threading
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from uno_access.commands import Command, Context, ParseError, normalize
from uno_access.console.session import HUMAN, REMOTE, Outcome, Output, Session
from uno_access.engine import Action, Event, IllegalAction, Observation, Phase, RuleSet, event_from_dict
from uno_access.engine.events import MatchStart
from uno_access.i18n import Localizer, MissingMessage, localizer_for
from uno_access.narration.presenter import Presenter, preset_name
from uno_access.online import protocol as p
from uno_access.online.views import view_from_json
from uno_access.storage.settings import SettingError, Settings, data_dir, load_settings, settings_path

if TYPE_CHECKING:  # ssl and websockets are imported when the client connects (``run``)
    import ssl

    from websockets.asyncio.client import ClientConnection

#: lobby and table commands; their words are ``online-words-<name>`` in locales/<lang>/online.ftl
ONLINE_COMMANDS = ("list", "create", "join", "spectate", "leave", "start", "add", "remove", "kick", "say",
                   "who", "time", "invite")
#: the words of ``create``'s options (``online-words-opt-<name>``)
CREATE_OPTIONS = ("private", "bots", "rules", "house", "level", "timer", "grace", "delay")
#: notices the server may send (``online-notice-<msg>``)
NOTICES = ("absent", "back", "waiting", "stand-in", "left", "left-bot", "kicked", "kicked-bot", "host",
           "joined", "bot-added", "bot-removed", "held", "time-warning", "timed-out", "you-kicked")
BACKOFF = (0.5, 1, 2, 4, 8, 15)
TOKEN_FILE = "online-tokens.json"


class TokenFile:
    """The resume tokens this user's consoles hold, one per server address and name, in
    ``<data dir>/online-tokens.json`` (created mode 0600: a token takes a seat over), so
    ``join URL --name NAME`` after a crash or a closed terminal resumes the seat.  A token
    is forgotten when its seat is left or the server no longer knows it.  Errors are one
    line (``problem``), never a traceback; a file that cannot be read is ignored and
    replaced at the next write."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / TOKEN_FILE
        #: (message id, path, why: an exception or a reason code for ``Localizer.why``)
        self.problem: tuple[str, str, object] | None = None
        self.told_unreadable = False

    @staticmethod
    def _key(url: str, name: str) -> str:
        return f"{url.rstrip('/')} {p.clean_text(name, p.NAME_LENGTH).casefold()}"

    def _read(self) -> dict:
        try:
            with open(self.path, encoding="utf-8") as handle:
                data = json.load(handle)
        except FileNotFoundError:
            return {}
        except UnicodeDecodeError:
            return self._unreadable("not_text")
        except ValueError:
            return self._unreadable("not_json")
        except OSError as exc:
            return self._unreadable(exc)
        if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
            return self._unreadable("not_json")
        return data

    def _unreadable(self, why: object) -> dict:
        if not self.told_unreadable:  # said once, however often the file is read
            self.told_unreadable = True
            self.problem = ("online-token-file-bad", str(self.path), why)
        return {}

    def entry(self, url: str, name: str) -> tuple[str | None, str]:
        """The remembered (token, table) of this server and name; (None, "") when none."""
        saved = self._read().get(self._key(url, name), {})
        token, table = saved.get("token"), saved.get("table")
        if not (isinstance(token, str) and 0 < len(token) <= p.TOKEN_LENGTH):
            return None, ""
        return token, p.clean_text(table, p.CODE_LENGTH) if isinstance(table, str) else ""

    def put(self, url: str, name: str, token: str | None, table: str = "") -> bool:
        """Remember (or with ``token`` None forget) a seat's token; False (and ``problem``) if not written."""
        data = self._read()
        key = self._key(url, name)
        if token is None:
            if key not in data:
                return True
            data.pop(key)
        else:
            data[key] = {"token": token, "table": table}
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                os.fchmod(handle.fileno(), 0o600)
                json.dump(data, handle, indent=1)
            os.replace(tmp, self.path)
        except OSError as exc:
            self.problem = ("online-token-not-saved", str(self.path), exc)
            return False
        return True


def seat_name(loc: Localizer, seat: dict) -> str:
    """A seat's name as this listener hears it: a computer player's in the listener's own
    language (``online-bot-name`` with its number), a human's as they typed it (cleaned)."""
    number = seat.get("bot_number")
    if seat.get("kind") == "bot" and isinstance(number, int) and not isinstance(number, bool) and 0 < number < 100:
        return loc.format("online-bot-name", number=number)
    return p.clean_text(str(seat.get("name", "")), p.NAME_LENGTH) or "?"


def house_args(table: dict) -> dict[str, str]:
    """A table's house rules for ``online-house-rules`` ("no house rules", not "house rules -")."""
    house = p.clean_text(str(table.get("house") or ""), 80)
    return {"house": house, "any": "yes" if house else "no"}


class RemoteGame:
    """What ``Session`` reads of a ``Game`` (``TableGame``), from the messages of the server."""

    def __init__(self) -> None:
        self.players = 2
        self.rules = RuleSet.preset("official")
        self.events: list[Event] = []  #: as this seat received them (redacted by the server)
        self.view: Observation | None = None

    @property
    def started(self) -> bool:
        return self.view is not None

    @property
    def over(self) -> bool:
        return self.view is not None and self.view.phase == Phase.OVER

    @property
    def current(self) -> int:
        return self.view.current if self.view is not None else -1

    @property
    def uno_open(self) -> int | None:
        return self.view.uno_open if self.view is not None else None

    @property
    def hand_number(self) -> int:
        return self.view.hand_number if self.view is not None else 0

    def observation(self, seat: int | None = None) -> Observation:
        """The latest view the server sent this seat, with the events heard so far (the
        session asks only once the game has started: ``started``)."""
        if self.view is None:
            raise IllegalAction("not_started", "the server has sent no view of a game yet")
        return dataclasses.replace(self.view, history=tuple(self.events))  # a view is immutable

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.view is None:
            return []
        return [a for a in self.view.legal if seat is None or a.seat == seat]

    def apply(self, action: Action) -> list[Event]:  # pragma: no cover - the server applies actions
        raise IllegalAction("not_your_turn", "applied by the server")


class NetSession(Session):
    """The console session of one online seat (or a spectator: ``seat`` None)."""

    game: RemoteGame

    def __init__(self, loc: Localizer, settings: Settings, out: Output, send: Callable[..., None], **kw: Any) -> None:
        super().__init__(RemoteGame(), [HUMAN, REMOTE], loc, settings, out, autosave=False, **kw)
        self.bots = {}
        self.send = send
        self.names: list[str] = []
        self.table: dict | None = None
        self.seat: int | None = None
        self.last_seq = 0
        self.pending: dict[str, dict] = {}
        self.online_words = self._online_words()

    # ------------------------------------------------------------ words
    def _online_words(self) -> dict[str, str]:
        words: dict[str, str] = {}
        for source in (Localizer("en"), self.loc):
            for name in ONLINE_COMMANDS + tuple(f"opt-{o}" for o in CREATE_OPTIONS):
                try:
                    text = source.format(f"online-words-{name}")
                except MissingMessage:
                    continue
                for word in text.split(","):
                    if normalize(word):
                        words[normalize(word)] = name
        return words

    def apply_setting(self, key: str) -> None:
        super().apply_setting(key)
        if key == "language":
            self.online_words = self._online_words()
            if self.table is not None:
                self.set_table(self.table)

    # ------------------------------------------------------------ the table
    def set_table(self, info: dict) -> None:
        self.table = info
        self.names = [seat_name(self.loc, s) for s in info.get("seats", [])]
        if "you" in info:
            self.seat = info["you"]
        self._name_seats()

    def _name_seats(self, presenter: Presenter | None = None) -> None:
        presenter = presenter or self.presenter
        if self.names and len(self.names) == presenter.players:
            presenter.name_seats(self.names)

    def _make_presenter(self) -> Presenter:
        presenter = super()._make_presenter()
        self._name_seats(presenter)
        return presenter

    def context(self) -> Context:
        if not self.game.started:
            return Context(seat_names=self.names)
        return super().context()

    def begin_game(self, events: list[Event]) -> None:
        """A match starts (or is joined): a presenter for this many seats, this seat's view."""
        start = next((e for e in events if isinstance(e, MatchStart)), None)
        players = int(start.players) if start else (len(self.names) or 2)
        game = RemoteGame()
        game.players = players
        if start:
            game.rules = RuleSet.from_dict(start.rules)
        self.game = game
        humans = [self.seat] if self.seat is not None else []
        self.seats = [HUMAN if s in humans else REMOTE for s in range(players)]
        self.humans = humans
        self.presenter = self._make_presenter()
        self.finished = False
        self._uno_told = None

    def on_events(self, data: list[dict], view: dict | None, replay: bool) -> None:
        """A batch of events from the server (``KeyError``/``TypeError``/``ValueError``, with
        nothing changed, when one of them is not an event)."""
        events = [event_from_dict(e) for e in data]
        if any(isinstance(e, MatchStart) for e in events) or not self.game.started and view is None:
            self.begin_game(events)
        self.game.events.extend(events)
        if view is not None:
            self.set_view(view)
        if replay or self.game.view is None:
            for e in events:  # silently: who challenged, the rules in force
                self.presenter.narrate(e)
            return
        self._begin()
        self._narrate(events)
        self._after_change()
        self._end()

    def set_view(self, view: dict) -> None:
        try:
            self.game.view = view_from_json(view, self.game.rules)
        except (KeyError, TypeError, ValueError):
            self.tell("online-bad-message")

    def summary(self, missed: int, table: str | None = None) -> None:
        """After a reconnect: what was missed, and where the game stands.  ``table``: the
        seat was taken back by a console that had heard nothing of it (a new process, another
        device), so "missed" would count the whole table: it is named instead."""
        self._begin()
        if table is None:
            self.tell("online-resumed", count=missed)
        else:
            self.tell("online-resumed-seat", table=table)
        self._where_it_stands()
        self._end()

    def where_it_stands(self) -> None:
        """Whose turn and the pile (or that the match is over): what a new spectator hears."""
        self._begin()
        self._where_it_stands()
        self._end()

    def _where_it_stands(self) -> None:
        if self.game.started:
            obs = self.observation()
            if obs.phase == Phase.OVER:
                self.tell("game-over")
            else:
                self.say([self.presenter.turn(obs), self.presenter.top(obs)])
                if self.me is not None and obs.current == self.me:
                    self.say(self.presenter.prompt(obs))

    # ------------------------------------------------------------ actions go to the server
    def _apply(self, action) -> bool:
        aid = uuid.uuid4().hex
        msg = {"id": aid, "seq": self.last_seq, "action": action.text()}
        self.pending[aid] = msg
        self.send("action", **msg)
        return True

    def bot_to_move(self):
        return None

    def seconds_until_bot(self):
        return None

    # ------------------------------------------------------------ typed lines
    def _handle(self, text: str) -> Outcome:
        words = text.split()
        head = normalize(words[0]) if words else ""
        name = self.online_words.get(head)
        if name in ONLINE_COMMANDS and not self.pending_quit:
            rest = text.split(None, 1)[1] if len(words) > 1 else ""
            getattr(self, f"_online_{name}")(rest)
            return Outcome()
        if not self.game.started:
            parsed = self.parser.parse(text, self.context())
            cmd = parsed.name if isinstance(parsed, Command) else None
            if cmd in ("help",):  # _cmd_help says the online commands first
                return super()._handle(text)
            if cmd in ("quit", "yes"):
                self.tell("console-bye")
                return Outcome(quit=True)
            if cmd in ("settings", "set", "repeat"):
                return super()._handle(text)
            if cmd in ("empty",):
                self.tell("online-lobby-prompt" if self.table is None else "online-table-prompt")
                return Outcome()
            if isinstance(parsed, ParseError):
                self.tell(parsed.msg_id, **dict(parsed.args))
                return Outcome()
            self.tell("online-no-game")
            return Outcome()
        return super()._handle(text)

    def _cmd_help(self, cmd) -> None:
        if not cmd.words:
            self.tell("online-help")
        super()._cmd_help(cmd)

    QUIT_QUESTION = "online-quit-ask"
    SAVE_ANSWER = "online-save-now"

    def _cmd_quit(self, cmd) -> Outcome | None:
        if self.me is None:  # a spectator leaves at once
            self.tell("console-bye")
            return Outcome(quit=True)
        return super()._cmd_quit(cmd)

    def _online_list(self, rest: str) -> None:
        self.send("list")

    def _online_create(self, rest: str) -> None:
        fields: dict = {}
        words = rest.split()
        i = 0
        while i < len(words):
            word = words[i]
            opt = self.online_words.get(normalize(word), "")
            value = words[i + 1] if i + 1 < len(words) else None
            if word.isascii() and word.isdigit() and "seats" not in fields:
                fields["seats"] = int(word)
            elif opt == "opt-private":
                fields["private"] = True
            elif opt in ("opt-bots", "opt-timer", "opt-grace", "opt-delay") and value and value.isascii() and value.isdigit():
                key = {"opt-bots": "bots", "opt-timer": "turn_timer", "opt-grace": "grace", "opt-delay": "delay"}[opt]
                fields[key] = int(value)
                i += 1
            elif opt in ("opt-rules", "opt-house", "opt-level") and value:
                fields[opt[4:]] = value.lower() if opt != "opt-house" else value
                i += 1
            else:
                self.tell("online-create-how")
                return
            i += 1
        self.send("create", **fields)

    def _online_join(self, rest: str) -> None:
        if not rest.strip():
            self.tell("online-join-how")
            return
        self.send("join", table=rest.strip()[:60])

    def _online_spectate(self, rest: str) -> None:
        if not rest.strip():
            self.tell("online-join-how")
            return
        self.send("spectate", table=rest.strip()[:60])

    def _online_leave(self, rest: str) -> None:
        self.send("leave")

    def _online_start(self, rest: str) -> None:
        self.send("start")

    def _online_add(self, rest: str) -> None:
        level = normalize(rest) or "normal"
        self.send("add_bot", level=level[:8])

    def _seat_of(self, rest: str) -> int | None:
        text = normalize(rest)
        if text.isascii() and text.isdigit():
            return int(text) - 1 if 0 < int(text) <= len(self.names) else None
        matches = [i for i, n in enumerate(self.names) if normalize(n) == text] or \
                  [i for i, n in enumerate(self.names) if normalize(n).startswith(text)]
        return matches[0] if text and len(matches) == 1 else None

    def _online_remove(self, rest: str) -> None:
        if not rest.strip():
            self.send("remove_bot")
            return
        seat = self._seat_of(rest)
        if seat is None:
            self.tell("cmd-bad-seat", text=rest.strip()[:40])
            return
        self.send("remove_bot", seat=seat)

    def _online_kick(self, rest: str) -> None:
        seat = self._seat_of(rest)
        if seat is None:
            self.tell("cmd-bad-seat", text=rest.strip()[:40] or "-")
            return
        self.send("kick", seat=seat)

    def _online_say(self, rest: str) -> None:
        text = p.clean_text(rest, p.CHAT_LENGTH)
        if not text:
            self.tell("online-say-how")
            return
        self.send("say", text=text)

    def _online_who(self, rest: str) -> None:
        self.send("who")

    def _online_time(self, rest: str) -> None:
        self.send("time")

    def _online_invite(self, rest: str) -> None:
        if self.table is None:
            self.tell("online-error-not_at_table")
        elif self.table.get("invite"):
            self.tell("online-invite", code=str(self.table["invite"]), table=str(self.table["table"]))
        else:
            self.tell("online-invite-public", table=str(self.table.get("table", "")))


class OnlineClient:
    """The connection: hello, the messages of the server, reconnecting with back-off."""

    def __init__(self, url: str, name: str, lang: str, session: NetSession, args: argparse.Namespace | None = None,
                 ssl_context: ssl.SSLContext | None = None, tokens: TokenFile | None = None) -> None:
        self.url = url
        self.name = name
        self.lang = lang
        self.session = session
        self.args = args
        self.ssl = ssl_context
        self.tokens = tokens
        self.token: str | None = args.token if args is not None else None
        if self.token is None and tokens is not None:
            self.token, table = tokens.entry(url, name)
            asked = self._asked_elsewhere(table)
            if self.token is not None and asked:
                # an explicit --create, --table or --spectate wins over the remembered seat
                self.tell("online-token-not-used", table=table or "-", option=asked, path=str(tokens.path))
                self.token = None
            elif self.token is not None:
                self.tell("online-token-resume", path=str(tokens.path))
            self._token_problem()
        self.options_sent = False  # --create, --table or --spectate (once)
        self.fresh = False  # this hello resumes a seat the console has heard nothing of yet
        self.watching = False  # spectating anew: the table's state is said once its view arrives
        self.ws: ClientConnection | None = None
        self.queue: asyncio.Queue[str] = asyncio.Queue()
        self.done = asyncio.Event()
        self.end_code = 0
        self.script_done = False
        self.kicked = False  # the host removed this seat: the next "left" is not the player's doing
        session.send = self.send

    def _asked_elsewhere(self, table: str) -> str | None:
        """The option (``--create``, ``--table``, ``--spectate``) that asks for somewhere else
        than the remembered seat at ``table``; None when none does (``--table`` naming that
        very table takes the seat back)."""
        a = self.args
        if getattr(a, "create", None) is not None:
            return "--create"
        wanted = getattr(a, "table", None)
        if wanted and p.clean_text(wanted, p.CODE_LENGTH * 2).casefold() != table.casefold():
            return "--table"
        if getattr(a, "spectate", None):
            return "--spectate"
        return None

    def send(self, kind: str, **fields: object) -> None:
        self.queue.put_nowait(p.encode(kind, **fields))

    def tell(self, msg_id: str, **args: object) -> None:
        """Say a line that answers the connection, not kept with the table's messages (a notice
        is kept: ``on_notice``)."""
        with self.session.kept_as(None):
            self.session.tell(msg_id, **args)

    async def run(self) -> int:
        from websockets.asyncio.client import connect
        from websockets.exceptions import InvalidHandshake, InvalidURI, WebSocketException

        failures = 0
        first = True
        while not self.done.is_set():
            try:
                async with connect(self.url, ssl=self.ssl, max_size=2**24, open_timeout=10) as ws:
                    self.ws = ws
                    failures = 0
                    hello: dict[str, object] = {"name": self.name, "lang": self.lang, "client": "uno-access console"}
                    if self.token:
                        hello.update(token=self.token, last_seq=self.session.last_seq)
                        self.fresh = self.session.last_seq == 0
                    await ws.send(p.encode("hello", **hello))
                    if first and not self.token:
                        self._script_options()
                    elif self.token:
                        for msg in list(self.session.pending.values()):  # a resend is applied once
                            self.send("action", **msg)
                    first = False
                    sender = asyncio.create_task(self._sender(ws))
                    try:
                        async for raw in ws:
                            self.receive(raw)
                            if self.done.is_set():
                                break
                    finally:
                        sender.cancel()
            except InvalidURI:
                self.tell("online-bad-url", url=self.url[:80])
                return self.finish(2)
            except (TimeoutError, OSError, InvalidHandshake, WebSocketException) as exc:
                if first:
                    why = "not_a_server" if isinstance(exc, (InvalidHandshake, WebSocketException)) else exc
                    self.tell("online-cannot-connect", url=self.url[:80], detail=self.session.loc.why(why))
                    return self.finish(2)
            self.ws = None
            if self.done.is_set():
                break
            wait = BACKOFF[min(failures, len(BACKOFF) - 1)] * (0.75 + random.random() / 2)
            failures += 1
            self.tell("online-reconnecting", seconds=max(1, round(wait)))
            await asyncio.sleep(wait)
        return self.end_code

    def remember(self, token: str | None, table: str = "") -> None:
        """Keep (None: forget) this seat's token in the token file, when the console has one."""
        if self.tokens is not None:
            self.tokens.put(self.url, self.name, token, table)
            self._token_problem()

    def _token_problem(self) -> None:
        if self.tokens is not None and self.tokens.problem is not None:
            msg_id, path, why = self.tokens.problem
            self.tokens.problem = None
            self.tell(msg_id, path=path, detail=self.session.loc.why(why))

    @property
    def spectating(self) -> bool:
        """Whether the command line asked to watch a table (``--spectate``)."""
        return self.args is not None and bool(self.args.spectate)

    def finish(self, code: int) -> int:
        self.end_code = code
        self.done.set()
        return code

    async def _sender(self, ws: ClientConnection) -> None:
        while True:
            text = await self.queue.get()
            await ws.send(text)

    def _script_options(self) -> None:
        self.options_sent = True
        a = self.args
        if a is None:
            return
        if a.create is not None:
            self.session._online_create(a.create)
        elif a.table:
            self.send("join", table=a.table)
        elif a.spectate:
            self.send("spectate", table=a.spectate)

    async def close(self) -> None:
        """The player quits: the server frees the seat (``bye``), so its token is forgotten."""
        self.done.set()
        if self.token is not None and self.session.seat is not None:
            self.remember(None)
        ws = self.ws
        if ws is not None:
            try:
                while not self.queue.empty():
                    await ws.send(self.queue.get_nowait())
                await ws.send(p.encode("bye"))
                await ws.close()
            except Exception:
                pass

    # ---------------------------------------------------------------- messages
    def receive(self, raw) -> None:
        try:
            msg = p.decode(raw, p.SERVER_MESSAGES, limit=2**24)
        except p.ProtocolError:
            self.tell("online-bad-message")
            return
        seq = msg.get("seq")
        kind = msg["type"]
        s = self.session
        if isinstance(seq, int) and kind in ("events", "chat", "notice") and seq > s.last_seq:
            s.last_seq = seq
        try:
            getattr(self, f"on_{kind}")(msg)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            self.tell("online-bad-message")

    def on_welcome(self, msg) -> None:
        self.tell("online-connected", url=self.url[:80], name=p.clean_text(msg["name"], p.NAME_LENGTH))

    def on_tables(self, msg) -> None:
        tables = msg["tables"]
        if not tables:
            self.tell("online-no-tables")
        for t in tables[:50]:
            names = [seat_name(self.session.loc, s) for s in t["seats"] if s["kind"] != "open"]
            self.tell("online-table-item", table=p.clean_text(t["table"], 16),
                      rules=preset_name(self.session.loc, t["rules"]),
                      **house_args(t), free=int(t["free"]), seats=len(t["seats"]),
                      state=p.clean_text(t["state"], 10),
                      names=self.session.loc.join(names) or "-")

    def on_table(self, msg) -> None:
        first = self.session.table is None or self.session.table.get("table") != msg["table"].get("table")
        self.session.set_table(msg["table"])
        if first:
            self._describe(msg["table"])

    def _describe(self, t: dict) -> None:
        seats = []
        for s in t["seats"]:
            if s["kind"] == "open":
                seats.append(self.session.loc.format("online-seat-open", seat=s["seat"] + 1))
            else:
                seats.append(self.session.loc.format("online-seat-item", seat=s["seat"] + 1,
                                                     name=seat_name(self.session.loc, s),
                                                     kind=s["kind"], host="yes" if s.get("host") else "no"))
        self.tell("online-table", table=p.clean_text(t["table"], 16), rules=preset_name(self.session.loc, t["rules"]),
                  **house_args(t), seats="; ".join(seats),
                  private="yes" if t.get("private") else "no")
        if t.get("invite"):
            self.tell("online-invite", code=p.clean_text(t["invite"], 16), table=p.clean_text(t["table"], 16))

    def on_joined(self, msg) -> None:
        s = self.session
        s.seat = msg.get("seat")
        if msg.get("token"):
            self.token = msg["token"]
            self.remember(self.token, p.clean_text(msg["table"], 16))
        if s.seat is None:
            self.watching = True
            self.tell("online-spectating", table=p.clean_text(msg["table"], 16))
        elif msg.get("token"):
            self.tell("online-seated", table=p.clean_text(msg["table"], 16), seat=s.seat + 1)
            self.tell("online-token", token=self.token)

    def on_left(self, msg) -> None:
        s = self.session
        s.table, s.seat = None, None
        s.game = RemoteGame()
        s.last_seq = 0
        if self.token is not None:
            self.remember(None)
        self.token = None
        kicked, self.kicked = self.kicked, False
        if self.done.is_set():
            return  # the player quits: "Goodbye" was the last word, not "back in the lobby"
        self.tell("online-back-in-lobby" if kicked else "online-left")

    def on_events(self, msg) -> None:
        self.session.on_events(list(msg["events"]), msg.get("view"), bool(msg.get("replay")))
        if self.session.game.over and self.spectating and self.script_done:
            self.finish(0)

    def on_view(self, msg) -> None:
        if not self.session.game.started and not self.session.game.events:
            self.session.begin_game([])
        self.session.set_view(msg["view"])
        if self.watching:  # the end of a new spectator's history: where the match stands
            self.watching = False
            self.session.where_it_stands()

    def on_resumed(self, msg) -> None:
        fresh, self.fresh = self.fresh, False
        if fresh and self.token is not None:  # a code typed with --token is kept from now on too
            self.remember(self.token, p.clean_text(msg["table"], 16))
        self.session.summary(int(msg["missed"]), p.clean_text(msg["table"], 16) if fresh else None)

    def on_notice(self, msg) -> None:
        if self.fresh:  # the table's past, resent to a console that takes its seat back anew
            return
        name = msg["msg"]
        args = {k: (p.clean_text(v, p.NAME_LENGTH) if isinstance(v, str) else v)
                for k, v in (msg.get("args") or {}).items() if isinstance(v, (str, int))}
        if name not in NOTICES:
            self.tell("online-bad-message")
            return
        if name in p.OWN_NOTICES and self.session.seat is not None and args.get("seat") == self.session.seat:
            return  # your own absence or return: you heard "Back at the table" instead
        if name == "joined" and self.session.seat is not None and args.get("seat") == self.session.seat + 1:
            return  # you heard "You sit at seat 3 of table K7QF" (the notice counts seats from 1)
        if "bot_number" in args:  # a computer player: named in this listener's language
            args["name"] = seat_name(self.session.loc, {"kind": "bot", "bot_number": args.pop("bot_number"),
                                                        "name": args.get("name", "")})
        self.kicked = self.kicked or name == "you-kicked"
        try:
            with self.session.kept_as("system" if name in ("held", "time-warning") else "game"):
                self.session.tell(f"online-notice-{name}", **args)
        except (MissingMessage, KeyError):
            self.tell("online-bad-message")

    def on_chat(self, msg) -> None:
        if self.fresh and msg.get("replay"):
            return
        s = self.session
        text = s.loc.format("online-chat", name=p.clean_text(msg["from"], p.NAME_LENGTH),
                            text=p.clean_text(msg["text"], p.CHAT_LENGTH),
                            scope=msg["scope"] if msg["scope"] == "lobby" else "table")
        s.chat(text)  # kept apart from the game's messages, muted apart (set mute chat)

    def on_who(self, msg) -> None:
        lobby = [p.clean_text(n, p.NAME_LENGTH) for n in msg["lobby"][:200] if isinstance(n, str)]
        if "seats" in msg:
            items = []
            for s in msg["seats"]:
                if s["kind"] == "open":
                    continue
                items.append(self.session.loc.format("online-who-item", name=seat_name(self.session.loc, s),
                                                     status=s["status"], host="yes" if s.get("host") else "no"))
            self.tell("online-who-table", players="; ".join(items) or "-", spectators=int(msg.get("spectators", 0)))
        self.tell("online-who-lobby", count=len(lobby), names=self.session.loc.join(lobby) or "-")

    def on_time(self, msg) -> None:
        if "left" in msg:
            self.tell("online-time-left", seconds=int(msg["left"]))
        else:
            self.tell("online-time-off")

    def on_ack(self, msg) -> None:
        self.session.pending.pop(msg["id"], None)

    def on_error(self, msg) -> None:
        code = msg["code"]
        args = msg.get("args") or {}
        s = self.session
        if msg.get("id"):
            s.pending.pop(msg["id"], None)
        if code == "bad_token" and self.token is not None:
            # the seat is gone (the match ended, the player was removed): forget it, go on as asked
            self.remember(None)
            self.token = None
            self.fresh = False
            if not self.options_sent:
                self._script_options()
        if code == "illegal":
            details = {k: v for k, v in (args.get("details") or {}).items() if isinstance(v, (str, int, list))}
            error = IllegalAction(p.clean_text(str(args.get("reason", "other")), 40), "", **details)
            obs = s.observation() if s.game.started else None
            with s.kept_as(None):  # an answer to the player's move, not a game message (repeat, history)
                s.say([s.presenter.refusal(error, obs)])
            return
        safe = {k: (p.clean_text(v, 60) if isinstance(v, str) else v) for k, v in args.items()
                if isinstance(v, (str, int))}
        # a list in an error is what there is instead ("The levels are: easy, normal and hard")
        safe.update({k: s.loc.join([p.clean_text(x, 40) for x in v[:20]]) for k, v in args.items()
                     if isinstance(v, list) and v and all(isinstance(x, str) for x in v)})
        msg_id = f"online-error-{code}"
        if not s.loc.has(msg_id):
            msg_id = "online-error-other"
            safe = {"code": p.clean_text(code, 40)}
        try:
            self.tell(msg_id, **safe)
        except (MissingMessage, KeyError):
            self.tell("online-error-other", code=p.clean_text(code, 40))

    def on_bye(self, msg) -> None:
        reason = msg["reason"]
        if reason == "shutdown":
            self.tell("online-server-stopped")
            return  # it may come back: keep trying
        self.tell("online-bye-" + (reason if reason in ("takeover", "flood", "slow") else "other"))
        self.finish(1)


# ---------------------------------------------------------------------- command line
def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    h = loc.format
    parser.add_argument("url", metavar="URL", help=h("join-opt-url"))
    parser.add_argument("--name", required=True, metavar=h("cli-metavar-name"), help=h("join-opt-name"))
    parser.add_argument("--lang", metavar="xx", help=h("play-opt-lang"))
    parser.add_argument("--create", nargs="?", const="", metavar=h("join-metavar-options"), help=h("join-opt-create"))
    parser.add_argument("--table", metavar=h("join-metavar-code"), help=h("join-opt-table"))
    parser.add_argument("--spectate", metavar=h("join-metavar-code"), help=h("join-opt-spectate"))
    parser.add_argument("--token", metavar=h("join-metavar-token"), help=h("join-opt-token"))
    parser.add_argument("--cafile", metavar=h("cli-metavar-file"), help=h("join-opt-cafile"))
    from uno_access.storage.settings import DISPLAYS, MODES, SPEECH_BACKENDS, VERBOSITIES

    parser.add_argument("--speech", choices=SPEECH_BACKENDS, help=h("play-opt-speech"))
    parser.add_argument("--verbosity", choices=VERBOSITIES, help=h("play-opt-verbosity"))
    parser.add_argument("--mode", choices=[m for m in MODES if m != "auto"], help=h("play-opt-mode"))
    parser.add_argument("--display", choices=DISPLAYS, help=h("play-opt-display"))
    parser.add_argument("--rate", metavar=h("cli-metavar-wpm"), help=h("play-opt-rate"))
    parser.add_argument("--voice", metavar=h("cli-metavar-name"), help=h("play-opt-voice"))


def run(args: argparse.Namespace) -> int:
    from uno_access.console import runtime

    settings, notice = load_settings()
    try:
        settings = runtime.settings_from_args(args, settings)
    except SettingError as error:
        from uno_access.console.setting_words import error_text

        print(error_text(localizer_for(getattr(args, "lang", None))[0], error), file=sys.stderr)
        return 2
    loc, unknown = localizer_for(args.lang or settings.language or None, settings.language)
    lang = loc.lang
    name = p.clean_text(args.name, p.NAME_LENGTH)
    if not name:
        print(loc.format("online-error-bad_name"), file=sys.stderr)
        return 2
    context = None
    if args.url.startswith("wss://"):
        import ssl

        try:
            context = ssl.create_default_context(cafile=args.cafile) if args.cafile else ssl.create_default_context()
        except (OSError, ssl.SSLError) as exc:
            print(loc.format("serve-bad-cert", detail=loc.why(exc)), file=sys.stderr)
            return 2
    front = runtime.Front(None, sys.stdout)
    if notice is not None:
        front.line(loc.format(notice[0], **notice[1]))
    if unknown:
        front.line(unknown)
    speaker = runtime.make_speaker(settings, lang, lambda n: front.line(n.render(loc)))
    front.speaker = speaker
    scripted = not sys.stdin.isatty()
    plain = runtime.plain_mode_wanted(settings.mode)
    session = NetSession(loc, settings, front.line, lambda *a, **k: None, speaker=speaker,
                         settings_path=settings_path(), scripted=scripted)
    client = OnlineClient(args.url, name, lang, session, args, context, tokens=TokenFile())
    try:
        return asyncio.run(_main(client, session, front, plain or scripted,
                                 scripted))
    except KeyboardInterrupt:
        return 130
    finally:
        if speaker is not None:
            try:
                speaker.wait(timeout=1.0)
                speaker.close()
            except Exception:
                pass


async def _main(client: OnlineClient, session: NetSession, front, plain: bool, scripted: bool) -> int:
    from uno_access.console import runtime

    net = asyncio.create_task(client.run())
    me = asyncio.current_task()
    assert me is not None  # a coroutine run by asyncio.run is a task
    net.add_done_callback(lambda _t: me.cancel() if client.done.is_set() and not client.script_done else None)
    try:
        if plain:
            await _plain(client, session, front, scripted)
        else:
            from uno_access.console.standard import run_standard

            await run_standard(session, front, runtime.handle, lambda s, f: None, lambda s, f: 0)
    except asyncio.CancelledError:
        pass
    client.script_done = True
    if not net.done():
        await client.close()
        net.cancel()
        try:
            await net
        except (asyncio.CancelledError, Exception):
            pass
    return client.end_code


async def _plain(client: OnlineClient, session: NetSession, front, scripted: bool) -> None:
    from uno_access.console import runtime

    loop = asyncio.get_running_loop()
    lines: asyncio.Queue = asyncio.Queue()

    def reader() -> None:
        while True:
            try:
                line = sys.stdin.readline()
            except (OSError, ValueError, UnicodeDecodeError):
                line = ""
            if loop.is_closed():
                return  # the session has ended: a line typed after "quit" has nobody to go to
            try:
                loop.call_soon_threadsafe(lines.put_nowait, line.rstrip("\r\n") if line else None)
            except RuntimeError:  # closed between the check and the call
                return
            if not line:
                return

    threading.Thread(target=reader, name="uno-access-input", daemon=True).start()
    while True:
        line = await lines.get()
        if line is None:
            if scripted and client.spectating:
                client.script_done = True
                await client.done.wait()  # a watcher's script: watch to the end of the match
            else:
                await asyncio.sleep(0.5)  # let the answers to the last lines arrive
            return
        if runtime.handle(session, front, line):
            return
        await asyncio.sleep(0)
