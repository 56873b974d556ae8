"""Observations: what one seat may know, and a whole game rebuilt from one (for search)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, Self

from . import events as ev
from .actions import Action
from .cards import DECK, Card
from .errors import InvalidSave
from .kinds import P_OVER, Phase
from .legal import LegalActions
from .rules import RuleSet
from .state import PUBLIC_FIELDS, STATE_FIELDS, PendingWd4


@dataclass(slots=True)
class Observation:
    """What one seat may know.  Holds no other hand and no draw-pile order."""

    seat: int
    players: int
    hand: list[Card]
    top: Card | None
    color: str | None
    direction: int
    current: int
    phase: Phase
    counts: list[int]
    scores: list[int]
    team_scores: list[int] | None
    dealer: int
    hand_number: int
    draw_pile_size: int
    discard_size: int
    pending_draw: int
    drawn: Card | None
    uno_open: int | None
    active: list[int]
    legal: list[Action]
    rules: RuleSet
    #: the events so far as this seat may know them (``Event.redacted_for(seat)``), oldest first
    history: tuple[ev.Event, ...] = field(repr=False, default=())
    winner: int | None = None
    #: the face-up discard pile, bottom first (every card in it was played in view)
    discard: list[Card] = field(repr=False, default_factory=list)
    #: the public scalars of the state (phase bookkeeping), for search players
    public: dict[str, Any] = field(repr=False, default_factory=dict)

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and self.phase != P_OVER



class Observing(LegalActions):
    """``observation(seat)`` and ``from_observation``."""

    def observation(self, seat: int) -> Observation:
        """Everything ``seat`` may know, and nothing more."""
        return Observation(
            seat=seat,
            players=self.players,
            hand=sorted(self.hands[seat], key=_sort_key),
            top=self.discard[-1] if self.discard else None,
            color=self.color,
            direction=self.direction,
            current=self.current,
            phase=self.phase,
            counts=list(map(len, self.hands)),
            scores=list(self.scores),
            team_scores=self.team_scores(),
            dealer=self.dealer,
            hand_number=self.hand_number,
            draw_pile_size=len(self.draw_pile),
            discard_size=len(self.discard),
            pending_draw=self.pending_draw,
            drawn=self.drawn if seat == self.current else None,
            uno_open=self.uno_open,
            active=self.active_seats(),
            legal=self.legal_actions(seat),
            rules=self.rules,
            history=self._history(seat),
            winner=self.winner,
            discard=list(self.discard),
            public=self._public(),
        )

    def _public(self) -> dict[str, Any]:
        """The state's public fields (``PUBLIC_FIELDS``), the pending Wild Draw Four without
        whether it was legal."""
        public = dict(zip(PUBLIC_FIELDS, _public_values(self)))
        if self.wd4 is not None:
            public["wd4"] = self.wd4.public()
        return public

    @classmethod
    def from_observation(
        cls, obs: Observation, hands: list[list[Card]], draw_pile: list[Card], seed: int | None = None
    ) -> Self:
        """A complete game consistent with what ``obs`` shows, for search (determinization).

        ``hands`` gives every seat's hand (the observer's own as in ``obs``), and
        ``draw_pile`` an order for the unseen rest; together with the discard
        pile they must make one deck.  Events are not recorded.
        """
        game = cls.__new__(cls)
        game.rules = obs.rules
        game._views = {}
        # every field of the state: the public ones as the observation shows them, the rest
        # from what the observation says otherwise or from the guess (a new field must be here)
        hidden: dict[str, Any] = {
            "seed": seed, "record": False, "rng": random.Random(seed), "scores": list(obs.scores),
            "active": [s in obs.active for s in range(obs.players)], "draw_pile": list(draw_pile),
            "discard": list(obs.discard), "hands": [list(h) for h in hands], "drawn": obs.drawn,
            "no_jump": set(), "first_deck": None, "events": [],
        }
        public = obs.public
        for f in STATE_FIELDS:
            setattr(game, f.name, public[f.name] if f.metadata["public"] else hidden[f.name])
        game.phase = Phase(game.phase)
        wd4 = game.wd4
        if wd4 is not None:  # whether it was legal follows from the guessed hand
            legal = game._wd4_allowed(game.hands[wd4.seat], wd4.prev_top, wd4.prev_color)
            game.wd4 = PendingWd4(wd4.seat, wd4.prev_top, wd4.prev_color, legal)
        if game.card_total() != len(DECK):
            raise InvalidSave("bad_view", "hands, draw pile and discard pile do not make one deck")
        return game

    def _history(self, seat: int) -> tuple[ev.Event, ...]:
        """``seat``'s view of the log: each event redacted for the seat once (the few deals,
        draws and shown hands of other players lose their cards; every other event is shared)."""
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = []
        if len(view) < len(self.events):
            view += [e.redacted_for(seat) if e._private else e for e in self.events[len(view):]]
        return tuple(view)


_sort_key = attrgetter("index")

#: the public fields of a game, read in one call (``Observation.public``)
_public_values = attrgetter(*PUBLIC_FIELDS)

