"""A seat's ``Observation`` as JSON and back: what the server sends a seat about the state.

Only what ``Game.observation(seat)`` already allows that seat: its own hand, its own legal
actions (as action texts), the card it drew, and public facts (top card, colour, counts,
scores...).  A spectator's view is taken with ``seat = -1``: no hand, no actions.
"""

from __future__ import annotations

from uno_access.engine import Action, Card, Observation, Phase, RuleSet
from uno_access.engine.cards import COLOR_FROM_NAME, COLOR_NAMES

SPECTATOR = -1

_PLAIN = ("players", "direction", "current", "phase", "counts", "scores", "team_scores", "dealer",
          "hand_number", "draw_pile_size", "discard_size", "pending_draw", "uno_open", "active", "winner")


def view_to_json(obs: Observation, spectator: bool = False) -> dict:
    data = {name: getattr(obs, name) for name in _PLAIN}
    data.update(
        seat=None if spectator else obs.seat,
        hand=[] if spectator else [c.code for c in obs.hand],
        top=obs.top.code if obs.top else None,
        color=COLOR_NAMES[obs.color] if obs.color else None,
        drawn=obs.drawn.code if obs.drawn and not spectator else None,
        legal=[] if spectator else [a.text() for a in obs.legal],
    )
    return data


def view_of(game, seat: int) -> dict:
    """``view_to_json(game.observation(seat))`` without building the observation (whose
    history tuple grows with the match): the same fields, read from the game directly."""
    spectator = seat == SPECTATOR
    me = 0 if spectator else seat
    top = game.discard[-1] if game.discard else None
    return {
        "players": game.players, "direction": game.direction, "current": game.current, "phase": game.phase,
        "counts": [len(h) for h in game.hands], "scores": list(game.scores), "team_scores": game.team_scores(),
        "dealer": game.dealer, "hand_number": game.hand_number, "draw_pile_size": len(game.draw_pile),
        "discard_size": len(game.discard), "pending_draw": game.pending_draw, "uno_open": game.uno_open,
        "active": game.active_seats(), "winner": game.winner,
        "seat": None if spectator else me,
        "hand": [] if spectator else [c.code for c in sorted(game.hands[me], key=_index)],
        "top": top.code if top else None,
        "color": COLOR_NAMES[game.color] if game.color else None,
        "drawn": game.drawn.code if game.drawn and not spectator and me == game.current else None,
        "legal": [] if spectator else [a.text() for a in game.legal_actions(me)],
    }


def _index(card: Card) -> int:
    return card.index


def view_from_json(data: dict, rules: RuleSet) -> Observation:
    """An ``Observation`` rebuilt from ``view_to_json`` (``ValueError``/``KeyError``/``TypeError``
    when the data is not one)."""
    seat = data.get("seat")
    me = -1 if seat is None else int(seat)
    players = int(data["players"])
    if not 2 <= players <= 10:
        raise ValueError("players")
    legal = [Action.parse(me, str(text)) for text in data["legal"]] if me >= 0 else []
    color = data.get("color")
    return Observation(
        seat=me, players=players,
        hand=[Card.from_code(str(c)) for c in data["hand"]],
        top=Card.from_code(str(data["top"])) if data.get("top") else None,
        color=COLOR_FROM_NAME[color] if color else None,
        direction=1 if data["direction"] == 1 else -1,
        current=int(data["current"]), phase=Phase(data["phase"]),
        counts=[int(n) for n in data["counts"]], scores=[int(n) for n in data["scores"]],
        team_scores=[int(n) for n in data["team_scores"]] if data.get("team_scores") else None,
        dealer=int(data["dealer"]), hand_number=int(data["hand_number"]),
        draw_pile_size=int(data["draw_pile_size"]), discard_size=int(data["discard_size"]),
        pending_draw=int(data["pending_draw"]),
        drawn=Card.from_code(str(data["drawn"])) if data.get("drawn") else None,
        uno_open=None if data.get("uno_open") is None else int(data["uno_open"]),
        active=[int(s) for s in data["active"]], legal=legal, rules=rules,
        winner=None if data.get("winner") is None else int(data["winner"]),
    )
