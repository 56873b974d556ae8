"""Figures of the computer players against an outside peer: RLCard 1.2.0's rule agent.

    python benchmarks/bots.py                                  # every match-up, 2000 hands each
    python benchmarks/bots.py --only "hard,v1" --hard-hands 300 --budget-ms 250 --jobs 1

The peer is ``v1``, our port of RLCard's ``UNORuleAgentV1`` (``benchmarks/rlcard_agents.py``);
``rlcard-random`` is RLCard's ``RandomAgent`` ported the same way.  The port is shown faithful
in the same run: ``v1`` against three ``rlcard-random`` under our rules beside RLCard's own
agent against three ``RandomAgent`` in RLCard's own game (needs ``pip install rlcard==1.2.0``).

Each match-up plays single hands from fresh deals under ``--rules`` (default ``official``),
seats fixed, dealer drawn by the engine; hand ``i`` of every match-up is dealt from the same
seed, so two match-ups with the same seats are compared hand by hand (a paired z over the same
deals).  Per match-up: seat 0's hands won with the 95% Wilson interval, its points per hand
(mean and 95% interval), and decision times (p50, p95, max) of every level, wall clock and,
for the hard player, CPU time (``--cpu-clock`` makes its budget count its own CPU time: on a
machine shared with other work a niced process can wait longer than its budget for the CPU);
the Wild Draw Fours each level played and how many of them were bluffs (played while the
player could follow, as the engine judges it), how often they were challenged, and the level's
own challenges: made, won, and the success rate with its 95% Wilson interval.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.rlcard_agents import RLCardRandomBot, V1Bot  # noqa: E402
from uno_access.bots import LEVELS, HardBot  # noqa: E402
from uno_access.cli.simulate import game_seed, percentile, wilson  # noqa: E402
from uno_access.engine import Game, RuleSet  # noqa: E402
from uno_access.engine import events as ev  # noqa: E402

# benchmark-only players; the worker processes are forked after this, so they see them too
LEVELS["v1"] = V1Bot
LEVELS["rlcard-random"] = RLCardRandomBot

#: (seats, goal for seat 0's hand win rate or None, the match-up hard is compared with)
MATCHUPS = [
    ("v1,rlcard-random,rlcard-random,rlcard-random", None, None),
    ("v1,rlcard-random", None, None),
    ("v1,v1,v1,v1", None, None),
    ("v1,v1", None, None),
    ("normal,v1,v1,v1", None, None),
    ("normal,v1", None, None),
    ("hard,v1,v1,v1", 0.35, "normal,v1,v1,v1"),
    ("hard,v1", 0.70, "normal,v1"),
    ("hard,normal,normal,normal", None, None),
    ("hard,normal", None, None),
    ("hard,hard", None, None),
]


def play_hand(task: tuple) -> dict:
    """One hand from a fresh deal: who won, seat 0's points, decision times, challenges."""
    from uno_access.bots import make_player

    levels, rules_dict, seed, number, budget_ms, deals, cpu, settings = task
    rules = RuleSet.from_dict(rules_dict)
    gseed = game_seed(seed, number)
    game = Game(len(levels), rules=rules, seed=gseed, record=True)
    bots = [make_player(level, seat, seed=gseed * 16 + seat, budget_ms=None if deals else budget_ms, max_deals=deals)
            for seat, level in enumerate(levels)]
    for bot in bots:
        if bot.level == "hard":
            for name, value in settings:
                setattr(bot, name, value)
    if cpu:  # the budget counts the player's own CPU time, not the busy machine's wall clock
        for bot in bots:
            if hasattr(bot, "clock"):
                bot.clock = time.process_time
    clock = time.perf_counter
    cpu_clock = time.process_time
    times: dict[str, list[float]] = {}
    cpu_times: dict[str, list[float]] = {}
    hand = game.hand_number
    searches: list[tuple] = []  # seat 0's searched decisions: (candidates, deals, playouts, overruled)
    decisions0 = 0
    bluffs: list[str] = []  # the level of each Wild Draw Four played against the wd4 rule (the truth)
    while not game.over and game.hand_number == hand:
        seat = game.current
        obs = game.observation(seat)
        legal = game.legal_actions(seat)
        start, cpu_start = clock(), cpu_clock()
        action = bots[seat].choose(obs, legal)
        times.setdefault(levels[seat], []).append(clock() - start)
        decisions0 += seat == 0
        searcher = bots[0]
        if seat == 0 and isinstance(searcher, HardBot) and searcher.last_candidates > 1:
            searches.append((searcher.last_candidates, searcher.last_deals, searcher.last_playouts,
                             searcher.last_overruled))
        cpu_times.setdefault(levels[seat], []).append(cpu_clock() - cpu_start)
        game.apply(action)
        if action.card is not None and action.card.kind == "wild_draw_four" and game.wd4 is not None \
                and game.wd4.legal is False:
            bluffs.append(levels[seat])
    winner = next((e.winner for e in reversed(game.events) if isinstance(e, ev.HandEnd)), None)
    # challenges: (challenger level, offender level, bluff shown)
    challenges = [(levels[e.seat], levels[e.target], not e.legal) for e in game.events if isinstance(e, ev.Challenge)]
    wd4 = [levels[e.seat] for e in game.events if isinstance(e, ev.Play) and e.card.kind == "wild_draw_four"]
    return {"winner": winner, "points": game.scores[0], "times": times, "cpu_times": cpu_times,
            "challenges": challenges, "wd4": wd4, "bluffs": bluffs, "searches": searches,
            "decisions0": decisions0}


