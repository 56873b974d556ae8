"""The web page of ``uno-access serve`` in a real headless Chromium (Playwright), checked by axe-core.

One server process (``uno-access serve`` on 127.0.0.1, port 0) and one browser serve the
whole module.  The browser player uses the keyboard only: the page's keys, arrow keys in the
hand, Enter on a button, lines typed into the command box; never a mouse click.  A real
``uno-access join`` console client in a pseudo-terminal sits at the same table.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.request import Request, urlopen

import pytest

from tests.conftest import IN_CI, ROOT, require_tool
from uno_access.i18n import Localizer

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
WAIT = 20_000  # ms a line may take to arrive
#: the page says its lines one at a time, 150 ms apart (app.js GAP): when a whole hand of bots
#: and a console playing at machine speed ends, a few hundred of its lines may still be queued
BACKLOG = 400 * 150

pytestmark = pytest.mark.system


def _need_browser():
    require_tool("chromium")
    try:
        import axe_playwright_python  # noqa: F401
        import playwright.sync_api  # noqa: F401
    except ImportError as exc:
        reason = f"Playwright for Python or axe-playwright-python is not installed ({exc.name})"
        if IN_CI:
            pytest.fail(reason + "; CI must install the test extras")
        pytest.skip(reason)


def _env() -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    env.pop("CI", None)
    return env


class ServerProcess:
    """``uno-access serve`` as a child process; ``restart()`` kills it with SIGKILL and starts it again."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.port = 0
        self.proc = self._spawn()
        self._read_port()

    def start(self) -> None:
        self.proc = self._spawn()
        self._read_port()

    def _spawn(self) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-m", "uno_access", "serve", "--host", "127.0.0.1", "--port", str(self.port),
             "--db", str(self.db), "--pace", "0.02", "--lang", "en"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=_env(), cwd=ROOT)

    def _read_port(self) -> None:
        assert self.proc.stdout is not None
        lines, port = [], 0
        for _ in range(2):
            lines.append(self.proc.stdout.readline())
            found = re.search(r"http://127\.0\.0\.1:(\d+)/", lines[-1])
            if found:
                port = int(found.group(1))
        # a restart must come back on its own port (the page reconnects there), or say why not
        assert port and self.port in (0, port), f"the server is not serving on port {self.port}: {lines}"
        self.port = port

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def restart(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        for _ in range(100):  # the port is free again once the killed process is gone
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", self.port)) != 0:
                    break
            time.sleep(0.05)
        self.start()

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    _need_browser()
    srv = ServerProcess(tmp_path_factory.mktemp("web") / "tables.db")
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def browser(server):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page_of(browser, server):
    """``page_of(lang)``: a new page (its own storage) in ``lang``; every request it makes is kept."""
    contexts = []

    def make(lang: str = "en", init: str | None = None, **options):
        context = browser.new_context(**options)
        context.set_default_navigation_timeout(3 * WAIT)  # a loaded two-core machine loads a page slowly
        contexts.append(context)
        if init:
            context.add_init_script(init)
        page = context.new_page()
        page.requests = []
        page.errors = []
        page.on("request", lambda r: page.requests.append(r.url))
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        page.goto(f"{server.url}?lang={lang}")
        return page

    yield make
    for context in contexts:
        context.close()


# ------------------------------------------------------------------ page helpers
def expect():
    from playwright.sync_api import expect as _expect

    return _expect


def key(page, digit: int) -> None:
    page.keyboard.press(f"Alt+Shift+Digit{digit}")


def command(page, text: str) -> None:
    """Alt+Shift+8 to the command box, the line typed, Enter."""
    key(page, 8)
    assert page.evaluate("document.activeElement.id") == "command"
    page.keyboard.type(text)
    page.keyboard.press("Enter")


def sign_in(page, name: str) -> None:
    page.locator("#name").press_sequentially(name)
    page.locator("#name").press("Enter")
    expect()(page.locator("#lobby")).to_be_visible(timeout=WAIT)


def create_by_form(page, seats: int, bots: int, house: str = "") -> None:
    """The lobby's create form, filled and sent from the keyboard (Enter in its last field)."""
    page.locator("#c-seats").fill(str(seats))
    page.locator("#c-bots").fill(str(bots))
    page.locator("#c-house").fill(house)
    page.locator("#c-house").press("Enter")
    expect()(page.locator("#start")).to_be_visible(timeout=WAIT)


def log_text(page) -> str:
    return page.locator("#log").inner_text()


def wait_log(page, pattern: str, timeout: int = WAIT) -> None:
    expect()(page.locator("#log")).to_contain_text(re.compile(pattern), timeout=timeout)


def table_code(page) -> str:
    expect()(page.locator("#table-name")).to_contain_text("Table", timeout=WAIT)
    return page.locator("#table-name").inner_text().split()[1].strip(",")


def axe_violations(page) -> list:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG}})
    return [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results.response["violations"]]


