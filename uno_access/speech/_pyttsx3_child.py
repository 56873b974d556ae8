"""The pyttsx3 engine in a child process of its own (run as a script, stdlib + pyttsx3 only).

pyttsx3 on Linux prints to stdout, plays through ``aplay``, cannot be
interrupted, and several queued ``say()`` calls may lose all but the last. Its
espeak driver runs libespeak-ng asynchronously: settings and texts go through
libespeak-ng's command queue, worked off by a thread of its own, and the
driver's first ``runAndWait()`` returns before the synthesis has even started.

Worse, every ``runAndWait()`` ends the driver's previous loop through its
``stop()``, which calls ``espeak_Cancel()`` whenever libespeak-ng's thread is
busy, and it is busy then: with the settings this request has just queued, or
still inside the callback that sent the previous ``finished-utterance``. That
cancel races with libespeak-ng's thread and loses what is queued then: a setting
(the first file came out at pyttsx3's default 200 words a minute, not the 175
asked) or the text's sound (an empty file); and the driver's next loop then
cancels again and may send a ``finished-utterance`` with ``completed=False``
of its own, for a file never written. This script never stops an utterance
through pyttsx3 (the parent kills the whole process group instead), so it turns
that ``stop()`` off, waits for libespeak-ng to be idle before each request, and
counts a request as done only on pyttsx3's ``finished-utterance`` with
``completed=True``, which the driver sends after it has written and closed the
WAV file.

Every utterance is synthesized with ``save_to_file`` into a WAV file (for ``say``
a private temporary one, then played with ``aplay``, as pyttsx3 itself would, but
waited for). The parent runs this script with stdout and stderr on /dev/null, in
a session of its own, sends one request as a JSON line on stdin, reads one JSON
line per request on the file descriptor given as the first argument, and kills
the whole process group (aplay too) to silence it.

Requests: {"op": "probe"} -> {"ok": true, "voices": [...], "default": id}
          {"op": "say"|"file", "text", "voice", "rate", "volume", "pitch"[, "path"]} -> {"ok": bool}
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable


def main() -> int:
    reply_fd = int(sys.argv[1])
    os.set_inheritable(reply_fd, False)  # aplay must not hold the pipe open
    reply = os.fdopen(reply_fd, "w", encoding="utf-8", buffering=1)

    def answer(**data: object) -> None:
        reply.write(json.dumps(data) + "\n")
        reply.flush()

    finished = threading.Event()
    failed: list[object] = []
    try:
        import pyttsx3

        engine = pyttsx3.init()
        idle = _tame_espeak_driver(engine)

        def on_finished(completed: bool = True, **_: object) -> None:
            if not completed:  # the driver gave up on it: the file is not written
                failed.append("incomplete")
            finished.set()

        engine.connect("finished-utterance", on_finished)

        def on_error(**kw: object) -> None:
            failed.append(kw.get("exception"))
            finished.set()

        engine.connect("error", on_error)
        default_voice = engine.getProperty("voice")
        voices = [v.id for v in engine.getProperty("voices")]
    except Exception as exc:  # any failure means: this engine is not usable here
        answer(ok=False, error=type(exc).__name__)
        return 1

    def synthesize(text: str, target: str, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        if not idle(deadline):  # the previous file's last callback has not even returned
            return False
        finished.clear()
        failed.clear()
        engine.save_to_file(text, target)
        engine.runAndWait()
        return finished.wait(max(0.0, deadline - time.monotonic())) and not failed

    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            answer(ok=False, error="request")
            continue
        op = request.get("op")
        if op == "probe":
            answer(ok=True, voices=voices, default=default_voice)
            continue
        if op not in ("say", "file"):
            answer(ok=False, error="op")
            continue
        text = str(request.get("text", ""))
        try:
            engine.setProperty("voice", request.get("voice") or default_voice)
            engine.setProperty("rate", int(request.get("rate", 175)))
            engine.setProperty("volume", float(request.get("volume", 1.0)))
            try:  # espeak's driver takes 0..100; a driver without pitch keeps its own
                engine.setProperty("pitch", int(request.get("pitch", 50)))
            except Exception:
                pass
            if op == "file":
                target = str(request["path"])
            else:
                handle, target = tempfile.mkstemp(suffix=".wav")
                os.close(handle)
            try:
                if not synthesize(text, target, 30.0 + 0.05 * len(text)):
                    answer(ok=False, error="synthesis")
                    continue
                if op == "say":
                    played = subprocess.run(
                        ["aplay", "-q", target],
                        stdin=subprocess.DEVNULL,
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
                    if played.returncode != 0:
                        answer(ok=False, error="aplay")
                        continue
            finally:
                if op == "say":
                    os.remove(target)
        except Exception as exc:
            answer(ok=False, error=type(exc).__name__)
            continue
        answer(ok=True)
    return 0


def _tame_espeak_driver(engine: object) -> Callable[[float], bool]:
    """Turn off the espeak driver's ``stop()``; return ``idle(deadline)``: whether libespeak-ng's
    thread has worked off its queue before ``deadline`` (``time.monotonic``).

    With another driver (none on Linux) nothing changes and ``idle`` is always true.
    """
    driver = getattr(getattr(engine, "proxy", None), "_driver", None)
    if driver is None or type(driver).__module__ != "pyttsx3.drivers.espeak":
        return lambda deadline: True
    from pyttsx3.drivers import _espeak

    driver.stop = lambda: None  # its espeak_Cancel() loses audio: see the module docstring

    def idle(deadline: float) -> bool:
        while _espeak.IsPlaying():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.005)
        return True

    return idle


if __name__ == "__main__":
    sys.exit(main())
