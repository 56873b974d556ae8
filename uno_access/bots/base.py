"""What every computer player shares: the interface, a persona, explanations.

A player is anything with ``choose(observation, legal_actions) -> Action``:
the same door the console uses for a human's typed command.  A computer
player gets nothing else (no ``Game``), so it cannot see another hand or the
order of the draw pile.  After each decision ``player.explanation`` holds a
message id and arguments (cards as ``Card``, colours as letters, seats as
numbers); ``player.explain(loc)`` renders it through Fluent
(``locales/<lang>/bots.ftl``), naming cards with ``uno_access.narration.cardnames``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from uno_access.engine import Action, ActionKind, Card, Observation
from uno_access.engine.cards import COLOR_NAMES, COLORS

#: kinds that take the turn (as opposed to the out-of-turn uno, catch, jump_in)
TURN_KINDS = frozenset({ActionKind.PLAY, ActionKind.DRAW, ActionKind.PASS, ActionKind.CHALLENGE,
                        ActionKind.ACCEPT, ActionKind.COLOR, ActionKind.SWAP})

#: persona number -> play style; the names are localized (``bot-name``, by persona number)
STYLES = ("steady", "cautious", "bold")
PERSONAS = 10


class Player(Protocol):
    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action: ...


@dataclass(frozen=True)
class Explanation:
    """Why a player chose an action: a Fluent message id and its arguments.

    Argument values: ``Card`` (rendered as a card name that translations may
    inflect), a colour letter under a key ending in ``color`` (given to Fluent
    as the English key red/yellow/green/blue, which ``{ color-name }`` or a
    translation's own select turns into words), ``target``
    numbers (rendered as that seat's player name), other numbers and strings as
    they are.
    """

    msg_id: str
    args: dict = field(default_factory=dict)


def persona_gender(persona: int) -> str:
    """Even personas are men, odd ones women (so translations can agree with the name)."""
    return "m" if persona % 2 == 0 else "f"


def player_name(loc, persona: int):
    """The localized name of a persona as a Fluent ``Noun`` carrying its gender."""
    from uno_access.i18n import Noun

    text: str = loc.format("bot-name", persona=persona)

    def form(case: str) -> str:
        return text

    return Noun(form, persona_gender(persona))


def card_noun(loc, card: Card):
    """A card's localized name as a ``Noun``: ``{ CASE($card, case: "acc") }`` inflects it."""
    from uno_access.i18n import Noun
    from uno_access.narration.cardnames import card_name_args

    args = card_name_args(card)
    return Noun(lambda case: loc.format("card-name", case=case, **args))


def render(loc, explanation: Explanation, persona: int, personas: Sequence[int] | None = None) -> str:
    """The explanation as a sentence in ``loc``'s language."""
    args: dict = {"name": player_name(loc, persona)}
    for key, value in explanation.args.items():
        if isinstance(value, Card):
            args[key] = card_noun(loc, value)
        elif key.endswith("color") and value in COLOR_NAMES:
            args[key] = COLOR_NAMES[value]  # the select key of color-name: each language inflects it
        elif key == "target" and isinstance(value, int):
            who = personas[value] if personas is not None and value < len(personas) else value % PERSONAS
            args[key] = player_name(loc, who)
        else:
            args[key] = value
    return loc.format(explanation.msg_id, **args)


class BotPlayer:
    """Base of the computer players: seeded randomness, a persona, the last explanation."""

    level = "base"
    #: the playing style of the persona (set with it)
    style: str

    def __init__(self, seed: int | None = None, persona: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.persona = 0
        self._persona_set = persona is not None
        self._set_persona(persona or 0)
        self.explanation: Explanation | None = None

    def _set_persona(self, persona: int) -> None:
        self.persona = persona % PERSONAS
        self.style = STYLES[self.persona % len(STYLES)]

    # -- naming and explaining
    def name(self, loc) -> str:
        return loc.format("bot-name", persona=self.persona)

    def describe(self, loc) -> str:
        """One sentence on this player's style of play."""
        return loc.format("bot-style", name=player_name(loc, self.persona), style=self.style)

    def explain(self, loc, personas: Sequence[int] | None = None) -> str | None:
        """The last decision's reason in ``loc``'s language (None before the first decision)."""
        if self.explanation is None:
            return None
        return render(loc, self.explanation, self.persona, personas)

    def _why(self, msg_id: str, **args: object) -> None:
        self.explanation = Explanation(msg_id, args)

    # -- the interface
    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if not self._persona_set:  # no persona given: the seat's own
            self._set_persona(observation.seat)
            self._persona_set = True
        action = self._choose(observation, list(legal_actions))
        return action

    def _choose(self, obs: Observation, legal: list[Action]) -> Action:  # pragma: no cover
        raise NotImplementedError


# -- helpers shared by the strategies -------------------------------------------------


def by_kind(legal: Sequence[Action]) -> dict[ActionKind, list[Action]]:
    out: dict[ActionKind, list[Action]] = {}
    for action in legal:
        out.setdefault(action.kind, []).append(action)
    return out


def card_of(action: Action) -> Card:
    """The card of a play (or jump-in) action."""
    if action.card is None:
        raise ValueError(f"{action.text()} carries no card")
    return action.card


def target_of(action: Action) -> int:
    """The seat a swap or catch action aims at."""
    if action.target is None:
        raise ValueError(f"{action.text()} has no target")
    return action.target


def color_counts(hand: Sequence[Card], leave: Card | None = None) -> Counter[str | None]:
    """How many cards of each colour ``hand`` holds (without one copy of ``leave``)."""
    held: Counter[str | None] = Counter(card.color for card in hand if card.color)
    if leave is not None and leave.color:
        held[leave.color] -= 1
    return held


def best_color(hand: Sequence[Card], leave: Card | None = None, fallback: int = 0) -> str:
    """The colour held most (ties: more points of that colour, then r, y, g, b)."""
    held = color_counts(hand, leave)
    points: Counter[str] = Counter()
    for card in hand:
        if card.color and card is not leave:
            points[card.color] += card.points
    if not any(held.values()):
        return COLORS[fallback % 4]
    return max(COLORS, key=lambda c: (held[c], points[c], -COLORS.index(c)))


def with_uno(plays: Sequence[Action], call: bool) -> list[Action]:
    """One action per (card, colour): the variant that calls UNO if ``call`` and there is one."""
    chosen: dict[tuple, Action] = {}
    for action in plays:
        key = (action.kind, action.card, action.color)
        old = chosen.get(key)
        if old is None or (action.uno == call and old.uno != call):
            chosen[key] = action
    return list(chosen.values())


def pick_play(plays: Sequence[Action], card: Card, color: str | None, uno: bool = True) -> Action:
    """The play action of ``card`` (with ``color`` for a wild), calling UNO when it can."""
    fits = [a for a in plays if a.card is card and (color is None or a.color == color)]
    fits.sort(key=lambda a: a.uno != uno)
    return fits[0]
