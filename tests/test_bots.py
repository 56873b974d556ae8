"""Computer players: legal moves at every level under many rules, privacy, explanations in every
language, seeded determinism, the hard player's budget."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest
from engine_helpers import seen_by

from uno_access.bots import LEVELS, BotPlayer, EasyBot, Explanation, HardBot, NormalBot, RandomBot, make_player, render
from uno_access.bots.base import card_of
from uno_access.bots.tracker import Tracker, follow_mask
from uno_access.engine import Action, ActionKind, Card, Game, Observation, PendingWd4, RuleSet
from uno_access.engine.cards import DECK
from uno_access.i18n import LANGUAGES, Localizer

C = Card.from_code

#: rule sets the players must cope with (presets and house rules that add phases and actions)
RULES = [
    RuleSet.preset("official"),
    RuleSet.preset("it"),
    RuleSet.preset("hr"),
    RuleSet.preset("pt", stacking="mixed", jump_in="on"),
    RuleSet.preset("official", seven="swap", zero="rotate", no_wild_finish="action"),
    RuleSet.preset("pl", challenge="off", uno_call="auto", forced_play="on", jump_in="no_effect"),
    RuleSet.preset("official", zero="swap", stacking="same", illegal_wd4_caught="retract_play_legal_draw_4"),
]


def fast(level: str, seat: int, seed: int):
    """A player for tests: the hard one searches two deals, with no clock."""
    return make_player(level, seat, seed=seed, budget_ms=None, max_deals=2)


def play_hand(game: Game, players, moves: int = 3000, also_others: bool = True, rng=None):
    """Play until the hand (or ``moves``) ends; every chosen action must be legal.

    With ``also_others`` a seat that may act out of turn (catch a missed UNO, jump in) is
    sometimes asked too, with its own legal actions.
    """
    rng = rng or random.Random(0)
    hand = game.hand_number
    decisions = 0
    while not game.over and game.hand_number == hand and decisions < moves:
        seat = game.current
        if also_others and rng.random() < 0.2:
            others = [s for s in range(game.players) if s != seat and game.legal_actions(s)]
            if others:
                seat = rng.choice(others)
        legal = game.legal_actions(seat)
        action = players[seat].choose(game.observation(seat), legal)
        assert action in legal, f"{type(players[seat]).__name__} chose {action} not in {legal}"
        game.apply(action)
        decisions += 1
    return decisions


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_decision_is_legal(level: str) -> None:
    total = 0
    for i, rules in enumerate(RULES):
        for players in (2, 4):
            game = Game(players, rules=rules, seed=100 * i + players)
            # the level under test in every seat against a mix, so it meets every situation
            seats = [fast(level if s % 2 == 0 else ("random", "normal", "easy")[s % 3], s, i * 10 + s)
                     for s in range(players)]
            total += play_hand(game, seats, moves=400 if level == "hard" else 3000,
                               rng=random.Random(i))
    assert total > 100


def test_random_player_never_challenges_and_always_calls_uno() -> None:
    for seed in range(40):
        game = Game(2, seed=seed)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        while not game.over and game.hand_number == 1:
            seat = game.current
            legal = game.legal_actions(seat)
            action = bots[seat].choose(game.observation(seat), legal)
            assert action.kind != "challenge"
            if any(a.uno for a in legal) and action.kind == "play":
                assert action.uno
            game.apply(action)


def test_random_player_is_uniform_over_moves() -> None:
    game = Game(4, seed=3)
    seat = game.current
    legal = game.legal_actions(seat)
    obs = game.observation(seat)
    bot = RandomBot(7)
    counts = Counter(bot.choose(obs, legal) for _ in range(4000))
    options = {a for a in legal if a.kind in ("play", "draw")}
    assert set(counts) == options
    expected = 4000 / len(options)
    assert all(abs(n - expected) < expected * 0.25 for n in counts.values())


# -- privacy --------------------------------------------------------------------------------


def _walk(obj, seen=None):
    """Every object reachable from ``obj`` through containers, dataclass fields and __dict__/slots."""
    seen = set() if seen is None else seen
    stack = [obj]
    while stack:
        item = stack.pop()
        if id(item) in seen or isinstance(item, (str, int, float, bool, type(None))):
            continue
        seen.add(id(item))
        yield item
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        elif isinstance(item, Card):
            continue
        elif dataclasses.is_dataclass(item):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
        else:
            stack.extend(getattr(item, "__dict__", {}).values())
            for name in getattr(type(item), "__slots__", ()):
                if hasattr(item, name):
                    stack.append(getattr(item, name))


class Recorder:
    def __init__(self, inner) -> None:
        self.inner = inner
        self.received: list[tuple] = []

    def choose(self, observation, legal_actions):
        self.received.append((observation, list(legal_actions)))
        return self.inner.choose(observation, legal_actions)


def test_a_player_receives_no_other_hand_and_no_draw_pile_order() -> None:
    game = Game(4, rules=RuleSet.preset("official", seven="swap"), seed=11)
    players = [Recorder(fast(level, s, s)) for s, level in enumerate(LEVELS)]
    play_hand(game, players, moves=200, also_others=False)
    checked = 0
    for seat, recorder in enumerate(players):
        for obs, legal in recorder.received[:15]:
            assert isinstance(obs, Observation)
            assert all(a.seat == seat for a in legal)
            for item in _walk((obs, legal)):
                assert not isinstance(item, (Game, random.Random)), "the player got the game or its dice"
                if isinstance(item, dict) and item.get("type") in ("deal", "draw"):
                    assert "cards" not in item or item["seat"] == seat, f"seat {seat} sees {item}"
                if isinstance(item, dict) and item.get("type") == "hand_shown":
                    assert "cards" not in item or seat in (item["seat"], item["to"])
            checked += 1
    assert checked >= 20
    # the strongest proof: any other dealing of the unseen cards gives the very same observation
    seat = game.current
    obs = game.observation(seat)
    unseen = [c for h_seat, h in enumerate(game.hands) if h_seat != seat for c in h] + game.draw_pile
    random.Random(5).shuffle(unseen)
    hands, rest = [], unseen
    for s in range(game.players):
        if s == seat:
            hands.append(list(game.hands[s]))
        else:
            hands.append(rest[: len(game.hands[s])])
            rest = rest[len(game.hands[s]):]
    other = Game.from_observation(obs, hands, rest, seed=1)
    mine = other.observation(seat)
    for field in dataclasses.fields(Observation):
        if field.name != "history":
            assert getattr(mine, field.name) == getattr(obs, field.name), field.name
    assert set(map(id, _walk(obs))).isdisjoint({id(h) for h in game.hands} | {id(game.draw_pile)})


# -- determinism ----------------------------------------------------------------------------


@pytest.mark.parametrize("level", list(LEVELS))
def test_same_seed_same_decisions(level: str) -> None:
    def run() -> list[str]:
        game = Game(3, seed=21)
        players = [fast(level, s, 40 + s) for s in range(3)]
        out: list[str] = []
        while not game.over and game.hand_number == 1 and len(out) < 150:
            seat = game.current
            action = players[seat].choose(game.observation(seat), game.legal_actions(seat))
            out.append(action.text())
            game.apply(action)
        return out

    assert run() == run()


def test_players_use_their_own_random_generator() -> None:
    random.seed(1)
    state = random.getstate()
    game = Game(2, seed=4)
    bots = [fast("easy", 0, 1), fast("hard", 1, 2)]
    play_hand(game, bots, moves=60, also_others=False)
    assert random.getstate() == state


# -- the hard player's search ---------------------------------------------------------------


def reason(bot: BotPlayer) -> str:
    """The message id of the reason ``bot`` gave for its last decision."""
    assert bot.explanation is not None
    return bot.explanation.msg_id


class FakeClock:
    """Advances one millisecond per reading: the budget is counted in readings, not in time."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def _position_with_choices(seed: int = 2):
    """A position where seat 0 (to move) has at least two sensible moves."""
    for s in range(seed, seed + 200):
        game = Game(4, seed=s)
        seat = game.current
        plays = {a.card for a in game.legal_actions(seat) if a.kind == "play"}
        if len(plays) >= 2 and game.phase == "play":
            return game, seat
    raise AssertionError("no position found")


