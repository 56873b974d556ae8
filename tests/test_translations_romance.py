"""Italian, Portuguese and Romanian as a listener hears them, through the real presenter.

Expected sentences are written by hand.  Plurals are checked at the CLDR boundary numbers
(Romanian: "one" 1; "few" 0, 2-19, 101-119; "other" 20-100, 120... takes "de": "20 de cărți";
Portuguese (CLDR pt = Brazil): 0 and 1 are "one", so 0 has its own variant), a card inside a
sentence takes its sentence form ("Anna gioca il sette rosso"), and the localized command
words work as typed input.
"""

from __future__ import annotations

import pytest

from uno_access.commands import COMMANDS, Command, CommandParser, Context, normalize
from uno_access.engine import Card, RuleSet, event_from_dict
from uno_access.i18n import Localizer
from uno_access.narration.cardnames import card_name, card_noun, color_noun
from uno_access.narration.presenter import Presenter

C = Card.from_code
LANGS = ("it", "pt", "ro")


def presenter(lang: str, human: int = 3) -> Presenter:
    """Four seats; the human is seat 3, so seats 0-2 are spoken by name (it: Anna, Bruno...)."""
    return Presenter(Localizer(lang), 4, [human], RuleSet.preset("official").to_dict())


def spoken(lang: str, event: dict, verbosity: str = "normal", human: int = 3) -> list[str]:
    return [n.text(verbosity) for n in presenter(lang, human).narrate(event_from_dict(event))]


# -- the names the sentences use ----------------------------------------------------------


def test_seat_names_are_local():
    assert presenter("it").seat_names()[:3] == ["Anna", "Bruno", "Chiara"]
    assert presenter("pt").seat_names()[:3] == ["Beatriz", "Bruno", "Clara"]
    assert presenter("ro").seat_names()[:3] == ["Ioana", "Bogdan", "Cristina"]
    assert presenter("it").seat_names()[3] == "tu"


# -- a card inside a sentence -------------------------------------------------------------

PLAYS = [
    ("it", "r7x", "Anna gioca il sette rosso."),
    ("it", "y8x", "Anna gioca l'otto giallo."),
    ("it", "g0x", "Anna gioca lo zero verde."),
    ("it", "b1x", "Anna gioca l'uno blu."),
    ("it", "bsk", "Anna gioca il Salta turno blu."),
    ("it", "grv", "Anna gioca il Cambio giro verde."),
    ("it", "yd2", "Anna gioca il Pesca due giallo."),
    ("pt", "r7x", "Beatriz joga o sete vermelho."),
    ("pt", "b1x", "Beatriz joga o um azul."),
    ("pt", "bsk", "Beatriz joga o Pular azul."),
    ("pt", "yd2", "Beatriz joga o Compre Duas amarelo."),
    ("ro", "r7x", "Ioana joacă un 7 roșu."),
    ("ro", "y9x", "Ioana joacă un 9 galben."),
    ("ro", "bsk", "Ioana joacă un Stop albastru."),
    ("ro", "grv", "Ioana joacă o Inversare verde."),
    ("ro", "rd2", "Ioana joacă un +2 roșu."),
]


@pytest.mark.parametrize("lang, code, sentence", PLAYS, ids=[f"{p[0]}-{p[1]}" for p in PLAYS])
def test_a_played_card_agrees_in_the_sentence(lang, code, sentence):
    assert spoken(lang, {"type": "play", "seat": 0, "card": code, "remaining": 5}) == [sentence]


WILDS = [
    ("it", "Anna gioca il Jolly e sceglie il blu. Ora ha una sola carta.",
     "Giochi il Jolly pesca quattro e scegli il rosso."),
    ("pt", "Beatriz joga o Coringa e escolhe a cor azul. Agora só tem uma carta.",
     "Você joga o Coringa Compre Quatro e escolhe a cor vermelha."),
    ("ro", "Ioana joacă un Joker și alege albastru. Mai are o carte.",
     "Joci un Joker +4 și alegi roșu."),
]


@pytest.mark.parametrize("lang, other, you", WILDS, ids=[w[0] for w in WILDS])
def test_a_wild_with_its_colour_and_the_last_card(lang, other, you):
    assert spoken(lang, {"type": "play", "seat": 0, "card": "wld", "color": "blue", "remaining": 1}) == [other]
    assert spoken(lang, {"type": "play", "seat": 3, "card": "dr4", "color": "red", "remaining": 3}) == [you]


def test_a_colour_agrees_with_the_word_for_colour():
    """pt "cor vermelha", ro "culoarea roșie": the colour takes the feminine of "colour"."""
    for lang, expected in (("it", "In cima: Jolly, colore rosso."), ("pt", "Na mesa: Coringa, cor vermelha."),
                           ("ro", "Deasupra: Joker, culoarea roșie.")):
        loc = Localizer(lang)
        text = loc.format("game-top", card=card_noun(loc, "wld"), wild="yes", color=color_noun(loc, "r"),
                          colorcode="r", pending=0)
        assert text == expected


