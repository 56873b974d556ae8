"""Tutor progress per player profile: lessons done and quiz accuracy per topic.

Stored as JSON in ``<data dir>/tutor/<profile>.json`` (the data folder of
``uno_access.settings``, so ``$UNO_ACCESS_DATA_DIR`` moves it too).  Every
change is written at once with an atomic replace, so a crash leaves either the
old file or the new one, never half of one.  An unreadable file is moved aside
and progress starts afresh (the caller is told, to say so).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from uno_access.saves import move_aside
from uno_access.settings import atomic_write, data_dir

VERSION = 1
PROFILE_RE = re.compile(r"^[\w-]{1,40}$")
DEFAULT_PROFILE = "default"


class BadProfile(ValueError):
    """A profile name that cannot be a file name (letters, digits, "-" and "_", at most 40)."""


def check_profile(name: str) -> str:
    name = (name or "").strip()
    if not PROFILE_RE.match(name):
        raise BadProfile(name)
    return name


def progress_path(profile: str = DEFAULT_PROFILE) -> Path:
    return data_dir() / "tutor" / f"{check_profile(profile)}.json"


@dataclass
class Progress:
    """What one player has done; ``save()`` after every change."""

    path: Path
    done: list[str] = field(default_factory=list)
    #: topic -> [right, wrong]
    topics: dict[str, list[int]] = field(default_factory=dict)
    #: question key -> how many times it was answered wrong more than right (>= 0)
    misses: dict[str, int] = field(default_factory=dict)
    #: True when the file was unreadable and was moved aside
    recovered: Path | None = None

    @classmethod
    def load(cls, profile: str = DEFAULT_PROFILE, path: Path | None = None) -> "Progress":
        path = path or progress_path(profile)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls(path)
        except (OSError, UnicodeDecodeError, ValueError):
            return cls(path, recovered=move_aside(path))
        try:
            if not isinstance(data, dict) or data.get("version") != VERSION:
                raise TypeError("version")
            done = [str(x) for x in data.get("done", [])]
            topics = {str(k): [int(v[0]), int(v[1])] for k, v in dict(data.get("topics", {})).items()}
            misses = {str(k): max(0, int(v)) for k, v in dict(data.get("misses", {})).items()}
        except (TypeError, ValueError, IndexError, KeyError):
            return cls(path, recovered=move_aside(path))
        return cls(path, done, topics, misses)

    def to_dict(self) -> dict:
        return {"version": VERSION, "done": self.done, "topics": self.topics, "misses": self.misses}

    def save(self) -> None:
        atomic_write(self.path, json.dumps(self.to_dict(), ensure_ascii=False, indent=1, sort_keys=True) + "\n")

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
        self.done, self.topics, self.misses = [], {}, {}
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
