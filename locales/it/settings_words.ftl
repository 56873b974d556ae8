# Nomi e valori delle impostazioni / setting names and values (one word each; see en).
setting-name = { $name ->
    [speech] sintesi
    [rate] velocità
    [voice] voce
    [verbosity] dettaglio
    [delay] attesa
    [pace] ritmo
    [mode] modalità
    [display] formato
    [volume] volume
    [pitch] tono
    [sounds] suoni
    [sound_volume] volume-suoni
    [windows] occasioni
    [backlog] riepilogo
    [hand_order] ordine-mano
    [mute] silenzia
   *[language] lingua
}
setting-value = { $value ->
    [auto] { $name ->
            [language] automatica
            [voice] automatica
            [speech] automatica
            [mode] automatica
            [windows] automatiche
           *[other] automatico
        }
    [screenreader] lettore-schermo
    [none] spenta
    [brief] breve
    [normal] normale
    [verbose] ampio
    [plain] semplice
    [standard] standard
    [text] testo
    [braille] braille
    [on] attivi
    [off] spenti
    [timed] a-tempo
    [enter] invio
    [sorted] ordinata
    [playable] giocabili
    [game] partita
    [chat] chat
    [system] sistema
    [nothing] niente
   *[other] { $value }
}
