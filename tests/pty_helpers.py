"""A program of ours in a real pseudo-terminal, with everything it wrote kept for the asserts."""

from __future__ import annotations

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
