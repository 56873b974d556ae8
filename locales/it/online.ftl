## Gioco in rete: le parole dei comandi della sala e del tavolo (la prima è quella principale),
## poi ciò che la console dice del server, dei tavoli e degli altri giocatori.
online-words-list = tavoli, elenco
online-words-create = crea, nuovo
online-words-join = entra, siediti
online-words-spectate = guarda, osserva
online-words-leave = lascia, alzati
online-words-start = inizia, via
online-words-add = aggiungi
online-words-remove = togli, rimuovi
online-words-kick = espelli, caccia
online-words-say = di, dire, scrivi
online-words-who = chi
online-words-time = tempo
online-words-invite = invito, codice
online-words-opt-private = privato
online-words-opt-bots = computer
online-words-opt-rules = regole
online-words-opt-house = casa
online-words-opt-level = livello
online-words-opt-timer = timer, cronometro
online-words-opt-grace = attesa
online-words-opt-delay = ritardo

online-bot-name = Robot { $number }

online-connected = Connesso a { $url } come { $name }. Scrivi «tavoli» per vedere i tavoli, «crea» per aprirne uno, «aiuto» per tutti i comandi.
online-cannot-connect = Il server { $url } non risponde ({ $detail }).
online-bad-url = Questo non è l'indirizzo di un server: { $url }. Comincia con ws:// oppure wss://.
online-reconnecting = La connessione si è interrotta. Nuovo tentativo fra { $seconds ->
        [one] un secondo
       *[other] { NUM($seconds) } secondi
    }.
online-resumed = Di nuovo al tavolo. { $count ->
        [0] Non ti sei perso nulla.
        [one] Ti sei perso un messaggio; la cronologia lo ripete.
       *[other] Ti sei perso { NUM($count) } messaggi; la cronologia li ripete.
    }
online-server-stopped = Il server si sta fermando. La partita è salvata lì; questa console si ricollega quando torna.
online-bye-takeover = Il tuo posto è stato ripreso da un altro dispositivo. Questa console si ferma qui.
online-bye-flood = Il server ha chiuso la connessione: troppi messaggi troppo in fretta.
online-bye-slow = Il server ha chiuso la connessione: questa console non stava al passo.
online-bye-other = Il server ha chiuso la connessione.
online-bad-message = Il server ha mandato un messaggio che questa console non sa leggere; è stato ignorato.

online-help = Comandi in rete: tavoli; crea con il numero di posti e, se vuoi, computer N, regole NOME, casa NOME=VALORE, livello easy, normal o hard, privato, timer SECONDI, attesa SECONDI, ritardo SECONDI; entra CODICE; guarda CODICE; lascia; inizia; per chi ospita aggiungi LIVELLO, togli NOME ed espelli NOME; di TESTO; chi; tempo; invito.
online-quit-ask = Lasciare il tavolo ora? Il computer prende il tuo posto; con il tuo codice per tornare puoi riprenderlo. Scrivi «sì» per uscire o «no» per continuare.
online-save-now = Il server conserva questa partita mossa per mossa; se esci, con il tuo codice per tornare puoi riprendere il tuo posto.
online-lobby-prompt = Sei nella sala. Scrivi «tavoli», «crea» oppure «entra» con il codice di un tavolo.
online-table-prompt = Sei a un tavolo; la partita non è cominciata. Chi ospita scrive inizia.
online-no-game = Non si sta ancora giocando nessuna partita.
online-create-how = Si crea un tavolo così: crea 4 computer 2 regole official casa stacking=same privato.
online-join-how = Indica il codice del tavolo, o il codice d'invito di un tavolo privato: entra K7QD.
online-say-how = Scrivi «di» e poi il tuo messaggio.
online-no-tables = Non c'è nessun tavolo pubblico aperto. Scrivi «crea» per aprirne uno.
online-house-rules = { $any ->
        [no] nessuna regola della casa
       *[yes] regole della casa { $house }
    }
online-table-item = Tavolo { $table }: regole { $rules }, { online-house-rules }, { $free ->
        [0] nessun posto libero
        [one] un posto libero
       *[other] { NUM($free) } posti liberi
    } su { NUM($seats) }, { $state ->
        [waiting] in attesa
        [playing] in gioco
       *[other] finito
    }; giocatori: { $names }.
online-seat-open = posto { $seat } libero
online-seat-item = posto { $seat } { $name }{ $kind ->
        [bot] , giocatore controllato dal computer
       *[other] {""}
    }{ $host ->
        [yes] , ospita
       *[other] {""}
    }
online-table = Tavolo { $table }{ $private ->
        [yes] , privato
       *[other] {""}
    }: regole { $rules }, { online-house-rules }; { $seats }.
