"""Sound cues, synthesised here from code: no recorded or borrowed sound in the project.

Each cue is a short recipe of notes (``CUES``): a frequency gliding from ``start`` to ``end``
Hz over some milliseconds, with a wave shape and a soft attack and release so that no cue
clicks. ``synthesize(name, volume)`` makes its 16-bit mono samples at 22050 Hz;
``render_sequence(names, path, volume)`` writes a sequence to one WAV file (the tests
measure it with sox). ``SoundPlayer`` plays cues through the system's player (``paplay``
when a sound server runs, else ``aplay``), which is how the project plays speech WAVs too;
when neither can play, ``play`` returns False and the caller says so once.

``cue_for_event(event, viewer)`` maps an event dict, as the viewer sees it, to a cue name.
The cues are heard apart from speech: their own volume (0 to 100) and an on/off setting.
"""

from __future__ import annotations

import array
import io
import math
import shutil
import subprocess
import wave
from collections.abc import Sequence
from pathlib import Path

from uno_access.engine import Card, DrawReason, Event
from uno_access.engine import events as ev

from .audio import _sound_server_socket

SAMPLE_RATE = 22050
GAP_MS = 40
PLAY_TIMEOUT = 5.0

# (start Hz, end Hz, milliseconds, shape); a start of 0 is a rest
Note = tuple[float, float, int, str]

CUES: dict[str, tuple[Note, ...]] = {
    "your_turn": ((660, 660, 90, "sine"), (0, 0, 30, "sine"), (880, 880, 140, "sine")),
    "play_number": ((520, 520, 70, "triangle"),),
    "play_action": ((520, 520, 60, "square"), (0, 0, 20, "sine"), (780, 780, 80, "square")),
    "play_wild": ((400, 1200, 220, "sine"),),
    "draw": ((600, 340, 140, "triangle"),),
    "skip": ((440, 440, 60, "square"), (0, 0, 40, "sine"), (440, 440, 60, "square")),
    "reverse": ((500, 900, 110, "triangle"), (900, 500, 110, "triangle")),
    "color": ((523, 523, 70, "sine"), (659, 659, 70, "sine"), (784, 784, 110, "sine")),
    "uno": ((988, 988, 90, "square"), (1319, 1319, 160, "square")),
    "uno_missed": ((880, 880, 80, "square"), (660, 660, 80, "square"), (880, 880, 80, "square"),
                   (660, 660, 80, "square")),
    "draw_four_you": ((300, 300, 80, "square"), (0, 0, 30, "sine"), (260, 260, 80, "square"), (0, 0, 30, "sine"),
                      (220, 220, 80, "square"), (0, 0, 30, "sine"), (180, 180, 160, "square")),
    "challenge_won": ((523, 523, 80, "sine"), (659, 659, 80, "sine"), (1046, 1046, 180, "sine")),
    "challenge_lost": ((659, 659, 80, "sine"), (523, 523, 80, "sine"), (330, 330, 180, "sine")),
    "hand_won": ((523, 523, 110, "triangle"), (659, 659, 110, "triangle"), (784, 784, 110, "triangle"),
                 (1046, 1046, 300, "triangle")),
    "hand_lost": ((392, 392, 160, "triangle"), (349, 349, 160, "triangle"), (262, 262, 320, "triangle")),
    "match_won": ((523, 523, 120, "square"), (659, 659, 120, "square"), (784, 784, 120, "square"),
                  (1046, 1046, 160, "square"), (784, 784, 100, "square"), (1046, 1046, 420, "square")),
    "match_lost": ((392, 392, 200, "sine"), (370, 370, 200, "sine"), (349, 349, 200, "sine"),
                   (262, 262, 500, "sine")),
}
CUE_NAMES = tuple(CUES)
FULL_SCALE = 32767
# the loudest a cue gets at volume 100, below full scale so a chord of shapes never clips
PEAK = 0.8


def _shape(kind: str, phase: float) -> float:
    x = phase % 1.0
    if kind == "square":
        return 0.6 if x < 0.5 else -0.6  # a square wave sounds louder: brought down to match
    if kind == "triangle":
        return 4 * x - 1 if x < 0.5 else 3 - 4 * x
    return math.sin(2 * math.pi * x)


