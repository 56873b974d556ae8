## Il tutor (uno_access/tutor). Le righe vengono lette ad alta voce: frasi brevi, nomi delle carte per intero.
## $card / $said / $top sono nomi di carte, $code un codice Braille d'angolo (b3x), $name il nome di un
## giocatore, $preset l'aggettivo di un regolamento (croate), $dots i punti di una cella ("1 2").

## Opzioni della riga di comando
tutor-opt-list = elenca le lezioni e i tuoi progressi, poi esci
tutor-opt-lesson = avvia questa lezione (nome o numero) ed esci alla fine
tutor-opt-lang = la lingua delle lezioni: { -language-codes }
tutor-opt-profile = di chi conservare i progressi (un nome per giocatore; senza nome, un profilo comune)
tutor-opt-reset = cancella i progressi del profilo
tutor-opt-seed = il numero che decide come si mescolano le carte della partita guidata, per rigiocare la stessa partita

## Parole che il giocatore scrive, separate da virgole (la prima è la principale). Valgono anche quelle inglesi.
tutor-words-yes = sì, si, s
tutor-words-no = no
tutor-words-quit = esci, fine
tutor-words-repeat = ripeti, ancora
tutor-words-help = aiuto, ?
tutor-words-list = elenco, lezioni
tutor-words-hint = consiglio, suggerimento
tutor-words-why = perché
tutor-words-explain = spiega

tutor-prompt = {"> "}

## Lezioni
tutor-lesson-word = { $lesson ->
    [cards] carte
    [matching] compatibili
    [actions] azioni
    [wild] jolly
    [uno] uno
    [scoring] punteggio
    [codes] codici
    [dots] celle
    [presets] paesi
    [house] casa
   *[guided] guidata
}
tutor-lesson-title = { $lesson ->
    [cards] Le carte e i colori
    [matching] Carte compatibili con quella in cima
    [actions] Salta turno, Cambio giro e Pesca due
    [wild] Jolly, Jolly pesca quattro e la sfida
    [uno] Dire UNO e beccare chi lo dimentica
    [scoring] Il punteggio
    [codes] I codici Braille
    [dots] Leggere le celle Braille punto per punto
    [presets] Le regole dei vari paesi
    [house] Le regole della casa
   *[guided] Una partita guidata
}
tutor-welcome = Benvenuto nel tutor di UNO. Ogni lezione spiega un po', poi ti eserciti.
tutor-list-header = { $count ->
    [one] Una lezione:
   *[other] { $count } lezioni:
}
tutor-list-item = { $number }. { $title } ({ $name }){ $done ->
    [yes] , completata
   *[no] {""}
}{ $answers ->
    [0] .
    [one] : { $percent }% di risposte giuste su un tentativo.
   *[other] : { $percent }% di risposte giuste su { $answers } tentativi.
}
tutor-menu-ask = Scrivi il numero o il nome di una lezione, «elenco» oppure «esci». Premi Invio per: { $title }.
tutor-unknown-lesson = Non c'è nessuna lezione { $name }. Le lezioni sono: { $names }.
tutor-lesson-start = Lezione { $number } di { $count }: { $title }.
tutor-practice-start = { $count ->
    [one] Ora esercitati con una domanda.
   *[other] Ora esercitati con { NUM($count, gender: "feminine") } domande.
} Scrivi «ripeti» per riascoltare una domanda, oppure «esci» per smettere.
tutor-help = Rispondi a ogni domanda e premi Invio. Scrivi «ripeti» per riascoltare la domanda, «elenco» per l'elenco delle lezioni, oppure «esci» per smettere. Durante una partita, scrivi «mano» per le tue carte e «cima» per la carta in cima.
tutor-lesson-done = { $title }: lezione completata, { $right ->
        [one] una risposta giusta
       *[other] { NUM($right, gender: "feminine") } risposte giuste
    } su { NUM($total, gender: "feminine") }.
tutor-lesson-done-guided = { $title }: la partita è finita e la lezione è completata.
tutor-lesson-left = Hai lasciato la lezione { $title }. I tuoi progressi sono salvati.
tutor-bye = Arrivederci, e buon divertimento al tavolo.

