"""Where the server keeps its tables: one interface, SQLite behind it.

``TableStore`` is the whole persistence seam of the server: tables, seats (resume tokens
only as SHA-256 hashes) and each table's log (the start of a match, every accepted action,
chat and notices, in order).  ``append`` commits before it returns, and the server
broadcasts only after it returned: an entry a seat heard of is on disk.  A table is rebuilt
by replaying its log through the engine (seeded, so exactly).

The tables live in the project's SQLite file (``--db``) beside whatever else the store
layer keeps there; the schema is created by ``MIGRATION`` on first use.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

MIGRATION = """
CREATE TABLE IF NOT EXISTS online_tables (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, private INTEGER NOT NULL, invite TEXT,
    settings TEXT NOT NULL, state TEXT NOT NULL, host INTEGER, created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS online_seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
    level TEXT, token_hash TEXT, lang TEXT,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX IF NOT EXISTS online_seats_token ON online_seats (token_hash);
CREATE TABLE IF NOT EXISTS online_log (
    table_id TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
"""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class StoredTable:
    id: str
    name: str
    private: bool
    invite: str | None
    settings: dict
    state: str
    host: int | None
    seats: list[dict] = field(default_factory=list)
    log: list[tuple[int, str, dict]] = field(default_factory=list)


class TableStore:
    """The server's tables in SQLite (``path`` None or ":memory:": kept in memory only)."""

    def __init__(self, path: str | Path | None = None) -> None:
        target = ":memory:" if path in (None, ":memory:") else str(path)
        self.db = sqlite3.connect(target, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        # WAL + NORMAL: a commit survives the process being killed (not a power cut), at a
        # fraction of the cost of a full sync per action
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(MIGRATION)

    def close(self) -> None:
        self.db.close()

    def _write(self, sql: str, params: tuple) -> None:
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute(sql, params)

    def create_table(self, t: StoredTable, created: float) -> None:
        self._write(
            "INSERT INTO online_tables VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (t.id, t.name, int(t.private), t.invite, json.dumps(t.settings), t.state, t.host, created),
        )

    def update_table(self, table_id: str, state: str, host: int | None) -> None:
        self._write("UPDATE online_tables SET state = ?, host = ? WHERE id = ?", (state, host, table_id))

    def put_seat(self, table_id: str, seat: int, name: str, kind: str, level: str | None,
                 token_hash_: str | None, lang: str | None) -> None:
        self._write(
            "INSERT OR REPLACE INTO online_seats VALUES (?, ?, ?, ?, ?, ?, ?)",
            (table_id, seat, name, kind, level, token_hash_, lang),
        )

    def append(self, table_id: str, seq: int, kind: str, body: dict) -> None:
        """One log entry, committed when this returns (``sqlite3.Error`` if it could not be)."""
        self._write("INSERT INTO online_log VALUES (?, ?, ?, ?)",
                    (table_id, seq, kind, json.dumps(body, ensure_ascii=False)))

    def load(self) -> list[StoredTable]:
        """Every table not closed, with its seats and log, oldest first."""
        tables = []
        rows = self.db.execute(
            "SELECT id, name, private, invite, settings, state, host FROM online_tables "
            "WHERE state != 'closed' ORDER BY created").fetchall()
        for tid, name, private, invite, settings, state, host in rows:
            t = StoredTable(tid, name, bool(private), invite, json.loads(settings), state, host)
            for seat, sname, kind, level, th, lang in self.db.execute(
                    "SELECT seat, name, kind, level, token_hash, lang FROM online_seats "
                    "WHERE table_id = ? ORDER BY seat", (tid,)):
                t.seats.append({"seat": seat, "name": sname, "kind": kind, "level": level,
                                "token_hash": th, "lang": lang})
            t.log = [(seq, kind, json.loads(body)) for seq, kind, body in self.db.execute(
                "SELECT seq, kind, body FROM online_log WHERE table_id = ? ORDER BY seq", (tid,))]
            tables.append(t)
        return tables
