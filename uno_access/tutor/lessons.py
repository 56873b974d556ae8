"""The lessons: an explanation (mostly the rules text of ``rules_text``) and practice questions.

Every question answers ``ask(tutor)`` (say the question) and
``check(tutor, text) -> True | False | None`` (right, wrong, or "not an
answer: ask again without counting").  Situation questions build a real game
from a stacked deck (``situations.stacked_game``), play the scripted moves
that lead to the moment being taught, and judge the typed command with the
engine itself: an illegal move is refused with the engine's reason and the
list of what would be legal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import braille
from uno_access.commands import ACTIONS, Command, Context, action_of, drawn_to_play, is_ascii_number, normalize, wants_color
from uno_access.engine import DECK_COUNTS, Action, ActionKind, Card, Game, IllegalAction, Observation, Phase, RuleSet
from uno_access.engine.rules import PRESETS
from uno_access.narration.braille_codes import code_cells
from uno_access.narration.cardnames import card_list_noun, card_noun
from uno_access.narration.presenter import Presenter
from uno_access.narration.rules_text import rules_sections
from uno_access.tutor.situations import stacked_game

ME = 0


# --------------------------------------------------------------------- questions
@dataclass
class Question:
    key: str

    def ask(self, t) -> None:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def repeat(self, t) -> None:
        """Ask again (repeat, or an Enter alone): the question as it was first asked."""
        self.ask(t)

    def check(self, t, text: str) -> bool | None:  # pragma: no cover
        raise NotImplementedError


@dataclass
class NumberQuestion(Question):
    msg_id: str = ""
    args: dict = field(default_factory=dict)
    answer: int = 0

    def ask(self, t) -> None:
        t.tell(self.msg_id, **t.card_args(self.args))

    def check(self, t, text: str) -> bool | None:
        word = text.strip()
        if not is_ascii_number(word) or len(word) > 6:
            t.tell("tutor-need-number")
            return None
        if int(word) == self.answer:
            t.tell("tutor-right")
            return True
        t.tell("tutor-wrong-number", answer=self.answer)
        return False


@dataclass
class YesNoQuestion(Question):
    msg_id: str = ""
    args: dict = field(default_factory=dict)
    answer: bool = True
    because: str = ""

    def ask(self, t) -> None:
        t.tell(self.msg_id, **t.card_args(self.args))

    def check(self, t, text: str) -> bool | None:
        said = t.yes_no(text)
        if said is None:
            t.tell("tutor-need-yes-no")
            return None
        if said == self.answer:
            t.tell("tutor-right")
            right = True
        else:
            t.tell("tutor-wrong-yes-no", answer="yes" if self.answer else "no")
            right = False
        if self.because:
            t.line(self.because)
        return right


@dataclass
class CodeQuestion(Question):
    """Hear a card's name, type its code."""

    card: Card

    def ask(self, t) -> None:
        t.tell("tutor-q-code", card=card_noun(t.loc, self.card))

    def check(self, t, text: str) -> bool | None:
        word = normalize(text).replace(" ", "")
        if not word:
            return None
        if word == self.card.code:
            t.tell("tutor-right")
            return True
        t.tell("tutor-wrong-code", card=card_noun(t.loc, self.card), code=self.card.code)
        return False


@dataclass
class NameQuestion(Question):
    """Hear a code, name the card."""

    card: Card

    def ask(self, t) -> None:
        t.tell("tutor-q-name", code=self.card.code)

    def check(self, t, text: str) -> bool | None:
        parsed = t.parser.parse(text, Context())
        if not isinstance(parsed, Command) or parsed.name != "play" or parsed.card is None:
            t.tell("tutor-not-a-card", text=text.strip()[:40])
            return None
        if parsed.card_by == "code":
            t.tell("tutor-name-not-code")
            return None
        if parsed.card is self.card:
            t.tell("tutor-right")
            return True
        t.tell("tutor-wrong-name", code=self.card.code, card=card_noun(t.loc, self.card),
               said=card_noun(t.loc, parsed.card))
        return False


def _dots(cell: str) -> str:
    return " ".join(str(d) for d in braille.dots_of(cell))


