"""The hard player's integer playout model against the engine: a differential test.

From many random positions (random games under every rule set the model supports), the model
and the engine take the same random actions; after every step the legal actions and the whole
state must agree, reshuffles included, and at the hand's end the winner and the points."""

from __future__ import annotations

import random

import pytest

from uno_access.bots.base import TURN_KINDS
from uno_access.bots.fastsim import Sim, engine_state, supports
from uno_access.engine import ALL_CARDS, Game, RuleSet

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
            assert isinstance(sim.rng, random.Random) and sim.rng.getstate() == game.rng.getstate()  # the same shuffles, card for card
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


def _engine_steps_to(game: Game, target: dict, manual: bool, depth: int = 2):
    """A sequence of at most ``depth`` legal engine actions of the seat to move that brings
    ``game`` to the state ``target`` (None if there is none)."""
    seat = game.current
    for action in engine_turn_actions(game):
        after = game.clone()
        after.apply(action)
        hand = game.hand_number
        state = engine_state(after) if after.hand_number == hand and not after.over else None
        if state is not None and state == target:
            return [action]
        if state is None and not target["hands"][seat] and sorted(c.index for c in game.hands[seat]) == sorted(
                x for x in [action.card.index] if action.card is not None):
            return [action]  # the last card: the engine has moved on to the next hand
        if depth > 1 and state is not None and after.current == seat:
            rest = _engine_steps_to(after, target, manual, depth - 1)
            if rest is not None:
                return [action] + rest
    return None


@pytest.mark.parametrize("rules", SUPPORTED[:5], ids=lambda r: r.preset_name + ("+" if r.changed() else ""))
def test_every_playout_move_is_a_legal_engine_move(rules: RuleSet) -> None:
    """The playout policy moves on the model directly (not through ``step``): each of its moves
    (a draw and the play of the card drawn count as one) must be one or two legal engine actions
    that lead to the very same state."""
    rng = random.Random(23)
    manual = rules.uno_call == "manual"
    moves = 0
    for p in range(25):
        game = random_position(rules, 2 + p % 3, rng)
        sim = Sim.from_game(game)
        policy = random.Random(p)
        hand = game.hand_number
        while True:
            if p % 2:  # its own moves preferring action cards
                sim.playout(p % game.players, policy, [0.5] * game.players, 1, 0.25, 1.0, 5.0)
            else:
                sim.playout(p % game.players, policy, [0.5] * game.players, max_moves=1)
            target = sim.state()
            steps = _engine_steps_to(game, target, manual)
            assert steps is not None, (p, moves, target)
            for action in steps:
                game.apply(action)
            moves += 1
            if sim.winner >= 0:
                assert game.hand_number != hand or game.over
                break
            assert isinstance(sim.rng, random.Random) and sim.rng.getstate() == game.rng.getstate()
    assert moves > 300


def test_the_position_score_is_a_chance_that_ranks_the_winner() -> None:
    """``win_chances`` gives every seat in the hand a chance, summing to 1, fewer cards and more
    Wilds raise it, and from random positions the seats it rates higher go on to win more often
    (the playout policy playing the hand out)."""
    from uno_access.bots.fastsim import PH_OVER, PH_PLAY, win_chances

    game = Game(3, rules=RuleSet.preset("official"), seed=4, record=False)
    sim = Sim.from_game(game)
    chances = win_chances(sim)
    assert sum(chances) == pytest.approx(1.0) and all(p > 0 for p in chances)
    fewer = sim.clone()
    fewer.pile.append(fewer.hands[1].pop())  # seat 1 one card fewer
    assert win_chances(fewer)[1] > chances[1]
    rng = random.Random(9)
    favourite_won = n = 0
    predicted = 0.0
    for p in range(300):
        game = Game(2 + p % 3, rules=RuleSet.preset("official"), seed=1000 + p, record=False)
        sim = Sim.from_game(game)
        sim.playout(-1, rng, [0.3] * game.players, 10 + p % 20)
        if sim.phase != PH_PLAY:
            continue
        chances = win_chances(sim)
        favourite = max(range(game.players), key=chances.__getitem__)
        winner = sim.playout(-1, rng, [0.3] * game.players, 5000)
        assert sim.phase == PH_OVER and win_chances(sim)[winner] == 1.0
        n += 1
        favourite_won += winner == favourite
        predicted += chances[favourite]
    assert n > 200
    assert favourite_won / n > 1.25 / 3  # far better than a guess among 2-4 seats
    assert abs(predicted - favourite_won) / n < 0.1  # and about as often as it says


def test_the_position_score_is_the_logit_of_the_position_features() -> None:
    """``win_chance`` (the playouts' one-pass score) is ``exp`` of the weights times
    ``position_features`` (what ``benchmarks/fit_eval.py`` fits them on) over its sum over the
    seats in the hand, in random positions of 2 to 4 players."""
    import math

    from uno_access.bots.fastsim import EVAL_WEIGHTS, position_features, win_chance, win_chances

    rng = random.Random(12)
    for p in range(60):
        game = random_position(RuleSet.preset("official"), 2 + p % 3, rng)
        sim = Sim.from_game(game)
        strength = [math.exp(sum(w * f for w, f in zip(EVAL_WEIGHTS, position_features(sim, s))))
                    for s in range(game.players)]
        for s in range(game.players):
            assert win_chance(sim, s) == pytest.approx(strength[s] / sum(strength), rel=1e-12)
        assert win_chances(sim) == [win_chance(sim, s) for s in range(game.players)]


def _first_play(players: int, next_count: int, **policy: float) -> set[str]:
    """The cards seat 0 plays first in playouts from r1x with red in play, holding a red 5 and a
    red Skip (and two greens that do not fit), the next seat holding ``next_count`` cards."""
    from uno_access.bots.fastsim import PH_PLAY, Dice
    from uno_access.engine import Card

    game = Game(players, rules=RuleSet.preset("official"), seed=3, record=False)
    sim = Sim.from_game(game)
    index = {code: Card.from_code(code).index for code in ("r1x", "r5x", "rsk", "g2x", "g3x", "y7x")}
    sim.hands = [[index["r5x"], index["rsk"], index["g2x"], index["g3x"]]] + [
        [index["y7x"]] * (next_count if s == 1 else 7) for s in range(1, players)]
    sim.discard, sim.color, sim.cur, sim.dir, sim.phase = [index["r1x"]], 0, 0, 1, PH_PLAY
    played = set()
    rng = random.Random(5)
    for _ in range(40):
        trial = sim.clone(Dice([rng.random() for _ in range(8)]))
        trial.playout(0, trial.rng, [0.0] * players, 1, 0.0, **policy)
        played.add(ALL_CARDS[trial.discard[-1]].code)
    return played


def test_the_own_playout_moves_can_prefer_action_cards() -> None:
    """Seat 0's playout moves choose among cards of the colour it holds most at random, unless
    ``attack`` (two players) or ``guard`` (the next seat near its last card) favours the Skip."""
    assert _first_play(2, 7) == {"r5x", "rsk"}
    assert _first_play(2, 7, attack=3.0) == {"rsk"}
    assert _first_play(4, 7, attack=3.0) == {"r5x", "rsk"}  # attack is for two players only
    assert _first_play(4, 2, guard=3.0) == {"rsk"}
    assert _first_play(4, 7, guard=3.0) == {"r5x", "rsk"}

