"""Two ``uno-access join`` consoles in real pseudo-terminals (pexpect) against a real server
process on 127.0.0.1: Ann in plain mode and English, Ben in standard mode and Italian.
Each hears the table in their own language; a chat line carrying ESC [ 2 J clears nobody's
screen; the plain console writes not one escape byte."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

import pexpect
from pty_helpers import spawn_recorded, standard_env

from uno_access.i18n import Localizer

ROOT = Path(__file__).resolve().parent.parent


def _env(tmp_path):
    environ = standard_env(tmp_path, ROOT)
    return environ


def _join(environ, url, *args):
    child = spawn_recorded(["-m", "uno_access", "join", url, "--speech", "none", *args],
                           env=environ, timeout=20, cwd=str(ROOT), dimensions=(40, 160))
    return child


def _serve(environ, db, port=0):
    """``uno-access serve`` on 127.0.0.1 (``port`` 0: any free one); the process and its URL."""
    server = subprocess.Popen([sys.executable, "-m", "uno_access", "serve", "--port", str(port), "--db", str(db),
                               "--pace", "0.2", "--lang", "en"], stdout=subprocess.PIPE, text=True, env=environ)
    line = server.stdout.readline()
    found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
    assert found and (port == 0 or int(found.group(1)) == port), line
    return server, found.group(0)


def _every_message_read(*pairs) -> None:
    """No console ever said it could not read a message of the server."""
    for child, lang in pairs:
        assert Localizer(lang).format("online-bad-message") not in "".join(child.transcript)


def _stop(server, *children) -> None:
    for child in children:
        if child is not None and child.isalive():
            child.terminate(force=True)
    server.send_signal(signal.SIGTERM)
    server.wait(10)


def test_two_consoles_play_each_in_their_language(tmp_path):
    environ = _env(tmp_path)
    server, url = _serve(environ, tmp_path / "s.db")
    ann = ben = None
    try:
        ann = _join(environ, url, "--name", "Ann", "--mode", "plain", "--lang", "en", "--create", "2")
        ann.expect(r"You sit at seat 1 of table (\w+)\.")
        code = ann.match.group(1)
        ann.expect_exact("Your resume code is")
        ben = _join(environ, url, "--name", "Ben", "--mode", "standard", "--lang", "it", "--table", code)
        ben.expect_exact(f"Sei al posto 2 del tavolo {code}.")
        ann.expect_exact("Ben sits down at seat 2.")
        ann.sendline("say hi \x1b[2J there")
        ben.expect_exact("Ann dice: hi there")
        ann.expect_exact("Ann says: hi there")
        ben.sendline("inizia")
        ben.expect_exact("Solo chi ospita il tavolo può farlo.")
        ann.sendline("start")
        ann.expect_exact("New match: 2 players")
        ben.expect_exact("Nuova partita: 2 giocatori")
        ann.sendline("who")
        ann.expect_exact("At this table: Ann here, host; Ben here.")
        # The deal is random: a Wild start card asks the first player for a colour. Each names
        # one; whoever is not asked hears that there is none to choose, which changes nothing.
        ann.sendline("color red")
        ben.sendline("colore rosso")
        # whoever is to move draws; the other hears it in their own language
        ann.sendline("draw")
        index = ann.expect([r"You draw a card", r"It is not your turn; it is Ben's turn\."])
        if index == 0:
            ben.expect_exact("Ann pesca una carta")
        else:
            ben.sendline("pesca")
            ben.expect(r"Peschi una carta")
            ann.expect_exact("Ben draws a card.")
        ben.sendline("mano")
        ben.expect(r"Le tue \w+ carte: ")
        ann.sendline("hand")
        ann.expect(r"Your \w+ cards: ")
        ann.sendline("save")  # the server keeps the game: no local save to speak of
        ann.expect_exact("The server keeps this game, move by move; if you leave, your resume code brings you back.")
        ben.sendline("salva")
        ben.expect_exact("Il server conserva questa partita mossa per mossa")
        ann.sendline("quit")
        ann.expect_exact("Leave the table now?")
        ann.sendline("yes")
        ann.expect_exact("Goodbye.")
        ann.expect(pexpect.EOF)
        ann.close()
        assert ann.exitstatus == 0
        ben.expect_exact("Ann ha lasciato il tavolo; il computer prende il suo posto.")
        ben.sendline("esci")
        ben.expect_exact("Lasciare il tavolo ora?")
        ben.sendline("sì")
        ben.expect(pexpect.EOF)
        ben.close()
        assert ben.exitstatus == 0
        plain = "".join(ann.transcript)
        assert "\x1b" not in plain, "plain mode writes no escape sequence"
        assert "\x1b[2J" not in "".join(ben.transcript), "the chat line cleared nobody's screen"
        _every_message_read((ann, "en"), (ben, "it"))
    finally:
        _stop(server, ann, ben)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_crashed_console_resumes_its_seat_with_the_remembered_code_and_both_ride_out_a_server_kill_9(tmp_path):
    """Ben's console is killed (-9) mid-match; ``join URL --name Ben`` again, with no --token,
    takes his seat back with the code it saved (mode 0600).  Then the server is killed -9 and
    started again on the same port: both consoles reconnect by themselves and play on."""
    import json
    import os
    import stat

    environ = _env(tmp_path)
    port = _free_port()
    url = f"ws://127.0.0.1:{port}"
    db = tmp_path / "s.db"
    server, _url = _serve(environ, db, port)
    ann = ben = None
    tokens = tmp_path / "data" / "online-tokens.json"
    try:
        ann = _join(environ, url, "--name", "Ann", "--mode", "plain", "--lang", "en", "--create", "2")
        ann.expect(r"You sit at seat 1 of table (\w+)\.")
        code = ann.match.group(1)
        ben = _join(environ, url, "--name", "Ben", "--mode", "plain", "--lang", "pt", "--table", code)
        ben.expect_exact(f"mesa {code}")
        ann.expect_exact("Ben sits down at seat 2.")
        ann.sendline("start")
        ann.expect_exact("New match: 2 players")
        ben.expect_exact("Nova partida: 2 jogadores")
        assert stat.S_IMODE(os.stat(tokens).st_mode) == 0o600
        saved = json.loads(tokens.read_text())
        assert {k.split()[-1] for k in saved} == {"ann", "ben"} and all(v["table"] == code for v in saved.values())
        ben.kill(signal.SIGKILL)
        ben.close()
        ann.expect_exact("Ben lost the connection.")
        ben = _join(environ, url, "--name", "Ben", "--mode", "plain", "--lang", "pt")
        ben.expect_exact("Retomando o seu lugar com o código de volta salvo em")
        ben.expect_exact(f"De volta ao seu lugar na mesa {code}.")
        ann.expect_exact("Ben is back.")
        ben.sendline("mão")
        ben.expect(r"Suas \w+ cartas: ")
        # the server dies mid-hand and comes back on the same address
        server.kill()
        server.wait(10)
        ann.expect_exact("The connection is lost.")
        ben.expect_exact("A conexão caiu.")
        server, _url = _serve(environ, db, port)
        ann.expect_exact("Back at the table.", timeout=40)
        ben.expect_exact("De volta à mesa.", timeout=40)
        ann.sendline("hand")
        ann.expect(r"Your \w+ cards: ")
        ben.sendline("sair")
        ben.expect_exact("Sair da mesa agora?")
        ben.sendline("sim")
        ben.expect(pexpect.EOF)
        ben.close()
        assert ben.exitstatus == 0
        assert [k.split()[-1] for k in json.loads(tokens.read_text())] == ["ann"], "a seat left is forgotten"
        _every_message_read((ann, "en"), (ben, "pt"))
    finally:
        _stop(server, ann, ben)
