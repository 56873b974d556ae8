"""``uno-access simulate``: the table's format, localized headers, bad input in one line."""

from __future__ import annotations

import argparse
import re

import pytest

from uno_access.cli import simulate
from uno_access.engine import RuleSet
from uno_access.i18n import Localizer


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="uno-access simulate")
    simulate.add_arguments(parser, Localizer("en"))
    code = simulate.run(parser.parse_args(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_wilson_interval() -> None:
    low, high = simulate.wilson(50, 100)
    assert round(low, 3) == 0.404 and round(high, 3) == 0.596
    assert simulate.wilson(0, 10)[0] == 0.0 and 0.25 < simulate.wilson(0, 10)[1] < 0.35
    assert simulate.wilson(10, 10)[1] == pytest.approx(1.0)
    assert simulate.wilson(0, 0) == (0.0, 0.0)


def test_percentile() -> None:
    assert simulate.percentile(list(range(1, 101)), 0.95) == 95
    assert simulate.percentile([], 0.95) == 0.0


def test_table_of_matches(capsys) -> None:
    code, out, err = run(["--players", "normal,random,easy", "--games", "2", "--seed", "3"], capsys)
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0] == "Playing 2 matches; players: normal, random, and easy; official rules, seed 3."
    assert re.fullmatch(r"\d+ hands played, 2 matches finished\. .*", lines[1])
    header = lines[2].split("  ")
    assert header[0] == "Seat" and "Hands won" in lines[2] and "95% CI (matches)" in lines[2]
    rows = lines[3:6]
    wins = 0.0
    for seat, (row, level) in enumerate(zip(rows, ["normal", "random", "easy"])):
        cells = re.split(r"\s{2,}", row.strip())
        assert cells[:2] == [str(seat), level]
        assert re.fullmatch(r"\d+\.\d", cells[2]) and re.fullmatch(r"\d+\.\d to \d+\.\d", cells[3])
        assert re.fullmatch(r"\d+\.\d", cells[4]) and re.fullmatch(r"\d+\.\d to \d+\.\d", cells[5])
        wins += float(cells[4])
    assert abs(wins - 100.0) < 0.2  # every finished match has one winner
    assert lines[6] == ""
    assert lines[7].startswith("Level") and "Decisions per second" in lines[7]
    assert [line.split()[0] for line in lines[8:11]] == ["normal", "random", "easy"]
    assert lines[-1].startswith("Done in ")
    assert all("\x1b" not in line for line in lines)


def test_hands_mode_with_hard_and_jobs_is_reproducible(capsys) -> None:
    argv = ["--players", "hard,random", "--hands", "6", "--seed", "5", "--deals", "2"]
    _, one, _ = run(argv, capsys)
    _, two, _ = run(argv + ["--jobs", "2"], capsys)
    wins = lambda text: [re.split(r"\s{2,}", line.strip())[:4] for line in text.splitlines()[3:5]]  # noqa: E731
    assert wins(one) == wins(two)
    assert "0 matches finished" in one.splitlines()[1]
    assert re.split(r"\s{2,}", one.splitlines()[3].strip())[4:6] == ["-", "-"]
    code, timed, _ = run(["--players", "hard,easy", "--hands", "2", "--budget-ms", "3"], capsys)
    assert code == 0 and timed.splitlines()[3].split()[:2] == ["0", "hard"]


def test_localized_headers(capsys) -> None:
    code, out, _ = run(["--players", "easy,random", "--hands", "3", "--lang", "pl"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Rozgrywka: 3 rozdania")
    assert lines[2].startswith("Gracz") and "Wygrane rozdania" in lines[2]
    row = re.split(r"\s{2,}", lines[3].strip())  # Polish decimals and interval words: "33,3", "od 6,1 do 79,2"
    assert re.fullmatch(r"\d+,\d", row[2]) and re.fullmatch(r"od \d+,\d do \d+,\d", row[3]), row


def test_figures_with_the_languages_decimal_comma(capsys) -> None:
    code, out, _ = run(["--players", "easy,random", "--hands", "3", "--lang", "it"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Si giocano tre mani: livelli facile e casuale, regole ufficiali, mescolata numero 1."
    cells = re.split(r"\s{2,}", lines[3].strip())
    assert re.fullmatch(r"\d+,\d", cells[2]) and re.fullmatch(r"da \d+,\d%? a \d+,\d%?", cells[3]), lines[3]
    assert re.fullmatch(r"\d+,\d{3}", lines[-3].split()[-1]), lines[-3]  # the 95th percentile, in ms


@pytest.mark.parametrize("argv, words", [
    (["--players", "normal,expert"], "normal,expert is not a list of players"),
    (["--players", "normal"], "Name 2 to 10 seats"),
    (["--games", "0"], "--games needs a whole number from 1"),
    (["--games", "ten"], "not ten"),
    (["--games", "2", "--hands", "2"], "either --games or --hands"),
    (["--rules", "xx", "--hands", "1"], "There is no rule preset called \"xx\""),
    (["--house", "stacking=often", "--hands", "1"], '"often" is not a valid value for stacking'),
    (["--budget-ms", "-5", "--hands", "1"], "--budget-ms needs a whole number"),
])
def test_bad_input_is_one_line(argv, words, capsys) -> None:
    code, out, err = run(argv, capsys)
    assert code == 2 and not out
    assert len(err.strip().splitlines()) == 1 and words in err
    assert "Traceback" not in err


def test_table_function_with_no_matches() -> None:
    result = simulate.simulate(["random", "random"], RuleSet.preset("pt"), 1, hands=4)
    assert result.hands == 4 and sum(result.hand_wins) == 4 and result.matches == 0
    lines = simulate.table(Localizer("it"), ["random", "random"], result)
    assert lines[1].startswith("Posto")


def test_command_is_registered() -> None:
    from uno_access.cli.main import COMMANDS

    assert COMMANDS["simulate"] == "uno_access.cli.simulate"
