"""Fluent localization: every user-facing text comes from ``locales/<lang>/*.ftl``.

``Localizer(lang).format("msg-id", name="Ana", count=2)`` renders a message.
Numbers are formatted without digit grouping (a screen reader must say
"1500", not "1,500"), and no Unicode isolation marks are inserted, so the
printed line holds nothing a speech engine or Braille display would trip on.
A count that must agree with its noun is written ``{ NUM($count, gender: "feminine",
case: "acc") }`` and comes out in words from ``numbers.ftl`` ("dwie karty"), because
espeak-ng and screen readers read digits in one fixed gender and case ("dwa karty").

Every ``*.ftl`` file of a language folder is loaded, from a cache of the parsed files that is
checked against their bytes on every start (``uno_access.i18n.ftl_cache``).  A message of plain
text is answered from that catalog directly; the first message that needs Fluent's resolver
imports ``fluent.runtime`` (``uno_access.i18n.bundles``), and a bundle is given each message the
first time it is asked for.
"""

from __future__ import annotations

import importlib
import locale as _locale
import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from uno_access.i18n.ftl_cache import Catalog

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle

    from uno_access.i18n.bundles import LazyBundle, Noun  # noqa: F401 - re-exported, see __getattr__

LANGUAGES = ("en", "it", "pt", "pl", "hr", "ro")
DEFAULT_LANGUAGE = "en"


def locales_dir() -> Path:
    """Where the ``.ftl`` files are: ``$UNO_ACCESS_LOCALES_DIR`` (a translator trying a copy),
    inside the installed package, or the checkout's ``locales/``."""
    env = os.environ.get("UNO_ACCESS_LOCALES_DIR")
    if env:
        return Path(env)
    try:
        locales = importlib.import_module("uno_access.locales")  # the installed package (a checkout has none)
        path = Path(str(locales.__file__)).parent
        if (path / DEFAULT_LANGUAGE).is_dir():
            return path
    except ImportError:
        pass
    return Path(__file__).resolve().parents[2] / "locales"


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


def resolve_language(requested: str | None, fallback: str | None = None) -> tuple[str, bool]:
    """The language to use and whether ``requested`` named none we have: then the best one
    available is used instead, ``fallback`` (a saved setting) or the environment's, else
    English, and the caller says so once with ``language_notice``."""
    lang = normalize_language(requested)
    if lang:
        return lang, False
    return normalize_language(fallback) or language_from_environment() or DEFAULT_LANGUAGE, bool(requested)


def language_notice(loc: Localizer, requested: object) -> str:
    """The one line saying that ``requested`` is no language we have, in the language used
    instead (``loc``'s: each translation names itself)."""
    return loc.format("cli-language-unavailable", name=" ".join(str(requested).split())[:20])


def localizer_for(requested: str | None, fallback: str | None = None) -> tuple[Localizer, str | None]:
    """The ``Localizer`` for a ``--lang`` (or setting) value, and the notice to say once when
    that value names no language we have (None when it does)."""
    lang, unknown = resolve_language(requested, fallback)
    loc = Localizer(lang)
    return loc, (language_notice(loc, requested) if unknown else None)


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
        pattern = bundle.get_message(msg_id).value if bundle.has_message(msg_id) else None
        if pattern is not None:
            text, errors = bundle.format_pattern(pattern, args)
            return None if errors else str(text)
    if number >= 100:
        head, rest, join, names = number - number % 100, number % 100, "number-hundreds-join", ("hundreds", "rest")
    else:
        head, rest, join, names = number - number % 10, number % 10, "number-tens-join", ("tens", "units")
    if head == 0 or rest == 0:
        return None  # units, round tens and round hundreds must have their own message
    parts = [spell_number(bundle, part, gender, case, compound=True) for part in (head, rest)]
    pattern = bundle.get_message(join).value if bundle.has_message(join) else None
    if None in parts or pattern is None:
        return None
    text, errors = bundle.format_pattern(pattern, dict(zip(names, parts)))
    return None if errors else str(text)


#: what ``uno_access.i18n.bundles`` defines, reached through this module as before
_FROM_BUNDLES = ("Noun", "FUNCTIONS", "LazyBundle", "make_bundle")


