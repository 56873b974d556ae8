"""Observations: what one seat may know, and a whole game rebuilt from one (for search)."""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from itertools import compress, islice
from operator import attrgetter
from typing import Any, Self, TypeVar, overload

from . import events as ev
from .actions import Action
from .cards import DECK, Card
from .errors import InvalidSave
from .kinds import P_OVER, Phase
from .legal import LegalActions
from .rules import RuleSet
from .state import PUBLIC_FIELDS, STATE_FIELDS, PendingWd4

T = TypeVar("T")


class Prefix(Sequence[T]):
    """The first ``length`` items of a list that is only ever appended to (a seat's view of the
    log, the discard pile until the next reshuffle or hand): a read-only snapshot that costs
    nothing to take, where a copy would cost the whole list at every observation.  Slices are
    tuples; equal to a tuple or list of the same items."""

    __slots__ = ("_items", "_len")

    def __init__(self, items: list[T], length: int | None = None) -> None:
        self._items = items
        self._len = len(items) if length is None else length

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        n = self._len
        if isinstance(index, slice):
            start, stop, step = index.indices(n)
            if step == 1:
                return tuple(self._items[start:stop])
            return tuple(self._items[:n][index])
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("index out of range")
        return self._items[index]

    def __iter__(self) -> Iterator[T]:
        return islice(self._items, self._len)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (Prefix, tuple, list)) or len(other) != self._len:
            return False
        return all(a == b for a, b in zip(self, other))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Prefix({list(self)!r})"


class SeatLog(Prefix[ev.Event]):
    """A seat's view of the first ``length`` events of the log: each event as
    ``event.redacted_for(seat)`` gives it, picked when read from the log itself and its public
    copy (every private event redacted once, for all seats that do not own it).  Taking one costs
    nothing however long the match; reading an event costs a test."""

    __slots__ = ("_whole", "_seat")

    def __init__(self, whole: list[ev.Event], public: list[ev.Event], length: int, seat: int) -> None:
        self._items = public  # Prefix's fields, set here (this is taken at every observation)
        self._len = length
        self._whole = whole
        self._seat = seat

    @overload
    def __getitem__(self, index: int) -> ev.Event: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[ev.Event, ...]: ...

    def __getitem__(self, index: int | slice) -> ev.Event | tuple[ev.Event, ...]:
        whole, public, seat = self._whole, self._items, self._seat
        if isinstance(index, slice):
            return tuple(whole[i] if public[i] is whole[i] or whole[i].owned_by(seat) else public[i]
                         for i in range(*index.indices(self._len)))
        n = self._len
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("index out of range")
        event = whole[index]
        return event if public[index] is event or event.owned_by(seat) else public[index]

    def __iter__(self) -> Iterator[ev.Event]:
        seat = self._seat
        for event, copy in zip(islice(self._whole, self._len), self._items):
            yield event if copy is event or event.owned_by(seat) else copy


class PublicFields(Mapping[str, Any]):
    """``Observation.public``: the state's public fields (``PUBLIC_FIELDS``) as they were, read
    from one tuple taken in one call; a dict of them is built only if someone asks for one."""

    __slots__ = ("_values",)

    def __init__(self, values: tuple[Any, ...]) -> None:
        self._values = values

    def __getitem__(self, name: str) -> Any:
        return self._values[_PUBLIC_INDEX[name]]

    def __iter__(self) -> Iterator[str]:
        return iter(PUBLIC_FIELDS)

    def __len__(self) -> int:
        return len(PUBLIC_FIELDS)

    def __repr__(self) -> str:
        return f"PublicFields({dict(self)!r})"


@dataclass(frozen=True, eq=False)
class Observation:
    """What one seat may know: an immutable snapshot.  Holds no other hand and no draw-pile order.

    ``game.observation(seat)`` returns one whose fields are read from the game only when first
    asked for (each at most once); before the game changes (``apply``) it fills the ones not yet
    read, so an old observation answers as of its time.  One built with its fields given (a view
    from the network, ``dataclasses.replace``) holds them from the start."""

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
    history: Sequence[ev.Event] = field(repr=False, default=())
    winner: int | None = None
    #: the face-up discard pile, bottom first (every card in it was played in view)
    discard: Sequence[Card] = field(repr=False, default=())
    #: the public scalars of the state (phase bookkeeping), for search players
    public: Mapping[str, Any] = field(repr=False, default_factory=dict)

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and self.phase != P_OVER

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Observation):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in _FIELDS)

    __hash__ = None  # type: ignore[assignment]

    def _fill(self) -> None:
        """Every field read from the game, which is about to change (``Applying.apply``)."""
        own = self.__dict__
        game = own.pop("_game", None)
        if game is not None:
            seat = own["seat"]
            for name, make in _MAKERS.items():
                if name not in own:
                    own[name] = make(game, seat)

    def __getstate__(self) -> dict[str, Any]:
        self._fill()
        return dict(self.__dict__)


_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Observation))