def test_refusals_name_both_cards_in_sentence_form():
    it, ro = Localizer("it"), Localizer("ro")
    assert it.format("err-color_mismatch", card=card_noun(it, "r7x"), top=card_noun(it, "b8x"), wild="no",
                     color="none") == "Non puoi giocare il sette rosso: in cima c'è l'otto blu."
    assert ro.format("err-not_in_hand", card=card_noun(ro, "gsk")) == "Nu ai un Stop verde."
    pt = Localizer("pt")
    assert pt.format("game-drawn", card=card_noun(pt, "y5x"), playable="no") == (
        "Você comprou o cinco amarelo: essa carta não pode ser jogada; digite passar.")


def test_the_gender_of_the_cards():
    for lang in ("it", "pt"):
        loc = Localizer(lang)
        assert {card_noun(loc, c).gender for c in ("r7x", "bsk", "wld", "dr4")} == {"m"}
    ro = Localizer("ro")
    # Stop, +2, Joker: neuter nouns, which agree in the singular as masculines ("Stop roșu");
    # Inversare is feminine ("Inversare roșie")
    assert {card_noun(ro, c).gender for c in ("r7x", "rsk", "rd2", "wld", "dr4")} == {"m"}
    assert card_noun(ro, "rrv").gender == "f"


# -- plurals at the CLDR boundaries -----------------------------------------------------

#: number -> what the other player "draws" (Bruno / Bruno / Bogdan, seat 1); the count is said in
#: words that agree with the feminine noun (it una, pt uma/duas, ro o/două/douăsprezece/una)
DRAWS = {
    "it": {1: "Bruno pesca una carta.", 2: "Bruno pesca due carte.", 21: "Bruno pesca ventuno carte.",
           101: "Bruno pesca centouno carte."},
    "pt": {0: "Bruno compra zero cartas.", 1: "Bruno compra uma carta.", 2: "Bruno compra duas cartas.",
           21: "Bruno compra vinte e uma cartas.", 22: "Bruno compra vinte e duas cartas.",
           101: "Bruno compra cento e uma cartas.", 102: "Bruno compra cento e duas cartas."},
    "ro": {0: "Bogdan trage zero cărți.", 1: "Bogdan trage o carte.", 2: "Bogdan trage două cărți.",
           12: "Bogdan trage douăsprezece cărți.", 19: "Bogdan trage nouăsprezece cărți.",
           20: "Bogdan trage douăzeci de cărți.", 21: "Bogdan trage douăzeci și una de cărți.",
           22: "Bogdan trage douăzeci și două de cărți.", 100: "Bogdan trage o sută de cărți.",
           102: "Bogdan trage o sută două cărți.", 119: "Bogdan trage o sută nouăsprezece cărți.",
           120: "Bogdan trage o sută douăzeci de cărți."},
}

@pytest.mark.parametrize("lang", LANGS)
def test_drawing_n_cards(lang):
    for count, sentence in DRAWS[lang].items():
        assert spoken(lang, {"type": "draw", "seat": 1, "count": count, "reason": "turn"}) == [sentence], count


def test_you_draw_and_hear_the_cards():
    event = {"type": "draw", "seat": 3, "cards": ["r3x", "b5x"], "count": 2, "reason": "turn"}
    assert spoken("it", event) == ["Peschi due carte: tre rosso e cinque blu."]
    assert spoken("pt", event) == ["Você compra duas cartas: três vermelho e cinco azul."]
    assert spoken("ro", event) == ["Tragi două cărți: 3 roșu și 5 albastru."]
    penalty = {"type": "draw", "seat": 3, "cards": ["g2x"], "count": 1, "reason": "penalty"}
    assert spoken("ro", penalty) == ["Penalizare: tragi o carte (2 verde)."]


#: number -> how the points of a won hand are said
POINTS = {
    "it": {1: "con un punto.", 2: "con 2 punti.", 20: "con 20 punti.", 101: "con 101 punti."},
    "pt": {0: "e ganha a rodada, mas não marca pontos.", 1: "ganha a rodada e marca um ponto.", 2: "ganha a rodada e marca 2 pontos.",
           101: "ganha a rodada e marca 101 pontos."},
    # Romanian "punct" is neuter: un punct, 2 puncte, 12 puncte, 20 de puncte (digits, as in the
    # score line that follows, except zero and one)
    "ro": {0: "primește zero puncte.", 1: "primește un punct.", 2: "primește 2 puncte.", 12: "primește 12 puncte.",
           19: "primește 19 puncte.", 20: "primește 20 de puncte.", 22: "primește 22 de puncte.",
           85: "primește 85 de puncte.", 100: "primește 100 de puncte.", 112: "primește 112 puncte.",
           119: "primește 119 puncte.", 120: "primește 120 de puncte.",
           1500: "primește 1500 de puncte."},
}
WINNERS = {"it": "Bruno chiude e vince la mano", "pt": "Bruno bate",
           "ro": "Bogdan rămâne fără cărți, câștigă runda"}


