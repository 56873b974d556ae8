"""The store: one SQLite database (standard ``sqlite3``, WAL) for games, their history and documents.

Everything the program keeps between runs goes through this one layer: saved games (the console's,
and the online server's tables later), the action and event history of each game, and small JSON
documents (tutor progress per profile, one-time import marks, anything per profile).

Usage::

    from uno_access.storage.store import Store, StoreError

    with Store(path) as store:                       # creates the file, or opens and checks it
        gid = store.create_game("evening", {"rules": "it", "players": ["human", "normal"]},
                                state=game.to_json(events=False), events=[e.to_dict() for e in game.events])
        store.append(gid, 1, {"seat": 0, "text": "play r3x"}, [{"type": "play", ...}, ...])
        store.snapshot(gid, 1, game.to_json(events=False))   # any time; cheap
        loaded = store.load(gid)    # Loaded(info, seq, state, actions): replay loaded.actions on state
        store.events(gid)           # [(seq, event), ...] in order; after=/upto= to page
        store.games()               # [GameInfo, ...] newest first; store.find("evening") by name
        store.update_info(gid, {"hand": 2}); store.rename(gid, "new name"); store.delete(gid)
        store.put_doc("tutor", "mia", {...}); store.get_doc("tutor", "mia"); store.delete_doc(...)

The model.  A game is a row with an id, an optional unique ``name``, a ``kind`` (free text: "console",
"server", ...), ``info`` (a JSON object of metadata: rules, players, hand, scores: whatever the caller
wants to list), ``created``/``updated`` (Unix times) and ``seq``, the number of the last action.
``create_game`` stores the starting state as the snapshot of seq 0 and the events the start produced
(the deal) under seq 0.  ``append(game_id, seq, action, events)`` stores one accepted action and the
events it produced in ONE transaction: when it returns, both are committed (WAL): a kill of the
program at any moment keeps every committed action and loses no half of one.  By default
(``synchronous=NORMAL``) a power cut or an OS crash may lose the last few commits (never corrupt the
file); ``Store(path, durable=True)`` makes every commit also wait for the disk (``synchronous=FULL``,
an fsync each: about 3 ms here instead of 0.1 ms);
``seq`` must be exactly the game's last seq + 1, so a sequence number is never used twice and an
action is never stored twice (``SeqConflict`` otherwise).  ``snapshot(game_id, seq, state)`` keeps a
state (any JSON value) as it stands after action ``seq``; ``load`` returns the latest snapshot and
the actions after it, so a caller resumes by replaying them (take snapshots every so many actions to
keep that short).  ``append(..., snapshot=state)`` writes the snapshot in the same transaction.
Actions, events, states and documents are any JSON values (``json.dumps`` of them must work);
``NaN``/``Infinity`` are refused.

Errors are ``StoreError`` (a ``ValueError``) subclasses with a ``reason`` a caller can turn into
one message: ``CorruptStore`` ("corrupt": not a database, a failed integrity check, unreadable
JSON), ``NotOurStore`` ("foreign": an SQLite file of another program, or a newer schema; never
written to), ``NotAFile`` ("not_a_file": a directory, a device, a fifo; never opened),
``StoreUnavailable`` ("full", "readonly", "io", "locked", "cannot_open": the write or open failed;
the transaction was rolled back, nothing half-written), ``SeqConflict``, ``UnknownGame``,
``NameTaken``.  ``detail`` holds the underlying text.

One ``Store`` may serve many games and many threads of one process at once (one connection behind a
lock); several processes may open the same file (SQLite's locking, a 5 s busy timeout).  The schema
version is ``PRAGMA user_version`` (``SCHEMA_VERSION``); ``MIGRATIONS[v]`` upgrades a file of version
``v`` to ``v + 1`` on open (in one transaction, so a failed upgrade leaves the old file).
``check=True`` (the default) runs SQLite's ``quick_check`` on open.  ``read_only=True`` reads a
store that cannot be written (a full disk, a read-only folder; refused while its WAL still holds
commits); every write then raises ``StoreUnavailable`` ("readonly").  The file is marked with ``PRAGMA application_id`` so another program's
database is recognised and left alone.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
import stat
import threading
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from uno_access.problems import reason_code

#: "UNOA": marks the file as ours (PRAGMA application_id)
APPLICATION_ID = 0x554E4F41
SCHEMA_VERSION = 1
STORE_FILE = "uno-access.sqlite3"

_SCHEMA_1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    name TEXT UNIQUE,
    kind TEXT NOT NULL DEFAULT 'console',
    info TEXT NOT NULL DEFAULT '{}',
    created REAL NOT NULL,
    updated REAL NOT NULL,
    seq INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    n INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (game_id, seq, n)
) WITHOUT ROWID;
CREATE TABLE snapshots (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE documents (
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    updated REAL NOT NULL,
    PRIMARY KEY (namespace, key)
) WITHOUT ROWID;
"""

