"""The shared ground of a game: the state with its rules, seats, drawing, turns and the set-up
of each hand.  The concerns built on it live apart: ``legal`` (what may be done now),
``play`` (doing it), ``scoring`` (the end of a hand and of the match), ``observation``
(what a seat may know) and ``saving`` (JSON and copies); ``game.Game`` joins them.
"""

from __future__ import annotations

import random
import weakref
from typing import Any

from . import events as ev
from .cards import ALL_CARDS, COLORS, DECK, DRAW_TWO, NUMBER, REVERSE, SKIP, WILD_DRAW_FOUR, Card
from .errors import IllegalAction
from .kinds import P_CHALLENGE, P_COLOR, P_OVER, P_PLAY, DrawReason
from .rules import RuleSet
from .state import GameState, reset_hand

HAND_SIZE = 7


_DRAW_AMOUNT = {DRAW_TWO: 2, WILD_DRAW_FOUR: 4}

_DRAW_REASON = {DRAW_TWO: DrawReason.DRAW_TWO, WILD_DRAW_FOUR: DrawReason.DRAW_FOUR}
#: the reason of most draws, read once (a member read as ``DrawReason.TURN`` costs several times
#: a global name in CPython 3.11, as ``kinds`` says of the phases)
_TURN = DrawReason.TURN



#: _MATCH[colour in play][top card's rank] -> the cards that may be played on it by matching
_MATCH: dict[str | None, dict[str, frozenset[Card]]] = {
    color: {rank: frozenset(c for c in ALL_CARDS if c.is_wild or c.color == color or c.rank == rank)
            for rank in {c.rank for c in ALL_CARDS}}
    for color in (*COLORS, None)
}
#: _MATCHES[colour in play][top's rank](card): whether ``card`` matches, ``_MATCH``'s test bound
#: once (``frozenset.__contains__`` read at each use makes a new method object: a tenth of
#: ``legal_actions``)
_MATCHES = {color: {rank: cards.__contains__ for rank, cards in by_rank.items()} for color, by_rank in _MATCH.items()}
#: the two Wilds
_WILDS = frozenset(c for c in ALL_CARDS if c.is_wild)


def _illegal(reason: str, message: str, **details: object) -> IllegalAction:
    return IllegalAction(reason, message, **details)


#: the library's generator (a subclass, such as a test's scripted one, shuffles its own way)
_RANDOM = random.Random
#: the swaps of a shuffle of the whole deck, from the last card down: (bits of a draw below
#: i + 1, i); a pile of n cards makes the last n - 1 of them
_SWAPS = tuple(((i + 1).bit_length(), i) for i in range(len(DECK) - 1, 0, -1))


def stack_answers(stacking: str, pending_kind: str | None) -> tuple[str, ...]:
    """The card kinds that may answer a pending ``pending_kind``: like with like, and under
    ``stacking="mixed"`` a Wild Draw Four on a Draw Two too (RULES.md, house rules)."""
    if pending_kind is None:
        return ()
    if stacking == "mixed" and pending_kind == DRAW_TWO:
        return (DRAW_TWO, WILD_DRAW_FOUR)
    return (pending_kind,)


def stack_word(stacking: str, pending_kind: str | None) -> str:
    """``stack_answers`` as the ``$stack`` of the messages: draw_two, wild_draw_four or both."""
    kinds = stack_answers(stacking, pending_kind)
    return kinds[0] if len(kinds) == 1 else "both"


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """``rng.shuffle(cards)``, to the very same order for the same generator state (the same
    draws of ``getrandbits``, as ``Random._randbelow`` makes them), without the library's
    Python call per card: every hand shuffles a deck, and that was a tenth of a hand's time."""
    if type(rng) is not _RANDOM or len(cards) > len(DECK):
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for k, i in _SWAPS[len(DECK) - len(cards):]:  # j at random in 0..i, i from the last card down
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


