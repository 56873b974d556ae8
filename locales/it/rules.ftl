# Regole del gioco (uno-access rules, il comando rules in partita, il tutor).
# Un'idea per riga: il lettore di schermo legge ogni messaggio come una riga.
# Nomi delle carte: Salta turno, Cambio giro, Pesca due, Jolly, Jolly pesca quattro.

## Riga di comando ed errori

rules-opt-lang = lingua del testo: { -language-codes }
rules-opt-rules = il regolamento: { cli-presets }
rules-opt-house = regole della casa, come NOME=VALORE separati da virgole
rules-opt-section = leggi solo questa sezione (la sua chiave o il suo titolo)
rules-opt-list = elenca le sezioni
rules-unknown-section = Non esiste una sezione chiamata { $name }. Le sezioni sono: { $allowed }.
rules-error-unknown-preset = Non esiste un regolamento chiamato { $name }. Quelli disponibili sono: { $allowed }.
rules-error-unknown-switch = Non esiste una regola chiamata { $name }. Le regole sono: { $allowed }.
rules-error-bad-value = «{ $value }» non è un valore ammesso per la regola { $name }. Valori ammessi: { $allowed }.
rules-error-bad-house-item = { $item } non è scritto come NOME=VALORE. Le regole sono: { $allowed }.
rules-error-elimination-needs-lowest-score = L'eliminazione funziona solo con scoring=lowest_score.
rules-error-elimination-without-teams = L'eliminazione non si può combinare con le squadre.
rules-error-other = Queste regole non si possono usare: { $reason }.
rules-list-item = { $title } ({ $key })
rules-heading = { $preset ->
        [it] Regole di UNO secondo il regolamento italiano.
        [pt] Regole di UNO secondo il regolamento brasiliano.
        [pl] Regole di UNO secondo il regolamento polacco.
        [hr] Regole di UNO secondo il regolamento croato.
        [ro] Regole di UNO secondo il regolamento rumeno.
       *[official] Regole ufficiali di UNO.
    }

## Scopo del gioco

rules-aim-title = Scopo del gioco
rules-aim-players = UNO è un gioco di carte da { $min } a { $max } giocatori.
rules-aim-goal = In ogni mano, cerca di essere il primo a restare senza carte.
rules-aim-match = { $scoring ->
        [single_hand] La partita è una sola mano: vince chi resta per primo senza carte.
        [lowest_score] I punti contano contro di te: la partita finisce quando qualcuno arriva a { $target } { $target ->
            [one] punto
           *[other] punti
        } e vince chi ha il totale più basso.
       *[other] Chi resta senza carte guadagna i punti delle carte rimaste agli altri; vince la partita chi arriva per primo a { $target } { $target ->
            [one] punto
           *[other] punti
        }.
    }

## Le carte

rules-deck-title = Le carte
rules-deck-size = Il mazzo ha { $count } { $count ->
        [one] carta
       *[other] carte
    }.
rules-deck-colors = Ci sono quattro colori, ognuno con una lettera nel codice Braille: r rosso, y giallo, g verde, b blu.
rules-deck-numbers = Ogni colore ha uno 0 e due carte per ogni numero da 1 a 9.
rules-deck-number-code = Il codice di una carta numerata è la lettera del colore, la cifra e poi una x: b3x è il 3 blu.
rules-deck-actions = Ogni colore ha anche due carte Salta turno, due Cambio giro e due Pesca due.
rules-deck-action-code = I loro codici sono la lettera del colore seguita da sk, rv o d2: gsk, yrv, rd2.
rules-deck-wilds = { $count ->
        [one] C'è { NUM($count, gender: "masculine") } Jolly, codice wld, e { NUM($count, gender: "masculine") } Jolly pesca quattro, codice dr4.
       *[other] Ci sono { NUM($count, gender: "masculine") } Jolly, codice wld, e { NUM($count, gender: "masculine") } Jolly pesca quattro, codice dr4.
    }

## Preparazione

rules-setup-title = Preparazione
rules-setup-dealer-draw = Per scegliere il mazziere, ogni giocatore prende una carta dal mazzo mescolato: distribuisce chi ha il numero più alto.
rules-setup-dealer-symbol = { $dealer ->
        [high_card_redraw] Chi prende una carta senza numero la rimette in fondo al mazzo e ne prende un'altra.
       *[high_card] Una carta senza numero vale 0.
    }
