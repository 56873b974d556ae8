"""Narration: engine events, refusals and status answers as Fluent messages, per seat.

No I/O and no prompt_toolkit here.  ``Presenter(loc, players, humans)``
names the seats (``"you"`` for the human in single-human play, localized
names for the others) and turns

* each engine event (as ``event.redacted_for(viewer)``; everything for a
  spectator) into ``Narration`` objects (``narrate``/``narrate_events``),
* each ``IllegalAction`` into one ``Narration`` (``refusal``),
* an ``Observation`` into status answers (``hand``, ``top``, ``turn``,
  ``counts``, ``scores``, ``prompt``).

A ``Narration`` is a message id plus arguments; ``text(verbosity)`` renders
the brief / normal / verbose form (attributes ``.brief``, ``.verbose``, the
value being the normal form) and ``braille()`` the short Braille-display
form (card codes instead of names; the hand in at most 40 cells where it
can).  An empty rendering means "nothing to say at this verbosity".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from uno_access.engine import EVENT_TYPES, ActionKind, DrawReason, Event, Observation, Phase, UnoError, stack_word
from uno_access.engine import events as ev
from uno_access.engine.cards import COLOR_FROM_NAME, COLOR_NAMES, Card
from uno_access.i18n import Localizer, MissingMessage, Noun
from uno_access.narration.cardnames import card_name, card_noun, color_name, color_noun
from uno_access.narration.rules_text import HOUSE_SECTIONS, TITLES

VERBOSITIES = ("brief", "normal", "verbose")
BRAILLE_CELLS = 40

#: the draw reasons said by a message of their own (``ev-draw-<reason>``); a drawn turn is ``ev-draw``
_OWN_DRAW_MESSAGE = frozenset({DrawReason.DRAW_TWO, DrawReason.DRAW_FOUR, DrawReason.STACK, DrawReason.PENALTY,
                               DrawReason.UNO})

#: how each IllegalAction reason's details become message arguments (cards named)
_CARD_DETAILS = ("card", "top", "drawn")


def _cards(value: object) -> list[Card]:
    """A refusal's card detail (one card, a code, or a list of either) as cards."""
    if value is None:
        return []
    items: Iterable[object] = value if isinstance(value, (list, tuple)) else [value]
    return [c if isinstance(c, Card) else Card.from_code(str(c)) for c in items]


def braille_hand(cards: Sequence[Card], playable: Iterable[Card] = (), cells: int = BRAILLE_CELLS) -> str:
    """The hand as card codes for a Braille display, playable cards in capitals.

    Always the full codes the player types (``r3x b5x wld``), one form for every hand; a
    hand longer than ``cells`` is split into display lines at card boundaries (see
    ``braille_lines``). Capitals cost no cell in 8-dot computer Braille (dot 7).
    """
    marked = {c.code for c in playable}
    return " ".join(c.code.upper() if c.code in marked else c.code for c in cards)


def braille_lines(text: str, cells: int = BRAILLE_CELLS) -> list[str]:
    """``text`` as Braille display lines of at most ``cells`` cells, split between words
    (a word longer than a line, which no message has, is cut)."""
    import textwrap

    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        lines.extend(textwrap.wrap(paragraph, cells, break_long_words=True, break_on_hyphens=False) or [""])
    return lines


def preset_name(loc: Localizer, code: object) -> str:
    """A rules preset in the player's words ("regole ufficiali", not "official"), for the match
    announcement, a saved game's line and a table's; a code this version does not know (a
    hand-edited save, a newer server) is shown as it came, cleaned, never as another preset."""
    from uno_access.engine.rules import PRESETS
    from uno_access.online.protocol import clean_text

    text = clean_text(str(code), 16)
    return loc.format("game-preset", preset=text) if text in PRESETS else text or "-"


def _scoring(rules: Mapping[str, object]) -> str:
    """The ``$scoring`` of the match announcement and the score line: "elimination" when players
    are knocked out at the target (the lowest score does not simply win there)."""
    if rules.get("elimination", "off") not in ("off", None):
        return "elimination"
    return str(rules.get("scoring", "winner_takes_points"))


