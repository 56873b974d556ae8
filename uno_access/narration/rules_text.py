"""``uno-access rules``: the complete rules of a preset, in short sections, in six languages.

``rules_sections(rules, loc)`` returns ``[(key, title, lines), ...]``: ``key`` is a
stable English section key (``aim``, ``wild-draw-four``, ``stacking``...), ``title``
the localized heading and ``lines`` the localized sentences, one idea each.  The
command prints them as plain lines for a screen reader; the game's ``rules``
command and the tutor call the same function.  Every text is a Fluent message in
``locales/<lang>/rules.ftl``; this module only decides which lines a rule set needs.
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Callable

from uno_access.engine.cards import COLORS, DECK, DECK_COUNTS, Card
from uno_access.engine.errors import InvalidRule
from uno_access.engine.rules import PRESETS, SWITCHES, RuleSet, parse_house
from uno_access.i18n import Localizer

Section = tuple[str, str, list[str]]

#: cards dealt to each player and the player counts (docs/RULES.md, what every game shares)
HAND_SIZE = 7
MIN_PLAYERS = 2
MAX_PLAYERS = 10
#: what the challenger of a legal Wild Draw Four draws on top of the four
CHALLENGE_EXTRA = 2

DRAW_TWO_COUNT = 2
DRAW_FOUR_COUNT = 4

#: the house-rule sections, in the order printed, with the switch that turns each on
HOUSE_SECTIONS = (
    ("stacking", "stacking"),
    ("zero", "zero"),
    ("seven", "seven"),
    ("jump-in", "jump_in"),
    ("no-wild-finish", "no_wild_finish"),
    ("forced-play", "forced_play"),
)

#: section key -> the Fluent id of its title
TITLES = {
    "aim": "rules-aim-title",
    "cards": "rules-deck-title",
    "setup": "rules-setup-title",
    "turn": "rules-turn-title",
    "skip": "rules-skip-title",
    "reverse": "rules-reverse-title",
    "draw-two": "rules-draw-two-title",
    "wild": "rules-wild-title",
    "wild-draw-four": "rules-wd4-title",
    "uno": "rules-uno-title",
    "illegal-play": "rules-illegal-title",
    "two-players": "rules-two-title",
    "scoring": "rules-scoring-title",
    "differences": "rules-diff-title",
    "stacking": "rules-stacking-title",
    "zero": "rules-zero-title",
    "seven": "rules-seven-title",
    "jump-in": "rules-jump-title",
    "no-wild-finish": "rules-finish-title",
    "forced-play": "rules-forced-title",
}

#: the official rule values every preset's differences are measured against
OFFICIAL = PRESETS["official"]


def _points(code: str) -> int:
    return Card.from_code(code).points


def _codes(loc: Localizer, suffix: str) -> str:
    return loc.join([color + suffix for color in COLORS])


class _Text:
    """The lines of each section for one rule set in one language."""

    def __init__(self, rules: RuleSet, loc: Localizer) -> None:
        self.r = rules
        self.loc = loc

    def t(self, msg_id: str, **args: object) -> str:
        return self.loc.format(msg_id, **args)

    # -- the common core -------------------------------------------------
    def aim(self) -> list[str]:
        r = self.r
        return [
            self.t("rules-aim-players", min=MIN_PLAYERS, max=MAX_PLAYERS),
            self.t("rules-aim-goal"),
            self.t("rules-aim-match", scoring=r.scoring, target=r.target),
        ]

    def cards(self) -> list[str]:
        return [
            self.t("rules-deck-size", count=len(DECK)),
            self.t("rules-deck-colors"),
            self.t("rules-deck-numbers"),
            self.t("rules-deck-number-code"),
            self.t("rules-deck-actions"),
            self.t("rules-deck-action-code"),
            self.t("rules-deck-wilds", count=DECK_COUNTS["wld"]),
        ]

    def dealer(self) -> list[str]:
        r = self.r
        if r.dealer_seat is not None:
            return [self.t("rules-setup-dealer-seat", seat=r.dealer_seat)]
        return [
            self.t("rules-setup-dealer-draw"),
            self.t("rules-setup-dealer-symbol", dealer=r.dealer),
            self.t("rules-setup-dealer-tie"),
        ]

    def start_reverse(self) -> list[str]:
        return [self.t("rules-setup-start-reverse", first_reverse=self.r.first_reverse)]

    def start_wild(self) -> list[str]:
        return [self.t("rules-setup-start-wild", first_wild=self.r.first_wild)]

    def setup(self) -> list[str]:
        lines = self.dealer()
        lines += [
            self.t("rules-setup-deal", count=HAND_SIZE),
            self.t("rules-setup-piles"),
            self.t("rules-setup-draw-pile"),
            self.t("rules-setup-first"),
        ]
        if self.r.scoring != "single_hand":
            lines.append(self.t("rules-setup-next-hand"))
        lines += [
            self.t("rules-setup-start-intro"),
            self.t("rules-setup-start-wd4"),
            self.t("rules-setup-start-draw-two", count=DRAW_TWO_COUNT),
            self.t("rules-setup-start-skip"),
            *self.start_reverse(),
            *self.start_wild(),
        ]
        return lines

    def drawing(self) -> list[str]:
        lines = [self.t("rules-turn-draw", draw=self.r.draw)]
        if self.r.draw == "until_playable_must_play":
            lines.append(self.t("rules-turn-draw-no-old"))
        else:
            lines.append(self.t("rules-turn-drawn-card"))
        return lines

    def forced(self) -> list[str]:
        return [self.t("rules-turn-forced", forced_play=self.r.forced_play)]

    def turn(self) -> list[str]:
        return [
            self.t("rules-turn-match"),
            self.t("rules-turn-named-color"),
            self.t("rules-turn-wilds"),
            *self.drawing(),
            *self.forced(),
            self.t("rules-turn-next"),
            self.t("rules-turn-reshuffle"),
            self.t("rules-turn-empty"),
        ]

    def skip(self) -> list[str]:
        return [
            self.t("rules-skip-effect"),
            self.t("rules-card-codes", codes=_codes(self.loc, "sk"), count=len(COLORS)),
            self.t("rules-card-points", points=_points("rsk")),
        ]

    def reverse(self) -> list[str]:
        return [
            self.t("rules-reverse-effect"),
            self.t("rules-reverse-two"),
            self.t("rules-card-codes", codes=_codes(self.loc, "rv"), count=len(COLORS)),
            self.t("rules-card-points", points=_points("rrv")),
        ]

    def draw_two(self) -> list[str]:
        return [
            self.t("rules-draw-two-effect", count=DRAW_TWO_COUNT),
            self.t("rules-draw-two-match"),
            self.t("rules-card-codes", codes=_codes(self.loc, "d2"), count=len(COLORS)),
            self.t("rules-card-points", points=_points("rd2")),
        ]

    def wild(self) -> list[str]:
        return [
            self.t("rules-wild-effect"),
            self.t("rules-wild-any-time"),
            self.t("rules-card-codes", codes="wld", count=1),
            self.t("rules-card-points", points=_points("wld")),
        ]

    def wd4_when(self) -> list[str]:
        return [self.t("rules-wd4-when", wd4=self.r.wd4)]

    def wd4_caught(self) -> list[str]:
        lines = [
            self.t("rules-wd4-caught", illegal_wd4_caught=self.r.illegal_wd4_caught, count=DRAW_FOUR_COUNT)
        ]
        if self.r.illegal_wd4_caught == "retract_play_legal_draw_4":
            lines.append(self.t("rules-wd4-retract", count=DRAW_FOUR_COUNT))
        return lines

    def challenge(self) -> list[str]:
        if self.r.challenge == "off":
            return [self.t("rules-wd4-no-challenge")]
        return [
            self.t("rules-wd4-bluff"),
            self.t("rules-wd4-who"),
            self.t("rules-wd4-shown"),
            self.t("rules-wd4-legal", count=DRAW_FOUR_COUNT + CHALLENGE_EXTRA, base=DRAW_FOUR_COUNT),
            *self.wd4_caught(),
            self.t("rules-wd4-last"),
        ]

    def wild_draw_four(self) -> list[str]:
        return [
            self.t("rules-wd4-effect", count=DRAW_FOUR_COUNT),
            *self.wd4_when(),
            self.t("rules-wd4-wild-ok"),
            *self.challenge(),
            self.t("rules-card-codes", codes="dr4", count=1),
            self.t("rules-card-points", points=_points("dr4")),
        ]

    def uno_penalty(self) -> list[str]:
        if self.r.uno_call == "auto":
            return [self.t("rules-uno-auto")]
        return [self.t("rules-uno-penalty", count=self.r.uno_penalty)]

    def uno(self) -> list[str]:
        lines = [self.t("rules-uno-call")]
        if self.r.uno_call == "auto":
            lines.append(self.t("rules-uno-auto"))
        else:
            lines += [
                self.t("rules-uno-when"),
                self.t("rules-uno-window"),
                self.t("rules-uno-penalty", count=self.r.uno_penalty),
                self.t("rules-uno-late"),
            ]
        lines.append(self.t("rules-uno-not-win"))
        return lines

    def illegal_play(self) -> list[str]:
        if self.r.illegal_play == "penalty":
            return [self.t("rules-illegal-penalty", count=self.r.illegal_play_penalty)]
        return [self.t("rules-illegal-reject")]

    def two_players(self) -> list[str]:
        return [self.t("rules-two-reverse"), self.t("rules-two-again")]

    def scoring_mode(self) -> list[str]:
        return [self.t("rules-scoring-mode", scoring=self.r.scoring)]

    def target(self) -> list[str]:
        """The line saying how the target ends the match (elimination says it its own way)."""
        if self.r.scoring == "single_hand":
            return []
        if self.r.elimination != "off":
            return self.elimination()[:1]
        return [self.t("rules-scoring-target", scoring=self.r.scoring, target=self.r.target)]

    def elimination(self) -> list[str]:
        if self.r.elimination == "off":
            return []
        return [
            self.t("rules-scoring-elimination", elimination=self.r.elimination, target=self.r.target),
            self.t("rules-scoring-elimination-tie"),
        ]

    def teams(self) -> list[str]:
        if self.r.team_count == 0:
            return []
        return [
            self.t("rules-scoring-teams", count=self.r.team_count, yourteam=0, partnercount=0, partners="none"),
            self.t("rules-scoring-teams-count", count=self.r.team_count),
            self.t("rules-scoring-team-win"),
        ]

    def scoring(self) -> list[str]:
        return [
            self.t("rules-scoring-end"),
            self.t("rules-scoring-end-draw"),
            self.t("rules-scoring-numbers"),
            self.t("rules-scoring-actions", count=_points("rsk")),
            self.t("rules-scoring-wilds", count=_points("wld")),
            *self.scoring_mode(),
            *(self.elimination() if self.r.elimination != "off" else self.target()),
            *self.teams(),
        ] + ([] if self.r.scoring == "single_hand" else [self.t("rules-scoring-tie")])

    # -- house rules -----------------------------------------------------
    def stacking(self) -> list[str]:
        lines = [self.t("rules-stacking-same")]
        if self.r.stacking == "mixed":
            lines.append(self.t("rules-stacking-mixed"))
        return lines + [self.t("rules-stacking-total"), self.t("rules-stacking-no-test")]

    def zero(self) -> list[str]:
        return [self.t("rules-zero-rule", zero=self.r.zero), self.t("rules-zero-last")]

    def seven(self) -> list[str]:
        return [self.t("rules-seven-rule"), self.t("rules-seven-last")]

    def jump_in(self) -> list[str]:
        return [
            self.t("rules-jump-who"),
            self.t("rules-jump-wilds"),
            self.t("rules-jump-effect", jump_in=self.r.jump_in),
            self.t("rules-jump-first"),
            self.t("rules-jump-penalty"),
        ]

    def no_wild_finish(self) -> list[str]:
        return [self.t("rules-finish-rule", no_wild_finish=self.r.no_wild_finish), self.t("rules-finish-draw")]

    def forced_play(self) -> list[str]:
        return [self.t("rules-forced-rule")]

    # -- differences -----------------------------------------------------
    def difference(self, switch: str) -> list[str]:
        """The line saying how ``switch`` works in these rules, headed by its section's title."""
        house = {switch_: key for key, switch_ in HOUSE_SECTIONS}
        if switch in house:
            return [self.t("rules-diff-house", title=self.t(TITLES[house[switch]]))]
        r = self.r
        by_switch: dict[str, tuple[str, Callable[[], list[str]]]] = {
            "dealer": ("setup", lambda: self.dealer()[:1] if r.dealer_seat is not None else self.dealer()[1:2]),
            "first_reverse": ("setup", self.start_reverse),
            "first_wild": ("setup", self.start_wild),
            # drawing until playable also forbids the old cards: that is part of the difference
            "draw": ("turn", lambda: self.drawing()[: 2 if r.draw == "until_playable_must_play" else 1]),
            "wd4": ("wild-draw-four", self.wd4_when),
            "challenge": ("wild-draw-four", lambda: [self.t("rules-wd4-no-challenge")]),
            "illegal_wd4_caught": ("wild-draw-four", self.wd4_caught),
            "uno_penalty": ("uno", lambda: [self.t("rules-uno-penalty", count=r.uno_penalty)]),
            "uno_call": ("uno", lambda: [self.t("rules-uno-auto")]),
            "illegal_play": ("illegal-play", self.illegal_play),
            "illegal_play_penalty": (
                "illegal-play",
                lambda: [self.t("rules-illegal-penalty-size", count=r.illegal_play_penalty)],
            ),
            # how points are given and who then wins the match (the lowest score, say)
            "scoring": ("scoring", lambda: self.scoring_mode() + self.target()),
            "target": ("scoring", self.target),
            "elimination": ("scoring", lambda: self.elimination()[:1]),
            "teams": ("scoring", lambda: self.teams()[:1]),
        }
        key, build = by_switch[switch]
        title = self.t(TITLES[key])
        # one switch is one item, even when it takes two sentences, so the count is of rules and
        # of lines at once
        return [self.t("rules-diff-item", title=title, line=" ".join(build()))]

    def differences(self) -> list[str]:
        values = self.r.to_dict()
        house = [switch for _key, switch in HOUSE_SECTIONS]
        order = [name for name in SWITCHES if name not in house] + house  # house rules last
        changed = [name for name in order if values[name] != OFFICIAL[name]]
        if self.r.illegal_play == "penalty":
            # the illegal_play line already gives the penalty's size
            changed = [name for name in changed if name != "illegal_play_penalty"]
        if self.r.scoring == "single_hand":
            changed = [name for name in changed if name != "target"]  # one hand has no target
        if not changed:
            return [self.t("rules-diff-none")]
        items: list[str] = []
        for name in changed:
            items += [line for line in self.difference(name) if line not in items]
        # the count is of the lines read out (one a rule), so a listener can count along
        return [self.t("rules-diff-count", count=len(items)), *items]


