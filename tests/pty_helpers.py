"""A program of ours in a real pseudo-terminal, with everything it wrote kept for the asserts."""

from __future__ import annotations

import os
import sys

import pexpect


def spawn_recorded(args: list[str], **options) -> pexpect.spawn:
    """``python ARGS`` in a pty (text mode); ``child.transcript`` collects what it printed."""
    child = pexpect.spawn(sys.executable, args, encoding="utf-8", **options)
    child.transcript = []  # type: ignore[attr-defined]

    class _Log:
        def write(self, text):
            child.transcript.append(text)

        def flush(self):
            pass

    child.logfile_read = _Log()
    return child


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
