"""UNO call and catch (core rule 7, ``uno_penalty``, ``uno_call``) on stacked decks."""

from __future__ import annotations

import pytest
from engine_helpers import act, game_with, keep, types

from uno_access.engine import Action, IllegalAction
from uno_access.engine.rules import all_values

PRESETS = ("official", "it", "pt", "pl", "hr", "ro")


def one_card_game(preset="official", seat1=("r1x", "r2x"), **switches):
    """Three seats, dealer 0; seat 1 (to play on a red 5) holds ``seat1``; seat 2 holds
    red 6 and 7 and a green 1; seat 0 plain cards."""
    game = game_with(
        3, 0,
        {1: list(seat1) + ["b1x", "b3x", "b4x", "b5x", "b6x"][: 7 - len(seat1)],
         2: ["r6x", "r7x", "g1x", "g2x", "g3x", "g4x", "g5x"],
         0: ["y1x", "y2x", "y3x", "y4x", "y5x", "y6x", "y7x"]},
        start="r5x", preset=preset, **switches,
    )
    keep(game, 1, list(seat1))
    keep(game, 2, ["r6x", "r7x", "g1x"])
    return game


def catches(game, by):
    return [a for a in game.legal_actions(by) if a.kind == "catch"]


@pytest.mark.parametrize("preset", PRESETS)
def test_uno_call_with_the_play_leaves_nothing_to_catch(preset):
    game = one_card_game(preset)
    events = act(game, 1, "play r1x uno")
    assert {"type": "uno", "seat": 1} in events
    assert game.uno_open is None
    assert catches(game, 0) == [] and catches(game, 2) == []


def test_uno_call_afterwards_while_the_window_is_open():
    game = one_card_game()
    act(game, 1, "play r1x")
    assert game.uno_open == 1
    assert Action(1, "uno") in game.legal_actions(1)
    assert act(game, 1, "uno") == [{"type": "uno", "seat": 1}]
    assert catches(game, 0) == []
    with pytest.raises(IllegalAction) as err:
        act(game, 0, "catch 1")
    assert err.value.reason == "nothing_to_catch"


@pytest.mark.parametrize("preset", PRESETS)
def test_uno_catch_missing_call_draws_the_preset_uno_penalty(preset):
    game = one_card_game(preset)
    act(game, 1, "play r1x")
    assert Action(0, "catch", target=1) in game.legal_actions(0)
    assert Action(2, "catch", target=1) in game.legal_actions(2)
    events = act(game, 0, "catch 1")
    penalty = game.rules.uno_penalty
    assert penalty == (4 if preset == "hr" else 2)
    assert events[0] == {"type": "uno_caught", "seat": 1, "by": 0, "count": penalty}
    assert events[1]["type"] == "draw" and events[1]["reason"] == "uno" and events[1]["count"] == penalty
    assert len(game.hands[1]) == 1 + penalty
    assert game.uno_open is None


@pytest.mark.parametrize("penalty", list(all_values("uno_penalty")))
def test_uno_penalty_switch_sets_the_cards_drawn(penalty):
    game = one_card_game(uno_penalty=penalty)
    act(game, 1, "play r1x")
    act(game, 2, "catch 1")
    assert len(game.hands[1]) == 1 + penalty


def test_uno_player_cannot_catch_self_and_cannot_call_with_two_cards():
    game = one_card_game()
    with pytest.raises(IllegalAction) as err:
        act(game, 1, "uno")
    assert err.value.reason == "not_one_card"
    act(game, 1, "play r1x")
    with pytest.raises(IllegalAction) as err:
        act(game, 1, "catch 1")
    assert err.value.reason == "nothing_to_catch"


def test_uno_window_closes_when_the_next_player_plays():
    game = one_card_game()
    act(game, 1, "play r1x")
    act(game, 2, "play r6x")
    assert game.uno_open is None
    assert catches(game, 0) == []
    with pytest.raises(IllegalAction):
        act(game, 0, "catch 1")
    assert len(game.hands[1]) == 1


def test_uno_window_closes_when_the_next_player_draws_by_choice():
    game = one_card_game()
    act(game, 1, "play r1x")
    act(game, 2, "draw")
    assert game.uno_open is None
    assert catches(game, 0) == []


def test_uno_window_stays_open_through_the_draw_two_penalty_draw():
    game = one_card_game(seat1=("rd2", "r2x"))
    events = act(game, 1, "play rd2")
    draws = [e for e in events if e["type"] == "draw"]
    assert [(e["seat"], e["count"], e["reason"]) for e in draws] == [(2, 2, "draw_two")]
    assert game.current == 0 and game.uno_open == 1
    act(game, 2, "catch 1")  # the player who drew the penalty catches
    assert len(game.hands[1]) == 3


@pytest.mark.parametrize("decision", ["accept", "challenge"])
def test_uno_window_stays_open_through_a_challenge_decision(decision):
    # seat 1 holds no red card (b2x only besides the Wild Draw Four): the play is legal
    game = one_card_game(seat1=("dr4", "b2x"))
    act(game, 1, "play dr4 g")
    assert game.phase == "challenge" and game.uno_open == 1
    act(game, 2, decision)
    assert game.uno_open == 1
    assert len(game.hands[2]) == 3 + (4 if decision == "accept" else 6)
    act(game, 0, "catch 1")
    assert len(game.hands[1]) == 3


