"""Playing by ear in a real pseudo-terminal, with a speech engine that takes real time.

espeak-ng speaks through ALSA into a stand-in sound card (``FakeSoundCard`` of
test_speech_wav: a pipe drained at a real card's pace), so each line is held for its
spoken length. The game records when each utterance was queued, began and ended
(``UNO_ACCESS_SPEECH_LOG``, the game's own clock). The tests assert orderings and counts
from that record, never wall-clock thresholds: a computer player's move is queued only
after the narration before it has been spoken, an out-of-turn window stays open for its
invitation's spoken end plus the delay, and typing loses no game event.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest
from conftest import require_tool
from pty_helpers import spawn_recorded, standard_env
from test_console_session import stacked_deck
from test_speech_wav import FakeSoundCard

ROOT = Path(__file__).resolve().parent.parent
DELAY = 1.0
PACE = 0.2


@pytest.fixture
def played(tmp_path, monkeypatch):
    require_tool("espeak-ng", "espeak-ng")
    card = FakeSoundCard(tmp_path, monkeypatch)
    yield card
    card.stop()


def spawn_game(tmp_path, *args: str) -> tuple[pexpect.spawn, Path]:
    deck = tmp_path / "deck.txt"
    deck.write_text(" ".join(stacked_deck()) + "\n", encoding="utf-8")
    log = tmp_path / "speech.jsonl"
    environ = dict(os.environ)
    environ.update(PYTHONPATH=str(ROOT), UNO_ACCESS_CONFIG_DIR=str(tmp_path / "config"),
                   UNO_ACCESS_DATA_DIR=str(tmp_path / "data"), TERM="dumb", LANG="en_US.UTF-8",
                   UNO_ACCESS_AUDIO="1", UNO_ACCESS_SPEECH_LOG=str(log))
    child = spawn_recorded(["-m", "uno_access", "play", "--players", "human,normal", "--house",
                            "scoring=single_hand", "--dealer", "1", "--seed", "4", "--deck", str(deck),
                            "--speech", "espeak", "--rate", "450", "--sounds", "off",
                            "--delay", str(DELAY), "--pace", str(PACE), *args],
                           env=environ, timeout=60, cwd=str(ROOT))
    return child, log


def read_log(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def test_computer_waits_for_speech_windows_count_from_the_spoken_invitation_and_typing_loses_nothing(
        tmp_path, played):
    child, log = spawn_game(tmp_path)
    child.expect_exact("Your turn.")
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        child.sendline(code)
        child.expect_exact("Ben draws a card.")
        child.sendline("counts")  # typed while Ben's lines are still being spoken
        child.sendline("top")
        child.expect_exact("Your turn.")
    child.sendline("r6x")  # one card left and no UNO called: the reminder, then the window
    child.expect_exact("type uno now")
    child.expect_exact("Ben ")
    child.sendline("quit")
    child.sendline("yes")
    child.expect(pexpect.EOF)
    child.close()
    entries = [e for e in read_log(log) if e["kind"] == "say"]
    events = [e for e in entries if not e["answer"]]
    answers = [e for e in entries if e["answer"]]
    assert len(answers) >= 10  # every "counts" and "top" was answered aloud

    # 0 game events lost: every game line shown on the screen was begun by the engine, in the
    # order shown (typing cuts only the sentence being spoken), and none was dropped
    typed = {"r1x", "r2x", "r3x", "r4x", "r5x", "r6x", "counts", "top", "quit", "yes"}
    # (an answer still waiting when the next command is typed is dropped for the newer one and
    # logged "dropped": it is still an answer, shown on the screen, not a game line)
    answer_texts = {e["text"] for e in read_log(log) if e["answer"]}
    screen = [line.strip().removeprefix(">").strip() for line in "".join(child.transcript).splitlines()]
    game_lines = [line for line in screen if line and line not in typed and line not in answer_texts]
    texts = [e["text"] for e in events]
    assert game_lines[:len(texts)] == texts[:len(game_lines)], (game_lines, texts)
    assert len(texts) >= len(game_lines) - 2  # the last lines may be left when the player quits
    quit_at = next(e["queued"] for e in answers if e["text"].startswith("Quit now?"))
    assert not [e for e in read_log(log) if e["kind"] == "dropped" and not e["answer"] and e["start"] < quit_at]
    for e in events:
        assert e["end"] >= e["start"] >= e["queued"]
    assert texts.count("Ben draws a card.") >= 5 and texts.count("Your turn.") >= 5

    # a computer move is queued only after everything before it was spoken, then the pace
    for before, after in zip(entries, entries[1:]):
        if after["text"].startswith("Ben ") and not after["answer"] and not before["text"].startswith("Ben "):
            assert after["queued"] >= before["end"] + PACE - 0.01, (before, after)

    # the UNO window: the reminder was spoken whole, and Ben moved only its delay after its end
    # (the play that opened it answers the typed r6x, so it and the reminder are spoken at once)
    reminder = next(e for e in entries if "type uno now" in e["text"])
    assert not reminder["cut"]
    ben_after = next(e for e in entries if e["text"].startswith("Ben ") and e["queued"] > reminder["queued"])
    assert ben_after["queued"] >= reminder["end"] + DELAY - 0.01, (reminder, ben_after)


def test_standard_mode_draws_the_prompt_once_per_command(tmp_path):
    """Point 12: four status commands, each answered, each followed by exactly one new prompt
    (the accepted line is not drawn again; the typed words stay as one plain line)."""
    deck = tmp_path / "deck.txt"
    deck.write_text(" ".join(stacked_deck()) + "\n", encoding="utf-8")
    environ = standard_env(tmp_path, ROOT)
    child = pexpect.spawn(sys.executable, ["-m", "uno_access", "play", "--players", "human,normal", "--house",
                                           "scoring=single_hand", "--dealer", "1", "--seed", "4", "--deck", str(deck),
                                           "--speech", "none", "--sounds", "off", "--mode", "standard"],
                          env=environ, encoding="utf-8", timeout=60, cwd=str(ROOT), dimensions=(24, 120))
    out: list[str] = []

    class _Log:
        def write(self, text):
            out.append(text)

        def flush(self):
            pass

    child.logfile_read = _Log()
    child.expect_exact("your turn> ")
    commands = (("hand", "Your seven cards"), ("t", "On the pile"), ("w", "It is your turn"), ("c", "Cards in hand"))
    for typed, answer in commands:
        child.sendline(typed)
        child.expect_exact(answer)
        child.expect_exact("your turn> ")  # the prompt comes back after every answer
    measured = len(out)
    child.send("\x1b[5~")  # Page Up: the last message of the history, at once
    child.expect(r"(\d+) of \1: Your turn\.")
    child.send("\x1b[5~")
    child.expect(r"\d+ of \d+: Start card: red 0\.")
    child.send("\x1b[1;5H")  # Ctrl+Home: the first message
    child.expect_exact("1 of ")
    child.expect_exact("New match")
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    raw = "".join(out[:measured])
    text = raw[raw.index("Your turn."):]
    # one prompt at the start and one after each answer: each is one prompt session, which
    # turns bracketed paste on as it starts
    sessions = text.split("\x1b[?2004h")[1:]
    assert len(sessions) == len(commands) + 1, len(sessions)
    for session in sessions:
        # the renderer may draw the line again as typed keys come in (one read or several, as
        # the machine's load has it), but always in place: never a second prompt on a new line
        assert session.count("your turn> ") >= 1
        between = session.split("your turn> ")[1:-1]
        assert not any("\n" in part for part in between), repr(session)
    plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).replace("\r", "")
    for typed, answer in commands:
        assert f"{typed}\n{answer}" in plain  # the typed words, then the answer, as lines
