cli-description = UNO for blind and low-vision players, played at the keyboard and spoken aloud.
# no full stop at the end of any cli-arg-* detail: cli-usage-error ends every command-line error with one
cli-usage-error = { $prog }: { $detail }.
cli-help-play = play a game (the default)
cli-help-cards = list the 54 different cards with their braille codes
cli-help-labels = write braille label sheets for a deck
# the rule presets' codes, each with what it means (the --rules help of play, rules and simulate)
cli-presets = official (the official rules, the default), it (the Italian rule sheet), pt (the Brazilian one), pl (the Polish one), hr (the Croatian one), or ro (the Romanian one)
cli-help-rules = read the rules of a preset, section by section
cli-help-simulate = have computer players play many hands or matches and report statistics
cli-help-tutor = learn UNO and the braille codes step by step
cli-command-metavar = COMMAND

## argparse's own texts (see ARGPARSE_TEXTS in uno_access/cli/main.py)

cli-help-usage = usage:
cli-help-positionals = positional arguments
cli-help-options = options
cli-help-help = show this help and exit
# an error about one option (or the command): $option is the option as typed, $detail what is wrong
cli-arg-wrapper = argument { $option }: { $detail }
cli-arg-invalid-choice = "{ $value }" is not a valid value. Choose one of: { $choices }
cli-arg-not-a-whole-number = { $value } is not a whole number
cli-arg-expected-one = a value must follow it
cli-arg-expected-at-most-one = it takes at most one value
cli-arg-expected-at-least-one = at least one value must follow it
# $count selects the plural form, $number shows the same number
cli-arg-expected-count = { $count ->
    [one] { $number } value must follow it
   *[other] { $number } values must follow it
}
cli-arg-unrecognized = not recognized: { $words }
cli-arg-required = these must be given: { $names }
cli-arg-one-required = one of these must be given: { $names }
cli-arg-ambiguous = { $option } is the start of more than one option: { $matches }
cli-arg-not-allowed-with = it cannot be used together with { $other }
cli-arg-explicit-ignored = it takes no value, but was given { $value }
cli-arg-unexpected-option = { $option } was not expected here
cli-arg-unknown-command = { $command } is not a command; the commands are { $choices }

## placeholders for option values in --help (upper case, as help texts write them)

cli-metavar-file = FILE
cli-metavar-preset = PRESET
cli-metavar-switches = NAME=VALUE,...
cli-metavar-name = NAME
cli-metavar-seconds = SECONDS
cli-metavar-wpm = WORDS
cli-metavar-number = NUMBER
# a value the player typed, quoted as this language quotes
cli-quoted = "{ $text }"

# --lang or the language setting names a language the game does not have: said once, in the
# language used instead (so each translation names itself)
cli-language-unavailable = The language "{ $name }" is not available; using English instead.
