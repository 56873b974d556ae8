"""Every kind of event a player can hear, as the page's live regions say it, in a real Chromium.

A game server with the page runs in this process (a thread with its own event loop) so the
test can drive it: the match is dealt from a stacked deck (the engine's ``deck``), the other
player's moves are applied by the server itself, and the browser player (in Brazilian
Portuguese) answers with the keyboard only.  The log must then hold, one element each and in
order, every line the presenter renders for that seat from the events the server stored;
the assertive region must say exactly your turns, the Wild Draw Fours against you and the
missed UNO you can catch, once each; and no two lines may land in the log at once.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import Counter

import pytest

from tests.test_web import (
    ARGS,
    CHROMIUM,
    WAIT,
    _need_browser,
    command,
    create_by_form,
    expect,
    key,
    sign_in,
    word,
)
from uno_access.engine import Game, event_from_dict
from uno_access.engine.cards import DECK_COUNTS
from uno_access.i18n import Localizer
from uno_access.narration.presenter import Narration, Presenter

pytestmark = pytest.mark.system

LANG = "pt"
# seat 0 (Ana, the browser) and seat 1 (Bea) are dealt alternately; then the start card; then
# the draw pile in the order the script below takes it
ANA = ["r7x", "g2x", "y3x", "g8x", "y6x", "r1x", "g3x"]
BEA = ["rsk", "rrv", "rd2", "wld", "dr4", "dr4", "g7x"]
PILE = ["r5x",                                      # the start card
        "y9x", "g9x",                               # Bea's Draw Two: Ana draws two
        "y1x",                                      # Ana draws, cannot play it: the turn passes
        "y2x", "y4x", "y5x", "y7x", "y8x", "g1x",   # Ana's challenge fails: she draws six
        "r2x", "r3x",                               # Bea's missed UNO is caught: she draws two
        "g4x", "g5x", "g6x", "y0x"]                 # Ana accepts the second Wild Draw Four
HEAD = [c for pair in zip(ANA, BEA) for c in pair] + PILE
DECK = HEAD + sorted((Counter(DECK_COUNTS) - Counter(HEAD)).elements())

RECORDER = """
window.__batches = []; window.__alerts = [];
document.addEventListener("DOMContentLoaded", function () {
  new MutationObserver(function (records) {
    const added = [];
    records.forEach(function (r) { r.addedNodes.forEach(function (n) { added.push(n.textContent); }); });
    if (added.length) window.__batches.push(added);
  }).observe(document.getElementById("log"), { childList: true });
  const alert = document.getElementById("alert");
  new MutationObserver(function () {
    if (alert.textContent) window.__alerts.push(alert.textContent);
  }).observe(alert, { childList: true, characterData: true, subtree: true });
});
"""


class LiveServer:
    """``Server`` with the page mounted, on 127.0.0.1 port 0, in a thread; ``call(fn)`` runs
    ``fn()`` on its loop and returns the result."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.sockets: list = []
        # made on the server's own loop, as a server running there makes them
        self.store, self.server, self.ws_server = asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(10)
        self.port = self.ws_server.sockets[0].getsockname()[1]

    async def _start(self) -> tuple:
        from websockets.asyncio.server import serve

        from uno_access.online.server import Server
        from uno_access.online.store import TableStore
        from uno_access.web import gateway

        store = TableStore(None)
        server = Server(store, Localizer("en"), pace=0.02)
        handler, web = gateway.mount(server)

        async def route(ws):  # every page socket is kept, so the test can cut one
            if ws.request.path.startswith(gateway.WEB_PATH):
                self.sockets.append(ws)
            await handler(ws)

        return store, server, await serve(route, "127.0.0.1", 0, max_size=65536, **web)

    def call(self, fn):
        async def run():
            return fn()

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    def until(self, fn, what: str) -> None:
        end = time.monotonic() + WAIT / 1000
        while not self.call(fn):
            if time.monotonic() > end:
                raise AssertionError(f"the server never reached: {what}")
            time.sleep(0.02)

    def stop(self) -> None:
        async def down():
            await self.server.shutdown()
            self.ws_server.close()
            await self.ws_server.wait_closed()

        asyncio.run_coroutine_threadsafe(down(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.store.close()


def stacked_game(players, rules, seed):
    """The server's ``Game`` with this module's deck, Bea dealing (so Ana plays first)."""
    return Game(players=players, rules=rules, seed=seed, deck=DECK, dealer=1)


def reference_lines(entries: list[tuple], loc: Localizer, skip: set[int]) -> list[Narration]:
    """What seat 0 must hear of the stored entries, rendered by a presenter of its own (the
    console's reordering aside: a challenge is said before the hand it lets be seen)."""
    presenter = Presenter(loc, 2, humans=(0,))
    presenter.name_seats(["Ana", "Bea"])
    out: list[Narration] = []
    for seq, kind, body, events in entries:
        if seq in skip:
            continue
        if kind in ("start", "action"):
            for i in range(len(events) - 1):
                if events[i]["type"] == "hand_shown" and events[i + 1]["type"] == "challenge":
                    events[i], events[i + 1] = events[i + 1], events[i]
            for e in events:
                out += [n for n in presenter.narrate(event_from_dict(e)) if n.text()]
        elif kind == "chat":
            args = {"name": body["name"], "text": body["text"], "scope": "table"}
            out.append(Narration("online-chat", args, None, loc))
        else:
            out.append(Narration(f"online-notice-{body['msg']}", {"kind": "game", **body.get("args", {})}, None, loc))
    return out


def in_order(expected: list[str], shown: list[str]) -> list[str]:
    """The expected lines not found, in order, each as a whole element of ``shown``."""
    it = iter(shown)
    return [line for line in expected if not any(line == s for s in it)]


@pytest.fixture(scope="module")
def live():
    _need_browser()
    import uno_access.online.server as server_module

    original = server_module.Game
    server_module.Game = stacked_game
    srv = LiveServer()
    yield srv
    srv.stop()
    server_module.Game = original


def test_every_kind_of_event_reaches_the_log_and_the_assertive_region(live):
    from playwright.sync_api import sync_playwright

    loc = Localizer(LANG)
    url = f"http://127.0.0.1:{live.port}/"
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            ana_context, bea_context = chromium.new_context(), chromium.new_context()
            ana_context.add_init_script(RECORDER)
            ana, bea = ana_context.new_page(), bea_context.new_page()
            ana.errors = []
            ana.on("pageerror", lambda e: ana.errors.append(str(e)))
            ana.goto(url + f"?lang={LANG}")
            bea.goto(url + "?lang=en")
            _play_the_script(live, ana, bea, loc, url)
            _check_the_regions(live, ana, loc)
            assert ana.errors == []
        finally:
            chromium.close()


def _table(live):
    return next(iter(live.server.tables.values()))


def _bea(live, *moves: str) -> None:
    """Bea's moves, applied by the server one after another (one burst for the page)."""
    from uno_access.engine.actions import Action

    def run():
        table = _table(live)
        for move in moves:
            assert table.apply(Action.parse(1, move), None, None), move

    live.call(run)


def _my_turn(page, phase: str = "play") -> None:
    expect()(page.locator("#table")).to_have_attribute("data-yours", "yes", timeout=WAIT)
    expect()(page.locator("#table")).to_have_attribute("data-phase", phase, timeout=WAIT)


def _play_card(live, page, code: str) -> None:
    """Alt+Shift+7 to the hand, arrows down to the card, Enter; then the server has it."""
    labels = page.locator("#hand button").all_inner_texts()
    index = next(i for i, t in enumerate(labels) if t.split(", ")[1] == code)
    key(page, 7)
    for _ in range(index):
        page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.closest('#hand li').dataset.code") == code
    page.keyboard.press("Enter")
    live.until(lambda: _table(live).game.current == 1, f"Ana played {code}")


def _wait_line(page, text: str) -> None:
    expect()(page.locator("#log p", has_text=text).last).to_have_text(text, timeout=WAIT)


def _play_the_script(live, ana, bea, loc, url) -> None:
    sign_in(ana, "Ana")
    create_by_form(ana, 2, 0, "target=50")
    code = _table(live).id
    live.call(lambda: _table(live).settings.update(grace=3))  # a short grace, for the stand-in
    sign_in(bea, "Bea")
    bea.locator("#code").fill(code)
    bea.locator("#code").press("Enter")
    live.until(lambda: _table(live).seats[1].kind == "human", "Bea sat down")
    ana.locator("#start").press("Enter")
    _my_turn(ana)
    # chat from the other player's page
    bea.locator("#say").fill("boa sorte")
    bea.locator("#say").press("Enter")
    _wait_line(ana, loc.format("online-chat", name="Bea", text="boa sorte", scope="table"))
    _play_card(live, ana, "r7x")
    # a burst: skip, reverse, draw two, wild and its colour, one right after the other
    _bea(live, "play rsk", "play rrv", "play rd2", "play wld b")
    _my_turn(ana)
    # Bea's page goes away: she is absent, a computer stands in, she comes back
    bea.goto("about:blank")
    _wait_line(ana, loc.format("online-notice-stand-in", name="Bea", kind="game"))
    bea.goto(url + "?lang=en")
    _wait_line(ana, loc.format("online-notice-back", name="Bea", bot="yes", kind="game"))
    live.call(lambda: _table(live).settings.update(grace=120))  # Ana's seat waits for her, however slow the machine
    # Ana's own socket is cut: the page says so, reconnects and takes the seat back
    live.call(lambda: live.sockets[0].transport.abort())
    _wait_line(ana, ana.evaluate("JSON.parse(document.getElementById('strings').textContent).lost['1']"))
    _wait_line(ana, loc.format("web-js-reconnected"))
    expect()(ana.locator("#log")).to_contain_text(loc.format("online-resumed", count=0).split(".")[0], timeout=WAIT)
    _my_turn(ana)
    command(ana, word(LANG, "draw"))  # y1x cannot be played on blue: the turn passes
    live.until(lambda: _table(live).game.current == 1, "Ana drew")
    _bea(live, "play dr4 y")
    _my_turn(ana, "challenge")
    command(ana, word(LANG, "challenge"))  # Bea held no blue card: the challenge fails
    live.until(lambda: _table(live).game.current == 1, "Ana challenged")
    _bea(live, "play dr4 r")  # her last-but-one card, and no UNO call
    _my_turn(ana, "challenge")
    _wait_line(ana, Narration("ev-uno-missed", {"name": "Bea", "you": "no"}, None, loc).text())
    command(ana, word(LANG, "catch"))
    live.until(lambda: _table(live).game.uno_open is None and len(_table(live).game.hands[1]) == 3, "caught")
    command(ana, word(LANG, "accept"))
    live.until(lambda: _table(live).game.current == 1, "Ana accepted")
    _bea(live, "play r2x")
    _my_turn(ana)
    _play_card(live, ana, "r1x")
    _bea(live, "play r3x uno")
    _my_turn(ana)
    _play_card(live, ana, "g3x")
    _bea(live, "play g7x")
    expect()(ana.locator("#table")).to_have_attribute("data-phase", "over", timeout=WAIT)
    _wait_line(ana, loc.format("console-match-over"))


def _check_the_regions(live, ana, loc) -> None:
    def stored():
        table = _table(live)
        return [(e.seq, e.kind, dict(e.body), [dict(d) for d in e.visible_to(0)] if e.kind in ("start", "action")
                 else None) for e in table.entries]

    entries = live.call(stored)
    # the notices of Ana's own absence were stored while her page was away: they are not sent to her,
    # nor counted as missed (nothing else happened meanwhile); the table hears that she is back, she
    # hears "Back at the table" instead
    skip = {seq for seq, kind, body, _ in entries if kind == "notice" and body["msg"] in ("absent", "waiting")
            and body["args"].get("name") == "Ana"}
    assert skip, "the table heard that Ana lost the connection"
    own_back = {seq for seq, kind, body, _ in entries if kind == "notice" and body["msg"] == "back"
                and body["args"].get("name") == "Ana"}
    assert own_back, "Ana's page was cut and came back"
    narrations = reference_lines(entries, loc, skip | own_back)
    assert loc.format("online-notice-back", name="Ana", bot="no", kind="game") not in ana.locator("#log p").all_inner_texts()
    expected = [n.text() for n in narrations]
    shown = ana.locator("#log p").all_inner_texts()
    assert not in_order(expected, shown), (in_order(expected, shown), shown)
    # every kind the issue names was heard (so the script above did what it says)
    ids = {e["type"] for _, kind, _, events in entries if events for e in events}
    assert {"play", "draw", "skip", "reverse", "color", "challenge", "hand_shown", "uno", "uno_caught",
            "hand_end", "match_end", "turn"} <= ids
    reasons = {e.get("reason") for _, _, _, events in entries if events for e in events if e["type"] == "draw"}
    assert {"turn", "draw_two", "draw_four", "challenge", "uno"} <= reasons
    notices = {body["msg"] for _, kind, body, _ in entries if kind == "notice"}
    assert {"joined", "absent", "stand-in", "back"} <= notices
    assert any(kind == "chat" for _, kind, _, _ in entries)
    for msg_id, args in (("web-js-reconnected", {}), ("online-resumed", {"count": 0})):
        assert loc.format(msg_id, **args) in shown, msg_id
    # one element per line, each added on its own (a burst is queued, never written at once)
    batches = ana.evaluate("window.__batches")
    assert all(len(b) == 1 for b in batches), [b for b in batches if len(b) != 1]
    assert [b[0] for b in batches] == shown
    # the assertive region said exactly: your turns, the Wild Draw Fours against you, the
    # missed UNO you could catch; once each, and each of them is in the polite log too
    urgent = {n.text(): {"ev-turn": "turn", "ev-draw-draw_four": "draw-four"}[n.msg_id] for n in narrations
              if n.msg_id in ("ev-turn", "ev-draw-draw_four") and n.args.get("you") == "yes"}
    urgent[loc.format("game-prompt-challenge", name="Bea", you="no")] = "challenge"
    urgent[Narration("ev-uno-missed", {"name": "Bea", "you": "no"}, None, loc).text()] = "uno-missed"
    alerts = ana.evaluate("window.__alerts")
    assert alerts == ana.locator("#log p.urgent").all_inner_texts()
    # every line of those kinds, in the log's order; a challenge prompt said again for the same
    # card (after the catch) stays polite
    plays = {n.text() for n in narrations if n.msg_id == "ev-play"}
    wanted, told = [], False
    for line in shown:
        told = told and line not in plays
        if urgent.get(line) in ("turn", "draw-four", "uno-missed") or (urgent.get(line) == "challenge" and not told):
            wanted.append(line)
            told = told or urgent[line] == "challenge"
    assert alerts == wanted, (alerts, wanted)
    said = Counter(urgent[t] for t in alerts)
    turns = sum(1 for n in narrations if n.msg_id == "ev-turn" and n.args.get("you") == "yes")
    assert said == {"turn": turns, "challenge": 2, "draw-four": 1, "uno-missed": 1}, said
    assert sum(1 for t in shown if urgent.get(t) == "challenge") == 3  # two Wild Draw Fours, one prompt repeated
