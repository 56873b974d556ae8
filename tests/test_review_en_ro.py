"""What the English and Romanian reviews of round 1 found, kept from coming back.

English: the game said "Skip" after a two-player Reverse, "the lowest score wins" in elimination
matches, "official rules" with house rules on and never told the teams; card names in sentences
lacked their article ("Ben plays Wild"). Romanian: action-card names that clash with the colour
("Stai o tură roșu"), now Stop, Inversare (round 2; Retur in round 1), +2, Joker and Joker +4, with
the old names still typed.
"""

from __future__ import annotations

import re

import pytest

from uno_access.commands import Command, CommandParser, Context
from uno_access.engine import Card, RuleSet, event_from_dict
from uno_access.engine.cards import ALL_CARDS
from uno_access.i18n import Localizer
from uno_access.narration.cardnames import card_noun
from uno_access.narration.presenter import Presenter

C = Card.from_code


def _say(p: Presenter, event: dict, verbosity: str = "normal") -> list[str]:
    return [t for t in (n.text(verbosity) for n in p.narrate(event_from_dict(event))) if t]


def _start(lang: str, rules: RuleSet, players: int = 4) -> tuple[Presenter, list[str]]:
    p = Presenter(Localizer(lang), players, [0], rules.to_dict())
    return p, _say(p, {"type": "match_start", "players": players, "rules": rules.to_dict(), "seed": 1})


def test_a_two_player_reverse_is_not_announced_as_a_skip():
    p = Presenter(Localizer("en"), 2, [0], RuleSet.preset("official").to_dict())
    lines = _say(p, {"type": "play", "seat": 1, "card": "grv", "remaining": 5})
    lines += _say(p, {"type": "reverse", "direction": "counterclockwise"})
    lines += _say(p, {"type": "skip", "seat": 0})
    assert lines == ["Ben plays a green Reverse.", "Reverse: you miss a turn."]
    # with more players the direction matters and is said
    p4 = Presenter(Localizer("en"), 4, [0], RuleSet.preset("official").to_dict())
    _say(p4, {"type": "play", "seat": 1, "card": "grv", "remaining": 5})
    assert _say(p4, {"type": "reverse", "direction": "counterclockwise"}) == [
        "Reverse: play now goes counterclockwise."]
    # an elimination that leaves two players makes the next Reverse a skip too
    for seat in (2, 3):
        _say(p4, {"type": "eliminated", "seat": seat})
    _say(p4, {"type": "play", "seat": 1, "card": "rrv", "remaining": 4})
    assert _say(p4, {"type": "reverse", "direction": "clockwise"}) == []
    assert _say(p4, {"type": "skip", "seat": 0}) == ["Reverse: you miss a turn."]


@pytest.mark.parametrize("elimination, line", [
    ("last_one", "A player who reaches 100 points is out of the match; the last player left wins."),
    ("final_two", "A player who reaches 100 points is out of the match; when only two players remain, "
                  "those two play a final, with scores starting again from zero."),
])
def test_an_elimination_match_says_how_it_is_won(elimination, line):
    rules = RuleSet.preset("official", scoring="lowest_score", elimination=elimination, target=100)
    _p, lines = _start("en", rules)
    assert lines == ["New match: 4 players, official rules.", line]
    assert not any("lowest score wins" in text for text in lines)


def test_house_rules_and_teams_are_announced():
    rules = RuleSet.preset("official", stacking="same", seven="swap", teams=2)
    _p, lines = _start("en", rules)
    assert lines[0] == "New match: 4 players, official rules. The first to reach 500 points wins."
    # review r5: the player hears which team is theirs and who the partner is
    assert lines[1] == "The players form two teams; partners sit in alternate seats: you are on team 1, and your partner is Cleo."
    assert lines[2:] == ["House rule switched on: Stacking.", "House rule switched on: Seven rule."]
    _p, ro = _start("ro", rules)
    assert ro[2:] == ["Regula casei „Cumularea” este activată.", "Regula casei „Regula cu 7” este activată."]


def test_english_cards_in_sentences_have_their_article():
    p = Presenter(Localizer("en"), 4, [0], RuleSet.preset("official").to_dict())
    assert _say(p, {"type": "play", "seat": 1, "card": "wld", "color": "green", "remaining": 1}) == [
        "Ben plays a Wild, chooses green, and has one card left."]
    assert _say(p, {"type": "dealer_draw", "seat": 2, "card": "dr4"}, "verbose") == [
        "Cleo draws a Wild Draw Four to choose the dealer."]
    assert _say(p, {"type": "play", "seat": 2, "card": "r8x", "remaining": 0}, "verbose") == [
        "Cleo plays a red 8. Cleo has no cards left."]
    # lists and labels keep the bare name
    assert card_noun(Localizer("en"), "wld").forms("nom") == "Wild"


#: a feminine word right before a masculine colour: "Stai o tură roșu", "Trage două galben"
_CLASH = re.compile(r"\b(tură|două|cartea) (roșu|galben|albastru)\b")


