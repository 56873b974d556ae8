"""``uno-access simulate``: computer players play many games; their figures in a table.

    uno-access simulate --players hard,random,random,random --games 20 --rules official --seed 1

``--games N`` plays N whole matches (to the preset's target); ``--hands N``
plays N single hands from fresh deals instead.  Seats keep their places; the
dealer is drawn by the engine.  Every game's seed follows from ``--seed`` and
its number, so a run gives the same figures with any ``--jobs``.

The table (plain lines): per seat its level, hands won with a 95% Wilson
interval, matches won with its interval, mean points per hand; then per level
the decisions per second and the 95th percentile of the decision time.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import dataclass, field

from uno_access.cli.main import language_of
from uno_access.engine import Game, InvalidRule, RuleSet, parse_house
from uno_access.i18n import LANGUAGES, Localizer

MAX_PLAYERS = 10
#: moves after which a game is abandoned (a hand of random players takes a few hundred)
MAX_MOVES = 200_000


def wilson(wins: int, total: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins/total`` (0, 0 for no trials)."""
    if total <= 0:
        return 0.0, 0.0
    p = wins / total
    denom = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denom
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


@dataclass
class Result:
    """The figures of one or more games."""

    players: int
    hands: int = 0
    hand_wins: list[int] = field(default_factory=list)
    matches: int = 0
    match_wins: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in ("hand_wins", "match_wins", "points"):
            if not getattr(self, name):
                setattr(self, name, [0] * self.players)

    def add(self, other: Result) -> None:
        self.hands += other.hands
        self.matches += other.matches
        for i in range(self.players):
            self.hand_wins[i] += other.hand_wins[i]
            self.match_wins[i] += other.match_wins[i]
            self.points[i] += other.points[i]
        for level, values in other.times.items():
            self.times.setdefault(level, []).extend(values)


def game_seed(seed: int, number: int) -> int:
    return seed * 1_000_003 + number


def play_one(task: tuple) -> Result:
    """One match (``whole=True``) or one hand from a fresh deal; the unit of work of ``--jobs``."""
    from uno_access.bots import make_player

    levels, rules_dict, seed, number, whole, budget_ms, deals = task
    rules = RuleSet.from_dict(rules_dict)
    players = len(levels)
    gseed = game_seed(seed, number)
    game = Game(players, rules=rules, seed=gseed, record=True)
    bots = [
        make_player(level, seat, seed=gseed * 16 + seat, budget_ms=None if deals else budget_ms, max_deals=deals)
        for seat, level in enumerate(levels)
    ]
    result = Result(players)
    clock = time.perf_counter
    hand = game.hand_number
    before = list(game.scores)
    moves = 0
    while not game.over:
        moves += 1
        if moves > MAX_MOVES:  # a game that never ends (should not happen): leave it uncounted
            return result
        seat = game.current
        obs = game.observation(seat)
        legal = game.legal_actions(seat)
        start = clock()
        action = bots[seat].choose(obs, legal)
        result.times.setdefault(levels[seat], []).append(clock() - start)
        game.apply(action)
        if game.hand_number != hand or game.over:
            result.hands += 1
            result.hand_wins[action.seat] += 1
            for s in range(players):
                result.points[s] += game.scores[s] - before[s]
            if not whole:
                return result
            hand, before = game.hand_number, list(game.scores)
    result.matches = 1
    if game.winner is not None:
        result.match_wins[game.winner] += 1
    return result


