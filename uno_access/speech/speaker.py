"""The one interface the game uses: ``Speaker``.

A worker thread owns the engine. ``say()`` only queues and returns; utterances
are spoken one at a time, in order. When the player types a command the front
end calls ``answer(lines)``: the sentence being spoken is cut, the answer is
spoken at once, then the game's events still waiting (or one summary line in
their place, past a number the player chooses); none is dropped without a word.
``silence()`` cuts the current one and drops the rest. ``idle_since()`` says
since when nothing has been waiting to be spoken, so that computer players
and out-of-turn windows can wait for the game's own speech. Sound cues
(``cue(name)``) go through the same queue, in order with the words, at their
own volume. ``log_path`` (or ``$UNO_ACCESS_SPEECH_LOG``) records each
utterance with when it was queued, began and ended, as JSON lines. Everything the player should be told (which engine ``auto`` chose,
text-only fallback, a missing voice) is a ``Notice``: a Fluent message id of
``locales/<lang>/speech.ftl`` with its arguments, collected in
``Speaker.notices`` and passed to ``on_notice`` as it happens: in the caller's
thread (constructor, ``say``, ``speak_to_file``), except ``speech-failed``, which
the worker reports when the engine breaks mid-game.
"""

from __future__ import annotations

import atexit
import json
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .audio import detect_audio_device
from .base import (
    DEFAULT_PITCH,
    DEFAULT_RATE,
    Backend,
    CancelToken,
    NoneBackend,
    Notice,
    SpeechCancelled,
    SpeechError,
    VoiceSettings,
    clamp_pitch,
    clamp_rate,
    clamp_volume,
)
from .espeak import EspeakBackend
from .pyttsx3_backend import Pyttsx3Backend
from .screenreader import ScreenReaderBackend, load_accessible_output
from .sounds import SoundPlayer
from .speechd_backend import SpeechdBackend

BACKEND_NAMES = ("auto", "screenreader", "speechd", "espeak", "pyttsx3", "none")
# The player's own screen reader first where accessible_output2 reaches one (Windows, macOS);
# then speech-dispatcher: Orca users already tuned its voice and it shares their screen
# reader's audio queue (on Linux that is what "screenreader" means too); then espeak-ng
# (direct, cut instantly); then pyttsx3 (espeak again on Linux, but through a heavier child
# process); else text only.
AUTO_ORDER = (("screenreader",) if load_accessible_output() is not None else ()) + ("speechd", "espeak", "pyttsx3")
FACTORIES: Mapping[str, Callable[[], Backend]] = {
    "screenreader": ScreenReaderBackend,
    "speechd": SpeechdBackend,
    "espeak": EspeakBackend,
    "pyttsx3": Pyttsx3Backend,
}
FILE_TIMEOUT = 60.0
CLOSE_TIMEOUT = 5.0
LOG_ENV = "UNO_ACCESS_SPEECH_LOG"


@dataclass
class _Job:
    kind: str  # "say", "cue" or "file"
    text: str  # the words; for a cue, its name
    lang: str
    settings: VoiceSettings
    path: Path | None = None
    answer: bool = False  # the answer to a typed command, not a game event
    volume: int = 0  # a cue's own volume, 0 to 100
    queued: float = field(default_factory=time.monotonic)
    done: threading.Event = field(default_factory=threading.Event)
    error: SpeechError | None = None


