"""House rules and table modes: ``stacking``, ``zero``, ``seven``, ``jump_in``,
``no_wild_finish``, ``illegal_play`` and its penalty, on stacked decks."""

from __future__ import annotations

import pytest
from engine_helpers import act, game_with, keep, types

from uno_access.engine import Action, Card, IllegalAction

PRESETS = ("official", "it", "pt", "pl", "hr", "ro")
#: illegal_play_penalty per preset (the table of docs/RULES.md)
PENALTY = {"official": 2, "it": 4, "pt": 2, "pl": 1, "hr": 2, "ro": 2}

S1 = ["rd2", "dr4", "r0x", "r7x", "r1x", "rsk", "wld"]
S2 = ["gd2", "dr4", "b0x", "r1x", "g2x", "rsk", "wld"]
S0 = ["yd2", "b1x", "b2x", "b3x", "y4x", "y5x", "wld"]


def three(preset="official", pile=("y7x", "y8x", "y9x", "g7x", "g8x", "g9x", "b8x", "b9x", "g6x"), s1=S1, s2=S2,
          s0=S0, **switches):
    return game_with(3, 0, {1: list(s1), 2: list(s2), 0: list(s0)}, start="r5x", pile=list(pile), preset=preset,
                     **switches)


def texts(game, seat):
    return sorted(a.text() for a in game.legal_actions(seat))


# ------------------------------------------------------------------ stacking
def test_stacking_off_draw_two_is_drawn_at_once():
    g = three()
    events = act(g, 1, "play rd2")
    assert [(e["seat"], e["count"]) for e in events if e["type"] == "draw"] == [(2, 2)]


@pytest.mark.parametrize("mode", ["same", "mixed"])
def test_stacking_draw_two_on_draw_two_accumulates_first_who_draws_takes_total(mode):
    g = three(stacking=mode)
    act(g, 1, "play rd2")
    assert g.pending_draw == 2 and g.current == 2
    legal = texts(g, 2)
    assert "play gd2" in legal and "draw" in legal and "play g2x" not in legal
    assert ("play dr4 r" in legal) is (mode == "mixed")
    events = act(g, 2, "play gd2")
    assert {"type": "stack", "seat": 2, "total": 4} in events
    assert g.current == 0
    events = act(g, 0, "play yd2")
    assert g.pending_draw == 6
    events = act(g, 1, "draw")
    assert events[0] == {"type": "draw", "seat": 1, "cards": ["y7x", "y8x", "y9x", "g7x", "g8x", "g9x"],
                         "count": 6, "reason": "stack"}
    assert {"type": "skip", "seat": 1} in events and g.current == 2 and g.pending_draw == 0


def test_stacking_same_wild_draw_four_may_not_answer_draw_two():
    g = three(stacking="same")
    act(g, 1, "play rd2")
    with pytest.raises(IllegalAction) as err:
        act(g, 2, "play dr4 g")
    assert err.value.reason == "must_stack" and err.value.details["total"] == 2


def test_stacking_mixed_wild_draw_four_answers_draw_two():
    g = three(stacking="mixed")
    act(g, 1, "play rd2")
    events = act(g, 2, "play dr4 g")
    assert {"type": "stack", "seat": 2, "total": 6} in events
    assert g.phase == "play" and g.current == 0  # a stacked Wild Draw Four is not challenged
    assert "challenge" not in [a.kind for a in g.legal_actions(0)]


@pytest.mark.parametrize("mode", ["same", "mixed"])
def test_stacking_stacked_wild_draw_four_skips_the_test_and_cannot_be_challenged(mode):
    g = three(stacking=mode)
    act(g, 1, "play dr4 g")  # seat 1 holds red: an illegal play, challengeable by seat 2
    assert g.phase == "challenge"
    assert "play dr4 r" in texts(g, 2)  # seat 2 holds red too: no wd4 test when stacking
    events = act(g, 2, "play dr4 b")
    assert {"type": "stack", "seat": 2, "total": 8} in events
    assert g.phase == "play" and g.current == 0
    assert not {"challenge", "accept"} & {a.kind for a in g.legal_actions(0)}
    events = act(g, 0, "draw")
    assert (events[0]["count"], events[0]["reason"]) == (8, "stack")


def test_stacking_draw_two_no_draw_card_draw_is_the_only_action():
    g = three(stacking="same", s2=["g1x", "g2x", "b0x", "r1x", "g3x", "rsk", "wld"])
    act(g, 1, "play rd2")
    assert texts(g, 2) == ["draw"]


