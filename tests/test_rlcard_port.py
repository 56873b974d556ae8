"""The port of RLCard 1.2.0's rule agent (benchmarks/rlcard_agents.py): its rule order, and that
it only ever chooses legal actions under our rules."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from benchmarks.rlcard_agents import RLCardRandomBot, V1Bot
from uno_access.engine import Action, ActionKind, Card, Game, Phase, RuleSet

C = Card.from_code


def position(hand: list[str], top: str, color: str, phase: Phase = Phase.PLAY) -> Game:
    """Seat 0 to move in a two-player game with ``hand`` on ``top`` (``color`` in play)."""
    game = Game(2, rules=RuleSet.preset("official"), seed=1)
    rest = Counter(game.hands[0] + game.hands[1] + game.draw_pile + game.discard)
    cards = [C(c) for c in hand]
    rest.subtract(cards + [C(top)])
    pile = list(rest.elements())
    game.hands = [cards, pile[:7]]
    game.draw_pile = pile[7:]
    game.discard = [C(top)]
    game.color, game.current, game.phase = color, 0, phase
    return game


def choices(bot_cls, game, n: int = 400) -> Counter[str]:
    out: Counter[str] = Counter()
    for seed in range(n):
        bot = bot_cls(seed, 0)
        action = bot.choose(game.observation(0), game.legal_actions(0))
        assert action in game.legal_actions(0)
        out[action.text()] += 1
    return out


def test_a_non_wild_play_first_at_random_weighted_by_copies_held() -> None:
    game = position(["r5x", "r5x", "r7x", "wld", "dr4", "b2x"], "r1x", "r")
    seen = choices(V1Bot, game)
    assert set(seen) == {"play r5x", "play r7x"}  # never the Wilds, never draw, never the blue 2
    assert 0.55 < seen["play r5x"] / 400 < 0.78  # two copies of the red 5: about 2/3


def test_then_a_wild_in_a_colour_at_random() -> None:
    game = position(["wld", "dr4", "b2x", "b3x"], "r1x", "r")
    seen = choices(V1Bot, game)
    assert set(seen) == {f"play wld {c}" for c in "rygb"}  # a Wild before the Wild Draw Four


def test_then_a_wild_draw_four_in_the_colour_held_most() -> None:
    game = position(["dr4", "b2x", "b3x", "g4x"], "r1x", "r")
    assert set(choices(V1Bot, game)) == {"play dr4 b"}


def test_then_draw_and_a_drawn_card_is_played() -> None:
    game = position(["b2x", "g4x"], "r1x", "r")
    assert set(choices(V1Bot, game, 20)) == {"draw"}
    game.apply(Action(0, ActionKind.DRAW))
    if game.phase == "drawn":
        assert all(t.startswith("play") for t in choices(V1Bot, game, 20))


def test_always_accepts_always_calls_uno_never_catches() -> None:
    game = position(["r5x", "r7x"], "r1x", "r")
    assert all(t.endswith("uno") for t in choices(V1Bot, game, 20))
    game = position(["r5x", "b7x"], "r1x", "r", phase=Phase.CHALLENGE)
    assert set(choices(V1Bot, game, 20)) == {"accept"}
    catch = [Action(0, ActionKind.CATCH, target=1), Action(0, ActionKind.UNO)]
    obs = dataclasses.replace(game.observation(0), current=1)
    assert V1Bot(1, 0).choose(obs, catch).kind == "uno"
    assert V1Bot(1, 0).choose(obs, catch[:1]).kind == "catch"  # (its only action: nothing else to do)


def test_rlcard_random_offers_the_wild_draw_four_only_when_nothing_else_fits() -> None:
    game = position(["r5x", "dr4"], "r1x", "r")
    assert set(choices(RLCardRandomBot, game, 100)) == {"play r5x uno"}
    game = position(["wld", "dr4", "b2x"], "r1x", "r")
    assert set(choices(RLCardRandomBot, game)) == {f"play wld {c}" for c in "rygb"}


@pytest.mark.parametrize("bot_cls", [V1Bot, RLCardRandomBot])
@pytest.mark.parametrize("preset", ["official", "pt", "hr", "it"])
def test_the_ports_choose_only_legal_actions(bot_cls, preset: str) -> None:
    for seed in range(6):
        game = Game(2 + seed % 3, rules=RuleSet.preset(preset), seed=seed)
        bots = [bot_cls(seed * 10 + s, s) for s in range(game.players)]
        hand = game.hand_number
        moves = 0
        while not game.over and game.hand_number == hand and moves < 2000:
            seat = game.current
            legal = game.legal_actions(seat)
            action = bots[seat].choose(game.observation(seat), legal)
            assert action in legal
            game.apply(action)
            moves += 1
        assert game.hand_number != hand or game.over
