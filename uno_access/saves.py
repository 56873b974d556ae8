"""The autosave: one JSON file in the user data folder, written atomically after every action.

``write_save(data)`` replaces the file in one step (temporary file, fsync,
``os.replace``), so a kill at any moment leaves the previous save or the new
one, never half of one.  ``read_save()`` returns the saved dict, ``None`` when
there is none, or raises ``CorruptSave``; ``move_aside()`` renames a corrupt
file so that it is kept for inspection but never loaded again.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from uno_access.settings import atomic_write, data_dir

SAVE_FILE = "autosave.json"
SAVE_FORMAT = "uno-access-save"
SAVE_VERSION = 1


class CorruptSave(ValueError):
    """The save file exists but cannot be used; ``detail`` says why (for the one-line report)."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.detail = detail


def save_path() -> Path:
    return data_dir() / SAVE_FILE


def write_save(data: dict, path: Path | None = None) -> Path:
    """Write ``data`` (the session dict) as the autosave, atomically."""
    path = path or save_path()
    payload = {"format": SAVE_FORMAT, "version": SAVE_VERSION, **data}
    atomic_write(path, json.dumps(payload, ensure_ascii=False, separators=(",", ":")))
    return path


def read_save(path: Path | None = None) -> dict | None:
    """The saved session dict, ``None`` when there is no save; ``CorruptSave`` when unusable."""
    path = path or save_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise CorruptSave(path, str(exc)) from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CorruptSave(path, f"not JSON ({exc.msg}, line {exc.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave(path, "not an uno-access save")
    if data.get("version") != SAVE_VERSION:
        raise CorruptSave(path, f"save version {data.get('version')!r} is not {SAVE_VERSION}")
    return data


def move_aside(path: Path | None = None) -> Path | None:
    """Rename a bad save to ``autosave.corrupt-<time>.json``; the new name, or None if gone."""
    path = path or save_path()
    target = path.with_name(f"{path.stem}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}-{n}{path.suffix}")
    try:
        path.replace(target)
    except OSError:  # gone already, or the folder is read-only
        return None
    return target


def delete_save(path: Path | None = None) -> None:
    """Remove the autosave (the match is over)."""
    path = path or save_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
