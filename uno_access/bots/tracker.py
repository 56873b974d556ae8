"""What a seat can infer from the public history: the basis of card sampling.

``Tracker.update(observation)`` reads the new entries of ``observation.history``
(the events as that seat saw them) and keeps, for the current hand:

* ``voids[s]``: colours seat ``s`` could not follow (it drew by choice while
  that colour was in play, and has not shown that colour since);
* ``known[s]``: cards seen in ``s``'s hand (shown to us by a challenge) and not
  played since;
* ``slots[s]``: one entry per card in ``s``'s hand, a bit mask of the card kinds
  (``Card.index``) that card cannot be.  A player who draws on its turn held nothing playable:
  every card it held then is no card of the colour in play, none of the top card's number or
  symbol and no Wild; one who plays a Wild held no card of the colour or number (players keep
  their Wilds for when nothing else fits, as every computer player here and RLCard's do); so
  does one who plays a Wild Draw Four (``wd4_slots`` keeps the offender's slots from before that
  inference, for the odds of a bluff), and the colour it names is the one it holds most
  (``holds``; ``belief(seat)`` gives the slots with one of them of that colour); a challenge that
  shows a bluff takes that inference back.  A card drawn is a new slot with no mask, unless the
  turn then passes without it being played: then it did not fit the top card either (a drawn
  card that fits is played by every player who never draws by choice).  A card played takes the most
  constrained slot it fits (so what is left stays sound);
* ``recent[s]``: the plain cards ``s`` chose to play since it last drew, each with the bit mask
  of the plain cards it could have played instead (``play_likelihood`` weighs a deal by them:
  who holds many cards of the colour in play rarely changes colour by number);
* across the match, how often each seat challenged a Wild Draw Four it faced, and how often a
  seat's Wild Draw Fours were shown to be bluffs: by a challenge (``wd4_shown``, ``wd4_bluffs``), or
  by the cards it held then (``wd4_watch``): a card that would have made it a bluff, played before
  the player drew again, proves one; its whole hand of then played out without one proves it honest.
"""

from __future__ import annotations

from collections import Counter
from itertools import chain

from uno_access.engine import Card, DrawReason, Observation
from uno_access.engine import events as ev
from uno_access.engine.cards import ALL_CARDS

_WILDS = sum(1 << c.index for c in ALL_CARDS if c.is_wild)
_WD4 = sum(1 << c.index for c in ALL_CARDS if c.kind == "wild_draw_four")
_ALL = (1 << len(ALL_CARDS)) - 1
_OF_COLOR = {k: sum(1 << c.index for c in ALL_CARDS if c.color == k) for k in "rygb"}


def bluff_mask(top: Card | None, color: str, wd4_rule: str) -> int:
    """The cards whose holder breaks the ``wd4`` rule by playing a Wild Draw Four on ``top`` with
    ``color`` in play: that colour's under ``wd4=color`` (or with no top known), else every plain
    card that follows."""
    if wd4_rule == "color" or top is None:
        return _OF_COLOR[color]
    return follow_mask(top, color, wilds=False)


def follow_mask(top: Card, color: str | None, wilds: bool = True) -> int:
    """The card kinds playable on ``top`` with ``color`` in play (the Wilds too if ``wilds``)."""
    mask = _WILDS if wilds else 0
    for c in ALL_CARDS:
        if not c.is_wild and (c.color == color or c.rank == top.rank):
            mask |= 1 << c.index
    return mask


