"""``uno-access rules`` and ``rules_sections``: complete, switch-driven, plain, in six languages."""

from __future__ import annotations

import re

import pytest

from tests.conftest import run_cli as run_cli_in_process
from uno_access.engine.rules import HOUSE_RULES, PRESETS, SWITCHES, RuleSet, all_values
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.rules_text import HOUSE_SECTIONS, TITLES, find_section, render, rules_sections

CORE_KEYS = [
    "aim", "cards", "setup", "turn", "skip", "reverse", "draw-two", "wild",
    "wild-draw-four", "uno", "illegal-play", "two-players", "scoring", "differences",
]
#: markdown, box drawing, escape sequences: nothing a screen reader would read out as noise
NOISE = re.compile(r"[#*`|_\[\]<>{}\u2500-\u257f\x1b]|^\s*[-+]\s")
ALL_HOUSE = {"stacking": "mixed", "zero": "rotate", "seven": "swap", "jump_in": "on",
             "no_wild_finish": "action", "forced_play": "on", "uno_call": "auto"}


def text_of(rules: RuleSet, lang: str) -> str:
    return "\n".join(render(rules_sections(rules, Localizer(lang))))


def section(rules: RuleSet, lang: str, key: str) -> list[str]:
    for k, _title, lines in rules_sections(rules, Localizer(lang)):
        if k == key:
            return lines
    raise AssertionError(f"no section {key}")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_in_every_language_is_complete_and_plain(lang: str, preset: str) -> None:
    sections = rules_sections(RuleSet.preset(preset), Localizer(lang))
    assert [key for key, _t, _l in sections] == CORE_KEYS  # house rules all off in presets
    titles = [title for _k, title, _l in sections]
    assert len(set(titles)) == len(titles), "two sections share a title"
    for key, title, lines in sections:
        assert title.strip() and lines, f"{lang}/{preset}: section {key} is empty"
        for line in [title, *lines]:
            assert line == line.strip() and "\n" not in line, f"{key}: {line!r}"
            assert not NOISE.search(line), f"{lang}/{preset}/{key}: noise in {line!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_house_rules_add_their_sections(lang: str) -> None:
    rules = RuleSet.preset("official", **ALL_HOUSE)
    keys = [key for key, _t, _l in rules_sections(rules, Localizer(lang))]
    assert keys == CORE_KEYS + [key for key, _switch in HOUSE_SECTIONS]
    assert {switch for _key, switch in HOUSE_SECTIONS} | {"uno_call"} == set(HOUSE_RULES)
    # each house rule alone brings its own section only
    for key, switch in HOUSE_SECTIONS:
        value = ALL_HOUSE[switch]
        keys = [k for k, _t, _l in rules_sections(RuleSet.preset("pl", **{switch: value}), Localizer(lang))]
        assert keys == CORE_KEYS + [key]


def _valid_with(switch: str, value: object) -> RuleSet:
    base: dict[str, object] = {}
    if switch == "elimination" and value != "off":
        base["scoring"] = "lowest_score"
    if switch == "illegal_play_penalty":
        base["illegal_play"] = "penalty"
    if switch == "target":
        base["scoring"] = "winner_takes_points"
    return RuleSet.preset("official", **{**base, switch: value})


@pytest.mark.parametrize("lang", ["en", "pl", "ro"])
@pytest.mark.parametrize("switch", SWITCHES)
def test_every_switch_value_changes_the_text(lang: str, switch: str) -> None:
    """Each value of each switch is said: no two values give the same rules text."""
    values = list(all_values(switch))
    texts = {value: text_of(_valid_with(switch, value), lang) for value in values}
    assert len(set(texts.values())) == len(values), f"{switch}: some values read the same in {lang}"