def look(page, stage: str) -> None:
    """The page at 100% (1280 CSS pixels) and at 400% zoom (320 CSS pixels, WCAG's reflow
    width): no sideways scrolling, and no violation at 400% either.  With
    ``UNO_WEB_SCREENSHOTS=DIR`` each is saved as a PNG (and the high-contrast look too)."""
    shots = os.environ.get("UNO_WEB_SCREENSHOTS")
    lang = page.evaluate("document.documentElement.lang")
    for width, zoom in ((1280, 100), (320, 400)):
        page.set_viewport_size({"width": width, "height": 900})
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{overflow} pixels of sideways scrolling at {zoom}% ({stage}, {lang})"
        # the log still shows its newest line after the reflow
        page.wait_for_function("() => { const l = document.getElementById('log');"
                               " return l.scrollTop + l.clientHeight >= l.scrollHeight - 8; }", timeout=WAIT)
        if zoom == 400:
            assert axe_violations(page) == [], (stage, lang, zoom)
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(Path(shots) / f"{stage}-{lang}-{zoom}.png"), full_page=True)
            if stage == "table":
                page.emulate_media(forced_colors="active")
                page.screenshot(path=str(Path(shots) / f"{stage}-{lang}-{zoom}-forced.png"), full_page=True)
                page.emulate_media(forced_colors="none")
                page.evaluate("document.documentElement.classList.add('contrast')")
                page.screenshot(path=str(Path(shots) / f"{stage}-{lang}-{zoom}-contrast.png"), full_page=True)
                page.evaluate("document.documentElement.classList.remove('contrast')")
    page.set_viewport_size({"width": 1280, "height": 900})


def word(lang: str, name: str) -> str:
    return Localizer(lang).format(f"cmd-words-{name}").split(",")[0].strip()


def focused_card(page) -> str | None:
    return page.evaluate("(() => { const li = document.activeElement && document.activeElement.closest('#hand li');"
                         " return li ? li.dataset.key : null; })()")


def focus_place(page) -> str:
    """``card`` when the focus is on a card of the hand, else the focused element's id (or tag)."""
    return "card" if focused_card(page) is not None else page.evaluate(
        "document.activeElement.id || document.activeElement.tagName.toLowerCase()")


def labels_key(page, index: int, labels: list[str]) -> str | None:
    """The key of the hand's button at ``index`` if the hand still shows ``labels``."""
    return page.evaluate("(labels) => { const items = Array.from(document.querySelectorAll('#hand li'));"
                         " const same = items.length === labels.length && items.every((li, i) =>"
                         " li.firstElementChild.textContent === labels[i]);"
                         f" return same ? items[{index}].dataset.key : null; }}", labels)