def test_uno_window_not_closed_by_a_rejected_forced_play_draw():
    """Bug found: a ``draw`` refused by ``forced_play=on`` closed the UNO window (a rejected
    action must change nothing)."""
    game = one_card_game(forced_play="on")
    act(game, 1, "play r1x")
    with pytest.raises(IllegalAction) as err:
        act(game, 2, "draw")
    assert err.value.reason == "forced_play"
    assert game.uno_open == 1
    act(game, 0, "catch 1")
    assert len(game.hands[1]) == 3


def test_uno_window_not_closed_by_taking_a_stacked_draw_total():
    """Reading taken: drawing the accumulated Draw Two total under ``stacking`` is a penalty
    draw (core rule 7 lists penalty draws among what does not close the window), not a draw by
    choice, so the player who went down to one card can still be caught."""
    game = one_card_game(seat1=("rd2", "r2x"), stacking="same")
    act(game, 1, "play rd2")
    assert game.pending_draw == 2 and game.current == 2
    events = act(game, 2, "draw")
    assert events[0]["reason"] == "draw_two" and events[0]["count"] == 2
    assert game.uno_open == 1
    act(game, 0, "catch 1")
    assert len(game.hands[1]) == 3


def test_uno_call_auto_calls_for_every_player():
    game = one_card_game(uno_call="auto")
    assert all(not a.uno for a in game.legal_actions(1))
    events = act(game, 1, "play r1x")
    assert {"type": "uno", "seat": 1} in events
    assert game.uno_open is None and catches(game, 0) == []


def test_uno_play_offers_the_call_only_with_two_cards_in_hand():
    game = one_card_game()
    assert any(a.uno for a in game.legal_actions(1))
    act(game, 1, "play r1x uno")
    assert len(game.hands[2]) == 3
    assert not any(a.uno for a in game.legal_actions(2))
    assert types(act(game, 2, "play r6x")) == ["play", "turn"]


def two_player_skip_game(seat1, preset="official"):
    """Two seats, dealer 0: seat 1 plays a red Skip leaving one card (no call) and plays again."""
    game = game_with(2, 0, {1: ["rsk", *seat1, "b1x", "b3x", "b4x", "b5x", "b6x"][:7],
                            0: ["y1x", "y2x", "y3x", "y4x", "y5x", "y6x", "y7x"]}, start="r5x", pile=["g8x", "g9x"],
                     preset=preset)
    keep(game, 1, ["rsk", *seat1])
    act(game, 1, "play rsk")
    assert game.current == 1 and game.uno_open == 1
    return game


@pytest.mark.parametrize("preset", ["official", "hr"])  # both draw modes
def test_uno_window_closes_when_the_player_draws_back_above_one_card(preset):
    """Bug found: the window stayed open after the player who went down to one card drew a card
    on their next turn (two players, after a Skip); a player holding two cards has no UNO call to
    miss, so nobody can catch them any more."""
    game = two_player_skip_game(["g1x"], preset)
    act(game, 1, "draw")
    assert len(game.hands[1]) >= 2
    assert game.uno_open is None
    assert catches(game, 0) == []
    with pytest.raises(IllegalAction):
        act(game, 0, "catch 1")


def test_uno_window_closes_when_a_penalty_draw_takes_the_player_above_one_card():
    """Same bug under ``illegal_play=penalty``: the penalty cards end the one-card state."""
    game = game_with(2, 0, {1: ["rsk", "g1x", "b1x", "b3x", "b4x", "b5x", "b6x"],
                            0: ["y1x", "y2x", "y3x", "y4x", "y5x", "y6x", "y7x"]}, start="r5x",
                     illegal_play="penalty")
    keep(game, 1, ["rsk", "g1x"])
    act(game, 1, "play rsk")
    events = act(game, 1, "play g1x")
    assert events[0]["type"] == "illegal_play" and len(game.hands[1]) == 3
    assert game.uno_open is None and catches(game, 0) == []


def test_uno_call_with_one_card_stays_possible_on_the_extra_turn():
    game = two_player_skip_game(["r1x"])
    assert Action(1, "uno") in game.legal_actions(1)
    assert Action(0, "catch", target=1) in game.legal_actions(0)
    act(game, 1, "uno")
    assert game.uno_open is None


def test_uno_window_not_closed_by_naming_a_colour():
    """Naming a colour is no play and no draw.  The only colour named as an action of its own
    is the Wild start card's, when no window can be open in play; the window is set by hand here
    to show that the colour action leaves it alone."""
    game = game_with(3, 0, {1: PLAIN_HAND, 0: ["r1x", "b1x", "b2x", "b3x", "b4x", "b5x", "b6x"]}, start="wld")
    keep(game, 0, ["r1x"])
    game.uno_open = 0
    act(game, 1, "color r")
    assert game.uno_open == 0
    act(game, 2, "catch 0")
    assert len(game.hands[0]) == 3


PLAIN_HAND = ["g1x", "g2x", "g3x", "y1x", "y2x", "y3x", "b9x"]
