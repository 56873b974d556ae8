"""Actions: what a seat does, as a value object with a short text form.

``Action.parse(seat, "play wld r")`` and ``action.text()`` round-trip, like
``Move.from_uci`` / ``uci()`` in python-chess.  Text forms: ``play r3x``,
``play r3x uno``, ``play wld r``, ``draw``, ``pass``, ``uno``, ``catch 2``,
``challenge``, ``accept``, ``color g``, ``swap 2``, ``jump_in r3x``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import COLOR_FROM_NAME, COLORS, Card
from .errors import IllegalAction, InvalidAction, InvalidCardCode
from .kinds import ActionKind

PLAY, DRAW, PASS, UNO, CATCH, CHALLENGE, ACCEPT, COLOR, SWAP, JUMP_IN = ActionKind
#: every kind of action, in the order of ``ActionKind``
ACTION_KINDS: tuple[ActionKind, ...] = tuple(ActionKind)


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    kind: ActionKind
    card: Card | None = None
    color: str | None = None
    target: int | None = None
    uno: bool = False

    def text(self) -> str:
        parts: list[str] = [self.kind]
        if self.card is not None:
            parts.append(self.card.code)
        if self.color is not None:
            parts.append(self.color)
        if self.target is not None:
            parts.append(str(self.target))
        if self.uno:
            parts.append("uno")
        return " ".join(parts)

    __str__ = text

    @classmethod
    def parse(cls, seat: int, text: str) -> Action:
        words = text.strip().lower().split()
        if not words or words[0] not in ACTION_KINDS:
            raise InvalidAction("unknown_action", f"not an action: {text!r}", text=text)
        kind, rest = ActionKind(words[0]), words[1:]
        card = color = target = None
        uno = False
        try:
            if kind in (PLAY, JUMP_IN):
                if not rest:
                    raise InvalidAction("missing_card", f"{kind} needs a card code", text=text)
                card = Card.from_code(rest.pop(0))
                if rest and rest[-1] == "uno":
                    uno = True
                    rest.pop()
                if rest:
                    color = _color(rest.pop(0), text)
            elif kind == COLOR:
                color = _color(rest.pop(0) if rest else "", text)
            elif kind in (CATCH, SWAP):
                if not rest or not rest[0].isdigit():
                    raise InvalidAction("missing_seat", f"{kind} needs a seat number", text=text)
                target = int(rest.pop(0))
        except InvalidCardCode as exc:
            raise InvalidAction("unknown_card", str(exc), text=text, code=exc.args_.get("code")) from None
        if rest:
            raise InvalidAction("extra_words", f"unexpected words in {text!r}", text=text)
        return cls(seat, kind, card, color, target, uno)


def _color(word: str, text: str) -> str:
    if word in COLORS:
        return word
    if word in COLOR_FROM_NAME:
        return COLOR_FROM_NAME[word]
    raise InvalidAction("bad_color", f"not a colour: {word!r} (r, y, g, b)", text=text, word=word)


#: which fields each kind of action carries: (card, color, target, uno)
_SHAPES = {
    PLAY: (True, None, False, None), JUMP_IN: (True, None, False, None),
    DRAW: (False, False, False, False), PASS: (False, False, False, False),
    UNO: (False, False, False, False), CHALLENGE: (False, False, False, False),
    ACCEPT: (False, False, False, False), COLOR: (False, True, False, False),
    CATCH: (False, False, True, False), SWAP: (False, False, True, False),
}


def _check_shape(action: Action) -> None:
    """Reject an action whose fields do not fit its kind (a colour on a red 7, a card on draw)."""
    shape = _SHAPES.get(action.kind)
    if shape is None:
        raise IllegalAction("unknown_action", f"unknown action {action.kind!r}", kind=action.kind)
    card = action.card
    needs_card, needs_color, needs_target, may_uno = shape
    if needs_card:
        if not isinstance(card, Card):
            raise IllegalAction("missing_card", "name a card", kind=action.kind)
        needs_color = card.is_wild if action.kind == PLAY or action.color is not None else None
    elif card is not None:
        raise IllegalAction("unexpected_card", f"{action.kind} takes no card", kind=action.kind)
    if needs_color is True and action.color not in COLORS:
        raise IllegalAction("need_color", "name a colour: red, yellow, green or blue", kind=action.kind)
    if needs_color is False and action.color is not None:
        raise IllegalAction("unexpected_color", "only a Wild takes a colour", kind=action.kind)
    if needs_color is None and action.color is not None and action.color not in COLORS:
        raise IllegalAction("need_color", "name a colour: red, yellow, green or blue", kind=action.kind)
    if needs_target != (action.target is not None):
        raise IllegalAction("bad_target", "choose a seat" if needs_target else f"{action.kind} takes no seat",
                       kind=action.kind)
    if may_uno is False and action.uno:
        raise IllegalAction("unexpected_uno", f"{action.kind} cannot call UNO", kind=action.kind)


_ACTION_CACHE: dict[tuple[int, str, Card | None, str | None, int | None, bool], Action] = {}
#: the (immortal, cached) actions ``engine_action`` hands out, by id: well-formed by construction,
#: so ``Game.apply`` skips their shape check.  The value is the action's own cache of the ``Play``
#: events it makes, by the cards left in the hand (a play's, a list), else its kind
_ENGINE_ACTIONS: dict[int, list[Any] | ActionKind] = {}


def engine_action(seat: int, kind: ActionKind | str, card: Card | None = None, color: str | None = None,
                  target: int | None = None, uno: bool = False) -> Action:
    """The engine's own shared ``Action`` for these fields: equal to ``Action(seat, kind, ...)``,
    but one object per value, which ``Game.apply`` recognises and does not check for shape again
    (``legal_actions`` hands out only these).  ``kind`` may be an ``ActionKind`` or its text
    (``ValueError`` for any other); an action whose fields do not fit its kind is returned as a
    new, unshared one, which ``apply`` refuses with its reason."""
    key = (seat, kind, card, color, target, uno)
    act = _ACTION_CACHE.get(key)
    if act is None:
        act = Action(seat, ActionKind(kind), card, color, target, uno)
        try:
            _check_shape(act)
        except IllegalAction:
            return act
        if type(seat) is not int or not 0 <= seat < 10:
            return act
        _ACTION_CACHE[key] = act
        _ENGINE_ACTIONS[id(act)] = [None] * 109 if act.kind is PLAY else act.kind  # 0-108 cards left
    return act