class Observing(LegalActions):
    """``observation(seat)`` and ``from_observation``."""

    __slots__ = ()

    def observation(self, seat: int) -> Observation:
        """Everything ``seat`` may know, and nothing more.

        Each field but the legal actions is read from the game when first asked for (most
        players read a few); the game fills the rest before it changes.  What does not change
        once done is shared, not copied: the history and the discard pile are ``Prefix`` views
        of lists the game only appends to, ``public`` reads one tuple."""
        self.hands[seat]  # IndexError for a seat that does not exist, as before any field is read
        obs = _new_observation(Observation)
        own = obs.__dict__
        own["seat"] = seat
        # the legal actions at once: every player reads them, and reading a field later costs
        # more than they do (0.35 us against 0.22 us, CPU time)
        own["legal"] = self.legal_actions(seat)
        own["_game"] = self
        observed = self._observed
        if len(observed) > 64:  # many taken and no action since (a finished match): keep the live
            observed[:] = [ref for ref in observed if ref() is not None]
        observed.append(_weak(obs))
        return obs

    def _public(self) -> PublicFields:
        """The state's public fields (``PUBLIC_FIELDS``), the pending Wild Draw Four without
        whether it was legal."""
        values = _public_values(self)
        if self.wd4 is not None:
            values = tuple(self.wd4.public() if name == "wd4" else v for name, v in zip(PUBLIC_FIELDS, values))
        return PublicFields(values)

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
        game._begin(obs.rules)  # after the phase: it tells whether the match is over
        wd4 = game.wd4
        if wd4 is not None:  # whether it was legal follows from the guessed hand
            legal = game._wd4_allowed(game.hands[wd4.seat], wd4.prev_top, wd4.prev_color)
            game.wd4 = PendingWd4(wd4.seat, wd4.prev_top, wd4.prev_color, legal)
        if game.card_total() != len(DECK):
            raise InvalidSave("bad_view", "hands, draw pile and discard pile do not make one deck")
        return game

    def _history(self, seat: int) -> Prefix[ev.Event]:
        """``seat``'s view of the log (``SeatLog``; ``-1``, a spectator's: ``Prefix``): the few
        deals, draws and shown hands of other players without their cards, every other event
        shared.  The public log is each private event redacted once, for all seats that do not
        own it, kept up with the log here."""
        events = self.events
        public = self._public_log
        if len(public) < len(events):
            public += [e.redacted_for(-1) if e._private else e for e in events[len(public):]]
        if seat == -1:
            return Prefix(public)
        return SeatLog(events, public, len(events), seat)


_sort_key = attrgetter("index")

def _fields_reader(names: tuple[str, ...]) -> Callable[[object], tuple[Any, ...]]:
    """``attrgetter(*names)`` as one straight function (as ``dataclasses`` writes ``__init__``):
    its attribute reads are specialised by the interpreter, four times faster than attrgetter's."""
    space: dict[str, Any] = {}
    exec(f"def read(s):\n    return ({','.join(f's.{n}' for n in names)},)", space)  # noqa: S102 - field names only
    reader: Callable[[object], tuple[Any, ...]] = space["read"]
    return reader


#: the public fields of a game, read in one call (``Observation.public``)
_public_values = _fields_reader(PUBLIC_FIELDS)
_PUBLIC_INDEX = {name: i for i, name in enumerate(PUBLIC_FIELDS)}


_new_observation = object.__new__
_weak = weakref.ref


def _active(game: Observing, seat: int) -> list[int]:
    return list(compress(range(game.players), game.active))


#: how each field of a game's observation is read from the game (``_Lazy``, ``Observation._fill``)
_MAKERS: dict[str, Callable[[Observing, int], Any]] = {
    "players": lambda g, s: g.players,
    "hand": lambda g, s: sorted(g.hands[s], key=_sort_key),
    "top": lambda g, s: g.discard[-1] if g.discard else None,
    "color": lambda g, s: g.color,
    "direction": lambda g, s: g.direction,
    "current": lambda g, s: g.current,
    "phase": lambda g, s: g.phase,
    "counts": lambda g, s: list(map(len, g.hands)),
    "scores": lambda g, s: list(g.scores),
    "team_scores": lambda g, s: g.team_scores() if g.rules.teams != "off" else None,
    "dealer": lambda g, s: g.dealer,
    "hand_number": lambda g, s: g.hand_number,
    "draw_pile_size": lambda g, s: len(g.draw_pile),
    "discard_size": lambda g, s: len(g.discard),
    "pending_draw": lambda g, s: g.pending_draw,
    "drawn": lambda g, s: g.drawn if s == g.current else None,
    "uno_open": lambda g, s: g.uno_open,
    "active": _active,
    "legal": LegalActions.legal_actions,
    "rules": lambda g, s: g.rules,
    "history": lambda g, s: g._history(s),  # Observing._history, defined below
    "winner": lambda g, s: g.winner,
    "discard": lambda g, s: Prefix(g.discard),
    "public": lambda g, s: g._public(),
}
assert tuple(_MAKERS) == _FIELDS[1:]  # every field but the seat, in order


class _Lazy:
    """A field of ``Observation`` as the class answers for it: only when the instance has no
    value of its own yet (a game's observation, that field not read so far), and then it reads
    it from the game (which has not changed since: ``apply`` fills every field first) and keeps
    it.  A descriptor without ``__set__``, so a value the instance holds is read from the
    instance without calling it again."""

    __slots__ = ("name", "make")

    def __init__(self, name: str, make: Callable[[Observing, int], Any]) -> None:
        self.name, self.make = name, make

    def __get__(self, obs: Observation | None, owner: type | None = None) -> Any:
        if obs is None:
            return self
        own = obs.__dict__
        game = own.get("_game")
        if game is None:
            raise AttributeError(self.name)
        value = own[self.name] = self.make(game, own["seat"])
        return value


# set after the dataclass is made (its __init__ keeps the defaults); in place of the defaults
for _name, _make in _MAKERS.items():
    setattr(Observation, _name, _Lazy(_name, _make))
