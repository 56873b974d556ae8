"""Turns, direction, two-player rules, drawing (both ``draw`` modes), ``forced_play``,
reshuffle and the reasons of refused plays, on stacked decks."""

from __future__ import annotations

import pytest
from engine_helpers import PLAIN, act, game_with, keep, types

from uno_access.engine import Action, Card, IllegalAction

PRESETS = ("official", "it", "pt", "pl", "hr", "ro")
RED = ["r1x", "rsk", "rrv", "rd2", "r9x", "g5x", "dr4"]


def three(preset="official", seat1=RED, pile=(), **switches):
    """Three seats, dealer 0: seat 1 starts on a red 5 holding ``seat1``."""
    return game_with(3, 0, {1: list(seat1), 2: PLAIN, 0: ["b1x", "b2x", "b3x", "b4x", "b5x", "b6x", "b7x"]},
                     start="r5x", pile=list(pile), preset=preset, **switches)


def two(preset="official", pile=(), **switches):
    return game_with(2, 0, {1: list(RED), 0: PLAIN}, start="r5x", pile=list(pile), preset=preset, **switches)


@pytest.mark.parametrize("preset", PRESETS)
def test_turns_follow_the_direction_clockwise(preset):
    game = three(preset, pile=["b8x"])
    act(game, 1, "play r1x")
    assert game.current == 2
    act(game, 2, "play g1x")
    assert game.current == 0
    act(game, 0, "play b1x")
    assert game.current == 1 and game.direction == 1


def test_turns_not_your_turn_is_refused_with_the_current_seat():
    game = three()
    with pytest.raises(IllegalAction) as err:
        act(game, 2, "play g1x")
    assert err.value.reason == "not_your_turn" and err.value.details["current"] == 1


@pytest.mark.parametrize("preset", PRESETS)
def test_reverse_flips_the_direction(preset):
    game = three(preset)
    events = act(game, 1, "play rrv")
    assert {"type": "reverse", "direction": "counterclockwise"} in events
    assert game.direction == -1 and game.current == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_skip_next_player_loses_the_turn(preset):
    game = three(preset)
    events = act(game, 1, "play rsk")
    assert {"type": "skip", "seat": 2} in events
    assert game.current == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_draw_two_next_player_draws_two_and_loses_the_turn(preset):
    game = three(preset, pile=["y7x", "y8x"])
    events = act(game, 1, "play rd2")
    assert {"type": "draw", "seat": 2, "cards": ["y7x", "y8x"], "count": 2, "reason": "draw_two"} in events
    assert {"type": "skip", "seat": 2} in events
    assert game.current == 0


@pytest.mark.parametrize("card", ["rrv", "rsk", "rd2"])
def test_two_players_reverse_skip_draw_two_same_player_plays_again(card):
    game = two()
    events = act(game, 1, f"play {card}")
    assert {"type": "skip", "seat": 0} in events
    assert game.current == 1
    if card == "rd2":
        assert len(game.hands[0]) == 9


@pytest.mark.parametrize("decision", ["accept", "challenge"])
def test_two_players_wild_draw_four_same_player_plays_again(decision):
    game = game_with(2, 0, {1: ["dr4", "g1x", "g2x", "b3x", "b4x", "y5x", "y6x"], 0: PLAIN}, start="r5x")
    act(game, 1, "play dr4 g")
    act(game, 0, decision)  # the play was legal (no red held): 4 or 6 cards
    assert game.current == 1
    assert len(game.hands[0]) == 7 + (4 if decision == "accept" else 6)


def test_play_matching_number_of_another_colour_is_legal():
    game = three()
    events = act(game, 1, "play g5x")
    assert events[0] == {"type": "play", "seat": 1, "card": "g5x", "remaining": 6}
    assert game.color == "g"


def test_refused_play_colour_mismatch_reason_and_details():
    game = three()
    act(game, 1, "play r1x")
    with pytest.raises(IllegalAction) as err:
        act(game, 2, "play g2x")
    assert err.value.reason == "color_mismatch"
    assert err.value.details == {"reason": "color_mismatch", "card": "g2x", "top": "r1x", "color": "red"}


