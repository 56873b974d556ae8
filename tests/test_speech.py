"""The speech layer's logic: the worker and its queue, choosing an engine, falling back
to text only, the notices in six languages, speech-dispatcher through its real Python
module (talking to a stand-in server) and through ``spd-say``."""

from __future__ import annotations

import re
import socket
import stat
import sys
import threading
import time
import wave
from pathlib import Path

import pytest
from conftest import ROOT, require_path

from uno_access.i18n import LANGUAGES, Localizer
from uno_access.speech import (
    AUDIO_ENV,
    NOTICE_IDS,
    Backend,
    CancelToken,
    EspeakBackend,
    Notice,
    Pyttsx3Backend,
    Speaker,
    SpeechCancelled,
    SpeechdBackend,
    SpeechError,
    VoiceSettings,
    detect_audio_device,
    load_speechd_module,
)
from uno_access.speech.speechd_backend import speechd_rate, speechd_volume


class FakeBackend(Backend):
    """An engine that speaks by noting the text; ``gate`` holds every utterance back."""

    name = "fake"
    writes_files = True
    needs_audio_device = False

    def __init__(self, per_message: float = 0.0) -> None:
        self.per_message = per_message
        self.gate = threading.Event()
        self.gate.set()
        self.started = threading.Event()
        self.spoken: list[tuple[str, str | None, int]] = []
        self.cancelled: list[str] = []
        self.cancel_seen = threading.Event()
        self.files: list[Path] = []

    def probe(self) -> bool:
        return True

    def has_voice(self, voice: str) -> bool:
        return True

    def voice_for(self, lang: str) -> str | None:
        return {"en": "fake/en", "it": "fake/it", "pl": "fake/pl"}.get(lang)

    def speak(self, text: str, settings: VoiceSettings, token: CancelToken) -> None:
        self.started.set()
        woken = threading.Event()
        token.bind(woken.set)
        try:
            while not self.gate.is_set():
                if woken.wait(0.01):
                    break
            if text.startswith("long") and not token.cancelled:
                woken.wait(30)
            elif self.per_message:
                woken.wait(self.per_message)
        finally:
            token.bind(None)
        if token.cancelled:
            self.cancelled.append(text)
            self.cancel_seen.set()
            raise SpeechCancelled()
        self.spoken.append((text, settings.voice, settings.rate))

    def write_wav(self, text: str, path: Path, settings: VoiceSettings) -> None:
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(8000)
            w.writeframes(b"\x10\x20" * 800)
        self.files.append(path)


class Unavailable(Backend):
    def __init__(self, name: str) -> None:
        self.name = name
        self.closed = False

    def probe(self) -> bool:
        return False

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def speakers():
    made: list[Speaker] = []

    def make(*args, **kwargs) -> Speaker:
        sp = Speaker(*args, **kwargs)
        made.append(sp)
        return sp

    yield make
    for sp in made:
        sp.close()


# -- the worker -----------------------------------------------------------------------------------


def test_hundred_messages_arrive_complete_in_order_while_say_never_waits(speakers):
    backend = FakeBackend(per_message=0.002)
    backend.gate.clear()  # the engine is stuck on the first message
    sp = speakers(backend, rate=220)
    langs = ["en", "it", "pl"]
    texts = [(f"message {n}", langs[n % 3]) for n in range(100)]

    caller = threading.Thread(target=lambda: [sp.say(t, lang=lang) for t, lang in texts])
    caller.start()
    caller.join(5)
    assert not caller.is_alive()  # all 100 say() calls returned while nothing could be spoken
    assert backend.spoken == []
    assert sp.pending() >= 99

    backend.gate.set()
    assert sp.wait(timeout=20)
    assert [t for t, _, _ in backend.spoken] == [t for t, _ in texts]
    assert [v for _, v, _ in backend.spoken] == [f"fake/{lang}" for _, lang in texts]
    assert {r for _, _, r in backend.spoken} == {220}
    assert sp.pending() == 0


def test_silence_cuts_the_current_message_and_drops_the_queue(speakers):
    backend = FakeBackend()
    sp = speakers(backend)
    sp.say("long story about the discard pile")
    for n in range(5):
        sp.say(f"stale {n}")
    assert backend.started.wait(2)
    assert not sp.wait(timeout=0.05)  # still speaking
    sp.silence()
    assert backend.cancel_seen.wait(0.5)
    assert backend.cancelled == ["long story about the discard pile"]
    assert sp.pending() == 0
    assert sp.wait(timeout=1)
    sp.say("Your turn.")
    assert sp.wait(timeout=2)
    assert [t for t, _, _ in backend.spoken] == ["Your turn."]


