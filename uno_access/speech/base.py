"""What every speech backend shares: settings, notices, errors and the cancel token.

A backend is driven by exactly one thread (the ``Speaker`` worker), except for
``CancelToken.cancel()``, which the player's thread calls to cut speech at once.
No text here is shown to the player: notices and errors carry Fluent message ids
(``locales/<lang>/speech.ftl``) and their arguments.
"""

from __future__ import annotations

import math
import subprocess
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_RATE = 175  # words per minute, espeak-ng's own default
MIN_RATE = 80
MAX_RATE = 450
DEFAULT_PITCH = 50  # 0 to 100: espeak-ng's and pyttsx3's scale, speech-dispatcher's 0 at 50


@dataclass(frozen=True)
class Notice:
    """A message for the player: a Fluent id of ``speech.ftl`` and its arguments."""

    msg_id: str
    args: Mapping[str, object] = field(default_factory=dict)

    def render(self, localizer: Callable[..., str]) -> str:
        """The notice's text through a ``uno_access.i18n.Localizer`` (or its ``format``)."""
        return localizer(self.msg_id, **dict(self.args))


class SpeechError(Exception):
    """A failure the player may hear about: ``notice`` holds the message id and arguments."""

    def __init__(self, msg_id: str, **args: object) -> None:
        super().__init__(msg_id, args)
        self.notice = Notice(msg_id, dict(args))

    @property
    def msg_id(self) -> str:
        return self.notice.msg_id


class SpeechCancelled(Exception):
    """The utterance was silenced before it ended (not an error)."""


@dataclass(frozen=True)
class VoiceSettings:
    """How one utterance is spoken: the engine's voice name (None: its default), rate, volume,
    pitch (0 to 100, 50 the voice's own)."""

    voice: str | None = None
    rate: int = DEFAULT_RATE
    volume: float = 1.0
    pitch: int = DEFAULT_PITCH


def clamp_rate(rate: object) -> int:
    """Words per minute, kept inside what every engine accepts."""
    try:
        value = int(rate) if isinstance(rate, (int, float, str)) else DEFAULT_RATE
    except (TypeError, ValueError):
        return DEFAULT_RATE
    return max(MIN_RATE, min(MAX_RATE, value))


def clamp_pitch(pitch: object) -> int:
    try:
        value = int(pitch) if isinstance(pitch, (int, float, str)) else DEFAULT_PITCH
    except (TypeError, ValueError):
        return DEFAULT_PITCH
    return max(0, min(100, value))


def clamp_volume(volume: object) -> float:
    try:
        value = float(volume) if isinstance(volume, (int, float, str)) else 1.0
    except (TypeError, ValueError):
        return 1.0
    if math.isnan(value):
        return 1.0
    return max(0.0, min(1.0, value))


class CancelToken:
    """Cuts one utterance: the backend binds a stop action, ``cancel()`` runs it once.

    ``bind`` after ``cancel`` runs the action at once, so a silence that arrives
    between taking an utterance off the queue and starting the engine still wins.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cancelled = False
        self._action: Callable[[], None] | None = None

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def bind(self, action: Callable[[], None] | None) -> None:
        with self._lock:
            self._action = action
            run_now = self._cancelled
        if run_now and action is not None:
            action()

    def cancel(self) -> None:
        with self._lock:
            if self._cancelled:
                return
            self._cancelled = True
            action = self._action
        if action is not None:
            action()


class Backend:
    """The interface of a speech engine. Subclasses override what they support.

    * ``probe()``: can the engine be used at all (for files, at least)? Fast, never hangs.
    * ``can_play()``: does it have what it needs to play sound, apart from the audio
      device itself (pyttsx3 needs ``aplay``)?
    * ``voice_for(lang)``: the engine's voice for a language from its fixed table,
      or None when that voice is not installed (the caller falls back and says so once).
    * ``speak(text, settings, token)``: blocks until spoken; returns early, raising
      ``SpeechCancelled``, when ``token`` is cancelled; raises ``SpeechError`` on failure.
    * ``write_wav(text, path, settings)``: the same synthesis written to a WAV file.
    """

    name = "base"
    writes_files = False
    needs_audio_device = True

    def probe(self) -> bool:
        return False

    def can_play(self) -> bool:
        return True

    def voice_for(self, lang: str) -> str | None:
        return None

    def has_voice(self, voice: str) -> bool:
        return False

    def speak(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        raise SpeechError("speech-backend-unavailable", backend=self.name)

    def write_wav(self, text: str, path: Path, settings: VoiceSettings) -> None:
        raise SpeechError("speech-file-unsupported", backend=self.name)

    def close(self) -> None:
        pass


class NoneBackend(Backend):
    """Text only: the player's screen reader reads the printed lines; nothing is added."""

    name = "none"
    needs_audio_device = False

    def probe(self) -> bool:
        return True

    def speak(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        return None


def listing_lines(command: list[str], timeout: float) -> list[str] | None:
    """The lines after the header of a command's listing (``espeak-ng --voices``,
    ``spd-say -L``); None when the command cannot run, times out or fails."""
    try:
        result = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if result.returncode != 0:
        return None
    return result.stdout.decode("utf-8", "replace").splitlines()[1:]
