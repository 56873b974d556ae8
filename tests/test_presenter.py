"""The presenter: every event of the contract narrated, per seat, in every form."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from uno_access.bots.simple import SimpleBot
from uno_access.engine import EVENT_TYPES, Card, Game, IllegalAction, RuleSet, event_from_dict
from uno_access.i18n import Localizer
from uno_access.narration.presenter import BRAILLE_CELLS, Presenter, braille_hand, braille_lines

LOC = Localizer("en")
C = Card.from_code

#: one or more sample dicts of every event type (as ``visible_to`` gives them)
SAMPLES: dict[str, list[dict]] = {
    "match_start": [{"type": "match_start", "players": 4, "rules": RuleSet.preset("hr").to_dict(), "seed": 1}],
    "dealer_draw": [{"type": "dealer_draw", "seat": 0, "card": "r7x"}],
    "dealer": [{"type": "dealer", "seat": 2}],
    "hand_start": [{"type": "hand_start", "hand": 1, "dealer": 1, "rules": "official"}],
    "deal": [{"type": "deal", "seat": 1, "cards": ["r3x", "b5x", "wld"], "count": 3},
             {"type": "deal", "seat": 0, "count": 7}],
    "start_card": [{"type": "start_card", "card": "g4x"}],
    "start_card_returned": [{"type": "start_card_returned", "card": "dr4"}],
    "turn": [{"type": "turn", "seat": 1}, {"type": "turn", "seat": 2}],
    "play": [{"type": "play", "seat": 0, "card": "r3x", "remaining": 1},
             {"type": "play", "seat": 1, "card": "wld", "color": "blue", "remaining": 4}],
    "color": [{"type": "color", "seat": 2, "color": "green"}],
    "draw": [{"type": "draw", "seat": 1, "cards": ["r3x", "b5x"], "count": 2, "reason": "turn"},
             {"type": "draw", "seat": 0, "count": 2, "reason": "draw_two"},
             {"type": "draw", "seat": 0, "count": 4, "reason": "draw_four"},
             {"type": "draw", "seat": 1, "cards": ["r1x"], "count": 1, "reason": "penalty"},
             {"type": "draw", "seat": 1, "cards": ["r1x", "r2x"], "count": 2, "reason": "uno"},
             {"type": "draw", "seat": 2, "count": 8, "reason": "stack"}],
    "pass": [{"type": "pass", "seat": 1}],
    "skip": [{"type": "skip", "seat": 2}],
    "reverse": [{"type": "reverse", "direction": "counterclockwise"}],
    "uno": [{"type": "uno", "seat": 0}],
    "uno_caught": [{"type": "uno_caught", "seat": 0, "by": 1, "count": 2}],
    "challenge": [{"type": "challenge", "seat": 1, "target": 0, "legal": True}],
    "hand_shown": [{"type": "hand_shown", "seat": 0, "to": 1, "cards": ["g2x", "y5x"]}],
    "retract": [{"type": "retract", "seat": 0, "card": "dr4"}],
    "reshuffle": [{"type": "reshuffle", "count": 60}],
    "swap": [{"type": "swap", "seats": [0, 1], "kind": "swap"}, {"type": "swap", "seats": [0, 1, 2, 3], "kind": "rotate"}],
    "jump_in": [{"type": "jump_in", "seat": 3, "card": "y7x"}],
    "illegal_play": [{"type": "illegal_play", "seat": 1, "card": "g5x", "reason": "color_mismatch"}],
    "stack": [{"type": "stack", "seat": 2, "total": 6}],
    "eliminated": [{"type": "eliminated", "seat": 3}],
    "final_start": [{"type": "final_start", "seats": [0, 1]}],
    "hand_end": [{"type": "hand_end", "winner": 1, "points": 85, "scores": [0, 85, 0, 0]}],
    "match_end": [{"type": "match_end", "winner": 1, "scores": [0, 520, 10, 0]},
                  {"type": "match_end", "winner": 1, "scores": [0, 520, 10, 0], "team": 1, "team_scores": [10, 520]}],
}


def presenter(human: int = 1) -> Presenter:
    return Presenter(LOC, 4, [human], RuleSet.preset("official").to_dict())


def test_samples_cover_every_event_type():
    assert set(SAMPLES) == set(EVENT_TYPES)


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_every_event_is_narrated_in_every_form(kind):
    p = presenter()
    for sample in SAMPLES[kind]:
        narrations = p.narrate(event_from_dict(sample))
        if kind == "dealer":  # the hand start that always follows names the dealer: said once
            assert narrations == [], narrations
            continue
        assert narrations, sample
        for n in narrations:
            forms = [n.text(v) for v in ("brief", "normal", "verbose")]
            assert forms[2], (sample, forms)  # verbose always says something
            assert n.braille(), sample
            for text in forms + [n.braille()]:
                assert "{" not in text and "none" not in text.split() and "\x1b" not in text, text


def say(p: Presenter, event: dict, verbosity: str = "normal") -> list[str]:
    """What ``p`` says of ``event``, given in its JSON form (as a seat receives it)."""
    return [t for t in (n.text(verbosity) for n in p.narrate(event_from_dict(event))) if t]


def test_perspective_you_and_names():
    p = presenter(human=1)  # seat 1 reads: "you"; seat 0 is Ana, seat 2 Cleo
    assert say(p, {"type": "draw", "seat": 1, "cards": ["r3x", "b5x"], "count": 2, "reason": "turn"}) == [
        "You draw two cards: red 3 and blue 5."]
    assert say(p, {"type": "draw", "seat": 0, "count": 2, "reason": "turn"}) == ["Ana draws two cards."]
    assert say(p, {"type": "draw", "seat": 0, "count": 1, "reason": "turn"}) == ["Ana draws a card."]
    assert say(p, {"type": "play", "seat": 0, "card": "r3x", "remaining": 1}) == [
        "Ana plays a red 3 and has one card left."]
    assert say(p, {"type": "play", "seat": 1, "card": "wld", "color": "blue", "remaining": 3}) == [
        "You play a Wild and choose blue."]
    assert say(p, {"type": "skip", "seat": 2}) == ["Skip: Cleo misses a turn."]
    assert say(p, {"type": "turn", "seat": 1}) == ["Your turn."]
    assert say(p, {"type": "turn", "seat": 2}) == []  # normal: only your own turn is announced
    assert say(p, {"type": "turn", "seat": 2}, "verbose") == ["Cleo's turn."]
    assert say(p, {"type": "turn", "seat": 1}, "brief") == ["Your turn."]


def test_a_wild_play_says_the_colour_once():
    p = presenter(human=1)
    lines = say(p, {"type": "play", "seat": 2, "card": "wld", "color": "green", "remaining": 5})
    lines += say(p, {"type": "color", "seat": 2, "color": "green"})
    assert lines == ["Cleo plays a Wild and chooses green."]


def test_draw_two_then_the_skip():
    p = presenter(human=1)
    lines = say(p, {"type": "draw", "seat": 1, "cards": ["r1x", "r2x"], "count": 2, "reason": "draw_two"})
    lines += say(p, {"type": "skip", "seat": 1})
    assert lines == ["Draw Two: you draw two cards: red 1 and red 2.", "You miss a turn."]


def test_challenge_outcomes_name_who_draws():
    p = presenter(human=1)
    say(p, {"type": "challenge", "seat": 1, "target": 0, "legal": True})
    assert say(p, {"type": "draw", "seat": 1, "count": 6, "reason": "challenge"}) == [
        "The challenge fails. You draw six cards."]
    p = presenter(human=1)
    assert say(p, {"type": "challenge", "seat": 1, "target": 0, "legal": False}) == [
        "You challenge Ana's Wild Draw Four: it was a bluff."]
    assert say(p, {"type": "draw", "seat": 0, "count": 4, "reason": "challenge"}) == [
        "The challenge succeeds. Ana draws four cards."]


def test_uno_caught_from_three_sides():
    event = {"type": "uno_caught", "seat": 0, "by": 1, "count": 2}
    assert say(presenter(1), event) == ["You catch Ana without UNO: Ana draws two cards."]
    assert say(presenter(0), event) == ["Ben catches you without UNO: you draw two cards."]
    assert say(presenter(2), event) == ["Ben catches Ana without UNO: Ana draws two cards."]


def test_hot_seat_uses_names_only():
    p = Presenter(LOC, 3, [0, 1])
    assert say(p, {"type": "draw", "seat": 0, "count": 2, "reason": "turn"}) == ["Ana draws two cards."]


def test_braille_forms_use_codes():
    p = presenter(human=1)
    [n] = p.narrate(event_from_dict({"type": "play", "seat": 0, "card": "wld", "color": "red", "remaining": 1}))
    assert n.braille() == "Ana wld r 1 left"
    [n] = p.narrate(event_from_dict({"type": "start_card", "card": "g4x"}))
    assert n.braille() == "start g4x"


@pytest.mark.parametrize("size", [1, 7, 13, 19, 30])
def test_braille_hand_is_one_code_form_in_lines_of_forty_cells(size):
    pool = sorted((Card.from_code(code) for code in ["r1x", "r2x", "r3x", "rsk", "y5x", "y6x", "yd2", "g7x",
                                                     "g8x", "grv", "b9x", "b0x", "bsk", "wld", "dr4"] * 2),
                  key=lambda c: c.index)[:size]
    text = braille_hand(pool, playable=pool[:2])
    # always the codes as typed, whatever the size (no "r5 6 d2" short form)
    assert [t.lower() for t in text.split()] == [c.code for c in pool]
    assert text.split()[0].isupper()
    lines = braille_lines(text)
    assert all(len(line) <= BRAILLE_CELLS for line in lines)
    assert " ".join(lines) == text  # split at card boundaries, nothing lost


def test_every_refusal_reason_has_a_message():
    engine = Path(__file__).resolve().parent.parent / "uno_access" / "engine"
    source = "".join(path.read_text() for path in sorted(engine.glob("*.py")))
    reasons = set(re.findall(r'_illegal\(\s*"([a-z_0-9]+)"', source))
    assert reasons
    game = Game(players=4, seed=3)
    obs = game.observation(0)
    p = presenter(human=0)
    for reason in sorted(reasons):
        assert LOC.has(f"err-{reason}"), reason
        text = p.refusal(IllegalAction(reason, "x", card="r3x", top="b5x", color="blue", holding=["b1x"],
                                       current=2, total=4, count=3), obs).text()
        assert text and "{" not in text, reason


def test_refusal_of_a_real_illegal_play():
    game = Game(players=2, seed=11, dealer=1)
    obs = game.observation(0)
    bad = next(c for c in obs.hand if not c.matches(obs.top, obs.color))
    from uno_access.engine import Action

    with pytest.raises(IllegalAction) as info:
        game.apply(Action(0, "play", bad))
    text = presenter(human=0).refusal(info.value, obs).text()
    assert text.startswith(f"You cannot play a {presenter(0).card(bad)}")


def test_status_answers_from_an_observation():
    game = Game(players=4, seed=5)
    p = presenter(human=0)
    obs = game.observation(0)
    hand = p.hand(obs)
    assert hand[0].text().startswith("Your seven cards: card 1: ")
    assert p.top(obs).text().startswith("On the pile: ")
    assert p.counts(obs).text().startswith("Cards in hand: you 7, Ben 7")
    assert p.scores(obs)[0].text().startswith("Scores, hand 1: you 0")
    assert "Play goes clockwise" in p.turn(obs).text()
    # the Braille display names every seat whole, as its other lines do (no "Cle", "Dar")
    assert "Cleo 7 Dario 7" in p.counts(obs).braille()
    assert "Cleo 0 Dario 0" in p.scores(obs)[0].braille()


def test_team_scores_and_partners_name_the_same_seats():
    """The match start's partner line and the scores' team line read one seat arithmetic:
    partners sit ``teams`` seats apart (team of seat s is s % teams)."""
    for teams, human, partners, line in (
            (2, 1, "Dario", "Team scores: team 1 (Ana and Cleo) has 0 points and your team (you and Dario) has 0 points."),
            (3, 0, "Dario", "Team scores: your team (you and Dario) has 0 points, team 2 (Ben and Emil) has 0 points, "
                            "and team 3 (Cleo and Fay) has 0 points.")):
        players = 2 * teams
        rules = RuleSet.preset("official", teams=teams)
        game = Game(players=players, rules=rules, seed=5)
        p = Presenter(LOC, players, [human], rules.to_dict())
        p.name_seats(["Ana", "Ben", "Cleo", "Dario", "Emil", "Fay"][:players])
        assert p._partners(teams) == {"yourteam": human % teams + 1, "partners": partners, "partnercount": 1}
        assert [n.text() for n in p.scores(game.observation(human))][1] == line
    # no single human (hot seat): no "your team", every member by name
    p = Presenter(LOC, 4, [0, 1], RuleSet.preset("official", teams=2).to_dict())
    p.name_seats(["Ana", "Ben", "Cleo", "Dario"])
    assert p._partners(2) == {"yourteam": 0, "partners": "none", "partnercount": 0}
    obs = Game(players=4, rules=RuleSet.preset("official", teams=2), seed=5).observation(0)
    assert p.scores(obs)[1].text() == "Team scores: team 1 (Ana and Cleo) has 0 points and team 2 (Ben and Dario) has 0 points."


def test_a_whole_computer_match_narrates_without_error():
    rules = RuleSet.preset("official", stacking="same", jump_in="on", zero="swap", seven="swap")
    game = Game(players=4, rules=rules, seed=8)
    bots = [SimpleBot(i) for i in range(4)]
    p = Presenter(LOC, 4, [0], rules.to_dict())
    seen = set()
    for n in p.narrate_events(game.events):
        n.text("verbose")
    for _ in range(5000):
        if game.over:
            break
        seat = game.current
        events = game.apply(bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
        seen |= {e.type for e in events}
        for n in p.narrate_events(events):
            for v in ("brief", "normal", "verbose"):
                n.text(v)
            n.braille()
    assert game.over and {"play", "draw", "hand_end", "match_end"} <= seen


def test_a_drawn_card_that_cannot_be_played_passes_the_turn_aloud():
    p = presenter(human=1)
    lines = say(p, {"type": "draw", "seat": 1, "cards": ["g2x"], "count": 1, "reason": "turn"})
    lines += say(p, {"type": "turn", "seat": 2})
    assert lines == ["You draw a card: green 2.", "You cannot play it, so your turn ends."]


def test_hot_seat_deal_shows_no_cards():
    p = Presenter(LOC, 3, [0, 2])
    assert say(p, {"type": "deal", "seat": 0, "cards": ["r3x"], "count": 7}, "verbose") == ["Ana gets seven cards."]
