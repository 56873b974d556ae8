## The console: command words, help, notices and answers to typed lines.
## cmd-words-*: the words of each command, separated by commas (the first is the main one).
## English words always work as well (not their one-letter shortcuts: see cmd-key-* below).
## Keep the one-letter words different from the color letters.

cmd-words-play = play, p
cmd-words-draw = draw, d
cmd-words-pass = pass, keep
cmd-words-uno = uno, u
cmd-words-catch = catch
cmd-words-challenge = challenge
cmd-words-accept = accept
cmd-words-color = color
cmd-words-swap = swap
cmd-words-hand = hand, h
cmd-words-top = top, t
cmd-words-turn = turn, w
cmd-words-counts = counts, cards, c
cmd-words-scores = scores, score, s
cmd-words-repeat = repeat, again, a
cmd-words-history = history, log, l
cmd-words-rules = rules
cmd-words-help = help, ?
cmd-words-quit = quit, exit, q
cmd-words-settings = settings
cmd-words-save = save
cmd-words-set = set
cmd-words-yes = yes
cmd-words-no = no, n
cmd-words-color-r = red, r
cmd-words-color-y = yellow, y
cmd-words-color-g = green, g
cmd-words-color-b = blue, b

## Answers to lines that could not be understood
cmd-unknown = "{ $text }" is not a command or a card. Type help for a list of commands.
cmd-not-a-card = "{ $text }" is not a card. Name a card by its number in your hand, its code like r3x, or its name like red 3.
cmd-play-which = Which card? For example: play 2, play r3x, or play red 3.
cmd-color-which = Which color? Red, yellow, green, or blue.
cmd-bad-seat = There is no player "{ $text }".
cmd-history-number = After history, give how many lines you want, for example: history 5.
cmd-no-arguments = The command { $command } takes nothing after it.
cmd-bad-position = You have no card number { $number }: you hold { $count ->
        [one] one card
       *[other] { NUM($count) } cards
    }.
cmd-bad-after-card = After the card I expected a color or uno, not "{ $text }".
cmd-which-card = Which one: { $cards }?

## Notices and answers of the game console
console-which-color = Which color for the { $card }? Type red, yellow, green, or blue (and uno, if you call it).
console-resumed = The saved game continues, hand { $hand }.
console-match-over = The match is over. Type quit to leave, or history to hear it again.
console-spectator = You are watching: the computer players play every seat.
console-nothing-to-repeat = Nothing to repeat yet.
console-history = The last { $count ->
        [one] event
       *[other] { $count } events
    }:
console-rules-list = Rules sections: { $sections }. Type rules and a section name, for example: rules uno.
console-rules-unknown = There is no rules section "{ $name }". Type rules for the list.
console-help-cards = Name a card by its number in your hand (2), its braille code (r3x, wld r, dr4 g), or its name (red 3, wild blue). A card alone plays it; add uno to call UNO with the play.
console-help-actions = Actions: play, draw, pass (keep the drawn card), uno, catch, challenge, accept, a color (red or r), and swap followed by a name.
console-help-status = Status: hand (playable cards marked; on a braille display, in capitals), top (the card and color in play), turn (whose turn and the direction), counts, scores, repeat, history (optionally followed by a number), and rules.
console-help-other = Also: settings; set followed by a name and a value (for example set rate 200, set verbosity brief); save (the game saves itself after every move); help; and quit. Press Enter on an empty line to hear what to do now.
console-key-item = { $key } or { $fkey } for { $command }
console-help-keys = Shortcuts (type alone and press Enter): { $keys }. In standard mode the function keys work immediately, without Enter, and Tab completes card names.
console-quit-ask = Quit now? The game is saved; uno-access play --resume continues it. Type yes to quit or no to go on.
console-quit-cancelled = The game goes on.
console-bye = Goodbye.
console-nothing-to-confirm = There is nothing to confirm.
console-setting-item = { $name }: { console-setting-value }
# a setting's value as the player hears it, with its unit (console-setting-item and
# console-setting-changed): $key is the setting's name in the file (delay, rate...), $value the
# value as shown ("2.5"), $number the value when it is a number (0 otherwise), for a unit's plural.
# delay and pace are always shown with one decimal ("1.0"), so their unit has one form for them
# (a plural selector would see 1.0 as "one": Fluent loses the shown decimal).
console-setting-value = { $key ->
        [delay] { $value } seconds
        [pace] { $value } seconds
        [rate] { $value } words per minute
        [backlog] { $value }{ $number ->
            [0] {" "}(off)
            [one] {" "}(a summary past one waiting event)
           *[other] {" "}(a summary past { $value } waiting events)
        }
       *[other] { $value }
    }