def browser_move(page, lang: str) -> str | None:
    """One move of the browser player when the table says it is theirs, keyboard only."""
    table = page.locator("#table")
    if table.get_attribute("data-yours") != "yes":
        return None
    phase = table.get_attribute("data-phase")
    buttons = page.locator("#hand button")
    labels = buttons.all_inner_texts()
    playable = [i for i, t in enumerate(labels) if t.endswith(Localizer(lang).format("web-js-playable"))]
    if phase == "color" or page.locator("#colors").is_visible():
        command(page, word(lang, "color-r"))
        return "color"
    if phase == "challenge":
        command(page, word(lang, "accept"))
        return "accept"
    if phase not in ("play", "drawn"):
        return None
    if not playable:
        if phase == "drawn":
            command(page, word(lang, "pass"))
            return "pass"
        key(page, 7)          # to the hand, End to its last card, Tab to the Draw button
        page.keyboard.press("End")
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") != "draw":
            return None  # the hand changed under the keys (a new hand was dealt): look again
        page.keyboard.press("Enter")
        return "draw"
    index = playable[0]
    code = labels[index].split(", ")[1]
    wild = code in ("wld", "dr4")
    if len(labels) == 2:  # the last-but-one card, typed with UNO (and a wild's colour)
        command(page, f"{code} {word(lang, 'color-r') + ' ' if wild else ''}{word(lang, 'uno')}")
        return "typed"
    key(page, 7)
    for _ in range(index):
        page.keyboard.press("ArrowDown")
    focused = focused_card(page)
    if focused is None or focused != labels_key(page, index, labels):
        return None  # the table changed under the keys (the move before was still being answered): look again
    page.keyboard.press("Enter")
    if wild:  # the colour buttons appear with the focus on the first one (red)
        expect()(page.locator("#color-buttons button").first).to_be_focused(timeout=WAIT)
        page.keyboard.press("Enter")
    if len(labels) == 1:  # the last card: the hand is over (a new one may be dealt at once)
        return "button"
    # the played card's button is gone; the focus is still on a card of the hand.  The count is
    # not awaited as len - 1: a computer player's Draw Two may land before the page is looked at
    # (6 cards, 5, then 7), and nothing but this move changes the hand while it is ours
    expect()(page.locator("#hand button")).not_to_have_count(len(labels), timeout=WAIT)
    assert focused_card(page) is not None, (code, labels, page.locator("#hand button").all_inner_texts(),
                                            page.evaluate("document.activeElement.outerHTML"), log_text(page)[-600:])
    return "button"


def play_to_end(page, lang: str, console=None, limit: float = 360.0) -> None:
    """Moves until the match is over; ``limit`` only bounds a match that never ends (a loaded
    two-core machine plays a browser's match several times slower than an idle one)."""
    end = time.monotonic() + limit
    done = Localizer(lang).format("game-over")
    while time.monotonic() < end:
        if page.locator("#table").get_attribute("data-phase") == "over":
            return
        if browser_move(page, lang) is None:
            if console is not None:
                console.step()
            page.wait_for_timeout(30)
        else:
            page.wait_for_timeout(60)
    raise AssertionError(f"the match did not end ({done!r} never came); log: {log_text(page)[-2000:]}")


class Console:
    """A real ``uno-access join`` in a pseudo-terminal (plain mode): it draws, keeps, accepts."""

    def __init__(self, url: str, name: str, table: str) -> None:
        import pexpect

        self.pexpect = pexpect
        self.child = pexpect.spawn(sys.executable, ["-m", "uno_access", "join", url, "--name", name, "--lang", "en",
                                                    "--mode", "plain", "--speech", "none", "--table", table],
                                   env=_env(), cwd=str(ROOT), encoding="utf-8", timeout=WAIT / 1000)
        self.seen = ""

    def expect(self, pattern: str) -> None:
        self.child.expect(pattern)
        self.seen += str(self.child.before) + str(self.child.after)

    def line(self, text: str) -> None:
        self.child.sendline(text)

    def step(self) -> None:
        """Answer what the console has printed since last time."""
        answers = [(r"Your turn\.", "draw"), (r"type pass|type pass to keep it", "pass"),
                   (r"you must play it", "play"), (r"Choose a color", "red"), (r"challenge or accept", "accept")]
        index = self.child.expect([*(a[0] for a in answers), self.pexpect.TIMEOUT], timeout=0.05)
        self.seen += (self.child.before or "") + (self.child.after if isinstance(self.child.after, str) else "")
        if index < len(answers):
            self.line(answers[index][1])

    def close(self) -> None:
        self.child.sendline("quit")
        self.child.sendline("yes")
        self.child.expect(self.pexpect.EOF, timeout=10)


