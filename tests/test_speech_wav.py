"""The speech layer with real engines: WAV files, every language, silencing real speech.

This machine has no sound card, so speaking aloud is checked through a stand-in
one: an ALSA configuration (``~/.asoundrc`` under a temporary HOME) sends the
default playback device to a named pipe that a thread drains at the pace of a
real card (22050 Hz, 16-bit mono). espeak-ng and pyttsx3's ``aplay`` then play
in real time, and the test hears what they play.
"""

from __future__ import annotations

import array
import fcntl
import math
import os
import subprocess
import threading
import time
import wave
from pathlib import Path

import pytest
from conftest import require_tool

from uno_access.i18n import LANGUAGES, Localizer
from uno_access.speech import (
    ESPEAK_VOICES,
    PYTTSX3_VOICES,
    EspeakBackend,
    Notice,
    Pyttsx3Backend,
    Speaker,
    VoiceSettings,
)

BYTES_PER_SECOND = 22050 * 2
LONG_TEXT = "This long message keeps going so that there is time to interrupt it. " * 12


def rms(samples: array.array) -> float:
    if not samples:
        return 0.0
    return math.sqrt(sum(s * s for s in samples) / len(samples))


def read_wav(path: Path) -> tuple[float, float]:
    """(duration in seconds, RMS of the 16-bit samples) of a mono WAV file."""
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        frames = w.readframes(w.getnframes())
        duration = w.getnframes() / w.getframerate()
    samples = array.array("h")
    samples.frombytes(frames)
    return duration, rms(samples)


def assert_speech_wav(path: Path, text: str, rate: int = 175) -> float:
    """The file holds audible speech about as long as ``text`` takes at ``rate`` wpm."""
    duration, level = read_wav(path)
    words = len(text.split())
    expected = words * 60.0 / rate
    assert 0.35 * expected <= duration <= 3.0 * expected + 1.0, (duration, expected)
    assert level > 300, level  # silence or near-silence is far below this
    return duration


@pytest.fixture
def espeak() -> str:
    return require_tool("espeak-ng", "espeak-ng")


@pytest.fixture
def speaker_factory():
    made: list[Speaker] = []

    def make(*args, **kwargs) -> Speaker:
        s = Speaker(*args, **kwargs)
        made.append(s)
        return s

    yield make
    for s in made:
        s.close()


