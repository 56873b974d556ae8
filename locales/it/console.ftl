## La console: parole dei comandi, aiuto, avvisi e risposte alle righe scritte.
## cmd-words-*: le parole di ogni comando, separate da virgole (la prima è la principale).
## Le parole inglesi funzionano sempre; le lettere singole (p, d, h, t...) restano quelle
## inglesi, e r, y, g, b restano i colori dei codici delle carte (g3x è il tre verde).
## Nessuna parola di comando inizia un nome di carta (salta, cambio, jolly, numeri),
## tranne pesca e uno, troppo naturali per rinunciarvi: un comando seguito da altre parole
## viene letto prima come nome di carta, quindi "pesca due rosso" e "uno rosso" sono carte.
## Anche senza accenti: "si" vale "sì".

cmd-words-play = gioca, gioco
cmd-words-draw = pesca, pesco
cmd-words-pass = passa, passo, tengo
cmd-words-uno = uno
cmd-words-catch = becca, beccato
cmd-words-challenge = sfida, sfido
cmd-words-accept = accetta, accetto
cmd-words-color = colore
cmd-words-swap = scambia, scambio
cmd-words-hand = mano
cmd-words-top = cima, scarti
cmd-words-turn = turno
cmd-words-counts = conta, carte
cmd-words-scores = punti, punteggio
cmd-words-repeat = ripeti, ancora
cmd-words-history = storia, cronologia
cmd-words-rules = regole
cmd-words-help = aiuto
cmd-words-quit = esci, fine
cmd-words-settings = impostazioni
cmd-words-save = salva, salvare
cmd-words-set = imposta
cmd-words-yes = sì
cmd-words-no = no
cmd-words-color-r = rosso, rossa
cmd-words-color-y = giallo, gialla
cmd-words-color-g = verde
cmd-words-color-b = blu

## Risposte alle righe non capite
cmd-unknown = Non conosco il comando «{ $text }». Scrivi «aiuto» per l'elenco dei comandi.
cmd-not-a-card = «{ $text }» non è una carta. Indica una carta con il suo numero nella tua mano, con il codice, come r3x, o con il nome, come sette rosso.
cmd-play-which = Quale carta? Per esempio: gioca 2, gioca r3x oppure gioca tre rosso.
cmd-color-which = Quale colore? Rosso, giallo, verde o blu.
cmd-bad-seat = Non c'è nessun giocatore «{ $text }».
cmd-history-number = Dopo «storia» scrivi quante righe vuoi, per esempio: «storia 5».
cmd-no-arguments = Il comando { $command ->
        [draw] pesca
        [pass] passa
        [uno] uno
        [challenge] sfida
        [accept] accetta
        [hand] mano
        [top] cima
        [turn] turno
        [counts] conta
        [scores] punti
        [repeat] ripeti
        [quit] esci
        [yes] sì
        [no] no
        [catch] becca
        [swap] scambia
       *[other] { $command }
    } non vuole niente dopo.
cmd-bad-position = Non c'è nessuna carta in posizione { $number }: { $count ->
        [0] non hai carte
        [one] ne hai una
       *[other] ne hai { NUM($count, gender: "feminine") }
    }.
cmd-bad-after-card = Dopo la carta mi aspettavo un colore o uno, non «{ $text }».
cmd-which-card = Quale: { $cards }?

## Avvisi e risposte della console di gioco
console-which-color = Quale colore per { CASE($card, case: "def") }? Scrivi rosso, giallo, verde o blu (e «uno», se lo dici).
console-resumed = La partita salvata continua, mano { $hand }.
console-match-over = La partita è finita. Scrivi «esci» per uscire, oppure «storia» per riascoltarla.
console-spectator = Stai guardando: tutti i posti sono di giocatori controllati dal computer.
console-nothing-to-repeat = Non c'è ancora niente da ripetere.
console-history = { $count ->
        [one] L'ultimo evento
       *[other] Gli ultimi { NUM($count, gender: "masculine") } eventi
    }:
