"""uno-access speech: the game's one way to talk to speech engines.

``Speaker(backend="auto", lang="en", rate=175, voice=None, volume=1.0)`` picks an engine
(the player's screen reader, speech-dispatcher, espeak-ng, pyttsx3, or none: text only for
the player's own screen reader to read) and speaks from a worker thread: ``say(text, lang=None)`` never blocks,
``silence()`` cuts at once, ``wait(timeout=None)``, ``speak_to_file(text, path, lang=None)``
writes a WAV through the same engine code, ``close()``. What the player must be told comes as
``Notice`` objects (Fluent ids of ``locales/<lang>/speech.ftl`` plus arguments) in
``Speaker.notices`` and through ``on_notice``.
"""

from .audio import AUDIO_ENV, detect_audio_device
from .base import (
    DEFAULT_RATE,
    MAX_RATE,
    MIN_RATE,
    Backend,
    CancelToken,
    NoneBackend,
    Notice,
    SpeechCancelled,
    SpeechError,
    VoiceSettings,
)
from .espeak import EspeakBackend
from .pyttsx3_backend import Pyttsx3Backend
from .screenreader import AccessibleOutputBackend, ScreenReaderBackend
from .sounds import CUE_NAMES, SoundPlayer, cue_for_event, render_sequence
from .speaker import AUTO_ORDER, BACKEND_NAMES, FACTORIES, Speaker
from .speechd_backend import SpeechdBackend, load_speechd_module
from .voices import ESPEAK_VOICES, PYTTSX3_VOICES, SPEECHD_LANGUAGES

NOTICE_IDS = (
    "speech-backend-chosen",
    "speech-no-engine",
    "speech-no-audio",
    "speech-backend-unavailable",
    "speech-backend-unknown",
    "speech-voice-missing",
    "speech-voice-setting-missing",
    "speech-failed",
    "speech-engine-failed",
    "speech-file-unsupported",
    "speech-file-failed",
    "speech-file-no-engine",
)

#: notices of the sound cues (locales/<lang>/audio.ftl)
SOUND_NOTICE_IDS = ("sound-unavailable",)

__all__ = [
    "AUDIO_ENV",
    "AccessibleOutputBackend",
    "CUE_NAMES",
    "SOUND_NOTICE_IDS",
    "ScreenReaderBackend",
    "SoundPlayer",
    "cue_for_event",
    "render_sequence",
    "AUTO_ORDER",
    "BACKEND_NAMES",
    "DEFAULT_RATE",
    "ESPEAK_VOICES",
    "FACTORIES",
    "MAX_RATE",
    "MIN_RATE",
    "NOTICE_IDS",
    "PYTTSX3_VOICES",
    "SPEECHD_LANGUAGES",
    "Backend",
    "CancelToken",
    "EspeakBackend",
    "NoneBackend",
    "Notice",
    "Pyttsx3Backend",
    "SpeechCancelled",
    "SpeechError",
    "Speaker",
    "SpeechdBackend",
    "VoiceSettings",
    "detect_audio_device",
    "load_speechd_module",
]
