"""Helpers for the engine tests and the engine fuzzer.

``stacked(...)`` builds a deck order (108 codes) from a description of the
deal, so a scenario test can say exactly who holds what.  ``RandomDriver``
plays random legal actions with every invariant checked after each step;
the property tests and ``benchmarks/fuzz_engine.py`` share it.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Mapping, Sequence

from uno_access.engine import (
    ALL_CARDS,
    COLORS,
    DECK,
    DECK_COUNTS,
    PRESETS,
    Action,
    Game,
    Observation,
    RuleSet,
    UnoError,
    event_from_dict,
    parse_deck,
)
from uno_access.engine.actions import ACTION_KINDS
from uno_access.engine.rules import CHOICES, all_values

#: a hand of seven cards with no wild, no action card and colours spread out
#: (tests use it for seats whose cards do not matter)
PLAIN = ["g1x", "g2x", "g3x", "y1x", "y2x", "y3x", "b9x"]


def stacked(players: int, dealer: int, hands: dict[int, list[str]], start: str,
            pile: list[str] | tuple[str, ...] = (), rest_first: list[str] | tuple[str, ...] = ()) -> list[str]:
    """A deck order of 108 codes for ``Game(players, rules, seed, deck=..., dealer=dealer)``.

    ``hands`` gives up to seven codes per seat (in the order dealt to that
    seat); the deal goes one card at a time around the table starting left of
    the dealer, as the engine deals.  Seats not given, or given fewer than
    seven cards, are filled from the rest of the deck.  ``start`` is the card
    turned up, ``pile`` the draw pile from the top.  The remaining cards follow
    (``rest_first`` first, then the rest of the deck in ``DECK`` order).
    Raises ``ValueError`` if the description asks for more copies of a card
    than a deck has.
    """
    used: Counter[str] = Counter()
    for codes in hands.values():
        used.update(codes)
    used.update([start, *pile, *rest_first])
    left = Counter(DECK_COUNTS) - used
    for code, n in used.items():
        if n > DECK_COUNTS.get(code, 0):
            raise ValueError(f"the description uses {code} {n} times; a deck has {DECK_COUNTS.get(code, 0)}")
    rest = list(rest_first)
    for card in DECK:
        if left[card.code] > 0:
            left[card.code] -= 1
            rest.append(card.code)
    filler = iter(rest[len(rest_first):])
    full: dict[int, list[str]] = {}
    for seat in range(players):
        given = list(hands.get(seat, []))
        if len(given) > 7:
            raise ValueError(f"seat {seat} is given {len(given)} cards")
        while len(given) < 7:
            given.append(next(filler))
        full[seat] = given
    remaining = list(rest_first) + list(filler)
    order = [(dealer + 1 + i) % players for i in range(players)]
    deck: list[str] = []
    for i in range(7):
        for seat in order:
            deck.append(full[seat][i])
    deck.append(start)
    deck.extend(pile)
    deck.extend(remaining)
    parse_deck(deck)  # exactly one deck, or an error naming the difference
    return deck


def game_with(players: int = 3, dealer: int = 0, hands: dict | None = None, start: str = "r5x",
              pile=(), preset: str = "official", seed: int = 1, **switches) -> Game:
    """A game on a stacked deck under ``preset`` with ``switches``."""
    rules = RuleSet.preset(preset, **switches)
    deck = stacked(players, dealer, hands or {}, start, pile)
    return Game(players, rules, seed, deck=deck, dealer=dealer)


def act(game: Game, seat: int, text: str) -> list:
    """Apply the action written as text (``"play wld r"``) and return its events as dicts."""
    return [e.to_dict() for e in game.apply(Action.parse(seat, text))]


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def hand_codes(game: Game, seat: int) -> list[str]:
    return sorted(c.code for c in game.hands[seat])


def keep(game: Game, seat: int, codes: list[str]) -> None:
    """Cut ``seat``'s hand down to ``codes`` (which it must hold); the other cards go to the
    bottom of the draw pile, so the deck stays whole.  For tests that need a short hand."""
    hand = game.hands[seat]
    wanted = Counter(codes)
    kept, gone = [], []
    for card in hand:
        if wanted[card.code] > 0:
            wanted[card.code] -= 1
            kept.append(card)
        else:
            gone.append(card)
    if +wanted:
        raise ValueError(f"seat {seat} does not hold {sorted(wanted.elements())}")
    hand[:] = kept
    game.draw_pile[:0] = gone


def give(game: Game, seat: int, code: str) -> None:
    """Move one ``code`` card into ``seat``'s hand from the draw pile (else from another hand),
    sending that seat's first card back in its place, so every count stays as it was."""
    for source in [game.draw_pile] + [h for s, h in enumerate(game.hands) if s != seat]:
        for i, card in enumerate(source):
            if card.code == code:
                hand = game.hands[seat]
                source[i] = hand[0]
                hand[0] = card
                return
    raise ValueError(f"no {code} outside seat {seat}'s hand")