rules-setup-dealer-tie = Se più giocatori hanno lo stesso numero più alto, pescano di nuovo solo loro.
rules-setup-dealer-seat = In questa partita distribuisce il giocatore al posto { $seat }.
rules-setup-deal = Il mazziere dà { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    } a ogni giocatore, una alla volta, cominciando da chi sta alla sua sinistra.
rules-setup-piles = La carta successiva viene scoperta e inizia la pila degli scarti.
rules-setup-draw-pile = Le carte rimanenti, coperte, formano il mazzo da cui si pesca.
rules-setup-first = Inizia il giocatore alla sinistra del mazziere e il gioco procede verso sinistra, in senso orario.
rules-setup-next-hand = A ogni nuova mano distribuisce il giocatore successivo a sinistra.
rules-setup-start-intro = Se la prima carta scoperta non è una carta numerata:
rules-setup-start-wd4 = Jolly pesca quattro, codice dr4: si rimette nel mazzo, si mescola e si scopre un'altra carta.
rules-setup-start-draw-two = Pesca due: il primo giocatore pesca { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    } e salta il turno.
rules-setup-start-skip = Salta turno: il primo giocatore salta il turno.
rules-setup-start-reverse = { $first_reverse ->
        [dealer_right_first] Cambio giro: conta come se l'avesse giocato il mazziere, quindi inizia chi sta alla sua destra e si procede verso destra, in senso antiorario.
       *[dealer_first] Cambio giro: il primo a giocare è il mazziere e si procede verso destra, in senso antiorario.
    }
rules-setup-start-wild = { $first_wild ->
        [redraw] Jolly, codice wld: si rimette a metà del mazzo da cui si pesca e si scopre una nuova carta.
       *[first_player_chooses] Jolly, codice wld: il primo giocatore sceglie il colore, poi gioca.
    }

## Il turno

rules-turn-title = Il turno
rules-turn-match = Gioca una carta dello stesso colore di quella in cima agli scarti, oppure con lo stesso numero o simbolo.
rules-turn-named-color = Dopo un Jolly o un Jolly pesca quattro vale il colore scelto da chi l'ha giocato.
rules-turn-wilds = Il Jolly si può giocare sempre; il Jolly pesca quattro solo alle condizioni spiegate nella sua sezione.
rules-turn-draw = { $draw ->
        [until_playable_must_play] Se non giochi, pesca finché non trovi una carta che puoi giocare e giocala.
       *[one_may_play] Se non giochi, pesca una carta.
    }
rules-turn-drawn-card = Se quella carta va bene puoi giocarla subito, ma nessun'altra; altrimenti il turno passa.
rules-turn-draw-no-old = Una volta scelto di pescare, non puoi giocare una carta che avevi già in mano.
rules-turn-forced = { $forced_play ->
        [on] Non puoi pescare finché hai una carta da giocare.
       *[off] Puoi sempre scegliere di pescare invece di giocare.
    }
rules-turn-next = Poi tocca al giocatore successivo nel senso di gioco.
rules-turn-reshuffle = Quando il mazzo da cui si pesca finisce, gli scarti tranne quello in cima si mescolano e formano un nuovo mazzo.
rules-turn-empty = Se non c'è più niente da mescolare, chi deve pescare prende quello che resta e il turno passa.

## Le carte azione

rules-card-codes = { $count ->
        [one] Codice
       *[other] Codici
    }: { $codes }.
rules-card-points = A fine mano vale { $points } { $points ->
        [one] punto
       *[other] punti
    }.
rules-skip-title = Salta turno
rules-skip-effect = Chi gioca dopo di te perde il turno.
rules-reverse-title = Cambio giro
rules-reverse-effect = Il senso di gioco si inverte.
rules-reverse-two = Quando si gioca in due, funziona come un Salta turno.
rules-draw-two-title = Pesca due
rules-draw-two-effect = Il giocatore successivo pesca { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    } e salta il turno.
rules-draw-two-match = Come Salta turno e Cambio giro, ha un colore e si gioca sul suo colore o sullo stesso simbolo.
rules-wild-title = Jolly
rules-wild-effect = Puoi giocarlo su qualsiasi carta; poi scegli il colore con cui si continua.
rules-wild-any-time = Puoi giocarlo anche se hai in mano altre carte che vanno bene.

## Jolly pesca quattro e la sfida

rules-wd4-title = Jolly pesca quattro
rules-wd4-effect = Scegli il colore; il giocatore successivo pesca { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    } e salta il turno.
rules-wd4-when = { $wd4 ->
        [color_or_number] Puoi giocarlo solo se non hai carte del colore in gioco né carte con il numero o il simbolo della carta in cima.
        [no_other_playable] Puoi giocarlo solo se non hai nessun'altra carta da giocare, a parte i Jolly.
       *[color] Puoi giocarlo solo se non hai carte del colore in gioco; una carta con lo stesso numero o simbolo non lo impedisce.
    }