console-settings = Settings: { $settings }.
# the entries of a read-out (console-settings: "name: value" each), one after another with no final
# "and": $head is the entries before, $last the next one
list-items = { $head }; { $last }
console-settings-how = To change one, type set, the name and the value, for example: set rate 200.
console-set-how = Type set, a setting name and a value. The settings are: { $names }.
# $name is the word the player types (settings_words.ftl), so it stays lower case inside the
# sentence ("The delay setting is now 2.5 seconds."); a word or unit that depends on the setting
# selects on $key (console-setting-value), never on $name, whose words differ in every language.
console-setting-changed = { $key ->
        [language] { $raw ->
                [auto] The game now uses your system's language.
               *[other] The game is now in { $value }.
            }
       *[other] The { $name } setting is now { console-setting-value }.{ $later ->
            [yes] {" "}It takes effect the next time the game starts.
           *[no] {""}
        }
    }
console-settings-not-saved = The setting is used now but could not be saved: { $detail }.
console-saved-on-exit = The game is saved. Type uno-access play --resume to continue it.
console-no-save = There is no saved game, so a new one starts.
console-save-corrupt = The saved game could not be read ({ $detail }); it was moved to { $path } and a new game starts.
console-save-kept = The earlier saved game was kept as { $path }; uno-access play --resume { $path } continues it.
console-save-exists = A saved game exists; it is replaced when this new game starts. To continue it instead, quit and type uno-access play --resume.
console-save-failed = The game could not be saved ({ $detail }); it goes on without saving.
console-log-failed = The event log could not be written ({ $detail }); it is stopped.
console-internal-error = Something went wrong inside the game ({ $detail }). The game is saved; please report this.
console-bad-players = The players list "{ $text }" is not valid: give 2 to 10 entries, each human, easy, normal, or hard.
console-bad-deck = The deck file { $path } cannot be used: { $detail }.
console-bad-deck-code = The deck file { $path } holds "{ $code }", which is not a card code.
console-bad-deck-count = The deck file { $path } must hold the 108 cards of one deck; it holds { $count }. Missing: { $missing }. Extra: { $extra }.
console-bad-dealer = There is no seat { $value }: seats are numbered from 0 to { $last }.
console-bad-rules = { $detail }
console-bad-log = The event log { $path } cannot be written: { $detail }.
console-spectating = No human seat: you are watching the computer players.

## Settings (uno_access/storage/settings.py)
settings-unknown = There is no setting "{ $name }". The settings are: { $names }.
settings-bad-choice = "{ $value }" is not a valid value for { $name }. Choose one of: { $allowed }.
settings-bad-number = The { $name } setting must be a number from { $low } to { $high }, not "{ $value }".
settings-bad-voice = "{ $value }" is not a voice name.
settings-corrupt = The settings file { $path } could not be read, so the default settings are used.
settings-unreadable = The settings file { $path } could not be opened ({ store-reason }), so the default settings are used.

## Options of uno-access play
play-opt-players = the seats, in order: human, easy, normal, or hard, separated by commas (default: human,normal,normal,normal)
play-opt-rules = the rule preset: { cli-presets }
play-opt-house = house rules and other switches, NAME=VALUE separated by commas
play-opt-seed = the seed of the shuffles, to replay a game
play-opt-deck = a file with the 108 card codes in dealing order (first card dealt first)
play-opt-dealer = the seat that deals first (seats are numbered from 0)
play-opt-event-log = write every event to this file as JSON lines
play-opt-lang = the language: { -language-codes }
play-opt-speech = the speech engine: auto, screenreader, speechd, espeak, pyttsx3, or none
play-opt-verbosity = how much is said: brief, normal, or verbose
play-opt-mode = plain (no escape sequences at all) or standard (color, richer prompt); by default (auto) the game chooses one for your terminal
play-opt-display = text (card names) or braille (card codes and short lines)
play-opt-resume = continue the saved game
play-opt-delay = seconds a computer player waits before catching a missed UNO call or jumping in
play-opt-pace = seconds between two computer moves
play-opt-rate = speech rate in words per minute
play-opt-voice = the speech engine's voice name
play-prompt = >{" "}
play-prompt-turn = your turn>{" "}

## cmd-key-*: the one-letter shortcut of a command in this language (typed alone, then Enter),
## taken from this language's own words: no letter twice, none of r, y, g, b (the colour letters of
## the card codes) and "-" for none. Other languages' letters do not work here.
# p play, d draw, u uno, h hand, t top, w whose turn, c counts, s scores, a again, l log, q quit
cmd-key-play = p
cmd-key-draw = d
cmd-key-uno = u
cmd-key-hand = h
cmd-key-top = t
cmd-key-turn = w
cmd-key-counts = c
cmd-key-scores = s
cmd-key-repeat = a
cmd-key-history = l
cmd-key-quit = q
