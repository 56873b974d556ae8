"""``--speech screenreader`` on Linux, heard through speech-dispatcher writing audio to a file.

Orca speaks through speech-dispatcher, so on Linux the screen-reader backend is the game
talking to that same server. The test starts a private speech-dispatcher (its own socket and
configuration: the espeak-ng module, ALSA output) under a HOME whose ``.asoundrc`` sends ALSA's
default device to a file, then speaks through ``Speaker("screenreader")`` and measures the
file: audio as long as the text, in order, and cut when the player types.
"""

from __future__ import annotations

import array
import math
import os
import subprocess
import time

import pytest
from conftest import require_tool

from uno_access.speech import Speaker, load_speechd_module
from uno_access.speech.screenreader import AccessibleOutputBackend, ScreenReaderBackend

BYTES_PER_SECOND = 22050 * 2  # the espeak-ng module's 22050 Hz, 16-bit mono


@pytest.fixture
def private_speechd(tmp_path, monkeypatch):
    server = require_tool("speech-dispatcher", "speech-dispatcher")
    require_tool("espeak-ng", "espeak-ng")
    if load_speechd_module() is None:
        require_tool("spd-say", "speech-dispatcher")
    conf = tmp_path / "conf"
    (conf / "modules").mkdir(parents=True)
    (conf / "speechd.conf").write_text('AudioOutputMethod "alsa"\n'
                                       'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                                       "DefaultModule espeak-ng\n", encoding="utf-8")
    (conf / "modules" / "espeak-ng.conf").write_text("", encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    raw = tmp_path / "speechd.raw"
    (home / ".asoundrc").write_text(f'pcm.!default {{\n  type file\n  slave.pcm "null"\n  file "{raw}"\n'
                                    '  format "raw"\n}\n', encoding="utf-8")
    socket = tmp_path / "speechd.sock"
    env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(tmp_path))
    proc = subprocess.Popen([server, "-s", "-t", "0", "-c", "unix_socket", "-S", str(socket), "-C", str(conf),
                             "-L", str(tmp_path), "-l", "1"], env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{socket}")
    monkeypatch.setenv("HOME", str(home))
    try:
        _wait_until_it_answers(proc, socket)
        yield raw
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


def _wait_until_it_answers(proc: subprocess.Popen, socket) -> None:
    """Until the private server lists its voices (its socket is up and its module loaded),
    however long a loaded machine makes that; the game's own connect then finds it ready."""
    module = load_speechd_module()
    end = time.monotonic() + 60
    while time.monotonic() < end:
        assert proc.poll() is None, "the private speech-dispatcher stopped"
        if socket.exists():
            try:
                if module is not None:
                    client = module.SSIPClient("uno-access-test")
                    try:
                        if client.list_synthesis_voices():
                            return
                    finally:
                        client.close()
                elif subprocess.run(["spd-say", "-L"], capture_output=True, timeout=20).returncode == 0:
                    return
            except Exception:
                pass
        time.sleep(0.1)
    pytest.fail("the private speech-dispatcher never answered")


def _settled(path, longer_than: int = 0, timeout: float = 30.0) -> bytes:
    """The file's bytes once it holds more than ``longer_than`` and has stopped growing."""
    end = time.monotonic() + timeout
    size = -1
    while time.monotonic() < end:
        now = path.stat().st_size if path.exists() else 0
        if now > longer_than and now == size:
            return path.read_bytes()
        size = now
        time.sleep(0.3)
    raise AssertionError(f"{path} never settled above {longer_than} bytes")


def level(data: bytes) -> float:
    samples = array.array("h")
    samples.frombytes(data[: len(data) - len(data) % 2])
    return math.sqrt(sum(s * s for s in samples) / len(samples)) if samples else 0.0


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")  # speechd's reader thread exits so
def test_screenreader_speech_goes_through_speech_dispatcher_into_the_file(private_speechd):
    sp = Speaker("screenreader", audio=True)
    try:
        assert sp.backend_name == "screenreader" and not sp.notices
        text = "Ben plays the red seven and has two cards left."
        sp.say(text)
        assert sp.wait(timeout=30)
        first = _settled(private_speechd)
        seconds = len(first) / BYTES_PER_SECOND
        expected = len(text.split()) * 60 / 175
        assert 0.35 * expected <= seconds <= 3 * expected + 1, (seconds, expected)
        assert level(first) > 300  # speech, not silence
        # a second line adds its own audio after the first
        sp.say("Your turn.")
        assert sp.wait(timeout=30)
        assert len(_settled(private_speechd, longer_than=len(first))) > len(first)
    finally:
        sp.close()


def test_screenreader_prefers_accessible_output2_and_falls_back_to_speechd():
    class Reader:
        def __init__(self):
            self.said: list[str] = []

        def output(self, text, interrupt=False):
            self.said.append(text)

        def silence(self):
            pass

    reader = Reader()

    class Module:
        @staticmethod
        def Auto():
            return reader

    backend = ScreenReaderBackend(accessible=AccessibleOutputBackend(module=Module))
    sp = Speaker(backend, audio=False)
    try:
        assert sp.audible  # the screen reader owns the sound: no audio device needed here
        sp.say("Your turn.")
        assert sp.wait(5)
    finally:
        sp.close()
    assert reader.said == ["Your turn."] and backend.inner_name == "accessible_output2"
    missing = ScreenReaderBackend(accessible=AccessibleOutputBackend(module=None), speechd=type(
        "Absent", (), {"probe": lambda self: False, "close": lambda self: None})())
    assert not missing.probe()
