"""Polish and Croatian past-tense verbs agree with the player's name through ONE term per
language, ``-name-gender`` in ``game.ftl``: every message that selects on ``GENDER($name)`` or
``GENDER($other)`` says "odigrala"/"zagrała" for a listed woman's name and the masculine form
for any other name, and no message lists names itself.
"""

from __future__ import annotations

import itertools
import re

import pytest
from fluent.syntax import ast as FTL
from ftl_helpers import ftl_call_variables, ftl_find, ftl_messages, ftl_variables

from uno_access.i18n import Localizer, MissingMessage, locales_dir

#: a woman's name from each term, another listed one, and two men's names (one not in any list)
NAMES = {"hr": ("Ana", "Vesna", "Boris", "Zvonimir"), "pl": ("Celina", "Anna", "Bartek", "Zbigniew")}
#: the variables holding a player's name, whose GENDER() the past tense follows
NAME_VARIABLES = {"name", "other"}


def messages(lang: str) -> dict[str, FTL.Message]:
    found = {}
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        found.update(ftl_messages(path))
    return found


def selector_keys(node: object) -> dict[str, list[object]]:
    """Each variable a select expression of ``node`` selects on, with its variant keys."""
    keys: dict[str, list[object]] = {}
    for item in ftl_find(node, FTL.SelectExpression):
        if isinstance(item.selector, FTL.VariableReference):
            for variant in item.variants:
                key = variant.key
                value = int(key.value) if isinstance(key, FTL.NumberLiteral) else key.name
                keys.setdefault(item.selector.id.name, []).append(value)
    return keys


def renderings(loc: Localizer, msg_id: str, entry: FTL.Message, var: str, name: str) -> list[str]:
    """The message (and attributes) with ``$var`` = ``name``, trying each variant of every other
    selector in turn (the rest at their defaults, the other player "Xx", "no" for "you")."""
    base: dict[str, object] = {v: "x" for v in ftl_variables(entry)}
    base.update({"you": "no", "otheryou": "no", "name": "Xx", "other": "Xx"})
    base[var] = name
    tries = [dict(base)]
    for selected, keys in selector_keys(entry).items():
        if selected in ("name", "other"):
            continue
        tries += [{**base, selected: key} for key in keys]
    ids = [msg_id] + [f"{msg_id}.{attr.id.name}" for attr in entry.attributes]
    return [_format(loc, one, args) for one, args in itertools.product(ids, tries)]


def _format(loc: Localizer, msg_id: str, args: dict[str, object]) -> str:
    """``msg_id`` formatted, a placeholder given to each variable a referenced message needs."""
    args = dict(args)
    while True:
        try:
            return loc.format(msg_id, **args)
        except MissingMessage as error:
            missing = re.search(r"Unknown external: (\w+)", str(error))
            if not missing or missing.group(1) in args:
                raise
            args[missing.group(1)] = "x"


@pytest.mark.parametrize("lang", sorted(NAMES))
def test_past_tense_agrees_with_the_name(lang: str) -> None:
    woman, other_woman, man, unlisted = NAMES[lang]
    loc = Localizer(lang)
    checked = []
    for msg_id, entry in messages(lang).items():
        for var in sorted(ftl_call_variables(entry, "GENDER") & NAME_VARIABLES):
            female = renderings(loc, msg_id, entry, var, woman)
            male = renderings(loc, msg_id, entry, var, man)
            # the names themselves differ: compared with the name blanked, the verbs must differ
            assert [line.replace(woman, "@") for line in female] != [line.replace(man, "@") for line in male], (
                f"{lang}/{msg_id}: ${var} {woman} and {man} read the same")
            assert renderings(loc, msg_id, entry, var, other_woman) == [
                line.replace(woman, other_woman) for line in female], f"{lang}/{msg_id}: {other_woman}"
            assert renderings(loc, msg_id, entry, var, unlisted) == [
                line.replace(man, unlisted) for line in male], f"{lang}/{msg_id}: {unlisted} not masculine"
            checked.append(msg_id)
    # the messages that must be covered: the game's and the tutor's (hr), the bots' explanations
    assert {"game-prompt-challenge", "ev-challenge"} <= set(checked)
    if lang == "hr":
        assert {"ev-play", "tutor-goal"} <= set(checked)


@pytest.mark.parametrize("lang", sorted(NAMES))
def test_women_are_listed_once(lang: str) -> None:
    """A selector on a literal name is found only in the term ``-name-gender``."""
    woman = NAMES[lang][0]
    for msg_id, entry in messages(lang).items():
        for selected, keys in selector_keys(entry).items():
            assert woman not in keys, f"{lang}/{msg_id} selects ${selected} on {woman}"


def test_you_keeps_its_own_form() -> None:
    loc = Localizer("hr")
    assert loc.format("ev-play.verbose", you="yes", name="Ana", card="x", color="none", left=0).endswith(
        "Više nemaš karata.")
    assert "Ostala je bez karata." in loc.format("ev-play.verbose", you="no", name="Ana", card="x", color="none", left=0)
    assert "Ostao je bez karata." in loc.format("ev-play.verbose", you="no", name="Goran", card="x", color="none", left=0)