@pytest.mark.parametrize("lang", LANGS)
def test_points_of_a_hand(lang):
    for points, tail in POINTS[lang].items():
        lines = spoken(lang, {"type": "hand_end", "winner": 1, "points": points, "scores": [0, points, 0, 0]})
        assert lines[0].startswith(WINNERS[lang]) and lines[0].endswith(" " + tail), (points, lines[0])


def test_numbers_are_never_grouped():
    lines = spoken("ro", {"type": "hand_end", "winner": 1, "points": 10000, "scores": [0, 10000, 0, 0]})
    assert lines[0].endswith("primește 10000 de puncte.")
    assert "12000" in Localizer("it").format("ev-reshuffle", count=12000)


def test_romanian_counts_in_the_verbose_turn_and_the_hand():
    ro = Localizer("ro")
    args = dict(you="yes", name="tu", detail="yes", top=card_noun(ro, "r7x"), color=color_noun(ro, "r"),
                wild="no")
    assert ro.format("ev-turn.verbose", **args, count=20, playable=1) == (
        "E rândul tău. Deasupra: 7 roșu. Ai douăzeci de cărți, una se poate juca.")
    # the chosen colour only after a Wild, where the card itself has none
    assert ro.format("ev-turn.verbose", **{**args, "top": card_noun(ro, "wld"), "wild": "yes"}, count=7,
                     playable=0).startswith("E rândul tău. Deasupra: Joker, culoarea roșie. Ai șapte cărți")
    assert ro.format("ev-turn.verbose", **args, count=7, playable=0).endswith("Ai șapte cărți, niciuna nu se poate juca.")
    assert ro.format("game-hand", count=21, cards="x").startswith("Cele douăzeci și una de cărți ale tale")
    assert ro.format("game-hand", count=3, cards="x").startswith("Cele trei cărți ale tale")
    assert ro.format("ev-stack", total=20) == (
        "Cărțile de tras se adună: următorul jucător are de tras douăzeci de cărți.")


def test_portuguese_zero_is_not_singular():
    """CLDR pt puts 0 in "one": the texts give 0 its own variant."""
    pt = Localizer("pt")
    assert pt.format("game-hand-playable", count=0, held=3) == "Agora você não pode jogar nenhuma."
    assert pt.format("ev-reshuffle", count=0) == "A pilha de descarte é embaralhada e forma um novo monte de zero cartas."
    assert pt.format("console-history", count=1) == "O último evento:"
    assert pt.format("game-team-item", team=1, points=0) == "equipe 1 com 0 pontos"
    assert pt.format("game-team-item", team=2, points=1) == "equipe 2 com 1 ponto"


# -- typed commands in each language -------------------------------------------------------

HAND = [C("r7x"), C("b3x"), C("wld"), C("yd2"), C("gsk"), C("r1x")]
CTX = Context(hand=HAND, seat_names=["Anna", "Bruno", "Chiara", "tu"], viewer=3, playable=HAND)

