"""Tutor progress per player profile: lessons done and quiz accuracy per topic.

Kept in the store (``uno_access.storage.store``, the document ``("tutor", <profile>)``), written in one
transaction after every answer, so a crash loses nothing.  Progress files of earlier versions
(``<data dir>/tutor/<profile>.json``) are read once into the store and never changed.  What is
read is checked (types, finite numbers, sizes): a damaged document or file gives fresh progress
and ``recovered`` (what could not be read, left as it was) for the one-line notice.  When the
store cannot be opened or written, ``save()`` raises ``StoreError`` and the lessons go on.
"""

from __future__ import annotations

import hashlib
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from uno_access.storage.settings import data_dir
from uno_access.storage.store import Store, StoreError, StoreUnavailable, loads

VERSION = 1
PROFILE_RE = re.compile(r"^[\w-]{1,40}$")
DEFAULT_PROFILE = "default"
NAMESPACE = "tutor"
#: a progress file of an earlier version is a few KiB; a larger one is not ours
MAX_FILE_BYTES = 1024 * 1024
MAX_ENTRIES = 10_000
MAX_COUNT = 10**9


class BadProfile(ValueError):
    """A profile name that cannot be a file name (letters, digits, "-" and "_", at most 40)."""


def check_profile(name: str) -> str:
    name = (name or "").strip()
    if not PROFILE_RE.match(name):
        raise BadProfile(name)
    return name


def progress_path(profile: str = DEFAULT_PROFILE) -> Path:
    """Where an earlier version kept the profile's progress (read once, never written)."""
    return data_dir() / "tutor" / f"{check_profile(profile)}.json"


def _count(value: object) -> int:
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise ValueError("not a count")
    return value


def parse(data: object) -> tuple[list[str], dict[str, list[int]], dict[str, int]]:
    """(done, topics, misses) of a progress document; ``ValueError`` for anything else."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("not a progress document")
    done, topics, misses = data.get("done", []), data.get("topics", {}), data.get("misses", {})
    if not isinstance(done, list) or not isinstance(topics, dict) or not isinstance(misses, dict):
        raise ValueError("wrong types")
    if max(len(done), len(topics), len(misses)) > MAX_ENTRIES:
        raise ValueError("too many entries")
    if any(not isinstance(x, str) or len(x) > 100 for x in done):
        raise ValueError("done")
    checked_topics = {}
    for key, value in topics.items():
        if len(key) > 100 or not isinstance(value, list) or len(value) != 2:
            raise ValueError("topics")
        checked_topics[key] = [_count(value[0]), _count(value[1])]
    checked_misses = {}
    for key, value in misses.items():
        if len(key) > 200:
            raise ValueError("misses")
        checked_misses[key] = _count(value)
    return list(done), checked_topics, {k: v for k, v in checked_misses.items() if v > 0}


def _read_file(path: Path) -> tuple[bytes | None, bool]:
    """The old file's bytes (None: none there) and whether it is unusable as a file at all."""
    try:
        st = path.lstat()
    except OSError:
        return None, False
    if not stat.S_ISREG(st.st_mode):
        return b"", True
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError:
        return b"", True
    return raw, len(raw) > MAX_FILE_BYTES


@dataclass
class Progress:
    """What one player has done; ``save()`` after every change."""

    profile: str = DEFAULT_PROFILE
    store: Store | None = None
    done: list[str] = field(default_factory=list)
    #: topic -> [right, wrong]
    topics: dict[str, list[int]] = field(default_factory=dict)
    #: question key -> how many times it was answered wrong more than right (>= 0)
    misses: dict[str, int] = field(default_factory=dict)
    #: what could not be read (a file path or the store's path), kept as it was; None if all was fine
    recovered: str | None = None
    #: why the store cannot be used (then ``save()`` raises it)
    problem: StoreError | None = None

    @classmethod
    def load(cls, profile: str = DEFAULT_PROFILE, store: Store | None = None) -> Progress:
        profile = check_profile(profile)
        problem = None
        if store is None:
            try:
                store = Store()
            except StoreError as exc:
                store, problem = None, exc
        progress = cls(profile, store, problem=problem)
        if store is None:
            return progress
        try:
            doc = store.get_doc(NAMESPACE, profile)
        except StoreError as exc:
            progress.store, progress.problem = None, exc
            progress.recovered = str(exc.path)
            return progress
        if doc is not None:
            try:
                progress.done, progress.topics, progress.misses = parse(doc)
            except (ValueError, TypeError, RecursionError):
                progress.recovered = str(store.path)
            return progress
        progress._import(progress_path(profile))
        return progress

    def _import(self, path: Path) -> None:
        """Read an earlier version's file once (it stays as it is)."""
        raw, unusable = _read_file(path)
        if raw is None or self.store is None:
            return
        mark = hashlib.sha256(raw).hexdigest()
        try:
            if self.store.get_doc("imports", str(path)) == mark:
                return
            if unusable:
                raise ValueError("not a file")
            self.done, self.topics, self.misses = parse(loads(raw.decode("utf-8")))
            self.save()
        except (ValueError, TypeError, RecursionError, UnicodeDecodeError):
            self.done, self.topics, self.misses = [], {}, {}
            self.recovered = str(path)
        except StoreError as exc:
            self.problem = exc
            return
        try:
            self.store.put_doc("imports", str(path), mark)
        except StoreError as exc:
            self.problem = exc

    def to_dict(self) -> dict:
        return {"version": VERSION, "done": self.done, "topics": self.topics, "misses": self.misses}

    def save(self) -> None:
        """Write the progress to the store (``StoreError`` when it cannot be written)."""
        if self.store is None:
            raise self.problem or StoreUnavailable("store", "no store", "cannot_open")
        self.store.put_doc(NAMESPACE, self.profile, self.to_dict())

    # ---------------------------------------------------------------- updates
    def record(self, topic: str, key: str, right: bool) -> None:
        counts = self.topics.setdefault(topic, [0, 0])
        counts[0 if right else 1] += 1
        miss = self.misses.get(key, 0) + (-1 if right else 1)
        if miss > 0:
            self.misses[key] = miss
        else:
            self.misses.pop(key, None)
        self.save()

    def finish(self, lesson: str) -> None:
        if lesson not in self.done:
            self.done.append(lesson)
        self.save()

    def accuracy(self, topic: str) -> tuple[int, int] | None:
        """(percent right, answers) for a topic, None before its first answer."""
        right, wrong = self.topics.get(topic, (0, 0))
        total = right + wrong
        if not total:
            return None
        return round(100 * right / total), total

    def reset(self) -> None:
        """Clear the progress (``StoreError`` when the store cannot be written)."""
        self.done, self.topics, self.misses = [], {}, {}
        if self.store is None:
            raise self.problem or StoreUnavailable("store", "no store", "cannot_open")
        self.store.delete_doc(NAMESPACE, self.profile)
