"""Figures of the computer players (issue 6): win rates with 95% Wilson intervals,
head-to-head significance, decision times against the budget.

    python benchmarks/bots.py                      # everything, 10,000 hands per match-up
    python benchmarks/bots.py --hands 2000 --hard-hands 400 --budget-ms 50 --jobs 2 --rlcard

Each match-up plays single hands from fresh deals under ``--rules`` (default
``official``), seats fixed, dealer drawn by the engine.  The goals of the
issue are printed next to each figure; "significant" means the 95% interval
of the first player's win rate lies wholly above 50% (two players).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_access.bots import LEVELS, RandomBot  # noqa: E402
from uno_access.engine import RuleSet  # noqa: E402
from uno_access.simulate import percentile, simulate, wilson  # noqa: E402

class StrictRandomBot(RandomBot):
    """RLCard's random agent under our rules, for comparison with its anchors: uniform over the
    plays, drawing only when nothing can be played (RLCard offers no voluntary draw)."""

    level = "strict-random"

    def _choose(self, obs, legal):
        plays = [a for a in legal if a.kind == "play"]
        if plays and obs.current == obs.seat:
            return super()._choose(obs, plays)
        return super()._choose(obs, legal)


# benchmark-only opponent; the worker processes are forked after this, so they see it too
LEVELS["strict-random"] = StrictRandomBot

#: (players, goal for seat 0's hand win rate or None)
MATCHUPS = [
    ("random,random,random,random", None),
    ("easy,random,random,random", None),
    ("normal,random,random,random", None),
    ("normal,random", None),
    ("normal,easy", "normal beats easy"),
    ("easy,random", None),
    ("normal,strict-random,strict-random,strict-random", None),
    ("normal,strict-random", None),
    ("hard,random,random,random", 0.45),
    ("hard,random", 0.70),
    ("hard,normal", "hard beats normal"),
    ("hard,strict-random,strict-random,strict-random", None),
]


def line(levels: str, result, seconds: float, budget: float, goal) -> str:
    wins, hands = result.hand_wins[0], result.hands
    low, high = wilson(wins, hands)
    rate = wins / hands if hands else 0.0
    times = {level: result.times.get(level, []) for level in dict.fromkeys(levels.split(","))}
    speed = ", ".join(
        f"{level} p95 {1000 * percentile(v, 0.95):.2f} ms, {len(v) / max(1e-9, sum(v)):.0f}/s" for level, v in times.items()
    )
    text = f"{levels:<28} N={hands:<6} seat 0 wins {100 * rate:5.1f}% [{100 * low:.1f}, {100 * high:.1f}]"
    if isinstance(goal, float):
        text += f"  goal >= {100 * goal:.0f}%: {'met' if low >= goal else ('likely' if rate >= goal else 'NOT met')}"
    elif isinstance(goal, str):
        z = (rate - 0.5) / math.sqrt(0.25 / hands) if hands else 0.0
        text += f"  {goal}: {'yes, significant' if low > 0.5 else 'not significant'} (z={z:.1f})"
    if "hard" in times:
        hard = times["hard"]
        within = sum(1 for t in hard if t * 1000 <= budget) / max(1, len(hard))
        text += f"  hard within {budget:.0f} ms budget: {100 * within:.1f}% of decisions"
    return text + f"  | {speed} | {seconds:.0f} s"


def rlcard_anchor(games: int, seed: int) -> list[str]:
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
        from rlcard.models.uno_rule_models import UNORuleAgentV1
    except ImportError as exc:  # rlcard is optional
        return [f"RLCard anchor skipped: {exc}"]
    out = []
    for players in (4, 2):
        env = rlcard.make("uno", config={"game_num_players": players, "seed": seed})
        # RLCard 1.2.0's UNO game ignores game_num_players: set the count on the game itself
        env.game.num_players = env.num_players = players
        env.action_shape = [None] * players
        env.state_shape = [env.state_shape[0]] * players
        np.random.seed(seed)
        env.set_agents([UNORuleAgentV1()] + [RandomAgent(num_actions=env.num_actions) for _ in range(players - 1)])
        wins = 0
        for _ in range(games):
            _, payoffs = env.run(is_training=False)
            wins += payoffs[0] > 0
        low, high = wilson(wins, games)
        out.append(f"RLCard {rlcard.__version__} rule agent V1 vs {players - 1} random, {players} players: "
                   f"{100 * wins / games:.1f}% [{100 * low:.1f}, {100 * high:.1f}] of N={games}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000, help="hands per cheap match-up")
    parser.add_argument("--hard-hands", type=int, default=10_000, help="hands per match-up with hard")
    parser.add_argument("--budget-ms", type=float, default=250.0, help="hard's thinking time per decision")
    parser.add_argument("--rules", default="official")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rlcard", action="store_true", help="also measure RLCard's rule agent")
    parser.add_argument("--only", default="", help="comma-separated substrings of match-ups to run")
    args = parser.parse_args()
    rules = RuleSet.preset(args.rules)
    print(f"rules {args.rules}, seed {args.seed}, jobs {args.jobs}, hard budget {args.budget_ms:.0f} ms", flush=True)
    for levels, goal in MATCHUPS:
        if args.only and not any(part in levels for part in args.only.split(";")):
            continue
        hands = args.hard_hands if "hard" in levels else args.hands
        started = time.perf_counter()
        result = simulate(levels.split(","), rules, args.seed, hands=hands, jobs=args.jobs, budget_ms=args.budget_ms)
        print(line(levels, result, time.perf_counter() - started, args.budget_ms, goal), flush=True)
    if args.rlcard:
        for text in rlcard_anchor(args.hands, args.seed):
            print(text, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