#: the letter each digit is written with in the deck form of the codes
DIGIT_LETTER = {str(d): "jabcdefghi"[d] for d in range(10)}


@dataclass
class DotsQuestion(Question):
    """Hear the dots of one cell, say the letter (or digit) it is."""

    char: str = ""

    def ask(self, t) -> None:
        t.tell("tutor-q-dots", dots=_dots(code_cells_char(self.char)))

    def accepted(self) -> set[str]:
        ok = {self.char}
        ok |= {d for d, letter in DIGIT_LETTER.items() if letter == self.char}
        return ok

    def check(self, t, text: str) -> bool | None:
        word = normalize(text).replace(" ", "")
        if not word:
            return None
        digit = next((d for d, letter in DIGIT_LETTER.items() if letter == self.char), "none")
        if word in self.accepted():
            t.tell("tutor-right-dots", letter=self.char, digit=digit)
            return True
        t.tell("tutor-wrong-dots", dots=_dots(code_cells_char(self.char)), letter=self.char, digit=digit)
        return False


def code_cells_char(char: str) -> str:
    return braille.LETTERS[char]


@dataclass
class CellsQuestion(Question):
    """Hear a whole code cell by cell, type the code."""

    card: Card

    def cells_text(self, t) -> str:
        return t.loc.join([t.loc.format("tutor-cell", dots=_dots(c)) for c in code_cells(self.card)])

    def ask(self, t) -> None:
        t.tell("tutor-q-cells", cells=self.cells_text(t))

    def check(self, t, text: str) -> bool | None:
        word = normalize(text).replace(" ", "")
        if not word:
            return None
        if word == self.card.code:
            t.tell("tutor-right-card", code=self.card.code, card=card_noun(t.loc, self.card))
            return True
        t.tell("tutor-wrong-code", card=card_noun(t.loc, self.card), code=self.card.code)
        return False