class FakeSoundCard:
    """ALSA's default device redirected to a pipe read at a real card's pace."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        home = tmp_path / "home"
        home.mkdir()
        self.fifo = tmp_path / "pcm.fifo"
        os.mkfifo(self.fifo)
        (home / ".asoundrc").write_text(
            "pcm.!default {\n"
            "  type file\n"
            '  slave.pcm "null"\n'
            f'  file "{self.fifo}"\n'
            '  format "raw"\n'
            "}\n",
            encoding="utf-8",
        )
        monkeypatch.setenv("HOME", str(home))
        self.cond = threading.Condition()
        self.audio = bytearray()
        self.playing = False
        self._stop = False
        self._thread = threading.Thread(target=self._drain, daemon=True)
        self._thread.start()

    def _drain(self) -> None:
        # Opened once, without waiting for a player; a small pipe, so a killed player
        # falls silent at once, as on a real card. An empty read means no player is open.
        fd = os.open(self.fifo, os.O_RDONLY | os.O_NONBLOCK)
        try:
            try:
                fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, 4096)
            except OSError:
                pass
            while not self._stop:
                try:
                    chunk = os.read(fd, BYTES_PER_SECOND // 50)
                except BlockingIOError:  # a player is open but has not written yet
                    time.sleep(0.005)
                    continue
                with self.cond:
                    if chunk:
                        self.audio.extend(chunk)
                        self.playing = True
                    elif self.playing:
                        self.playing = False
                    self.cond.notify_all()
                time.sleep(0.02 if chunk else 0.005)
        finally:
            os.close(fd)

    def received(self) -> int:
        with self.cond:
            return len(self.audio)

    def wait_for_audio(self, nbytes: int, timeout: float = 10.0) -> bool:
        with self.cond:
            return self.cond.wait_for(lambda: len(self.audio) >= nbytes, timeout)

    def wait_quiet(self, timeout: float) -> bool:
        """Until every player has closed the device and all it wrote was played."""
        with self.cond:
            return self.cond.wait_for(lambda: not self.playing, timeout)

    def level(self, start: int = 0) -> float:
        with self.cond:
            data = bytes(self.audio[start:])
        samples = array.array("h")
        samples.frombytes(data[: len(data) - len(data) % 2])
        return rms(samples)

    def stop(self) -> None:
        self._stop = True
        self._thread.join(2)


@pytest.fixture
def sound_card(tmp_path, monkeypatch):
    card = FakeSoundCard(tmp_path, monkeypatch)
    yield card
    card.stop()


# -- files ---------------------------------------------------------------------------------------


def test_espeak_writes_speech_wav_and_rate_changes_its_length(espeak, tmp_path, speaker_factory):
    text = "Ana plays the red seven and has two cards left."
    normal = speaker_factory("espeak", audio=False)
    out = normal.speak_to_file(text, tmp_path / "normal.wav")
    base = assert_speech_wav(out, text)
    fast = speaker_factory("espeak", audio=False, rate=350)
    quick = assert_speech_wav(fast.speak_to_file(text, tmp_path / "fast.wav"), text, rate=350)
    assert quick < base * 0.75
    # Without an audio device the speaker is text only, with one notice, yet files work.
    assert normal.backend_name == "none" and normal.file_backend_name == "espeak"
    assert normal.notices == [Notice("speech-no-audio", {})]


def test_pyttsx3_writes_speech_wav_and_prints_nothing(espeak, tmp_path, speaker_factory, capfd):
    pytest.importorskip("pyttsx3")
    text = "Ben draws two cards and loses the turn."
    sp = speaker_factory("pyttsx3", audio=False)
    assert sp.file_backend_name == "pyttsx3"
    first = sp.speak_to_file(text, tmp_path / "one.wav")
    second = sp.speak_to_file("Red seven.", tmp_path / "two.wav", lang="it")
    assert_speech_wav(first, text)
    assert_speech_wav(second, "Red seven.")
    out, err = capfd.readouterr()
    assert out == "" and err == ""  # pyttsx3's "Audio saved to" never reaches the player


class RecordingEspeak(EspeakBackend):
    """espeak-ng as it is, noting the voice settings the speaker hands it."""

    def __init__(self) -> None:
        super().__init__()
        self.used: list[VoiceSettings] = []

    def write_wav(self, text, path, settings):
        self.used.append(settings)
        super().write_wav(text, path, settings)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_announcement_per_language_through_its_voice(espeak, lang, tmp_path, speaker_factory):
    announcement = Localizer(lang).format("speech-no-audio")
    backend = RecordingEspeak()
    sp = speaker_factory(backend, audio=False, lang=lang)
    out = sp.speak_to_file(announcement, tmp_path / f"{lang}.wav")
    assert_speech_wav(out, announcement)
    assert not [n for n in sp.notices if n.msg_id == "speech-voice-missing"]
    assert [s.voice for s in backend.used] == [ESPEAK_VOICES[lang]]
    cmd = backend.command_line(backend.used[0], out)
    assert cmd[cmd.index("-v") + 1] == ESPEAK_VOICES[lang]
    assert cmd[cmd.index("-w") + 1] == str(out)


def espeak_ng_length(espeak: str, tmp_path: Path, text: str, voice: str, rate: int = 175) -> float:
    """How long espeak-ng itself, the engine under pyttsx3 here, makes ``text`` in this voice and rate."""
    out = tmp_path / f"espeak-ng-{len(text)}.wav"
    subprocess.run([espeak, "-v", voice, "-s", str(rate), "-w", str(out), text], check=True, capture_output=True)
    return read_wav(out)[0]


def test_pyttsx3_first_and_back_to_back_files_are_complete(espeak, tmp_path, speaker_factory):
    """Each file is the whole text at the rate asked, the moment the speaker says it is written.

    pyttsx3's first runAndWait() returns before its synthesis starts, and at the start of each
    request its espeak driver cancelled a busy libespeak-ng, which lost a setting (the first
    file came out at 200 words a minute, not 175) or the sound (an empty "Red seven.").
    """
    pytest.importorskip("pyttsx3")
    sp = speaker_factory("pyttsx3", audio=False)
    texts = [LONG_TEXT] + ["Red seven."] * 8 + [LONG_TEXT]
    whole = {text: espeak_ng_length(espeak, tmp_path, text, PYTTSX3_VOICES["en"]) for text in set(texts)}
    for n, text in enumerate(texts):
        path = sp.speak_to_file(text, tmp_path / f"{n}.wav")
        duration = assert_speech_wav(path, text)
        assert abs(duration - whole[text]) < 0.02 * whole[text], (n, duration, whole[text])


def test_pyttsx3_has_every_voice_of_its_fixed_table(espeak, tmp_path, speaker_factory):
    pytest.importorskip("pyttsx3")
    backend = Pyttsx3Backend()
    sp = speaker_factory(backend, audio=False)
    for lang in LANGUAGES:
        assert backend.voice_for(lang) == PYTTSX3_VOICES[lang]
    pl = sp.speak_to_file("siedem", tmp_path / "pl.wav", lang="pl")
    en = sp.speak_to_file("siedem", tmp_path / "en.wav", lang="en")
    assert_speech_wav(pl, "siedem")
    assert pl.read_bytes() != en.read_bytes()
    assert not [n for n in sp.notices if n.msg_id == "speech-voice-missing"]


def test_language_voices_sound_different(espeak, tmp_path, speaker_factory):
    """The same text through the Polish and the English voice gives different audio."""
    sp = speaker_factory("espeak", audio=False)
    pl = sp.speak_to_file("siedem", tmp_path / "pl.wav", lang="pl").read_bytes()
    en = sp.speak_to_file("siedem", tmp_path / "en.wav", lang="en").read_bytes()
    assert pl != en


def test_missing_voice_falls_back_with_one_notice(espeak, tmp_path, speaker_factory, monkeypatch):
    monkeypatch.setitem(ESPEAK_VOICES, "it", "roa/xx-not-installed")
    sp = speaker_factory("espeak", audio=False, lang="it")
    for n in range(3):
        out = sp.speak_to_file("Sette rosso.", tmp_path / f"it{n}.wav")
        assert_speech_wav(out, "Sette rosso.")
    missing = [n for n in sp.notices if n.msg_id == "speech-voice-missing"]
    assert missing == [Notice("speech-voice-missing", {"language": "it", "backend": "espeak"})]
    assert "voce italiana" in missing[0].render(Localizer("it"))


def test_voice_setting_that_is_not_installed(espeak, tmp_path, speaker_factory):
    sp = speaker_factory("espeak", audio=False, voice="zzz/no-such-voice")
    out = sp.speak_to_file("Blue skip.", tmp_path / "v.wav")
    assert_speech_wav(out, "Blue skip.")
    assert [n.msg_id for n in sp.notices] == ["speech-no-audio", "speech-voice-setting-missing"]
    sp2 = speaker_factory("espeak", audio=False, voice="roa/it")
    sp2.speak_to_file("Blue skip.", tmp_path / "w.wav")
    assert [n.msg_id for n in sp2.notices] == ["speech-no-audio"]


def test_text_starting_with_a_dash_is_spoken_not_parsed(espeak, tmp_path, speaker_factory):
    sp = speaker_factory("espeak", audio=False)
    out = sp.speak_to_file("-w five cards", tmp_path / "dash.wav")
    assert_speech_wav(out, "minus w five cards")


# -- speaking through the stand-in sound card ---------------------------------------------------


def wav_bytes(sp: Speaker, texts: list[str], folder: Path) -> int:
    """How many bytes of 22050 Hz 16-bit audio the texts make, each written to a file."""
    total = 0
    for n, text in enumerate(texts):
        path = sp.speak_to_file(text, folder / f"part{n}.wav")
        with wave.open(str(path), "rb") as w:
            assert w.getframerate() == 22050
            total += w.getnframes() * 2
    return total


LINES = ["Your turn.", "Red seven.", "Five cards."]


def play_all_lines(sp, sound_card) -> int:
    """Queue every line of ``LINES`` at once; the bytes the sound card got once all is said."""
    for text in LINES:
        sp.say(text)
    assert sp.wait(timeout=15)
    assert sound_card.wait_quiet(timeout=5)
    return sound_card.received()


def test_espeak_speaks_every_line_and_silence_kills_it_at_once(espeak, sound_card, speaker_factory, tmp_path):
    backend = EspeakBackend()
    sp = speaker_factory(backend, audio=True)
    assert sp.audible and sp.backend_name == "espeak"
    expected = wav_bytes(sp, LINES, tmp_path)
    played = play_all_lines(sp, sound_card)
    assert 0.9 * expected <= played <= 1.1 * expected + 8192, (played, expected)  # all three
    assert sound_card.level() > 300

    sp.say(LONG_TEXT)
    sp.say("queued one")
    sp.say("queued two")
    assert sound_card.wait_for_audio(played + BYTES_PER_SECOND // 2)
    proc = backend.current_process
    assert proc is not None and proc.poll() is None
    sp.silence()
    proc.wait(timeout=0.5)  # raises TimeoutExpired when espeak-ng is still alive
    assert sp.pending() == 0
    assert sp.wait(timeout=2)
    assert sound_card.wait_quiet(timeout=0.5)
    cut = sound_card.received()
    assert cut - played < 3 * BYTES_PER_SECOND  # the long text alone lasts about 40 seconds
    time.sleep(0.3)
    assert sound_card.received() == cut  # the queued lines were dropped, nothing else plays

    sp.say("New command.")
    assert sp.wait(timeout=10)
    assert sound_card.wait_quiet(timeout=5)
    assert sound_card.received() > cut
    assert sound_card.level(cut) > 300


def test_pyttsx3_speaks_every_queued_line_and_silence_kills_it(espeak, sound_card, speaker_factory, capfd, tmp_path):
    pytest.importorskip("pyttsx3")
    require_tool("aplay", "alsa-utils")
    backend = Pyttsx3Backend()
    sp = speaker_factory(backend, audio=True)
    assert sp.backend_name == "pyttsx3"
    expected = wav_bytes(sp, LINES, tmp_path)
    played = play_all_lines(sp, sound_card)
    # pyttsx3 left to itself would keep only the last of several queued lines; aplay adds
    # up to a few periods of silence to each line when it drains the device
    padding = len(LINES) * BYTES_PER_SECOND * 3 // 10
    assert 0.9 * expected <= played <= expected + padding, (played, expected)

    sp.say(LONG_TEXT)
    assert sound_card.wait_for_audio(played + BYTES_PER_SECOND // 2)
    child = backend._child
    assert child is not None
    sp.silence()
    child.proc.wait(timeout=0.5)
    assert sound_card.wait_quiet(timeout=0.5)  # aplay is gone too: the device was closed
    assert sp.wait(timeout=2)
    cut = sound_card.received()
    assert cut - played < 3 * BYTES_PER_SECOND
    sp.say("Again.")
    assert sp.wait(timeout=15)
    assert sound_card.wait_quiet(timeout=5)
    assert sound_card.received() > cut
    out, err = capfd.readouterr()
    assert out == "" and err == ""
