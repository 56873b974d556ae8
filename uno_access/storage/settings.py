"""The player's settings, kept as a small TOML file in the platform's config folder.

``load_settings()`` never fails: a missing file gives the defaults, a corrupt
one gives the defaults plus one notice (a Fluent message id and its
arguments) that the console prints once.  ``save_settings()`` writes the file
atomically.  ``Settings.set("rate", "200")`` validates a value typed in the
game and raises ``SettingError`` (a message id and arguments) when it is bad.

``UNO_ACCESS_CONFIG_DIR`` and ``UNO_ACCESS_DATA_DIR`` override the folders
(tests, portable installs).
"""

from __future__ import annotations

import math
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import platformdirs

from uno_access.problems import reason_code

APP_NAME = "uno-access"
SETTINGS_FILE = "settings.toml"

SPEECH_BACKENDS = ("auto", "screenreader", "espeak", "pyttsx3", "speechd", "none")
VERBOSITIES = ("brief", "normal", "verbose")
MODES = ("auto", "plain", "standard")
DISPLAYS = ("text", "braille")
RATE_RANGE = (80, 450)
#: settings.toml is a few lines; a larger file is not ours
MAX_SETTINGS_BYTES = 64 * 1024
DELAY_RANGE = (0.0, 30.0)
PACE_RANGE = (0.0, 10.0)
PERCENT_RANGE = (0, 100)
BACKLOG_RANGE = (0, 100)
SWITCHES = ("on", "off")
#: how out-of-turn windows (catch, jump-in, your own UNO) wait for a human: "timed" counts
#: ``delay`` seconds from when the invitation has been spoken; "enter" stops the game until
#: Enter; "auto" is "enter" with ``speech none`` (the game cannot hear the screen reader) at a
#: keyboard, "timed" otherwise
WINDOW_MODES = ("auto", "timed", "enter")
HAND_ORDERS = ("sorted", "playable")
MESSAGE_KINDS = ("game", "chat", "system")
#: the settings whose value is one word of a fixed list
CHOICES: dict[str, tuple[str, ...]] = {
    "speech": SPEECH_BACKENDS, "verbosity": VERBOSITIES, "mode": MODES, "display": DISPLAYS,
    "sounds": SWITCHES, "windows": WINDOW_MODES, "hand_order": HAND_ORDERS,
}
#: the settings whose value is a number: (lowest, highest, whole number)
NUMBERS: dict[str, tuple[float, float, bool]] = {
    "rate": (*RATE_RANGE, True), "delay": (*DELAY_RANGE, False), "pace": (*PACE_RANGE, False),
    "volume": (*PERCENT_RANGE, True), "pitch": (*PERCENT_RANGE, True), "sound_volume": (*PERCENT_RANGE, True),
    "backlog": (*BACKLOG_RANGE, True),
}


def config_dir() -> Path:
    """Where settings live: ``$UNO_ACCESS_CONFIG_DIR`` or the platform's user config folder."""
    env = os.environ.get("UNO_ACCESS_CONFIG_DIR")
    return Path(env) if env else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where saved games live: ``$UNO_ACCESS_DATA_DIR`` or the platform's user data folder."""
    env = os.environ.get("UNO_ACCESS_DATA_DIR")
    return Path(env) if env else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


class SettingError(ValueError):
    """A bad setting name or value; ``msg_id`` and ``args`` make the player's message, with the
    names and values in the player's words (``uno_access.console.setting_words.error_text``):
    ``names`` and ``allowed`` are tuples of the file's spellings."""

    def __init__(self, msg_id: str, **args: object) -> None:
        super().__init__(msg_id, args)
        self.msg_id = msg_id
        self.args_ = args


@dataclass(frozen=True)
class Settings:
    """Every setting with its default.

    ``language`` "" follows the environment; ``voice`` "" is the engine's voice
    for the language; ``delay`` is the fair-window wait (seconds) before a
    computer player acts when a missed UNO can be caught or a card jumped in;
    ``pace`` is the pause between two computer moves; ``display`` "braille"
    prints card codes and short lines (speech still says the names). ``volume`` and
    ``pitch`` (0 to 100) are the speech's, ``sounds`` and ``sound_volume`` the cues'; ``windows``
    see ``WINDOW_MODES``; ``backlog`` above 0: after a typed command, more waiting events than
    that are summarised in one line (0: all are spoken); ``hand_order`` "playable" reads the
    playable cards first; ``mute``: kinds of messages (game, chat, system) neither printed nor
    spoken, still kept in the history.
    """

    language: str = ""
    speech: str = "auto"
    rate: int = 175
    voice: str = ""
    verbosity: str = "normal"
    delay: float = 3.0
    pace: float = 1.0
    mode: str = "auto"
    display: str = "text"
    volume: int = 100
    pitch: int = 50
    sounds: str = "on"
    sound_volume: int = 60
    windows: str = "auto"
    backlog: int = 0
    hand_order: str = "sorted"
    mute: str = ""

    def set(self, name: str, value: object) -> Settings:
        """A copy with ``name`` set to the validated ``value`` (text as typed, or a value)."""
        key = str(name).strip().lower().replace("-", "_")
        if key not in SETTING_NAMES:
            raise SettingError("settings-unknown", name=str(name)[:40], names=SETTING_NAMES)
        changes: dict[str, Any] = {key: _validate(key, value)}
        return replace(self, **changes)

    def to_dict(self) -> dict[str, object]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Settings:
        """Settings from a mapping; raises ``SettingError`` on the first bad entry."""
        result = cls()
        for key, value in data.items():
            result = result.set(key, value)
        return result