def test_refused_play_card_not_in_hand():
    game = three()
    with pytest.raises(IllegalAction) as err:
        act(game, 1, "play b9x")
    assert err.value.reason == "not_in_hand"


def test_refused_wild_without_a_colour():
    game = three(seat1=["wld", *RED[:6]])
    with pytest.raises(IllegalAction) as err:
        game.apply(Action(1, "play", Card.from_code("wld")))
    assert err.value.reason == "need_color"


# --------------------------------------------------------------- draw: one_may_play
@pytest.mark.parametrize("preset", ["official", "it", "pt", "pl", "ro"])
def test_draw_one_may_play_playable_card_may_be_played_or_kept(preset):
    game = three(preset, pile=["r8x"])
    events = act(game, 1, "draw")
    assert events[0] == {"type": "draw", "seat": 1, "cards": ["r8x"], "count": 1, "reason": "turn"}
    assert game.phase == "drawn" and game.current == 1
    assert sorted(a.text() for a in game.legal_actions(1)) == ["pass", "play r8x"]
    with pytest.raises(IllegalAction) as err:
        act(game, 1, "play r1x")  # only the drawn card
    assert err.value.reason == "must_play_drawn"
    assert types(act(game, 1, "pass")) == ["pass", "turn"]
    assert game.current == 2 and len(game.hands[1]) == 8


def test_draw_one_may_play_drawn_card_played_at_once():
    game = three(pile=["r8x"])
    act(game, 1, "draw")
    act(game, 1, "play r8x")
    assert game.top.code == "r8x" and game.current == 2


def test_draw_one_may_play_unplayable_card_passes_the_turn():
    game = three(pile=["b8x"])
    events = act(game, 1, "draw")
    assert types(events) == ["draw", "turn"]
    assert game.current == 2


# --------------------------------------------------------- draw: until_playable_must_play
def test_draw_until_playable_keeps_drawing_and_must_play_that_card():
    game = three("hr", pile=["g1x", "y2x", "r9x", "b1x"])
    events = act(game, 1, "draw")
    assert events[0]["cards"] == ["g1x", "y2x", "r9x"] and events[0]["count"] == 3
    assert game.phase == "drawn"
    assert [a.text() for a in game.legal_actions(1)] == ["play r9x"]  # no pass


def test_draw_until_playable_may_not_play_a_card_already_in_hand():
    game = three("hr", pile=["g1x", "r9x"])
    act(game, 1, "draw")
    with pytest.raises(IllegalAction) as err:
        act(game, 1, "play r1x")
    assert err.value.reason == "must_play_drawn"
    with pytest.raises(IllegalAction) as err:
        act(game, 1, "pass")
    assert err.value.reason == "cannot_pass"


def test_draw_until_playable_applies_the_wd4_test_to_a_drawn_wild_draw_four():
    game = three("hr", pile=["dr4", "g1x", "r9x"])  # seat 1 holds red: the dr4 fails the wd4 test
    events = act(game, 1, "draw")
    assert events[0]["cards"] == ["dr4", "g1x", "r9x"]
    assert game.drawn.code == "r9x"


def test_draw_until_playable_stops_at_a_wild_draw_four_that_passes_the_test():
    game = three("hr", seat1=["g1x", "g2x", "y3x", "y4x", "b6x", "b7x", "b8x"], pile=["g3x", "dr4", "r9x"])
    events = act(game, 1, "draw")
    assert events[0]["cards"] == ["g3x", "dr4"]
    assert [a.text() for a in game.legal_actions(1)] == ["play dr4 r", "play dr4 y", "play dr4 g", "play dr4 b"]