@dataclass(frozen=True)
class Narration:
    """One line to say: a message id, its arguments, and the arguments of the Braille form."""

    msg_id: str
    args: Mapping[str, object] = field(default_factory=dict)
    braille_args: Mapping[str, object] | None = None
    loc: Localizer | None = field(default=None, compare=False, repr=False)

    def text(self, verbosity: str = "normal") -> str:
        """The spoken/printed form at ``verbosity`` ("" when there is nothing to say)."""
        loc = self.loc or Localizer("en")
        for msg_id in (f"{self.msg_id}.{verbosity}", self.msg_id):
            try:
                return loc.format(msg_id, **dict(self.args)).strip()
            except MissingMessage:
                if msg_id == self.msg_id:
                    raise
        return ""  # pragma: no cover

    def braille(self) -> str:
        """The short Braille-display form (card codes; falls back to the normal text with codes)."""
        loc = self.loc or Localizer("en")
        args = dict(self.braille_args if self.braille_args is not None else self.args)
        # braille-<id> (locales/<lang>/braille_lines.ftl) says "you draw", not "you draws"
        for msg_id in (f"braille-{self.msg_id}", f"{self.msg_id}.braille"):
            try:
                return loc.format(msg_id, **args).strip()
            except MissingMessage:
                continue
        return loc.format(self.msg_id, **args).strip()

    def render(self, verbosity: str = "normal", display: str = "text") -> str:
        return self.braille() if display == "braille" else self.text(verbosity)