def synthesize(name: str, volume: int = 60) -> array.array:
    """The 16-bit samples of cue ``name`` at ``volume`` (0 to 100)."""
    level = PEAK * max(0, min(100, int(volume))) / 100
    out = array.array("h")
    for start, end, ms, kind in CUES[name]:
        count = SAMPLE_RATE * ms // 1000
        if start <= 0:
            out.extend([0] * count)
            continue
        ramp = max(1, min(count // 4, SAMPLE_RATE * 8 // 1000))  # 8 ms attack and release
        phase = 0.0
        for i in range(count):
            freq = start + (end - start) * i / count
            phase += freq / SAMPLE_RATE
            envelope = min(1.0, i / ramp, (count - 1 - i) / ramp)
            out.append(int(FULL_SCALE * level * envelope * _shape(kind, phase)))
    return out


def wav_bytes(samples: array.array) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SAMPLE_RATE)
        w.writeframes(samples.tobytes())
    return buffer.getvalue()


def render_sequence(names: Sequence[str], path: str | Path, volume: int = 60, gap_ms: int = GAP_MS) -> Path:
    """Write cues ``names`` one after another, ``gap_ms`` of silence between, as one WAV."""
    samples = array.array("h")
    gap = [0] * (SAMPLE_RATE * gap_ms // 1000)
    for i, name in enumerate(names):
        if i:
            samples.extend(gap)
        samples.extend(synthesize(name, volume))
    target = Path(path)
    target.write_bytes(wav_bytes(samples))
    return target


class SoundPlayer:
    """Plays cues through the system's player; ``play`` blocks for the cue's length."""

    def __init__(self, players: Sequence[str] | None = None) -> None:
        if players is None:
            players = ("paplay", "aplay") if _sound_server_socket() else ("aplay",)
        self.command: list[str] | None = None
        for name in players:
            path = shutil.which(name)
            if path:
                self.command = [path] if name == "paplay" else [path, "-q", "-"]
                break
        self._cache: dict[tuple[str, int], bytes] = {}

    @property
    def available(self) -> bool:
        return self.command is not None

    def play(self, name: str, volume: int) -> bool:
        """Play cue ``name``; False when the player is missing or fails (no sound device)."""
        if self.command is None or name not in CUES:
            return False
        key = (name, int(volume))
        data = self._cache.get(key)
        if data is None:
            data = self._cache[key] = wav_bytes(synthesize(name, volume))
        try:
            done = subprocess.run(self.command, input=data, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                  timeout=PLAY_TIMEOUT, start_new_session=True)
        except (OSError, subprocess.TimeoutExpired):
            return False
        return done.returncode == 0


def _card_cue(card: Card) -> str:
    if card.is_wild:
        return "play_wild"
    return "play_number" if card.number is not None else "play_action"


def cue_for_event(event: Event, viewer: int | None) -> str | None:
    """The cue of one event as ``viewer`` hears it (None: no cue)."""
    if isinstance(event, ev.Turn):
        return "your_turn" if viewer is not None and event.seat == viewer else None
    if isinstance(event, (ev.Play, ev.JumpIn)):
        return _card_cue(event.card)
    if isinstance(event, ev.Draw):
        if event.reason is DrawReason.DRAW_FOUR and viewer is not None and event.seat == viewer:
            return "draw_four_you"
        return "draw"
    if isinstance(event, (ev.Skip, ev.Reverse, ev.Color, ev.Uno)):
        return str(event.type)
    if isinstance(event, ev.Challenge):
        if viewer is None or viewer not in (event.seat, event.target):
            return None
        challenger_won = not event.legal
        return "challenge_won" if challenger_won == (viewer == event.seat) else "challenge_lost"
    if isinstance(event, (ev.HandEnd, ev.MatchEnd)):
        if viewer is None:
            return None
        won = event.winner == viewer
        if isinstance(event, ev.MatchEnd) and event.team is not None:
            return None  # a team's match: the spoken line says who won
        return f"{'hand' if isinstance(event, ev.HandEnd) else 'match'}_{'won' if won else 'lost'}"
    return None