## Risposte
tutor-right = Giusto.
tutor-need-number = Rispondi con un numero, in cifre.
tutor-wrong-number = Sbagliato. La risposta giusta è { $answer }.
tutor-next = Domanda successiva.
tutor-again-later = Questa domanda tornerà presto.
tutor-need-yes-no = Rispondi sì oppure no.
tutor-wrong-yes-no = { $answer ->
    [yes] Sbagliato. La risposta giusta è sì.
   *[no] Sbagliato. La risposta giusta è no.
}

## Le carte
tutor-q-deck-size = Quante carte ci sono in un mazzo di UNO?
tutor-q-copies = Quante copie della carta { $card } ci sono nel mazzo?
tutor-q-draws = { $case ->
    [draw_two] Quando giochi un Pesca due, quante carte pesca il giocatore successivo?
    [challenge_lost] Sfidi un Jolly pesca quattro, ma era stato giocato correttamente. Quante carte peschi?
   *[uno_caught] Con le regole ufficiali, quante carte pesca chi viene beccato senza aver detto UNO?
}
tutor-q-points = A fine mano, quanti punti vale la carta { $card }?
tutor-q-hand-points = A un giocatore restano in mano { $cards }. Quanti punti ci sono in quella mano?

## Codici Braille
tutor-codes-intro-1 = Ogni carta del mazzo UNO Braille ha un breve codice in un angolo e puoi scrivere lo stesso codice per giocare la carta.
tutor-codes-intro-2 = Il codice di una carta colorata comincia con la lettera del colore: r rosso, y giallo, g verde, b blu. Quello di una carta numerata ha poi la cifra e la lettera x, quindi b3x è il tre blu. Salta turno è sk, Cambio giro è rv e Pesca due è d2, come in gsk, yrv e rd2.
tutor-codes-intro-3 = Il Jolly è wld e il Jolly pesca quattro è dr4.
tutor-q-code = Scrivi il codice della carta { $card }.
tutor-wrong-code = Sbagliato. La carta { $card } ha il codice { $code }.
tutor-q-name = Quale carta ha il codice { $code }? Dimmi il suo nome, per esempio tre blu.
tutor-name-not-code = Questa volta dimmi il nome della carta, non il codice, per esempio Salta turno verde.
tutor-not-a-card = Non conosco nessuna carta chiamata { $text }. Riprova, per esempio sette rosso.
tutor-wrong-name = Sbagliato. Hai detto { $said }, ma { $code } è la carta { $card }.

## Punti Braille
tutor-dots-intro-1 = Una cella Braille ha sei punti in due colonne: i punti 1, 2 e 3 formano la colonna di sinistra, dall'alto in basso; i punti 4, 5 e 6 quella di destra.
tutor-dots-intro-2 = Le lettere dalla a alla j usano solo i quattro punti in alto: a è il punto 1, b i punti 1 2, c i punti 1 4.
tutor-dots-intro-3 = Sulle carte una cifra si scrive come la lettera che ha lo stesso posto nell'alfabeto, senza segno di numero: 1 come a, 2 come b, e così via fino a 9 come i; lo 0 si scrive come j.
tutor-dots-intro-4 = Così il tre blu, codice b3x, si legge punti 1 2, poi punti 1 4, poi punti 1 3 4 6.
tutor-q-dots = Quale lettera formano i punti { $dots }?
tutor-right-dots = { $digit ->
    [none] Giusto, è la { $letter }.
   *[other] Giusto, è la { $letter }, che sulle carte vale anche la cifra { $digit }.
}
tutor-wrong-dots = { $digit ->
    [none] Sbagliato. I punti { $dots } formano la lettera { $letter }.
   *[other] Sbagliato. I punti { $dots } formano la lettera { $letter }, cioè la cifra { $digit } sulle carte.
}
tutor-cell = punti { $dots }
tutor-q-cells = Leggi questo codice cella per cella: { $cells }. Scrivi il codice.
tutor-right-card = Giusto: { $code } è la carta { $card }.

