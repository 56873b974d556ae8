"""End of hand, scoring, the match, elimination and teams, on stacked decks.

Scores before the deciding hand are set on the game directly (a whole match of
stacked hands would only repeat what one hand shows)."""

from __future__ import annotations

import pytest
from engine_helpers import act, game_with, give, keep, types

from uno_access.engine import Card

SEAT2 = ["g1x", "g2x", "g3x", "y1x", "y2x", "y3x", "b9x"]  # 21 points
SEAT0 = ["b1x", "b2x", "b3x", "b4x", "b5x", "b6x", "b7x"]  # 28 points
SEAT3 = ["y4x", "y5x", "gsk", "g4x", "g6x", "y6x", "wld"]  # 4+5+20+4+6+6+50 = 95


def points(codes):
    return sum(Card.from_code(c).points for c in codes)


def last_card_game(card="r1x", players=3, pile=(), preset="official", **switches):
    """Seat 1 (dealer 0) holds only ``card`` on a red 5; the others hold known hands."""
    hands = {1: [card], 2: SEAT2, 0: SEAT0}
    if players == 4:
        hands[3] = SEAT3
    game = game_with(players, 0, hands, start="r5x", pile=list(pile), preset=preset, **switches)
    keep(game, 1, [card])
    return game


def end(events):
    return [e for e in events if e["type"] == "hand_end"][0]


def test_points_number_face_value_action_20_wild_50():
    assert [Card.from_code(c).points for c in ("r0x", "b7x", "gsk", "yrv", "rd2", "wld", "dr4")] == [
        0, 7, 20, 20, 20, 50, 50]


@pytest.mark.parametrize("preset", ["official", "it", "pl", "ro"])
def test_winner_takes_points_scores_all_other_hands(preset):
    game = last_card_game(preset=preset)
    events = act(game, 1, "play r1x")
    assert end(events) == {"type": "hand_end", "winner": 1, "points": points(SEAT2 + SEAT0),
                           "scores": [0, 49, 0]}
    assert game.scores == [0, 49, 0] and not game.over
    assert game.hand_number == 2 and game.dealer == 1


def test_end_of_hand_draw_two_last_card_next_player_still_draws():
    game = last_card_game("rd2", pile=["y7x", "y8x"])
    events = act(game, 1, "play rd2")
    t = types(events)
    assert t.index("draw") < t.index("hand_end")
    assert events[t.index("draw")] == {"type": "draw", "seat": 2, "cards": ["y7x", "y8x"], "count": 2,
                                       "reason": "draw_two"}
    assert end(events)["points"] == points(SEAT2 + SEAT0 + ["y7x", "y8x"])


@pytest.mark.parametrize("card,switch", [("r0x", {"zero": "rotate"}), ("r0x", {"zero": "swap"}),
                                         ("r7x", {"seven": "swap"})])
def test_end_of_hand_zero_or_seven_last_card_swaps_nothing(card, switch):
    game = last_card_game(card, **switch)
    events = act(game, 1, f"play {card}")
    assert "swap" not in types(events)
    assert end(events)["points"] == 49 and game.phase != "swap"


@pytest.mark.parametrize("before,over", [(450, False), (451, True), (600, True)])
def test_target_reached_at_greater_or_equal(before, over):
    game = last_card_game()
    game.scores[1] = before
    events = act(game, 1, "play r1x")
    assert game.over is over
    if over:
        assert events[-1] == {"type": "match_end", "winner": 1, "scores": [0, before + 49, 0]}
        assert game.legal_actions() == []


def test_lowest_score_every_player_scores_own_hand():
    game = last_card_game(preset="hr")
    events = act(game, 1, "play r1x")
    assert end(events)["scores"] == [28, 0, 21] and game.scores == [28, 0, 21]


def test_lowest_score_when_someone_reaches_target_lowest_total_wins():
    game = last_card_game(preset="hr")
    game.scores[:] = [480, 30, 5]
    events = act(game, 1, "play r1x")
    assert events[-1] == {"type": "match_end", "winner": 2, "scores": [508, 30, 26]}


def test_ties_for_the_win_player_who_went_out_wins():
    game = last_card_game(preset="hr")
    game.scores[:] = [480, 26, 5]  # seat 2 ends on 26 too
    events = act(game, 1, "play r1x")
    assert events[-1]["winner"] == 1


def test_ties_for_the_win_else_lowest_seat():
    game = last_card_game(players=4, preset="hr")
    game.scores[:] = [12, 60, 19, 500 - 95]  # seat 3 reaches 500; seats 0 and 2 tie on 40
    events = act(game, 1, "play r1x")
    assert events[-1]["scores"] == [40, 60, 40, 500]
    assert events[-1]["winner"] == 0


def test_single_hand_match_is_one_hand_points_still_reported():
    game = last_card_game(preset="pt")
    events = act(game, 1, "play r1x")
    assert end(events)["points"] == 49
    assert events[-1] == {"type": "match_end", "winner": 1, "scores": [0, 49, 0]}
    assert game.over and game.winner == 1


def test_single_hand_other_method_winner_takes_points():
    game = last_card_game(preset="pt", scoring="winner_takes_points")
    act(game, 1, "play r1x")
    assert not game.over


# --------------------------------------------------------------- elimination
def test_elimination_last_one_player_reaching_target_is_out():
    game = last_card_game(players=4, preset="hr", elimination="last_one", target=100)
    game.scores[:] = [80, 0, 0, 0]  # seat 0 reaches 108
    events = act(game, 1, "play r1x")
    assert {"type": "eliminated", "seat": 0} in events
    assert game.active == [False, True, True, True] and not game.over
    assert game.hands[0] == [] and all(len(game.hands[s]) >= 7 for s in (1, 2, 3))
    assert game.dealer == 1 and game.current != 0
    assert all(a.seat != 0 for a in game.legal_actions())


