"""Cards as value objects named by their UNO Braille corner codes.

There are 54 kinds of card (``Card``) and 108 cards in a deck (``DECK``).
Every card kind is a single interned instance, so ``Card.from_code("r3x") is
Card.from_code("r3x")`` and comparisons by identity are safe and fast.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .errors import InvalidCardCode, InvalidDeck

COLORS = ("r", "y", "g", "b")
COLOR_NAMES = {"r": "red", "y": "yellow", "g": "green", "b": "blue"}
COLOR_FROM_NAME = {v: k for k, v in COLOR_NAMES.items()}

NUMBER = "number"
SKIP = "skip"
REVERSE = "reverse"
DRAW_TWO = "draw_two"
WILD = "wild"
WILD_DRAW_FOUR = "wild_draw_four"
KINDS = (NUMBER, SKIP, REVERSE, DRAW_TWO, WILD, WILD_DRAW_FOUR)

_ACTION_SUFFIX = {SKIP: "sk", REVERSE: "rv", DRAW_TWO: "d2"}


class Card:
    """One kind of card. Build with ``Card.from_code``; never mutate."""

    __slots__ = ("code", "color", "kind", "number", "points", "rank", "index", "is_wild")

    code: str
    color: str | None
    kind: str
    number: int | None
    points: int
    rank: str
    index: int
    is_wild: bool

    _by_code: dict[str, Card] = {}

    def __init__(self, *args: object) -> None:  # pragma: no cover - guard
        raise TypeError("use Card.from_code(code)")

    @classmethod
    def _make(cls, code: str, color: str | None, kind: str, number: int | None, index: int) -> Card:
        card = object.__new__(cls)
        set_ = object.__setattr__
        set_(card, "code", code)
        set_(card, "color", color)
        set_(card, "kind", kind)
        set_(card, "number", number)
        if kind == NUMBER:
            points = number
            rank = str(number)
        elif kind in (WILD, WILD_DRAW_FOUR):
            points = 50
            rank = code
        else:
            points = 20
            rank = kind
        set_(card, "points", points)
        set_(card, "rank", rank)
        set_(card, "index", index)
        set_(card, "is_wild", color is None)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    @classmethod
    def from_code(cls, code: str) -> Card:
        """The card named by a Braille corner code such as ``b3x``, ``gd2`` or ``wld``."""
        try:
            return cls._by_code[code.strip().lower()]
        except (KeyError, AttributeError):
            raise InvalidCardCode(
                "unknown_card",
                f"{code!r} is not a card code: expected a colour letter (r, y, g, b) followed by "
                "a digit and x (r3x), d2, rv or sk (bd2), or wld or dr4",
                code=str(code),
            ) from None

    @property
    def color_name(self) -> str | None:
        return COLOR_NAMES.get(self.color) if self.color else None

    def matches(self, top: Card, color: str) -> bool:
        """Whether this card may be played on ``top`` with ``color`` in play (wilds always may)."""
        return self.color is None or self.color == color or self.rank == top.rank

    def __repr__(self) -> str:
        return f"Card.from_code({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __reduce__(self):
        return (Card.from_code, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self


def _build() -> tuple[list[Card], list[Card]]:
    kinds: list[Card] = []
    deck: list[Card] = []
    for color in COLORS:
        for number in range(10):
            card = Card._make(f"{color}{number}x", color, NUMBER, number, len(kinds))
            kinds.append(card)
            deck.extend([card] * (1 if number == 0 else 2))
        for kind in (DRAW_TWO, REVERSE, SKIP):
            card = Card._make(f"{color}{_ACTION_SUFFIX[kind]}", color, kind, None, len(kinds))
            kinds.append(card)
            deck.extend([card, card])
    for code, kind in (("wld", WILD), ("dr4", WILD_DRAW_FOUR)):
        card = Card._make(code, None, kind, None, len(kinds))
        kinds.append(card)
        deck.extend([card] * 4)
    for card in kinds:
        Card._by_code[card.code] = card
    return kinds, deck


#: The 54 kinds of card, in a stable order (colours r, y, g, b; 0-9, d2, rv, sk; wld, dr4).
ALL_CARDS, _DECK = _build()
#: The 108 cards of a deck, in the order of ``ALL_CARDS``.
DECK: tuple[Card, ...] = tuple(_DECK)
#: How many of each card kind a deck holds.
DECK_COUNTS: dict[str, int] = dict(Counter(card.code for card in DECK))


def parse_deck(codes: Iterable[str | Card]) -> list[Card]:
    """A full deck order from 108 codes or cards (first = first card dealt).

    Raises ``InvalidDeck`` naming the missing and extra codes when the list is
    not exactly one deck, and ``InvalidCardCode`` for a code that is no card.
    """
    cards = [code if isinstance(code, Card) else Card.from_code(code) for code in codes]
    have = Counter(card.code for card in cards)
    missing = Counter(DECK_COUNTS) - have
    extra = have - Counter(DECK_COUNTS)
    if missing or extra:
        def describe(counter: Counter) -> str:
            return ", ".join(f"{code}×{n}" if n > 1 else code for code, n in sorted(counter.items())) or "none"

        raise InvalidDeck(
            "deck_mismatch",
            f"a deck needs exactly 108 cards; got {len(cards)}; missing: {describe(missing)}; "
            f"extra: {describe(extra)}",
            count=len(cards),
            missing=sorted(missing.elements()),
            extra=sorted(extra.elements()),
        )
    return cards
