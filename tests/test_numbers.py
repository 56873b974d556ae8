"""Counts said in words that agree with their noun: NUM() and locales/<lang>/numbers.ftl.

espeak-ng and a screen reader read the digits "2" as the masculine "dwa", "doi", "dois"...;
"Anna dobiera 2 karty" is then heard as "dwa karty".  The translations write the count with
NUM($count, gender: ..., case: ...) and hear "dwie karty".  Every expected text is written by hand.
"""

from __future__ import annotations

import subprocess

import pytest
from conftest import require_tool

from uno_access.i18n import LANGUAGES, Localizer, _bundle, spell_number

#: the numbers whose words follow every pattern: units, teens, tens, tens and units (with the
#: Italian elisions 21/28/31 and the Romanian "și"), hundreds alone and with a rest
NUMBERS = (0, 1, 2, 3, 4, 5, 10, 11, 12, 19, 20, 21, 22, 25, 28, 31, 42, 99,
           100, 101, 102, 108, 121, 200, 222, 999)

#: language -> the numbers above, spelled with no gender (counting)
PLAIN = {
    "en": ["zero", "one", "two", "three", "four", "five", "ten", "eleven", "twelve", "nineteen",
           "twenty", "twenty-one", "twenty-two", "twenty-five", "twenty-eight", "thirty-one",
           "forty-two", "ninety-nine", "one hundred", "one hundred one", "one hundred two",
           "one hundred eight", "one hundred twenty-one", "two hundred", "two hundred twenty-two",
           "nine hundred ninety-nine"],
    "it": ["zero", "uno", "due", "tre", "quattro", "cinque", "dieci", "undici", "dodici", "diciannove",
           "venti", "ventuno", "ventidue", "venticinque", "ventotto", "trentuno", "quarantadue",
           "novantanove", "cento", "centouno", "centodue", "centootto", "centoventuno", "duecento",
           "duecentoventidue", "novecentonovantanove"],
    "pt": ["zero", "um", "dois", "três", "quatro", "cinco", "dez", "onze", "doze", "dezenove", "vinte",
           "vinte e um", "vinte e dois", "vinte e cinco", "vinte e oito", "trinta e um", "quarenta e dois",
           "noventa e nove", "cem", "cento e um", "cento e dois", "cento e oito", "cento e vinte e um",
           "duzentos", "duzentos e vinte e dois", "novecentos e noventa e nove"],
    "pl": ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "dziesięć", "jedenaście", "dwanaście",
           "dziewiętnaście", "dwadzieścia", "dwadzieścia jeden", "dwadzieścia dwa", "dwadzieścia pięć",
           "dwadzieścia osiem", "trzydzieści jeden", "czterdzieści dwa", "dziewięćdziesiąt dziewięć",
           "sto", "sto jeden", "sto dwa", "sto osiem", "sto dwadzieścia jeden", "dwieście",
           "dwieście dwadzieścia dwa", "dziewięćset dziewięćdziesiąt dziewięć"],
    "hr": ["nula", "jedan", "dva", "tri", "četiri", "pet", "deset", "jedanaest", "dvanaest", "devetnaest",
           "dvadeset", "dvadeset jedan", "dvadeset dva", "dvadeset pet", "dvadeset osam", "trideset jedan",
           "četrdeset dva", "devedeset devet", "sto", "sto jedan", "sto dva", "sto osam",
           "sto dvadeset jedan", "dvjesto", "dvjesto dvadeset dva", "devetsto devedeset devet"],
    "ro": ["zero", "unu", "doi", "trei", "patru", "cinci", "zece", "unsprezece", "doisprezece",
           "nouăsprezece", "douăzeci", "douăzeci și unu", "douăzeci și doi", "douăzeci și cinci",
           "douăzeci și opt", "treizeci și unu", "patruzeci și doi", "nouăzeci și nouă", "o sută",
           "o sută unu", "o sută doi", "o sută opt", "o sută douăzeci și unu", "două sute",
           "două sute douăzeci și doi", "nouă sute nouăzeci și nouă"],
}

#: language -> {number: word} where the feminine (nominative) differs from PLAIN
FEMININE = {
    "en": {},
    "it": {1: "una"},
    "pt": {1: "uma", 2: "duas", 21: "vinte e uma", 22: "vinte e duas", 31: "trinta e uma",
           42: "quarenta e duas", 101: "cento e uma", 102: "cento e duas", 121: "cento e vinte e uma",
           200: "duzentas", 222: "duzentas e vinte e duas", 999: "novecentas e noventa e nove"},
    # "jeden" does not change inside a compound: dwadzieścia jeden kart
    "pl": {1: "jedna", 2: "dwie", 22: "dwadzieścia dwie", 42: "czterdzieści dwie", 102: "sto dwie",
           222: "dwieście dwadzieścia dwie"},
    "hr": {1: "jedna", 2: "dvije", 21: "dvadeset jedna", 22: "dvadeset dvije", 31: "trideset jedna",
           42: "četrdeset dvije", 101: "sto jedna", 102: "sto dvije", 121: "sto dvadeset jedna",
           222: "dvjesto dvadeset dvije"},
    # "o carte" alone, "una" inside a compound (douăzeci și una de cărți)
    "ro": {1: "o", 2: "două", 12: "douăsprezece", 21: "douăzeci și una", 22: "douăzeci și două",
           31: "treizeci și una", 42: "patruzeci și două", 101: "o sută una", 102: "o sută două",
           121: "o sută douăzeci și una", 222: "două sute douăzeci și două"},
}


def spell(lang: str, number: int, gender: str = "other", case: str = "nom") -> str | None:
    return spell_number(_bundle(lang), number, gender, case)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbers_in_words_without_gender(lang: str) -> None:
    assert [spell(lang, n) for n in NUMBERS] == PLAIN[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbers_in_words_feminine(lang: str) -> None:
    expected = [FEMININE[lang].get(n, word) for n, word in zip(NUMBERS, PLAIN[lang])]
    assert [spell(lang, n, "feminine") for n in NUMBERS] == expected


def test_case_and_the_other_genders() -> None:
    # accusative feminine: jedną kartę, jednu kartu, also at the end of a Croatian compound
    assert spell("pl", 1, "feminine", "acc") == "jedną"
    assert spell("pl", 21, "feminine", "acc") == "dwadzieścia jeden"
    assert spell("pl", 2, "feminine", "acc") == "dwie"
    assert spell("hr", 1, "feminine", "acc") == "jednu"
    assert spell("hr", 21, "feminine", "acc") == "dvadeset jednu"
    assert spell("hr", 22, "feminine", "acc") == "dvadeset dvije"
    # Romanian neuter: un punct, două puncte, douăsprezece puncte
    assert [spell("ro", n, "neuter") for n in (1, 2, 12, 22)] == [
        "un", "două", "douăsprezece", "douăzeci și două"]
    # Italian masculine before a noun: un punto
    assert spell("it", 1, "masculine") == "un"
    assert spell("it", 21, "masculine") == "ventuno"
    assert spell("pl", 1, "neuter") == "jedno" and spell("hr", 1, "neuter") == "jedno"
    # Polish genitive (od dwóch do dziesięciu graczy, pozbyć się pięciuset punktów)
    assert [spell("pl", n, "masculine", "gen") for n in (0, 1, 2, 3, 5, 12, 21, 22, 100, 102, 500, 999)] == [
        "zera", "jednego", "dwóch", "trzech", "pięciu", "dwunastu", "dwudziestu jeden", "dwudziestu dwóch",
        "stu", "stu dwóch", "pięciuset", "dziewięciuset dziewięćdziesięciu dziewięciu"]
    assert spell("pl", 1, "feminine", "gen") == "jednej"
    assert spell("hr", 1, "masculine", "gen") == "jednog" and spell("hr", 21, "masculine", "gen") == "dvadeset jednog"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbers_above_the_range_stay_digits(lang: str) -> None:
    assert spell(lang, 1000) is None and spell(lang, -1) is None
    loc = Localizer(lang)
    # in a sentence: the digits, never grouped ("12000", not "12,000")
    assert "12000" in loc.format("ev-reshuffle", count=12000)


def test_a_language_without_number_words_keeps_digits() -> None:
    """No numbers.ftl (or a missing unit or round ten): no words, no endless splitting."""
    from fluent.runtime import FluentBundle, FluentResource

    empty = FluentBundle(["xx"])
    assert [spell_number(empty, n) for n in (0, 5, 30, 42, 500)] == [None] * 5
    partial = FluentBundle(["xx"])
    partial.add_resource(FluentResource("number-4 = four\nnumber-tens-join = { $tens }-{ $units }\n"))
    assert spell_number(partial, 4) == "four" and spell_number(partial, 44) is None


# -- whole sentences at the CLDR boundaries ------------------------------------------------


def _draws(lang: str, count: int, name: str) -> str:
    """The penalty sentence about another player (every language has a one/few/other form)."""
    return Localizer(lang).format("ev-draw-penalty", you="no", name=name, count=count, cards="none")


SENTENCES = {
    "pl": {1: "Kara: Anna dobiera kartę.", 2: "Kara: Anna dobiera dwie karty.",
           5: "Kara: Anna dobiera pięć kart.", 12: "Kara: Anna dobiera dwanaście kart.",
           22: "Kara: Anna dobiera dwadzieścia dwie karty.", 25: "Kara: Anna dobiera dwadzieścia pięć kart."},
    "hr": {1: "Kazna: Ana vuče jednu kartu.", 2: "Kazna: Ana vuče dvije karte.",
           5: "Kazna: Ana vuče pet karata.", 11: "Kazna: Ana vuče jedanaest karata.",
           21: "Kazna: Ana vuče dvadeset jednu kartu.", 22: "Kazna: Ana vuče dvadeset dvije karte."},
    "ro": {1: "Penalizare: Ana trage o carte.", 2: "Penalizare: Ana trage două cărți.",
           19: "Penalizare: Ana trage nouăsprezece cărți.", 20: "Penalizare: Ana trage douăzeci de cărți.",
           22: "Penalizare: Ana trage douăzeci și două de cărți.",
           101: "Penalizare: Ana trage o sută una cărți.", 102: "Penalizare: Ana trage o sută două cărți."},
    "pt": {1: "Penalidade: Ana compra uma carta.", 2: "Penalidade: Ana compra duas cartas.",
           21: "Penalidade: Ana compra vinte e uma cartas.", 22: "Penalidade: Ana compra vinte e duas cartas."},
    "it": {1: "Penalità: Anna pesca una carta.", 2: "Penalità: Anna pesca due carte.",
           21: "Penalità: Anna pesca ventuno carte."},
    "en": {1: "Penalty: Ana draws a card.", 2: "Penalty: Ana draws two cards.",
           21: "Penalty: Ana draws twenty-one cards."},
}
NAMES = {"pl": "Anna", "it": "Anna"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_count_agrees_with_the_noun(lang: str) -> None:
    for count, sentence in SENTENCES[lang].items():
        assert _draws(lang, count, NAMES.get(lang, "Ana")) == sentence, count


def test_one_card_in_the_accusative() -> None:
    """Caught without UNO, the penalty counts from 1: "dobiera jedną kartę", "vuče jednu kartu"."""
    args = dict(otheryou="no", you="no", other="Bob", count=1)
    assert Localizer("pl").format("ev-uno-caught", name="Anna", **args).endswith("Anna dobiera jedną kartę.")
    assert Localizer("hr").format("ev-uno-caught", name="Ana", **args).endswith("Ana vuče jednu kartu.")
    assert Localizer("ro").format("ev-uno-caught", name="Ana", **args).endswith("Ana trage o carte.")
    assert Localizer("en").format("ev-uno-caught", name="Ana", **args).endswith("Ana draws one card.")


def test_a_count_as_the_subject_is_nominative() -> None:
    """pl "czeka jedna karta" / hr "čeka dvadeset jedna karta", not the accusative."""
    pl = Localizer("pl").format("game-top", card="r3x", wild="no", color="none", colorcode="", pending=1)
    hr = Localizer("hr").format("game-top", card="r3x", wild="no", color="none", colorcode="", pending=21)
    assert pl.endswith("czeka jedna karta.") and hr.endswith("čeka dvadeset jedna karta.")


def test_other_counted_nouns_agree_too() -> None:
    """Playable cards, teams, questions, lessons, events: the count agrees with its noun as well."""
    from uno_access.narration.cardnames import card_noun, color_noun

    pt = Localizer("pt")
    turn = pt.format("ev-turn.verbose", you="yes", name="x", detail="yes", top=card_noun(pt, "r7x"),
                     color=color_noun(pt, "r"), count=7, playable=2, all="no", wild="no")
    assert turn.endswith("Você tem sete cartas, duas jogáveis.")
    assert Localizer("pl").format("rules-scoring-teams", count=2).startswith("Gracze tworzą dwie drużyny ")
    assert Localizer("hr").format("rules-scoring-teams", count=2).startswith("Igrači su podijeljeni u dvije ekipe;")
    assert Localizer("ro").format("console-history", count=2) == "Ultimele două evenimente:"  # neuter
    assert Localizer("it").format("tutor-list-header", count=1) == "Una lezione:"
    assert Localizer("it").format("tutor-practice-start", count=1).startswith("Ora esercitati con una domanda.")
    assert Localizer("pt").format("tutor-practice-start", count=2).startswith("Agora pratique com duas perguntas.")
    assert Localizer("ro").format("simulate-start", unit="matches", count=2, players="x", preset="y",
                                  seed=1).startswith("Se joacă două partide. Niveluri: x.")
    # the tutor's score: answers are feminine (pl, pt, it) or neuter (ro); "z" takes the genitive
    assert Localizer("pl").format("tutor-lesson-done", title="T", right=2, total=5).endswith(
        "dobre odpowiedzi: dwie z pięciu.")
    assert Localizer("pl").format("tutor-lesson-start", number=3, count=11, title="T") == "Lekcja 3 z jedenastu: T."
    assert Localizer("pt").format("tutor-lesson-done", title="T", right=2, total=5).endswith(
        "duas de cinco respostas certas.")
    assert Localizer("ro").format("tutor-lesson-done", title="T", right=1, total=5).endswith(
        "un răspuns corect din cinci.")
    assert Localizer("ro").format("tutor-lesson-done", title="T", right=2, total=5).endswith(
        "două răspunsuri corecte din cinci.")
    assert Localizer("it").format("tutor-lesson-done", title="T", right=1, total=5).endswith(
        "una risposta giusta su cinque.")


def test_genitive_counts() -> None:
    from uno_access.narration.cardnames import card_noun

    assert Localizer("pl").format("rules-aim-players", min=2, max=10) == "W UNO gra od dwóch do dziesięciu graczy."
    pl, hr = Localizer("pl"), Localizer("hr")
    assert "żeby pozbyć się dwóch punktów przed" in pl.format("bot-why-dump", name="Anna", card=card_noun(pl, "r7x"), points=2)
    assert "da se riješi jednog boda prije" in hr.format("bot-why-dump", name="Ana", card=card_noun(hr, "r7x"), points=1)
    assert "da se riješi dvadeset jednog boda prije" in hr.format("bot-why-dump", name="Ana", card=card_noun(hr, "r7x"),
                                                                 points=21)


def test_braille_keeps_digits() -> None:
    loc = Localizer("pl")
    assert loc.format("ev-draw-penalty.braille", you="no", name="Anna", count=2, cards="none") == "Anna kara +2"
    assert loc.format("ev-reshuffle.braille", count=22) == "tasowanie 22"


# -- what espeak-ng says ----------------------------------------------------------------------

VOICES = {"pl": "zlw/pl", "ro": "roa/ro"}


def phonemes(lang: str, text: str) -> str:
    result = subprocess.run(["espeak-ng", "-q", "-x", "-v", VOICES[lang], text],
                            capture_output=True, check=True, timeout=30)
    return " ".join(result.stdout.decode("utf-8").split())


@pytest.mark.system
@pytest.mark.parametrize("lang, feminine, digits", [
    ("pl", "Kara: Anna dobiera dwie karty.", "Kara: Anna dobiera 2 karty."),
    ("ro", "Penalizare: Ana trage două cărți.", "Penalizare: Ana trage 2 cărți."),
])
def test_espeak_says_the_feminine_two(lang: str, feminine: str, digits: str) -> None:
    """espeak-ng reads the rendered sentence with "dwie"/"două", where the digits gave "dwa"/"doi"."""
    require_tool("espeak-ng", "espeak-ng")
    rendered = _draws(lang, 2, NAMES.get(lang, "Ana"))
    assert rendered == feminine
    said = phonemes(lang, rendered)
    assert said == phonemes(lang, feminine)
    assert said != phonemes(lang, digits), "espeak-ng reads the digit 2 the same way: the check proves nothing"
