"""The rule-based computer players: ``random``, ``easy`` and ``normal``."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain

from uno_access.engine import Action, ActionKind, Card, Observation, Phase
from uno_access.engine.cards import ALL_CARDS, COLORS, DECK

from .base import TURN_KINDS, BotPlayer, best_color, by_kind, card_of, color_counts, pick_play, target_of, with_uno
from .tracker import Tracker, bluff_mask, follow_mask


def _turn_only(legal: Sequence[Action]) -> list[Action]:
    return [a for a in legal if a.kind in TURN_KINDS]


class RandomBot(BotPlayer):
    """Uniform over the legal turn actions (a Wild in each colour counts once per colour);
    always calls UNO, never challenges, never catches."""

    level = "random"

    def _choose(self, obs: Observation, legal: list[Action]) -> Action:
        turn = _turn_only(legal)
        if not turn:
            own_uno = [a for a in legal if a.kind == ActionKind.UNO]
            if own_uno:
                self._why("bot-why-uno")
                return own_uno[0]
            self._why("bot-why-random")
            return legal[0]
        options = with_uno([a for a in turn if a.kind != ActionKind.CHALLENGE], True)
        action = self.rng.choice(options)
        if action.kind == ActionKind.PLAY and action.card is not None:
            self._why("bot-why-random-play", card=action.card)
        else:
            self._why("bot-why-random")
        return action


class _Rules(BotPlayer):
    """Shared pieces of the thinking players."""

    def __init__(self, seed: int | None = None, persona: int | None = None) -> None:
        super().__init__(seed, persona)
        self.tracker = Tracker()

    #: how strongly the cards a player's history rules out (``Tracker.wd4_slots``) are believed
    #: for the odds that its Wild Draw Four was a bluff (it may have drawn by choice)
    slot_trust = 0.9
    #: challenge when the chance of a bluff is above this.  Lost, a challenge costs 2 cards more
    #: than accepting (6, not 4); won, it saves 4, gives the offender 4 and keeps the turn (about
    #: 9 cards' worth in two players, 6 in four): it pays above 2 / 11 to 2 / 8, and a margin
    #: covers the odds' own error
    challenge_threshold = 0.3

    @staticmethod
    def unseen(obs: Observation) -> list[int]:
        """Copies per ``Card.index`` of the cards this seat has not seen (not in its hand or the discard pile)."""
        unseen = [0] * len(ALL_CARDS)
        for card in DECK:
            unseen[card.index] += 1
        for card in chain(obs.hand, obs.discard):
            unseen[card.index] = max(0, unseen[card.index] - 1)
        return unseen

    def can_follow(self, obs: Observation, seat: int, top: Card, color: str | None, unseen: list[int]) -> float:
        """The chance that ``seat`` holds a card it can play on ``top`` with ``color`` in play (a
        Wild too), by its slots (``Tracker.slots``: what its history rules out) and the cards unseen."""
        slots = self.tracker.slots[seat] if seat < len(self.tracker.slots) else []
        if len(slots) != obs.counts[seat]:
            slots = [0] * obs.counts[seat]
        return self.tracker.follow_odds(slots, unseen, follow_mask(top, color))

    def follow_odds(self, obs: Observation, offender: int) -> float:
        """The chance that ``offender`` held a card that made its pending Wild Draw Four a bluff,
        from the cards this seat has not seen and the offender's slots before that play (believed
        with ``slot_trust``); 1 if a card shown to this seat (and not played since) did."""
        wd4 = obs.public.get("wd4")
        color = wd4.prev_color if wd4 is not None else None
        prev_top = wd4.prev_top if wd4 is not None else None
        if color is None:
            return 0.0
        follow = bluff_mask(prev_top, color, obs.rules.wd4)
        tracker = self.tracker
        if offender < len(tracker.known) and any(follow >> c.index & 1 for c in +tracker.known[offender]):
            return 1.0
        unseen = self.unseen(obs)
        count = obs.counts[offender]
        free = tracker.follow_odds([0] * count, unseen, follow)
        slots = tracker.wd4_slots.get(offender)
        if slots is None or len(slots) != count:
            return free
        return self.slot_trust * tracker.follow_odds(slots, unseen, follow) + (1 - self.slot_trust) * free

    def bluff_odds(self, obs: Observation) -> float:
        """The chance that the pending Wild Draw Four is a bluff: the odds that its player held a
        card that made it one (``follow_odds``) weighed by Bayes with how often that player's Wild
        Draw Fours have been shown to be bluffs (``Tracker.bluff_posterior``: a player never
        caught is believed, as few players bluff)."""
        wd4 = obs.public.get("wd4")
        if wd4 is None:
            return 0.0
        return self.tracker.bluff_posterior(wd4.seat, self.follow_odds(obs, wd4.seat))

    def _challenge(self, obs: Observation, kinds: dict[ActionKind, list[Action]]) -> Action:
        """Challenge the pending Wild Draw Four if the chance of a bluff is above ``challenge_threshold``."""
        odds = self.bluff_odds(obs)
        percent = round(odds * 100)
        if kinds.get(ActionKind.CHALLENGE) and odds > self.challenge_threshold:
            self._why("bot-why-challenge", percent=percent)
            return kinds[ActionKind.CHALLENGE][0]
        self._why("bot-why-accept", percent=percent)
        return kinds[ActionKind.ACCEPT][0]

    def wd4_is_bluff(self, obs: Observation, card: Card) -> bool:
        """Whether playing this Wild Draw Four now breaks the ``wd4`` rule (a bluff)."""
        rest = list(obs.hand)
        rest.remove(card)
        top, color = obs.top, obs.color
        if obs.rules.wd4 == "color":
            return any(c.color == color for c in rest)
        return any(not c.is_wild and (c.color == color or (top is not None and c.rank == top.rank)) for c in rest)

    def danger(self, obs: Observation) -> tuple[int | None, int]:
        """The opponent closest to going out and their card count."""
        others = [s for s in obs.active if s != obs.seat]
        if not others:
            return None, 99
        seat = min(others, key=lambda s: (obs.counts[s], s))
        return seat, obs.counts[seat]

    def next_seat(self, obs: Observation) -> int:
        n = obs.players
        s = (obs.seat + obs.direction) % n
        while s not in obs.active:
            s = (s + obs.direction) % n
        return s


class NormalBot(_Rules):
    """Solid heuristics: keeps Wilds for need, follows the colour it holds most and, of equals,
    the card the next player is least likely to follow (by what its history rules out), names the
    colour it holds most, dumps high points when a hand is about to end, challenges a Wild Draw
    Four when the evidence says it is likely a bluff, calls UNO, catches."""

    level = "normal"
    #: how much a plain card's score drops by the chance that the next player can follow it (by
    #: ``can_follow``), in cards of the colour held; 0: the next player's hand is not considered
    follow_weight = 6.0

    def _choose(self, obs: Observation, legal: list[Action]) -> Action:
        self.tracker.update(obs)
        kinds = by_kind(legal)
        if kinds.get(ActionKind.CATCH):
            target = kinds[ActionKind.CATCH][0]
            self._why("bot-why-catch", target=target.target)
            return target
        if kinds.get(ActionKind.JUMP_IN):
            action = with_uno(kinds[ActionKind.JUMP_IN], True)[0]
            if action.card is not None and action.card.is_wild:
                color = best_color(obs.hand, action.card, obs.seat)
                action = next((a for a in kinds[ActionKind.JUMP_IN] if a.color == color), action)
            self._why("bot-why-jump", card=action.card)
            return action
        if not _turn_only(legal):
            if kinds.get(ActionKind.UNO):
                self._why("bot-why-uno")
                return kinds[ActionKind.UNO][0]
            self._why("bot-why-random")
            return legal[0]
        if kinds.get(ActionKind.COLOR):
            color = best_color(obs.hand, None, obs.seat)
            self._why("bot-why-color", color=color, count=color_counts(obs.hand)[color])
            return next(a for a in kinds[ActionKind.COLOR] if a.color == color)
        if kinds.get(ActionKind.SWAP):
            target = min(kinds[ActionKind.SWAP], key=lambda a: (obs.counts[target_of(a)], target_of(a)))
            self._why("bot-why-swap", target=target.target, count=obs.counts[target_of(target)])
            return target
        if kinds.get(ActionKind.CHALLENGE) or kinds.get(ActionKind.ACCEPT):
            stack = [a for a in kinds.get(ActionKind.PLAY, ())]
            if stack:
                return self._play(obs, stack, kinds)
            return self._challenge(obs, kinds)
        plays = kinds.get(ActionKind.PLAY, [])
        if obs.phase == Phase.DRAWN:
            if plays:
                card = card_of(plays[0])
                if card.kind == "wild_draw_four" and self.wd4_is_bluff(obs, card) and kinds.get(ActionKind.PASS):
                    self._why("bot-why-pass")
                    return kinds[ActionKind.PASS][0]
                action = self._play(obs, plays, kinds)
                self._why("bot-why-play-drawn", card=action.card)
                return action
            self._why("bot-why-pass")
            return kinds[ActionKind.PASS][0]
        if plays:
            return self._play(obs, plays, kinds)
        if kinds.get(ActionKind.DRAW):
            self._why("bot-why-draw-none")
            return kinds[ActionKind.DRAW][0]
        self._why("bot-why-random")
        return _turn_only(legal)[0]

    def _play(self, obs: Observation, plays: list[Action], kinds: dict[ActionKind, list[Action]]) -> Action:
        cards = list(dict.fromkeys(card_of(a) for a in plays))
        plain = [c for c in cards if not c.is_wild]
        wd4_ok = [c for c in cards if c.kind == "wild_draw_four" and not self.wd4_is_bluff(obs, c)]
        wilds = [c for c in cards if c.kind == "wild"] + wd4_ok
        threat_seat, threat = self.danger(obs)
        nxt = self.next_seat(obs)
        if plain:
            held = color_counts(obs.hand)
            unseen = self.unseen(obs) if self.follow_weight else []

            def score(card: Card) -> float:
                value = 2.0 * (held[card.color] - 1)
                if self.follow_weight:
                    value -= self.follow_weight * self.can_follow(obs, nxt, card, card.color, unseen)
                if card.kind != "number":
                    if obs.counts[nxt] <= 2:
                        value += 10
                    value += 1 if self.style == "bold" else (-1 if self.style == "cautious" else 0)
                if threat <= 2:
                    value += card.points / 4
                else:
                    value += card.points / 20
                return value + self.rng.random() * 0.01

            card = max(plain, key=score)
            action = pick_play(plays, card, None)
            if card.kind != "number" and obs.counts[nxt] <= 2:
                self._why("bot-why-attack", card=card, target=nxt, count=obs.counts[nxt])
            elif threat <= 2 and card.points >= 10:
                self._why("bot-why-dump", card=card, points=card.points)
            elif len(plain) == 1 and not cards[1:]:
                self._why("bot-why-only-play", card=card)
            elif wilds or any(c.is_wild for c in obs.hand):
                self._why("bot-why-kept-wild", card=card, color=card.color, count=held[card.color])
            else:
                self._why("bot-why-follow", card=card, color=card.color, count=held[card.color])
            return action
        if not wilds:
            # only a Wild Draw Four that would be a bluff: normal players do not bluff
            if kinds.get(ActionKind.DRAW):
                self._why("bot-why-draw-none")
                return kinds[ActionKind.DRAW][0]
            if kinds.get(ActionKind.PASS):
                self._why("bot-why-pass")
                return kinds[ActionKind.PASS][0]
            wilds = cards
        if obs.counts[nxt] <= 3 or threat <= 2:
            wilds.sort(key=lambda c: c.kind != "wild_draw_four")
        else:
            wilds.sort(key=lambda c: c.kind == "wild_draw_four")
        card = wilds[0]
        color = best_color(obs.hand, card, obs.seat)
        self._why("bot-why-wild", card=card, color=color, count=color_counts(obs.hand, card)[color])
        return pick_play(plays, card, color)


class EasyBot(_Rules):
    """A beginner: legal, often careless, sometimes forgets UNO, rarely catches."""

    level = "easy"
    forget_uno = 0.35
    catch_rate = 0.15
    challenge_rate = 0.1

    def _choose(self, obs: Observation, legal: list[Action]) -> Action:
        rng = self.rng
        kinds = by_kind(legal)
        if kinds.get(ActionKind.CATCH) and rng.random() < self.catch_rate:
            target = kinds[ActionKind.CATCH][0]
            self._why("bot-why-catch", target=target.target)
            return target
        turn = _turn_only(legal)
        if not turn:
            if kinds.get(ActionKind.UNO) and rng.random() >= self.forget_uno:
                self._why("bot-why-uno")
                return kinds[ActionKind.UNO][0]
            self._why("bot-why-random")
            return (kinds.get(ActionKind.UNO) or legal)[0]
        if kinds.get(ActionKind.COLOR):
            color = best_color(obs.hand, None, obs.seat) if rng.random() < 0.5 else rng.choice(COLORS)
            self._why("bot-why-color", color=color, count=color_counts(obs.hand)[color])
            return next(a for a in kinds[ActionKind.COLOR] if a.color == color)
        if kinds.get(ActionKind.SWAP):
            action = rng.choice(kinds[ActionKind.SWAP])
            self._why("bot-why-swap", target=action.target, count=obs.counts[target_of(action)])
            return action
        plays = kinds.get(ActionKind.PLAY, [])
        if kinds.get(ActionKind.CHALLENGE) or kinds.get(ActionKind.ACCEPT):
            if kinds.get(ActionKind.CHALLENGE) and rng.random() < self.challenge_rate:
                self._why("bot-why-challenge", percent=50)
                return kinds[ActionKind.CHALLENGE][0]
            if kinds.get(ActionKind.ACCEPT):
                self._why("bot-why-accept", percent=50)
                return kinds[ActionKind.ACCEPT][0]
        if plays and (obs.phase == Phase.DRAWN or rng.random() > 0.05):
            cards = list(dict.fromkeys(card_of(a) for a in plays))
            card = cards[0] if rng.random() < 0.5 else rng.choice(cards)
            named: str | None = None
            if card.is_wild:
                named = best_color(obs.hand, card, obs.seat) if rng.random() < 0.6 else rng.choice(COLORS)
            call = rng.random() >= self.forget_uno
            action = pick_play(plays, card, named, uno=call)
            if not action.uno and any(a.uno for a in plays):
                self._why("bot-why-forgot-uno", card=card)
            elif obs.phase == Phase.DRAWN:
                self._why("bot-why-play-drawn", card=card)
            else:
                self._why("bot-why-careless", card=card)
            return action
        for kind in (ActionKind.DRAW, ActionKind.PASS, ActionKind.ACCEPT):
            if kinds.get(kind):
                self._why("bot-why-draw-choice" if kind == ActionKind.DRAW and plays else
                          "bot-why-draw-none" if kind == ActionKind.DRAW else "bot-why-pass")
                return kinds[kind][0]
        action = turn[0]
        self._why("bot-why-random")
        return action
