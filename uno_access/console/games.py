"""Which game ``uno-access play`` plays: a saved one (``--resume``, ``--save NAME``, the
"Continue your saved game?" question) or a new one, and the event-log file it writes.

No path the player names is ever renamed, moved or written unless the program made it:
``--resume`` on a directory, a device or a file that is not a save of ours gives one line and
exit 2 and leaves it as it was; an old ``autosave.json`` is copied into the store, never changed.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from uno_access.engine import Game, InvalidSave
from uno_access.i18n import Localizer
from uno_access.narration.presenter import preset_name
from uno_access.storage import saves
from uno_access.storage.store import GameInfo, Store, StoreError, StoreUnavailable

#: what a save's name may be: printable, at most this long
MAX_NAME = 60
SQLITE_MAGIC = b"SQLite format 3\x00"


class Refused(Exception):
    """One line for the player and the exit code (2)."""

    def __init__(self, line: str, code: int = 2) -> None:
        super().__init__(line)
        self.line = line
        self.code = code


@dataclass
class Chosen:
    """The game to play: ``recorder`` None when it cannot be saved; ``lines`` to say first."""

    game: Game | None = None
    seats: list[str] = field(default_factory=list)
    recorder: saves.Recorder | None = None
    resumed: bool = False
    viewer: int | None = None
    lines: list[str] = field(default_factory=list)
    store: Store | None = None
    name: str | None = None


def open_store(loc: Localizer, path: Path | None = None, playing: bool = True) -> tuple[Store | None, str | None]:
    """The store, or None and the one line that says why it cannot be used (``playing``: and
    that the game will not be saved; ``uno-access saves`` plays no game)."""
    try:
        store = Store(path)
    except StoreError as exc:
        line = store_line(loc, exc, playing)
        if isinstance(exc, StoreUnavailable):  # a full disk, a read-only folder: the games can still be read
            try:
                return Store(path, read_only=True), line
            except StoreError:
                pass
        return None, line
    return store, None


def import_line(result: tuple[str, str], loc: Localizer) -> str:
    """The line that tells what ``saves.import_legacy`` did."""
    kind, value = result
    path = str(saves.save_path())[:200]
    if kind == "imported":
        return loc.format("store-imported", path=path, name=value)
    return loc.format("store-legacy-unreadable", path=path, detail=loc.why(value))


def check_name(name: str, loc: Localizer) -> str:
    text = name.strip()
    if not text or len(text) > MAX_NAME or any(not ch.isprintable() for ch in text):
        raise Refused(loc.format("store-bad-name", max=MAX_NAME))
    return text


def describe_line(info: GameInfo, loc: Localizer) -> str:
    """One line: name, date, rules, players, hand, scores."""
    from datetime import datetime

    from babel.dates import format_datetime

    d = saves.describe(info)
    when = format_datetime(datetime.fromtimestamp(info.updated), "medium", locale=loc.lang)
    kinds, scores = d["players"], d["scores"]
    if len(scores) == len(kinds):  # each seat with its score, in seat order
        seats = [loc.format("store-seat-points", kind=k, points=s) for k, s in zip(kinds, scores)]
    else:  # a hand-edited row: the seats alone
        seats = [loc.format("store-seat-kind", kind=k) for k in kinds]
    return loc.format("store-game-line", name=str(info.name)[:MAX_NAME], date=when, rules=preset_name(loc, d["rules"]),
                      players=loc.join(seats) or "-", hand=d["hand"])


def console_games(store: Store) -> list[GameInfo]:
    return store.games(kind=saves.KIND)


def _resume_info(store: Store, info: GameInfo, loc: Localizer) -> Chosen:
    try:
        game, seats, resumed = saves.resume(store, info)
        # a read-only store: it can be played, not saved (the start has said why)
        recorder = None if store.read_only else resumed
    except (InvalidSave, StoreError) as exc:
        raise Refused(loc.format("store-game-unusable", name=str(info.name)[:MAX_NAME], detail=loc.why(exc))) from None
    return Chosen(game, seats, recorder, True, lines=[], store=store, name=info.name)


def _from_path(path: Path, store: Store | None, loc: Localizer) -> Chosen:
    """``--resume FILE``: a store file of ours, or an old single-file save (copied, not changed)."""
    shown = str(path)[:200]
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError as exc:
        if os.sep in shown or path.suffix:  # a file was meant ("saves/game.json"), not a game's name
            raise Refused(loc.format("store-no-save-at", path=shown, detail=loc.why(exc))) from None
        raise Refused(loc.format("store-no-such-save", name=shown)) from None
    except OSError as exc:
        raise Refused(loc.format("store-not-a-save", path=shown, detail=loc.why(exc))) from None
    if not stat.S_ISREG(mode):
        raise Refused(loc.format("store-not-a-save", path=shown, detail=loc.why("not_a_file")))
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise Refused(loc.format("store-not-a-save", path=shown, detail=loc.why(exc))) from None
    if head == SQLITE_MAGIC:
        try:
            other = Store(path)
        except StoreError as exc:
            raise Refused(loc.format("store-not-a-save", path=shown, detail=loc.why(exc))) from None
        games = console_games(other)
        if not games:
            other.close()
            raise Refused(loc.format("store-no-such-save", name=shown))
        return _resume_info(other, games[0], loc)
    try:
        game, seats, viewer = saves.legacy_game(saves.read_legacy(path))
    except saves.CorruptSave as exc:
        raise Refused(loc.format("store-not-a-save", path=shown, detail=loc.why(exc))) from None
    except (InvalidSave, ValueError):
        raise Refused(loc.format("store-not-a-save", path=shown, detail=loc.why("inconsistent"))) from None
    chosen = Chosen(game, seats, None, True, viewer)
    if store is not None and not game.over:
        name = saves.free_name(store)
        try:
            chosen.recorder = saves.store_legacy(store, name, game, seats)
            chosen.name = name
            chosen.store = store
            chosen.lines.append(loc.format("store-imported", path=shown, name=name))
        except StoreError:
            chosen.recorder = None
    return chosen


def choose(args, loc: Localizer, store: Store | None, *, scripted: bool,
           ask: Callable[[str], bool], unavailable: str = "") -> Chosen:
    """The game ``play`` should play: ``Chosen.game`` None means "start a new one" (named
    ``Chosen.name``).  ``Refused`` for every case that ends the program with one line;
    ``unavailable`` is the line that says why the store could not be opened."""
    chosen = Chosen(store=store)
    save_name = check_name(args.save, loc) if args.save else None
    resume = args.resume
    if resume is not None:
        if resume == "":
            if store is None:
                raise Refused(unavailable)
            games = console_games(store)
            if not games:
                chosen.lines.append(loc.format("console-no-save"))
                chosen.name = save_name
                return chosen
            return _resume_info(store, games[0], loc)
        info = store.find(resume) if store is not None and len(resume) <= MAX_NAME else None
        if store is not None and info is not None and info.kind == saves.KIND:
            return _resume_info(store, info, loc)
        if store is None and not os.path.lexists(resume):
            raise Refused(unavailable)  # the saved games cannot be read: say why, not "no such game"
        return _from_path(Path(resume), store, loc)
    if store is None:
        return chosen
    if save_name is not None:
        info = store.find(save_name)
        if info is None:
            chosen.name = save_name
            return chosen
        if not scripted and ask(loc.format("store-continue-named", game=describe_line(info, loc))):
            return _resume_info(store, info, loc)
        raise Refused(loc.format("store-name-taken", name=save_name))
    games = console_games(store)
    if games:
        latest = games[0]
        if not scripted and ask(loc.format("store-continue", game=describe_line(latest, loc))):
            try:
                return _resume_info(store, latest, loc)
            except Refused as refused:
                chosen.lines.append(refused.line)
        else:
            chosen.lines.append(loc.format("store-kept", name=str(latest.name)[:MAX_NAME], count=len(games)))
    return chosen


def new_recorder(store: Store | None, name: str | None, game: Game, seats: list[str],
                 loc: Localizer) -> tuple[saves.Recorder | None, str | None]:
    """The new game in the store, or None and the line that says it will not be saved."""
    if store is None or store.read_only:
        return None, None
    try:
        return saves.Recorder.create(store, name or saves.free_name(store), game, seats), None
    except StoreError as exc:
        return None, store_line(loc, exc)


def store_line(loc: Localizer, exc: StoreError, playing: bool = True) -> str:
    """Why the store cannot be used (``playing``: and that this game will not be saved)."""
    return loc.format("store-cannot-open" if playing else "store-cannot-read", path=str(exc.path)[:200], reason=exc.reason)


# ------------------------------------------------------------------ the event log
def _lines(events) -> list[str]:
    return [json.dumps(e.to_dict(), ensure_ascii=False) + "\n" for e in events]


def _started(handle: IO[str], game: Game, resumed: bool) -> IO[str]:
    if resumed:
        try:
            handle.writelines(_lines(game.events))
            handle.flush()
        except (OSError, ValueError):
            pass  # a full device: the session reports the failure at its first write
    return handle


def open_event_log(path_text: str, game: Game, resumed: bool, loc: Localizer) -> IO[str]:
    """The event log to write; for a resumed game it already holds every event so far.

    A new game: a missing or empty file, an event log of ours (its first line a ``match_start``),
    or a device or fifo (written, never truncated).  A resumed game: the file's lines that agree
    with the stored events are kept, anything after them (a line cut by a kill) is cut off, and
    the events it lacks are added, so the log never runs ahead of the save nor repeats a line.
    Anything else is refused with one line (``Refused``) and left untouched.
    """
    path = Path(path_text)
    shown = str(path)[:200]
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise Refused(loc.format("console-bad-log", path=shown, detail=loc.why(exc))) from None
    try:
        if st is not None and not stat.S_ISREG(st.st_mode):
            if stat.S_ISDIR(st.st_mode):
                raise Refused(loc.format("console-bad-log", path=shown, detail=loc.why("not_a_file")))
            return _started(open(path, "a", encoding="utf-8"), game, resumed)  # a device or a fifo
        if st is None or st.st_size == 0:
            return _started(open(path, "w", encoding="utf-8"), game, resumed)
        with open(path, "rb") as handle:
            first = handle.readline(64 * 1024)
        try:
            ours = json.loads(first.decode("utf-8")).get("type") == "match_start"
        except (ValueError, AttributeError, UnicodeDecodeError):
            ours = False
        if not ours:
            raise Refused(loc.format("store-log-not-ours", path=shown))
        if not resumed:
            return open(path, "w", encoding="utf-8")
        want = _lines(game.events)
        keep = 0
        offset = 0
        with open(path, "rb") as handle:
            for raw in handle:
                if keep >= len(want) or raw != want[keep].encode("utf-8"):
                    break
                keep += 1
                offset += len(raw)
        if keep == 0:
            raise Refused(loc.format("store-log-not-ours", path=shown))
        log = open(path, "r+", encoding="utf-8")
        log.truncate(offset)
        log.seek(offset)
        log.writelines(want[keep:])
        log.flush()
        return log
    except OSError as exc:
        raise Refused(loc.format("console-bad-log", path=shown, detail=loc.why(exc))) from None
