"""A differential digest of the engine: one SHA-256 over everything it says in many random games.

    python benchmarks/engine_digest.py                    # 300 random games + 60 at the benchmark's rules
    python benchmarks/engine_digest.py --root /tmp/old    # the engine of another tree (e.g. a git archive)

A change that only makes the engine faster must leave the digest as it was.  Each game draws a
random preset, random switches and a seat count from its seed (as the fuzzer does, up to 400
steps); a few more play at the switches of ``benchmarks/engine.py``.  Hashed at every step: the
legal actions of every seat, a random action's outcome (its events, or its refusal's reason,
message and details), the chosen action's events.  At random steps: a seat's observation, field
by field (hand, top, colour, counts, the legal actions, the whole history as dicts, the discard
pile, the public fields, its ``repr`` and its equality with a second one taken at once), and the
same observation again a few steps later, after the game moved on (it must still answer as of its
time).  After the game: its JSON, and that ``from_json`` and ``clone`` give an equal game.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


#: how a field of ``Observation`` goes into ``observation_text`` when its plain value would not
#: do (cards as codes, sequences as lists, the history and discard with their ends); every other
#: field goes in as it is
_FORMS: dict[str, Callable[[Any], tuple[Any, ...]]] = {
    "hand": lambda v: ([c.code for c in v],),
    "counts": lambda v: (list(v),),
    "scores": lambda v: (list(v),),
    "active": lambda v: (list(v),),
    "legal": lambda v: ([a.text() for a in v],),
    "rules": lambda v: (v.to_dict(),),
    "history": lambda v: (len(v), [e.to_dict() for e in v], v[-3:] if v else None),
    "discard": lambda v: ([c.code for c in v], v[-2:] if v else None),
    "public": lambda v: (sorted((k, str(x)) for k, x in v.items()),),
}


def observation_text(o: Any) -> str:
    """Every field of an observation, as text: the fields of its class in their order (read so,
    a field added to ``Observation`` is in the digest at once), then ``my_turn`` and its ``repr``."""
    parts: list[Any] = []
    for f in fields(type(o)):
        value = getattr(o, f.name)
        form = _FORMS.get(f.name)
        parts.extend(form(value) if form is not None else (value,))
    parts += [o.my_turn, repr(o)]
    return repr(tuple(parts))


def digest(games: int, bench_games: int, first: int = 0) -> tuple[int, str]:
    from engine_helpers import _random_action, random_rules

    from uno_access.engine import Game, RuleSet, UnoError

    h = hashlib.sha256()
    steps = 0
    bench_rules = RuleSet.preset("official", forced_play="on", challenge="off", wd4="no_other_playable",
                                 uno_call="auto")
    for seed in range(first, first + games + bench_games):
        rng = random.Random(seed)
        if seed < first + games:
            rules, players = random_rules(rng)
        else:
            rules, players = bench_rules, rng.randint(2, 10)
        game = Game(players, rules=rules, seed=seed)
        held: list[tuple[int, Any, str]] = []  # (step to look again, observation, its text then)
        n = 0
        while not game.over and n < 400:
            h.update(repr([a.text() + str(a.seat) for a in game.legal_actions()]).encode())
            if rng.random() < 0.3:
                bad = _random_action(rng, game)
                try:
                    h.update(json.dumps([e.to_dict() for e in game.apply(bad)]).encode())
                except UnoError as exc:
                    h.update(f"{exc.reason} {exc} {sorted(exc.args_.items(), key=str)}".encode())
            if game.over:
                break
            legal = game.legal_actions()
            plays = [a for a in legal if a.kind not in ("draw", "pass", "uno", "catch")]
            action = rng.choice(plays if plays and rng.random() < 0.8 else legal)
            h.update(json.dumps([e.to_dict() for e in game.apply(action)]).encode())
            if n % 7 == 0:
                seat = rng.randrange(players)
                obs = game.observation(seat)
                text = observation_text(obs)
                h.update(text.encode())
                h.update(str(obs == game.observation(seat)).encode())
                held.append((n + rng.randint(1, 12), obs, text))
            for item in [x for x in held if x[0] == n]:
                held.remove(item)
                if observation_text(item[1]) != item[2]:
                    raise AssertionError(f"seed {seed} step {n}: an old observation changed as the game moved on")
                h.update(b"same")
            n += 1
            steps += 1
        data = game.to_json()
        h.update(json.dumps(data, sort_keys=True, default=str).encode())
        again = Game.from_json(json.loads(json.dumps(data)))
        h.update(str((again == game, game.clone() == game.clone(record=True))).encode())
    return steps, h.hexdigest()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games under random rules")
    parser.add_argument("--bench-games", type=int, default=60, help="games under the benchmark's switches")
    parser.add_argument("--root", type=Path, default=ROOT, help="the tree whose uno_access.engine is checked")
    args = parser.parse_args()
    sys.path.insert(0, str(args.root))
    sys.path.insert(1, str(ROOT / "tests"))
    steps, hexdigest = digest(args.games, args.bench_games)
    print(f"{steps} steps, digest {hexdigest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
