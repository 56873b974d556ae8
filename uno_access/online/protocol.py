"""The online protocol: JSON messages with a version, validated on both ends (pure, no I/O).

Every message is one JSON object (one WebSocket text frame) with ``"v": VERSION`` and
``"type"``.  ``CLIENT_MESSAGES`` and ``SERVER_MESSAGES`` list, per type, each field's
JSON type, whether it is required and its bound; ``check(message, SCHEMA)`` raises
``ProtocolError`` (a code the other end localizes) for anything else.  The README's
"Play online" section is the same table in prose.  ``clean_text`` strips what a
terminal would obey (control characters, escape sequences, bidirectional overrides)
from every name and chat line.
"""

from __future__ import annotations

import json
import re
import unicodedata

VERSION = 1
#: an application message larger than this is refused with an error (the connection stays)
MAX_MESSAGE = 4096
#: a WebSocket frame larger than this closes the connection (code 1009)
MAX_FRAME = 65536
NAME_LENGTH = 24
CHAT_LENGTH = 300
ID_LENGTH = 64
TOKEN_LENGTH = 64
CODE_LENGTH = 16

_STR, _INT, _BOOL, _LIST, _OBJ, _NUM = "string", "integer", "boolean", "array", "object", "number"

#: field -> (json type, required, bound: max length of a string / (min, max) of an integer)
CLIENT_MESSAGES: dict[str, dict[str, tuple]] = {
    "hello": {"name": (_STR, True, NAME_LENGTH * 4), "lang": (_STR, False, 8),
              "token": (_STR, False, TOKEN_LENGTH), "last_seq": (_INT, False, (0, 2**53)),
              "client": (_STR, False, 64)},
    "list": {},
    "create": {"rules": (_STR, False, 16), "house": (_STR, False, 400), "seats": (_INT, False, (2, 10)),
               "bots": (_INT, False, (0, 9)), "level": (_STR, False, 8), "private": (_BOOL, False, None),
               "grace": (_INT, False, (0, 3600)), "delay": (_INT, False, (1, 60)),
               "turn_timer": (_INT, False, (0, 3600)), "pace": (_NUM, False, (0, 10))},
    "join": {"table": (_STR, True, CODE_LENGTH * 4)},
    "spectate": {"table": (_STR, True, CODE_LENGTH * 4)},
    "leave": {},
    "start": {},
    "add_bot": {"level": (_STR, False, 8)},
    "remove_bot": {"seat": (_INT, False, (0, 9))},
    "kick": {"seat": (_INT, True, (0, 9))},
    "say": {"text": (_STR, True, CHAT_LENGTH * 4)},
    "who": {},
    "time": {},
    "action": {"id": (_STR, True, ID_LENGTH), "seq": (_INT, True, (0, 2**53)), "action": (_STR, True, 40),
               "seat": (_INT, False, (0, 9))},
    "bye": {},
}

#: the notices about one seat's absence and return (their ``args`` name it: ``seat``): that
#: seat is never told them, neither live nor in what it missed (it hears "Back at the table")
OWN_NOTICES = ("absent", "waiting", "back")

SERVER_MESSAGES: dict[str, dict[str, tuple]] = {
    "welcome": {"server": (_STR, True, 64), "name": (_STR, True, NAME_LENGTH), "limits": (_OBJ, True, None)},
    "tables": {"tables": (_LIST, True, None)},
    "table": {"table": (_OBJ, True, None)},
    "joined": {"table": (_STR, True, CODE_LENGTH), "seat": (_INT, False, (0, 9)), "token": (_STR, False, TOKEN_LENGTH)},
    "left": {},
    "events": {"events": (_LIST, True, None), "view": (_OBJ, False, None), "replay": (_BOOL, False, None)},
    "view": {"view": (_OBJ, True, None)},
    "resumed": {"missed": (_INT, True, (0, 2**53)), "table": (_STR, True, CODE_LENGTH)},
    "notice": {"msg": (_STR, True, 64), "args": (_OBJ, False, None)},
    "chat": {"from": (_STR, True, NAME_LENGTH), "text": (_STR, True, CHAT_LENGTH), "scope": (_STR, True, 8),
             "replay": (_BOOL, False, None)},
    "who": {"lobby": (_LIST, True, None), "seats": (_LIST, False, None), "spectators": (_INT, False, (0, 2**31))},
    "time": {"left": (_INT, False, (0, 3600))},
    "ack": {"id": (_STR, True, ID_LENGTH), "duplicate": (_BOOL, False, None)},
    "error": {"code": (_STR, True, 40), "args": (_OBJ, False, None), "id": (_STR, False, ID_LENGTH)},
    "bye": {"reason": (_STR, True, 16)},
}