# ------------------------------------------------------------------ the tests
def test_the_page_is_served_by_the_game_server_and_asks_nothing_elsewhere(server, page_of):
    with urlopen(Request(server.url + "?lang=pt")) as answer:
        body = answer.read().decode("utf-8")
        assert answer.headers["Content-Type"] == "text/html; charset=utf-8"
        assert "default-src 'self'" in answer.headers["Content-Security-Policy"]
    assert '<html lang="pt">' in body and "{{" not in body
    static = ROOT / "uno_access" / "web" / "static"
    for path in static.iterdir():  # no CDN, no web font, nothing fetched from another host
        assert not re.search(r"https?://|//[a-z]|@import|url\(", path.read_text(encoding="utf-8")), path.name
    with pytest.raises(Exception, match="404"):
        urlopen(server.url + "secret.db")
    page = page_of("it")
    assert page.evaluate("document.documentElement.lang") == "it"
    assert page.title() == Localizer("it").format("web-title")
    assert all(u.startswith(server.url) for u in page.requests), page.requests
    assert page.errors == []


def test_a_whole_game_keyboard_only_with_a_console_player_and_axe(server, page_of):
    page = page_of("en")
    assert axe_violations(page) == []  # the sign-in form
    sign_in(page, "Ana")
    wait_log(page, r"Connected to .* as Ana\.")
    wait_log(page, r"public tables?\.|No public table is open\.")  # listed at once
    assert axe_violations(page) == []  # the lobby
    look(page, "lobby")
    # a table made with the console's own words in the command box
    command(page, "create 4 bots 2 delay 1 house target=50")
    code = table_code(page)
    wait_log(page, r"You sit at seat 1 of table")
    console = Console(server.url.replace("http", "ws"), "Bea", code)
    try:
        console.expect(r"You sit at seat")
        wait_log(page, r"Bea joins|Bea .*seat 4")
        console.line("say hello from the console")
        wait_log(page, r"Bea says: hello from the console")
        assert page.locator("#log .line.chat").last.inner_text() == "Bea says: hello from the console"
        assert page.locator("#log .line.system").count() > 0
        expect()(page.locator("#start")).to_be_visible()
        page.locator("#start").focus()
        page.keyboard.press("Enter")
        expect()(page.locator("#hand button")).not_to_have_count(0, timeout=WAIT)
        wait_log(page, r"Your cards: ")
        assert page.locator("#log .line.game").count() >= 3
        # the keys answer at once (the console's answers, in the log)
        key(page, 2)
        wait_log(page, r"On the pile: ")
        key(page, 4)
        wait_log(page, r"Cards in hand: ")
        # the hand: one button per card, name and code, "playable" in words
        labels = page.locator("#hand button").all_inner_texts()
        assert len(labels) == 7 and all(re.fullmatch(r".+, [rygbwd][0-9a-z]{2}(, playable)?", t) for t in labels)
        # mid-hand: axe, and the accessibility tree against the design
        _wait_my_turn(page, console)
        assert axe_violations(page) == []
        key(page, 7)  # the focus on the first card, to see it drawn
        look(page, "table")
        snapshot = page.locator("body").aria_snapshot()
        _check_table_snapshot(snapshot)
        # an urgent line is said once, assertively: your turn
        expect()(page.locator("#alert")).to_have_text(re.compile(r"Your turn\."), timeout=WAIT)
        assert page.locator("#log .line.urgent").count() >= 1
        # focus stays on the card it was on while the others play and the hand is redrawn
        key(page, 7)
        page.keyboard.press("End")
        held = focused_card(page)
        move = browser_move(page, "en")
        # where the move left the focus: a card of the hand, or the Draw button when no card
        # was playable (a random deal); the others' turns and a redrawn hand must not move it
        where = focus_place(page)
        assert where in ("card", "draw"), (move, where)
        for _ in range(40):
            console.step()
            page.wait_for_timeout(25)
        assert focus_place(page) == where, (move, where, log_text(page)[-600:])
        play_to_end(page, "en", console)
        wait_log(page, r"wins the match|You win the match", WAIT + BACKLOG)  # the queued lines said first
        assert axe_violations(page) == []  # the finished match
        look(page, "over")
        assert page.locator("#draw").is_hidden() and page.locator("#uno").is_hidden()  # nothing left to do
        console.expect(r"wins the match|You win the match")
        assert held is not None
        # no line of a burst was skipped: every computer move the console printed is in the log
        assert all(u.startswith(server.url) for u in page.requests), page.requests  # nothing asked elsewhere
        moves = set(re.findall(r"Computer \d plays [^\r\n]*", console.seen))
        shown = set(page.locator("#log .line").all_inner_texts())
        assert len(moves) > 3 and moves <= shown, sorted(moves - shown)
    finally:
        console.close()
    assert page.errors == []