def test_romanian_card_names_agree_with_their_colour():
    ro = Localizer("ro")
    for card in ALL_CARDS:
        noun = card_noun(ro, card)
        for case in ("nom", "def"):
            assert not _CLASH.search(noun.forms(case)), noun.forms(case)
    p = Presenter(ro, 4, [0], RuleSet.preset("official").to_dict())
    assert _say(p, {"type": "play", "seat": 1, "card": "ysk", "remaining": 5}) == ["Bogdan joacă un Stop galben."]
    assert _say(p, {"type": "play", "seat": 1, "card": "dr4", "color": "red", "remaining": 5}) == [
        "Bogdan joacă un Joker +4 și alege roșu."]


HAND = [C(code) for code in ("r2x", "rd2", "yrv", "gsk", "wld", "dr4")]


@pytest.mark.parametrize("typed, code", [
    ("+2 roșu", "rd2"), ("joacă +2 rosu", "rd2"), ("retur galben", "yrv"),
    ("stop verde", "gsk"), ("joker", "wld"), ("joker +4", "dr4"), ("joker+4", "dr4"),
    # the names before round 1, still understood
    ("trage două roșu", "rd2"), ("inversează galben", "yrv"), ("stai o tură verde", "gsk"),
    ("wild", "wld"), ("wild trage patru", "dr4"),
])
def test_romanian_card_names_are_understood_old_and_new(typed, code):
    parser = CommandParser(Localizer("ro"))
    got = parser.parse(typed, Context(hand=HAND, playable=HAND))
    assert isinstance(got, Command) and got.card == C(code), (typed, got)


def test_the_english_round_two_review_stays_fixed():
    """Round 2: the team-score line read as a list of numbers, the tutor typed "in the same line",
    the tutor list said "over 1872 answers", a wild colour was shown two ways, brief mode said
    "Ben draws two" (heard as a Draw Two), typed text was echoed unquoted."""
    en = Localizer("en")
    assert en.format("game-team-item", team=1, points=361, yours="no", members="Ben and Dario") == (
        "team 1 (Ben and Dario) has 361 points")
    assert en.format("tutor-list-item", number=1, title="The cards and colors", name="cards", done="no",
                     answers=1872, percent=18) == "1. The cards and colors (cards): 18 percent correct out of 1,872 answers."
    assert en.format("tutor-list-item", number=11, title="A guided game", name="guided", done="yes",
                     answers=0, percent=0) == "11. A guided game (guided): done."
    from uno_access.narration.cardnames import card_noun
    assert en.format("err-color_mismatch", card=card_noun(en, "r5x"), top=card_noun(en, "wld"), wild="yes",
                     color="green") == "You cannot play a red 5: the color to match after the Wild is green."
    assert en.format("err-color_mismatch", card=card_noun(en, "r2x"), top=card_noun(en, "bsk"), wild="no",
                     color="blue") == "You cannot play a red 2: it does not match the blue Skip."
    assert en.format("ev-draw.brief", you="no", name="Ben", count=2, cards="none") == "Ben draws two cards."
    assert en.format("tutor-not-a-card", text="2").startswith('There is no card called "2".')
    assert en.format("ev-reshuffle", count=80) == "The discard pile is shuffled into a new draw pile of 80 cards."
    for msg_id in ("tutor-add-color",):
        assert "on the same line" in en.format(msg_id, code="wld")


def test_the_english_round_five_review_stays_fixed():
    """Round 5: a Wild had its article and a colored card none ("plays a Wild" / "plays yellow
    Draw Two"); "either" pointed at nothing after the Brazilian and Croatian Wild Draw Four rule;
    the tutor's jump-in exercise answered "It is not your turn"; "copies of the Wild"; "one card,
    one playable"; the Italian bluff's difference lacked its second half."""
    from uno_access.engine import RuleSet
    from uno_access.narration.cardnames import card_noun
    from uno_access.narration.rules_text import find_section, rules_sections

    en = Localizer("en")
    for code, said in (("y7x", "a yellow 7"), ("gd2", "a green Draw Two"), ("wld", "a Wild"), ("dr4", "a Wild Draw Four")):
        assert en.format("game-drawn-must", card=card_noun(en, code)) == f"You drew {said}: you must play it."
    assert "either" not in en.format("rules-wd4-wild-ok")
    assert en.format("err-not_your_turn", name="Cleo", jump="yes") == "It is Cleo's turn: out of turn, you can only jump in."
    assert en.format("err-not_your_turn", name="Cleo", jump="no") == "It is not your turn; it is Cleo's turn."
    assert en.format("tutor-q-copies", code="wld", card="Wild") == "How many Wild cards are in the deck?"
    turn = {"you": "yes", "name": "you", "detail": "yes", "top": "red 3", "color": "none", "wild": "no"}
    assert "You hold one card, and it is playable." in en.format("ev-turn.verbose", **turn, count=1, playable=1, all="yes")
    assert "You hold five cards, all playable." in en.format("ev-turn.verbose", **turn, count=5, playable=5, all="yes")
    found = find_section(rules_sections(RuleSet.preset("it"), en), "differences")
    assert found is not None
    assert any("That player must then play a card that matches the previous top card" in line for line in found[2])
