## Speech that the game waits for, sound cues, the history browser (uno_access/speech, console).

sound-unavailable = Sound cues cannot be played here (no sound device or no player for them), so the game goes on without them.
access-window-enter = The game waits for you: act now, or press Enter to go on.
access-window-go-on = The game goes on.
access-uno-remind = { $you ->
        [yes] You have one card and have not called UNO: type uno now, before the next player moves.
       *[no] { $name } has one card and has not called UNO: type uno now, before the next player moves.
    }
    .braille = one card: type uno
access-repeat-since = { $from ->
        [start] Everything so far:
       *[turn] Since the start of your last turn:
    }
access-more-events = { $count ->
        [one] There is one more event: type history to hear it.
       *[other] There are { NUM($count) } more events: type history to hear them.
    }
access-browse-empty = { $kind ->
        [game] There are no game messages yet.
        [chat] There are no chat messages yet.
        [system] There are no system messages yet.
       *[other] There are no messages yet.
    }
access-browse-edge = { $edge ->
        [first] This is the first message.
       *[other] This is the last message.
    }
access-browse-item = { $position } of { $count }: { $text }
access-browse-kind = Which messages? Say all, game, chat, or system.
access-hand-item = { $only ->
        [yes] { $card }
       *[no] card { $position }: { $card }
    }{ $playable ->
        [yes] , playable
       *[no] {""}
    }
access-catch-nobody = There is no one to catch: nobody has one card left without having called UNO.
access-did-you-mean = "{ $text }" is not a command or a card. Did you mean { $suggestion }?
access-quit-yes-no = Please answer yes or no: do you want to quit?

cmd-words-previous = previous
cmd-words-next = next
cmd-words-first = first
cmd-words-last = last
cmd-words-kind-all = all
cmd-words-kind-game = game
cmd-words-kind-chat = chat
cmd-words-kind-system = system

play-opt-sounds = sound cues on or off (set their volume in the game with: set sound-volume 60)
play-opt-windows = how long you get to act out of turn: timed (the --delay, counted from the end of the announcement), enter (the game waits until you press Enter), auto (enter when --speech is none, otherwise timed)
