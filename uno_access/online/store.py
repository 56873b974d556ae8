"""Where the server keeps its tables: the project's store (``uno_access.storage.store.Store``).

``TableStore`` is the whole persistence seam of the server, an adapter over the one SQLite
store layer: a table is a game of kind ``"server"`` whose ``info`` holds its settings, state,
host and seats (resume tokens only as SHA-256 hashes), and whose actions are the table's log:
the start of a match, every accepted action (with the events it produced), chat and notices,
in order, numbered 1, 2, ... like the ``seq`` of the messages that carry them.  ``append``
commits before it returns (the store refuses a number used twice), and the server
broadcasts only after it returned: an entry a seat heard of is on disk.  A table is rebuilt
by replaying its log through the seeded engine.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from uno_access.storage.store import Store, StoreError

KIND = "server"

__all__ = ["KIND", "StoredTable", "StoreError", "TableStore", "token_hash"]


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
    """The server's tables in the store at ``path`` (None: the user's store; ":memory:": none)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.store = Store(path)
        self.ids: dict[str, int] = {}
        self.seats: dict[str, list[dict]] = {}

    def close(self) -> None:
        self.store.close()

    def create_table(self, t: StoredTable, created: float) -> None:
        info = {"table": t.id, "name": t.name, "private": t.private, "invite": t.invite,
                "settings": t.settings, "state": t.state, "host": t.host, "seats": []}
        self.ids[t.id] = self.store.create_game(None, info, kind=KIND)
        self.seats[t.id] = []

    def update_table(self, table_id: str, state: str, host: int | None) -> None:
        self.store.update_info(self.ids[table_id], {"state": state, "host": host if host is not None else -1})

    def put_seat(self, table_id: str, seat: int, name: str, kind: str, level: str | None,
                 token_hash_: str | None, lang: str | None) -> None:
        seats = [s for s in self.seats[table_id] if s["seat"] != seat]
        seats.append({"seat": seat, "name": name, "kind": kind, "level": level, "token_hash": token_hash_,
                      "lang": lang})
        seats.sort(key=lambda s: s["seat"])
        self.seats[table_id] = seats
        self.store.update_info(self.ids[table_id], {"seats": seats})

    def append(self, table_id: str, seq: int, kind: str, body: dict, events: list | tuple = ()) -> None:
        """One log entry and its events, committed when this returns (``StoreError`` if not)."""
        self.store.append(self.ids[table_id], seq, {"kind": kind, "body": body}, events)

    def load(self) -> list[StoredTable]:
        """Every table not closed, with its seats and log, oldest first."""
        tables = []
        for game in sorted(self.store.games(kind=KIND), key=lambda g: g.created):
            info = game.info
            if info.get("state") == "closed":
                continue
            host = info.get("host")
            t = StoredTable(str(info["table"]), str(info["name"]), bool(info["private"]), info.get("invite"),
                            dict(info["settings"]), str(info["state"]), None if host in (None, -1) else int(host),
                            list(info.get("seats") or []))
            t.log = [(seq, a["kind"], a["body"]) for seq, a in self.store.actions(game.id)]
            self.ids[t.id] = game.id
            self.seats[t.id] = list(t.seats)
            tables.append(t)
        return tables
