"""Fuzz the rules engine: many random games with every invariant checked.

    python benchmarks/fuzz_engine.py                 # 100000 games on 2 processes
    python benchmarks/fuzz_engine.py --games 2000 --workers 1
    python benchmarks/fuzz_engine.py --only 1234     # replay one game seed, with a traceback

Each game draws a random preset, random switches and a seat count that suits
them (2-10) from its seed, then plays random legal actions (mostly one hand;
every fifth game a whole match at a low target).  Checked after every action:
108 cards (``card_total`` and the multiset of codes), at least one legal
action, and, at random steps, that a random non-legal action raises
``UnoError`` and changes nothing.  After the game: replaying the same actions
from the same seed gives the same events (determinism), and a save/restore
through JSON at a random step is equal and continues identically.  Prints
progress, every crash or violation with the seed that reproduces it, and the
totals.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from engine_helpers import RandomDriver, Violation, random_rules  # noqa: E402

from uno_access.engine import EventType, Game  # noqa: E402


def run_game(seed: int) -> dict:
    """One random game; returns {seed, ok, kind, message, steps, hands, players, rules}."""
    rng = random.Random(seed)
    rules, players = random_rules(rng)
    match = rng.random() < 0.2
    if match and rules.scoring != "single_hand":
        rules = rules.with_switches({"target": rng.choice([50, 100, 150])})
    result = {"seed": seed, "ok": True, "kind": "", "message": "", "steps": 0, "hands": 0,
              "players": players, "rules": rules.changed(), "preset": rules.preset_name}
    driver = None
    try:
        game = Game(players, rules, seed)
        driver = RandomDriver(game, rng, tries_illegal=0.1)
        driver.check_cards()
        if match:
            driver.play_match()
        else:
            driver.play_hand()
        result["steps"] = driver.steps
        result["hands"] = sum(1 for e in game.events if e.type is EventType.HAND_END)
        check_replay(game, players, rules, seed, driver.actions, rng)
    except Violation as exc:
        result.update(ok=False, kind="violation", message=str(exc))
    except Exception as exc:  # a crash: any exception the engine should not raise
        result.update(ok=False, kind="crash", message=f"{type(exc).__name__}: {exc}",
                      trace=traceback.format_exc(limit=6))
    if driver is not None:
        result["steps"] = driver.steps
    return result


def check_replay(game: Game, players: int, rules, seed: int, actions: list, rng: random.Random) -> None:
    """Same seed and actions -> same events; a JSON save/restore mid-way continues identically."""
    again = Game(players, rules, seed)
    cut = rng.randrange(len(actions) + 1)
    for i, action in enumerate(actions):
        if i == cut:
            restored = Game.from_json(json.loads(json.dumps(again.to_json())))
            if restored != again:
                raise Violation(f"save/restore not equal at step {i}")
            again = restored
        again.apply(action)
    if [e.to_dict() for e in again.events] != [e.to_dict() for e in game.events]:
        raise Violation("replay with the same seed and actions gave other events")
    if again.to_json() != game.to_json():
        raise Violation("replay with the same seed and actions gave another state")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--only", type=int, default=None, help="run one seed and print its traceback")
    parser.add_argument("--progress", type=int, default=5000, help="print a line every N games")
    args = parser.parse_args(argv)
    if args.only is not None:
        result = run_game(args.only)
        print(json.dumps({k: v for k, v in result.items() if k != "trace"}, default=str))
        if "trace" in result:
            print(result["trace"])
        return 0 if result["ok"] else 1
    seeds = range(args.first_seed, args.first_seed + args.games)
    start = time.time()
    done = steps = hands = 0
    failures: list[dict] = []
    print(f"fuzzing {args.games} games (seeds {seeds.start}-{seeds.stop - 1}) on {args.workers} processes",
          flush=True)
    with multiprocessing.Pool(args.workers) as pool:
        for result in pool.imap_unordered(run_game, seeds, chunksize=50):
            done += 1
            steps += result["steps"]
            hands += result["hands"]
            if not result["ok"]:
                failures.append(result)
                print(f"{result['kind'].upper()} seed={result['seed']} players={result['players']} "
                      f"preset={result['preset']} rules={result['rules']}: {result['message']}", flush=True)
                if "trace" in result and len([f for f in failures if f["kind"] == "crash"]) <= 5:
                    print(result["trace"], flush=True)
            if done % args.progress == 0:
                elapsed = time.time() - start
                print(f"{done} games, {hands} hands, {steps} actions, {len(failures)} failures, "
                      f"{elapsed:.0f} s ({done / elapsed:.0f} games/s)", flush=True)
    elapsed = time.time() - start
    crashes = sum(1 for f in failures if f["kind"] == "crash")
    violations = len(failures) - crashes
    print(f"done: {done} games, {hands} hands, {steps} actions in {elapsed:.0f} s; "
          f"crashes {crashes}, violations {violations}", flush=True)
    if failures:
        print("reproduce with: python benchmarks/fuzz_engine.py --only SEED; seeds: "
              + " ".join(str(f["seed"]) for f in failures[:50]), flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
