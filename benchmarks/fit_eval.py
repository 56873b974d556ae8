"""Fit the hard player's position score (``fastsim.EVAL_WEIGHTS``) to who wins playouts.

    python benchmarks/fit_eval.py [--positions 3000] [--iterations 600]

From random deals of 2, 3 and 4 players, play a random number of moves (0-39) with the playout
policy, read each seat's features there (``fastsim.position_features``: cards, Wilds, action
cards, to move, one card), play the hand out and note the winner.  The weights of the
conditional logit ``P(seat wins) = exp(w . f_seat) / sum over seats`` are fitted by gradient
ascent on the log-likelihood; it prints the fitted weights, their log-likelihood per position and
that of the cards alone (``w = -0.5`` a card) for comparison, and how well the fitted score ranks
the winner first.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_access.bots import fastsim as F  # noqa: E402
from uno_access.engine import Game  # noqa: E402


def positions(count: int, seed: int) -> list[tuple[list[tuple], int]]:
    rng = random.Random(seed)
    data = []
    for players in (2, 3, 4):
        for k in range(count):
            game = Game(players, seed=seed * 1_000_003 + players * 100_000 + k, record=False)
            sim = F.Sim.from_game(game)
            sim.playout(-1, rng, [0.3] * players, rng.randrange(0, 40))
            if sim.phase != F.PH_PLAY:
                continue
            features = [F.position_features(sim, s) for s in range(players)]
            winner = sim.playout(-1, rng, [0.3] * players, 5000)
            if winner >= 0:
                data.append((features, winner))
    return data


def loglik(w: list[float], data) -> tuple[float, list[float]]:
    total, grad = 0.0, [0.0] * len(w)
    for features, winner in data:
        f = [sum(a * b for a, b in zip(w, x)) for x in features]
        top = max(f)
        e = [math.exp(v - top) for v in f]
        z = sum(e)
        p = [v / z for v in e]
        total += math.log(p[winner])
        for k in range(len(w)):
            grad[k] += features[winner][k] - sum(p[s] * features[s][k] for s in range(len(features)))
    return total / len(data), [g / len(data) for g in grad]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=3000, help="random deals per player count")
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    data = positions(args.positions, args.seed)
    w = [-0.5, 0.0, 0.0, 0.0, 0.0]
    cards_only, _ = loglik(w, data)
    rate = 0.3
    best = cards_only
    for _ in range(args.iterations):
        value, grad = loglik(w, data)
        if value < best:  # overshot: smaller steps
            rate /= 2
        best = max(best, value)
        w = [a + rate * g for a, g in zip(w, grad)]
    value, _ = loglik(w, data)
    first = sum(1 for features, winner in data
                if max(range(len(features)), key=lambda s: sum(a * b for a, b in zip(w, features[s]))) == winner)
    print(f"{len(data)} positions; weights (cards, Wilds, action cards, to move, one card) ="
          f" ({', '.join(f'{v:.3f}' for v in w)})")
    print(f"log-likelihood per position: fitted {value:.4f}, cards alone (-0.5 a card) {cards_only:.4f};"
          f" the fitted score ranks the winner first in {100 * first / len(data):.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