def rules_sections(rules: RuleSet, loc: Localizer) -> list[Section]:
    """Every section of the rules ``rules`` in the language of ``loc``, in reading order."""
    text = _Text(rules, loc)
    builders: list[tuple[str, Callable[[], list[str]]]] = [
        ("aim", text.aim),
        ("cards", text.cards),
        ("setup", text.setup),
        ("turn", text.turn),
        ("skip", text.skip),
        ("reverse", text.reverse),
        ("draw-two", text.draw_two),
        ("wild", text.wild),
        ("wild-draw-four", text.wild_draw_four),
        ("uno", text.uno),
        ("illegal-play", text.illegal_play),
        ("two-players", text.two_players),
        ("scoring", text.scoring),
        ("differences", text.differences),
    ]
    house_builders = {
        "stacking": text.stacking,
        "zero": text.zero,
        "seven": text.seven,
        "jump-in": text.jump_in,
        "no-wild-finish": text.no_wild_finish,
        "forced-play": text.forced_play,
    }
    for key, switch in HOUSE_SECTIONS:
        if rules[switch] != "off":
            builders.append((key, house_builders[key]))
    return [(key, loc.format(TITLES[key]), build()) for key, build in builders]


def _fold(text: str) -> str:
    """Case-, accent- and space-insensitive form of a section name typed by a user."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(bare.replace("-", " ").replace("_", " ").split())


def find_section(sections: list[Section], name: str) -> Section | None:
    """The section whose key or localized title is ``name`` (case and accents ignored)."""
    wanted = _fold(name)
    for section in sections:
        if wanted in (_fold(section[0]), _fold(section[1])):
            return section
    return None


def render(sections: list[Section]) -> list[str]:
    """Plain lines: a heading line, the section's lines, a blank line between sections."""
    lines: list[str] = []
    for i, (_key, title, body) in enumerate(sections):
        if i:
            lines.append("")
        lines.append(title)
        lines.extend(body)
    return lines