console-rules-list = Sezioni delle regole: { $sections }. Scrivi «regole» e il nome di una sezione, per esempio: «regole uno».
console-rules-unknown = Non c'è nessuna sezione delle regole «{ $name }». Scrivi «regole» per l'elenco.
console-help-cards = Indica una carta con il suo numero nella tua mano (2), con il codice Braille (r3x, wld r, dr4 g) o con il nome (sette rosso, Jolly blu). Se scrivi solo la carta, la giochi; aggiungi «uno» per dire UNO nella stessa mossa.
console-help-actions = Azioni: gioca, pesca, passa (tieni la carta pescata), uno, becca, sfida, accetta, un colore (rosso oppure r), scambia seguito da un nome.
console-help-status = Stato: mano (con le carte giocabili), cima (la carta e il colore in gioco), turno (a chi tocca e il senso di gioco), conta, punti, ripeti, storia (seguito da un numero), regole.
console-help-other = Inoltre: impostazioni, imposta seguito da un nome e un valore (per esempio imposta velocità 200, imposta dettaglio breve), salva (la partita si salva da sola dopo ogni mossa), aiuto, esci. Premi Invio su una riga vuota per sentire che cosa fare ora.
console-key-item = { $key } o { $fkey } { $command ->
        [help] aiuto
        [hand] mano
        [top] cima
        [turn] turno
        [counts] conta
        [scores] punti
        [repeat] ripeti
        [history] storia
       *[other] { $command }
    }
console-help-keys = Scorciatoie (scrivile da sole e premi Invio): { $keys }. In modalità standard i tasti funzione agiscono subito e il tasto Tab completa i nomi delle carte.
console-quit-ask = Uscire ora? La partita è salvata; uno-access play --resume la riprende. Scrivi «sì» per uscire o «no» per continuare.
console-quit-cancelled = La partita continua.
console-bye = Ciao, alla prossima.
console-nothing-to-confirm = Non c'è niente da confermare.
# $name e $value sono già le parole dell'impostazione (settings_words.ftl): "attesa", "2,5";
# i due punti separano il nome dal valore, così la virgola decimale non si confonde con l'elenco.
console-setting-item = { $name }: { console-setting-value }
console-setting-value = { $key ->
        [delay] { $value } secondi
        [pace] { $value } secondi
        [rate] { $value } parole al minuto
        [backlog] { $value }{ $number ->
            [0] {" "}(disattivato)
            [one] {" "}(un riepilogo oltre un evento in attesa)
           *[other] {" "}(un riepilogo oltre { $value } eventi in attesa)
        }
       *[other] { $value }
    }
console-settings = Impostazioni: { $settings }.
list-items = { $head }; { $last }
console-settings-how = Per cambiarne una, scrivi «imposta», il nome e il valore, per esempio: «imposta velocità 200».
console-set-how = Scrivi «imposta», il nome di un'impostazione e un valore. Le impostazioni sono: { $names }.
console-setting-changed = { $key ->
        [language] { $raw ->
                [auto] Ora il gioco usa la lingua del sistema.
               *[other] Ora il gioco è in { $value }.
            }
       *[other] Impostazione { $name }: ora vale { console-setting-value }.{ $later ->
            [yes] {" "}Avrà effetto al prossimo avvio del gioco.
           *[no] {""}
        }
    }