def test_hard_stops_at_its_deal_limit() -> None:
    game, seat = _position_with_choices()
    bot = HardBot(seed=1, budget_ms=None, max_deals=5)
    legal = game.legal_actions(seat)
    action = bot.choose(game.observation(seat), legal)
    assert action in legal
    candidates = bot._candidates(game.observation(seat), legal)
    assert bot.last_deals == 5
    # successive halving: every deal plays the moves still in, so the dropped ones get fewer
    assert 5 * len(bot.last_alive) <= bot.last_playouts < 5 * len(candidates)


def test_hard_spends_its_playouts_on_the_moves_still_in_question() -> None:
    game, seat = _position_with_choices()
    obs, legal = game.observation(seat), game.legal_actions(seat)
    bot = HardBot(seed=1, budget_ms=None, max_deals=40)
    bot.tracker.update(obs)
    candidates = bot._candidates(obs, legal)
    assert len(candidates) >= 3
    rewards = bot._halving(obs, candidates, keep=0)
    assert rewards is not None
    counts = sorted(len(r) for r in rewards)
    assert counts[-1] == 40 and counts[0] < 40  # the survivors were played on every deal
    assert 0 in bot.last_alive  # the heuristic move is never dropped: it must be beaten beyond noise
    assert all(len(rewards[i]) == 40 for i in bot.last_alive)