def count_cards(game: Game) -> Counter:
    cards = list(game.draw_pile) + list(game.discard)
    for hand in game.hands:
        cards.extend(hand)
    return Counter(c.code for c in cards)


# ---------------------------------------------------------------- random play
def random_rules(rng: random.Random) -> tuple[RuleSet, int]:
    """A random preset with random switches and a seat count that suits them."""
    preset = rng.choice(list(PRESETS))
    switches: dict[str, object] = {}
    for name in CHOICES:
        if name == "dealer":
            continue
        if rng.random() < 0.5:
            switches[name] = rng.choice(list(all_values(name)))
    if rng.random() < 0.3:
        switches["target"] = rng.choice([50, 100, 150, 200])
    values = {**PRESETS[preset], **switches}
    if values["elimination"] != "off":
        switches["scoring"] = "lowest_score"
        switches["teams"] = "off"
        values = {**PRESETS[preset], **switches}
    teams = values["teams"]
    if teams != "off":
        players = int(str(teams)) * rng.randint(1, 10 // int(str(teams)))
    else:
        players = rng.randint(2, 10)
    if rng.random() < 0.2:
        switches["dealer"] = f"seat:{rng.randrange(players)}"
    elif rng.random() < 0.3:
        switches["dealer"] = "high_card_redraw"
    return RuleSet.preset(preset, **switches), players


class Violation(AssertionError):
    """An invariant broke; ``str`` says which and where."""


def _random_action(rng: random.Random, game: Game) -> Action:
    """A random well-formed-looking action of any kind by any seat."""
    kind = rng.choice(ACTION_KINDS)
    seat = rng.randrange(game.players)
    card = color = target = None
    uno = False
    if kind in ("play", "jump_in"):
        hand = game.hands[seat]
        card = rng.choice(hand) if hand and rng.random() < 0.7 else rng.choice(ALL_CARDS)
        if card.is_wild:
            color = rng.choice(COLORS)
        uno = len(hand) == 2 and rng.random() < 0.3
    elif kind == "color":
        color = rng.choice(COLORS)
    elif kind in ("catch", "swap"):
        target = rng.randrange(game.players)
    return Action(seat, kind, card, color, target, uno)


def _penalty_play(game: Game, action: Action) -> bool:
    """Whether ``illegal_play=penalty`` accepts this non-legal play as a penalized table play."""
    return (
        game.rules.illegal_play == "penalty" and action.kind == "play" and action.seat == game.current
        and game.phase == "play" and not game.pending_draw and action.card in game.hands[action.seat]
    )


class RandomDriver:
    """Plays a game with random legal actions, checking the invariants after each step.

    ``tries_illegal``: the share of steps that first try a random non-legal
    action (which must raise ``UnoError`` and change nothing).  ``eager``: how
    often a drawn "draw", "pass", "uno" or "catch" is replaced by a random card
    play when one is legal (uniform choice makes hands drag on for thousands
    of steps); every chosen action is still a legal one.
    """

    def __init__(self, game: Game, rng: random.Random, *, tries_illegal: float = 0.2,
                 count_every: int = 1, roundtrip_every: int = 0, eager: float = 0.8) -> None:
        self.game = game
        self.rng = rng
        self.tries_illegal = tries_illegal
        self.count_every = count_every
        self.roundtrip_every = roundtrip_every
        self.eager = eager
        self.steps = 0
        self.actions: list[Action] = []

    def check_cards(self) -> None:
        game = self.game
        if game.card_total() != 108:
            raise Violation(f"card_total {game.card_total()} after step {self.steps}")
        if self.count_every and self.steps % self.count_every == 0 and count_cards(game) != Counter(DECK_COUNTS):
            raise Violation(f"deck multiset broken after step {self.steps}")

    def check_play(self, action: Action, before: tuple, events: list) -> None:
        """The card played matched what the rules allow, and a plain number card passed the turn."""
        if action.kind != "play":
            return
        phase, top, color, pending, drawn, direction = before
        card = action.card
        assert card is not None  # a play names its card
        where = f"at step {self.steps}: {action.text()} by {action.seat} on {top.code}/{color} in {phase}"
        if phase == "drawn" and card is not drawn:
            raise Violation(f"played another card than the one drawn {where}")
        if pending and card.kind not in ("draw_two", "wild_draw_four"):
            raise Violation(f"answered a pending draw with no draw card {where}")
        if phase in ("play", "drawn") and not pending and not (
            card.is_wild or card.color == color or card.rank == top.rank
        ):
            raise Violation(f"a card that does not match was played {where}")
        game = self.game
        kinds = [e.type for e in events]
        if (phase == "play" and card.kind == "number" and kinds[:2] == ["play", "turn"] and not game.over
                and card.number not in (0, 7)):
            expected = game.next_seat(action.seat, direction)
            if game.current != expected:
                raise Violation(f"a number card passed the turn to {game.current}, not {expected} {where}")

    def check_state(self) -> None:
        """Invariants of the state between actions."""
        game = self.game
        where = f"after step {self.steps}"
        if game.over:
            return
        if not game.active[game.current]:
            raise Violation(f"an eliminated seat is to play {where}")
        if any(game.hands[s] for s in range(game.players) if not game.active[s]):
            raise Violation(f"an eliminated seat holds cards {where}")
        if game.uno_open is not None and len(game.hands[game.uno_open]) != 1:
            raise Violation(f"UNO window open for a seat holding {len(game.hands[game.uno_open])} cards {where}")
        if game.phase == "drawn" and game.drawn not in game.hands[game.current]:
            raise Violation(f"the drawn card is not in the drawer's hand {where}")
        if game.phase != "color" and game.color not in COLORS:
            raise Violation(f"no colour in play in phase {game.phase} {where}")
        if game.pending_draw and game.phase not in ("play", "challenge"):
            raise Violation(f"a pending draw in phase {game.phase} {where}")
        if any(len(h) == 0 for s, h in enumerate(game.hands) if game.active[s]):
            raise Violation(f"a seat in play holds no card but the hand goes on {where}")

    def try_illegal(self) -> None:
        game = self.game
        action = _random_action(self.rng, game)
        if game.is_legal(action) or _penalty_play(game, action):
            return
        before = game.to_json(events=False)
        try:
            game.apply(action)
        except UnoError:
            pass
        else:
            raise Violation(f"non-legal action accepted at step {self.steps}: {action.text()} by {action.seat}")
        if game.to_json(events=False) != before:
            raise Violation(f"rejected action changed the state at step {self.steps}: {action.text()}")

    def step(self) -> list:
        game = self.game
        if self.tries_illegal and self.rng.random() < self.tries_illegal:
            self.try_illegal()
        legal = game.legal_actions()
        if not legal:
            raise Violation(f"no legal action in phase {game.phase} at step {self.steps}")
        action = self.rng.choice(legal)
        if action.kind in ("draw", "pass", "catch", "uno") and self.rng.random() < self.eager:
            # mostly play when a card can be played, so that hands end in a sensible number of steps
            plays = [a for a in legal if a.kind in ("play", "jump_in", "color", "swap", "challenge", "accept")]
            if plays:
                action = self.rng.choice(plays)
        self.actions.append(action)
        before = (game.phase, game.top, game.color, game.pending_draw, game.drawn, game.direction)
        events = game.apply(action)
        self.steps += 1
        self.check_play(action, before, events)
        self.check_cards()
        self.check_state()
        if self.roundtrip_every and self.steps % self.roundtrip_every == 0:
            self.check_roundtrip()
        return events

    def check_roundtrip(self) -> None:
        game = self.game
        copy = Game.from_json(json.loads(json.dumps(game.to_json())))
        if copy != game:
            raise Violation(f"save/restore not equal at step {self.steps}")

    def play_hand(self, max_steps: int = 20000) -> int:
        """Play until the current hand ends (or the match); returns the steps taken."""
        game = self.game
        hand = game.hand_number
        start = self.steps
        while not game.over and game.hand_number == hand:
            if self.steps - start > max_steps:
                raise Violation(f"hand {hand} did not end within {max_steps} steps{self._cycle()}")
            self.step()
        return self.steps - start

    def _cycle(self, probe: int = 400) -> str:
        """A note when the state repeats with one legal turn action at every step (a livelock
        of the rules themselves, not a random walk that is merely long)."""
        game = self.game
        seen: dict[str, int] = {}
        forced = True
        for i in range(probe):
            if game.over:
                return ""
            key = json.dumps(game.to_json(events=False), sort_keys=True)
            if key in seen:
                kind = "forced" if forced else "chosen"
                return f"; livelock: the state repeats every {i - seen[key]} steps ({kind} actions)"
            seen[key] = i
            turn = [a for a in game.legal_actions(game.current) if a.kind not in ("uno", "catch")]
            forced = forced and len(turn) == 1
            self.step()
        return ""

    def play_match(self, max_steps: int = 400000) -> int:
        game = self.game
        start = self.steps
        while not game.over:
            if self.steps - start > max_steps:
                raise Violation(f"match did not end within {max_steps} steps{self._cycle()}")
            self.step()
        return self.steps - start


def seen_by(seat: int, players: int, history: Sequence[Mapping[str, object]]) -> Observation:
    """An observation of ``seat`` in a game of ``players`` whose history is these events (written
    as the event log writes them): what a card tracker reads."""
    observation = Game(players, seed=1).observation(seat)
    return dataclasses.replace(observation, history=tuple(event_from_dict(e) for e in history))
