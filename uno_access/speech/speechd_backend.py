"""speech-dispatcher, the speech server Orca users already run.

Through the ``speechd`` Python module when it can be imported: Debian installs
it (package python3-speechd) for the system Python in
``/usr/lib/python3/dist-packages``, which a virtual environment does not see,
so only that one package is loaded from there (the folder is never put on
``sys.path``). Without the module, the ``spd-say`` command is used. With
neither, or with no server to talk to, the backend is unavailable.
speech-dispatcher cannot write sound files.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

from .base import (
    DEFAULT_RATE,
    Backend,
    CancelToken,
    SpeechCancelled,
    SpeechError,
    VoiceSettings,
    clamp_pitch,
    clamp_rate,
    listing_lines,
)
from .voices import SPEECHD_LANGUAGES

SYSTEM_PACKAGE_DIRS = ("/usr/lib/python3/dist-packages", "/usr/local/lib/python3/dist-packages")
CONNECT_TIMEOUT = 5.0
SPD_SAY_TIMEOUT = 5.0


def load_speechd_module(search_dirs: tuple[str, ...] = SYSTEM_PACKAGE_DIRS) -> ModuleType | None:
    """The ``speechd`` module: importable directly, or loaded alone from the system's folder."""
    try:
        import speechd

        return speechd
    except ImportError:
        pass
    for base in search_dirs:
        folder = Path(base) / "speechd"
        init = folder / "__init__.py"
        if not init.is_file():
            continue
        spec = importlib.util.spec_from_file_location("speechd", init, submodule_search_locations=[str(folder)])
        if spec is None or spec.loader is None:
            continue
        module = importlib.util.module_from_spec(spec)
        sys.modules["speechd"] = module
        try:
            spec.loader.exec_module(module)
        except Exception:
            for name in [n for n in sys.modules if n == "speechd" or n.startswith("speechd.")]:
                del sys.modules[name]
            continue
        return module
    return None


def speechd_rate(wpm: int) -> int:
    """Words per minute to speech-dispatcher's -100..100 scale (175 wpm is its 0)."""
    wpm = clamp_rate(wpm)
    if wpm <= DEFAULT_RATE:
        value = (wpm - DEFAULT_RATE) * 100 / (DEFAULT_RATE - 80)
    else:
        value = (wpm - DEFAULT_RATE) * 100 / (450 - DEFAULT_RATE)
    return max(-100, min(100, round(value)))


def speechd_volume(volume: float) -> int:
    return max(-100, min(100, round(volume * 200 - 100)))


def speechd_pitch(pitch: int) -> int:
    """Pitch 0..100 (50 the voice's own) to speech-dispatcher's -100..100."""
    return max(-100, min(100, round(clamp_pitch(pitch) * 2 - 100)))


def _language_known(code: str, languages: set[str]) -> bool:
    code = code.lower()
    return any(lang == code or lang.startswith(code + "-") or lang.startswith(code + "_") for lang in languages)


