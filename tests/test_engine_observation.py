"""Observation privacy, the event log contract of the README, save/restore under
every preset, and one random hand under every switch value."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Sequence

import pytest
from engine_helpers import PLAIN, RandomDriver, act, game_with

from uno_access.engine import EVENT_TYPES, Event, Game, Observation, RuleSet, event_from_dict
from uno_access.engine.events import Deal, Draw
from uno_access.engine.observation import Prefix, PublicFields
from uno_access.engine.rules import CHOICES, all_values

PRESETS = ("official", "it", "pt", "pl", "hr", "ro")

#: the README's event table: type -> (fields always present, fields that may be present)
CONTRACT = {
    "match_start": ({"players", "rules", "seed"}, set()),
    "dealer_draw": ({"seat", "card"}, set()),
    "dealer": ({"seat"}, set()),
    "hand_start": ({"hand", "dealer", "rules"}, set()),
    "deal": ({"seat", "cards", "count"}, set()),
    "start_card": ({"card"}, set()),
    "start_card_returned": ({"card"}, set()),
    "turn": ({"seat"}, set()),
    "play": ({"seat", "card", "remaining"}, {"color"}),
    "color": ({"seat", "color"}, set()),
    "draw": ({"seat", "cards", "count", "reason"}, set()),
    "pass": ({"seat"}, set()),
    "skip": ({"seat"}, set()),
    "reverse": ({"direction"}, set()),
    "uno": ({"seat"}, set()),
    "uno_caught": ({"seat", "by", "count"}, set()),
    "challenge": ({"seat", "target", "legal"}, set()),
    "hand_shown": ({"seat", "to", "cards"}, set()),
    "retract": ({"seat", "card"}, set()),
    "reshuffle": ({"count"}, set()),
    "swap": ({"seats", "kind"}, set()),
    "jump_in": ({"seat", "card"}, set()),
    "illegal_play": ({"seat", "card", "reason"}, set()),
    "stack": ({"seat", "total"}, set()),
    "eliminated": ({"seat"}, set()),
    "final_start": ({"seats"}, set()),
    "hand_end": ({"winner", "points", "scores"}, {"team_scores"}),
    "match_end": ({"winner", "scores"}, {"team", "team_scores"}),
}
DRAW_REASONS = {"turn", "penalty", "draw_two", "draw_four", "challenge", "uno", "stack"}


def random_games(count, seed=0):
    """Finished random matches over random rules (low targets), for the contract checks."""
    rng = random.Random(seed)
    from engine_helpers import random_rules
    for i in range(count):
        rules, players = random_rules(rng)
        if rules.scoring != "single_hand":
            rules = rules.with_switches({"target": 50})
        game = Game(players, rules, seed=i)
        RandomDriver(game, rng, tries_illegal=0).play_match()
        yield game


def test_event_types_are_the_readme_contract():
    assert set(EVENT_TYPES) == set(CONTRACT)
    for name, cls in EVENT_TYPES.items():
        required, optional = CONTRACT[name]
        assert {f.name for f in dataclasses.fields(cls)} == required | optional, name


def test_event_to_dict_fields_and_values_match_the_contract():
    seen = set()
    for game in random_games(40):
        for event in game.events:
            data = event.to_dict()
            required, optional = CONTRACT[data["type"]]
            keys = set(data) - {"type"}
            assert required <= keys <= required | optional, data
            seen.add(data["type"])
            if "card" in data:
                assert isinstance(data["card"], str) and len(data["card"]) == 3
            if "cards" in data:
                assert all(isinstance(c, str) for c in data["cards"])
            if "color" in data:
                assert data["color"] in ("red", "yellow", "green", "blue")
            if data["type"] == "draw":
                assert data["reason"] in DRAW_REASONS and data["count"] == len(data["cards"])
            if data["type"] == "reverse":
                assert data["direction"] in ("clockwise", "counterclockwise")
            json.dumps(data)
            assert event_from_dict(data).to_dict() == data
    assert {"play", "draw", "hand_end", "match_end", "turn", "deal"} <= seen


def test_play_event_of_a_wild_carries_the_colour_name():
    game = game_with(3, 0, {1: ["wld", *PLAIN[:6]]}, start="r5x")
    events = act(game, 1, "play wld g")
    assert events[0] == {"type": "play", "seat": 1, "card": "wld", "color": "green", "remaining": 6}
    assert events[1] == {"type": "color", "seat": 1, "color": "green"}


def test_observation_holds_no_other_hand_and_no_draw_pile_order():
    mine = ["r1x", "r2x", "r3x", "r4x", "r6x", "r7x", "r8x"]
    game = game_with(3, 0, {1: mine, 2: ["g1x", "g2x", "g3x", "g4x", "g6x", "g7x", "g8x"],
                            0: ["y1x", "y2x", "y3x", "y4x", "y6x", "y7x", "y8x"]}, start="r5x")
    obs = game.observation(1)
    assert isinstance(obs, Observation)
    assert sorted(c.code for c in obs.hand) == mine
    assert obs.counts == [7, 7, 7] and obs.draw_pile_size == len(game.draw_pile) == 108 - 22

    def leaves(value):
        if isinstance(value, (list, tuple, set, Prefix)):
            for v in value:
                yield from leaves(v)
        elif isinstance(value, (dict, PublicFields)):
            for v in value.values():
                yield from leaves(v)
        else:
            yield getattr(value, "code", value)

    state = {f.name: getattr(obs, f.name) for f in dataclasses.fields(obs) if f.name != "history"}
    codes = {v for v in leaves(state) if isinstance(v, str)}
    others = {c.code for s in (0, 2) for c in game.hands[s]}
    assert not codes & others  # no card of another hand anywhere in the observation
    sizes = [len(v) for v in state.values() if isinstance(v, (list, tuple, Prefix))]
    assert len(game.draw_pile) not in sizes  # nothing as long as the draw pile: no order in it
    history = [e.to_dict() for e in obs.history]
    for event in history:
        if event["type"] in ("deal", "draw") and event["seat"] != 1:
            assert "cards" not in event and "count" in event
    assert not {v for v in leaves(history) if isinstance(v, str)} & others
    assert any(e["type"] == "deal" and e["seat"] == 1 and e["cards"] == mine for e in history)
    assert isinstance(obs.history, Sequence) and all(isinstance(e, Event) for e in obs.history)
    assert all(e.cards is None for e in obs.history if isinstance(e, (Deal, Draw)) and e.seat != 1)
    assert all(a.seat == 1 for a in obs.legal)


def test_observation_drawn_card_only_for_the_drawer():
    game = game_with(3, 0, {}, start="r5x", pile=["r8x"])
    act(game, 1, "draw")
    assert game.observation(1).drawn.code == "r8x"
    assert game.observation(2).drawn is None and game.observation(0).drawn is None


@pytest.mark.parametrize("preset", PRESETS)
def test_save_restore_mid_hand_equal_and_continues_identically(preset):
    rng = random.Random(7)
    game = Game(4, RuleSet.preset(preset, stacking="same", jump_in="on", zero="swap"), seed=11)
    driver = RandomDriver(game, rng, tries_illegal=0)
    for _ in range(25):
        if game.over:
            break
        driver.step()
    data = json.loads(json.dumps(game.to_json()))
    copy = Game.from_json(data)
    assert copy == game and copy.to_json() == game.to_json()
    for _ in range(60):
        if game.over:
            break
        action = rng.choice(game.legal_actions())
        assert [e.to_dict() for e in game.apply(action)] == [e.to_dict() for e in copy.apply(action)]
    assert copy == game


def test_save_restore_refuses_a_broken_save():
    from uno_access.engine import InvalidSave
    game = Game(3, RuleSet.preset("official"), seed=2)
    data = game.to_json()
    data["hands"][0].append("r1x")
    with pytest.raises(InvalidSave):
        Game.from_json(data)
    with pytest.raises(InvalidSave):
        Game.from_json({"version": 99})


@pytest.mark.parametrize("switch,value", [(s, v) for s in CHOICES for v in all_values(s)])
def test_every_switch_value_plays_random_hands_with_108_cards(switch, value):
    extra = {"scoring": "lowest_score"} if switch == "elimination" else {}
    rules = RuleSet.preset("official", **{switch: value}, **extra)
    players = 4 if switch != "teams" else int(value) * 2 if value != "off" else 4
    for seed in range(3):
        game = Game(players, rules, seed=seed)
        driver = RandomDriver(game, random.Random(seed), tries_illegal=0.2)
        driver.play_hand()
        assert game.card_total() == 108
        assert any(e.type == "hand_end" for e in game.events)
