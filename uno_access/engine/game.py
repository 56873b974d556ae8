"""The game state: actions in, typed events out.

``Game`` holds the whole state of a match (all hands, the piles, scores, the
seeded generator) and is never handed to a player: players get
``game.observation(seat)``.  ``legal_actions()`` lists what every seat that may
act now can do, out-of-turn actions included; ``apply(action)`` changes the
state and returns the events it caused, or raises ``IllegalAction`` with a
reason and changes nothing.

The concerns live in their own modules (``core``, ``legal``, ``play``, ``scoring``,
``observation``, ``saving``); the state is the declared record of ``state``.

Chance is explicit and seeded: every shuffle uses the game's own
``random.Random``; its state is part of the saved game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import events as ev
from .cards import Card, parse_deck
from .core import HAND_SIZE
from .errors import InvalidRule
from .observation import Observation, Observing
from .play import Applying
from .rules import RuleSet
from .saving import Saving
from .state import GameState

__all__ = ["HAND_SIZE", "Game", "Observation"]


class Game(Applying, Observing, Saving):
    """A match of UNO under a ``RuleSet`` for 2-10 seats."""

    __slots__ = ()

    def __init__(
        self,
        players: int = 4,
        rules: RuleSet | None = None,
        seed: int | None = None,
        deck: Sequence[str | Card] | None = None,
        dealer: int | None = None,
        *,
        record: bool = True,
    ) -> None:
        if not isinstance(players, int) or not 2 <= players <= 10:
            raise InvalidRule("bad_players", f"a game needs 2 to 10 players, not {players}", value=players)
        self._begin(rules or RuleSet.preset("official"))
        if self.rules.team_count and players % self.rules.team_count:
            raise InvalidRule(
                "teams_need_multiple",
                f"{players} players cannot form {self.rules.team_count} equal teams",
                players=players,
                teams=self.rules.team_count,
            )
        if dealer is None:
            dealer = self.rules.dealer_seat
        if dealer is not None and not 0 <= dealer < players:
            raise InvalidRule("bad_dealer", f"seat {dealer} does not exist", value=dealer)
        GameState.__init__(
            self, players=players, seed=seed, record=record, rng=random.Random(seed),
            scores=[0] * players, active=[True] * players, hands=[[] for _ in range(players)],
            first_deck=parse_deck(deck) if deck is not None else None,
        )
        out: list[ev.Event] = [ev.MatchStart(players, self.rules.to_dict(), seed)]
        if dealer is None:
            dealer = self._choose_dealer(out)
        else:
            out.append(ev.Dealer(dealer))
        self.dealer = dealer
        self._start_hand(out)
        self._log(out)