def test_hard_respects_its_time_budget() -> None:
    game, seat = _position_with_choices()
    obs, legal = game.observation(seat), game.legal_actions(seat)
    small = HardBot(seed=1, budget_ms=40, clock=FakeClock())
    small.choose(obs, legal)
    large = HardBot(seed=1, budget_ms=400, clock=FakeClock())
    large.choose(obs, legal)
    # each deal reads the clock once: 40 "ms" allow at most 40 deals, and the budget is used
    assert 1 <= small.last_deals <= 40
    assert small.last_deals < large.last_deals <= 400


def test_a_playout_stops_when_the_budget_runs_out_inside_it() -> None:
    """A long playout must not carry a decision past its budget: it checks the clock as it goes."""
    game, seat = _position_with_choices()
    bot = HardBot(seed=1, budget_ms=None)
    action = bot._candidates(game.observation(seat), game.legal_actions(seat))[0]
    no_chance = [0.0] * game.players
    whole = bot._playout(game.clone(), action, seat, random.Random(3), no_chance)
    assert whole in (0.0, 0.5, 1.0)
    assert bot._playout(game.clone(), action, seat, random.Random(3), no_chance, deadline=float("-inf")) is None
    # with a clock that runs 1 "ms" a reading and a 5 ms budget, playouts are cut, not finished
    clock = FakeClock()
    tight = HardBot(seed=1, budget_ms=5, clock=clock)
    tight.choose(game.observation(seat), game.legal_actions(seat))
    assert clock.now <= 0.008


def test_hard_samples_only_consistent_deals() -> None:
    game, seat = _position_with_choices(7)
    obs = game.observation(seat)
    bot = HardBot(seed=3, budget_ms=None, max_deals=1)
    bot.tracker.update(obs)
    for _ in range(20):
        hands, pile = bot._deal(obs)
        assert hands[seat] == obs.hand
        assert [len(h) for h in hands] == obs.counts
        assert len(pile) == obs.draw_pile_size
        assert Counter(c for h in hands for c in h) + Counter(pile) + Counter(obs.discard) == Counter(DECK)
        Game.from_observation(obs, hands, pile, seed=1)  # a complete, valid game