#: version v -> the function that upgrades a connection from v to v + 1 (inside one transaction)
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: lambda conn: _run_script(conn, _SCHEMA_1),
}


def _run_script(conn: sqlite3.Connection, script: str) -> None:
    """Run ``;``-separated statements inside the open transaction (``executescript`` would commit)."""
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


class StoreError(ValueError):
    """Anything the store cannot do; ``reason`` names the case, ``detail`` the underlying text."""

    reason = "error"

    def __init__(self, path: object, detail: str = "", reason: str | None = None) -> None:
        super().__init__(f"{path}: {detail}" if detail else str(path))
        self.path = path
        self.detail = detail
        if reason is not None:
            self.reason = reason


class CorruptStore(StoreError):
    """The file is not a usable database of ours: not SQLite, a failed check, unreadable rows."""

    reason = "corrupt"


class NotOurStore(StoreError):
    """An SQLite file of another program, or of a newer uno-access: never written to."""

    reason = "foreign"


class NotAFile(StoreError):
    """The path is a directory, a device or a fifo: never opened."""

    reason = "not_a_file"


class StoreUnavailable(StoreError):
    """Opening or writing failed (``reason``: full, readonly, io, locked, cannot_open); rolled back."""

    reason = "io"


class SeqConflict(StoreError):
    """``append`` with a sequence number that is not the game's last + 1."""

    reason = "seq"


class UnknownGame(StoreError):
    """No game has that id."""

    reason = "unknown_game"


class NameTaken(StoreError):
    """Another game already has that name."""

    reason = "name_taken"


@dataclass(frozen=True)
class GameInfo:
    """One game's row: ``seq`` is its last action's number (0: none yet)."""

    id: int
    name: str | None
    kind: str
    info: dict
    created: float
    updated: float
    seq: int


@dataclass(frozen=True)
class Loaded:
    """What ``load`` returns: the snapshot ``state`` taken after action ``seq`` and the
    ``actions`` after it, as ``[(seq, action), ...]`` in order."""

    info: GameInfo
    seq: int
    state: Any
    actions: list[tuple[int, Any]]


def default_path() -> Path:
    """The store in the user data folder (``$UNO_ACCESS_DATA_DIR`` moves it)."""
    from uno_access.storage.settings import data_dir

    return data_dir() / STORE_FILE