online-invite = Il codice d'invito di questo tavolo privato è { $code }. Dallo agli amici che inviti: entra { $code }.
online-invite-public = Questo tavolo è pubblico: chiunque può entrare con il suo codice { $table }.
online-seated = Sei al posto { $seat } del tavolo { $table }.
online-token = Il tuo codice per tornare è { $token }. Con questo e il tuo nome puoi riprendere il posto da un altro dispositivo.
online-spectating = Stai guardando il tavolo { $table }. Non vedi nessuna mano.
online-left = Hai lasciato il tavolo e sei di nuovo nella sala.
online-back-in-lobby = Sei di nuovo nella sala.
online-chat = { $scope ->
        [lobby] { $name } nella sala: { $text }
       *[other] { $name } dice: { $text }
    }
online-who-item = { $name } { $status ->
        [here] è presente
        [away] ha perso la connessione
        [stand_in] è assente, il computer gioca al suo posto
       *[other] è un giocatore controllato dal computer
    }{ $host ->
        [yes] , ospita
       *[other] {""}
    }
online-who-table = A questo tavolo: { $players }. { $spectators ->
        [0] Nessuno guarda.
        [one] Una persona guarda.
       *[other] Guardano { NUM($spectators, gender: "feminine") } persone.
    }
online-who-lobby = { $count ->
        [0] Nella sala non c'è nessuno.
        [one] Nella sala: { $names }.
       *[other] Nella sala, { NUM($count, gender: "feminine") } persone: { $names }.
    }
online-time-left = Per questo turno { $seconds ->
        [one] resta un secondo
       *[other] restano { NUM($seconds) } secondi
    }.
online-time-off = Questo tavolo non ha un tempo per turno.

online-notice-absent = { $name } ha perso la connessione. Il posto resta tenuto per { $seconds ->
        [one] un secondo
       *[other] { NUM($seconds) } secondi
    }.
online-notice-back = { $name } è tornato{ $bot ->
        [yes] ; il computer smette di giocare al suo posto.
       *[other] .
    }
online-notice-waiting = La partita aspetta { $name }, che ha perso la connessione: al massimo { $seconds ->
        [one] un secondo
       *[other] { NUM($seconds) } secondi
    } ancora.
online-notice-stand-in = { $name } non è tornato: il computer gioca al suo posto finché non ritorna.
online-notice-left = { $name } ha lasciato il tavolo.
online-notice-left-bot = { $name } ha lasciato il tavolo; il computer prende il suo posto.
online-notice-kicked = Chi ospita ha tolto { $name } dal tavolo.
online-notice-kicked-bot = Chi ospita ha tolto { $name }; il computer prende il suo posto.
online-notice-host = Ora ospita { $name }.
online-notice-joined = { $name } prende il posto { $seat }.
online-notice-bot-added = { $name } entra come giocatore controllato dal computer.
online-notice-bot-removed = { $name } lascia il tavolo.
online-notice-held = La tua mossa aspetta un momento: gli altri possono ancora agire fuori turno. Viene giocata entro { $seconds ->
        [one] un secondo
       *[other] { NUM($seconds) } secondi
    }.
online-notice-time-warning = { $seconds ->
        [one] Resta un secondo
       *[other] Restano { NUM($seconds) } secondi
    } per il tuo turno.
online-notice-timed-out = Il tempo di { $name } è finito: il computer fa questa mossa.
online-notice-you-kicked = { $name } ti ha tolto dal tavolo.

