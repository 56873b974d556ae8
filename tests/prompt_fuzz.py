"""The prompt fuzz, shared by tests/test_prompt_fuzz.py (a few hundred lines) and
benchmarks/prompt_fuzz.py (tens of thousands): hostile lines typed at any moment of a game.

``HOSTILE`` (a hypothesis strategy) gives huge numbers after every command that takes one, values
over 1,000 characters, control characters and NUL, escape sequences, text decoded from invalid
UTF-8 (as the console reads it: undecodable bytes become U+FFFD), words of other languages and
scripts.  ``answer_problems(session, text)`` types one line and returns what is wrong with the
answer: an exception, no answer, a line that is not plain printable text, a raw message id, the
internal-error line, a changed game after a refusal.
"""

from __future__ import annotations

import re
from functools import cache

from hypothesis import strategies as st

from uno_access.console.session import Session
from uno_access.engine import Game
from uno_access.i18n import LANGUAGES, locales_dir

PREFIXES = ["", "play ", "p ", "history ", "l ", "catch ", "swap ", "set rate ", "set pace ", "set ", "rules ",
            "help ", "color ", "as ", "ana: ", "ben: catch ", "draw ", "uno ", "set voice ", "set language "]
FOREIGN = ["zagraj czerwoną siódemkę", "pesca", "igraj crvenu sedmicu", "trage o carte", "compre", "joga 3",
           "żółta 7", "crvena", "日本語", "العربية", "😀😀", "Ÿ", "ß", "İ", "ǅ", "\u200b", "\u202e3", "ﬁ"]

huge_number = st.integers(10, 6000).map(lambda n: "9" * n)
long_value = st.integers(1001, 5000).map(lambda n: "x" * n)
control = st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=31), min_size=1, max_size=8)
escape = st.sampled_from(["\x1b[31m", "\x1b[6n", "\x1b]0;x\x07", "\x00", "\x7f", "\r", "\x08\x08", "\t"])
invalid_utf8 = st.binary(min_size=1, max_size=20).map(lambda b: (b + b"\xff").decode("utf-8", "replace"))
other_text = st.text(max_size=40)
HOSTILE = st.one_of(
    st.tuples(st.sampled_from(PREFIXES), st.one_of(huge_number, long_value, control, escape, invalid_utf8,
                                                 other_text, st.sampled_from(FOREIGN)))
    .map(lambda pair: pair[0] + pair[1]),
    st.tuples(st.sampled_from(PREFIXES), huge_number, st.sampled_from(["", " uno", " red", " 1"])).map("".join),
    st.sampled_from(FOREIGN), control, invalid_utf8,
)

#: a message id as a player could see it: lower-case words joined by "-", three or more
_ID = re.compile(r"\b[a-z]+(?:-[a-z0-9]+){2,}\b")


@cache
def message_ids() -> frozenset[str]:
    ids = set()
    for lang in LANGUAGES:
        for path in (locales_dir() / lang).glob("*.ftl"):
            ids.update(re.findall(r"^([a-z][a-z0-9-]*)\s*=", path.read_text(encoding="utf-8"), re.M))
    return frozenset(ids)


def line_problems(line: str) -> list[str]:
    problems = []
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        problems.append("not encodable as UTF-8")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in line):
        problems.append("a control character")
    if len(line) > 2000:
        problems.append(f"{len(line)} characters")
    if "Something went wrong" in line:
        problems.append("the internal-error line")
    ids = message_ids()
    raw = [word for word in _ID.findall(line) if word in ids]
    if raw:
        problems.append(f"raw message id {raw[0]}")
    return problems


def answer_problems(session: Session, lines: list[str], text: str) -> tuple[list[str], bool]:
    """Type ``text``; (what is wrong with the answer, whether the session ended)."""
    game = session.game
    assert isinstance(game, Game)  # the fuzz types at a local table, with the engine's game
    before = game.to_json()
    del lines[:]
    try:
        outcome = session.handle_line(text)
    except Exception as exc:  # noqa: BLE001 - the fuzz reports any exception
        return [f"{type(exc).__name__}: {exc}"[:200]], True
    problems = []
    if not lines:
        problems.append("no answer")
    for line in lines:
        problems.extend(line_problems(line))
    if not outcome.changed and not outcome.quit and game.to_json() != before:
        problems.append("a refused line changed the game")
    return problems, outcome.quit
