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
  hands counted by each finished match's ``hand_number``;
- ``uno-access + observation``: the same with ``game.observation(seat)`` taken before every
  action, as a player gets it (the legal actions read from it); its extra cost per action is
  printed against a step's;
- ``RLCard UnoGame.step``: ``game.get_legal_actions()`` and ``game.step(action)`` (which also
  builds the next player's state), ``init_game()`` per hand;
- ``RLCard bare round``: RLCard without its state building: ``round.get_legal_actions`` and
  ``round.proceed_round``, ``init_game()`` per hand.

Each ratio is printed on its own line.  ``--profile`` prints where our time goes (cProfile, which
weighs calls more than the plain run does); ``--opcodes N`` counts the bytecodes each function
executes in N matches of ours and as many hands of RLCard's bare round, per action: a figure the
load of the machine does not change (``sys.settrace`` with ``f_trace_opcodes``; slow, so N small).
``--instructions N`` counts the machine instructions a hand costs under valgrind's callgrind (ours over N
matches, each ``--compare`` commit's, RLCard's bare round and ``UnoGame.step`` over as many hands): also
load-independent, and it weighs calls and allocations, which bytecodes do not (about 5 minutes for N=20).
``--compare REV`` (repeatable) also times the engine of an older commit (``git archive`` of its
``uno_access/engine`` into a temporary package, the same policy and loop) in the same turns,
with its ratio to today's: ``--compare 8e0565c`` is the last engine before the typed contract.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import io
import os
import pstats
import random
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from uno_access.engine import ActionKind, Game, RuleSet  # noqa: E402

SWITCHES = {"forced_play": "on", "challenge": "off", "wd4": "no_other_playable", "uno_call": "auto"}
RULES = RuleSet.preset("official", **SWITCHES)
clock = time.process_time


def old_engine(rev: str, into: Path) -> Any:
    """The ``uno_access.engine`` package of commit ``rev``, imported as ``uno_<rev>.engine``."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "uno_access/engine"],
                          capture_output=True, check=True).stdout
    name = "uno_" + "".join(ch for ch in rev if ch.isalnum())
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            tar.extractall(into / "x", filter="data")
        else:  # pragma: no cover - our own repository's archive
            tar.extractall(into / "x")  # noqa: S202
    (into / "x" / "uno_access").rename(into / name)
    (into / name / "__init__.py").write_text("")
    if str(into) not in sys.path:
        sys.path.insert(0, str(into))
    return importlib.import_module(name + ".engine")


def _game_and_rules(engine: Any = None) -> tuple[Any, Any]:
    """The ``Game`` class and the equal-policy rules of our engine, or of ``engine`` (an older one)."""
    return (Game, RULES) if engine is None else (engine.Game, engine.RuleSet.preset("official", **SWITCHES))


def _warm_up(matches: int, engine: Any = None) -> None:
    """``matches`` untimed matches (always the first legal action), so that the caches of
    ``Play`` events are filled as in a long run before anything is counted."""
    game_class, rules = _game_and_rules(engine)
    for m in range(matches):
        game = game_class(4, rules=rules, seed=10_000 + m)
        while not game.over:
            game.apply(game.legal_actions(game.current)[0])


def run_ours(seconds: float = 0.0, observe: bool = False, seed: int = 1, engine: Any = None,
             matches: int | None = None) -> tuple[int, int, float]:
    """(hands, actions, CPU seconds) of our engine (or ``engine``, an older one) at the equal
    policy: for ``seconds`` of CPU time, or ``matches`` whole matches (``--opcodes``)."""
    game_class, rules = _game_and_rules(engine)
    rng = random.Random(seed)
    randrange = rng.randrange
    pass_kind = ActionKind.PASS  # read once: an enum member costs several times a local name
    hands = actions = 0
    match = 0
    start = clock()
    deadline = start + seconds if matches is None else float("inf")
    while match != matches and clock() < deadline:
        game = game_class(4, rules=rules, seed=match)
        match += 1
        while not game.over:
            seat = game.current
            # a player's loop: with an observation, it carries the legal actions
            legal = game.observation(seat).legal if observe else game.legal_actions(seat)
            # with forced_play=on the legal actions are the plays (a Wild in four colours), or
            # the colours of a Wild start card, or draw alone; after a draw the drawn card's
            # plays and then pass, which this policy never takes
            n = len(legal)
            if n > 1 and legal[-1].kind == pass_kind:  # ==: an older engine's kinds are plain text
                n -= 1
            game.apply(legal[randrange(n)])
            actions += 1
        hands += game.hand_number  # the hands of the match, the last one ending it
    return hands, actions, clock() - start


def _rlcard(seconds: float, bare: bool, seed: int = 1, hands: int | None = None) -> tuple[int, int, float] | None:
    """(hands, actions, CPU seconds) of RLCard at the equal policy, through ``UnoGame.step`` or
    its bare round, for ``seconds`` of CPU time or ``hands`` hands; None without RLCard."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(num_players=4)
    game.np_random = np.random.RandomState(seed)
    rng = random.Random(seed)
    randrange = rng.randrange
    played = actions = 0
    start = clock()
    deadline = start + seconds if hands is None else float("inf")
    while played != hands and clock() < deadline:
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
        played += 1
    return played, actions, clock() - start


