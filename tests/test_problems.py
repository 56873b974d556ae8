"""Why a file or a connection cannot be used is said in the player's language: the operating
system's own English ("No such file or directory", "file is not a database") never reaches a line.
"""

from __future__ import annotations

import errno
import ssl

import pytest
from conftest import run_cli

from uno_access.i18n import LANGUAGES, Localizer
from uno_access.problems import REASONS, reason_code
from uno_access.storage.saves import CorruptSave
from uno_access.storage.store import CorruptStore

SYSTEM_ENGLISH = ("No such file", "Permission denied", "Is a directory", "Not a directory", "not a database",
                  "Errno", "Expecting value", "codec can't decode", "Error")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_has_its_own_words_in_every_language(lang):
    loc = Localizer(lang)
    other = loc.why("other")
    texts = {code: loc.why(code) for code in REASONS}
    assert all(texts[code] != other for code in REASONS - {"other"}), texts
    assert len(set(texts.values())) == len(REASONS), "two reasons read the same"
    assert loc.why("no-such-code") == other


@pytest.mark.parametrize("problem, code", [
    (FileNotFoundError(errno.ENOENT, "x"), "missing"), (PermissionError(errno.EACCES, "x"), "denied"),
    (OSError(errno.ENOSPC, "x"), "full"), (OSError(errno.EROFS, "x"), "readonly"),
    (IsADirectoryError(errno.EISDIR, "x"), "a_folder"), (OSError(errno.E2BIG, "x"), "other"),
    (TimeoutError(), "timed_out"), (ConnectionRefusedError(errno.ECONNREFUSED, "x"), "refused"),
    (ssl.SSLError(1, "x"), "bad_certificate"), (b"\xff".decode("utf-8", "replace") and UnicodeDecodeError(
        "utf-8", b"\xff", 0, 1, "bad"), "not_text"),
    (CorruptSave("p", "not_json"), "not_json"), (CorruptStore("p", "file is not a database"), "corrupt"),
    (ValueError("anything"), "other"),
])
def test_reason_code(problem, code):
    assert reason_code(problem) == code


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_command_line_says_why_in_the_players_language(lang, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("UNO_ACCESS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("UNO_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    loc = Localizer(lang)
    bad_json = tmp_path / "bad.json"
    bad_json.write_text('{"a":', encoding="utf-8")
    cases = [
        (["labels", "--format", "brf", "-o", str(tmp_path / "no" / "such" / "x.brf")], "missing_folder"),
        (["play", "--resume", str(bad_json)], "not_json"),
        (["play", "--resume", str(tmp_path)], "not_a_file"),
        (["play", "--deck", str(tmp_path)], "a_folder"),  # a folder is named as one
    ]
    for argv, code in cases:
        status, out, err = run_cli([*argv, "--lang", lang], capsys)
        lines = (out + err).strip().splitlines()
        assert status == 2 and len(lines) == 1, (argv, lines)
        # a write names the folder that is missing (never "the file or its folder")
        why = loc.format("store-reason", reason=code, folder=str(tmp_path / "no" / "such"))
        assert why in lines[0], (argv, lines[0])
        assert not any(word in lines[0] for word in SYSTEM_ENGLISH), lines[0]
