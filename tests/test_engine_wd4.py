"""Wild Draw Four: the ``wd4`` legality rules, ``challenge`` on/off and both
``illegal_wd4_caught`` outcomes, on stacked decks (three seats, dealer 0, seat 1
plays on a red 5, seat 2 is the one who must draw)."""

from __future__ import annotations

import pytest
from engine_helpers import PLAIN, act, game_with, types

from uno_access.engine import Action, IllegalAction

PRESETS = ("official", "it", "pt", "pl", "hr", "ro")
#: wd4 per preset (the table of docs/RULES.md)
WD4 = {"official": "color", "it": "color", "pt": "color_or_number", "pl": "color", "hr": "color_or_number",
       "ro": "color"}


def game(seat1, preset="official", **switches):
    return game_with(3, 0, {1: list(seat1), 2: PLAIN, 0: ["b1x", "b2x", "b3x", "b4x", "b5x", "b6x", "b7x"]},
                     start="r5x", pile=["y7x", "y8x", "y9x", "g7x", "g8x", "g9x", "b8x"], preset=preset, **switches)


def challenge_result(seat1, **switches):
    g = game(seat1, **switches)
    act(g, 1, "play dr4 b")
    events = act(g, 2, "challenge")
    return [e for e in events if e["type"] == "challenge"][0]["legal"], g, events


#: hands (besides the dr4) and whether the play is legal under each rule
CASES = {
    "no_match": (["g1x", "y2x", "b3x", "gsk", "y9x", "b6x"], {"color": True, "color_or_number": True,
                                                              "no_other_playable": True}),
    "matching_number": (["g5x", "y2x", "b3x", "gsk", "y9x", "b6x"], {"color": True, "color_or_number": False,
                                                                     "no_other_playable": False}),
    "matching_colour": (["r1x", "y2x", "b3x", "gsk", "y9x", "b6x"], {"color": False, "color_or_number": False,
                                                                     "no_other_playable": False}),
    "plain_wild_only": (["wld", "y2x", "b3x", "gsk", "y9x", "b6x"], {"color": True, "color_or_number": True,
                                                                     "no_other_playable": True}),
}


@pytest.mark.parametrize("rule", ["color", "color_or_number", "no_other_playable"])
@pytest.mark.parametrize("case", list(CASES))
def test_wd4_legality_rule_decides_the_challenge(rule, case):
    hand, expected = CASES[case]
    legal, _, _ = challenge_result(["dr4", *hand], wd4=rule)
    assert legal is expected[rule]


def test_wd4_color_rule_allows_wild_draw_four_with_matching_number():
    legal, _, _ = challenge_result(["dr4", "g5x", "y2x", "b3x", "gsk", "y9x", "b6x"], wd4="color")
    assert legal is True


def test_wd4_color_rule_allows_wild_draw_four_with_matching_action_symbol():
    g = game_with(3, 0, {1: ["dr4", "gsk", "y2x", "b3x", "g1x", "y9x", "b6x"], 2: PLAIN}, start="rsk")
    # rsk start card: seat 1 skipped, seat 2 plays; make seat 1 current by seat 2 drawing
    assert g.current == 2
    act(g, 2, "draw")
    if g.phase == "drawn":
        act(g, 2, "pass")
    act(g, 0, "draw")
    if g.phase == "drawn":
        act(g, 0, "pass")
    assert g.current == 1 and g.top.code == "rsk"
    act(g, 1, "play dr4 g")
    events = act(g, 2, "challenge")
    assert [e["legal"] for e in events if e["type"] == "challenge"] == [True]


@pytest.mark.parametrize("preset", PRESETS)
def test_wd4_preset_rule_with_matching_number(preset):
    legal, g, _ = challenge_result(["dr4", *CASES["matching_number"][0]], preset=preset)
    assert g.rules.wd4 == WD4[preset]
    assert legal is (WD4[preset] == "color")


@pytest.mark.parametrize("preset", PRESETS)
def test_challenge_legal_play_challenger_draws_six_and_loses_turn(preset):
    legal, g, events = challenge_result(["dr4", *CASES["no_match"][0]], preset=preset)
    assert legal is True
    draws = [e for e in events if e["type"] == "draw"]
    assert [(d["seat"], d["count"], d["reason"]) for d in draws] == [(2, 6, "challenge")]
    assert {"type": "skip", "seat": 2} in events
    assert g.current == 0 and g.color == "b"


