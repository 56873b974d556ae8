"""Fixed voice tables: the voice each engine uses for each game language.

Nothing is guessed from the installed voice list; a table entry that is not
installed falls back to the engine's default voice with one notice.
The espeak-ng names are the voice file paths ``espeak-ng --voices`` prints in
its "File" column; pyttsx3 on Linux drives libespeak-ng and lists the same
voices with lower-case ids; speech-dispatcher takes language codes.
"""

from __future__ import annotations

ESPEAK_VOICES: dict[str, str] = {
    "en": "gmw/en-US",
    "it": "roa/it",
    "pt": "roa/pt",
    "pl": "zlw/pl",
    "hr": "zls/hr",
    "ro": "roa/ro",
}

PYTTSX3_VOICES: dict[str, str] = {
    "en": "gmw/en-us",
    "it": "roa/it",
    "pt": "roa/pt",
    "pl": "zlw/pl",
    "hr": "zls/hr",
    "ro": "roa/ro",
}

SPEECHD_LANGUAGES: dict[str, str] = {
    "en": "en",
    "it": "it",
    "pt": "pt",
    "pl": "pl",
    "hr": "hr",
    "ro": "ro",
}