SETTING_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Settings))


def _choice(name: str, value: object, allowed: tuple[str, ...]) -> str:
    text = str(value).strip().lower()
    if text not in allowed:
        raise SettingError("settings-bad-choice", name=name, value=str(value)[:40], allowed=tuple(allowed))
    return text


def _number(name: str, value: object, low: float, high: float, integer: bool) -> float | int:
    try:
        if isinstance(value, bool) or len(str(value)) > 40:
            raise ValueError
        number = float(str(value).strip().replace(",", "."))
        if math.isnan(number) or math.isinf(number):
            raise ValueError
    except ValueError:
        raise SettingError("settings-bad-number", name=name, value=str(value)[:40], low=low, high=high) from None
    if not low <= number <= high:
        raise SettingError("settings-bad-number", name=name, value=str(value)[:40], low=low, high=high)
    return int(round(number)) if integer else round(number, 2)


def _validate(key: str, value: object) -> object:
    if key == "language":
        from uno_access.i18n import LANGUAGES, normalize_language

        text = str(value).strip()
        if text.lower() in ("", "auto"):
            return ""
        lang = normalize_language(text)
        if lang is None:
            raise SettingError("settings-bad-choice", name=key, value=text[:40], allowed=("auto", *LANGUAGES))
        return lang
    if key in CHOICES:
        return _choice(key, value, CHOICES[key])
    if key in NUMBERS:
        low, high, integer = NUMBERS[key]
        return _number(key, value, low, high, integer=integer)
    if key == "mute":
        words = [w for w in str(value).replace(",", " ").lower().split() if w]
        if words in (["none"], ["off"]):
            return ""
        bad = [w for w in words if w not in MESSAGE_KINDS]
        if bad:
            raise SettingError("settings-bad-choice", name=key, value=str(value)[:40],
                               allowed=("none", *MESSAGE_KINDS))
        return ",".join(k for k in MESSAGE_KINDS if k in words)
    if key == "voice":
        text = str(value).strip()
        if text.lower() in ("", "auto", "default"):
            return ""
        if len(text) > 100 or any(ord(ch) < 32 for ch in text):
            raise SettingError("settings-bad-voice", value=text[:40])
        return text
    raise SettingError("settings-unknown", name=key, names=SETTING_NAMES)  # pragma: no cover


def to_toml(values: dict[str, object]) -> str:
    """A flat table of strings, ints and floats as TOML (JSON string escapes are valid TOML)."""
    lines = []
    for key, value in values.items():
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, (int, float)):
            text = repr(value)
        else:
            import json  # here, not at the top: a start that writes nothing needs it not

            text = json.dumps(str(value), ensure_ascii=False)
        lines.append(f"{key} = {text}")
    return "\n".join(lines) + "\n"


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def load_settings(path: Path | None = None) -> tuple[Settings, tuple[str, dict[str, object]] | None]:
    """The saved settings and a notice ``(msg_id, args)`` when the file had to be ignored."""
    path = path or settings_path()
    try:
        if not os.path.isfile(path):  # a directory, a device, a fifo: never read
            if not os.path.lexists(path):
                return Settings(), None
            return Settings(), ("settings-corrupt", {"path": str(path)})
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SETTINGS_BYTES + 1)
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), ("settings-unreadable", {"path": str(path), "reason": reason_code(exc)})
    import tomllib  # only when there is a file to read

    try:
        if len(raw) > MAX_SETTINGS_BYTES:
            raise ValueError("too large")
        data = tomllib.loads(raw.decode("utf-8"))
        return Settings.from_dict(data), None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, SettingError, RecursionError, ValueError):
        return Settings(), ("settings-corrupt", {"path": str(path)})


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    path = path or settings_path()
    atomic_write(path, to_toml(settings.to_dict()))
    return path