def test_silence_keeps_a_file_that_is_being_written_queued(speakers, tmp_path):
    backend = FakeBackend()
    sp = speakers(backend)
    sp.say("long speech")
    assert backend.started.wait(2)
    result: list[Path] = []
    writer = threading.Thread(target=lambda: result.append(sp.speak_to_file("Red two.", tmp_path / "r.wav")))
    writer.start()
    sp.silence()
    writer.join(5)
    assert result == [tmp_path / "r.wav"] and backend.files == [tmp_path / "r.wav"]


def test_settings_change_for_the_next_messages(speakers):
    backend = FakeBackend()
    sp = speakers(backend, rate=10_000, voice="my-voice")
    assert sp.rate == 450  # clamped to what engines accept
    sp.say("one")
    sp.configure(rate=120, voice=None, lang="it")
    sp.say("due")
    sp.say("trzy", lang="pl")
    assert sp.wait(2)
    assert backend.spoken == [("one", "my-voice", 450), ("due", "fake/it", 120), ("trzy", "fake/pl", 120)]


def test_engine_failure_mid_game_means_text_only_and_one_notice(speakers):
    class Breaks(FakeBackend):
        def speak(self, text, settings, token):
            raise SpeechError("speech-engine-failed", backend=self.name)

    seen: list[Notice] = []

    def shaky_display(notice: Notice) -> None:
        seen.append(notice)
        raise RuntimeError("the display callback itself fails")

    sp = speakers(Breaks(), on_notice=shaky_display)
    for n in range(5):
        sp.say(f"line {n}")
    assert sp.wait(timeout=2)
    assert sp.backend_name == "none" and not sp.audible
    assert seen == [Notice("speech-failed", {"backend": "fake"})]
    sp.say("still fine")
    assert sp.wait(timeout=1)
    assert sp.notices == seen


def test_close_is_prompt_and_final(speakers, tmp_path):
    backend = FakeBackend()
    sp = speakers(backend)
    sp.say("long goodbye")
    assert backend.started.wait(2)
    closer = threading.Thread(target=sp.close)
    closer.start()
    closer.join(2)
    assert not closer.is_alive()
    sp.say("after close")  # ignored, no error
    with pytest.raises(SpeechError) as err:
        sp.speak_to_file("x", tmp_path / "x.wav")
    assert err.value.msg_id == "speech-file-failed"
    sp.close()


# -- choosing an engine, text-only fallback ---------------------------------------------------------


def no_engines() -> dict:
    return {
        "speechd": lambda: SpeechdBackend(module=False, spd_say=None),
        "espeak": lambda: EspeakBackend(command="espeak-ng-not-installed"),
        "pyttsx3": lambda: Pyttsx3Backend(python="/nonexistent/python3"),
    }


def test_no_engine_means_text_only_with_exactly_one_notice(speakers, tmp_path, capfd):
    sp = speakers("auto", audio=True, factories=no_engines())
    assert sp.backend_name == "none" and not sp.audible
    for n in range(10):
        sp.say(f"line {n}")
    sp.silence()
    assert sp.wait(timeout=1)
    with pytest.raises(SpeechError) as err:
        sp.speak_to_file("text", tmp_path / "t.wav")
    assert err.value.msg_id == "speech-file-no-engine"
    assert sp.notices == [Notice("speech-no-engine", {})]
    assert capfd.readouterr() == ("", "")  # text only means: nothing printed by us


def test_no_audio_device_means_text_only_with_one_notice_but_files_work(speakers, tmp_path):
    pytest.importorskip("pyttsx3")
    factories = dict(no_engines(), pyttsx3=Pyttsx3Backend)
    sp = speakers("auto", audio=False, factories=factories)
    assert sp.backend_name == "none"
    assert sp.notices == [Notice("speech-no-audio", {})]
    sp.say("nobody hears this")
    assert sp.wait(timeout=1)
    assert sp.file_backend_name == "pyttsx3"
    out = sp.speak_to_file("Green skip.", tmp_path / "g.wav")
    with wave.open(str(out), "rb") as w:
        assert w.getnframes() > 0
    assert len(sp.notices) == 1


def test_an_engine_that_breaks_while_probed_counts_as_absent(speakers):
    class Explodes(Backend):
        name = "espeak"

        def probe(self) -> bool:
            raise OSError("library vanished")

    def cannot_even_start() -> Backend:
        raise OSError("no temporary folder")

    sp = speakers("auto", audio=True, factories={"speechd": cannot_even_start, "espeak": Explodes})
    assert sp.backend_name == "none"
    assert sp.notices == [Notice("speech-no-engine", {})]