def _wait_my_turn(page, console) -> None:
    for _ in range(800):
        if page.locator("#table").get_attribute("data-yours") == "yes":
            if page.locator("#table").get_attribute("data-phase") == "play":
                return
            browser_move(page, "en")  # a Wild Draw Four to answer, a colour to choose: not a turn to wait on
        console.step()
        page.wait_for_timeout(25)
    raise AssertionError("never the browser player's turn")


def _check_table_snapshot(snapshot: str) -> None:
    """The design: a banner with the title, the table, the hand as a list of buttons, the
    command box, the history log, the chat, and the keys, each a region with its heading."""
    snapshot = re.sub(r"^(\s*)- '(.*)'(:?)$", r"\1- \2\3", snapshot, flags=re.M)  # YAML quoting aside
    for pattern in (
        r'- banner:\n\s+- heading "uno-access: UNO for everyone" \[level=1\]',
        r'- region "Table":\n\s+- heading "Table" \[level=2\]',
        r'- list "Seats":\n\s+- listitem: seat 1 Ana, host',
        r'- region "Your hand: \w+ cards?":\n\s+- heading "Your hand: \w+ cards?" \[level=2\]\n\s+- list "Your hand',
        r'- listitem:\n\s+- button "[^"]+, [rygbwd][0-9a-z]{2}(, playable)?"',
        r'- button "Draw a card"',
        r'- textbox "Command"',
        r'- region "History":\n\s+- heading "History" \[level=2\]\n\s+- log "History"',
        r'- region "Chat":\n\s+- heading "Chat" \[level=2\]',
        r'- textbox "Message to the table or the lobby"',
        r'- region "Keys":',
    ):
        assert re.search(pattern, snapshot), f"{pattern}\n---\n{snapshot}"
    assert "region \"Create a table\"" not in snapshot  # the lobby's forms are gone at the table


def test_italian_lobby_table_and_finished_match_pass_axe(server, page_of):
    page = page_of("it")
    sign_in(page, "Carla")
    assert page.evaluate("document.documentElement.lang") == "it"
    # the lobby opens with its tables listed (each with Join and Watch), or says there is none
    expect()(page.locator("#tables li").first).to_be_visible(timeout=WAIT)
    assert axe_violations(page) == []
    look(page, "lobby")
    create_by_form(page, 2, 1, "scoring=single_hand")  # one hand is the match: its end page, soon
    page.locator("#start").press("Enter")
    expect()(page.locator("#hand button")).not_to_have_count(0, timeout=WAIT)
    wait_log(page, Localizer("it").format("ev-turn", you="yes", name="-", top="-", color="-", count=0, playable=0,
                                          detail="no").split()[0])
    assert axe_violations(page) == []
    key(page, 7)
    look(page, "table")
    play_to_end(page, "it")
    assert axe_violations(page) == []
    look(page, "over")
    assert page.locator("#draw").is_hidden() and page.locator("#uno").is_hidden()  # nothing left to do
    assert page.errors == []


