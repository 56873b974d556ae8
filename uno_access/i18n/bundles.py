"""The part of ``uno_access.i18n`` that needs ``fluent.runtime``: bundles, ``Noun``, ``NUM``.

Importing ``fluent.runtime`` costs more than the rest of a start-up (it brings babel, pytz
and attrs), so ``i18n`` imports this module only when a message needs the resolver: one
with a variable, a selector or a reference.  A message of plain text is answered from the
catalog without it (``uno-access --help`` never imports it).
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Callable
from pathlib import Path

from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentNone, FluentType, fluent_number
from fluent.syntax import ast as FTL

from uno_access.i18n import spell_number
from uno_access.i18n.ftl_cache import Catalog


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


#: the term a language may define to give a player's name its grammatical gender (hr, pl:
#: ``-name-gender = { $name -> [Ana] f *[other] m }``): GENDER($name) of a plain text asks it
NAME_GENDER_TERM = "name-gender"


def gender_function(bundle_of: Callable[[], FluentBundle]) -> Callable[[object], str]:
    """``{ GENDER($name) -> [f] ... *[other] ... }``: a ``Noun``'s own gender; for a text (a
    player's name), what the language's term ``-name-gender`` says of it, so a translation lists
    its women's names in one place; "other" when the language has no such term."""

    def gender(noun: object) -> str:
        found = _gender(noun)
        if found != "other":
            return found
        word = noun.forms("nom") if isinstance(noun, Noun) else noun
        bundle = bundle_of()
        if not isinstance(word, str) or not isinstance(bundle, LazyBundle):
            return found
        return bundle.format_term(NAME_GENDER_TERM, {"name": word}) or found

    return gender


def _initial(text: object) -> str:
    """``{ INITIAL($name) -> [a] ad *[other] a }``: the first letter of a text (a ``Noun``'s
    dictionary form), lower case and without accents ("Àngela" gives "a"); "other" when the
    text does not start with a letter.  A translation selects on it for euphony (it "ad Anna",
    "ed Elena") whatever name a player typed."""
    word = text.forms("nom") if isinstance(text, Noun) else text
    if not isinstance(word, str):
        return "other"
    first = unicodedata.normalize("NFD", word.lstrip()[:1].lower())[:1]
    return first if first.isalpha() else "other"


#: Fluent functions available to every message (``NUM`` is added per bundle, see ``make_bundle``)
FUNCTIONS = {"CASE": _case, "GENDER": _gender, "INITIAL": _initial}


def num_function(bundle_of: Callable[[], FluentBundle]) -> Callable[..., object]:
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
#: characters (a typed value is cut much shorter where it is echoed, see ``commands``)
MAX_ARG_CHARS = 2400
#: characters a typed text may hold that must never reach the screen or the speech engine:
#: control characters (NUL, ESC, CR...), line and paragraph separators, lone surrogates
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def plain(value: object) -> object:
    """An argument as the resolver should see it: numbers without digit grouping; text cut at
    ``MAX_ARG_CHARS`` and without control characters (a typed line is often echoed back)."""
    if isinstance(value, str):
        if len(value) > MAX_ARG_CHARS:
            value = value[:MAX_ARG_CHARS] + "…"
        return _UNPRINTABLE.sub("", value) if _UNPRINTABLE.search(value) else value
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return fluent_number(value, useGrouping=False)
    return value


class LazyBundle(FluentBundle):
    """A bundle of every message of a ``Catalog`` that is given each message, with the
    messages and terms it refers to, the first time it is asked for (through the public
    ``has_message``/``get_message``, which is all ``Localizer`` and ``spell_number`` use)."""

    def __init__(self, lang: str, catalog: Catalog, functions: dict) -> None:
        super().__init__([lang], functions=functions, use_isolating=False)
        self.catalog = catalog
        self._added: set[str] = set()
        self._adding = threading.Lock()

    def has_message(self, message_id: str) -> bool:
        return self.catalog.has_message(message_id)

    def _add(self, key: str) -> None:
        """Give the bundle entry ``key`` and every entry it refers to, each once (nothing when no
        file defines ``key``)."""
        with self._adding:
            for ref in self.catalog.closure(key):
                if ref not in self._added:
                    self.add_resource(FTL.Resource([self.catalog.entry(ref)]))
                    self._added.add(ref)

    def get_message(self, message_id: str):  # noqa: ANN201 - fluent.runtime's compiled message
        if message_id not in self._added and self.has_message(message_id):
            self._add(message_id)
        return super().get_message(message_id)

    def format_term(self, name: str, args: dict) -> str | None:
        """The value of term ``-name`` given ``args``, stripped; None when no file defines it."""
        key = "-" + name
        if key not in self._added:
            self._add(key)
            if key not in self._added:
                return None
        value = self._lookup(name, term=True).value
        if value is None:
            return None
        text, _errors = self.format_pattern(value, args)
        return str(text).strip() or None


def make_bundle(lang: str, catalog: Catalog | Path) -> LazyBundle:
    """The bundle of every message of ``catalog`` (or of the ``*.ftl`` files of a folder)."""
    holder: list[FluentBundle] = []
    functions = {**FUNCTIONS, "NUM": num_function(lambda: holder[0]),
                 "GENDER": gender_function(lambda: holder[0])}
    if isinstance(catalog, Path):
        catalog = Catalog(catalog)
    bundle = LazyBundle(lang, catalog, functions)
    holder.append(bundle)
    return bundle