def __getattr__(name: str) -> object:
    if name in _FROM_BUNDLES:
        from uno_access.i18n import bundles

        return getattr(bundles, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _expected_files() -> set[str]:
    root = locales_dir()
    return {p.name for lang in LANGUAGES for p in (root / lang).glob("*.ftl")}


def locale_problems(lang: str) -> list[tuple[str, str]]:
    """The message files of ``lang`` that are missing, unreadable, binary, too large or broken:
    ``(path, reason)``; their messages come from English (``Catalog.problems``)."""
    folder = locales_dir() / lang
    present = {p.name for p in folder.glob("*.ftl")}
    missing = [(str(folder / name), "missing") for name in sorted(_expected_files() - present)]
    return list(_catalog(lang).problems) + missing


@cache
def _catalog(lang: str) -> Catalog:
    return Catalog(locales_dir() / lang)


@cache
def _bundle(lang: str) -> LazyBundle:
    from uno_access.i18n.bundles import make_bundle

    return make_bundle(lang, _catalog(lang))


def catalog(lang: str) -> Catalog:
    """The message files of ``lang``, read once a process (``forget_catalogs`` reads them again)."""
    return _catalog(lang)


def forget_catalogs() -> None:
    """Forget every language's files and bundles, as a new process starts without them."""
    _catalog.cache_clear()
    _bundle.cache_clear()


class MissingMessage(KeyError):
    """A message id that no locale defines: a programming error, caught by the tests."""


class Localizer:
    """Renders Fluent messages in one language, falling back to English per message."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = normalize_language(lang) or DEFAULT_LANGUAGE
        #: the language, then English; a catalog is read when first looked in (English only for
        #: a message the language lacks)
        self._langs = [self.lang] if self.lang == DEFAULT_LANGUAGE else [self.lang, DEFAULT_LANGUAGE]
        _catalog(self.lang)

    def has(self, msg_id: str) -> bool:
        return any(_catalog(lang).has_message(msg_id) for lang in self._langs)

    def format(self, msg_id: str, /, **args: object) -> str:
        """The message ``msg_id`` with ``args`` filled in (``msg.attr`` reaches an attribute)."""
        name, _, attr = msg_id.partition(".")
        values = None
        for lang in self._langs:
            catalog = _catalog(lang)
            if not catalog.has_message(name):
                continue
            text = catalog.plain_text(name, attr)
            if text is not None:  # plain text: what the resolver would give, without it
                return text
            bundle = _bundle(lang)
            if values is None:
                from uno_access.i18n.bundles import plain

                values = {k: plain(v) for k, v in args.items()}
            message = bundle.get_message(name)
            pattern = message.attributes.get(attr) if attr else message.value
            if pattern is None:
                continue
            formatted, errors = bundle.format_pattern(pattern, values)
            if errors:
                raise MissingMessage(f"{self.lang}:{msg_id}: {errors[0]}")
            return str(formatted)
        raise MissingMessage(f"{self.lang}:{msg_id}")

    def join(self, items: list[str], style: Literal["standard", "or", "items"] = "standard") -> str:
        """``items`` as one list ("A, B e C"; ``style="or"`` for alternatives, where one is to be
        chosen), by the language's CLDR patterns, unless the language itself defines ``list-and``
        (``list-or``): then that message joins the last item to the others (``$head``: the others,
        joined by the CLDR pattern; ``$last``; ``$count``), so a translation can choose the word by
        the last item (it "ed Elena", with ``INITIAL``).  ``style="items"``: separate entries read
        out one after another ("name: value" pairs of a read-out), each joined to those before it
        by the message ``list-items`` (``$head``, ``$last``: "a; b"), with no final "and"."""
        from babel import Locale
        from babel.lists import format_list

        if style == "items":
            joined = items[0] if items else ""
            for item in items[1:]:
                joined = self.format("list-items", head=joined, last=item)
            return joined
        msg_id = "list-or" if style == "or" else "list-and"
        if len(items) < 2 or not _catalog(self.lang).has_message(msg_id):
            return format_list(list(items), style=style, locale=self.lang)
        patterns = Locale.parse(self.lang).list_patterns[style]
        head = items[0]
        for i, item in enumerate(items[1:-1]):
            head = patterns["start" if i == 0 else "middle"].format(head, item)
        return self.format(msg_id, head=head, last=items[-1], count=len(items))

    def decimal(self, value: float, places: int = 1, grouping: bool = False) -> str:
        """``value`` with ``places`` decimals and this language's decimal mark ("2,5" in Italian);
        ``grouping``: thousands grouped too, as a table shows them ("60.738" in Italian)."""
        from babel.numbers import format_decimal

        pattern = ("#,##0" if grouping else "0") + ("." + "0" * places if places else "")
        return format_decimal(value, format=pattern, locale=self.lang, group_separator=grouping)

    def why(self, problem: object, *, writing: bool = False) -> str:
        """Why something could not be used (an exception or a reason code), in this language.

        ``writing=True``: ``problem`` came from creating or writing a file, where a missing file
        is no cause: "missing" then names the folder that does not exist."""
        from uno_access.problems import reason_code

        reason, folder = reason_code(problem), ""
        if writing and reason == "missing" and isinstance(problem, OSError) and problem.filename:
            name = os.fsdecode(problem.filename)
            reason, folder = "missing_folder", os.path.dirname(name) or os.path.dirname(os.path.abspath(name))
        return self.format("store-reason", reason=reason, folder=folder)

    __call__ = format
