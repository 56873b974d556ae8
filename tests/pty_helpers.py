"""A program of ours in a real pseudo-terminal, with everything it wrote kept for the asserts."""

from __future__ import annotations

import os
import sys
from typing import Any

import pexpect


class Recorded(pexpect.spawn):
    """``python ARGS`` in a pty (text mode); ``transcript`` collects what it printed."""

    def __init__(self, args: list[str], **options: Any) -> None:
        super().__init__(sys.executable, args, encoding="utf-8", **options)
        self.transcript: list[str] = []
        self.logfile_read = _Log(self.transcript)


class _Log:
    """What a child prints, kept in a list (pexpect's ``logfile_read``)."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines

    def write(self, text: str) -> None:
        self.lines.append(text)

    def flush(self) -> None:
        pass


def spawn_recorded(args: list[str], **options: Any) -> Recorded:
    """``python ARGS`` in a pty (text mode); ``child.transcript`` collects what it printed."""
    return Recorded(args, **options)


def standard_env(tmp_path, root) -> dict:
    """The environment of a game at a colour terminal (standard mode), its folders in ``tmp_path``
    and the checkout ``root`` on the path."""
    environ = dict(os.environ)
    environ.update(PYTHONPATH=str(root), UNO_ACCESS_CONFIG_DIR=str(tmp_path / "config"),
                   UNO_ACCESS_DATA_DIR=str(tmp_path / "data"), TERM="xterm-256color", LANG="en_US.UTF-8",
                   PROMPT_TOOLKIT_NO_CPR="1")
    environ.pop("NO_COLOR", None)
    environ.pop("ACCESSIBLE", None)
    return environ