## Momenti di una partita vera
tutor-goal = { $goal ->
    [draw] Nessuna carta della tua mano va bene. Che cosa fai? Scrivi la tua mossa.
    [skip] Fai saltare il turno al giocatore successivo. Scrivi la carta.
    [reverse] Cambia il senso di gioco. Scrivi la carta.
    [draw_two] Fai pescare due carte al giocatore successivo. Scrivi la carta.
    [wild] Gioca il Jolly e scegli un colore nella stessa riga, per esempio wld b.
    [wd4] Niente nella tua mano va bene, ma hai un Jolly pesca quattro. Giocalo e scegli un colore.
    [challenge] { $name } ti ha appena giocato contro un Jolly pesca quattro. Prova a sfidarlo: scrivi «sfida».
    [accept] { $name } ti ha giocato di nuovo contro un Jolly pesca quattro. Questa volta prendi le quattro carte: scrivi «accetta».
    [uno] Ti restano due carte. Giocane una e di' UNO nella stessa riga, per esempio b4x uno.
    [catch] { INITIAL($name) ->
            [a] Ad
           *[other] A
        } { $name } è rimasta una carta sola e non ha detto UNO. Fallo notare: scrivi «becca».
    [stack] L'accumulo è attivo e { $name } ti ha giocato contro un Pesca due. Rispondi con il tuo Pesca due.
    [zero_rule] La regola dello zero è attiva. Gioca il tuo zero: ognuno passerà le sue carte al giocatore successivo.
    [swap] La regola del sette è attiva e hai appena giocato un sette. Scambia le carte con { $name }: scrivi «scambia» e poi il nome.
    [jump] L'inserimento fuori turno è attivo. { $name } ha appena giocato una carta che hai anche tu. Gioca subito la tua carta identica, fuori turno.
    [no_finish] È attiva la regola che vieta di chiudere con un Jolly e la carta che ti resta è un Jolly. Che cosa fai?
    [forced] Il gioco obbligato è attivo. Fai la tua mossa.
   *[match] Gioca una carta compatibile con quella in cima. Scrivi il suo codice, il suo nome o la sua posizione nella mano.
}
tutor-after = { $goal ->
    [challenge] { $name } aveva ancora una carta del colore in gioco, quindi il Jolly pesca quattro era un bluff: { $name } ha pescato le quattro carte.
    [accept] { $name } non aveva carte del colore in gioco, quindi il Jolly pesca quattro era corretto: una sfida ti sarebbe costata 6 carte.
   *[other] {""}
}
tutor-turns-passed = Sono passati alcuni turni.
tutor-legal-not-goal = Questa mossa è permessa, ma non è quella che chiede l'esercizio.
tutor-legal-now = { $count ->
    [0] Nessuna carta della tua mano si può giocare adesso, quindi pesca.
    [one] Adesso puoi giocare una sola carta: { $cards }.
   *[other] Adesso puoi giocare queste carte: { $cards }.
}
tutor-add-color = Aggiungi il colore nella stessa riga, per esempio { $code } b.
tutor-swap-whom = Di' con chi scambiare, per esempio scambia { $name }.
tutor-situation-commands = Scrivi una mossa, per esempio una carta, «pesca», «sfida» o «becca». Scrivi «mano» per le tue carte o «cima» per la carta in cima.

## Regole dei paesi e regole della casa
tutor-presets-intro = Ogni regolamento segue il foglio di istruzioni di UNO di un paese. La base sono le regole ufficiali; ecco che cosa cambia in ciascuno.
tutor-preset-heading = Le regole { $preset }.
tutor-q-preset-uno = Con le regole { $preset }, quante carte pesca chi viene beccato senza aver detto UNO?
tutor-q-preset-wd4 = Con le regole { $preset }, puoi giocare un Jolly pesca quattro se hai una carta con il numero della carta in cima, ma nessuna del suo colore?
tutor-q-preset-draw = Con le regole { $preset }, quando non puoi giocare, continui a pescare finché non trovi una carta giocabile?
tutor-q-preset-lowest = Con le regole { $preset }, vince la partita chi ha il totale più basso?
tutor-house-intro = Le regole della casa sono regole in più che i giocatori concordano prima di giocare. Sono tutte disattivate, a meno che non le attivi quando comincia una partita.

## La partita guidata
tutor-guided-intro-1 = Ora gioca una partita vera contro due giocatori controllati dal computer, { $first } { INITIAL($second) ->
        [e] ed
       *[other] e
    } { $second }. Vince chi arriva per primo a 50 punti.
