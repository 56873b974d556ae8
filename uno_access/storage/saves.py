"""Saved console games, kept in the store (``uno_access.storage.store``).

``Recorder.create(store, name, game, seats)`` puts a new game in the store; ``recorder.record(action,
events, game)`` commits one accepted action with its events (one transaction) and takes a snapshot
every ``SNAPSHOT_EVERY`` actions, so a move costs the same at event 100 and at event 16,000.
``resume(store, info)`` rebuilds the game from the latest snapshot and the actions after it, checks
that the replay produces exactly the stored events, and returns the game, its seats and a recorder.

``import_legacy(store, path)`` copies an old ``autosave.json`` (the single-file save of earlier
versions) into the store once; the file itself is never changed, moved or deleted.
``read_legacy(path)`` reads such a file for ``--resume FILE``; ``CorruptSave`` says why it cannot.
``clean_temporary(folder)`` removes the temporary files a kill left behind (only names of the form
our own atomic writes use).
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

from uno_access.engine import Action, EventType, Game, InvalidSave
from uno_access.engine import events as ev
from uno_access.problems import reason_code
from uno_access.storage.settings import data_dir
from uno_access.storage.store import GameInfo, Store, StoreError, loads

SAVE_FILE = "autosave.json"
SAVE_FORMAT = "uno-access-save"
SAVE_VERSION = 1
SNAPSHOT_EVERY = 50
#: a legacy save larger than this is not ours (a 16,000-event match is about 1 MiB)
MAX_SAVE_BYTES = 64 * 1024 * 1024
KIND = "console"
#: who may sit at a seat of a console game: a human, or a computer player of a level
HUMAN = "human"
BOT_LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = (HUMAN, *BOT_LEVELS)


class CorruptSave(ValueError):
    """A save that cannot be used; ``reason`` (also ``detail``) is a code of ``uno_access.problems``."""

    def __init__(self, path: object, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.detail = self.reason = detail


def save_path() -> Path:
    """Where the single-file save of earlier versions lived."""
    return data_dir() / SAVE_FILE


def _info(game: Game, seats: list[str]) -> dict:
    return {"rules": game.rules.preset_name, "players": list(seats), "hand": game.hand_number,
            "scores": list(game.scores), "seed": game.seed}


def _state(game: Game, seats: list[str]) -> dict:
    return {"game": game.to_json(events=False), "seats": list(seats)}


def _action_data(action: Action) -> dict:
    return {"seat": action.seat, "text": action.text()}


@dataclass
class Recorder:
    """One game in the store: ``record`` commits each accepted action before anyone hears of it."""

    store: Store
    game_id: int
    seq: int
    seats: list[str]
    name: str | None = None
    snapshot_every: int = SNAPSHOT_EVERY

    @classmethod
    def create(cls, store: Store, name: str | None, game: Game, seats: list[str]) -> Recorder:
        gid = store.create_game(name, _info(game, seats), state=_state(game, seats),
                                events=[e.to_dict() for e in game.events], kind=KIND)
        return cls(store, gid, 0, list(seats), name)

    def record(self, action: Action, events, game: Game) -> None:
        """Commit ``action`` and ``events`` (``StoreError`` when the store cannot be written)."""
        seq = self.seq + 1
        info = None
        if any(e.type in (EventType.HAND_START, EventType.HAND_END, EventType.MATCH_END) for e in events):
            info = {"hand": game.hand_number, "scores": list(game.scores)}
        snapshot = _state(game, self.seats) if seq % self.snapshot_every == 0 else None
        self.store.append(self.game_id, seq, _action_data(action), [e.to_dict() for e in events],
                          info=info, snapshot=snapshot)
        self.seq = seq

    def finish(self) -> None:
        """The match is over: the saved game is removed."""
        self.store.delete(self.game_id)


def resume(store: Store, info: GameInfo) -> tuple[Game, list[str], Recorder]:
    """The game as it stood after its last stored action (``InvalidSave`` if the store disagrees)."""
    loaded = store.load(info.id)
    state = loaded.state
    if not isinstance(state, dict) or not isinstance(state.get("game"), dict):
        raise InvalidSave("bad_save", "the snapshot is not a game", detail="snapshot")
    seats = check_seats(state.get("seats"))
    game = Game.from_json(state["game"])
    if len(seats) != game.players:
        raise InvalidSave("bad_save", "the seats do not match the game", detail="seats")
    stored = store.events(info.id)
    try:
        game.events = [ev.event_from_dict(e) for s, e in stored if s <= loaded.seq]
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidSave("bad_save", f"a stored event cannot be read: {exc}", detail="events") from None
    later = [e for s, e in stored if s > loaded.seq]
    produced: list[dict] = []
    for seq, data in loaded.actions:
        try:
            action = Action.parse(int(data["seat"]), str(data["text"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidSave("bad_save", f"stored action {seq} cannot be read", detail=str(exc)[:80]) from None
        try:
            produced.extend(e.to_dict() for e in game.apply(action))
        except ValueError as exc:  # IllegalAction and the engine's other errors
            raise InvalidSave("bad_save", f"stored action {seq} is not legal", detail=str(exc)[:80]) from None
    if produced != later:
        raise InvalidSave("bad_save", "the replayed actions do not give the stored events", detail="replay")
    return game, seats, Recorder(store, info.id, info.seq, seats, info.name)


def check_seats(value: object) -> list[str]:
    if not isinstance(value, list) or not 2 <= len(value) <= 10 or any(s not in SEAT_KINDS for s in value):
        raise InvalidSave("bad_save", "the saved seats are not valid", detail="seats")
    return [str(s) for s in value]


def free_name(store: Store) -> str:
    """The first unused default name: "1", "2", ..."""
    used = {g.name for g in store.games()}
    n = 1
    while str(n) in used:
        n += 1
    return str(n)


# ------------------------------------------------------------------ legacy JSON saves
def read_legacy(path: Path) -> dict:
    """A single-file save of earlier versions (read only; ``CorruptSave`` when it is not one)."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise CorruptSave(path, "missing") from None
    except OSError as exc:
        raise CorruptSave(path, reason_code(exc)) from None
    if not stat.S_ISREG(mode):
        raise CorruptSave(path, "not_a_file")
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise CorruptSave(path, reason_code(exc)) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise CorruptSave(path, "too_large")
    try:
        data = loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise CorruptSave(path, "not_text") from None
    except ValueError:
        raise CorruptSave(path, "not_json") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave(path, "not_a_save")
    if data.get("version") != SAVE_VERSION:
        raise CorruptSave(path, "unknown_version")
    if not isinstance(data.get("game"), dict):
        raise CorruptSave(path, "no_game")
    return data


