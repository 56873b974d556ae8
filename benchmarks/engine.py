"""Engine speed: complete 4-player hands per second with random legal actions, against RLCard.

Run:  python benchmarks/engine.py [--seconds 10] [--profile]
(RLCard is the peer: ``pip install rlcard==1.2.0``; it is not a dependency of the game.)

What is measured, in one run, on one core:
- ``uno-access official``: matches under the official preset (every official rule on: voluntary
  draw, keep-or-play after drawing, UNO calls, Wild Draw Four challenges, events recorded); the
  seat to move picks uniformly among its own legal actions (``game.legal_actions(seat)``), the
  way RLCard's random agent does.  A hand is counted at each ``hand_end``.
- ``uno-access official + forced_play=on``: the same, but drawing is legal only without a
  playable card.  That is the legal-move set RLCard's game offers, so random hands have the
  same shape and the two engines can be compared at equal policy.
- ``RLCard 1.2.0 UnoGame``: ``rlcard.games.uno.game.UnoGame(num_players=4)``, random legal
  actions, a game being one hand.
- ``loop alone``: the same driving loop around a game that does nothing at all, with hands as
  long as the official ones just measured: the ceiling that no engine, however fast, can pass
  in this measurement.

It prints hands per second, actions per hand, microseconds per action and the ratios; with
``--profile`` it also prints where the time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_access.engine import Game, RuleSet  # noqa: E402


def drive(new_game: Callable[[int], Any], seconds: float, seed: int = 1) -> tuple[int, int, float]:
    """(hands, actions, elapsed) of random play for about ``seconds``, match after match;
    ``new_game(n)`` gives the ``n``-th match."""
    rng = random.Random(seed)
    randrange = rng.randrange
    hands = actions = 0
    match_seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        game = new_game(match_seed)
        match_seed += 1
        hand = game.hand_number
        while not game.over:
            legal = game.legal_actions(game.current)
            game.apply(legal[randrange(len(legal))])
            actions += 1
            if game.hand_number != hand:
                hands += game.hand_number - hand
                hand = game.hand_number
        hands += 1
    return hands, actions, time.perf_counter() - start


def run_engine(rules: RuleSet, seconds: float) -> tuple[int, int, float]:
    return drive(lambda n: Game(players=4, rules=rules, seed=n), seconds)


class _NullGame:
    """A game that takes no time: ``length`` actions, then over; the loop's own cost."""

    __slots__ = ("current", "over", "hand_number", "left", "legal")

    def __init__(self, length: int) -> None:
        self.current, self.over, self.hand_number, self.left = 0, False, 1, length
        self.legal = [None, None, None]

    def legal_actions(self, seat: int) -> list:
        return self.legal

    def apply(self, action: object) -> list:
        self.left -= 1
        if self.left <= 0:
            self.over = True
        return []


def run_loop_alone(actions_per_hand: float, seconds: float) -> tuple[int, int, float]:
    """``drive`` around ``_NullGame`` with hands of ``actions_per_hand`` actions."""
    length = round(actions_per_hand)
    return drive(lambda n: _NullGame(length), seconds)


def run_rlcard(seconds: float, seed: int = 1) -> tuple[int, int, float] | None:
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(num_players=4)
    game.np_random = np.random.RandomState(seed)
    rng = random.Random(seed)
    randrange = rng.randrange
    games = actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[randrange(len(legal))])
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def line(name: str, result: tuple[int, int, float]) -> float:
    hands, actions, elapsed = result
    rate = hands / elapsed
    print(f"{name:<42} {rate:9.0f} hands/s  {actions / hands:7.1f} actions/hand  "
          f"{elapsed / actions * 1e6:6.2f} us/action")
    return rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time per measurement")
    parser.add_argument("--profile", action="store_true", help="also print where the time goes")
    args = parser.parse_args()
    official = RuleSet.preset("official")
    forced = RuleSet.preset("official", forced_play="on")
    print(f"python {sys.version.split()[0]}, {args.seconds:.0f} s per measurement, 4 players, one core")
    measured = run_engine(official, args.seconds)
    ours = line("uno-access official", measured)
    ours_forced = line("uno-access official + forced_play=on", run_engine(forced, args.seconds))
    peer = run_rlcard(args.seconds)
    if peer is None:
        print("RLCard not installed (pip install rlcard==1.2.0): no peer figure")
    else:
        theirs = line("RLCard 1.2.0 UnoGame", peer)
        print(f"ratio official / RLCard:                  {ours / theirs:.2f}x")
        print(f"ratio official + forced_play=on / RLCard: {ours_forced / theirs:.2f}x")
    ceiling = line("loop alone, official hand length", run_loop_alone(measured[1] / measured[0], args.seconds))
    if peer is not None:
        print(f"ceiling of any engine in this loop / RLCard: {ceiling / theirs:.2f}x")
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        run_engine(official, args.seconds / 2)
        profiler.disable()
        print("\nwhere the time goes (official, by own time):")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(12)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
