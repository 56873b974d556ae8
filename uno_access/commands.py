"""The command line of the game: what the player typed, as a ``Command`` (pure, no I/O).

``CommandParser(localizer).parse(text, context)`` returns a ``Command`` or a
``ParseError`` (a Fluent message id and its arguments, for the one-line
answer).  Command words come from Fluent (``cmd-words-*`` in
``locales/<lang>/console.ftl``); the English words and the card codes always
work too.  Cards are named

* by their number in the sorted hand (``3``, ``play 3``),
* by code (``r3x``, ``wld r``, ``dr4 g``), or
* by name in the player's language (``red 3``, ``wild blue``), also inflected
  (``zagraj czerwoną siódemkę``, ``igraj crvenu sedmicu``: the ``INPUT_CASES`` of
  ``card-name``) or as a colour word and a digit (``czerwona 7``); letters match
  without their diacritics (``zolty`` = ``żółty``), or by another name players use (the
  optional attribute ``card-name.typed``: names separated by commas, e.g. an older name),

optionally followed by a colour (for a wild) and ``uno`` (play and call at
once).  A card typed alone means ``play``.  ``completions()`` lists what Tab
may complete: command words and the names and codes of the cards in hand.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from uno_access.engine import Action, ActionKind, Observation, Phase
from uno_access.engine.cards import ALL_CARDS, COLORS, Card
from uno_access.engine.errors import InvalidCardCode
from uno_access.i18n import Localizer, MissingMessage
from uno_access.narration.cardnames import card_name, card_name_args, card_noun

#: every command and whether it changes the game (actions) or only reports (status)
ACTIONS = ("play", "draw", "pass", "uno", "catch", "challenge", "accept", "color", "swap")
STATUS = ("hand", "top", "turn", "counts", "scores", "repeat", "history", "rules", "help")
OTHER = ("quit", "save", "settings", "set", "yes", "no")
#: one message of the history at a time (standard mode: Page Up, Page Down, Ctrl+Home, Ctrl+End)
BROWSE = ("previous", "next", "first", "last")
COMMANDS = ACTIONS + STATUS + OTHER + BROWSE
#: the commands that take words after them (the others refuse them)
TAKES_WORDS = ("play", "color", "catch", "swap", "history", "rules", "help", "set", "settings") + BROWSE
#: the kinds of messages the history browser walks apart
BROWSE_KINDS = ("all", "game", "chat", "system")
BROWSE_KEYS = {"previous": "pageup", "next": "pagedown", "first": "c-home", "last": "c-end"}

#: the status commands with a one-letter shortcut (typed alone, then Enter) and a function key
SHORTCUT_COMMANDS = ("help", "hand", "top", "turn", "counts", "scores", "repeat", "history")
#: the commands with a one-letter shortcut: ``cmd-key-<command>`` of the player's language only
#: (a letter stands for a word of one language: English "d" is draw, Italian "d" is nothing;
#: "-" for none); "?" is help in every language
KEYED_COMMANDS = ("play", "draw", "uno", "hand", "top", "turn", "counts", "scores", "repeat", "history", "quit")
FUNCTION_KEYS = {"help": "f1", "hand": "f2", "top": "f3", "turn": "f4", "counts": "f5",
                 "scores": "f6", "repeat": "f7", "history": "f8"}

#: a "+" before a digit is part of the name ("+2 roșu" is not "2 roșu"); elsewhere it is punctuation
_PUNCT = re.compile(r"[,;:!¡¿.()\[\]\"'`]+|\+(?!\d)|(?<=\S)(?=\+\d)")
#: letters that Unicode does not decompose into a base letter and a mark
_FOLD = str.maketrans({"ł": "l", "đ": "d", "ß": "ss"})
#: the grammatical cases (see locales/*/cards.ftl) whose card-name forms are accepted as typed
#: input besides the dictionary form: "zagraj czerwoną siódemkę", "igraj crvenu sedmicu"; alt: an
#: older or other name a player may type but the game never says ("Trage două roșu" for "+2 roșu")
INPUT_CASES = ("acc", "ins", "def", "indef", "alt")


def is_ascii_number(text: str) -> bool:
    """ASCII digits only: "²" or "٣" are digits to ``str.isdigit`` but no hand position."""
    return text.isascii() and text.isdigit()


def _to_int(text: str) -> int:
    """The value of ASCII digits, capped: 5,000 digits must not reach ``int()``'s digit limit."""
    digits = text.lstrip("0") or "0"
    return int(digits) if len(digits) <= 18 else 10**18


