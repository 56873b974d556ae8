# Nomi e valori delle impostazioni / setting names and values (one word each; see en).
# .typed: altre grafie che il giocatore può scrivere, mai dette né elencate (separate da virgole): le
# parole delle versioni precedenti e ogni forma di «automatico» per qualsiasi impostazione.
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
    [windows] fuori-turno
    [backlog] riepilogo
    [hand_order] ordine-carte
    [mute] silenziati
   *[language] lingua
}
    .typed = { $name ->
        [windows] occasioni
        [hand_order] ordine-mano
        [mute] silenzia
       *[other] {""}
    }
setting-value = { $value ->
    [auto] { $name ->
            [language] automatica
            [voice] automatica
            [speech] automatica
            [mode] automatica
           *[other] automatico
        }
    [screenreader] lettore-schermo
    [none] { $name ->
            [mute] nessuno
           *[other] spenta
        }
    [brief] breve
    [normal] normale
    [verbose] esteso
    [plain] semplice
    [standard] standard
    [text] testo
    [braille] braille
    [on] attivi
    [off] spenti
    [timed] a-tempo
    [enter] invio
    [sorted] per-colore
    [playable] giocabili-prima
    [game] partita
    [chat] chat
    [system] sistema
    [nothing] nessuno
   *[other] { $value }
}
    .typed = { $value ->
        [auto] automatico, automatica, automatiche
        [verbose] ampio
        [sorted] ordinata
        [playable] giocabili
        [nothing] niente
       *[other] {""}
    }
