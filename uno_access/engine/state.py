"""The declared state of a match: one record whose fields drive saving, loading, cloning,
rebuilding from an observation and the start of each hand.

``GameState`` is a dataclass; each field's ``metadata`` says how it goes to JSON and back
(its ``Codec``, which also validates a hand-edited save), whether a seat may know it (``public``:
it is in ``Observation.public`` and ``Game.from_observation`` rebuilds it), and what it
becomes when a hand starts (``hand``).  ``Game`` adds the rules on top: a new field is
declared here once.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, Final

from .cards import COLORS, DRAW_TWO, WILD_DRAW_FOUR, Card
from .events import Event
from .kinds import Phase

#: the version of the saved state (``to_json``)
SAVE_VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class PendingWd4:
    """A Wild Draw Four that may be challenged now (phase ``challenge``), or whose caught
    player replaces it (phase ``retract``): who played it, the top card and colour before it,
    and whether it was legal (``None`` in an observation: that is the offender's secret)."""

    seat: int
    prev_top: Card
    prev_color: str
    legal: bool | None = None

    def public(self) -> PendingWd4:
        """What every seat may know of it."""
        return PendingWd4(self.seat, self.prev_top, self.prev_color) if self.legal is not None else self


class Codec:
    """How one field of the state goes to JSON and back; ``load`` raises ``ValueError`` (or
    ``KeyError``/``TypeError``) on a value that is not one, never returns a broken one."""

    def dump(self, name: str, value: Any, data: dict[str, Any]) -> None:
        data[name] = value

    def load(self, name: str, data: Mapping[str, Any], players: int) -> Any:
        value = data[name]
        if not self.valid(value, players):
            raise ValueError(name)
        return value

    def valid(self, value: Any, players: int) -> bool:
        return True

    def copy(self, value: Any) -> Any:
        """An independent copy (for ``clone``): immutable values are shared."""
        return value


class _Int(Codec):
    def __init__(self, bound: int = 10**9, optional: bool = False) -> None:
        self.bound, self.optional = bound, optional

    def valid(self, value: Any, players: int) -> bool:
        return (value is None and self.optional) or (type(value) is int and abs(value) <= self.bound)


class _Seat(Codec):
    def __init__(self, optional: bool = True) -> None:
        self.optional = optional

    def valid(self, value: Any, players: int) -> bool:
        return (value is None and self.optional) or (type(value) is int and 0 <= value < players)


class _Bool(Codec):
    def valid(self, value: Any, players: int) -> bool:
        return type(value) is bool


class _Color(Codec):
    def valid(self, value: Any, players: int) -> bool:
        return value is None or value in COLORS


class _DrawKind(Codec):
    def valid(self, value: Any, players: int) -> bool:
        return value is None or value in (DRAW_TWO, WILD_DRAW_FOUR)


class _Phase(Codec):
    def load(self, name: str, data: Mapping[str, Any], players: int) -> Phase:
        value = data[name]
        if not isinstance(value, str):
            raise ValueError(name)
        return Phase(value)


class _Card(Codec):
    def dump(self, name: str, value: Card | None, data: dict[str, Any]) -> None:
        data[name] = value.code if value is not None else None

    def load(self, name: str, data: Mapping[str, Any], players: int) -> Card | None:
        code = data[name]
        return Card.from_code(code) if code else None


class _Cards(Codec):
    """A list of cards (a pile); ``optional``: None stays None."""

    def __init__(self, optional: bool = False) -> None:
        self.optional = optional

    def dump(self, name: str, value: list[Card] | None, data: dict[str, Any]) -> None:
        data[name] = [c.code for c in value] if value else (None if self.optional else [])

    def load(self, name: str, data: Mapping[str, Any], players: int) -> list[Card] | None:
        codes = data[name]
        if self.optional and not codes:
            return None
        if not isinstance(codes, list):
            raise ValueError(f"{name} is not a list")
        return [Card.from_code(c) for c in codes]

    def copy(self, value: list[Card] | None) -> list[Card] | None:
        return list(value) if value is not None else None


class _Hands(Codec):
    def dump(self, name: str, value: list[list[Card]], data: dict[str, Any]) -> None:
        data[name] = [[c.code for c in h] for h in value]

    def load(self, name: str, data: Mapping[str, Any], players: int) -> list[list[Card]]:
        hands = data[name]
        if not isinstance(hands, list) or any(not isinstance(h, list) for h in hands):
            raise ValueError("a hand is not a list")
        return [[Card.from_code(c) for c in h] for h in hands]

    def copy(self, value: list[list[Card]]) -> list[list[Card]]:
        return [list(h) for h in value]


class _List(Codec):
    """A list of one type per seat (scores: ``int``, active seats: ``bool``)."""

    def __init__(self, item: type) -> None:
        self.item = item

    def load(self, name: str, data: Mapping[str, Any], players: int) -> list[Any]:
        value = data[name]
        if not isinstance(value, list) or any(type(x) is not self.item for x in value):
            raise ValueError(name)
        return list(value)

    def copy(self, value: list[Any]) -> list[Any]:
        return list(value)


class _SeatSet(Codec):
    def dump(self, name: str, value: set[int], data: dict[str, Any]) -> None:
        data[name] = sorted(value)

    def load(self, name: str, data: Mapping[str, Any], players: int) -> set[int]:
        value = data[name]
        if not isinstance(value, list) or any(type(s) is not int or not 0 <= s < players for s in value):
            raise ValueError(name)
        return set(value)

    def copy(self, value: set[int]) -> set[int]:
        return set(value)


class _Rng(Codec):
    def dump(self, name: str, value: random.Random, data: dict[str, Any]) -> None:
        version, internal, gauss = value.getstate()
        data[name] = [version, list(internal), gauss]

    def load(self, name: str, data: Mapping[str, Any], players: int) -> random.Random:
        v, internal, gauss = data[name]
        if (type(v) is not int or not isinstance(internal, list) or len(internal) != 625
                or any(type(x) is not int or not 0 <= x < 2**32 for x in internal)
                or not (gauss is None or (type(gauss) is float and abs(gauss) < 1e300))):
            raise ValueError("the generator's state is not valid")
        rng = random.Random()
        rng.setstate((v, tuple(internal), gauss))
        return rng

    def copy(self, value: random.Random) -> random.Random:
        rng = random.Random()
        rng.setstate(value.getstate())
        return rng


class _Wd4(Codec):
    """The pending Wild Draw Four, saved under the four keys of the first save format."""

    def dump(self, name: str, value: PendingWd4 | None, data: dict[str, Any]) -> None:
        data.update(wd4_seat=value.seat if value else None, wd4_legal=value.legal if value else True,
                    wd4_prev_top=value.prev_top.code if value else None,
                    wd4_prev_color=value.prev_color if value else None)

    def load(self, name: str, data: Mapping[str, Any], players: int) -> PendingWd4 | None:
        seat, legal, top, color = (data[k] for k in ("wd4_seat", "wd4_legal", "wd4_prev_top", "wd4_prev_color"))
        if (not _Seat().valid(seat, players) or type(legal) is not bool or not _Color().valid(color, players)
                or (top is not None and not isinstance(top, str))):
            raise ValueError("wd4_seat")
        if data["phase"] not in (Phase.CHALLENGE, Phase.RETRACT):
            return None  # a save of the first format keeps the last one, long decided
        if seat is None or not top or color is None:
            raise ValueError("wd4_seat")
        return PendingWd4(seat, Card.from_code(top), color, legal)


class _Events(Codec):
    def dump(self, name: str, value: list[Event] | None, data: dict[str, Any]) -> None:
        data[name] = [e.to_dict() for e in value] if value is not None else None

    def load(self, name: str, data: Mapping[str, Any], players: int) -> list[Event]:
        from .events import event_from_dict

        return [event_from_dict(e) for e in data[name] or ()]

    def copy(self, value: list[Event]) -> list[Event]:
        return list(value)


_SCALAR = Codec()


def _field(default: Any = MISSING, *, codec: Codec = _SCALAR, public: bool = False, hand: Any = MISSING,
           factory: Callable[[], Any] | None = None) -> Any:
    """A state field: ``codec`` saves it, ``public`` puts it in observations, ``hand`` is its
    value at the start of each hand (a callable: a fresh value each time)."""
    meta = {"codec": codec, "public": public, "hand": hand}
    if factory is not None:
        return field(default_factory=factory, metadata=meta)
    return field(default=default, metadata=meta)


@dataclass(eq=False, repr=False, slots=True)
class GameState:
    """Everything a match is, besides its rules (``Game`` adds those, and the moves).

    Slotted: with its rules and bookkeeping a game has more attributes than CPython 3.11 keeps
    in an instance dict with shared keys (30), and past that every attribute read of the hot
    path is a quarter slower and every write two to three times slower."""

    players: int = _field(4, codec=_Int(10), public=True)
    seed: int | None = _field(None, codec=_Int(2**64, optional=True))
    hand_number: int = _field(0, codec=_Int(10**6), public=True)
    dealer: int = _field(0, codec=_Seat(optional=False), public=True)
    current: int = _field(0, codec=_Seat(optional=False), public=True)
    direction: int = _field(1, codec=_Int(), public=True, hand=1)
    phase: Phase = _field(Phase.PLAY, codec=_Phase(), public=True)
    color: str | None = _field(None, codec=_Color(), public=True)
    #: the stacked draw penalty not yet taken, the kind of its last card, how many cards made it
    pending_draw: int = _field(0, codec=_Int(), public=True, hand=0)
    pending_kind: str | None = _field(None, codec=_DrawKind(), public=True, hand=None)
    pending_cards: int = _field(0, codec=_Int(), public=True, hand=0)
    drawn_must_play: bool = _field(False, codec=_Bool(), public=True)
    #: the seat down to one card that has not called UNO yet (and may be caught)
    uno_open: int | None = _field(None, codec=_Seat(), public=True, hand=None)
    jump_ok: bool = _field(False, codec=_Bool(), public=True, hand=False)
    last_player: int | None = _field(None, codec=_Seat(), public=True, hand=None)
    wd4: PendingWd4 | None = _field(None, codec=_Wd4(), public=True, hand=None)
    #: after a 7 (or 0) is played under a swap rule: who plays after the swap
    swap_next: int | None = _field(None, codec=_Seat(), public=True)
    last_out: int | None = _field(None, codec=_Seat(), public=True)
    in_final: bool = _field(False, codec=_Bool(), public=True)
    winner: int | None = _field(None, codec=_Seat(), public=True)
    record: bool = _field(True, codec=_Bool())
    rng: random.Random = _field(codec=_Rng(), factory=random.Random)
    scores: list[int] = _field(codec=_List(int), factory=list)
    active: list[bool] = _field(codec=_List(bool), factory=list)
    draw_pile: list[Card] = _field(codec=_Cards(), factory=list)  # top of the pile = end of the list
    discard: list[Card] = _field(codec=_Cards(), factory=list, hand=list)  # top card = end of the list
    hands: list[list[Card]] = _field(codec=_Hands(), factory=list)
    drawn: Card | None = _field(None, codec=_Card(), hand=None)
    #: seats that drew penalty cards since the last play (they may not jump in)
    no_jump: set[int] = _field(codec=_SeatSet(), factory=set, hand=set)
    #: the deck order given for the first hand, until it is dealt
    first_deck: list[Card] | None = _field(None, codec=_Cards(optional=True))
    events: list[Event] = _field(codec=_Events(), factory=list)


#: every field of the state, in save order
STATE_FIELDS = fields(GameState)
# the defaults live in the generated __init__ and in STATE_FIELDS (no class attributes: slots)
#: the fields every seat may know (``Observation.public``; rebuilt by ``Game.from_observation``)
PUBLIC_FIELDS: tuple[str, ...] = tuple(f.name for f in STATE_FIELDS if f.metadata["public"])
#: the fields reset when a hand starts, with their values then
HAND_FIELDS: tuple[tuple[str, Any], ...] = tuple(
    (f.name, f.metadata["hand"]) for f in STATE_FIELDS if f.metadata["hand"] is not MISSING
)


def state_to_json(state: GameState, events: bool = True) -> dict[str, Any]:
    """The state as JSON-ready data (``events=False``: the event log left out, ``None``)."""
    data: dict[str, Any] = {}
    for f in STATE_FIELDS:
        value = getattr(state, f.name)
        if f.name == "events" and not events:
            value = None
        f.metadata["codec"].dump(f.name, value, data)
    data["version"] = SAVE_VERSION
    return data


def load_state(state: GameState, data: Mapping[str, Any]) -> None:
    """Set every field of ``state`` from ``state_to_json`` data (``ValueError``, ``KeyError``,
    ``TypeError`` when a value is missing or of the wrong type)."""
    players = data["players"]
    if type(players) is not int or not 2 <= players <= 10:
        raise ValueError("players")
    for f in STATE_FIELDS:
        setattr(state, f.name, f.metadata["codec"].load(f.name, data, players))


def copy_state(source: GameState, target: GameState) -> None:
    """Every field of ``source`` copied into ``target``, mutable values independent."""
    for f in STATE_FIELDS:
        setattr(target, f.name, f.metadata["codec"].copy(getattr(source, f.name)))


def _hand_resetter() -> Callable[[GameState], None]:
    """``reset_hand`` as one straight function (as ``dataclasses`` writes ``__init__``): each
    field of ``HAND_FIELDS`` set to its value, or to a new one where the value is a callable."""
    space: dict[str, Any] = {}
    lines = ["def reset_hand(s):"]
    for name, value in HAND_FIELDS:
        space[f"v_{name}"] = value
        lines.append(f"    s.{name} = v_{name}()" if callable(value) else f"    s.{name} = v_{name}")
    exec("\n".join(lines), space)  # noqa: S102 - field names only
    reset: Callable[[GameState], None] = space["reset_hand"]
    return reset


#: the fields that start afresh with each hand, set (``reset_hand(state)``)
reset_hand = _hand_resetter()