def test_elimination_last_one_several_reach_at_once_all_out_last_one_wins():
    game = last_card_game(players=4, preset="hr", elimination="last_one", target=100)
    game.scores[:] = [80, 0, 80, 10]  # seats 0, 2, 3 reach
    events = act(game, 1, "play r1x")
    assert [e["seat"] for e in events if e["type"] == "eliminated"] == [0, 2, 3]
    assert events[-1]["type"] == "match_end" and events[-1]["winner"] == 1


def test_elimination_too_few_would_remain_lowest_totals_stay():
    game = last_card_game(players=4, preset="hr", elimination="last_one", target=100)
    game.scores[:] = [80, 100, 90, 10]  # all four reach: 108, 100, 111, 105
    events = act(game, 1, "play r1x")
    assert [e["seat"] for e in events if e["type"] == "eliminated"] == [0, 2, 3]
    assert events[-1] == {"type": "match_end", "winner": 1, "scores": [108, 100, 111, 105]}


def test_elimination_final_two_two_remaining_play_a_final_with_reset_scores():
    game = last_card_game(players=4, preset="hr", elimination="final_two", target=100)
    game.scores[:] = [80, 0, 0, 10]  # seats 0 and 3 reach
    events = act(game, 1, "play r1x")
    assert [e["seat"] for e in events if e["type"] == "eliminated"] == [0, 3]
    assert {"type": "final_start", "seats": [1, 2]} in events
    assert game.scores == [0, 0, 0, 0] and game.in_final and not game.over
    # the final is played under the two-player rules: a Reverse acts as a Skip
    seat = game.current
    if game.phase == "color":
        act(game, seat, "color r")
    give(game, seat, f"{game.color}rv")
    events = act(game, seat, f"play {game.color}rv")
    other = 3 - seat
    assert {"type": "skip", "seat": other} in events and game.current == seat


def test_elimination_final_two_several_reach_lowest_stay_for_the_final():
    game = last_card_game(players=4, preset="hr", elimination="final_two", target=100)
    game.scores[:] = [80, 0, 85, 10]  # seats 0 (108), 2 (106), 3 (105) reach; one of them stays
    events = act(game, 1, "play r1x")
    assert [e["seat"] for e in events if e["type"] == "eliminated"] == [0, 2]
    assert {"type": "final_start", "seats": [1, 3]} in events


def test_elimination_final_two_final_decided_by_lowest_total():
    game = last_card_game(players=4, preset="hr", elimination="final_two", target=100)
    game.active[:] = [False, True, True, False]
    game.in_final = True
    game.hands[1].extend(game.hands[0] + game.hands[3])  # keep the deck whole: not dealt
    game.hands[0], game.hands[3] = [], []
    keep(game, 1, ["r1x"])
    game.scores[:] = [0, 0, 90, 0]
    events = act(game, 1, "play r1x")
    assert events[-1] == {"type": "match_end", "winner": 1, "scores": [0, 0, 111, 0]}


# --------------------------------------------------------------------- teams
def test_teams_score_only_opposing_hands_and_sum_team_scores():
    game = last_card_game(players=4, teams=2)
    events = act(game, 1, "play r1x")
    # seat 1 is in team 1 with seat 3; the opponents are seats 0 and 2
    assert end(events)["points"] == points(SEAT0 + SEAT2)
    assert end(events)["team_scores"] == [0, 49]
    assert game.team_scores() == [0, 49]


def test_teams_match_won_when_the_team_total_reaches_target():
    game = last_card_game(players=4, teams=2)
    game.scores[3] = 451
    events = act(game, 1, "play r1x")
    assert events[-1] == {"type": "match_end", "winner": 1, "scores": [0, 49, 0, 451], "team": 1,
                          "team_scores": [0, 500]}


def test_teams_player_count_must_be_a_multiple():
    from uno_access.engine import Game, InvalidRule, RuleSet
    with pytest.raises(InvalidRule) as err:
        Game(5, RuleSet.preset("official", teams=2), seed=1)
    assert err.value.reason == "teams_need_multiple"


def test_elimination_final_two_with_two_players_the_match_is_the_final():
    """Reading taken (docs/RULES.md ``final_two``: "players who reach `target` are out until two
    are left; those two play a final ... from scores of zero, to `target`"): with two players from the start, two
    already remain, so the whole match is the final and the first time someone reaches the
    target the lower total wins; no second round with reset scores.  Bug found: the engine
    reset the scores and started another "final" instead."""
    game = game_with(2, 0, {1: ["r1x"], 0: SEAT0}, start="r5x", preset="hr", elimination="final_two",
                     target=100)
    keep(game, 1, ["r1x"])
    game.scores[:] = [80, 40]
    events = act(game, 1, "play r1x")
    assert "final_start" not in types(events) and "eliminated" not in types(events)
    assert events[-1] == {"type": "match_end", "winner": 1, "scores": [108, 40]}
    assert game.over


def test_elimination_last_one_with_two_players_reaching_target_is_out_other_wins():
    game = game_with(2, 0, {1: ["r1x"], 0: SEAT0}, start="r5x", preset="hr", elimination="last_one",
                     target=100)
    keep(game, 1, ["r1x"])
    game.scores[:] = [80, 40]
    events = act(game, 1, "play r1x")
    assert {"type": "eliminated", "seat": 0} in events
    assert events[-1]["type"] == "match_end" and events[-1]["winner"] == 1
