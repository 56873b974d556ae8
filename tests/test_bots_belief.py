"""The hard player's belief over hidden hands (``Tracker.slots``): sound against players who never
draw by choice, sharp enough to matter, and followed by the deals the search samples."""

from __future__ import annotations

import pytest
from engine_helpers import seen_by

from benchmarks.rlcard_agents import V1Bot
from uno_access.bots import make_player
from uno_access.bots.tracker import Tracker
from uno_access.engine import Card, Game, RuleSet
from uno_access.engine.cards import DECK

C = Card.from_code


SEEDS = 12


def fits(hand: list[Card], slots: list[int]) -> bool:
    """Whether the cards of ``hand`` can be given one slot each that does not rule them out
    (a bipartite matching, by augmenting paths)."""
    if len(hand) != len(slots):
        return False
    owner: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        for j, mask in enumerate(slots):
            if j in seen or mask >> hand[i].index & 1:
                continue
            seen.add(j)
            if j not in owner or place(owner[j], seen):
                owner[j] = i
                return True
        return False

    return all(place(i, set()) for i in range(len(hand)))


def _excluded(mask: int) -> set[str]:
    return {c.code for c in DECK if mask >> c.index & 1}


@pytest.mark.parametrize("opponent", ["v1", "normal"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_belief_holds_the_real_hand_of_players_who_never_draw_by_choice(opponent: str, players: int) -> None:
    """Against RLCard's rule agent and the normal player (who play a card whenever they can and
    keep their Wilds for need), every opponent's real hand fits its slots after every event seen,
    it holds the colour it named for its last Wild Draw Four (or a Wild), and the belief is not
    empty: many slots rule something out."""
    rules = RuleSet.preset("official")
    constrained = total = claims = 0
    for seed in range(SEEDS):
        game = Game(players, rules=rules, seed=seed, record=True)
        bots = [make_player("normal", 0, seed=seed)] + [
            V1Bot(seed * 10 + s, s) if opponent == "v1" else make_player("normal", s, seed=seed * 10 + s)
            for s in range(1, players)]
        tracker = Tracker()
        hand = game.hand_number
        while not game.over and game.hand_number == hand:
            tracker.update(game.observation(0))
            for s in range(1, players):
                assert fits(game.hands[s], tracker.slots[s]), (seed, s, game.hands[s], tracker.slots[s])
                if tracker.holds[s] is not None:  # the colour named for a Wild Draw Four is held
                    assert any(c.color in (tracker.holds[s], None) for c in game.hands[s])
                    claims += 1
                constrained += sum(1 for m in tracker.slots[s] if m)
                total += len(tracker.slots[s])
            seat = game.current
            game.apply(bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    assert constrained > 0.3 * total and claims > 0


def test_a_card_drawn_and_not_played_did_not_fit_the_top_card() -> None:
    history: tuple[dict[str, object], ...] = (
        {"type": "hand_start", "hand": 1, "dealer": 0, "rules": "official"},
        {"type": "deal", "seat": 1, "count": 2},
        {"type": "start_card", "card": "r5x"},
        {"type": "turn", "seat": 1},
        {"type": "draw", "seat": 1, "count": 1, "reason": "turn"},
    )
    tracker = Tracker()
    tracker.update(seen_by(0, 2, history))
    assert tracker.slots[1][-1] == 0  # still open: it may play the card it drew
    history += ({"type": "turn", "seat": 0},)
    tracker.update(seen_by(0, 2, history))
    drawn = _excluded(tracker.slots[1][-1])
    assert {"r1x", "g5x", "wld"} <= drawn and "dr4" not in drawn and "g1x" not in drawn
    # drawn and played: the card it drew fitted, nothing more is known of it
    history += ({"type": "play", "seat": 0, "card": "r7x"}, {"type": "turn", "seat": 1},
                {"type": "draw", "seat": 1, "count": 1, "reason": "turn"},
                {"type": "play", "seat": 1, "card": "b7x"})
    tracker.update(seen_by(0, 2, history))
    assert len(tracker.slots[1]) == 3 and all(m for m in tracker.slots[1])


def test_a_wild_draw_four_is_read_as_honest_but_its_odds_use_the_belief_before() -> None:
    history: tuple[dict[str, object], ...] = (
        {"type": "hand_start", "hand": 1, "dealer": 0, "rules": "official"},
        {"type": "deal", "seat": 1, "count": 4},
        {"type": "start_card", "card": "r5x"},
        {"type": "play", "seat": 1, "card": "dr4", "color": "blue"},
    )
    tracker = Tracker()
    tracker.update(seen_by(0, 2, history))
    assert tracker.wd4_slots[1] == [0, 0, 0]
    assert all({"r1x", "g5x"} <= _excluded(m) for m in tracker.slots[1])
    # it named blue, the colour it holds most: one card left is blue (or a Wild)
    assert tracker.holds[1] == "b"
    allowed = [{c.code for c in DECK} - _excluded(m) for m in tracker.belief(1)]
    assert sum(1 for a in allowed if a <= {c.code for c in DECK if c.color in ("b", None)}) == 1
    unseen = [2] * 54
    red = sum(1 << c.index for c in DECK if c.color == "r")
    free = tracker.follow_odds(tracker.wd4_slots[1], unseen, red)
    # a player that drew on red before holds no red card unless it drew one since
    ruled = tracker.follow_odds([red] * 3, unseen, red)
    assert ruled == 0.0 < free < 1.0
    assert free == pytest.approx(1 - (1 - 26 / 108) ** 3)


def test_a_bluff_shown_by_a_challenge_takes_the_honest_reading_back() -> None:
    history: tuple[dict[str, object], ...] = (
        {"type": "hand_start", "hand": 1, "dealer": 0, "rules": "official"},
        {"type": "deal", "seat": 1, "count": 4},
        {"type": "deal", "seat": 2, "count": 4},
        {"type": "start_card", "card": "r5x"},
        {"type": "play", "seat": 1, "card": "dr4", "color": "blue"},
        {"type": "challenge", "seat": 2, "target": 1, "legal": False},
        {"type": "draw", "seat": 1, "count": 4, "reason": "challenge"},
    )
    tracker = Tracker()
    tracker.update(seen_by(0, 3, history))
    assert tracker.slots[1] == [0] * 7 and tracker.holds[1] is None
    assert tracker.bluff_propensity(1) > tracker.bluff_propensity(2)


def test_the_cards_played_after_an_unchallenged_wild_draw_four_show_whether_it_was_a_bluff() -> None:
    """Seat 1 plays a Wild Draw Four on red, unchallenged: a red card it plays before it draws
    again was in its hand then (a bluff); seat 2's cards of then are counted down as it plays
    others, and played out without a red card they prove it honest; seat 3 drew before its
    yellow card, which may be a new one: no evidence."""
    history: tuple[dict[str, object], ...] = (
        {"type": "hand_start", "hand": 1, "dealer": 0, "rules": "official"},
        {"type": "deal", "seat": 1, "count": 3},
        {"type": "deal", "seat": 2, "count": 3},
        {"type": "deal", "seat": 3, "count": 3},
        {"type": "start_card", "card": "r5x"},
        {"type": "play", "seat": 1, "card": "dr4", "color": "blue"},
        {"type": "draw", "seat": 2, "count": 4, "reason": "draw_four"},
        {"type": "play", "seat": 3, "card": "b5x"},
        {"type": "play", "seat": 1, "card": "b9x"},
        {"type": "play", "seat": 1, "card": "r2x"},
        {"type": "play", "seat": 2, "card": "dr4", "color": "green"},
        {"type": "draw", "seat": 3, "count": 4, "reason": "draw_four"},
        {"type": "play", "seat": 3, "card": "dr4", "color": "yellow"},
        {"type": "draw", "seat": 3, "count": 1, "reason": "turn"},
        {"type": "play", "seat": 3, "card": "y2x"},
        {"type": "play", "seat": 2, "card": "y4x"},
        {"type": "play", "seat": 2, "card": "g2x"},
    )
    tracker = Tracker()
    tracker.update(seen_by(0, 4, history))
    assert (tracker.wd4_shown[1], tracker.wd4_bluffs[1]) == (1, 1)
    assert tracker.wd4_watch.get(2) == (sum(1 << c.index for c in set(DECK) if c.color == "r"), 4)
    assert (tracker.wd4_shown[3], tracker.wd4_bluffs[3]) == (0, 0) and 3 not in tracker.wd4_watch
    assert tracker.bluff_propensity(1) > 0.3
    ending = ({"type": "play", "seat": 2, "card": f"g{n}x"} for n in (3, 4, 5, 6))
    tracker.update(seen_by(0, 4, history + tuple(ending)))
    assert (tracker.wd4_shown[2], tracker.wd4_bluffs[2]) == (1, 0) and 2 not in tracker.wd4_watch
    assert tracker.bluff_propensity(2) < tracker.bluff_propensity(3) == 0.05  # (the prior: no evidence)


def test_a_change_of_colour_by_number_makes_a_hand_full_of_that_colour_unlikely() -> None:
    """``play_likelihood``: a player choosing among the cards it could play at random by copies
    rarely plays the blue 5 on a red 5 while it holds three reds; a drawn card played is no
    choice, and a draw forgets the plays before it (its hand then is no longer known)."""
    history: tuple[dict[str, object], ...] = (
        {"type": "hand_start", "hand": 1, "dealer": 0, "rules": "official"},
        {"type": "deal", "seat": 1, "count": 4},
        {"type": "start_card", "card": "r5x"},
        {"type": "turn", "seat": 1},
        {"type": "play", "seat": 1, "card": "b5x"},
    )
    tracker = Tracker()
    tracker.update(seen_by(0, 2, history))
    reds = [C(code).index for code in ("r1x", "r2x", "r3x")]
    others = [C(code).index for code in ("g1x", "g2x", "y3x")]
    assert tracker.play_likelihood(1, reds, 1.0) == pytest.approx(1 / 4)  # 3 reds and the blue 5 fitted
    assert tracker.play_likelihood(1, others, 1.0) == 1.0  # the blue 5 was its only play
    assert tracker.play_likelihood(1, reds, 0.5) == pytest.approx(0.5 + 0.5 / 4)
    assert tracker.play_likelihood(1, reds, 0.0) == 1.0
    history += ({"type": "turn", "seat": 0}, {"type": "play", "seat": 0, "card": "b7x"},
                {"type": "turn", "seat": 1}, {"type": "draw", "seat": 1, "count": 1, "reason": "turn"},
                {"type": "play", "seat": 1, "card": "b2x"})
    tracker.update(seen_by(0, 2, history))
    assert tracker.recent[1] == []
    assert tracker.play_likelihood(1, reds, 1.0) == 1.0
