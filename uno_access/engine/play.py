"""Applying actions: ``apply`` dispatches on the action's kind; each kind's rules are one method."""

from __future__ import annotations

from collections.abc import Callable

from . import events as ev
from .actions import _ENGINE_ACTIONS, ACCEPT, CATCH, CHALLENGE, COLOR, DRAW, JUMP_IN, PASS, PLAY, SWAP, UNO, Action, _check_shape
from .cards import ALL_CARDS, COLOR_NAMES, COLORS, DRAW_TWO, NUMBER, REVERSE, SKIP, WILD_DRAW_FOUR, Card
from .core import _DRAW_AMOUNT, _DRAW_REASON, _MATCH, _TURN, _illegal, stack_word
from .errors import IllegalAction
from .kinds import P_CHALLENGE, P_COLOR, P_DRAWN, P_OVER, P_PLAY, P_RETRACT, P_SWAP, ActionKind, DrawReason, Phase
from .legal import LegalActions
from .scoring import Scoring
from .state import PendingWd4

_DR4 = Card.from_code("dr4")
_TURNS, _SKIPS, _REVERSES = ev.TURNS, ev.SKIPS, ev.REVERSES
#: _DRAWS_ONE[seat][card.index]: the event of ``seat`` drawing that one card instead of playing
_DRAWS_ONE = tuple(tuple(ev.Draw(seat, (card,), 1, _TURN) for card in ALL_CARDS) for seat in range(10))


