"""Is there somewhere to play sound? Checked without playing anything.

A machine can play speech when it has an ALSA playback device
(``/dev/snd/pcmC*D*p``) or a sound server socket (PulseAudio or PipeWire,
which may forward to a device this process cannot see). Tests and users
override the answer with ``Speaker(audio=True/False)`` or the environment
variable ``UNO_ACCESS_AUDIO`` (``1``/``0``).
"""

from __future__ import annotations

import os
from pathlib import Path

AUDIO_ENV = "UNO_ACCESS_AUDIO"


def _env_override() -> bool | None:
    value = os.environ.get(AUDIO_ENV, "").strip().lower()
    if value in ("1", "yes", "true", "on"):
        return True
    if value in ("0", "no", "false", "off"):
        return False
    return None


def _sound_server_socket() -> bool:
    if os.environ.get("PULSE_SERVER"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if not runtime:
        return False
    base = Path(runtime)
    return any((base / name).exists() for name in ("pulse/native", "pipewire-0"))


def _alsa_playback_device(dev_snd: Path) -> bool:
    try:
        return any(p.name.startswith("pcmC") and p.name.endswith("p") for p in dev_snd.iterdir())
    except OSError:
        return False


def detect_audio_device(dev_snd: str | Path = "/dev/snd") -> bool:
    """True when speech can be heard here (an override wins over the checks)."""
    override = _env_override()
    if override is not None:
        return override
    return _sound_server_socket() or _alsa_playback_device(Path(dev_snd))