console-settings-not-saved = L'impostazione vale da subito ma non è stato possibile salvarla: { $detail }.
console-saved-on-exit = La partita è salvata. Scrivi uno-access play --resume per riprenderla.
console-no-save = Non c'è nessuna partita salvata, quindi ne inizia una nuova.
console-save-corrupt = Non è stato possibile leggere la partita salvata ({ $detail }); è stata spostata in { $path } e inizia una nuova partita.
console-save-kept = La partita salvata prima è stata conservata come { $path }; uno-access play --resume { $path } la riprende.
console-save-exists = C'è una partita salvata; verrà sostituita quando inizia questa nuova partita. Per riprenderla invece, esci e scrivi uno-access play --resume.
console-save-failed = Non è stato possibile salvare la partita ({ $detail }); si continua senza salvare.
console-log-failed = Non è stato possibile scrivere il registro degli eventi ({ $detail }); la registrazione si ferma.
console-internal-error = Qualcosa è andato storto nel gioco ({ $detail }). La partita è salvata; per favore segnala il problema.
console-bad-players = L'elenco dei giocatori «{ $text }» non è valido: servono da 2 a 10 voci, ognuna human, easy, normal o hard.
console-bad-deck = Non è possibile usare il file del mazzo { $path }: { $detail }.
console-bad-deck-code = Il file del mazzo { $path } contiene «{ $code }», che non è un codice di carta.
console-bad-deck-count = Il file del mazzo { $path } deve contenere le 108 carte di un mazzo; ne contiene { $count }. Mancano: { $missing }. In più: { $extra }.
console-bad-dealer = Non c'è nessun posto { $value } che possa distribuire: i posti sono numerati da 0 a { $last }.
console-bad-rules = { $detail }
console-bad-log = Non è possibile scrivere il registro degli eventi { $path }: { $detail }.
console-spectating = Nessun giocatore umano: stai guardando una partita tra giocatori controllati dal computer.

## Impostazioni (uno_access/storage/settings.py)
settings-unknown = Non esiste nessuna impostazione «{ $name }». Le impostazioni sono: { $names }.
settings-bad-choice = «{ $value }» non è un valore ammesso per l'impostazione { $name }. Valori ammessi: { $allowed }.
settings-bad-number = L'impostazione { $name } vuole un numero da { $low } a { $high }, non «{ $value }».
settings-bad-voice = «{ $value }» non è il nome di una voce.
settings-corrupt = Non è stato possibile leggere il file delle impostazioni { $path }, quindi si usano le impostazioni predefinite.
settings-unreadable = Non è stato possibile aprire il file delle impostazioni { $path } ({ store-reason }), quindi si usano le impostazioni predefinite.

## Opzioni di uno-access play
play-opt-players = i posti, in ordine: human, easy, normal o hard, separati da virgole (predefinito: human,normal,normal,normal)
play-opt-rules = le regole: { cli-presets }
play-opt-house = regole della casa e altre opzioni, NOME=VALORE separati da virgole
play-opt-seed = il numero che decide come si mescolano le carte: con lo stesso numero si rigioca la stessa partita
play-opt-deck = un file con i 108 codici delle carte della prima distribuzione, a partire dalla prima carta distribuita
play-opt-dealer = il posto che distribuisce per primo, da 0
play-opt-event-log = scrivi ogni evento in questo file come righe JSON
play-opt-lang = la lingua: { -language-codes }
play-opt-speech = la sintesi vocale: auto, screenreader (il lettore di schermo), speechd, espeak, pyttsx3 o none
play-opt-verbosity = quanto parla il gioco: brief (breve), normal (normale) o verbose (esteso)
play-opt-mode = plain (solo testo semplice) o standard (colori e un prompt più ricco); se manca, il gioco sceglie in base al terminale (modalità automatica)
play-opt-display = text (nomi delle carte) o braille (codici delle carte e righe corte)
play-opt-resume = riprendi la partita salvata
play-opt-delay = secondi di attesa di un giocatore controllato dal computer quando si può beccare un UNO mancato o inserirsi con una carta
play-opt-pace = secondi tra due mosse del computer
play-opt-rate = velocità della voce in parole al minuto
play-opt-voice = il nome della voce della sintesi vocale
play-prompt = >{" "}
play-prompt-turn = tocca a te>{" "}

## cmd-key-*: la scorciatoia di una lettera di un comando in questa lingua (scritta da sola, poi
## Invio), presa dalle parole di questa lingua: nessuna lettera due volte, nessuna tra r, y, g, b
## (le lettere dei colori nei codici delle carte), "-" per nessuna.
# p pesca, u uno, m mano, c cima, t turno, q quante carte, s segnapunti, a ancora, i indietro nella storia, e esci; gioca non ne ha (g è il verde dei codici)
cmd-key-play = -
cmd-key-draw = p
cmd-key-uno = u
cmd-key-hand = m
cmd-key-top = c
cmd-key-turn = t
cmd-key-counts = q
cmd-key-scores = s
cmd-key-repeat = a
cmd-key-history = i
cmd-key-quit = e