online-error-bad_json = Il server non ha potuto leggere quel messaggio.
online-error-bad_version = Il server usa la versione { $version } del protocollo; aggiorna questa console.
online-error-unknown_type = Il server non conosce il messaggio { $type }.
online-error-bad_field = Il server ha rifiutato un messaggio con un campo sbagliato: { $field }.
online-error-too_big = Quel messaggio è troppo lungo per il server.
online-error-hello_first = Il server aspetta prima il saluto.
online-error-hello_again = Questa connessione ha già salutato il server.
online-error-bad_name = Quel nome è vuoto una volta tolti i caratteri di controllo. Scegli un altro nome.
online-error-bad_token = Quel codice per tornare non vale su questo server; sei nella sala.
online-error-at_table = Sei già al tavolo { $table }. Scrivi prima «lascia».
online-error-bad_rules = Non si possono usare quelle regole: { $reason }.
online-error-bad_level = I livelli dei giocatori controllati dal computer sono: { $levels }.
online-error-too_many_bots = Un tavolo con { NUM($seats) } posti ne deve lasciare almeno uno a una persona.
online-error-no_table = Non esiste il tavolo { $table }.
online-error-private_table = Quel tavolo è privato: si entra con il suo codice d'invito.
online-error-already_started = A quel tavolo la partita è già cominciata. Puoi guardarla.
online-error-name_taken = A quel tavolo il nome { $name } è già preso.
online-error-table_full = Quel tavolo non ha posti liberi.
online-error-not_at_table = Non sei a un tavolo.
online-error-not_host = Solo chi ospita il tavolo può farlo.
online-error-no_bot = Al tavolo non c'è un giocatore controllato dal computer così.
online-error-bad_seat = A quel posto non c'è nessun giocatore da togliere.
online-error-empty_chat = Il messaggio è vuoto una volta tolti i caratteri di controllo.
online-error-too_fast = Mandi messaggi troppo in fretta; questo non è stato mandato.
online-error-not_seated = Chi guarda non può giocare.
online-error-not_your_seat = Questa azione è per un altro posto; non è cambiato nulla.
online-error-not_started = La partita non è ancora cominciata.
online-error-bad_seq = Questa azione è stata scelta su uno stato che il server non ha mai mandato; non è cambiato nulla.
online-error-stale = La partita è andata avanti prima che arrivasse la tua azione; non è stato giocato nulla. Ascolta cosa è successo e scegli di nuovo.
online-error-bad_action = Il server non ha potuto leggere questa azione; non è cambiato nulla.
online-error-held = La tua mossa precedente sta ancora aspettando; non è cambiato nulla.
online-error-not_stored = Il server non ha potuto salvare quella mossa, quindi non è stata giocata. Riprova.
online-error-internal = Il server ha avuto un problema con quel messaggio ({ $detail }); non è cambiato nulla.
online-error-other = Il server ha rifiutato: { $code }.

## uno-access serve e join
serve-opt-host = l'indirizzo su cui ascoltare (127.0.0.1 se non indicato; un altro vuole TLS oppure --insecure)
serve-opt-port = la porta (8765 se non indicata; 0 ne sceglie una libera)
serve-opt-db = il file di archivio che conserva i tavoli (se non indicato: l'archivio nella cartella dei dati)
serve-opt-certfile = il file del certificato TLS (PEM)
serve-opt-keyfile = il file della chiave privata TLS (PEM)
serve-opt-insecure = permette un indirizzo che non sia locale anche senza TLS
serve-opt-pace = secondi fra le mosse del computer (1 se non indicati)
serve-opt-rate = messaggi al secondo che una connessione può mandare prima di essere rallentata (20 se non indicati)
serve-need-both = Per TLS servono sia --certfile sia --keyfile.
serve-bad-cert = Non si possono usare il certificato o la chiave TLS: { $detail }
serve-need-tls = Ascoltare su { $host } senza TLS manderebbe ogni messaggio in chiaro. Indica --certfile e --keyfile, oppure --insecure per farlo comunque.
serve-insecure = Attenzione: ascolto su { $host } senza TLS. Chiunque sulla rete può leggere e cambiare i messaggi.
serve-bad-db = Non si può aprire l'archivio { $path }: { $detail }
serve-cannot-listen = Non si può ascoltare su { $host } alla porta { $port }: { $detail }
serve-listening = In ascolto su { $url }; { $tables ->
        [0] nessun tavolo da ripristinare.
        [one] un tavolo ripristinato.
       *[other] { $tables } tavoli ripristinati.
    }
serve-stopping = Arresto: avviso ogni giocatore.
serve-stopped = Fermato. Ogni tavolo è salvato.
join-opt-url = l'indirizzo del server, per esempio ws://127.0.0.1:8765
join-opt-name = il tuo nome ai tavoli
join-opt-create = crea subito un tavolo (le opzioni del comando crea, fra virgolette)
join-opt-table = entra subito in questo tavolo (il codice del tavolo o un codice d'invito)
join-opt-spectate = guarda subito questo tavolo
join-opt-token = il codice per tornare al tuo posto (da un altro dispositivo)
join-opt-cafile = il file con il certificato di chi ha firmato quello del server
join-metavar-options = OPZIONI
join-metavar-code = CODICE
join-metavar-token = CODICE
cli-help-serve = avvia un server per giocare in rete
cli-help-join = gioca in rete: entra in un server di gioco

## a console remembers its seat's resume code (online-tokens.json in the user's data folder)
online-token-resume = Riprendo il tuo posto con il codice per tornare salvato in { $path }.
online-token-not-used = Hai chiesto { $option }, quindi il tuo posto al tavolo { $table } non viene ripreso con il codice per tornare salvato in { $path }.
online-token-file-bad = Non è stato possibile leggere i codici per tornare salvati in { $path } ({ $detail }); non vengono usati.
online-token-not-saved = Non è stato possibile salvare il tuo codice per tornare in { $path } ({ $detail }); annotalo per riprendere il tuo posto.
online-resumed-seat = Sei di nuovo al tuo posto al tavolo { $table }.
