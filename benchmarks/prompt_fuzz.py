"""The long prompt fuzz: tens of thousands of hostile lines typed at any moment of real games.

    python benchmarks/prompt_fuzz.py                 # at least 10,000 lines
    python benchmarks/prompt_fuzz.py --lines 2000

Hypothesis draws the games (seed, language, rules with jump-in and swaps, one or two people at
the table) and the lines (``tests/prompt_fuzz.py``: huge numbers after every command that takes
one, values over 1,000 characters, control characters and NUL, escape sequences, text from invalid
UTF-8, other languages and scripts), and the computer players move between lines at random.  Every
answer is checked (``answer_problems``).  Printed: lines typed, games, answers, the longest answer
line, and every problem found with the line that caused it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st
from prompt_fuzz import HOSTILE, answer_problems  # noqa: E402

from uno_access.console.session import Session  # noqa: E402
from uno_access.engine import Game, RuleSet  # noqa: E402
from uno_access.i18n import LANGUAGES, Localizer  # noqa: E402
from uno_access.storage.settings import Settings  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=10_000)
    args = parser.parse_args()
    totals = {"lines": 0, "games": 0, "answers": 0, "longest": 0}
    problems: list[tuple[str, list[str]]] = []
    started = time.monotonic()

    @settings(max_examples=50, deadline=None, database=None, derandomize=False,
              suppress_health_check=list(HealthCheck))
    @given(seed=st.integers(0, 10**6), lang=st.sampled_from(LANGUAGES), two=st.booleans(),
           texts=st.lists(st.tuples(HOSTILE, st.booleans()), min_size=10, max_size=60))
    def fuzz(seed, lang, two, texts):
        if totals["lines"] >= args.lines:
            return
        rules = RuleSet.preset("official", jump_in="on", seven="swap", zero="swap", scoring="single_hand")
        players = ["human", "human", "normal"] if two else ["human", "normal", "normal"]
        game = Game(players=3, rules=rules, seed=seed)
        out: list[str] = []
        session = Session(game, players, Localizer(lang), Settings(speech="none", pace=0),
                          lambda shown, spoken: out.append(shown), scripted=True, seed=seed,
                          settings_path=Path("/nonexistent/settings.toml"))
        session.start()
        totals["games"] += 1
        for text, bots_move in texts:
            if bots_move:
                while session.seconds_until_bot() == 0:
                    session.step_bot()
            found, ended = answer_problems(session, out, text)
            totals["lines"] += 1
            totals["answers"] += len(out)
            totals["longest"] = max([totals["longest"], *map(len, out)])
            if found:
                problems.append((text, found))
                print(f"PROBLEM with {text[:60]!r}: {found}", flush=True)
            if ended:
                break
        if totals["games"] % 50 == 0:
            print(f"{totals['lines']} lines, {len(problems)} problems, {time.monotonic() - started:.0f} s", flush=True)

    while totals["lines"] < args.lines:  # 50 games a round, each round drawn afresh
        fuzz()
    print()
    print(f"lines typed: {totals['lines']} in {totals['games']} games ({time.monotonic() - started:.0f} s)")
    print(f"answers: {totals['answers']} lines, the longest {totals['longest']} characters")
    print(f"problems: {len(problems)}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
