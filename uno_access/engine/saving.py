"""Saving and copying a game: JSON through the declared state, checks of a loaded save, clones."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, Self

from .cards import DECK, WILD_DRAW_FOUR
from .core import GameCore
from .errors import InvalidSave
from .kinds import Phase
from .rules import RuleSet
from .state import SAVE_VERSION, STATE_FIELDS, Codec, load_state, state_to_json


class Saving(GameCore):
    """``to_json``, ``from_json``, equality by state and ``clone``."""

    __slots__ = ()

    def to_json(self, events: bool = True) -> dict[str, Any]:
        """The whole state as JSON-ready data (card codes, the generator's state): every field
        of ``GameState`` and the rules.

        ``events=False`` leaves out the event log (a cheap snapshot of the state).
        """
        data = state_to_json(self, events)
        data["rules"] = self.rules.to_dict()
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        """Rebuild a game saved by ``to_json``; ``InvalidSave`` if anything is off."""
        try:
            if data.get("version") != SAVE_VERSION:
                raise ValueError(f"save version {data.get('version')!r}")
            game = cls.__new__(cls)
            load_state(game, data)
            game._begin(RuleSet.from_dict(data["rules"]))
            game._check()
        except InvalidSave:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
            raise InvalidSave("bad_save", f"the saved game cannot be read: {exc}", detail=str(exc)[:80]) from None
        return game

    def _check(self) -> None:
        """Every type and invariant of a saved state (a hand-edited save must not load half-broken)."""

        def bad(why: str) -> InvalidSave:
            return InvalidSave("bad_save", f"the saved game is not consistent: {why}", detail=why)

        n = self.players  # every field's type is checked as it is read (``load_state``)
        if len(self.hands) != n or len(self.scores) != n or len(self.active) != n:
            raise InvalidSave("bad_save", "the saved game has a wrong number of seats", detail="seats")
        if any(abs(x) > 10**9 for x in self.scores):
            raise bad("scores")
        have = Counter(c.code for c in self.draw_pile + self.discard + [c for h in self.hands for c in h])
        if have != Counter(c.code for c in DECK):
            raise InvalidSave("bad_save", "the saved game does not hold exactly one deck", detail="deck")
        if self.direction not in (1, -1):
            raise InvalidSave("bad_save", "the saved game has an impossible turn", detail="direction")
        if not 0 <= self.pending_cards <= 108 or not 0 <= self.pending_draw <= 4 * 108:
            raise bad("pending_draw")
        if (self.pending_draw == 0) != (self.pending_cards == 0) or (self.pending_draw == 0) != (self.pending_kind is None):
            raise bad("pending_draw")
        if not 0 <= self.hand_number <= 10**6:
            raise bad("hand_number")
        if self.phase == Phase.OVER:
            return
        if not self.discard:
            raise bad("discard")
        if sum(self.active) < 2 or not self.active[self.current]:
            raise bad("current")
        if self.phase == Phase.DRAWN and (self.drawn is None or self.drawn not in self.hands[self.current]):
            raise bad("drawn")
        if self.phase in (Phase.CHALLENGE, Phase.RETRACT) and self.wd4 is None:
            raise bad("wd4_seat")
        if self.phase == Phase.CHALLENGE and self.pending_kind != WILD_DRAW_FOUR:
            raise bad("pending_kind")
        if self.phase == Phase.SWAP and self.swap_next is None:
            raise bad("swap_next")
        if self.phase != Phase.COLOR and self.color is None:
            raise bad("color")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Saving) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def clone(self, record: bool = False) -> Self:
        """A fast independent copy (for search); events are not recorded unless asked."""
        game = type(self).__new__(type(self))
        _copy_fields(self, game)  # the state's slots, shared; the mutable ones copied below
        game._begin(self.rules)
        if hasattr(self, "__dict__"):  # a subclass's own attributes
            game.__dict__.update(self.__dict__)
        for name, copy in _MUTABLE_FIELDS:
            setattr(game, name, copy(getattr(self, name)))
        game.record = record
        game.events = list(self.events) if record else []
        return game


def _fields_copier(names: tuple[str, ...]) -> Callable[[object, object], None]:
    """``for name in names: setattr(target, name, getattr(source, name))`` as one straight
    function (as ``dataclasses`` writes ``__init__``)."""
    space: dict[str, Any] = {}
    body = "".join(f"\n    t.{n} = s.{n}" for n in names)
    exec(f"def copy(s, t):{body}", space)  # noqa: S102 - field names only
    copier: Callable[[object, object], None] = space["copy"]
    return copier


_copy_fields = _fields_copier(tuple(f.name for f in STATE_FIELDS))
#: the state's fields whose values change in place, and how ``clone`` copies each
_MUTABLE_FIELDS: tuple[tuple[str, Callable[[Any], Any]], ...] = tuple(
    (f.name, f.metadata["codec"].copy) for f in STATE_FIELDS
    if type(f.metadata["codec"]).copy is not Codec.copy and f.name != "events"
)

