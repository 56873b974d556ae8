"""pyttsx3, wrapped so none of its Linux traps reaches the player.

The engine lives in a child process (``_pyttsx3_child.py``) whose stdout and
stderr go to /dev/null and which runs in its own session: silencing kills the
whole process group (the child and the ``aplay`` it started) at once, and the
next utterance starts a fresh child. Exactly one utterance is in the child at a
time, so pyttsx3's queue never drops one. Its temporary WAV files go to a
private folder removed on ``close()``.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

from .base import Backend, CancelToken, SpeechCancelled, SpeechError, VoiceSettings, clamp_pitch, clamp_rate
from .voices import PYTTSX3_VOICES

CHILD_SCRIPT = Path(__file__).with_name("_pyttsx3_child.py")
START_TIMEOUT = 15.0


class _Child:
    """One running child process and the pipe it answers on."""

    def __init__(self, tmpdir: str, python: str) -> None:
        read_fd, write_fd = os.pipe()
        env = dict(os.environ, TMPDIR=tmpdir)
        try:
            self.proc = subprocess.Popen(
                [python, str(CHILD_SCRIPT), str(write_fd)],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                pass_fds=(write_fd,),
                start_new_session=True,
                env=env,
            )
        except OSError:
            os.close(read_fd)
            raise
        finally:
            os.close(write_fd)
        self.replies = os.fdopen(read_fd, "rb")
        self._killed = False
        self._lock = threading.Lock()

    def request(self, timeout: float | None = None, **data: object) -> dict:
        """Send one request and wait for its answer; {} when the child died or timed out."""
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write((json.dumps(data) + "\n").encode("utf-8"))
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return {}
        if timeout is not None:
            ready, _, _ = select.select([self.replies], [], [], timeout)
            if not ready:
                self.kill()
                return {}
        line = self.replies.readline()
        if not line:
            return {}
        try:
            answer = json.loads(line)
        except ValueError:
            return {}
        return answer if isinstance(answer, dict) else {}

    def alive(self) -> bool:
        return not self._killed and self.proc.poll() is None

    def kill(self) -> None:
        with self._lock:
            if self._killed:
                return
            self._killed = True
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass

    def close(self) -> None:
        self.kill()
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            pass
        for stream in (self.proc.stdin, self.replies):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass


class Pyttsx3Backend(Backend):
    name = "pyttsx3"
    writes_files = True

    def __init__(self, python: str | None = None) -> None:
        """``python``: the interpreter that runs the child (this one by default)."""
        self._python = python or sys.executable
        self._tmpdir = tempfile.mkdtemp(prefix="uno-access-pyttsx3-")
        self._child: _Child | None = None
        self._voices: set[str] = set()

    def _ensure_child(self) -> _Child:
        if self._child is None or not self._child.alive():
            if self._child is not None:
                self._child.close()
            self._child = _Child(self._tmpdir, self._python)
        return self._child

    def probe(self) -> bool:
        try:
            child = self._ensure_child()
        except OSError:
            return False
        answer = child.request(timeout=START_TIMEOUT, op="probe")
        if not answer.get("ok"):
            child.close()
            self._child = None
            return False
        self._voices = {str(v).lower() for v in answer.get("voices", [])}
        return True

    def can_play(self) -> bool:
        return shutil.which("aplay") is not None

    def has_voice(self, voice: str) -> bool:
        return voice.lower() in self._voices

    def voice_for(self, lang: str) -> str | None:
        voice = PYTTSX3_VOICES.get(lang)
        return voice if voice and self.has_voice(voice) else None

    def _request(self, op: str, text: str, settings: VoiceSettings, token: CancelToken, **extra: Any) -> None:
        try:
            child = self._ensure_child()
        except OSError as exc:
            raise SpeechError("speech-engine-failed", backend=self.name) from exc
        token.bind(child.kill)
        try:
            answer = child.request(
                op=op,
                text=text,
                voice=settings.voice,
                rate=clamp_rate(settings.rate),
                volume=max(0.0, min(1.0, settings.volume)),
                pitch=clamp_pitch(settings.pitch),
                **extra,
            )
        finally:
            token.bind(None)
        if token.cancelled:
            child.close()
            raise SpeechCancelled()
        if not answer.get("ok"):
            raise SpeechError("speech-engine-failed", backend=self.name)

    def speak(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        self._request("say", text, settings, token)

    def write_wav(self, text: str, path: Path, settings: VoiceSettings) -> None:
        target = Path(path).resolve()
        self._request("file", text, settings, CancelToken(), path=str(target))
        if not target.is_file():
            raise SpeechError("speech-file-failed", path=str(path))

    def close(self) -> None:
        if self._child is not None:
            self._child.close()
            self._child = None
        shutil.rmtree(self._tmpdir, ignore_errors=True)