def rule_error_line(error: InvalidRule, loc: Localizer) -> str:
    """One localized line for an ``InvalidRule`` (unknown preset, switch, value...)."""
    details = error.details
    allowed = details.get("allowed")
    args = {
        key: (loc.join([str(v) for v in value]) if isinstance(value, list) else value)
        for key, value in details.items()
        if key != "reason"
    }
    if isinstance(allowed, list):
        # a bad value: one of them is to be chosen ("a, b or c"); otherwise the list names what
        # exists ("The presets are: a, b and c")
        args["allowed"] = loc.join([str(v) for v in allowed], style="or" if error.reason == "bad_value" else "standard")
    msg_id = "rules-error-" + error.reason.replace("_", "-")
    if not loc.has(msg_id):
        return loc.format("store-rules-unusable")
    return loc.format(msg_id, **args)


def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    parser.add_argument("--lang", metavar="xx", help=loc.format("rules-opt-lang"))
    parser.add_argument("--rules", metavar=loc.format("cli-metavar-preset"), default="official", help=loc.format("rules-opt-rules"))
    parser.add_argument("--house", metavar=loc.format("cli-metavar-switches"), default="", help=loc.format("rules-opt-house"))
    parser.add_argument("--section", metavar=loc.format("cli-metavar-name"), help=loc.format("rules-opt-section"))
    parser.add_argument("--list", action="store_true", help=loc.format("rules-opt-list"))


def run(args: argparse.Namespace) -> int:
    from uno_access.cli.main import language_of  # here: the narration does not load the command line

    loc = language_of(args)
    out = sys.stdout
    try:
        rules = RuleSet.preset(args.rules.strip().lower(), **parse_house(args.house or ""))
    except InvalidRule as error:
        print(rule_error_line(error, loc), file=sys.stderr)
        return 2
    sections = rules_sections(rules, loc)
    if args.list:
        for key, title, _body in sections:
            print(loc.format("rules-list-item", title=title, key=key), file=out)
        return 0
    if args.section is not None:
        section = find_section(sections, args.section)
        if section is None:
            names = loc.join([key for key, _t, _b in sections])
            print(loc.format("rules-unknown-section", name=args.section, allowed=names), file=sys.stderr)
            return 2
        chosen = [section]
    else:
        print(loc.format("rules-heading", preset=rules.preset_name), file=out)
        print(file=out)
        chosen = sections
    for line in render(chosen):
        print(line, file=out)
    return 0