def test_a_private_table_is_refused_without_its_code(server, page_of):
    host = page_of("en")
    sign_in(host, "Dora")
    host.locator("#c-bots").fill("1")
    host.locator("#c-private").check()
    host.locator("#c-private").press("Enter")
    invite = host.locator("#table-name")
    expect()(invite).to_contain_text("invite code", timeout=WAIT)
    code = table_code(host)
    secret = invite.inner_text().rsplit(" ", 1)[1]
    guest = page_of("en")
    sign_in(guest, "Eli")
    guest.locator("#code").fill(code)
    guest.locator("#code").press("Enter")
    wait_log(guest, r"That table is private: join it with its invite code\.")
    command(guest, f"spectate {code}")
    # answered with the same line again (the last line already says it: count them)
    expect()(guest.locator("#log .line", has_text="That table is private: join it with its invite code.")
             ).to_have_count(2, timeout=WAIT)
    assert guest.locator("#lobby").is_visible()
    guest.locator("#code").fill(secret)
    guest.locator("#code").press("Enter")
    wait_log(guest, r"You sit at seat \d of table")
    wait_log(host, r"Eli joins|Eli")


def test_reconnects_by_itself_after_the_server_is_killed(server, page_of):
    page = page_of("en")
    sign_in(page, "Fay")
    command(page, "create 3 bots 2")
    code = table_code(page)
    page.locator("#start").press("Enter")
    expect()(page.locator("#hand button")).not_to_have_count(0, timeout=WAIT)
    before = page.locator("#hand button").all_inner_texts()
    # someone else watches it from the lobby's list: the table, no hand
    watcher = page_of("en")
    sign_in(watcher, "Gil")
    watcher.locator("#refresh").press("Enter")
    watch = watcher.get_by_role("button", name=f"Watch table {code}")
    expect()(watch).to_be_visible(timeout=WAIT)
    watch.press("Enter")
    wait_log(watcher, rf"You are watching table {code}\. You see no hand\.")
    expect()(watcher.locator("#table-name")).to_have_text(f"Table {code}, watching")
    assert watcher.locator("#hand-section").is_hidden()
    server.restart()  # SIGKILL: the page's socket is cut
    wait_log(page, r"The connection is lost\. Trying again in")
    wait_log(page, r"Connected again\.", timeout=30_000)
    wait_log(page, r"Back at the table\.")
    assert table_code(page) == code
    # the server's "Fay is back" goes to the others: she heard "Back at the table".  Her
    # "who" is answered after that notice, so by then it has reached the page if it ever does
    command(page, "who")
    wait_log(page, r"At this table: ")
    assert "Fay is back" not in log_text(page)
    # the table's name is said once: by the table's section, not again by the banner
    assert page.locator("#where").is_hidden() and code not in page.locator("header").aria_snapshot()
    assert page.locator("#table").aria_snapshot().count(f"Table {code}") == 1
    expect()(page.locator("#hand button")).not_to_have_count(0, timeout=WAIT)
    assert page.locator("#hand button").count() >= len(before) - 2
    key(page, 1)
    wait_log(page, r"Your \w+ cards?:")


def test_no_sideways_scrolling_at_400_percent_zoom(server, page_of):
    """Polish (long words) at 1280 and 320 CSS pixels; the focus ring on a card is drawn."""
    page = page_of("pl")
    sign_in(page, "Gosia")
    command(page, "create 2 bots 1")  # the English command words work in every language
    expect()(page.locator("#start")).to_be_visible(timeout=WAIT)
    page.locator("#start").press("Enter")
    expect()(page.locator("#hand button")).not_to_have_count(0, timeout=WAIT)
    key(page, 7)
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle + ' ' +"
                            " getComputedStyle(document.activeElement).outlineWidth")
    assert outline == "solid 3px", outline
    look(page, "table")