def display_form(text: str) -> str:
    """Case-folded, punctuation as spaces, single spaces, letters as written (for completion)."""
    return " ".join(_PUNCT.sub(" ", str(text)).casefold().split())


def normalize(text: str) -> str:
    """What names are matched on: ``display_form`` without diacritics, so a keyboard
    without Polish or Croatian letters works too ("wez" = "weź", "zuta" = "žuta")."""
    decomposed = unicodedata.normalize("NFD", display_form(text).translate(_FOLD))
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


@dataclass(frozen=True)
class Command:
    """A parsed command. ``name`` is one of ``COMMANDS`` or ``"empty"``."""

    name: str
    card: Card | None = None
    color: str | None = None
    uno: bool = False
    target: int | None = None
    number: int | None = None
    words: tuple[str, ...] = ()
    #: how the card was named: "position", "code", "name" or "drawn" (for messages)
    card_by: str | None = None


@dataclass(frozen=True)
class ParseError:
    """A command that could not be understood: the answer is the Fluent message ``msg_id``."""

    msg_id: str
    args: Mapping[str, object] = field(default_factory=dict)


def action_of(cmd: Command, seat: int, obs: Observation) -> Action:
    """The engine action that the action command ``cmd`` (one of ``ACTIONS``) means for ``seat``
    now: a card playable only out of turn is a jump-in, "draw" facing a Wild Draw Four is
    accepting it, a catch without a name catches whoever has not called UNO.  What is still
    missing (a Wild's colour: ``wants_color``; whom to swap with) the caller asks first."""
    kind = ActionKind(cmd.name)
    if kind is ActionKind.PLAY:
        card = cmd.card
        assert card is not None  # the parser names the card of every play
        jump = any(a.kind is ActionKind.JUMP_IN and a.card is card for a in obs.legal)
        plays = any(a.kind is ActionKind.PLAY and a.card is card for a in obs.legal)
        kind = ActionKind.JUMP_IN if jump and not plays and obs.current != seat else kind
        return Action(seat, kind, card, cmd.color if card.is_wild else None, None, cmd.uno)
    if kind is ActionKind.CATCH:
        return Action(seat, kind, target=cmd.target if cmd.target is not None else obs.uno_open)
    if kind is ActionKind.SWAP:
        return Action(seat, kind, target=cmd.target)
    if kind is ActionKind.COLOR:
        return Action(seat, kind, color=cmd.color)
    if kind is ActionKind.DRAW and obs.phase is Phase.CHALLENGE and obs.current == seat:
        return Action(seat, ActionKind.ACCEPT)  # taking the four cards is accepting them
    return Action(seat, kind)


def wants_color(cmd: Command, obs: Observation) -> bool:
    """Whether ``cmd`` plays a Wild that may be played now without naming its colour."""
    card = cmd.card
    return (cmd.name == ActionKind.PLAY and card is not None and card.is_wild and cmd.color is None
            and any(a.card is card and a.kind in (ActionKind.PLAY, ActionKind.JUMP_IN) for a in obs.legal))


@dataclass(frozen=True)
class Context:
    """What the parser needs to know about the moment: the sorted hand and the seat names."""

    hand: Sequence[Card] = ()
    seat_names: Sequence[str] = ()
    viewer: int | None = None
    #: cards that may be played now (for completion and "which one?" answers)
    playable: Sequence[Card] = ()
    #: whether a colour alone answers a question now (else "red" asks which red card)
    color_wanted: bool = True
    #: the card just drawn when it may be played now: "play" alone plays it ("play it, or pass")
    drawn: Card | None = None


def drawn_to_play(obs: Observation, playable: Sequence[Card]) -> Card | None:
    """The card the observer just drew, when they may play it now (``Context.drawn``)."""
    if obs.phase == Phase.DRAWN and obs.current == obs.seat and obs.drawn in playable:
        return obs.drawn
    return None