class Presenter:
    """Narrates one game for the seat ``viewer`` (None: a spectator who sees everything)."""

    def __init__(self, loc: Localizer, players: int, humans: Sequence[int] = (0,),
                 rules: Mapping[str, object] | None = None) -> None:
        self.loc = loc
        self.players = players
        self.humans = list(humans)
        self.rules = dict(rules or {})
        #: the seat whose perspective is narrated; "you" only in single-human play
        self.viewer: int | None = self.humans[0] if self.humans else None
        #: hot-seat play: the human told last that the keyboard is theirs (``hotseat``); until
        #: the keyboard passes on, that player is "you" and every other seat is named
        self.keyboard: int | None = None
        #: hot-seat play: the seat whose turn it is (the last Turn, or the seat handed the keyboard);
        #: once the turn has passed on, lines about the keyboard's player name them, as the whole
        #: table hears them ("Skip: Ana misses a turn.", "Scores: Ana 0, ...")
        self._turn: int | None = None
        self._last: Event | None = None
        self._challenge: ev.Challenge | None = None
        #: what the next turn line of a seat says besides whose turn it is (``set_turn_extra``)
        self._turn_extra: dict[int, dict[str, object]] = {}
        self._names = [loc.format("game-seat-name", seat=s) for s in range(players)]
        #: the seats still in the match (an elimination knocks seats out; a final keeps two)
        self._active: set[int] = set(range(players))

    # ----------------------------------------------------------------- naming
    @property
    def single_human(self) -> bool:
        return len(self.humans) == 1

    def is_you(self, seat: int | None) -> bool:
        """Whether ``seat`` is the player at the keyboard, said as "you": the one human, or in
        hot-seat play the human the keyboard was last handed to (before that, nobody)."""
        if seat is None:
            return False
        if self.single_human:
            return seat == self.viewer
        return seat == self.keyboard and seat == self.viewer and seat == self._turn

    def name_seats(self, names: Sequence[str]) -> None:
        """Name the seats (one name a seat, as the online table's players chose them)."""
        if len(names) != self.players:
            raise ValueError(f"{len(names)} names for {self.players} seats")
        self._names = list(names)

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "none"
        return self._names[seat] if 0 <= seat < self.players else str(seat)

    def seat_names(self) -> list[str]:
        """The names by seat, the single human as "you" (for lists and typed targets)."""
        you = self.loc.format("game-you")
        return [you if self.is_you(s) else self.seat_name(s) for s in range(self.players)]

    def _who(self, seat: int | None, prefix: str = "") -> dict[str, object]:
        key = prefix or "name"
        name = self.loc.format("game-you") if self.is_you(seat) else self.seat_name(seat)
        return {key: name, f"{prefix}you" if prefix else "you": "yes" if self.is_you(seat) else "no"}

    def card(self, card: Card | str) -> str:
        return card_name(self.loc, card)

    def color(self, color: str | None) -> str:
        if not color:
            return "none"
        return color_name(self.loc, COLOR_NAMES.get(color, color))

    def card_noun(self, card: Card | str) -> Noun:
        """A single card inside a sentence: a ``Noun`` the translation can inflect."""
        return card_noun(self.loc, card)

    def color_noun(self, color: str | None) -> Noun | str:
        """A colour inside a sentence as a ``Noun`` ("none" when there is none)."""
        if not color:
            return "none"
        return color_noun(self.loc, COLOR_NAMES.get(color, color))

    def card_list(self, cards: Sequence[Card]) -> str:
        if not cards:
            return "none"
        return self.loc.join([self.card(c) for c in cards])

    def _list(self, items: Sequence[str]) -> str:
        return self.loc.join(list(items)) if items else "none"

    def _choice(self, items: Sequence[str]) -> str:
        """Alternatives joined with the language's "or" (a choice between players, not a list)."""
        return self.loc.join(list(items), style="or") if items else "none"

    def _n(self, msg_id: str, args: dict[str, object], braille: dict[str, object] | None = None) -> Narration:
        return Narration(msg_id, args, braille, self.loc)

    def _card_args(self, args: dict[str, object], key: str, card: Card | str) -> tuple[dict, dict]:
        return {**args, key: self.card_noun(card)}, {**args, key: Card.from_code(str(card)).code}

    # ----------------------------------------------------------------- events
    def narrate_events(self, events: Iterable[Event]) -> list[Narration]:
        """Narrations of engine events, each as the viewer may know it (or omniscient)."""
        out: list[Narration] = []
        for event in events:
            out.extend(self.narrate(event.redacted_for(self.viewer)))
        return out

    def narrate(self, e: Event) -> list[Narration]:
        """The narrations of one event (usually one; none for a suppressed event)."""
        if not isinstance(e, Event):  # a dict read from a log or the network: event_from_dict first
            raise TypeError(f"not an event: {type(e).__name__}")
        handler = _NARRATORS.get(type(e))
        if isinstance(e, (ev.Turn, ev.HandEnd)):  # the end of a hand is the whole table's news
            self._turn = e.seat if isinstance(e, ev.Turn) else None
        try:
            result = handler(self, e) if handler else []
        finally:
            self._last = e
        return [n for n in result if n is not None]

    def _ev_match_start(self, e: ev.MatchStart) -> list[Narration]:
        rules = dict(e.rules or {})
        self.rules = rules
        self._active = set(range(e.players))
        target = rules.get("target", 500)
        elimination = rules.get("elimination", "off")
        args = {"players": e.players, "preset": preset_name(self.loc, rules.get("preset", "official")),
                "scoring": _scoring(rules), "target": target}
        out = [self._n("ev-match-start", args)]
        # what the preset's name does not say: players knocked out at the target, teams, house rules
        if elimination != "off":
            out.append(self._n("rules-scoring-elimination", {"elimination": elimination, "target": target}))
        if rules.get("teams", "off") not in ("off", 0, None):
            count = int(rules["teams"])
            out.append(self._n("rules-scoring-teams", {"count": count, **self._partners(count)}))
        for key, switch in HOUSE_SECTIONS:
            if rules.get(switch, "off") != "off":
                out.append(self._n("rules-diff-house", {"title": self.loc.format(TITLES[key])}))
        return out

    def _teams(self, count: int) -> tuple[int | None, list[list[int]]]:
        """The seats of each of ``count`` teams (partners sit ``count`` seats apart) and the one
        human's team from 0 (None with no single human)."""
        if count <= 0:
            return None, []
        me = self.viewer if self.single_human else None
        members = [[s for s in range(self.players) if s % count == t] for t in range(count)]
        return (None if me is None else me % count), members

    def _partners(self, teams: int) -> dict[str, object]:
        """Who plays with the one human: ``yourteam`` is the human's team from 1 (0 with no
        single human), ``partners`` their names, ``partnercount``."""
        mine, members = self._teams(teams)
        if mine is None:
            return {"yourteam": 0, "partners": "none", "partnercount": 0}
        partners = [self.seat_name(s) for s in members[mine] if s != self.viewer]
        return {"yourteam": mine + 1, "partners": self._list(partners), "partnercount": len(partners)}

    def _ev_dealer_draw(self, e: ev.DealerDraw) -> list[Narration]:
        args, braille = self._card_args(self._who(e.seat), "card", e.card)
        return [self._n("ev-dealer-draw", args, braille)]

    def _ev_dealer(self, e: ev.Dealer) -> list[Narration]:
        return []  # the hand start that always follows says who deals ("Hand 1. You deal.")

    def _ev_hand_start(self, e: ev.HandStart) -> list[Narration]:
        return [self._n("ev-hand-start", {**self._who(e.dealer), "hand": e.hand})]

    def _ev_deal(self, e: ev.Deal) -> list[Narration]:
        cards = list(e.cards or ())
        if cards and (self.viewer is None or e.seat == self.viewer) and len(self.humans) < 2:
            # hot-seat players share the screen: each hears their cards with "hand" on their turn
            if self.viewer is None:
                args = {**self._who(e.seat), "count": len(cards)}
                return [self._n("ev-deal-other", args)]
            sorted_cards = sorted(cards, key=lambda c: c.index)
            return [self._n("ev-deal-you", {"cards": self.card_list(sorted_cards)},
                            {"cards": braille_hand(sorted_cards)})]
        return [self._n("ev-deal-other", {**self._who(e.seat), "count": e.count})]

    def _ev_start_card(self, e: ev.StartCard) -> list[Narration]:
        args, braille = self._card_args({}, "card", e.card)
        return [self._n("ev-start-card", args, braille)]

    def _ev_start_card_returned(self, e: ev.StartCardReturned) -> list[Narration]:
        args, braille = self._card_args({}, "card", e.card)
        return [self._n("ev-start-card-returned", args, braille)]

    def _ev_turn(self, e: ev.Turn) -> list[Narration]:
        last = self._last
        passes = (isinstance(last, ev.Draw) and last.reason is DrawReason.TURN and self.is_you(last.seat)
                  and e.seat != last.seat)
        args = {**self._who(e.seat), "top": "-", "color": "-", "count": 0, "playable": 0, "detail": "no",
                "wild": "no", "all": "no"}
        extra = self._turn_extra.get(e.seat)
        if extra:
            args.update(extra, detail="yes")
        turn = self._n("ev-turn", args)
        return [self._n("ev-turn-passes", {}), turn] if passes else [turn]

    def _ev_play(self, e: ev.Play) -> list[Narration]:
        last = self._last
        if isinstance(last, ev.JumpIn) and last.seat == e.seat and last.card is e.card:
            if e.remaining != 1:
                return []  # already said: "Ana jumps in with red 5!"
        color = e.color
        left = e.remaining
        args = {**self._who(e.seat), "color": self.color_noun(color) if color else "none",
                "colorcode": color or "", "left": left if left is not None else "unknown"}
        args, braille = self._card_args(args, "card", e.card)
        return [self._n("ev-play", args, braille)]

    def _ev_color(self, e: ev.Color) -> list[Narration]:
        last = self._last
        if isinstance(last, ev.Play) and last.seat == e.seat and last.color:
            return []  # already said with the play
        return [self._n("ev-color", {**self._who(e.seat), "color": self.color_noun(e.color), "colorcode": e.color})]

    def _ev_draw(self, e: ev.Draw) -> list[Narration]:
        seat = e.seat
        cards = list(e.cards or ())
        reason = e.reason
        base = {**self._who(seat), "count": e.count}
        args = {**base, "cards": self.card_list(cards) if cards else "none"}
        braille = {**base, "cards": " ".join(c.code for c in cards) if cards else "none"}
        if reason is DrawReason.CHALLENGE and self._challenge is not None:
            msg = "ev-draw-challenge-failed" if self._challenge.legal else "ev-draw-challenge-caught"
        elif reason in _OWN_DRAW_MESSAGE:
            msg = f"ev-draw-{reason}"
        else:
            msg = "ev-draw"
        if reason is DrawReason.UNO and not cards:
            return []
        return [self._n(msg, args, braille)]

    def _ev_pass(self, e: ev.Pass) -> list[Narration]:
        return [self._n("ev-pass", self._who(e.seat))]

    def _ev_skip(self, e: ev.Skip) -> list[Narration]:
        last = self._last
        after_draw = isinstance(last, ev.Draw) and last.seat == e.seat
        # with two players a Reverse skips the other player: no "Skip:" when no Skip was played
        after_reverse = isinstance(last, ev.Reverse)
        if after_draw or after_reverse:  # $after lets a language name the Reverse that skipped
            return [self._n("ev-skip-after-draw", {**self._who(e.seat), "after": "draw" if after_draw else "reverse"})]
        return [self._n("ev-skip", self._who(e.seat))]

    def _ev_reverse(self, e: ev.Reverse) -> list[Narration]:
        # (an UNO said with the play comes between the play and its Reverse)
        if len(self._active) == 2 and isinstance(self._last, (ev.Play, ev.Uno)):
            return []  # two players: the direction means nothing, the skip that follows is said
        return [self._n("ev-reverse", {"direction": e.direction})]

    def _ev_uno(self, e: ev.Uno) -> list[Narration]:
        return [self._n("ev-uno", self._who(e.seat))]

    def _ev_uno_caught(self, e: ev.UnoCaught) -> list[Narration]:
        return [self._n("ev-uno-caught", {**self._who(e.seat), **self._who(e.by, "other"), "count": e.count})]

    def _ev_hand_shown(self, e: ev.HandShown) -> list[Narration]:
        cards = list(e.cards or ())
        args = {**self._who(e.seat), **self._who(e.to, "other")}
        if self.viewer is None:
            args["otheryou"] = "no"
        return [self._n("ev-hand-shown", {**args, "cards": self.card_list(cards)},
                        {**args, "cards": " ".join(c.code for c in cards) or "none"})]

    def _ev_challenge(self, e: ev.Challenge) -> list[Narration]:
        self._challenge = e
        args = {**self._who(e.seat), **self._who(e.target, "other"), "legal": "yes" if e.legal else "no"}
        return [self._n("ev-challenge", args)]

    def _ev_retract(self, e: ev.Retract) -> list[Narration]:
        return [self._n("ev-retract", self._who(e.seat))]

    def _ev_reshuffle(self, e: ev.Reshuffle) -> list[Narration]:
        return [self._n("ev-reshuffle", {"count": e.count})]

    def _ev_swap(self, e: ev.Swap) -> list[Narration]:
        seats = list(e.seats)
        if e.kind == "rotate":
            return [self._n("ev-swap-rotate", {})]
        return [self._n("ev-swap", {**self._who(seats[0]), **self._who(seats[1], "other")})]

    def _ev_jump_in(self, e: ev.JumpIn) -> list[Narration]:
        args, braille = self._card_args(self._who(e.seat), "card", e.card)
        return [self._n("ev-jump-in", args, braille)]

    def _ev_illegal_play(self, e: ev.IllegalPlay) -> list[Narration]:
        args, braille = self._card_args(self._who(e.seat), "card", e.card)
        return [self._n("ev-illegal-play", args, braille)]

    def _ev_stack(self, e: ev.Stack) -> list[Narration]:
        return [self._n("ev-stack", {"total": e.total})]

    def _ev_eliminated(self, e: ev.Eliminated) -> list[Narration]:
        self._active.discard(e.seat)
        return [self._n("ev-eliminated", {**self._who(e.seat), "target": self.rules.get("target", 500)})]

    def _ev_final_start(self, e: ev.FinalStart) -> list[Narration]:
        self._active = set(e.seats)
        names = self.seat_names()
        return [self._n("ev-final-start", {"players": self._list([names[s] for s in e.seats])})]

    def _score_list(self, scores: Sequence[int], active: Iterable[int]) -> tuple[str, str]:
        """"you 10, Ben 3, Cleo out": a player out of an elimination match is said out, not 0."""
        names, playing = self.seat_names(), set(active)
        items = [self.loc.format("game-score-item", name=names[s], points=p, out="no" if s in playing else "yes")
                 for s, p in enumerate(scores)]
        short = [f"{names[s]} {p}" if s in playing else items[s] for s, p in enumerate(scores)]
        return self._list(items), " ".join(short)

    def _ev_hand_end(self, e: ev.HandEnd) -> list[Narration]:
        self._challenge = None
        scoring = self.rules.get("scoring", "winner_takes_points")
        args = {**self._who(e.winner), "points": e.points, "scoring": scoring}
        text, short = self._score_list(list(e.scores), self._active)
        out = [self._n("ev-hand-end", args), self._n("ev-scores", {"scores": text}, {"scores": short})]
        return out

    def _ev_match_end(self, e: ev.MatchEnd) -> list[Narration]:
        if e.team is not None:
            return [self._n("ev-team-match-end", {"team": e.team + 1})]
        return [self._n("ev-match-end", self._who(e.winner))]

    # ---------------------------------------------------------------- refusals
    def refusal(self, error: UnoError, obs: Observation | None = None) -> Narration:
        """The one-line answer to an ``IllegalAction`` (``.reason`` and ``.details``)."""
        reason = error.reason
        details = dict(error.details)
        details.pop("reason", None)
        args: dict[str, object] = {}
        braille: dict[str, object] = {}
        for key, value in details.items():
            if key in _CARD_DETAILS and value:
                args[key] = self.card_noun(str(value))
                braille[key] = str(value)
            elif key == "color":
                code = COLOR_FROM_NAME.get(str(value), str(value))
                args[key] = self.color_noun(code) if value else "none"
                braille[key] = self.color(code) if value else "none"
            elif key == "holding":
                cards = _cards(value)
                args[key] = self.card_list(cards)
                braille[key] = " ".join(c.code for c in cards)
            elif key == "current" and isinstance(value, int):
                args["name"] = braille["name"] = self.seat_names()[value]
            else:
                args[key] = braille[key] = value if isinstance(value, (int, float, str)) else str(value)
        if obs is not None:
            top = obs.top
            args.setdefault("wild", "yes" if top is not None and top.is_wild else "no")
            braille.setdefault("wild", args["wild"])
            if "example" not in args:
                args["example"] = braille["example"] = "wld r"
            if reason == "not_your_turn" and "name" not in args:
                args["name"] = braille["name"] = self.seat_names()[obs.current]
            if reason == "not_your_turn":
                # out of turn a player may still jump in: the refusal says so instead of "not your turn"
                can_jump = any(a.kind == ActionKind.JUMP_IN for a in obs.legal)
                args["jump"] = braille["jump"] = "yes" if can_jump else "no"
            if reason == "must_play_drawn":
                # under draw=until_playable_must_play the drawn card cannot be kept: no "or pass"
                can_pass = any(a.kind == ActionKind.PASS for a in obs.legal)
                args["canpass"] = braille["canpass"] = "yes" if can_pass else "no"
            if reason == "must_play_drawn" and "card" not in args and obs.drawn is not None:
                args["card"] = self.card_noun(obs.drawn)
                braille["card"] = obs.drawn.code
            if reason == "not_one_card" and "count" not in args:
                args["count"] = braille["count"] = len(obs.hand)
        for key in ("card", "top", "color", "holding", "name", "total", "count"):
            args.setdefault(key, "none")
            braille.setdefault(key, "none")
        args.setdefault("wild", "no")
        braille.setdefault("wild", "no")
        args.setdefault("canpass", "yes")
        braille.setdefault("canpass", "yes")
        args.setdefault("jump", "no")
        braille.setdefault("jump", "no")
        args.setdefault("example", "wld r")
        braille.setdefault("example", "wld r")
        args.setdefault("stack", "both")
        braille.setdefault("stack", "both")
        msg = f"err-{reason}" if self.loc.has(f"err-{reason}") else "err-other"
        return self._n(msg, args, braille)

    # ------------------------------------------------------------ status answers
    def playable(self, obs: Observation) -> list[Card]:
        """The cards of the observer's hand that some legal action plays now."""
        cards = {a.card for a in obs.legal if a.kind in (ActionKind.PLAY, ActionKind.JUMP_IN) and a.card is not None}
        return [c for c in dict.fromkeys(obs.hand) if c in cards]

    def hand(self, obs: Observation, order: str = "sorted") -> list[Narration]:
        """The hand card by card ("card 1: red 8, playable; card 2: ..."), in hand order
        or (``order="playable"``) the playable cards first; the numbers stay the hand's."""
        hand: list[Card] = list(obs.hand)
        playable = set(self.playable(obs))
        numbered = list(enumerate(hand))
        if order == "playable":
            numbered.sort(key=lambda item: item[1] not in playable)
        text = self.hand_items(numbered, playable) if hand else "none"
        lines = [self._n("game-hand", {"count": len(hand), "cards": text},
                         {"count": len(hand), "cards": braille_hand(hand, playable) or "-"})]
        if hand:
            lines.append(self._n("game-hand-playable", {"count": sum(1 for c in hand if c in playable),
                                                        "held": len(hand)}))
        return lines

    def hand_items(self, numbered: Sequence[tuple[int, Card]], playable: set[Card] | frozenset[Card] = frozenset()) -> str:
        """"card 1: red 8, playable; card 2: ..." for (index, card) pairs; a lone card has no number."""
        only = "yes" if len(numbered) == 1 else "no"
        return "; ".join(self.loc.format("access-hand-item", position=i + 1, card=self.card(c), only=only,
                                         playable="yes" if c in playable else "no") for i, c in numbered)

    def _top_args(self, obs: Observation) -> tuple[dict[str, object], dict[str, object]]:
        top = obs.top
        color = obs.color
        base = {"wild": "yes" if top is not None and top.is_wild else "no",
                "color": self.color_noun(color), "colorcode": color or "",
                "pending": obs.pending_draw}
        return ({**base, "card": self.card_noun(top) if top else "none"},
                {**base, "color": self.color(color), "card": top.code if top else "-"})

    def top(self, obs: Observation) -> Narration:
        args, braille = self._top_args(obs)
        return self._n("game-top", args, braille)

    def _next_seat(self, obs: Observation) -> int:
        active = obs.active
        cur = obs.current
        step = obs.direction
        s = cur
        for _ in range(self.players):
            s = (s + step) % self.players
            if s in active:
                return s
        return cur

    def turn(self, obs: Observation) -> Narration:
        cur = obs.current
        nxt = self._next_seat(obs)
        direction = "clockwise" if obs.direction == 1 else "counterclockwise"
        args = {**self._who(cur), "next": self.seat_name(nxt), "nextyou": "yes" if self.is_you(nxt) else "no",
                "direction": direction}
        return self._n("game-turn", args)

    def counts(self, obs: Observation) -> Narration:
        names = self.seat_names()
        counts = list(obs.counts)
        active = set(obs.active)
        items = [self.loc.format("game-count-item", name=names[s], count=n) for s, n in enumerate(counts) if s in active]
        short = " ".join(f"{names[s]} {n}" for s, n in enumerate(counts) if s in active)
        pile = obs.draw_pile_size
        return self._n("game-counts", {"counts": self._list(items), "pile": pile}, {"counts": short, "pile": pile})

    def scores(self, obs: Observation) -> list[Narration]:
        text, short = self._score_list(list(obs.scores), obs.active)
        rules = obs.rules
        scoring = _scoring({"scoring": rules.scoring, "elimination": rules.elimination})
        args = {"scores": text, "hand": obs.hand_number, "target": rules.target, "scoring": scoring}
        out = [self._n("game-scores", args, {**args, "scores": short})]
        team_scores = obs.team_scores
        if team_scores:
            mine, members = self._teams(len(team_scores))
            names = self.seat_names()
            items = [self.loc.format("game-team-item", team=t + 1, points=p, yours="yes" if t == mine else "no",
                                     members=self._list([names[s] for s in members[t]]))
                     for t, p in enumerate(team_scores)]
            out.append(self._n("game-team-scores", {"scores": self._list(items)}))
        return out

    def turn_extra(self, obs: Observation) -> dict[str, object]:
        """Arguments of the verbose "your turn" line, from the observation at that turn."""
        hand = list(obs.hand)
        top = obs.top
        playable = set(self.playable(obs))
        can_play = sum(1 for c in hand if c in playable)
        return {"top": self.card_noun(top) if top else "none", "color": self.color_noun(obs.color),
                "wild": "yes" if top is not None and top.is_wild else "no", "count": len(hand),
                "playable": can_play, "all": "yes" if hand and can_play == len(hand) else "no"}

    def set_turn_extra(self, seat: int, extra: Mapping[str, object]) -> None:
        self._turn_extra = {seat: dict(extra)}

    def prompt(self, obs: Observation) -> list[Narration]:
        """What the observer must do now, or whom the table waits for."""
        phase = obs.phase
        seat = obs.seat
        if phase == Phase.OVER:
            return [self._n("game-over", {})]
        if obs.current != seat:
            return [self._n("game-prompt-wait", self._who(obs.current))]
        if phase == Phase.DRAWN:
            drawn = obs.drawn
            if drawn is not None:
                legal = obs.legal
                can_pass = any(a.kind == ActionKind.PASS for a in legal)
                playable = any(a.kind == ActionKind.PLAY for a in legal)
                args, braille = self._card_args({"playable": "yes" if playable else "no"}, "card", drawn)
                return [self._n("game-drawn" if can_pass else "game-drawn-must", args, braille)]
            return [self._n("game-prompt-drawn", {})]
        if phase == Phase.COLOR:
            return [self._n("game-prompt-color", {})]
        if phase == Phase.CHALLENGE:
            history = obs.history
            offender = next((h.seat for h in reversed(history) if isinstance(h, ev.Play)), None)
            return [self._n("game-prompt-challenge", self._who(offender))]
        if phase == Phase.RETRACT:
            plays = [h for h in obs.history if isinstance(h, ev.Play)]
            card = plays[-2].card if len(plays) >= 2 else None
            color = obs.color
            args = {"card": self.card_noun(card) if card else "none", "color": self.color_noun(color)}
            return [self._n("game-prompt-retract", args, {"color": self.color(color), "card": card.code if card else "-"})]
        if phase == Phase.SWAP:
            names = self.seat_names()
            others = [names[s] for s in obs.active if s != seat]
            return [self._n("game-prompt-swap", {"names": self._choice(others)})]
        top = obs.top.kind if obs.pending_draw and obs.top is not None else None
        return [self._n("game-prompt-play", {"pending": obs.pending_draw, "stack": stack_word(obs.rules.stacking, top)})]

    def uno_missed(self, seat: int) -> Narration:
        if self.is_you(seat) or (seat in self.humans and seat == self.viewer):
            return self._n("access-uno-remind", self._who(seat))  # at every verbosity
        return self._n("ev-uno-missed", self._who(seat))

    def hotseat(self, seat: int) -> Narration:
        """The keyboard passes to ``seat`` (by name); from now on that player is "you"."""
        self.keyboard = self._turn = seat
        return self._n("game-hotseat", {"name": self.seat_name(seat)})


#: the narration of each type of event (``Presenter.narrate`` dispatches on the event's class)
_NARRATORS: dict[type[Event], Callable[[Presenter, Any], list[Narration]]] = {
    cls: getattr(Presenter, f"_ev_{kind}") for kind, cls in EVENT_TYPES.items()
}