@dataclass
class Situation(Question):
    """A real moment of a game, from a stacked deck; the player types a game command."""

    players: int = 2
    hands: dict = field(default_factory=dict)
    start: str = "r3x"
    draws: Sequence[str] = ()
    first: int = ME
    prelude: Sequence[tuple[int, str]] = ()
    house: dict = field(default_factory=dict)
    goal: str = ""
    accept: Callable[[Action], bool] = lambda action: action.kind == ActionKind.PLAY
    #: how many of the last prelude moves are told (None: all); the earlier ones are summed up
    told: int | None = None
    #: the game being played since ``ask``, its presenter, and a Wild waiting for its colour
    game: Game | None = field(default=None, init=False, repr=False, compare=False)
    presenter: Presenter | None = field(default=None, init=False, repr=False, compare=False)
    pending_wild: Command | None = field(default=None, init=False, repr=False, compare=False)

    def build(self) -> Game:
        rules = RuleSet.preset("official", **self.house)
        game = stacked_game(self.players, self.hands, self.start, self.draws, rules, first=self.first)
        return game

    def ask(self, t) -> None:
        self.pending_wild = None
        game = self.build()
        presenter = Presenter(t.loc, game.players, [ME], game.rules.to_dict())
        quiet = len(self.prelude) - self.told if self.told is not None else 0
        for seat, text in self.prelude[:quiet]:
            game.apply(Action.parse(seat, text))
        if quiet:
            presenter.narrate_events(game.events)  # the presenter learns the story silently
            t.tell("tutor-turns-passed")
        mark = len(game.events)
        for seat, text in self.prelude[quiet:]:
            game.apply(Action.parse(seat, text))
        t.narrate(presenter, game.events[mark:])
        self.game, self.presenter = game, presenter
        self.repeat(t)

    def playing(self) -> tuple[Game, Presenter]:
        """The game being played and its presenter (``ask`` makes them)."""
        if self.game is None or self.presenter is None:
            raise RuntimeError(f"situation {self.key} asked for before it was asked")
        return self.game, self.presenter

    def repeat(self, t) -> None:
        game, presenter = self.playing()
        obs = game.observation(ME)
        t.hand(presenter, obs)
        t.say([presenter.top(obs)])
        t.tell("tutor-goal", goal=self.goal, name=presenter.seat_name(1))

    def _action(self, t, parsed: Command, obs: Observation, presenter: Presenter) -> Action | None:
        """The action ``parsed`` means, or None when the learner is asked for what it lacks."""
        card = parsed.card
        if card is not None and wants_color(parsed, obs):
            self.pending_wild = parsed  # a colour alone on the next line completes the play
            t.tell("tutor-add-color", card=card_noun(t.loc, card), code=card.code)
            return None
        if parsed.name == ActionKind.SWAP and parsed.target is None:
            t.tell("tutor-swap-whom", name=presenter.seat_name(1))
            return None
        return action_of(parsed, ME, obs)

    def check(self, t, text: str) -> bool | None:
        game, presenter = self.playing()
        obs = game.observation(ME)
        playable = presenter.playable(obs)
        ctx = Context(hand=list(obs.hand), seat_names=presenter.seat_names(), viewer=ME, playable=playable,
                      drawn=drawn_to_play(obs, playable))
        parsed = t.parser.parse(text, ctx)
        pending, self.pending_wild = self.pending_wild, None
        if pending is not None and isinstance(parsed, Command) and parsed.name == "color":
            parsed = Command("play", card=pending.card, color=parsed.color, uno=pending.uno or parsed.uno,
                             card_by=pending.card_by)
        if not isinstance(parsed, Command):
            t.tell(parsed.msg_id, **_parse_args(t, parsed.args))
            return None
        if parsed.name == "empty":
            return None
        if parsed.name == "hand":
            t.hand(presenter, obs)
            return None
        if parsed.name == "top":
            t.say([presenter.top(obs)])
            return None
        if parsed.name not in ACTIONS:
            t.tell("tutor-situation-commands")
            return None
        action = self._action(t, parsed, obs, presenter)
        if action is None:
            return None
        legal = game.legal_actions(ME)
        if action not in legal:
            try:
                game.clone().apply(action)
                error = IllegalAction("other", "")
            except IllegalAction as exc:
                error = exc
            t.say([presenter.refusal(error, obs)])
            if error.reason == "not_in_hand":
                return None  # a slip of the tongue, not a rule missed: try again
            if obs.phase in (Phase.PLAY, Phase.DRAWN):  # elsewhere the refusal says what to do
                t.legal_now(presenter, obs)
            return False
        if not self.accept(action):
            t.tell("tutor-legal-not-goal", goal=self.goal, name=presenter.seat_name(1))
            return False
        events = game.apply(action)
        t.tell("tutor-right")
        t.narrate(presenter, events)
        after = t.loc.format("tutor-after", goal=self.goal, name=presenter.seat_name(1))
        if after.strip():
            t.line(after)
        return True


def _parse_args(t, args) -> dict:
    args = dict(args)
    if "cards" in args:
        args["cards"] = card_list_noun(t.loc, list(args["cards"]))
    return args


def _kind(kind: str) -> Callable[[Action], bool]:
    return lambda a: a.kind == ActionKind.PLAY and a.card is not None and a.card.kind == kind


def _is(kind: ActionKind) -> Callable[[Action], bool]:
    return lambda a: a.kind == kind


# ----------------------------------------------------------------------- lessons
@dataclass
class Lesson:
    name: str
    topic: str
    explain: Callable[[object], list[str]]
    questions: Callable[[], list[Question]]
    guided: bool = False


def _section(*keys: str, rules: RuleSet | None = None) -> Callable[[object], list[str]]:
    def explain(t) -> list[str]:
        sections = {key: (title, body) for key, title, body in rules_sections(rules or RuleSet.preset("official"), t.loc)}
        lines: list[str] = []
        for key in keys:
            title, body = sections[key]
            lines += [title, *body]
        return lines

    return explain


def _messages(*ids: str, then: Callable[[object], list[str]] | None = None) -> Callable[[object], list[str]]:
    def explain(t) -> list[str]:
        names = {"first": t.loc.format("game-seat-name", seat=1), "second": t.loc.format("game-seat-name", seat=2)}
        lines = [t.loc.format(i, **names) for i in ids]
        return lines + (then(t) if then else [])

    return explain


