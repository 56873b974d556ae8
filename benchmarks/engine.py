"""Engine speed at equal policy: complete 4-player hands per second, ours against RLCard 1.2.0.

Run:  python benchmarks/engine.py [--seconds 6] [--profile]
(RLCard is the peer: ``pip install rlcard==1.2.0``; it is not a dependency of the game.)

The policy is the same in every engine: uniform among the legal plays (a Wild once per
colour), draw only when nothing is playable, a drawn playable card played.  Ours runs under
the switches closest to RLCard's move set: ``official`` with ``forced_play=on``,
``challenge=off``, ``wd4=no_other_playable`` and ``uno_call=auto`` (every official rule stays in
the engine and is switched on by ``official``; these four are switches, not shortcuts).

What is timed, in CPU time (``time.process_time``, so other processes on the machine count
less), on one core, one after the other in one run:

- ``uno-access``: ``game.legal_actions(seat)`` and ``game.apply(action)`` (which validates the
  action and returns its typed events, recorded in the game's log), a new ``Game`` per match,
  hands counted at each ``hand_end``;
- ``uno-access + observation``: the same with ``game.observation(seat)`` taken before every
  action, as a player would get it; its extra cost per action is printed against a step's;
- ``RLCard UnoGame.step``: ``game.get_legal_actions()`` and ``game.step(action)`` (which also
  builds the next player's state), ``init_game()`` per hand;
- ``RLCard bare round``: RLCard without its state building: ``round.get_legal_actions`` and
  ``round.proceed_round``, ``init_game()`` per hand.

Each ratio is printed on its own line.  ``--profile`` prints where our time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_access.engine import Game, RuleSet  # noqa: E402

RULES = RuleSet.preset("official", forced_play="on", challenge="off", wd4="no_other_playable", uno_call="auto")
clock = time.process_time


def run_ours(seconds: float, observe: bool = False, seed: int = 1) -> tuple[int, int, float]:
    """(hands, actions, CPU seconds) of our engine at the equal policy."""
    rng = random.Random(seed)
    randrange = rng.randrange
    hands = actions = 0
    match = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        game = Game(4, rules=RULES, seed=match)
        match += 1
        hand = game.hand_number
        while not game.over:
            seat = game.current
            if observe:
                game.observation(seat)
            legal = game.legal_actions(seat)
            plays = [a for a in legal if a.kind == "play" or a.kind == "color"]
            game.apply(plays[randrange(len(plays))] if plays else legal[0])
            actions += 1
            if game.hand_number != hand:
                hands += game.hand_number - hand
                hand = game.hand_number
        hands += 1
    return hands, actions, clock() - start


def _rlcard(seconds: float, bare: bool, seed: int = 1) -> tuple[int, int, float] | None:
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(num_players=4)
    game.np_random = np.random.RandomState(seed)
    rng = random.Random(seed)
    randrange = rng.randrange
    hands = actions = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        game.init_game()
        rnd, players = game.round, game.players
        if bare:
            while not rnd.is_over:
                legal = rnd.get_legal_actions(players, rnd.current_player)
                rnd.proceed_round(players, legal[randrange(len(legal))])
                actions += 1
        else:
            while not game.is_over():
                legal = game.get_legal_actions()
                game.step(legal[randrange(len(legal))])
                actions += 1
        hands += 1
    return hands, actions, clock() - start


def line(name: str, result: tuple[int, int, float]) -> float:
    hands, actions, elapsed = result
    rate = hands / elapsed
    print(f"{name:<34} {rate:9.0f} hands/s  {actions / hands:6.1f} actions/hand  "
          f"{elapsed / actions * 1e6:6.2f} us/action")
    return rate


def best_of(runs: int, measure: Callable[[], tuple[int, int, float] | None]):
    """The fastest of ``runs`` measurements (the least disturbed by the rest of the machine)."""
    results = [measure() for _ in range(runs)]
    if results[0] is None:
        return None
    return max(results, key=lambda r: r[0] / r[2])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0, help="CPU time per measurement")
    parser.add_argument("--runs", type=int, default=3, help="measurements per engine; the best counts")
    parser.add_argument("--profile", action="store_true", help="also print where our time goes")
    args = parser.parse_args()
    part = args.seconds / args.runs
    print(f"python {sys.version.split()[0]}, 4 players, equal policy, best of {args.runs} x {part:.1f} s CPU each")
    ours_r = best_of(args.runs, lambda: run_ours(part))
    ours = line("uno-access", ours_r)
    seen_r = best_of(args.runs, lambda: run_ours(part, observe=True))
    seen = line("uno-access + observation each step", seen_r)
    step = _rlcard_line("RLCard 1.2.0 UnoGame.step", best_of(args.runs, lambda: _rlcard(part, bare=False)))
    bare = _rlcard_line("RLCard 1.2.0 bare round", best_of(args.runs, lambda: _rlcard(part, bare=True)))
    per_step = ours_r[2] / ours_r[1]
    per_obs = seen_r[2] / seen_r[1] - per_step
    if step:
        print(f"ratio uno-access / RLCard UnoGame.step: {ours / step:.2f}x  (goal >= 2x)")
    if bare:
        print(f"ratio uno-access / RLCard bare round:   {ours / bare:.2f}x  (goal >= 1x)")
    print(f"observation: {per_obs * 1e6:.2f} us, {per_obs / per_step:.2f} of a step's {per_step * 1e6:.2f} us"
          f"  (goal <= 0.25)")
    if step is None:
        print("RLCard not installed (pip install rlcard==1.2.0): no peer figures")
    if args.profile:
        for observe in (False, True):
            profiler = cProfile.Profile()
            profiler.enable()
            run_ours(args.seconds / 2, observe=observe)
            profiler.disable()
            print(f"\nwhere the time goes ({'with' if observe else 'without'} observations, by own time):")
            pstats.Stats(profiler).sort_stats("tottime").print_stats(14)
    return 0


def _rlcard_line(name: str, result) -> float | None:
    return None if result is None else line(name, result)


if __name__ == "__main__":
    raise SystemExit(main())
