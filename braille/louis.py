"""liblouis, the braille translator screen readers use, through its ``lou_translate`` tool.

Only the command-line tool is used (Debian package ``liblouis-bin``, tables
in ``liblouis-data``), so nothing needs compiling.  Output is always asked for
as Unicode braille (display table ``unicode.dis``); ``braille.cells`` turns it
into ASCII Braille when a BRF file is wanted.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

from .cells import BLANK, DIGIT_BITS, BrailleError, cell, is_cell

TABLE_DIRS = (Path("/usr/share/liblouis/tables"), Path("/usr/local/share/liblouis/tables"))


class LouisUnavailable(BrailleError):
    """``lou_translate`` or the requested table is not installed."""

    reason = "liblouis_missing"


class LouisFailed(BrailleError):
    """``lou_translate`` ran but gave no usable answer."""

    reason = "liblouis_failed"


def executable() -> str | None:
    """The path of ``lou_translate``, or None."""
    return shutil.which("lou_translate")


def table_dirs() -> list[Path]:
    dirs = [Path(p) for p in os.environ.get("LOUIS_TABLEPATH", "").split(",") if p]
    return dirs + [d for d in TABLE_DIRS if d not in dirs]


def find_table(name: str) -> Path | None:
    """Where the table file ``name`` (``"en-ueb-g1.ctb"``) is installed, or None."""
    for folder in table_dirs():
        path = folder / name
        if path.is_file():
            return path
    return None


def available(table: str | None = None) -> bool:
    """Whether ``lou_translate`` (and, if given, the table) is installed."""
    return executable() is not None and (table is None or find_table(table) is not None)


def translate(lines: Sequence[str], table: str, *, timeout: float = 60) -> list[str]:
    """Translate each line to Unicode braille with one run of ``lou_translate --forward``.

    Raises ``LouisUnavailable`` when the tool or the table is missing and
    ``LouisFailed`` when the tool fails or answers with a different number of
    lines.
    """
    exe = executable()
    if exe is None:
        raise LouisUnavailable("lou_translate is not installed (Debian package liblouis-bin)",
                               missing="lou_translate")
    if find_table(table) is None or find_table("unicode.dis") is None:
        raise LouisUnavailable(f"the liblouis table {table} is not installed "
                               "(Debian package liblouis-data)", missing=table)
    for line in lines:
        if "\n" in line or "\r" in line:
            raise ValueError("a line to translate must not contain a line break")
    if not lines:
        return []
    try:
        done = subprocess.run([exe, "--forward", f"unicode.dis,{table}"],
                              input="".join(f"{line}\n" for line in lines), capture_output=True,
                              text=True, encoding="utf-8", timeout=timeout, check=False)
    except (OSError, subprocess.SubprocessError) as exc:
        raise LouisFailed(f"lou_translate could not run: {exc}", table=table) from exc
    out = done.stdout.split("\n")
    if out and out[-1] == "":
        out.pop()
    if done.returncode != 0 or len(out) != len(lines) or done.stderr.strip():
        raise LouisFailed(f"lou_translate with {table} failed: {done.stderr.strip() or 'no output'}",
                          table=table, returncode=done.returncode)
    for text in out:
        for ch in text:
            if not is_cell(ch):
                raise LouisFailed(f"lou_translate with {table} answered {ch!r}, not a braille cell",
                                  table=table)
    return out


def eight_dot_digits_to_six(cells_: str, *, capital: str | None = None,
                            capital_word: str | None = None,
                            lowercase: frozenset[str] = frozenset()) -> str:
    """Rewrite eight-dot computer braille as six-dot literary braille.

    Some tables (the Romanian ``ro.tbl``, for instance) are eight-dot computer
    braille tables that mark a digit by adding dot 8 to the letters a-j and a
    capital by adding dot 7 to its letter.  Six-dot media (embossers, BRF)
    write the number sign once before a run of digits and, when ``capital``
    is given, the capital sign before a capital letter, or ``capital_word``
    once before a word of two or more capitals and no letter of
    ``lowercase`` (the small letters of the language).  Without ``capital``
    a dot-7 cell is left for the caller to see.
    """
    out: list[str] = []
    for word in cells_.split(BLANK):
        bits = [ord(ch) - 0x2800 if is_cell(ch) else -1 for ch in word]
        capitals = sum(1 for b in bits if b >= 0 and b & 0x40 and not b & 0x80)
        all_caps = (capital is not None and capital_word is not None and capitals > 1
                    and not any(ch in lowercase for ch in word))
        text: list[str] = [capital_word] if capital_word is not None and all_caps else []
        in_number = False
        for ch, b in zip(word, bits):
            if b >= 0 and b & 0x80 and not b & 0x40 and (b & 0x3F) in DIGIT_BITS:
                if not in_number:
                    text.append(cell("3456"))
                    in_number = True
                text.append(chr(0x2800 + (b & 0x3F)))
                continue
            in_number = False
            if b >= 0 and b & 0x40 and not b & 0x80 and capital is not None:
                if not all_caps:
                    text.append(capital)
                text.append(chr(0x2800 + (b & 0x3F)))
            else:
                text.append(ch)
        out.append("".join(text))
    return BLANK.join(out)
