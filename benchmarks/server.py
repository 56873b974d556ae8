"""The game server under load, on loopback: figures printed in one table, never a test.

    nice -n 19 python benchmarks/server.py            # everything: about 3 minutes
    python benchmarks/server.py --tables 50 --bot-tables 0 --no-find-limit --seconds 10   # two rows
    python benchmarks/server.py --compare /work/main ...   # the same rows with another checkout's server

Starts ``uno-access serve`` as its own process, pinned to CPU 0, while every scripted client
runs in this one process (asyncio, one connection each) pinned to CPU 1 (on a machine with 2
cores or more), so the server's figures are its own: its CPU seconds per action are read
from /proc, and the clients' CPU is printed beside them (near 100% of a core means the
clients, not the server, were the limit).

Rows of the table:

* ``humans``: ``--tables`` tables of four scripted human clients (4 connections a table).
  Each client answers ``--think`` seconds (random, 0.5 to 1.5 times it) after its view says
  it is to move, as a fast player would.  Latency is measured for every action: from the
  client sending it to the resulting events message having reached all four seats (p50,
  p99).  House rules ``uno_call=auto`` (no catch window, so no action waits the table's
  out-of-turn delay) and ``target=10000`` (the match outlasts the run).
* ``flat out``: the same tables with clients answering at once.  This is a closed loop: every
  table always has one action in flight, so latency is the number of tables divided by the
  actions per second (Little's law); the row gives the server's ceiling, not a player's wait.
* ``limit``: with ``--find-limit`` (the default), more and more human tables at ``--think``
  until p99 passes 100 ms: the last row under it is what one process holds.
* ``bots``: ``--bot-tables`` tables of four computer players (a host creates, starts and leaves
  each) at the server's normal pace of one move a second; then 50 such tables flat out.

The machine's load (``uptime``) is printed beside every row: timings taken while other
programs use the cores are unreliable; the CPU seconds per action are the steadier figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import resource
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
HOUSE = "uno_call=auto,target=10000"
TICKS = os.sysconf("SC_CLK_TCK")
TWO_CORES = (os.cpu_count() or 1) >= 2
SERVER_CPU, CLIENT_CPU = {0}, {1}


def msg(kind: str, **fields) -> str:
    return json.dumps({"v": 1, "type": kind, **fields})


def _raise_file_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def _server_preexec() -> None:
    _raise_file_limit()
    if TWO_CORES:
        os.sched_setaffinity(0, SERVER_CPU)


def load() -> str:
    one, five, _fifteen = os.getloadavg()
    return f"{one:.2f}/{five:.2f}"


def cpu_of(pid: int | str) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


class Server:
    def __init__(self, db: Path, pace: float = 0.0, code: Path = ROOT) -> None:
        env = {**os.environ, "PYTHONPATH": str(code)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "uno_access", "serve", "--port", "0", "--db", str(db), "--pace", str(pace),
             "--rate", "100000", "--lang", "en"], stdout=subprocess.PIPE, text=True, env=env,
            preexec_fn=_server_preexec)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        found = re.search(r"ws://127\.0\.0\.1:\d+", line)
        if found is None:
            raise RuntimeError(f"the server did not say its address: {line!r}")
        self.url = found.group(0)
        self.db = db

    def cpu_seconds(self) -> float:
        return cpu_of(self.proc.pid)

    def rss_mb(self) -> float:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0.0

    def actions(self) -> int:
        with sqlite3.connect(self.db) as conn:
            return conn.execute("SELECT count(*) FROM actions").fetchone()[0]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class Window:
    """CPU and wall clock of the server and of this (client) process over the measured span."""

    def __init__(self, server: Server) -> None:
        self.server = server

    def __enter__(self) -> Window:
        self.cpu0, self.me0, self.wall0 = self.server.cpu_seconds(), cpu_of("self"), time.perf_counter()
        return self

    def __exit__(self, *exc) -> None:
        self.cpu = self.server.cpu_seconds() - self.cpu0
        self.me = cpu_of("self") - self.me0
        self.wall = time.perf_counter() - self.wall0


def _move(view: dict) -> str | None:
    legal = [a for a in view["legal"] if a.split()[0] not in ("uno", "catch", "jump_in")]
    if not legal or view["current"] != view["seat"]:
        return None
    for prefix in ("play", "accept", "color", "swap", "pass", "draw"):
        for action in legal:
            if action.startswith(prefix):
                return action
    return legal[0]


async def run_humans(server: Server, tables: int, seconds: float, think: float) -> dict:
    """Tables of four human clients; the hosts start; figures over ``seconds``."""
    sent: dict[tuple, float] = {}  # (table, seq of the events) -> when the action was sent
    recv: dict[tuple, list[float]] = {}
    state = {"measuring": False, "actions": 0}
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    ready = [0]

    async def client(name: str, code_future, host: bool):
        async with connect(server.url, max_size=2**24, compression=None, open_timeout=60) as ws:
            await ws.send(msg("hello", name=name))
            await ws.send(msg("create", seats=4, house=HOUSE) if host else msg("join", table=await code_future))
            table = None
            sent_at: dict[str, float] = {}

            def act(action: str, seq: int) -> None:
                if stop.is_set():
                    return
                aid = uuid.uuid4().hex
                sent_at[aid] = time.perf_counter()
                asyncio.ensure_future(ws.send(msg("action", id=aid, seq=seq, action=action)))

            async for raw in ws:
                m = json.loads(raw)
                kind = m["type"]
                if kind == "events":
                    if state["measuring"]:
                        recv.setdefault((table, m["seq"]), []).append(time.perf_counter())
                    view = m.get("view")
                    action = _move(view) if view else None
                    if action is not None:
                        if think > 0:
                            loop.call_later(think * (0.5 + random.random()), act, action, m["seq"])
                        else:
                            act(action, m["seq"])
                elif kind == "ack":
                    t0 = sent_at.pop(m["id"], None)
                    if t0 is not None and state["measuring"]:
                        sent[(table, m["seq"])] = t0
                        state["actions"] += 1
                elif kind == "joined":
                    table = m["table"]
                    ready[0] += 1
                    if host:
                        code_future.set_result(table)
                elif kind == "notice" and host and m.get("msg") == "joined" and m["args"]["seat"] == 4:
                    await ws.send(msg("start"))
                if stop.is_set():
                    return

    tasks = []
    for t in range(tables):
        code = loop.create_future()
        tasks.append(asyncio.create_task(client(f"H{t}", code, True)))
        for s in range(1, 4):
            tasks.append(asyncio.create_task(client(f"P{t}x{s}", code, False)))
        if t % 25 == 24:
            await asyncio.sleep(0.05)  # do not flood the listen backlog
    deadline = time.perf_counter() + 120
    while ready[0] < tables * 4 and time.perf_counter() < deadline:
        await asyncio.sleep(0.2)
    await asyncio.sleep(1.0 + 2 * think)  # every table started and playing
    with Window(server) as w:
        state["measuring"] = True
        await asyncio.sleep(seconds)
        state["measuring"] = False
    actions = state["actions"]
    stop.set()
    await asyncio.sleep(0.5 + 1.5 * think)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    lat = sorted(max(recv[k]) - t0 for k, t0 in sent.items() if len(recv.get(k, ())) >= 4)
    return {
        "connections": ready[0], "tables": tables, "actions_per_s": actions / w.wall,
        "p50_ms": 1000 * statistics.median(lat) if lat else float("nan"),
        "p99_ms": 1000 * lat[max(0, int(len(lat) * 0.99) - 1)] if len(lat) >= 100 else float("nan"),
        "cpu": w.cpu / w.wall, "cpu_ms_action": 1000 * w.cpu / max(actions, 1), "clients_cpu": w.me / w.wall,
        "rss_mb": server.rss_mb(), "samples": len(lat),
    }


async def run_bots(server: Server, tables: int, seconds: float, pace: float) -> dict:
    """Tables of four computer players (created, started and left by one host connection)."""
    async with connect(server.url, max_size=2**24, compression=None) as ws:
        await ws.send(msg("hello", name="host"))
        for _ in range(tables):
            await ws.send(msg("create", seats=4, bots=3, house=HOUSE, pace=pace))
            await ws.send(msg("start"))
            await ws.send(msg("leave"))
            while True:
                m = json.loads(await ws.recv())
                if m["type"] == "left":
                    break
        await asyncio.sleep(2.0)
        a0 = server.actions()
        with Window(server) as w:
            await asyncio.sleep(seconds)
        a1 = server.actions()
    actions = a1 - a0
    return {"connections": 0, "tables": tables, "actions_per_s": actions / w.wall, "cpu": w.cpu / w.wall,
            "cpu_ms_action": 1000 * w.cpu / max(actions, 1), "clients_cpu": w.me / w.wall,
            "rss_mb": server.rss_mb()}


def in_process(actions: int, code: Path = ROOT) -> float:
    """The server's own code per action, without sockets: a 4-seat table of ``Server`` in a
    child process (``code`` on its path), actions dispatched as the handler does, messages
    queued and dropped.  The least of three runs of CPU ms per action: engine, store commit,
    redaction, views and JSON, no websockets and no clients."""
    child = f"""