def test_switches_reach_the_right_sections_in_english() -> None:
    hr = RuleSet.preset("hr")
    assert "A player caught not calling UNO draws four cards." in section(hr, "en", "uno")
    assert any("no card of the color in play and none with the number" in line
               for line in section(hr, "en", "wild-draw-four"))
    assert any("draw until you get a card you can play" in line for line in section(hr, "en", "turn"))
    official = RuleSet.preset("official")
    assert "A player caught not calling UNO draws two cards." in section(official, "en", "uno")
    assert section(official, "en", "differences") == ["These are the official rules, with nothing changed."]
    it = RuleSet.preset("it")
    it_diff = section(it, "en", "differences")
    assert it_diff[0] == "Compared with the official rules, two rules differ:"
    # the Italian bluff rule is listed whole, both of its sentences in one item
    assert any("no longer counts. That player must then play a card that matches the previous top card" in line
               for line in it_diff)
    assert len(it_diff) == 3
    pt = RuleSet.preset("pt", scoring="winner_takes_points", target=200)
    assert "The first player to reach 200 points wins the match." in section(pt, "en", "scoring")
    auto = RuleSet.preset("official", uno_call="auto")
    assert not any("caught not calling UNO" in line for line in section(auto, "en", "uno"))
    table = RuleSet.preset("pl", illegal_play="penalty")
    assert section(table, "en", "illegal-play") == [
        "If you play a card that is not allowed, it goes back to your hand, you draw one card, "
        "and the turn passes."
    ]
    teams = RuleSet.preset("official", teams=3)
    assert "The players form three teams; partners sit in alternate seats." in section(teams, "en", "scoring")


def test_polish_croatian_rules_read_naturally() -> None:
    hr = RuleSet.preset("hr")
    assert "Gracz przyłapany na tym, że nie powiedział UNO, dobiera cztery karty." in section(hr, "pl", "uno")
    assert section(hr, "pl", "differences")[0] == "Od oficjalnych różni się siedem zasad:"
    assert "Talia liczy sto osiem kart." in section(hr, "pl", "cards")
    assert "Igrač uhvaćen bez poziva UNO vuče četiri karte." in section(hr, "hr", "uno")
    penalty = RuleSet.preset("official", illegal_play="penalty", illegal_play_penalty=1)
    assert "Jeśli zagrasz niedozwoloną kartę, wraca ona do twojej ręki, dobierasz jedną kartę, a kolejka przechodzi na następnego gracza." in section(
        penalty, "pl", "illegal-play"
    )
    assert "La sfârșitul rundei valorează douăzeci de puncte." in section(RuleSet.preset("ro"), "ro", "skip")
    assert "A fine mano vale 50 punti." in section(RuleSet.preset("it"), "it", "wild")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_differences_say_who_wins_and_what_drawing_forbids(lang: str) -> None:
    """Review hr r3: the Croatian set's differences left out its biggest one, the lowest score
    winning, and that drawing forbids playing the cards already held."""
    hr = RuleSet.preset("hr")
    loc = Localizer(lang)
    diffs = section(hr, lang, "differences")
    target = loc.format("rules-scoring-target", scoring=hr.scoring, target=hr.target)
    assert any(line.endswith(target) for line in diffs)
    assert any(line.endswith(loc.format("rules-turn-draw-no-old")) for line in diffs)


def test_braille_codes_are_named() -> None:
    text = text_of(RuleSet.preset("official"), "en")
    for code in ("rsk", "brv", "gd2", "wld", "dr4", "b3x"):
        assert code in text
    assert "Codes: rd2, yd2, gd2, and bd2." in section(RuleSet.preset("official"), "en", "draw-two")


def test_find_section_by_key_or_localized_title() -> None:
    sections = rules_sections(RuleSet.preset("official"), Localizer("pl"))

    def key(sections: list, name: str) -> str | None:
        found = find_section(sections, name)
        return None if found is None else found[0]

    assert key(sections, "wild-draw-four") == "wild-draw-four"
    assert key(sections, "Cel gry") == "aim"
    assert key(sections, "  cel   GRY ") == "aim"
    assert key(sections, "przygotowanie") == "setup"
    ro = rules_sections(RuleSet.preset("official"), Localizer("ro"))
    assert key(ro, "Cartile") == "cards"  # typed without diacritics
    assert find_section(sections, "nothing") is None
    assert set(TITLES) == set(CORE_KEYS) | {key for key, _s in HOUSE_SECTIONS}


# -- the command ----------------------------------------------------------------


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], list[str]]:
    code, out, err = run_cli_in_process(["rules", *argv], capsys)
    return code, out.splitlines(), err.splitlines()


