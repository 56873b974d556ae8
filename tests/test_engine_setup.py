"""Dealer selection, the deal and every start-card case, per preset, on stacked decks."""

from __future__ import annotations

import random

import pytest
from engine_helpers import PLAIN, act, game_with, stacked, types

from uno_access.engine import DECK, Game, IllegalAction, RuleSet
from uno_access.engine import game as game_module

PRESETS = ("official", "it", "pt", "pl", "hr", "ro")
#: first_reverse per preset, as the table of docs/RULES.md says
RIGHT_FIRST = {"official": False, "it": False, "pt": True, "pl": False, "hr": True, "ro": False}
#: first_wild per preset
WILD_REDRAW = {"official": False, "it": False, "pt": False, "pl": False, "hr": True, "ro": False}


class ScriptedShuffle(random.Random):
    """A generator whose first shuffle lays out a given order (for dealer selection)."""

    order: list[str] = []

    def __init__(self, seed=None):
        super().__init__(seed)
        self._first = True

    def shuffle(self, x):
        if self._first and len(x) == 108:
            self._first = False
            from uno_access.engine import Card
            x[:] = [Card.from_code(c) for c in self.order]
        else:
            super().shuffle(x)


def dealer_draws(monkeypatch, players, preset, draws):
    """A game whose dealer-selection pile gives ``draws`` in turn (first drawn first)."""
    rest = [c.code for c in DECK]
    for code in draws:
        rest.remove(code)
    ScriptedShuffle.order = rest + list(reversed(draws))
    monkeypatch.setattr(game_module.random, "Random", ScriptedShuffle)
    game = Game(players, RuleSet.preset(preset), seed=3)
    return [(e.seat, e.card.code) for e in game.events if e.type == "dealer_draw"], game


def test_dealer_high_card_highest_number_deals(monkeypatch):
    drawn, game = dealer_draws(monkeypatch, 3, "official", ["r3x", "b9x", "g5x"])
    assert drawn == [(0, "r3x"), (1, "b9x"), (2, "g5x")]
    assert game.dealer == 1
    assert [e.to_dict() for e in game.events if e.type == "dealer"] == [{"type": "dealer", "seat": 1}]


def test_dealer_high_card_symbol_counts_as_zero(monkeypatch):
    drawn, game = dealer_draws(monkeypatch, 3, "official", ["rsk", "r1x", "wld"])
    assert drawn == [(0, "rsk"), (1, "r1x"), (2, "wld")]
    assert game.dealer == 1


def test_dealer_tie_is_redrawn_among_the_tied_in_seat_order(monkeypatch):
    drawn, game = dealer_draws(monkeypatch, 4, "official", ["r9x", "b2x", "g9x", "y9x", "y3x", "g7x", "r4x"])
    assert drawn == [(0, "r9x"), (1, "b2x"), (2, "g9x"), (3, "y9x"), (0, "y3x"), (2, "g7x"), (3, "r4x")]
    assert game.dealer == 2


def test_dealer_high_card_redraw_symbol_goes_to_bottom_and_player_draws_again(monkeypatch):
    drawn, game = dealer_draws(monkeypatch, 3, "hr", ["rsk", "dr4", "r4x", "g6x", "y2x"])
    assert drawn == [(0, "rsk"), (0, "dr4"), (0, "r4x"), (1, "g6x"), (2, "y2x")]
    assert game.dealer == 1


def test_dealer_high_card_redraw_symbol_comes_back_from_the_bottom(monkeypatch):
    """With every other card drawn, the symbol cards put at the bottom come round again."""
    # 2 players; the scripted pile holds 108 cards, so only the order matters: all symbols first
    symbols = [c.code for c in DECK if c.kind != "number"]
    draws = symbols + ["r5x", "r6x"]
    drawn, game = dealer_draws(monkeypatch, 2, "hr", draws)
    assert drawn[: len(symbols)] == [(0, code) for code in symbols]
    assert drawn[len(symbols):] == [(0, "r5x"), (1, "r6x")]
    assert game.dealer == 1


@pytest.mark.parametrize("seat", [0, 1, 3])
def test_dealer_seat_n_deals_without_drawing(seat):
    game = Game(4, RuleSet.preset("official", dealer=f"seat:{seat}"), seed=5)
    assert game.dealer == seat
    assert not [e for e in game.events if e.type == "dealer_draw"]


def test_dealer_seat_n_must_exist():
    with pytest.raises(Exception) as err:
        Game(3, RuleSet.preset("official", dealer="seat:5"), seed=1)
    assert err.value.reason == "bad_dealer"