def test_stacking_last_card_draw_two_next_player_draws_the_total():
    g = three(stacking="same")
    keep(g, 2, ["gd2"])
    act(g, 1, "play rd2")
    events = act(g, 2, "play gd2")
    draw = [e for e in events if e["type"] == "draw"][0]
    assert (draw["seat"], draw["count"], draw["reason"]) == (0, 4, "stack")
    assert "hand_end" in types(events)


# --------------------------------------------------------------- zero / seven
def test_zero_rotate_every_hand_passes_to_the_next_player():
    g = three(zero="rotate")
    before = {s: sorted(c.code for c in g.hands[s]) for s in range(3)}
    before[1].remove("r0x")
    events = act(g, 1, "play r0x")
    assert {"type": "swap", "seats": [1, 2, 0], "kind": "rotate"} in events
    after = {s: sorted(c.code for c in g.hands[s]) for s in range(3)}
    assert after[2] == before[1] and after[0] == before[2] and after[1] == before[0]
    assert g.current == 2


def test_zero_rotate_follows_the_direction_of_play():
    g = three(zero="rotate")
    g.direction = -1
    g.current = 1
    before = {s: sorted(c.code for c in g.hands[s]) for s in range(3)}
    before[1].remove("r0x")
    act(g, 1, "play r0x")
    assert sorted(c.code for c in g.hands[0]) == before[1]


@pytest.mark.parametrize("card,switch", [("r0x", {"zero": "swap"}), ("r7x", {"seven": "swap"})])
def test_zero_or_seven_swap_player_swaps_hands_with_a_chosen_opponent(card, switch):
    g = three(**switch)
    mine = sorted(c.code for c in g.hands[1] if c.code != card)
    theirs = sorted(c.code for c in g.hands[0])
    events = act(g, 1, f"play {card}")
    assert g.phase == "swap" and g.current == 1
    assert texts(g, 1) == ["swap 0", "swap 2"]
    with pytest.raises(IllegalAction) as err:
        act(g, 1, "swap 1")
    assert err.value.reason == "bad_target"
    events = act(g, 1, "swap 0")
    assert {"type": "swap", "seats": [1, 0], "kind": "swap"} in events
    assert sorted(c.code for c in g.hands[1]) == theirs and sorted(c.code for c in g.hands[0]) == mine
    assert g.current == 2


@pytest.mark.parametrize("card", ["r0x", "r7x"])
def test_zero_and_seven_off_swap_nothing(card):
    g = three()
    events = act(g, 1, f"play {card}")
    assert "swap" not in types(events) and g.current == 2


# --------------------------------------------------------------------- jump-in
def test_jump_in_no_effect_identical_card_out_of_turn_takes_the_turn():
    g = three(jump_in="no_effect")
    act(g, 1, "play rsk")  # seat 2 skipped; seat 0 to play
    assert g.current == 0
    assert Action(2, "jump_in", Card.from_code("rsk")) in g.legal_actions(2)
    assert Action(1, "jump_in", Card.from_code("rsk")) not in g.legal_actions(1)  # who played it
    events = act(g, 2, "jump_in rsk")
    assert events[0] == {"type": "jump_in", "seat": 2, "card": "rsk"}
    assert "skip" not in types(events)  # the card's effect is void
    assert g.current == 0 and g.color == "r"


def test_jump_in_on_the_card_effect_applies():
    g = three(jump_in="on")
    act(g, 1, "play rsk")
    events = act(g, 2, "jump_in rsk")
    assert {"type": "skip", "seat": 0} in events
    assert g.current == 1


def test_jump_in_wild_on_wild_names_a_colour_only_with_effect():
    g = three(jump_in="on")
    act(g, 1, "play wld g")
    assert [a.text() for a in g.legal_actions(0) if a.kind == "jump_in"] == [
        "jump_in wld r", "jump_in wld y", "jump_in wld g", "jump_in wld b"]
    act(g, 0, "jump_in wld b")
    assert g.color == "b" and g.current == 1
    g = three(jump_in="no_effect")
    act(g, 1, "play wld g")
    assert [a.text() for a in g.legal_actions(0) if a.kind == "jump_in"] == ["jump_in wld"]
    act(g, 0, "jump_in wld")
    assert g.color == "g" and g.current == 1


