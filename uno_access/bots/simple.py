"""A simple legal computer player, behind the interface every player shares.

A player is anything with ``choose(observation, legal_actions) -> Action``;
the console asks a computer seat for its move exactly as it turns a human's
typed command into an action.  ``SimpleBot`` plays a matching coloured card
(highest points first), keeps wilds for last, calls UNO with the play that
leaves one card, names the colour it holds most, never challenges, never
jumps in, and catches a missed UNO when it is about to take its turn.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Protocol

from uno_access.engine import Action, ActionKind, Observation

#: kinds that take the turn (as opposed to the out-of-turn uno, catch, jump_in)
TURN_KINDS = frozenset({ActionKind.PLAY, ActionKind.DRAW, ActionKind.PASS, ActionKind.CHALLENGE,
                        ActionKind.ACCEPT, ActionKind.COLOR, ActionKind.SWAP})


class Player(Protocol):
    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action: ...


def _best_color(observation: Observation) -> str:
    held = Counter(card.color for card in observation.hand if card.color)
    if not held:
        return "rygb"[observation.seat % 4]
    return max("rygb", key=lambda c: (held[c], -"rygb".index(c)))


class SimpleBot:
    """A deterministic legal strategy (``seed`` only breaks ties between equal cards)."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        by_kind: dict[str, list[Action]] = {}
        for action in legal_actions:
            by_kind.setdefault(action.kind, []).append(action)
        turn = [a for a in legal_actions if a.kind in TURN_KINDS]
        if by_kind.get(ActionKind.CATCH) and turn:
            return by_kind[ActionKind.CATCH][0]
        if not turn:
            # only out-of-turn actions: call our own UNO if it is open, else the first one
            return (by_kind.get(ActionKind.UNO) or list(legal_actions))[0]
        if by_kind.get(ActionKind.COLOR):
            best = _best_color(observation)
            return next((a for a in by_kind[ActionKind.COLOR] if a.color == best), by_kind[ActionKind.COLOR][0])
        if by_kind.get(ActionKind.SWAP):
            counts = observation.counts
            return min(by_kind[ActionKind.SWAP], key=lambda a: (counts[a.target] if a.target is not None else 99, a.target or 0))
        plays = by_kind.get(ActionKind.PLAY, [])
        if by_kind.get(ActionKind.ACCEPT) and not plays:
            return by_kind[ActionKind.ACCEPT][0]
        if plays:
            return self._pick_play(observation, plays)
        if by_kind.get(ActionKind.ACCEPT):
            return by_kind[ActionKind.ACCEPT][0]
        for kind in (ActionKind.DRAW, ActionKind.PASS):
            if by_kind.get(kind):
                return by_kind[kind][0]
        return turn[0]

    def _pick_play(self, observation: Observation, plays: list[Action]) -> Action:
        best = _best_color(observation)
        wants_uno = len(observation.hand) == 2

        def score(action: Action) -> tuple:
            card = action.card
            wild = card is not None and card.is_wild
            return (
                wild,  # coloured cards before wilds
                card is not None and card.kind == "wild_draw_four",
                -(card.points if card else 0),
                0 if (action.color in (None, best)) else 1,
                action.uno != wants_uno,
                self._random.random(),
            )

        return min(plays, key=score)
