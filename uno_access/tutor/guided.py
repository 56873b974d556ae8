"""The guided game: a real game at the console with a tutor beside the player.

``GuidedSession`` is the console's ``Session`` with three more commands
(their words are ``tutor-words-hint``, ``-why`` and ``-explain`` in
``tutor.ftl``):

* ``hint``: the move the normal computer player would make in the player's
  place, and the rule that makes it legal (``hint_for``);
* ``why``: the last move of the game, who made it and which rule applied;
* ``explain`` (optionally a player's name or number): the last move of a
  computer player, with its rule and the player's own explanation when the
  computer player gives one.

A refused card is answered with the engine's reason (the console does that)
and, here, with what would be legal instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from uno_access.bots import BotPlayer, Explanation
from uno_access.commands import normalize
from uno_access.console.session import Outcome, Session, make_bot
from uno_access.engine import Action, ActionKind, Card, Event, EventType, Game, Phase
from uno_access.engine.cards import COLOR_NAMES
from uno_access.i18n import Localizer, MissingMessage, Noun
from uno_access.narration.cardnames import card_noun, color_noun
from uno_access.narration.presenter import Presenter

#: the rules an explanation can name (the ``$rule`` keys of ``tutor-rule``)
RULES = ("color", "number", "symbol", "wild", "wild_draw_four", "stack", "retract", "draw_none", "draw_choice",
         "draw_penalty", "pass", "challenge", "accept", "choose_color", "swap", "uno", "catch", "jump_in")


@dataclass
class Move:
    """One applied action with the state it was made in (what an explanation needs)."""

    seat: int
    action: Action
    top: Card | None
    color: str | None
    pending: int
    had_play: bool
    phase: Phase
    bot_note: str | None = None
    events: list[Event] = field(default_factory=list)


#: the rule of each action that plays no card
_ACTION_RULES = {ActionKind.PASS: "pass", ActionKind.CHALLENGE: "challenge", ActionKind.ACCEPT: "accept",
                 ActionKind.COLOR: "choose_color", ActionKind.SWAP: "swap", ActionKind.UNO: "uno",
                 ActionKind.CATCH: "catch"}


def rule_of(action: Action, top: Card | None, color: str | None, pending: int, had_play: bool, phase: Phase) -> str:
    """The rule that makes ``action`` legal in that state (one of ``RULES``)."""
    kind = action.kind
    card = action.card
    if kind in (ActionKind.PLAY, ActionKind.JUMP_IN) and card is not None:
        if kind == ActionKind.JUMP_IN:
            return "jump_in"
        if phase == Phase.RETRACT:
            return "retract"
        if pending or phase == Phase.CHALLENGE:
            return "stack"
        if card.kind == "wild_draw_four":
            return "wild_draw_four"
        if card.kind == "wild":
            return "wild"
        if card.color is not None and card.color == color:
            return "color"
        return "number" if card.kind == "number" else "symbol"
    if kind == ActionKind.DRAW:
        if pending:
            return "draw_penalty"
        return "draw_choice" if had_play else "draw_none"
    return _ACTION_RULES.get(kind, "pass")


def rule_args(loc: Localizer, rule: str, action: Action, top: Card | None, color: str | None,
              pending: int) -> dict[str, object]:
    return {
        "rule": rule,
        "card": card_noun(loc, action.card) if action.card is not None else "none",
        "top": card_noun(loc, top) if top is not None else "none",
        "color": color_noun(loc, color) if color else "none",
        "chosen": color_noun(loc, action.color) if action.color else "none",
        "total": pending,
        "effect": action.card.kind if action.card is not None else "none",
    }


def hint_for(game: Game, seat: int, seed: int | None = None,
             loc: Localizer | None = None) -> tuple[Action, str, str | None] | None:
    """The normal computer player's choice for ``seat`` now, and the rule that allows it.

    Returns ``(action, rule, bot_note)``, or None when ``seat`` has nothing to do.
    """
    legal = game.legal_actions(seat)
    if not legal:
        return None
    bot = make_bot("normal", seat, seed)
    obs = game.observation(seat)
    action = bot.choose(obs, legal)
    had_play = any(a.kind == ActionKind.PLAY for a in legal)
    rule = rule_of(action, game.top, game.color, game.pending_draw, had_play, game.phase)
    return action, rule, _bot_note(bot, loc)


def _seat_noun(presenter: Presenter, seat: int) -> Noun:
    """A seat's name as the game says it, as a Noun: the names of ``game-seat-name`` alternate
    women and men from seat 0 (Ana, Ben, Cleo...), which the bots' messages agree with."""
    name = presenter.seat_name(seat)

    def forms(case: str) -> str:
        return name  # a name has one form in every case

    return Noun(forms, "f" if seat % 2 == 0 else "m")


def _bot_note(bot: BotPlayer, loc: Localizer | None = None, presenter: Presenter | None = None,
              seat: int | None = None) -> str | None:
    """The computer player's own explanation of its last choice, when it gives one.

    The bots package's players hold ``explanation`` (a message id and arguments) and answer
    ``explain(loc)``.  With a ``presenter`` the sentence names the players as the game does
    (the bots' own persona names may differ from the seat names the player hears).
    """
    explanation = bot.explanation
    if explanation is None:
        return None
    if presenter is not None and seat is not None and loc is not None:
        try:
            return _render(loc, explanation, presenter, seat)
        except MissingMessage:  # a message the bots have not written: fall back to their own words
            pass
    if loc is not None:
        try:
            text = bot.explain(loc)
        except MissingMessage:  # a missing bot message must not cost the player the explanation
            text = None
        if text and text.strip():
            return text.strip()
    return None


