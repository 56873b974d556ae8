"""``--speech screenreader``: speech (and Braille) through the player's own screen reader.

With accessible_output2 installed (``pip install accessible_output2``), its ``Auto`` output
speaks and brailles through the screen reader that runs: NVDA, JAWS, Window-Eyes, System
Access or SAPI on Windows, VoiceOver on macOS. It has no "spoken to the end" signal, so an
utterance counts as spoken once handed over (or when ``is_speaking`` says so, where the
output has it); Braille goes the same way (``braille``).

On Linux the screen reader is Orca, and Orca speaks through speech-dispatcher: the game talks
to the same server, so it shares Orca's voice, rate and audio queue, and Orca itself brailles
the printed lines. There this backend is speech-dispatcher under the name ``screenreader``.
"""

from __future__ import annotations

import importlib
import sys
import time
from types import ModuleType

from .base import Backend, CancelToken, SpeechCancelled, SpeechError, VoiceSettings
from .speechd_backend import SpeechdBackend

SPEAKING_POLL = 0.05
SPEAKING_LIMIT = 60.0


def load_accessible_output() -> ModuleType | None:
    """``accessible_output2.outputs.auto`` when the library is installed, else None."""
    try:
        return importlib.import_module("accessible_output2.outputs.auto")
    except Exception:  # missing, or broken on this platform (it loads Windows DLLs)
        return None


class AccessibleOutputBackend(Backend):
    """The running screen reader through accessible_output2 (Windows, macOS)."""

    name = "screenreader"
    needs_audio_device = False  # the screen reader owns the sound

    def __init__(self, module: ModuleType | None | bool = True) -> None:
        self._module_choice = module
        self._output = None

    def probe(self) -> bool:
        module = load_accessible_output() if self._module_choice is True else (self._module_choice or None)
        if module is None:
            return False
        try:
            self._output = module.Auto()
        except Exception:
            return False
        return True

    def has_voice(self, voice: str) -> bool:
        return False  # the screen reader's own voice is used

    def voice_for(self, lang: str) -> str | None:
        return "screenreader"  # its voice and language are the player's choice in the screen reader

    def speak(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        output = self._output
        if output is None:
            raise SpeechError("speech-engine-failed", backend=self.name)
        stopped: list[bool] = []

        def stop() -> None:
            stopped.append(True)
            try:
                output.silence()
            except Exception:
                pass

        token.bind(stop)
        try:
            try:
                output.output(text, interrupt=False)
            except Exception as exc:
                raise SpeechError("speech-engine-failed", backend=self.name) from exc
            speaking = getattr(output, "is_speaking", None)
            deadline = time.monotonic() + SPEAKING_LIMIT
            while callable(speaking) and not stopped and time.monotonic() < deadline:
                try:
                    if not speaking():
                        break
                except Exception:
                    break
                time.sleep(SPEAKING_POLL)
        finally:
            token.bind(None)
        if token.cancelled:
            raise SpeechCancelled()


class ScreenReaderBackend(Backend):
    """accessible_output2 where it works, else (Linux) speech-dispatcher, Orca's own server."""

    name = "screenreader"

    def __init__(self, accessible: Backend | None = None, speechd: Backend | None = None) -> None:
        self._choices = [accessible or AccessibleOutputBackend()]
        if sys.platform.startswith("linux") or speechd is not None:
            self._choices.append(speechd or SpeechdBackend())
        self._inner: Backend | None = None

    @property
    def inner_name(self) -> str | None:
        """Which way the screen reader is reached: "accessible_output2" or "speechd"."""
        if self._inner is None:
            return None
        return "speechd" if isinstance(self._inner, SpeechdBackend) else "accessible_output2"

    @property
    def needs_audio_device(self) -> bool:  # type: ignore[override]  # a class constant elsewhere, the inner backend's here
        return self._inner.needs_audio_device if self._inner is not None else False

    def probe(self) -> bool:
        for backend in self._choices:
            try:
                if backend.probe():
                    self._inner = backend
                    return True
            except Exception:
                continue
        return False

    def has_voice(self, voice: str) -> bool:
        return self._inner.has_voice(voice) if self._inner is not None else False

    def voice_for(self, lang: str) -> str | None:
        return self._inner.voice_for(lang) if self._inner is not None else None

    def speak(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        if self._inner is None:
            raise SpeechError("speech-backend-unavailable", backend=self.name)
        self._inner.speak(text, settings, token)

    def close(self) -> None:
        for backend in self._choices:
            try:
                backend.close()
            except Exception:
                pass
