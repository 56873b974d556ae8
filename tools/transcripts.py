"""Transcripts for a native reader: everything a player hears, in one language, as plain files.

    python tools/transcripts.py --lang pt --out /tmp/review/pt

writes games under every preset and house rule (normal, brief, verbose, Braille display form; a
human seat that also types status commands, mistakes and unknown words), the rules text of every
preset, the command-line help and its errors, the card table, the tutor's lessons and a guided
game answered by a script, and the settings answers.  The reader sees only these files; the
review's scores and findings go in the closing note of issue 15.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

LANG = ["en"]
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from uno_access.bots import make_player  # noqa: E402
from uno_access.commands import words_of  # noqa: E402
from uno_access.console.session import Session  # noqa: E402
from uno_access.engine import ActionKind, Game, RuleSet  # noqa: E402
from uno_access.i18n import Localizer  # noqa: E402
from uno_access.storage.settings import Settings  # noqa: E402

#: (file name, preset, house rules, players, seed)
GAMES: list[tuple[str, str, dict[str, object], int, int]] = [
    ("official", "official", {}, 4, 1),
    ("preset-it", "it", {}, 3, 2),
    ("preset-pt", "pt", {}, 4, 3),
    ("preset-pl", "pl", {}, 3, 4),
    ("preset-hr", "hr", {}, 4, 5),
    ("preset-ro", "ro", {}, 3, 6),
    ("official-2-players", "official", {}, 2, 15),
    ("stacking-zero-seven", "official", {"stacking": "same", "zero": "rotate", "seven": "swap"}, 4, 7),
    ("jump-in-auto-uno", "official", {"jump_in": "on", "uno_call": "auto"}, 3, 8),
    ("until-playable-must-play", "official", {"draw": "until_playable_must_play", "forced_play": "on"}, 3, 9),
    ("penalty-no-wild-finish", "official", {"illegal_play": "penalty", "no_wild_finish": "action", "challenge": "on",
                                                  "illegal_wd4_caught": "retract_play_legal_draw_4"}, 3, 10),
    ("lowest-score", "official", {"scoring": "lowest_score", "target": 150}, 3, 11),
    ("zero-swap-no-effect-jump", "official", {"zero": "swap", "jump_in": "no_effect", "stacking": "mixed",
                                              "first_wild": "first_player_chooses"}, 3, 14),
    ("teams", "official", {"teams": 2}, 4, 12),
    ("elimination", "official", {"scoring": "lowest_score", "elimination": "last_one", "target": 100}, 3, 13),
    ("elimination-final-two", "official", {"scoring": "lowest_score", "elimination": "final_two", "target": 100}, 4, 16),
]

#: lines the human types now and then besides the moves (status, mistakes, unknown words)
#: (the first word is a command name, typed in the player's language; "@" marks a setting name)
EXTRA_LINES = ["hand", "top", "turn", "counts", "scores", "history 3", "zzz", "play 40", "play",
               "pass", "repeat", "b9x", "catch", "swap", "settings", "set @verbosity loud", "set @delay 2,5",
               "help"]


def command_word(loc: Localizer, name: str) -> str:
    """The first word of command ``name`` in the player's language (as the help teaches it)."""
    return (words_of(loc, f"cmd-words-{name}") or [name])[0]


def in_language(loc: Localizer, line: str) -> str:
    """An English command line of EXTRA_LINES as a player of ``loc``'s language types it."""
    from uno_access.console.setting_words import name_word

    first, *rest = line.split()
    words = [command_word(loc, first)] + [name_word(loc, w[1:]) if w.startswith("@") else w for w in rest]
    return " ".join(words)


def _rules(preset: str, house: dict) -> RuleSet:
    try:
        return RuleSet.preset(preset, **house)
    except (TypeError, ValueError):
        rules = RuleSet.preset(preset)
        for name, value in house.items():
            try:
                rules = RuleSet.preset(preset, **{name: value})
            except (TypeError, ValueError):
                print(f"(skipped switch {name}={value})", file=sys.stderr)
        return rules


def typed(session: Session, action) -> str:
    """The line a player would type for ``action`` (codes and words of the parser)."""
    names = session.presenter.seat_names()
    loc = session.loc
    color = command_word(loc, f"color-{action.color}") if action.color else ""
    if action.kind in (ActionKind.PLAY, ActionKind.JUMP_IN):
        text = action.card.code + (f" {color}" if color else "")
        return text + (f" {command_word(loc, 'uno')}" if action.uno else "")
    if action.kind == ActionKind.COLOR:
        return color
    if action.kind in (ActionKind.CATCH, ActionKind.SWAP):
        word = command_word(loc, action.kind)
        return f"{word} {names[action.target]}" if action.target is not None else word
    return command_word(loc, action.kind)