def test_draw_until_playable_stops_when_no_card_is_left():
    """Core rule 6: with the draw pile empty and nothing to reshuffle, the player draws what
    there is and the turn passes."""
    game = three("hr", pile=["g1x", "y2x"])
    rest = game.draw_pile[:-2]
    del game.draw_pile[:-2]
    game.hands[0].extend(rest)  # seat 0 holds the rest of the deck
    events = act(game, 1, "draw")
    assert events[0]["cards"] == ["g1x", "y2x"]
    assert "reshuffle" not in types(events)
    assert game.current == 2 and game.card_total() == 108
    events = act(game, 2, "draw")
    assert events[0]["count"] == 0 and game.current == 0


def test_draw_one_may_play_with_nothing_to_draw_passes_without_deadlock():
    game = three()
    game.hands[0].extend(game.draw_pile)
    game.draw_pile.clear()
    events = act(game, 1, "draw")
    assert events[0] == {"type": "draw", "seat": 1, "cards": [], "count": 0, "reason": "turn"}
    assert game.current == 2


def test_reshuffle_discards_under_the_top_become_the_draw_pile():
    game = three()
    act(game, 1, "play r1x")
    act(game, 2, "play g1x")
    game.hands[1].extend(game.draw_pile)
    game.draw_pile.clear()
    events = act(game, 0, "draw")
    assert events[0] == {"type": "reshuffle", "count": 2}
    assert events[1]["type"] == "draw" and events[1]["cards"][0] in ("r5x", "r1x")
    assert [c.code for c in game.discard] == ["g1x"] and len(game.draw_pile) == 1
    assert game.card_total() == 108


# ------------------------------------------------------------------ forced_play
def test_forced_play_on_draw_refused_while_holding_a_playable_card():
    game = three(forced_play="on")
    assert Action(1, "draw") not in game.legal_actions(1)
    with pytest.raises(IllegalAction) as err:
        act(game, 1, "draw")
    assert err.value.reason == "forced_play"


def test_forced_play_on_draw_allowed_without_a_playable_card():
    game = three(forced_play="on", seat1=["g1x", "g2x", "y3x", "y4x", "b6x", "b7x", "b8x"])
    assert [a.text() for a in game.legal_actions(1)] == ["draw"]


@pytest.mark.parametrize("preset", PRESETS)
def test_forced_play_off_draw_always_allowed(preset):
    game = three(preset)
    assert Action(1, "draw") in game.legal_actions(1)


def test_draw_until_playable_hand_ends_even_when_two_reverses_bounce_on_an_empty_pile():
    """Found by the fuzzer (seeds 24165 and 54148 of the first 100,000-game run).  Core rule 6
    says the hand never deadlocks; with every step forced it cycled forever: seat 1 must draw, the
    reshuffle of the one card under the top gives it the other Reverse, which it must play;
    play bounces back to seat 2, which is in the same position, and so on.  The project's decision:
    a card drawn by a draw that emptied the pile may be kept (pass), which breaks the cycle."""
    g = three("hr", seat1=["g1x", "g2x", "g3x", "g4x", "g6x", "g7x", "g8x"])
    keep(g, 2, ["b9x"])  # seat 2 holds no red, no yellow, no Reverse, no wild
    g.hands[0].extend(c for c in g.draw_pile if c.code not in ("rrv", "yrv"))
    rest = [c for c in g.draw_pile if c.code in ("rrv", "yrv")]
    g.draw_pile.clear()
    g.hands[0].extend(rest[2:])
    g.discard[:0] = [rest[0]]  # under the top: a red Reverse
    g.discard.append(rest[1])  # the top: a yellow Reverse, played by seat 0 towards seat 1
    g.color = "y"
    g.direction = -1
    g.current = 1
    assert g.card_total() == 108
    for _ in range(1000):
        if g.hand_number > 1 or g.over:
            break
        legal = [a for a in g.legal_actions(g.current) if a.kind not in ("uno", "catch")]
        # a card drawn from an emptied pile may be kept: passing breaks the bounce
        keep_it = [a for a in legal if a.kind == "pass"]
        g.apply(keep_it[0] if keep_it else legal[0])
    assert g.hand_number > 1 or g.over
