"""``RuleSet``: a preset of RULES.md plus switches, validated.

Presets are data (``PRESETS``), not branches: the engine reads switch values
only.  Switch names are the ones users type in ``--house NAME=VALUE``.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from .errors import InvalidRule

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

_COMMON = {
    "dealer": "high_card",
    "first_reverse": "dealer_first",
    "first_wild": "first_player_chooses",
    "draw": "one_may_play",
    "forced_play": "off",
    "wd4": "color",
    "challenge": "on",
    "illegal_wd4_caught": "offender_draws_4",
    "uno_penalty": 2,
    "uno_call": "manual",
    "illegal_play": "reject",
    "illegal_play_penalty": 2,
    "scoring": "winner_takes_points",
    "target": 500,
    "elimination": "off",
    "teams": "off",
    "stacking": "off",
    "zero": "off",
    "seven": "off",
    "jump_in": "off",
    "no_wild_finish": "off",
}

#: The six presets of RULES.md, as the differences from the common values.
PRESET_DIFFERENCES: dict[str, dict[str, object]] = {
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
PRESETS: dict[str, dict[str, object]] = {
    name: {**_COMMON, **diff} for name, diff in PRESET_DIFFERENCES.items()
}
SWITCHES: tuple[str, ...] = tuple(_COMMON)


def _allowed_text(name: str) -> str:
    return ", ".join(CHOICES[name])


def validate_value(name: str, value: object) -> object:
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


def parse_house(text: str) -> dict[str, object]:
    """``"stacking=same,jump_in=on"`` -> validated dict (empty text -> {})."""
    result: dict[str, object] = {}
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


class RuleSet:
    """A complete, validated set of switch values; immutable.

    ``RuleSet.preset("hr")``, ``RuleSet.preset("it", stacking="same")``,
    ``rules.stacking``, ``rules.to_dict()``, ``RuleSet.from_dict(d)``.
    """

    __slots__ = ("preset_name", "_values", *SWITCHES, "dealer_seat", "team_count")

    def __init__(self, preset: str = "official", switches: Mapping[str, object] | None = None) -> None:
        if preset not in PRESETS:
            raise InvalidRule(
                "unknown_preset",
                f"unknown preset {preset!r}; the presets are: {', '.join(PRESETS)}",
                name=str(preset),
                allowed=list(PRESETS),
            )
        values = dict(PRESETS[preset])
        for name, value in (switches or {}).items():
            values[name] = validate_value(name, value)
        if values["elimination"] != "off" and values["scoring"] != "lowest_score":
            raise InvalidRule(
                "elimination_needs_lowest_score",
                "elimination works with scoring=lowest_score",
                name="elimination",
            )
        if values["elimination"] != "off" and values["teams"] != "off":
            raise InvalidRule(
                "elimination_without_teams", "elimination cannot be combined with teams", name="teams"
            )
        set_ = object.__setattr__
        set_(self, "preset_name", preset)
        set_(self, "_values", values)
        for name, value in values.items():
            set_(self, name, value)
        dealer = values["dealer"]
        set_(self, "dealer_seat", int(dealer[5:]) if dealer.startswith("seat:") else None)
        set_(self, "team_count", 0 if values["teams"] == "off" else int(values["teams"]))

    @classmethod
    def preset(cls, name: str = "official", **switches: object) -> "RuleSet":
        return cls(name, switches)

    def with_switches(self, switches: Mapping[str, object]) -> "RuleSet":
        return RuleSet(self.preset_name, {**self.changed(), **switches})

    def changed(self) -> dict[str, object]:
        """The switches that differ from the preset."""
        base = PRESETS[self.preset_name]
        return {k: v for k, v in self._values.items() if base[k] != v}

    def to_dict(self) -> dict[str, object]:
        return {"preset": self.preset_name, **self._values}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> "RuleSet":
        data = dict(data)
        preset = str(data.pop("preset", "official"))
        return cls(preset, data)

    def __getitem__(self, name: str) -> object:
        return self._values[name]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("RuleSet is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RuleSet) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.to_dict().items())))

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={v!r}" for k, v in self.changed().items())
        return f"RuleSet.preset({self.preset_name!r}{', ' if changed else ''}{changed})"


def all_values(name: str) -> Iterable[object]:
    """Every value a switch can take (for tests and the rules text): ints expanded."""
    for choice in CHOICES[name]:
        if choice == "seat:N":
            yield from (f"seat:{i}" for i in range(2))
        elif "-" in choice and choice[0].isdigit():
            low, high = INT_RANGES[name]
            yield from sorted({low, high, *( [2, 4] if name != "target" else [500])} & set(range(low, high + 1)))
        else:
            yield choice