class SpeechdBackend(Backend):
    name = "speechd"

    def __init__(self, module: ModuleType | None | bool = True, spd_say: str | None = "spd-say") -> None:
        """``module=True`` finds the speechd module; None or False never uses it (tests)."""
        self._module_choice = module
        self._spd_say_name = spd_say
        self._module: ModuleType | None = None
        self._client: Any = None  # a speechd.SSIPClient (the module has no type information)
        self._spd_say: str | None = None
        self._languages: set[str] = set()
        self._voice_names: set[str] = set()
        self._default_language: str | None = None

    # -- availability -------------------------------------------------------------------------
    def _connect(self, module: ModuleType) -> Any:
        result: list[object] = []

        def attempt() -> None:
            try:
                result.append(module.SSIPClient("uno-access"))
            except Exception:
                pass

        worker = threading.Thread(target=attempt, daemon=True)
        worker.start()
        worker.join(CONNECT_TIMEOUT)
        return result[0] if result else None

    def _socket_present(self) -> bool:
        if os.environ.get("SPEECHD_ADDRESS"):
            return True
        runtime = os.environ.get("XDG_RUNTIME_DIR")
        if runtime and (Path(runtime) / "speech-dispatcher" / "speechd.sock").exists():
            return True
        return shutil.which("speech-dispatcher") is not None  # spd-say may start it

    def probe(self) -> bool:
        if self._module_choice is True:
            module = load_speechd_module()
        else:
            module = self._module_choice if isinstance(self._module_choice, ModuleType) else None
        if module is not None:
            client = self._connect(module)
            if client is not None:
                self._module, self._client = module, client
                try:
                    listed = client.list_synthesis_voices()
                    self._languages = {str(v[1]).lower() for v in listed if v[1]}
                    self._voice_names = {str(v[0]).lower() for v in listed if v[0]}
                    self._default_language = client.get_language()
                except Exception:
                    self._languages = set()
                return True
        path = shutil.which(self._spd_say_name) if self._spd_say_name else None
        if path and self._socket_present():
            lines = listing_lines([path, "-L"], SPD_SAY_TIMEOUT)
            if lines is None:
                return False
            self._spd_say = path
            self._languages = set()
            # "NAME LANGUAGE VARIANT" columns; a name may hold spaces, so read from the right
            for line in lines:
                cols = line.split()
                if len(cols) >= 3:
                    self._voice_names.add(" ".join(cols[:-2]).lower())
                    self._languages.add(cols[-2].lower())
            return True
        return False

    @property
    def uses_module(self) -> bool:
        return self._client is not None

    def has_voice(self, voice: str) -> bool:
        """A language code of the table, or the name of a voice the server lists."""
        if voice in SPEECHD_LANGUAGES.values():
            return _language_known(voice, self._languages)
        return voice.lower() in self._voice_names

    def voice_for(self, lang: str) -> str | None:
        code = SPEECHD_LANGUAGES.get(lang)
        return code if code and _language_known(code, self._languages) else None

    # -- speaking -----------------------------------------------------------------------------
    def speak(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        if self._client is not None:
            self._speak_module(text, settings, token)
        elif self._spd_say is not None:
            self._speak_spd_say(text, settings, token)
        else:
            raise SpeechError("speech-engine-failed", backend=self.name)

    def _speak_module(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        client, module = self._client, self._module
        assert client is not None and module is not None
        done = threading.Event()
        try:
            voice = settings.voice
            if voice is None or voice in SPEECHD_LANGUAGES.values():
                language = voice or self._default_language
                if language:
                    client.set_language(language)
            else:
                client.set_synthesis_voice(voice)
            client.set_rate(speechd_rate(settings.rate))
            client.set_volume(speechd_volume(settings.volume))
            client.set_pitch(speechd_pitch(settings.pitch))
            kinds = module.CallbackType
            client.speak(text, callback=lambda *a, **k: done.set(), event_types=(kinds.END, kinds.CANCEL))
        except Exception as exc:
            raise SpeechError("speech-engine-failed", backend=self.name) from exc
        token.bind(done.set)
        try:
            # The module may miss the END of a very short message (its own documented race):
            # never wait longer than a generous time for the text's length.
            done.wait(10.0 + 0.2 * len(text))
        finally:
            token.bind(None)
        if token.cancelled:
            try:
                client.cancel()
            except Exception:
                pass
            raise SpeechCancelled()

    def spd_say_command(self, text: str, settings: VoiceSettings) -> list[str]:
        cmd = [self._spd_say or "spd-say", "-w"]
        voice = settings.voice
        if voice is not None and voice in SPEECHD_LANGUAGES.values():
            cmd += ["-l", voice]
        elif voice:
            cmd += ["-y", voice]
        cmd += ["-r", str(speechd_rate(settings.rate)), "-i", str(speechd_volume(settings.volume)),
                "-p", str(speechd_pitch(settings.pitch)), "--", text]
        return cmd

    def _speak_spd_say(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        try:
            proc = subprocess.Popen(
                self.spd_say_command(text, settings),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
        except OSError as exc:
            raise SpeechError("speech-engine-failed", backend=self.name) from exc
        token.bind(proc.kill)
        try:
            code = proc.wait()
        finally:
            token.bind(None)
        if token.cancelled:
            # Killing the client does not stop the server: tell it to stop the current message.
            try:
                subprocess.run(
                    [self._spd_say or "spd-say", "-S"],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    timeout=SPD_SAY_TIMEOUT,
                )
            except (OSError, subprocess.TimeoutExpired):
                pass
            raise SpeechCancelled()
        if code != 0:
            raise SpeechError("speech-engine-failed", backend=self.name)

    def close(self) -> None:
        if self._client is not None:
            try:
                self._client.close()
            except Exception:
                pass
            self._client = None
