"""Every tutor lesson end to end through a pseudo-terminal, answered like a learner would.

The test reads each question as it is spoken and answers from a table written
by hand (the first question of each lesson on purpose wrongly), so it also
checks that a wrong answer is corrected, comes back, and that the lesson ends
with its score and is stored in the profile.
"""

from __future__ import annotations

import os
import re
import signal
import sys
from pathlib import Path

import pexpect
import pytest

from uno_access.storage.settings import Settings, save_settings

ROOT = Path(__file__).resolve().parent.parent

#: lesson -> [(pattern of the question, right answer, a wrong answer)], in no particular order
ANSWERS: dict[str, list[tuple[str, str, str]]] = {
    "cards": [
        (r"cards are in an UNO deck", "108", "100"),
        (r"copies of the green 7", "2", "1"),
        (r"copies of the red 0", "1", "2"),
        (r"copies of the blue Skip", "2", "4"),
        (r"many Wild Draw Four cards", "4", "2"),
        (r"many Wild cards", "4", "8"),
    ],
    "matching": [
        (r"On the pile: red 3\.\s+Play a card that matches", "r7x", "y9x"),
        (r"On the pile: green 5\.", "red 5", "b2x"),
        (r"On the pile: blue Skip\.", "gsk", "r4x"),
        (r"On the pile: yellow 4\.", "draw", "r1x"),
    ],
    "actions": [
        (r"miss a turn", "rsk", "r8x"),
        (r"direction of play", "grv", "g1x"),
        (r"draw two cards\. Type", "bd2", "b3x"),
        (r"you play a Draw Two", "2", "4"),
    ],
    "wild": [
        (r"Play your Wild and name", "wld b", "b1x"),
        (r"you hold a Wild Draw Four", "dr4 g", "draw"),
        (r"Try a challenge", "challenge", "accept"),
        (r"take the four cards", "accept", "challenge"),
        (r"played fairly", "6", "4"),
    ],
    "uno": [
        (r"call UNO on the same line", "b4x uno", "b4x"),
        (r"Catch", "catch", "draw"),
        (r"caught without calling UNO", "2", "4"),
    ],
    "scoring": [
        (r"green 7 worth", "7", "20"),
        (r"blue Skip worth", "20", "2"),
        (r"the Wild worth", "50", "20"),
        (r"red 0 worth", "0", "10"),
        (r"left holding", "79", "29"),
    ],
    "codes": [
        (r"code of the green 7", "g7x", "g7"),
        (r"code of the yellow Skip", "ysk", "ys"),
        (r"code of the red Draw Two", "rd2", "rdt"),
        (r"code of the blue Reverse", "brv", "brs"),
        (r"code of the Wild Draw Four", "dr4", "wd4"),
        (r"code b5x\?", "blue 5", "blue 6"),
        (r"code gsk\?", "green skip", "green reverse"),
        (r"code yd2\?", "yellow draw two", "red draw two"),
        (r"code rrv\?", "red reverse", "red skip"),
        (r"code wld\?", "wild", "wild draw four"),
    ],
    "dots": [
        (r"dots 1 2\?", "b", "c"),
        (r"dots 1 2 3 5\?", "r", "p"),
        (r"dots 1 3 4 6\?", "x", "z"),
        (r"dots 1 2 4 5\?", "g", "h"),
        (r"dots 1 4\?", "3", "4"),
        (r"dots 1 3 4 5 6\?", "y", "z"),
        (r"dots 2 3 4\?", "s", "t"),
        (r"dots 1 5\?", "e", "i"),
        (r"dots 1 2, dots 1 4, and dots 1 3 4 6\.", "b3x", "b4x"),
        (r"dots 1 2 4 5, dots 2 3 4, and dots 1 3\.", "gsk", "grv"),
        (r"dots 2 4 5 6, dots 1 2 3, and dots 1 4 5\.", "wld", "dr4"),
    ],
    "presets": [
        (r"Croatian rules, how many", "4", "2"),
        (r"Polish rules, how many", "2", "4"),
        (r"Brazilian rules, can you", "no", "yes"),
        (r"official rules, can you", "yes", "no"),
        (r"Croatian rules, when you cannot play", "yes", "no"),
        (r"Italian rules, when you cannot play", "no", "yes"),
        (r"Croatian rules, does the lowest", "yes", "no"),
    ],
    "house": [
        (r"Stacking is on", "bd2", "b3x"),
        (r"zero rule is on", "r0x", "y2x"),
        (r"seven rule is on", "swap ben", "draw"),
        (r"Jumping in is on", "g5x", "y2x"),
        (r"The rule \"No finishing on a Wild\" is on", "draw", "wld r"),
        (r"Forced play is on", "r8x", "draw"),
    ],
}


