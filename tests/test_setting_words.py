"""Setting words a player types and hears: earlier spellings understood.

Setting words that a translation renamed are still understood when typed (``setting-name.typed``,
``setting-value.typed``), and never said.
"""

from __future__ import annotations

import re

import pytest

from uno_access.commands import normalize
from uno_access.console import setting_words
from uno_access.console.session import Session
from uno_access.engine import Game, RuleSet
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.storage.settings import CHOICES, SETTING_NAMES, Settings

#: setting names of earlier versions (git log -p -- locales/<lang>/settings_words.ftl)
EARLIER_NAMES = [
    ("pl", "wysokość", "pitch"), ("pl", "okazje", "windows"), ("pl", "wycisz", "mute"),
    ("ro", "detaliere", "verbosity"), ("ro", "ton", "pitch"), ("ro", "ocazii", "windows"), ("ro", "reacție", "windows"),
    ("ro", "ordine-mână", "hand_order"), ("ro", "silențios", "mute"), ("ro", "ascunde", "mute"), ("ro", "ascunse", "mute"),
    ("it", "occasioni", "windows"), ("it", "ordine-mano", "hand_order"), ("it", "silenzia", "mute"),
    ("pt", "ritmo", "pace"), ("pt", "oportunidades", "windows"),
    ("hr", "prilike", "windows"),
]
#: values of earlier versions: (language, setting, typed, the file's value)
EARLIER_VALUES = [
    ("pl", "mute", "nic", ""), ("pl", "voice", "automatycznie", "auto"), ("pl", "windows", "automatyczny", "auto"),
    ("ro", "verbosity", "scurtă", "brief"), ("ro", "verbosity", "normală", "normal"), ("ro", "verbosity", "detaliată", "verbose"),
    ("ro", "windows", "cronometrat", "timed"), ("ro", "windows", "cronometrate", "timed"), ("ro", "windows", "cronometrată", "timed"),
    ("ro", "windows", "automate", "auto"), ("ro", "voice", "automat", "auto"), ("ro", "hand_order", "jucabile", "playable"),
    ("ro", "mute", "nimic", ""),
    ("it", "windows", "automatiche", "auto"), ("it", "verbosity", "ampio", "verbose"), ("it", "hand_order", "ordinata", "sorted"),
    ("it", "hand_order", "giocabili", "playable"), ("it", "mute", "niente", ""),
    ("pt", "windows", "automáticas", "auto"), ("pt", "hand_order", "ordenada", "sorted"),
    ("pt", "hand_order", "jogáveis", "playable"), ("pt", "mute", "nada", ""),
    ("hr", "hand_order", "složeno", "sorted"), ("hr", "hand_order", "poredano", "sorted"), ("hr", "hand_order", "igrive", "playable"),
]


def session_in(lang: str, tmp_path) -> tuple[Session, list[str]]:
    lines: list[str] = []
    game = Game(players=2, rules=RuleSet.preset("official", scoring="single_hand"), seed=4, dealer=1)
    session = Session(game, ["human", "normal"], Localizer(lang), Settings(speech="none", language=lang),
                      lambda shown, spoken: lines.append(shown), scripted=True,
                      settings_path=tmp_path / "settings.toml", seed=4)
    session.start()
    del lines[:]
    return session, lines


# ------------------------------------------------------------- earlier setting words
@pytest.mark.parametrize("lang, typed, key", EARLIER_NAMES)
def test_an_earlier_setting_name_is_still_understood(lang, typed, key):
    loc = Localizer(lang)
    assert setting_words.parse_name(loc, typed) == key
    assert setting_words.parse_name(loc, normalize(typed)) == key  # typed without diacritics too
    assert setting_words.name_word(loc, key) != typed  # it was renamed: the word said now is another


@pytest.mark.parametrize("lang, key, typed, value", EARLIER_VALUES)
def test_an_earlier_setting_value_is_still_understood(lang, key, typed, value):
    loc = Localizer(lang)
    assert setting_words.parse_value(loc, key, typed) == value
    Settings().set(key, value)  # a value the setting takes


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_spelling_means_one_setting_and_one_value(lang):
    loc = Localizer(lang)
    seen: dict[str, str] = {}
    for key in SETTING_NAMES:
        for word in setting_words.typed_names(loc, key):
            assert seen.setdefault(word, key) == key, f"{lang}: {word!r} names {seen[word]} and {key}"
    for key in [*CHOICES, "mute", "language"]:
        values = [*setting_words.CHOICES.get(key, ()), "auto"] if key != "mute" else [*setting_words.CHOICES["mute"], "nothing"]
        if key == "language":
            values = ["auto", *LANGUAGES]
        spelled: dict[str, str] = {}
        for value in values:
            for word in setting_words.typed_values(loc, key, value):
                assert spelled.setdefault(word, value) == value, f"{lang} {key}: {word!r} is {spelled[word]} and {value}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_earlier_words_are_never_said(lang):
    loc = Localizer(lang)
    # an earlier word that is not part of today's name ("wysokość" is, of "wysokość głosu")
    today = set(re.findall(r"\w+", normalize(" ".join(setting_words.name_word(loc, k) for k in SETTING_NAMES))))
    earlier = {normalize(typed) for where, typed, _key in EARLIER_NAMES if where == lang} - today
    said = " ".join([setting_words.names(loc), *setting_words.listed(loc, Settings()),
                     loc.format("console-set-how", names=setting_words.names(loc))])
    words = set(re.findall(r"[\w-]+", normalize(said)))
    assert not earlier & words, sorted(earlier & words)


@pytest.mark.parametrize("lang, typed, value, line", [
    ("pl", "ustaw okazje automatyczny", ("windows", "auto"), "Ustawienie „poza kolejką” ma teraz wartość automatycznie."),
    ("pl", "ustaw wysokosc 60", ("pitch", 60), "Ustawienie „wysokość głosu” ma teraz wartość 60."),
    ("ro", "setează ton 60", ("pitch", 60), "Setarea „înălțime” are acum valoarea 60."),
    ("ro", "seteaza reactie cronometrata", ("windows", "timed"), "Setarea „timp-reacție” are acum valoarea fix."),
])
def test_in_game_an_earlier_name_changes_the_setting_and_the_answer_uses_todays(lang, typed, value, line, tmp_path):
    session, lines = session_in(lang, tmp_path)
    session.handle_line(typed)
    assert getattr(session.settings, value[0]) == value[1]
    assert lines == [line], lines