def test_cli_prints_every_section(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "--lang", "pl", "--rules", "hr")
    assert code == 0 and not err
    assert out[0] == "Zasady UNO według chorwackiej instrukcji."
    for title in ("Cel gry", "Karty", "Przygotowanie", "Ruch gracza", "Stop", "Zmiana kierunku",
                  "Weź dwie", "Zmiana koloru", "Zmiana koloru – Weź cztery", "UNO",
                  "Niedozwolone zagrania", "Dwóch graczy", "Punkty i partia",
                  "Różnice względem oficjalnych zasad"):
        assert title in out, title
    assert "Rozdający daje każdemu graczowi po siedem kart, pojedynczo, zaczynając od gracza po swojej lewej stronie." in out
    assert not any(NOISE.search(line) for line in out)


def test_cli_list_and_section(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "--lang", "it", "--list", "--house", "stacking=same")
    assert code == 0
    assert out[0] == "Scopo del gioco (aim)"
    assert out[-1] == "Accumulo (stacking)"
    code, out, _ = run_cli(capsys, "--lang", "it", "--section", "Jolly pesca quattro")
    assert code == 0 and out[0] == "Jolly pesca quattro" and len(out) > 5
    code, out, _ = run_cli(capsys, "--lang", "hr", "--section", "uno", "--rules", "hr")
    assert out == [
        "UNO",
        "Kad ti ostane jedna karta, reci UNO.",
        "Možeš to reći zajedno s potezom nakon kojeg ti ostaje jedna karta, ili odmah poslije.",
        "Drugi te mogu uhvatiti dok sljedeći igrač ne odigra kartu ili sam ne odluči vući.",
        "Igrač uhvaćen bez poziva UNO vuče četiri karte.",
        "Kad taj trenutak prođe, kazne više nema.",
        "Poziv UNO ne donosi pobjedu: posljednju kartu još treba odigrati.",
    ]


def test_cli_unknown_section_is_one_localized_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "--lang", "pt", "--section", "nada")
    assert code == 2 and not out and len(err) == 1
    assert err[0].startswith("Não existe nenhuma seção chamada nada. As seções são: aim, cards,")


@pytest.mark.parametrize(
    "argv, line",
    [
        (["--rules", "xx"], 'There is no rule preset called "xx". The presets are: official, it, pt, pl, hr, and ro.'),
        (["--lang", "pl", "--rules", "xx"],
         "Nie ma zestawu zasad o nazwie xx. Dostępne zestawy: official, it, pt, pl, hr i ro."),
        (["--lang", "ro", "--house", "stacking=all"],
         "„all” nu este o valoare permisă pentru regula „stacking”. Valori permise: off, same sau mixed."),
        (["--lang", "hr", "--house", "uno_penalty=99"],
         "„99” nije dopuštena vrijednost pravila uno_penalty. Dopuštene vrijednosti: 1-10."),
        (["--lang", "it", "--house", "elimination=last_one"],
         "L'eliminazione funziona solo con scoring=lowest_score."),
    ],
)
def test_cli_bad_rules_are_one_localized_line(capsys: pytest.CaptureFixture[str], argv: list[str], line: str) -> None:
    code, out, err = run_cli(capsys, *argv)
    assert (code, out, err) == (2, [], [line])


def test_cli_bad_house_item_and_unknown_switch(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "--house", "stacking")
    assert code == 2 and len(err) == 1 and err[0].startswith("stacking is not written as NAME=VALUE.")
    code, out, err = run_cli(capsys, "--lang", "pt", "--house", "colour=red")
    assert code == 2 and len(err) == 1 and err[0].startswith("Não existe nenhuma regra chamada colour.")


def test_cli_unknown_language_falls_back_to_english_with_one_notice(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "--lang", "xx", "--section", "aim")
    assert code == 0
    assert err == ['The language "xx" is not available; using English instead.']
    assert out[0] == "Aim of the game"


def test_the_difference_count_is_the_number_of_lines_listed() -> None:
    for preset in ("it", "pt", "pl", "hr"):
        lines = section(RuleSet.preset(preset), "en", "differences")
        words = {1: "One rule", 2: "two", 3: "three", 7: "seven"}
        assert words[len(lines) - 1] in lines[0], (preset, lines)
