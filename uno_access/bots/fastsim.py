"""One hand of UNO on plain integers: the hard player's playout model.

The engine (``uno_access.engine.Game``) is the authority; it validates every action, records
typed events and covers every switch.  A playout needs none of that, only the transitions, so
``Sim`` holds one hand as lists of card indices (``Card.index``) and ints, for the rule sets
``supports`` accepts (RLCard-like and official play: no stacking, no swaps, no jump-in, no
teams, ``draw=one_may_play``, ``illegal_wd4_caught=offender_draws_4``).  A differential test
(``tests/test_fastsim.py``) plays many random positions in both and checks that the legal
actions and the whole state agree after every step, reshuffles included (the same generator
state gives the same permutation).

Actions are ints: ``card * 5 + colour`` plays a card (colour 0-3 = r, y, g, b for a Wild, 4
for none), and ``DRAW``, ``PASS``, ``CHALLENGE``, ``ACCEPT``, ``COLOR0 - k`` (name colour k)
are negative.  The player in ``Sim`` always calls UNO with the play that leaves one card.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Protocol

from uno_access.engine import Action, ActionKind, Card, Game, Observation, PendingWd4, Phase, RuleSet, engine_action
from uno_access.engine.cards import ALL_CARDS, COLORS

# ---------------------------------------------------------------- card tables
#: colour of each card index: 0-3 (r, y, g, b), 4 for a Wild
COLOR = [COLORS.index(c.color) if c.color else 4 for c in ALL_CARDS]
_RANKS = [str(n) for n in range(10)] + ["draw_two", "reverse", "skip", "wld", "dr4"]
RANK = [_RANKS.index(c.rank) for c in ALL_CARDS]
K_NUMBER, K_SKIP, K_REVERSE, K_DRAW2, K_WILD, K_WD4 = range(6)
_KINDS = {"number": K_NUMBER, "skip": K_SKIP, "reverse": K_REVERSE, "draw_two": K_DRAW2,
          "wild": K_WILD, "wild_draw_four": K_WD4}
KIND = [_KINDS[c.kind] for c in ALL_CARDS]
POINTS = [c.points for c in ALL_CARDS]
WILD = next(c.index for c in ALL_CARDS if c.kind == "wild")
WD4 = next(c.index for c in ALL_CARDS if c.kind == "wild_draw_four")

DRAW, PASS, CHALLENGE, ACCEPT, COLOR0 = -1, -2, -3, -4, -5
PH_PLAY, PH_DRAWN, PH_COLOR, PH_CHALLENGE, PH_OVER = range(5)
_PHASES = {Phase.PLAY: PH_PLAY, Phase.DRAWN: PH_DRAWN, Phase.COLOR: PH_COLOR, Phase.CHALLENGE: PH_CHALLENGE}
_PHASE_NAMES = {v: k for k, v in _PHASES.items()}
_PHASE_NAMES[PH_OVER] = Phase.OVER


def supports(rules: RuleSet) -> bool:
    """Whether ``Sim`` models one hand under ``rules`` exactly."""
    return (
        rules.stacking == "off" and rules.zero == "off" and rules.seven == "off" and rules.jump_in == "off"
        and rules.no_wild_finish == "off" and rules.team_count == 0 and rules.draw == "one_may_play"
        and rules.illegal_wd4_caught == "offender_draws_4"
    )


class Rng(Protocol):
    """What a playout reads of its generator: ``random.Random`` or ``Dice``."""

    def random(self) -> float: ...

    def shuffle(self, x: list[int]) -> None: ...


class Sim:
    """The state of one hand in ints; ``step(action)`` carries out an action as the engine does."""

    hands: list[list[int]]
    pile: list[int]
    discard: list[int]
    color: int
    cur: int
    dir: int
    phase: int
    drawn: int
    active: list[bool]
    n: int
    n_active: int
    wd4_seat: int
    wd4_legal: bool
    wd4_prev_top: int
    wd4_prev_color: int
    winner: int
    points: int
    rng: Rng
    forced: bool
    challenge_on: bool
    wd4_color_rule: bool

    __slots__ = ("hands", "pile", "discard", "color", "cur", "dir", "phase", "drawn", "active", "n", "n_active",
                 "wd4_seat", "wd4_legal", "wd4_prev_top", "wd4_prev_color", "winner", "points", "rng",
                 "forced", "challenge_on", "wd4_color_rule")

    def __init__(self, rules: RuleSet) -> None:
        self.forced = rules.forced_play == "on"
        self.challenge_on = rules.challenge == "on"
        self.wd4_color_rule = rules.wd4 == "color"
        self.winner = -1
        self.points = 0
        self.drawn = -1
        self.wd4_seat = -1
        self.wd4_legal = True
        self.wd4_prev_top = -1
        self.wd4_prev_color = -1

    # ------------------------------------------------------------ building
    @classmethod
    def from_game(cls, game: Game) -> Sim:
        """The hand ``game`` is in, with a copy of its generator (for the differential test)."""
        sim = cls(game.rules)
        sim.hands = [[c.index for c in h] for h in game.hands]
        sim.pile = [c.index for c in game.draw_pile]
        sim.discard = [c.index for c in game.discard]
        sim._public(game.players, game.active, game.current, game.direction, game.phase, game.color,
                    game.drawn, game.wd4)
        sim.wd4_legal = bool(game.wd4.legal) if game.wd4 is not None else True
        rng = random.Random()
        rng.setstate(game.rng.getstate())
        sim.rng = rng
        return sim

    @classmethod
    def from_view(cls, obs: Observation, hands: list[list[int]], pile: list[int], rng: Rng) -> Sim:
        """A determinization: ``obs`` with every hand and the pile's order filled in (card indices)."""
        sim = cls(obs.rules)
        sim.hands = hands
        sim.pile = pile
        sim.discard = [c.index for c in obs.discard]
        p = obs.public
        sim._public(obs.players, [s in obs.active for s in range(obs.players)], obs.current, obs.direction,
                    obs.phase, obs.color, obs.drawn, p.get("wd4"))
        if sim.phase == PH_CHALLENGE and sim.wd4_seat >= 0:
            sim.wd4_legal = sim._allowed(sim.hands[sim.wd4_seat], sim.wd4_prev_top, sim.wd4_prev_color)
        sim.rng = rng
        return sim

    def dealt(self, hands: list[list[int]], pile: list[int], rng: Rng) -> Sim:
        """This position (built by ``from_view``) with copies of ``hands`` and ``pile`` dealt in:
        one determinization, without building the public part again."""
        sim = self.clone(rng, hands, pile)
        if sim.phase == PH_CHALLENGE and sim.wd4_seat >= 0:
            sim.wd4_legal = sim._allowed(sim.hands[sim.wd4_seat], sim.wd4_prev_top, sim.wd4_prev_color)
        return sim

    def _public(self, n: int, active: Sequence[bool], cur: int, direction: int, phase: Phase, color: str | None,
                drawn: Card | None, wd4: PendingWd4 | None) -> None:
        self.n = n
        self.active = list(active)
        self.n_active = sum(1 for a in self.active if a)
        self.cur = cur
        self.dir = direction
        self.phase = _PHASES.get(phase, PH_OVER)
        self.color = COLORS.index(color) if color else -1
        self.drawn = drawn.index if drawn is not None else -1
        self.wd4_seat = -1 if wd4 is None else wd4.seat
        self.wd4_prev_top = wd4.prev_top.index if wd4 is not None else -1
        self.wd4_prev_color = COLORS.index(wd4.prev_color) if wd4 is not None else -1

    def clone(self, rng: Rng | None = None, hands: list[list[int]] | None = None, pile: list[int] | None = None) -> Sim:
        """A copy (with ``rng`` for its generator, and copies of ``hands`` and ``pile`` in place
        of this one's when given)."""
        sim = Sim.__new__(Sim)
        sim.hands = [h[:] for h in (self.hands if hands is None else hands)]
        sim.pile = (self.pile if pile is None else pile)[:]
        sim.discard = self.discard[:]
        sim.color, sim.cur, sim.dir, sim.phase, sim.drawn = self.color, self.cur, self.dir, self.phase, self.drawn
        sim.active, sim.n, sim.n_active = self.active, self.n, self.n_active  # (never changed in a hand)
        sim.wd4_seat, sim.wd4_legal, sim.wd4_prev_top, sim.wd4_prev_color = (
            self.wd4_seat, self.wd4_legal, self.wd4_prev_top, self.wd4_prev_color)
        sim.winner, sim.points = self.winner, self.points
        sim.forced, sim.challenge_on, sim.wd4_color_rule = self.forced, self.challenge_on, self.wd4_color_rule
        sim.rng = self.rng if rng is None else rng
        return sim

    # ------------------------------------------------------------ rules
    def next_seat(self, seat: int) -> int:
        n, d, active = self.n, self.dir, self.active
        s = (seat + d) % n
        if self.n_active == n:
            return s
        while not active[s]:
            s = (s + d) % n
        return s

    def _allowed(self, hand: list[int], top: int, color: int) -> bool:
        """The ``wd4`` test of a Wild Draw Four from ``hand`` on ``top`` with ``color`` in play."""
        if self.wd4_color_rule:
            for x in hand:
                if COLOR[x] == color:
                    return False
            return True
        rank = RANK[top]
        for x in hand:
            if COLOR[x] != 4 and (COLOR[x] == color or RANK[x] == rank):
                return False
        return True

    def _playable(self, seat: int, card: int) -> bool:
        c = COLOR[card]
        if not (c == 4 or c == self.color or RANK[card] == RANK[self.discard[-1]]):
            return False
        if card == WD4 and not self.challenge_on:
            return self._allowed(self.hands[seat], self.discard[-1], self.color)
        return True

    def legal(self) -> list[int]:
        """The actions of the seat to move, as ints (each card once, a Wild in four colours)."""
        phase, seat = self.phase, self.cur
        out: list[int] = []
        if phase == PH_PLAY:
            seen = set()
            for card in self.hands[seat]:
                if card not in seen:
                    seen.add(card)
                    if self._playable(seat, card):
                        out.extend(card * 5 + k for k in (range(4) if COLOR[card] == 4 else (4,)))
            if not (out and self.forced):
                out.append(DRAW)
        elif phase == PH_DRAWN:
            card = self.drawn
            out.extend(card * 5 + k for k in (range(4) if COLOR[card] == 4 else (4,)))
            out.append(PASS)
        elif phase == PH_COLOR:
            out.extend(COLOR0 - k for k in range(4))
        elif phase == PH_CHALLENGE:
            out.extend((CHALLENGE, ACCEPT))
        return out

    def _reshuffle(self) -> bool:
        discard = self.discard
        if len(discard) <= 1:
            return False
        pile = discard[:-1]
        self.rng.shuffle(pile)
        self.pile = pile
        self.discard = [discard[-1]]
        return True

    def _draw(self, seat: int, count: int) -> int:
        """``seat`` draws up to ``count`` cards; the last card drawn (-1 for none)."""
        hand = self.hands[seat]
        pile = self.pile
        card = -1
        for _ in range(count):
            if not pile:
                if not self._reshuffle():
                    break
                pile = self.pile
            card = pile.pop()
            hand.append(card)
        return card

    def step(self, action: int) -> None:
        """Carry out ``action`` of the seat to move (it must be legal: nothing is checked)."""
        seat = self.cur
        if action >= 0:
            self._play(seat, action // 5, action % 5)
        elif action == DRAW:
            card = self._draw(seat, 1)
            if card >= 0 and self._playable(seat, card):
                self.phase = PH_DRAWN
                self.drawn = card
            else:
                self.cur = self.next_seat(seat)
                self.phase = PH_PLAY
        elif action == PASS:
            self.drawn = -1
            self.cur = self.next_seat(seat)
            self.phase = PH_PLAY
        elif action == ACCEPT:
            self._draw(seat, 4)
            self.cur = self.next_seat(seat)
            self.phase = PH_PLAY
        elif action == CHALLENGE:
            if self.wd4_legal:
                self._draw(seat, 6)
                self.cur = self.next_seat(seat)
            else:
                self._draw(self.wd4_seat, 4)
            self.phase = PH_PLAY
        else:
            self.color = COLOR0 - action
            self.phase = PH_PLAY

    def _play(self, seat: int, card: int, color: int) -> None:
        hand = self.hands[seat]
        kind = KIND[card]
        challengeable = False
        if kind == K_WD4:
            top, prev = self.discard[-1], self.color
            hand.remove(card)
            self.wd4_legal = self._allowed(hand, top, prev)
            challengeable = self.challenge_on
        else:
            hand.remove(card)
        self.discard.append(card)
        self.drawn = -1
        self.color = color if COLOR[card] == 4 else COLOR[card]
        nxt = self.next_seat(seat)
        if not hand:
            if kind == K_DRAW2 or kind == K_WD4:
                self._draw(nxt, 2 if kind == K_DRAW2 else 4)
            self.winner = seat
            self.points = sum(POINTS[x] for s, h in enumerate(self.hands) if self.active[s] for x in h)
            self.phase = PH_OVER
            self.cur = seat
            return
        self.phase = PH_PLAY
        if kind == K_NUMBER or kind == K_WILD:
            self.cur = nxt
        elif kind == K_SKIP:
            self.cur = self.next_seat(nxt)
        elif kind == K_REVERSE:
            self.dir = -self.dir
            self.cur = seat if self.n_active == 2 else self.next_seat(seat)
        elif challengeable:
            self.wd4_seat = seat
            self.wd4_prev_top, self.wd4_prev_color = top, prev
            self.cur = nxt
            self.phase = PH_CHALLENGE
        else:
            self._draw(nxt, 2 if kind == K_DRAW2 else 4)
            self.cur = self.next_seat(nxt)

    # ------------------------------------------------------------ playouts
    def playout(self, me: int, rng: Rng, challenge_p: Sequence[float], max_moves: int = 400, noise: float = 0.25,
                attack: float = 0.0, guard: float = 0.0) -> int:
        """Play the hand out (or ``max_moves`` moves); the winner, -1 when cut.

        Every seat plays rather than draws when it can, keeps its Wilds for when nothing else
        fits and names the colour it holds most; ``me`` follows the colour it holds most (with
        probability ``noise`` a random playable card), the others pick a playable card at
        random weighted by copies held (as RLCard's rule agent and most casual players do).
        ``me``'s choice among its plain cards counts a Skip, Reverse or Draw Two as ``attack``
        cards more of its colour in two players (each gives it the turn again), and ``guard``
        more when the next seat holds two cards or fewer.  A Wild Draw Four is challenged by
        seat ``s`` with probability ``challenge_p[s]``; ``me`` accepts.  Nobody draws by choice
        and every drawn playable card is played.
        """
        hands = self.hands
        random_ = rng.random
        color_of, rank_of, kind_of = COLOR, RANK, KIND
        play, next_seat = self._play, self.next_seat
        moves = 0
        attack = attack if self.n_active == 2 else 0.0
        while self.phase != PH_OVER and moves < max_moves:
            moves += 1
            seat = self.cur
            phase = self.phase
            hand = hands[seat]
            if phase == PH_PLAY:
                top = self.discard[-1]
                rank, col = rank_of[top], self.color
                plain = []
                wild = wd4 = False
                for x in hand:
                    cx = color_of[x]
                    if cx == 4:
                        if x == WILD:
                            wild = True
                        else:
                            wd4 = True
                    elif cx == col or rank_of[x] == rank:
                        plain.append(x)
                if plain:
                    if len(plain) == 1:
                        card = plain[0]
                    elif seat != me or random_() < noise:
                        card = plain[int(random_() * len(plain))]
                    else:
                        held = [0, 0, 0, 0, 0]
                        for x in hand:
                            held[color_of[x]] += 1
                        best = -1.0
                        card = plain[0]
                        bonus = attack + guard if guard and len(hands[next_seat(seat)]) <= 2 else attack
                        for x in plain:
                            v = held[color_of[x]] + random_() + (bonus if kind_of[x] != K_NUMBER else 0.0)
                            if v > best:
                                best, card = v, x
                    if kind_of[card] == K_NUMBER and len(hand) > 1:  # the common move, as _play makes it
                        hand.remove(card)
                        self.discard.append(card)
                        self.drawn = -1
                        self.color = color_of[card]
                        self.cur = next_seat(seat)
                    else:
                        play(seat, card, 4)
                elif wild or (wd4 and (self.challenge_on or self._allowed(hand, top, col))):
                    play(seat, WILD if wild else WD4, _most_held(hand, random_))
                else:
                    card = self._draw(seat, 1)
                    if card >= 0 and self._playable(seat, card):
                        play(seat, card, _most_held(hand, random_) if color_of[card] == 4 else 4)
                    else:
                        self.cur = next_seat(seat)
            elif phase == PH_CHALLENGE:
                self.step(CHALLENGE if seat != me and random_() < challenge_p[seat] else ACCEPT)
            elif phase == PH_DRAWN:
                card = self.drawn
                play(seat, card, _most_held(hand, random_) if color_of[card] == 4 else 4)
            else:
                self.step(COLOR0 - _most_held(hand, random_))
        return self.winner

    # ------------------------------------------------------------ to and from the engine
    def to_action(self, action: int, uno_manual: bool) -> Action:
        """The engine's action for ``action`` of the seat to move (calling UNO when it may)."""
        seat = self.cur
        if action >= 0:
            card = ALL_CARDS[action // 5]
            k = action % 5
            uno = uno_manual and len(self.hands[seat]) == 2
            return engine_action(seat, ActionKind.PLAY, card, COLORS[k] if k < 4 else None, uno=uno)
        if action <= COLOR0:
            return engine_action(seat, ActionKind.COLOR, color=COLORS[COLOR0 - action])
        kinds = {DRAW: ActionKind.DRAW, PASS: ActionKind.PASS, CHALLENGE: ActionKind.CHALLENGE, ACCEPT: ActionKind.ACCEPT}
        return engine_action(seat, kinds[action])

    def state(self) -> dict[str, object]:
        """The state in engine terms (card indices, sorted hands): what the differential test compares."""
        return {
            "hands": [sorted(h) for h in self.hands],
            "pile": self.pile,
            "discard": self.discard,
            "color": COLORS[self.color] if self.color >= 0 else None,
            "current": self.cur,
            "direction": self.dir,
            "phase": _PHASE_NAMES[self.phase],
            "drawn": self.drawn if self.drawn >= 0 and self.phase == PH_DRAWN else None,
            "winner": self.winner if self.phase == PH_OVER else None,
        }


class Dice:
    """Cheap common random numbers: ``random()`` reads a fixed list of floats in turn (round and
    round), so every candidate move of a search meets the very same dice on one deal, at the
    cost of a list read (seeding a ``random.Random`` per playout costs more than half a playout).
    ``shuffle`` is Fisher-Yates on those floats (for reshuffles inside a playout)."""

    __slots__ = ("values", "i", "n")

    def __init__(self, values: list[float], start: int = 0) -> None:
        self.values, self.i, self.n = values, start, len(values)

    def random(self) -> float:
        i = self.i
        self.i = i + 1
        return self.values[i % self.n]

    def shuffle(self, x: list[int]) -> None:
        for i in range(len(x) - 1, 0, -1):
            j = int(self.random() * (i + 1))
            x[i], x[j] = x[j], x[i]


#: weights of the position score (a conditional logit: a seat's chance to win the hand is
#: ``exp(f) / sum of exp(f)`` over the seats in it, ``f`` = the weights times its cards, Wilds,
#: action cards, whether it is to move and whether it holds one card), fitted by maximum
#: likelihood to who won 6600 playouts from random positions of 2, 3 and 4 players
#: (``benchmarks/fit_eval.py``)
EVAL_WEIGHTS = (-0.282, 0.857, 0.106, 0.17, 0.689)
_ACTION_KINDS = (K_SKIP, K_REVERSE, K_DRAW2)


def position_features(sim: Sim, seat: int) -> tuple[int, int, int, int, int]:
    """What the position score reads of ``seat``: cards, Wilds, action cards, to move, one card."""
    hand = sim.hands[seat]
    wilds = actions = 0
    for x in hand:
        if COLOR[x] == 4:
            wilds += 1
        elif KIND[x] in _ACTION_KINDS:
            actions += 1
    n = len(hand)
    return n, wilds, actions, 1 if sim.cur == seat else 0, 1 if n == 1 else 0


def win_chances(sim: Sim, weights: Sequence[float] = EVAL_WEIGHTS) -> list[float]:
    """Each seat's chance to win the hand from here, by the position score (0 for a seat out)."""
    return [win_chance(sim, s, weights) if sim.active[s] else 0.0 for s in range(sim.n)]


def win_chance(sim: Sim, me: int, weights: Sequence[float] = EVAL_WEIGHTS) -> float:
    """Seat ``me``'s chance to win the hand from here (the playouts' score at a cut): ``exp(f)``
    over its sum over the seats in the hand, ``f`` the weights times ``position_features``
    (computed inline, in one pass: a test holds them equal)."""
    if sim.phase == PH_OVER:
        return 1.0 if sim.winner == me else 0.0
    w_cards, w_wilds, w_actions, w_turn, w_one = weights
    cur = sim.cur
    mine = total = 0.0
    for s, hand in enumerate(sim.hands):
        if not sim.active[s]:
            continue
        n = len(hand)
        f = w_cards * n + (w_turn if s == cur else 0.0) + (w_one if n == 1 else 0.0)
        for x in hand:
            if COLOR[x] == 4:
                f += w_wilds
            elif KIND[x] in _ACTION_KINDS:
                f += w_actions
        v = math.exp(f)
        total += v
        if s == me:
            mine = v
    return mine / total


def _most_held(hand: list[int], random_: Callable[[], float]) -> int:
    """The colour ``hand`` holds most (ties at random; none held: any)."""
    held = [0, 0, 0, 0, 0]
    for x in hand:
        held[COLOR[x]] += 1
    best, color = -1.0, 0
    for k in range(4):
        v = held[k] + random_() * 0.5
        if v > best:
            best, color = v, k
    return color


def engine_state(game: Game) -> dict[str, object]:
    """The same view of an engine game as ``Sim.state``."""
    return {
        "hands": [sorted(c.index for c in h) for h in game.hands],
        "pile": [c.index for c in game.draw_pile],
        "discard": [c.index for c in game.discard],
        "color": game.color,
        "current": game.current,
        "direction": game.direction,
        "phase": game.phase,
        "drawn": game.drawn.index if game.drawn is not None and game.phase == Phase.DRAWN else None,
        "winner": None,
    }