def play_game(lang: str, preset: str, house: dict, players: int, seed: int, verbosity: str,
              display: str, humans: int = 1, max_lines: int = 900) -> list[str]:
    out: list[str] = []
    rules = _rules(preset, house)
    game = Game(players=players, rules=rules, seed=seed)
    seats = ["human"] * humans + ["normal"] * (players - humans)
    tmp = Path(tempfile.mkdtemp())
    settings = Settings(speech="none", language=lang, verbosity=verbosity, display=display)
    session = Session(game, seats, Localizer(lang), settings, lambda shown, spoken: out.append(shown),
                      scripted=True, autosave=False, settings_path=tmp / "s.toml", seed=seed)
    brain = make_player("normal", seed=seed)
    rng = random.Random(seed)
    session.start()
    steps = 0
    while not session.game.over and len(out) < max_lines and steps < 3000:
        steps += 1
        while session.seconds_until_bot() == 0 and not session.game.over:
            session.step_bot()
        if session.game.over:
            break
        me = session.me
        if me is None:
            break
        legal = session.game.legal_actions(me)
        if not legal:
            break
        if rng.random() < 0.12:
            line = in_language(session.loc, rng.choice(EXTRA_LINES))
            out.append(f"> {line}")
            session.handle_line(line)
            continue
        if rng.random() < 0.05:
            out.append("> ")
            session.handle_line("")
        action = brain.choose(session.game.observation(me), legal)
        line = typed(session, action)
        out.append(f"> {line}")
        session.handle_line(line)
    return out


#: a fresh folder of this run: paths under its missing/ surely do not exist (unlike /nonexistent,
#: which may); the transcript shows the folder as HOME, so it reads the same in every run
SCRATCH = tempfile.mkdtemp()
HOME = "/home/ana"
MISSING = Path(SCRATCH) / "missing"


def run_cli(args: list[str], stdin: str = "", env: dict | None = None) -> str:
    environ = {**os.environ, **(env or {}), "PYTHONPATH": str(ROOT), "LANGUAGE": LANG[0]}
    result = subprocess.run([sys.executable, "-m", "uno_access", *args], input=stdin, capture_output=True,
                            text=True, env=environ, cwd=ROOT, timeout=300)
    return f"$ uno-access {' '.join(args)}\n{result.stdout}{result.stderr}\n".replace(SCRATCH, HOME)


def write(path: Path, lines: list[str] | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = lines if isinstance(lines, str) else "\n".join(lines) + "\n"
    path.write_text(text, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lang", required=True)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--quick", action="store_true", help="fewer games")
    args = parser.parse_args()
    lang, out = args.lang, args.out
    LANG[0] = lang
    games = GAMES[:3] if args.quick else GAMES
    for name, preset, house, players, seed in games:
        for verbosity, display in (("normal", "text"), ("brief", "text"), ("verbose", "text"),
                                   ("normal", "braille")):
            lines = play_game(lang, preset, house, players, seed, verbosity, display,
                              max_lines=400 if (verbosity, display) != ("normal", "text") else 900)
            write(out / "games" / f"{name}-{verbosity}-{display}.txt", lines)
    write(out / "games" / "hotseat-two-humans.txt", play_game(lang, "official", {}, 3, 21, "normal", "text", humans=2,
                                                              max_lines=300))
    rules = "".join(run_cli(["rules", "--rules", p, "--lang", lang]) for p in ("official", "it", "pt", "pl", "hr", "ro"))
    rules += run_cli(["rules", "--rules", "official", "--house", "stacking=any,jump_in=on,zero=rotate", "--lang", lang])
    write(out / "rules.txt", rules)
    cli = "".join(run_cli(a) for a in (
        ["--help"], ["play", "--help"], ["labels", "--help"], ["cards", "--help"], ["tutor", "--help"],
        ["simulate", "--help"], ["rules", "--help"], ["play", "--rules", "xx"], ["play", "--house", "stacking=maybe"],
        ["play", "--players", "human,robot"], ["play", "--dealer", "9"], ["play", "--seed", "abc"],
        ["frobnicate"], ["labels", "--format", "doc"], ["play", "--deck", str(MISSING / "deck.json")],
        ["play", "--lang", "xx", "--players", "normal,normal", "--seed", "1", "--rules", "official",
         "--house", "scoring=single_hand"], ["rules", "--list"], ["rules", "--section", "nope"]))
    write(out / "cli-help-errors.txt", cli.replace("$ uno-access", f"$ LANG={lang} uno-access"))
    write(out / "cards.txt", run_cli(["cards"]) + run_cli(["cards", "--format", "json"])[:0])
    write(out / "simulate.txt", run_cli(["simulate", "--hands", "4", "--players", "easy,normal", "--seed", "1"]))
    answers = "\n".join(["", "1", "r3x", "zzz", "2", "sim", "yes", "b", "draw", "a", "3", "4", "uno", "pass"] * 12)
    tutor = run_cli(["tutor", "--list"])
    for n in range(1, 12):
        tutor += run_cli(["tutor", "--lesson", str(n), "--seed", "3"], stdin=answers)
    write(out / "tutor.txt", tutor)
    label_dir = Path(tempfile.mkdtemp())
    labels = run_cli(["labels", "--format", "brf", "-o", str(label_dir / "deck.brf")])
    labels += run_cli(["labels", "--format", "svg", "-o", str(label_dir / "sheet.svg")])
    labels += run_cli(["labels", "--format", "brf", "-o", str(MISSING / "labels" / "x.brf")])
    write(out / "labels.txt", labels)
    return 0


if __name__ == "__main__":
    sys.exit(main())
