"""Screen the hard player's settings decision by decision, against the true hidden state.

    python benchmarks/bot_decisions.py --players 4 --positions 300 --deals 150 \\
        --variant base --variant "z0:overrule_z=0" --variant "prior:challenge_prior=0.1"

Whole hands are a slow and noisy judge of a setting (a hand's winner depends on the deal far
more than on one move).  This benchmark judges the moves instead.  It collects positions where
seat 0 has more than one sensible move, from hands of the normal player against RLCard's rule
agent (``benchmarks/rlcard_agents.py``), and values every candidate move in the TRUE position:
``--truth`` playouts on ``fastsim`` from the real hands (the draw pile shuffled anew each time,
as nobody knows its order), the opponents playing as the rule agent does (a playable card at
random by copies, then Wild, then Wild Draw Four; never a challenge), seat 0 following the
colour it holds most, each to the end of the hand.  A move's value is its chance to win the
hand from there.  Each variant (the normal player, or the hard player with some settings and a
fixed number of deals a decision, so the figures do not depend on the machine's load) then
chooses in every position from what seat 0 may see, and gets the true value of its choice.
``--judge engine`` (the default) plays those true playouts on the engine itself with the real
players instead: seat 0 the normal player (the hard player's move whenever its search does not
overrule it), the others the rule agent's port: a judge that shares nothing with the playout
model, so it can judge changes to the playouts' own policy (``--judge model`` is the cheaper
judge by the integer model, which favours whatever the model itself plays).
The variant ``oracle`` is the hard player dealt the true hands: what its beliefs cost it.
It prints each variant's mean value, its regret (the best move's value less its own) and the
paired difference from the first variant with its z over the same positions.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bots import setting_value  # noqa: E402
from benchmarks.rlcard_agents import V1Bot  # noqa: E402
from uno_access.bots import HardBot, NormalBot  # noqa: E402
from uno_access.bots import fastsim as F  # noqa: E402
from uno_access.engine import Action, Game, Observation, Phase, RuleSet  # noqa: E402


def positions(players: int, count: int, seed: int, rules: RuleSet) -> list[tuple[Game, Observation, list[Action]]]:
    """Seat 0's decisions with more than one sensible move, from hands of normal against V1."""
    out: list[tuple[Game, Observation, list[Action]]] = []
    probe = HardBot(seed=0, budget_ms=None, max_deals=1)
    hand_no = 0
    while len(out) < count:
        game = Game(players, rules=rules, seed=seed * 7919 + hand_no)  # (recorded: the players read the history)
        bots = [NormalBot(seed=hand_no)] + [V1Bot(seed=hand_no * 8 + s) for s in range(1, players)]
        hand_no += 1
        first = game.hand_number
        while not game.over and game.hand_number == first and len(out) < count:
            seat = game.current
            obs = game.observation(seat)
            legal = game.legal_actions(seat)
            if seat == 0 and obs.phase in (Phase.PLAY, Phase.DRAWN) and obs.current == 0:
                if len(probe._candidates(obs, legal)) > 1:
                    out.append((game.clone(), obs, legal))
            game.apply(bots[seat].choose(obs, legal))
    return out


def true_values(game: Game, codes: list[int], truth: int, rng: random.Random, judge: str = "model") -> dict[int, float]:
    """Each move's chance to win from the true position (common random numbers across moves)."""
    if judge == "engine":
        return engine_values(game, codes, truth, rng)
    root = F.Sim.from_game(game)
    dice = [rng.random() for _ in range(4096)]
    wins = dict.fromkeys(codes, 0)
    never = [0.0] * game.players
    for _k in range(truth):
        start = int(rng.random() * 4096)
        for code in codes:
            sim = root.clone(F.Dice(dice, start))
            sim.rng.shuffle(sim.pile)
            sim.step(code)
            wins[code] += sim.playout(0, sim.rng, never, 400) == 0
    return {code: wins[code] / truth for code in codes}


def engine_values(game: Game, codes: list[int], truth: int, rng: random.Random) -> dict[int, float]:
    """Each move's chance to win from the true position, played out on the engine by the real
    players (seat 0 normal, the others the rule agent), the draw pile shuffled anew for each
    playout; playout ``k`` deals the same pile and seeds the same players for every move."""
    seeds = [rng.getrandbits(32) for _ in range(truth)]
    values = {}
    for code in codes:
        wins = 0
        for seed in seeds:
            g = game.clone(record=True)  # (the players read the history)
            random.Random(seed).shuffle(g.draw_pile)
            bots = [NormalBot(seed=seed)] + [V1Bot(seed=seed + s) for s in range(1, g.players)]
            hand = g.hand_number
            g.apply(F.Sim.from_game(g).to_action(code, g.rules.uno_call == "manual"))
            while not g.over and g.hand_number == hand:
                s = g.current
                g.apply(bots[s].choose(g.observation(s), g.legal_actions(s)))
            wins += g.last_out == 0
        values[code] = wins / truth
    return values


