"""The hard player's integer playout model against the engine: a differential test.

From many random positions (random games under every rule set the model supports), the model
and the engine take the same random actions; after every step the legal actions and the whole
state must agree, reshuffles included, and at the hand's end the winner and the points."""

from __future__ import annotations

import random

import pytest

from uno_access.bots.base import TURN_KINDS
from uno_access.bots.fastsim import Sim, engine_state, supports
from uno_access.engine import Game, RuleSet

SUPPORTED = [
    RuleSet.preset("official"),
    RuleSet.preset("pt"),
    RuleSet.preset("pl"),
    RuleSet.preset("ro"),
    RuleSet.preset("official", forced_play="on", challenge="off", wd4="no_other_playable", uno_call="auto"),
    RuleSet.preset("official", challenge="off", wd4="color"),
    RuleSet.preset("official", forced_play="on", uno_call="auto", first_wild="redraw"),
]


def engine_turn_actions(game: Game) -> set:
    """The seat to move's own actions, each play in its UNO-calling form where there is one."""
    seat = game.current
    manual = game.rules.uno_call == "manual"
    size = len(game.hands[seat])
    return {a for a in game.legal_actions(seat) if a.kind in TURN_KINDS
            and (a.kind != "play" or a.uno == (manual and size == 2))}


def random_action(legal: list[int], rng: random.Random) -> int:
    """Mostly a play when there is one (random play that draws by choice makes hands very long)."""
    plays = [a for a in legal if a >= 0]
    return rng.choice(plays if plays and rng.random() < 0.9 else legal)


def random_position(rules: RuleSet, players: int, rng: random.Random) -> Game:
    """A game some random moves into a hand (every player calls UNO, so nobody is caught)."""
    while True:
        game = Game(players, rules=rules, seed=rng.randrange(10**9), record=False)
        for _ in range(rng.randrange(0, 60)):
            sim = Sim.from_game(game)
            action = random_action(sim.legal(), rng)
            hand = game.hand_number
            game.apply(sim.to_action(action, rules.uno_call == "manual"))
            if game.hand_number != hand or game.over:
                break
        else:
            return game


@pytest.mark.parametrize("rules", SUPPORTED, ids=lambda r: f"{r.preset_name}:{','.join(f'{k}={v}' for k, v in r.changed().items())}")
def test_the_playout_model_equals_the_engine(rules: RuleSet) -> None:
    assert supports(rules)
    rng = random.Random(17)
    manual = rules.uno_call == "manual"
    positions = steps = ends = 0
    for p in range(150):
        game = random_position(rules, 2 + p % 4, rng)
        sim = Sim.from_game(game)
        positions += 1
        start_scores = list(game.scores)
        hand = game.hand_number
        while True:
            assert sim.state() == engine_state(game)
            legal = sim.legal()
            assert {sim.to_action(a, manual) for a in legal} == engine_turn_actions(game)
            action = random_action(legal, rng)
            game.apply(sim.to_action(action, manual))
            sim.step(action)
            steps += 1
            if game.hand_number != hand or game.over:  # (the engine has dealt the next hand)
                assert sim.winner == game.last_out
                assert sum(game.scores) - sum(start_scores) == sim.points
                ends += 1
                break
            assert sim.rng.getstate() == game.rng.getstate()  # the same shuffles, card for card
    assert positions == 150 and ends == 150 and steps > 3000


def test_playouts_end_with_a_winner_and_leave_the_deck_whole() -> None:
    rules = RuleSet.preset("official")
    rng = random.Random(3)
    for seed in range(40):
        game = Game(2 + seed % 3, rules=rules, seed=seed, record=False)
        sim = Sim.from_game(game)
        winner = sim.playout(0, rng, [0.3] * game.players)
        assert 0 <= winner < game.players and not sim.hands[winner]
        assert sum(map(len, sim.hands)) + len(sim.pile) + len(sim.discard) == 108


def test_unsupported_rules_are_refused() -> None:
    for switches in ({"stacking": "same"}, {"zero": "rotate"}, {"seven": "swap"}, {"jump_in": "on"},
                     {"draw": "until_playable_must_play"}, {"illegal_wd4_caught": "retract_play_legal_draw_4"},
                     {"teams": 2}, {"no_wild_finish": "wild"}):
        assert not supports(RuleSet.preset("official", **switches))