def count_opcodes(matches: int, top: int = 12) -> None:
    """Bytecodes executed per action, by function: ours (``matches`` matches, after as many
    untimed ones to fill the engine's caches) and RLCard's bare round (as many hands as ours
    played), with the same policy."""
    from collections import Counter

    def counting(into: Counter[str]) -> Any:
        def tracer(frame: Any, event: str, arg: Any) -> Any:
            frame.f_trace_opcodes = True
            code = frame.f_code
            key = f"{Path(code.co_filename).name}:{code.co_name}"

            def local(frame: Any, event: str, arg: Any) -> Any:
                if event == "opcode":
                    into[key] += 1
                return local
            return local
        return tracer

    _rlcard(0, bare=True, hands=1)  # its imports done before counting
    _warm_up(matches)
    results = []
    ours: Counter[str] = Counter()
    sys.settrace(counting(ours))
    hands, actions, _ = run_ours(matches=matches)
    sys.settrace(None)
    results.append(("uno-access", ours, hands, actions))
    theirs: Counter[str] = Counter()
    try:
        sys.settrace(counting(theirs))
        rl = _rlcard(0, bare=True, hands=hands)
    finally:
        sys.settrace(None)
    if rl is not None:
        results.append(("RLCard 1.2.0 bare round", theirs, hands, rl[1]))
    for name, counts, n_hands, n_actions in results:
        total = sum(counts.values())
        print(f"\n{name}: {total / n_actions:.0f} bytecodes per action, {total / n_hands:.0f} per hand "
              f"({n_hands} hands, {n_actions} actions); by function, per action:")
        for key, value in counts.most_common(top):
            print(f"  {value / n_actions:7.1f}  {key}")


def _workload(kind: str, count: int) -> None:
    """One measured workload, for ``count_instructions`` (run under callgrind): ``ours``
    (``count`` matches), ``bare`` or ``step`` (``count`` hands of RLCard), or a commit's engine
    (``count`` matches); each after the same warm-up, so a run with ``count`` 0 is its baseline.
    Prints hands and actions."""
    if kind in ("bare", "step"):
        _rlcard(0, bare=True, hands=2)  # its imports and first calls done
        result = _rlcard(0, bare=kind == "bare", hands=count) if count else (0, 0, 0.0)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            engine = None if kind == "ours" else old_engine(kind, Path(tmp))
            _warm_up(30, engine)
            result = run_ours(matches=count, engine=engine) if count else (0, 0, 0.0)
    print(result[0] if result else 0, result[1] if result else 0)


def count_instructions(matches: int, revs: list[str]) -> int:
    """Machine instructions per hand and per action (valgrind's callgrind, which counts every
    instruction the process executes: a figure the load of the machine does not change, and
    unlike ``--opcodes`` it weighs what each bytecode, call and allocation costs): ours over
    ``matches`` matches, each ``--compare`` commit's engine over the same matches, RLCard's bare
    round and ``UnoGame.step`` over as many hands as ours played; each less its own run that
    only starts up and warms up."""
    def run(kind: str, count: int) -> tuple[int, int, int]:
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__,
             "--workload", kind, str(count)],
            capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
        hands, actions = map(int, proc.stdout.split())
        collected = re.search(r"Collected : ([\d,]+)", proc.stderr)
        assert collected is not None, proc.stderr[-500:]
        return hands, actions, int(collected.group(1).replace(",", ""))

    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind): no instruction counts")
        return 1
    per_hand: dict[str, float] = {}
    hands = 0
    for kind in ("ours", *revs, "bare", "step"):
        count = matches if kind not in ("bare", "step") else hands
        played, actions, total = run(kind, count)
        if kind in ("bare", "step") and played == 0:
            print("RLCard not installed (pip install rlcard==1.2.0): no peer figures")
            break
        hands = hands or played
        base = run(kind, 0)[2]
        per_hand[kind] = (total - base) / played
        name = {"ours": "uno-access", "bare": "RLCard 1.2.0 bare round", "step": "RLCard 1.2.0 UnoGame.step"}.get(
            kind, f"uno-access at {kind}")
        print(f"{name:<34} {per_hand[kind]:11,.0f} instructions/hand  {(total - base) / actions:8,.0f} per action"
              f"  ({played} hands, {actions} actions)")
    for kind, name in (("step", "RLCard UnoGame.step"), ("bare", "RLCard bare round"), *((rev, rev) for rev in revs)):
        if kind in per_hand:  # as the timed ratios: hands per unit of work, ours over theirs
            print(f"ratio uno-access / {name} in instructions a hand: {per_hand[kind] / per_hand['ours']:.2f}x")
    return 0