class Speaker:
    """Speech for the game: ``say``, ``silence``, ``wait``, ``speak_to_file``, ``close``.

    ``backend``: ``"auto"``, ``"speechd"``, ``"espeak"``, ``"pyttsx3"``, ``"none"``, or a
    ``Backend`` instance. ``rate`` in words per minute, ``voice`` an engine voice name that
    overrides the language table, ``volume`` 0.0 to 1.0, ``lang`` the default language of
    ``say``. ``audio``: whether an audio device exists (None: detect). ``on_notice`` is
    called with each ``Notice``, in the caller's thread, except ``speech-failed`` (worker).
    Never raises for a missing or broken engine: that is a notice and text only.
    """

    def __init__(
        self,
        backend: str | Backend = "auto",
        *,
        lang: str = "en",
        rate: int = DEFAULT_RATE,
        voice: str | None = None,
        volume: float = 1.0,
        pitch: int = DEFAULT_PITCH,
        audio: bool | None = None,
        on_notice: Callable[[Notice], None] | None = None,
        factories: Mapping[str, Callable[[], Backend]] | None = None,
        sounds: bool = False,
        sound_volume: int = 60,
        sound_player: SoundPlayer | None = None,
        log_path: str | Path | None = None,
    ) -> None:
        self.lang = lang
        self.rate = clamp_rate(rate)
        self.voice = voice or None
        self.volume = clamp_volume(volume)
        self.pitch = clamp_pitch(pitch)
        self.sounds = bool(sounds)
        self.sound_volume = max(0, min(100, int(sound_volume)))
        self._player = sound_player
        self._sound_failed = False
        self._idle_since = time.monotonic()
        path = log_path if log_path is not None else os.environ.get(LOG_ENV) or None
        self._log = open(path, "a", encoding="utf-8") if path else None  # noqa: SIM115
        self.notices: list[Notice] = []
        self._on_notice = on_notice
        self._factories = dict(FACTORIES if factories is None else factories)
        self._said_voice: set[tuple[str, str]] = set()
        self._cond = threading.Condition()
        self._queue: deque[_Job] = deque()
        self._busy = False
        self._current: CancelToken | None = None
        self._closed = False
        self._failed = False
        self.requested = backend.name if isinstance(backend, Backend) else str(backend).strip().lower()
        self.audio = detect_audio_device() if audio is None else bool(audio)
        self._backend, self._file_backend = self._select(backend)
        if self.sounds and self._player is None and not self.audio:
            self._sound_failed = True  # nowhere to play a cue: said once, text and speech go on
            if not any(n.msg_id == "speech-no-audio" for n in self.notices):  # that one says it already
                self._notify(Notice("sound-unavailable", {}))
        self._worker = threading.Thread(target=self._run, name="uno-access-speech", daemon=True)
        self._worker.start()
        # An engine runs in its own session (so the terminal's Ctrl+C reaches only the game):
        # make sure it does not go on talking after the game has exited.
        atexit.register(self.close)

    # -- choosing the engine --------------------------------------------------------------------
    def _select(self, requested: str | Backend) -> tuple[Backend, Backend | None]:
        if isinstance(requested, Backend):
            candidates: list[Callable[[], Backend]] = [lambda: requested]
        elif self.requested == "none":
            return NoneBackend(), None
        elif self.requested == "auto":
            candidates = [self._factories[n] for n in AUTO_ORDER if n in self._factories]
        elif self.requested in self._factories:
            candidates = [self._factories[self.requested]]
        else:
            self._notify(Notice("speech-backend-unknown", {"backend": str(requested)}))
            return NoneBackend(), None

        engine_found = False
        file_backend: Backend | None = None
        for make in candidates:
            try:
                backend = make()
            except Exception:
                continue
            try:
                usable = backend.probe()
            except Exception:  # an engine that breaks while being asked counts as absent
                usable = False
            if not usable:
                try:
                    backend.close()
                except Exception:
                    pass
                continue
            engine_found = True
            if backend.can_play() and (self.audio or not backend.needs_audio_device):
                if self.requested == "auto":
                    self._notify(Notice("speech-backend-chosen", {"backend": backend.name}))
                if backend.writes_files:
                    if file_backend is not None:
                        file_backend.close()
                    file_backend = backend
                return backend, file_backend
            if backend.writes_files and file_backend is None:
                file_backend = backend
            else:
                backend.close()
            if not self.audio and file_backend is not None:
                break  # every other engine would need the missing audio device too
        if engine_found and not self.audio:
            self._notify(Notice("speech-no-audio", {}))
        elif self.requested != "auto":
            self._notify(Notice("speech-backend-unavailable", {"backend": self.requested}))
        else:
            self._notify(Notice("speech-no-engine", {}))
        return NoneBackend(), file_backend

    # -- what the game reads --------------------------------------------------------------------
    @property
    def backend_name(self) -> str:
        """The engine speaking now: ``"none"`` when the game is text only."""
        return self._backend.name

    @property
    def audible(self) -> bool:
        return not isinstance(self._backend, NoneBackend)

    @property
    def file_backend_name(self) -> str | None:
        """The engine ``speak_to_file`` uses, None when no engine can write files."""
        return self._file_backend.name if self._file_backend is not None else None

    def configure(
        self,
        *,
        rate: int | None = None,
        voice: str | None | bool = False,
        volume: float | None = None,
        lang: str | None = None,
        pitch: int | None = None,
        sounds: bool | None = None,
        sound_volume: int | None = None,
    ) -> None:
        """Change settings for the utterances queued from now on (``voice=None`` clears it)."""
        if rate is not None:
            self.rate = clamp_rate(rate)
        if pitch is not None:
            self.pitch = clamp_pitch(pitch)
        if sounds is not None:
            self.sounds = bool(sounds)
        if sound_volume is not None:
            self.sound_volume = max(0, min(100, int(sound_volume)))
        if voice is not False:
            self.voice = voice or None  # type: ignore[assignment]
        if volume is not None:
            self.volume = clamp_volume(volume)
        if lang is not None:
            self.lang = lang

    # -- speaking -------------------------------------------------------------------------------
    def say(self, text: str, lang: str | None = None) -> None:
        """Queue ``text``; returns at once. Nothing happens when the game is text only."""
        if not text or not text.strip():
            return
        with self._cond:
            if self._closed or not self.audible:
                return
            backend = self._backend
        settings = self._settings(backend, lang or self.lang)
        with self._cond:
            if self._closed or not self.audible:
                return
            self._queue.append(_Job("say", text, lang or self.lang, settings))
            self._cond.notify_all()

    def cue(self, name: str) -> None:
        """Queue sound cue ``name`` after what is waiting; nothing when sounds are off."""
        with self._cond:
            if self._closed or not self.sounds or self._sound_failed:
                return
            self._queue.append(_Job("cue", name, self.lang, VoiceSettings(), volume=self.sound_volume))
            self._cond.notify_all()

    def interrupt(self) -> None:
        """Cut the sentence being spoken; what waits behind it stays queued."""
        with self._cond:
            token = self._current
        if token is not None:
            token.cancel()

    def answer(self, items: Sequence[tuple[str, str]], *, lang: str | None = None, backlog: int = 0,
               summary: Callable[[int], str] | None = None) -> None:
        """The answer to a typed command: ``items`` of ``("say", text)`` or ``("cue", name)``.

        The sentence being spoken is cut; an earlier answer not yet spoken is dropped (the player
        has moved on); these are spoken first, then the game's events still waiting. When more
        than ``backlog`` (above 0) events wait, they give way to one line, ``summary(count)``.
        """
        jobs: list[_Job] = []
        with self._cond:
            backend = self._backend
        for kind, text in items:
            if kind == "cue":
                if self.sounds and not self._sound_failed:
                    jobs.append(_Job("cue", text, self.lang, VoiceSettings(), answer=True, volume=self.sound_volume))
            elif text and text.strip() and self.audible:
                jobs.append(_Job("say", text, lang or self.lang, self._settings(backend, lang or self.lang), answer=True))
        with self._cond:
            if self._closed:
                return
            waiting = [job for job in self._queue if not job.answer or job.kind == "file"]
            dropped = [job for job in self._queue if job.answer and job.kind != "file"]
            events = [job for job in waiting if job.kind == "say"]
            if summary is not None and backlog > 0 and len(events) > backlog and self.audible:
                text = summary(len(events))
                dropped += [job for job in waiting if job.kind != "file"]
                waiting = [job for job in waiting if job.kind == "file"]
                waiting.append(_Job("say", text, lang or self.lang, self._settings(backend, lang or self.lang)))
            self._queue.clear()
            self._queue.extend(jobs + waiting)
            token = self._current
            self._cond.notify_all()
        self._record_dropped(dropped)
        if token is not None:
            token.cancel()

    def idle_since(self) -> float | None:
        """None while something is spoken or waits; else since when (``time.monotonic``) all is said."""
        with self._cond:
            if self._busy or any(job.kind != "file" for job in self._queue):
                return None
            return self._idle_since

    def silence(self) -> None:
        """Stop the utterance being spoken at once and drop every queued one."""
        with self._cond:
            kept = [job for job in self._queue if job.kind == "file"]
            self._record_dropped([job for job in self._queue if job.kind != "file"])
            self._queue.clear()
            self._queue.extend(kept)
            token = self._current
        if token is not None:
            token.cancel()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until everything queued is spoken (or dropped); False if ``timeout`` ran out."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._queue and not self._busy, timeout)

    def pending(self) -> int:
        """How many utterances wait in the queue (not counting the one being spoken)."""
        with self._cond:
            return sum(1 for job in self._queue if job.kind == "say")

    def speak_to_file(self, text: str, path: str | Path, lang: str | None = None) -> Path:
        """Write ``text`` as a WAV file through the same engine code that speaks.

        Runs in the worker, after what is already queued; blocks until written.
        Raises ``SpeechError`` (with a notice id) when no engine here can write files.
        """
        target = Path(path)
        if self._file_backend is None:
            backend = self._backend
            if isinstance(backend, NoneBackend):
                raise SpeechError("speech-file-no-engine")
            raise SpeechError("speech-file-unsupported", backend=backend.name)
        job = _Job("file", text, lang or self.lang, self._settings(self._file_backend, lang or self.lang), path=target)
        with self._cond:
            if self._closed:
                raise SpeechError("speech-file-failed", path=str(target))
            self._queue.append(job)
            self._cond.notify_all()
        if not job.done.wait(FILE_TIMEOUT + 0.2 * len(text)):
            raise SpeechError("speech-file-failed", path=str(target))
        if job.error is not None:
            raise job.error
        return target

    def close(self) -> None:
        """Stop speaking, end the worker and release the engines. Safe to call twice."""
        with self._cond:
            if self._closed:
                return
            self._closed = True
            atexit.unregister(self.close)
            dropped = list(self._queue)
            self._record_dropped([job for job in dropped if job.kind != "file"])
            self._queue.clear()
            token = self._current
            self._cond.notify_all()
        for job in dropped:
            if job.kind == "file":
                job.error = SpeechError("speech-file-failed", path=str(job.path))
                job.done.set()
        if token is not None:
            token.cancel()
        self._worker.join(CLOSE_TIMEOUT)
        if self._log is not None:
            try:
                self._log.close()
            except OSError:
                pass
        for backend in {id(b): b for b in (self._backend, self._file_backend) if b is not None}.values():
            try:
                backend.close()
            except Exception:
                pass

    def __enter__(self) -> Speaker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- inside -------------------------------------------------------------------------------
    def _notify(self, notice: Notice) -> None:
        self.notices.append(notice)
        if self._on_notice is not None:
            try:
                self._on_notice(notice)
            except Exception:
                pass  # a broken display callback must not stop speech

    def _settings(self, backend: Backend, lang: str) -> VoiceSettings:
        voice: str | None = None
        if self.voice:
            if backend.has_voice(self.voice):
                voice = self.voice
            elif (backend.name, "voice:" + self.voice) not in self._said_voice:
                self._said_voice.add((backend.name, "voice:" + self.voice))
                self._notify(Notice("speech-voice-setting-missing", {"voice": self.voice}))
        if voice is None:
            voice = backend.voice_for(lang)
            if voice is None and (backend.name, lang) not in self._said_voice:
                self._said_voice.add((backend.name, lang))
                self._notify(Notice("speech-voice-missing", {"language": lang, "backend": backend.name}))
        return VoiceSettings(voice=voice, rate=self.rate, volume=self.volume, pitch=self.pitch)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._queue and not self._closed:
                    self._cond.wait()
                if self._closed:
                    self._busy = False
                    self._cond.notify_all()
                    return
                job = self._queue.popleft()
                token = CancelToken() if job.kind in ("say", "cue") else None
                self._current = token
                self._busy = True
                backend = self._backend if job.kind == "say" else self._file_backend
            began = time.monotonic()
            try:
                if job.kind == "cue":
                    self._play_cue(job)
                    continue
                if backend is None:
                    raise SpeechError("speech-file-no-engine")
                if job.kind == "say":
                    assert token is not None
                    backend.speak(job.text, job.settings, token)
                else:
                    assert job.path is not None
                    backend.write_wav(job.text, job.path, job.settings)
            except SpeechCancelled:
                pass
            except SpeechError as exc:
                if job.kind == "say":
                    self._speech_failed(backend)
                else:
                    job.error = exc
            except Exception:
                if job.kind == "say":
                    self._speech_failed(backend)
                else:
                    job.error = SpeechError("speech-file-failed", path=str(job.path))
            finally:
                job.done.set()
                ended = time.monotonic()
                self._record(job, began, ended, token)
                with self._cond:
                    self._current = None
                    self._busy = False
                    self._idle_since = ended
                    self._cond.notify_all()

    def _play_cue(self, job: _Job) -> None:
        if self._sound_failed:
            return
        if self._player is None:
            self._player = SoundPlayer()
        if not self._player.play(job.text, job.volume) and not self._sound_failed:
            self._sound_failed = True  # no player or no device: no sound from now on, said once
            self._notify(Notice("sound-unavailable", {}))

    def _record_dropped(self, jobs: Sequence[_Job]) -> None:
        """Jobs taken off the queue unspoken go to the log as ``dropped`` (nothing is lost unseen)."""
        now = time.monotonic()
        for job in jobs:
            self._record(job, now, now, None, kind="dropped")

    def _record(self, job: _Job, began: float, ended: float, token: CancelToken | None, kind: str = "") -> None:
        if self._log is None or job.kind == "file":
            return
        entry = {"kind": kind or job.kind, "text": job.text, "answer": job.answer, "queued": round(job.queued, 4),
                 "start": round(began, 4), "end": round(ended, 4), "cut": bool(token and token.cancelled)}
        try:
            self._log.write(json.dumps(entry, ensure_ascii=False) + "\n")
            self._log.flush()
        except (OSError, ValueError):
            self._log = None

    def _speech_failed(self, backend: Backend | None) -> None:
        """The engine broke mid-game: text only from now on, said once, never a crash."""
        with self._cond:
            if self._failed:
                return
            self._failed = True
            self._queue = deque(job for job in self._queue if job.kind != "say")
            self._backend = NoneBackend()
        name = backend.name if backend is not None else "none"
        if backend is not None and backend is not self._file_backend:
            try:
                backend.close()
            except Exception:
                pass
        self._notify(Notice("speech-failed", {"backend": name}))