def test_requested_engine_missing(speakers):
    sp = speakers("espeak", audio=True, factories=no_engines())
    assert sp.notices == [Notice("speech-backend-unavailable", {"backend": "espeak"})]
    assert sp.backend_name == "none"


def test_unknown_engine_name(speakers):
    sp = speakers("festival", audio=True)
    assert sp.notices == [Notice("speech-backend-unknown", {"backend": "festival"})]
    assert Localizer("pl").format(sp.notices[0].msg_id, **sp.notices[0].args).startswith(
        "Nie ma syntezatora mowy o nazwie festival"
    )


def test_none_backend_is_silent_and_says_nothing(speakers):
    sp = speakers("none", audio=True)
    assert sp.backend_name == "none" and sp.notices == [] and sp.file_backend_name is None


def test_auto_takes_the_first_engine_that_works_and_says_which(speakers):
    made: list[str] = []
    unavailable = Unavailable("speechd")

    def first() -> Backend:
        made.append("speechd")
        return unavailable

    def second() -> Backend:
        made.append("fake")
        return FakeBackend()

    def third() -> Backend:  # never reached
        made.append("third")
        return FakeBackend()

    sp = speakers("AUTO", audio=True, factories={"speechd": first, "espeak": second, "pyttsx3": third})
    assert made == ["speechd", "fake"]
    assert unavailable.closed
    assert sp.backend_name == "fake" and sp.audible
    assert sp.notices == [Notice("speech-backend-chosen", {"backend": "fake"})]
    assert Localizer("en").format("speech-backend-chosen", backend="espeak") == "Speech output: eSpeak NG."


def test_audio_device_detection(tmp_path, monkeypatch):
    for var in ("PULSE_SERVER", "XDG_RUNTIME_DIR", AUDIO_ENV):
        monkeypatch.delenv(var, raising=False)
    dev = tmp_path / "snd"
    dev.mkdir()
    (dev / "controlC0").touch()
    (dev / "pcmC0D0c").touch()  # a capture device only
    assert detect_audio_device(dev) is False
    assert detect_audio_device(tmp_path / "missing") is False
    (dev / "pcmC0D0p").touch()
    assert detect_audio_device(dev) is True
    runtime = tmp_path / "run"
    (runtime / "pulse").mkdir(parents=True)
    (runtime / "pulse" / "native").touch()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert detect_audio_device(tmp_path / "missing") is True
    monkeypatch.setenv(AUDIO_ENV, "0")
    assert detect_audio_device(dev) is False
    monkeypatch.setenv(AUDIO_ENV, "1")
    assert detect_audio_device(tmp_path / "missing") is True


def test_speaker_uses_the_audio_override_from_the_environment(speakers, monkeypatch):
    monkeypatch.setenv(AUDIO_ENV, "0")
    sp = speakers("auto", factories={"espeak": FakeBackendNeedingAudio})
    assert sp.audio is False and sp.backend_name == "none"
    assert sp.notices == [Notice("speech-no-audio", {})]


class FakeBackendNeedingAudio(FakeBackend):
    needs_audio_device = True


# -- messages -------------------------------------------------------------------------------------

SAMPLE_ARGS = {"backend": "espeak", "language": "it", "voice": "roa/it", "path": "/tmp/a.wav"}


def test_every_notice_exists_in_six_languages_with_the_same_variables():
    from ftl_helpers import ftl_messages, ftl_variables

    per_lang: dict[str, dict[str, set[str]]] = {}
    for lang in LANGUAGES:
        messages = ftl_messages(ROOT / "locales" / lang / "speech.ftl")
        per_lang[lang] = {msg_id: ftl_variables(entry) for msg_id, entry in messages.items()}
        assert set(per_lang[lang]) == set(NOTICE_IDS), lang
    for lang in LANGUAGES:
        assert per_lang[lang] == per_lang["en"], lang

    english = Localizer("en")
    for lang in LANGUAGES:
        loc = Localizer(lang)
        for msg_id in NOTICE_IDS:
            text = loc.format(msg_id, **SAMPLE_ARGS)
            assert text.strip() and "\x1b" not in text and "{" not in text
            if lang != "en" and msg_id not in ("speech-backend-chosen",):
                assert text != english.format(msg_id, **SAMPLE_ARGS), (lang, msg_id)