HAND_A = ["y9x", "g2x", "r7x", "b1x", "yrv", "g8x", "b6x"]


def _cards_questions() -> list[Question]:
    qs: list[Question] = [NumberQuestion("deck-size", "tutor-q-deck-size", {}, sum(DECK_COUNTS.values()))]
    for code in ("g7x", "r0x", "bsk", "wld", "dr4"):
        qs.append(NumberQuestion(f"count-{code}", "tutor-q-copies", {"code": code}, DECK_COUNTS[code]))
    return qs


def _matching_questions() -> list[Question]:
    return [
        Situation("match-color", hands={0: HAND_A}, start="r3x", goal="match"),
        Situation("match-number", hands={0: ["r5x", "b2x", "y7x", "rsk", "y1x", "r9x", "b8x"]}, start="g5x", goal="match"),
        # the Skip is played by Ben: a Skip turned up at the start would skip you
        Situation("match-symbol", players=3, hands={0: ["gsk", "r4x", "y8x", "g1x", "r2x", "y6x", "g9x"],
                                                    1: ["bsk", "b1x", "b2x", "b3x", "b4x", "b5x", "b6x"]},
                  start="b7x", first=1, prelude=[(1, "play bsk")], goal="match"),
        Situation("match-none", hands={0: ["r1x", "b2x", "g6x", "rrv", "b9x", "r8x", "g3x"]}, start="y4x",
                  draws=["b7x"], goal="draw", accept=_is(ActionKind.DRAW)),
    ]


def _actions_questions() -> list[Question]:
    return [
        Situation("skip", players=3, hands={0: ["rsk", "r8x", "b2x", "g4x", "y6x", "b9x", "g0x"]}, start="r3x",
                  goal="skip", accept=_kind("skip")),
        Situation("reverse", players=3, hands={0: ["g1x", "grv", "b2x", "r4x", "y6x", "b9x", "y0x"]}, start="g6x",
                  goal="reverse", accept=_kind("reverse")),
        Situation("draw-two", players=3, hands={0: ["b3x", "r8x", "bd2", "g4x", "y6x", "r9x", "g0x"]}, start="b5x",
                  goal="draw_two", accept=_kind("draw_two")),
        NumberQuestion("draw-two-count", "tutor-q-draws", {"case": "draw_two"}, 2),
    ]


def _wild_questions() -> list[Question]:
    ben = ["dr4", "r2x", "y3x", "g5x", "b8x", "y7x", "g1x"]
    ben_legal = ["dr4", "y2x", "y3x", "g5x", "b8x", "y7x", "g1x"]
    you = ["b1x", "g4x", "y6x", "b9x", "g0x", "y2x", "b4x"]
    return [
        Situation("wild", hands={0: ["wld", "b1x", "g4x", "y6x", "b9x", "g0x", "y2x"]}, start="r3x",
                  goal="wild", accept=_kind("wild")),
        Situation("wild-draw-four", hands={0: ["dr4", "r1x", "g4x", "b6x", "r9x", "g0x", "b2x"]}, start="y5x",
                  goal="wd4", accept=_kind("wild_draw_four")),
        Situation("challenge-bluff", hands={0: you, 1: ben}, start="r6x", first=1, prelude=[(1, "play dr4 b")],
                  goal="challenge", accept=_is(ActionKind.CHALLENGE)),
        Situation("challenge-legal", hands={0: you, 1: ben_legal}, start="r6x", first=1,
                  prelude=[(1, "play dr4 b")], goal="accept", accept=_is(ActionKind.ACCEPT)),
        NumberQuestion("challenge-count", "tutor-q-draws", {"case": "challenge_lost"}, 6),
    ]


SKIPS = ["rsk", "ysk", "gsk", "rsk", "bsk"]