def _render(loc: Localizer, explanation: Explanation, presenter: Presenter, seat: int) -> str | None:
    """``uno_access.bots.render`` with the game's seat names for the player and any target."""
    args: dict[str, object] = {"name": _seat_noun(presenter, seat)}
    for key, value in dict(explanation.args).items():
        if isinstance(value, Card):
            args[key] = card_noun(loc, value)  # a Noun, so that CASE() can inflect it
        elif key.endswith("color") and value in COLOR_NAMES:
            args[key] = COLOR_NAMES[value]  # bots.ftl selects on the English name (red, yellow...)
        elif key == "target" and isinstance(value, int):
            args[key] = _seat_noun(presenter, value)
        else:
            args[key] = value
    text = loc.format(explanation.msg_id, **args).strip()
    return text or None


class GuidedSession(Session):
    """A ``Session`` that answers ``hint``, ``why`` and ``explain``."""

    game: Game  # a guided game is played here, with the engine

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.moves: list[Move] = []
        #: the computer seat whose move is being applied (its explanation is kept with the move)
        self._bot_seat: int | None = None
        loc = self.loc
        self.tutor_words: dict[str, str] = {}
        for name in ("hint", "why", "explain"):
            for word in loc.format(f"tutor-words-{name}").split(","):
                if normalize(word):
                    self.tutor_words[normalize(word)] = name
        for name in ("hint", "why", "explain"):
            self.tutor_words.setdefault(name, name)

    # ---------------------------------------------------------------- commands
    def _handle(self, text: str) -> Outcome:
        folded = normalize(text)
        words = folded.split()
        name = self.tutor_words.get(folded) or (self.tutor_words.get(words[0]) if words else None)
        if name is not None:
            rest = [] if folded in self.tutor_words else words[1:]
            getattr(self, f"_tutor_{name}")(rest)
            return Outcome()
        return super()._handle(text)

    def _tutor_hint(self, rest: Sequence[str]) -> None:
        me = self.me
        if me is None or self.game.over:
            self.tell("tutor-hint-none")
            return
        found = hint_for(self.game, me, self.game.seed, self.loc)
        if found is None:
            self.tell("tutor-hint-wait", name=self.presenter.seat_name(self.game.current))
            return
        action, rule, _note = found
        g = self.game
        args = rule_args(self.loc, rule, action, g.top, g.color, g.pending_draw)
        typed = action.text().replace("jump_in ", "").replace("play ", "")
        self.tell("tutor-hint", kind=action.kind, typed=typed, card=args["card"])
        self.tell("tutor-rule", **args)
        # the computer player's own note (``note``) is a sentence about itself in the third person
        # ("Ben played red 7: ..."), so a hint for the player says the rule instead

    def _describe(self, move: Move) -> None:
        viewer = self.presenter.viewer
        for event in [e for e in move.events if e.type is not EventType.TURN][:3]:
            for n in self.presenter.narrate(event.redacted_for(viewer)):
                text = n.text("normal")
                if text:
                    self._emit(text, text)
        args = rule_args(self.loc, rule_of(move.action, move.top, move.color, move.pending, move.had_play, move.phase),
                         move.action, move.top, move.color, move.pending)
        self.tell("tutor-rule", **args)
        if move.bot_note:
            self._emit(move.bot_note, move.bot_note)

    def _tutor_why(self, rest: Sequence[str]) -> None:
        if not self.moves:
            self.tell("tutor-why-none")
            return
        self._describe(self.moves[-1])

    def _tutor_explain(self, rest: Sequence[str]) -> None:
        seats = [s for s in self.bots]
        if rest:
            target = self.parser.parse_seat(list(rest), self.context())
            if isinstance(target, int) and target in self.bots:
                seats = [target]
            else:
                self.tell("tutor-explain-who", text=" ".join(rest)[:40])
                return
        move = next((m for m in reversed(self.moves) if m.seat in seats), None)
        if move is None:
            self.tell("tutor-explain-none")
            return
        self._describe(move)

    def _cmd_quit(self, cmd):
        if self.game.over:
            return super()._cmd_quit(cmd)
        self.pending_quit = True
        self.tell("tutor-quit-ask")
        return None

    # ---------------------------------------------------------------- applying
    def step_bot(self) -> bool:
        seat = self.bot_to_move()
        if seat is None:
            return False
        self._bot_seat = seat
        try:
            return super().step_bot()
        finally:
            self._bot_seat = None

    def _apply(self, action: Action) -> bool:
        g = self.game
        legal = g.legal_actions(action.seat)
        move = Move(action.seat, action, g.top, g.color, g.pending_draw, any(a.kind == ActionKind.PLAY for a in legal), g.phase)
        if self._bot_seat == action.seat and action.seat in self.bots:
            move.bot_note = _bot_note(self.bots[action.seat], self.loc, self.presenter, action.seat)
        mark = len(g.events)
        done = super()._apply(action)
        if done:
            move.events = list(g.events[mark:])
            self.moves.append(move)
        elif action.seat == self.me:
            obs = self.observation()
            playable = self.presenter.playable(obs)
            self.tell("tutor-legal-now", count=len(playable), moment="now",
                      cards=self.presenter.card_list(playable) if playable else "none")
        return done