def test_challenge_shows_the_hand_to_the_challenger_alone():
    _, g, events = challenge_result(["dr4", *CASES["no_match"][0]])
    shown = [e for e in g.events if e.type == "hand_shown"][0]
    assert shown.seat == 1 and shown.to == 2
    assert sorted(c.code for c in shown.cards) == sorted(CASES["no_match"][0])
    assert "cards" in shown.visible_to(2) and "cards" in shown.visible_to(1)
    assert "cards" not in shown.visible_to(0)
    hist0 = g.observation(0).history
    assert all("cards" not in e for e in hist0 if e["type"] == "hand_shown")
    hist2 = g.observation(2).history
    assert any(e["type"] == "hand_shown" and "cards" in e for e in hist2)


@pytest.mark.parametrize("preset", ["official", "pt", "pl", "hr", "ro"])
def test_illegal_wd4_caught_offender_draws_4_card_stays_challenger_plays(preset):
    legal, g, events = challenge_result(["dr4", *CASES["matching_colour"][0]], preset=preset)
    assert legal is False and g.rules.illegal_wd4_caught == "offender_draws_4"
    draws = [e for e in events if e["type"] == "draw"]
    assert [(d["seat"], d["count"], d["reason"]) for d in draws] == [(1, 4, "challenge")]
    assert g.top.code == "dr4" and g.color == "b"
    assert g.current == 2 and g.phase == "play" and len(g.hands[2]) == 7
    assert len(g.hands[1]) == 10


def test_illegal_wd4_caught_italian_retract_card_back_legal_card_effect_then_draw_4():
    legal, g, events = challenge_result(["dr4", "rsk", "r1x", "y2x", "b3x", "g9x", "y9x"], preset="it")
    assert legal is False
    assert {"type": "retract", "seat": 1, "card": "dr4"} in events
    assert g.current == 1 and g.phase == "retract"
    assert g.top.code == "r5x" and g.color == "r"  # the named blue no longer counts
    assert "dr4" in [c.code for c in g.hands[1]]
    legal_now = sorted(a.text() for a in g.legal_actions(1))
    assert legal_now == ["play r1x", "play rsk"]  # legal on the red 5; not the Wild Draw Four
    with pytest.raises(IllegalAction) as err:
        act(g, 1, "play y2x")
    assert err.value.reason == "retract_not_legal"
    with pytest.raises(IllegalAction) as err:
        act(g, 2, "draw")
    assert err.value.reason == "not_your_turn"
    events = act(g, 1, "play rsk")
    assert types(events)[:3] == ["play", "skip", "draw"]
    assert events[1] == {"type": "skip", "seat": 2}
    assert events[2]["seat"] == 1 and events[2]["count"] == 4 and events[2]["reason"] == "challenge"
    assert g.current == 0 and g.top.code == "rsk"
    assert len(g.hands[1]) == 10  # 7, less the rsk played, the dr4 played and taken back, plus 4
    assert len(g.hands[2]) == 7


def test_illegal_wd4_caught_retract_with_a_wild_names_a_new_colour():
    legal, g, _ = challenge_result(["dr4", "wld", "r1x", "y2x", "b3x", "g9x", "y9x"], preset="it")
    assert legal is False
    assert "play wld g" in [a.text() for a in g.legal_actions(1)]
    act(g, 1, "play wld g")
    assert g.color == "g" and g.current == 2


def test_accept_wild_draw_four_next_draws_four_and_loses_turn():
    g = game(["dr4", *CASES["matching_colour"][0]])
    act(g, 1, "play dr4 y")
    events = act(g, 2, "accept")
    assert [(e["seat"], e["count"], e["reason"]) for e in events if e["type"] == "draw"] == [(2, 4, "draw_four")]
    assert g.current == 0 and g.color == "y"


def test_challenge_only_the_next_player_may_challenge():
    g = game(["dr4", *CASES["matching_colour"][0]])
    act(g, 1, "play dr4 y")
    assert Action(0, "challenge") not in g.legal_actions(0)
    with pytest.raises(IllegalAction) as err:
        act(g, 0, "challenge")
    assert err.value.reason == "not_your_turn"
    with pytest.raises(IllegalAction) as err:
        act(g, 2, "draw")
    assert err.value.reason == "cannot_draw_now"


