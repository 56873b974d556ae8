"""Computer players behind the one interface every player shares.

``make_player(level, seat=None, seed=None, budget_ms=250, max_deals=None)`` gives a player of a
level (``random``, ``easy``, ``normal``, ``hard``) with a persona per seat;
``player.choose(observation, legal_actions) -> Action``;
``player.explain(loc)`` says why, in the localizer's language.
"""

from __future__ import annotations

from .base import BotPlayer, Explanation, Player, persona_gender, player_name, render
from .heuristic import EasyBot, NormalBot, RandomBot
from .search import DEFAULT_BUDGET_MS, HardBot

LEVELS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_player(
    level: str,
    seat: int | None = None,
    seed: int | None = None,
    *,
    budget_ms: float | None = DEFAULT_BUDGET_MS,
    max_deals: int | None = None,
    persona: int | None = None,
) -> BotPlayer:
    """A computer player of ``level`` for ``seat`` (``ValueError`` for an unknown level)."""
    cls = LEVELS.get(str(level).lower())
    if cls is None:
        raise ValueError(f"unknown level {level!r}; the levels are: {', '.join(LEVELS)}")
    who = seat if persona is None else persona
    if cls is HardBot:
        return HardBot(seed, who, budget_ms=budget_ms, max_deals=max_deals)
    return cls(seed, who)


__all__ = [
    "DEFAULT_BUDGET_MS", "LEVELS", "BotPlayer", "EasyBot", "Explanation", "HardBot", "NormalBot",
    "Player", "RandomBot", "make_player", "persona_gender", "player_name", "render",
]
