"""The ``hard`` player: determinized search on top of the normal player's heuristics.

For a decision with more than one sensible move (no voluntary draw while a card can be played;
a Wild only in the colours worth naming) it repeatedly

1. deals the cards it has not seen to the other hands and the draw pile, consistent with what
   it knows: each hand's size, the cards a challenge showed it, and, card by card, the kinds a
   player's history rules out (``Tracker.belief``: who drew on its turn held nothing playable,
   a card drawn and not played did not fit either, who played a Wild or a Wild Draw Four held
   nothing to follow, and holds the colour it named for a Wild Draw Four), believed with
   probability ``SLOT_BELIEF``; each deal then weighs how likely the opponents' plain plays
   since they last drew are if they hold those hands and chose at random by copies among the
   cards they could play (``Tracker.play_likelihood``, trusted ``play_trust``): who changed the
   colour by number while holding many cards of it is unlikely.  What a decision's deals share
   (the unseen cards, each opponent's known cards and slots, the public part of the position)
   is built once (``_deal_plan``): a deal is one shuffle and a pick per constrained slot, so
   more deals fit the budget (more deals was the clearest gain in the screens);
2. plays every candidate still in question forward in that deal (``playout_moves`` moves or to
   the end of the hand), with the
   same dice for all (common random numbers), on ``fastsim.Sim``, a model of one hand on plain
   integers that a differential test proves equal to the engine: opponents play a card rather
   than draw, keep their Wilds for need, pick a playable card at random weighted by copies held
   (as RLCard's rule agent and most casual players do) and challenge a Wild Draw Four as often
   as they have been seen to; this player follows the colour it holds most;
3. scores a won hand 1 and a lost one 0; a playout is cut after ``playout_moves`` moves and
   scores its chance to win from there by the position score (``fastsim.win_chances``: cards
   left, Wilds, action cards, the turn);
4. spends the playouts where they decide: successive halving drops the worse half of the moves
   after each round (by the weighted mean), the normal player's move staying in.

It plays the normal player's move unless the best survivor beats it over the same deals by
``OVERRULE_Z`` paired standard errors.  Rule sets the integer model does not cover (stacking,
swaps, jump-in, teams, draw until playable, the Italian retract) are searched the same way on
the engine itself (``Game.from_observation``), a flat search over all candidates.  A Wild Draw
Four against it is challenged by Bayes (``Tracker.bluff_posterior``), not searched: the odds that
the offender could follow come from its slots just before that play (``Tracker.wd4_slots``).
It stops when the time budget (``budget_ms``, default 250) would be exceeded or after
``max_deals`` deals.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence

from uno_access.engine import Action, ActionKind, Game, Observation, Phase
from uno_access.engine.cards import DECK

from . import fastsim
from .base import TURN_KINDS, best_color, by_kind, card_of, color_counts, target_of, with_uno
from .heuristic import NormalBot

_DECK_COUNT = Counter(DECK)
DEFAULT_BUDGET_MS = 250.0
#: how strongly an inferred void is believed (the player may have drawn by choice)
VOID_BELIEF = 0.8
#: a playout longer than this many moves is cut and judged by the cards left
MAX_PLAYOUT = 400
#: how often a playout move is a random plain card instead of the greedy one
GREEDY_NOISE = 0.25
#: how strongly the card kinds ruled out by a player's history (``Tracker.slots``) are believed
SLOT_BELIEF = 0.9


def rollout_action(game: Game, rng, challenge_p: Sequence[float]) -> Action:
    """A fast, sensible move for the seat to act: the playout policy of the search."""
    seat = game.current
    acts = game.legal_actions(seat)
    phase = game.phase
    hand = game.hands[seat]
    if phase == Phase.COLOR:
        color = best_color(hand, None, seat)
        for a in acts:
            if a.kind == ActionKind.COLOR and a.color == color:
                return a
    plays = []
    other = None
    challenge = accept = None
    for a in acts:
        kind = a.kind
        if kind == ActionKind.PLAY:
            if a.uno or len(hand) != 2 or game.rules.uno_call != "manual":
                plays.append(a)
        elif kind == ActionKind.CHALLENGE:
            challenge = a
        elif kind == ActionKind.ACCEPT:
            accept = a
        elif kind in (ActionKind.DRAW, ActionKind.PASS, ActionKind.SWAP) and a.seat == seat and other is None:
            other = a
    if accept is not None:
        if challenge is not None and rng.random() < challenge_p[seat]:
            return challenge
        return accept
    if plays:
        plain = [a for a in plays if not card_of(a).is_wild]
        if plain:
            if len(plain) == 1 or rng.random() < GREEDY_NOISE:
                return plain[int(rng.random() * len(plain))]
            # follow the colour the hand holds most (as people do), ties at random
            held = color_counts(hand)
            return max(plain, key=lambda a: held[card_of(a).color] + rng.random())
        card = card_of(plays[0])
        color = best_color(hand, card, seat)
        for a in plays:
            if a.color == color:
                return a
        return plays[0]
    if other is not None:
        if other.kind == ActionKind.SWAP:
            return min((a for a in acts if a.kind == ActionKind.SWAP), key=lambda a: len(game.hands[target_of(a)]))
        return other
    return next(a for a in acts if a.seat == seat)


#: how many random numbers a decision's dice hold (each deal starts at a random place in them;
#: a playout reads them round and round)
DICE = 4096
#: a playout is cut after this many moves and the position scored (``fastsim.win_chances``)
PLAYOUT_MOVES = 16


def _score(sim, winner: int, me: int) -> float:
    """A playout's reward: 1 won, 0 lost; a cut one scores this seat's chance to win from where it
    was cut, by the position score (``fastsim.win_chances``)."""
    if winner >= 0:
        return 1.0 if winner == me else 0.0
    return fastsim.win_chance(sim, me)


def _index_of(candidates: list[Action], action: Action) -> int | None:
    for i, cand in enumerate(candidates):
        if cand.kind == action.kind and cand.card is action.card and cand.target == action.target and (
            cand.color == action.color or cand.kind != ActionKind.COLOR and cand.card is not None and cand.card.is_wild
        ):
            return i
    return None


#: how sure the search must be (paired z score over the same deals) to overrule the heuristics
#: (1.5 since a decision gets about twice the deals: at 1.0 it overruled on differences the
#: playout model cannot vouch for; two players, seed 7, 250 ms CPU, 200 hands: 67.5% at 1.5
#: against 61.0% at 1.0 over the same deals, paired z 2.2)
OVERRULE_Z = 1.5


def _better(best: list[float], mine: list[float], z: float = OVERRULE_Z, weights: Sequence[float] | None = None) -> bool:
    """Whether ``best`` beats ``mine`` over the same deals by more than noise (each deal counted
    with its weight, the effective number of deals standing for their count)."""
    n = min(len(best), len(mine))
    if n < 2:
        return False
    w = [1.0] * n if weights is None else list(weights[:n])
    total = sum(w)
    if total <= 0:
        return False
    diffs = [best[k] - mine[k] for k in range(n)]
    mean = sum(wk * d for wk, d in zip(w, diffs)) / total
    var = sum(wk * (d - mean) ** 2 for wk, d in zip(w, diffs)) / total
    effective = total * total / sum(wk * wk for wk in w)
    if effective < 2:
        return False
    if var == 0:
        return mean > 0
    var *= effective / (effective - 1)
    return mean > z * (var / effective) ** 0.5


def _mean(rewards: list[float], weights: Sequence[float] | None, first: int = 0) -> float:
    """The weighted mean of ``rewards[first:]`` (deal ``k`` weighing ``weights[k]``)."""
    if not rewards[first:]:
        return 0.0
    if weights is None:
        return sum(rewards[first:]) / len(rewards[first:])
    w = weights[first:len(rewards)]
    total = sum(w)
    return sum(wk * r for wk, r in zip(w, rewards[first:])) / total if total > 0 else 0.0


class HardBot(NormalBot):
    """Search on top of the normal heuristics: it plays the heuristic move unless the playouts
    show, beyond their noise, that another move wins more often."""

    level = "hard"
    #: how sure the search must be (paired z over the same deals) to overrule the heuristic move
    overrule_z = OVERRULE_Z
    #: moves of a playout before it is cut and the position scored
    playout_moves = PLAYOUT_MOVES
    #: how often a deal follows an opponent's slots (``Tracker.belief``) rather than dealing it freely
    slot_belief = SLOT_BELIEF
    #: how often this player's own playout move is a random playable card, not the greedy one
    playout_noise = GREEDY_NOISE
    #: before a seat has faced any Wild Draw Four, the chance the playouts give it of challenging one
    challenge_prior = 1 / 3
    #: in two players, how much this player's playout moves prefer a Skip, Reverse or Draw Two
    #: (each gives it the turn again), in cards of the colour held
    playout_attack = 0.0
    #: how much this player's playout moves prefer a Skip, Reverse or Draw Two when the next seat
    #: holds two cards or fewer, in cards of the colour held
    playout_guard = 0.0
    #: how far a deal's weight trusts that each opponent chose its recent plain plays at random by
    #: copies among the cards it could play (``Tracker.play_likelihood``); 0: every deal weighs 1
    play_trust = 0.8
    #: the share of the budget the integer search may spend on playouts (the rest covers the
    #: tracker, the heuristics and a round's last deal)
    deadline_share = 0.92
    #: successive halving (False: every candidate is played on every deal, a flat search)
    halving = True

    def __init__(
        self,
        seed: int | None = None,
        persona: int | None = None,
        budget_ms: float | None = DEFAULT_BUDGET_MS,
        max_deals: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(seed, persona)
        self.budget_ms = budget_ms
        self.max_deals = max_deals
        self.clock = clock
        #: figures of the last search (for tests and the benchmark): deals, playouts, candidate
        #: moves searched, whether the search overruled the normal player's move
        self.last_deals = 0
        #: the candidates (by index) that survived the last search's rounds
        self.last_alive: list[int] = []
        self.last_playouts = 0
        self.last_candidates = 0
        self.last_overruled = False
        #: each deal's weight in the last search (by the opponents' recent plays), or None
        self.last_weights: list[float] | None = None

    # ------------------------------------------------------------------ choose
    def _choose(self, obs: Observation, legal: list[Action]) -> Action:
        self.tracker.update(obs)
        self.last_deals = self.last_playouts = self.last_candidates = 0
        self.last_overruled = False
        kinds = by_kind(legal)
        # free and always right: catch a missed UNO, answer a colour question by the hand
        if kinds.get(ActionKind.CATCH) or kinds.get(ActionKind.JUMP_IN) or kinds.get(ActionKind.COLOR) or not any(
            a.kind in TURN_KINDS for a in legal
        ):
            return super()._choose(obs, legal)
        if kinds.get(ActionKind.CHALLENGE) and not kinds.get(ActionKind.PLAY):
            return self._challenge(obs, kinds)
        candidates = self._candidates(obs, legal)
        self.last_candidates = len(candidates)
        if len(candidates) == 1:
            return self._single(obs, legal, candidates[0])
        heuristic = super()._choose(obs, legal)  # also words its own reason
        mine = _index_of(candidates, heuristic)
        fast = fastsim.supports(obs.rules) and obs.phase in (Phase.PLAY, Phase.DRAWN)
        self.last_alive = list(range(len(candidates)))
        rewards = self._halving(obs, candidates, mine) if fast else self._search(obs, candidates)
        if rewards is None:
            return heuristic
        weights = self.last_weights if fast else None
        scores = [_mean(r, weights) for r in rewards]
        alive = self.last_alive
        best = max(alive, key=lambda i: (scores[i], -i))
        if mine is None or mine not in alive:
            action = candidates[best]
        elif best != mine and _better(rewards[best], rewards[mine], self.overrule_z, weights):
            action = candidates[best]
            self.last_overruled = True
        else:
            return heuristic
        self._explain(obs, action, scores[best])
        return action

    def _single(self, obs: Observation, legal: list[Action], action: Action) -> Action:
        """One sensible move: let the heuristics word the reason (they choose the same move)."""
        chosen = super()._choose(obs, legal)
        if chosen.kind == action.kind and chosen.card is action.card and chosen.color == action.color:
            return chosen
        if action.kind == ActionKind.DRAW:
            self._why("bot-why-draw-none")
        elif action.kind == ActionKind.PLAY:
            self._why("bot-why-only-play", card=action.card)
        return action

    def _candidates(self, obs: Observation, legal: list[Action]) -> list[Action]:
        turn = [a for a in legal if a.kind in TURN_KINDS]
        turn = with_uno(turn, True)
        out: list[Action] = []
        held = color_counts(obs.hand)
        can_play = any(a.kind == ActionKind.PLAY for a in turn)
        for a in turn:
            if a.kind == ActionKind.DRAW and can_play and obs.phase == Phase.PLAY and not obs.pending_draw:
                continue  # no voluntary draw while a card can be played
            if a.kind == ActionKind.PLAY and a.card is not None and a.card.is_wild:
                # name only colours worth naming: those held, or the best if none
                best = best_color(obs.hand, a.card, obs.seat)
                if a.color != best and held[a.color] - (1 if a.card.color == a.color else 0) <= 0:
                    continue
            out.append(a)
        return out or turn

    # ------------------------------------------------------------------ search
    def _search(self, obs: Observation, candidates: list[Action]) -> list[list[float]] | None:
        """Each candidate's playout rewards, one per deal (the same deals for every candidate)."""
        clock = self.clock
        start = clock()
        budget = None if self.budget_ms is None else self.budget_ms / 1000.0
        # past this clock time no playout goes on
        deadline = None if budget is None else start + 0.9 * budget
        totals: list[list[float]] = [[] for _ in candidates]
        deals = 0
        per_deal = 0.0
        challenge_p = [self.tracker.challenge_rate(s) for s in range(obs.players)]
        base_seed = self.rng.getrandbits(32)
        while True:
            if self.max_deals is not None and deals >= self.max_deals:
                break
            elapsed = clock() - start
            if budget is not None and deals > 0 and elapsed + 1.25 * per_deal > 0.95 * budget:
                break
            if budget is None and self.max_deals is None and deals >= 64:
                break
            deal = self._deal(obs)
            if deal is None:
                break
            hands, pile = deal
            try:
                root = Game.from_observation(obs, hands, pile, seed=base_seed + deals)
            except ValueError:
                break
            cut = False
            for i, action in enumerate(candidates):
                game = root.clone()
                play_rng = self._rng_for(base_seed, deals)
                reward = self._playout(game, action, obs.seat, play_rng, challenge_p, deadline)
                if reward is not None:
                    totals[i].append(reward)
                    self.last_playouts += 1
                if reward is None or deadline is not None and clock() > deadline:
                    cut = True  # out of time inside a deal: drop the deal if unfinished
                    break
            if cut and len(totals[-1]) <= deals:
                for rewards in totals:
                    del rewards[deals:]
                break
            deals += 1
            per_deal = max(per_deal, (clock() - start) / deals)
        self.last_deals = deals
        return totals if deals else None

    def _halving(self, obs: Observation, candidates: list[Action], keep: int | None = None) -> list[list[float]] | None:
        """Successive halving on the integer playout model: every round plays each candidate still
        in on the same new deals (same dice too), then drops the worse half, so the playouts go
        to the moves still in question; candidate ``keep`` (the heuristic move, which the search
        must beat beyond noise) is never dropped.  Returns each candidate's rewards (a dropped
        one keeps those of the rounds it was in); ``self.last_alive`` lists the survivors."""
        import random

        clock = self.clock
        start = clock()
        budget = None if self.budget_ms is None else self.budget_ms / 1000.0
        deadline = None if budget is None else start + self.deadline_share * budget
        max_deals = self.max_deals if self.max_deals is not None else (None if budget is not None else 64)
        me = obs.seat
        sim0 = fastsim.Sim(obs.rules)
        plan = self._deal_plan(obs)
        codes = [self._code(sim0, a) for a in candidates]
        challenge_p = [self.tracker.challenge_rate(s, self.challenge_prior) for s in range(obs.players)]
        uniform = random.Random(self.rng.getrandbits(32)).random
        dice = [uniform() for _ in range(DICE)]
        # the public part of the position, built once; each deal's hands and pile go into a copy
        public = fastsim.Sim.from_view(obs, [[] for _ in range(obs.players)], [], fastsim.Dice(dice))
        totals: list[list[float]] = [[] for _ in candidates]
        weights: list[float] = []
        self.last_weights = weights
        others = [s for s in range(obs.players) if s != me]
        trust = self.play_trust
        likelihood = self.tracker.play_likelihood
        alive = list(range(len(candidates)))
        rounds = max(1, (len(alive) - 1).bit_length()) if self.halving else 1
        deals = 0
        per_deal = 0.0
        for r in range(rounds):
            # this round's share of what is left, by deals or by time
            round_deals: int | None = None
            round_end: float | None = None
            if max_deals is not None:
                round_deals = max(1, (max_deals - deals) // (rounds - r))
            elif deadline is not None:
                now = clock()
                round_end = now + (deadline - now) / (rounds - r)
            done = 0
            while True:
                if round_deals is not None and done >= round_deals:
                    break
                if round_end is not None and done and clock() + per_deal * len(alive) > round_end:
                    break
                if round_end is not None and deadline is not None and clock() > deadline:
                    break
                deal = None if plan is None else self._deal_ints(obs, plan)
                if deal is None:
                    break
                hands, pile = deal
                weight = 1.0
                if trust > 0:
                    for s in others:
                        weight *= likelihood(s, hands[s], trust)
                weights.append(weight)
                t0 = clock()
                start_at = int(uniform() * DICE)  # this deal's place in the decision's dice
                for i in alive:
                    sim = public.dealt(hands, pile, fastsim.Dice(dice, start_at))
                    sim.step(codes[i])
                    winner = sim.playout(me, sim.rng, challenge_p, self.playout_moves, self.playout_noise,
                                         self.playout_attack, self.playout_guard)
                    totals[i].append(_score(sim, winner, me))
                    self.last_playouts += 1
                per_deal = max(per_deal, (clock() - t0) / len(alive))
                deals += 1
                done += 1
            if not done:
                break
            if r < rounds - 1 and len(alive) > 1:
                n = len(totals[alive[0]])
                alive.sort(key=lambda i: -_mean(totals[i], weights, len(totals[i]) - n))
                alive = alive[: max(1, (len(alive) + 1) // 2)] + [i for i in alive[(len(alive) + 1) // 2:] if i == keep]
        self.last_deals = deals
        self.last_alive = alive
        return totals if deals else None

    @staticmethod
    def _code(sim: fastsim.Sim, action: Action) -> int:
        if action.kind == ActionKind.PLAY:
            return card_of(action).index * 5 + ("rygb".index(action.color) if action.color else 4)
        return {"draw": fastsim.DRAW, "pass": fastsim.PASS}[action.kind]

    @staticmethod
    def _rng_for(base: int, deal: int):
        import random

        return random.Random(base * 1000003 + deal)

    def _playout(self, game: Game, action: Action, me: int, rng, challenge_p: Sequence[float],
                 deadline: float | None = None) -> float | None:
        """The reward of one playout; None when ``deadline`` (a clock time) passes first."""
        hand_number = game.hand_number
        game.apply(action)
        moves = 0
        last = action.seat
        clock = self.clock
        while game.hand_number == hand_number and game.phase != Phase.OVER and moves < MAX_PLAYOUT:
            act = rollout_action(game, rng, challenge_p)
            game.apply(act)
            last = act.seat
            moves += 1
            if deadline is not None and not moves % 16 and clock() > deadline:
                return None
        if game.hand_number != hand_number or game.phase == Phase.OVER:
            return 1.0 if last == me else 0.0
        sizes = [len(h) for h in game.hands]
        return 0.5 if sizes[me] <= min(sizes) else 0.0

    def _deal(self, obs: Observation):
        """Hands for every seat and a draw pile, consistent with what this seat knows."""
        unseen = Counter(_DECK_COUNT)
        unseen.subtract(obs.hand)
        unseen.subtract(obs.discard)
        if any(n < 0 for n in unseen.values()):
            return None
        pool = list(unseen.elements())
        others = [s for s in range(obs.players) if s != obs.seat]
        need = sum(obs.counts[s] for s in others) + obs.draw_pile_size
        if need != len(pool):
            return None
        rng = self.rng
        rng.shuffle(pool)
        hands: list[list] = [[] for _ in range(obs.players)]
        hands[obs.seat] = list(obs.hand)
        tracker = self.tracker
        # known cards first
        remaining = Counter(pool)
        for s in others:
            known = tracker.known[s] if s < len(tracker.known) else Counter()
            for card, n in known.items():
                take = min(n, remaining[card], obs.counts[s] - len(hands[s]))
                if take > 0:
                    hands[s].extend([card] * take)
                    remaining[card] -= take
        if any(hands[s] for s in others):
            left: list = []
            used = Counter(c for s in others for c in hands[s])
            for card in pool:
                if used[card] > 0:
                    used[card] -= 1
                else:
                    left.append(card)
            pool = left
        # then the constrained hands, each from the cards its voids allow (believed most of the time)
        order = sorted(others, key=lambda s: -len(tracker.voids[s]) if s < len(tracker.voids) else 0)
        taken = [False] * len(pool)
        for s in order:
            want = obs.counts[s] - len(hands[s])
            if want <= 0:
                continue
            voids = tracker.voids[s] if s < len(tracker.voids) else set()
            strict = bool(voids) and rng.random() < VOID_BELIEF
            for i, card in enumerate(pool):
                if want == 0:
                    break
                if taken[i] or (strict and card.color in voids):
                    continue
                taken[i] = True
                hands[s].append(card)
                want -= 1
            if want:  # not enough cards fit the belief: fill with any
                for i, card in enumerate(pool):
                    if want == 0:
                        break
                    if not taken[i]:
                        taken[i] = True
                        hands[s].append(card)
                        want -= 1
        pile = [card for i, card in enumerate(pool) if not taken[i]]
        return hands, pile

    def _deal_plan(self, obs: Observation) -> tuple[list[int], list[tuple[int, list[int], list[int], int]]] | None:
        """What every deal of one decision shares: the unseen cards (indices) not known to be in
        a hand and, per opponent,
        (seat, the cards it is known to hold, the masks of its constrained slots, most
        constrained first, and how many slots its history leaves free); None when the view is
        inconsistent."""
        left = [0] * 54
        for card in DECK:
            left[card.index] += 1
        for card in obs.hand:
            left[card.index] -= 1
        for card in obs.discard:
            left[card.index] -= 1
        if min(left) < 0:
            return None
        others = [s for s in range(obs.players) if s != obs.seat]
        if sum(obs.counts[s] for s in others) + obs.draw_pile_size != sum(left):
            return None
        tracker = self.tracker
        seats = []
        spare = list(left)
        for s in others:
            count = obs.counts[s]
            slots = tracker.belief(s) if s < len(tracker.slots) else []
            if len(slots) != count:
                slots = [0] * count
            known: list[int] = []
            held = tracker.known[s] if s < len(tracker.known) else Counter()
            for card, n in held.items():
                for _ in range(n):
                    if not slots or spare[card.index] <= 0:
                        break
                    spare[card.index] -= 1
                    known.append(card.index)
                    slots.remove(min(slots, key=int.bit_count))
            masks = sorted((m for m in slots if m), key=lambda m: -m.bit_count())
            seats.append((s, known, masks, len(slots) - len(masks)))
        # the cards a deal shuffles: the unseen ones less those known to be in a hand
        pool = [i for i in range(54) for _ in range(spare[i])]
        return pool, seats

    def _deal_ints(self, obs: Observation, plan: tuple | None = None) -> tuple[list[list[int]], list[int]] | None:
        """Like ``_deal``, as card indices for ``fastsim``, each opponent's hand drawn slot by slot
        from the card kinds its play history leaves possible (``Tracker.slots``; believed with
        probability ``slot_belief``, else that hand is dealt freely).  The unseen cards are
        shuffled once; a constrained slot takes the first card it allows, the most constrained
        first, then the free slots take the next cards and the rest is the draw pile (the law of
        drawing each slot's card at random among those it allows).  ``plan`` is what the
        decision's deals share (``_deal_plan(obs)``, built once by the search; built here when
        not given)."""
        if plan is None:
            plan = self._deal_plan(obs)
            if plan is None:
                return None
        base, seats = plan
        uniform = self.rng.random
        pool = base[:]
        pool.sort(key=lambda _: uniform())  # a shuffle by random keys: the law of rng.shuffle, faster
        hands: list[list[int]] = [[] for _ in range(obs.players)]
        hands[obs.seat] = [c.index for c in obs.hand]
        belief = self.slot_belief
        wanted: list[tuple[int, int]] = []
        free = []
        for s, known, masks, n_free in seats:
            hands[s].extend(known)
            if masks and uniform() < belief:
                wanted.extend((m, s) for m in masks)
                free.append((s, n_free))
            else:
                free.append((s, n_free + len(masks)))
        if len(wanted) > 1:
            wanted.sort(key=lambda w: -w[0].bit_count())
        for mask, s in wanted:
            # the first card the slot allows; when none fits the belief, any card
            j = next((i for i, x in enumerate(pool) if not mask >> x & 1), 0)
            hands[s].append(pool.pop(j))
        at = 0
        for s, n in free:
            hands[s].extend(pool[at:at + n])
            at += n
        return hands, pool[at:]

    # ------------------------------------------------------------------ words
    def _explain(self, obs: Observation, action: Action, score: float) -> None:
        percent = max(0, min(100, round(score * 100)))
        deals = self.last_deals
        if action.kind == ActionKind.PLAY and action.card is not None:
            if action.card.kind == "wild_draw_four" and obs.phase == Phase.PLAY and self.wd4_is_bluff(obs, action.card):
                self._why("bot-why-bluff", card=action.card, color=obs.color, samples=deals, percent=percent)
            else:
                self._why("bot-why-search-play", card=action.card, samples=deals, percent=percent)
        else:
            self._why("bot-why-search-move", move=action.kind, samples=deals, percent=percent)