def test_challenge_off_wd4_against_the_rule_is_refused_naming_the_colour():
    g = game(["dr4", *CASES["matching_colour"][0]], challenge="off")
    assert not [a for a in g.legal_actions(1) if a.card is not None and a.card.code == "dr4"]
    with pytest.raises(IllegalAction) as err:
        act(g, 1, "play dr4 b")
    assert err.value.reason == "wd4_not_allowed"
    assert err.value.details["color"] == "red" and err.value.details["holding"] == ["r1x"]


def test_challenge_off_legal_wd4_makes_next_draw_four_without_a_challenge():
    g = game(["dr4", *CASES["no_match"][0]], challenge="off")
    events = act(g, 1, "play dr4 b")
    assert g.phase == "play" and g.current == 0
    assert [(e["seat"], e["count"]) for e in events if e["type"] == "draw"] == [(2, 4)]


def test_challenge_off_illegal_wd4_with_illegal_play_penalty_is_a_penalized_play():
    g = game(["dr4", *CASES["matching_colour"][0]], challenge="off", illegal_play="penalty",
             illegal_play_penalty=2)
    events = act(g, 1, "play dr4 b")
    assert events[0] == {"type": "illegal_play", "seat": 1, "card": "dr4", "reason": "wd4_not_allowed"}
    assert "dr4" in [c.code for c in g.hands[1]] and len(g.hands[1]) == 9
    assert g.current == 2 and g.top.code == "r5x"


@pytest.mark.parametrize("preset", PRESETS)
def test_last_card_wild_draw_four_cannot_be_challenged_next_still_draws(preset):
    g = game(["dr4", "r1x"], preset=preset)
    from engine_helpers import keep
    keep(g, 1, ["dr4"])
    events = act(g, 1, "play dr4 b")
    t = types(events)
    assert "challenge" not in t and t.index("draw") < t.index("hand_end")
    draw = events[t.index("draw")]
    assert (draw["seat"], draw["count"], draw["reason"]) == (2, 4, "draw_four")
    end = events[t.index("hand_end")]
    assert end["winner"] == 1


def test_illegal_wd4_caught_retract_after_a_reshuffle_during_the_challenge():
    """Bug found by the fuzzer (seed 49197): a UNO catch while the Italian challenge was pending
    reshuffled the card under the Wild Draw Four into the draw pile; the retract then left an
    empty discard pile and the next play crashed (IndexError).  Reading taken: while a Wild
    Draw Four may still be taken back (``retract_play_legal_draw_4``, challenge pending) the card
    under it stays on the discard pile with it; every other discard is reshuffled (core rule 6)."""
    g = game(["dr4", "r1x", "y2x", "b3x", "g9x", "y9x", "b6x"], preset="it")
    from engine_helpers import keep
    keep(g, 1, ["dr4", "r1x"])
    g.discard[:0] = g.draw_pile[-5:]  # five older discards under the red 5
    del g.draw_pile[-5:]
    g.hands[0].extend(g.draw_pile)  # and no draw pile
    g.draw_pile.clear()
    act(g, 1, "play dr4 b")  # illegal (red held), one card left, no UNO call
    assert g.phase == "challenge" and g.uno_open == 1
    events = act(g, 0, "catch 1")
    assert {"type": "reshuffle", "count": 5} in events
    assert [c.code for c in g.discard] == ["r5x", "dr4"]
    events = act(g, 2, "challenge")
    assert {"type": "retract", "seat": 1, "card": "dr4"} in events
    assert g.top.code == "r5x" and g.color == "r"
    act(g, 1, "play r1x")
    assert g.top.code == "r1x" and g.card_total() == 108
    assert g.current == 2 and g.phase == "play"


def test_reshuffle_during_a_challenge_keeps_only_the_top_without_the_italian_rule():
    g = game(["dr4", "r1x", "y2x", "b3x", "g9x", "y9x", "b6x"])
    from engine_helpers import keep
    keep(g, 1, ["dr4", "r1x"])
    g.discard[:0] = g.draw_pile[-5:]
    del g.draw_pile[-5:]
    g.hands[0].extend(g.draw_pile)
    g.draw_pile.clear()
    act(g, 1, "play dr4 b")
    events = act(g, 0, "catch 1")
    assert {"type": "reshuffle", "count": 6} in events
    assert [c.code for c in g.discard] == ["dr4"]