_JSON_TYPES: dict[str, type | tuple[type, ...]] = {_STR: str, _INT: int, _BOOL: bool, _LIST: list, _OBJ: dict, _NUM: (int, float)}


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``code`` (bad_json, bad_version, unknown_type,
    bad_field, too_big) and ``args`` for the one-line answer."""

    def __init__(self, code: str, **args: object) -> None:
        super().__init__(code)
        self.code = code
        self.args_ = args


def decode(raw: str | bytes, schema: dict[str, dict[str, tuple]], limit: int = MAX_MESSAGE) -> dict:
    """One raw frame as a checked message (``ProtocolError`` otherwise)."""
    if isinstance(raw, bytes):
        raise ProtocolError("bad_json")
    if len(raw.encode("utf-8", "surrogatepass")) > limit:
        raise ProtocolError("too_big", limit=limit)
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json") from None
    return check(message, schema)


def check(message: object, schema: dict[str, dict[str, tuple]]) -> dict:
    if not isinstance(message, dict):
        raise ProtocolError("bad_json")
    if message.get("v") != VERSION:
        raise ProtocolError("bad_version", version=VERSION)
    kind = message.get("type")
    fields = schema.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown_type", type=clean_text(str(kind), 20))
    for name, (json_type, required, bound) in fields.items():
        if name not in message:
            if required:
                raise ProtocolError("bad_field", field=name)
            continue
        value = message[name]
        python = _JSON_TYPES[json_type]
        if not isinstance(value, python) or (json_type in (_INT, _NUM) and isinstance(value, bool)):
            raise ProtocolError("bad_field", field=name)
        if isinstance(value, str) and bound is not None and len(value) > bound:
            raise ProtocolError("bad_field", field=name)
        if isinstance(value, (int, float)) and bound is not None and not bound[0] <= value <= bound[1]:
            raise ProtocolError("bad_field", field=name)
    extra = set(message) - set(fields) - {"v", "type", "seq"}
    if extra:
        raise ProtocolError("bad_field", field=clean_text(sorted(extra)[0], 20))
    return message


def dumps(value: object) -> str:
    """The compact JSON text of ``value``, as every message is written."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def encode(kind: str, **fields: object) -> str:
    return dumps({"v": VERSION, "type": kind, **fields})


# ------------------------------------------------------------------ clean text
#: CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), DCS/PM/APC/SOS strings, other ESC + one char
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]?"
    r"|\x1b[\]PX^_][^\x07\x1b]*(?:\x07|\x1b\\)?"
    r"|\x9b[0-?]*[ -/]*[@-~]?"
    r"|[\x90\x98\x9d\x9e\x9f][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b.?",
    re.DOTALL,
)


def clean_text(text: str, limit: int) -> str:
    """``text`` safe for any terminal and screen reader: no escape sequence, no control or
    format character (bidirectional overrides included), whitespace as single spaces, at most
    ``limit`` characters."""
    text = _ESCAPES.sub("", str(text))
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch.isspace() or cat in ("Zl", "Zp"):
            kept.append(" ")
        elif cat[0] == "C":  # Cc control, Cf format (bidi), Cs surrogate, Co private, Cn unassigned
            continue
        else:
            kept.append(ch)
    return " ".join("".join(kept).split())[:limit].strip()
