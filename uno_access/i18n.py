"""Fluent localization: every user-facing text comes from ``locales/<lang>/*.ftl``.

``Localizer(lang).format("msg-id", name="Ana", count=2)`` renders a message.
Numbers are formatted without digit grouping (a screen reader must say
"1500", not "1,500"), and no Unicode isolation marks are inserted, so the
printed line holds nothing a speech engine or Braille display would trip on.
A count that must agree with its noun is written ``{ NUM($count, gender: "feminine",
case: "acc") }`` and comes out in words from ``numbers.ftl`` ("dwie karty"), because
espeak-ng and screen readers read digits in one fixed gender and case ("dwa karty").
"""

from __future__ import annotations

import locale as _locale
import os
import re
from functools import lru_cache
from importlib import resources
from pathlib import Path

from typing import Callable

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentType, fluent_number

LANGUAGES = ("en", "it", "pt", "pl", "hr", "ro")
DEFAULT_LANGUAGE = "en"


def locales_dir() -> Path:
    """Where the ``.ftl`` files are: ``$UNO_ACCESS_LOCALES_DIR`` (a translator trying a copy),
    inside the installed package, or the checkout's ``locales/``."""
    env = os.environ.get("UNO_ACCESS_LOCALES_DIR")
    if env:
        return Path(env)
    try:
        path = Path(str(resources.files("uno_access.locales")))
        if (path / DEFAULT_LANGUAGE).is_dir():
            return path
    except ModuleNotFoundError:
        pass
    return Path(__file__).resolve().parent.parent / "locales"


