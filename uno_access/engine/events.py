"""Typed events: what happened, in order, as the engine saw it (omniscient).

``event.to_dict()`` is the JSON-lines contract of the README (card codes,
colour names); ``event.redacted_for(seat)`` is what that seat may know (other
players' dealt or drawn cards removed, their number kept).  Events are
created by the engine only; ``event_from_dict`` rebuilds one from its dict.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal

from .cards import COLOR_FROM_NAME, COLOR_NAMES, Card
from .kinds import DrawReason, EventType

Direction = Literal["clockwise", "counterclockwise"]
CLOCKWISE: Direction = "clockwise"
COUNTERCLOCKWISE: Direction = "counterclockwise"


class Event:
    """Base of every event; subclasses are slotted dataclasses.  The frequent ones (``Turn``,
    ``Play``, ``Color``, ``Draw``, ``Pass``, ``Skip``, ``Reverse``, ``Uno``) are frozen: the engine
    builds each value once and shares it (``TURNS``, ``SKIPS``, ..., ``play.Applying``'s caches).

    Events stay objects inside the program (the presenter, the bots and the tutor read their
    fields); ``to_dict`` and ``event_from_dict`` are for the boundaries only: the event log,
    saves and the network.
    """

    __slots__ = ()
    type: ClassVar[EventType]
    #: the fields holding cards that only ``_owner_fields`` may see
    _private: ClassVar[tuple[str, ...]] = ()
    _owner_fields: ClassVar[tuple[str, ...]] = ("seat",)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (card codes, colour names, ``None`` fields left out)."""
        return _dict_maker(type(self))(self)

    def redacted_for(self, seat: int | None) -> Event:
        """This event as ``seat`` may know it: the cards of another player's deal, draw or shown
        hand taken out (``None``), their number kept.  ``seat=None`` sees everything."""
        if not self._private or seat is None or self.owned_by(seat):
            return self
        return _redactor(type(self))(self)

    def owned_by(self, seat: int) -> bool:
        """Whether ``seat`` is one this event's private cards belong to (``_owner_fields``)."""
        return any(getattr(self, f) == seat for f in self._owner_fields)

    def hides_cards_from(self, seat: int) -> bool:
        """Whether ``redacted_for(seat)`` takes cards out of this event."""
        return bool(self._private) and not self.owned_by(seat)


_NAMES: dict[type, tuple[str, ...]] = {}
_MAKERS: dict[type, Callable[[Event], dict[str, Any]]] = {}


def _dict_maker(cls: type[Event]) -> Callable[[Event], dict[str, Any]]:
    """``cls``'s ``to_dict`` as one straight function (as ``dataclasses`` writes ``__init__``):
    each field read once, ``None`` left out, cards as codes and colours as names."""
    maker = _MAKERS.get(cls)
    if maker is None:
        lines = ["def to_dict(self):", f"    out = {{'type': {str(cls.type)!r}}}"]
        for name in _field_names(cls):
            lines += [f"    v = self.{name}", "    if v is not None:", f"        out[{name!r}] = _to_json({name!r}, v)"]
        lines.append("    return out")
        space: dict[str, Any] = {"_to_json": _to_json}
        exec("\n".join(lines), space)  # noqa: S102 - built from the class's own field names only
        maker = _MAKERS[cls] = space["to_dict"]
    return maker


_REDACTORS: dict[type, Callable[[Event], Event]] = {}


def _redactor(cls: type[Event]) -> Callable[[Event], Event]:
    """A copy of a ``cls`` event without its private fields, as one straight function."""
    redactor = _REDACTORS.get(cls)
    if redactor is None:
        args = ", ".join("None" if name in cls._private else f"self.{name}" for name in _field_names(cls))
        space: dict[str, Any] = {"cls": cls}
        exec(f"def redact(self):\n    return cls({args})", space)  # noqa: S102 - the class's own field names
        redactor = _REDACTORS[cls] = space["redact"]
    return redactor


def _field_names(cls: type[Event]) -> tuple[str, ...]:
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
    return names


def _to_json(name: str, value: object) -> object:
    if isinstance(value, Card):
        return value.code
    if name == "color" and isinstance(value, str):
        return COLOR_NAMES[value]
    if isinstance(value, (list, tuple)):
        return [v.code if isinstance(v, Card) else v for v in value]
    return value


def _from_json(name: str, value: object) -> object:
    if value is None:
        return None  # as if left out (``to_dict`` leaves ``None`` fields out)
    if name == "card":
        return Card.from_code(str(value))
    if name == "cards":
        if not isinstance(value, (list, tuple)):
            raise TypeError("cards is not a list")
        return tuple(Card.from_code(str(v)) for v in value)
    if name == "color":
        return COLOR_FROM_NAME[str(value)]
    if isinstance(value, list):
        return tuple(value)
    return value


@dataclass(slots=True)
class MatchStart(Event):
    type: ClassVar[EventType] = EventType.MATCH_START
    players: int
    rules: dict[str, Any]
    seed: int | None


@dataclass(slots=True)
class DealerDraw(Event):
    type: ClassVar[EventType] = EventType.DEALER_DRAW
    seat: int
    card: Card


@dataclass(slots=True)
class Dealer(Event):
    type: ClassVar[EventType] = EventType.DEALER
    seat: int


@dataclass(slots=True)
class HandStart(Event):
    type: ClassVar[EventType] = EventType.HAND_START
    hand: int
    dealer: int
    rules: str


@dataclass(slots=True)
class Deal(Event):
    type: ClassVar[EventType] = EventType.DEAL
    _private: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[Card, ...] | None  #: None: another player's cards
    count: int

    def owned_by(self, seat: int) -> bool:
        return self.seat == seat


@dataclass(slots=True)
class StartCard(Event):
    type: ClassVar[EventType] = EventType.START_CARD
    card: Card


@dataclass(slots=True)
class StartCardReturned(Event):
    type: ClassVar[EventType] = EventType.START_CARD_RETURNED
    card: Card


@dataclass(frozen=True, slots=True)
class Turn(Event):
    """Frozen: the engine shares one per seat (``TURNS``), as the most frequent event."""

    type: ClassVar[EventType] = EventType.TURN
    seat: int


#: the one ``Turn`` event of each seat, shared by every log
TURNS: tuple[Turn, ...] = tuple(Turn(seat) for seat in range(10))


@dataclass(frozen=True, slots=True)
class Play(Event):
    type: ClassVar[EventType] = EventType.PLAY
    seat: int
    card: Card
    color: str | None = None
    remaining: int | None = None


@dataclass(frozen=True, slots=True)
class Color(Event):
    type: ClassVar[EventType] = EventType.COLOR
    seat: int
    color: str


@dataclass(frozen=True, slots=True)
class Draw(Event):
    type: ClassVar[EventType] = EventType.DRAW
    _private: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[Card, ...] | None  #: None: another player's cards
    count: int
    reason: DrawReason

    def owned_by(self, seat: int) -> bool:
        return self.seat == seat


@dataclass(frozen=True, slots=True)
class Pass(Event):
    type: ClassVar[EventType] = EventType.PASS
    seat: int


@dataclass(frozen=True, slots=True)
class Skip(Event):
    type: ClassVar[EventType] = EventType.SKIP
    seat: int


@dataclass(frozen=True, slots=True)
class Reverse(Event):
    type: ClassVar[EventType] = EventType.REVERSE
    direction: Direction


@dataclass(frozen=True, slots=True)
class Uno(Event):
    type: ClassVar[EventType] = EventType.UNO
    seat: int


@dataclass(slots=True)
class UnoCaught(Event):
    type: ClassVar[EventType] = EventType.UNO_CAUGHT
    seat: int
    by: int
    count: int


@dataclass(slots=True)
class Challenge(Event):
    type: ClassVar[EventType] = EventType.CHALLENGE
    seat: int
    target: int
    legal: bool


@dataclass(slots=True)
class HandShown(Event):
    type: ClassVar[EventType] = EventType.HAND_SHOWN
    _private: ClassVar[tuple[str, ...]] = ("cards",)
    _owner_fields: ClassVar[tuple[str, ...]] = ("seat", "to")
    seat: int
    to: int
    cards: tuple[Card, ...] | None  #: None: shown to another player


@dataclass(slots=True)
class Retract(Event):
    type: ClassVar[EventType] = EventType.RETRACT
    seat: int
    card: Card


@dataclass(slots=True)
class Reshuffle(Event):
    type: ClassVar[EventType] = EventType.RESHUFFLE
    count: int


@dataclass(slots=True)
class Swap(Event):
    type: ClassVar[EventType] = EventType.SWAP
    seats: tuple[int, ...]
    kind: Literal["swap", "rotate"]


@dataclass(slots=True)
class JumpIn(Event):
    type: ClassVar[EventType] = EventType.JUMP_IN
    seat: int
    card: Card


@dataclass(slots=True)
class IllegalPlay(Event):
    type: ClassVar[EventType] = EventType.ILLEGAL_PLAY
    seat: int
    card: Card
    reason: str


@dataclass(slots=True)
class Stack(Event):
    type: ClassVar[EventType] = EventType.STACK
    seat: int
    total: int


@dataclass(slots=True)
class Eliminated(Event):
    type: ClassVar[EventType] = EventType.ELIMINATED
    seat: int


@dataclass(slots=True)
class FinalStart(Event):
    type: ClassVar[EventType] = EventType.FINAL_START
    seats: tuple[int, ...]


@dataclass(slots=True)
class HandEnd(Event):
    type: ClassVar[EventType] = EventType.HAND_END
    winner: int
    points: int
    scores: tuple[int, ...]
    team_scores: tuple[int, ...] | None = None


@dataclass(slots=True)
class MatchEnd(Event):
    type: ClassVar[EventType] = EventType.MATCH_END
    winner: int
    scores: tuple[int, ...]
    team: int | None = None
    team_scores: tuple[int, ...] | None = None


#: the one event of each seat (or direction, or seat and colour), shared by every log as ``TURNS``
SKIPS: tuple[Skip, ...] = tuple(Skip(seat) for seat in range(10))
PASSES: tuple[Pass, ...] = tuple(Pass(seat) for seat in range(10))
UNOS: tuple[Uno, ...] = tuple(Uno(seat) for seat in range(10))
COLORS_NAMED: tuple[dict[str, Color], ...] = tuple({c: Color(seat, c) for c in COLOR_NAMES} for seat in range(10))
REVERSES: dict[int, Reverse] = {1: Reverse(CLOCKWISE), -1: Reverse(COUNTERCLOCKWISE)}

EVENT_TYPES: dict[EventType, type[Event]] = {
    cls.type: cls
    for cls in (
        MatchStart, DealerDraw, Dealer, HandStart, Deal, StartCard, StartCardReturned, Turn, Play,
        Color, Draw, Pass, Skip, Reverse, Uno, UnoCaught, Challenge, HandShown, Retract, Reshuffle,
        Swap, JumpIn, IllegalPlay, Stack, Eliminated, FinalStart, HandEnd, MatchEnd,
    )
}


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """Rebuild an event from ``to_dict()`` output, redacted or not (``KeyError``, ``TypeError``
    or ``ValueError`` on a dict that is not an event)."""
    data = dict(data)
    cls = EVENT_TYPES[data.pop("type")]
    if cls is not MatchStart:
        data = {k: _from_json(k, v) for k, v in data.items()}
    for name in cls._private:
        data.setdefault(name, None)  # left out of another player's view
    if cls is Draw:
        data["reason"] = DrawReason(data["reason"])  # ValueError: not one of the reasons
    return cls(**data)
