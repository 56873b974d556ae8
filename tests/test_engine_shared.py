"""What the engine shares instead of copying: engine actions, Turn events, observation views
(history, discard pile, public fields) that stay as they were when taken, and the deck shuffle
that gives the library's order."""

from __future__ import annotations

import dataclasses
import random

import pytest
from engine_helpers import PLAIN, act, game_with, keep, random_rules

from uno_access.engine import Action, ActionKind, Card, Game, IllegalAction, RuleSet, engine_action
from uno_access.engine.core import shuffle
from uno_access.engine.events import TURNS, Turn
from uno_access.engine.observation import Prefix

C = Card.from_code


def test_engine_action_is_one_shared_action_per_value():
    a = engine_action(1, ActionKind.PLAY, C("r3x"))
    assert a is engine_action(1, "play", C("r3x"))  # the kind's text names the same action
    assert a == Action(1, ActionKind.PLAY, C("r3x")) and a.kind is ActionKind.PLAY
    game = Game(4, seed=2)
    assert all(x is engine_action(x.seat, x.kind, x.card, x.color, x.target, x.uno) for x in game.legal_actions())


def test_engine_action_of_the_wrong_shape_is_refused_by_apply_as_any_other():
    game = Game(4, seed=2)
    seat = game.current
    bad = engine_action(seat, "draw", C("r3x"))  # a draw takes no card
    assert bad is not engine_action(seat, "draw", C("r3x"))  # not shared
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(bad)
    assert err.value.reason == "unexpected_card" and game.to_json() == before
    with pytest.raises(ValueError):
        engine_action(seat, "dance")
    with pytest.raises(IllegalAction) as err:
        game.apply(engine_action(5, "draw"))  # seat 5 of a four-player game
    assert err.value.reason == "bad_seat"


def _outcome(game: Game, action: Action) -> object:
    try:
        return [e.to_dict() for e in game.apply(action)]
    except IllegalAction as exc:
        return exc.reason, str(exc), exc.args_


def test_an_engine_play_does_what_the_same_play_of_ones_own_does():
    # engine actions take apply's short way when they are the usual play; an Action the caller
    # made takes every test: the two must say and do the same, refusals included, under any rules
    rng = random.Random(17)
    plays = 0
    for seed in range(30):
        rules, players = random_rules(rng)
        game = Game(players, rules=rules, seed=seed)
        for _ in range(50):
            if game.over:
                break
            seat = game.current
            hand = game.hands[seat]
            card = rng.choice(hand) if hand and rng.random() < 0.8 else rng.choice(game.draw_pile or hand)
            mine = Action(seat, ActionKind.PLAY, card, rng.choice("rygb") if card.is_wild else None,
                          uno=len(hand) == 2 and rng.random() < 0.3)
            shared = engine_action(mine.seat, mine.kind, mine.card, mine.color, uno=mine.uno)
            twin = game.clone(record=True)
            assert _outcome(game, shared) == _outcome(twin, mine) and game == twin
            plays += 1
            legal = game.legal_actions()
            if legal and not game.over:
                action = rng.choice(legal)
                game.apply(action)
    assert plays > 1000


@pytest.mark.parametrize("switches, codes", [
    ({"no_wild_finish": "wild"}, ["wld"]),  # a last Wild may not be played
    ({"no_wild_finish": "action"}, ["rsk"]),  # nor a last action card
    ({"challenge": "off"}, ["dr4", "r1x", "g2x"]),  # a Wild Draw Four while holding a match
    ({"challenge": "on"}, ["dr4", "r1x", "g2x"]),  # the same, challengeable
    ({"uno_call": "manual"}, ["r1x", "rsk"]),  # the play that leaves one card, with and without UNO
    ({"uno_call": "auto"}, ["r1x", "wld"]),  # UNO called by hand where the rules call it
    ({"illegal_play": "penalty"}, ["g2x", "y7x", "r1x"]),  # a non-matching card is penalized
])
def test_the_short_way_refuses_and_allows_as_every_test_does(switches, codes):
    game = game_with(hands={1: [*codes, *PLAIN][:7]}, start="r5x", **switches)
    keep(game, 1, codes)
    for card in {C(code) for code in codes}:
        for color in ("r", "g") if card.is_wild else (None,):
            for uno in (False, True):
                mine = Action(1, ActionKind.PLAY, card, color, uno=uno)
                twin, shared = game.clone(record=True), game.clone(record=True)
                assert _outcome(shared, engine_action(1, ActionKind.PLAY, card, color, uno=uno)) == _outcome(twin, mine)
                assert shared == twin


def test_a_turn_event_is_shared_and_frozen():
    game = Game(4, seed=2)
    turns = [e for e in game.events if isinstance(e, Turn)]
    assert turns and all(e is TURNS[e.seat] for e in turns)
    with pytest.raises(dataclasses.FrozenInstanceError):
        turns[0].seat = 3


def test_shuffle_gives_the_library_order_and_generator_state():
    deck = [c for c in Game(2, seed=1).draw_pile]
    for seed in range(200):
        for size in (0, 1, 2, 17, 107, 108):
            ours, theirs = deck[:size], deck[:size]
            r1, r2 = random.Random(seed), random.Random(seed)
            shuffle(r1, ours)
            r2.shuffle(theirs)
            assert ours == theirs and r1.getstate() == r2.getstate()


