"""What the Romanian review of round 3 found, kept from coming back.

"ascunde nimic" and "ocazii automate" in the settings list; thermal paper ("hârtie
termosensibilă") for swell paper; "pe același rând" (in the same turn?) for "in the same command";
the player's name said twice in a verbose play line; team scores without "puncte"; an error line
ending on a reason without its full stop; the colour said again after a coloured top card.
"""

from __future__ import annotations

from pathlib import Path

from uno_access.console import setting_words
from uno_access.engine import RuleSet, event_from_dict
from uno_access.i18n import Localizer
from uno_access.narration.cardnames import card_noun, color_noun
from uno_access.narration.presenter import Presenter
from uno_access.storage.settings import Settings

RO = Localizer("ro")
LOCALES = Path(__file__).resolve().parent.parent / "locales" / "ro"


def _all_text() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(LOCALES.glob("*.ftl")))


def test_the_settings_list_names_every_item_with_a_noun():
    line = ", ".join(setting_words.listed(RO, Settings(windows="auto", mute="")))
    assert "timp-reacție: automat" in line and "mesaje-ascunse: niciunele" in line, line
    assert "ascunde nimic" not in line and "ocazii" not in line, line
    assert setting_words.parse_name(RO, "timp-reacție") == "windows"
    assert setting_words.parse_name(RO, "mesaje-ascunse") == "mute"
    assert setting_words.parse_value(RO, "windows", "fix") == "timed"


def test_words_the_review_found_wrong_are_gone():
    text = _all_text()
    for wrong in ("termosensibil", "pe același rând", "Niciun loc pentru om", "La egalitate pentru",
                  "e setat", "ți-a jucat", "sămânța", "Durata maximă"):
        assert wrong not in text, wrong


def test_a_verbose_play_line_names_the_player_once():
    p = Presenter(RO, 4, [0], RuleSet.preset("official").to_dict())
    notes = p.narrate(event_from_dict({"type": "play", "seat": 1, "card": "y1x", "remaining": 6}))
    line = " ".join(n.text("verbose") for n in notes)
    assert line.count(p.seat_name(1)) == 1, line
    assert "Mai are șase cărți." in line, line


def test_team_scores_say_points():
    item = RO.format("game-team-item", team=1, points=361)
    assert item == "echipa 1 are 361 de puncte"
    assert RO.format("game-team-item", team=2, points=13) == "echipa 2 are 13 puncte"


def test_an_error_line_with_a_reason_ends_with_a_full_stop():
    line = RO.format("labels-cannot-write", path="/x.brf", reason=RO.why("missing"))
    assert line.endswith("nu există."), line


def test_the_verbose_turn_names_the_colour_only_after_a_wild():
    args = dict(you="yes", name="tu", detail="yes", color=color_noun(RO, "y"), count=2, playable=1)
    plain = RO.format("ev-turn.verbose", **args, top=card_noun(RO, "y1x"), wild="no")
    assert "Deasupra: 1 galben. Ai" in plain, plain
    wild = RO.format("ev-turn.verbose", **args, top=card_noun(RO, "wld"), wild="yes")
    assert "Deasupra: Joker, culoarea galbenă." in wild, wild
