"""How often a WAV file written through pyttsx3 comes out wrong, before and after the fix, in one run.

Each round starts a fresh pyttsx3 child (``Pyttsx3Backend``, as the speaker does) and writes,
one right after the other, the long text, eight times "Red seven." and the long text again
(the sequence of tests/test_speech_wav.py), at 175 words a minute in the English voice. A file
is wrong when its length is more than 2 % away from what espeak-ng's own command line (the
engine pyttsx3 drives on Linux) makes of the same text, voice and rate: cut, empty, or spoken
at another rate. "before" is the child script at the merge base with main (``git show``),
"after" the working tree's; rounds alternate between the two, so both see the same load.

    nice -n 19 python benchmarks/pyttsx3_files.py [--rounds 40] [--base main]

Prints, per version, the rounds and files, the wrong ones, and the lengths the wrong ones had.
"""

from __future__ import annotations

import argparse
import collections
import shutil
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import uno_access.speech.pyttsx3_backend as pyttsx3_backend  # noqa: E402
from uno_access.speech import PYTTSX3_VOICES, Pyttsx3Backend, VoiceSettings  # noqa: E402

LONG = "This long message keeps going so that there is time to interrupt it. " * 12
TEXTS = [LONG] + ["Red seven."] * 8 + [LONG]
RATE = 175


def seconds(path: Path) -> float:
    with wave.open(str(path), "rb") as w:
        return w.getnframes() / w.getframerate()


def one_round(child: Path, work: Path, whole: dict[str, float]) -> list[str]:
    """The wrong files of one round, each as 'n: length s (whole: length s)'."""
    pyttsx3_backend.CHILD_SCRIPT = child
    backend = Pyttsx3Backend()
    wrong = []
    try:
        if not backend.probe():
            return ["the child did not start"]
        settings = VoiceSettings(voice=PYTTSX3_VOICES["en"], rate=RATE)
        for n, text in enumerate(TEXTS):
            path = work / f"{n}.wav"
            try:
                backend.write_wav(text, path, settings)
                got = seconds(path)
            except Exception as exc:  # a failure is counted, not fatal
                wrong.append(f"{n}: {type(exc).__name__}")
                continue
            if abs(got - whole[text]) > 0.02 * whole[text]:
                wrong.append(f"{n}: {got:.2f} s (whole: {whole[text]:.2f} s)")
    finally:
        backend.close()
    return wrong


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--base", default="main")
    args = parser.parse_args()
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        print("espeak-ng is not installed (Debian package espeak-ng)")
        return 1
    with tempfile.TemporaryDirectory(prefix="pyttsx3-files-") as tmp:
        work = Path(tmp)
        base = subprocess.run(["git", "merge-base", args.base, "HEAD"], cwd=ROOT, capture_output=True, text=True)
        before = work / "child_before.py"
        old = subprocess.run(
            ["git", "show", f"{base.stdout.strip()}:uno_access/speech/_pyttsx3_child.py"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        if base.returncode or old.returncode:
            print(f"no child script at the merge base with {args.base}")
            return 1
        before.write_text(old.stdout, encoding="utf-8")
        versions = {"before": before, "after": pyttsx3_backend.CHILD_SCRIPT}
        whole: dict[str, float] = {}
        for text in set(TEXTS):
            ref = work / "espeak-ng.wav"
            subprocess.run([espeak, "-v", PYTTSX3_VOICES["en"], "-s", str(RATE), "-w", str(ref), text], check=True)
            whole[text] = seconds(ref)
        tally: dict[str, collections.Counter[str]] = {name: collections.Counter() for name in versions}
        lengths: dict[str, collections.Counter[str]] = {name: collections.Counter() for name in versions}
        for _ in range(args.rounds):
            for name, child in versions.items():
                wrong = one_round(child, work, whole)
                tally[name]["rounds"] += 1
                tally[name]["wrong rounds"] += bool(wrong)
                tally[name]["wrong files"] += len(wrong)
                lengths[name].update(w.split(": ", 1)[1] for w in wrong)
    for name in versions:
        t = tally[name]
        print(
            f"{name}: {t['rounds']} rounds, {t['rounds'] * len(TEXTS)} files; "
            f"{t['wrong rounds']} rounds with a wrong file, {t['wrong files']} wrong files"
        )
        for what, count in lengths[name].most_common():
            print(f"    {count} x {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