def test_tracker_learns_voids_and_shown_hands() -> None:
    history = (
        {"type": "hand_start", "hand": 1, "dealer": 0, "rules": "official"},
        {"type": "start_card", "card": "r5x"},
        {"type": "draw", "seat": 1, "count": 1, "reason": "turn"},
        {"type": "play", "seat": 2, "card": "g5x"},
        {"type": "draw", "seat": 3, "count": 1, "reason": "turn"},
        {"type": "hand_shown", "seat": 2, "to": 0, "cards": ["b1x", "b2x"]},
        {"type": "draw", "seat": 3, "count": 2, "reason": "draw_two"},
        {"type": "challenge", "seat": 1, "target": 2, "legal": True},
    )
    tracker = Tracker()
    tracker.update(seen_by(0, 4, history))
    assert tracker.voids[1] == {"r"}
    assert tracker.voids[3] == set()  # drew penalty cards since: nothing known any more
    assert tracker.known[2] == Counter({C("b1x"): 1, C("b2x"): 1})
    assert tracker.challenge_rate(1) > tracker.challenge_rate(2)
    # a seat that faced no Wild Draw Four is given the prior; each one faced moves it toward the truth
    assert tracker.challenge_rate(2, prior=0.1) == pytest.approx(0.1)
    assert tracker.challenge_rate(1, prior=0.1) > 0.1


def test_hard_deals_respect_a_void_most_of_the_time() -> None:
    game, seat = _position_with_choices(3)
    obs = game.observation(seat)
    bot = HardBot(seed=2, budget_ms=None, max_deals=1)
    bot.tracker.update(obs)
    other = next(s for s in range(obs.players) if s != seat)
    bot.tracker.voids[other] = {"r"}
    clean = sum(all(c.color != "r" for c in bot._deal(obs)[0][other]) for _ in range(100))
    assert clean >= 60


def test_hard_integer_deals_are_consistent_and_follow_the_slots_and_known_cards() -> None:
    game, seat = _position_with_choices(3)
    obs = game.observation(seat)
    bot = HardBot(seed=2, budget_ms=None, max_deals=1)
    bot.tracker.update(obs)
    other, third = [s for s in range(obs.players) if s != seat][:2]
    red = sum(1 << c.index for c in set(DECK) if c.color == "r")
    bot.tracker.slots[other] = [red] * obs.counts[other]  # its history rules out every red card
    unseen = Counter(DECK) - Counter(obs.hand) - Counter(obs.discard)
    shown = next(c for c in unseen if c.color == "g")
    bot.tracker.known[third] = Counter({shown: 1})  # a challenge showed it this card
    clean = 0
    for _ in range(200):
        dealt_ints = bot._deal_ints(obs)
        assert dealt_ints is not None
        hands, pile = dealt_ints
        assert hands[seat] == [c.index for c in obs.hand]
        assert [len(h) for h in hands] == obs.counts and len(pile) == obs.draw_pile_size
        dealt = Counter(i for h in hands for i in h) + Counter(pile) + Counter(c.index for c in obs.discard)
        assert dealt == Counter(c.index for c in DECK)
        assert shown.index in hands[third]
        clean += all(not red >> i & 1 for i in hands[other])
    # believed with probability slot_belief (0.9); a free deal of 7 cards holds no red about 1 in 8
    assert 0.82 * 200 <= clean <= 0.97 * 200


# -- the normal player's heuristics ---------------------------------------------------------


def _obs(hand: list[str], top: str, color: str, counts=(3, 5), **extra) -> Observation:
    game = Game(2, seed=1)
    obs = game.observation(0)
    cards = [C(c) for c in hand]
    fields: dict[str, Any] = dict(hand=cards, top=C(top), color=color, current=0, phase="play", counts=list(counts),
                  discard=[C(top)], direction=1, active=[0, 1])
    fields.update(extra)
    return dataclasses.replace(obs, **fields)


