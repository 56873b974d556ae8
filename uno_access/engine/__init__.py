"""The pure rules engine: standard library only, no I/O.

>>> from uno_access.engine import Game, RuleSet, Action
>>> game = Game(players=4, rules=RuleSet.preset("official"), seed=1)
>>> action = game.legal_actions()[0]
>>> events = game.apply(action)
"""

from .actions import ACTION_KINDS, Action, engine_action
from .cards import ALL_CARDS, COLOR_NAMES, COLORS, DECK, DECK_COUNTS, KINDS, Card, parse_deck
from .core import stack_answers, stack_word
from .errors import (
    IllegalAction,
    InvalidAction,
    InvalidCardCode,
    InvalidDeck,
    InvalidRule,
    InvalidSave,
    UnoError,
)
from .events import EVENT_TYPES, Event, event_from_dict
from .game import Game, Observation
from .kinds import ActionKind, DrawReason, EventType, Phase
from .rules import CHOICES, HOUSE_RULES, PRESETS, SWITCHES, RuleSet, parse_house
from .state import GameState, PendingWd4

__all__ = [
    "ACTION_KINDS", "ALL_CARDS", "ActionKind", "DrawReason", "EventType", "Phase", "CHOICES", "COLORS", "COLOR_NAMES", "DECK", "DECK_COUNTS",
    "EVENT_TYPES", "HOUSE_RULES", "KINDS", "PRESETS", "SWITCHES", "Action", "Card", "Event", "Game",
    "IllegalAction", "InvalidAction", "InvalidCardCode", "InvalidDeck", "InvalidRule", "InvalidSave",
    "GameState", "Observation", "PendingWd4", "RuleSet", "UnoError", "engine_action", "event_from_dict", "parse_deck", "parse_house",
    "stack_answers", "stack_word",
]
