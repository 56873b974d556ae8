"""Italian euphony: "ad" before a name that starts with a, "ed" before one that starts with e.

A player's name reaches a sentence as a variable (a seat's name or one typed at the hot-seat
prompt), so the translation selects on ``INITIAL($name)`` and lists of names are joined by the
Italian ``list-and`` message (``Localizer.join``).  Every Italian message is rendered with
names starting with A and E in every text variable, and no "a Anna" or "e Elena" may come out.
"""

from __future__ import annotations

import re

from test_locales import PLAIN_SAMPLE, all_messages, samples, variables_with_references

from uno_access.engine import RuleSet, event_from_dict
from uno_access.i18n import Localizer
from uno_access.i18n.bundles import FUNCTIONS
from uno_access.narration.presenter import Presenter

#: the conjunction or preposition that wants its euphonic d before the same vowel
MISSING_D = re.compile(r"(?<![\w'])(a [AaÀà]|e [EeÈèÉé])\w")
#: the variables that hold a player's name (tests/test_locales.PERSON_VARIABLES and the others)
NAME_VARIABLES = {"name", "other", "next", "target", "first", "second", "winner", "player"}


def test_initial_is_the_first_letter_without_accents():
    initial = FUNCTIONS["INITIAL"]
    assert [initial(x) for x in ("Anna", "Àngelo", "elena", " Otto", "3 carte", "", None)] == [
        "a", "a", "e", "o", "other", "other", "other"]


def test_no_italian_message_misses_the_euphonic_d():
    loc = Localizer("it")
    found = []
    for msg_id in sorted(all_messages("it")):
        if msg_id.startswith("cli-"):
            continue  # there $other is an option ("--rules"), not a player
        info = variables_with_references("it", msg_id)
        values = samples(info, "it")
        base = {key: options[0] for key, options in values.items()}
        targets = ([msg_id] if info.has_value else []) + [f"{msg_id}.{a}" for a in info.attributes]
        for key, options in values.items():
            if key not in NAME_VARIABLES or options != [PLAIN_SAMPLE]:
                continue  # not a name, or a number or a selector key
            for target in targets:
                for name in ("Anna", "Elena"):
                    text = loc.format(target, **{**base, key: name})
                    if MISSING_D.search(text):
                        found.append(f"{target} (${key}): {text}")
    assert not found, "\n".join(found)


def test_the_turn_and_the_score_list_as_heard():
    rules = RuleSet.preset("official").to_dict()
    p = Presenter(Localizer("it"), 6, [5], rules)
    turn = p.narrate(event_from_dict({"type": "turn", "seat": 0}))[0].text("verbose")
    assert turn.startswith("Tocca ad Anna.")
    assert p.loc.join(p.seat_names()[:5]) == "Anna, Bruno, Chiara, Davide ed Elena"
    assert p.loc.join(["Elena", "Bruno"]) == "Elena e Bruno"
    # other languages keep CLDR's joins
    assert Localizer("en").join(["Anna", "Bruno", "Elena"]) == "Anna, Bruno, and Elena"
    assert Localizer("pt").join(["Ana", "Bruno", "Elena"]) == "Ana, Bruno e Elena"
