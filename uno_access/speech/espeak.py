"""espeak-ng as a subprocess: one process per utterance, killed at once on silence.

Speaking and writing a file run the same command; a file only adds ``-w PATH``.
The text goes in on stdin (``--stdin``), so a text starting with ``-`` is never
read as an option. espeak-ng's own diagnostics (ALSA complaints on a machine
without sound) go to /dev/null, never to the player's screen.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from .base import (
    Backend,
    CancelToken,
    SpeechError,
    VoiceSettings,
    clamp_pitch,
    clamp_rate,
    listing_rows,
    run_utterance,
)
from .voices import ESPEAK_VOICES

PROBE_TIMEOUT = 5.0


def _voice_key(name: str) -> str:
    return name.split("+", 1)[0].strip().lower()


class EspeakBackend(Backend):
    name = "espeak"
    writes_files = True

    def __init__(self, command: str = "espeak-ng") -> None:
        self.command = command
        self._path: str | None = None
        self._voices: set[str] = set()

    def probe(self) -> bool:
        path = shutil.which(self.command)
        if not path:
            return False
        # Pty Language Age/Gender VoiceName File Other-languages
        rows = listing_rows([path, "--voices"], PROBE_TIMEOUT, 5)
        if rows is None:
            return False
        self._path = path
        self._voices = {cols[i].lower() for cols in rows for i in (3, 4, 1)}
        return True

    def has_voice(self, voice: str) -> bool:
        return _voice_key(voice) in self._voices

    def voice_for(self, lang: str) -> str | None:
        voice = ESPEAK_VOICES.get(lang)
        return voice if voice and self.has_voice(voice) else None

    def command_line(self, settings: VoiceSettings, wav: Path | None = None) -> list[str]:
        """The espeak-ng arguments for one utterance (the text comes on stdin)."""
        cmd = [self._path or self.command, "--stdin", "-b", "1"]
        if settings.voice:
            cmd += ["-v", settings.voice]
        cmd += ["-s", str(clamp_rate(settings.rate))]
        cmd += ["-a", str(round(max(0.0, min(1.0, settings.volume)) * 100))]
        cmd += ["-p", str(min(99, clamp_pitch(settings.pitch)))]
        if wav is not None:
            cmd += ["-w", str(wav)]
        return cmd

    def _run(self, text: str, settings: VoiceSettings, token: CancelToken, wav: Path | None) -> None:
        run_utterance(self.command_line(settings, wav), self.name, token, text=text, started=self._started)

    def _started(self, proc: subprocess.Popen[bytes]) -> None:
        self.current_process = proc

    current_process: subprocess.Popen[bytes] | None = None

    def speak(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        self._run(text, settings, token, None)

    def write_wav(self, text: str, path: Path, settings: VoiceSettings) -> None:
        self._run(text, settings, CancelToken(), Path(path))
        if not Path(path).is_file():
            raise SpeechError("speech-file-failed", path=str(path))