import asyncio, os, sys, tempfile, time, uuid
sys.path.insert(0, {str(code)!r})
from uno_access.i18n import Localizer
from uno_access.engine import ActionKind
from uno_access.online.server import Server, Conn
from uno_access.online.store import TableStore

class Socket:
    async def send(self, text): pass
    async def close(self, *args): pass

async def main():
    server = Server(TableStore(os.path.join(tempfile.mkdtemp(), "t.db")), Localizer("en"), pace=30, rate=1e9)
    conns = [Conn(server, Socket()) for _ in range(4)]
    def drain():
        for c in conns:
            while not c.queue.empty():
                c.queue.get_nowait()
    for i, c in enumerate(conns):
        server.conns.add(c)
        server.dispatch(c, {{"type": "hello", "name": f"P{{i}}"}})
    server.dispatch(conns[0], {{"type": "create", "seats": 4, "house": {HOUSE!r}}})
    table = next(iter(server.tables.values()))
    for c in conns[1:]:
        server.dispatch(c, {{"type": "join", "table": table.id}})
    server.dispatch(conns[0], {{"type": "start"}})
    drain()
    best = None
    for _ in range(3):
        t0 = time.process_time()
        for _ in range({actions}):
            seat = table.game.current
            legal = [a for a in table.game.legal_actions(seat) if a.kind not in (ActionKind.UNO, ActionKind.CATCH, ActionKind.JUMP_IN)]
            pick = next((a for k in (ActionKind.PLAY, ActionKind.ACCEPT, ActionKind.COLOR, ActionKind.SWAP, ActionKind.PASS,
                                     ActionKind.DRAW) for a in legal
                         if a.kind == k), legal[0])
            server.dispatch(conns[seat], {{"type": "action", "id": uuid.uuid4().hex, "seq": table.seq,
                                          "action": pick.text()}})
            drain()
        cost = (time.process_time() - t0) / {actions}
        best = cost if best is None else min(best, cost)
    print(best)

