"""Ports of RLCard 1.2.0's UNO agents to our engine: the outside peer of the computer players.

RLCard is a benchmark peer, not a dependency of the game; these ports live in ``benchmarks/``.

``V1Bot`` is ``rlcard.models.uno_rule_models.UNORuleAgentV1`` (read in
``rlcard/models/uno_rule_models.py`` of rlcard 1.2.0), whose order is:

1. a non-wild play, chosen at random among RLCard's legal actions.  RLCard lists a
   playable card once per copy held, so the choice is weighted by copies held;
2. else a Wild, its colour chosen at random (``np.random.choice`` over r/g/b/y-wild);
3. else a Wild Draw Four (RLCard offers it only when nothing else is playable) in the
   colour held most among the non-wild cards (ties: the first such colour in the hand, which
   is in the random order dealt; no coloured card: a colour at random);
4. else draw.

The agent never decides anything else, so under our rules it always calls UNO, always
accepts a Wild Draw Four (RLCard has no challenge), never catches, never jumps in.  A card it
drew and may play is played (RLCard's round plays it on the agent's behalf), by the same order.
A Wild start card gets a random colour, as RLCard's round gives it.

``RLCardRandomBot`` is RLCard's ``RandomAgent`` on RLCard's legal action list: uniform over
one action per playable copy held, the four colours of a Wild, the four of a Wild Draw Four
only when nothing else is playable, and draw only when nothing is.
"""

from __future__ import annotations

from collections import Counter

from uno_access.bots.base import TURN_KINDS, BotPlayer, by_kind, with_uno
from uno_access.engine import Action, ActionKind, Observation
from uno_access.engine.cards import COLORS


def rlcard_options(obs: Observation, legal: list[Action]) -> tuple[list[Action], list[Action], list[Action]]:
    """RLCard's legal action list split by its rule order: (non-wild plays, one per copy
    held; Wild plays, one per colour; Wild Draw Four plays, one per colour)."""
    plays = with_uno([a for a in legal if a.kind == ActionKind.PLAY], True)
    copies = Counter(obs.hand)
    cards = [(a, a.card) for a in plays if a.card is not None]
    plain = [a for a, card in cards if not card.is_wild for _ in range(max(1, copies[card]))]
    wild = [a for a, card in cards if card.kind == "wild"]
    wd4 = [a for a, card in cards if card.kind == "wild_draw_four"]
    return plain, wild, wd4


class _RLCardPort(BotPlayer):
    """What both ports share: the phases RLCard has no decision for."""

    def _choose(self, obs: Observation, legal: list[Action]) -> Action:
        kinds = by_kind(legal)
        turn = [a for a in legal if a.kind in TURN_KINDS]
        if not turn:  # out of turn: call its own UNO, never catch
            own = kinds.get(ActionKind.UNO)
            return own[0] if own else legal[0]
        if kinds.get(ActionKind.COLOR):  # a Wild start card: RLCard's round picks the colour at random
            return self.rng.choice(kinds[ActionKind.COLOR])
        if kinds.get(ActionKind.ACCEPT):  # RLCard has no challenge: a Wild Draw Four is always taken
            return kinds[ActionKind.ACCEPT][0]
        if kinds.get(ActionKind.SWAP):  # not in RLCard's game (house rules only): any seat
            return self.rng.choice(kinds[ActionKind.SWAP])
        plain, wild, wd4 = rlcard_options(obs, legal)
        action = self._pick(obs, plain, wild, wd4)
        if action is not None:
            return action
        for kind in (ActionKind.DRAW, ActionKind.PASS):
            if kinds.get(kind):
                return kinds[kind][0]
        return turn[0]

    def _pick(self, obs: Observation, plain: list[Action], wild: list[Action],
              wd4: list[Action]) -> Action | None:  # pragma: no cover
        raise NotImplementedError


class V1Bot(_RLCardPort):
    """RLCard 1.2.0's ``UNORuleAgentV1``, rule for rule."""

    level = "v1"

    def _pick(self, obs: Observation, plain: list[Action], wild: list[Action], wd4: list[Action]) -> Action | None:
        if plain:
            return self.rng.choice(plain)
        if wild:
            return self.rng.choice(wild)
        if wd4:
            # count_colors(filter_wild(hand)); ties go to the first colour in RLCard's hand, whose
            # order is the order dealt: ours is sorted, so shuffle a copy to break ties alike
            hand = list(obs.hand)
            self.rng.shuffle(hand)
            held: dict[str, int] = {}
            for card in hand:
                if card.color:
                    held[card.color] = held.get(card.color, 0) + 1
            color = max(held, key=lambda c: held[c]) if held else self.rng.choice(COLORS)
            return next(a for a in wd4 if a.color == color)
        return None


class RLCardRandomBot(_RLCardPort):
    """RLCard's ``RandomAgent``: uniform over RLCard's legal actions."""

    level = "rlcard-random"

    def _pick(self, obs: Observation, plain: list[Action], wild: list[Action], wd4: list[Action]) -> Action | None:
        options = plain + wild or wd4
        return self.rng.choice(options) if options else None