def legacy_game(data: dict) -> tuple[Game, list[str], int | None]:
    """The game, seats and hot-seat viewer of a legacy save (``InvalidSave``)."""
    game = Game.from_json(data["game"])
    seats = check_seats(data.get("seats"))
    if len(seats) != game.players:
        raise InvalidSave("bad_save", "the seats do not match the game", detail="seats")
    viewer = data.get("viewer")
    return game, seats, viewer if type(viewer) is int and 0 <= viewer < game.players else None


def store_legacy(store: Store, name: str, game: Game, seats: list[str]) -> Recorder:
    """A game read from a legacy save, put in the store with all its events."""
    return Recorder.create(store, name, game, seats)


def _fingerprint(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def import_legacy(store: Store, path: Path | None = None) -> tuple[str, str] | None:
    """Import ``autosave.json`` once (the file stays as it is).

    ``("imported", name)``, ``("unreadable", detail)`` the first time a file that is not a usable
    save is met (it is left alone and not reported again), or None (nothing to do).
    """
    path = path or save_path()
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return None
        raw = path.read_bytes()[: MAX_SAVE_BYTES + 1]
    except OSError:
        return None
    mark = _fingerprint(raw)
    if store.get_doc("imports", str(path)) == mark:
        return None
    try:
        game, seats, _viewer = legacy_game(read_legacy(path))
    except (CorruptSave, InvalidSave, ValueError) as exc:
        store.put_doc("imports", str(path), mark)  # not importable: never tried again
        return "unreadable", reason_code(exc)
    if game.over:
        store.put_doc("imports", str(path), mark)
        return None
    name = "autosave" if store.find("autosave") is None else free_name(store)
    store_legacy(store, name, game, seats)
    store.put_doc("imports", str(path), mark)
    return "imported", name


# ------------------------------------------------------------------ temporary files
#: the names ``settings.atomic_write`` gives its temporary files (``tempfile.mkstemp``)
TEMP_RE = re.compile(r"^\.[\w.-]{1,80}\.[a-z0-9_]{8}\.tmp$")


def clean_temporary(*folders: Path) -> int:
    """Remove our atomic writes' temporary files a kill left in ``folders``; how many."""
    removed = 0
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not TEMP_RE.match(entry.name):
                continue
            try:
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
                    removed += 1
            except OSError:
                pass
    return removed


def describe(info: GameInfo) -> dict:
    """The listing fields of a saved game (checked: a hand-edited row gives defaults)."""
    data = info.info
    players, scores = data.get("players"), data.get("scores")
    players = players if isinstance(players, list) else []
    scores = scores if isinstance(scores, list) else []
    hand = data.get("hand") if type(data.get("hand")) is int else 0
    return {"players": [str(p) for p in players][:10], "scores": [s for s in scores if type(s) is int][:10],
            "hand": hand, "rules": str(data.get("rules", ""))[:20]}


__all__ = [
    "CorruptSave", "Recorder", "SNAPSHOT_EVERY", "StoreError", "check_seats", "clean_temporary", "describe",
    "free_name", "import_legacy", "legacy_game", "read_legacy", "resume", "save_path", "store_legacy",
]