@pytest.mark.parametrize("dealer", [0, 2, 3])
def test_deal_one_card_at_a_time_starting_left_of_dealer(dealer):
    deck = stacked(4, dealer, {}, "r5x")
    game = Game(4, RuleSet.preset("official"), 1, deck=deck, dealer=dealer)
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    for i in range(28):
        seat = order[i % 4]
        assert game.hands[seat][i // 4].code == deck[i]
    assert game.top.code == deck[28] == "r5x"
    assert game.draw_pile[-1].code == deck[29]
    deals = [e.to_dict() for e in game.events if e.type == "deal"]
    assert [d["seat"] for d in deals] == order
    assert all(d["count"] == 7 and len(d["cards"]) == 7 for d in deals)


def test_deal_passes_left_each_new_hand():
    game = game_with(3, 2, {0: ["r1x"], 1: PLAIN, 2: PLAIN}, start="r5x")
    # seat 0 (left of dealer 2) goes out at once
    from engine_helpers import keep
    keep(game, 0, ["r1x"])
    events = act(game, 0, "play r1x")
    assert "hand_end" in types(events)
    assert game.dealer == 0 and game.hand_number == 2
    assert [e for e in events if e["type"] == "hand_start"][-1]["dealer"] == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_start_number_card_left_of_dealer_plays_clockwise(preset):
    game = game_with(4, 1, {}, start="g7x", preset=preset)
    assert game.current == 2 and game.direction == 1 and game.color == "g" and game.phase == "play"


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_start_skip_skips_the_first_player(preset, players):
    game = game_with(players, 0, {}, start="gsk", preset=preset)
    skips = [e.to_dict() for e in game.events if e.type == "skip"]
    assert skips == [{"type": "skip", "seat": 1}]
    assert game.current == (2 % players)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_start_draw_two_first_player_draws_two_and_loses_turn(preset, players):
    game = game_with(players, 0, {}, start="yd2", pile=["r1x", "r2x"], preset=preset)
    draws = [e.to_dict() for e in game.events if e.type == "draw"]
    assert draws == [{"type": "draw", "seat": 1, "cards": ["r1x", "r2x"], "count": 2, "reason": "draw_two"}]
    assert len(game.hands[1]) == 9
    assert game.current == 2 % players


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_start_reverse_follows_first_reverse(preset, players):
    dealer = 1
    game = game_with(players, dealer, {}, start="brv", preset=preset)
    assert game.direction == -1
    if RIGHT_FIRST[preset]:
        assert game.rules.first_reverse == "dealer_right_first"
        assert game.current == (dealer - 1) % players  # the dealer's right; with two: the other player
    else:
        assert game.rules.first_reverse == "dealer_first"
        assert game.current == dealer
    assert {"type": "reverse", "direction": "counterclockwise"} in [e.to_dict() for e in game.events]


@pytest.mark.parametrize("value", ["dealer_first", "dealer_right_first"])
def test_start_reverse_two_players_then_play_goes_on_alternating(value):
    game = game_with(2, 0, {0: ["b1x", *PLAIN[:6]], 1: ["b2x", *PLAIN[:6]]}, start="brv", first_reverse=value)
    first = 0 if value == "dealer_first" else 1
    assert game.current == first
    act(game, first, f"play b{first + 1}x")
    assert game.current == 1 - first


@pytest.mark.parametrize("preset", PRESETS)
def test_start_wild_follows_first_wild(preset):
    game = game_with(4, 0, {}, start="wld", pile=["g4x", "r8x"], preset=preset)
    if WILD_REDRAW[preset]:
        returned = [e.to_dict() for e in game.events if e.type == "start_card_returned"]
        assert returned == [{"type": "start_card_returned", "card": "wld"}]
        assert game.top.code == "g4x" and game.color == "g" and game.current == 1
        # the Wild went back with n cards in the pile, n // 2 of them above it; one of those
        # (g4x) has been turned since
        n = len(game.draw_pile)
        above = n // 2 - 1
        assert game.draw_pile[len(game.draw_pile) - 1 - above].code == "wld"
        assert [c.code for c in game.draw_pile].count("wld") == 4
        assert game.draw_pile[-1].code == "r8x"
    else:
        assert game.top.code == "wld" and game.color is None
        assert game.current == 1 and game.phase == "color"
        assert [a.text() for a in game.legal_actions()] == ["color r", "color y", "color g", "color b"]
        with pytest.raises(IllegalAction) as err:
            act(game, 2, "color r")
        assert err.value.reason == "not_your_turn"
        assert act(game, 1, "color b") == [{"type": "color", "seat": 1, "color": "blue"}]
        assert game.current == 1 and game.phase == "play" and game.color == "b"


def test_start_wild_redraw_repeats_while_wilds_come():
    game = game_with(3, 0, {}, start="wld", pile=["wld", "r2x"], first_wild="redraw")
    returned = [e.card.code for e in game.events if e.type == "start_card_returned"]
    assert returned == ["wld", "wld"]
    assert game.top.code == "r2x"
    assert game.card_total() == 108


@pytest.mark.parametrize("preset", PRESETS)
def test_start_wild_draw_four_goes_back_and_another_card_is_turned(preset):
    game = game_with(4, 0, {}, start="dr4", pile=["dr4"], preset=preset)
    returned = [e.card.code for e in game.events if e.type == "start_card_returned"]
    assert returned and set(returned) == {"dr4"}
    assert game.top.code != "dr4"
    assert [e for e in game.events if e.type == "start_card"][0].card is game.top
    assert game.card_total() == 108
    assert sum(c.code == "dr4" for c in game.draw_pile) == 4