@pytest.fixture
def env(tmp_path):
    config = tmp_path / "config"
    save_settings(Settings().set("speech", "none"), config / "settings.toml")
    environ = dict(os.environ)
    environ.update(PYTHONPATH=str(ROOT), UNO_ACCESS_CONFIG_DIR=str(config),
                   UNO_ACCESS_DATA_DIR=str(tmp_path / "data"), TERM="xterm-256color", LANG="en_US.UTF-8")
    return environ, tmp_path


def _terminal_signals() -> None:
    """In the child: Ctrl-C interrupts, as at a terminal, even when the tests were started
    with SIGINT ignored (a job run in the background of a shell inherits that, and Python
    keeps a signal ignored that it was started with)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def spawn(environ, *args):
    return pexpect.spawn(sys.executable, ["-m", "uno_access", "tutor", *args], env=environ, encoding="utf-8",
                         timeout=20, cwd=str(ROOT), dimensions=(50, 200), preexec_fn=_terminal_signals)


def progress(tmp_path: Path, profile: str = "default") -> dict:
    """The profile's progress as the store holds it."""
    from uno_access.storage.store import STORE_FILE, Store

    with Store(tmp_path / "data" / STORE_FILE) as store:
        return store.get_doc("tutor", profile)


def answer_lesson(child, lesson: str, wrong_first: bool = True) -> tuple[list[str], str]:
    """Answer every question of ``lesson``; return the questions' patterns in the order asked and the
    whole transcript."""
    table = ANSWERS[lesson]
    asked: list[str] = []
    transcript = ""
    while True:
        index = child.expect([r"\n> ", r"lesson done, (\d+) of (\d+) answers right\."])
        chunk = child.before
        transcript += chunk
        if index == 1:
            transcript += child.after
            return asked, transcript
        # the latest question is the text since the last answer
        found = next((row for row in table if re.search(row[0], chunk)), None)
        assert found is not None, f"{lesson}: no answer for {chunk[-300:]!r}"
        asked.append(found[0])
        wrong = wrong_first and len(asked) == 1
        child.sendline(found[2] if wrong else found[1])


@pytest.mark.parametrize("lesson", list(ANSWERS))
def test_lesson_end_to_end(env, lesson):
    environ, tmp_path = env
    child = spawn(environ, "--lesson", lesson)
    asked, transcript = answer_lesson(child, lesson)
    right, total = map(int, child.match.groups())
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, transcript[-500:]
    # the missed question was corrected, came back sooner than the end, and was answered right twice
    first = asked[0]
    assert asked.count(first) == 3, asked
    assert asked.index(first, 1) <= 3, asked
    assert "This one will come back soon." in transcript
    assert (right, total) == (len(asked) - 1, len(asked))
    assert set(asked) == {row[0] for row in ANSWERS[lesson]}
    assert "\x1b" not in transcript  # plain lines only
    data = progress(tmp_path)
    assert data["done"] == [lesson]
    assert sum(data["topics"].values(), []) == [right, total - right]


def test_wrong_situation_answer_names_the_rule_and_the_legal_cards(env):
    environ, _ = env
    child = spawn(environ, "--lesson", "matching")
    child.expect("Play a card that matches")
    child.expect(r"\n> ")
    child.sendline("y9x")
    child.expect(r"You cannot play a yellow 9: it does not match the red 3\.")
    child.expect(r"You can play one card now: red 7\.")
    child.sendline("quit")
    child.expect("Your progress is saved")
    child.expect(pexpect.EOF)


def test_progress_survives_a_crash_and_can_be_reset(env):
    environ, tmp_path = env
    child = spawn(environ, "--lesson", "scoring")
    for _ in range(2):
        child.expect(r"\n> ")
        chunk = child.before
        row = next(r for r in ANSWERS["scoring"] if re.search(r[0], chunk))
        child.sendline(row[1])
    child.expect("Correct")
    child.expect(r"\n> ")
    child.kill(signal.SIGKILL)
    child.close()
    data = progress(tmp_path)
    assert data["topics"]["scoring"] == [2, 0] and data["done"] == []
    # the list shows the accuracy
    child = spawn(environ, "--list")
    child.expect(r"6\. Scoring \(scoring\): 100 percent correct out of 2 answers\.")
    child.expect(pexpect.EOF)
    # interactive reset asks first: "no" keeps everything
    child = spawn(environ, "--reset")
    child.expect(r"Clear all tutor progress of the profile default\? Type yes or no\.")
    child.sendline("no")
    child.expect("Nothing was cleared")
    child.expect(pexpect.EOF)
    assert progress(tmp_path)["topics"]["scoring"] == [2, 0]
    child = spawn(environ, "--reset")
    child.expect(r"Type yes or no\.")
    child.sendline("yes")
    child.expect("is cleared")
    child.expect(pexpect.EOF)
    assert not (tmp_path / "data" / "tutor" / "default.json").exists()