def line(name: str, result: tuple[int, int, float]) -> float:
    hands, actions, elapsed = result
    rate = hands / elapsed
    print(f"{name:<34} {rate:9.0f} hands/s  {actions / hands:6.1f} actions/hand  "
          f"{elapsed / actions * 1e6:6.2f} us/action")
    return rate


def measure_all(runs: int, part: float, older: dict[str, Any] | None = None) -> dict[str, tuple[int, int, float] | None]:
    """Every engine ``runs`` times, taking turns (so a busy moment of the machine hits them all
    alike); each engine's fastest run counts (the least disturbed)."""
    engines = {
        "ours": lambda: run_ours(part),
        "observed": lambda: run_ours(part, observe=True),
        "step": lambda: _rlcard(part, bare=False),
        "bare": lambda: _rlcard(part, bare=True),
    }
    for rev, module in (older or {}).items():
        engines[rev] = (lambda m: lambda: run_ours(part, engine=m))(module)
        engines[rev + " observed"] = (lambda m: lambda: run_ours(part, observe=True, engine=m))(module)
    best: dict[str, tuple[int, int, float] | None] = {name: None for name in engines}
    for _ in range(runs):
        for name, measure in engines.items():
            result = measure()
            old = best[name]
            if result is not None and (old is None or result[0] / result[2] > old[0] / old[2]):
                best[name] = result
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=12.0, help="CPU time per engine, all its runs together")
    parser.add_argument("--runs", type=int, default=6, help="measurements per engine, taking turns; the best counts")
    parser.add_argument("--profile", action="store_true", help="also print where our time goes")
    parser.add_argument("--opcodes", type=int, default=0, metavar="N",
                        help="only count the bytecodes per action of N matches of ours and of RLCard's bare round")
    parser.add_argument("--instructions", type=int, default=0, metavar="N",
                        help="only count the machine instructions per hand of N matches of ours (and each --compare "
                             "commit's) and of as many hands of RLCard, under valgrind's callgrind")
    parser.add_argument("--compare", action="append", default=[], metavar="REV",
                        help="also time the engine of this commit (e.g. 8e0565c, before the typed contract)")
    parser.add_argument("--workload", nargs=2, metavar=("KIND", "COUNT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.workload:
        _workload(args.workload[0], int(args.workload[1]))
        return 0
    if args.opcodes:
        count_opcodes(args.opcodes)
        return 0
    if args.instructions:
        return count_instructions(args.instructions, args.compare)
    part = args.seconds / args.runs
    print(f"python {sys.version.split()[0]}, 4 players, equal policy, "
          f"best of {args.runs} x {part:.1f} s CPU per engine, taking turns")
    with tempfile.TemporaryDirectory() as tmp:
        older = {rev: old_engine(rev, Path(tmp) / rev) for rev in args.compare}
        best = measure_all(args.runs, part, older)
    return report(args, best)


def report(args: argparse.Namespace, best: dict[str, tuple[int, int, float] | None]) -> int:
    ours_r, seen_r = best["ours"], best["observed"]
    assert ours_r is not None and seen_r is not None  # our engine always runs
    ours = line("uno-access", ours_r)
    line("uno-access + observation each step", seen_r)
    step = None if best["step"] is None else line("RLCard 1.2.0 UnoGame.step", best["step"])
    bare = None if best["bare"] is None else line("RLCard 1.2.0 bare round", best["bare"])
    per_step = ours_r[2] / ours_r[1]
    per_obs = seen_r[2] / seen_r[1] - per_step
    if step:
        print(f"ratio uno-access / RLCard UnoGame.step: {ours / step:.2f}x  (goal >= 2x)")
    if bare:
        print(f"ratio uno-access / RLCard bare round:   {ours / bare:.2f}x  (goal >= 1x)")
    print(f"observation: {per_obs * 1e6:.2f} us, {per_obs / per_step:.2f} of our step's {per_step * 1e6:.2f} us"
          f"  (goal <= 0.25)")
    if best["step"] is not None:
        theirs = best["step"][2] / best["step"][1]
        print(f"observation / RLCard UnoGame.step (which builds its next state): {per_obs / theirs:.2f}")
    else:
        print("RLCard not installed (pip install rlcard==1.2.0): no peer figures")
    for rev in args.compare:
        old, old_seen = best[rev], best[rev + " observed"]
        assert old is not None and old_seen is not None  # an older engine always runs
        rate = line(f"uno-access at {rev}", old)
        line(f"uno-access at {rev} + observation", old_seen)
        old_obs = old_seen[2] / old_seen[1] - old[2] / old[1]
        print(f"ratio uno-access / uno-access at {rev}: {ours / rate:.2f}x; its observation: "
              f"{old_obs * 1e6:.2f} us, {old_obs / (old[2] / old[1]):.2f} of its step")
    if args.profile:
        for observe in (False, True):
            profiler = cProfile.Profile()
            profiler.enable()
            run_ours(args.seconds / 4, observe=observe)
            profiler.disable()
            print(f"\nwhere the time goes ({'with' if observe else 'without'} observations, by own time):")
            pstats.Stats(profiler).sort_stats("tottime").print_stats(14)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
