"""The game server under load, on loopback: figures printed, never a test.

Starts ``uno-access serve`` as its own process (so its CPU and memory are its own), then:

1. ``--tables`` tables of four scripted human clients each (4 connections a table), every
   client answering at once when its view says it is to move.  For every action: the time
   from the client sending it to the resulting events message having reached all four seats
   (p50, p99), actions per second, and the server's CPU (share of one core) and memory.
   House rules ``uno_call=auto`` (no catch window, so no action waits the out-of-turn delay)
   and ``target=10000`` (the match outlasts the run).
2. ``--bot-tables`` tables of four computer players (a host creates, starts and leaves each),
   at the server's normal pace of one move a second per table; then 50 such tables flat out
   (pace 0: the server's ceiling in actions per second).
3. With ``--find-limit``: more and more human tables until p99 passes 100 ms.

The clients run in this process on the same 2 cores, so the latencies include their own
work; the server's rate limit is raised (``--rate``) because scripted clients answer in
microseconds.  Run it with ``nice -n 19``; every phase is bounded by ``--seconds``.

    python benchmarks/server.py [--tables 50] [--bot-tables 500] [--seconds 15] [--find-limit]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
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


def msg(kind: str, **fields) -> str:
    return json.dumps({"v": 1, "type": kind, **fields})


class Server:
    def __init__(self, db: Path, pace: float = 0.0) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "uno_access", "serve", "--port", "0", "--db", str(db), "--pace", str(pace),
             "--rate", "100000", "--lang", "en"], stdout=subprocess.PIPE, text=True, env=env)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        found = re.search(r"ws://127\.0\.0\.1:\d+", line)
        if found is None:
            raise RuntimeError(f"the server did not say its address: {line!r}")
        self.url = found.group(0)
        self.db = db

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS

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
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Stats:
    def __init__(self) -> None:
        self.sent: dict[tuple, float] = {}
        self.recv: dict[tuple, list[float]] = {}
        self.measuring = False
        self.actions = 0

    def latencies(self, seats: int = 4) -> list[float]:
        out = []
        for key, t0 in self.sent.items():
            got = self.recv.get(key, [])
            if len(got) >= seats:
                out.append(max(got) - t0)
        return out


def _move(view: dict) -> str | None:
    legal = [a for a in view["legal"] if a.split()[0] not in ("uno", "catch", "jump_in")]
    if not legal or view["current"] != view["seat"]:
        return None
    for prefix in ("play", "accept", "color", "swap", "pass", "draw"):
        for action in legal:
            if action.startswith(prefix):
                return action
    return legal[0]


async def run_humans(server: Server, tables: int, seconds: float) -> dict:
    """Tables of four human clients; the hosts start; figures over ``seconds``."""
    stats = Stats()
    stop = asyncio.Event()
    connections = []
    loop = asyncio.get_running_loop()

    async def client(name: str, code_future, host: bool, started: asyncio.Event | None):
        async with connect(server.url, max_size=2**24) as ws:
            connections.append(ws)
            await ws.send(msg("hello", name=name))
            await ws.send(msg("create", seats=4, house=HOUSE) if host else msg("join", table=await code_future))
            table = None
            sent_at: dict[str, float] = {}
            async for raw in ws:
                m = json.loads(raw)
                kind = m["type"]
                if kind == "joined":
                    table = m["table"]
                    if host:
                        code_future.set_result(table)
                elif kind == "notice" and host and m.get("msg") == "joined" and m["args"]["seat"] == 4:
                    await ws.send(msg("start"))
                elif kind == "events":
                    now = time.perf_counter()
                    if stats.measuring:
                        stats.recv.setdefault((table, m["seq"]), []).append(now)
                    view = m.get("view")
                    if view and not stop.is_set():
                        action = _move(view)
                        if action is not None:
                            aid = uuid.uuid4().hex
                            sent_at[aid] = time.perf_counter()
                            await ws.send(msg("action", id=aid, seq=m["seq"], action=action))
                elif kind == "ack":
                    t0 = sent_at.pop(m["id"], None)
                    if t0 is not None and stats.measuring:
                        stats.sent[(table, m["seq"])] = t0
                        stats.actions += 1
                if stop.is_set():
                    return

    tasks = []
    for t in range(tables):
        code = loop.create_future()
        tasks.append(asyncio.create_task(client(f"H{t}", code, True, None)))
        for s in range(1, 4):
            tasks.append(asyncio.create_task(client(f"P{t}x{s}", code, False, None)))
    await asyncio.sleep(2.0 + tables * 0.02)  # connect, seat, start, warm up
    cpu0, wall0 = server.cpu_seconds(), time.perf_counter()
    stats.measuring = True
    await asyncio.sleep(seconds)
    stats.measuring = False
    cpu1, wall1 = server.cpu_seconds(), time.perf_counter()
    stop.set()
    for ws in connections:
        await ws.close()
    await asyncio.gather(*tasks, return_exceptions=True)
    lat = sorted(stats.latencies())
    return {
        "connections": tables * 4, "actions_per_s": stats.actions / (wall1 - wall0),
        "p50_ms": 1000 * statistics.median(lat) if lat else float("nan"),
        "p99_ms": 1000 * lat[int(len(lat) * 0.99) - 1] if len(lat) >= 100 else float("nan"),
        "cpu": (cpu1 - cpu0) / (wall1 - wall0), "rss_mb": server.rss_mb(), "samples": len(lat),
    }


async def run_bots(server: Server, tables: int, seconds: float, pace: float) -> dict:
    """Tables of four computer players (created, started and left by one host connection)."""
    async with connect(server.url, max_size=2**24) as ws:
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
        a0, cpu0, wall0 = server.actions(), server.cpu_seconds(), time.perf_counter()
        await asyncio.sleep(seconds)
        a1, cpu1, wall1 = server.actions(), server.cpu_seconds(), time.perf_counter()
    return {"tables": tables, "pace": pace, "actions_per_s": (a1 - a0) / (wall1 - wall0),
            "cpu": (cpu1 - cpu0) / (wall1 - wall0), "rss_mb": server.rss_mb()}


def report_humans(r: dict) -> None:
    print(f"  {r['connections']:4d} connections: {r['actions_per_s']:7.0f} actions/s, "
          f"p50 {r['p50_ms']:6.1f} ms, p99 {r['p99_ms']:6.1f} ms (action sent -> events at all 4 seats, "
          f"{r['samples']} actions), server CPU {100 * r['cpu']:.0f}% of a core "
          f"({1000 * r['cpu'] / max(r['actions_per_s'], 1e-9):.2f} ms of CPU an action), RSS {r['rss_mb']:.0f} MB")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--bot-tables", type=int, default=500)
    ap.add_argument("--seconds", type=float, default=15.0)
    ap.add_argument("--find-limit", action="store_true")
    args = ap.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stop the server processes on the way out
    print(f"uno-access server benchmark on 127.0.0.1, {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"load average {os.getloadavg()[0]:.1f} at the start (other processes share the cores)")
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(Path(tmp) / "humans.db")
        try:
            print(f"{args.tables} tables x 4 human clients:")
            report_humans(asyncio.run(run_humans(server, args.tables, args.seconds)))
        finally:
            server.stop()
        if args.bot_tables:
            # flat out, the server is CPU-bound whatever the number of tables: 50 of them
            # (creating 500 while the first ones already play flat out takes minutes)
            for pace, tables in ((1.0, args.bot_tables), (0.0, min(args.bot_tables, 50))):
                server = Server(Path(tmp) / f"bots{pace}.db")
                try:
                    r = asyncio.run(run_bots(server, tables, args.seconds, pace))
                    print(f"{r['tables']} tables of 4 computer players, pace {pace:g} s: {r['actions_per_s']:.0f} "
                          f"actions/s, server CPU {100 * r['cpu']:.0f}% of a core "
                          f"({1000 * r['cpu'] / max(r['actions_per_s'], 1e-9):.2f} ms an action), RSS {r['rss_mb']:.0f} MB")
                finally:
                    server.stop()
        if args.find_limit:
            print("more human tables until p99 passes 100 ms:")
            tables = args.tables
            while tables <= 1000:
                tables += 25
                server = Server(Path(tmp) / f"h{tables}.db")
                try:
                    r = asyncio.run(run_humans(server, tables, args.seconds))
                finally:
                    server.stop()
                report_humans(r)
                if not r["p99_ms"] <= 100:
                    print(f"  p99 passes 100 ms at {r['connections']} connections")
                    break
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
