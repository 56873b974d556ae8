"""Property tests of the engine (hypothesis): random presets, random switch
combinations, 2-10 seats, random legal actions.

Checked: the 108 cards (count and multiset) after every action, only legal
actions accepted (random non-legal ones raise ``UnoError`` and change nothing),
every hand ends within a generous bound, save/restore through JSON is equal and
continues identically, and the same seed and actions give the same events.
``benchmarks/fuzz_engine.py`` runs the same checks over 100,000 games.
"""

from __future__ import annotations

import json
import random

from engine_helpers import RandomDriver, random_rules
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from uno_access.engine import Game

SETTINGS = settings(max_examples=100, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def setups(draw):
    """(rules, players, seed): a preset, any switches, a seat count that suits them.

    The choice is ``random_rules`` (shared with the fuzzer) driven by a drawn seed.
    """
    rules, players = random_rules(random.Random(draw(st.integers(0, 2**32 - 1))))
    return rules, players, draw(st.integers(0, 2**32 - 1))


@SETTINGS
@given(setups())
def test_property_108_cards_after_every_action_and_only_legal_actions_accepted(setup):
    rules, players, seed = setup
    game = Game(players, rules, seed=seed)
    driver = RandomDriver(game, random.Random(seed), tries_illegal=0.5)
    driver.check_cards()
    driver.play_hand()
    assert game.card_total() == 108


@SETTINGS
@given(setups())
def test_property_every_hand_ends_and_matches_end(setup):
    rules, players, seed = setup
    if rules.scoring != "single_hand":
        rules = rules.with_switches({"target": 50})
    game = Game(players, rules, seed=seed)
    driver = RandomDriver(game, random.Random(seed), tries_illegal=0)
    driver.play_match(max_steps=200000)
    assert game.over and game.winner is not None and game.legal_actions() == []
    ends = [e for e in game.events if e.type == "match_end"]
    assert len(ends) == 1 and ends[0].winner == game.winner


@SETTINGS
@given(setups(), st.integers(0, 300))
def test_property_save_restore_round_trip_and_continues_identically(setup, cut):
    rules, players, seed = setup
    game = Game(players, rules, seed=seed)
    rng = random.Random(seed)
    driver = RandomDriver(game, rng, tries_illegal=0)
    while driver.steps < cut and not game.over:
        driver.step()
    copy = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert copy == game
    assert copy.observation(game.current).legal == game.observation(game.current).legal
    for _ in range(200):
        if game.over:
            break
        action = rng.choice(game.legal_actions())
        assert [e.to_dict() for e in copy.apply(action)] == [e.to_dict() for e in game.apply(action)]
    assert copy == game


@SETTINGS
@given(setups())
def test_property_same_seed_and_actions_give_the_same_events(setup):
    rules, players, seed = setup
    game = Game(players, rules, seed=seed)
    driver = RandomDriver(game, random.Random(seed), tries_illegal=0)
    driver.play_hand()
    again = Game(players, rules, seed=seed)
    for action in driver.actions:
        again.apply(action)
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in game.events]
    assert again == game