def plays(hand: list[str], top: str, color: str) -> list[Action]:
    out = []
    for code in dict.fromkeys(hand):
        card = C(code)
        if card.is_wild:
            out += [Action(0, ActionKind.PLAY, card, c) for c in "rygb"]
        elif card.color == color or card.rank == C(top).rank:
            out.append(Action(0, ActionKind.PLAY, card))
    return out + [Action(0, ActionKind.DRAW)]


def test_normal_keeps_its_wild_and_follows_the_colour_it_holds_most() -> None:
    hand = ["wld", "b7x", "b2x", "b9x", "bsk", "r7x"]
    obs = _obs(hand, "g7x", "g", counts=(6, 5))
    bot = NormalBot(seed=1, persona=0)
    action = bot.choose(obs, plays(hand, "g7x", "g"))
    assert action.card == C("b7x")
    assert reason(bot) == "bot-why-kept-wild"
    assert bot.explain(Localizer("en")) == "Ben kept his Wild and played a blue 7 because he holds four blue cards."


def test_normal_changes_to_the_colour_the_next_player_cannot_follow() -> None:
    """Red and blue held alike: the normal player plays the 7 of the colour whose cards the next
    player's history rules out (it drew on that colour), whichever seed breaks ties."""
    hand = ["r7x", "b7x", "r1x", "b1x"]
    obs = _obs(hand, "g7x", "g", counts=(4, 5))
    for color, expected in (("b", "b7x"), ("r", "r7x")):
        for seed in range(6):
            bot = NormalBot(seed=seed)
            bot.tracker.update(obs)
            bot.tracker.slots[1] = [follow_mask(C(color + "5x"), color)] * 5
            assert bot.choose(obs, plays(hand, "g7x", "g")).card == C(expected)


def test_normal_names_the_colour_it_holds_most() -> None:
    hand = ["wld", "y1x", "y2x", "g3x"]
    obs = _obs(hand, "r5x", "r", counts=(4, 5))
    action = NormalBot(seed=1).choose(obs, plays(hand, "r5x", "r"))
    assert action.card == C("wld") and action.color == "y"


def test_normal_attacks_a_player_about_to_go_out_and_dumps_points() -> None:
    hand = ["r2x", "rd2", "r9x"]
    obs = _obs(hand, "r5x", "r", counts=(3, 1))
    bot = NormalBot(seed=1)
    assert bot.choose(obs, plays(hand, "r5x", "r")).card == C("rd2")
    assert reason(bot) == "bot-why-attack"


def test_normal_does_not_bluff_and_challenges_on_the_evidence() -> None:
    """The chance of a bluff is the odds that the offender held a card of the colour, weighed by
    Bayes with how often its Wild Draw Fours were bluffs: twelve cards and no record is likely a
    bluff, one card is not, and twelve cards from a player shown honest six times is believed."""
    hand = ["dr4", "g1x", "y4x"]
    obs = _obs(hand, "g5x", "g")
    action = NormalBot(seed=1).choose(obs, plays(hand, "g5x", "g"))
    assert action.card != C("dr4")
    bot = NormalBot(seed=1)
    bot.tracker.update(obs)
    many = _obs(["r1x"], "dr4", "b", counts=(1, 12), phase="challenge",
                public={**obs.public, "wd4": PendingWd4(1, C("g5x"), "g")})
    few = dataclasses.replace(many, counts=[1, 1])
    assert bot.follow_odds(many, 1) > 0.9 and bot.follow_odds(few, 1) < 0.3
    assert bot.bluff_odds(many) > 0.5 > 0.1 > bot.bluff_odds(few)
    legal = [Action(0, ActionKind.CHALLENGE), Action(0, ActionKind.ACCEPT)]
    assert NormalBot(seed=1).choose(many, legal).kind == "challenge"
    assert NormalBot(seed=1).choose(few, legal).kind == "accept"
    believer = NormalBot(seed=1)
    believer.tracker.update(many)
    believer.tracker.wd4_shown[1] = 6  # six challenged Wild Draw Fours, all legal
    assert believer.choose(many, legal).kind == "accept"
    assert reason(believer) == "bot-why-accept"


