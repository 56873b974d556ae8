"""Setting words a player types and hears: languages named in words, earlier spellings understood.

A language that is a setting's value is named in the player's language ("limbă: română"); where
languages are offered to choose from (the allowed values, ``--lang``'s help) each has its own name,
so a player who cannot read the current language still finds theirs.  Setting words that a
translation renamed are still understood when typed (``setting-name.typed``,
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
from uno_access.storage.settings import CHOICES, SETTING_NAMES, SettingError, Settings

OWN_NAMES = {"en": "English", "it": "italiano", "pt": "português", "pl": "polski", "hr": "hrvatski", "ro": "română"}

#: the settings read-out's language entry when the game speaks its own language
READ_OUT = {"en": "language: English", "it": "lingua: italiano", "pt": "idioma: português",
            "pl": "język: polski", "hr": "jezik: hrvatski", "ro": "limbă: română"}

#: the line after ``set language <code>``: in the new language, the language named in it
CHANGED = {"en": "The game is now in English.", "it": "Ora il gioco è in italiano.",
           "pt": "Agora o jogo está em português.", "pl": "Język gry to teraz polski.",
           "hr": "Jezik igre sada je hrvatski.", "ro": "Jocul folosește acum limba română."}
#: ... and after ``set language auto``
CHANGED_AUTO = {"en": "The game now uses your system's language.", "it": "Ora il gioco usa la lingua del sistema.",
                "pt": "Agora o jogo usa o idioma do sistema.", "pl": "Gra używa teraz języka systemu.",
                "hr": "Igra sada koristi jezik sustava.", "ro": "Jocul folosește acum limba sistemului."}

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


def bad_language_line(loc: Localizer) -> str:
    with pytest.raises(SettingError) as caught:
        Settings().set("language", "xyz")
    return setting_words.error_text(loc, caught.value)


# ------------------------------------------------------------------ languages in words
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_settings_read_out_names_the_language_in_words(lang):
    loc = Localizer(lang)
    items = setting_words.listed(loc, Settings(language=lang))
    assert items[0] == READ_OUT[lang]
    for code in LANGUAGES:  # another language than the game's, named in the game's
        shown = setting_words.listed(loc, Settings(language=code))[0]
        assert not re.search(rf"\b{code}\b", shown) or code == "pt" and lang == "pt", shown
        assert shown.split(": ", 1)[1] == loc.format("language-name", code=code)


def test_other_languages_are_named_with_the_grammar_of_the_setting():
    """The value agrees with the setting's word: Romanian limbă is feminine (poloneză), Polish
    and Croatian język/jezik masculine (rumuński, rumunjski)."""
    ro, pl, hr = Localizer("ro"), Localizer("pl"), Localizer("hr")
    assert setting_words.listed(ro, Settings(language="pl"))[0] == "limbă: poloneză"
    assert setting_words.listed(pl, Settings(language="ro"))[0] == "język: rumuński"
    assert setting_words.listed(hr, Settings(language="it"))[0] == "jezik: talijanski"
    assert setting_words.listed(Localizer("pt"), Settings(language="pl"))[0] == "idioma: polonês"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_changing_the_language_is_confirmed_in_the_new_language_by_name(lang, tmp_path):
    first = "ro" if lang != "ro" else "pl"
    session, lines = session_in(first, tmp_path)
    session.handle_line(f"set language {lang}")
    assert session.loc.lang == lang
    assert lines == [CHANGED[lang]], lines
    del lines[:]
    # typed by its own name, or by its name in the player's language, as the player hears it
    session.handle_line(f"set language {OWN_NAMES[first]}")
    assert session.loc.lang == first and session.settings.language == first
    del lines[:]
    session.handle_line(f"set language {Localizer(first).format('language-name', code=lang)}")
    assert session.loc.lang == lang and lines == [CHANGED[lang]], lines
    session.handle_line(f"set language {Localizer('en').format('language-name', code=first)}")  # as English names it
    assert session.loc.lang == first


@pytest.mark.parametrize("lang", LANGUAGES)
def test_auto_says_the_system_language_is_used(lang, tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", lang)
    session, lines = session_in("ro" if lang != "ro" else "pl", tmp_path)
    session.handle_line("set language auto")
    assert session.settings.language == "" and session.loc.lang == lang
    assert lines == [CHANGED_AUTO[lang]], lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_languages_to_choose_from_are_each_in_its_own_name(lang):
    loc = Localizer(lang)
    line = bad_language_line(loc)
    assert line.endswith(loc.join([setting_words.value_word(loc, "language", "auto"),
                                   *OWN_NAMES.values()], style="or") + "."), line
    for code in LANGUAGES:
        assert not re.search(rf"\b{code}\b", line.replace("xyz", "")), line
    # every --lang option's help: the code that is typed, with the language's own name
    for msg_id in ("play-opt-lang", "rules-opt-lang", "braille-help-lang", "simulate-help-lang", "tutor-opt-lang"):
        text = loc.format(msg_id)
        assert all(f"{code} ({OWN_NAMES[code]})" in text for code in LANGUAGES), (msg_id, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_names_itself_as_the_others_list_it(lang):
    assert setting_words.own_name(lang) == OWN_NAMES[lang]
    assert Localizer(lang).format("language-name", code=lang) == OWN_NAMES[lang]


@pytest.mark.parametrize("lang", ["ro", "pl"])
def test_the_help_of_lang_names_the_languages(lang, capsys):
    from tests.conftest import run_cli

    code, out, err = run_cli(["rules", "--help", "--lang", lang], capsys)
    assert code == 0, err
    assert "ro (română)" in " ".join(out.split()) and "pl (polski)" in " ".join(out.split())


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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_backlog_setting_says_what_its_number_means(lang):
    """Review s34: "backlog: 0" in English, Italian, Croatian and Romanian meant nothing to a
    player (Polish and Portuguese said "off"); Portuguese said "acima de 1 eventos"."""
    loc = Localizer(lang)
    shown = {n: loc.format("console-setting-value", key="backlog", value=str(n), number=n) for n in (0, 1, 2, 5, 25)}
    assert all(text.startswith(f"{n} (") and text.endswith(")") for n, text in shown.items()), shown
    assert len({text.split("(", 1)[1] for text in shown.values()}) == 5, shown  # "off", then each number


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_setting_is_a_sentence_that_starts_with_a_capital(lang):
    """Review s34: "rate must be a number from 80 to 450" (and in four other languages) began
    with the setting's lower-case word; Italian said "L'impostazione velocità vuole ..."."""
    loc = Localizer(lang)
    name = setting_words.name_word(loc, "rate")
    for msg_id in ("settings-bad-number", "settings-bad-choice", "settings-bad-voice"):
        text = loc.format(msg_id, name=name, value="fast", low=80, high=450, allowed="a")
        assert text[0].isupper() or text[0] in "\"«„", (lang, msg_id, text)