def test_an_observation_stays_as_it_was_taken():
    game = Game(4, rules=RuleSet.preset("official", forced_play="on"), seed=7)
    rng = random.Random(3)
    taken = []
    for _ in range(400):
        if game.over:
            break
        obs = game.observation(game.current)
        taken.append((obs, [e.to_dict() for e in obs.history], list(obs.discard), dict(obs.public)))
        game.apply(rng.choice(obs.legal))
    assert game.hand_number > 1  # views taken across reshuffles and new hands
    for obs, history, discard, public in taken:
        assert [e.to_dict() for e in obs.history] == history
        assert list(obs.discard) == discard and len(obs.discard) == obs.discard_size
        assert dict(obs.public) == public and obs.public["current"] == obs.current
    # each seat's history is the log redacted for it (the redacted copies are shared between seats)
    for seat in range(4):
        history = game.observation(seat).history
        expected = tuple(e.redacted_for(seat) for e in game.events)
        assert [e.to_dict() for e in history] == [e.to_dict() for e in expected]
        assert history == expected and len(history) == len(expected)
        assert history[5:40] == expected[5:40] and history[::-7] == expected[::-7]
        assert all(history[i] == expected[i] for i in (0, 1, -1, -2, len(expected) // 2))
        assert any(e is not f for e, f in zip(history, game.events))  # other seats' cards left out


def test_the_discard_view_survives_a_retracted_wild_draw_four():
    # the Italian rule takes the caught Wild Draw Four back off the pile
    game = game_with(3, 0, {1: ["dr4", "r1x", *PLAIN[:5]], 2: PLAIN[:7]}, start="r5x", preset="it")
    act(game, 1, "play dr4 b")
    before = game.observation(2)
    assert [c.code for c in before.discard] == ["r5x", "dr4"]
    act(game, 2, "challenge")
    assert [c.code for c in game.discard] == ["r5x"] and [c.code for c in before.discard] == ["r5x", "dr4"]


def test_prefix_reads_like_a_tuple():
    items = [1, 2, 3, 4]
    view = Prefix(items, 3)
    items.append(5)
    assert len(view) == 3 and list(view) == [1, 2, 3] and view == (1, 2, 3) and view == [1, 2, 3]
    assert view[-1] == 3 and view[1:] == (2, 3) and view[::-1] == (3, 2, 1) and view[5:] == ()
    assert 4 not in view and view != (1, 2, 3, 4)
    with pytest.raises(IndexError):
        view[3]


def _every_field(obs):
    return {f.name: (list(v) if isinstance(v, Prefix) else dict(v) if f.name == "public" else v)
            for f in dataclasses.fields(obs) for v in [getattr(obs, f.name)]}


def test_an_observation_not_read_yet_answers_as_of_its_time():
    """A game's observation reads its fields from the game when first asked; one left unread
    while the game moves on (new turns, reshuffles, new hands) still answers as of its time."""
    import copy
    import pickle

    from uno_access.online.views import view_from_json, view_to_json

    rules = RuleSet.preset("official", forced_play="on", scoring="lowest_score", target=300)
    game = Game(3, rules=rules, seed=11)
    rng = random.Random(5)
    taken = []
    for step in range(900):
        if game.over:
            break
        seat = rng.randrange(3)
        read, unread = game.observation(seat), game.observation(seat)
        if step % 3 == 0:
            unread.hand  # noqa: B018 - one field read, the rest not
        taken.append((_every_field(read), unread))
        legal = game.legal_actions()
        game.apply(rng.choice(legal))
    assert game.hand_number > 2
    for then, obs in taken:
        assert _every_field(obs) == then
    # equal to another taken at the same time, and to a copy of it; frozen; copies and pickles
    # are snapshots too; the network's view of it reads back equal
    first, second = game.observation(1), game.observation(1)
    assert first == second and first == dataclasses.replace(second) and first != game.observation(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.hand = []
    copied, pickled = copy.copy(game.observation(1)), pickle.loads(pickle.dumps(game.observation(1)))
    data = view_to_json(game.observation(1))
    if not game.over:
        game.apply(game.legal_actions()[0])
    assert copied == first == pickled and "_game" not in copied.__dict__
    back = view_from_json(data, rules)
    assert view_to_json(back) == data and back.hand == first.hand and back.legal == first.legal
    with pytest.raises(AttributeError):
        first.not_a_field  # noqa: B018
    with pytest.raises(IndexError):
        game.observation(3)


def test_many_observations_between_two_actions_all_answer_as_of_their_time():
    # the game keeps track of at most the live ones: those dropped are forgotten, not filled
    game = Game(4, rules=RuleSet.preset("official", forced_play="on"), seed=4)
    kept = []
    for i in range(200):
        obs = game.observation(i % 4)
        if i % 3 == 0:
            kept.append(obs)
    assert len(game._observed) < 100
    then = [_every_field(game.observation(obs.seat)) for obs in kept]
    for _ in range(30):
        game.apply(game.legal_actions(game.current)[0])
    assert [_every_field(obs) for obs in kept] == then