class Tracker:
    def __init__(self) -> None:
        self.seen = 0
        self.players = 0
        self.voids: list[set[str]] = []
        self.known: list[Counter[Card]] = []
        self.faced_wd4: Counter[int] = Counter()
        self.challenged: Counter[int] = Counter()
        #: per seat: how often its Wild Draw Four was challenged, and how often that showed a bluff
        self.wd4_shown: Counter[int] = Counter()
        self.wd4_bluffs: Counter[int] = Counter()
        self.color: str | None = None
        self.top: Card | None = None
        self.slots: list[list[int]] = []
        #: per seat: the colour it named for its last Wild Draw Four (the colour it holds most, so
        #: it holds a card of it, or only Wilds) until it plays a card of that colour or a Wild
        self.holds: list[str | None] = []
        self.wd4_by: int | None = None
        self.prev_color: str | None = None
        #: the offender's slots just before its Wild Draw Four was read as honest
        self.wd4_slots: dict[int, list[int]] = {}
        #: (seat, new slots, mask) of a turn draw whose outcome (played or not) is still open
        self.pending: tuple[int, int, int] | None = None
        #: per seat: (card index, mask of the plain cards that could follow) of each plain card it
        #: chose to play since it last drew, oldest first
        self.recent: list[list[tuple[int, int]]] = []
        #: per seat whose last Wild Draw Four went unchallenged: (mask of the cards that would have
        #: made it a bluff, how many of the cards it held then are still unplayed), until it draws
        self.wd4_watch: dict[int, tuple[int, int]] = {}

    def _reset_hand(self) -> None:
        self.voids = [set() for _ in range(self.players)]
        self.known = [Counter() for _ in range(self.players)]
        self.slots = [[] for _ in range(self.players)]
        self.holds = [None] * self.players
        self.wd4_slots = {}
        self.pending = None
        self.recent = [[] for _ in range(self.players)]
        self.wd4_watch = {}

    def _watch(self, seat: int, card: Card) -> None:
        """``seat`` played ``card`` with a Wild Draw Four of it under watch: a card that would have
        made that one a bluff proves it was; the last card held then, played, proves it honest."""
        mask, old = self.wd4_watch.pop(seat)
        if mask >> card.index & 1:
            self.wd4_shown[seat] += 1
            self.wd4_bluffs[seat] += 1
        elif old > 1:
            self.wd4_watch[seat] = (mask, old - 1)
        else:
            self.wd4_shown[seat] += 1

    def _settle(self, played: bool) -> None:
        """The open turn draw ended: a card drawn and not played did not fit (the Wild Draw Four
        apart: a rule may forbid it); of several drawn until one fits, all but the last did not."""
        if self.pending is None:
            return
        seat, count, mask = self.pending
        self.pending = None
        slots = self.slots[seat]
        masked = count - 1 if played else count
        if 0 < count <= len(slots):
            for i in range(len(slots) - count, len(slots) - count + masked):
                slots[i] |= mask

    def _take_slot(self, seat: int, card: Card) -> None:
        """``seat`` played ``card``: drop the most constrained slot it fits."""
        slots = self.slots[seat]
        bit = 1 << card.index
        fits = [i for i, m in enumerate(slots) if not m & bit]
        if not fits:  # the inference was wrong (a voluntary draw, say): forget it
            self.slots[seat] = slots = [0] * len(slots)
            fits = list(range(len(slots)))
        if fits:
            del slots[max(fits, key=lambda i: slots[i].bit_count())]

    @staticmethod
    def follow_odds(slots: list[int], unseen: list[int], follow: int) -> float:
        """The chance that at least one card of a hand with ``slots`` is of the kinds in the bit
        mask ``follow``, each slot drawn from the ``unseen`` cards (copies per ``Card.index``) it
        does not rule out."""
        none = 1.0
        cache: dict[int, float] = {}
        for mask in slots:
            p = cache.get(mask)
            if p is None:
                allowed = hits = 0
                for i, n in enumerate(unseen):
                    if n and not mask >> i & 1:
                        allowed += n
                        if follow >> i & 1:
                            hits += n
                p = cache[mask] = hits / allowed if allowed else 0.0
            none *= 1.0 - p
        return 1.0 - none

    def play_likelihood(self, seat: int, hand: list[int], trust: float, last: int = 4) -> float:
        """How likely ``seat`` was to choose its last ``last`` plain plays (``recent``) if it holds
        ``hand`` (card indices) now: a player picking among the plain cards it could play at
        random by copies chooses a card with the chance of its copies among them; ``trust``
        weighs that model against indifference (1 - ``trust``), since players differ."""
        plays = self.recent[seat][-last:] if seat < len(self.recent) else []
        if not plays or trust <= 0:
            return 1.0
        weight = 1.0
        later: list[int] = []  # the cards played after this one (still in the hand then)
        for card, mask in reversed(plays):
            later.append(card)
            fits = copies = 0
            for x in chain(hand, later):  # what it held when it chose
                if mask >> x & 1:
                    fits += 1
                    copies += x == card
            if fits:  # (a rule set that let it play a card that did not follow: no evidence)
                weight *= 1.0 - trust + trust * copies / fits
        return weight

    def belief(self, seat: int) -> list[int]:
        """``seat``'s slots with what it said by naming a colour for its Wild Draw Four (``holds``):
        the least constrained slot that may be of that colour is of it or a Wild."""
        slots = list(self.slots[seat])
        color = self.holds[seat] if seat < len(self.holds) else None
        if color in _OF_COLOR:
            bits = _OF_COLOR[color]
            open_ = [i for i, m in enumerate(slots) if m & bits != bits]
            if open_:
                i = min(open_, key=lambda i: slots[i].bit_count())
                slots[i] |= _ALL & ~(bits | _WILDS)
        return slots

    def challenge_rate(self, seat: int, prior: float = 1 / 3, weight: float = 3.0) -> float:
        """Estimated chance that ``seat`` challenges a Wild Draw Four: its challenges over the Wild
        Draw Fours it faced, ``prior`` counted ``weight`` times (Laplace-like)."""
        return (self.challenged[seat] + prior * weight) / (self.faced_wd4[seat] + weight)

    def bluff_propensity(self, seat: int, prior: float = 0.05, weight: float = 2.0) -> float:
        """How often ``seat`` plays a Wild Draw Four while it could follow the colour, from its
        challenged Wild Draw Fours (Laplace-like, ``prior`` counted ``weight`` times): few players
        bluff, so a player never caught is believed."""
        return (self.wd4_bluffs[seat] + prior * weight) / (self.wd4_shown[seat] + weight)

    def bluff_posterior(self, seat: int, odds: float, honest_play: float = 0.8) -> float:
        """The chance that ``seat``'s Wild Draw Four is a bluff, by Bayes: ``odds`` (that its hand
        holds a card of the colour) weighed by how likely each kind of hand is to play the card:
        with such a card only as a bluff (``bluff_propensity``), without one ``honest_play``."""
        q = self.bluff_propensity(seat)
        could = odds * q
        could_not = (1.0 - odds) * honest_play
        return could / (could + could_not) if could + could_not > 0 else 0.0

    def update(self, obs: Observation) -> None:
        history = obs.history
        if self.players != obs.players or len(history) < self.seen:
            self.players = obs.players
            self.seen = 0
            self.faced_wd4.clear()
            self.challenged.clear()
            self.wd4_shown.clear()
            self.wd4_bluffs.clear()
            self._reset_hand()
        me = obs.seat
        for event in history[self.seen:]:
            seat = getattr(event, "seat", None)
            if isinstance(event, ev.HandStart):
                self._reset_hand()
            elif isinstance(event, ev.StartCard):
                self.top = event.card
                self.color = self.top.color
            elif isinstance(event, ev.Deal) and seat is not None and seat != me:
                self.slots[seat] = [0] * event.count
            elif isinstance(event, (ev.Play, ev.JumpIn)):
                card = event.card
                drawn_play = self.pending is not None and self.pending[0] == seat
                if self.pending is not None:
                    self._settle(self.pending[0] == seat)
                if seat in self.wd4_watch:
                    self._watch(seat, card)
                if (seat is not None and seat != me and not card.is_wild and isinstance(event, ev.Play)
                        and not drawn_play and self.top is not None and self.color is not None):
                    self.recent[seat].append((card.index, follow_mask(self.top, self.color, wilds=False)))
                if seat is not None and seat != me:
                    if card.kind == "wild" and isinstance(event, ev.Play) and self.top is not None:
                        mask = follow_mask(self.top, self.color, wilds=False)
                        self.slots[seat] = [m | mask for m in self.slots[seat]]
                    self._take_slot(seat, card)
                    if card.color is None or card.color == self.holds[seat]:
                        self.holds[seat] = None  # it may have been the card of the colour it named
                    if card.kind == "wild_draw_four" and isinstance(event, ev.Play) and self.top is not None:
                        self.wd4_slots[seat] = list(self.slots[seat])
                        mask = follow_mask(self.top, self.color, wilds=False)
                        if self.slots[seat] and self.color is not None:  # (a last card cannot be challenged)
                            self.wd4_watch[seat] = (bluff_mask(self.top, self.color, obs.rules.wd4),
                                                    len(self.slots[seat]))
                        self.slots[seat] = [m | mask for m in self.slots[seat]]
                        self.holds[seat] = event.color
                    if self.known[seat][card] > 0:
                        self.known[seat][card] -= 1
                    if card.color:
                        self.voids[seat].discard(card.color)
                self.top = card
                if card.is_wild:
                    if card.kind == "wild_draw_four":
                        self.wd4_by, self.prev_color = seat, self.color
                    self.color = (event.color if isinstance(event, ev.Play) else None) or self.color
                else:
                    self.color = card.color
            elif isinstance(event, ev.Color):
                self.color = event.color or self.color
            elif isinstance(event, ev.Draw) and seat is not None and seat != me:
                self.wd4_watch.pop(seat, None)  # a card of the colour played from now on may be a new one
                self.recent[seat] = []  # cards unknown to us came in: the hand then is no longer known
                if event.reason is DrawReason.DRAW_FOUR:
                    self.faced_wd4[seat] += 1  # accepted a Wild Draw Four
                if event.reason is DrawReason.TURN:
                    if self.color:
                        self.voids[seat].add(self.color)
                    if self.top is not None:
                        mask = follow_mask(self.top, self.color)
                        self.slots[seat] = [m | mask for m in self.slots[seat]]
                else:
                    self.voids[seat].clear()  # new unknown cards: the old inference no longer holds
                self.slots[seat].extend([0] * event.count)
                if event.reason is DrawReason.TURN and self.top is not None:
                    self.pending = (seat, event.count, follow_mask(self.top, self.color) & ~_WD4)
            elif isinstance(event, (ev.Turn, ev.Pass)):
                if self.pending is not None:
                    self._settle(isinstance(event, ev.Pass) or self.pending[0] == seat)
            elif isinstance(event, ev.Challenge):
                self.challenged[event.seat] += 1
                self.faced_wd4[event.seat] += 1
                target = event.target
                self.wd4_watch.pop(target, None)
                self.wd4_shown[target] += 1
                if not event.legal:
                    self.wd4_bluffs[target] += 1
                    if target != me and target in self.wd4_slots:  # it could follow after all
                        self.slots[target] = list(self.wd4_slots[target])
                        self.holds[target] = None
            elif isinstance(event, ev.HandShown) and event.cards is not None:
                if seat != me:
                    self.recent[event.seat] = []
                    self.known[event.seat] = Counter(event.cards)
                    self.slots[event.seat] = [0] * len(event.cards)
                    self.holds[event.seat] = None
            elif isinstance(event, ev.Retract):
                self.wd4_watch.pop(event.seat, None)
                self.color = self.prev_color
                self.top = None  # the card under it is the top again; not tracked: infer nothing until a play
                if seat != me:
                    self.recent[event.seat] = []
                    self.known[event.seat][event.card] += 1
                    self.slots[event.seat].append(0)
            elif isinstance(event, ev.Swap):
                seats = list(event.seats)
                if len(seats) >= 2:
                    voids = [self.voids[s] for s in seats]
                    known = [self.known[s] for s in seats]
                    if event.kind == "rotate":
                        for i in range(len(seats)):
                            self.voids[seats[(i + 1) % len(seats)]] = voids[i]
                            self.known[seats[(i + 1) % len(seats)]] = known[i]
                    else:
                        a, b = seats[0], seats[1]
                        self.voids[a], self.voids[b] = voids[1], voids[0]
                        self.known[a], self.known[b] = known[1], known[0]
                    for s in seats:
                        self.wd4_watch.pop(s, None)
                        self.holds[s] = None
                        self.slots[s] = []  # no longer known slot by slot: the deal falls back to counts
                        self.recent[s] = []
                        if s == me:
                            self.voids[s] = set()
                            self.known[s] = Counter()
        self.seen = len(history)
