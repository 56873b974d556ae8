"""Typed events: what happened, in order, as the engine saw it (omniscient).

``event.to_dict()`` is the JSON-lines contract of the README (card codes,
colour names); ``event.visible_to(seat)`` is what that seat may know (other
players' dealt or drawn cards removed, their number kept).  Events are
created by the engine only; ``event_from_dict`` rebuilds one from its dict.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar

from .cards import COLOR_FROM_NAME, COLOR_NAMES, Card
from .kinds import EventType

CLOCKWISE = "clockwise"
COUNTERCLOCKWISE = "counterclockwise"


class Event:
    """Base of every event; subclasses are slotted dataclasses."""

    __slots__ = ()
    type: ClassVar[EventType]
    #: the fields holding cards that only ``_owner_fields`` may see
    _private: ClassVar[tuple[str, ...]] = ()
    _owner_fields: ClassVar[tuple[str, ...]] = ("seat",)

    def to_dict(self) -> dict:
        return _dict_maker(type(self))(self)

    def visible_to(self, seat: int) -> dict:
        data = self.to_dict()
        if self._private and all(getattr(self, f) != seat for f in self._owner_fields):
            for name in self._private:
                data.pop(name, None)
        return data


_NAMES: dict[type, tuple[str, ...]] = {}
_MAKERS: dict[type, object] = {}


def _dict_maker(cls: type):
    """``cls``'s ``to_dict`` as one straight function (as ``dataclasses`` writes ``__init__``):
    each field read once, ``None`` left out, cards as codes and colours as names."""
    maker = _MAKERS.get(cls)
    if maker is None:
        lines = ["def to_dict(self):", f"    out = {{'type': {str(cls.type)!r}}}"]
        for name in _field_names(cls):
            lines += [f"    v = self.{name}", "    if v is not None:", f"        out[{name!r}] = _to_json({name!r}, v)"]
        lines.append("    return out")
        space: dict = {"_to_json": _to_json}
        exec("\n".join(lines), space)  # noqa: S102 - built from the class's own field names only
        maker = _MAKERS[cls] = space["to_dict"]
    return maker


def _field_names(cls: type) -> tuple[str, ...]:
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


def _to_json(name: str, value: object) -> object:
    kind = type(value)
    if kind is Card:
        return value.code  # type: ignore[attr-defined]
    if name == "color":
        return COLOR_NAMES[value]  # type: ignore[index]
    if kind is tuple or kind is list or isinstance(value, (list, tuple)):
        return [v.code if type(v) is Card else v for v in value]  # type: ignore[union-attr]
    return value


def _from_json(name: str, value: object) -> object:
    if name in ("card",):
        return Card.from_code(value)  # type: ignore[arg-type]
    if name in ("cards",):
        return tuple(Card.from_code(v) for v in value)  # type: ignore[union-attr]
    if name == "color":
        return COLOR_FROM_NAME[value]  # type: ignore[index]
    if isinstance(value, list):
        return tuple(value)
    return value


@dataclass(slots=True)
class MatchStart(Event):
    type: ClassVar[EventType] = EventType.MATCH_START
    players: int
    rules: dict
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
    cards: tuple
    count: int


@dataclass(slots=True)
class StartCard(Event):
    type: ClassVar[EventType] = EventType.START_CARD
    card: Card


@dataclass(slots=True)
class StartCardReturned(Event):
    type: ClassVar[EventType] = EventType.START_CARD_RETURNED
    card: Card


@dataclass(slots=True)
class Turn(Event):
    type: ClassVar[EventType] = EventType.TURN
    seat: int


@dataclass(slots=True)
class Play(Event):
    type: ClassVar[EventType] = EventType.PLAY
    seat: int
    card: Card
    color: str | None = None
    remaining: int | None = None


@dataclass(slots=True)
class Color(Event):
    type: ClassVar[EventType] = EventType.COLOR
    seat: int
    color: str


@dataclass(slots=True)
class Draw(Event):
    type: ClassVar[EventType] = EventType.DRAW
    _private: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple
    count: int
    reason: str


@dataclass(slots=True)
class Pass(Event):
    type: ClassVar[EventType] = EventType.PASS
    seat: int


@dataclass(slots=True)
class Skip(Event):
    type: ClassVar[EventType] = EventType.SKIP
    seat: int


@dataclass(slots=True)
class Reverse(Event):
    type: ClassVar[EventType] = EventType.REVERSE
    direction: str


@dataclass(slots=True)
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
    cards: tuple


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
    seats: tuple
    kind: str


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
    seats: tuple


@dataclass(slots=True)
class HandEnd(Event):
    type: ClassVar[EventType] = EventType.HAND_END
    winner: int
    points: int
    scores: tuple
    team_scores: tuple | None = None


@dataclass(slots=True)
class MatchEnd(Event):
    type: ClassVar[EventType] = EventType.MATCH_END
    winner: int
    scores: tuple
    team: int | None = None
    team_scores: tuple | None = None


EVENT_TYPES: dict[EventType, type[Event]] = {
    cls.type: cls
    for cls in (
        MatchStart, DealerDraw, Dealer, HandStart, Deal, StartCard, StartCardReturned, Turn, Play,
        Color, Draw, Pass, Skip, Reverse, Uno, UnoCaught, Challenge, HandShown, Retract, Reshuffle,
        Swap, JumpIn, IllegalPlay, Stack, Eliminated, FinalStart, HandEnd, MatchEnd,
    )
}


def event_from_dict(data: dict) -> Event:
    """Rebuild an event from ``to_dict()`` output (KeyError/ValueError on a bad dict)."""
    data = dict(data)
    cls = EVENT_TYPES[data.pop("type")]
    if cls is MatchStart:
        return cls(**data)
    return cls(**{k: _from_json(k, v) for k, v in data.items()})
