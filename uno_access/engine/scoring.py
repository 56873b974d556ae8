"""The end of a hand and of the match: points, scores, elimination, the winner."""

from __future__ import annotations

from operator import attrgetter

from . import events as ev
from .cards import Card
from .core import _DRAW_AMOUNT, _DRAW_REASON, GameCore
from .kinds import P_OVER, DrawReason

_POINTS = attrgetter("points")


class Scoring(GameCore):
    """Scoring a hand under the ``scoring`` rule and deciding whether the match is over."""

    __slots__ = ()

    def _end_hand(self, winner: int, card: Card | None, out: list[ev.Event]) -> None:
        self.uno_open = None
        if card is not None and card.kind in _DRAW_AMOUNT:
            # the last card was a draw card: the next player still draws (000, 003)
            amount = self.pending_draw + _DRAW_AMOUNT[card.kind]
            reason = DrawReason.STACK if self.pending_draw else _DRAW_REASON[card.kind]
            self._draw(self.next_seat(winner), amount, reason, out)
        self.pending_draw = self.pending_cards = 0
        self.pending_kind = None
        rules = self.rules
        teams = rules.team_count
        left = [sum(map(_POINTS, h)) for h in self.hands]
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
            self.phase = P_OVER
            self.over = True
            self.current = winner
            return
        self.dealer = self.next_seat(self.dealer, 1)
        self._start_hand(out)

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