def test_every_message_id_the_code_uses_is_a_known_notice():
    used: set[str] = set()
    for path in (ROOT / "uno_access" / "speech").glob("*.py"):
        used |= set(re.findall(r'(?:SpeechError|Notice)\(\s*"(speech-[a-z-]+)"', path.read_text(encoding="utf-8")))
    assert used and used <= set(NOTICE_IDS)


def test_voice_missing_notice_names_the_language_in_each_language():
    expected = {"en": "Italian", "it": "italiana", "pt": "em italiano", "pl": "włoski", "hr": "talijanski", "ro": "italiană"}
    for lang, word in expected.items():
        assert word in Localizer(lang).format("speech-voice-missing", language="it", backend="espeak")


# -- speech-dispatcher --------------------------------------------------------------------------------


def test_rate_and_volume_scales_for_speech_dispatcher():
    assert speechd_rate(175) == 0
    assert speechd_rate(80) == -100 and speechd_rate(40) == -100
    assert speechd_rate(450) == 100 and speechd_rate(900) == 100
    assert speechd_rate(120) < 0 < speechd_rate(250)
    assert speechd_volume(1.0) == 100 and speechd_volume(0.5) == 0 and speechd_volume(0.0) == -100


class FakeSpeechDispatcher:
    """Just enough of an SSIP server for the real ``speechd`` module: speaks by waiting."""

    def __init__(self, path: Path, seconds_per_message: float = 0.1) -> None:
        self.path = path
        self.seconds = seconds_per_message
        self.log: list[str] = []
        self.texts: list[str] = []
        self.lock = threading.Lock()
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(str(path))
        self.server.listen(4)
        self.speaking: dict[int, threading.Timer] = {}
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        buf = b""
        next_id = [100]
        send_lock = threading.Lock()

        def send(*lines: str) -> None:
            with send_lock:
                conn.sendall("".join(line + "\r\n" for line in lines).encode("utf-8"))

        def event(code: int, word: str, msg_id: int) -> None:
            try:
                send(f"{code}-{msg_id}", f"{code}-7", f"{code} {word}")
            except OSError:
                pass

        def read_line() -> str | None:
            nonlocal buf
            while b"\r\n" not in buf:
                chunk = conn.recv(4096)
                if not chunk:
                    return None
                buf += chunk
            line, buf = buf.split(b"\r\n", 1)
            return line.decode("utf-8")

        while True:
            line = read_line()
            if line is None:
                return
            with self.lock:
                self.log.append(line)
            words = line.split()
            if line.startswith("HISTORY GET CLIENT_ID"):
                send("245-7", "245 OK CLIENT ID SENT")
            elif line == "LIST SYNTHESIS_VOICES":
                send("249-it-voice\tit\tnone", "249-en-voice\ten-US\tnone", "249 OK VOICE LIST SENT")
            elif line == "GET LANGUAGE":
                send("251-en", "251 OK GET RETURNED")
            elif line == "SPEAK":
                send("230 OK RECEIVING DATA")
                text_lines = []
                while True:
                    data = read_line()
                    if data is None:
                        return
                    if data == ".":
                        break
                    text_lines.append(data)
                msg_id = next_id[0]
                next_id[0] += 1
                with self.lock:
                    self.texts.append("\n".join(text_lines))
                send(f"225-{msg_id}", "225 OK MESSAGE QUEUED")
                seconds = 30.0 if text_lines and text_lines[0].startswith("long") else self.seconds
                timer = threading.Timer(seconds, event, args=(702, "END", msg_id))
                self.speaking[msg_id] = timer
                timer.start()
            elif words and words[0] == "CANCEL":
                send("210 OK CANCELED")
                for msg_id, timer in list(self.speaking.items()):
                    timer.cancel()
                    event(703, "CANCELED", msg_id)
                self.speaking.clear()
            elif words and words[0] == "QUIT":
                send("231 HAPPY HACKING")
                conn.close()
                return
            else:
                send("200 OK")

    def close(self) -> None:
        for timer in self.speaking.values():
            timer.cancel()
        self.server.close()


@pytest.fixture
def speechd_module():
    require_path("/usr/lib/python3/dist-packages/speechd/__init__.py", "python3-speechd")
    before = list(sys.path)
    module = load_speechd_module()
    assert module is not None and hasattr(module, "SSIPClient")
    assert sys.path == before  # only the one package was loaded, dist-packages stays out
    return module


