"""The prompt fuzz (a few hundred hostile lines; benchmarks/prompt_fuzz.py types tens of thousands):
every line gets an answer in plain printable text, no raw message id, no traceback, and a refused
line changes nothing.  Also through a real pipe: invalid UTF-8 and NUL bytes on stdin."""

from __future__ import annotations

import subprocess
import sys

from fault_helpers import ROOT, environment
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from prompt_fuzz import HOSTILE, answer_problems, line_problems
from test_console_session import new_session, run_bots

from uno_access.engine import RuleSet
from uno_access.i18n import LANGUAGES


@settings(max_examples=25, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), lang=st.sampled_from(LANGUAGES),
       texts=st.lists(st.tuples(HOSTILE, st.booleans()), min_size=5, max_size=20))
def test_hostile_lines_at_any_moment(tmp_path, seed, lang, texts):
    rules = RuleSet.preset("official", jump_in="on", seven="swap", scoring="single_hand")
    players = ("human", "human", "normal") if seed % 2 else ("human", "normal", "normal")
    session, lines = new_session(tmp_path, players=players, rules=rules, seed=seed, dealer=None)
    session.settings = session.settings.set("language", lang)
    session.apply_setting("language")  # as "set language" does, without writing the settings file
    for text, bots_move in texts:
        if bots_move:
            run_bots(session)
        problems, ended = answer_problems(session, lines, text)
        assert not problems, (text[:80], problems, lines[:3])
        if ended:
            break


def test_invalid_utf8_nul_and_huge_numbers_through_a_pipe(tmp_path):
    script = (b"\xff\xfe\xfd\n" + b"play \x00\x00\n" + b"history " + b"9" * 5000 + b"\n"
              + b"set rate " + b"1" * 1500 + b"\n" + b"\xc3\x28 draw\n" + b"hand\n")
    env = environment(tmp_path)
    result = subprocess.run([sys.executable, "-m", "uno_access", "play", "--speech", "none", "--seed", "3"],
                            input=script, env=env, capture_output=True, timeout=60, cwd=str(ROOT))
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode("utf-8")  # the answers are valid UTF-8
    lines = out.splitlines()
    assert "Traceback" not in out + result.stderr.decode("utf-8", "replace")
    assert any(line.startswith("Your seven cards") for line in lines)  # the input went on after the bad bytes
    assert lines[-1].startswith("The game is saved as 1.")
    assert not [p for line in lines for p in line_problems(line)]