def _uno_questions() -> list[Question]:
    penalty = int(RuleSet.preset("official").uno_penalty)
    you_skips = [(0, f"play {c}") for c in SKIPS]
    ben_skips = [(1, f"play {c}") for c in SKIPS]
    return [
        Situation("call-uno", hands={0: [*SKIPS, "b4x", "b7x"]}, start="r3x", prelude=you_skips, told=0,
                  goal="uno", accept=lambda a: a.kind == ActionKind.PLAY and a.uno),
        Situation("catch", hands={1: [*SKIPS, "b4x", "b7x"], 0: ["g1x", "g2x", "y3x", "y4x", "g5x", "y6x", "g7x"]},
                  start="r3x", first=1, prelude=[*ben_skips, (1, "play b4x")], told=1, goal="catch", accept=_is(ActionKind.CATCH)),
        NumberQuestion("uno-penalty", "tutor-q-draws", {"case": "uno_caught"}, penalty),
    ]


def _points(codes: Sequence[str]) -> int:
    return sum(Card.from_code(c).points for c in codes)


def _scoring_questions() -> list[Question]:
    qs: list[Question] = []
    for code in ("g7x", "bsk", "wld", "r0x"):
        qs.append(NumberQuestion(f"points-{code}", "tutor-q-points", {"code": code}, Card.from_code(code).points))
    hand = ["y9x", "rd2", "dr4"]
    qs.append(NumberQuestion("points-hand", "tutor-q-hand-points", {"codes": " ".join(hand)}, _points(hand)))
    return qs


def _codes_questions() -> list[Question]:
    qs: list[Question] = []
    for to_code, to_name in (("g7x", "b5x"), ("ysk", "gsk"), ("rd2", "yd2"), ("brv", "rrv"), ("dr4", "wld")):
        qs.append(CodeQuestion(f"code-{to_code}", Card.from_code(to_code)))
        qs.append(NameQuestion(f"name-{to_name}", Card.from_code(to_name)))
    return qs


def _dots_questions() -> list[Question]:
    qs: list[Question] = [DotsQuestion(f"dots-{c}", c) for c in ("b", "r", "x", "g", "c", "y", "s", "e")]
    qs += [CellsQuestion(f"cells-{code}", Card.from_code(code)) for code in ("b3x", "gsk", "wld")]
    return qs


def _presets_questions() -> list[Question]:
    qs: list[Question] = []
    for preset in ("hr", "pl"):
        qs.append(NumberQuestion(f"preset-{preset}-uno", "tutor-q-preset-uno", {"preset": preset},
                                 int(PRESETS[preset]["uno_penalty"])))
    for preset in ("pt", "official"):
        qs.append(YesNoQuestion(f"preset-{preset}-wd4", "tutor-q-preset-wd4", {"preset": preset},
                                PRESETS[preset]["wd4"] == "color"))
    for preset in ("hr", "it"):
        qs.append(YesNoQuestion(f"preset-{preset}-draw", "tutor-q-preset-draw", {"preset": preset},
                                PRESETS[preset]["draw"] == "until_playable_must_play"))
    qs.append(YesNoQuestion("preset-hr-lowest", "tutor-q-preset-lowest", {"preset": "hr"},
                            PRESETS["hr"]["scoring"] == "lowest_score"))
    return qs


def _presets_explain(t) -> list[str]:
    lines: list[str] = []
    for preset in PRESETS:
        if preset == "official":
            continue
        lines.append(t.loc.format("tutor-preset-heading", preset=t.loc.format("game-preset", preset=preset)))
        for key, _title, body in rules_sections(RuleSet.preset(preset), t.loc):
            if key == "differences":
                lines += body
    return lines


ALL_HOUSE = {"stacking": "same", "zero": "rotate", "seven": "swap", "jump_in": "on",
             "no_wild_finish": "wild", "forced_play": "on"}
PLAIN7 = ["g1x", "y2x", "b3x", "y4x", "b5x", "g6x", "b8x"]


