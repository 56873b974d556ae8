"""Legal actions: what every seat may do now, as cached ``Action`` values."""

from __future__ import annotations

from .actions import ACCEPT, CATCH, CHALLENGE, COLOR, DRAW, JUMP_IN, PASS, PLAY, SWAP, UNO, Action, engine_action
from .cards import ALL_CARDS, COLORS, WILD_DRAW_FOUR, Card
from .core import _MATCHES, _WILDS, GameCore
from .kinds import P_CHALLENGE, P_COLOR, P_DRAWN, P_OVER, P_PLAY, P_RETRACT, P_SWAP


class LegalActions(GameCore):
    """``legal_actions`` and the tests behind it."""

    __slots__ = ()

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action that may be applied now (of ``seat`` only, if given)."""
        acts: list[Action]
        phase = self.phase
        cur = self.current
        if seat is not None and seat != cur:
            acts = []  # only what a seat may do out of turn, below
            if phase is P_OVER:
                return acts
        elif phase is P_PLAY and not self.pending_draw:
            # the usual case, the turn in phase play with no draw penalty pending: the cards that
            # match the colour or the top's number or symbol, and the Wilds (each once, in the order
            # of the hand); beyond matching only a Wild Draw Four with challenges off and a last
            # card under no_wild_finish have a test of their own (as in ``_playable``).  Then the draw.
            hand = self.hands[cur]
            # each card once, in the order of the hand (a dict keeps the order of its keys)
            plays = dict.fromkeys(filter(_MATCHES[self.color][self.discard[-1].rank], hand))
            if plays:
                size = len(hand)
                if self._wd4_test and _DR4 in plays and not (
                        _WILDS.issuperset(plays) if self.rules.wd4 != "color"  # every match a Wild (_wd4_allowed)
                        else self._wd4_allowed(hand, self.discard[-1], self.color)):
                    del plays[_DR4]
                if size == 1 and self._finish_rule:
                    plays = dict.fromkeys(card for card in plays if not self._finish_forbidden(card, size))
                table = _PLAY_TABLE[cur][size == 2 and self._uno_manual]
                acts = []
                for card in plays:
                    acts += table[card]
                if not plays or not self._forced:
                    acts.append(_DRAWS[cur])
            else:
                acts = [_DRAWS[cur]]
        elif phase is P_DRAWN:  # the card just drawn, or keep it (pass) when the rules allow
            acts = [*_PLAY_TABLE[cur][len(self.hands[cur]) == 2 and self._uno_manual][self.drawn]]  # type: ignore[index]
            if not self.drawn_must_play:
                acts.append(_PASSES[cur])
        else:
            acts = []
            if phase is P_OVER:
                return acts
            self._turn_actions(cur, acts)
        if self.uno_open is None and not (self._jump_in and self.jump_ok):
            return acts  # nobody can act out of turn
        uno_open = self.uno_open
        if uno_open is not None:
            if seat is None or seat == uno_open:
                acts.append(engine_action(uno_open, UNO))
            for other in range(self.players):
                if other != uno_open and self.active[other] and (seat is None or seat == other):
                    acts.append(engine_action(other, CATCH, target=uno_open))
        if self.jump_ok and self._jump_in and phase is P_PLAY and not self.pending_draw:
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
                        acts.extend(engine_action(other, JUMP_IN, top, c) for c in COLORS)
                    else:
                        acts.append(engine_action(other, JUMP_IN, top))
        return acts

    def _add_plays(self, seat: int, card: Card, acts: list[Action], hand_size: int) -> None:
        acts.extend(_PLAY_TABLE[seat][hand_size == 2 and self._uno_manual][card])

    def _turn_actions(self, seat: int, acts: list[Action]) -> None:
        phase = self.phase
        hand = self.hands[seat]
        size = len(hand)
        # (phase play with no draw penalty pending and phase drawn: legal_actions itself)
        if phase is P_PLAY:
            # a draw penalty is pending: the cards that stack on it, or take it (draw)
            table = _PLAY_TABLE[seat][size == 2 and self._uno_manual]
            for card in dict.fromkeys(hand):
                if self._stackable(card, seat):
                    acts += table[card]
            acts.append(_DRAWS[seat])
        elif phase is P_COLOR:
            acts.extend(engine_action(seat, COLOR, color=c) for c in COLORS)
        elif phase is P_CHALLENGE:
            acts.append(engine_action(seat, CHALLENGE))
            acts.append(engine_action(seat, ACCEPT))
            if self._stacking:
                dr4 = ALL_CARDS[-1]
                if dr4 in hand and not self._finish_forbidden(dr4, size):
                    self._add_plays(seat, dr4, acts, size)
        elif phase is P_RETRACT:
            seen = set()
            for card in hand:
                if card not in seen and self._retract_ok(seat, card):
                    seen.add(card)
                    self._add_plays(seat, card, acts, size)
        elif phase is P_SWAP:
            for other in self.active_seats():
                if other != seat:
                    acts.append(engine_action(seat, SWAP, target=other))

    def _retract_ok(self, seat: int, card: Card) -> bool:
        wd4 = self.wd4
        return wd4 is not None and card.kind != WILD_DRAW_FOUR and self._playable(seat, card, wd4.prev_top, wd4.prev_color)

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions(action.seat)


def _play_actions(seat: int, card: Card, uno: bool) -> tuple[Action, ...]:
    """Every way to play ``card`` (a colour for a wild; with and without the UNO call)."""
    colors = COLORS if card.is_wild else (None,)
    calls = (False, True) if uno else (False,)
    return tuple(engine_action(seat, PLAY, card, c, uno=u) for c in colors for u in calls)



#: each seat's draw
_DRAWS = tuple(engine_action(seat, DRAW) for seat in range(10))
_PASSES = tuple(engine_action(seat, PASS) for seat in range(10))
_DR4 = ALL_CARDS[-1]

#: _PLAY_TABLE[seat][uno_variants][card] -> the play actions of that card
_PLAY_TABLE = [
    [{card: _play_actions(seat, card, uno) for card in ALL_CARDS} for uno in (False, True)]
    for seat in range(10)
]