def test_normal_catches_and_easy_rarely_does() -> None:
    obs = _obs(["r1x", "r2x"], "r5x", "r", counts=(2, 1), uno_open=1)
    legal = plays(["r1x", "r2x"], "r5x", "r") + [Action(0, ActionKind.CATCH, target=1)]
    assert NormalBot(seed=1).choose(obs, legal).kind == "catch"
    caught = sum(EasyBot(seed=s).choose(obs, legal).kind == "catch" for s in range(200))
    assert 5 <= caught <= 70


def test_easy_sometimes_forgets_uno() -> None:
    hand = ["r1x", "r2x"]
    obs = _obs(hand, "r5x", "r", counts=(2, 5))
    legal = []
    for code in hand:
        legal += [Action(0, ActionKind.PLAY, C(code)), Action(0, ActionKind.PLAY, C(code), uno=True)]
    legal.append(Action(0, ActionKind.DRAW))
    calls = Counter(EasyBot(seed=s).choose(obs, legal).uno for s in range(300) if True)
    assert calls[False] > 30 and calls[True] > 100
    assert all(NormalBot(seed=s).choose(obs, legal).uno for s in range(20))


# -- levels, names, explanations ------------------------------------------------------------


def test_make_player_levels() -> None:
    assert {type(make_player(level)).level for level in LEVELS} == set(LEVELS)
    hard = make_player("HARD", budget_ms=10)
    assert isinstance(hard, HardBot) and hard.budget_ms == 10
    with pytest.raises(ValueError):
        make_player("expert")


def test_console_gets_the_players_of_this_package() -> None:
    from uno_access.console.session import make_bot

    assert isinstance(make_bot("hard", 2, 5), HardBot)
    assert isinstance(make_bot("easy", 1, None), EasyBot)


#: one example of every explanation, with the arguments the players give it
EXAMPLES = [
    Explanation("bot-why-random"),
    Explanation("bot-why-random-play", {"card": C("gsk")}),
    Explanation("bot-why-careless", {"card": C("y0x")}),
    Explanation("bot-why-forgot-uno", {"card": C("r4x")}),
    Explanation("bot-why-uno"),
    Explanation("bot-why-only-play", {"card": C("dr4")}),
    Explanation("bot-why-follow", {"card": C("b7x"), "color": "b", "count": 4}),
    Explanation("bot-why-kept-wild", {"card": C("b7x"), "color": "b", "count": 1}),
    Explanation("bot-why-wild", {"card": C("wld"), "color": "y", "count": 3}),
    Explanation("bot-why-attack", {"card": C("rd2"), "target": 3, "count": 1}),
    Explanation("bot-why-dump", {"card": C("wld"), "points": 50}),
    Explanation("bot-why-draw-none"),
    Explanation("bot-why-draw-choice"),
    Explanation("bot-why-play-drawn", {"card": C("g9x")}),
    Explanation("bot-why-pass"),
    Explanation("bot-why-color", {"color": "g", "count": 5}),
    Explanation("bot-why-challenge", {"percent": 72}),
    Explanation("bot-why-accept", {"percent": 12}),
    Explanation("bot-why-catch", {"target": 1}),
    Explanation("bot-why-swap", {"target": 2, "count": 2}),
    Explanation("bot-why-jump", {"card": C("brv")}),
    Explanation("bot-why-search-play", {"card": C("ysk"), "samples": 61, "percent": 48}),
    Explanation("bot-why-search-move", {"move": "draw", "samples": 22, "percent": 31}),
    Explanation("bot-why-bluff", {"card": C("dr4"), "color": "r", "samples": 40, "percent": 55}),
]


