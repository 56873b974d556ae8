"""Setting names and values in the player's language, both ways.

``set`` takes a setting's name and value as the player says them (``definir velocidade 200``,
``set sounds off``) or as ``settings.toml`` spells them (``rate``, ``hand_order``); ``settings``
lists them back in the player's language, numbers with the language's decimal mark.  The
words are the ``setting-name`` and ``setting-value`` messages (``locales/<lang>/settings_words.ftl``;
their ``.typed`` attributes: earlier words still understood); a language is named in words
(``languages.ftl``), never by its code; ``uno_access.storage.settings`` keeps the one spelling of the file.
"""

from __future__ import annotations

from uno_access.commands import normalize, words_of
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.storage.settings import CHOICES as ONE_WORD
from uno_access.storage.settings import MESSAGE_KINDS, SETTING_NAMES, SettingError, Settings

#: the settings whose value is a word of a fixed list (mute: several of them)
CHOICES: dict[str, tuple[str, ...]] = {**ONE_WORD, "mute": MESSAGE_KINDS}
#: what an empty text value means (the language of the environment, the engine's voice, nothing muted)
EMPTY = {"language": "auto", "voice": "auto", "mute": "nothing"}


def _key(text: str) -> str:
    return normalize(text).replace("-", "_").replace(" ", "_")


def name_word(loc: Localizer, key: str) -> str:
    return loc.format("setting-name", name=key)


def value_word(loc: Localizer, key: str, value: str) -> str:
    return loc.format("setting-value", name=key, value=value)


def language_name(loc: Localizer, code: str) -> str:
    """The language ``code`` named in ``loc``'s language ("limbă: română", "język: polski")."""
    return loc.format("language-name", code=code)


def own_name(code: str) -> str:
    """The language ``code`` named in itself ("polski"): how a list to choose from names it."""
    return Localizer(code).format("language-self")


def shown_value(loc: Localizer, key: str, value: object) -> str:
    """``value`` of setting ``key`` as the player hears it."""
    if isinstance(value, float):
        return loc.decimal(value, 1)
    text = str(value)
    if not text:
        return value_word(loc, key, EMPTY.get(key, "auto"))
    if key == "language" and text in LANGUAGES:
        return language_name(loc, text)
    if key == "mute":
        return loc.join([value_word(loc, key, kind) for kind in text.split(",")])
    if key in CHOICES or text == "auto":
        return value_word(loc, key, text)
    return text


def _typed(loc: Localizer, msg_id: str, **args: str) -> list[str]:
    """The other spellings a player may type (``setting-name.typed``, ``setting-value.typed``:
    earlier words, every gender of "automatic"), never said; folded as typed words are."""
    return [_key(word) for word in words_of(loc, msg_id, **args)]


def typed_names(loc: Localizer, key: str) -> list[str]:
    """Every spelling of setting ``key`` that ``set`` takes: the file's, the language's, and the
    language's earlier ones (a player who learned a renamed word is not refused)."""
    return [key, _key(name_word(loc, key)), *_typed(loc, "setting-name.typed", name=key)]


def parse_name(loc: Localizer, typed: str) -> str | None:
    """The setting a player named, in their language (now or as it was spelled before) or as the
    file spells it."""
    wanted = _key(typed)
    for key in SETTING_NAMES:
        if wanted in typed_names(loc, key):
            return key
    return None


def typed_values(loc: Localizer, key: str, value: str) -> list[str]:
    """Every spelling of ``value`` of setting ``key`` that ``set`` takes (as ``typed_names``); a
    language also by its name in the player's language, in its own and in English, as commands
    are taken in English too ("polonă", "polski", "Polish")."""
    if key == "language" and value in LANGUAGES:
        return [value, *(_key(language_name(names, value)) for names in (loc, Localizer("en"))), _key(own_name(value))]
    return [value, _key(value_word(loc, key, value)), *_typed(loc, "setting-value.typed", name=key, value=value)]


def parse_value(loc: Localizer, key: str, typed: str) -> str:
    """The file's spelling of a value typed in the player's language (anything else unchanged)."""
    words = [typed] if key != "mute" else [part for part in typed.replace(" ", ",").split(",") if part]
    choices = (*CHOICES.get(key, ()), *(("auto",) if key in ("language", "voice") else ()),
               *(LANGUAGES if key == "language" else ()),
               *(("nothing",) if key == "mute" else ()))
    out = []
    for word in words:
        folded = _key(word)
        match = next((v for v in choices if folded in typed_values(loc, key, v)), word)
        out.append("" if match == "nothing" else match)
    return ",".join(part for part in out if part) if key == "mute" else out[0]


def item_args(loc: Localizer, key: str, value: object) -> dict[str, object]:
    """The arguments of a message that names setting ``key`` with its ``value``: the words, the
    key (a language words some settings its own way: "espera 2,5 segundos"), ``number``, the
    value itself when it is a number (0 otherwise), for a unit's plural, and ``raw``, the value as
    the file spells it ("auto" for an empty language or voice: "now follows your system's")."""
    number = value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0
    raw = str(value) or EMPTY.get(key, "")
    return {"name": name_word(loc, key), "value": shown_value(loc, key, value), "key": key, "number": number, "raw": raw}


def listed(loc: Localizer, settings: Settings) -> list[str]:
    """Every setting as "name value", in the player's language."""
    values = settings.to_dict()
    return [loc.format("console-setting-item", **item_args(loc, key, values[key])) for key in SETTING_NAMES]


def names(loc: Localizer) -> str:
    return loc.join([name_word(loc, key) for key in SETTING_NAMES])


#: a value the file spells one way and the player hears another ("none" muted is "nothing")
_HEARD = {("mute", "none"): "nothing"}


def error_args(loc: Localizer, error: SettingError) -> dict[str, object]:
    """The arguments of a ``SettingError``'s message, with names and choices in the player's words."""
    args = dict(error.args_)
    key = str(args.get("name", ""))
    if error.msg_id == "settings-unknown":
        args["names"] = names(loc)
        return args
    if key in SETTING_NAMES:
        args["name"] = name_word(loc, key)
        if "allowed" in args:  # one of them: joined with the language's "or"
            allowed = args["allowed"]
            values = list(allowed) if isinstance(allowed, (tuple, list)) else str(allowed).split(", ")
            args["allowed"] = loc.join([value_word(loc, key, _HEARD.get((key, v), v)) if key in CHOICES or v == "auto"
                                        else own_name(v) if key == "language" else shown_value(loc, key, v)
                                        for v in values], style="or")
        for bound in ("low", "high"):
            number = args.get(bound)
            if isinstance(number, float):
                args[bound] = loc.decimal(number, 0 if number.is_integer() else 1)
    return args


def error_text(loc: Localizer, error: SettingError) -> str:
    """The one line a ``SettingError`` is, in ``loc``'s language (the game's ``set``, the command
    line's options, the server's own settings)."""
    return loc.format(error.msg_id, **error_args(loc, error))
