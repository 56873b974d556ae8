"""The pyttsx3 engine in a child process of its own (run as a script, stdlib + pyttsx3 only).

pyttsx3 on Linux prints to stdout, plays through ``aplay`` and cannot be
interrupted, and several queued ``say()`` calls may lose all but the last (the
first ``runAndWait()`` of an engine even returns before its utterance is
played, which then plays during the next one). So every utterance is
synthesized with ``save_to_file`` + ``runAndWait`` (the one call that finishes
its work before returning) into a private temporary WAV, which this script then
plays with ``aplay``, exactly as pyttsx3 would, but waiting for it. The parent
runs this script with stdout and stderr on /dev/null, sends one
request at a time as a JSON line on stdin, reads one JSON line per request on
the file descriptor given as the first argument, and kills the whole process
group to silence it.

Requests: {"op": "probe"} -> {"ok": true, "voices": [...], "default": id}
          {"op": "say"|"file", "text", "voice", "rate", "volume"[, "path"]} -> {"ok": bool}
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile


def main() -> int:
    reply_fd = int(sys.argv[1])
    os.set_inheritable(reply_fd, False)  # aplay and its shell must not hold the pipe open
    reply = os.fdopen(reply_fd, "w", encoding="utf-8", buffering=1)

    def answer(**data: object) -> None:
        reply.write(json.dumps(data) + "\n")
        reply.flush()

    try:
        import pyttsx3

        engine = pyttsx3.init()
        default_voice = engine.getProperty("voice")
        voices = [v.id for v in engine.getProperty("voices")]
    except Exception as exc:  # any failure means: this engine is not usable here
        answer(ok=False, error=type(exc).__name__)
        return 1

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
        try:
            engine.setProperty("voice", request.get("voice") or default_voice)
            engine.setProperty("rate", int(request.get("rate", 175)))
            engine.setProperty("volume", float(request.get("volume", 1.0)))
            if op == "say":
                handle, target = tempfile.mkstemp(suffix=".wav")
                os.close(handle)
            elif op == "file":
                target = request["path"]
            else:
                answer(ok=False, error="op")
                continue
            engine.save_to_file(request["text"], target)
            engine.runAndWait()
            if op == "say":
                try:
                    played = subprocess.run(
                        ["aplay", "-q", target],
                        stdin=subprocess.DEVNULL,
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
                finally:
                    os.remove(target)
                if played.returncode != 0:
                    answer(ok=False, error="aplay")
                    continue
        except Exception as exc:
            answer(ok=False, error=type(exc).__name__)
            continue
        answer(ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
