"""Behaviour bugs the sixth round of native readers found (en-r6.md and the other r6 reviews)."""

from __future__ import annotations

import pytest

from uno_access.engine.rules import RuleSet
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.rules_text import rules_sections


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_zero_rule_does_not_speak_of_the_seven(lang: str) -> None:
    rules = RuleSet.preset("official", zero="rotate", seven="swap")
    sections = rules_sections(rules, Localizer(lang))
    zero = next(s for s in sections if s[0] == "zero")
    seven = next(s for s in sections if s[0] == "seven")
    assert not any("7" in line for line in zero[2]), zero[2]
    assert any("7" in line for line in seven[2]), seven[2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_one_card_hand_is_not_numbered(lang: str) -> None:
    from uno_access.engine import Card
    from uno_access.narration.presenter import Presenter

    loc = Localizer(lang)
    presenter = Presenter(loc, 2)
    wild = Card.from_code("wld")
    lone = presenter.hand_items([(0, wild)])
    line = loc.format("game-hand", count=1, cards=lone)
    assert "1" not in line and presenter.card(wild) in line, line
    two = presenter.hand_items([(0, wild), (1, Card.from_code("r3x"))])
    assert "1" in two and "2" in two


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tutor_profile_help_names_no_bare_default(lang: str) -> None:
    assert "default" not in Localizer(lang).format("tutor-opt-profile")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_writing_into_a_missing_folder_names_the_folder(lang: str, tmp_path, capsys) -> None:
    from tests.conftest import run_cli

    folder = tmp_path / "missing" / "labels"
    out = folder / "x.brf"
    rc, _out, err = run_cli(["labels", "--lang", lang, "--set", "unique", "-o", str(out)], capsys)
    assert rc != 0 and not folder.exists()
    loc = Localizer(lang)
    assert loc.why("missing") not in err, err
    assert str(folder) in err and loc.format("store-reason", reason="missing_folder", folder=str(folder)) in err
    # reading keeps the reason that covers a missing file
    assert loc.why(FileNotFoundError(2, "gone", str(out))) == loc.why("missing")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_players_out_of_an_elimination_match_are_said_out_not_zero(lang: str) -> None:
    from uno_access.engine import events as ev
    from uno_access.narration.presenter import Presenter

    loc = Localizer(lang)
    presenter = Presenter(loc, 4, rules={"elimination": True, "target": 100})
    names = presenter.seat_names()
    presenter.narrate(ev.Eliminated(seat=2))
    presenter.narrate(ev.FinalStart(seats=(0, 1)))
    lines = presenter.narrate(ev.HandEnd(winner=0, points=10, scores=(10, 3, 0, 0)))
    text = " ".join(n.text("normal") for n in lines)
    for seat in (2, 3):
        out = loc.format("game-score-item", name=names[seat], points=0, out="yes")
        assert out in text and loc.format("game-score-item", name=names[seat], points=0, out="no") not in text
    assert loc.format("game-score-item", name=names[1], points=3, out="no") in text
    assert names[2] + " 0" not in " ".join(n.braille() for n in lines)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("stacking", ["same", "mixed"])
def test_the_stacking_prompt_offers_only_what_the_rule_allows_on_a_draw_two(lang: str, stacking: str) -> None:
    from uno_access.engine import Action, ActionKind, IllegalAction
    from uno_access.narration.presenter import Presenter
    from uno_access.tutor.situations import stacked_game

    rules = RuleSet.preset("official", stacking=stacking)
    hands = {0: ["rd2", "g1x", "g2x", "g3x", "g4x", "g5x", "g6x"],
             1: ["gd2", "dr4", "b1x", "b2x", "b3x", "b4x", "b5x"]}
    game = stacked_game(2, hands, "r5x", rules=rules, prelude=[(0, "play rd2")])
    obs = game.observation(1)
    loc = Localizer(lang)
    presenter = Presenter(loc, 2, humans=(1,), rules=rules.to_dict())
    prompt = presenter.prompt(obs)[0].text("normal")
    wd4_legal = any(a.kind == ActionKind.PLAY and a.card is not None and a.card.code == "dr4" for a in obs.legal)
    assert wd4_legal is (stacking == "mixed")
    mixed = loc.format("game-stack-cards", stack="both")
    assert (mixed in prompt) is (stacking == "mixed"), prompt
    assert loc.format("game-stack-cards", stack="draw_two") in prompt
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action.parse(1, "play b1x"))
    line = presenter.refusal(refused.value, obs).text("normal")
    assert (mixed in line) is (stacking == "mixed"), line