def test_profiles_are_separate_and_bad_names_are_one_line(env):
    environ, tmp_path = env
    child = spawn(environ, "--lesson", "presets", "--profile", "mia")
    answer_lesson(child, "presets", wrong_first=False)
    child.expect(pexpect.EOF)
    assert progress(tmp_path, "mia")["done"] == ["presets"]
    assert not (tmp_path / "data" / "tutor" / "default.json").exists()
    child = spawn(environ, "--profile", "../x")
    child.expect(r"The profile name \.\./x cannot be used\.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 2
    child = spawn(environ, "--lesson", "nonsense")
    child.expect(r"There is no lesson nonsense\. The lessons are: cards, matching")
    child.expect(pexpect.EOF)


def test_menu_then_guided_game_with_hint_why_and_explain(env):
    environ, _ = env
    child = spawn(environ, "--seed", "3")
    child.expect("Welcome to the UNO tutor")
    child.expect(r"Press Enter for: The cards and colors\.")
    child.sendline("11")
    child.expect("Lesson 11 of 11: A guided game")
    child.expect("Your turn")
    child.expect(r"\n> ")
    child.sendline("hint")
    child.expect(r"Try the (.+?): type (\S+)\.")
    typed = child.match.group(2)
    child.expect(r"The rule: ")
    child.sendline("why")
    child.expect(r"The rule: ")
    child.sendline("explain")
    child.expect(r"The rule: ")
    child.sendline(typed)
    child.expect(r"You play ")
    child.sendline("why")
    child.expect(r"The rule: ")
    child.sendline("quit")
    child.expect(r"Leave the guided game\?")
    child.sendline("yes")
    child.expect("You left the lesson A guided game")
    child.sendline("quit")
    child.expect("Goodbye")
    child.expect(pexpect.EOF)


def test_italian_lesson(env):
    """Another language end to end: questions, the correction, the tutor's words (accents optional)."""
    environ, tmp_path = env
    child = spawn(environ, "--lesson", "dots", "--lang", "it")
    child.expect(r"Lezione 8 di 11: Leggere le celle Braille punto per punto\.")
    child.expect(r"Quale lettera formano i punti 1 2\?")
    child.expect(r"\n> ")
    child.sendline("k")
    child.expect(r"Sbagliato\. I punti 1 2 formano la lettera b, cioè la cifra 2 sulle carte\.")
    child.expect(r"Questa domanda tornerà presto\.")
    child.expect(r"Quale lettera formano i punti 1 2 3 5\?")
    child.sendline("r")
    child.expect(r"Giusto, è la r\.")
    child.sendline("ripeti")
    child.expect(r"Domanda successiva\.\s+Quale lettera formano i punti 1 3 4 6\?\s+> ripeti\s+Quale lettera formano i punti 1 3 4 6\?")
    child.sendline("esci")
    child.expect(r"Hai lasciato la lezione Leggere le celle Braille punto per punto\. I tuoi progressi sono salvati\.")
    child.expect(pexpect.EOF)
    assert progress(tmp_path)["topics"]["dots"] == [1, 1]


def test_guided_game_answers_a_line_typed_while_a_computer_player_waits(env):
    environ, tmp_path = env
    # computer players pause 4 seconds before each move: a line typed then is answered
    # before the next computer move only if it is read during the pause
    save_settings(Settings().set("speech", "none").set("pace", "4").set("delay", "4"),
                  tmp_path / "config" / "settings.toml")
    child = spawn(environ, "--lesson", "guided", "--seed", "3")
    child.expect("Your turn")
    child.expect(r"\n> ")
    child.sendline("hint")
    child.expect(r"Try the (.+?): type (\S+)\.")
    typed = child.match.group(2)
    child.expect(r"\n> ")
    child.sendline(typed)
    child.expect(r"You (play|draw)")
    child.sendline("counts")
    child.expect(r"Cards in hand: you \S+, Ben")
    assert "Ben plays" not in child.before and "Ben draws" not in child.before
    child.sendcontrol("c")
    child.expect(pexpect.EOF)