def test_speechd_without_a_server_is_unavailable_at_once(speechd_module, speakers, tmp_path, monkeypatch):
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'no-server.sock'}")
    monkeypatch.setenv("SPEECHD_CMD", str(tmp_path / "no-speech-dispatcher"))
    backend = SpeechdBackend(spd_say=None)
    assert backend.probe() is False
    sp = speakers("speechd", audio=True)
    assert sp.notices == [Notice("speech-backend-unavailable", {"backend": "speechd"})]


# The real module ends its reader thread with sys.exit() when the connection closes.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_speechd_module_speaks_in_order_and_silence_cancels(speechd_module, speakers, tmp_path, monkeypatch):
    server = FakeSpeechDispatcher(tmp_path / "speechd.sock")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{server.path}")
    try:
        backend = SpeechdBackend()
        sp = speakers(backend, audio=True, rate=250, lang="it")
        assert backend.uses_module and sp.backend_name == "speechd"
        sp.say("Sette rosso.")
        sp.say("Tocca a te.")
        sp.say("Red seven.", lang="en")
        sp.say("Siedem.", lang="pl")  # the server has no Polish voice
        assert sp.wait(timeout=5)
        assert server.texts == ["Sette rosso.", "Tocca a te.", "Red seven.", "Siedem."]
        log = "\n".join(server.log)
        assert "SET self LANGUAGE it" in log and "SET self LANGUAGE en" in log
        assert f"SET self RATE {speechd_rate(250)}" in log
        assert sp.notices == [Notice("speech-voice-missing", {"language": "pl", "backend": "speechd"})]

        sp.say("long message that would go on")
        sp.say("stale")
        deadline = time.monotonic() + 2
        while len(server.texts) < 5 and time.monotonic() < deadline:
            time.sleep(0.01)
        sp.silence()
        assert sp.wait(timeout=0.5)
        assert any(line.startswith("CANCEL") for line in server.log)
        assert server.texts[-1] == "long message that would go on"
        with pytest.raises(SpeechError) as err:
            sp.speak_to_file("x", tmp_path / "x.wav")
        assert err.value.msg_id == "speech-file-unsupported"
    finally:
        server.close()


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_speechd_voice_setting_is_checked_against_the_server(speechd_module, speakers, tmp_path, monkeypatch):
    server = FakeSpeechDispatcher(tmp_path / "speechd.sock", seconds_per_message=0.02)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{server.path}")
    try:
        chosen = speakers(SpeechdBackend(), audio=True, voice="EN-voice")
        chosen.say("Blue skip.")
        assert chosen.wait(timeout=5)
        assert "SET self SYNTHESIS_VOICE EN-voice" in server.log and chosen.notices == []
        missing = speakers(SpeechdBackend(), audio=True, voice="robot", lang="it")
        missing.say("Salta turno blu.")
        assert missing.wait(timeout=5)
        assert missing.notices == [Notice("speech-voice-setting-missing", {"voice": "robot"})]
        assert "SET self LANGUAGE it" in server.log and "SET self SYNTHESIS_VOICE robot" not in server.log
        assert server.texts == ["Blue skip.", "Salta turno blu."]
    finally:
        server.close()


def test_spd_say_fallback_builds_its_command_and_stops_on_silence(speakers, tmp_path, monkeypatch):
    log = tmp_path / "spd-say.log"
    script = tmp_path / "spd-say"
    script.write_text(
        "#!/bin/sh\n"
        f'echo "$@" >> "{log}"\n'
        'if [ "$1" = "-L" ]; then printf "NAME LANGUAGE VARIANT\\nit-voice it none\\nEnglish (America) en-US none\\n"; exit 0; fi\n'
        'case "$*" in *long*) sleep 30 ;; esac\n',
        encoding="utf-8",
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'sock'}")
    backend = SpeechdBackend(module=False, spd_say=str(script))
    sp = speakers(backend, audio=True, lang="it", volume=0.75)
    assert sp.backend_name == "speechd" and not backend.uses_module
    assert backend.has_voice("english (america)") and backend.voice_for("en") == "en"
    assert backend.voice_for("pl") is None
    sp.say("-x Salta turno")
    assert sp.wait(timeout=5)
    sp.say("long lecture")
    deadline = time.monotonic() + 3
    while "long lecture" not in log.read_text() and time.monotonic() < deadline:
        time.sleep(0.01)
    sp.silence()
    assert sp.wait(timeout=2)
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "-L"
    assert lines[1] == "-w -l it -r 0 -i 50 -p 0 -- -x Salta turno"
    assert lines[2] == "-w -l it -r 0 -i 50 -p 0 -- long lecture"
    assert lines[3] == "-S"
