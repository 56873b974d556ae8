"""How far the game's speech lags behind the screen, before and after issue 14, in one run.

Each version plays the same spectator game (three computer players, a fixed seed, the
default pace of 1 s) in a pseudo-terminal in plain mode, speaking through espeak-ng at
175 words a minute into a stand-in sound card: ALSA's default device is a named pipe that
this script drains at a real card's pace (22050 Hz, 16-bit mono), so each line is held
for its spoken length. espeak-ng is reached through a wrapper first on PATH that notes
when each utterance begins and its text, then runs the real espeak-ng. A line's lag is the
time from when it appears on the screen to when espeak-ng begins to say it (the k-th
line of a text with the k-th utterance of that text; both clocks are the system's
monotonic clock). "before" is the project at the merge base with main (``git archive``),
"after" the working tree.

    nice -n 19 python benchmarks/speech_lag.py [--seconds 60] [--base main]

Prints, per version, the lines shown and spoken in that time, the lines still waiting to be
spoken at its end, and the median, 90th percentile and largest lag of the spoken ones.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parent.parent
BYTES_PER_SECOND = 22050 * 2


WRAPPER = """#!{python}
import json, os, subprocess, sys, time
text = sys.stdin.buffer.read()
with open({log!r}, "a", encoding="utf-8") as log:
    log.write(json.dumps({{"t": time.monotonic(), "text": text.decode("utf-8", "replace")}}) + "\\n")
proc = subprocess.Popen([{real!r}, *sys.argv[1:]], stdin=subprocess.PIPE)
try:
    proc.communicate(text)
except BaseException:
    proc.kill()
    raise
sys.exit(proc.returncode)
"""


class SoundCard:
    """A pipe read at a real card's pace (drift-free: bytes against the clock)."""

    def __init__(self, folder: Path) -> None:
        self.fifo = folder / "pcm.fifo"
        os.mkfifo(self.fifo)
        self.home = folder / "home"
        self.home.mkdir()
        (self.home / ".asoundrc").write_text(
            f'pcm.!default {{\n  type file\n  slave.pcm "null"\n  file "{self.fifo}"\n  format "raw"\n}}\n',
            encoding="utf-8")
        self._stop = False
        self._thread = threading.Thread(target=self._drain, daemon=True)
        self._thread.start()

    def _drain(self) -> None:
        fd = os.open(self.fifo, os.O_RDONLY | os.O_NONBLOCK)
        try:
            fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, 4096)
        except OSError:
            pass
        played_until = time.monotonic()
        while not self._stop:
            try:
                chunk = os.read(fd, BYTES_PER_SECOND // 50)
            except BlockingIOError:
                chunk = b""
            if not chunk:
                time.sleep(0.002)
                continue
            played_until = max(played_until, time.monotonic()) + len(chunk) / BYTES_PER_SECOND
            time.sleep(max(0.0, played_until - time.monotonic()))
        os.close(fd)

    def stop(self) -> None:
        self._stop = True
        self._thread.join(2)


def run(source: Path, seconds: float) -> tuple[int, list[float]]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        card = SoundCard(folder)
        bin_dir = folder / "bin"
        bin_dir.mkdir()
        spoken_log = folder / "spoken.jsonl"
        wrapper = bin_dir / "espeak-ng"
        wrapper.write_text(WRAPPER.format(python=sys.executable, log=str(spoken_log), real=shutil.which("espeak-ng")),
                           encoding="utf-8")
        wrapper.chmod(0o755)
        env = dict(os.environ, PYTHONPATH=str(source), HOME=str(card.home), TERM="dumb", LANG="en_US.UTF-8",
                   PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
                   UNO_ACCESS_AUDIO="1", UNO_ACCESS_CONFIG_DIR=str(folder / "config"),
                   UNO_ACCESS_DATA_DIR=str(folder / "data"))
        child = pexpect.spawn(sys.executable, ["-m", "uno_access", "play", "--players", "normal,normal,normal",
                                               "--seed", "11", "--speech", "espeak", "--rate", "175",
                                               "--pace", "1", "--delay", "3"],
                              env=env, encoding="utf-8", timeout=1, cwd=str(folder))
        shown: list[tuple[float, str]] = []
        end = time.monotonic() + seconds
        try:
            while time.monotonic() < end:
                try:
                    child.expect("\r\n")
                except pexpect.TIMEOUT:
                    continue
                except pexpect.EOF:
                    break
                text = (child.before or "").strip()
                if text:
                    shown.append((time.monotonic(), text))
        finally:
            child.terminate(force=True)
            card.stop()
        starts: dict[str, list[float]] = defaultdict(list)
        if spoken_log.exists():
            for line in spoken_log.read_text(encoding="utf-8").splitlines():
                entry = json.loads(line)
                starts[entry["text"].strip()].append(entry["t"])
        lags = []
        for at, text in shown:
            if starts.get(text):
                lags.append(starts[text].pop(0) - at)
        return len(shown), lags


def report(name: str, shown: int, lags: list[float]) -> None:
    if not lags:
        print(f"{name:7} {shown:3} lines shown, none spoken")
        return
    ordered = sorted(lags)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    print(f"{name:7} {shown:3} lines shown, {len(lags):3} spoken, {shown - len(lags):3} still waiting;  lag median "
          f"{statistics.median(lags):5.2f} s  p90 {p90:5.2f} s  max {max(lags):5.2f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="how long each version plays")
    parser.add_argument("--base", default="main", help="the branch whose merge base is 'before'")
    args = parser.parse_args()
    base = subprocess.run(["git", "merge-base", "HEAD", args.base], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        before = Path(tmp)
        archive = subprocess.run(["git", "archive", base, "uno_access", "locales"], cwd=ROOT, capture_output=True,
                                 check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(before)], input=archive, check=True)
        print(f"speech lag behind the screen: espeak-ng at 175 wpm, {args.seconds:.0f} s of a spectator game "
              f"(before = {base[:7]})")
        report("before", *run(before, args.seconds))
        report("after", *run(ROOT, args.seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
