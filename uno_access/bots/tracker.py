"""What a seat can infer from the public history: the basis of card sampling.

``Tracker.update(observation)`` reads the new entries of ``observation.history``
(the events as that seat saw them) and keeps, for the current hand:

* ``voids[s]``: colours seat ``s`` could not follow (it drew by choice while
  that colour was in play, and has not shown that colour since);
* ``known[s]``: cards seen in ``s``'s hand (shown to us by a challenge) and not
  played since;
* across the match, how often each seat challenged a Wild Draw Four it faced.
"""

from __future__ import annotations

from collections import Counter

from uno_access.engine import Card, Observation
from uno_access.engine.cards import COLOR_FROM_NAME


def _color(value: object) -> str | None:
    if value is None:
        return None
    text = str(value)
    return COLOR_FROM_NAME.get(text, text if text in "rygb" and len(text) == 1 else None)


class Tracker:
    def __init__(self) -> None:
        self.seen = 0
        self.players = 0
        self.voids: list[set[str]] = []
        self.known: list[Counter] = []
        self.faced_wd4 = Counter()
        self.challenged = Counter()
        #: per seat: how often its Wild Draw Four was challenged, and how often that showed a bluff
        self.wd4_shown = Counter()
        self.wd4_bluffs = Counter()
        self.color: str | None = None
        self.wd4_by: int | None = None
        self.prev_color: str | None = None

    def _reset_hand(self) -> None:
        self.voids = [set() for _ in range(self.players)]
        self.known = [Counter() for _ in range(self.players)]

    def challenge_rate(self, seat: int) -> float:
        """Estimated chance that ``seat`` challenges a Wild Draw Four (Laplace, prior 1/3)."""
        return (self.challenged[seat] + 1) / (self.faced_wd4[seat] + 3)

    def bluff_rate(self, seat: int, odds: float, weight: float = 3.0) -> float:
        """The chance that ``seat`` bluffed: the card odds ``odds``, corrected by how often its
        challenged Wild Draw Fours were bluffs (``weight`` = how many challenges the odds count for)."""
        return (self.wd4_bluffs[seat] + odds * weight) / (self.wd4_shown[seat] + weight)

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
            kind = event.get("type")
            seat = event.get("seat")
            if kind == "hand_start":
                self._reset_hand()
            elif kind == "start_card":
                self.color = Card.from_code(event["card"]).color
            elif kind == "play" or kind == "jump_in":
                card = Card.from_code(event["card"])
                if seat is not None and seat != me:
                    if self.known[seat][card] > 0:
                        self.known[seat][card] -= 1
                    if card.color:
                        self.voids[seat].discard(card.color)
                if card.is_wild:
                    if card.kind == "wild_draw_four":
                        self.wd4_by, self.prev_color = seat, self.color
                    self.color = _color(event.get("color")) or self.color
                else:
                    self.color = card.color
            elif kind == "color":
                self.color = _color(event.get("color")) or self.color
            elif kind == "draw" and seat is not None and seat != me:
                if event.get("reason") == "draw_four":
                    self.faced_wd4[seat] += 1  # accepted a Wild Draw Four
                if event.get("reason") == "turn":
                    if self.color:
                        self.voids[seat].add(self.color)
                else:
                    self.voids[seat].clear()  # new unknown cards: the old inference no longer holds
            elif kind == "challenge":
                self.challenged[seat] += 1
                self.faced_wd4[seat] += 1
                target = event.get("target")
                if target is not None:
                    self.wd4_shown[target] += 1
                    if not event.get("legal", True):
                        self.wd4_bluffs[target] += 1
            elif kind == "hand_shown" and "cards" in event:
                if seat != me:
                    self.known[seat] = Counter(Card.from_code(c) for c in event["cards"])
            elif kind == "retract":
                self.color = self.prev_color
                if seat != me:
                    self.known[seat][Card.from_code(event["card"])] += 1
            elif kind == "swap":
                seats = list(event.get("seats") or ())
                if len(seats) >= 2:
                    voids = [self.voids[s] for s in seats]
                    known = [self.known[s] for s in seats]
                    if event.get("kind") == "rotate":
                        for i, s in enumerate(seats):
                            self.voids[seats[(i + 1) % len(seats)]] = voids[i]
                            self.known[seats[(i + 1) % len(seats)]] = known[i]
                    else:
                        a, b = seats[0], seats[1]
                        self.voids[a], self.voids[b] = voids[1], voids[0]
                        self.known[a], self.known[b] = known[1], known[0]
                    for s in seats:
                        if s == me:
                            self.voids[s] = set()
                            self.known[s] = Counter()
        self.seen = len(history)
