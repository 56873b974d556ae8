"""Stacked decks: a deck order of 108 codes that deals exactly the hands a lesson needs.

``stacked_deck(players, dealer, hands, start, draws)`` puts the given cards
where the engine's deal takes them (one card at a time to each seat, starting
left of the dealer; then the start card; then the draw pile from the top) and
fills every other place with the rest of the deck in its usual order, so the
result is always a valid 108-card deck for ``Game(deck=...)``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from uno_access.engine import DECK, Action, Game, RuleSet
from uno_access.engine.game import HAND_SIZE


def stacked_deck(players: int, dealer: int, hands: Mapping[int, Sequence[str]], start: str,
                 draws: Sequence[str] = ()) -> list[str]:
    """The 108 codes of a deck that deals ``hands`` (seat -> up to 7 codes), turns ``start``
    face up and leaves ``draws`` on top of the draw pile, in that order."""
    order = [(dealer + 1 + i) % players for i in range(players)]
    slots: list[str | None] = [None] * len(DECK)
    for r in range(HAND_SIZE):
        for i, seat in enumerate(order):
            wanted = list(hands.get(seat, ()))
            if r < len(wanted):
                slots[r * players + i] = wanted[r]
    base = HAND_SIZE * players
    slots[base] = start
    for j, code in enumerate(draws):
        slots[base + 1 + j] = code
    left = Counter(card.code for card in DECK) - Counter(code for code in slots if code is not None)
    rest = []
    for card in DECK:
        if left[card.code] > 0:
            left[card.code] -= 1
            rest.append(card.code)
    # wild cards last, so a filler card dealt to a computer seat is rarely a wild
    rest.sort(key=lambda code: code in ("wld", "dr4"))
    it = iter(rest)
    return [code if code is not None else next(it) for code in slots]


def stacked_game(players: int, hands: Mapping[int, Sequence[str]], start: str, draws: Sequence[str] = (),
                 rules: RuleSet | None = None, first: int = 0, seed: int = 7,
                 prelude: Sequence[tuple[int, str]] = ()) -> Game:
    """A game where seat ``first`` moves first, with the stacked deck, after the ``prelude``
    actions (seat, action text) have been played."""
    dealer = (first - 1) % players
    deck = stacked_deck(players, dealer, hands, start, draws)
    game = Game(players=players, rules=rules or RuleSet.preset("official"), seed=seed, deck=deck, dealer=dealer)
    for seat, text in prelude:
        game.apply(Action.parse(seat, text))
    return game