def simulate(levels: list[str], rules: RuleSet, seed: int, games: int = 0, hands: int = 0,
             jobs: int = 1, budget_ms: float | None = 250.0, deals: int | None = None) -> Result:
    """Play ``games`` matches or ``hands`` single hands; the summed figures.

    ``deals`` fixes how many deals a hard player searches per decision instead of a time
    budget: then the whole run depends on the seed only (with a budget, on the clock too).
    """
    whole = hands <= 0
    count = games if whole else hands
    tasks = [(tuple(levels), rules.to_dict(), seed, i, whole, budget_ms, deals) for i in range(count)]
    total = Result(len(levels))
    if jobs > 1 and count > 1:
        import multiprocessing

        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        with multiprocessing.get_context(method).Pool(jobs) as pool:
            for part in pool.imap(play_one, tasks, chunksize=max(1, count // (jobs * 8))):
                total.add(part)
    else:
        for task in tasks:
            total.add(play_one(task))
    return total


def _percent(loc: Localizer, value: float) -> str:
    return loc.decimal(100 * value, 1)


def _interval(loc: Localizer, low: float, high: float) -> str:
    return loc.format("simulate-interval", low=_percent(loc, low), high=_percent(loc, high))


def table(loc: Localizer, levels: list[str], result: Result) -> list[str]:
    """The figures as plain lines: a header, one row per seat, then one row per level."""
    head = [loc.format("simulate-col-seat"), loc.format("simulate-col-level"),
            loc.format("simulate-col-hands"), loc.format("simulate-col-hand-ci"),
            loc.format("simulate-col-matches"), loc.format("simulate-col-match-ci"),
            loc.format("simulate-col-points")]
    rows = [head]
    for seat, level in enumerate(levels):
        low, high = wilson(result.hand_wins[seat], result.hands)
        mlow, mhigh = wilson(result.match_wins[seat], result.matches)
        has_matches = result.matches > 0
        rows.append([
            str(seat), level_name(loc, level),
            _percent(loc, result.hand_wins[seat] / result.hands) if result.hands else "-",
            _interval(loc, low, high) if result.hands else "-",
            _percent(loc, result.match_wins[seat] / result.matches) if has_matches else "-",
            _interval(loc, mlow, mhigh) if has_matches else "-",
            loc.decimal(result.points[seat] / result.hands, 1) if result.hands else "-",
        ])
    lines = [loc.format("simulate-summary", hands=result.hands, matches=result.matches)]
    lines += _align(rows)
    lines.append("")
    speed = [[loc.format("simulate-col-level"), loc.format("simulate-col-decisions"),
              loc.format("simulate-col-rate"), loc.format("simulate-col-p95")]]
    for level in dict.fromkeys(levels):
        values = result.times.get(level, [])
        spent = sum(values)
        rate = len(values) / spent if spent > 0 else 0.0
        speed.append([level_name(loc, level), str(len(values)), loc.decimal(rate, 0, grouping=True),
                      loc.decimal(1000 * percentile(values, 0.95), 3)])
    lines += _align(speed)
    return lines


def level_name(loc: Localizer, level: str) -> str:
    """A computer player's level as the player's language names it ("facile")."""
    return loc.format("bot-level", level=level)


def _align(rows: list[list[str]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in rows]


# ---------------------------------------------------------------------------- command line


def _levels() -> tuple[str, ...]:
    from uno_access.bots import LEVELS

    return tuple(LEVELS)


def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    h = loc.format
    parser.add_argument("--players", default="hard,random,random,random", metavar="hard,random,...",
                        help=h("simulate-help-players", levels=loc.join(list(_levels()), style="or")))
    parser.add_argument("--games", default=None, metavar=h("cli-metavar-number"), help=h("simulate-help-games"))
    parser.add_argument("--hands", default=None, metavar=h("cli-metavar-number"), help=h("simulate-help-hands"))
    parser.add_argument("--rules", default="official", metavar=h("cli-metavar-preset"), help=h("simulate-help-rules"))
    parser.add_argument("--house", default="", metavar=h("cli-metavar-switches"), help=h("simulate-help-house"))
    parser.add_argument("--seed", default="1", metavar=h("cli-metavar-number"), help=h("simulate-help-seed"))
    parser.add_argument("--jobs", default="1", metavar=h("cli-metavar-number"), help=h("simulate-help-jobs"))
    parser.add_argument("--budget-ms", dest="budget_ms", default="250", metavar=h("cli-metavar-number"),
                        help=h("simulate-help-budget"))
    parser.add_argument("--deals", default=None, metavar=h("cli-metavar-number"), help=h("simulate-help-deals"))
    parser.add_argument("--lang", metavar="|".join(LANGUAGES), help=h("simulate-help-lang"))


def _number(loc: Localizer, option: str, text: str | None, low: int, high: int) -> int:
    try:
        value = int(str(text).strip())
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise _Bad(loc.format("simulate-bad-number", option=option, value=str(text), low=low, high=high))
    return value


class _Bad(Exception):
    pass


def run(args: argparse.Namespace) -> int:
    from uno_access.bots import LEVELS

    loc = language_of(args)
    try:
        levels = [part.strip().lower() for part in str(args.players).split(",")]
        bad = [level for level in levels if level not in LEVELS]
        if bad or not 2 <= len(levels) <= MAX_PLAYERS:
            raise _Bad(loc.format("simulate-bad-players", players=str(args.players),
                                  levels=loc.join(list(LEVELS), style="or"), count=len(levels)))
        if args.games is not None and args.hands is not None:
            raise _Bad(loc.format("simulate-games-or-hands", games="--games", hands="--hands"))
        games = _number(loc, "--games", args.games, 1, 10_000_000) if args.games is not None else 0
        hands = _number(loc, "--hands", args.hands, 1, 10_000_000) if args.hands is not None else 0
        if not games and not hands:
            games = 10
        seed = _number(loc, "--seed", args.seed, 0, 2**31 - 1)
        jobs = _number(loc, "--jobs", args.jobs, 1, 256)
        budget = _number(loc, "--budget-ms", args.budget_ms, 1, 600_000)
        deals = _number(loc, "--deals", args.deals, 1, 100_000) if args.deals is not None else None
        try:
            rules = RuleSet.build(str(args.rules).strip().lower(), parse_house(args.house or ""))
            Game(len(levels), rules=rules, seed=0)
        except InvalidRule as exc:
            from uno_access.narration.rules_text import rule_error_line

            raise _Bad(rule_error_line(exc, loc)) from None
    except _Bad as bad:
        print(str(bad), file=sys.stderr)
        return 2
    print(loc.format("simulate-start", players=loc.join([level_name(loc, level) for level in levels]), preset=rules.preset_name, seed=seed,
                     count=games or hands, unit="matches" if games else "hands"), flush=True)
    started = time.perf_counter()
    result = simulate(levels, rules, seed, games=games, hands=hands, jobs=jobs, budget_ms=float(budget),
                      deals=deals)
    try:
        for line in table(loc, levels, result):
            print(line)
        elapsed = round(time.perf_counter() - started, 1)  # $value: the number, for "0,1 segundo" vs "2,5 segundos"
        print(loc.format("simulate-elapsed", seconds=loc.decimal(elapsed, 1), value=elapsed), flush=True)
    except BrokenPipeError:  # the reader stopped early (| head): nothing more to say
        sys.stdout = None
    return 0
