"""The web page's server side without a browser: the page in six languages, HTTP answers,
the urgency of lines, and hostile page messages over a real socket on 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from urllib.request import urlopen

import pytest

from uno_access.i18n import LANGUAGES, Localizer
from uno_access.web.gateway import WebSession, page_language, render_page

websockets = pytest.importorskip("websockets")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_in_each_language(lang):
    page = render_page(lang)
    loc = Localizer(lang)
    assert f'<html lang="{lang}">' in page
    assert not re.search(r"\{\{[a-z0-9-]+\}\}", page)  # every placeholder filled
    assert f"<title>{loc.format('web-title')}</title>" in page
    # the language choice names every language in itself, this one selected
    for code in LANGUAGES:
        assert f'value="{code}"' in page
    assert f'<option value="{lang}" selected lang="{lang}">' in page
    strings = json.loads(re.search(r'<script type="application/json" id="strings">(.*?)</script>', page, re.S).group(1))
    assert strings["playable"] == loc.format("web-js-playable")
    assert set(strings["lost"]) == {"1", "2", "4", "8", "15"}


def test_page_language_from_the_address_or_the_browser():
    assert page_language("/?lang=pl", "it-IT,it;q=0.9") == "pl"
    assert page_language("/", "pt-BR,pt;q=0.9,en;q=0.5") == "pt"
    assert page_language("/?lang=xx", "fr-FR,de;q=0.5") == "en"


@pytest.mark.parametrize("msg_id, args, urgent", [
    ("ev-turn", {"you": "yes"}, True),
    ("ev-turn", {"you": "no"}, False),
    ("game-prompt-challenge", {"you": "no"}, True),
    ("ev-draw-draw_four", {"you": "yes"}, True),
    ("ev-draw-draw_four", {"you": "no"}, False),
    ("ev-uno-missed", {"you": "no"}, True),   # someone else forgot: a chance to catch
    ("ev-uno-missed", {"you": "yes"}, False),
    ("ev-play", {"you": "no"}, False),
])
def test_only_three_kinds_of_line_are_urgent(msg_id, args, urgent):
    assert WebSession.classify(msg_id, args) == ("game", urgent)
    assert WebSession.classify("online-chat", {}) == ("chat", False)
    assert WebSession.classify("online-error-too_fast", {}) == ("system", False)


@contextlib.asynccontextmanager
async def web_server():
    """A game server with the page mounted, on 127.0.0.1 port 0: (server, port)."""
    from websockets.asyncio.server import serve

    from uno_access.online.server import Server
    from uno_access.online.store import TableStore
    from uno_access.web.gateway import mount

    store = TableStore(None)
    server = Server(store, Localizer("en"), pace=0.0)
    handler, web = mount(server)
    ws_server = await serve(handler, "127.0.0.1", 0, max_size=65536, **web)
    try:
        yield server, ws_server.sockets[0].getsockname()[1]
    finally:
        await server.shutdown()
        ws_server.close()
        await ws_server.wait_closed()
        store.close()


async def _lines(ws, count, timeout=10.0):
    """The next ``count`` rendered lines sent to the page (other messages skipped)."""
    out = []
    while len(out) < count:
        msg = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        if msg["type"] == "line":
            out.append(msg)
    return out


def test_hostile_page_messages_get_one_line_each_and_the_connection_stays():
    from websockets.asyncio.client import connect

    async def main():
        async with web_server() as (server, port), connect(f"ws://127.0.0.1:{port}/web") as ws:
                await ws.send(json.dumps({"type": "line", "text": "help"}))  # before hello
                first = await _lines(ws, 1)
                assert first[0]["text"] == Localizer("en").format("online-error-hello_first")
                await ws.send(json.dumps({"type": "hello", "name": "Ola\x1b[2J", "lang": "pl"}))
                hello = await _lines(ws, 1)
                assert hello[0]["text"].startswith("Połączono z") and "\x1b" not in hello[0]["text"]
                bad = Localizer("pl").format("web-bad-message")
                for raw in ("not json", "[]", json.dumps({"type": "nope"}), "x" * 5000,
                            json.dumps({"type": "send", "msg": {"type": "kick", "seat": 1}}),
                            json.dumps({"type": "send", "msg": {"type": "create", "seats": "four"}}),
                            json.dumps({"type": "ask", "what": "__class__"})):
                    await ws.send(raw)
                    line = await _lines(ws, 1)
                    assert line[0]["text"] == bad and line[0]["kind"] == "system", raw
                # still connected, still in Polish: a typed lobby word is answered
                await ws.send(json.dumps({"type": "line", "text": "stoły"}))
                answer = await _lines(ws, 1)
                assert answer[0]["text"] == Localizer("pl").format("web-tables-count", count=0)
                assert not server.tables  # nothing was created by the bad messages

    asyncio.run(main())


def test_http_answers_only_the_page_and_its_files():
    async def main():
        loop = asyncio.get_running_loop()

        def get(path):
            try:
                with urlopen(f"http://127.0.0.1:{port}{path}") as r:
                    return r.status, r.headers["Content-Type"], r.read()
            except Exception as exc:  # HTTPError carries the status
                return getattr(exc, "code", None), None, b""

        async with web_server() as (_server, port):
            status, kind, body = await loop.run_in_executor(None, get, "/?lang=ro")
            assert status == 200 and kind == "text/html; charset=utf-8" and b'lang="ro"' in body
            assert (await loop.run_in_executor(None, get, "/app.js"))[1] == "text/javascript; charset=utf-8"
            assert (await loop.run_in_executor(None, get, "/app.css"))[1] == "text/css; charset=utf-8"
            for path in ("/../pyproject.toml", "/static/index.html", "/gateway.py", "/favicon.ico"):
                assert (await loop.run_in_executor(None, get, path))[0] == 404, path

    asyncio.run(main())


def test_a_resume_token_the_server_does_not_know_is_forgotten_by_the_page():
    from websockets.asyncio.client import connect

    async def main():
        async with web_server() as (_server, port), connect(f"ws://127.0.0.1:{port}/web") as ws:
            await ws.send(json.dumps({"type": "hello", "name": "Ana", "lang": "hr", "token": "x" * 32, "last_seq": 4}))
            seen = []
            while not any(m["type"] == "line" and m["text"] == Localizer("hr").format("online-error-bad_token")
                          for m in seen):
                seen.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
            assert {"type": "token", "token": None} in seen

    asyncio.run(main())


def test_the_keys_on_the_page_are_the_keys_in_the_readme_and_the_script():
    """Alt+Shift+1..9: listed on the page (every language) and in the README, handled by the
    script; none is a screen reader's key (NVDA and JAWS use Insert or Caps Lock, VoiceOver
    Control+Option, and their browse modes use keys without Alt)."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    readme = set(re.findall(r"^\| (Alt\+Shift\+\d) \|", (root / "README.md").read_text(encoding="utf-8"), re.MULTILINE))
    script = (root / "uno_access" / "web" / "static" / "app.js").read_text(encoding="utf-8")
    handled = {f"Alt+Shift+{d}" for d in re.findall(r"Digit(\d)", script)}
    for lang in LANGUAGES:
        page = set(re.findall(r"<kbd>(Alt\+Shift\+\d)</kbd>", render_page(lang)))
        assert page == readme == handled == {f"Alt+Shift+{d}" for d in range(1, 10)}, lang
    assert "e.ctrlKey || e.metaKey" in script  # Control+Option (VoiceOver) and Insert combos pass through


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tables_rules_are_named_in_the_players_words(lang):
    """The lobby's list and the table's description say "regole italiane", not the preset's code."""
    from uno_access.narration.presenter import preset_name

    loc = Localizer(lang)
    for code in ("official", "it", "ro"):
        text = loc.format("online-table", table="AB12", rules=preset_name(loc, code), house="", any="no", seats="-",
                          private="no")
        assert loc.format("game-preset", preset=code) in text
        assert lang == "en" or code not in text.split(), text
    assert preset_name(loc, "nonsense\x1b[2J") == "nonsense"  # an unknown code as sent, cleaned