SPEECH = """
window.__spoken = [];
window.SpeechSynthesisUtterance = function (text) { this.text = text; };
Object.defineProperty(window, "speechSynthesis", { value: {
  speak: function (u) { window.__spoken.push([u.text, u.lang, u.rate, u.volume]); },
  cancel: function () { window.__spoken.push(["(cancel)"]); } } });
"""


def test_the_browser_voice_is_off_until_chosen_and_keeps_rate_and_volume(server, page_of):
    """speechSynthesis (recorded here: headless Chromium has no voice) says nothing by
    default; once switched on in Options it says each new line in the page's language at
    the chosen rate and volume, and the choice is kept for the next visit."""
    loc = Localizer("ro")
    page = page_of("ro", init=SPEECH)
    sign_in(page, "Radu")
    wait_log(page, r"Radu")
    assert not page.locator("#speech").is_checked()
    assert page.evaluate("window.__spoken") == []
    page.locator("#rate").focus()
    for _ in range(5):          # 1 + 5 steps of 0.1, from the keyboard
        page.keyboard.press("ArrowRight")
    page.locator("#volume").focus()
    for _ in range(3):
        page.keyboard.press("ArrowLeft")
    # each slider's value is said in words (aria-valuetext) and shown beside it, in the page's language
    rate, volume = loc.format("web-js-rate-value", rate=1.5), loc.format("web-js-volume-value", percent=70)
    assert rate.startswith("1,5") and volume.startswith("70")
    for slider, text in (("rate", rate), ("volume", volume)):
        expect()(page.locator(f"#{slider}")).to_have_attribute("aria-valuetext", text)
        expect()(page.locator(f"#{slider}-value")).to_have_text(text)
    page.locator("#speech").focus()
    page.keyboard.press("Space")
    assert page.locator("#speech").is_checked()
    key(page, 8)
    page.keyboard.type(word("ro", "top"))
    page.keyboard.press("Enter")
    on = loc.format("web-js-speech-on")
    page.wait_for_function("() => window.__spoken.length >= 2", timeout=WAIT)
    spoken = page.evaluate("window.__spoken")
    assert spoken[0] == [on, "ro", 1.5, 0.7], spoken
    last = page.locator("#log p").last.inner_text()
    assert [last, "ro", 1.5, 0.7] in spoken
    # kept for the next visit (local storage), still in the page's language
    page.reload()
    assert page.locator("#speech").is_checked()
    assert page.locator("#rate").input_value() == "1.5" and page.locator("#volume").input_value() == "0.7"
    assert page.locator("#rate").get_attribute("aria-valuetext") == rate  # said as kept, before any key
    page.locator("#speech").focus()
    page.keyboard.press("Space")  # off again: the voice stops at once
    page.wait_for_function("() => window.__spoken.length >= 1", timeout=WAIT)
    assert page.evaluate("window.__spoken") == [["(cancel)"]]  # and the line saying so is not spoken
    expect()(page.locator("#log p").last).to_have_text(loc.format("web-js-speech-off"))


def test_choosing_a_language_reloads_the_page_in_it(server, page_of):
    page = page_of("en")
    page.locator("#name").press_sequentially("Ivo")
    page.locator("#lang").focus()
    page.locator("#lang").select_option("hr")  # the keyboard's choice in a closed select
    page.wait_for_url(re.compile(r"lang=hr"))
    assert page.evaluate("document.documentElement.lang") == "hr"
    assert page.title() == Localizer("hr").format("web-title")
    assert page.locator("#name").input_value() == "Ivo"  # the name typed before is kept
    options = page.locator("#lang option").all()
    assert [o.get_attribute("lang") for o in options] == ["en", "it", "pt", "pl", "hr", "ro"]
