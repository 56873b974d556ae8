"""``RuleSet``: a preset of docs/RULES.md plus switches, validated.

Presets are data (``PRESETS``), not branches: the engine reads switch values
only.  Switch names are the ones users type in ``--house NAME=VALUE``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Literal, cast

from .errors import InvalidRule

#: the values of each switch, as types: a typo such as ``rules.challenge == "of"`` is a mypy error
DealerRule = Literal[
    "high_card", "high_card_redraw",
    "seat:0", "seat:1", "seat:2", "seat:3", "seat:4", "seat:5", "seat:6", "seat:7", "seat:8", "seat:9",
]
FirstReverse = Literal["dealer_first", "dealer_right_first"]
FirstWild = Literal["first_player_chooses", "redraw"]
DrawRule = Literal["one_may_play", "until_playable_must_play"]
OnOff = Literal["off", "on"]
Wd4Rule = Literal["color", "color_or_number", "no_other_playable"]
IllegalWd4Caught = Literal["offender_draws_4", "retract_play_legal_draw_4"]
UnoCall = Literal["manual", "auto"]
IllegalPlay = Literal["reject", "penalty"]
Scoring = Literal["winner_takes_points", "lowest_score", "single_hand"]
Elimination = Literal["off", "last_one", "final_two"]
Teams = Literal["off", 2, 3, 4, 5]
Stacking = Literal["off", "same", "mixed"]
ZeroRule = Literal["off", "rotate", "swap"]
SevenRule = Literal["off", "swap"]
JumpIn = Literal["off", "no_effect", "on"]
NoWildFinish = Literal["off", "wild", "action"]
#: the value of any switch
SwitchValue = str | int

#: switch -> allowed values; ``int`` ranges are given as (low, high)
CHOICES: dict[str, tuple[str, ...]] = {
    "dealer": ("high_card", "high_card_redraw", "seat:N"),
    "first_reverse": ("dealer_first", "dealer_right_first"),
    "first_wild": ("first_player_chooses", "redraw"),
    "draw": ("one_may_play", "until_playable_must_play"),
    "forced_play": ("off", "on"),
    "wd4": ("color", "color_or_number", "no_other_playable"),
    "challenge": ("on", "off"),
    "illegal_wd4_caught": ("offender_draws_4", "retract_play_legal_draw_4"),
    "uno_penalty": ("1-10",),
    "uno_call": ("manual", "auto"),
    "illegal_play": ("reject", "penalty"),
    "illegal_play_penalty": ("1-10",),
    "scoring": ("winner_takes_points", "lowest_score", "single_hand"),
    "target": ("50-10000",),
    "elimination": ("off", "last_one", "final_two"),
    "teams": ("off", "2-5"),
    "stacking": ("off", "same", "mixed"),
    "zero": ("off", "rotate", "swap"),
    "seven": ("off", "swap"),
    "jump_in": ("off", "no_effect", "on"),
    "no_wild_finish": ("off", "wild", "action"),
}

#: the integer range of each numeric switch (``teams`` also takes "off")
INT_RANGES: dict[str, tuple[int, int]] = {
    "uno_penalty": (1, 10),
    "illegal_play_penalty": (1, 10),
    "target": (50, 10000),
    "teams": (2, 5),
}

#: the switches that are house rules (off in every preset)
HOUSE_RULES = ("forced_play", "stacking", "zero", "seven", "jump_in", "no_wild_finish", "uno_call")

def _check_preset(name: str) -> None:
    if name not in PRESETS:
        raise InvalidRule(
            "unknown_preset",
            f"unknown preset {name!r}; the presets are: {', '.join(PRESETS)}",
            name=str(name),
            allowed=list(PRESETS),
        )


def _allowed_text(name: str) -> str:
    return ", ".join(CHOICES[name])


def validate_value(name: str, value: object) -> SwitchValue:
    """The canonical value of switch ``name`` (ints as ints), or ``InvalidRule``."""
    if name not in CHOICES:
        raise InvalidRule(
            "unknown_switch",
            f"unknown rule {name!r}; the rules are: {', '.join(SWITCHES)}",
            name=str(name),
            allowed=list(SWITCHES),
        )
    text = str(value).strip().lower()
    if name == "dealer" and text.startswith("seat:"):
        seat = text[5:]
        if seat.isdigit() and int(seat) < 10:
            return f"seat:{int(seat)}"
    elif name in INT_RANGES and text.lstrip("-").isdigit():
        low, high = INT_RANGES[name]
        if low <= int(text) <= high:
            return int(text)
    elif text in CHOICES[name] and not text[0].isdigit():
        return text
    raise InvalidRule(
        "bad_value",
        f"{value!r} is not a value of {name}; allowed: {_allowed_text(name)}",
        name=name,
        value=str(value),
        allowed=list(CHOICES[name]),
    )


def parse_house(text: str) -> dict[str, SwitchValue]:
    """``"stacking=same,jump_in=on"`` -> validated dict (empty text -> {})."""
    result: dict[str, SwitchValue] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, sep, value = item.partition("=")
        if not sep or not value.strip():
            raise InvalidRule(
                "bad_house_item",
                f"{item!r} is not NAME=VALUE",
                item=item,
                allowed=list(SWITCHES),
            )
        key = name.strip().lower()
        result[key] = validate_value(key, value)
    return result



@dataclass(frozen=True, slots=True)
class RuleSet:
    """A complete, validated set of switch values; immutable.

    ``RuleSet.preset("hr")``, ``RuleSet.preset("it", stacking="same")``,
    ``rules.stacking``, ``rules.to_dict()``, ``RuleSet.from_dict(d)``.  The fields are the
    switches under the names users type (``--house NAME=VALUE``); building one directly
    (``RuleSet(stacking="same")``) validates every value like the presets do.
    """

    preset_name: str = "official"
    dealer: DealerRule = "high_card"
    first_reverse: FirstReverse = "dealer_first"
    first_wild: FirstWild = "first_player_chooses"
    draw: DrawRule = "one_may_play"
    forced_play: OnOff = "off"
    wd4: Wd4Rule = "color"
    challenge: OnOff = "on"
    illegal_wd4_caught: IllegalWd4Caught = "offender_draws_4"
    uno_penalty: int = 2
    uno_call: UnoCall = "manual"
    illegal_play: IllegalPlay = "reject"
    illegal_play_penalty: int = 2
    scoring: Scoring = "winner_takes_points"
    target: int = 500
    elimination: Elimination = "off"
    teams: Teams = "off"
    stacking: Stacking = "off"
    zero: ZeroRule = "off"
    seven: SevenRule = "off"
    jump_in: JumpIn = "off"
    no_wild_finish: NoWildFinish = "off"

    def __post_init__(self) -> None:
        _check_preset(self.preset_name)
        for name in SWITCHES:
            value = getattr(self, name)
            if validate_value(name, value) != value:  # "On" or "4" given where "on" or 4 belongs
                raise InvalidRule(
                    "bad_value",
                    f"{value!r} is not a value of {name}; allowed: {_allowed_text(name)}",
                    name=name,
                    value=str(value),
                    allowed=list(CHOICES[name]),
                )
        if self.elimination != "off" and self.scoring != "lowest_score":
            raise InvalidRule(
                "elimination_needs_lowest_score",
                "elimination works with scoring=lowest_score",
                name="elimination",
            )
        if self.elimination != "off" and self.teams != "off":
            raise InvalidRule(
                "elimination_without_teams", "elimination cannot be combined with teams", name="teams"
            )

    # ------------------------------------------------------------ derived values
    @property
    def dealer_seat(self) -> int | None:
        """The seat that deals the first hand under ``dealer=seat:N``, else None."""
        dealer = self.dealer
        return int(dealer[5:]) if dealer.startswith("seat:") else None

    @property
    def team_count(self) -> int:
        """How many teams play (0: every player for themselves)."""
        return 0 if self.teams == "off" else self.teams

    # ------------------------------------------------------------ construction
    @classmethod
    def preset(cls, name: str = "official", **switches: object) -> RuleSet:
        return cls.build(name, switches)

    @classmethod
    def build(cls, preset: str = "official", switches: Mapping[str, object] | None = None) -> RuleSet:
        """Preset ``preset`` with ``switches`` (text or values, as users type them) applied."""
        _check_preset(preset)
        values = dict(PRESETS[preset])
        for name, value in (switches or {}).items():
            values[name] = validate_value(name, value)
        return cls(preset, **values)  # type: ignore[arg-type]  # every value validated above

    def with_switches(self, switches: Mapping[str, object]) -> RuleSet:
        return RuleSet.build(self.preset_name, {**self.changed(), **switches})

    def values(self) -> dict[str, SwitchValue]:
        """Every switch and its value, in the order of ``SWITCHES``."""
        return {name: getattr(self, name) for name in SWITCHES}

    def changed(self) -> dict[str, SwitchValue]:
        """The switches that differ from the preset."""
        base = PRESETS[self.preset_name]
        return {k: v for k, v in self.values().items() if base[k] != v}

    def to_dict(self) -> dict[str, SwitchValue]:
        return {"preset": self.preset_name, **self.values()}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> RuleSet:
        data = dict(data)
        preset = str(data.pop("preset", "official"))
        return cls.build(preset, data)

    def __getitem__(self, name: str) -> SwitchValue:
        if name not in CHOICES:
            raise KeyError(name)
        value: SwitchValue = getattr(self, name)
        return value

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={v!r}" for k, v in self.changed().items())
        return f"RuleSet.preset({self.preset_name!r}{', ' if changed else ''}{changed})"


#: every switch, in the order of ``RuleSet``'s fields
SWITCHES: tuple[str, ...] = tuple(f.name for f in fields(RuleSet) if f.name != "preset_name")
#: the values every preset starts from: the defaults of ``RuleSet`` (the official rules)
_COMMON: dict[str, SwitchValue] = {f.name: cast(SwitchValue, f.default) for f in fields(RuleSet) if f.name in SWITCHES}

#: The six presets of docs/RULES.md (*The presets*), as the differences from the common values.
PRESET_DIFFERENCES: dict[str, dict[str, SwitchValue]] = {
    "official": {},
    "it": {"illegal_wd4_caught": "retract_play_legal_draw_4", "illegal_play_penalty": 4},
    "pt": {"first_reverse": "dealer_right_first", "wd4": "color_or_number", "scoring": "single_hand"},
    "pl": {"illegal_play_penalty": 1},
    "hr": {
        "dealer": "high_card_redraw",
        "first_reverse": "dealer_right_first",
        "first_wild": "redraw",
        "draw": "until_playable_must_play",
        "wd4": "color_or_number",
        "uno_penalty": 4,
        "scoring": "lowest_score",
    },
    "ro": {},
}
PRESETS: dict[str, dict[str, SwitchValue]] = {
    name: {**_COMMON, **diff} for name, diff in PRESET_DIFFERENCES.items()
}




def all_values(name: str) -> Iterable[SwitchValue]:
    """Every value a switch can take (for tests and the rules text): ints expanded."""
    for choice in CHOICES[name]:
        if choice == "seat:N":
            yield from (f"seat:{i}" for i in range(2))
        elif "-" in choice and choice[0].isdigit():
            low, high = INT_RANGES[name]
            yield from sorted({low, high, *( [2, 4] if name != "target" else [500])} & set(range(low, high + 1)))
        else:
            yield choice
