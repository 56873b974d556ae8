# Setting names and values (one word each; see locales/en/settings_words.ftl).
setting-name = { $name ->
    [speech] vorbire
    [rate] viteză
    [voice] voce
    [verbosity] detaliere
    [delay] așteptare
    [pace] ritm
    [mode] mod
    [display] afișare
    [volume] volum
    [pitch] ton
    [sounds] sunete
    [sound_volume] volum-sunete
    [windows] ocazii
    [backlog] rezumat
    [hand_order] ordine-mână
    [mute] silențios
   *[language] limbă
}
setting-value = { $value ->
    [auto] { $name ->
           *[other] automat
        }
    [screenreader] cititor-de-ecran
    [none] oprită
    [brief] scurtă
    [normal] normală
    [verbose] detaliată
    [plain] simplu
    [standard] standard
    [text] text
    [braille] braille
    [on] pornite
    [off] oprite
    [timed] cronometrate
    [enter] enter
    [sorted] sortată
    [playable] jucabile
    [game] joc
    [chat] chat
    [system] sistem
    [nothing] nimic
   *[other] { $value }
}
