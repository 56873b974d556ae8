"""Shared test helpers.

``require_tool("espeak-ng")`` skips a test with a reason when a system
package is missing, except under ``CI=true``, where the missing package is a
failure: CI installs every package the tests need, so a skip there would hide
a broken install step.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

IN_CI = os.environ.get("CI", "").lower() == "true"

# the parsed-messages cache of this test run (and of the programs it starts), never the user's
if "UNO_ACCESS_CACHE_DIR" not in os.environ:
    os.environ["UNO_ACCESS_CACHE_DIR"] = tempfile.mkdtemp(prefix="uno-access-test-cache-")
    atexit.register(shutil.rmtree, os.environ["UNO_ACCESS_CACHE_DIR"], ignore_errors=True)


def require_tool(command: str, package: str | None = None) -> str:
    """The path of ``command``; skip (or fail under CI=true) when it is not installed."""
    path = shutil.which(command)
    if path:
        return path
    reason = f"{command} is not installed (Debian package {package or command})"
    if IN_CI:
        pytest.fail(reason + "; CI must install it")
    pytest.skip(reason)
    raise AssertionError  # unreachable


def require_path(path: str | Path, package: str) -> Path:
    """A file a system package provides (a dictionary, a table); skip or fail like ``require_tool``."""
    p = Path(path)
    if p.exists():
        return p
    reason = f"{p} is missing (Debian package {package})"
    if IN_CI:
        pytest.fail(reason + "; CI must install it")
    pytest.skip(reason)
    raise AssertionError  # unreachable


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``uno-access ARGV`` in-process: (exit code, stdout, stderr); argparse exits become codes."""
    from uno_access.cli.main import main

    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err