class GameCore(GameState):
    """A ``GameState`` under a ``RuleSet``, with the steps every concern shares.

    Slotted, as the state is, and so are the concerns and ``Game`` (``__slots__ = ()``): the hot
    path reads the rules' booleans at every action, and an attribute of an instance dict beside
    the state's slots is read by the interpreter's slow path, at about three times the cost."""

    __slots__ = ("rules", "_public_log", "_observed", "_uno_manual", "_wd4_test", "_finish_rule", "_forced",
                 "_jump_in", "_one_may_play", "_stacking", "_swap_rules", "over", "__weakref__")

    rules: RuleSet
    #: ``events`` so far as a seat that owns no private card sees them (``Observing._history``)
    _public_log: list[ev.Event]
    #: this game's observations whose fields may not all be read yet (``Observing.observation``):
    #: ``apply`` fills them before it changes anything
    _observed: list[weakref.ref[Any]]
    #: the switches the hot path asks at every turn, as booleans (``_begin``)
    _uno_manual: bool  #: uno_call=manual: a play that leaves one card may call UNO
    _wd4_test: bool  #: challenge=off: a Wild Draw Four is a play only when the wd4 test allows it
    _finish_rule: bool  #: no_wild_finish is not off: a last card may be refused
    _forced: bool  #: forced_play=on: no draw while a play exists
    _jump_in: bool  #: jump_in is not off
    _one_may_play: bool  #: draw=one_may_play
    _stacking: bool  #: stacking is not off
    _swap_rules: bool  #: zero or seven is not off
    #: whether the match is over (the phase is ``over``): a plain attribute rather than a property
    #: of the phase, as a player's loop asks it at every action and CPython 3.11 runs a property
    #: as a Python call (some 700 machine instructions); ``Scoring._end_hand`` sets it with the
    #: phase, ``_begin`` from the phase of a game loaded or copied
    over: bool

    def _begin(self, rules: RuleSet) -> None:
        """Play under ``rules``, with no public log or observation of its own yet: every way a
        game object is made (a new game, a loaded one, a clone, one from an observation) starts here."""
        self.rules = rules
        self._public_log = []
        self._observed = []
        self._uno_manual = rules.uno_call == "manual"
        self._wd4_test = rules.challenge == "off"
        self._finish_rule = rules.no_wild_finish != "off"
        self._forced = rules.forced_play == "on"
        self._jump_in = rules.jump_in != "off"
        self._one_may_play = rules.draw == "one_may_play"
        self._stacking = rules.stacking != "off"
        self._swap_rules = rules.zero != "off" or rules.seven != "off"  #: a 0 or a 7 may swap hands
        self.over = getattr(self, "phase", None) is P_OVER  # a new game's phase is not set yet

    def _log(self, out: list[ev.Event]) -> None:
        if self.record:
            self.events.extend(out)

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

    def team_scores(self) -> list[int] | None:
        teams = self.rules.team_count
        if not teams:
            return None
        totals = [0] * teams
        for s, score in enumerate(self.scores):
            totals[s % teams] += score
        return totals

    def card_total(self) -> int:
        """Cards in all piles and hands: 108 at every moment (a tested invariant)."""
        return len(self.draw_pile) + len(self.discard) + sum(len(h) for h in self.hands)

    def _wd4_allowed(self, hand: list[Card], top: Card, color: str | None) -> bool:
        """Whether a Wild Draw Four from ``hand`` passes the ``wd4`` test."""
        rule = self.rules.wd4
        if rule == "color":
            return all(c.color != color for c in hand)
        # color_or_number and no_other_playable are one test: a card other than a Wild is
        # playable exactly when it matches the colour in play or the top's number/symbol, so
        # every card of the hand that matches must be a Wild
        return _WILDS.issuperset(filter(_MATCHES[color][top.rank], hand))

    def _finish_forbidden(self, card: Card, hand_size: int) -> bool:
        if hand_size != 1 or not self._finish_rule:
            return False
        return card.is_wild or (self.rules.no_wild_finish == "action" and card.kind != NUMBER)

    def _playable(self, seat: int, card: Card, top: Card, color: str | None) -> bool:
        """Whether ``card`` is a legal play for ``seat`` on ``top`` with ``color`` in play."""
        if not (card.is_wild or card.color == color or card.rank == top.rank):
            return False
        hand = self.hands[seat]
        if self._finish_forbidden(card, len(hand)):
            return False
        if card.kind == WILD_DRAW_FOUR and self._wd4_test:
            return self._wd4_allowed(hand, top, color)
        return True

    def _stackable(self, card: Card, seat: int) -> bool:
        if self._finish_forbidden(card, len(self.hands[seat])):
            return False
        return card.kind in stack_answers(self.rules.stacking, self.pending_kind)

    def _reshuffle(self, out: list[ev.Event]) -> bool:
        # while a Wild Draw Four may still be taken back (Italian rule, challenge pending),
        # the card under it stays with it: the retract needs it as the top again
        keep = 2 if self.phase is P_CHALLENGE and self.rules.illegal_wd4_caught != "offender_draws_4" else 1
        if len(self.discard) <= keep:
            return False
        top = self.discard[-keep:]
        pile = self.discard[:-keep]
        shuffle(self.rng, pile)
        pile.extend(self.draw_pile)  # the old pile is empty here; kept for safety
        self.draw_pile = pile
        self.discard = top
        out.append(ev.Reshuffle(len(pile)))
        return True

    def _draw(self, seat: int, count: int, reason: DrawReason, out: list[ev.Event]) -> list[Card]:
        """``seat`` draws up to ``count`` cards (core rule 6: reshuffle, else what there is)."""
        pile = self.draw_pile
        if count == 1 and pile:
            got = [pile.pop()]
        elif 0 < count <= len(pile):  # no reshuffle needed: the top ``count`` cards, top first
            got = pile[-count:][::-1]
            del pile[-count:]
        else:
            got = []
            for _ in range(count):
                if not pile:
                    if not self._reshuffle(out):
                        break
                    pile = self.draw_pile
                got.append(pile.pop())
        self.hands[seat] += got
        if got and self.uno_open == seat:
            self.uno_open = None  # back above one card: there is no UNO call left to miss
        out.append(ev.Draw(seat, tuple(got), len(got), reason))
        if reason is not _TURN:
            self.no_jump.add(seat)
        return got

    def _turn(self, seat: int, out: list[ev.Event]) -> None:
        self.current = seat
        self.phase = P_PLAY
        out.append(ev.TURNS[seat])

    def _choose_dealer(self, out: list[ev.Event]) -> int:
        pile = list(DECK)
        shuffle(self.rng, pile)
        redraw_symbols = self.rules.dealer == "high_card_redraw"
        candidates = list(range(self.players))
        while True:
            best = -1
            tied: list[int] = []
            for seat in candidates:
                while True:
                    if not pile:
                        pile = list(DECK)
                        shuffle(self.rng, pile)
                    card = pile.pop()
                    out.append(ev.DealerDraw(seat, card))
                    if card.kind == NUMBER or not redraw_symbols:
                        break
                    pile.insert(0, card)  # a symbol card goes to the bottom; draw again
                value = card.number if card.number is not None else 0
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
        if self.first_deck is not None:
            self.draw_pile = self.first_deck[::-1]
            self.first_deck = None
        else:
            self.draw_pile = list(DECK)
            shuffle(self.rng, self.draw_pile)
        pile = self.draw_pile
        reset_hand(self)
        self.hands = [[] for _ in range(self.players)]
        # the seats in play from the dealer's left, clockwise (the direction is reset to 1)
        players, active = self.players, self.active
        order = [s % players for s in range(self.dealer + 1, self.dealer + 1 + players) if active[s % players]]
        # one card at a time round the table from the top of the pile (its end): the i-th seat
        # of ``order`` gets the i-th card from the top, then every len(order)-th below it
        n = len(order)
        for i, seat in enumerate(order):
            self.hands[seat] = pile[-1 - i::-n][:HAND_SIZE]
        del pile[-HAND_SIZE * n:]
        for seat in order:
            out.append(ev.Deal(seat, tuple(self.hands[seat]), HAND_SIZE))
        while True:
            card = pile.pop()
            if card.kind == WILD_DRAW_FOUR:
                pile.append(card)
                shuffle(self.rng, pile)
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
            out.append(ev.SKIPS[first])
            self._turn(self.next_seat(first), out)
        elif kind == DRAW_TWO:
            self._draw(first, 2, DrawReason.DRAW_TWO, out)
            out.append(ev.SKIPS[first])
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
            self.phase = P_COLOR
        else:
            self._turn(first, out)