asyncio.run(main())
"""
    out = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, preexec_fn=_server_preexec,
                         cwd=str(code), timeout=600)
    if out.returncode != 0:
        raise SystemExit(out.stderr)
    return 1000 * float(out.stdout.split()[-1])


HEADER = ("run              ", "tables", "conns", "actions/s", "p50 ms", "p99 ms", "srv CPU ms/action", "srv CPU %",
          "clients CPU %", "srv RSS MB", "load 1/5 min before -> after")


def row(label: str, r: dict, load_before: str) -> str:
    p50 = f"{r['p50_ms']:.1f}" if "p50_ms" in r else "-"
    p99 = f"{r['p99_ms']:.1f}" if "p99_ms" in r else "-"
    cells = (label, str(r["tables"]), str(r["connections"]), f"{r['actions_per_s']:.0f}", p50, p99,
             f"{r['cpu_ms_action']:.3f}", f"{100 * r['cpu']:.0f}", f"{100 * r['clients_cpu']:.0f}",
             f"{r['rss_mb']:.0f}", f"{load_before} -> {load()}")
    return " | ".join(f"{c:<{len(h)}}" if i == 0 else f"{c:>{len(h)}}" for i, (c, h) in enumerate(zip(cells, HEADER)))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=50, help="human tables of 4 connections (default 50)")
    ap.add_argument("--think", type=float, default=1.0, help="a scripted player's mean answer time, s (default 1)")
    ap.add_argument("--bot-tables", type=int, default=500, help="tables of computer players (default 500; 0: none)")
    ap.add_argument("--seconds", type=float, default=15.0, help="length of each measured run (default 15)")
    ap.add_argument("--find-limit", action=argparse.BooleanOptionalAction, default=True,
                    help="add human tables until p99 passes 100 ms (default on)")
    ap.add_argument("--max-tables", type=int, default=3200, help="where --find-limit stops looking (default 3200)")
    ap.add_argument("--compare", metavar="DIR", type=Path,
                    help="also run the two human rows with the server of another checkout (e.g. /work/main), side by side")
    args = ap.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stop the server processes on the way out
    _raise_file_limit()
    if TWO_CORES:
        os.sched_setaffinity(0, CLIENT_CPU)
    placement = "server on CPU 0, all clients in one process on CPU 1" if TWO_CORES else "one core shared"
    print(f"uno-access server benchmark: 127.0.0.1, {os.cpu_count()} cores ({placement}), "
          f"Python {sys.version.split()[0]}")
    print(f"uptime at the start: {subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    for code in [ROOT] + ([args.compare] if args.compare else []):
        before = load()
        cost = in_process(2000, code)
        print(f"in-process ({code.name}): {cost:.3f} ms of server CPU an action without sockets (4 seats, "
              f"least of 3 runs of 2000; engine, store commit, redaction, views, JSON); load {before} -> {load()}",
              flush=True)
    print(" | ".join(HEADER))
    rows = 0

    def humans(label: str, tables: int, think: float, code: Path = ROOT) -> dict:
        nonlocal rows
        before = load()
        server = Server(Path(tmp) / f"humans{rows}.db", code=code)
        rows += 1
        try:
            r = asyncio.run(run_humans(server, tables, args.seconds, think))
        finally:
            server.stop()
        print(row(label, r, before), flush=True)
        return r

    with tempfile.TemporaryDirectory() as tmp:
        first = humans(f"humans {args.think:g} s", args.tables, args.think)
        humans("flat out", args.tables, 0.0)
        if args.compare:
            humans(f"humans {args.think:g} s ({args.compare.name})", args.tables, args.think, args.compare)
            humans(f"flat out ({args.compare.name})", args.tables, 0.0, args.compare)
        if args.find_limit:
            tables, last_ok, r = args.tables, None, first
            while r["p99_ms"] <= 100:
                last_ok = r
                tables *= 2
                if tables > args.max_tables:
                    break
                r = humans(f"limit {args.think:g} s", tables, args.think)
            if last_ok is None:
                held = f"fewer than {first['connections']} connections"
            else:
                held = f"at least {last_ok['connections']} connections"
            if tables <= args.max_tables:
                passed = f"p99 passed 100 ms at {tables * 4}"
            else:
                assert last_ok is not None  # the loop doubled past the limit from a row that held
                passed = f"not passed up to {last_ok['connections']}"
            print(f"one process holds {held} with p99 <= 100 ms ({passed}; players answering in "
                  f"{args.think:g} s on average)", flush=True)
        if args.bot_tables:
            # flat out, the server is CPU-bound whatever the number of tables: 50 of them
            for pace, tables in ((1.0, args.bot_tables), (0.0, min(args.bot_tables, 50))):
                before = load()
                server = Server(Path(tmp) / f"bots{pace}.db")
                try:
                    r = asyncio.run(run_bots(server, tables, args.seconds, pace))
                finally:
                    server.stop()
                print(row(f"bots pace {pace:g} s", r, before), flush=True)
    print(f"uptime at the end: {subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    print("p50/p99: from an action sent to its events received at all 4 seats; srv CPU ms/action: the server "
          "process's user+system CPU over the run divided by the actions accepted; clients CPU near 100% means "
          "the clients, not the server, set the pace; 'flat out' latency is tables / (actions/s) by Little's law")
    return 0


if __name__ == "__main__":
    sys.exit(main())
