## La pagina web di uno-access serve (uno_access/web): le sue parole e le righe che dice solo la pagina.
web-title = uno-access: UNO per tutti
web-skip = Vai alla casella dei comandi
web-connecting = Connessione non ancora aperta.
web-signin = Connessione
web-name = Il tuo nome
web-language = Lingua
web-language-self = Italiano
web-connect = Connettiti
web-lobby = Sala
web-tables = Tavoli
web-refresh = Elenca i tavoli
web-create = Crea un tavolo
web-seats = Posti (da 2 a 10)
web-bots = Giocatori controllati dal computer
web-level = Livello dei giocatori controllati dal computer
web-level-easy = facile
web-level-normal = normale
web-level-hard = difficile
web-rules = Regole
web-rules-official = regole ufficiali
web-rules-it = regolamento italiano
web-rules-pt = regolamento brasiliano
web-rules-pl = regolamento polacco
web-rules-hr = regolamento croato
web-rules-ro = regolamento romeno
web-house = Regole della casa (facoltative)
web-house-hint = Nomi e valori separati da virgole, per esempio stacking=same,jump_in=on.
web-private = Tavolo privato, si entra solo con il codice d'invito
web-create-button = Crea il tavolo
web-by-code = Entra con un codice
web-code = Codice del tavolo o d'invito
web-join = Entra
web-watch = Guarda
web-table = Tavolo
web-seats-list = Posti
web-status = La partita adesso
web-start = Comincia la partita
web-add-bot = Aggiungi un giocatore controllato dal computer
web-remove-bot = Togli un giocatore controllato dal computer
web-leave = Lascia il tavolo
web-hand = La tua mano
web-hand-empty = Non hai carte in mano.
web-draw = Pesca una carta
web-uno = Chiama UNO
web-catch = Becca un UNO non chiamato
web-command-h = Comandi
web-command = Comando
web-command-hint = Gli stessi comandi della console: una carta (r3x, tre rosso o il suo numero), pesca, passa, uno, becca, mano, cima, turno, conta, punti, storia, aiuto.
web-send = Invia
web-history = Cronologia
web-chat = Messaggi
web-say = Messaggio al tavolo o alla sala
web-options = Opzioni
web-speech = Leggi con la voce del browser (per chi gioca senza lettore di schermo)
web-rate = Velocità della voce
web-volume = Volume della voce
web-contrast = Contrasto elevato
web-keys = Tasti
web-keys-intro = Questi tasti funzionano ovunque nella pagina, anche nella casella dei comandi; non si scontrano con nessun tasto di NVDA, JAWS o VoiceOver.
web-key-hand = la tua mano
web-key-top = la carta in cima e il colore
web-key-turn = di chi è il turno e il senso di gioco
web-key-counts = quante carte ha ciascuno
web-key-scores = i punteggi
web-key-repeat = ripeti l'ultima risposta
web-key-go-hand = vai alla tua mano
web-key-go-command = vai alla casella dei comandi
web-key-go-history = vai alla cronologia
web-js-connecting = Connessione in corso.
web-js-connected = Nella sala.
web-js-reconnected = Di nuovo connesso.
web-js-lost = La connessione si è interrotta. Nuovo tentativo fra { $seconds ->
        [one] un secondo
       *[other] { NUM($seconds) } secondi
    }.
web-js-cannot = Nessuna connessione: non è stato inviato nulla.
web-js-playable = giocabile
web-js-join = Entra nel tavolo
web-js-watch = Guarda il tavolo
web-js-speech-on = La voce del browser è accesa.
web-js-speech-off = La voce del browser è spenta.
web-js-no-tables = Non c'è nessun tavolo pubblico aperto. Creane uno.
web-js-closed = Questa pagina non è più connessa: il posto è stato ripreso da un altro dispositivo, oppure sono stati inviati troppi messaggi. Ricarica la pagina per connetterti di nuovo.
web-js-rate-value = { $rate }; quella normale è 1
web-js-volume-value = { $percent } per cento
web-table-name = Tavolo { $table }{ $watching ->
        [yes] , lo stai guardando
       *[other] {""}
    }{ $private ->
        [yes] , privato, codice d'invito { $invite }
       *[other] {""}
    }
web-hand-title = La tua mano: { $count ->
        [one] una carta
       *[other] { NUM($count, gender: "feminine") } carte
    }
web-tables-count = { $count ->
        [0] Non c'è nessun tavolo pubblico aperto.
        [one] Un tavolo pubblico.
       *[other] { NUM($count) } tavoli pubblici.
    }
web-settings-here = In questa pagina le impostazioni sono nella sezione Opzioni.
web-quit-lobby = Sei nella sala. Chiudi la pagina per lasciare il server.
web-bad-message = La pagina ha inviato qualcosa che il server non sa leggere; non è cambiato nulla.
web-serve-page = La pagina web per i browser e i lettori di schermo: { $url }
web-colors = Scegli il colore
web-pass = Tieni la carta pescata
web-challenge = Contesta il Jolly pesca quattro
web-accept = Accetta e pesca
