"""A full disk, a read-only folder and /dev/full: the game says once why it cannot save, plays on,
and at the end says the game was NOT saved; never "saved" when it was not, never a traceback.

The read-only folder is tried as a user without root rights (root writes anywhere): when the suite
runs as root, the game runs in a child that drops to the "nobody" user with ``os.setuid`` once its
modules are imported.  The full disk is a small tmpfs (mounted when the suite runs as root and may
mount) or, where mounting is not allowed, a file-size limit (``RLIMIT_FSIZE``).
"""

from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from fault_helpers import environment

NOBODY = 65534
PLAY = ["play", "--speech", "none", "--delay", "0", "--pace", "0", "--players", "human,normal", "--seed", "4"]
MOVES = "draw\npass\n1\n2\ndraw\npass\nhand\n"

#: the child: import what the game needs, then (when asked) drop root before running it
CHILD = r"""
import os, sys
import importlib
import uno_access.cli.main as cli
for module in cli.COMMANDS.values():
    importlib.import_module(module)
import uno_access.console.app, uno_access.console.games, uno_access.console.session, uno_access.cli.saves
import uno_access.tutor.app, uno_access.storage.store, uno_access.bots, uno_access.narration.rules_text
import babel.dates, babel.lists, babel.numbers, datetime, json, sqlite3, tomllib, hashlib, queue, select
from uno_access.i18n import LANGUAGES, Localizer, locale_problems
for lang in LANGUAGES:
    Localizer(lang); locale_problems(lang)
babel.dates.format_datetime(datetime.datetime.now(), "medium", locale="en")
if os.environ.get("AS_UID"):
    os.setgroups([]); os.setgid(int(os.environ["AS_UID"])); os.setuid(int(os.environ["AS_UID"]))
sys.exit(cli.main(sys.argv[1:]))
"""


def run(env: dict, argv: list[str], stdin: str = "", as_nobody: bool = False, fsize: int | None = None):
    env = dict(env)
    if as_nobody:
        env["AS_UID"] = str(NOBODY)

    def limits() -> None:
        # a write past the limit must fail with EFBIG, not kill the program with SIGXFSZ
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        assert fsize is not None
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    return subprocess.run([sys.executable, "-c", CHILD, *argv], input=stdin, env=env, capture_output=True,
                          text=True, timeout=120, cwd="/", preexec_fn=limits if fsize is not None else None)


def assert_not_saved(result) -> list[str]:
    text = result.stdout + result.stderr
    assert "Traceback" not in text and "Something went wrong" not in text, text
    lines = result.stdout.splitlines()
    assert not any("is saved" in line or "Your progress is saved" in line for line in lines), lines
    return lines


@pytest.fixture
def readonly(tmp_path):
    if os.geteuid() != 0:
        folder = tmp_path / "ro"
        folder.mkdir()
        folder.chmod(0o555)
        yield folder, False
        folder.chmod(0o755)
        return
    # root: a folder owned by root that nobody may read but not write, where nobody can reach it
    base = Path(tempfile.mkdtemp(prefix="uno-ro-", dir="/tmp"))
    base.chmod(0o755)
    folder = base / "data"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        yield folder, True
    finally:
        shutil.rmtree(base, ignore_errors=True)


def test_a_read_only_folder_plays_on_and_says_the_game_was_not_saved(tmp_path, readonly):
    folder, as_nobody = readonly
    env = environment(tmp_path)
    env["UNO_ACCESS_DATA_DIR"] = str(folder)
    env["UNO_ACCESS_CONFIG_DIR"] = str(folder / "config")
    result = run(env, PLAY, MOVES + "set rate 200\n", as_nobody=as_nobody)
    assert result.returncode == 0, result.stderr
    lines = assert_not_saved(result)
    assert sum("cannot be used" in line and "the folder cannot be written" in line for line in lines) == 1, lines
    assert "You play" in result.stdout or "You draw" in result.stdout
    assert lines[-1] == "The game was not saved."
    assert any(line.startswith("The setting is used now but could not be saved") for line in lines)
    assert sorted(os.listdir(folder)) == []


