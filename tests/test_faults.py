"""Faults: SIGKILL at random moments, then resume: the exact state, the same continuation, a
consistent event log.  The long form (hundreds of kills, figures printed) is benchmarks/faults.py.
"""

from __future__ import annotations

import random

import pytest
from fault_helpers import check_log, environment, kill_after, read_log, run_game, stored_state

BOTS = ["--players", "easy,normal,normal", "--house", "target=100", "--save", "g"]


def resume_to_the_end(env, log, limit: int = 5) -> None:
    for _ in range(limit):
        result = run_game(env, ["--resume", "g", "--event-log", str(log)])
        assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
        if stored_state(env, "g") is None:  # the match is over: its save is gone
            return
    raise AssertionError("the resumed match did not end")


@pytest.mark.parametrize("seed, after", [(11, 1), (13, 60)])
def test_a_kill_while_the_computers_play_changes_nothing(tmp_path, seed, after):
    ref_env = environment(tmp_path / "ref")
    ref_log = tmp_path / "ref.jsonl"
    assert run_game(ref_env, [*BOTS, "--seed", str(seed), "--event-log", str(ref_log)]).returncode == 0
    reference = read_log(ref_log)
    check_log(reference)

    env = environment(tmp_path / "run")
    log = tmp_path / "run.jsonl"
    first = [*BOTS, "--seed", str(seed), "--event-log", str(log)]
    killed = kill_after(env, first, lines=after)  # after so many lines of narration
    if killed and stored_state(env, "g") is not None:
        resume_to_the_end(env, log)
    elif killed and not read_log(log):  # killed before the game was stored: start it again
        assert run_game(env, first).returncode == 0
    # else the match had ended (its save removed) before the kill
    lines = read_log(log)
    check_log(lines)
    assert lines == reference  # the same match, event for event, no line twice, none missing


def script(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    words = ["1", "2", "3", "draw", "pass", "red", "blue", "uno", "catch", "challenge", "accept", "hand", "zzz"]
    return [rng.choice(words) for _ in range(count)]


def test_script_a_then_b_is_the_same_game_as_a_stop_resume_b(tmp_path):
    args = ["--players", "human,normal,normal,easy", "--seed", "5", "--save", "g"]
    a, b = script(1, 25), script(2, 25)
    one_env = environment(tmp_path / "one")
    one_log = tmp_path / "one.jsonl"
    assert run_game(one_env, [*args, "--event-log", str(one_log)], "\n".join(a + b) + "\n").returncode == 0
    two_env = environment(tmp_path / "two")
    two_log = tmp_path / "two.jsonl"
    assert run_game(two_env, [*args, "--event-log", str(two_log)], "\n".join(a) + "\n").returncode == 0
    assert run_game(two_env, ["--resume", "g", "--event-log", str(two_log)], "\n".join(b) + "\n").returncode == 0
    assert stored_state(one_env, "g") == stored_state(two_env, "g")
    assert read_log(one_log) == read_log(two_log)
    check_log(read_log(two_log))


def test_a_kill_at_the_prompt_keeps_every_move(tmp_path):
    args = ["--players", "human,normal,normal", "--seed", "8", "--save", "g"]
    a = script(3, 20)
    ref_env = environment(tmp_path / "ref")
    assert run_game(ref_env, args, "\n".join(a) + "\n").returncode == 0
    env = environment(tmp_path / "run")
    log = tmp_path / "run.jsonl"
    # killed at the prompt once the script is answered (its last line, "scores", says "Scores, hand")
    assert kill_after(env, [*args, "--event-log", str(log)], seconds=0.3, stdin="\n".join(a) + "\nscores\n",
                      keep_open=True, until="Scores, hand")
    assert stored_state(env, "g") == stored_state(ref_env, "g")
    result = run_game(env, ["--resume", "g", "--event-log", str(log)], "hand\n")
    assert result.returncode == 0 and "The saved game continues" in result.stdout
    lines = read_log(log)
    check_log(lines)
    assert len(lines) == len(stored_state(env, "g").events)
