"""The pyttsx3 engine in a child process of its own (run as a script, stdlib + pyttsx3 only).

pyttsx3 on Linux prints to stdout, plays through ``aplay``, cannot be
interrupted, and several queued ``say()`` calls may lose all but the last. Its
espeak driver also runs libespeak-ng asynchronously, so the first
``runAndWait()`` of an engine returns before the synthesis has even started,
and a request sent then overlaps the one still running and mixes their audio.

So this script does one request at a time and waits for pyttsx3's own
``finished-utterance`` event (sent after the WAV file is complete) instead of
trusting ``runAndWait()``. Every utterance is synthesized with ``save_to_file``
into a private temporary WAV, which is then played with ``aplay``, as pyttsx3
itself would, but waited for. The parent runs this script with stdout and stderr
on /dev/null, in a session of its own, sends one request as a JSON line on stdin,
reads one JSON line per request on the file descriptor given as the first
argument, and kills the whole process group (aplay too) to silence it.

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
        engine.connect("finished-utterance", lambda **_: finished.set())

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
        finished.clear()
        failed.clear()
        engine.save_to_file(text, target)
        engine.runAndWait()
        return finished.wait(timeout) and not failed

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


if __name__ == "__main__":
    sys.exit(main())