def run(levels: str, hands: int, rules: RuleSet, seed: int, jobs: int, budget_ms: float,
        deals: int | None = None, cpu: bool = False, settings: tuple = ()) -> list[dict]:
    tasks = [(tuple(levels.split(",")), rules.to_dict(), seed, i, budget_ms, deals, cpu, settings)
             for i in range(hands)]
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            return list(pool.imap(play_hand, tasks, chunksize=max(1, hands // (jobs * 8))))
    return [play_hand(task) for task in tasks]


def mean_ci(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, 1.959964 * math.sqrt(var / n)


def paired_z(a: list[dict], b: list[dict]) -> tuple[float, float]:
    """(difference of seat 0's win rates, paired z) over the same deals."""
    diffs = [(x["winner"] == 0) - (y["winner"] == 0) for x, y in zip(a, b)]
    mean, half = mean_ci(diffs)
    se = half / 1.959964
    return mean, (mean / se if se > 0 else 0.0)


def describe(levels: str, hands: list[dict], seconds: float, budget: float, goal) -> list[str]:
    n = len(hands)
    wins = sum(1 for h in hands if h["winner"] == 0)
    low, high = wilson(wins, n)
    rate = wins / n
    points, half = mean_ci([h["points"] for h in hands])
    text = (f"{levels:<46} N={n:<5} seat 0 wins {100 * rate:5.1f}% [{100 * low:.1f}, {100 * high:.1f}]"
            f"  points/hand {points:6.1f} ±{half:.1f}")
    if goal is not None:
        verdict = "met" if low >= goal else ("likely" if rate >= goal else "NOT met")
        text += f"  goal >= {100 * goal:.0f}%: {verdict}"
    out = [text + f"  ({seconds:.0f} s)"]
    for key, what in (("times", "wall"), ("cpu_times", "CPU ")):
        times: dict[str, list[float]] = {}
        for h in hands:
            for level, values in h[key].items():
                times.setdefault(level, []).extend(values)
        for level, values in times.items():
            if what == "CPU " and level != "hard":
                continue
            line = (f"    {level:<14} {what} decisions {len(values):<7} p50 {1000 * percentile(values, 0.5):7.2f} ms"
                    f"  p95 {1000 * percentile(values, 0.95):7.2f} ms  max {1000 * max(values):7.2f} ms")
            if level == "hard":
                within = sum(1 for t in values if t * 1000 <= budget) / len(values)
                line += f"  within the {budget:.0f} ms budget: {100 * within:.1f}%"
            out.append(line)
    searches = [s for h in hands for s in h.get("searches", ())]
    if searches:
        decisions = sum(h["decisions0"] for h in hands)
        k = len(searches)
        out.append(f"    hard seat 0: searched {k} of its {decisions} decisions ({100 * k / decisions:.0f}%; the rest"
                   f" had one sensible move), {sum(s[0] for s in searches) / k:.1f} candidate moves,"
                   f" {sum(s[1] for s in searches) / k:.0f} deals and {sum(s[2] for s in searches) / k:.0f} playouts"
                   f" a search; overruled the normal player's move in {100 * sum(s[3] for s in searches) / k:.1f}%")
    for level in dict.fromkeys(levels.split(",")):
        made = [c for h in hands for c in h["challenges"] if c[0] == level]
        faced = [c for h in hands for c in h["challenges"] if c[1] == level]
        played = sum(h["wd4"].count(level) for h in hands)
        bluffed = sum(h["bluffs"].count(level) for h in hands)
        if made or faced or level == "hard":
            won = sum(1 for c in made if c[2])
            caught = sum(1 for c in faced if c[2])
            lo, hi = wilson(won, len(made))
            out.append(f"    {level:<14} Wild Draw Fours played {played} (bluffs {bluffed}), challenged {len(faced)}"
                       f" (bluff shown {caught});"
                       f" its challenges {len(made)}, won {won}"
                       + (f" = {100 * won / len(made):.0f}% [{100 * lo:.0f}, {100 * hi:.0f}]" if made else ""))
    return out


def rlcard_anchor(games: int, seed: int) -> list[str]:
    """RLCard's own rule agent against RLCard's random agents in RLCard's own game."""
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
        from rlcard.models.uno_rule_models import UNORuleAgentV1
    except ImportError as exc:  # rlcard is a benchmark peer, not a dependency
        return [f"RLCard anchor skipped ({exc}): pip install rlcard==1.2.0"]
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
        out.append(f"{'RLCard ' + rlcard.__version__ + ' UNORuleAgentV1 vs ' + str(players - 1) + ' RandomAgent, in RLCard':<46}"
                   f" N={games:<5} seat 0 wins {100 * wins / games:5.1f}% [{100 * low:.1f}, {100 * high:.1f}]")
    return out


def setting_value(cls: type, name: str, text: str) -> object:
    """``text`` as a value of the class attribute ``name`` (a number, or a yes/no for a switch;
    a setting that is None by default takes a number)."""
    default = getattr(cls, name)
    if isinstance(default, bool):
        return text.lower() in ("1", "true", "yes", "on")
    return float(text) if default is None else type(default)(text)


def selected(levels: str, only: str) -> bool:
    """Whether ``--only`` picks ``levels``: a part naming a match-up exactly picks that one,
    any other part every match-up containing it."""
    names = {m[0] for m in MATCHUPS}
    return any(part == levels if part in names else part in levels for part in only.split(";") if part)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per match-up without hard")
    parser.add_argument("--hard-hands", type=int, default=1000, help="hands per match-up with hard")
    parser.add_argument("--budget-ms", type=float, default=250.0, help="hard's thinking time per decision")
    parser.add_argument("--deals", type=int, default=None,
                        help="hard searches this many deals a decision instead of a time budget (no clock)")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="hard's budget counts its own CPU time (on a machine busy with other work)")
    parser.add_argument("--hard-set", action="append", default=[], metavar="NAME=VALUE",
                        help="set an attribute of every hard player (a screen of a setting, e.g. playout_moves=24)")
    parser.add_argument("--rules", default="official")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--no-rlcard", action="store_true", help="skip RLCard's own run")
    parser.add_argument("--only", default="", help="';'-separated substrings of the match-ups to run")
    parser.add_argument("--dump", type=Path, default=None,
                        help="write each match-up's hands (winner, seat 0's points) to this JSON file, for paired"
                             " comparisons of two runs over the same deals")
    args = parser.parse_args()
    rules = RuleSet.preset(args.rules)
    chosen: list[tuple[str, object]] = []
    for item in args.hard_set:
        name, _, value = item.partition("=")
        if not hasattr(LEVELS["hard"], name):
            parser.error(f"the hard player has no setting {name!r}")
        chosen.append((name, setting_value(LEVELS["hard"], name, value)))
    settings = tuple(chosen)
    budget = f"{args.deals} deals a decision" if args.deals else f"{args.budget_ms:.0f} ms" + (
        " of its own CPU time" if args.cpu_clock else " (wall clock)")
    print(f"rules {args.rules}, seed {args.seed}, jobs {args.jobs}, hard budget {budget}"
          + "".join(f", hard {name}={value}" for name, value in settings), flush=True)
    if not args.no_rlcard and (not args.only or "rlcard" in args.only):
        for text in rlcard_anchor(args.hands, args.seed):
            print(text, flush=True)
    done: dict[str, list[dict]] = {}
    for levels, goal, versus in MATCHUPS:
        if args.only and not selected(levels, args.only):
            continue
        count = args.hard_hands if "hard" in levels else args.hands
        if versus is not None and versus not in done and args.only:
            done[versus] = run(versus, count, rules, args.seed, args.jobs, args.budget_ms, args.deals,
                               args.cpu_clock, settings)
            for text in describe(versus, done[versus], 0, args.budget_ms, None):
                print(text, flush=True)
        started = time.perf_counter()
        hands = run(levels, count, rules, args.seed, args.jobs, args.budget_ms, args.deals, args.cpu_clock, settings)
        done[levels] = hands
        for text in describe(levels, hands, time.perf_counter() - started, args.budget_ms, goal):
            print(text, flush=True)
        if versus is not None and versus in done:
            other = done[versus][: len(hands)]
            diff, z = paired_z(hands[: len(other)], other)
            print(f"    hard - normal over the same {len(other)} deals: {100 * diff:+.1f} points of win rate,"
                  f" paired z = {z:.1f} (goal z >= 3: {'met' if z >= 3 else 'NOT met'})", flush=True)
    if args.dump is not None:
        import json

        args.dump.write_text(json.dumps({levels: [{"winner": h["winner"], "points": h["points"]} for h in hands]
                                         for levels, hands in done.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
