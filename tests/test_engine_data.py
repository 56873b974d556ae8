"""Cards, the deck, deck orders and the rule set: composition as data, and every error."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from engine_helpers import stacked

from uno_access.engine import (
    ALL_CARDS,
    DECK,
    DECK_COUNTS,
    PRESETS,
    Action,
    Card,
    DrawReason,
    Game,
    InvalidCardCode,
    InvalidDeck,
    InvalidRule,
    InvalidSave,
    Phase,
    RuleSet,
    parse_deck,
    parse_house,
)
from uno_access.engine import events as ev
from uno_access.engine.rules import CHOICES, SWITCHES, all_values


def test_deck_composition_108_cards_54_codes():
    assert len(DECK) == 108 and len(ALL_CARDS) == 54 and len(DECK_COUNTS) == 54
    for color in "rygb":
        assert DECK_COUNTS[f"{color}0x"] == 1
        for n in range(1, 10):
            assert DECK_COUNTS[f"{color}{n}x"] == 2
        for sym in ("sk", "rv", "d2"):
            assert DECK_COUNTS[f"{color}{sym}"] == 2
    assert DECK_COUNTS["wld"] == 4 and DECK_COUNTS["dr4"] == 4
    assert Counter(c.code for c in DECK) == Counter(DECK_COUNTS)
    kinds = Counter(c.kind for c in DECK)
    assert kinds == {"number": 76, "skip": 8, "reverse": 8, "draw_two": 8, "wild": 4, "wild_draw_four": 4}


@pytest.mark.parametrize("code,color,kind,number,points", [
    ("b3x", "b", "number", 3, 3), ("r0x", "r", "number", 0, 0), ("bd2", "b", "draw_two", None, 20),
    ("yrv", "y", "reverse", None, 20), ("gsk", "g", "skip", None, 20), ("wld", None, "wild", None, 50),
    ("dr4", None, "wild_draw_four", None, 50),
])
def test_card_from_code_fields(code, color, kind, number, points):
    card = Card.from_code(code)
    assert (card.code, card.color, card.kind, card.number, card.points) == (code, color, kind, number, points)
    assert Card.from_code(code.upper()) is card
    assert ALL_CARDS[card.index] is card


@pytest.mark.parametrize("bad", ["r10x", "x3x", "b3", "", "wild", "dr2", "pd2", None, 7])
def test_card_from_code_unknown_code_is_a_clear_error(bad):
    with pytest.raises(InvalidCardCode) as err:
        Card.from_code(bad)
    assert isinstance(err.value, ValueError)
    assert err.value.reason == "unknown_card" and err.value.details["code"] == str(bad)
    assert "not a card code" in str(err.value)


def test_card_is_immutable():
    with pytest.raises(AttributeError):
        Card.from_code("r1x").color = "b"


def test_deck_order_wrong_count_names_missing_codes():
    codes = [c.code for c in DECK]
    codes.remove("r7x")
    codes.remove("wld")
    with pytest.raises(InvalidDeck) as err:
        parse_deck(codes)
    assert err.value.details["missing"] == ["r7x", "wld"] and err.value.details["extra"] == []
    assert err.value.details["count"] == 106
    assert "missing: r7x, wld" in str(err.value)


def test_deck_order_wrong_multiset_names_missing_and_extra_codes():
    codes = [c.code for c in DECK]
    codes[codes.index("b3x")] = "dr4"
    with pytest.raises(InvalidDeck) as err:
        Game(4, RuleSet.preset("official"), seed=1, deck=codes, dealer=0)
    assert err.value.details["missing"] == ["b3x"] and err.value.details["extra"] == ["dr4"]
    assert "extra: dr4" in str(err.value)


def test_deck_order_bad_code_is_a_card_error():
    codes = [c.code for c in DECK]
    codes[0] = "zz9"
    with pytest.raises(InvalidCardCode):
        parse_deck(codes)


def test_stacked_helper_refuses_too_many_copies():
    with pytest.raises(ValueError):
        stacked(2, 0, {0: ["r0x"], 1: ["r0x"]}, "r5x")


def test_presets_match_the_rules_table():
    table = {
        "dealer": ["high_card"] * 4 + ["high_card_redraw", "high_card"],
        "first_reverse": ["dealer_first", "dealer_first", "dealer_right_first", "dealer_first",
                          "dealer_right_first", "dealer_first"],
        "first_wild": ["first_player_chooses"] * 4 + ["redraw", "first_player_chooses"],
        "draw": ["one_may_play"] * 4 + ["until_playable_must_play", "one_may_play"],
        "forced_play": ["off"] * 6,
        "wd4": ["color", "color", "color_or_number", "color", "color_or_number", "color"],
        "challenge": ["on"] * 6,
        "illegal_wd4_caught": ["offender_draws_4", "retract_play_legal_draw_4"] + ["offender_draws_4"] * 4,
        "uno_penalty": [2, 2, 2, 2, 4, 2],
        "illegal_play": ["reject"] * 6,
        "illegal_play_penalty": [2, 4, 2, 1, 2, 2],
        "scoring": ["winner_takes_points", "winner_takes_points", "single_hand", "winner_takes_points",
                    "lowest_score", "winner_takes_points"],
        "target": [500] * 6,
        "elimination": ["off"] * 6,
        "teams": ["off"] * 6,
        "stacking": ["off"] * 6, "zero": ["off"] * 6, "seven": ["off"] * 6, "jump_in": ["off"] * 6,
        "no_wild_finish": ["off"] * 6, "uno_call": ["manual"] * 6,
    }
    names = ["official", "it", "pt", "pl", "hr", "ro"]
    assert list(PRESETS) == names
    assert set(table) == set(SWITCHES)
    for switch, values in table.items():
        assert [RuleSet.preset(p)[switch] for p in names] == values, switch


@pytest.mark.parametrize("switch,value", [(s, v) for s in CHOICES for v in all_values(s)])
def test_rules_every_switch_value_is_accepted(switch, value):
    extra = {"scoring": "lowest_score"} if switch == "elimination" else {}
    rules = RuleSet.preset("official", **{switch: value}, **extra)
    assert rules[switch] == value
    assert RuleSet.from_dict(rules.to_dict()) == rules


@pytest.mark.parametrize("switch", list(CHOICES))
def test_rules_unknown_value_error_lists_the_allowed_values(switch):
    with pytest.raises(InvalidRule) as err:
        RuleSet.preset("official", **{switch: "sideways"})
    assert err.value.reason == "bad_value"
    assert err.value.details["allowed"] == list(CHOICES[switch])
    assert ", ".join(CHOICES[switch]) in str(err.value)


@pytest.mark.parametrize("switch,value", [("uno_penalty", 0), ("uno_penalty", 11), ("target", 49),
                                          ("target", 10001), ("teams", 1), ("teams", 6), ("dealer", "seat:x")])
def test_rules_out_of_range_numbers_are_refused(switch, value):
    with pytest.raises(InvalidRule) as err:
        RuleSet.preset("official", **{switch: value})
    assert err.value.reason == "bad_value"


def test_rules_unknown_switch_error_lists_the_switches():
    with pytest.raises(InvalidRule) as err:
        parse_house("stacking=same,colour_blind=on")
    assert err.value.reason == "unknown_switch"
    assert err.value.details["allowed"] == list(SWITCHES)
    assert "stacking" in str(err.value)


def test_rules_unknown_preset_lists_the_presets():
    with pytest.raises(InvalidRule) as err:
        RuleSet.preset("de")
    assert err.value.details["allowed"] == list(PRESETS)


def test_rules_parse_house_text():
    assert parse_house("stacking=same, jump_in=on,target=200") == {"stacking": "same", "jump_in": "on",
                                                                   "target": 200}
    with pytest.raises(InvalidRule) as err:
        parse_house("stacking")
    assert err.value.reason == "bad_house_item"


def test_rules_elimination_needs_lowest_score_and_no_teams():
    with pytest.raises(InvalidRule) as err:
        RuleSet.preset("official", elimination="last_one")
    assert err.value.reason == "elimination_needs_lowest_score"
    with pytest.raises(InvalidRule) as err:
        RuleSet.preset("hr", elimination="final_two", teams=2)
    assert err.value.reason == "elimination_without_teams"


@pytest.mark.parametrize("players", [1, 11, 0])
def test_game_needs_2_to_10_players(players):
    with pytest.raises(InvalidRule) as err:
        Game(players, RuleSet.preset("official"), seed=1)
    assert err.value.reason == "bad_players"


#: games saved by the engine before the typed state record (its four wd4_* keys, stale ones kept
#: after a decided challenge), each with the actions played on from there and their events
SAVES_V1 = json.loads((Path(__file__).parent / "data" / "saves_v1.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", SAVES_V1, ids=[f"{i}-{c['phase']}" for i, c in enumerate(SAVES_V1)])
def test_a_save_of_the_first_format_loads_and_plays_on_as_it_did(case):
    game = Game.from_json(case["save"])
    assert game.phase == case["phase"] and isinstance(game.phase, Phase)
    assert (game.wd4 is not None) == (game.phase in (Phase.CHALLENGE, Phase.RETRACT))
    for (seat, text), events in zip(case["actions"], case["events"]):
        assert [e.to_dict() for e in game.apply(Action.parse(seat, text))] == events
    assert Game.from_json(game.to_json()) == game


#: a game saved (with its event log) before ``Draw.reason`` was a ``DrawReason``: three seats,
#: stacking and the illegal-play penalty on, so its draws have every reason there is
SAVE_DRAWS = (Path(__file__).parent / "data" / "save_draw_reasons.json").read_text(encoding="utf-8")


def test_draw_reasons_are_typed_and_a_save_from_before_keeps_its_exact_json():
    data = json.loads(SAVE_DRAWS)
    game = Game.from_json(data)
    draws = [e for e in game.events if isinstance(e, ev.Draw)]
    assert {e.reason for e in draws} == set(DrawReason)  # every reason, each read as its member
    assert all(type(e.reason) is DrawReason for e in draws)
    # written back: the same JSON text, event by event (the save file and the wire alike)
    assert [json.dumps(e.to_dict()) for e in game.events] == [json.dumps(d) for d in data["events"]]
    assert json.dumps(game.to_json()) == json.dumps(data)
    # and it plays on: a drawn turn is a DrawReason too, and survives a save
    seat = game.current
    drawn = [e for e in game.apply(Action.parse(seat, "draw")) if isinstance(e, ev.Draw)]
    assert [e.reason for e in drawn] == [DrawReason.TURN] and type(drawn[0].reason) is DrawReason
    assert Game.from_json(json.loads(json.dumps(game.to_json()))) == game


def test_a_save_with_an_unknown_draw_reason_is_refused_as_corrupt():
    data = json.loads(SAVE_DRAWS)
    draw = next(e for e in data["events"] if e["type"] == "draw")
    draw["reason"] = "because"
    with pytest.raises(InvalidSave) as err:
        Game.from_json(data)
    assert err.value.reason == "bad_save"