def test_the_tutor_in_a_read_only_folder_never_says_progress_is_saved(tmp_path, readonly):
    folder, as_nobody = readonly
    env = environment(tmp_path)
    env["UNO_ACCESS_DATA_DIR"] = str(folder)
    result = run(env, ["tutor", "--lesson", "cards"], "quit\n", as_nobody=as_nobody)
    assert result.returncode == 0, result.stderr
    assert_not_saved(result)
    assert "You left the lesson" in result.stdout and "Your progress could not be saved." in result.stdout
    assert sorted(os.listdir(folder)) == []


def _mount_tmpfs(path: Path, size: str) -> bool:
    if os.geteuid() != 0:
        return False
    path.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)], capture_output=True)
    return done.returncode == 0


def _fill(folder: Path) -> None:
    """Fill a small file system to the last byte."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 512)
    except OSError:
        pass
    finally:
        os.close(fd)


def test_a_full_disk_plays_on_and_says_the_game_was_not_saved(tmp_path):
    disk = tmp_path / "disk"
    mounted = _mount_tmpfs(disk, "256k")
    try:
        env = environment(tmp_path)
        data = disk / "data" if mounted else tmp_path / "data"
        env["UNO_ACCESS_DATA_DIR"] = str(data)
        # a game saved while there was room
        first = run(env, [*PLAY, "--save", "g"], "draw\n")
        assert first.returncode == 0 and "The game is saved as g." in first.stdout, first.stdout + first.stderr
        if mounted:
            _fill(disk)
            result = run(env, ["play", "--speech", "none", "--resume", "g"], MOVES * 6)
            reason = "the disk is full"
        else:  # no mount allowed here: the file-size limit makes every write past it fail
            result = run(env, ["play", "--speech", "none", "--resume", "g"], MOVES * 6, fsize=1)
            reason = ""
        assert result.returncode == 0, result.stderr
        lines = assert_not_saved(result)
        # one line says why: opening the store already fails, or the first move's write does
        failed = [line for line in lines if line.startswith(("The game cannot be saved", "The saved games in"))]
        assert len(failed) == 1 and reason in failed[0], lines
        assert "You draw" in result.stdout  # and the game went on
        assert lines[-1] == "The game was not saved."
    finally:
        if mounted:
            subprocess.run(["umount", str(disk)], capture_output=True)


def test_an_event_log_on_dev_full_is_one_line_and_the_game_goes_on(tmp_path):
    env = environment(tmp_path)
    result = run(env, [*PLAY, "--event-log", "/dev/full"], MOVES)
    assert result.returncode == 0
    text = result.stdout + result.stderr
    assert "Traceback" not in text
    assert [line for line in result.stdout.splitlines() if "event log" in line] == [
        "The event log could not be written (the disk is full); it is stopped."]
    assert result.stdout.splitlines()[-1] == "The game is saved as 1. Type uno-access play --resume 1 to continue it."


def test_the_disk_filling_up_during_the_game_is_said_once(tmp_path):
    disk = tmp_path / "disk"
    if not _mount_tmpfs(disk, "512k"):
        pytest.skip("mounting a small tmpfs needs root and a system that allows it")
    try:
        env = environment(tmp_path)
        env["UNO_ACCESS_DATA_DIR"] = str(disk / "data")
        proc = subprocess.Popen([sys.executable, "-c", CHILD, *PLAY, "--save", "g"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd="/")
        proc.stdin.write("hand\n")
        proc.stdin.flush()
        seen = []
        while not any(line.startswith("Your seven cards") for line in seen):
            line = proc.stdout.readline()
            assert line, seen
            seen.append(line.rstrip("\n"))
        _fill(disk)  # the disk fills up while the game runs
        out, err = proc.communicate(MOVES * 6, timeout=120)
        lines = seen + out.splitlines()
        assert proc.returncode == 0 and "Traceback" not in out + err, err
        failed = [line for line in lines if line.startswith("The game cannot be saved")]
        assert failed == ["The game cannot be saved: the disk is full. It goes on without saving."], lines
        assert lines[-1] == "The game was not saved."
        assert not any(line.startswith("The game is saved") for line in lines)
    finally:
        subprocess.run(["umount", str(disk)], capture_output=True)