def words_of(loc: Localizer, msg_id: str, **args: object) -> list[str]:
    """The comma-separated words of ``msg_id`` as the parser matches them ([] when no language has it)."""
    try:
        text = loc.format(msg_id, **args)
    except MissingMessage:
        return []
    return [w for w in (display_form(part) for part in text.split(",")) if w]


class CommandParser:
    """Parses typed lines in one language (plus English and codes)."""

    def __init__(self, loc: Localizer) -> None:
        self.loc = loc
        english = Localizer("en")
        #: matched form (``normalize``) -> command; ``display_words``: matched form -> as written
        self.command_words: dict[str, str] = {}
        self.display_words: dict[str, str] = {}
        for source in (english, loc):
            for name in COMMANDS:
                for word in words_of(source, f"cmd-words-{name}"):
                    if len(word) == 1 and word.isalpha() and source is not loc:
                        continue  # an English letter is no shortcut in another language
                    self.command_words[normalize(word)] = name
                    self.display_words[normalize(word)] = word
        #: command -> its one-letter shortcut in this language
        self.keys: dict[str, str] = {}
        for name in KEYED_COMMANDS:
            for word in words_of(loc, f"cmd-key-{name}"):
                if word != "-":
                    self.keys[name] = word
                    self.command_words[normalize(word)] = name
                    self.display_words[normalize(word)] = word
        self.keys["help"] = "?"
        self.color_words: dict[str, str] = {}
        for source in (english, loc):
            for color in COLORS:
                for word in words_of(source, f"cmd-words-color-{color}"):
                    self.color_words[normalize(word)] = color
        self.uno_words = {normalize(w) for source in (english, loc) for w in words_of(source, "cmd-words-uno")}
        self.card_names: dict[str, Card] = {}
        for source in (english, loc):
            for card in ALL_CARDS:
                name = normalize(card_name(source, card))
                if name and name != card.code:
                    self.card_names.setdefault(name, card)
        for card in ALL_CARDS:  # a colour word and a digit: "czerwona 7", "crvenu 7", "rosso 7"
            if card.kind == "number" and card.color is not None:
                for word, color in self.color_words.items():
                    if color == card.color:
                        self.card_names.setdefault(f"{word} {card.number}", card)
        for card in ALL_CARDS:  # inflected forms after the dictionary forms: "zagraj czerwoną siódemkę"
            noun = card_noun(loc, card)
            for case in INPUT_CASES:
                name = normalize(noun.forms(case))
                if name and name != card.code:
                    self.card_names.setdefault(name, card)
        for card in ALL_CARDS:  # other names players type: older names, table talk ("plus cztery")
            for name in words_of(loc, "card-name.typed", **card_name_args(card)):
                self.card_names.setdefault(normalize(name), card)
        self.max_name_words = max((len(n.split()) for n in self.card_names), default=1)

    # ----------------------------------------------------------------- parsing
    def parse(self, text: str, ctx: Context) -> Command | ParseError:
        raw = str(text)
        norm = normalize(raw)
        if not norm:
            return Command("empty")
        tokens = norm.split()
        head = tokens[0]
        name = self.command_words.get(head)
        if name is None and raw.strip() == "?":
            name = "help"
        if name is not None and len(tokens) > 1 and name not in TAKES_WORDS:
            # a command without arguments followed by words: maybe a card name that begins with
            # a command word (it "pesca due rosso", "uno rosso" = the red 1)
            card = self._card(tokens, ctx)
            if isinstance(card, Command):
                return card
        if name is not None:
            if name in ("set", "settings"):  # values keep their dots and case: "set pace 0.5"
                return Command(name, words=tuple(raw.split()[1:]))
            return self._command(name, tokens[1:], ctx)
        # a card alone means "play"; a colour alone means "color"
        card = self._card(tokens, ctx)
        if isinstance(card, Command):
            return card
        if len(tokens) == 2 and head in self.color_words and tokens[1] in self.uno_words:
            return Command("color", color=self.color_words[head], uno=True)  # "blue uno" after a Wild
        if len(tokens) == 1 and head in self.color_words:
            if not ctx.color_wanted and isinstance(card, ParseError) and card.msg_id == "cmd-which-card":
                return card
            return Command("color", color=self.color_words[head])
        if isinstance(card, ParseError) and card.msg_id != "cmd-unknown":
            return card
        return ParseError("cmd-unknown", {"text": raw.strip()[:40]})

    def _command(self, name: str, rest: list[str], ctx: Context) -> Command | ParseError:
        if name == "play":
            drawn = self._play_drawn(rest, ctx)
            if drawn is not None:
                return drawn
            if not rest:
                return ParseError("cmd-play-which", {})
            card = self._card(rest, ctx)
            if isinstance(card, ParseError) and card.msg_id == "cmd-unknown":
                return ParseError("cmd-not-a-card", {"text": " ".join(rest)[:40]})
            return card
        if name == "color":
            if len(rest) != 1 or rest[0] not in self.color_words:
                return ParseError("cmd-color-which", {})
            return Command("color", color=self.color_words[rest[0]])
        if name in ("catch", "swap"):
            if not rest:
                return Command(name)
            target = self.parse_seat(rest, ctx)
            if isinstance(target, ParseError):
                return target
            return Command(name, target=target)
        if name == "history":
            if not rest:
                return Command("history")
            if len(rest) == 1 and is_ascii_number(rest[0]) and 0 < _to_int(rest[0]) <= 1000:
                return Command("history", number=_to_int(rest[0]))
            return ParseError("cmd-history-number", {})
        if name == "uno" and rest:
            return ParseError("cmd-no-arguments", {"command": name})
        if name in BROWSE:
            if not rest:
                return Command(name)
            kinds = {normalize(w): k for k in BROWSE_KINDS for w in words_of(self.loc, f"cmd-words-kind-{k}")}
            kinds.update({k: k for k in BROWSE_KINDS})
            if len(rest) == 1 and rest[0] in kinds:
                return Command(name, words=(kinds[rest[0]],))
            return ParseError("access-browse-kind")
        if name in ("rules", "help", "set", "settings"):
            return Command(name, words=tuple(rest))
        if rest:
            return ParseError("cmd-no-arguments", {"command": name})
        return Command(name)

    def parse_seat(self, words: list[str], ctx: Context) -> int | ParseError:
        """A seat typed by number or by (the start of) its name, or ``cmd-bad-seat``."""
        text = " ".join(words)
        if is_ascii_number(text):
            seat = _to_int(text) - 1
            if 0 <= seat < len(ctx.seat_names):
                return seat
        matches = [i for i, n in enumerate(ctx.seat_names) if normalize(n) == text]
        if not matches:
            matches = [i for i, n in enumerate(ctx.seat_names) if normalize(n).startswith(text)]
        if len(matches) == 1:
            return matches[0]
        return ParseError("cmd-bad-seat", {"text": text[:40]})

    def _play_drawn(self, rest: list[str], ctx: Context) -> Command | None:
        """``play`` (``play blue``, ``play uno``) right after drawing a playable card: that card."""
        if ctx.drawn is None:
            return None
        uno = bool(rest) and rest[-1] in self.uno_words
        words = rest[:-1] if uno else rest
        if len(words) > 1 or (words and words[0] not in self.color_words):
            return None
        return Command("play", card=ctx.drawn, color=self.color_words[words[0]] if words else None, uno=uno, card_by="drawn")

    def _card(self, tokens: list[str], ctx: Context) -> Command | ParseError:
        """``tokens`` as a card (+ colour, + uno), a ``ParseError``, or ``cmd-unknown``."""
        uno = False
        if len(tokens) > 1 and tokens[-1] in self.uno_words:
            uno = True
            tokens = tokens[:-1]
        card: Card | None = None
        by: str | None = None
        rest: list[str] = []
        first = tokens[0]
        if is_ascii_number(first):
            position = _to_int(first)
            if not 1 <= position <= len(ctx.hand):
                # the typed digits as text: a huge number must not reach the number formatter
                return ParseError("cmd-bad-position", {"number": first[:12], "count": len(ctx.hand)})
            card, by, rest = ctx.hand[position - 1], "position", tokens[1:]
        else:
            try:
                card, by, rest = Card.from_code(first), "code", tokens[1:]
            except InvalidCardCode:
                for k in range(min(len(tokens), self.max_name_words), 0, -1):
                    found = self.card_names.get(" ".join(tokens[:k]))
                    if found is not None:
                        card, by, rest = found, "name", tokens[k:]
                        break
        if card is None:
            return self._partial(tokens, ctx)
        color = None
        if rest:
            if len(rest) == 1 and rest[0] in self.color_words:
                color = self.color_words[rest[0]]
            else:
                return ParseError("cmd-bad-after-card", {"text": " ".join(rest)[:40]})
        return Command("play", card=card, color=color, uno=uno, card_by=by)

    def _partial(self, tokens: list[str], ctx: Context) -> ParseError:
        """A beginning of a card name: which cards in hand it could mean."""
        text = " ".join(tokens)
        if len(text) >= 2:
            held = {c.code for c in ctx.hand}
            options = sorted(
                {card for name, card in self.card_names.items() if name.startswith(text) and card.code in held},
                key=lambda c: c.index,
            )
            if options:
                return ParseError("cmd-which-card", {"cards": tuple(options)})
        return ParseError("cmd-unknown", {"text": text[:40]})

    def yes_or_no(self, text: str) -> str | None:
        """"yes" or "no" when ``text`` is one of their words or the start of one ("y", "ye", "n")."""
        norm = normalize(text)
        if not norm:
            return None
        found = {name for word, name in self.command_words.items()
                 if name in ("yes", "no") and (word == norm or (len(norm) < len(word) and word.startswith(norm)))}
        return found.pop() if len(found) == 1 else None

    def suggest(self, text: str, ctx: Context) -> str | None:
        """The command word, card code or card name closest to a line nobody understood
        ("b9" -> "b9x", "bleu 9" -> "blue 9"), or None when nothing is close."""
        import difflib

        norm = normalize(text)
        if len(norm) < 2:
            return None
        held = list(ctx.hand)
        written: dict[str, str] = {}
        for word in self.command_words:
            if len(word) > 1:
                written.setdefault(word, self.display_words.get(word, word))
        for card in held + [c for c in ALL_CARDS if c not in held]:  # the held cards win a tie
            written.setdefault(card.code, card.code)
            written.setdefault(normalize(card_name(self.loc, card)), display_form(card_name(self.loc, card)))
        prefixed = [w for w in written if w.startswith(norm) and len(w) == len(norm) + 1]
        if len(prefixed) == 1:  # a code without its last letter: "b9" for b9x
            return written[prefixed[0]]
        close = difflib.get_close_matches(norm, list(written), n=1, cutoff=0.75)
        return written[close[0]] if close else None

    # -------------------------------------------------------------- completion
    def completions(self, text: str, ctx: Context) -> list[str]:
        """Whole-line completions of ``text``: command words, card names and codes (playable first)."""
        norm = normalize(text)
        trailing_space = text.endswith(" ") and bool(norm)
        tokens = norm.split()
        cards = list(ctx.playable) + [c for c in ctx.hand if c not in ctx.playable]
        play = bool(tokens) and self.command_words.get(tokens[0]) == "play"
        # after a play word the card is an object: "zagraj czerwoną siódemkę" (English: no change)
        forms = [card_noun(self.loc, c).forms("acc") if play else card_name(self.loc, c) for c in cards]
        names = list(dict.fromkeys([display_form(f) for f in forms] + [c.code for c in cards]))

        if play and (len(tokens) > 1 or trailing_space):
            head = display_form(text).split()[0] + " "
            rest = " ".join(tokens[1:])
            return [head + n for n in names if normalize(n).startswith(rest) and normalize(n) != rest]
        if len(tokens) <= 1 and not trailing_space:
            prefix = tokens[0] if tokens else ""
            words = [self.display_words[w] for w in self.command_words if len(w) > 1 and w.startswith(prefix)]
            return list(dict.fromkeys(words + [n for n in names if normalize(n).startswith(prefix)]))
        whole = norm + (" " if trailing_space else "")
        return [n for n in names if normalize(n).startswith(whole) and normalize(n) != norm]
