"""The first line of a game started at a terminal, in a real pseudo-terminal (pexpect): what
the program is and how to get help, in the player's language, before anything else; never in
a script and never with --help.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from uno_access.i18n import LANGUAGES, Localizer

ROOT = Path(__file__).resolve().parent.parent
LOCALES = {"en": "en_US.UTF-8", "it": "it_IT.UTF-8", "pt": "pt_BR.UTF-8", "pl": "pl_PL.UTF-8",
           "hr": "hr_HR.UTF-8", "ro": "ro_RO.UTF-8"}


@pytest.fixture
def env(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.toml").write_text('speech = "none"\ndelay = 0\npace = 0\n', encoding="utf-8")
    environ = {k: v for k, v in os.environ.items()
               if k not in ("NO_COLOR", "ACCESSIBLE", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    environ.update(PYTHONPATH=str(ROOT), UNO_ACCESS_CONFIG_DIR=str(config), UNO_ACCESS_DATA_DIR=str(tmp_path / "data"),
                   TERM="xterm-256color", PROMPT_TOOLKIT_NO_CPR="1")
    return environ


def _first_lines(environ: dict, args: list[str], count: int = 2) -> tuple[list[str], pexpect.spawn]:
    child = pexpect.spawn(sys.executable, ["-m", "uno_access", *args], env=environ, encoding="utf-8",
                          timeout=20, cwd=str(ROOT), dimensions=(40, 200))
    lines = []
    for _ in range(count):
        child.expect("\r\n")
        assert isinstance(child.before, str)
        lines.append(child.before)
    return lines, child


@pytest.mark.parametrize("lang", LANGUAGES)
def test_uno_access_alone_at_a_terminal_first_says_what_it_is_and_where_help_is(env, lang):
    env["LANG"] = LOCALES[lang]
    intro = Localizer(lang).format("start-intro")
    (first, second), child = _first_lines(env, [])
    try:
        assert first == intro  # the very first bytes the terminal receives
        assert "uno-access --help" in intro and "UNO" in intro
        assert second and second != intro  # then the game itself
    finally:
        child.terminate(force=True)


def test_the_first_line_in_plain_mode_is_a_plain_line_and_the_game_goes_on(env):
    env.update(LANG="pt_BR.UTF-8", TERM="dumb")
    loc = Localizer("pt")
    (first, _), child = _first_lines(env, [])
    child.sendline(loc.format("cmd-words-hand").split(",")[0])  # "mão"
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    transcript = first + "\r\n" + child.before
    assert first == loc.format("start-intro")
    assert "\x1b" not in transcript
    assert loc.format("store-saved-on-exit", name="1") in transcript
    assert child.exitstatus == 0
    assert transcript.count(first) == 1


def test_play_at_a_terminal_says_it_too_but_not_its_help(env):
    env["LANG"] = "pl_PL.UTF-8"
    (first, _), child = _first_lines(env, ["play", "--rules", "pl"])
    child.terminate(force=True)
    assert first == Localizer("pl").format("start-intro")
    (first, _), child = _first_lines(env, ["play", "--help"])
    child.terminate(force=True)
    assert first.startswith(Localizer("pl").format("cli-help-usage"))


def test_a_script_gets_no_first_line_of_introduction(env, tmp_path):
    env["LANG"] = "en_US.UTF-8"
    result = subprocess.run([sys.executable, "-m", "uno_access", "--seed", "3"], input="hand\n", env=env,
                            capture_output=True, text=True, timeout=60, cwd=str(ROOT))
    assert result.returncode == 0, result.stderr
    assert Localizer("en").format("start-intro") not in result.stdout
    assert result.stdout.splitlines()[0].startswith("New match")