def normalize_language(value: str | None) -> str | None:
    """``"pt_BR.UTF-8"`` -> ``"pt"``; None when the value names no supported language."""
    if not value:
        return None
    code = value.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def language_from_environment() -> str | None:
    """The first supported language named by LANGUAGE, LC_ALL, LC_MESSAGES or LANG."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in os.environ.get(var, "").split(":"):
            lang = normalize_language(part)
            if lang:
                return lang
    try:
        return normalize_language(_locale.getlocale()[0])
    except ValueError:
        return None


def resolve_language(requested: str | None) -> tuple[str, bool]:
    """The language to use and whether the request was unknown (the caller says so once)."""
    if requested:
        lang = normalize_language(requested)
        if lang:
            return lang, False
        return DEFAULT_LANGUAGE, True
    return language_from_environment() or DEFAULT_LANGUAGE, False


class Noun(FluentType):
    """A noun phrase that a translation can inflect: ``{ CASE($card, case: "acc") }``.

    Formatted plainly it gives its dictionary form (case ``nom``).  ``forms(case)``
    renders any case the language's ``.ftl`` files define (an unknown case falls
    back to the dictionary form inside the message itself), and ``GENDER($card)``
    gives its grammatical gender for agreement selectors (``m``, ``f``, ``n``...).
    """

    def __init__(self, forms: Callable[[str], str], gender: str = "other") -> None:
        self.forms = forms
        self.gender = gender

    def format(self, locale: object) -> str:  # noqa: A003 - FluentType API
        return self.forms("nom")

    def __str__(self) -> str:
        return self.forms("nom")


def _case(noun: object, case: str = "nom") -> object:
    if isinstance(noun, Noun):
        return noun.forms(str(case))
    return noun if isinstance(noun, (str, FluentType)) else FluentNone()


def _gender(noun: object) -> str:
    return noun.gender if isinstance(noun, Noun) else "other"


#: Fluent functions available to every message (``NUM`` is added per bundle, see ``_bundle``)
FUNCTIONS = {"CASE": _case, "GENDER": _gender}

#: numbers from 0 to this one are spelled out in words; larger ones stay digits
SPELLED_UP_TO = 999


def spell_number(bundle: FluentBundle, number: int, gender: str = "other", case: str = "nom",
                 compound: bool = False) -> str | None:
    """``number`` in words, built from the bundle's ``numbers.ftl``; None when it has no words.

    Only arithmetic happens here, the same for every language: a number with its own message
    ``number-<n>`` (a part of a larger number tries ``number-<n>-compound`` first) is that
    message; any other is split into hundreds and the rest, or tens and units, and the parts
    (spelled in turn with the same gender and case) are joined by the language's
    ``number-hundreds-join`` or ``number-tens-join``.  All words and joins are the translation's.
    """
    if number < 0 or number > SPELLED_UP_TO:
        return None
    args = {"gender": gender, "case": case}
    for msg_id in ([f"number-{number}-compound"] if compound else []) + [f"number-{number}"]:
        if bundle.has_message(msg_id):
            text, errors = bundle.format_pattern(bundle.get_message(msg_id).value, args)
            return None if errors else text
    if number >= 100:
        head, rest, join, names = number - number % 100, number % 100, "number-hundreds-join", ("hundreds", "rest")
    else:
        head, rest, join, names = number - number % 10, number % 10, "number-tens-join", ("tens", "units")
    if head == 0 or rest == 0:
        return None  # units, round tens and round hundreds must have their own message
    parts = [spell_number(bundle, part, gender, case, compound=True) for part in (head, rest)]
    if None in parts or not bundle.has_message(join):
        return None
    text, errors = bundle.format_pattern(bundle.get_message(join).value, dict(zip(names, parts)))
    return None if errors else text


def _num_function(bundle_of: Callable[[], FluentBundle]) -> Callable[..., object]:
    """``{ NUM($count, gender: "feminine", case: "acc") }``: the count in words, or as digits
    (without grouping) when it is out of the spelled range or not a whole number."""

    def num(value: object, gender: str = "other", case: str = "nom") -> object:
        if isinstance(value, int) and not isinstance(value, bool):
            words = spell_number(bundle_of(), int(value), str(gender), str(case))
            if words is not None:
                return words
            return fluent_number(int(value), useGrouping=False)
        return value if isinstance(value, (str, FluentType)) else FluentNone()

    return num


#: a text argument longer than this is cut (with "…"): Fluent refuses placeables over 2,500
#: characters, and nobody listens to a 5,000-character value read back
MAX_ARG_CHARS = 200


#: characters a typed text may hold that must never reach the screen or the speech engine:
#: control characters (NUL, ESC, CR...), line and paragraph separators, lone surrogates
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def _plain(value: object) -> object:
    if isinstance(value, str):
        if len(value) > MAX_ARG_CHARS:
            value = value[:MAX_ARG_CHARS] + "…"
        if _UNPRINTABLE.search(value):
            value = _UNPRINTABLE.sub("", value)
        return value
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return fluent_number(value, useGrouping=False)
    return value


#: a message file larger than this is not one of ours
MAX_FTL_BYTES = 4 * 1024 * 1024
#: lang -> the problems met loading its files: (file, reason), reason one of
#: "missing", "unreadable", "binary", "broken", "too_large"
_PROBLEMS: dict[str, list[tuple[str, str]]] = {}


def _expected_files() -> set[str]:
    root = locales_dir()
    return {p.name for lang in LANGUAGES for p in (root / lang).glob("*.ftl")}


def _load_resource(path: Path) -> tuple[FluentResource | None, str | None]:
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_FTL_BYTES + 1)
    except OSError:
        return None, "unreadable"
    if len(raw) > MAX_FTL_BYTES:
        return None, "too_large"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None, "binary"
    if "\x00" in text:
        return None, "binary"
    try:
        resource = FluentResource(text)
    except Exception:  # the parser recovers from syntax errors; anything else is a broken file
        return None, "broken"
    from fluent.syntax import ast as fluent_ast

    broken = any(isinstance(entry, fluent_ast.Junk) for entry in resource.body)
    return resource, "broken" if broken else None


@lru_cache(maxsize=None)
def _bundle(lang: str) -> FluentBundle:
    holder: list[FluentBundle] = []
    functions = {**FUNCTIONS, "NUM": _num_function(lambda: holder[0])}
    bundle = FluentBundle([lang], functions=functions, use_isolating=False)
    holder.append(bundle)
    folder = locales_dir() / lang
    problems: list[tuple[str, str]] = []
    present = set()
    for path in sorted(folder.glob("*.ftl")):
        present.add(path.name)
        resource, problem = _load_resource(path)
        if problem is not None:
            problems.append((str(path), problem))
        if resource is not None:
            bundle.add_resource(resource)  # a broken file's good messages still count
    problems.extend((str(folder / name), "missing") for name in sorted(_expected_files() - present))
    _PROBLEMS[lang] = problems
    return bundle


def locale_problems(lang: str) -> list[tuple[str, str]]:
    """The message files of ``lang`` that are missing, unreadable, binary or broken."""
    _bundle(lang)
    return list(_PROBLEMS.get(lang, ()))


class MissingMessage(KeyError):
    """A message id that no locale defines: a programming error, caught by the tests."""


class Localizer:
    """Renders Fluent messages in one language, falling back to English per message."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = normalize_language(lang) or DEFAULT_LANGUAGE
        self._bundles = [_bundle(self.lang)]
        if self.lang != DEFAULT_LANGUAGE:
            self._bundles.append(_bundle(DEFAULT_LANGUAGE))

    def has(self, msg_id: str) -> bool:
        return any(b.has_message(msg_id) for b in self._bundles)

    def format(self, msg_id: str, /, **args: object) -> str:
        """The message ``msg_id`` with ``args`` filled in (``msg.attr`` reaches an attribute)."""
        name, _, attr = msg_id.partition(".")
        values = {k: _plain(v) for k, v in args.items()}
        for bundle in self._bundles:
            if not bundle.has_message(name):
                continue
            message = bundle.get_message(name)
            pattern = message.attributes.get(attr) if attr else message.value
            if pattern is None:
                continue
            text, errors = bundle.format_pattern(pattern, values)
            if errors:
                raise MissingMessage(f"{self.lang}:{msg_id}: {errors[0]}")
            return text
        raise MissingMessage(f"{self.lang}:{msg_id}")

    __call__ = format