TYPED = {
    "it": [("pesca", Command("draw")), ("pesco", Command("draw")), ("passo", Command("pass")),
           ("gioca sette rosso", Command("play", card=C("r7x"), card_by="name")),
           ("sette rosso", Command("play", card=C("r7x"), card_by="name")),
           ("jolly blu", Command("play", card=C("wld"), color="b", card_by="name")),
           ("Jolly giallo uno", Command("play", card=C("wld"), color="y", uno=True, card_by="name")),
           ("gioca pesca due giallo", Command("play", card=C("yd2"), card_by="name")),
           ("pesca due giallo", Command("play", card=C("yd2"), card_by="name")),
           ("uno rosso", Command("play", card=C("r1x"), card_by="name")),
           ("uno", Command("uno")),
           ("verde", Command("color", color="g")), ("sfida", Command("challenge")),
           ("accetto", Command("accept")), ("mano", Command("hand")), ("punti", Command("scores")),
           ("aiuto", Command("help", words=())), ("sì", Command("yes")), ("si", Command("yes")),
           ("becca", Command("catch")), ("il sette rosso", Command("play", card=C("r7x"), card_by="name"))],
    "pt": [("compra", Command("draw")), ("compro", Command("draw")), ("passa", Command("pass")),
           ("joga sete vermelho", Command("play", card=C("r7x"), card_by="name")),
           ("três azul", Command("play", card=C("b3x"), card_by="name")),
           ("compre duas amarelo", Command("play", card=C("yd2"), card_by="name")),
           ("coringa vermelho", Command("play", card=C("wld"), color="r", card_by="name")),
           ("vermelha", Command("color", color="r")), ("desafia", Command("challenge")),
           ("aceita", Command("accept")), ("mão", Command("hand")), ("mao", Command("hand")),
           ("não", Command("no")), ("nao", Command("no")), ("aponta", Command("catch")),
           ("historico", Command("history")), ("joga o sete vermelho", Command("play", card=C("r7x"), card_by="name"))],
    "ro": [("trage", Command("draw")), ("ia", Command("draw")), ("pas", Command("pass")),
           ("trage două galben", Command("play", card=C("yd2"), card_by="name")),
           ("joacă stai o tură verde", Command("play", card=C("gsk"), card_by="name")),
           ("wild albastru", Command("play", card=C("wld"), color="b", card_by="name")),
           ("albastră", Command("color", color="b")), ("galben", Command("color", color="y")),
           ("contestă", Command("challenge")), ("acceptă", Command("accept")), ("mâna", Command("hand")),
           ("da", Command("yes")), ("nu", Command("no")), ("prinde", Command("catch")),
           ("cărți", Command("counts")), ("carti", Command("counts")), ("iesire", Command("quit")),
           ("rosie", Command("color", color="r")), ("joaca trei albastru", Command("play", card=C("b3x"), card_by="name")),
           ("joacă un stop verde", Command("play", card=C("gsk"), card_by="name")),
           ("+2 galben", Command("play", card=C("yd2"), card_by="name")),
           ("stop verde uno", Command("play", card=C("gsk"), uno=True, card_by="name")),
           ("joker albastru", Command("play", card=C("wld"), color="b", card_by="name"))],
}


@pytest.mark.parametrize("lang", LANGS)
def test_localized_commands_are_understood(lang):
    parser = CommandParser(Localizer(lang))
    for text, expected in TYPED[lang]:
        assert parser.parse(text, CTX) == expected, text


@pytest.mark.parametrize("lang", LANGS)
def test_english_and_codes_still_work(lang):
    parser = CommandParser(Localizer(lang))
    assert parser.parse("draw", CTX) == Command("draw")
    assert parser.parse("wld g", CTX) == Command("play", card=C("wld"), color="g", card_by="code")
    assert parser.parse("2", CTX) == Command("play", card=C("b3x"), card_by="position")


def _command_words(loc: Localizer, name: str) -> list[str]:
    """The words as the parser matches them (case and diacritics folded: "mão" = "mao")."""
    return [normalize(w) for w in loc.format(name).split(",") if w.strip()]


@pytest.mark.parametrize("lang", LANGS)
def test_no_two_commands_share_a_word(lang):
    """Within the language and against the English words (which work in every language)."""
    loc, en = Localizer(lang), Localizer("en")
    owner: dict[str, str] = {}
    for source in (en, loc):
        for name in COMMANDS + tuple(f"color-{c}" for c in "rygb"):
            for word in _command_words(source, f"cmd-words-{name}"):
                assert owner.setdefault(word, name) == name, f"{lang}: {word!r} is {owner[word]} and {name}"
    # one-letter words stay the English shortcuts: r, y, g, b are the colour letters of the codes
    local = {w for name in COMMANDS for w in _command_words(loc, f"cmd-words-{name}")}
    assert not {w for w in local if len(w) == 1}


#: command words that begin a card name in the same language, on purpose (see console.ftl):
#: the natural verb for drawing is also the first word of the Draw Two card, and Italian "uno" is
#: both the call and the number 1; the parser reads "pesca due rosso" as the card, "pesca" as the
#: command
SHARED_WITH_CARD_NAMES = {"it": {"pesca", "uno"}, "pt": set(), "ro": set()}


@pytest.mark.parametrize("lang", LANGS)
def test_command_words_and_card_names(lang):
    loc = Localizer(lang)
    firsts = {card_name(loc, card).split()[0].casefold() for card in map(C, (
        "r0x", "r1x", "r2x", "r3x", "r4x", "r5x", "r6x", "r7x", "r8x", "r9x", "rsk", "rrv", "rd2", "wld", "dr4"))}
    words = {w for name in COMMANDS for w in _command_words(loc, f"cmd-words-{name}")}
    assert words & firsts == SHARED_WITH_CARD_NAMES[lang]
    parser = CommandParser(loc)
    play_word = _command_words(loc, "cmd-words-play")[0]
    for code in ("yd2", "b3x", "gsk", "wld"):
        card = C(code)
        name = card_name(loc, card)
        if name.split()[0].isdigit():
            continue  # ro "3 albastru": a leading number is a position in the hand
        got = parser.parse(f"{play_word} {name}", CTX)
        assert isinstance(got, Command) and got.card == card, (lang, name, got)