class OracleHard(HardBot):
    """The hard player dealt the true hands (the pile shuffled): what its beliefs cost it."""

    truth: Game | None = None

    def _deal_ints(self, obs: Observation, plan: tuple | None = None) -> tuple[list[list[int]], list[int]] | None:
        game = self.truth
        if game is None:
            return super()._deal_ints(obs, plan)
        pile = [c.index for c in game.draw_pile]
        self.rng.shuffle(pile)
        return [[c.index for c in hand] for hand in game.hands], pile


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--truth", type=int, default=200, help="playouts per move for its true value")
    parser.add_argument("--deals", type=int, default=150, help="deals a decision for every hard variant")
    parser.add_argument("--budget-ms", type=float, default=None,
                        help="hard variants think this much CPU time a decision instead of --deals deals")
    parser.add_argument("--judge", choices=("engine", "model"), default="engine",
                        help="true playouts by the real players on the engine, or by the integer model")
    parser.add_argument("--rules", default="official")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", action="append", default=[], metavar="NAME[:SET=VALUE,...]",
                        help="a hard player with these settings ('normal' is the normal player, 'oracle' the hard"
                             " player dealt the true hands)")
    args = parser.parse_args()
    rules = RuleSet.preset(args.rules)
    if not F.supports(rules):
        parser.error(f"the integer playout model does not cover the rules {args.rules!r}")
    variants: list[tuple[str, dict[str, object]]] = []
    for text in args.variant or ["normal", "base"]:
        name, _, sets = text.partition(":")
        settings: dict[str, object] = {}
        for item in filter(None, sets.split(",")):
            key, _, value = item.partition("=")
            if key == "max_deals":  # this variant's own deals a decision (overrides --deals)
                settings[key] = int(value)
                continue
            if not hasattr(HardBot, key):
                parser.error(f"the hard player has no setting {key!r}")
            settings[key] = setting_value(HardBot, key, value)
        if any(name == other for other, _ in variants):
            parser.error(f"two variants are named {name!r}")
        variants.append((name, settings))
    thinking: dict = ({"budget_ms": args.budget_ms, "clock": time.process_time} if args.budget_ms
                      else {"budget_ms": None, "max_deals": args.deals})
    started = time.process_time()
    found = positions(args.players, args.positions, args.seed, rules)
    rng = random.Random(args.seed)
    values: dict[str, list[float]] = {name: [] for name, _ in variants}
    regrets: dict[str, list[float]] = {name: [] for name, _ in variants}
    for number, (game, obs, legal) in enumerate(found):
        probe = HardBot(seed=number, budget_ms=None, max_deals=1)
        probe.tracker.update(obs)
        codes = [HardBot._code(F.Sim(rules), a) for a in probe._candidates(obs, legal)]
        table = true_values(game, codes, args.truth, rng, args.judge)
        best = max(table.values())
        for name, settings in variants:
            bot: NormalBot
            if name == "normal":
                bot = NormalBot(seed=number)
            elif name == "oracle":
                oracle = OracleHard(seed=number, **thinking)
                oracle.truth = game
                bot = oracle
            else:
                bot = HardBot(seed=number, **thinking)
                for key, value in settings.items():
                    setattr(bot, key, value)
            code = HardBot._code(F.Sim(rules), bot.choose(obs, legal))
            if code not in table:
                table.update(true_values(game, [code], args.truth, rng, args.judge))
            values[name].append(table[code])
            regrets[name].append(best - table[code])
    seconds = time.process_time() - started
    thought = f"{args.budget_ms:.0f} ms CPU" if args.budget_ms else f"{args.deals} deals"
    print(f"{args.players} players, {len(found)} positions, {args.truth} true playouts a move,"
          f" hard at {thought} a decision, rules {args.rules}, judge {args.judge}, seed {args.seed}"
          f" ({seconds:.0f} s CPU)")
    first = variants[0][0]
    for name, settings in variants:
        n = len(values[name])
        mean = sum(values[name]) / n
        regret = sum(regrets[name]) / n
        diffs = [a - b for a, b in zip(values[name], values[first])]
        d = sum(diffs) / n
        var = sum((x - d) ** 2 for x in diffs) / max(1, n - 1)
        z = d / math.sqrt(var / n) if var > 0 else 0.0
        label = name + ("" if not settings else " (" + ", ".join(f"{k}={v}" for k, v in settings.items()) + ")")
        line = f"  {label:<44} value {100 * mean:5.2f}%  regret {100 * regret:5.2f} points"
        if name != first:
            line += f"  vs {first}: {100 * d:+.2f} points, paired z {z:+.1f}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
