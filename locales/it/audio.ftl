## Voce che il gioco aspetta, segnali sonori, cronologia da sfogliare (uno_access/speech, console).

sound-unavailable = Qui non si possono riprodurre i segnali sonori (nessun dispositivo o lettore audio): il gioco continua senza.
access-window-enter = Il gioco ti aspetta: agisci ora oppure premi Invio per continuare.
access-window-go-on = Il gioco continua.
access-uno-remind = { $you ->
        [yes] Hai una carta sola e non hai detto UNO: scrivi «uno» adesso, prima che muova il giocatore successivo.
       *[no] { $name } ha una carta sola e non ha detto UNO: scrivi «uno» adesso, prima che muova il giocatore successivo.
    }
    .braille = una carta: scrivi «uno»
access-repeat-since = { $from ->
        [start] Tutto quello che è successo finora:
       *[turn] Tutto quello che è successo dal tuo ultimo turno:
    }
access-more-events = { $count ->
        [one] Ancora un evento: scrivi «cronologia» per sentirlo.
       *[other] Ancora { NUM($count, gender: "masculine") } eventi: scrivi «cronologia» per sentirli.
    }
access-browse-empty = { $kind ->
        [game] Non ci sono ancora messaggi di gioco.
        [chat] Non ci sono ancora messaggi di chat.
        [system] Non ci sono ancora messaggi di sistema.
       *[other] Non ci sono ancora messaggi.
    }
access-browse-edge = { $edge ->
        [first] Questo è il primo messaggio.
       *[other] Questo è l'ultimo messaggio.
    }
access-browse-item = { $position } di { $count }: { $text }
access-browse-kind = Quali messaggi? Scrivi «tutto», «gioco», «chat» o «sistema».
access-hand-item = { $only ->
        [yes] { $card }
       *[no] carta { $position }: { $card }
    }{ $playable ->
        [yes] , giocabile
       *[no] {""}
    }
access-catch-nobody = Ora non c'è nessuno da beccare: nessun giocatore è rimasto con una carta senza aver detto UNO.
access-did-you-mean = Non conosco «{ $text }». Intendevi «{ $suggestion }»?
access-quit-yes-no = Rispondi sì o no: vuoi uscire?

cmd-words-previous = precedente
cmd-words-next = successivo
cmd-words-first = primo
cmd-words-last = ultimo
cmd-words-kind-all = tutto, tutti
cmd-words-kind-game = gioco
cmd-words-kind-chat = chat, conversazione
cmd-words-kind-system = sistema

play-opt-sounds = segnali sonori attivi o no (per il volume: imposta volume-suoni 60)
play-opt-windows = come il gioco attende quando puoi agire fuori turno: timed (attesa a tempo, contata da quando l'occasione viene annunciata), enter (il gioco si ferma finché non premi Invio), auto (enter con --speech none)