def test_jump_in_first_applied_wins_then_play_continues_from_the_jumper():
    g = three(jump_in="no_effect")
    act(g, 1, "play wld g")  # seats 0 and 2 both hold a Wild; seat 2 is to play
    assert [a.seat for a in g.legal_actions() if a.kind == "jump_in"] == [0]  # seat 2 simply plays
    act(g, 0, "jump_in wld")
    assert g.current == 1 and g.last_player == 0


def test_jump_in_penalty_drawer_waits_for_the_next_card():
    g2 = three(jump_in="no_effect", s2=["rd2", "g2x", "b0x", "r1x", "g3x", "g9x", "wld"])
    act(g2, 1, "play rd2")  # seat 2 draws 2 and holds the other red Draw Two
    assert g2.current == 0
    assert not [a for a in g2.legal_actions(2) if a.kind == "jump_in"]
    with pytest.raises(IllegalAction) as err:
        act(g2, 2, "jump_in rd2")
    assert err.value.reason == "jump_after_penalty"


def test_jump_in_penalty_drawer_may_jump_after_the_next_card():
    g = three(jump_in="no_effect", s2=["rd2", "g2x", "b0x", "r2x", "g3x", "g9x", "wld"],
              s0=["yd2", "b1x", "b2x", "b3x", "y4x", "r2x", "wld"])
    act(g, 1, "play rd2")
    act(g, 0, "play r2x")  # the next card: seat 2 holds the other r2x
    assert Action(2, "jump_in", Card.from_code("r2x")) in g.legal_actions(2)


def test_jump_in_off_is_refused():
    g = three()
    act(g, 1, "play wld g")
    with pytest.raises(IllegalAction) as err:
        act(g, 0, "jump_in wld")
    assert err.value.reason == "jump_in_off"


# ------------------------------------------------------------- no_wild_finish
@pytest.mark.parametrize("mode,card,allowed", [
    ("off", "wld", True), ("wild", "wld", False), ("wild", "dr4", False), ("wild", "rsk", True),
    ("action", "wld", False), ("action", "rsk", False), ("action", "rd2", False), ("action", "r1x", True),
])
def test_no_wild_finish_last_card_restriction(mode, card, allowed):
    g = three(no_wild_finish=mode)
    keep(g, 1, [card])
    plays = [a for a in g.legal_actions(1) if a.kind == "play"]
    assert bool(plays) is allowed
    assert Action(1, "draw") in g.legal_actions(1)
    if not allowed:
        text = f"play {card}" + (" r" if Card.from_code(card).is_wild else "")
        with pytest.raises(IllegalAction) as err:
            act(g, 1, text)
        assert err.value.reason == "no_wild_finish"


# --------------------------------------------------------------- illegal_play
@pytest.mark.parametrize("preset", PRESETS)
def test_illegal_play_reject_changes_nothing_and_says_why(preset):
    g = three(preset)
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(Action(1, "play", Card.from_code("wld")))  # no colour named
    assert err.value.reason == "need_color"
    with pytest.raises(IllegalAction) as err:
        act(g, 2, "play g2x")
    assert err.value.reason == "not_your_turn"
    assert g.to_json() == before


@pytest.mark.parametrize("preset", PRESETS)
def test_illegal_play_reject_state_unchanged(preset):
    g = three(preset)
    act(g, 1, "play r1x")
    before = g.to_json()
    with pytest.raises(IllegalAction):
        act(g, 2, "play g2x")
    assert g.to_json() == before


@pytest.mark.parametrize("preset", PRESETS)
def test_illegal_play_penalty_card_back_draw_preset_penalty_turn_passes(preset):
    g = three(preset, illegal_play="penalty")
    act(g, 1, "play r1x")
    events = act(g, 2, "play g2x")
    n = PENALTY[preset]
    assert g.rules.illegal_play_penalty == n
    assert events[0] == {"type": "illegal_play", "seat": 2, "card": "g2x", "reason": "color_mismatch"}
    assert (events[1]["type"], events[1]["seat"], events[1]["count"], events[1]["reason"]) == ("draw", 2, n,
                                                                                                "penalty")
    assert "g2x" in [c.code for c in g.hands[2]] and len(g.hands[2]) == 7 + n
    assert g.top.code == "r1x" and g.current == 0


@pytest.mark.parametrize("n", [1, 2, 4, 10])
def test_illegal_play_penalty_switch_sets_the_count(n):
    g = three(illegal_play="penalty", illegal_play_penalty=n)
    act(g, 1, "play r1x")
    act(g, 2, "play g2x")
    assert len(g.hands[2]) == 7 + n
