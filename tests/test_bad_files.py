"""Bad files, table-driven: saves, settings, decks, tutor progress and message files.

Each case gives one line about the file (never a traceback, never "Something went wrong"), the
expected exit code, and leaves the file byte for byte as it was, with nothing new beside it.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run_cli
from ftl_helpers import ftl_messages, ftl_variables
from test_store import foreign_database

from uno_access.engine import Game, RuleSet
from uno_access.i18n import LANGUAGES, Localizer, locales_dir
from uno_access.problems import REASONS

ROOT = Path(__file__).resolve().parent.parent


def legacy_save(**changes) -> dict:
    game = Game(players=3, rules=RuleSet.preset("official"), seed=9, dealer=0)
    for action in game.legal_actions()[:1]:
        game.apply(action)
    data = game.to_json()
    data.update(changes)
    return {"format": "uno-access-save", "version": 1, "game": data, "seats": ["human", "normal", "normal"]}


def text_of(save: dict) -> str:
    return json.dumps(save)


def empty_discard() -> str:
    save = legacy_save()
    game = save["game"]
    game["draw_pile"] = game["draw_pile"] + game["discard"]
    game["discard"] = []
    return text_of(save)


def pending(value: int) -> str:
    return text_of(legacy_save(pending_draw=value, pending_kind="wild_draw_four", pending_cards=1))


#: name -> the file's content (bytes or text); ``--resume FILE`` must refuse each with one line, exit 2
BAD_SAVES: dict[str, str | bytes] = {
    "players-as-float": text_of(legacy_save(players=3.0)),
    "current-as-float": text_of(legacy_save(current=0.0)),
    "infinite-number": text_of(legacy_save()).replace('"pending_draw": 0', '"pending_draw": 1e999'),
    "nan": text_of(legacy_save()).replace('"hand_number": 1', '"hand_number": NaN'),
    "nested-100000-deep": '{"format": "uno-access-save", "version": 1, "game": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "empty-discard-pile": empty_discard(),
    "phase-contradicts-fields": text_of(legacy_save(phase="drawn", drawn=None)),
    "negative-pending-draw": pending(-4),
    "huge-pending-draw": pending(10**12),
    "huge-integer": text_of(legacy_save()).replace('"dealer": 0', '"dealer": ' + "9" * 5000),
    "seats-not-ours": json.dumps({**legacy_save(), "seats": ["human", "robot", "normal"]}),
    "rng-state-wrong": text_of(legacy_save(rng=[3, [1, 2, 3], None])),
    "not-json": "{not json",
    "binary": b"\x00\xff\xfe\x89PNG\r\n",
    "empty": b"",
    "json-but-not-ours": json.dumps({"hello": "world"}),
}


def _case_file(tmp_path: Path, content: str | bytes) -> Path:
    folder = tmp_path / "files"
    folder.mkdir()
    path = folder / "save.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def _listing(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("UNO_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("UNO_ACCESS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    return tmp_path


def _one_line(text: str) -> str:
    assert text.count("\n") == 1 and text.endswith("\n"), text
    assert "Traceback" not in text and "Something went wrong" not in text
    return text.rstrip("\n")


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_a_bad_save_is_one_line_exit_2_and_left_as_it_is(env, case, capsys):
    path = _case_file(env, BAD_SAVES[case])
    before = _listing(path.parent)
    code, out, err = run_cli(["play", "--speech", "none", "--resume", str(path)], capsys)
    assert code == 2 and out == ""
    line = _one_line(err)
    assert line.startswith(f"{path} is not a saved game of uno-access") and line.endswith("it was left as it is.")
    assert _listing(path.parent) == before


def test_a_directory_a_device_a_fifo_and_a_foreign_database_are_never_touched(env, capsys):
    folder = env / "files"
    folder.mkdir()
    (folder / "inside.txt").write_text("keep me")
    fifo = env / "fifo"
    os.mkfifo(fifo)
    other = foreign_database(env / "other.db")
    foreign = other.read_bytes()
    for target in (folder, Path("/dev/null"), fifo, other):
        code, out, err = run_cli(["play", "--speech", "none", "--resume", str(target)], capsys)
        assert code == 2 and out == "", target
        assert _one_line(err).startswith(f"{target} is not a saved game of uno-access")
    assert _listing(folder) == {"inside.txt": b"keep me"} and fifo.is_fifo() and other.read_bytes() == foreign
    assert sorted(p.name for p in env.iterdir() if p.name not in ("data", "config")) == ["fifo", "files", "other.db"]


def test_json_that_is_not_a_save_says_why_without_saying_it_twice(env, capsys):
    """Review s34: "x.json is not a saved game of uno-access (it is not a saved game of uno-access)"."""
    path = _case_file(env, '{"hello": "world"}')
    code, out, err = run_cli(["play", "--speech", "none", "--resume", str(path)], capsys)
    assert code == 2 and _one_line(err) == f"{path} is not a saved game of uno-access (it holds other data); it was left as it is."
    # no line with a ($detail) says in its own words what one of the reasons says
    checked = 0
    for lang in LANGUAGES:
        loc = Localizer(lang)
        reasons = {reason: loc.why(reason).lower() for reason in REASONS}
        for path in sorted((locales_dir() / lang).glob("*.ftl")):
            for msg_id, entry in ftl_messages(path).items():
                variables = ftl_variables(entry)
                if "detail" in variables:
                    line = loc.format(msg_id, **dict.fromkeys(variables, "D")).lower()
                    assert not [r for r, text in reasons.items() if text in line], (lang, msg_id, line)
                    checked += 1
    assert checked >= 6 * 20


def test_a_name_that_is_not_saved_is_one_line(env, capsys):
    code, out, err = run_cli(["play", "--speech", "none", "--resume", "nothing-here"], capsys)
    assert code == 2 and out == ""
    assert _one_line(err) == "There is no saved game called nothing-here. The command uno-access saves lists them."
    # review s34: a path that does not exist is a missing file, not a saved game "called /no/such.json"
    for missing in (env / "no" / "such.json", Path("old.json")):
        code, out, err = run_cli(["play", "--speech", "none", "--resume", str(missing)], capsys)
        assert code == 2 and out == "" and not missing.exists()
        assert _one_line(err) == f"There is no saved game at {missing}: the file or its folder does not exist."


#: name -> settings.toml content; the game starts with the defaults and one notice
BAD_SETTINGS: dict[str, str | bytes] = {
    "nested-100000-deep": "rate = " + "[" * 100_000 + "]" * 100_000 + "\n",
    "table-nested-deep": "a = " + "{b = " * 5_000 + "1" + "}" * 5_000 + "\n",
    "infinite-rate": "rate = inf\n",
    "huge-integer": "rate = " + "9" * 5000 + "\n",
    "long-value": 'voice = "' + "x" * 5000 + '"\n',
    "binary": b"\x00\xff\xfe rate = 1",
    "not-toml": "rate == = 1\n",
    "unknown-name": "colour = 1\n",
}


@pytest.mark.parametrize("case", sorted(BAD_SETTINGS))
def test_bad_settings_are_one_notice_and_left_as_they_are(env, case, capsys):
    path = env / "config" / "settings.toml"
    path.parent.mkdir()
    content = BAD_SETTINGS[case]
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    code, out, err = run_cli(["play", "--speech", "none", "--seed", "3"], capsys)
    assert code == 0 and "Traceback" not in out + err
    notices = [line for line in out.splitlines() if line.startswith("The settings file")]
    assert notices == [f"The settings file {path} could not be read, so the default settings are used."]
    assert path.read_bytes() == (content if isinstance(content, bytes) else content.encode())
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.toml"]


def _deck_cases(tmp: Path) -> dict[str, tuple[Path, str]]:
    files = tmp / "decks"
    files.mkdir()
    (files / "huge.txt").write_bytes(b"r1x " * 500_000)
    (files / "binary.txt").write_bytes(b"\xff\xfe\x00" * 100)
    (files / "short.txt").write_text("r1x " * 107)
    (files / "folder").mkdir()
    os.mkfifo(files / "fifo")
    return {
        "dev-zero": (Path("/dev/zero"), "cannot be used: it is not a file."),
        "fifo": (files / "fifo", "cannot be used: it is not a file."),
        "folder": (files / "folder", "cannot be used: it is a folder, not a file."),
        "huge": (files / "huge.txt", "cannot be used: the file is too large."),
        "binary": (files / "binary.txt", "cannot be used"),
        "short": (files / "short.txt", "must hold the 108 cards of one deck"),
    }


def test_bad_decks_are_one_line_exit_2_and_left_as_they_are(env, capsys):
    cases = _deck_cases(env)
    before = {name: path.read_bytes() for name, (path, _) in cases.items() if path.is_file()}
    for name, (path, expected) in cases.items():
        code, out, err = run_cli(["play", "--speech", "none", "--deck", str(path)], capsys)
        assert code == 2 and out == "", name
        line = _one_line(err)
        assert line.startswith(f"The deck file {path}") and expected in line, (name, line)
    assert before == {name: path.read_bytes() for name, (path, _) in cases.items() if path.is_file()}


def test_a_refused_event_log_leaves_no_saved_game_behind(env, capsys):
    """Review s34: "--event-log" into a missing folder was one line and exit 2, yet the new game
    had been stored first, and the next start said "your saved game 1 is kept"."""
    notes = env / "notes.txt"
    notes.write_text("my notes\n")
    (env / "folder").mkdir()
    for path, expected in ((env / "no" / "such" / "log.jsonl", "cannot be written: the file or its folder does not exist."),
                           (notes, "is not an event log"), (env / "folder", "cannot be written")):
        code, out, err = run_cli(["play", "--speech", "none", "--event-log", str(path)], capsys)
        assert code == 2 and out == "", path
        assert expected in _one_line(err), (path, err)
        assert run_cli(["saves"], capsys)[1] == "There is no saved game.\n", path
    assert notes.read_text() == "my notes\n" and not (env / "no").exists()


BAD_PROGRESS = {
    "infinite": '{"version": 1, "topics": {"cards": [1e999, 0]}}',
    "nested": '{"version": 1, "done": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "float-count": '{"version": 1, "misses": {"q": 1.5}}',
    "binary": "\udcff\udcfe",
}


@pytest.mark.parametrize("case", sorted(BAD_PROGRESS))
def test_bad_tutor_progress_is_one_notice_and_left_as_it_is(env, case, capsys):
    path = env / "data" / "tutor" / "default.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(BAD_PROGRESS[case].encode("utf-8", "surrogateescape"))
    before = path.read_bytes()
    code, out, err = run_cli(["tutor", "--list"], capsys)
    assert code == 0 and "Traceback" not in out + err
    notices = [line for line in out.splitlines() if "could not be read" in line]
    assert notices == [f"Your saved progress ({path}) could not be read, so you start afresh; it was left as it is."]
    assert path.read_bytes() == before and sorted(p.name for p in path.parent.iterdir()) == ["default.json"]


def _locale_copy(tmp: Path) -> Path:
    target = tmp / "locales"
    shutil.copytree(locales_dir(), target)
    return target


LOCALE_CASES = {
    # name -> (file to damage, how, language, exit code, the start of the line on stderr)
    "missing": ("it/cards.ftl", "delete", "it", 0, "Un file dei messaggi di questa lingua non si può usare"),
    "binary": ("pl/console.ftl", "binary", "pl", 0, "Nie można użyć pliku komunikatów tego języka"),
    "broken": ("ro/cards.ftl", "broken", "ro", 0, "Un fișier de mesaje al acestei limbi nu poate fi folosit"),
    "english-broken": ("en/cli.ftl", "broken", "en", 2, "uno-access: the English message file"),
    "english-missing": ("en/store.ftl", "delete", "hr", 2, "uno-access: the English message file"),
}


@pytest.mark.parametrize("case", sorted(LOCALE_CASES))
def test_a_damaged_message_file_is_english_with_one_notice(tmp_path, case):
    name, how, lang, code, start = LOCALE_CASES[case]
    folder = _locale_copy(tmp_path)
    target = folder / name
    if how == "delete":
        target.unlink()
    elif how == "binary":
        target.write_bytes(b"\x00\xff" + target.read_bytes()[:200])
    else:
        target.write_text(target.read_text(encoding="utf-8") + "\nthis is { not fluent\n", encoding="utf-8")
    before = {p: p.read_bytes() for p in folder.rglob("*.ftl")}
    env = dict(os.environ, PYTHONPATH=str(ROOT), UNO_ACCESS_LOCALES_DIR=str(folder),
               UNO_ACCESS_CONFIG_DIR=str(tmp_path / "c"), UNO_ACCESS_DATA_DIR=str(tmp_path / "d"))
    result = subprocess.run([sys.executable, "-m", "uno_access", "cards", "--lang", lang], env=env,
                            capture_output=True, text=True, timeout=60, cwd=str(ROOT))
    assert result.returncode == code, result.stderr
    line = _one_line(result.stderr)
    assert line.startswith(start) and str(target) in line
    if code == 0:
        assert result.stdout.count("\n") > 50  # the card table, in the language where it can
    assert before == {p: p.read_bytes() for p in folder.rglob("*.ftl")}


@pytest.mark.parametrize("lang", ["en", "it", "pt", "pl", "hr", "ro"])
def test_a_rule_error_is_a_sentence_not_a_message_id(env, capsys, lang):
    code, out, err = run_cli(["play", "--lang", lang, "--speech", "none", "--house", "teams=2",
                              "--players", "human,normal,normal"], capsys)
    assert code == 2 and out == ""
    line = _one_line(err)
    assert "teams_need_multiple" not in line and "_" not in line and "3" in line and "2" in line


def test_saves_lists_imports_and_deletes(env, capsys):
    legacy = env / "data" / "autosave.json"
    legacy.parent.mkdir(parents=True)
    legacy.write_text(text_of(legacy_save()), encoding="utf-8")
    before = legacy.read_bytes()
    code, out, err = run_cli(["play", "--speech", "none", "--seed", "5", "--save", "evening"], capsys)
    assert code == 0, err
    assert "The saved game of an earlier version" in out and "is now saved as autosave." in out
    code, out, err = run_cli(["saves"], capsys)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "You have two saved games:"
    assert lines[1].startswith("evening: official rules, hand 1, saved ") and lines[1].endswith(
        ". Players: a person with no points, a normal computer with no points, a normal computer with no points, "
        "and a normal computer with no points.")
    assert lines[2].startswith("autosave: official rules, hand 1, saved ")
    code, out, err = run_cli(["saves", "--delete", "evening", "--yes"], capsys)
    assert code == 0 and out == "The saved game evening is deleted.\n"
    code, out, err = run_cli(["saves", "--delete", "evening"], capsys)
    assert code == 2 and _one_line(err) == "There is no saved game called evening. The command uno-access saves lists them."
    code, out, _ = run_cli(["saves"], capsys)
    assert out.splitlines()[0] == "You have one saved game:" and legacy.read_bytes() == before  # imported once, untouched


def test_saves_delete_asks_first_also_from_a_script(env, capsys, monkeypatch):
    """Review s34: "echo n | uno-access saves --delete 1" deleted the game without a question."""
    assert run_cli(["play", "--speech", "none", "--seed", "5", "--save", "keep"], capsys)[0] == 0
    for typed in ("n\n", "", "\n", "maybe\n"):  # no, the end of the input, Enter alone, a typo: kept
        monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
        code, out, err = run_cli(["saves", "--delete", "keep"], capsys)
        assert code == 0 and out.startswith("Delete this saved game? keep: official rules, hand 1, saved "), (typed, out)
        assert out.splitlines()[-1] == "The saved game is kept.", (typed, out)
    assert "Please type yes or no." in out.splitlines(), out  # the typo is answered, then asked again
    monkeypatch.setattr(sys, "stdin", io.StringIO("\nyes\n"))
    code, out, err = run_cli(["saves", "--delete", "keep"], capsys)
    assert code == 0 and out.splitlines()[-1] == "The saved game keep is deleted."
    assert run_cli(["saves"], capsys)[1] == "There is no saved game.\n"


def test_a_damaged_store_is_one_line_left_as_it_is_and_saves_plays_no_game(env, capsys):
    """Review s34: "uno-access saves" on a damaged store ended "This game will not be saved"."""
    store = env / "data" / "uno-access.sqlite3"
    store.parent.mkdir(parents=True)
    damaged = bytes(range(256)) * 20
    store.write_bytes(damaged)
    why = f"The saved games in {store} cannot be used: the file is damaged."
    code, out, err = run_cli(["saves"], capsys)
    assert code == 2 and out == "" and _one_line(err) == why
    code, out, err = run_cli(["saves", "--delete", "1", "--yes"], capsys)
    assert code == 2 and _one_line(err) == why
    code, out, err = run_cli(["play", "--speech", "none", "--seed", "5"], capsys)
    assert code == 0 and out.splitlines()[0] == why + " This game will not be saved."
    assert "The game is saved" not in out and store.read_bytes() == damaged


def test_a_saved_games_line_names_its_rules_in_the_players_words(env, capsys):
    """Review s34: "Vuoi riprendere la partita salvata? 1: ..., regole official, ..."."""
    code, out, err = run_cli(["play", "--speech", "none", "--seed", "5", "--rules", "it", "--save", "sera"], capsys)
    assert code == 0, err
    for lang in LANGUAGES:
        code, out, err = run_cli(["saves", "--lang", lang], capsys)
        line = out.splitlines()[1]
        assert code == 0 and line.startswith("sera: ") and Localizer(lang).format("game-preset", preset="it") in line, line
        assert lang == "en" or " it " not in line.replace(",", " "), line


def test_temporary_files_of_a_kill_are_removed_and_nothing_else(env, capsys):
    data, config = env / "data", env / "config"
    (data / "tutor").mkdir(parents=True)
    config.mkdir()
    ours = [config / ".settings.toml.k3j2_9xa.tmp", data / ".autosave.json.abcdefgh.tmp",
            data / "tutor" / ".mia.json.0a1b2c3d.tmp"]
    others = [data / "notes.tmp", data / ".hidden", config / ".settings.toml.tmp", data / "x.abcdefgh.tmp"]
    for path in ours + others:
        path.write_text("x")
    code, _out, err = run_cli(["play", "--speech", "none", "--seed", "5"], capsys)
    assert code == 0, err
    assert not any(path.exists() for path in ours) and all(path.exists() for path in others)


def test_a_saved_games_line_is_a_sentence_with_each_seat_and_its_points():
    """Review s34: "players person, normal computer, ..., scores 0, 0, and 0" in the six languages."""
    from uno_access.console.games import describe_line
    from uno_access.storage.store import GameInfo

    info = GameInfo(1, "sera", "console", {"players": ["human", "easy", "hard", "normal", "normal", "normal"],
                                           "scores": [0, 1, 3, 5, 22, 112], "hand": 4, "rules": "official"},
                    0.0, 0.0, 3)
    want = {
        "en": ". Players: a person with no points, an easy computer with 1 point, a hard computer with 3 points, a normal "
              "computer with 5 points, a normal computer with 22 points, and a normal computer with 112 points.",
        "it": ". Giocatori: una persona senza punti, un computer facile con 1 punto, un computer difficile con 3 punti, "
              "un computer normale con 5 punti, un computer normale con 22 punti e un computer normale con 112 punti.",
        "pt": ". Jogadores: uma pessoa sem pontos, um computador fácil com 1 ponto, um computador difícil com 3 pontos, "
              "um computador normal com 5 pontos, um computador normal com 22 pontos e um computador normal com 112 pontos.",
        "pl": ". Gracze: człowiek nie ma punktów, komputer łatwy ma 1 punkt, komputer trudny ma 3 punkty, komputer zwykły "
              "ma 5 punktów, komputer zwykły ma 22 punkty i komputer zwykły ma 112 punktów.",
        "hr": ". Igrači: osoba nema bodova, lako računalo ima 1 bod, teško računalo ima 3 boda, obično računalo ima 5 "
              "bodova, obično računalo ima 22 boda i obično računalo ima 112 bodova.",
        "ro": ". Jucători: un om fără puncte, un calculator de nivel ușor cu 1 punct, un calculator de nivel greu cu 3 "
              "puncte, un calculator de nivel normal cu 5 puncte, un calculator de nivel normal cu 22 de puncte și un "
              "calculator de nivel normal cu 112 puncte.",
    }
    for lang in LANGUAGES:
        line = describe_line(info, Localizer(lang))
        assert line.startswith("sera: ") and line.endswith(want[lang]) and " 4, " in line, (lang, line)
    # a hand-edited row whose scores do not match its seats still names the seats, without points
    odd = GameInfo(2, "odd", "console", {"players": ["human", "hard"], "scores": [3]}, 0.0, 0.0, 1)
    assert describe_line(odd, Localizer("en")).endswith(". Players: a person and a hard computer.")
