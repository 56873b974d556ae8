"""The web page of ``uno-access serve``: the files, and one console session per browser.

The page is thin.  Each browser connection (a WebSocket on ``/web``) gets a ``WebSession``
here, in the server process: the console client's ``NetSession`` (the same presenter,
command parser, card names and on-demand answers as local play) in the browser player's
language, talking to the game server through an in-process connection (``Pipe``) that
goes through the server's own ``handler``, so its limits, validation and redaction are
the same as for any client.  The page sends typed lines (``line``), keys (``ask``), hand
buttons (``play``) and lobby forms (``send``: a protocol message from a short list); it
receives rendered lines (``line``: text, kind game/chat/system, urgent or not), the hand
as data (position, name, code, playable) and the table's state (``state``), the lobby's
tables (``tables``) and the resume token (``token``).

Plain HTTP on the same port (``process_request``): ``/`` is ``static/index.html`` with
its words filled in from ``locales/<lang>/web.ftl``, ``/app.js`` and ``/app.css`` the
page's code.  Nothing else is served and the page asks for nothing elsewhere.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
import time
from functools import cache
from http import HTTPStatus
from importlib import resources

from uno_access.commands import normalize
from uno_access.console.session import Outcome
from uno_access.engine import EventType, Phase
from uno_access.i18n import LANGUAGES, Localizer, MissingMessage, normalize_language
from uno_access.narration.cardnames import card_name, color_name
from uno_access.narration.presenter import preset_name
from uno_access.online import protocol as p
from uno_access.online.client import NetSession, OnlineClient, house_args, seat_name
from uno_access.online.server import Bucket
from uno_access.storage.settings import Settings

WEB_PATH = "/web"
FILES = {"/app.js": ("app.js", "text/javascript; charset=utf-8"),
         "/app.css": ("app.css", "text/css; charset=utf-8")}
#: protocol messages the page may send as they are (its lobby and table forms)
PAGE_SENDS = ("list", "create", "join", "spectate", "leave", "start", "add_bot", "remove_bot", "say", "who")
#: the on-demand answers of the page's keys: the console command of the same name
ASKS = ("hand", "top", "turn", "counts", "scores", "repeat", "history", "help", "draw", "pass", "uno", "catch",
        "challenge", "accept", "color-r", "color-y", "color-g", "color-b")
#: the page's reconnect waits (seconds), each said in words by ``web-js-lost``
BACKOFF = (1, 2, 4, 8, 15)
#: lines said assertively: your turn, a Wild Draw Four against you, a missed UNO to catch
URGENT = {"ev-turn": "you", "game-prompt-challenge": None, "ev-draw-draw_four": "you", "ev-uno-missed": "other"}
#: a page message bigger than this, or faster than this many a second, is refused
PAGE_MESSAGE, PAGE_RATE = 2048, 10.0
_PLACEHOLDER = re.compile(r"\{\{([a-z0-9-]+)\}\}")
_HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
            "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
                                       "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"}


@cache
def _static(name: str) -> str:
    return (resources.files("uno_access.web") / "static" / name).read_text(encoding="utf-8")


def page_language(path: str, accept: str | None) -> str:
    """``?lang=xx`` when it names one of the six languages, else the browser's first one, else English."""
    query = path.partition("?")[2]
    for part in query.split("&"):
        key, _, value = part.partition("=")
        if key == "lang" and normalize_language(value):
            return normalize_language(value) or "en"
    for item in (accept or "").split(","):
        lang = normalize_language(item.split(";")[0].strip())
        if lang:
            return lang
    return "en"


def page_strings(loc: Localizer) -> dict[str, object]:
    """The words the page's script needs (``web-js-*``), by their short names."""
    out: dict[str, object] = {}
    for name in ("connecting", "connected", "reconnected", "cannot", "playable", "join", "watch",
                 "speech-on", "speech-off", "no-tables", "closed"):
        out[name] = loc.format(f"web-js-{name}")
    out["lost"] = {str(n): loc.format("web-js-lost", seconds=n) for n in BACKOFF}
    # the sliders' values in words (aria-valuetext and the number shown), keyed as the page reads them
    out["rate"] = {f"{v / 10:g}": loc.format("web-js-rate-value", rate=v / 10) for v in range(5, 31)}
    out["volume"] = {f"{v / 10:g}": loc.format("web-js-volume-value", percent=v * 10) for v in range(11)}
    return out


