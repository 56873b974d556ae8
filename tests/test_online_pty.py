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


def test_two_consoles_play_each_in_their_language(tmp_path):
    environ = _env(tmp_path)
    server = subprocess.Popen([sys.executable, "-m", "uno_access", "serve", "--port", "0", "--db",
                               str(tmp_path / "s.db"), "--pace", "0.2", "--lang", "en"],
                              stdout=subprocess.PIPE, text=True, env=environ)
    ann = ben = None
    try:
        line = server.stdout.readline()
        url = re.search(r"ws://127\.0\.0\.1:\d+", line).group(0)
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
        for child, lang in ((ann, "en"), (ben, "it")):  # every message of the server was read
            assert Localizer(lang).format("online-bad-message") not in "".join(child.transcript)
    finally:
        for child in (ann, ben):
            if child is not None and child.isalive():
                child.terminate(force=True)
        server.send_signal(signal.SIGTERM)
        server.wait(10)
