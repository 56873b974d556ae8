"""The game state: actions in, typed events out.

``Game`` holds the whole state of a match (all hands, the piles, scores, the
seeded generator) and is never handed to a player: players get
``game.observation(seat)``.  ``legal_actions()`` lists what every seat that may
act now can do, out-of-turn actions included; ``apply(action)`` changes the
state and returns the events it caused, or raises ``IllegalAction`` with a
reason and changes nothing.

Chance is explicit and seeded: every shuffle uses the game's own
``random.Random``; its state is part of the saved game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from . import events as ev
from .actions import (
    ACCEPT,
    CATCH,
    CHALLENGE,
    COLOR,
    DRAW,
    JUMP_IN,
    PASS,
    PLAY,
    SWAP,
    UNO,
    Action,
)
from .cards import (
    ALL_CARDS,
    COLOR_NAMES,
    COLORS,
    DECK,
    DRAW_TWO,
    NUMBER,
    REVERSE,
    SKIP,
    WILD_DRAW_FOUR,
    Card,
    parse_deck,
)
from .errors import IllegalAction, InvalidRule, InvalidSave
from .kinds import Phase
from .rules import RuleSet

HAND_SIZE = 7
SAVE_VERSION = 1


_DRAW_AMOUNT = {DRAW_TWO: 2, WILD_DRAW_FOUR: 4}
_DRAW_REASON = {DRAW_TWO: "draw_two", WILD_DRAW_FOUR: "draw_four"}


def _illegal(reason: str, message: str, **details: object) -> IllegalAction:
    return IllegalAction(reason, message, **details)


class History(Sequence):
    """One seat's view of the event log up to a moment: a read-only sequence of event dicts.

    It reads the seat's own list of visible events (which only grows) up to the length it had
    when the observation was taken, so an observation costs nothing per past event and never
    changes afterwards; slicing gives a tuple.
    """

    __slots__ = ("_items", "_n")

    def __init__(self, items: list, n: int) -> None:
        self._items, self._n = items, n

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, index):
        if isinstance(index, slice):
            return tuple(self._items[slice(*index.indices(self._n))])
        if index < 0:
            index += self._n
        if not 0 <= index < self._n:
            raise IndexError("history index out of range")
        return self._items[index]

    def __iter__(self):
        return iter(self._items[: self._n])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (History, tuple, list)):
            return len(other) == self._n and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"History({len(self)} events)"


@dataclass(slots=True)
class Observation:
    """What one seat may know.  Holds no other hand and no draw-pile order."""

    seat: int
    players: int
    hand: list[Card]
    top: Card | None
    color: str | None
    direction: int
    current: int
    phase: Phase
    counts: list[int]
    scores: list[int]
    team_scores: list[int] | None
    dealer: int
    hand_number: int
    draw_pile_size: int
    discard_size: int
    pending_draw: int
    drawn: Card | None
    uno_open: int | None
    active: list[int]
    legal: list[Action]
    rules: RuleSet
    history: Sequence = field(repr=False, default=())
    winner: int | None = None
    #: the face-up discard pile, bottom first (every card in it was played in view)
    discard: list[Card] = field(repr=False, default_factory=list)
    #: the public scalars of the state (phase bookkeeping), for search players
    public: dict = field(repr=False, default_factory=dict)

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and self.phase != Phase.OVER


class Game:
    """A match of UNO under a ``RuleSet`` for 2-10 seats."""

    def __init__(
        self,
        players: int = 4,
        rules: RuleSet | None = None,
        seed: int | None = None,
        deck: list | tuple | None = None,
        dealer: int | None = None,
        *,
        record: bool = True,
    ) -> None:
        if not isinstance(players, int) or not 2 <= players <= 10:
            raise InvalidRule("bad_players", f"a game needs 2 to 10 players, not {players}", value=players)
        self.rules = rules or RuleSet.preset("official")
        if self.rules.team_count and players % self.rules.team_count:
            raise InvalidRule(
                "teams_need_multiple",
                f"{players} players cannot form {self.rules.team_count} equal teams",
                players=players,
                teams=self.rules.team_count,
            )
        if dealer is None:
            dealer = self.rules.dealer_seat
        if dealer is not None and not 0 <= dealer < players:
            raise InvalidRule("bad_dealer", f"seat {dealer} does not exist", value=dealer)
        self.players = players
        self.seed = seed
        self.rng = random.Random(seed)
        self.record = record
        self.events: list[ev.Event] = []
        self._first_deck = parse_deck(deck) if deck is not None else None
        self.scores = [0] * players
        self.active = [True] * players
        self.hand_number = 0
        self.dealer = 0
        self.draw_pile: list[Card] = []  # top of the pile = end of the list
        self.discard: list[Card] = []  # top card = end of the list
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.current = 0
        self.direction = 1
        self.phase = Phase.PLAY
        self.color: str | None = None
        self.pending_draw = 0  # stacked draw penalty not yet taken
        self.pending_kind: str | None = None
        self.pending_cards = 0  # how many draw cards make up the pending total
        self.drawn: Card | None = None
        self.drawn_must_play = False
        self.uno_open: int | None = None
        self.jump_ok = False
        self.last_player: int | None = None
        self.no_jump: set[int] = set()
        self.wd4_seat: int | None = None
        self.wd4_legal = True
        self.wd4_prev_top: Card | None = None
        self.wd4_prev_color: str | None = None
        self.swap_next: int | None = None
        self.last_out: int | None = None
        self.in_final = False
        self.winner: int | None = None
        out: list[ev.Event] = [ev.MatchStart(players, self.rules.to_dict(), seed)]
        if dealer is None:
            dealer = self._choose_dealer(out)
        else:
            out.append(ev.Dealer(dealer))
        self.dealer = dealer
        self._start_hand(out)
        self._log(out)

    # ------------------------------------------------------------------ helpers
    def _log(self, out: list[ev.Event]) -> None:
        if self.record:
            self.events.extend(out)

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def top(self) -> Card:
        return self.discard[-1]

    def next_seat(self, seat: int, direction: int | None = None) -> int:
        """The next seat still in the match from ``seat`` in ``direction`` (default: play's)."""
        d = self.direction if direction is None else direction
        n = self.players
        active = self.active
        s = (seat + d) % n
        while not active[s]:
            s = (s + d) % n
        return s

    def active_seats(self) -> list[int]:
        return [s for s in range(self.players) if self.active[s]]

    def team_of(self, seat: int) -> int:
        return seat % self.rules.team_count if self.rules.team_count else seat

    def _wd4_allowed(self, hand: list[Card], top: Card, color: str | None) -> bool:
        """Whether a Wild Draw Four from ``hand`` passes the ``wd4`` test."""
        rule = self.rules.wd4
        if rule == "color":
            return all(c.color != color for c in hand)
        # color_or_number and no_other_playable are one test: a card other than a Wild is
        # playable exactly when it matches the colour in play or the top's number/symbol
        rank = top.rank
        return all(c.is_wild or (c.color != color and c.rank != rank) for c in hand)

    def _finish_forbidden(self, card: Card, hand_size: int) -> bool:
        rule = self.rules.no_wild_finish
        if hand_size != 1 or rule == "off":
            return False
        return card.is_wild or (rule == "action" and card.kind != NUMBER)

    def _playable(self, seat: int, card: Card, top: Card, color: str | None) -> bool:
        """Whether ``card`` is a legal play for ``seat`` on ``top`` with ``color`` in play."""
        if not (card.is_wild or card.color == color or card.rank == top.rank):
            return False
        hand = self.hands[seat]
        if self._finish_forbidden(card, len(hand)):
            return False
        if card.kind == WILD_DRAW_FOUR and self.rules.challenge == "off":
            return self._wd4_allowed(hand, top, color)
        return True

    def _stackable(self, card: Card, seat: int) -> bool:
        if self._finish_forbidden(card, len(self.hands[seat])):
            return False
        if card.kind == self.pending_kind:
            return True
        return self.rules.stacking == "mixed" and card.kind == WILD_DRAW_FOUR and self.pending_kind == DRAW_TWO

    def _reshuffle(self, out: list[ev.Event]) -> bool:
        # while a Wild Draw Four may still be taken back (Italian rule, challenge pending),
        # the card under it stays with it: the retract needs it as the top again
        keep = 2 if self.phase == Phase.CHALLENGE and self.rules.illegal_wd4_caught != "offender_draws_4" else 1
        if len(self.discard) <= keep:
            return False
        top = self.discard[-keep:]
        pile = self.discard[:-keep]
        self.rng.shuffle(pile)
        pile.extend(self.draw_pile)  # the old pile is empty here; kept for safety
        self.draw_pile = pile
        self.discard = top
        out.append(ev.Reshuffle(len(pile)))
        return True

    def _draw(self, seat: int, count: int, reason: str, out: list[ev.Event]) -> list[Card]:
        """``seat`` draws up to ``count`` cards (core rule 6: reshuffle, else what there is)."""
        got: list[Card] = []
        pile = self.draw_pile
        for _ in range(count):
            if not pile:
                if not self._reshuffle(out):
                    break
                pile = self.draw_pile
            got.append(pile.pop())
        self.hands[seat].extend(got)
        if got and self.uno_open == seat:
            self.uno_open = None  # back above one card: there is no UNO call left to miss
        out.append(ev.Draw(seat, tuple(got), len(got), reason))
        if reason != "turn":
            self.no_jump.add(seat)
        return got

    def _turn(self, seat: int, out: list[ev.Event]) -> None:
        self.current = seat
        self.phase = Phase.PLAY
        out.append(ev.Turn(seat))

    # ---------------------------------------------------------------- set-up
    def _choose_dealer(self, out: list[ev.Event]) -> int:
        pile = list(DECK)
        self.rng.shuffle(pile)
        redraw_symbols = self.rules.dealer == "high_card_redraw"
        candidates = list(range(self.players))
        while True:
            best = -1
            tied: list[int] = []
            for seat in candidates:
                while True:
                    if not pile:
                        pile = list(DECK)
                        self.rng.shuffle(pile)
                    card = pile.pop()
                    out.append(ev.DealerDraw(seat, card))
                    if card.kind == NUMBER or not redraw_symbols:
                        break
                    pile.insert(0, card)  # a symbol card goes to the bottom; draw again
                value = card.number if card.kind == NUMBER else 0
                if value > best:
                    best, tied = value, [seat]
                elif value == best:
                    tied.append(seat)
            if len(tied) == 1:
                out.append(ev.Dealer(tied[0]))
                return tied[0]
            candidates = tied

    def _start_hand(self, out: list[ev.Event]) -> None:
        self.hand_number += 1
        out.append(ev.HandStart(self.hand_number, self.dealer, self.rules.preset_name))
        if self._first_deck is not None:
            self.draw_pile = self._first_deck[::-1]
            self._first_deck = None
        else:
            self.draw_pile = list(DECK)
            self.rng.shuffle(self.draw_pile)
        pile = self.draw_pile
        self.discard = []
        self.hands = [[] for _ in range(self.players)]
        self.direction = 1
        self.pending_draw = self.pending_cards = 0
        self.pending_kind = None
        self.drawn = None
        self.uno_open = None
        self.jump_ok = False
        self.last_player = None
        self.no_jump = set()
        order = []
        seat = self.next_seat(self.dealer)
        for _ in range(len(self.active_seats())):
            order.append(seat)
            seat = self.next_seat(seat)
        for _ in range(HAND_SIZE):
            for seat in order:
                self.hands[seat].append(pile.pop())
        for seat in order:
            out.append(ev.Deal(seat, tuple(self.hands[seat]), HAND_SIZE))
        while True:
            card = pile.pop()
            if card.kind == WILD_DRAW_FOUR:
                pile.append(card)
                self.rng.shuffle(pile)
                out.append(ev.StartCardReturned(card))
                continue
            if card.is_wild and self.rules.first_wild == "redraw":
                pile.insert(len(pile) - len(pile) // 2, card)
                out.append(ev.StartCardReturned(card))
                continue
            break
        self.discard.append(card)
        self.color = card.color
        out.append(ev.StartCard(card))
        first = self.next_seat(self.dealer)
        kind = card.kind
        if kind == SKIP:
            out.append(ev.Skip(first))
            self._turn(self.next_seat(first), out)
        elif kind == DRAW_TWO:
            self._draw(first, 2, "draw_two", out)
            out.append(ev.Skip(first))
            self._turn(self.next_seat(first), out)
        elif kind == REVERSE:
            self.direction = -1
            out.append(ev.Reverse(ev.COUNTERCLOCKWISE))
            if self.rules.first_reverse == "dealer_first":
                self._turn(self.dealer, out)
            else:
                self._turn(self.next_seat(self.dealer), out)
        elif card.is_wild:
            self._turn(first, out)
            self.phase = Phase.COLOR
        else:
            self._turn(first, out)

    # ------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action that may be applied now (of ``seat`` only, if given)."""
        acts: list[Action] = []
        phase = self.phase
        if phase == Phase.OVER:
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
        if self.jump_ok and phase == Phase.PLAY and not self.pending_draw and self.rules.jump_in != "off":
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

    def _plays(self, seat: int, card: Card, acts: list[Action], hand_size: int) -> None:
        acts.extend(_PLAY_TABLE[seat][hand_size == 2 and self.rules.uno_call == "manual"][card])

    def _turn_actions(self, seat: int, acts: list[Action]) -> None:
        phase = self.phase
        hand = self.hands[seat]
        size = len(hand)
        if phase == Phase.PLAY:
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
        elif phase == Phase.DRAWN:
            self._plays(seat, self.drawn, acts, size)  # type: ignore[arg-type]
            if not self.drawn_must_play:
                acts.append(_action(seat, PASS))
        elif phase == Phase.COLOR:
            acts.extend(_action(seat, COLOR, color=c) for c in COLORS)
        elif phase == Phase.CHALLENGE:
            acts.append(_action(seat, CHALLENGE))
            acts.append(_action(seat, ACCEPT))
            if self.rules.stacking != "off":
                dr4 = ALL_CARDS[-1]
                if dr4 in hand and not self._finish_forbidden(dr4, size):
                    self._plays(seat, dr4, acts, size)
        elif phase == Phase.RETRACT:
            seen = set()
            for card in hand:
                if card not in seen and self._retract_ok(seat, card):
                    seen.add(card)
                    self._plays(seat, card, acts, size)
        elif phase == Phase.SWAP:
            for other in self.active_seats():
                if other != seat:
                    acts.append(_action(seat, SWAP, target=other))

    def _retract_ok(self, seat: int, card: Card) -> bool:
        return card.kind != WILD_DRAW_FOUR and self._playable(
            seat, card, self.wd4_prev_top, self.wd4_prev_color  # type: ignore[arg-type]
        )

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions(action.seat)

    # ------------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[ev.Event]:
        """Carry out ``action``; return its events.  ``IllegalAction`` changes nothing."""
        if self.phase == Phase.OVER:
            raise _illegal("match_over", "the match is over")
        seat = action.seat
        if not isinstance(seat, int) or not 0 <= seat < self.players or not self.active[seat]:
            raise _illegal("bad_seat", f"there is no seat {seat} in play", seat=seat)
        kind = action.kind
        if id(action) not in _ENGINE_ACTIONS:
            _check_shape(action)
        out: list[ev.Event] = []
        if kind == PLAY:
            self._apply_play(action, out)
        elif kind == DRAW:
            self._apply_draw(seat, out)
        elif kind == UNO:
            if self.uno_open != seat:
                if len(self.hands[seat]) == 1:
                    raise _illegal("already_called", "UNO was already called or the window closed")
                raise _illegal("not_one_card", "you can call UNO when you are down to one card",
                               count=len(self.hands[seat]))
            self.uno_open = None
            out.append(ev.Uno(seat))
        elif kind == CATCH:
            target = action.target
            if target is None or target == seat or self.uno_open != target:
                raise _illegal("nothing_to_catch", "nobody can be caught now", target=target)
            count = self.rules.uno_penalty
            self.uno_open = None
            drawn_events: list[ev.Event] = []
            drawn = self._draw(target, count, "uno", drawn_events)
            out.append(ev.UnoCaught(target, seat, len(drawn)))
            out.extend(drawn_events)
        elif kind == JUMP_IN:
            self._apply_jump_in(action, out)
        else:
            self._require_turn(seat)
            phase = self.phase
            if kind == PASS:
                if phase != Phase.DRAWN or self.drawn_must_play:
                    raise _illegal("cannot_pass", "you can pass only after drawing a playable card")
                self.drawn = None
                out.append(ev.Pass(seat))
                self._turn(self.next_seat(seat), out)
            elif kind == COLOR:
                if phase != Phase.COLOR:
                    raise _illegal("no_color_needed", "no colour is to be named now")
                if action.color not in COLORS:
                    raise _illegal("need_color", "name a colour: red, yellow, green or blue")
                self.color = action.color
                self.phase = Phase.PLAY
                out.append(ev.Color(seat, action.color))
            elif kind in (CHALLENGE, ACCEPT):
                if phase != Phase.CHALLENGE:
                    raise _illegal("no_challenge", "there is no Wild Draw Four to challenge")
                self._apply_challenge(seat, kind == CHALLENGE, out)
            elif kind == SWAP:
                if phase != Phase.SWAP:
                    raise _illegal("no_swap", "there is no swap to make")
                target = action.target
                if target is None or target == seat or not 0 <= target < self.players or not self.active[target]:
                    raise _illegal("bad_target", "choose another player still in the game", target=target)
                hands = self.hands
                hands[seat], hands[target] = hands[target], hands[seat]
                self.uno_open = None
                out.append(ev.Swap((seat, target), "swap"))
                nxt = self.swap_next
                self.swap_next = None
                self._after_effect(nxt, out)  # type: ignore[arg-type]
            else:
                raise _illegal("unknown_action", f"unknown action {kind!r}")
        self._log(out)
        return out

    def _require_turn(self, seat: int) -> None:
        if seat != self.current:
            raise _illegal("not_your_turn", "it is not your turn", current=self.current)

    def _apply_draw(self, seat: int, out: list[ev.Event]) -> None:
        self._require_turn(seat)
        if self.phase != Phase.PLAY:
            raise _illegal("cannot_draw_now", "you cannot draw now", phase=self.phase)
        if self.pending_draw:
            total, kind = self.pending_draw, self.pending_kind
            reason = "stack" if self.pending_cards > 1 else _DRAW_REASON[kind]  # type: ignore[index]
            self.pending_draw = self.pending_cards = 0
            self.pending_kind = None
            self._draw(seat, total, reason, out)
            out.append(ev.Skip(seat))
            self.jump_ok = False
            self._turn(self.next_seat(seat), out)
            return
        top, color = self.top, self.color
        hand = self.hands[seat]
        if self.rules.forced_play == "on" and any(self._playable(seat, c, top, color) for c in hand):
            raise _illegal("forced_play", "you hold a playable card and must play it")
        if self.uno_open is not None and self.uno_open != seat:
            # the next player draws by choice: the UNO window closes (taking a stacked
            # penalty above is a penalty draw and leaves it open; a refused draw changes nothing)
            self.uno_open = None
        self.jump_ok = False
        if self.rules.draw == "one_may_play":
            got = self._draw(seat, 1, "turn", out)
            if got and self._drawn_playable(seat, got[0]):
                self.phase = Phase.DRAWN
                self.drawn = got[0]
                self.drawn_must_play = False
            else:
                self._turn(self.next_seat(seat), out)
            return
        # until_playable_must_play
        got = []
        found = None
        while True:
            card = self._pop_one(out)
            if card is None:
                break
            got.append(card)
            hand.append(card)
            if self._drawn_playable(seat, card, strict=True):
                found = card
                break
        if got and self.uno_open == seat:
            self.uno_open = None  # back above one card: there is no UNO call left to miss
        out.append(ev.Draw(seat, tuple(got), len(got), "turn"))
        if found is not None:
            self.phase = Phase.DRAWN
            self.drawn = found
            # Project decision: when this draw emptied the pile, the card may be kept (pass).
            # Forced plays with nothing left to draw can cycle forever (two Reverses bouncing
            # between two players); RULES.md core rule 6 says a hand never deadlocks.
            self.drawn_must_play = bool(self.draw_pile)
        else:
            self._turn(self.next_seat(seat), out)

    def _pop_one(self, out: list[ev.Event]) -> Card | None:
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

    def _apply_challenge(self, seat: int, challenge: bool, out: list[ev.Event]) -> None:
        offender = self.wd4_seat
        self.pending_draw = self.pending_cards = 0
        self.pending_kind = None
        if not challenge:
            self._draw(seat, 4, "draw_four", out)
            out.append(ev.Skip(seat))
            self._after_effect(self.next_seat(seat), out)
            return
        legal = self.wd4_legal
        out.append(ev.HandShown(offender, seat, tuple(self.hands[offender])))  # type: ignore[index]
        out.append(ev.Challenge(seat, offender, legal))  # type: ignore[arg-type]
        if legal:
            self._draw(seat, 6, "challenge", out)
            out.append(ev.Skip(seat))
            self._after_effect(self.next_seat(seat), out)
        elif self.rules.illegal_wd4_caught == "offender_draws_4":
            self._draw(offender, 4, "challenge", out)  # type: ignore[arg-type]
            if self.uno_open == offender:
                self.uno_open = None
            self._after_effect(seat, out)
        else:
            card = self.discard.pop()
            self.hands[offender].append(card)  # type: ignore[index]
            self.color = self.wd4_prev_color
            out.append(ev.Retract(offender, card))  # type: ignore[arg-type]
            if self.uno_open == offender:
                self.uno_open = None
            self.current = offender  # type: ignore[assignment]
            self.phase = Phase.RETRACT

    def _apply_jump_in(self, action: Action, out: list[ev.Event]) -> None:
        seat, card = action.seat, action.card
        if self.rules.jump_in == "off":
            raise _illegal("jump_in_off", "jumping in is not allowed under these rules")
        if not (self.jump_ok and self.phase == Phase.PLAY and not self.pending_draw) or seat == self.current or seat == self.last_player:
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
        self._play_card(seat, card, action.color if with_effect else None, action.uno, out,
                        jump="on" if with_effect else "no_effect")

    def _apply_play(self, action: Action, out: list[ev.Event]) -> None:
        seat, card = action.seat, action.card
        self._require_turn(seat)
        phase = self.phase
        hand = self.hands[seat]
        if card is None or card not in hand:
            raise _illegal("not_in_hand", "you do not hold that card", card=card.code if card else None)
        if phase == Phase.COLOR:
            raise _illegal("need_color_first", "name the colour of the Wild start card first")
        if phase == Phase.SWAP:
            raise _illegal("choose_swap", "choose whom to swap hands with first")
        if phase == Phase.DRAWN and card is not self.drawn:
            raise _illegal("must_play_drawn", "only the card you drew may be played now",
                           drawn=self.drawn.code)  # type: ignore[union-attr]
        top, color = self.top, self.color
        if phase == Phase.CHALLENGE:
            if self.rules.stacking == "off" or card.kind != WILD_DRAW_FOUR:
                raise _illegal("challenge_or_accept", "challenge the Wild Draw Four or accept it")
        elif phase == Phase.RETRACT:
            if not self._retract_ok(seat, card):
                raise _illegal("retract_not_legal", "play a card that was legal before the Wild Draw Four",
                               top=self.wd4_prev_top.code, color=COLOR_NAMES[self.wd4_prev_color])  # type: ignore[union-attr,index]
        elif self.pending_draw:
            if not self._stackable(card, seat):
                raise _illegal("must_stack", "answer the draw card with another or draw the cards",
                               total=self.pending_draw)
        else:
            reason = self._why_not(seat, card, top, color)
            if reason is not None:
                if self.rules.illegal_play == "penalty" and phase == Phase.PLAY:
                    self._penalize(seat, card, reason, out)
                    return
                raise reason
        if card.is_wild and action.color not in COLORS:
            raise _illegal("need_color", "name a colour: red, yellow, green or blue", card=card.code)
        if action.uno and (len(hand) != 2 or self.rules.uno_call == "auto"):
            raise _illegal("unexpected_uno", "UNO is called with the play that leaves one card",
                           count=len(hand))
        self._play_card(seat, card, action.color, action.uno, out)

    def _why_not(self, seat: int, card: Card, top: Card, color: str | None) -> IllegalAction | None:
        hand = self.hands[seat]
        if card in _MATCH[color][top.rank]:  # matching: only the two tests below remain
            rules = self.rules
            if (card.kind != WILD_DRAW_FOUR or rules.challenge != "off") and (
                    rules.no_wild_finish == "off" or len(hand) != 1):
                return None
        if not (card.is_wild or card.color == color or card.rank == top.rank):
            return _illegal("color_mismatch", "the card matches neither the colour nor the number or symbol",
                            card=card.code, top=top.code, color=COLOR_NAMES.get(color or "", ""))
        if self._finish_forbidden(card, len(hand)):
            return _illegal("no_wild_finish", "your last card may not be this card", card=card.code)
        if card.kind == WILD_DRAW_FOUR and self.rules.challenge == "off" and not self._wd4_allowed(hand, top, color):
            holding = sorted({c.code for c in hand if not c.is_wild and (
                c.color == color or (self.rules.wd4 != "color" and c.rank == top.rank))})
            return _illegal("wd4_not_allowed", "Wild Draw Four not allowed: you hold a card that matches",
                            color=COLOR_NAMES.get(color or "", ""), holding=holding)
        return None

    def _penalize(self, seat: int, card: Card, reason: IllegalAction, out: list[ev.Event]) -> None:
        out.append(ev.IllegalPlay(seat, card, reason.reason))
        if self.uno_open is not None and self.uno_open != seat:
            self.uno_open = None
        self._draw(seat, self.rules.illegal_play_penalty, "penalty", out)
        self.jump_ok = False
        self._turn(self.next_seat(seat), out)

    def _play_card(self, seat: int, card: Card, color: str | None, uno: bool, out: list[ev.Event],
                   jump: str | None = None) -> None:
        """Put ``card`` from ``seat``'s hand on the pile and carry out its effect.

        ``jump`` is the ``jump_in`` mode when the card jumps in out of turn:
        with ``no_effect`` the card only takes the turn (the colour stays).
        """
        hand = self.hands[seat]
        self.jump_ok = False
        prev_top, prev_color = self.discard[-1], self.color
        retracting = self.phase == Phase.RETRACT
        challengeable = False
        if card.kind == WILD_DRAW_FOUR and not self.pending_draw and self.phase != Phase.CHALLENGE:
            others = list(hand)
            others.remove(card)
            self.wd4_legal = self._wd4_allowed(others, prev_top, prev_color)
            challengeable = self.rules.challenge == "on"
        hand.remove(card)
        self.discard.append(card)
        self.drawn = None
        if self.uno_open is not None and self.uno_open != seat:
            self.uno_open = None  # the next player acted by choice: the UNO window closes
        if self.no_jump:
            self.no_jump.clear()
        self.last_player = seat
        if jump is None:
            out.append(ev.Play(seat, card, color if card.is_wild else None, len(hand)))
        else:
            out.append(ev.JumpIn(seat, card))
        if jump == "no_effect":
            if not self._after_card_count(seat, uno, out):
                self._after_effect(self.next_seat(seat), out)
            return
        self.color = color if card.is_wild else card.color
        if card.is_wild:
            out.append(ev.Color(seat, color))  # type: ignore[arg-type]
        if len(hand) < 2 and self._after_card_count(seat, uno, out, card):
            return
        kind = card.kind
        nxt = self.next_seat(seat)
        if kind == DRAW_TWO or kind == WILD_DRAW_FOUR:
            amount = _DRAW_AMOUNT[kind]
            if self.pending_draw or self.phase == Phase.CHALLENGE:
                # a stacked answer: the total grows and passes on
                self.pending_draw += amount
                self.pending_kind = kind
                self.pending_cards += 1
                out.append(ev.Stack(seat, self.pending_draw))
                self._finish_play(seat, out, retracting)
                self._turn(nxt, out)
                return
            if challengeable:
                self.wd4_seat = seat
                self.wd4_prev_top, self.wd4_prev_color = prev_top, prev_color
                self.pending_draw, self.pending_kind, self.pending_cards = 4, WILD_DRAW_FOUR, 1
                self._finish_play(seat, out, retracting)
                self._turn(nxt, out)
                self.phase = Phase.CHALLENGE
                return
            if self.rules.stacking != "off":
                self.pending_draw, self.pending_kind, self.pending_cards = amount, kind, 1
                self._finish_play(seat, out, retracting)
                self._turn(nxt, out)
                return
            self._draw(nxt, amount, _DRAW_REASON[kind], out)
            out.append(ev.Skip(nxt))
            self._finish_play(seat, out, retracting)
            self._after_effect(self.next_seat(nxt), out)
            return
        if kind == SKIP:
            out.append(ev.Skip(nxt))
            self._finish_play(seat, out, retracting)
            self._after_effect(self.next_seat(nxt), out)
            return
        if kind == REVERSE:
            self.direction = -self.direction
            out.append(ev.Reverse(ev.CLOCKWISE if self.direction == 1 else ev.COUNTERCLOCKWISE))
            if self.active.count(True) == 2:
                out.append(ev.Skip(nxt))
                self._finish_play(seat, out, retracting)
                self._after_effect(seat, out)
            else:
                self._finish_play(seat, out, retracting)
                self._after_effect(self.next_seat(seat), out)
            return
        self._finish_play(seat, out, retracting)
        if kind == NUMBER and card.number == 0 and self.rules.zero == "rotate":
            seats = self._rotation_order(seat)
            hands = [self.hands[s] for s in seats]
            for i in range(len(seats)):
                self.hands[seats[(i + 1) % len(seats)]] = hands[i]
            self.uno_open = None
            out.append(ev.Swap(tuple(seats), "rotate"))
        elif kind == NUMBER and (
            (card.number == 0 and self.rules.zero == "swap") or (card.number == 7 and self.rules.seven == "swap")
        ):
            self.swap_next = nxt
            self.current = seat
            self.phase = Phase.SWAP
            return
        self._after_effect(nxt, out)

    def _rotation_order(self, start: int) -> list[int]:
        seats = [start]
        s = self.next_seat(start)
        while s != start:
            seats.append(s)
            s = self.next_seat(s)
        return seats

    def _finish_play(self, seat: int, out: list[ev.Event], retracting: bool) -> None:
        """After a retracted Wild Draw Four's replacement card: the offender draws 4 (Italian rule)."""
        if retracting:
            self._draw(seat, 4, "challenge", out)
            if len(self.hands[seat]) > 1 and self.uno_open == seat:
                self.uno_open = None

    def _after_effect(self, nxt: int, out: list[ev.Event]) -> None:
        self._turn(nxt, out)
        self.jump_ok = True

    def _after_card_count(self, seat: int, uno: bool, out: list[ev.Event], card: Card | None = None) -> bool:
        """UNO bookkeeping after a card left ``seat``'s hand; True when the hand is over."""
        left = len(self.hands[seat])
        if left == 1:
            if uno or self.rules.uno_call == "auto":
                out.append(ev.Uno(seat))
                self.uno_open = None
            else:
                self.uno_open = seat
            return False
        if left == 0:
            self._end_hand(seat, card, out)
            return True
        return False

    # --------------------------------------------------------------- hand end
    def _end_hand(self, winner: int, card: Card | None, out: list[ev.Event]) -> None:
        self.uno_open = None
        if card is not None and card.kind in _DRAW_AMOUNT:
            # the last card was a draw card: the next player still draws (000, 003)
            amount = self.pending_draw + _DRAW_AMOUNT[card.kind]
            reason = "stack" if self.pending_draw else _DRAW_REASON[card.kind]
            self._draw(self.next_seat(winner), amount, reason, out)
        self.pending_draw = self.pending_cards = 0
        self.pending_kind = None
        rules = self.rules
        teams = rules.team_count
        left = [sum(c.points for c in h) for h in self.hands]
        if rules.scoring == "lowest_score":
            points = sum(left)
            for s in self.active_seats():
                self.scores[s] += left[s]
        else:
            points = sum(
                left[s] for s in self.active_seats() if not teams or self.team_of(s) != self.team_of(winner)
            )
            self.scores[winner] += points
        self.last_out = winner
        team_scores = self.team_scores()
        out.append(ev.HandEnd(winner, points, tuple(self.scores), tuple(team_scores) if team_scores else None))
        if self._match_over(winner, out):
            self.phase = Phase.OVER
            self.current = winner
            return
        self.dealer = self.next_seat(self.dealer, 1)
        self._start_hand(out)

    def team_scores(self) -> list[int] | None:
        teams = self.rules.team_count
        if not teams:
            return None
        totals = [0] * teams
        for s, score in enumerate(self.scores):
            totals[s % teams] += score
        return totals

    def _rank_lowest(self, seats: list[int], totals: dict[int, int]) -> list[int]:
        """``seats`` best first for lowest-score: lowest total, then who went out last, then seat."""
        return sorted(seats, key=lambda s: (totals[s], s != self.last_out, s))

    def _match_over(self, winner: int, out: list[ev.Event]) -> bool:
        rules = self.rules
        target = rules.target
        team_scores = self.team_scores()
        if rules.scoring == "single_hand":
            return self._declare(winner, out)
        if rules.scoring == "winner_takes_points":
            total = team_scores[self.team_of(winner)] if team_scores else self.scores[winner]
            return total >= target and self._declare(winner, out)
        # lowest_score
        if team_scores:
            if max(team_scores) < target:
                return False
            best = min(range(len(team_scores)), key=lambda t: (team_scores[t], t != self.team_of(winner), t))
            members = [s for s in range(self.players) if self.team_of(s) == best]
            return self._declare(winner if winner in members else members[0], out)
        active = self.active_seats()
        totals = {s: self.scores[s] for s in active}
        reached = [s for s in active if totals[s] >= target]
        if not reached:
            return False
        if rules.elimination == "off" or self.in_final or (rules.elimination == "final_two" and len(active) <= 2):
            # with two players from the start the whole match is the final
            return self._declare(self._rank_lowest(active, totals)[0], out)
        keep = 1 if rules.elimination == "last_one" else 2
        if len(active) - len(reached) < keep:
            stay = self._rank_lowest(reached, totals)[: keep - (len(active) - len(reached))]
            reached = [s for s in reached if s not in stay]
        for s in reached:
            self.active[s] = False
            out.append(ev.Eliminated(s))
        active = self.active_seats()
        if len(active) == 1:
            return self._declare(active[0], out)
        if rules.elimination == "final_two" and len(active) == 2:
            self.in_final = True
            for s in range(self.players):
                self.scores[s] = 0
            out.append(ev.FinalStart(tuple(active)))
        if not self.active[self.dealer]:
            self.dealer = self.next_seat(self.dealer, -1)
        return False

    def _declare(self, winner: int, out: list[ev.Event]) -> bool:
        self.winner = winner
        team_scores = self.team_scores()
        out.append(ev.MatchEnd(
            winner, tuple(self.scores),
            self.team_of(winner) if team_scores else None,
            tuple(team_scores) if team_scores else None,
        ))
        return True

    # ------------------------------------------------------------ observation
    def observation(self, seat: int) -> Observation:
        """Everything ``seat`` may know, and nothing more."""
        return Observation(
            seat=seat,
            players=self.players,
            hand=sorted(self.hands[seat], key=_sort_key),
            top=self.discard[-1] if self.discard else None,
            color=self.color,
            direction=self.direction,
            current=self.current,
            phase=self.phase,
            counts=list(map(len, self.hands)),
            scores=list(self.scores),
            team_scores=self.team_scores(),
            dealer=self.dealer,
            hand_number=self.hand_number,
            draw_pile_size=len(self.draw_pile),
            discard_size=len(self.discard),
            pending_draw=self.pending_draw,
            drawn=self.drawn if seat == self.current else None,
            uno_open=self.uno_open,
            active=self.active_seats(),
            legal=self.legal_actions(seat),
            rules=self.rules,
            history=self._history(seat),
            winner=self.winner,
            discard=list(self.discard),
            public=dict(zip(self._PUBLIC, _public_values(self))),
        )

    #: state fields every seat may know (used to rebuild a game for search)
    _PUBLIC = (
        "players", "hand_number", "dealer", "current", "direction", "phase", "color", "pending_draw",
        "pending_kind", "pending_cards", "drawn_must_play", "uno_open", "jump_ok", "last_player",
        "wd4_seat", "wd4_prev_top", "wd4_prev_color", "swap_next", "last_out",
        "in_final", "winner",
    )

    @classmethod
    def from_observation(
        cls, obs: Observation, hands: list[list[Card]], draw_pile: list[Card], seed: int | None = None
    ) -> Game:
        """A complete game consistent with what ``obs`` shows, for search (determinization).

        ``hands`` gives every seat's hand (the observer's own as in ``obs``), and
        ``draw_pile`` an order for the unseen rest; together with the discard
        pile they must make one deck.  Events are not recorded.
        """
        game = cls.__new__(cls)
        for name, value in obs.public.items():
            setattr(game, name, value)
        game.phase = Phase(game.phase)
        game.rules = obs.rules
        game.seed = seed
        game.rng = random.Random(seed)
        game.record = False
        game.events = []
        game._first_deck = None
        game.scores = list(obs.scores)
        game.active = [s in obs.active for s in range(obs.players)]
        game.discard = list(obs.discard)
        game.hands = [list(h) for h in hands]
        game.draw_pile = list(draw_pile)
        game.drawn = obs.drawn
        game.no_jump = set()
        game.wd4_legal = True
        if game.wd4_seat is not None and game.phase == Phase.CHALLENGE:
            hand = game.hands[game.wd4_seat]
            game.wd4_legal = game._wd4_allowed(hand, game.wd4_prev_top, game.wd4_prev_color)
        if game.card_total() != len(DECK):
            raise InvalidSave("bad_view", "hands, draw pile and discard pile do not make one deck")
        return game

    def _history(self, seat: int) -> History:
        """``seat``'s view of the log: each event turned into its dict once for every seat (a
        copy without the private cards for the seats that may not see them)."""
        state = self.__dict__
        cache = state.setdefault("_visible", {}).setdefault(seat, [])
        events = self.events
        n = len(events)
        start = len(cache)
        if start < n:
            shared = state.get("_shared")
            if shared is None:
                shared = state["_shared"] = []
                state["_private_at"] = []  # positions of the events with private cards
            private_at = state["_private_at"]
            for k in range(len(shared), n):
                event = events[k]
                shared.append(event.to_dict())
                if event._private:
                    private_at.append(k)
            cache.extend(shared[start:n])
            # the events with cards this seat may not see: a copy without them (the few deals,
            # draws and shown hands), from the last one backwards until before ``start``
            for k in reversed(private_at):
                if k < start:
                    break
                event = events[k]
                if all(getattr(event, f) != seat for f in event._owner_fields):
                    cache[k] = {key: v for key, v in shared[k].items() if key not in event._private}
        return History(cache, n)

    def card_total(self) -> int:
        """Cards in all piles and hands: 108 at every moment (a tested invariant)."""
        return len(self.draw_pile) + len(self.discard) + sum(len(h) for h in self.hands)

    # ---------------------------------------------------------- save / restore
    _SCALARS = (
        "players", "seed", "hand_number", "dealer", "current", "direction", "phase", "color",
        "pending_draw", "pending_kind", "pending_cards", "drawn_must_play", "uno_open", "jump_ok",
        "last_player", "wd4_seat", "wd4_legal", "wd4_prev_color", "swap_next", "last_out", "in_final", "winner", "record",
    )

    def to_json(self, events: bool = True) -> dict:
        """The whole state as JSON-ready data (card codes, the generator's state).

        ``events=False`` leaves out the event log (a cheap snapshot of the state).
        """
        version, internal, gauss = self.rng.getstate()
        data = {name: getattr(self, name) for name in self._SCALARS}
        data.update(
            version=SAVE_VERSION,
            rules=self.rules.to_dict(),
            rng=[version, list(internal), gauss],
            scores=list(self.scores),
            active=list(self.active),
            draw_pile=[c.code for c in self.draw_pile],
            discard=[c.code for c in self.discard],
            hands=[[c.code for c in h] for h in self.hands],
            drawn=self.drawn.code if self.drawn else None,
            wd4_prev_top=self.wd4_prev_top.code if self.wd4_prev_top else None,
            no_jump=sorted(self.no_jump),
            first_deck=[c.code for c in self._first_deck] if self._first_deck else None,
            events=[e.to_dict() for e in self.events] if events else None,
        )
        return data

    @classmethod
    def from_json(cls, data: dict) -> Game:
        """Rebuild a game saved by ``to_json``; ``InvalidSave`` if anything is off."""
        try:
            if data.get("version") != SAVE_VERSION:
                raise ValueError(f"save version {data.get('version')!r}")
            game = cls.__new__(cls)
            for name in cls._SCALARS:
                setattr(game, name, data[name])
            game.rules = RuleSet.from_dict(data["rules"])
            game.rng = random.Random()
            v, internal, gauss = data["rng"]
            if (type(v) is not int or not isinstance(internal, list) or len(internal) != 625
                    or any(type(x) is not int or not 0 <= x < 2**32 for x in internal)
                    or not (gauss is None or (type(gauss) is float and gauss == gauss and abs(gauss) < 1e300))):
                raise ValueError("the generator's state is not valid")
            game.rng.setstate((v, tuple(internal), gauss))
            if not all(isinstance(data[k], list) for k in ("scores", "active", "draw_pile", "discard", "hands", "no_jump")):
                raise ValueError("a list is not a list")
            if any(type(x) is not int for x in data["scores"]) or any(type(x) is not bool for x in data["active"]):
                raise ValueError("scores or active seats")
            if any(not isinstance(h, list) for h in data["hands"]):
                raise ValueError("a hand is not a list")
            game.scores = list(data["scores"])
            game.active = list(data["active"])
            code = Card.from_code
            game.draw_pile = [code(c) for c in data["draw_pile"]]
            game.discard = [code(c) for c in data["discard"]]
            game.hands = [[code(c) for c in h] for h in data["hands"]]
            game.drawn = code(data["drawn"]) if data["drawn"] else None
            game.wd4_prev_top = code(data["wd4_prev_top"]) if data["wd4_prev_top"] else None
            game.no_jump = set(data["no_jump"])
            game._first_deck = [code(c) for c in data["first_deck"]] if data["first_deck"] else None
            game.events = [ev.event_from_dict(e) for e in data["events"] or ()]
            game._check()
            game.phase = Phase(game.phase)
        except InvalidSave:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
            raise InvalidSave("bad_save", f"the saved game cannot be read: {exc}", detail=str(exc)[:80]) from None
        return game

    #: the saved scalars' types: "int", "seat" (a seat or None), "bool", "color" (a colour or None)
    _SCALAR_TYPES = {
        "players": "int", "seed": "int?", "hand_number": "int", "dealer": "seat!", "current": "seat!",
        "direction": "int", "phase": "str", "color": "color", "pending_draw": "int", "pending_kind": "kind",
        "pending_cards": "int", "drawn_must_play": "bool", "uno_open": "seat", "jump_ok": "bool",
        "last_player": "seat", "wd4_seat": "seat", "wd4_legal": "bool", "wd4_prev_color": "color",
        "swap_next": "seat", "last_out": "seat", "in_final": "bool", "winner": "seat", "record": "bool",
    }

    def _check(self) -> None:
        """Every type and invariant of a saved state (a hand-edited save must not load half-broken)."""

        def bad(why: str) -> InvalidSave:
            return InvalidSave("bad_save", f"the saved game is not consistent: {why}", detail=why)

        n = self.players
        if type(n) is not int or not 2 <= n <= 10:
            raise InvalidSave("bad_save", "the saved game has a wrong number of seats", detail="players")
        for name, kind in self._SCALAR_TYPES.items():
            value = getattr(self, name)
            if kind == "int":
                ok = type(value) is int and abs(value) <= 10**9
            elif kind == "int?":
                ok = value is None or (type(value) is int and abs(value) < 2**64)
            elif kind in ("seat", "seat!"):
                ok = (value is None and kind == "seat") or (type(value) is int and 0 <= value < n)
            elif kind == "bool":
                ok = type(value) is bool
            elif kind == "color":
                ok = value is None or value in COLORS
            elif kind == "kind":
                ok = value is None or value in (DRAW_TWO, WILD_DRAW_FOUR)
            else:
                ok = isinstance(value, str)
            if not ok:
                raise bad(name)
        if len(self.hands) != n or len(self.scores) != n or len(self.active) != n:
            raise InvalidSave("bad_save", "the saved game has a wrong number of seats", detail="seats")
        if any(abs(x) > 10**9 for x in self.scores):
            raise bad("scores")
        have = Counter(c.code for c in self.draw_pile + self.discard + [c for h in self.hands for c in h])
        if have != Counter(c.code for c in DECK):
            raise InvalidSave("bad_save", "the saved game does not hold exactly one deck", detail="deck")
        if self.phase not in (Phase.PLAY, Phase.DRAWN, Phase.COLOR, Phase.CHALLENGE, Phase.RETRACT, Phase.SWAP, Phase.OVER):
            raise InvalidSave("bad_save", f"unknown phase {self.phase!r}", detail="phase")
        if self.direction not in (1, -1):
            raise InvalidSave("bad_save", "the saved game has an impossible turn", detail="direction")
        if any(type(s) is not int or not 0 <= s < n for s in self.no_jump):
            raise bad("no_jump")
        if not 0 <= self.pending_cards <= 108 or not 0 <= self.pending_draw <= 4 * 108:
            raise bad("pending_draw")
        if (self.pending_draw == 0) != (self.pending_cards == 0) or (self.pending_draw == 0) != (self.pending_kind is None):
            raise bad("pending_draw")
        if not 0 <= self.hand_number <= 10**6:
            raise bad("hand_number")
        if self.phase == Phase.OVER:
            return
        if not self.discard:
            raise bad("discard")
        if sum(self.active) < 2 or not self.active[self.current]:
            raise bad("current")
        if self.phase == Phase.DRAWN and (self.drawn is None or self.drawn not in self.hands[self.current]):
            raise bad("drawn")
        if self.phase in (Phase.CHALLENGE, Phase.RETRACT) and (self.wd4_seat is None or self.wd4_prev_top is None):
            raise bad("wd4_seat")
        if self.phase == Phase.CHALLENGE and self.pending_kind != WILD_DRAW_FOUR:
            raise bad("pending_kind")
        if self.phase == Phase.SWAP and self.swap_next is None:
            raise bad("swap_next")
        if self.phase != Phase.COLOR and self.color is None:
            raise bad("color")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def clone(self, record: bool = False) -> Game:
        """A fast independent copy (for search); events are not recorded unless asked."""
        game = Game.__new__(Game)
        game.__dict__.update(self.__dict__)
        game.rng = random.Random()
        game.rng.setstate(self.rng.getstate())
        game.scores = list(self.scores)
        game.active = list(self.active)
        game.draw_pile = list(self.draw_pile)
        game.discard = list(self.discard)
        game.hands = [list(h) for h in self.hands]
        game.no_jump = set(self.no_jump)
        game.record = record
        game.events = list(self.events) if record else []
        game._visible = {}
        game._shared = None
        return game


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


_sort_key = attrgetter("index")
#: the public fields of a game, read in one call (``Observation.public``)
_public_values = attrgetter(*Game._PUBLIC)


_ACTION_CACHE: dict[tuple, Action] = {}
#: ids of the (immortal, cached) actions the engine itself hands out: well-formed by construction
_ENGINE_ACTIONS: set[int] = set()


def _action(seat: int, kind: str, card: Card | None = None, color: str | None = None,
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
