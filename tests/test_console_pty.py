"""End to end through a real pseudo-terminal (pexpect) and through a pipe (a script).

A whole game with a stacked deck, the plain mode's promise of zero escape
bytes, a SIGKILL in mid-game followed by ``--resume``, a corrupt save, and
the end of a piped script (saved, exit status 0).
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from pty_helpers import spawn_recorded, standard_env
from test_console_session import stacked_deck

from uno_access.engine import Action, Card, Game, RuleSet
from uno_access.storage import saves
from uno_access.storage.store import STORE_FILE, Store

ROOT = Path(__file__).resolve().parent.parent
BASE = ["-m", "uno_access", "play", "--players", "human,normal", "--house", "scoring=single_hand",
        "--dealer", "1", "--seed", "4", "--speech", "none", "--delay", "0", "--pace", "0"]


@pytest.fixture
def env(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text(" ".join(stacked_deck()) + "\n", encoding="utf-8")
    environ = standard_env(tmp_path, ROOT)
    return environ, str(deck), tmp_path


def spawn(environ, *args):
    child = spawn_recorded([*BASE, *args], env=environ, timeout=15,
                           cwd=str(ROOT), dimensions=(40, 120))
    return child


def stored_game(tmp_path) -> Game:
    """The game the store holds (the latest saved one), rebuilt from snapshot + actions."""
    with Store(tmp_path / "data" / STORE_FILE) as store:
        return saves.resume(store, store.games()[0])[0]


def send(child, line):
    child.sendline(line)


def test_whole_stacked_game_in_plain_mode_without_escape_bytes(env):
    environ, deck, _ = env
    child = spawn(environ, "--deck", deck, "--mode", "plain")
    child.expect_exact("Your cards: red 1, red 2, red 3, red 4, red 5, red 6, and Wild.")
    child.expect_exact("Start card: red 0.")
    child.expect_exact("Your turn.")
    send(child, "hand")
    child.expect_exact("Your seven cards: card 1: red 1, playable; card 2: red 2, playable")
    expected = [("r1x", "You play a red 1."), ("play 1", "You play a red 2."), ("red 3", "You play a red 3."),
                ("r4x", "You play a red 4."), ("play r5x", "You play a red 5."),
                ("r6x uno", "You play a red 6 and have one card left.")]
    for typed, line in expected:
        send(child, typed)
        child.expect_exact(line)
        child.expect_exact("Ben draws a card.")
        child.expect_exact("Your turn.")
    child.expect_exact("> ")
    send(child, "wld")
    child.expect_exact("Which color for the Wild? Type red, yellow, green, or blue (and uno, if you call it).")
    send(child, "b")
    child.expect_exact("You play a Wild and choose blue.")
    child.expect_exact("You go out and win the hand, scoring 122 points.")
    child.expect_exact("You win the match!")
    send(child, "quit")
    child.expect_exact("Goodbye.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    output = "".join(child.transcript)
    assert "\x1b" not in output
    assert "You call UNO!" in output


def test_dumb_terminal_chooses_plain_mode(env):
    environ, deck, _ = env
    environ["TERM"] = "dumb"
    child = spawn(environ, "--deck", deck)
    child.expect_exact("Your turn.")
    send(child, "h")
    child.expect_exact("Your seven cards")
    child.sendeof()
    child.expect_exact("The game is saved as 1.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "\x1b" not in "".join(child.transcript)


def test_sigkill_mid_game_then_resume_continues_exactly_there(env):
    environ, deck, tmp_path = env
    child = spawn(environ, "--deck", deck, "--mode", "plain")
    child.expect_exact("Your turn.")
    send(child, "r1x")
    child.expect_exact("Ben draws a card.")
    child.expect_exact("Your turn.")
    child.expect_exact("> ")
    saved = stored_game(tmp_path).to_json()
    child.kill(signal.SIGKILL)
    child.close()
    assert child.signalstatus == signal.SIGKILL

    expected = Game(players=2, rules=RuleSet.preset("official", scoring="single_hand"), seed=4,
                    deck=stacked_deck(), dealer=1)
    expected.apply(Action(0, "play", Card.from_code("r1x")))
    expected.apply(Action(1, "draw"))
    assert stored_game(tmp_path) == expected
    assert saved == expected.to_json()

    child = spawn(environ, "--resume", "--mode", "plain")
    child.expect_exact("The saved game continues, hand 1.")
    child.expect_exact("Your six cards: card 1: red 2, playable")
    send(child, "r2x")
    child.expect_exact("You play a red 2.")
    child.expect_exact("Ben draws a card.")
    child.expect_exact("> ")
    expected.apply(Action(0, "play", Card.from_code("r2x")))
    expected.apply(Action(1, "draw"))
    assert stored_game(tmp_path) == expected
    send(child, "quit")
    child.expect_exact("Type yes to quit")
    send(child, "yes")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_corrupt_old_save_is_reported_once_and_left_as_it_is(env):
    environ, deck, tmp_path = env
    save_file = tmp_path / "data" / saves.SAVE_FILE
    save_file.parent.mkdir(parents=True)
    content = '{"format": "uno-access-save", "version": 1, "game": {"players": 2'
    save_file.write_text(content, encoding="utf-8")
    for run in range(2):
        result = subprocess.run([sys.executable, *BASE, "--resume", "--deck", deck], input="", env=environ,
                                capture_output=True, text=True, timeout=30, cwd=str(ROOT))
        assert result.returncode == 0, result.stderr
        lines = result.stdout.splitlines()
        notices = [line for line in lines if line.startswith("The saved game of an earlier version")]
        assert len(notices) == (1 if run == 0 else 0), lines  # said once, not at every start
        assert all("it was left as it is" in line for line in notices)
        assert "Traceback" not in result.stdout + result.stderr
        # the first run starts a new game; the second continues that one
        assert ("Your turn." if run == 0 else "The saved game continues, hand 1.") in lines
    assert save_file.read_text(encoding="utf-8") == content
    assert sorted(p.name for p in save_file.parent.iterdir() if not p.name.startswith(STORE_FILE)) == ["autosave.json"]


def test_piped_script_plays_and_saves_at_the_end_of_input(env):
    environ, deck, tmp_path = env
    script = "r1x\nplay 1\nfoo\n\nhand\n"
    result = subprocess.run([sys.executable, *BASE, "--deck", deck, "--event-log", str(tmp_path / "log.jsonl")],
                            input=script, env=environ, capture_output=True, text=True, timeout=30, cwd=str(ROOT))
    assert result.returncode == 0, result.stderr
    out = result.stdout.splitlines()
    assert out.count("Ben draws a card.") == 2
    assert '"foo" is not a command or a card. Type help for a list of commands.' in out
    assert out[-1] == "The game is saved as 1. Type uno-access play --resume 1 to continue it."
    assert "\x1b" not in result.stdout
    game = stored_game(tmp_path)
    logged = [json.loads(line) for line in (tmp_path / "log.jsonl").read_text().splitlines()]
    assert logged == [event.to_dict() for event in game.events]
    assert [e["type"] for e in logged].count("play") == 2


@pytest.mark.parametrize(
    "args, text",
    [(["--players", "human,genius"], "is not valid"), (["--rules", "xx"], ""), (["--dealer", "5"], "no seat 5"),
     (["--deck", "/nonexistent/deck"], "cannot be used"), (["--house", "stacking=maybe"], "")],
)
def test_bad_options_are_one_line(env, args, text):
    environ, _, _ = env
    result = subprocess.run([sys.executable, *BASE, *args], input="", env=environ, capture_output=True, text=True,
                            timeout=30, cwd=str(ROOT))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and text in result.stderr
    assert "Traceback" not in result.stderr


def test_standard_mode_plays_at_a_prompt_toolkit_prompt(env):
    environ, deck, _ = env
    child = spawn(environ, "--deck", deck, "--mode", "standard")
    child.expect_exact("Your turn.")
    send(child, "r1x")
    child.expect_exact("You play a red 1.")
    child.expect_exact("Ben draws a card.")
    child.send("\x1bOQ")  # F2: the hand, at once
    child.expect_exact("Your six cards")
    child.sendcontrol("d")
    child.expect_exact("The game is saved as 1.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_standard_mode_quits_without_drawing_another_prompt(env):
    environ, deck, _ = env
    child = spawn(environ, "--deck", deck, "--mode", "standard")
    child.expect_exact("Your turn.")
    send(child, "quit")
    child.expect_exact("Type yes to quit")
    send(child, "yes")
    child.expect_exact("Goodbye.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r", "", "".join(child.transcript))
    after_yes = text[text.rindex("yes"):]
    # the answer ends the game: no prompt is drawn again after it
    assert "turn>" not in after_yes and "\n>" not in after_yes, after_yes


def test_corrupt_settings_file_is_one_notice_and_defaults(env):
    environ, deck, tmp_path = env
    settings_file = tmp_path / "config" / "settings.toml"
    settings_file.parent.mkdir(parents=True)
    settings_file.write_bytes(b"rate = = fast\n\xff")
    result = subprocess.run([sys.executable, *BASE, "--deck", deck, "--lang", "xx"], input="set pace 0.5\n",
                            env=environ, capture_output=True, text=True, timeout=30, cwd=str(ROOT))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"The settings file {settings_file} could not be read, so the default settings are used."
    assert lines[1] == 'The language "xx" is not available; using English instead.'
    assert "The pace setting is now 0.5 seconds." in lines
    assert 'pace = 0.5' in settings_file.read_text()


def test_at_a_terminal_a_saved_game_is_offered_first(env):
    environ, deck, tmp_path = env
    child = spawn(environ, "--deck", deck, "--mode", "plain")
    child.expect_exact("Your turn.")
    send(child, "r1x")
    child.expect_exact("Ben draws a card.")
    child.sendeof()
    child.expect_exact("The game is saved as 1.")
    child.expect(pexpect.EOF)
    child.close()
    # a new start asks first; yes continues the game where it stood
    child = spawn(environ, "--mode", "plain")
    child.expect(r"Continue your saved game\? 1: official rules, hand 1, saved .*\. Players: a person with no points "
                 r"and a normal computer with no points\. Type yes to continue it or no to start a new game\.")
    send(child, "yes")
    child.expect_exact("The saved game continues, hand 1.")
    child.expect_exact("Your six cards: card 1: red 2, playable")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    # no starts a new game and keeps the saved one
    child = spawn(environ, "--mode", "plain", "--deck", deck)
    child.expect_exact("Continue your saved game?")
    send(child, "no")
    child.expect_exact("A new game starts; your saved game 1 is kept.")
    child.expect_exact("Your turn.")
    child.sendeof()
    child.expect_exact("The game is saved as 2.")
    child.expect(pexpect.EOF)
    child.close()
    assert "\x1b" not in "".join(child.transcript)


def test_a_romanian_player_switches_to_polish_and_back_by_name_and_old_setting_words(env):
    """At a real prompt: the language is named in words, chosen by its own name or by its name in
    the player's language, and setting words from earlier versions are still taken."""
    environ, deck, tmp_path = env
    child = spawn(environ, "--deck", deck, "--mode", "plain", "--lang", "ro")
    child.expect_exact("E rândul tău.")
    for typed, answer in [
        ("setează limbă klingon", "Valori permise: automată, English, italiano, português, polski, hrvatski sau română."),
        ("setează limbă polski", "Język gry to teraz polski."),
        ("ustawienia", "Ustawienia: język: polski; "),
        ("ustaw okazje automatyczny", "Ustawienie „poza kolejką” ma teraz wartość automatycznie."),
        ("ustaw język rumuński", "Jocul folosește acum limba română."),
        ("setări", "Setări: limbă: română; "),
        ("setează ton 40", "Setarea „înălțime” are acum valoarea 40."),
    ]:
        send(child, typed)
        child.expect_exact(answer)
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    saved = (tmp_path / "config" / "settings.toml").read_text(encoding="utf-8")
    assert 'language = "ro"' in saved and "pitch = 40" in saved and 'windows = "auto"' in saved