class Applying(LegalActions, Scoring):
    """``apply`` and the rules of each action."""

    __slots__ = ()

    def apply(self, action: Action) -> list[ev.Event]:
        """Carry out ``action``; return its events.  ``IllegalAction`` changes nothing.

        The engine's own actions (``engine_action``; ``legal_actions`` hands out only these) are
        well-formed by construction and skip the shape check.  The usual play among them goes
        straight to its effect: the current seat's, in phase play with no draw penalty pending
        (or the card it just drew), of a card it holds that matches the colour in play or the
        top's number or symbol, with no UNO call, and neither of the tests that remain for a
        matching card applies (a Wild Draw Four with challenges off, a last card under
        ``no_wild_finish``).  Any other action goes through every test of its kind."""
        entry = _ENGINE_ACTIONS.get(id(action))
        seat = action.seat
        if entry.__class__ is list and seat == self.current:  # an engine play, with its cache of Play events
            card = action.card
            phase = self.phase
            hand = self.hands[seat]
            if ((phase is P_PLAY or (phase is P_DRAWN and card is self.drawn)) and not self.pending_draw
                    and card in hand and card in _MATCH[self.color][self.discard[-1].rank]
                    and (card is not _DR4 or not self._wd4_test) and (len(hand) != 1 or not self._finish_rule)
                    and not action.uno):
                if self._observed:
                    self._fill_observations()
                out: list[ev.Event] = []
                self._play_card(seat, card, action.color, False, out, entry, hand.index(card))
                if self.record:
                    self.events += out
                return out
        if self.phase is P_OVER:
            raise _illegal("match_over", "the match is over")
        if self._observed:  # observations not read whole yet: filled as of now, before anything changes
            self._fill_observations()
        if entry is None:  # not the engine's own: any value in any field
            if not isinstance(seat, int) or not 0 <= seat < self.players or not self.active[seat]:
                raise _illegal("bad_seat", f"there is no seat {seat} in play", seat=seat)
            _check_shape(action)  # refuses every kind that _APPLY has not
        elif seat != self.current and (seat >= self.players or not self.active[seat]):  # the current seat is in play
            raise _illegal("bad_seat", f"there is no seat {seat} in play", seat=seat)
        out = []
        if entry.__class__ is list:
            self._apply_play(action, out, entry)
        elif entry is DRAW:
            self._apply_draw(action, out)
        else:
            _APPLY[action.kind](self, action, out)
        if self.record:
            self.events += out
        return out

    def _fill_observations(self) -> None:
        """Every observation of this game not read whole yet gets its fields as of now, before
        the game changes."""
        observed = self._observed
        for ref in observed:
            obs = ref()
            if obs is not None:
                obs._fill()
        observed.clear()

    def _apply_uno(self, action: Action, out: list[ev.Event]) -> None:
        seat = action.seat
        if self.uno_open != seat:
            if len(self.hands[seat]) == 1:
                raise _illegal("already_called", "UNO was already called or the window closed")
            raise _illegal("not_one_card", "you can call UNO when you are down to one card",
                           count=len(self.hands[seat]))
        self.uno_open = None
        out.append(ev.UNOS[seat])

    def _apply_catch(self, action: Action, out: list[ev.Event]) -> None:
        seat, target = action.seat, action.target
        if target is None or target == seat or self.uno_open != target:
            raise _illegal("nothing_to_catch", "nobody can be caught now", target=target)
        count = self.rules.uno_penalty
        self.uno_open = None
        drawn_events: list[ev.Event] = []
        drawn = self._draw(target, count, DrawReason.UNO, drawn_events)
        out.append(ev.UnoCaught(target, seat, len(drawn)))
        out.extend(drawn_events)

    def _apply_pass(self, action: Action, out: list[ev.Event]) -> None:
        seat = action.seat
        self._require_turn(seat)
        if self.phase is not P_DRAWN or self.drawn_must_play:
            raise _illegal("cannot_pass", "you can pass only after drawing a playable card")
        self.drawn = None
        out.append(ev.PASSES[seat])
        self._turn(self.next_seat(seat), out)

    def _apply_color(self, action: Action, out: list[ev.Event]) -> None:
        seat, color = action.seat, action.color
        self._require_turn(seat)
        if self.phase is not P_COLOR:
            raise _illegal("no_color_needed", "no colour is to be named now")
        if color is None or color not in COLORS:
            raise _illegal("need_color", "name a colour: red, yellow, green or blue")
        self.color = color
        self.phase = P_PLAY
        out.append(ev.COLORS_NAMED[seat][color])

    def _apply_challenge_or_accept(self, action: Action, out: list[ev.Event]) -> None:
        self._require_turn(action.seat)
        if self.phase is not P_CHALLENGE:
            raise _illegal("no_challenge", "there is no Wild Draw Four to challenge")
        self._settle_challenge(action.seat, action.kind == CHALLENGE, out)

    def _apply_swap(self, action: Action, out: list[ev.Event]) -> None:
        seat, target = action.seat, action.target
        self._require_turn(seat)
        if self.phase is not P_SWAP:
            raise _illegal("no_swap", "there is no swap to make")
        if target is None or target == seat or not 0 <= target < self.players or not self.active[target]:
            raise _illegal("bad_target", "choose another player still in the game", target=target)
        hands = self.hands
        hands[seat], hands[target] = hands[target], hands[seat]
        self.uno_open = None
        out.append(ev.Swap((seat, target), "swap"))
        nxt = self.swap_next
        assert nxt is not None  # the phase is swap
        self.swap_next = None
        self._turn_after_card(nxt, out)

    def _require_turn(self, seat: int) -> None:
        if seat != self.current:
            raise _illegal("not_your_turn", "it is not your turn", current=self.current)

    def _apply_draw(self, action: Action, out: list[ev.Event]) -> None:
        seat = action.seat
        if seat != self.current:
            raise _illegal("not_your_turn", "it is not your turn", current=self.current)
        if self.phase is not P_PLAY:
            raise _illegal("cannot_draw_now", "you cannot draw now", phase=self.phase)
        if self.pending_draw:
            total, kind = self.pending_draw, self.pending_kind
            reason = DrawReason.STACK if self.pending_cards > 1 else _DRAW_REASON[kind]  # type: ignore[index]
            self.pending_draw = self.pending_cards = 0
            self.pending_kind = None
            self._draw(seat, total, reason, out)
            out.append(ev.SKIPS[seat])
            self.jump_ok = False
            self._turn(self.next_seat(seat), out)
            return
        top, color = self.discard[-1], self.color
        hand = self.hands[seat]
        match = _MATCH[color][top.rank]  # a card that matches none is no play (_playable)
        if self._forced:
            if not match.isdisjoint(hand) and any(self._playable(seat, c, top, color) for c in hand if c in match):
                raise _illegal("forced_play", "you hold a playable card and must play it")
        if self.uno_open is not None and self.uno_open != seat:
            # the next player draws by choice: the UNO window closes (taking a stacked
            # penalty above is a penalty draw and leaves it open; a refused draw changes nothing)
            self.uno_open = None
        self.jump_ok = False
        if self._one_may_play:
            pile = self.draw_pile
            card = pile.pop() if pile else None
            if card is not None:  # _draw of one card, inline
                hand.append(card)
                self.uno_open = None  # another's window closed above, this seat's by the draw
                out.append(_DRAWS_ONE[seat][card.index])
            else:
                got = self._draw(seat, 1, _TURN, out)
                card = got[0] if got else None
            # _drawn_playable: a card that matches, and passes the tests of a Wild Draw Four with
            # challenges off and of a last card (never one just drawn) if they apply
            if card is not None and card in match and (
                    ((card is not _DR4 or not self._wd4_test) and not self._finish_rule)
                    or self._playable(seat, card, top, color)):
                self.phase = P_DRAWN
                self.drawn = card
                self.drawn_must_play = False
            else:
                nxt = (seat + self.direction) % self.players  # next_seat, inline
                if not self.active[nxt]:
                    nxt = self.next_seat(nxt)
                self.current = nxt  # _turn, inline
                self.phase = P_PLAY
                out.append(_TURNS[nxt])
            return
        # until_playable_must_play
        got = []
        found = None
        while True:
            card = self._pop_draw_pile(out)
            if card is None:
                break
            got.append(card)
            hand.append(card)
            if self._drawn_playable(seat, card, strict=True):
                found = card
                break
        if got and self.uno_open == seat:
            self.uno_open = None  # back above one card: there is no UNO call left to miss
        out.append(ev.Draw(seat, tuple(got), len(got), _TURN))
        if found is not None:
            self.phase = P_DRAWN
            self.drawn = found
            # Project decision: when this draw emptied the pile, the card may be kept (pass).
            # Forced plays with nothing left to draw can cycle forever (two Reverses bouncing
            # between two players); docs/RULES.md (rule 6 of *What every game shares*, and the
            # ``draw`` switch) says a hand never gets stuck.
            self.drawn_must_play = bool(self.draw_pile)
        else:
            self._turn(self.next_seat(seat), out)

    def _pop_draw_pile(self, out: list[ev.Event]) -> Card | None:
        if not self.draw_pile and not self._reshuffle(out):
            return None
        return self.draw_pile.pop()

    def _drawn_playable(self, seat: int, card: Card, strict: bool = False) -> bool:
        if strict and card.kind == WILD_DRAW_FOUR:
            hand = self.hands[seat]
            others = list(hand)
            others.remove(card)
            if not self._wd4_allowed(others, self.top, self.color):
                return False
        return self._playable(seat, card, self.top, self.color)

    def _settle_challenge(self, seat: int, challenge: bool, out: list[ev.Event]) -> None:
        """The Wild Draw Four is challenged (``challenge``) or accepted by ``seat``."""
        wd4 = self.wd4
        assert wd4 is not None  # the phase is challenge (checked by the caller)
        offender = wd4.seat
        self.pending_draw = self.pending_cards = 0
        self.pending_kind = None
        if not challenge:
            self.wd4 = None
            self._draw(seat, 4, DrawReason.DRAW_FOUR, out)
            out.append(ev.SKIPS[seat])
            self._turn_after_card(self.next_seat(seat), out)
            return
        legal = bool(wd4.legal)
        out.append(ev.HandShown(offender, seat, tuple(self.hands[offender])))
        out.append(ev.Challenge(seat, offender, legal))
        if legal:
            self.wd4 = None
            self._draw(seat, 6, DrawReason.CHALLENGE, out)
            out.append(ev.SKIPS[seat])
            self._turn_after_card(self.next_seat(seat), out)
        elif self.rules.illegal_wd4_caught == "offender_draws_4":
            self.wd4 = None
            self._draw(offender, 4, DrawReason.CHALLENGE, out)
            if self.uno_open == offender:
                self.uno_open = None
            self._turn_after_card(seat, out)
        else:
            # the Italian rule: the card goes back, a card legal before it is played instead
            # (the pending value stays until then: the retract phase needs the old top and colour)
            card = self.discard[-1]
            self.discard = self.discard[:-1]  # a new list: observations share the old one (Prefix)
            self.hands[offender].append(card)
            self.color = wd4.prev_color
            out.append(ev.Retract(offender, card))
            if self.uno_open == offender:
                self.uno_open = None
            self.current = offender
            self.phase = P_RETRACT

    def _apply_jump_in(self, action: Action, out: list[ev.Event]) -> None:
        seat, card = action.seat, action.card
        if not self._jump_in:
            raise _illegal("jump_in_off", "jumping in is not allowed under these rules")
        if not (self.jump_ok and self.phase is P_PLAY and not self.pending_draw) or seat == self.current or seat == self.last_player:
            raise _illegal("cannot_jump_in", "you cannot jump in now")
        if seat in self.no_jump:
            raise _illegal("jump_after_penalty", "after drawing penalty cards you wait for the next card")
        top = self.top
        hand = self.hands[seat]
        if card is not top or card not in hand or self._finish_forbidden(card, len(hand)):
            raise _illegal("not_identical", "only a card identical to the top card can jump in",
                           top=top.code, card=card.code if card else None)
        with_effect = self.rules.jump_in == "on"
        if with_effect and card.is_wild and action.color not in COLORS:
            raise _illegal("need_color", "name a colour: red, yellow, green or blue")
        if (action.color is not None and not (with_effect and card.is_wild)) or action.uno:
            raise _illegal("unexpected_color" if action.color is not None else "unexpected_uno",
                           "a card jumping in takes no colour and no UNO call here", card=card.code)
        self._play_card(seat, card, action.color if with_effect else None, action.uno, out, None, hand.index(card),
                        "on" if with_effect else "no_effect")

    def _apply_play(self, action: Action, out: list[ev.Event], played: list[ev.Play | None] | None = None) -> None:
        """A play that is not known to be the usual one, through every test of its phase.
        ``played``: an engine action's cache of its ``Play`` events (``actions._ENGINE_ACTIONS``)."""
        seat, card = action.seat, action.card
        if seat != self.current:
            raise _illegal("not_your_turn", "it is not your turn", current=self.current)
        hand = self.hands[seat]
        try:
            at = hand.index(card)  # type: ignore[arg-type]  # the first copy, which the play takes (as remove would)
        except ValueError:
            raise _illegal("not_in_hand", "you do not hold that card", card=card.code if card else None) from None
        assert card is not None  # held
        if self._refuse_play(seat, card, self.phase, out):
            return  # penalized
        color = action.color
        if card.is_wild and color not in COLORS:
            raise _illegal("need_color", "name a colour: red, yellow, green or blue", card=card.code)
        uno = action.uno
        if uno and (len(hand) != 2 or not self._uno_manual):
            raise _illegal("unexpected_uno", "UNO is called with the play that leaves one card",
                           count=len(hand))
        self._play_card(seat, card, color, uno, out, played, at)

    def _refuse_play(self, seat: int, card: Card, phase: Phase, out: list[ev.Event]) -> bool:
        """Raise ``IllegalAction`` when ``seat`` may not play ``card`` (which it holds) now, or
        penalize it under ``illegal_play=penalty`` (True); False when the play may go on."""
        if phase is P_COLOR:
            raise _illegal("need_color_first", "name the colour of the Wild start card first")
        if phase is P_SWAP:
            raise _illegal("choose_swap", "choose whom to swap hands with first")
        if phase is P_DRAWN and card is not self.drawn:
            raise _illegal("must_play_drawn", "only the card you drew may be played now",
                           drawn=self.drawn.code)  # type: ignore[union-attr]
        top, color = self.top, self.color
        if phase is P_CHALLENGE:
            if not self._stacking or card.kind != WILD_DRAW_FOUR:
                raise _illegal("challenge_or_accept", "challenge the Wild Draw Four or accept it")
        elif phase is P_RETRACT:
            if not self._retract_ok(seat, card):
                wd4 = self.wd4
                assert wd4 is not None  # the phase is retract
                raise _illegal("retract_not_legal", "play a card that was legal before the Wild Draw Four",
                               top=wd4.prev_top.code, color=COLOR_NAMES[wd4.prev_color])
        elif self.pending_draw:
            if not self._stackable(card, seat):
                raise _illegal("must_stack", "answer the draw card with another or draw the cards",
                               total=self.pending_draw, stack=stack_word(self.rules.stacking, self.pending_kind))
        else:
            reason = self._play_refusal(seat, card, top, color)
            if reason is not None:
                if self.rules.illegal_play == "penalty" and phase is P_PLAY:
                    self._penalize(seat, card, reason, out)
                    return True
                raise reason
        return False

    def _play_refusal(self, seat: int, card: Card, top: Card, color: str | None) -> IllegalAction | None:
        hand = self.hands[seat]
        if card in _MATCH[color][top.rank]:  # matching: only the two tests below remain
            if (card.kind != WILD_DRAW_FOUR or not self._wd4_test) and (not self._finish_rule or len(hand) != 1):
                return None
        if not (card.is_wild or card.color == color or card.rank == top.rank):
            return _illegal("color_mismatch", "the card matches neither the colour nor the number or symbol",
                            card=card.code, top=top.code, color=COLOR_NAMES.get(color or "", ""))
        if self._finish_forbidden(card, len(hand)):
            return _illegal("no_wild_finish", "your last card may not be this card", card=card.code)
        if card.kind == WILD_DRAW_FOUR and self._wd4_test and not self._wd4_allowed(hand, top, color):
            holding = sorted({c.code for c in hand if not c.is_wild and (
                c.color == color or (self.rules.wd4 != "color" and c.rank == top.rank))})
            return _illegal("wd4_not_allowed", "Wild Draw Four not allowed: you hold a card that matches",
                            color=COLOR_NAMES.get(color or "", ""), holding=holding)
        return None

    def _penalize(self, seat: int, card: Card, reason: IllegalAction, out: list[ev.Event]) -> None:
        out.append(ev.IllegalPlay(seat, card, reason.reason))
        if self.uno_open is not None and self.uno_open != seat:
            self.uno_open = None
        self._draw(seat, self.rules.illegal_play_penalty, DrawReason.PENALTY, out)
        self.jump_ok = False
        self._turn(self.next_seat(seat), out)

    def _play_card(self, seat: int, card: Card, color: str | None, uno: bool, out: list[ev.Event],
                   played: list[ev.Play | None] | None, at: int, jump: str | None = None) -> None:
        """Put ``card`` from ``seat``'s hand on the pile and carry out its effect.

        ``jump`` is the ``jump_in`` mode when the card jumps in out of turn:
        with ``no_effect`` the card only takes the turn (the colour stays).  ``played`` caches
        the ``Play`` events of the action (by the cards left), shared by every game; ``at`` is
        where the card is in the hand (its first copy, which the play takes).
        """
        hand = self.hands[seat]
        del hand[at]
        phase = self.phase
        kind = card.kind
        # a Wild Draw Four that may be challenged: whether it was legal, as the challenge will ask
        challengeable = self._challengeable(seat, hand, phase) if kind is WILD_DRAW_FOUR else None
        self.discard.append(card)
        self.jump_ok = False
        self.wd4 = None  # a play answers (stacks on) or replaces any pending Wild Draw Four
        self.drawn = None
        uno_open = self.uno_open
        if uno_open is not None and uno_open != seat:
            self.uno_open = None  # the next player acted by choice: the UNO window closes
        if self.no_jump:
            self.no_jump.clear()
        self.last_player = seat
        wild = card.is_wild
        left = len(hand)
        if played is not None:  # an engine play (never a jump-in)
            event = played[left]
            if event is None:
                event = played[left] = ev.Play(seat, card, color if wild else None, left)
            out.append(event)
        elif jump is None:
            out.append(ev.Play(seat, card, color if wild else None, left))
        else:
            out.append(ev.JumpIn(seat, card))
            if jump == "no_effect":
                if not self._uno_or_hand_end(seat, uno, out):
                    self._turn_after_card(self.next_seat(seat), out)
                return
        if wild:
            self.color = color
            out.append(ev.COLORS_NAMED[seat][color])  # type: ignore[index]
        else:
            self.color = card.color
        if left < 2 and self._uno_or_hand_end(seat, uno, out, card):
            return
        retracting = phase is P_RETRACT
        # the next seat (next_seat, inline: it is rarely out of the match)
        nxt = (seat + self.direction) % self.players
        if not self.active[nxt]:
            nxt = self.next_seat(nxt)
        if kind is NUMBER:
            if retracting:
                self._retract_penalty(seat, out, retracting)
            if self._swap_rules and self._number_swaps(seat, card.number, nxt, out):
                return
        elif kind is DRAW_TWO or kind is WILD_DRAW_FOUR:
            amount = _DRAW_AMOUNT[kind]
            if self.pending_draw or phase is P_CHALLENGE:
                # a stacked answer: the total grows and passes on
                self.pending_draw += amount
                self.pending_kind = kind
                self.pending_cards += 1
                out.append(ev.Stack(seat, self.pending_draw))
                self._retract_penalty(seat, out, retracting)
                self._turn(nxt, out)
                return
            if challengeable is not None:
                self.wd4 = challengeable
                self.pending_draw, self.pending_kind, self.pending_cards = 4, WILD_DRAW_FOUR, 1
                self._retract_penalty(seat, out, retracting)
                self._turn(nxt, out)
                self.phase = P_CHALLENGE
                return
            if self._stacking:
                self.pending_draw, self.pending_kind, self.pending_cards = amount, kind, 1
                self._retract_penalty(seat, out, retracting)
                self._turn(nxt, out)
                return
            self._draw(nxt, amount, _DRAW_REASON[kind], out)
            out.append(_SKIPS[nxt])
            if retracting:
                self._retract_penalty(seat, out, retracting)
            nxt = self.next_seat(nxt)
        elif kind is SKIP:
            out.append(_SKIPS[nxt])
            if retracting:
                self._retract_penalty(seat, out, retracting)
            nxt = self.next_seat(nxt)
        elif kind is REVERSE:
            direction = self.direction = -self.direction
            out.append(_REVERSES[direction])
            if self.active.count(True) == 2:
                out.append(_SKIPS[nxt])
                nxt = seat
            else:
                nxt = self.next_seat(seat)
            if retracting:
                self._retract_penalty(seat, out, retracting)
        elif retracting:  # a Wild
            self._retract_penalty(seat, out, retracting)
        # the turn passes after the card's effect (_turn_after_card, inline: every card but a
        # penalty left pending, a challenge window or a swap to choose ends here)
        self.current = nxt
        self.phase = P_PLAY
        out.append(_TURNS[nxt])
        self.jump_ok = True

    def _challengeable(self, seat: int, others: list[Card], phase: Phase) -> PendingWd4 | None:
        """The Wild Draw Four ``seat`` is putting down (holding ``others`` besides) as it may be
        challenged, with whether it was legal; ``None`` when it may not be: with challenges
        off, or as an answer stacked on a draw penalty."""
        if self._wd4_test or self.pending_draw or phase is P_CHALLENGE:
            return None
        prev_top, prev_color = self.discard[-1], self.color
        assert prev_color is not None  # a play is made with a colour in play
        return PendingWd4(seat, prev_top, prev_color, self._wd4_allowed(others, prev_top, prev_color))

    def _number_swaps(self, seat: int, number: int | None, nxt: int, out: list[ev.Event]) -> bool:
        """The house rules of a 0 or a 7 just played by ``seat``: all hands passed on (``zero=rotate``),
        or the phase ``swap`` begun (True: the turn waits for the choice)."""
        rules = self.rules
        if number == 0 and rules.zero == "rotate":
            seats = self._rotation_order(seat)
            hands = [self.hands[s] for s in seats]
            for i in range(len(seats)):
                self.hands[seats[(i + 1) % len(seats)]] = hands[i]
            self.uno_open = None
            out.append(ev.Swap(tuple(seats), "rotate"))
        elif (number == 0 and rules.zero == "swap") or (number == 7 and rules.seven == "swap"):
            self.swap_next = nxt
            self.current = seat
            self.phase = P_SWAP
            return True
        return False

    def _rotation_order(self, start: int) -> list[int]:
        seats = [start]
        s = self.next_seat(start)
        while s != start:
            seats.append(s)
            s = self.next_seat(s)
        return seats

    def _retract_penalty(self, seat: int, out: list[ev.Event], retracting: bool) -> None:
        """When ``retracting``, the card played replaced a caught Wild Draw Four: its player
        draws 4 (the Italian rule ``retract_play_legal_draw_4``)."""
        if retracting:
            self._draw(seat, 4, DrawReason.CHALLENGE, out)
            if len(self.hands[seat]) > 1 and self.uno_open == seat:
                self.uno_open = None

    def _turn_after_card(self, nxt: int, out: list[ev.Event]) -> None:
        """``nxt`` plays next, after a card took effect: an identical card may jump in on it.
        (``_play_card`` has this inline for the cards of the usual turn.)"""
        self._turn(nxt, out)
        self.jump_ok = True

    def _uno_or_hand_end(self, seat: int, uno: bool, out: list[ev.Event], card: Card | None = None) -> bool:
        """After a card left ``seat``'s hand: down to one card, its UNO is called (or may be
        caught); with none left the hand ends (True)."""
        left = len(self.hands[seat])
        if left == 1:
            if uno or not self._uno_manual:
                out.append(ev.UNOS[seat])
                self.uno_open = None
            else:
                self.uno_open = seat
            return False
        if left == 0:
            self._end_hand(seat, card, out)
            return True
        return False


#: how each kind of action is carried out (``Applying.apply``)
_APPLY: dict[ActionKind, Callable[[Applying, Action, list[ev.Event]], None]] = {
    PLAY: Applying._apply_play, DRAW: Applying._apply_draw, PASS: Applying._apply_pass, UNO: Applying._apply_uno,
    CATCH: Applying._apply_catch, CHALLENGE: Applying._apply_challenge_or_accept, ACCEPT: Applying._apply_challenge_or_accept,
    COLOR: Applying._apply_color, SWAP: Applying._apply_swap, JUMP_IN: Applying._apply_jump_in,
}

