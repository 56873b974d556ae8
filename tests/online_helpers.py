"""Helpers of the online tests: a server on 127.0.0.1 port 0 and scripted protocol clients.

``serving()`` runs the real ``Server`` behind the real ``websockets`` server in the test's
event loop; ``Bot`` is a scripted human client speaking the protocol over a real socket.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import uuid
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from uno_access.i18n import Localizer
from uno_access.online import protocol as p
from uno_access.online.server import Server
from uno_access.online.store import TableStore

TIMEOUT = 20.0


@contextlib.asynccontextmanager
async def serving(db=":memory:", pace: float = 0.0, rate: float = 2000.0):
    """A server; scripted clients answer at once, so their rate limit is raised unless asked."""
    store = TableStore(db)
    server = Server(store, Localizer("en"), pace=pace, rate=rate)
    server.restore()
    async with serve(server.handler, "127.0.0.1", 0, max_size=p.MAX_FRAME, compression=None) as ws_server:
        port = ws_server.sockets[0].getsockname()[1]
        server.start_tables()
        try:
            yield server, f"ws://127.0.0.1:{port}"
        finally:
            await server.shutdown()
    store.close()


class Client:
    """A scripted player: every message it gets is kept (``log``) and checked by the schema."""

    def __init__(self, url: str, name: str, seed: int = 0) -> None:
        self.url, self.name = url, name
        self.rng = random.Random(seed)
        self.log: list[dict] = []
        self.ws: Any = None  # a websockets ClientConnection once connected
        self.token: str | None = None
        self.seat: int | None = None
        self.table: str | None = None
        self.seq = 0
        self.view: dict | None = None
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.reader: asyncio.Task | None = None
        self.closed = asyncio.Event()

    async def connect(self, token: str | None = None, last_seq: int | None = None, **hello) -> dict:
        self.ws = await connect(self.url, max_size=2**24)
        self.closed.clear()
        self.reader = asyncio.create_task(self._read())
        fields = {"name": self.name, **hello}
        if token:
            fields.update(token=token, last_seq=last_seq or 0)
        await self.send("hello", **fields)
        return await self.expect("welcome")

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                msg = p.decode(raw, p.SERVER_MESSAGES, limit=2**24)
                self.log.append(msg)
                if msg["type"] in ("events", "chat", "notice") and msg.get("seq", 0) > self.seq:
                    self.seq = msg["seq"]
                if msg.get("view"):
                    self.view = msg["view"]
                if msg["type"] == "joined":
                    self.table = msg["table"]
                    self.seat = msg.get("seat")
                    self.token = msg.get("token") or self.token
                await self.inbox.put(msg)
        except Exception:
            pass
        finally:
            self.closed.set()

    async def send(self, kind: str, **fields) -> None:
        await self.ws.send(p.encode(kind, **fields))

    async def raw(self, text) -> None:
        await self.ws.send(text)

    async def expect(self, kind: str, pred=lambda m: True, timeout: float = TIMEOUT) -> dict:
        async def wait():
            while True:
                msg = await self.inbox.get()
                if msg["type"] == kind and pred(msg):
                    return msg
        return await asyncio.wait_for(wait(), timeout)

    async def drain(self, seconds: float = 0.2) -> list[dict]:
        """The messages that arrive within ``seconds``."""
        got = []
        try:
            while True:
                got.append(await asyncio.wait_for(self.inbox.get(), seconds))
        except TimeoutError:
            return got

    async def act(self, action: str, seq: int | None = None, aid: str | None = None, **extra) -> str:
        aid = aid or uuid.uuid4().hex
        await self.send("action", id=aid, seq=self.seq if seq is None else seq, action=action, **extra)
        return aid

    def choice(self) -> str | None:
        """A move for this seat from its own view: a play when there is one, else draw/pass."""
        view = self.view
        if view is None or view["phase"] == "over" or view["current"] != self.seat:
            return None
        legal = [a for a in view["legal"] if a.split()[0] not in ("uno", "catch", "jump_in")]
        if not legal:
            return None
        plays = [a for a in legal if a.startswith("play") and (not a.endswith("uno") or True)]
        unos = [a for a in plays if a.endswith(" uno")]
        return self.rng.choice(unos or plays or legal)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
            await self.closed.wait()

    def events(self) -> list[dict]:
        return [e for m in self.log if m["type"] == "events" for e in m["events"]]


async def play_until(clients: list[Client], done, timeout: float = 60.0) -> None:
    """Every client moves whenever its view says so, until ``done()``."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    moved: dict[int, tuple] = {}
    while not done():
        if loop.time() > end:
            raise AssertionError("the game did not get there in time")
        for c in clients:
            action = c.choice()
            key = (c.seq, action)
            if action is not None and moved.get(id(c)) != key:
                moved[id(c)] = key
                await c.act(action)
        await asyncio.sleep(0.005)


async def until_caught_up(clients: list[Client], table, timeout: float = TIMEOUT) -> None:
    """Until every client has heard the table's last entry (its seq is the table's)."""
    async def wait() -> None:
        while any(c.seq < table.seq for c in clients):
            await asyncio.sleep(0.01)
    await asyncio.wait_for(wait(), timeout)


def table_of(server: Server, client: Client):
    assert client.table is not None
    return server.tables[client.table]


def dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)
