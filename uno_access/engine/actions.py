"""Actions: what a seat does, as a value object with a short text form.

``Action.parse(seat, "play wld r")`` and ``action.text()`` round-trip, like
``Move.from_uci`` / ``uci()`` in python-chess.  Text forms: ``play r3x``,
``play r3x uno``, ``play wld r``, ``draw``, ``pass``, ``uno``, ``catch 2``,
``challenge``, ``accept``, ``color g``, ``swap 2``, ``jump_in r3x``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import COLOR_FROM_NAME, COLORS, Card
from .errors import InvalidAction, InvalidCardCode
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
        parts = [self.kind]
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