rules-wd4-wild-ok = Un Jolly in mano non lo impedisce mai.
rules-wd4-bluff = Puoi giocarlo lo stesso, anche se non rispetti questa regola: è un bluff.
rules-wd4-who = Può sfidarlo soltanto il giocatore successivo, cioè chi deve pescare, prima di aver pescato.
rules-wd4-shown = In quel caso chi l'ha giocato mostra le sue carte soltanto a chi sfida.
rules-wd4-legal = Se la giocata era regolare, chi sfida pesca { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    } invece di { NUM($base, gender: "feminine") } e salta il turno.
rules-wd4-caught = { $illegal_wd4_caught ->
        [retract_play_legal_draw_4] Se era un bluff, il Jolly pesca quattro torna in mano a chi l'ha giocato e il colore scelto non vale più.
       *[offender_draws_4] Se era un bluff, chi l'ha giocato pesca { NUM($count, gender: "feminine") } { $count ->
            [one] carta
           *[other] carte
        } al posto di chi ha sfidato; il colore scelto resta e chi ha sfidato poi gioca normalmente.
    }
rules-wd4-retract = Poi quel giocatore deve giocare una carta valida su quella che c'era in cima prima e pescare { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    }.
rules-wd4-no-challenge = Non si può sfidare: giocarlo senza rispettare questa regola è una giocata non valida.
rules-wd4-last = L'ultima carta di una mano non si può sfidare.

## UNO

rules-uno-title = UNO
rules-uno-call = Quando ti resta una sola carta, devi dire UNO.
rules-uno-when = Puoi dirlo insieme alla giocata che ti lascia una carta, oppure subito dopo.
rules-uno-window = Gli altri possono beccarti (comando: becca) finché il giocatore successivo non gioca una carta o sceglie di pescare.
rules-uno-penalty = Chi viene beccato senza aver detto UNO pesca { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    }.
rules-uno-late = Passato quel momento, non c'è più penalità.
rules-uno-auto = In questa partita UNO viene detto automaticamente per ogni giocatore, quindi nessuno può essere beccato.
rules-uno-not-win = Dire UNO non fa vincere: devi ancora giocare l'ultima carta.

## Giocate non valide

rules-illegal-title = Giocate non valide
rules-illegal-reject = Se provi a giocare una carta non ammessa, il gioco la rifiuta, ti dice perché e puoi riprovare.
rules-illegal-penalty = Se giochi una carta non ammessa, torna nella tua mano, peschi { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    } e il turno passa.
rules-illegal-penalty-size = Se le giocate non valide vengono punite invece che rifiutate, la penalità è di { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] carte
    }.

## Partita a due

rules-two-title = Partita a due
rules-two-reverse = Il Cambio giro funziona come un Salta turno: chi l'ha giocato gioca di nuovo.
rules-two-again = Dopo un Salta turno, un Pesca due o un Jolly pesca quattro, lo stesso giocatore gioca di nuovo.

## Punteggio e partita

rules-scoring-title = Punteggio e partita
rules-scoring-end = La mano finisce quando un giocatore gioca l'ultima carta.
rules-scoring-end-draw = Se quella carta è un Pesca due o un Jolly pesca quattro, il giocatore successivo pesca comunque le carte prima che si contino i punti.
rules-scoring-numbers = Una carta numerata vale quanto il suo numero.
rules-scoring-actions = Salta turno, Cambio giro e Pesca due valgono { $count } { $count ->
        [one] punto
       *[other] punti
    } ciascuno.
rules-scoring-wilds = Jolly e Jolly pesca quattro valgono { $count } { $count ->
        [one] punto
       *[other] punti
    } ciascuno.
rules-scoring-mode = { $scoring ->
        [lowest_score] Ogni giocatore si segna i punti delle carte rimaste nella propria mano.
        [single_hand] La partita è una sola mano: vince chi resta senza carte e i punti vengono comunque annunciati.
       *[winner_takes_points] Chi resta senza carte guadagna i punti delle carte rimaste in mano a tutti gli altri.
    }
rules-scoring-target = { $scoring ->
        [lowest_score] Quando un giocatore arriva a { $target } { $target ->
            [one] punto
           *[other] punti
        }, vince chi ha il totale più basso.
       *[other] Vince la partita il primo giocatore che arriva a { $target } { $target ->
            [one] punto
           *[other] punti
        }.
    }
