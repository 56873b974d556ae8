"""Legal actions: what every seat may do now, as cached ``Action`` values."""

from __future__ import annotations

from .actions import ACCEPT, CATCH, CHALLENGE, COLOR, DRAW, JUMP_IN, PASS, PLAY, SWAP, UNO, Action
from .cards import ALL_CARDS, COLORS, WILD_DRAW_FOUR, Card
from .core import GameCore, _illegal
from .kinds import P_CHALLENGE, P_COLOR, P_DRAWN, P_OVER, P_PLAY, P_RETRACT, P_SWAP, ActionKind


class LegalActions(GameCore):
    """``legal_actions`` and the tests behind it."""

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action that may be applied now (of ``seat`` only, if given)."""
        acts: list[Action] = []
        phase = self.phase
        if phase == P_OVER:
            return acts
        cur = self.current
        if seat is None or seat == cur:
            self._turn_actions(cur, acts)
        uno_open = self.uno_open
        if uno_open is not None:
            if seat is None or seat == uno_open:
                acts.append(_action(uno_open, UNO))
            for other in range(self.players):
                if other != uno_open and self.active[other] and (seat is None or seat == other):
                    acts.append(_action(other, CATCH, target=uno_open))
        if self.jump_ok and phase == P_PLAY and not self.pending_draw and self.rules.jump_in != "off":
            top = self.top
            with_color = top.is_wild and self.rules.jump_in == "on"
            for other in range(self.players):
                if (
                    other == cur or other == self.last_player or not self.active[other]
                    or other in self.no_jump or (seat is not None and seat != other)
                ):
                    continue
                hand = self.hands[other]
                if top in hand and not self._finish_forbidden(top, len(hand)):
                    if with_color:
                        acts.extend(_action(other, JUMP_IN, top, c) for c in COLORS)
                    else:
                        acts.append(_action(other, JUMP_IN, top))
        return acts

    def _add_plays(self, seat: int, card: Card, acts: list[Action], hand_size: int) -> None:
        acts.extend(_PLAY_TABLE[seat][hand_size == 2 and self.rules.uno_call == "manual"][card])

    def _turn_actions(self, seat: int, acts: list[Action]) -> None:
        phase = self.phase
        hand = self.hands[seat]
        size = len(hand)
        if phase == P_PLAY:
            top, color = self.discard[-1], self.color
            rules = self.rules
            stacking = self.pending_draw > 0
            table = _PLAY_TABLE[seat][size == 2 and rules.uno_call == "manual"]
            seen: set[Card] = set()
            any_playable = False
            if stacking:
                for card in hand:
                    if card not in seen:
                        seen.add(card)
                        if self._stackable(card, seat):
                            any_playable = True
                            acts.extend(table[card])
            else:
                # the cards that match the colour or the top's number or symbol, and the Wilds;
                # beyond matching only a Wild Draw Four with challenges off and a last card under
                # no_wild_finish have a test of their own (as in _playable)
                match = _MATCH[color][top.rank]
                wd4_test = rules.challenge == "off"
                finish_test = size == 1 and rules.no_wild_finish != "off"
                for card in hand:
                    if card in match and card not in seen:
                        seen.add(card)
                        if wd4_test and card.kind == WILD_DRAW_FOUR and not self._wd4_allowed(hand, top, color):
                            continue
                        if finish_test and self._finish_forbidden(card, size):
                            continue
                        any_playable = True
                        acts.extend(table[card])
            if stacking or not (any_playable and rules.forced_play == "on"):
                acts.append(_action(seat, DRAW))
        elif phase == P_DRAWN:
            self._add_plays(seat, self.drawn, acts, size)  # type: ignore[arg-type]
            if not self.drawn_must_play:
                acts.append(_action(seat, PASS))
        elif phase == P_COLOR:
            acts.extend(_action(seat, COLOR, color=c) for c in COLORS)
        elif phase == P_CHALLENGE:
            acts.append(_action(seat, CHALLENGE))
            acts.append(_action(seat, ACCEPT))
            if self.rules.stacking != "off":
                dr4 = ALL_CARDS[-1]
                if dr4 in hand and not self._finish_forbidden(dr4, size):
                    self._add_plays(seat, dr4, acts, size)
        elif phase == P_RETRACT:
            seen = set()
            for card in hand:
                if card not in seen and self._retract_ok(seat, card):
                    seen.add(card)
                    self._add_plays(seat, card, acts, size)
        elif phase == P_SWAP:
            for other in self.active_seats():
                if other != seat:
                    acts.append(_action(seat, SWAP, target=other))

    def _retract_ok(self, seat: int, card: Card) -> bool:
        wd4 = self.wd4
        return wd4 is not None and card.kind != WILD_DRAW_FOUR and self._playable(seat, card, wd4.prev_top, wd4.prev_color)

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions(action.seat)


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
        raise _illegal("unknown_action", f"unknown action {action.kind!r}", kind=action.kind)
    card = action.card
    needs_card, needs_color, needs_target, may_uno = shape
    if needs_card:
        if not isinstance(card, Card):
            raise _illegal("missing_card", "name a card", kind=action.kind)
        needs_color = card.is_wild if action.kind == PLAY or action.color is not None else None
    elif card is not None:
        raise _illegal("unexpected_card", f"{action.kind} takes no card", kind=action.kind)
    if needs_color is True and action.color not in COLORS:
        raise _illegal("need_color", "name a colour: red, yellow, green or blue", kind=action.kind)
    if needs_color is False and action.color is not None:
        raise _illegal("unexpected_color", "only a Wild takes a colour", kind=action.kind)
    if needs_color is None and action.color is not None and action.color not in COLORS:
        raise _illegal("need_color", "name a colour: red, yellow, green or blue", kind=action.kind)
    if needs_target != (action.target is not None):
        raise _illegal("bad_target", "choose a seat" if needs_target else f"{action.kind} takes no seat",
                       kind=action.kind)
    if may_uno is False and action.uno:
        raise _illegal("unexpected_uno", f"{action.kind} cannot call UNO", kind=action.kind)


_ACTION_CACHE: dict[tuple[int, ActionKind, Card | None, str | None, int | None, bool], Action] = {}
#: ids of the (immortal, cached) actions the engine itself hands out: well-formed by construction
_ENGINE_ACTIONS: set[int] = set()


def _action(seat: int, kind: ActionKind, card: Card | None = None, color: str | None = None,
            target: int | None = None, uno: bool = False) -> Action:
    key = (seat, kind, card, color, target, uno)
    act = _ACTION_CACHE.get(key)
    if act is None:
        act = _ACTION_CACHE[key] = Action(seat, kind, card, color, target, uno)
        _ENGINE_ACTIONS.add(id(act))
    return act


def _play_actions(seat: int, card: Card, uno: bool) -> tuple[Action, ...]:
    """Every way to play ``card`` (a colour for a wild; with and without the UNO call)."""
    colors = COLORS if card.is_wild else (None,)
    calls = (False, True) if uno else (False,)
    return tuple(_action(seat, PLAY, card, c, uno=u) for c in colors for u in calls)


#: _MATCH[colour in play][top card's rank] -> the cards that may be played on it by matching
_MATCH: dict[str | None, dict[str, frozenset[Card]]] = {
    color: {rank: frozenset(c for c in ALL_CARDS if c.is_wild or c.color == color or c.rank == rank)
            for rank in {c.rank for c in ALL_CARDS}}
    for color in (*COLORS, None)
}


#: _PLAY_TABLE[seat][uno_variants][card] -> the play actions of that card
_PLAY_TABLE = [
    [{card: _play_actions(seat, card, uno) for card in ALL_CARDS} for uno in (False, True)]
    for seat in range(10)
]