def test_the_examples_cover_every_explanation() -> None:
    from test_locales import load

    ids = {m for m in load("en")["bots.ftl"] if m.startswith("bot-why-")}
    assert {e.msg_id for e in EXAMPLES} == ids


@pytest.mark.parametrize("lang", LANGUAGES)
def test_explanations_render_in_every_language(lang: str) -> None:
    from uno_access.narration.cardnames import card_name

    loc = Localizer(lang)
    english = Localizer("en")
    for persona in (0, 1):
        name = loc.format("bot-name", persona=persona)
        for example in EXAMPLES:
            text = render(loc, example, persona, personas=[0, 1, 2, 3])
            assert text.startswith(name) or name in text, text
            assert "{" not in text and "}" not in text
            if lang != "en":
                assert text != render(english, example, persona), f"{lang}: {example.msg_id} is English"
            card = example.args.get("card")
            if card is not None and lang == "en":
                assert card_name(loc, card) in text


def test_plurals_and_gender_agree() -> None:
    pl = Localizer("pl")
    ex = Explanation("bot-why-follow", {"card": C("b7x"), "color": "b", "count": 2})
    assert render(pl, ex, 0) == "Bartek zagrał niebieską siódemkę, bo ma na ręce dwie niebieskie karty."
    five = Explanation("bot-why-follow", {"card": C("b7x"), "color": "b", "count": 5})
    assert render(pl, five, 1) == "Ania zagrała niebieską siódemkę, bo ma na ręce pięć niebieskich kart."
    hr = Localizer("hr")
    assert "tri karte u plavoj boji" in render(hr, Explanation("bot-why-follow", {"card": C("b7x"), "color": "b", "count": 3}), 1)
    assert "odigrala" in render(hr, ex, 1)


def test_every_decision_comes_with_an_explanation_in_every_language() -> None:
    locs = [Localizer(lang) for lang in LANGUAGES]
    game = Game(4, seed=8)
    players = [fast(level, s, s) for s, level in enumerate(LEVELS)]
    seen = set()
    hand = game.hand_number
    while not game.over and game.hand_number == hand:
        seat = game.current
        action = players[seat].choose(game.observation(seat), game.legal_actions(seat))
        seen.add(players[seat].explanation.msg_id)
        for loc in locs:
            assert players[seat].explain(loc)
        game.apply(action)
    assert len(seen) >= 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_and_styles_per_seat(lang: str) -> None:
    loc = Localizer(lang)
    names = [make_player("normal", seat).name(loc) for seat in range(10)]
    assert len(set(names)) == 10
    for seat in range(3):
        player = make_player("easy", seat)
        assert player.describe(loc).startswith(player.name(loc))
    # a player made without a seat takes its persona from the first observation
    bot = make_player("normal")
    game = Game(4, seed=1)
    bot.choose(game.observation(game.current), game.legal_actions(game.current))
    assert bot.persona == game.current


def test_hard_challenges_on_evidence() -> None:
    base = _obs(["r1x", "y2x"], "dr4", "b", counts=(2, 6), phase="challenge")
    obs = dataclasses.replace(base, public={**base.public, "wd4": PendingWd4(1, C("g5x"), "g")})
    legal = [Action(0, ActionKind.CHALLENGE), Action(0, ActionKind.ACCEPT)]
    honest = HardBot(seed=1, budget_ms=None, max_deals=2)
    honest.tracker.update(obs)
    honest.tracker.wd4_shown[1] = 6  # six challenged Wild Draw Fours, all legal
    assert honest.choose(obs, legal).kind == "accept"
    bluffer = HardBot(seed=1, budget_ms=None, max_deals=2)
    bluffer.tracker.update(obs)
    bluffer.tracker.wd4_shown[1] = bluffer.tracker.wd4_bluffs[1] = 6
    assert bluffer.choose(obs, legal).kind == "challenge"
    assert reason(bluffer) == "bot-why-challenge"
    assert honest.bluff_odds(obs) < honest.challenge_threshold < bluffer.bluff_odds(obs)