@cache
def render_page(lang: str) -> str:
    """``index.html`` in ``lang``: every ``{{web-...}}`` replaced by its escaped message (made
    once per language: the page is the same for everyone)."""
    loc = Localizer(lang)
    template = _static("index.html")

    def fill(match: re.Match) -> str:
        key = match.group(1)
        if key == "lang":
            return lang
        if key == "strings":
            return json.dumps(page_strings(loc), ensure_ascii=False).replace("<", "\\u003c")
        if key == "languages":
            return "".join(
                f'<option value="{code}"{" selected" if code == lang else ""} lang="{code}">'
                f"{html.escape(Localizer(code).format('web-language-self'))}</option>" for code in LANGUAGES)
        return html.escape(loc.format(key))

    return _PLACEHOLDER.sub(fill, template)


def process_request(connection, request):
    """Plain HTTP on the game server's port: the page and its two files; ``None`` lets a
    WebSocket handshake through."""
    from websockets.datastructures import Headers
    from websockets.http11 import Response

    if request.headers.get("Upgrade", "").lower() == "websocket":
        return None
    path = request.path.partition("?")[0]
    if path in ("/", "/index.html"):
        lang = page_language(request.path, request.headers.get("Accept-Language"))
        body, kind = render_page(lang), "text/html; charset=utf-8"
        status = HTTPStatus.OK
    elif path in FILES:
        name, kind = FILES[path]
        body, status = _static(name), HTTPStatus.OK
    else:
        body, kind, status = "404\n", "text/plain; charset=utf-8", HTTPStatus.NOT_FOUND
    data = body.encode("utf-8")
    headers = Headers([("Content-Type", kind), ("Content-Length", str(len(data))), *_HEADERS.items()])
    return Response(status.value, status.phrase, headers, data)


# ---------------------------------------------------------------------- the session
class WebSession(NetSession):
    """A ``NetSession`` whose lines go to a page, each tagged with its kind and urgency."""

    def __init__(self, loc: Localizer, push) -> None:
        self.push = push
        self.tag = ("system", False)
        self.quiet = False
        self.challenge_told: tuple | None = None  # (match, plays) whose challenge prompt was said assertively
        super().__init__(loc, Settings(), self._line, lambda *a, **k: None, scripted=False)

    def say(self, narrations) -> None:
        for n in narrations:
            self.tag = self.classify(n.msg_id, n.args)
            if n.msg_id == "game-prompt-challenge" and self.tag[1]:
                # said again after a catch or a refused command: assertive only the first time
                told = (self.game, sum(1 for e in self.game.events if e.type == EventType.PLAY))
                if told == self.challenge_told:
                    self.tag = (self.tag[0], False)
                self.challenge_told = told
            if n.msg_id != "online-token":  # the page keeps the token; it is not read out
                super().say([n])
        self.tag = ("system", False)

    def chat(self, text: str) -> None:  # the console's chat channel: a chat line on the page
        self.tag = ("chat", False)
        try:
            super().chat(text)
        finally:
            self.tag = ("system", False)

    @staticmethod
    def classify(msg_id: str, args) -> tuple[str, bool]:
        kind = "chat" if msg_id == "online-chat" else ("game" if msg_id.startswith(("ev-", "game-")) else "system")
        who = URGENT.get(msg_id, False)
        urgent = msg_id in URGENT and (who is None or (args.get("you") == "yes") == (who == "you"))
        return kind, urgent

    def _line(self, shown: str, spoken: str) -> None:
        if not self.quiet:
            kind, urgent = self.tag
            self.push({"type": "line", "text": shown, "kind": kind, "urgent": urgent, "seq": self.last_seq})

    # the page has its own settings (speech, rate, volume); nothing is written on the server
    def _cmd_settings(self, cmd) -> None:
        self.tell("web-settings-here")

    _cmd_set = _cmd_settings

    def _cmd_quit(self, cmd) -> Outcome | None:
        if self.table is not None:
            self.send("leave")
        else:
            self.tell("web-quit-lobby")
        return None

    # ------------------------------------------------------------ what the page shows
    def hand(self) -> list[dict]:
        view = self.game.view
        if view is None or self.seat is None:
            return []
        playable = set(self.presenter.playable(view))
        return [{"code": c.code, "name": card_name(self.loc, c), "playable": c in playable} for c in view.hand]

    def wants_color(self) -> bool:
        """A wild was named without its colour, or the rules ask for one now."""
        view = self.game.view
        mine = view is not None and self.seat is not None and view.current == self.seat and view.phase == Phase.COLOR
        return self.pending_wild is not None or mine

    def state(self) -> dict:
        info = self.table or {}
        view = self.game.view
        mode = "lobby" if self.table is None else ("spectator" if self.seat is None else "seated")
        seats = []
        for s in info.get("seats", []):
            name = p.clean_text(s.get("name", ""), p.NAME_LENGTH)
            if s.get("kind") == "open":
                seats.append(self.loc.format("online-seat-open", seat=s["seat"] + 1))
            else:
                seats.append(self.loc.format("online-seat-item", seat=s["seat"] + 1, name=name,
                                             kind=s.get("kind", "human"), host="yes" if s.get("host") else "no"))
        status = {}
        if view is not None:
            obs = self.observation()
            status = {"top": self.presenter.top(obs).text(), "turn": self.presenter.turn(obs).text()
                      if obs.phase != Phase.OVER else self.loc.format("game-over"),
                      "counts": self.presenter.counts(obs).text(),
                      "scores": " ".join(n.text() for n in self.presenter.scores(obs))}
        host = info.get("seats") and self.seat is not None and any(
            s.get("host") and s.get("seat") == self.seat for s in info["seats"])
        table = p.clean_text(info.get("table", ""), 16)
        invite = p.clean_text(info.get("invite") or "", 16)
        hand = self.hand()
        return {"type": "state", "mode": mode, "table": table,
                "table_text": self.loc.format("web-table-name", table=table, invite=invite or "none",
                                              private="yes" if info.get("private") else "no",
                                              watching="yes" if mode == "spectator" else "no") if table else "",
                "hand_title": self.loc.format("web-hand-title", count=len(hand)),
                "tstate": info.get("state", ""), "host": bool(host), "seats": seats, "status": status,
                "hand": hand, "phase": view.phase if view is not None else "",
                "colors": [{"code": c, "name": color_name(self.loc, c)} for c in "rygb"] if self.wants_color() else [],
                "yours": bool(view is not None and self.seat is not None and view.current == self.seat),
                "over": bool(view is not None and view.phase == Phase.OVER)}