rules-scoring-tie = Se più giocatori hanno lo stesso punteggio, vince chi ha chiuso l'ultima mano; se nessuno di loro l'ha chiusa, vince chi occupa il posto con il numero più basso.
rules-scoring-elimination = { $elimination ->
        [final_two] Chi arriva a { $target } { $target ->
            [one] punto
           *[other] punti
        } è eliminato, finché non restano due giocatori; questi due giocano una finale ripartendo da zero.
       *[last_one] Chi arriva a { $target } { $target ->
            [one] punto
           *[other] punti
        } è eliminato; si continua finché non resta un solo giocatore.
    }
rules-scoring-elimination-tie = Se più giocatori ci arrivano nella stessa mano, sono eliminati tutti, a meno che non restino troppo pochi giocatori; allora restano quelli con il totale più basso.
rules-scoring-teams = I giocatori formano { NUM($count, gender: "feminine") } { $count ->
        [one] squadra
       *[other] squadre
    }; i compagni occupano posti alternati.
rules-scoring-teams-count = Il numero dei giocatori deve essere un multiplo di { $count }.
rules-scoring-team-win = Quando un compagno resta senza carte, la squadra vince la mano e guadagna i punti in mano alle altre squadre.

## Differenze dalle regole ufficiali

rules-diff-title = Differenze dalle regole ufficiali
rules-diff-none = Nessuna: sono le regole ufficiali, senza modifiche.
rules-diff-count = { $count ->
        [one] Una regola è diversa da quelle ufficiali:
       *[other] Le regole diverse da quelle ufficiali sono { NUM($count, gender: "feminine") }:
    }
rules-diff-item = { $title }. { $line }
rules-diff-house = Regola della casa attiva: { $title }.

## Regole della casa

rules-stacking-title = Accumulo
rules-stacking-same = A un Pesca due si può rispondere con un Pesca due e a un Jolly pesca quattro con un Jolly pesca quattro.
rules-stacking-mixed = A un Pesca due si può rispondere anche con un Jolly pesca quattro.
rules-stacking-total = Le carte da pescare si sommano; il primo giocatore che non può o non vuole rispondere le pesca tutte e salta il turno.
rules-stacking-no-test = In risposta, un Jolly pesca quattro si può giocare senza condizioni e non si può sfidare.
rules-zero-title = Regola dello zero
rules-zero-rule = { $zero ->
        [swap] Chi gioca uno 0 scambia tutte le sue carte con quelle di un avversario a sua scelta.
       *[rotate] Quando si gioca uno 0, ognuno passa tutte le sue carte al giocatore successivo nel senso di gioco.
    }
rules-seven-title = Regola del sette
rules-seven-rule = Chi gioca un 7 scambia tutte le sue carte con quelle di un avversario a sua scelta.
rules-zero-last = Uno 0 giocato come ultima carta della mano non scambia nulla.
rules-seven-last = Un 7 giocato come ultima carta della mano non scambia nulla.
rules-jump-title = Inserimento fuori turno
rules-jump-who = Fuori turno, qualsiasi giocatore tranne chi ha appena giocato può giocare una carta identica a quella in cima: stesso colore e stesso numero o simbolo.
rules-jump-wilds = Ci si può inserire con un Jolly su un Jolly e con un Jolly pesca quattro su un Jolly pesca quattro.
rules-jump-effect = { $jump_in ->
        [on] La carta ha effetto normalmente e il gioco riprende da quel giocatore.
       *[no_effect] La carta non ha effetto; il gioco riprende da quel giocatore come se fosse il suo turno.
    }
rules-jump-first = Se più giocatori vogliono inserirsi, ha la precedenza il primo nell'ordine di gioco.
rules-jump-penalty = Chi ha appena pescato carte di penalità non può inserirsi prima che venga giocata la carta successiva.
rules-finish-title = Niente chiusura con un Jolly
rules-finish-rule = { $no_wild_finish ->
        [action] L'ultima carta non può essere un Jolly, un Jolly pesca quattro, un Salta turno, un Cambio giro o un Pesca due.
       *[wild] L'ultima carta non può essere un Jolly o un Jolly pesca quattro.
    }
rules-finish-draw = Se in mano ti restano solo carte di questo tipo, non puoi giocarle e devi pescare.
rules-forced-title = Gioco obbligato
rules-forced-rule = Finché hai una carta che puoi giocare, devi giocarla invece di pescare.