tutor-guided-intro-2 = Al tuo turno, scrivi «consiglio» per sentire una buona mossa e la regola che la permette. Scrivi «perché» per sapere che cosa è appena successo e quale regola si è applicata; scrivi «spiega» per capire la scelta di un giocatore controllato dal computer.
tutor-guided-intro-3 = Funziona anche tutto il resto del gioco: «mano», «cima», «aiuto» ed «esci».
tutor-hint = { $kind ->
    [play] Prova la carta { $card }: scrivi «{ $typed }».
    [jump_in] Inserisciti con la carta { $card }: scrivi «{ $typed }».
    [draw] Pesca una carta.
    [pass] Tieni la carta che hai pescato: scrivi «passo».
    [challenge] Sfida il Jolly pesca quattro.
    [accept] Prendi le carte: scrivi «accetta».
    [color] Scegli il colore: scrivi «{ $typed }».
    [swap] Scambia le carte: scrivi «{ $typed }».
    [uno] Di' UNO adesso.
   *[catch] Becca il giocatore che ha dimenticato UNO: scrivi «becca».
}
tutor-rule = { $rule ->
    [color] La regola: una carta si può giocare su una carta dello stesso colore; { $card } ha il colore in gioco, { $color }.
    [number] La regola: una carta si può giocare su una carta con lo stesso numero; { $card } ha il numero di { $top }.
    [symbol] La regola: una carta si può giocare su una carta con lo stesso simbolo; { $card } ha il simbolo di { $top }.
    [wild] La regola: il Jolly si può giocare su qualsiasi carta e chi lo gioca sceglie il colore successivo.
    [wild_draw_four] La regola: il Jolly pesca quattro è corretto solo se non hai carte del colore in gioco, { $color }; il giocatore successivo può sfidarlo.
    [stack] La regola: con l'accumulo, una carta pesca può rispondere a una carta pesca dello stesso tipo e le carte da pescare si sommano.
    [retract] La regola: il Jolly pesca quattro è stato ritirato, quindi si gioca una carta che era valida prima.
    [draw_none] La regola: quando nessuna carta della mano va bene su { $top } o sul colore { $color }, peschi.
    [draw_choice] La regola: puoi pescare anche se potresti giocare, ma poi puoi giocare solo la carta pescata.
    [draw_penalty] La regola: chi non può o non vuole rispondere a una carta pesca prende { NUM($total, gender: "feminine") } carte e salta il turno.
    [pass] La regola: dopo aver pescato una carta giocabile, puoi tenerla e passare.
    [challenge] La regola: solo chi deve pescare può sfidare un Jolly pesca quattro, prima di aver pescato.
    [accept] La regola: senza sfida, il giocatore successivo pesca le quattro carte e salta il turno.
    [choose_color] La regola: dopo un Jolly, chi l'ha giocato sceglie il colore da seguire.
    [swap] La regola: con la regola del sette, chi gioca un sette scambia le sue carte con quelle di un giocatore a sua scelta.
    [uno] La regola: quando ti resta una sola carta, di' UNO prima che il giocatore successivo agisca.
    [catch] La regola: chi resta con una carta e non ha detto UNO può essere beccato e pesca delle carte.
   *[jump_in] La regola: con l'inserimento fuori turno, una carta identica a quella in cima si può giocare anche non essendo il proprio turno.
}
tutor-quit-ask = Vuoi lasciare la partita guidata? Scrivi «sì» per lasciarla o «no» per continuare.
tutor-hint-none = Adesso non c'è nessuna mossa da suggerire.
tutor-hint-wait = Tocca { INITIAL($name) ->
        [a] ad
       *[other] a
    } { $name }. Aspetta il tuo turno.
tutor-why-none = Non è ancora stato giocato niente.
tutor-explain-none = I giocatori controllati dal computer non hanno ancora mosso.
tutor-explain-who = Non c'è nessun giocatore controllato dal computer chiamato { $text }.

## Progressi
tutor-bad-profile = Il nome di profilo { $name } non si può usare. Usa al massimo 40 lettere, cifre, trattini o trattini bassi.
tutor-reset-ask = Cancellare tutti i progressi del profilo { $profile }? Scrivi «sì» oppure «no».
tutor-reset-done = I progressi del profilo { $profile } sono stati cancellati.
tutor-reset-kept = Non è stato cancellato niente.
tutor-progress-recovered = Non è stato possibile leggere i tuoi progressi salvati: il file è stato spostato in { $path } e ricominci da capo.
tutor-progress-not-saved = Non riesco a salvare i tuoi progressi: { $detail }. La lezione continua.