def _house_questions() -> list[Question]:
    return [
        Situation("stacking", hands={0: ["bd2", *PLAIN7[:6]], 1: ["rd2", "y1x", "y2x", "y3x", "y4x", "y5x", "y6x"]},
                  start="r4x", first=1, prelude=[(1, "play rd2")], house={"stacking": "same"},
                  goal="stack", accept=_kind("draw_two")),
        Situation("zero", players=3, hands={0: ["r0x", *PLAIN7[:6]]}, start="r7x", house={"zero": "rotate"},
                  goal="zero_rule", accept=lambda a: a.kind == ActionKind.PLAY and a.card is not None and a.card.number == 0),
        Situation("seven", hands={0: ["g7x", *PLAIN7[:6]]}, start="g2x", house={"seven": "swap"},
                  prelude=[(0, "play g7x")], goal="swap", accept=_is(ActionKind.SWAP)),
        Situation("jump-in", players=3, hands={0: ["g5x", *PLAIN7[:6]], 1: ["g5x", "r1x", "r2x", "r3x", "r4x", "r6x", "r7x"]},
                  start="g9x", first=1, prelude=[(1, "play g5x")], house={"jump_in": "on"},
                  goal="jump", accept=_is(ActionKind.JUMP_IN)),
        Situation("no-wild-finish", hands={0: [*SKIPS, "b4x", "wld"]}, start="r3x", draws=["y1x"],
                  house={"no_wild_finish": "wild"},
                  prelude=[*((0, f"play {c}") for c in SKIPS), (0, "play b4x uno"), (1, "draw")], told=2,
                  goal="no_finish", accept=_is(ActionKind.DRAW)),
        Situation("forced-play", hands={0: ["r8x", "b2x", "g4x", "y6x", "b9x", "g0x", "y2x"]}, start="r3x",
                  house={"forced_play": "on"}, goal="forced", accept=_is(ActionKind.PLAY)),
    ]


def _house_explain(t) -> list[str]:
    rules = RuleSet.preset("official", **ALL_HOUSE)
    keys = ("stacking", "zero", "seven", "jump-in", "no-wild-finish", "forced-play")
    return [t.loc.format("tutor-house-intro")] + _section(*keys, rules=rules)(t)


LESSONS: list[Lesson] = [
    Lesson("cards", "cards", _section("cards"), _cards_questions),
    Lesson("matching", "matching", _section("turn"), _matching_questions),
    Lesson("actions", "actions", _section("skip", "reverse", "draw-two"), _actions_questions),
    Lesson("wild", "wild", _section("wild", "wild-draw-four"), _wild_questions),
    Lesson("uno", "uno", _section("uno"), _uno_questions),
    Lesson("scoring", "scoring", _section("scoring"), _scoring_questions),
    Lesson("codes", "codes", _messages("tutor-codes-intro-1", "tutor-codes-intro-2", "tutor-codes-intro-3"),
           _codes_questions),
    Lesson("dots", "dots", _messages("tutor-dots-intro-1", "tutor-dots-intro-2", "tutor-dots-intro-3",
                                     "tutor-dots-intro-4"), _dots_questions),
    Lesson("presets", "presets", _messages("tutor-presets-intro", then=_presets_explain), _presets_questions),
    Lesson("house", "house", _house_explain, _house_questions),
    Lesson("guided", "guided", _messages("tutor-guided-intro-1", "tutor-guided-intro-2", "tutor-guided-intro-3"),
           lambda: [], guided=True),
]
LESSON_NAMES = [lesson.name for lesson in LESSONS]


def find_lesson(name: str, loc=None) -> Lesson | None:
    """A lesson by name, number (1-based), localized word or localized title (case and accents ignored)."""
    text = normalize(name)
    if is_ascii_number(text) and 1 <= int(text) <= len(LESSONS):
        return LESSONS[int(text) - 1]
    for lesson in LESSONS:
        if text == lesson.name or (loc is not None and text in (
                normalize(loc.format("tutor-lesson-word", lesson=lesson.name)),
                normalize(loc.format("tutor-lesson-title", lesson=lesson.name)))):
            return lesson
    return None


def lesson_word(lesson: Lesson, loc) -> str:
    """The one word that names ``lesson`` in the player's language (``find_lesson`` knows it)."""
    return loc.format("tutor-lesson-word", lesson=lesson.name)
