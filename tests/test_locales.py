"""Quality checks on every locale file: same ids, same variables, rendering, plurals, no English left.

English (``locales/en``) is the reference.  Every other language must define the
same messages and attributes in the same file names, using the same variables;
every message must render without a Fluent error for sample arguments (numbers
at the CLDR plural boundaries); a plural selector must name every plural
category those numbers reach in its language; a translated message may equal
the English one only when it holds no words or is on the short allow-list below.

The helpers (``load``, ``samples``, ``renderings``) are shared with
``test_spelling.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast, visitor
from ftl_helpers import ftl_messages

from uno_access.i18n import LANGUAGES, Localizer, locales_dir

OTHERS = tuple(lang for lang in LANGUAGES if lang != "en")
#: numbers at which the CLDR plural categories of the six languages change
BOUNDARY_NUMBERS = (0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 112)
CLDR_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
#: the value given to a variable that is only printed (a player's name, a card code...)
PLAIN_SAMPLE = "r3x"

#: Rendered texts a translation may share with English (language -> texts; "*" = all), and why.
SAME_AS_ENGLISH_ALLOWED: dict[str, set[str]] = {
    # the game's name, a trademark said the same way in every language
    "*": {"UNO",
          # the words that call UNO at the prompt: the trademark itself and its one-letter key
          "uno, u",
          # the tutor's lesson on calling UNO, by the one word it is typed as (tutor-lesson-word)
          "uno",
          # a setting value (settings_words.ftl): the key's name as printed on keyboards
          "enter"},
    # Romanian players name the wild card by the English word printed on it (sheet 004:
    # "cartea Wild"); the other Romanian card names add a Romanian gloss and so differ;
    # and the number 0 in words (numbers.ftl) is "zero" in Romanian as in English, "braille", "chat", "standard", "text" too
    # "normal" (the middle level, as typed: nivel normal) is a Romanian word as well
    "ro": {"Wild", "zero", "braille", "chat", "standard", "text", "normal"},
    # the first seat's name: Ana is as Croatian a name as it is English ("Ana igra crvenu sedmicu")
    "hr": {"Ana"},
    # the number 0 in words (numbers.ftl) is "zero" in these languages as in English; "braille" and
    # "volume", "chat", "standard", "normal", "system" (settings_words.ftl) are the same words there
    "it": {"zero", "braille", "Braille", "volume", "chat", "standard"}, "pt": {"zero", "braille", "volume", "chat", "normal"},
    "pl": {"zero", "braille", "system"},
}


#: Messages a language may give extra grammar: a ``$case`` variable and attributes such as
#: ``.gender`` (card names inflect for case and gender in pl/hr/it/pt/ro, not in English)
GRAMMAR_MESSAGES = {"card-name", "color-name"}
GRAMMAR_VARIABLES = {"case"}

#: ``numbers.ftl`` spells numbers for NUM(): each language lists the numbers it cannot build
#: from smaller ones (Italian "ventuno", Portuguese "cento" inside "cento e um"), so these ids
#: may be extra or missing, and they may select on the grammar NUM passes ($gender, $case).
NUMBER_ID = re.compile(r"number-[0-9]+(-compound)?|list-(and|or)")
NUMBER_VARIABLES = {"gender", "case"}
#: (``list-and``/``list-or`` too may be extra: a language that needs to choose its "and" or "or"
#: by the last item of a list defines them, see ``Localizer.join``; the others keep CLDR's)

#: A player's name always comes with whether it is the reader (``$name`` with ``$you``, ``$other``
#: with ``$otheryou``: uno_access.narration.presenter passes both); a language may select on the person
#: where English needs no selector ("you draw" but it "peschi", pl "dobierasz"), or not.
PERSON_VARIABLES = {"name": "you", "other": "otheryou"}
#: arguments passed to every language for the ones that need them where English does not: a
#: setting's file key and its number (pt "espera 2,5 segundos", "Agora a espera é de..."), and the
#: tutor's moment (after a wrong move pt says the answer in the past: "A carta que podia ser jogada era")
OPTIONAL_VARIABLES = {"console-setting-item": {"key", "number"}, "console-setting-changed": {"key", "number"},
                      "console-setting-value": {"number"},
                      "tutor-legal-now": {"moment"},
                      # "yes" when the top card is a Wild: a language may name the chosen colour only then;
                      # "yes" when every card in the hand is playable (pl "możesz zagrać obie / wszystkie")
                      "ev-turn.verbose": {"wild", "all"},
                      # "reverse" when a two-player Reverse skipped, "draw" after a draw: a language may name the card
                      "ev-skip-after-draw": {"after"},
                      # the verdict of a challenge may wait for the draw line that follows the
                      # inspection of the hand (pl: "Zagranie było zgodne z zasadami: X dobiera...")
                      "ev-challenge": {"legal"},
                      # what the English review (r5) asked to say; a language may use them too:
                      # jumping in is still open ("not your turn" read as a contradiction there),
                      # the limit reached, the team members and the human's team and partners,
                      # the card's code (to say "Wild cards" rather than "copies of the Wild")
                      "err-not_your_turn": {"jump"}, "ev-eliminated": {"target"},
                      "game-team-item": {"members", "yours"},
                      "rules-scoring-teams": {"partnercount", "partners", "yourteam"},
                      "tutor-q-copies": {"code"},
                      # the elapsed time as a number, to agree the unit (pt "0,1 segundo", "2,5 segundos")
                      "simulate-elapsed": {"value"}}


@dataclass
class MessageInfo:
    """What a test needs to know about one message of one file."""

    id: str
    attributes: tuple[str, ...]
    has_value: bool = True
    variables: dict[str, set[str]] = field(default_factory=dict)  # per pattern ("" = value)
    numeric: set[str] = field(default_factory=set)
    keys: dict[str, set[str]] = field(default_factory=dict)  # string selector -> its variant keys
    references: set[str] = field(default_factory=set)
    plural_selects: list[tuple[str, set[str]]] = field(default_factory=list)


class _Scan(visitor.Visitor):
    """Collects variables, their use (number or string) and message references of a pattern."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.numeric: set[str] = set()
        self.keys: dict[str, set[str]] = {}
        self.references: set[str] = set()
        self.plural_selects: list[tuple[str, set[str]]] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add(node.id.name)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        if node.id.name == "NUMBER":
            for arg in node.arguments.positional:
                if isinstance(arg, ast.VariableReference):
                    self.numeric.add(arg.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        selector: ast.SyntaxNode = node.selector
        if isinstance(selector, ast.FunctionReference) and selector.id.name in ("INITIAL", "GENDER"):
            # keys are first letters ("ad Anna") or genders (f, m), not values:
            # tests/test_italian_euphony.py and tests/test_name_gender.py render those variants with names
            self.generic_visit(node)
            return
        if isinstance(selector, ast.FunctionReference) and selector.arguments.positional:
            selector = selector.arguments.positional[0]
        if isinstance(selector, ast.VariableReference):
            name = selector.id.name
            keys: set[str] = set()
            has_number_key = False
            for variant in node.variants:
                if isinstance(variant.key, ast.NumberLiteral):
                    has_number_key = True
                else:
                    keys.add(variant.key.name)
            categories = keys & (CLDR_CATEGORIES - {"other"})
            if categories or (has_number_key and keys <= CLDR_CATEGORIES):
                self.numeric.add(name)
                if categories:
                    self.plural_selects.append((name, keys))
            else:
                # the default variant is reached by any other value (PLAIN_SAMPLE): only the
                # named keys are samples, so a default that prints the value prints no key name
                named = {v.key.name for v in node.variants if not v.default and isinstance(v.key, ast.Identifier)}
                self.keys.setdefault(name, set()).update(named)
        self.generic_visit(node)


def _scan(pattern: ast.Pattern | None) -> _Scan:
    scan = _Scan()
    if pattern is not None:
        scan.visit(pattern)
    return scan


def parse_file(path: Path) -> dict[str, MessageInfo]:
    """The messages of one .ftl file (terms are checked through the messages that use them)."""
    messages: dict[str, MessageInfo] = {}
    for entry in ftl_messages(path).values():
        info = MessageInfo(entry.id.name, tuple(a.id.name for a in entry.attributes), entry.value is not None)
        patterns = [("", entry.value)] + [(a.id.name, a.value) for a in entry.attributes]
        for attr, pattern in patterns:
            scan = _scan(pattern)
            info.variables[attr] = scan.variables
            info.numeric |= scan.numeric
            for name, keys in scan.keys.items():
                info.keys.setdefault(name, set()).update(keys)
            info.references |= scan.references
            info.plural_selects += scan.plural_selects
        messages[entry.id.name] = info
    return messages


@cache
def load(lang: str) -> dict[str, dict[str, MessageInfo]]:
    """file name -> message id -> info, for every .ftl file of ``lang``."""
    folder = locales_dir() / lang
    return {path.name: parse_file(path) for path in sorted(folder.glob("*.ftl"))}


def all_messages(lang: str) -> dict[str, MessageInfo]:
    return {msg_id: info for messages in load(lang).values() for msg_id, info in messages.items()}


def variables_with_references(lang: str, msg_id: str, seen: frozenset[str] = frozenset()) -> MessageInfo:
    """The message's info with the variables of the messages it references merged in."""
    messages = all_messages(lang)
    info = messages[msg_id]
    merged = MessageInfo(info.id, info.attributes, info.has_value, dict(info.variables),
                         set(info.numeric), {k: set(v) for k, v in info.keys.items()})
    for ref in info.references - seen:
        if ref in messages:
            sub = variables_with_references(lang, ref, seen | {msg_id})
            merged.variables[""] = merged.variables.get("", set()) | set().union(*sub.variables.values())
            merged.numeric |= sub.numeric
            for name, keys in sub.keys.items():
                merged.keys.setdefault(name, set()).update(keys)
    return merged


def samples(info: MessageInfo, lang: str) -> dict[str, list[object]]:
    """Sample values for every variable a message uses (across languages: keys of all of them)."""
    names: set[str] = set().union(*info.variables.values()) if info.variables else set()
    numeric = set(info.numeric)
    keys = {k: set(v) for k, v in info.keys.items()}
    # a variable that is a number in any language is a number everywhere
    for other in LANGUAGES:
        other_info = all_messages(other).get(info.id)
        if other_info is not None:
            numeric |= other_info.numeric & names
            for name, more in other_info.keys.items():
                keys.setdefault(name, set()).update(more)
    result: dict[str, list[object]] = {}
    for name in sorted(names):
        if name in numeric:
            result[name] = list(BOUNDARY_NUMBERS)
        elif name in keys:
            result[name] = [*sorted(keys[name]), PLAIN_SAMPLE]
        else:
            result[name] = [PLAIN_SAMPLE]
    return result


def renderings(lang: str, msg_id: str) -> list[str]:
    """The message (and each attribute) rendered with each sample of each variable in turn."""
    loc = Localizer(lang)
    info = variables_with_references(lang, msg_id)
    values = samples(info, lang)
    base = {name: options[0] for name, options in values.items()}
    texts: list[str] = []
    targets = ([msg_id] if info.has_value else []) + [
        f"{msg_id}.{attr}" for attr in info.attributes
    ]
    for target in targets:
        texts.append(loc.format(target, **base))
        for name, options in values.items():
            for option in options[1:]:
                texts.append(loc.format(target, **{**base, name: option}))
    return texts


# -- the tests ---------------------------------------------------------------


def test_english_locale_exists() -> None:
    assert "rules.ftl" in load("en"), "locales/en/rules.ftl is missing"
    assert all_messages("en"), "English has no messages"


@pytest.mark.parametrize("lang", OTHERS)
def test_same_files(lang: str) -> None:
    assert sorted(load(lang)) == sorted(load("en")), f"{lang}: the .ftl files differ from English"


@pytest.mark.parametrize("lang", OTHERS)
def test_same_message_ids_and_attributes(lang: str) -> None:
    problems = []
    english, other = load("en"), load(lang)
    for name in sorted(set(english) | set(other)):
        en_msgs, xx_msgs = english.get(name, {}), other.get(name, {})
        for msg_id in sorted(set(en_msgs) - set(xx_msgs)):
            if not NUMBER_ID.fullmatch(msg_id):
                problems.append(f"{lang}/{name}: missing {msg_id}")
        for msg_id in sorted(set(xx_msgs) - set(en_msgs)):
            if not NUMBER_ID.fullmatch(msg_id):
                problems.append(f"{lang}/{name}: extra {msg_id} (not in English)")
        for msg_id in sorted(set(en_msgs) & set(xx_msgs)):
            if msg_id in GRAMMAR_MESSAGES:
                missing = set(en_msgs[msg_id].attributes) - set(xx_msgs[msg_id].attributes)
                if missing:
                    problems.append(f"{lang}/{name}: {msg_id} lacks attributes {sorted(missing)}")
            elif set(en_msgs[msg_id].attributes) != set(xx_msgs[msg_id].attributes):
                problems.append(
                    f"{lang}/{name}: {msg_id} attributes {sorted(xx_msgs[msg_id].attributes)}"
                    f" != English {sorted(en_msgs[msg_id].attributes)}"
                )
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", OTHERS)
def test_same_variables(lang: str) -> None:
    """Each message (and attribute) uses the variables English uses, counting referenced messages."""
    problems = []
    english = all_messages("en")
    for msg_id in sorted(all_messages(lang)):
        if msg_id not in english:
            continue  # reported by test_same_message_ids_and_attributes
        ours = variables_with_references(lang, msg_id)
        theirs = variables_with_references("en", msg_id)
        for attr, variables in ours.variables.items():
            want = theirs.variables.get(attr, set())
            if msg_id in GRAMMAR_MESSAGES:
                if attr not in theirs.variables:
                    continue  # a grammar attribute (.gender) English does not have
                variables = variables - GRAMMAR_VARIABLES
                want = want - GRAMMAR_VARIABLES  # English, too, may or may not select on $case
            if NUMBER_ID.fullmatch(msg_id):
                variables = variables - NUMBER_VARIABLES
            optional = {person for base, person in PERSON_VARIABLES.items() if base in want | variables}
            optional |= OPTIONAL_VARIABLES.get(f"{msg_id}.{attr}" if attr else msg_id, set())
            variables, want = variables - optional, want - optional
            if variables != want:
                where = f"{msg_id}.{attr}" if attr else msg_id
                problems.append(f"{lang}: {where} uses {sorted(variables)}, English uses {sorted(want)}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders(lang: str) -> None:
    """No Fluent error (unknown variable, message or term) for any sample value, and no
    leftover Fluent syntax or isolation mark in the text a screen reader gets.

    An empty rendering is allowed: some attributes are deliberately empty (nothing to say).
    """
    problems = []
    for msg_id in sorted(all_messages(lang)):
        try:
            texts = renderings(lang, msg_id)
        except Exception as exc:  # a Fluent error names the message and the reason
            problems.append(f"{lang}: {msg_id}: {exc}")
            continue
        if not texts:
            problems.append(f"{lang}: {msg_id} has neither a value nor attributes")
        for text in texts:
            if any(mark in text for mark in ("{", "}", "\u2068", "\u2069")):
                problems.append(f"{lang}: {msg_id} renders Fluent syntax or isolation marks: {text!r}")
                break
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_selectors_cover_the_language(lang: str) -> None:
    """A selector on plural categories names every category the boundary numbers reach."""
    plural_form = Locale.parse(lang).plural_form
    needed = {plural_form(n) for n in BOUNDARY_NUMBERS}
    problems = []
    for msg_id, info in sorted(all_messages(lang).items()):
        for variable, keys in info.plural_selects:
            missing = needed - keys
            if missing:
                problems.append(f"{lang}: {msg_id}: ${variable} has no variant for {sorted(missing)}")
    assert not problems, "\n".join(problems)


@cache
def _seat_names() -> frozenset[str]:
    """Every language's seat names (game-seat-name for the first ten seats)."""
    return frozenset(Localizer(lang).format("game-seat-name", seat=seat) for lang in LANGUAGES for seat in range(10))


def _allowed_same(lang: str) -> set[str]:
    return SAME_AS_ENGLISH_ALLOWED["*"] | SAME_AS_ENGLISH_ALLOWED.get(lang, set())


@pytest.mark.parametrize("lang", OTHERS)
def test_nothing_left_in_english(lang: str) -> None:
    english = all_messages("en")
    problems = []
    for msg_id in sorted(all_messages(lang)):
        if msg_id not in english:
            continue
        ours, theirs = renderings(lang, msg_id), renderings("en", msg_id)
        for text, en_text in zip(ours, theirs):
            if text != en_text:
                continue
            # the same text is fine when it holds no words once the placeables are out
            # ("", "r3x +0") or only allowed words ("r3x UNO")
            words = text.replace(PLAIN_SAMPLE, "")
            # a seat's name (a sample key where a translation agrees with the name) is no word
            words = " ".join(w for w in words.split() if w.strip(" .,:;!?") not in _seat_names()).strip(" .,:;!?")
            # a one-letter shortcut (cmd-key-*) is the language's own letter, whatever English has
            if msg_id.startswith("cmd-key-") and len(text) == 1:
                continue
            if not any(ch.isalpha() for ch in words) or text in _allowed_same(lang) or words in _allowed_same(lang):
                continue
            problems.append(f"{lang}: {msg_id} is still English: {text!r}")
            break
    assert not problems, "\n".join(problems)


# -- plural agreement at the CLDR boundaries, expectations written by hand ------------

#: (language, message, variable, {number: the noun phrase the sentence must contain})
PLURAL_CASES = [
    # Polish accusative after "dobiera": jedną kartę, 2-4 karty (also 22, 102), else kart; the
    # count in words agrees with the feminine noun (dwie, not dwa; "jeden" inside 21 and 101)
    ("pl", "rules-uno-penalty", "count", {
        0: "zero kart", 1: "jedną kartę", 2: "dwie karty", 3: "trzy karty", 4: "cztery karty",
        5: "pięć kart", 11: "jedenaście kart", 12: "dwanaście kart", 21: "dwadzieścia jeden kart",
        22: "dwadzieścia dwie karty", 25: "dwadzieścia pięć kart", 100: "sto kart",
        101: "sto jeden kart", 102: "sto dwie karty", 112: "sto dwanaście kart"}),
    # points are masculine in Polish: digits are read right and stay
    ("pl", "rules-card-points", "points", {
        1: "1 punkt", 2: "2 punkty", 5: "5 punktów", 12: "12 punktów", 20: "20 punktów",
        22: "22 punkty", 50: "50 punktów", 112: "112 punktów"}),
    ("pl", "rules-scoring-teams", "count", {1: "jedną drużynę", 2: "dwie drużyny", 5: "pięć drużyn"}),
    # Croatian nominative after "za kaznu se vuče": jedna karta, dvadeset jedna karta, 2-4 karte, else karata
    ("hr", "rules-illegal-penalty-size", "count", {
        0: "nula karata", 1: "jedna karta", 2: "dvije karte", 4: "četiri karte", 5: "pet karata",
        11: "jedanaest karata", 12: "dvanaest karata", 21: "dvadeset jedna karta",
        22: "dvadeset dvije karte", 25: "dvadeset pet karata", 101: "sto jedna karta",
        102: "sto dvije karte", 112: "sto dvanaest karata"}),
    # Croatian accusative after "vuče": jednu kartu, dvadeset jednu kartu
    ("hr", "rules-uno-penalty", "count", {
        1: "jednu kartu", 2: "dvije karte", 3: "tri karte", 11: "jedanaest karata",
        21: "dvadeset jednu kartu"}),
    ("hr", "rules-card-points", "points", {
        1: "1 bod", 2: "2 boda", 5: "5 bodova", 11: "11 bodova", 20: "20 bodova", 21: "21 bod"}),
    # Romanian: "de" from 20 on, except numbers ending in 01-19 (101, 112); "punct" is neuter:
    # un punct, două puncte, douăsprezece puncte (the neuter plural agrees as a feminine)
    ("ro", "rules-card-points", "points", {
        0: "zero puncte", 1: "un punct", 2: "două puncte", 11: "unsprezece puncte",
        12: "douăsprezece puncte", 20: "douăzeci de puncte", 22: "douăzeci și două de puncte",
        25: "douăzeci și cinci de puncte", 100: "o sută de puncte", 102: "o sută două puncte",
        112: "o sută douăsprezece puncte"}),
    ("ro", "rules-uno-penalty", "count", {
        1: "trage o carte", 2: "două cărți", 12: "douăsprezece cărți", 19: "nouăsprezece cărți",
        20: "douăzeci de cărți", 22: "douăzeci și două de cărți", 102: "o sută două cărți"}),
    ("it", "rules-uno-penalty", "count", {1: "una carta", 2: "due carte", 21: "ventuno carte",
                                          101: "centouno carte"}),
    ("pt", "rules-uno-penalty", "count", {1: "uma carta", 2: "duas cartas", 21: "vinte e uma cartas",
                                          22: "vinte e duas cartas", 101: "cento e uma cartas"}),
    ("en", "rules-uno-penalty", "count", {1: "one card.", 2: "two cards", 21: "twenty-one cards",
                                          101: "one hundred one cards"}),
]


@pytest.mark.parametrize("lang, msg_id, variable, expected", PLURAL_CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in PLURAL_CASES])
def test_plural_agreement(lang: str, msg_id: str, variable: str, expected: dict[int, str]) -> None:
    loc = Localizer(lang)
    for number, phrase in expected.items():
        text = loc.format(msg_id, **{variable: number})
        assert phrase in text, f"{lang} {msg_id} at {number}: {text!r} lacks {phrase!r}"


def test_whole_sentences_agree() -> None:
    """A few full sentences, as a listener hears them."""
    pl, hr, ro = Localizer("pl"), Localizer("hr"), Localizer("ro")
    assert pl.format("rules-diff-count", count=1) == "Jedna zasada różni się od oficjalnych:"
    assert pl.format("rules-diff-count", count=3) == "Od oficjalnych różnią się trzy zasady:"
    assert pl.format("rules-diff-count", count=5) == "Od oficjalnych różni się pięć zasad:"
    assert pl.format("rules-diff-count", count=22) == "Od oficjalnych różnią się dwadzieścia dwie zasady:"
    assert pl.format("rules-deck-wilds", count=4) == (
        "Są cztery karty Zmiana koloru, kod wld, i tyle samo kart Zmiana koloru – Weź cztery, kod dr4.")
    assert pl.format("rules-deck-wilds", count=5).startswith("Jest pięć kart Zmiana koloru")
    assert hr.format("rules-diff-count", count=21) == "Od službenih se razlikuje dvadeset jedno pravilo:"
    assert hr.format("rules-diff-count", count=2) == "Od službenih se razlikuju dva pravila:"
    assert hr.format("rules-deck-wilds", count=21).startswith("Postoji dvadeset jedan džoker, kod wld")
    assert hr.format("rules-deck-wilds", count=4).startswith("Postoje četiri džokera, kod wld")
    assert ro.format("rules-diff-count", count=20) == "De cele oficiale diferă douăzeci de reguli:"
    assert ro.format("rules-diff-count", count=7) == "De cele oficiale diferă șapte reguli:"
    assert ro.format("rules-aim-players", min=2, max=10) == "La UNO pot juca între 2 și 10 jucători."
    assert ro.format("rules-aim-players", min=2, max=20).endswith("între 2 și 20 de jucători.")
    assert Localizer("it").format("rules-deck-wilds", count=1).startswith("C'è un Jolly")  # il Jolly
    assert Localizer("en").format("rules-card-codes", count=1, codes="wld") == "Code: wld."
    # numbers are never grouped: a screen reader must say "10000", not "10,000"
    assert "10000 pontos" in Localizer("pt").format("rules-scoring-target", scoring="x", target=10000)


def test_the_checks_see_what_they_must(tmp_path: Path) -> None:
    """The scanner finds variables, plural selectors and their categories, string selectors."""
    ftl = tmp_path / "x.ftl"
    ftl.write_text(
        "a = { $count ->\n    [one] { $count } karta\n   *[other] { $count } kart\n}\n"
        "b = { $scoring ->\n    [lowest_score] low\n   *[other] { $name }\n}\n    .brief = { $who }\n"
        "c = { $n ->\n    [0] none\n   *[other] some\n}\n",
        encoding="utf-8",
    )
    info = parse_file(ftl)
    assert info["a"].plural_selects == [("count", {"one", "other"})]
    plural_form = Locale.parse("pl").plural_form
    needed = {plural_form(n) for n in BOUNDARY_NUMBERS}
    assert needed - info["a"].plural_selects[0][1] == {"few", "many"}  # what the test would report
    assert info["b"].numeric == set() and info["b"].keys == {"scoring": {"lowest_score"}}
    assert info["b"].variables == {"": {"scoring", "name"}, "brief": {"who"}}
    assert info["c"].numeric == {"n"} and info["c"].plural_selects == []


@pytest.mark.parametrize("lang", ["en", "it", "pt", "pl", "hr", "ro"])
def test_the_playable_line_of_a_one_card_hand_speaks_of_that_card(lang: str) -> None:
    loc = Localizer(lang)
    for count in (0, 1):
        one = loc.format("game-hand-playable", count=count, held=1)
        assert one != loc.format("game-hand-playable", count=count, held=3)
        assert one != loc.format("game-hand-playable", count=count, held=21)  # 21 is no "one card"
    assert Localizer("en").format("game-hand-playable", count=0, held=1) == "You cannot play it now."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_elimination_match_does_not_start_by_calling_the_target_a_win(lang):
    """ro review r6: "the first to reach 100 wins" before "whoever reaches 100 is out"."""
    line = Localizer(lang).format("ev-match-start", players=3, preset="x", scoring="elimination", target=137)
    assert "137" not in line, line
    assert "137" in Localizer(lang).format("ev-match-start", players=3, preset="x", scoring="winner_takes_points",
                                           target=137)
