"""Start-up time of the ``uno-access`` command, as a player at a terminal meets it (issue 19).

    python benchmarks/startup.py                    # this checkout, 10 runs of each command
    python benchmarks/startup.py --compare main     # beside another revision, in the same run
    python benchmarks/startup.py --importtime play  # where the time of one command goes
    python benchmarks/startup.py --runs 3 --commands help,play

Every command runs in a real pseudo-terminal, as typed at a shell prompt, and is timed from
the moment the process is started to the first line it prints (``--help``: to its exit).
Figures are medians (and minima) of ``--runs`` runs; the trees compared take turns run by run,
so a change in the machine's load touches both alike.  Each tree gets its own empty data,
config and cache folders and its own bytecode folder (``PYTHONPYCACHEPREFIX``); one run of
every command first compiles the bytecode and fills the Fluent cache, as the first start
after an install does.  ``cold`` rows empty the Fluent cache before every run: the first start
after an install or after a ``.ftl`` file changed.  The floor rows are the interpreter alone
and the interpreter importing ``fluent.runtime`` (which a game needs, ``--help`` no longer).
"""

from __future__ import annotations

import argparse
import os
import pty
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: how the introduction line of a game at a terminal begins, in every language (locales/*/start.ftl)
INTRO_START = b"uno-access, UNO"

#: name -> (what it is, arguments after ``python``, wait for "line" or "exit", empty the cache first, goal ms)
COMMANDS: dict[str, tuple[str, list[str], str, bool, int | None]] = {
    "python": ("python -c pass", ["-c", "pass"], "exit", False, None),
    "fluent": ("python -c 'import fluent.runtime'", ["-c", "import fluent.runtime"], "exit", False, None),
    "help": ("uno-access --help", ["-m", "uno_access", "--help"], "exit", False, 100),
    "play": ("uno-access play: first line", ["-m", "uno_access", "play"], "line", False, 120),
    "play-quiet": ("... play --speech none", ["-m", "uno_access", "play", "--speech", "none"], "line", False, None),
    "play-pl": ("... play --lang pl", ["-m", "uno_access", "play", "--lang", "pl"], "line", False, None),
    "bare": ("uno-access: first line", ["-m", "uno_access"], "line", False, None),
    "play-cold": ("... play, Fluent cache empty", ["-m", "uno_access", "play"], "line", True, None),
}


class Tree:
    """One source tree to measure, with its own folders."""

    def __init__(self, label: str, path: Path, scratch: Path) -> None:
        self.label = label
        self.path = path
        self.home = scratch / label.replace("/", "_")
        self.cache = self.home / "cache"
        for name in ("data", "config", "cache", "pyc", "cwd"):
            (self.home / name).mkdir(parents=True, exist_ok=True)

    def env(self, cache: Path | None = None) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTHONDONTWRITEBYTECODE", "NO_COLOR", "ACCESSIBLE")
               and not k.startswith("UNO_ACCESS_")}
        env.update(PYTHONPATH=str(self.path), PYTHONPYCACHEPREFIX=str(self.home / "pyc"),
                   UNO_ACCESS_DATA_DIR=str(self.home / "data"), UNO_ACCESS_CONFIG_DIR=str(self.home / "config"),
                   UNO_ACCESS_CACHE_DIR=str(cache or self.cache), TERM="xterm-256color", LANG="en_US.UTF-8",
                   LANGUAGE="", LC_ALL="", PROMPT_TOOLKIT_NO_CPR="1")
        return env


def _cpu_seconds(pid: int) -> float:
    """CPU time of the process's main thread so far (``/proc/PID/schedstat``, nanoseconds)."""
    try:
        with open(f"/proc/{pid}/schedstat", encoding="ascii") as handle:
            return int(handle.read().split()[0]) / 1e9
    except (OSError, ValueError, IndexError):
        return float("nan")


def run_in_pty(argv: list[str], env: dict[str, str], cwd: Path, until: str,
               timeout: float = 30.0) -> tuple[float, float, float, float]:
    """Start ``argv`` in a new pseudo-terminal: seconds to its first line (``until="exit"``: to
    its exit), its CPU seconds by then, and the same two for its first line that is not the
    introduction (the game's own first line; NaN when it exits first)."""
    master, slave = pty.openpty()
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd,
                            start_new_session=True)
    os.close(slave)
    seen = b""
    first: float | None = None
    cpu = game = game_cpu = first
    try:
        while time.perf_counter() - start < timeout:
            ready, _, _ = select.select([master], [], [], 0.5)
            if not ready:
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the child closed the terminal
                chunk = b""
            if not chunk:
                break
            seen += chunk
            if until == "line" and first is None and b"\n" in seen:
                first, cpu = time.perf_counter() - start, _cpu_seconds(proc.pid)
            lines = seen.split(b"\n")[:-1]
            if until == "line" and any(not line.startswith(INTRO_START) for line in lines):
                game, game_cpu = time.perf_counter() - start, _cpu_seconds(proc.pid)
                break
        if until == "exit":
            _, status, usage = os.wait4(proc.pid, 0)
            first = time.perf_counter() - start
            cpu = usage.ru_utime + usage.ru_stime
            proc.returncode = os.waitstatus_to_exitcode(status)
            if proc.returncode != 0:
                raise RuntimeError(f"{argv} exited with {proc.returncode}: {seen[-300:]!r}")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(master)
    if first is None:
        raise RuntimeError(f"{argv} printed no line within {timeout} s: {seen[-300:]!r}")
    nan = float("nan")
    return first, nan if cpu is None else cpu, nan if game is None else game, nan if game_cpu is None else game_cpu


def first_line(tree: Tree, args: list[str]) -> str:
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, *args], stdin=slave, stdout=slave, stderr=slave,
                            env=tree.env(), cwd=tree.home / "cwd", start_new_session=True)
    os.close(slave)
    seen = b""
    try:
        while b"\n" not in seen and select.select([master], [], [], 20)[0]:
            chunk = os.read(master, 4096)
            if not chunk:
                break
            seen += chunk
    except OSError:
        pass
    finally:
        proc.kill()
        proc.wait()
        os.close(master)
    return seen.split(b"\n", 1)[0].decode("utf-8", "replace").strip()


def measure(tree: Tree, name: str) -> tuple[float, float, float, float]:
    _, args, until, cold, _ = COMMANDS[name]
    cache = tree.home / "cold-cache" if cold else tree.cache  # its own, emptied: the others stay warm
    if cold and cache.exists():
        shutil.rmtree(cache)
    return run_in_pty([sys.executable, *args], tree.env(cache), tree.home / "cwd", until)


def importtime(tree: Tree, name: str, top: int) -> None:
    """``python -X importtime`` of one command: the imports that cost most, by their own time."""
    args = COMMANDS[name][1]
    args = [*args, "--speech", "none"] if args[-1] == "play" else args
    env = tree.env()
    proc = subprocess.run([sys.executable, "-X", "importtime", *args], env=env, cwd=tree.home / "cwd",
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    rows: list[tuple[int, int, int, str]] = []
    for line in proc.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, cumulative, module = line[len("import time:"):].split("|")
        depth = (len(module) - len(module.lstrip())) // 2
        rows.append((int(own), int(cumulative), depth, module.strip()))
    total = sum(r[0] for r in rows) / 1000
    print(f"\n[{tree.label}] python -X importtime {' '.join(args)}: {len(rows)} modules, {total:.1f} ms of imports")
    print("  heaviest imports by cumulative time, top level first (ms):")
    for _, cumulative_us, depth, module in sorted((r for r in rows if r[2] <= 1), key=lambda r: -r[1])[:top]:
        print(f"    {cumulative_us / 1000:7.1f}  {'  ' * depth}{module}")
    print("  heaviest by their own time (ms):")
    for self_us, _, _, module in sorted(rows, key=lambda r: -r[0])[:top]:
        print(f"    {self_us / 1000:7.1f}  {module}")


def export_revision(rev: str, scratch: Path) -> Path:
    target = scratch / "src" / rev.replace("/", "_")
    target.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--compare", metavar="REV", action="append", default=[],
                        help="also measure this git revision (exported with git archive), run by run")
    parser.add_argument("--commands", default=",".join(COMMANDS),
                        help="comma-separated names among: " + ", ".join(COMMANDS))
    parser.add_argument("--importtime", metavar="COMMAND", action="append", default=[],
                        help="print where the time of this command goes (e.g. help, play)")
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    names = [n.strip() for n in args.commands.split(",") if n.strip()]
    unknown = [n for n in names + args.importtime if n not in COMMANDS]
    if unknown:
        parser.error(f"unknown command {unknown[0]!r}")

    with tempfile.TemporaryDirectory(prefix="uno-startup-") as tmp:
        scratch = Path(tmp)
        trees = [Tree(rev, export_revision(rev, scratch), scratch) for rev in args.compare]
        trees.append(Tree("this checkout", ROOT, scratch))
        for tree in trees:  # compile the bytecode and fill the cache, as the first start does
            for name in names:
                measure(tree, name)
        times: dict[tuple[str, str], list[tuple[float, float, float, float]]] = {}
        for _ in range(args.runs):
            for name in names:
                for tree in trees:
                    times.setdefault((tree.label, name), []).append(measure(tree, name))

        print(f"uno-access start-up, median (and minimum) of {args.runs} runs in a pseudo-terminal, "
              f"Python {sys.version.split()[0]}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}")
        print("  wall: to the first line (--help: to its exit); cpu: the process's CPU time by then;")
        print("  game: to the game's own first line (after the introduction, where there is one), and the CPU by then")
        width = max(len(COMMANDS[n][0]) for n in names)
        cell = 60
        print(f"{'':{width}}  " + "  ".join(f"{t.label:>{cell}}" for t in trees) + "    goal")
        for name in names:
            cells = []
            for tree in trees:
                runs = times[(tree.label, name)]
                wall, cpu, game, game_cpu = (sorted(r[i] for r in runs) for i in range(4))
                text = f"wall {1000 * statistics.median(wall):6.1f} ({1000 * wall[0]:5.1f}) cpu {1000 * statistics.median(cpu):5.1f}"
                if COMMANDS[name][2] == "line" and name != "python":
                    games = [g for g in game if g == g]
                    game_cpus = [g for g in game_cpu if g == g]
                    text += (f" game {1000 * statistics.median(games):6.1f} cpu {1000 * statistics.median(game_cpus):5.1f}"
                             if games else " game      -          ")
                cells.append(text)
            label, goal = COMMANDS[name][0], COMMANDS[name][4]
            print(f"{label:{width}}  {'  '.join(f'{c:>{cell}}' for c in cells)}    {f'<= {goal} ms' if goal else ''}")
        print("\nfirst lines:")
        for tree in trees:
            for name in ("play", "bare"):
                if name in names:
                    print(f"  [{tree.label}] {COMMANDS[name][0]}: {first_line(tree, COMMANDS[name][1])}")
        for name in args.importtime:
            for tree in trees:
                importtime(tree, name, args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
