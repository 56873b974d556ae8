# Setting names and values as the player types and hears them (set rate 200; settings).
# Names are one word (a hyphen joins two); the file settings.toml keeps the English keys.
# .typed (as card-name.typed): other spellings a player may type, never said or listed, separated by
# commas, empty when none (English has none): the words of earlier versions (a translation that renames a
# word keeps the old one there, so that a player who learned it is not refused) and every gender of
# "automatic" for any setting.
setting-name = { $name ->
    [speech] speech
    [rate] rate
    [voice] voice
    [verbosity] verbosity
    [delay] delay
    [pace] pace
    [mode] mode
    [display] display
    [volume] volume
    [pitch] pitch
    [sounds] sounds
    [sound_volume] sound-volume
    [windows] windows
    [backlog] backlog
    [hand_order] hand-order
    [mute] mute
   *[language] language
}
    .typed = { $name ->
       *[other] {""}
    }
setting-value = { $value ->
    [auto] { $name ->
           *[other] auto
        }
    [screenreader] screenreader
    [none] none
    [brief] brief
    [normal] normal
    [verbose] verbose
    [plain] plain
    [standard] standard
    [text] text
    [braille] braille
    [on] on
    [off] off
    [timed] timed
    [enter] enter
    [sorted] sorted
    [playable] playable
    [game] game
    [chat] chat
    [system] system
    [nothing] none
   *[other] { $value }
}
    .typed = { $value ->
       *[other] {""}
    }