def test_hard_bluffs_a_wild_draw_four_when_it_pays() -> None:
    """Two players; the other holds one card and has never challenged (it took twelve Wild Draw
    Fours): the hard player (100 deals a decision, no clock) mostly plays its Wild Draw Four
    although it could follow red, to stop the other going out, and says it was a bluff."""
    hand = ["dr4", "r5x", "r3x"]
    obs = _obs(hand, "r1x", "r", counts=(3, 1), draw_pile_size=108 - 3 - 1 - 1)
    chosen = []
    for seed in range(5):
        bot = HardBot(seed=seed, budget_ms=None, max_deals=100)
        bot.tracker.update(obs)
        bot.tracker.faced_wd4[1] = 12
        action = bot.choose(obs, plays(hand, "r1x", "r"))
        if action.card == C("dr4"):
            assert reason(bot) == "bot-why-bluff"
        chosen.append(card_of(action).code)
    assert chosen.count("dr4") >= 3, chosen


def test_tracker_rules_out_card_kinds_slot_by_slot() -> None:
    """A turn draw rules out, for every card then held, the colour in play, the top's number and
    the Wilds; a Wild played rules out the colour and number for the rest; a card drawn is free;
    a card played takes the most constrained slot it fits."""
    history: tuple[dict[str, object], ...] = (
        {"type": "hand_start", "hand": 1, "dealer": 0, "rules": "official"},
        {"type": "deal", "seat": 1, "count": 3},
        {"type": "start_card", "card": "r5x"},
        {"type": "draw", "seat": 1, "count": 1, "reason": "turn"},
    )
    tracker = Tracker()
    tracker.update(seen_by(0, 2, history))
    masks = tracker.slots[1]
    assert len(masks) == 4 and masks.count(0) == 1  # three constrained cards and the one drawn

    def excluded(mask: int) -> set[str]:
        return {c.code for c in DECK if mask >> c.index & 1}

    ruled_out = excluded(max(masks))
    assert {"r1x", "rsk", "g5x", "b5x", "wld", "dr4"} <= ruled_out and not {"g1x", "bsk"} & ruled_out
    history += ({"type": "play", "seat": 1, "card": "g5x"},)  # a 5 fits only the card drawn
    tracker.update(seen_by(0, 2, history))
    assert tracker.slots[1].count(0) == 0 and len(tracker.slots[1]) == 3
    history += ({"type": "play", "seat": 1, "card": "wld", "color": "blue"},)  # a Wild it "could not" hold:
    tracker.update(seen_by(0, 2, history))  # the inference is dropped
    assert tracker.slots[1] == [0, 0]


def test_the_search_overrules_by_the_weighted_deals() -> None:
    """``search._better`` counts each deal with its weight: a move that wins only on deals the
    history makes unlikely does not beat the heuristic move, and a paired gain beyond the noise
    of the effective number of deals does."""
    from uno_access.bots.search import _better, _mean

    best = [1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0]
    mine = [0.0] * 8
    assert _better(best, mine, 1.0)
    assert not _better(best, mine, 1.0, [0.01] * 4 + [1.0] * 4)
    assert _mean(best, [0.01] * 4 + [1.0] * 4) == pytest.approx(0.04 / 4.04)
    assert _mean(best, None, 4) == 0.0
    assert _better([1.0, 0.9, 1.0, 0.8], [0.0, 0.1, 0.0, 0.0], 3.0, [1.0, 2.0, 1.0, 0.5])
    assert not _better([1.0, 0.0], [0.0, 0.0], 1.0, [1.0, 0.0])  # one deal in effect: no evidence
