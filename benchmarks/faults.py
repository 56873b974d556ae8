"""The long form of tests/test_faults.py: hundreds of SIGKILLs at random moments, then resume.

    python benchmarks/faults.py                 # 210 runs
    python benchmarks/faults.py --runs 30 --seed 7

Three kinds of run, in turn:

* ``computers``: four computer players; SIGKILL a random 0-1.5 s after the first line (computer
  moves, the store's writes, the event log's writes), then ``--resume`` until the match is over.  The
  event log must equal, line for line, the log of the same match played without a kill (the
  exact state and the same continuation), and pass ``check_log``.
* ``lines``: the same, killed after a random number (1-400) of narrated lines.
* ``prompt``: a person and two computer players; a random script typed, stdin left open, SIGKILL
  0-1.5 s after the first line, while the game waits at its prompt or still works through the script.  The resumed game must
  load (its replayed actions give exactly the stored events) and the log must equal the store.

Printed: the runs of each kind, how many kills landed in a running game, the resumes, and every
failure with the run number that reproduces it.
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from fault_helpers import LogProblem, check_log, environment, kill_after, read_log, run_game, stored_state  # noqa: E402

BOTS = ["--players", "easy,normal,normal,easy", "--house", "target=300", "--save", "g"]
WORDS = ["1", "2", "3", "4", "draw", "pass", "red", "blue", "green", "uno", "catch", "challenge", "accept",
         "hand", "history 3", "zzz", ""]


def resume_to_the_end(env: dict, log: Path, stdin: str = "", limit: int = 6) -> int:
    for n in range(1, limit + 1):
        result = run_game(env, ["--resume", "g", "--event-log", str(log)], stdin)
        if result.returncode != 0 or "Traceback" in result.stderr + result.stdout:
            raise AssertionError(f"resume failed ({result.returncode}): {result.stderr.strip()[-200:]}")
        if stored_state(env, "g") is None or stdin:
            return n
    raise AssertionError("the resumed match did not end")


def one_run(number: int, tmp: Path, references: dict) -> tuple[str, bool, int]:
    """(kind, whether the kill landed in a running game, resumes); AssertionError on a failure."""
    rng = random.Random(number)
    kind = ("computers", "lines", "prompt")[number % 3]
    env = environment(tmp)
    log = tmp / "log.jsonl"
    if kind in ("computers", "lines"):
        seed = rng.randrange(20)  # few seeds, so that references are reused
        args = [*BOTS, "--seed", str(seed), "--event-log", str(log)]
        if seed not in references:
            ref_tmp = tmp.parent / f"ref-{seed}"
            ref_env = environment(ref_tmp)
            ref_log = ref_tmp / "log.jsonl"
            ref_tmp.mkdir(parents=True, exist_ok=True)
            assert run_game(ref_env, [*BOTS, "--seed", str(seed), "--event-log", str(ref_log)]).returncode == 0
            references[seed] = read_log(ref_log)
            check_log(references[seed])
        if kind == "computers":
            killed = kill_after(env, args, lines=1, seconds=rng.uniform(0.0, 1.5))
        else:
            killed = kill_after(env, args, lines=rng.randrange(1, 400))
        resumes = 0
        if killed and stored_state(env, "g") is not None:
            resumes = resume_to_the_end(env, log)
        elif killed and not read_log(log):
            assert run_game(env, args).returncode == 0
        lines = read_log(log)
        check_log(lines)
        if lines != references[seed]:
            first = next((i for i, (a, b) in enumerate(zip(lines, references[seed])) if a != b), None)
            raise AssertionError(f"the log differs from the uninterrupted match (at line {first}; "
                                 f"{len(lines)} lines against {len(references[seed])})")
        return kind, killed and resumes > 0, resumes
    args = ["--players", "human,normal,normal", "--seed", str(rng.randrange(1000)), "--save", "g",
            "--event-log", str(log)]
    script = "\n".join(rng.choice(WORDS) for _ in range(rng.randrange(5, 80))) + "\n"
    killed = kill_after(env, args, lines=1, seconds=rng.uniform(0.0, 1.5), stdin=script, keep_open=True)
    game = stored_state(env, "g")
    if game is None:
        assert not read_log(log) or not killed, "a game was logged but not stored"
        return kind, False, 0
    resumes = resume_to_the_end(env, log, stdin="hand\n")
    lines = read_log(log)
    check_log(lines)
    assert len(lines) == len(stored_state(env, "g").events), "the log and the store disagree"
    return kind, killed, resumes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=210)
    parser.add_argument("--seed", type=int, default=0, help="the first run's number")
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="uno-faults-"))
    references: dict = {}
    runs: Counter[str] = Counter()
    landed: Counter[str] = Counter()
    resumes: Counter[str] = Counter()
    failures = []
    started = time.monotonic()
    for number in range(args.seed, args.seed + args.runs):
        tmp = base / f"run-{number}"
        tmp.mkdir()
        kind = ("computers", "lines", "prompt")[number % 3]
        try:
            kind, hit, count = one_run(number, tmp, references)
            landed[kind] += hit
            resumes[kind] += count
        except (AssertionError, LogProblem, subprocess.TimeoutExpired) as exc:
            failures.append((number, kind, str(exc)))
            print(f"run {number} ({kind}) FAILED: {str(exc)[:300]} (files kept in {tmp})", flush=True)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
        runs[kind] += 1
        done = sum(runs.values())
        if done % 10 == 0:
            print(f"{done} runs, {len(failures)} failures, {time.monotonic() - started:.0f} s", flush=True)
    print()
    print(f"{'kind':<10} {'runs':>5} {'killed mid-game':>16} {'resumes':>8}")
    for kind in ("computers", "lines", "prompt"):
        print(f"{kind:<10} {runs[kind]:>5} {landed[kind]:>16} {resumes[kind]:>8}")
    print(f"total: {sum(runs.values())} runs, {sum(landed.values())} kills in a running game, "
          f"{len(failures)} failures, {time.monotonic() - started:.0f} s")
    if not failures:
        shutil.rmtree(base, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