class Pipe:
    """The server's side of an in-process connection: what ``Server.handler`` reads and writes."""

    def __init__(self, deliver, closed) -> None:
        self.inbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.deliver, self.closed = deliver, closed

    def __aiter__(self):
        return self

    async def __anext__(self) -> str:
        raw = await self.inbox.get()
        if raw is None:
            raise StopAsyncIteration
        return raw

    async def send(self, text: str) -> None:
        self.deliver(text)

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.closed(code, reason)


class WebClient(OnlineClient):
    """One browser: its page socket, its ``WebSession``, its pipe to the game server."""

    session: WebSession

    def __init__(self, server, ws) -> None:
        self.server, self.page = server, ws
        self.out: asyncio.Queue[str | None] = asyncio.Queue()
        self.pipe = Pipe(self.receive, self._server_closed)
        self.resume_after: int | None = None
        self.missed = 0
        self.last_tables: list = []
        session = WebSession(Localizer("en"), self.push)
        super().__init__(WEB_PATH, "", "en", session)
        self.url = ""

    # -------------------------------------------------------------- to the page
    def push(self, message: dict) -> None:
        self.out.put_nowait(json.dumps(message, ensure_ascii=False, separators=(",", ":")))

    def send(self, kind: str, **fields) -> None:  # to the game server, through its handler
        self.pipe.inbox.put_nowait(p.encode(kind, **fields))

    def _server_closed(self, code: int, reason: str) -> None:
        self.push({"type": "closed", "reason": reason or "other"})
        self.out.put_nowait(None)

    def receive(self, raw) -> None:
        s = self.session
        kind = json.loads(raw).get("type") if isinstance(raw, str) else None
        if s.quiet:  # rebuilding the table from its history after a reconnect
            seq = json.loads(raw).get("seq", 0)
            if kind in ("events", "chat", "notice") and seq > (self.resume_after or 0):
                self.missed += 1
            if kind in ("resumed", "error", "bye"):
                s.quiet = False
        before = json.dumps(s.state())
        super().receive(raw)
        state = s.state()
        if json.dumps(state) != before or kind in ("events", "view", "table", "joined", "left"):
            self.push(state)

    def on_resumed(self, msg) -> None:
        self.session.summary(self.missed if self.resume_after is not None else int(msg["missed"]))
        self.resume_after = None

    def on_tables(self, msg) -> None:
        loc = self.session.loc
        tables = []
        for t in msg["tables"][:50]:
            names = [seat_name(loc, s) for s in t["seats"] if s["kind"] != "open"]
            text = loc.format("online-table-item", table=p.clean_text(t["table"], 16),
                              rules=preset_name(loc, t["rules"]), **house_args(t),
                              free=int(t["free"]), seats=len(t["seats"]), state=p.clean_text(t["state"], 10),
                              names=loc.join(names) or "-")
            tables.append({"table": p.clean_text(t["table"], 16), "text": text, "open": t["state"] == "waiting"
                           and int(t["free"]) > 0})
        self.push({"type": "tables", "tables": tables})
        self.tell("web-tables-count", count=len(tables))

    def on_joined(self, msg) -> None:
        super().on_joined(msg)
        if msg.get("token"):
            self.push({"type": "token", "token": self.token})

    def on_left(self, msg) -> None:
        super().on_left(msg)
        self.push({"type": "token", "token": None})

    def on_error(self, msg) -> None:
        if msg["code"] == "bad_token":  # the seat is gone (removed, or another server): forget it
            self.token, self.resume_after = None, None
            self.push({"type": "token", "token": None})
        super().on_error(msg)

    # -------------------------------------------------------------- from the page
    def hello(self, msg: dict) -> None:
        lang = normalize_language(str(msg.get("lang") or "")) or "en"
        name = p.clean_text(str(msg.get("name") or ""), p.NAME_LENGTH)
        s = self.session
        if lang != s.loc.lang:
            s.settings = s.settings.set("language", lang)
            s.apply_setting("language")
        if not name:
            s.tell("online-error-bad_name")
            return
        self.name = name
        hello: dict[str, object] = {"name": name, "lang": lang, "client": "uno-access web"}
        token = msg.get("token")
        if isinstance(token, str) and token:
            self.token = token[:p.TOKEN_LENGTH]
            last = msg.get("last_seq")
            self.resume_after = last if isinstance(last, int) and not isinstance(last, bool) and last >= 0 else 0
            self.missed = 0
            s.quiet = True
            hello.update(token=self.token, last_seq=0)  # the whole table again, to rebuild the session
        self.send("hello", **hello)

    def handle(self, msg: dict) -> None:
        s = self.session
        kind = msg.get("type")
        if kind == "hello" and not self.name:
            self.hello(msg)
        elif not self.name:
            s.tell("online-error-hello_first")
        elif kind == "line" and isinstance(msg.get("text"), str):
            self._line(msg["text"][:400])
        elif kind == "ask" and msg.get("what") in ASKS:
            word = s.loc.format(f"cmd-words-{msg['what']}").split(",")[0].strip()
            self._line(word)
        elif kind == "play" and isinstance(msg.get("code"), str):
            self._line(normalize(msg["code"])[:8])
        elif kind == "send" and isinstance(msg.get("msg"), dict) and msg["msg"].get("type") in PAGE_SENDS:
            try:
                checked = p.check({**msg["msg"], "v": p.VERSION}, p.CLIENT_MESSAGES)
            except p.ProtocolError:
                s.tell("web-bad-message")
                return
            fields = {k: v for k, v in checked.items() if k not in ("v", "type", "seq")}
            self.send(checked["type"], **fields)
        else:
            s.tell("web-bad-message")
        self.push(s.state())

    def _line(self, text: str) -> None:
        s = self.session
        s.handle_line(p.clean_text(text, 400))


class Gateway:
    """The page's WebSocket endpoint (``/web``) of one game server."""

    def __init__(self, server) -> None:
        self.server = server

    async def handle(self, ws) -> None:
        client = WebClient(self.server, ws)
        host = ws.request.headers.get("Host", "") if getattr(ws, "request", None) else ""
        client.url = p.clean_text(host, 80)
        served = asyncio.create_task(self.server.handler(client.pipe))
        writer = asyncio.create_task(self._writer(client, ws))
        bucket = Bucket(PAGE_RATE, PAGE_RATE * 2, time.monotonic)
        try:
            async for raw in ws:
                if bucket.take() > 0:
                    client.session.tell("online-error-too_fast")
                    continue
                if not isinstance(raw, str) or len(raw) > PAGE_MESSAGE:
                    client.session.tell("web-bad-message")
                    continue
                try:
                    msg = json.loads(raw)
                except ValueError:
                    msg = None
                if not isinstance(msg, dict):
                    client.session.tell("web-bad-message")
                    continue
                try:
                    client.handle(msg)
                except (MissingMessage, KeyError, TypeError, ValueError):
                    client.session.tell("web-bad-message")
        except Exception:
            pass
        finally:
            client.pipe.inbox.put_nowait(None)  # the game server sees the connection end
            try:
                await asyncio.wait_for(served, 3)
            except (TimeoutError, Exception):
                served.cancel()
            client.out.put_nowait(None)
            writer.cancel()

    @staticmethod
    async def _writer(client: WebClient, ws) -> None:
        try:
            while True:
                text = await client.out.get()
                if text is None:
                    await ws.close(1000, "closed")
                    return
                await ws.send(text)
        except Exception:
            return


def mount(server) -> tuple:
    """The game server's handler with the page's endpoint added, and the HTTP hook for
    ``websockets.serve`` (``serve(handler, host, port, **options)``)."""
    gateway = Gateway(server)

    async def route(ws) -> None:
        path = ws.request.path.partition("?")[0] if getattr(ws, "request", None) else "/"
        if path == WEB_PATH:
            await gateway.handle(ws)
        else:
            await server.handler(ws)

    return route, {"process_request": process_request}
