"""What saving one move costs as a match grows: the store against the old whole-file autosave.

    python benchmarks/store.py                  # at 100, 1,000 and 16,000 events
    python benchmarks/store.py --at 100 1000 16000 --window 200

One match of four seats plays random legal actions (target 10,000 points, so it does not end).
When the match reaches each size, the next ``--window`` moves are saved three ways, side by side
in one run, each in its own temporary folder:

* ``store``: ``saves.Recorder.record`` (one SQLite transaction per move: the action and its
  events; a snapshot every 50 moves; WAL, synchronous=NORMAL: safe from a kill of the program),
* ``store durable``: the same with ``Store(durable=True)`` (synchronous=FULL: an fsync per move,
  safe from a power cut too),
* ``old autosave``: what every move cost before, the whole match as JSON written atomically
  (temporary file, fsync, rename), as ``settings.atomic_write`` does.

Printed per size: median and 95th percentile milliseconds per move, and the bytes on disk (the
file, and SQLite's write-ahead log beside it: at most about 4 MiB, cut back to 1 MiB at checkpoints).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from uno_access.engine import Game, RuleSet  # noqa: E402
from uno_access.storage import saves  # noqa: E402
from uno_access.storage.settings import atomic_write  # noqa: E402
from uno_access.storage.store import Store  # noqa: E402


def folder_bytes(folder: Path) -> tuple[int, int]:
    """(the database or save file, its WAL) in bytes."""
    files = [p for p in folder.iterdir() if p.is_file()]
    wal = sum(p.stat().st_size for p in files if p.name.endswith(("-wal", "-shm")))
    return sum(p.stat().st_size for p in files) - wal, wal


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--at", type=int, nargs="+", default=[100, 1000, 16000])
    parser.add_argument("--window", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    game = Game(players=4, rules=RuleSet.preset("official", target=10000), seed=args.seed)
    seats = ["human", "normal", "normal", "normal"]
    tmp = Path(tempfile.mkdtemp(prefix="uno-store-bench-"))
    ways = {}
    for name, durable in (("store", False), ("store durable", True)):
        folder = tmp / name.replace(" ", "-")
        folder.mkdir()
        store = Store(folder / "s.sqlite3", durable=durable)
        ways[name] = (folder, saves.Recorder.create(store, "bench", game, seats))
    old_folder = tmp / "old"
    old_folder.mkdir()

    def step() -> tuple:
        action = rng.choice(game.legal_actions())
        return action, game.apply(action)

    def record_all(action, events) -> None:  # keep every store in step, untimed
        for _folder, recorder in ways.values():
            recorder.record(action, events, game)

    print(f"{'events':>7} {'way':<14} {'median ms':>10} {'p95 ms':>8} {'file':>10} {'+ WAL':>10}")
    for target in sorted(args.at):
        while len(game.events) < target:
            record_all(*step())
        at = len(game.events)
        times: dict[str, list[float]] = {name: [] for name in (*ways, "old autosave")}
        for _ in range(args.window):
            action, events = step()
            for name, (_folder, recorder) in ways.items():
                start = time.perf_counter()
                recorder.record(action, events, game)
                times[name].append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            payload = {"format": "uno-access-save", "version": 1, "game": game.to_json(), "seats": seats}
            atomic_write(old_folder / "autosave.json", json.dumps(payload, ensure_ascii=False, separators=(",", ":")))
            times["old autosave"].append((time.perf_counter() - start) * 1000)
        for name, values in times.items():
            folder = ways[name][0] if name in ways else old_folder
            values.sort()
            p95 = values[int(0.95 * (len(values) - 1))]
            main_bytes, wal = folder_bytes(folder)
            print(f"{at:>7} {name:<14} {statistics.median(values):>10.3f} {p95:>8.3f} "
                  f"{main_bytes / 1024:>6.0f} KiB {wal / 1024:>6.0f} KiB")
    for _folder, recorder in ways.values():
        recorder.store.close()
    print(f"(snapshots every {saves.SNAPSHOT_EVERY} moves; {args.window} moves timed at each size; files in {tmp})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