def _dumps(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        raise TypeError(f"not a JSON value: {exc}") from None


def _reject_constant(name: str) -> None:
    raise ValueError(f"not a number: {name}")


def loads(text: str) -> Any:
    """Strict JSON: no NaN or Infinity, no nesting that blows the stack (ValueError)."""
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise ValueError("nested too deeply") from None


def _unavailable(path: object, exc: BaseException) -> StoreUnavailable:
    text = str(exc)
    low = text.lower()
    if "full" in low:
        reason = "full"
    elif "readonly" in low or "read-only" in low:
        reason = "readonly"
    elif "locked" in low or "busy" in low:
        reason = "locked"
    elif "unable to open" in low:
        reason = "cannot_open"
    else:
        reason = "io"
    if reason in ("cannot_open", "io") and isinstance(path, Path):
        if _folder_read_only(path):
            reason = "readonly"
        elif _disk_full(path):
            reason = "full"
    if reason == "io" and isinstance(exc, OSError) and exc.errno:
        known = reason_code(exc)  # the system's own cause (a folder it does not permit)
        reason = known if known != "other" else reason
    return StoreUnavailable(path, text, reason)


def _disk_full(path: Path) -> bool:
    try:
        return os.statvfs(path.parent).f_bavail == 0
    except OSError:
        return False


def _folder_read_only(path: Path) -> bool:
    """The nearest existing folder of ``path`` exists but cannot be written."""
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return folder.exists() and not os.access(folder, os.W_OK)


class Store:
    """The database at ``path`` (created when missing); see the module docstring."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, check: bool = True,
                 durable: bool = False, read_only: bool = False) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.durable = durable
        self.read_only = read_only
        self._lock = threading.RLock()
        try:
            mode = self.path.stat().st_mode
        except FileNotFoundError:
            mode = None
        except OSError as exc:
            raise StoreUnavailable(self.path, exc.strerror or str(exc), "cannot_open") from None
        if mode is not None and not stat.S_ISREG(mode):
            raise NotAFile(self.path, "not a regular file")
        if read_only:
            wal = self.path.with_name(self.path.name + "-wal")
            if mode is None or (wal.exists() and wal.stat().st_size > 0):
                # no file, or commits still in the WAL that a read-only reader could not see
                raise StoreUnavailable(self.path, "cannot be read without writing", "cannot_open")
        elif mode is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise _unavailable(self.path, exc) from None
        try:
            if read_only:
                uri = "file:" + urllib.parse.quote(str(self.path.resolve())) + "?mode=ro&immutable=1"
                self._conn = sqlite3.connect(uri, uri=True, timeout=5.0, isolation_level=None,
                                             check_same_thread=False)
            else:
                self._conn = sqlite3.connect(self.path, timeout=5.0, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise _unavailable(self.path, exc) from None
        try:
            self._open(check)
        except BaseException:
            self._conn.close()
            raise

    # ----------------------------------------------------------------- opening
    def _open(self, check: bool) -> None:
        conn = self._conn
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) and "not a database" not in str(exc):
                raise _unavailable(self.path, exc) from None
            raise CorruptStore(self.path, str(exc)) from None
        if tables and app_id != APPLICATION_ID:
            raise NotOurStore(self.path, "an SQLite database of another program")
        if version > SCHEMA_VERSION:
            raise NotOurStore(self.path, f"schema version {version} is newer than {SCHEMA_VERSION}")
        if check and tables:
            self.check()
        if self.read_only:
            if version < SCHEMA_VERSION:
                raise StoreUnavailable(self.path, "an older schema cannot be upgraded read-only", "readonly")
            return
        try:
            if conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(f"PRAGMA synchronous={'FULL' if self.durable else 'NORMAL'}")
            conn.execute("PRAGMA journal_size_limit=1048576")  # the WAL shrinks back to 1 MiB after a checkpoint
            conn.execute("PRAGMA foreign_keys=ON")
            if version < SCHEMA_VERSION:
                with self._write():
                    if not tables:
                        conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
                    for v in range(version, SCHEMA_VERSION):
                        MIGRATIONS[v](conn)
                    conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) or "full" in str(exc).lower():
                raise _unavailable(self.path, exc) from None
            raise CorruptStore(self.path, str(exc)) from None

    def check(self) -> None:
        """SQLite's integrity check; ``CorruptStore`` when it finds anything."""
        with self._lock:
            try:
                rows = self._conn.execute("PRAGMA quick_check").fetchall()
            except sqlite3.DatabaseError as exc:
                raise CorruptStore(self.path, str(exc)) from None
            if rows != [("ok",)]:
                raise CorruptStore(self.path, "; ".join(str(r[0]) for r in rows[:3]))

    def close(self) -> None:
        with self._lock:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ transactions
    class _Tx:
        def __init__(self, store: Store) -> None:
            self.store = store

        def __enter__(self) -> sqlite3.Connection:
            if self.store.read_only:
                raise StoreUnavailable(self.store.path, "opened read-only", "readonly")
            self.store._lock.acquire()
            try:
                self.store._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                self.store._lock.release()
                raise _unavailable(self.store.path, exc) from None
            return self.store._conn

        def __exit__(self, kind, exc, tb) -> Literal[False]:
            conn = self.store._conn
            try:
                if kind is None:
                    try:
                        conn.execute("COMMIT")
                        return False
                    except sqlite3.Error as error:
                        exc = error
                        kind = type(error)
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                if isinstance(exc, sqlite3.IntegrityError):
                    return False  # the caller turns it into its own error
                if isinstance(exc, sqlite3.DatabaseError):
                    if isinstance(exc, sqlite3.OperationalError) or "full" in str(exc).lower():
                        raise _unavailable(self.store.path, exc) from None
                    raise CorruptStore(self.store.path, str(exc)) from None
                return False
            finally:
                self.store._lock.release()

    def _write(self) -> Store._Tx:
        return Store._Tx(self)

    def _read(self, sql: str, params: tuple = ()) -> list[tuple]:
        with self._lock:
            try:
                return self._conn.execute(sql, params).fetchall()
            except sqlite3.DatabaseError as exc:
                if isinstance(exc, sqlite3.OperationalError) and "malformed" not in str(exc):
                    raise _unavailable(self.path, exc) from None
                raise CorruptStore(self.path, str(exc)) from None

    def _json(self, text: str) -> Any:
        try:
            return loads(text)
        except (TypeError, ValueError) as exc:
            raise CorruptStore(self.path, f"a stored value is not JSON: {exc}") from None

    # -------------------------------------------------------------------- games
    def create_game(self, name: str | None, info: dict | None = None, *, state: Any = None,
                    events: list | tuple = (), kind: str = "console") -> int:
        """A new game (``NameTaken`` if ``name`` is used); its start ``state`` is the snapshot of
        seq 0 and ``events`` the events of seq 0.  Returns the game's id."""
        info_text = _dumps(dict(info or {}))
        state_text = _dumps(state)
        event_texts = [_dumps(e) for e in events]
        now = time.time()
        try:
            with self._write() as conn:
                cur = conn.execute("INSERT INTO games (name, kind, info, created, updated, seq) VALUES (?,?,?,?,?,0)",
                                   (name, kind, info_text, now, now))
                gid = cur.lastrowid
                assert gid is not None  # an INSERT always has a row id
                conn.execute("INSERT INTO snapshots (game_id, seq, state) VALUES (?,0,?)", (gid, state_text))
                conn.executemany("INSERT INTO events (game_id, seq, n, data) VALUES (?,0,?,?)",
                                 [(gid, n, t) for n, t in enumerate(event_texts)])
        except sqlite3.IntegrityError:
            raise NameTaken(self.path, f"a game is already called {name!r}") from None
        return gid

    def _game_row(self, row: tuple) -> GameInfo:
        gid, name, kind, info, created, updated, seq = row
        data = self._json(info)
        return GameInfo(gid, name, kind, data if isinstance(data, dict) else {}, created, updated, seq)

    _COLUMNS = "id, name, kind, info, created, updated, seq"

    def game(self, game_id: int) -> GameInfo:
        rows = self._read(f"SELECT {self._COLUMNS} FROM games WHERE id=?", (game_id,))
        if not rows:
            raise UnknownGame(self.path, f"no game {game_id}")
        return self._game_row(rows[0])

    def find(self, name: str) -> GameInfo | None:
        """The game called ``name``, or None."""
        rows = self._read(f"SELECT {self._COLUMNS} FROM games WHERE name=?", (name,))
        return self._game_row(rows[0]) if rows else None

    def games(self, kind: str | None = None) -> list[GameInfo]:
        """Every game (of ``kind``), the most recently updated first."""
        if kind is None:
            rows = self._read(f"SELECT {self._COLUMNS} FROM games ORDER BY updated DESC, id DESC")
        else:
            rows = self._read(f"SELECT {self._COLUMNS} FROM games WHERE kind=? ORDER BY updated DESC, id DESC",
                              (kind,))
        return [self._game_row(r) for r in rows]

    def rename(self, game_id: int, name: str | None) -> None:
        try:
            with self._write() as conn:
                if conn.execute("UPDATE games SET name=? WHERE id=?", (name, game_id)).rowcount == 0:
                    raise UnknownGame(self.path, f"no game {game_id}")
        except sqlite3.IntegrityError:
            raise NameTaken(self.path, f"a game is already called {name!r}") from None

    def update_info(self, game_id: int, changes: dict) -> GameInfo:
        """Merge ``changes`` into the game's ``info`` (a key set to None is removed)."""
        with self._write() as conn:
            rows = conn.execute("SELECT info FROM games WHERE id=?", (game_id,)).fetchall()
            if not rows:
                raise UnknownGame(self.path, f"no game {game_id}")
            info = self._json(rows[0][0])
            info = dict(info) if isinstance(info, dict) else {}
            for key, value in changes.items():
                if value is None:
                    info.pop(key, None)
                else:
                    info[key] = value
            conn.execute("UPDATE games SET info=?, updated=? WHERE id=?", (_dumps(info), time.time(), game_id))
        return self.game(game_id)

    def delete(self, game_id: int) -> None:
        """Remove a game with its actions, events and snapshots (``UnknownGame`` if none)."""
        with self._write() as conn:
            if conn.execute("DELETE FROM games WHERE id=?", (game_id,)).rowcount == 0:
                raise UnknownGame(self.path, f"no game {game_id}")

    # ----------------------------------------------------------------- history
    def append(self, game_id: int, seq: int, action: Any, events: list | tuple = (), *,
               info: dict | None = None, snapshot: Any = None) -> None:
        """Store action ``seq`` (= the game's last seq + 1) and its events in one transaction.

        ``info``: metadata to merge as ``update_info`` does; ``snapshot``: the state after this
        action, kept in the same transaction.  ``SeqConflict`` when ``seq`` is not the next one.
        """
        action_text = _dumps(action)
        event_texts = [_dumps(e) for e in events]
        snap_text = None if snapshot is None else _dumps(snapshot)
        now = time.time()
        with self._write() as conn:
            rows = conn.execute("SELECT seq, info FROM games WHERE id=?", (game_id,)).fetchall()
            if not rows:
                raise UnknownGame(self.path, f"no game {game_id}")
            last, info_text = rows[0]
            if seq != last + 1:
                raise SeqConflict(self.path, f"game {game_id}: action {seq} after {last}")
            conn.execute("INSERT INTO actions (game_id, seq, action, at) VALUES (?,?,?,?)",
                         (game_id, seq, action_text, now))
            if event_texts:
                conn.executemany("INSERT INTO events (game_id, seq, n, data) VALUES (?,?,?,?)",
                                 [(game_id, seq, n, t) for n, t in enumerate(event_texts)])
            if snap_text is not None:
                conn.execute("INSERT OR REPLACE INTO snapshots (game_id, seq, state) VALUES (?,?,?)",
                             (game_id, seq, snap_text))
            if info:
                merged = self._json(info_text)
                merged = dict(merged) if isinstance(merged, dict) else {}
                for key, value in info.items():
                    if value is None:
                        merged.pop(key, None)
                    else:
                        merged[key] = value
                conn.execute("UPDATE games SET seq=?, updated=?, info=? WHERE id=?",
                             (seq, now, _dumps(merged), game_id))
            else:
                conn.execute("UPDATE games SET seq=?, updated=? WHERE id=?", (seq, now, game_id))

    def snapshot(self, game_id: int, seq: int, state: Any) -> None:
        """Keep ``state`` as the state after action ``seq`` (0 <= seq <= the game's seq)."""
        text = _dumps(state)
        with self._write() as conn:
            rows = conn.execute("SELECT seq FROM games WHERE id=?", (game_id,)).fetchall()
            if not rows:
                raise UnknownGame(self.path, f"no game {game_id}")
            if not 0 <= seq <= rows[0][0]:
                raise SeqConflict(self.path, f"game {game_id}: snapshot {seq} beyond action {rows[0][0]}")
            conn.execute("INSERT OR REPLACE INTO snapshots (game_id, seq, state) VALUES (?,?,?)", (game_id, seq, text))

    def load(self, game_id: int) -> Loaded:
        """The latest snapshot and the actions after it (``CorruptStore`` if rows are missing)."""
        with self._lock:
            info = self.game(game_id)
            snap = self._read("SELECT seq, state FROM snapshots WHERE game_id=? AND seq<=? ORDER BY seq DESC LIMIT 1",
                              (game_id, info.seq))
            if not snap:
                raise CorruptStore(self.path, f"game {game_id} has no snapshot")
            seq, state = snap[0]
            rows = self._read("SELECT seq, action FROM actions WHERE game_id=? AND seq>? ORDER BY seq",
                              (game_id, seq))
        actions = [(s, self._json(a)) for s, a in rows]
        if [s for s, _ in actions] != list(range(seq + 1, info.seq + 1)):
            raise CorruptStore(self.path, f"game {game_id}: actions after {seq} are missing")
        return Loaded(info, seq, self._json(state), actions)

    def actions(self, game_id: int, after: int = 0) -> list[tuple[int, Any]]:
        """``[(seq, action), ...]`` with seq > ``after``, in order."""
        rows = self._read("SELECT seq, action FROM actions WHERE game_id=? AND seq>? ORDER BY seq", (game_id, after))
        return [(s, self._json(a)) for s, a in rows]

    def events(self, game_id: int, after: int = -1, upto: int | None = None) -> list[tuple[int, Any]]:
        """``[(seq, event), ...]`` of the actions after ``after`` up to ``upto``, in order
        (seq 0 holds the events of the start)."""
        top = (1 << 62) if upto is None else upto
        rows = self._read("SELECT seq, data FROM events WHERE game_id=? AND seq>? AND seq<=? ORDER BY seq, n",
                          (game_id, after, top))
        return [(s, self._json(d)) for s, d in rows]

    # --------------------------------------------------------------- documents
    def put_doc(self, namespace: str, key: str, value: Any) -> None:
        """Keep a JSON ``value`` under (namespace, key), replacing what was there."""
        text = _dumps(value)
        with self._write() as conn:
            conn.execute("INSERT OR REPLACE INTO documents (namespace, key, value, updated) VALUES (?,?,?,?)",
                         (namespace, key, text, time.time()))

    def get_doc(self, namespace: str, key: str, default: Any = None) -> Any:
        rows = self._read("SELECT value FROM documents WHERE namespace=? AND key=?", (namespace, key))
        return self._json(rows[0][0]) if rows else default

    def docs(self, namespace: str) -> dict[str, Any]:
        rows = self._read("SELECT key, value FROM documents WHERE namespace=? ORDER BY key", (namespace,))
        return {k: self._json(v) for k, v in rows}

    def delete_doc(self, namespace: str, key: str) -> bool:
        """Remove a document; False when there was none."""
        with self._write() as conn:
            return conn.execute("DELETE FROM documents WHERE namespace=? AND key=?", (namespace, key)).rowcount > 0


def finite_json(value: Any, depth: int = 0, limit: int = 64) -> bool:
    """True when ``value`` is JSON-like data with finite numbers and at most ``limit`` levels."""
    if depth > limit:
        return False
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and finite_json(v, depth + 1, limit) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return all(finite_json(v, depth + 1, limit) for v in value)
    return value is None or isinstance(value, (str, int, bool))
