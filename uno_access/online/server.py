"""``uno-access serve``: the game server (asyncio, the ``websockets`` library).

The server is the only authority: the engine runs here, clients send commands and actions
(``protocol.CLIENT_MESSAGES``), and each seat receives only its own redacted view: the
events of ``event.redacted_for(seat)`` and ``Game.observation(seat)``.  A spectator gets
``redacted_for(-1)``: no hand at all.

Every table is owned by this one process (``Table``).  Everything that happens at a table
is an entry of its log (the start of a match, an accepted action, chat, a notice); an entry
is committed to the store (``TableStore.append``) before any seat is sent it, and the
entry's number is the ``seq`` of the message that carries it to every seat.  After a crash
the tables are rebuilt by replaying their logs through the seeded engine, and a client
that comes back with its resume token and last ``seq`` is sent what it missed.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import secrets
import signal
import ssl
import time
from dataclasses import dataclass, field
from typing import Any

from uno_access.bots import BotPlayer
from uno_access.console.session import BOT_LEVELS, make_bot
from uno_access.engine import (
    Action,
    ActionKind,
    Card,
    Event,
    EventType,
    Game,
    IllegalAction,
    InvalidAction,
    InvalidRule,
    RuleSet,
    parse_house,
)
from uno_access.i18n import DEFAULT_LANGUAGE, Localizer, localizer_for, normalize_language
from uno_access.online import protocol as p
from uno_access.online.store import StoredTable, StoreError, TableStore, token_hash
from uno_access.online.views import SPECTATOR, public_view, seat_view, view_of
from uno_access.storage.settings import SettingError, Settings

OUT_OF_TURN = (ActionKind.UNO, ActionKind.CATCH, ActionKind.JUMP_IN)
#: the notices that start (True) or end (False) a computer player's standing in for a human;
#: the table's log is the record of it, so a restarted server plays the same seats itself
STAND_IN_NOTICES = {"stand-in": True, "left-bot": True, "kicked-bot": True, "back": False}
DEFAULT_GRACE = 120
DEFAULT_DELAY = 5
#: messages per second a connection may send (then it is slowed; twice as many in a burst)
RATE = 20.0
#: chat lines per second and burst; more are refused with ``too_fast``
CHAT_RATE, CHAT_BURST = 1.0, 5.0
#: messages that arrive while the connection is being slowed before it is cut
FLOOD_STRIKES = 60
#: messages waiting to be written to one connection before it is considered dead
MAX_QUEUE = 5000
_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: codes are read aloud and typed


def _code(length: int) -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))


def _jsonable(value: object) -> object:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple, set)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value.code if isinstance(value, Card) else str(value)


class Bucket:
    """A token bucket: ``take()`` is the seconds to wait before the next message may go."""

    def __init__(self, rate: float, burst: float, clock) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = burst
        self.at = clock()

    def take(self) -> float:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        self.tokens -= 1
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate


class Conn:
    """One client connection: its name, language, place, and its outgoing queue."""

    def __init__(self, server: Server, ws) -> None:
        self.server = server
        self.ws = ws
        self.name: str | None = None
        self.lang = "en"
        self.table: Table | None = None
        self.seat: int | None = None
        self.spectator = False
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.bucket = Bucket(server.rate, server.rate * 2, time.monotonic)
        self.chat = Bucket(CHAT_RATE, CHAT_BURST, time.monotonic)
        self.strikes = 0
        self.closed = False
        #: the close frame's code and reason, once ``close`` was called
        self.close_code: tuple[int, str] = (1000, "")

    def seq(self) -> int:
        return self.table.seq if self.table is not None else 0

    def send(self, kind: str, seq: int | None = None, /, **fields: object) -> None:
        """Queue the message ``kind`` (``seq``: the log entry it carries; None: the table's latest)."""
        if not self.closed:
            self.send_text(p.encode(kind, seq=self.seq() if seq is None else seq, **fields))

    def send_text(self, text: str) -> None:
        """Queue a message already encoded (one text shared by every seat that gets the same)."""
        if self.closed:
            return
        if self.queue.qsize() > MAX_QUEUE:
            self.close(1008, "slow")
            return
        self.queue.put_nowait(text)

    def error(self, code: str, id: str | None = None, /, **args: object) -> None:
        """Refuse a message: the error ``code`` (``id``: the action refused) and its arguments."""
        if id is None:
            self.send("error", code=code, args={k: _jsonable(v) for k, v in args.items()})
        else:
            self.send("error", code=code, args={k: _jsonable(v) for k, v in args.items()}, id=id)

    def close(self, code: int = 1000, reason: str = "") -> None:
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(None)
            self.close_code = (code, reason)

    async def writer(self) -> None:
        while True:
            text = await self.queue.get()
            if text is None:
                code, reason = self.close_code
                await self.ws.close(code, reason)
                return
            await self.ws.send(text)


@dataclass
class Seat:
    index: int
    name: str = ""
    kind: str = "open"  # open | human | bot
    level: str = "normal"
    #: a computer player's number: each listener names it in their own language (online-bot-name)
    number: int | None = None
    token_hash: str | None = None
    lang: str = "en"
    conn: Conn | None = None
    absent_since: float | None = None
    stand_in: bool = False
    action_ids: set = field(default_factory=set)

    def bot_number(self) -> dict:
        """``{"bot_number": n}`` for a computer player (its name is the listener's to render)."""
        return {"bot_number": self.number} if self.kind == "bot" and self.number else {}

    def status(self) -> str:
        if self.kind != "human":
            return self.kind
        if self.conn is not None:
            return "here"
        return "stand_in" if self.stand_in else "away"


@dataclass
class Entry:
    seq: int
    kind: str
    body: dict[str, Any]
    events: list[Event] = field(default_factory=list)
    _dicts: list[dict[str, Any]] | None = None
    #: the events that hide cards from some seat: (index, the dict of its redacted form)
    _hidden: list[tuple[int, dict[str, Any]]] | None = None

    def dicts(self) -> list[dict[str, Any]]:
        """Each event's dict (``to_dict``, made once): what the store keeps, everything in it."""
        if self._dicts is None:
            self._dicts = [e.to_dict() for e in self.events]
        return self._dicts

    def hidden(self) -> list[tuple[int, dict[str, Any]]]:
        """The events with cards some seat may not see (a spectator sees none of them), each
        with its redacted dict: the same for every seat it hides the cards from."""
        if self._hidden is None:
            self._hidden = [(i, e.redacted_for(SPECTATOR).to_dict()) for i, e in enumerate(self.events)
                            if e.hides_cards_from(SPECTATOR)]
        return self._hidden

    def redaction(self, seat: int) -> tuple[bool, ...]:
        """Which events hide cards from ``seat``: seats with the same redaction get the same list."""
        return tuple(self.events[i].hides_cards_from(seat) for i, _ in self.hidden())

    def about_own_seat(self, seat: int) -> bool:
        """A notice of ``seat``'s own absence or return (``p.OWN_NOTICES``): not for that seat."""
        return (self.kind == "notice" and self.body.get("msg") in p.OWN_NOTICES
                and self.body.get("args", {}).get("seat") == seat)

    def visible_to(self, seat: int) -> list[dict[str, Any]]:
        """The events as ``event.redacted_for(seat).to_dict()`` gives them."""
        out = list(self.dicts())
        for i, data in self.hidden():
            if self.events[i].hides_cards_from(seat):
                out[i] = data
        return out


class Table:
    """One table: its seats, its game, its log, and the timers that move it on."""

    def __init__(self, server: Server, stored: StoredTable) -> None:
        self.server = server
        self.id = stored.id
        self.name = stored.name
        self.private = stored.private
        self.invite = stored.invite
        self.settings = dict(stored.settings)
        self.rules = RuleSet.from_dict(self.settings["rules"])
        self.state = stored.state
        self.host = stored.host
        self.seats = [Seat(i) for i in range(int(self.settings["seats"]))]
        for row in stored.seats:
            s = self.seats[row["seat"]]
            s.name, s.kind, s.level = row["name"], row["kind"], row["level"] or "normal"
            s.token_hash, s.lang = row["token_hash"], row["lang"] or "en"
            s.number = row.get("number") if s.kind == "bot" else None
        self.spectators: set[Conn] = set()
        self.entries: list[Entry] = []
        self.game: Game | None = None
        self.last_game_seq = 0
        # the seq of the last game entry that changed the turn (turn_seq), the top of the pile
        # (top_seq), each seat's hand size (hand_seq): what an action chosen earlier is judged by
        self.turn_seq = self.top_seq = 0
        self.hand_seq: list[int] = []
        self.changed_at = server.clock()
        self.bots: dict[int, BotPlayer] = {}
        self.held: tuple | None = None
        self.turn_deadline: float | None = None
        self.warned = False
        self.waiting_told: tuple | None = None
        self.handle: asyncio.TimerHandle | None = None
        for seq, kind, body in stored.log:
            self._replay(Entry(seq, kind, body))
        now = server.clock()
        for s in self.seats:  # after a restart nobody is connected yet: the grace starts now
            if s.kind == "human" and not s.stand_in:
                s.absent_since = now

    # ------------------------------------------------------------------ basics
    @property
    def seq(self) -> int:
        return len(self.entries)

    @property
    def grace(self) -> int:
        return int(self.settings.get("grace", DEFAULT_GRACE))

    @property
    def delay(self) -> int:
        return int(self.settings.get("delay", DEFAULT_DELAY))

    @property
    def pace(self) -> float:
        return float(self.settings.get("pace", self.server.pace))

    def connections(self) -> list[tuple[Conn, int]]:
        out = [(s.conn, s.index) for s in self.seats if s.conn is not None]
        return out + [(c, SPECTATOR) for c in self.spectators]

    def public_info(self, for_conn: Conn | None = None) -> dict:
        members = for_conn is not None and for_conn.table is self
        info = {
            "table": self.id, "name": self.name, "private": self.private, "state": self.state,
            "rules": self.rules.preset_name,
            "house": ",".join(f"{k}={v}" for k, v in self.rules.changed().items()),
            "seats": [{"seat": s.index, "name": s.name, "kind": s.kind, "level": s.level, **s.bot_number(),
                       "status": s.status(), "host": s.index == self.host} for s in self.seats],
            "free": sum(1 for s in self.seats if s.kind == "open"),
            "grace": self.grace, "delay": self.delay, "turn_timer": int(self.settings.get("turn_timer", 0)),
            "spectators": len(self.spectators),
        }
        if for_conn is not None and members and self.private and for_conn.seat is not None:
            info["invite"] = self.invite
        if for_conn is not None and members:
            info["you"] = for_conn.seat
        return info

    # ----------------------------------------------------------------- the log
    def _replay(self, entry: Entry) -> None:
        """Apply one stored entry to the state (at start-up, and after storing a new one)."""
        body = entry.body
        if entry.kind == "start":
            self.game = Game(players=body["players"], rules=RuleSet.from_dict(body["rules"]), seed=body["seed"])
            entry.events = list(self.game.events)
            self.last_game_seq = entry.seq
            self._mark(entry.seq)
            self.state = "playing"
            self.bots = {}
        elif entry.kind == "notice" and body.get("msg") in STAND_IN_NOTICES:
            # who a computer player stands in for is what the table heard: a restart keeps it
            s = self._seat_named(body.get("args", {}))
            if s is not None:
                s.stand_in = STAND_IN_NOTICES[body["msg"]]
                s.absent_since = None
        elif entry.kind == "action":
            assert self.game is not None
            action = Action.parse(body["seat"], body["action"])
            before = self._facts()
            entry.events = self.game.apply(action)
            if body.get("id"):
                self.seats[body["seat"]].action_ids.add(body["id"])
            self.last_game_seq = entry.seq
            self._mark(entry.seq, action, before)
            if self.game.over:
                self.state = "over"
        self.entries.append(entry)

    # ------------------------------------------------------- actions chosen earlier
    # An action carries the seq it was chosen against.  It is judged against the state now
    # (the engine's legality), and refused as ``stale`` only when something it depends on
    # changed since that seq:
    #   uno, catch:    nothing more: legal now means the window it answers is still open;
    #   jump_in:       the top of the pile (card or colour) or the jumper's hand size changed;
    #   anything else: an action other than an uno call or a catch was accepted since (the
    #                  turn moved on, a card was played or drawn), or the actor's hand size
    #                  changed (they were caught).
    # So a move held for the out-of-turn delay is still played after another seat's catch of
    # a third player, and a catch sent while that move was held is judged by its own window.
    def _facts(self) -> tuple[list[int], Card | None, str | None]:
        game = self.game
        assert game is not None  # only a game entry has facts
        top = game.discard[-1] if game.discard else None
        return [len(h) for h in game.hands], top, game.color

    def _mark(self, seq: int, action: Action | None = None,
              before: tuple[list[int], Card | None, str | None] | None = None) -> None:
        """Note what the game entry ``seq`` changed (None: a new match, everything)."""
        game = self.game
        if action is None or before is None or game is None:
            self.turn_seq = self.top_seq = seq
            self.hand_seq = [seq] * len(self.seats)
            return
        counts, top, color = before
        for i, hand in enumerate(game.hands):
            if len(hand) != counts[i]:
                self.hand_seq[i] = seq
        if action.kind not in (ActionKind.UNO, ActionKind.CATCH):
            self.turn_seq = seq
        now = game.discard[-1] if game.discard else None
        if now is not top or game.color != color:
            self.top_seq = seq

    def is_stale(self, action: Action, seq: int) -> bool:
        """Whether ``action``, chosen against ``seq``, depends on something changed since."""
        if action.kind in (ActionKind.UNO, ActionKind.CATCH):
            return False
        mine = self.hand_seq[action.seat] if action.seat < len(self.hand_seq) else 0
        if action.kind == ActionKind.JUMP_IN:
            return seq < max(self.top_seq, mine)
        return seq < max(self.turn_seq, mine)

    def _seat_named(self, args: dict) -> Seat | None:
        seat = args.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(self.seats):
            return self.seats[seat]
        named = [s for s in self.seats if s.kind == "human" and s.name == args.get("name")]
        return named[0] if len(named) == 1 else None

    def commit(self, kind: str, body: dict, events: list | None = None) -> Entry:
        """Store an entry (committed), then send it to every seat and spectator."""
        entry = Entry(self.seq + 1, kind, body, events or [])
        self.server.store.append(self.id, entry.seq, kind, body, entry.dicts())
        self.entries.append(entry)
        if kind in ("start", "action"):
            self.last_game_seq = entry.seq
            self.changed_at = self.server.clock()
            if kind == "start":
                self._mark(entry.seq)
        self.broadcast(entry)
        return entry

    def message(self, entry: Entry, seat: int, replay: bool = False) -> tuple[str, dict]:
        if entry.kind in ("start", "action"):
            return "events", {"events": entry.visible_to(seat), "replay": replay}
        if entry.kind == "chat":
            return "chat", {"from": entry.body["name"], "text": entry.body["text"], "scope": "table", "replay": replay}
        return "notice", {"msg": entry.body["msg"], "args": entry.body.get("args", {})}

    def view(self, seat: int) -> dict | None:
        return None if self.game is None else view_of(self.game, seat)

    def broadcast(self, entry: Entry) -> None:
        """Send a stored entry to everyone at the table.  Each distinct text is encoded once:
        a chat line or notice once for all, an entry's events once per redaction (most
        seats see the same list), the public part of the view once, then each seat's own
        part (its hand and legal actions)."""
        conns = self.connections()
        if not conns:
            return
        if entry.kind not in ("start", "action"):
            kind, fields = self.message(entry, SPECTATOR)
            fields.pop("replay", None)
            text = p.encode(kind, seq=entry.seq, **fields)
            for conn, _seat in conns:
                conn.send_text(text)
            return
        texts: dict[tuple, str] = {}
        head = f'{{"v":{p.VERSION},"type":"events","seq":{entry.seq},"events":'
        public = p.dumps(public_view(self.game))[:-1] if self.game is not None else None
        for conn, seat in conns:
            key = entry.redaction(seat)
            events = texts.get(key)
            if events is None:
                events = texts[key] = p.dumps(entry.visible_to(seat))
            view = "null" if public is None else public + "," + p.dumps(seat_view(self.game, seat))[1:]
            conn.send_text(f'{head}{events},"view":{view}}}')

    def notice(self, msg: str, **args: object) -> None:
        self.commit("notice", {"msg": msg, "args": args})

    def send_table(self) -> None:
        for conn, _seat in self.connections():
            conn.send("table", table=self.public_info(conn))

    def send_history(self, conn: Conn, seat: int, after: int, game_only: bool = False) -> int:
        """The entries after ``after`` as history, then the view; ``game_only``: only the
        match's events (a new spectator hears the table as it stands, not its past notices)."""
        missed = [e for e in self.entries if e.seq > after and (not game_only or e.kind in ("start", "action"))
                  and not e.about_own_seat(seat)]
        for entry in missed:
            kind, fields = self.message(entry, seat, replay=True)
            conn.send(kind, entry.seq, **fields)
        view = self.view(seat)
        if view is not None:
            conn.send("view", view=view)
        return len(missed)

    # ------------------------------------------------------------------ seating
    def save_seat(self, s: Seat) -> None:
        self.server.store.put_seat(self.id, s.index, s.name, s.kind, s.level, s.token_hash, s.lang, s.number)

    def seat_bot(self, s: Seat, level: str) -> None:
        """A computer player takes the open seat ``s``: the lowest number no other one has.
        Its ``name`` (in the server's language) is only a fallback: every client renders
        ``online-bot-name`` with the number in its own listener's language."""
        used = {o.number for o in self.seats if o.kind == "bot"}
        s.number = next(i for i in range(1, len(self.seats) + 2) if i not in used)
        s.kind, s.level, s.name = "bot", level, self.server.loc.format("online-bot-name", number=s.number)
        self.save_seat(s)

    def seat_human(self, conn: Conn, s: Seat) -> str:
        token = secrets.token_urlsafe(24)  # 192 random bits; only the hash is kept
        s.name, s.kind, s.lang, s.token_hash = conn.name or "", "human", conn.lang, token_hash(token)
        s.absent_since, s.stand_in, s.action_ids = None, False, set()
        s.conn = conn
        conn.table, conn.seat, conn.spectator = self, s.index, False
        self.save_seat(s)
        return token

    def attach(self, conn: Conn, s: Seat, last_seq: int | None) -> None:
        """A returning player (resume token): the seat is theirs again, with what they missed."""
        old = s.conn
        if old is not None and old is not conn:
            old.send("bye", reason="takeover")
            old.table = old.seat = None
            old.close(4001, "takeover")
        was_away = s.conn is None
        s.conn, s.lang = conn, conn.lang
        conn.table, conn.seat, conn.spectator = self, s.index, False
        conn.name = s.name
        conn.send("joined", table=self.id, seat=s.index)
        conn.send("table", table=self.public_info(conn))
        missed = self.send_history(conn, s.index, last_seq or 0)
        conn.send("resumed", missed=missed, table=self.id)
        if was_away:
            back_from_bot = s.stand_in
            s.absent_since, s.stand_in = None, False
            if self.state == "playing":
                self.notice("back", name=s.name, bot="yes" if back_from_bot else "no", seat=s.index)
            self.send_table()
        self.plan()

    def detach(self, conn: Conn) -> None:
        """A connection lost (not a leave): the seat is held for the grace period."""
        if conn in self.spectators:
            self.spectators.discard(conn)
            return
        if conn.seat is None:
            return
        s = self.seats[conn.seat]
        if s.conn is not conn:
            return
        s.conn = None
        s.absent_since = self.server.clock()
        if self.state == "playing":
            self.notice("absent", name=s.name, seconds=self.grace, seat=s.index)
        self.send_table()
        self.plan()

    def leave(self, conn: Conn) -> None:
        if conn in self.spectators:
            self.spectators.discard(conn)
        elif conn.seat is not None:
            self.free_seat(self.seats[conn.seat], kicked=False)
        conn.table, conn.seat, conn.spectator = None, None, False
        conn.send("left")
        self.send_table()
        self.plan()

    def free_seat(self, s: Seat, kicked: bool) -> None:
        """A player leaves or is removed: before the match the seat opens, during it a
        computer player takes it (a removed player's token stops working)."""
        conn, s.conn = s.conn, None
        if conn is not None:
            conn.table, conn.seat, conn.spectator = None, None, False
        if self.state == "waiting":
            self.seats[s.index] = Seat(s.index)
            self.save_seat(self.seats[s.index])
            self.notice("kicked" if kicked else "left", name=s.name)
        else:
            s.stand_in, s.absent_since = True, None
            if kicked:
                s.token_hash = None
                self.save_seat(s)
            self.notice("kicked-bot" if kicked else "left-bot", name=s.name, seat=s.index)
        if self.host == s.index:
            self._new_host()

    def _new_host(self) -> None:
        heirs = [s.index for s in self.seats if s.kind == "human" and s.conn is not None]
        self.host = heirs[0] if heirs else None
        self.server.store.update_table(self.id, self.state, self.host)
        if self.host is not None:
            self.notice("host", name=self.seats[self.host].name)

    # ------------------------------------------------------------------ the game
    def start(self) -> None:
        for s in self.seats:
            if s.kind == "open":
                self.seat_bot(s, self.settings.get("level", "normal"))
        now = self.server.clock()
        late = [s for s in self.seats if s.kind == "human" and s.conn is None and not s.stand_in
                and s.absent_since is not None and now - s.absent_since >= self.grace]
        seed = secrets.randbelow(2**31)
        game = Game(players=len(self.seats), rules=self.rules, seed=seed)
        previous = self.game, self.state
        self.game, self.bots, self.state = game, {}, "playing"
        try:
            self.commit("start", {"players": len(self.seats), "rules": self.rules.to_dict(), "seed": seed},
                        list(game.events))
            self.server.store.update_table(self.id, self.state, self.host)
        except StoreError:
            self.game, self.state = previous
            raise
        for s in late:  # gone longer than the grace before the match began
            s.stand_in, s.absent_since = True, None
            self.notice("stand-in", name=s.name, seat=s.index)
        self.send_table()
        self._new_turn()
        self.plan()

    def window_open(self, actor: int) -> bool:
        """Whether a connected human other than ``actor`` may now act out of turn."""
        game = self.game
        if game is None or game.over:
            return False
        for s in self.seats:
            if s.index != actor and s.kind == "human" and s.conn is not None and not s.stand_in:
                if any(a.kind in OUT_OF_TURN for a in game.legal_actions(s.index)):
                    return True
        return False

    def submit(self, conn: Conn, msg: dict) -> None:
        """An action sent by a seated player: checked, then applied once, stored, broadcast."""
        aid = msg["id"]
        if conn.seat is None:
            conn.error("not_seated", aid)
            return
        seat = conn.seat
        if msg.get("seat", seat) != seat:
            conn.error("not_your_seat", aid)
            return
        game = self.game
        if game is None or self.state == "waiting":
            conn.error("not_started", aid)
            return
        if aid in self.seats[seat].action_ids:
            conn.send("ack", id=aid, duplicate=True)
            return
        if msg["seq"] > self.seq:
            conn.error("bad_seq", aid)
            return
        try:
            action = Action.parse(seat, msg["action"])
        except InvalidAction as exc:
            conn.error("bad_action", aid, reason=exc.reason)
            return
        if self.is_stale(action, msg["seq"]):
            conn.error("stale", aid)
            return
        if self.held is not None and self.held[0] is conn:
            conn.error("held", aid)
            return
        if (action.kind not in OUT_OF_TURN and seat == game.current and self.window_open(seat)
                and self.server.clock() < self.changed_at + self.delay):
            self.held = (conn, msg, action)
            conn.send("notice", msg="held", args={"seconds": self.delay})
            self.plan()
            return
        self.apply(action, aid, conn)

    def apply(self, action: Action, aid: str | None, conn: Conn | None, by: str = "human") -> bool:
        game = self.game
        assert game is not None
        before, facts = game.current, self._facts()
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            if conn is not None:
                conn.error("illegal", aid, reason=exc.reason,
                           details={k: _jsonable(v) for k, v in exc.args_.items()})
            return False
        body = {"seat": action.seat, "action": action.text(), "id": aid, "by": by}
        try:
            entry = Entry(self.seq + 1, "action", body, events)
            self.server.store.append(self.id, entry.seq, "action", body, entry.dicts())
        except StoreError:
            # not stored, so not accepted: the game is rebuilt from the entries that were stored
            self.rebuild()
            if conn is not None:
                conn.error("not_stored", aid)
            return False
        if aid:
            self.seats[action.seat].action_ids.add(aid)
        self.entries.append(entry)
        self.last_game_seq = entry.seq
        self._mark(entry.seq, action, facts)
        self.changed_at = self.server.clock()
        if conn is not None and aid:
            conn.send("ack", id=aid)
        self.broadcast(entry)
        if game.over:
            self.state = "over"
            self.server.store.update_table(self.id, self.state, self.host)
            self.send_table()
        elif game.current != before or any(e.type is EventType.TURN for e in events):
            self._new_turn()
        return True

    def rebuild(self) -> None:
        entries, self.entries, self.game = self.entries, [], None
        for entry in entries:
            self._replay(Entry(entry.seq, entry.kind, entry.body))

    def plays_itself(self, s: Seat) -> bool:
        return s.kind == "bot" or (s.kind == "human" and s.stand_in)

    def bot_move(self, seat: int, by: str = "bot") -> None:
        game = self.game
        assert game is not None
        bot = self.bots.get(seat)
        if bot is None:
            s = self.seats[seat]
            bot = self.bots[seat] = make_bot(s.level if s.kind == "bot" else "normal", seat, None)
        action = bot.choose(game.observation(seat), game.legal_actions(seat))
        self.apply(action, None, None, by=by)

    def plan(self) -> None:
        """Set the one timer of the table for the next thing due (a computer move, a held
        action, the end of a grace period, a turn-timer warning or expiry)."""
        if self.handle is not None:
            self.handle.cancel()
            self.handle = None
        self._tell_waiting()
        due = self._due()
        if due is not None:
            loop = asyncio.get_running_loop()
            self.handle = loop.call_at(loop.time() + max(0.0, due - self.server.clock()), self.tick)

    def _due(self) -> float | None:
        if self.server.stopping:
            return None
        times: list[float] = []
        for s in self.seats:
            if s.kind == "human" and s.conn is None and not s.stand_in and s.absent_since is not None \
                    and self.state == "playing":
                times.append(s.absent_since + self.grace)
        game = self.game
        if game is None or self.state != "playing" or game.over:
            return min(times, default=None)
        if self.held is not None:
            times.append(self.changed_at + self.delay)
        cur = self.seats[game.current]
        if self.plays_itself(cur):
            at = self.changed_at + self.pace
            if self.window_open(game.current):
                at = max(at, self.changed_at + self.delay)
            times.append(at)
        elif self.turn_deadline is not None and cur.conn is not None:
            times.append(self.turn_deadline if self.warned else self.turn_deadline - self._warn_before())
        return min(times, default=None)

    def _warn_before(self) -> float:
        return max(5.0, float(self.settings.get("turn_timer", 0)) / 2)

    def tick(self) -> None:
        self.handle = None
        try:
            self._tick()
        except StoreError:
            # the store refused (a full disk...): nothing was sent; try again in a second
            loop = asyncio.get_running_loop()
            self.handle = loop.call_later(1.0, self.tick)
            return
        if self.handle is None:
            self.plan()

    def _tick(self) -> None:
        now = self.server.clock()
        for s in self.seats:
            if (s.kind == "human" and s.conn is None and not s.stand_in and s.absent_since is not None
                    and self.state == "playing" and now >= s.absent_since + self.grace):
                s.stand_in = True
                self.notice("stand-in", name=s.name, seat=s.index)
                self.send_table()
        game = self.game
        if game is None or self.state != "playing" or game.over:
            return
        if self.held is not None and now >= self.changed_at + self.delay:
            conn, msg, action = self.held
            self.held = None
            if self.is_stale(action, msg["seq"]):
                conn.error("stale", msg["id"])
            elif conn.seat == action.seat and not conn.closed:
                self.apply(action, msg["id"], conn)
            return
        self._turn_timer(now)
        cur = self.seats[game.current]
        if self.plays_itself(cur):
            at = self.changed_at + self.pace
            if self.window_open(game.current):
                at = max(at, self.changed_at + self.delay)
            if now >= at:
                self.bot_move(game.current)

    def _tell_waiting(self) -> None:
        """When the game needs an absent player, everyone hears why it waits (once a turn)."""
        game = self.game
        if game is None or self.state != "playing" or game.over or self.server.stopping:
            return
        cur = self.seats[game.current]
        if cur.kind == "human" and cur.conn is None and not cur.stand_in \
                and self.waiting_told != (game.current, self.last_game_seq):
            self.waiting_told = (game.current, self.last_game_seq)
            now = self.server.clock()
            left = max(0, int(round((cur.absent_since or now) + self.grace - now)))
            self.notice("waiting", name=cur.name, seconds=left, seat=game.current)

    def _turn_timer(self, now: float) -> None:
        game = self.game
        if self.turn_deadline is None or game is None:
            return
        cur = self.seats[game.current]
        if self.plays_itself(cur) or cur.conn is None:
            return
        if not self.warned and now >= self.turn_deadline - self._warn_before():
            self.warned = True
            cur.conn.send("notice", msg="time-warning", args={"seconds": int(round(self.turn_deadline - now))})
        if now >= self.turn_deadline:
            self.turn_deadline = None
            self.notice("timed-out", name=cur.name)
            self.bot_move(game.current, by="timer")

    def _new_turn(self) -> None:
        """A turn timer (when the table has one) starts for the seat to move."""
        limit = int(self.settings.get("turn_timer", 0))
        self.turn_deadline = self.server.clock() + limit if limit else None
        self.warned = False

    def time_left(self) -> int | None:
        if not int(self.settings.get("turn_timer", 0)) or self.turn_deadline is None:
            return None
        return max(0, int(round(self.turn_deadline - self.server.clock())))


class Server:
    """All tables and connections of one process."""

    def __init__(self, store: TableStore, loc: Localizer, pace: float = 1.0, clock=time.monotonic,
                 rate: float = RATE) -> None:
        self.rate = rate
        self.store = store
        self.loc = loc
        self.pace = pace
        self.clock = clock
        self.tables: dict[str, Table] = {}
        self.invites: dict[str, Table] = {}
        self.conns: set[Conn] = set()
        self.stopping = False

    def restore(self) -> int:
        for stored in self.store.load():
            table = Table(self, stored)
            self.tables[table.id] = table
            if table.invite:
                self.invites[table.invite] = table
        return len(self.tables)

    def start_tables(self) -> None:
        for table in self.tables.values():
            table.plan()

    # ---------------------------------------------------------------- messages
    async def handler(self, ws) -> None:
        conn = Conn(self, ws)
        self.conns.add(conn)
        writer = asyncio.create_task(conn.writer())
        try:
            async for raw in ws:
                wait = conn.bucket.take()
                if wait > 0:  # too many messages: slowed down, then cut off
                    conn.strikes += 1
                    if conn.strikes > FLOOD_STRIKES:
                        conn.send("bye", reason="flood")
                        conn.close(1008, "flood")
                        break
                    await asyncio.sleep(min(wait, 1.0))
                elif conn.strikes:
                    conn.strikes -= 1
                if self.stopping or conn.closed:
                    break
                try:
                    msg = p.decode(raw, p.CLIENT_MESSAGES)
                except p.ProtocolError as exc:
                    conn.error(exc.code, **exc.args_)
                    continue
                try:
                    self.dispatch(conn, msg)
                except StoreError:
                    conn.error("not_stored")
                except Exception as exc:  # one bad message must never stop the server
                    conn.error("internal", detail=type(exc).__name__)
        except Exception:
            pass
        finally:
            self.conns.discard(conn)
            if conn.table is not None:
                conn.table.detach(conn)
            conn.close()
            try:
                await asyncio.wait_for(writer, 2)
            except (TimeoutError, Exception):
                writer.cancel()

    def dispatch(self, conn: Conn, msg: dict) -> None:
        kind = msg["type"]
        if conn.name is None and kind != "hello":
            conn.error("hello_first")
            return
        getattr(self, f"on_{kind}")(conn, msg)

    def on_hello(self, conn: Conn, msg: dict) -> None:
        if conn.name is not None:
            conn.error("hello_again")
            return
        name = p.clean_text(msg["name"], p.NAME_LENGTH)
        if not name:
            conn.error("bad_name")
            return
        # the client has said so itself if its player asked for a language we lack
        lang = normalize_language(p.clean_text(msg.get("lang") or "en", 8)) or DEFAULT_LANGUAGE
        conn.name, conn.lang = name, lang
        token = msg.get("token")
        seat = None
        if token:
            digest = token_hash(token)
            for table in self.tables.values():
                for s in table.seats:
                    if s.token_hash and s.kind == "human" and secrets.compare_digest(s.token_hash, digest):
                        seat = (table, s)
            if seat is None:
                conn.send("welcome", server="uno-access", name=name, limits=self.limits())
                conn.error("bad_token")
                return
        conn.send("welcome", server="uno-access", name=seat[1].name if seat else name, limits=self.limits())
        if seat is not None:
            seat[0].attach(conn, seat[1], msg.get("last_seq"))

    def limits(self) -> dict:
        return {"message": p.MAX_MESSAGE, "frame": p.MAX_FRAME, "name": p.NAME_LENGTH, "chat": p.CHAT_LENGTH,
                "rate": self.rate, "chat_rate": CHAT_RATE}

    def on_list(self, conn: Conn, msg: dict) -> None:
        tables = [t.public_info() for t in self.tables.values() if not t.private and t.state != "closed"]
        conn.send("tables", tables=tables)

    def _not_at_table(self, conn: Conn) -> bool:
        if conn.table is not None:
            conn.error("at_table", table=conn.table.id)
            return False
        return True

    def on_create(self, conn: Conn, msg: dict) -> None:
        if not self._not_at_table(conn):
            return
        preset = msg.get("rules", "official").strip().lower()
        house = msg.get("house", "")
        try:
            rules = RuleSet.preset(preset, **parse_house(house))
        except InvalidRule as exc:
            conn.error("bad_rules", reason=exc.reason, **{k: _jsonable(v) for k, v in exc.args_.items()})
            return
        seats = msg.get("seats", 4)
        bots = msg.get("bots", 0)
        level = msg.get("level", "normal")
        if level not in BOT_LEVELS:
            conn.error("bad_level", levels=list(BOT_LEVELS))
            return
        if bots >= seats:
            conn.error("too_many_bots", seats=seats)
            return
        if rules.team_count and seats % rules.team_count:
            conn.error("bad_rules", reason="teams_need_multiple", players=seats, teams=rules.team_count)
            return
        tid = _code(4)
        while tid in self.tables:
            tid = _code(4)
        private = bool(msg.get("private", False))
        invite = _code(10) if private else None
        settings = {"rules": rules.to_dict(), "house": p.clean_text(house, 400), "seats": seats, "level": level,
                    "grace": msg.get("grace", DEFAULT_GRACE), "delay": msg.get("delay", DEFAULT_DELAY),
                    "turn_timer": msg.get("turn_timer", 0)}
        if "pace" in msg:
            settings["pace"] = msg["pace"]
        stored = StoredTable(tid, conn.name or "", private, invite, settings, "waiting", 0)
        self.store.create_table(stored, time.time())
        table = Table(self, stored)
        self.tables[tid] = table
        if invite:
            self.invites[invite] = table
        token = table.seat_human(conn, table.seats[0])
        for i in range(1, bots + 1):
            table.seat_bot(table.seats[i], level)
        conn.send("joined", table=tid, seat=0, token=token)
        conn.send("table", table=table.public_info(conn))

    def _find(self, conn: Conn, text: str) -> Table | None:
        key = p.clean_text(text, p.CODE_LENGTH * 2).upper()
        table = self.invites.get(key) or self.tables.get(key)
        if table is None:
            matches = [t for t in self.tables.values() if not t.private and t.name.casefold() == key.casefold()]
            table = matches[0] if len(matches) == 1 else None
        if table is None or table.state == "closed":
            conn.error("no_table", table=key[:p.CODE_LENGTH])
            return None
        if table.private and key != table.invite:
            conn.error("private_table")
            return None
        return table

    def on_join(self, conn: Conn, msg: dict) -> None:
        if not self._not_at_table(conn):
            return
        table = self._find(conn, msg["table"])
        if table is None:
            return
        if table.state != "waiting":
            conn.error("already_started")
            return
        if any(s.name.casefold() == (conn.name or "").casefold() for s in table.seats if s.kind != "open"):
            conn.error("name_taken", name=conn.name)
            return
        free = [s for s in table.seats if s.kind == "open"]
        if not free:
            conn.error("table_full")
            return
        token = table.seat_human(conn, free[0])
        conn.send("joined", table=table.id, seat=free[0].index, token=token)
        table.notice("joined", name=conn.name, seat=free[0].index + 1)
        table.send_table()

    def on_spectate(self, conn: Conn, msg: dict) -> None:
        if not self._not_at_table(conn):
            return
        table = self._find(conn, msg["table"])
        if table is None:
            return
        conn.table, conn.seat, conn.spectator = table, None, True
        table.spectators.add(conn)
        conn.send("joined", table=table.id)
        conn.send("table", table=table.public_info(conn))
        table.send_history(conn, SPECTATOR, 0, game_only=True)

    def _table(self, conn: Conn) -> Table | None:
        if conn.table is None:
            conn.error("not_at_table")
        return conn.table

    def _host(self, conn: Conn) -> Table | None:
        table = self._table(conn)
        if table is None:
            return None
        if conn.seat is None or conn.seat != table.host:
            conn.error("not_host")
            return None
        return table

    def on_leave(self, conn: Conn, msg: dict) -> None:
        table = self._table(conn)
        if table is not None:
            table.leave(conn)

    def on_bye(self, conn: Conn, msg: dict) -> None:
        """The client quits: its seat or place at a table is left; from the lobby, nothing to answer."""
        if conn.table is not None:
            conn.table.leave(conn)

    def on_start(self, conn: Conn, msg: dict) -> None:
        table = self._host(conn)
        if table is None:
            return
        if table.state == "playing":
            conn.error("already_started")
            return
        table.start()

    def on_add_bot(self, conn: Conn, msg: dict) -> None:
        table = self._host(conn)
        if table is None:
            return
        level = msg.get("level", "normal")
        if level not in BOT_LEVELS:
            conn.error("bad_level", levels=list(BOT_LEVELS))
            return
        if table.state != "waiting":
            conn.error("already_started")
            return
        free = [s for s in table.seats if s.kind == "open"]
        if not free:
            conn.error("table_full")
            return
        s = free[0]
        table.seat_bot(s, level)
        table.notice("bot-added", name=s.name, level=level, bot_number=s.number)
        table.send_table()

    def on_remove_bot(self, conn: Conn, msg: dict) -> None:
        table = self._host(conn)
        if table is None:
            return
        if table.state != "waiting":
            conn.error("already_started")
            return
        bots = [s for s in table.seats if s.kind == "bot" and (msg.get("seat") is None or s.index == msg["seat"])]
        if not bots:
            conn.error("no_bot")
            return
        s = bots[-1]
        table.seats[s.index] = Seat(s.index)
        table.save_seat(table.seats[s.index])
        table.notice("bot-removed", name=s.name, bot_number=s.number)
        table.send_table()

    def on_kick(self, conn: Conn, msg: dict) -> None:
        table = self._host(conn)
        if table is None:
            return
        seat = msg["seat"]
        if not 0 <= seat < len(table.seats) or table.seats[seat].kind != "human" or seat == conn.seat:
            conn.error("bad_seat")
            return
        s = table.seats[seat]
        victim = s.conn
        table.free_seat(s, kicked=True)
        if victim is not None:
            victim.send("notice", msg="you-kicked", args={"name": conn.name})
            victim.send("left")
        table.send_table()
        table.plan()

    def on_say(self, conn: Conn, msg: dict) -> None:
        text = p.clean_text(msg["text"], p.CHAT_LENGTH)
        if not text:
            conn.error("empty_chat")
            return
        if conn.chat.take() > 0:
            conn.error("too_fast")
            return
        if conn.table is not None:
            conn.table.commit("chat", {"name": conn.name, "text": text})
            return
        for other in self.conns:
            if other.table is None and other.name is not None:
                other.send("chat", **{"from": conn.name, "text": text, "scope": "lobby"})

    def on_who(self, conn: Conn, msg: dict) -> None:
        lobby = sorted(c.name for c in self.conns if c.table is None and c.name)
        fields: dict = {"lobby": lobby[:200]}
        if conn.table is not None:
            fields["seats"] = [{"seat": s.index, "name": s.name, "kind": s.kind, "status": s.status(), **s.bot_number(),
                                "host": s.index == conn.table.host} for s in conn.table.seats]
            fields["spectators"] = len(conn.table.spectators)
        conn.send("who", **fields)

    def on_time(self, conn: Conn, msg: dict) -> None:
        table = self._table(conn)
        if table is None:
            return
        left = table.time_left()
        conn.send("time", **({"left": min(left, 3600)} if left is not None else {}))

    def on_action(self, conn: Conn, msg: dict) -> None:
        table = self._table(conn)
        if table is not None:
            table.submit(conn, msg)
            table.plan()

    async def shutdown(self) -> None:
        """Tell every client, let the queues drain, close."""
        self.stopping = True
        for table in self.tables.values():
            if table.handle is not None:
                table.handle.cancel()
        for conn in list(self.conns):
            conn.send("bye", reason="shutdown")
            conn.close(1001, "shutdown")
        await asyncio.sleep(0.2)


# ---------------------------------------------------------------------- command line
def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    h = loc.format
    parser.add_argument("--host", default="127.0.0.1", help=h("serve-opt-host"))
    parser.add_argument("--port", type=int, default=8765, metavar=h("cli-metavar-number"), help=h("serve-opt-port"))
    parser.add_argument("--db", metavar=h("cli-metavar-file"), help=h("serve-opt-db"))
    parser.add_argument("--certfile", metavar=h("cli-metavar-file"), help=h("serve-opt-certfile"))
    parser.add_argument("--keyfile", metavar=h("cli-metavar-file"), help=h("serve-opt-keyfile"))
    parser.add_argument("--insecure", action="store_true", help=h("serve-opt-insecure"))
    parser.add_argument("--pace", default="1", metavar=h("cli-metavar-seconds"), help=h("serve-opt-pace"))
    parser.add_argument("--rate", type=int, default=int(RATE), metavar=h("cli-metavar-number"), help=h("serve-opt-rate"))
    parser.add_argument("--lang", metavar="xx", help=h("play-opt-lang"))


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def run(args: argparse.Namespace) -> int:
    loc, unknown = localizer_for(args.lang)
    if unknown:
        print(unknown, flush=True)

    def say(msg_id: str, **kw: object) -> None:
        print(loc.format(msg_id, **kw), flush=True)

    try:  # the same check and message as the game's own pace setting
        args.pace = Settings().set("pace", args.pace).pace
    except SettingError as error:
        from uno_access.console.setting_words import error_text

        print(error_text(loc, error), flush=True)
        return 2
    context = None
    if args.certfile or args.keyfile:
        if not (args.certfile and args.keyfile):
            say("serve-need-both")
            return 2
        try:
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(args.certfile, args.keyfile)
        except (OSError, ssl.SSLError) as exc:
            say("serve-bad-cert", detail=loc.why(exc))
            return 2
    if context is None and not _loopback(args.host):
        if not args.insecure:
            say("serve-need-tls", host=args.host)
            return 2
        say("serve-insecure", host=args.host)
    try:
        store = TableStore(args.db)
    except StoreError as exc:
        say("serve-bad-db", path=str(args.db), detail=loc.why(exc))
        return 2
    try:
        return asyncio.run(_serve(args, store, loc, context, say))
    finally:
        store.close()


async def _serve(args, store: TableStore, loc: Localizer, context, say) -> int:
    from websockets.asyncio.server import serve

    server = Server(store, loc, pace=args.pace, rate=max(1.0, args.rate))
    restored = server.restore()
    stop = asyncio.get_running_loop().create_future()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, lambda: None if stop.done() else stop.set_result(None))
        except (NotImplementedError, RuntimeError):
            pass
    try:
        from uno_access.web.gateway import mount  # the web page on the same port (issue 13)

        handler, web = mount(server)
        ws_server = await serve(handler, args.host, args.port, ssl=context, max_size=p.MAX_FRAME,
                                ping_interval=20, ping_timeout=20, max_queue=64, close_timeout=2,
                                # small JSON messages: compressing them costs more CPU than it saves
                                compression=None, **web)
    except OSError as exc:
        say("serve-cannot-listen", host=args.host, port=args.port, detail=loc.why(exc))
        return 2
    port = ws_server.sockets[0].getsockname()[1]
    scheme = "wss" if context else "ws"
    say("serve-listening", url=f"{scheme}://{args.host}:{port}", tables=restored)
    say("web-serve-page", url=f"{'https' if context else 'http'}://{args.host}:{port}/")
    server.start_tables()
    await stop
    say("serve-stopping")
    await server.shutdown()
    ws_server.close()
    try:
        await asyncio.wait_for(ws_server.wait_closed(), 5)
    except TimeoutError:
        pass
    say("serve-stopped")
    return 0

