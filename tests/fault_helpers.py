"""Kill the game with SIGKILL and resume it: shared by tests/test_faults.py and benchmarks/faults.py.

``run_game(env, args)`` runs ``uno-access play`` to its end; ``killed_then_resumed(env, args, after)``
kills it after ``after`` seconds (or after a number of output lines) and resumes it with
``--resume`` until the match is over.  ``check_log(lines)`` checks an event log as a table would:
every line JSON, no card played that is not in the player's hand, every ``remaining`` and
``count`` right, 108 cards conserved at each deal.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class LogProblem(AssertionError):
    pass


def environment(tmp: Path) -> dict:
    env = dict(os.environ)
    env.update(PYTHONPATH=str(ROOT), UNO_ACCESS_CONFIG_DIR=str(tmp / "config"),
               UNO_ACCESS_DATA_DIR=str(tmp / "data"), LANG="en_US.UTF-8", TERM="dumb")
    return env


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "uno_access", "play", "--speech", "none", "--delay", "0", "--pace", "0", *args]


def run_game(env: dict, args: list[str], stdin: str = "", timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(command(*args), input=stdin, env=env, capture_output=True, text=True,
                          timeout=timeout, cwd=str(ROOT))


def kill_after(env: dict, args: list[str], seconds: float | None = None, lines: int | None = None,
               stdin: str = "", keep_open: bool = False, until: str | None = None) -> bool:
    """Start the game and SIGKILL it after ``lines`` lines of output, then ``seconds`` more;
    False when it ended by itself first.  ``keep_open``: stdin stays open after ``stdin`` (the
    game then waits at its prompt when it is killed); ``until``: first wait for a line holding it."""
    proc = subprocess.Popen(command(*args), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, cwd=str(ROOT))
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write(stdin.encode())
        proc.stdin.flush()
        if not keep_open:
            proc.stdin.close()
    except BrokenPipeError:
        pass
    if until is not None:  # the line that shows the game got so far
        while True:
            line = proc.stdout.readline()
            if not line or until.encode() in line:
                break
    if lines is not None:  # so many lines of narration first
        for _ in range(lines):
            if not proc.stdout.readline():
                break
    if seconds is not None:  # then so long (the output keeps flowing to the pipe meanwhile)
        time.sleep(seconds)
    ended = proc.poll() is not None
    if not ended:
        proc.send_signal(signal.SIGKILL)
    proc.wait()
    proc.stdout.close()
    if not proc.stdin.closed:
        proc.stdin.close()
    return not ended


def stored_state(env: dict, name: str):
    """The saved game called ``name`` as the store holds it (None when there is none)."""
    from uno_access.storage import saves
    from uno_access.storage.store import STORE_FILE, Store

    with Store(Path(env["UNO_ACCESS_DATA_DIR"]) / STORE_FILE) as store:
        info = store.find(name)
        return None if info is None else saves.resume(store, info)[0]


def check_log(lines: list[str]) -> list[dict]:
    """The events of an event log, checked; ``LogProblem`` says what is wrong."""
    events = []
    for number, line in enumerate(lines, 1):
        try:
            events.append(json.loads(line))
        except ValueError:
            raise LogProblem(f"line {number} is not JSON: {line[:80]!r}") from None
    hands: list[Counter] = []
    for number, e in enumerate(events, 1):
        kind = e.get("type")
        if kind == "match_start":
            if number != 1:
                raise LogProblem(f"line {number}: a second match_start")
            hands = [Counter() for _ in range(e["players"])]
        elif kind == "hand_start":
            hands = [Counter() for _ in hands]
        elif kind in ("deal", "draw"):
            cards = e.get("cards", [])
            if len(cards) != e["count"]:
                raise LogProblem(f"line {number}: {e['count']} cards drawn but {len(cards)} listed")
            hands[e["seat"]].update(cards)
        elif kind in ("play", "jump_in"):
            hand = hands[e["seat"]]
            if hand[e["card"]] <= 0:
                raise LogProblem(f"line {number}: seat {e['seat']} plays {e['card']}, not in its hand")
            hand[e["card"]] -= 1
            if "remaining" in e and e["remaining"] != sum(hand.values()):
                raise LogProblem(f"line {number}: remaining {e['remaining']}, the hand holds {sum(hand.values())}")
        elif kind == "retract":
            hands[e["seat"]][e["card"]] += 1
        elif kind == "swap":
            seats = e["seats"]
            old = [hands[s] for s in seats]
            if e["kind"] == "rotate":
                for i in range(len(seats)):
                    hands[seats[(i + 1) % len(seats)]] = old[i]
            else:
                hands[seats[0]], hands[seats[1]] = old[1], old[0]
        elif kind == "start_card":
            total = sum(sum(h.values()) for h in hands)
            if total > 108:
                raise LogProblem(f"line {number}: {total} cards in hands")
        if hands and any(min(h.values(), default=0) < 0 for h in hands):
            raise LogProblem(f"line {number}: a hand holds a negative count")
    return events


def read_log(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []
