"""Grammar through the real presenter and parser: plural forms at the CLDR boundary numbers,
case and gender agreement of card names, and typed commands in Polish and Croatian.

Every expected sentence is written by hand, as a Polish or Croatian listener must hear it.
"""

from __future__ import annotations

from collections import Counter

import pytest

from uno_access.commands import Command, CommandParser, Context, ParseError
from uno_access.console.session import Session
from uno_access.engine import DECK, Game, RuleSet, event_from_dict
from uno_access.engine.cards import Card
from uno_access.i18n import Localizer, locales_dir
from uno_access.narration.cardnames import card_noun, color_noun
from uno_access.narration.presenter import Presenter
from uno_access.storage.settings import Settings

BOUNDARY = (0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 112)

#: Polish accusative after "dobiera", the count in words agreeing with the feminine "karta":
#: jedną kartę, 2-4 karty (22-24, 102-104: dwie, not dwa), else kart ("jeden" inside 21 and 101)
PL_ACC = {0: "zero kart", 1: "jedną kartę", 2: "dwie karty", 3: "trzy karty", 4: "cztery karty",
          5: "pięć kart", 11: "jedenaście kart", 12: "dwanaście kart", 21: "dwadzieścia jeden kart",
          22: "dwadzieścia dwie karty", 25: "dwadzieścia pięć kart", 101: "sto jeden kart",
          102: "sto dwie karty", 112: "sto dwanaście kart"}
#: Croatian accusative after "vuče": jednu kartu, also in 21 and 101; 2-4, 22, 102 dvije karte; else karata
HR_ACC = {0: "nula karata", 1: "jednu kartu", 2: "dvije karte", 3: "tri karte", 4: "četiri karte",
          5: "pet karata", 11: "jedanaest karata", 12: "dvanaest karata", 21: "dvadeset jednu kartu",
          22: "dvadeset dvije karte", 25: "dvadeset pet karata", 101: "sto jednu kartu",
          102: "sto dvije karte", 112: "sto dvanaest karata"}
#: the same counts as the subject (nominative): "czeka jedna karta", "čeka dvadeset jedna karta"
PL_NOM = {**PL_ACC, 1: "jedna karta"}
HR_NOM = {**HR_ACC, 1: "jedna karta", 21: "dvadeset jedna karta", 101: "sto jedna karta"}

def spectator(lang: str, players: int = 3) -> Presenter:
    """A presenter that names every seat (Anna/Ana is seat 0, Bartek/Boris seat 1)."""
    return Presenter(Localizer(lang), players, [])


def player(lang: str, players: int = 3) -> Presenter:
    """A presenter for the single human at seat 0 (the sentences say "you")."""
    return Presenter(Localizer(lang), players, [0])


def say(p: Presenter, event: dict, verbosity: str = "normal") -> list[str]:
    return [n.text(verbosity) for n in p.narrate(event_from_dict(event))]


# -- plural forms at the boundaries --------------------------------------------------


@pytest.mark.parametrize("count", BOUNDARY)
def test_polish_draw_counts(count: int) -> None:
    phrase = PL_ACC[count]
    one_card = "kartę" if count == 1 else phrase  # an ordinary draw of one: "dobiera kartę"
    assert say(spectator("pl"), {"type": "draw", "seat": 1, "count": count, "reason": "turn"}) == [
        f"Bartek dobiera {one_card}."]
    assert say(player("pl"), {"type": "draw", "seat": 0, "count": count, "reason": "turn"}) == [
        f"Dobierasz {one_card}."]
    assert say(spectator("pl"), {"type": "draw", "seat": 2, "count": count, "reason": "draw_two"}) == [
        f"Weź dwie: Celina dobiera {phrase}."]


@pytest.mark.parametrize("count", BOUNDARY)
def test_croatian_draw_counts(count: int) -> None:
    phrase = HR_ACC[count]
    assert say(spectator("hr"), {"type": "draw", "seat": 1, "count": count, "reason": "turn"}) == [
        f"Boris vuče {phrase}."]
    assert say(player("hr"), {"type": "draw", "seat": 0, "count": count, "reason": "turn"}) == [
        f"Vučeš {phrase}."]
    assert say(spectator("hr"), {"type": "draw", "seat": 2, "count": count, "reason": "penalty"}) == [
        f"Kazna: Vesna vuče {phrase}."]


def test_the_two_languages_differ_where_cldr_says() -> None:
    """21 and 101 are "many" in Polish but "one" in Croatian; 22 and 102 are "few" in both."""
    pl, hr = spectator("pl"), spectator("hr")
    for n, pl_text, hr_text in ((1, "dobiera kartę", "jednu kartu"), (21, "dwadzieścia jeden kart", "dvadeset jednu kartu"),
                                (101, "sto jeden kart", "sto jednu kartu"),
                                (22, "dwadzieścia dwie karty", "dvadeset dvije karte"), (112, "sto dwanaście kart", "sto dvanaest karata")):
        assert pl_text in say(pl, {"type": "draw", "seat": 1, "count": n, "reason": "turn"})[0]
        assert hr_text in say(hr, {"type": "draw", "seat": 1, "count": n, "reason": "turn"})[0]


@pytest.mark.parametrize("count", BOUNDARY)
def test_nominative_after_a_colon_and_verb_agreement(count: int) -> None:
    """A count as subject: "czeka pięć kart" but "czekają dwie karty"; hr "čeka dvadeset jedna karta"."""
    few = count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14)
    pl_noun = f"{'czekają' if few else 'czeka'} {PL_NOM[count]}"
    hr_noun = f"{'čekaju' if few else 'čeka'} {HR_NOM[count]}"
    pl = Localizer("pl").format("game-top", card="r3x", wild="no", color="none", colorcode="", pending=count)
    hr = Localizer("hr").format("game-top", card="r3x", wild="no", color="none", colorcode="", pending=count)
    if count == 0:
        assert pl == "Na stosie: r3x." and hr == "Na hrpi: r3x."
    else:
        assert pl == f"Na stosie: r3x. Do dobrania {pl_noun}."
        assert hr == f"Na hrpi: r3x. Za vučenje {hr_noun}."


@pytest.mark.parametrize("count, pl_text, hr_text", [
    (1, "Masz jedną kartę: x.", "Imaš jednu kartu: x."),
    (2, "Masz dwie karty: x.", "Imaš dvije karte: x."),
    (5, "Masz pięć kart: x.", "Imaš pet karata: x."),
    (12, "Masz dwanaście kart: x.", "Imaš dvanaest karata: x."),
    (21, "Masz dwadzieścia jeden kart: x.", "Imaš dvadeset jednu kartu: x."),
    (22, "Masz dwadzieścia dwie karty: x.", "Imaš dvadeset dvije karte: x."),
    (25, "Masz dwadzieścia pięć kart: x.", "Imaš dvadeset pet karata: x."),
    (102, "Masz sto dwie karty: x.", "Imaš sto dvije karte: x."),
])
def test_hand_size(count: int, pl_text: str, hr_text: str) -> None:
    assert Localizer("pl").format("game-hand", count=count, cards="x") == pl_text
    assert Localizer("hr").format("game-hand", count=count, cards="x") == hr_text


@pytest.mark.parametrize("points, pl_text, hr_text", [
    (1, "1 punkt", "1 bod"), (2, "2 punkty", "2 boda"), (5, "5 punktów", "5 bodova"),
    (12, "12 punktów", "12 bodova"), (21, "21 punktów", "21 bod"), (22, "22 punkty", "22 boda"),
    (101, "101 punktów", "101 bod"), (112, "112 punktów", "112 bodova"),
])
def test_points_of_a_hand(points: int, pl_text: str, hr_text: str) -> None:
    event = {"type": "hand_end", "winner": 0, "points": points, "scores": [points, 0, 0]}
    assert say(spectator("pl"), event)[0] == f"Anna pozbywa się kart i wygrywa rozdanie: {pl_text}."
    assert say(spectator("hr"), event)[0] == f"Ana dobiva rundu: {hr_text}."


# -- case and gender of card names -----------------------------------------------------


def test_a_red_seven_is_played_in_the_accusative() -> None:
    play = {"type": "play", "seat": 0, "card": "r7x", "color": None, "remaining": 5}
    assert say(spectator("pl"), play) == ["Anna zagrywa czerwoną siódemkę."]
    assert say(spectator("hr"), play) == ["Ana igra crvenu sedmicu."]
    assert say(player("pl"), play) == ["Zagrywasz czerwoną siódemkę."]
    assert say(player("hr"), play) == ["Igraš crvenu sedmicu."]


def test_italian_red_seven_has_its_article() -> None:
    if not (locales_dir() / "it" / "game.ftl").exists():
        pytest.skip("locales/it/game.ftl is not written yet (the Italian translation is a parallel task)")
    play = {"type": "play", "seat": 0, "card": "r7x", "color": None, "remaining": 5}
    assert say(spectator("it"), play) == ["Anna gioca il sette rosso."]


@pytest.mark.parametrize("code, pl_acc, hr_acc", [
    ("b0x", "niebieskie zero", "plavu nulu"),
    ("y1x", "żółtą jedynkę", "žutu jedinicu"),
    ("gsk", "zielony Stop", "zelenu kartu Preskoči"),
    ("yrv", "żółtą Zmianę kierunku", "žutu kartu Obrni"),
    ("bd2", "niebieską kartę Weź dwie", "plavu kartu Vuci dvije"),
    ("wld", "Zmianę koloru", "džokera"),
    ("dr4", "Zmianę koloru – Weź cztery", "džokera Vuci četiri"),
])
def test_every_kind_of_card_in_the_accusative(code: str, pl_acc: str, hr_acc: str) -> None:
    play = {"type": "play", "seat": 0, "card": code, "color": None, "remaining": 3}
    assert say(spectator("pl"), play) == [f"Anna zagrywa {pl_acc}."]
    assert say(spectator("hr"), play) == [f"Ana igra {hr_acc}."]


def test_a_wild_with_its_colour_and_the_last_card() -> None:
    play = {"type": "play", "seat": 0, "card": "wld", "color": "green", "remaining": 1}
    assert say(spectator("pl"), play) == [
        "Anna zagrywa Zmianę koloru i wybiera kolor zielony. Ma już tylko jedną kartę."]
    # Croatian puts the colour in the accusative too: "bira zelenu boju"
    assert say(spectator("hr"), play) == ["Ana igra džokera i bira zelenu boju. Ima još samo jednu kartu."]
    assert say(player("hr"), {"type": "color", "seat": 0, "color": "yellow"}) == ["Biraš žutu boju."]


def test_other_cases_genitive_instrumental_dative() -> None:
    jump = {"type": "jump_in", "seat": 1, "card": "r7x"}
    assert say(spectator("pl"), jump) == ["Bartek wskakuje czerwoną siódemką!"]
    assert say(spectator("hr"), jump) == ["Boris uskače crvenom sedmicom!"]
    illegal = {"type": "illegal_play", "seat": 1, "card": "b0x", "reason": "color_mismatch"}
    assert say(spectator("pl"), illegal) == ["Bartek nie może teraz zagrać niebieskiego zera: karta wraca na rękę."]
    pl, hr = Localizer("pl"), Localizer("hr")
    assert pl.format("err-not_in_hand", card=card_noun(pl, "gsk")) == "Nie masz zielonego Stopu."
    assert hr.format("err-not_in_hand", card=card_noun(hr, "y4x")) == "Nemaš žute četvorke."
    assert hr.format("err-retract_not_legal", top=card_noun(hr, "r7x"), color=color_noun(hr, "r")) == (
        "Odigraj kartu koja odgovara crvenoj sedmici, boja crvena.")
    # the colour of a Wild in the instrumental: "s crvenom bojom"
    assert hr.format("err-color_mismatch", card=card_noun(hr, "b5x"), top=card_noun(hr, "wld"), wild="yes",
                     color=color_noun(hr, "r")) == (
        "Ne možeš igrati plavu peticu: nakon džokera tražena je crvena boja.")
    assert pl.format("err-color_mismatch", card=card_noun(pl, "b5x"), top=card_noun(pl, "rsk"), wild="no",
                     color="none") == "Nie możesz zagrać niebieskiej piątki: nie pasuje do czerwonego Stopu."


def test_gender_picks_the_pronoun() -> None:
    """The drawn card is "ją" when feminine, "go" when masculine or neuter (pl); hr "je"."""
    loc = Localizer("pl")
    assert card_noun(loc, "r7x").gender == "f"
    assert card_noun(loc, "rsk").gender == "m"
    assert card_noun(loc, "r0x").gender == "n"
    assert loc.format("game-drawn", card=card_noun(loc, "r7x"), playable="yes") == (
        "Dobrana karta to czerwona siódemka: zagraj ją albo wpisz „pas”, żeby ją zatrzymać.")
    assert loc.format("game-drawn", card=card_noun(loc, "rsk"), playable="no") == (
        "Dobrana karta to czerwony Stop: nie można jej zagrać; wpisz „pas”.")
    assert loc.format("game-drawn-must", card=card_noun(loc, "g0x")) == "Dobrana karta to zielone zero: musisz ją zagrać."
    hr = Localizer("hr")
    assert hr.format("game-drawn-must", card=card_noun(hr, "g0x")) == "Izvučena karta je zelena nula: moraš je odigrati."
    # English has no gender attribute: "other"
    assert card_noun(Localizer("en"), "r7x").gender == "other"


def test_card_lists_stay_in_the_nominative() -> None:
    p = player("pl")
    assert say(p, {"type": "deal", "seat": 0, "cards": ["r7x", "bsk", "wld"], "count": 3}) == [
        "Twoje karty: czerwona siódemka, niebieski Stop i Zmiana koloru."]


# -- typed commands ------------------------------------------------------------------------

HAND = [Card.from_code(c) for c in ("r7x", "b0x", "gsk", "yd2", "wld", "dr4")]
CTX = Context(hand=HAND, seat_names=["ty", "Bartek", "Celina"], viewer=0, playable=HAND)


@pytest.mark.parametrize("lang, typed, expected", [
    ("pl", "zagraj czerwoną siódemkę", Command("play", card=HAND[0], card_by="name")),
    ("pl", "czerwona siódemka", Command("play", card=HAND[0], card_by="name")),
    ("pl", "graj czerwona siodemka", Command("play", card=HAND[0], card_by="name")),  # no diacritics
    ("pl", "zagraj niebieskie zero uno", Command("play", card=HAND[1], uno=True, card_by="name")),
    ("pl", "wybierz kolor niebieski", Command("play", card=HAND[4], color="b", card_by="name")),
    ("pl", "zagraj kartę wybierz kolor + weź cztery żółty", Command("play", card=HAND[5], color="y", card_by="name")),
    ("pl", "wybierz kolor weź cztery zielony", Command("play", card=HAND[5], color="g", card_by="name")),
    ("pl", "zagraj czerwoną 7", Command("play", card=HAND[0], card_by="name")),
    ("pl", "niebieskie 0 uno", Command("play", card=HAND[1], uno=True, card_by="name")),
    ("hr", "igraj crvenu 7", Command("play", card=HAND[0], card_by="name")),
    ("pl", "dobierz", Command("draw")),
    ("pl", "wez", Command("draw")),
    ("pl", "kolor zielony", Command("color", color="g")),
    ("pl", "żółty uno", Command("color", color="y", uno=True)),
    ("pl", "pas", Command("pass")),
    ("pl", "sprawdź", Command("challenge")),
    ("pl", "złap bartek", Command("catch", target=1)),
    ("pl", "POMOC", Command("help")),
    ("hr", "igraj crvenu sedmicu", Command("play", card=HAND[0], card_by="name")),
    ("hr", "crvena sedmica", Command("play", card=HAND[0], card_by="name")),
    ("hr", "odigraj zelenu kartu preskoči", Command("play", card=HAND[2], card_by="name")),
    ("hr", "zamjenska karta plava", Command("play", card=HAND[4], color="b", card_by="name")),
    ("hr", "igraj zamjensku kartu plavu uno", Command("play", card=HAND[4], color="b", uno=True, card_by="name")),
    ("hr", "vuci", Command("draw")),
    ("hr", "boja zuta", Command("color", color="y")),
    ("hr", "plavu", Command("color", color="b")),
    ("hr", "dalje", Command("pass")),
    ("hr", "ospori", Command("challenge")),
    ("hr", "pomoc", Command("help")),
    # the everyday names (review hr r3): plus dva, +2, stop, plus četiri, +4
    ("hr", "igraj žutu plus dva", Command("play", card=HAND[3], card_by="name")),
    ("hr", "zuti +2", Command("play", card=HAND[3], card_by="name")),
    ("hr", "zeleni stop", Command("play", card=HAND[2], card_by="name")),
    ("hr", "igraj zelenu kartu stop", Command("play", card=HAND[2], card_by="name")),
    ("hr", "plus četiri plava", Command("play", card=HAND[5], color="b", card_by="name")),
    ("hr", "džoker +4 plava", Command("play", card=HAND[5], color="b", card_by="name")),
])
def test_localized_input(lang: str, typed: str, expected: Command) -> None:
    assert CommandParser(Localizer(lang)).parse(typed, CTX) == expected


@pytest.mark.parametrize("lang", ["pl", "hr"])
@pytest.mark.parametrize("typed, expected", [
    ("draw", Command("draw")), ("r7x", Command("play", card=HAND[0], card_by="code")),
    ("wld b uno", Command("play", card=HAND[4], color="b", uno=True, card_by="code")),
    ("red 7", Command("play", card=HAND[0], card_by="name")), ("blue", Command("color", color="b")),
    ("hand", Command("hand")), ("play 2", Command("play", card=HAND[1], card_by="position")),
])
def test_english_and_codes_work_in_every_language(lang: str, typed: str, expected: Command) -> None:
    assert CommandParser(Localizer(lang)).parse(typed, CTX) == expected


def test_tab_completes_localized_words_and_inflected_names() -> None:
    pl, hr = CommandParser(Localizer("pl")), CommandParser(Localizer("hr"))
    assert "pomoc" in pl.completions("pom", CTX)
    assert pl.completions("zagraj czerwo", CTX) == ["zagraj czerwoną siódemkę"]
    assert pl.completions("zagraj czerwona s", CTX) == ["zagraj czerwoną siódemkę"]
    assert "czerwona siódemka" in pl.completions("czerw", CTX)
    assert "dobierz" in pl.completions("dob", CTX)
    assert hr.completions("igraj crv", CTX) == ["igraj crvenu sedmicu"]
    assert "zelena karta preskoči" in hr.completions("zel", CTX)
    assert "pomoć" in hr.completions("pomo", CTX)


def test_an_unknown_word_is_answered_in_the_language() -> None:
    result = CommandParser(Localizer("pl")).parse("abrakadabra", CTX)
    assert isinstance(result, ParseError)
    assert Localizer("pl").format(result.msg_id, **result.args) == (
        "Nie znam polecenia „abrakadabra”. Wpisz „pomoc”, żeby poznać polecenia.")


# -- a whole stacked game typed in Polish and in Croatian ---------------------------------

HUMAN = ["r1x", "r2x", "r3x", "r4x", "r5x", "r6x", "wld"]
BOT = ["b8x", "b8x", "b9x", "b9x", "g8x", "g8x", "g9x"]
BOT_DRAWS = ["y8x", "y8x", "y9x", "y9x", "g9x", "ysk"]


def stacked_deck() -> list[str]:
    first = [code for pair in zip(HUMAN, BOT) for code in pair] + ["r0x"] + BOT_DRAWS
    rest = Counter(card.code for card in DECK) - Counter(first)
    return first + sorted(rest.elements())


def play_typed(tmp_path, lang: str, lines_typed: list[str]) -> list[str]:
    out: list[str] = []
    game = Game(players=2, rules=RuleSet.preset("official", scoring="single_hand"), seed=4,
                deck=stacked_deck(), dealer=1)
    session = Session(game, ["human", "normal"], Localizer(lang), Settings(speech="none", language=lang),
                      lambda shown, spoken: out.append(shown), scripted=True,
                      settings_path=tmp_path / "settings.toml", seed=4)
    session.start()
    for typed in lines_typed:
        session.handle_line(typed)
        while session.seconds_until_bot() == 0:
            session.step_bot()
    assert session.game.over
    return out


def test_a_polish_game_typed_in_polish(tmp_path) -> None:
    out = play_typed(tmp_path, "pl", ["zagraj czerwoną jedynkę", "czerwona dwójka", "r3x", "zagraj 1",
                                      "zagraj czerwona piatke", "czerwona szóstka uno", "wybierz kolor",
                                      "niebieski"])
    assert "Twoje karty: czerwona jedynka, czerwona dwójka, czerwona trójka, czerwona czwórka, " \
           "czerwona piątka, czerwona szóstka i Zmiana koloru." in out
    assert "Karta początkowa: czerwone zero." in out
    assert "Zagrywasz czerwoną jedynkę." in out
    assert "Jaki kolor dla Zmiany koloru? Wpisz czerwony, żółty, zielony albo niebieski " \
           "(i „uno”, jeśli je mówisz)." in out
    assert "Zagrywasz Zmianę koloru i wybierasz kolor niebieski." in out
    assert "Wygrywasz partię!" in out


def test_a_croatian_game_typed_in_croatian(tmp_path) -> None:
    out = play_typed(tmp_path, "hr", ["igraj crvenu jedinicu", "crvena dvojka", "r3x", "igraj 1",
                                      "odigraj crvenu peticu", "crvena šestica uno", "zamjenska karta plava"])
    assert "Početna karta: crvena nula." in out
    assert "Igraš crvenu jedinicu." in out
    assert "Igraš džokera i biraš plavu boju." in out
    assert "Dobivaš partiju!" in out


def test_a_card_name_that_begins_with_a_command_word() -> None:
    """Italian "uno rosso" is the red 1, not the command uno; "pesca due rosso" not the draw."""
    hand = [Card.from_code("r1x"), Card.from_code("rd2")]
    ctx = Context(hand=hand, playable=hand)
    parser = CommandParser(Localizer("it"))
    assert parser.parse("uno rosso", ctx) == Command("play", card=hand[0], card_by="name")
    assert parser.parse("pesca due rosso", ctx) == Command("play", card=hand[1], card_by="name")
    assert parser.parse("uno", ctx) == Command("uno")
    assert parser.parse("pesca", ctx) == Command("draw")
    # a command without arguments still refuses words that name no card
    refused = CommandParser(Localizer("en")).parse("draw red", ctx)
    assert isinstance(refused, ParseError) and refused.msg_id == "cmd-no-arguments"


@pytest.mark.parametrize(("count", "playable", "said"), [
    (2, 2, "Masz dwie karty i możesz zagrać obie."), (5, 5, "Masz pięć kart i możesz zagrać wszystkie."),
    (14, 14, "Masz czternaście kart i możesz zagrać wszystkie."),
    (3, 2, "Masz trzy karty, dwie z nich możesz zagrać."), (2, 0, "Masz dwie karty, żadnej nie możesz zagrać.")])
def test_polish_all_cards_playable(count: int, playable: int, said: str) -> None:
    """pl review r5: not "Masz dwie karty, dwie z nich możesz zagrać" when every card is playable."""
    line = Localizer("pl").format("ev-turn.verbose", you="yes", detail="yes", top="czerwona trójka",
                                  color="czerwony", count=count, playable=playable, name="Anna", wild="no",
                                  all="yes" if playable == count else "no")
    assert line.endswith(said)


@pytest.mark.parametrize(("seconds", "said"), [(3.0, "zwłoka: 3 sekundy"), (1.0, "zwłoka: 1 sekunda"),
                                                (2.5, "zwłoka: 2,5 sekundy"), (5.0, "zwłoka: 5 sekund")])
def test_polish_whole_seconds_without_decimal(seconds: float, said: str) -> None:
    """pl review r5: "3 sekundy", not "3,0 sekundy"; a fraction keeps its comma."""
    from uno_access.console.setting_words import item_args

    loc = Localizer("pl")
    assert loc.format("console-setting-item", **item_args(loc, "delay", seconds)) == said
