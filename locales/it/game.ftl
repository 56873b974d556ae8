## Racconto della partita (uno_access/narration/presenter.py).
## Ogni messaggio su un giocatore riceve $name (il nome del posto) e $you (yes quando chi legge
## è quel giocatore: la frase allora dice "tu"); un secondo giocatore è $other / $otheryou.
## $card è una carta (nelle frasi: { CASE($card, case: "def") } = "il sette rosso"), $color un
## colore, $cards un elenco di carte, $count un numero. Forme .brief e .verbose: breve e lunga;
## .braille: la riga corta per il display Braille. { "" } non dice nulla.

## Nomi dei giocatori del computer e dei giocatori a turno sulla stessa tastiera ($seat da 0).
game-seat-name = { $seat ->
    [0] Anna
    [1] Bruno
    [2] Chiara
    [3] Davide
    [4] Elena
    [5] Fabio
    [6] Giulia
    [7] Luca
    [8] Marta
   *[other] Nico
}
# Il giocatore che legge, negli elenchi ("tu 5").
game-you = tu

## Gli elenchi (Localizer.join): "ed" davanti a una e ("Davide ed Elena"); così "ad" davanti a una a.
list-and = { $head } { INITIAL($last) ->
        [e] ed
       *[other] e
    } { $last }

game-preset = { $preset ->
    [official] ufficiali
    [it] italiane
    [pt] brasiliane
    [pl] polacche
    [hr] croate
   *[ro] rumene
}
game-direction = { $direction ->
    [clockwise] orario
   *[counterclockwise] antiorario
}

## Eventi

ev-match-start = Nuova partita: { $players } giocatori, regole { $preset }. { $scoring ->
        [single_hand] Si gioca una sola mano.
        [lowest_score] Quando qualcuno arriva a { $target } punti, vince chi ne ha meno.
        [elimination] {""}
       *[other] Vince chi arriva per primo a { $target } punti.
    }
    .brief = Nuova partita, { $players } giocatori.
    .braille = partita { $players } giocatori, { $preset }
ev-dealer-draw = { $you ->
        [yes] Per scegliere chi distribuisce, peschi { CASE($card, case: "def") }.
       *[no] Per scegliere chi distribuisce, { $name } pesca { CASE($card, case: "def") }.
    }
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $card }
ev-hand-start = { $you ->
        [yes] Mano { $hand }. Distribuisci tu.
       *[no] Mano { $hand }. Distribuisce { $name }.
    }
    .brief = Mano { $hand }.
    .braille = mano { $hand }, mazziere { $name }
ev-deal-you = Le tue carte: { $cards }.
    .brief = Le tue carte: { $cards }.
    .braille = { $cards }
ev-deal-other = { $name } riceve { $count ->
        [one] una carta
       *[other] { NUM($count, gender: "feminine") } carte
    }.
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $count }
ev-start-card = Carta iniziale: { $card }.
    .braille = inizio { $card }
ev-start-card-returned = Il gioco non può iniziare con { CASE($card, case: "def") }: torna nel mazzo.
    .brief = { $card } torna nel mazzo.
    .braille = { $card } torna nel mazzo
ev-turn = { $you ->
        [yes] Tocca a te.
       *[no] Tocca { INITIAL($name) ->
            [a] ad
           *[other] a
        } { $name }.
    }
    .brief = { $you ->
        [yes] Tocca a te.
       *[no] { "" }
    }
    .normal = { $you ->
        [yes] Tocca a te.
       *[no] { "" }
    }
    .verbose = { $you ->
        [yes] { $detail ->
            [yes] Tocca a te. In cima: { $top }{ $color ->
                [none] {""}, colore non ancora scelto
               *[other] {""}, colore { $color }
            }. Hai { $count ->
                [one] una carta
               *[other] { NUM($count, gender: "feminine") } carte
            }, { $playable ->
                [0] nessuna giocabile
                [one] una giocabile
               *[other] { NUM($playable, gender: "feminine") } giocabili
            }.
           *[no] Tocca a te.
        }
       *[no] Tocca { INITIAL($name) ->
            [a] ad
           *[other] a
        } { $name }.
    }
    .braille = { $you ->
        [yes] tocca a te
       *[no] { $name }
    }
ev-play = { $you ->
        [yes] Giochi { CASE($card, case: "def") }
       *[no] { $name } gioca { CASE($card, case: "def") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} e scegli il { $color }
           *[no] {""} e sceglie il { $color }
        }
    }{ $left ->
        [1] { $you ->
            [yes] . Ti resta una sola carta.
           *[no] . Ora ha una sola carta.
        }
        [0] .
       *[other] .
    }
    .brief = { $you ->
        [yes] Giochi { CASE($card, case: "def") }
       *[no] { $name }: { $card }
    }{ $color ->
        [none] {""}
       *[other] {""}, { $color }
    }{ $left ->
        [1] { $you ->
            [yes] {""}: ti resta una carta.
           *[no] {""}, resta una carta.
        }
       *[other] .
    }
    .verbose = { $you ->
        [yes] Giochi { CASE($card, case: "def") }
       *[no] { $name } gioca { CASE($card, case: "def") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} e scegli il { $color }
           *[no] {""} e sceglie il { $color }
        }
    }. { $left ->
        [0] { $you ->
            [yes] Non hai più carte.
           *[no] Non ha più carte.
        }
        [1] { $you ->
            [yes] Ti resta una sola carta.
           *[no] Ora { $name } ha una sola carta.
        }
       *[other] { $you ->
            [yes] Hai ancora { NUM($left, gender: "feminine") } carte.
           *[no] { $name } ha ancora { NUM($left, gender: "feminine") } carte.
        }
    }
    .braille = { $name } { $card }{ $color ->
        [none] {""}
       *[other] {" "}{ $colorcode }
    }{ $left ->
        [1] {""}, resta 1
       *[other] {""}
    }
ev-color = { $you ->
        [yes] Scegli il { $color }.
       *[no] { $name } sceglie il { $color }.
    }
    .braille = { $name } colore { $colorcode }
ev-draw = { $you ->
        [yes] Peschi { $count ->
            [one] una carta
           *[other] { NUM($count, gender: "feminine") } carte
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } pesca { $count ->
            [one] una carta.
           *[other] { NUM($count, gender: "feminine") } carte.
        }
    }
    .brief = { $you ->
        [yes] { $cards ->
            [none] Ne peschi { NUM($count, gender: "feminine") }.
           *[other] Peschi: { $cards }.
        }
       *[no] { $name } ne pesca { NUM($count, gender: "feminine") }.
    }
    .braille = { $you ->
        [yes] peschi
       *[no] { $name } pesca
    } { $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_two = Pesca due: { $you ->
        [yes] peschi { NUM($count, gender: "feminine") } carte{ $cards ->
            [none] .
           *[other] . Sono: { $cards }.
        }
       *[no] { $name } pesca { NUM($count, gender: "feminine") } carte.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_four = Jolly pesca quattro: { $you ->
        [yes] peschi { NUM($count, gender: "feminine") } carte{ $cards ->
            [none] .
           *[other] . Sono: { $cards }.
        }
       *[no] { $name } pesca { NUM($count, gender: "feminine") } carte.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-stack = Si pescano le carte accumulate: { $you ->
        [yes] peschi { NUM($count, gender: "feminine") } carte{ $cards ->
            [none] .
           *[other] . Sono: { $cards }.
        }
       *[no] { $name } pesca { NUM($count, gender: "feminine") } carte.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-penalty = Penalità: { $you ->
        [yes] peschi { $count ->
            [one] una carta{ $cards ->
                [none] .
               *[other] {" "}({ $cards }).
            }
           *[other] { NUM($count, gender: "feminine") } carte{ $cards ->
                [none] .
               *[other] . Sono: { $cards }.
            }
        }
       *[no] { $name } pesca { $count ->
            [one] una carta.
           *[other] { NUM($count, gender: "feminine") } carte.
        }
    }
    .braille = { $name } penalità +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-uno = { $you ->
        [yes] Le tue carte di penalità: { $cards }.
       *[no] { "" }
    }
    .braille = { $you ->
        [yes] +{ $cards }
       *[no] { "" }
    }
ev-draw-challenge-failed = Sfida persa: la giocata era regolare, quindi { $you ->
        [yes] peschi { NUM($count, gender: "feminine") } carte{ $cards ->
            [none] .
           *[other] . Sono: { $cards }.
        }
       *[no] { $name } pesca { NUM($count, gender: "feminine") } carte.
    }
    .braille = sfida persa, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-challenge-caught = Sfida vinta: era un bluff, quindi { $you ->
        [yes] peschi { NUM($count, gender: "feminine") } carte{ $cards ->
            [none] .
           *[other] . Sono: { $cards }.
        }
       *[no] { $name } pesca { NUM($count, gender: "feminine") } carte.
    }
    .braille = sfida vinta, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-turn-passes = Non puoi giocarla, quindi il turno passa.
    .brief = { "" }
    .braille = il turno passa
ev-pass = { $you ->
        [yes] Tieni la carta e passi.
       *[no] { $name } tiene la carta e passa.
    }
    .brief = { $you ->
        [yes] Passi.
       *[no] { $name } passa.
    }
    .braille = { $you ->
        [yes] passi
       *[no] { $name } passa
    }
ev-skip = Salta turno: { $you ->
        [yes] perdi il turno.
       *[no] { $name } perde il turno.
    }
    .braille = { $you ->
        [yes] salti il turno
       *[no] { $name } salta il turno
    }
ev-skip-after-draw = { $after ->
        [reverse] Cambio giro: { $you ->
            [yes] perdi il turno.
           *[no] { $name } perde il turno.
        }
       *[draw] { $you ->
            [yes] Perdi il turno.
           *[no] { $name } perde il turno.
        }
    }
    .brief = { "" }
    .braille = { $you ->
        [yes] salti il turno
       *[no] { $name } salta il turno
    }
ev-reverse = Cambio giro: ora si gioca in senso { $direction ->
        [clockwise] orario
       *[counterclockwise] antiorario
    }.
    .braille = cambio giro
ev-uno = { $you ->
        [yes] Dici UNO!
       *[no] { $name } dice UNO!
    }
    .braille = { $you ->
        [yes] dici UNO
       *[no] { $name } UNO
    }
ev-uno-caught = { $otheryou ->
        [yes] Hai beccato { $name } senza UNO: { $name } pesca { $count ->
            [one] una carta
           *[other] { NUM($count, gender: "feminine") } carte
        }.
       *[no] { $you ->
            [yes] { $other } ti ha beccato senza UNO: peschi { $count ->
            [one] una carta
           *[other] { NUM($count, gender: "feminine") } carte
        }.
           *[no] { $other } ha beccato { $name } senza UNO: { $name } pesca { $count ->
            [one] una carta
           *[other] { NUM($count, gender: "feminine") } carte
        }.
        }
    }
    .braille = { $otheryou ->
        [yes] becchi { $name }
       *[no] { $you ->
        [yes] { $other } ti becca
       *[no] { $other } becca { $name }
    }
    } +{ $count }
ev-uno-missed = { $you ->
        [yes] Hai una sola carta e non hai detto UNO.
       *[no] { $name } non ha detto UNO. Scrivi «becca» per farlo notare.
    }
    .brief = { $you ->
        [yes] { "" }
       *[no] { $name } non ha detto UNO.
    }
    .normal = { $you ->
        [yes] { "" }
       *[no] { $name } non ha detto UNO. Scrivi «becca» per farlo notare.
    }
    .braille = { $you ->
        [yes] { "" }
       *[no] { $name } senza UNO: becca
    }
ev-challenge = { $you ->
        [yes] Sfidi il Jolly pesca quattro di { $other }
       *[no] { $other ->
            [none] { $name } sfida il Jolly pesca quattro
           *[other] { $otheryou ->
                [yes] { $name } sfida il tuo Jolly pesca quattro
               *[no] { $name } sfida il Jolly pesca quattro di { $other }
            }
        }
    }.
    .braille = { $you ->
        [yes] sfidi { $other }
       *[no] { $otheryou ->
        [yes] { $name } ti sfida
       *[no] { $name } sfida { $other }
    }
    }: { $legal ->
        [yes] regolare
       *[no] bluff
    }
ev-hand-shown = { $otheryou ->
        [yes] { $name } ti mostra le sue carte: { $cards }.
       *[no] { $you ->
            [yes] Mostri le tue carte { INITIAL($other) ->
                [a] ad
               *[other] a
            } { $other }.
           *[no] { $name } mostra le sue carte { INITIAL($other) ->
                [a] ad
               *[other] a
            } { $other }.
        }
    }
    .brief = { $otheryou ->
        [yes] Carte di { $name }: { $cards }.
       *[no] { "" }
    }
    .braille = { $otheryou ->
        [yes] { $name }: { $cards }
       *[no] { $you ->
        [yes] mostri le carte
       *[no] { $name } mostra le carte
    }
    }
ev-retract = { $you ->
        [yes] Riprendi il Jolly pesca quattro e devi giocare una carta che era valida prima.
       *[no] { $name } riprende il Jolly pesca quattro e deve giocare una carta che era valida prima.
    }
    .braille = { $you ->
        [yes] riprendi dr4
       *[no] { $name } riprende dr4
    }
ev-reshuffle = Gli scarti vengono rimescolati: il nuovo mazzo ha { $count ->
        [one] una carta
       *[other] { NUM($count, gender: "feminine") } carte
    }.
    .brief = Mazzo rimescolato: { NUM($count, gender: "feminine") } carte.
    .braille = rimescolato { $count }
ev-swap-rotate = Zero: ognuno passa tutte le sue carte al giocatore successivo.
    .braille = zero: carte al successivo
ev-swap = { $you ->
        [yes] Scambi le carte con { $other }.
       *[no] { $otheryou ->
            [yes] { $name } scambia le carte con te.
           *[no] { $name } scambia le carte con { $other }.
        }
    }
    .braille = scambio: { $name }, { $other }
ev-jump-in = { $you ->
        [yes] Ti inserisci con { CASE($card, case: "def") }!
       *[no] { $name } si inserisce con { CASE($card, case: "def") }!
    }
    .braille = { $you ->
        [yes] ti inserisci
       *[no] { $name } si inserisce
    } { $card }
ev-illegal-play = { $you ->
        [yes] Ora non puoi giocare { CASE($card, case: "def") }
       *[no] Ora { $name } non può giocare { CASE($card, case: "def") }
    }: la carta torna in mano.
    .braille = { $you ->
        [yes] non valida
       *[no] { $name } non valida
    } { $card }
ev-stack = Le carte da pescare si accumulano: il giocatore successivo ne deve pescare { NUM($total, gender: "feminine") }.
    .brief = Accumulo: { NUM($total, gender: "feminine") } { $total ->
        [one] carta
       *[other] carte
    }.
    .braille = accumulo { $total }
ev-eliminated = { $you ->
        [yes] Hai raggiunto il limite e sei fuori dalla partita.
       *[no] { $name } ha raggiunto il limite ed è fuori dalla partita.
    }
    .braille = { $you ->
        [yes] sei fuori
       *[no] { $name } fuori
    }
ev-final-start = Inizia la finale: { $players }. I punteggi ripartono da zero.
    .braille = finale: { $players }
ev-hand-end = { $you ->
        [yes] Chiudi e vinci la mano
       *[no] { $name } chiude e vince la mano
    }{ $scoring ->
        [lowest_score] . Agli altri restano carte per { $points ->
            [one] un punto
           *[other] { $points } punti
        }.
       *[other] {""} con { $points ->
            [one] un punto
           *[other] { $points } punti
        }.
    }
    .braille = { $you ->
        [yes] vinci la mano
       *[no] { $name } vince la mano
    }, { $points }
ev-scores = Punteggi: { $scores }.
    .braille = { $scores }
ev-match-end = { $you ->
        [yes] Hai vinto la partita!
       *[no] { $name } vince la partita.
    }
    .braille = { $you ->
        [yes] vinci la partita
       *[no] { $name } vince la partita
    }
ev-team-match-end = La squadra { $team } vince la partita.

## Risposte sullo stato del gioco

game-hand = { $count ->
        [0] Non hai carte.
        [one] La tua ultima carta: { $cards }.
       *[other] Le tue { NUM($count, gender: "feminine") } carte: { $cards }.
    }
    .braille = { $cards }
game-hand-item = { $position } { $card }{ $playable ->
        [yes] {" "}giocabile
       *[no] {""}
    }
game-hand-playable = { $held ->
        [1] { $count ->
            [0] Ora non puoi giocarla.
           *[other] Ora puoi giocarla.
        }
       *[other] { $count ->
            [0] Ora non puoi giocare.
            [one] Se ne può giocare una.
           *[other] Se ne possono giocare { NUM($count, gender: "feminine") }.
        }
    }
    .braille = { $count ->
        [one] { $count } giocabile
       *[other] { $count } giocabili
    }
game-drawn = Hai pescato { CASE($card, case: "def") }: { $playable ->
        [yes] giocalo, oppure scrivi «passa» per tenerlo.
       *[no] non si può giocare; scrivi «passa».
    }
    .braille = pescato { $card }: { $playable ->
        [yes] gioca o passa
       *[no] passa
    }
game-drawn-must = Hai pescato { CASE($card, case: "def") }: devi giocarlo.
    .braille = pescato { $card }: giocalo
game-top = In cima: { $card }{ $wild ->
        [yes] { $color ->
            [none] {""}, colore non ancora scelto
           *[other] {""}, colore { $color }
        }
       *[no] {""}
    }.{ $pending ->
        [0] {""}
        [one] {" "}C'è una carta da pescare in sospeso.
       *[other] {" "}Ci sono { NUM($pending, gender: "feminine") } carte da pescare in sospeso.
    }
    .braille = cima { $card } { $colorcode }{ $pending ->
        [0] {""}
       *[other] {" "}+{ $pending }
    }
game-turn = { $you ->
        [yes] Tocca a te.
       *[no] Tocca { INITIAL($name) ->
            [a] ad
           *[other] a
        } { $name }.
    } Si gioca in senso { $direction ->
        [clockwise] orario
       *[counterclockwise] antiorario
    }; poi tocca { $nextyou ->
        [yes] a te
       *[no] { INITIAL($next) ->
            [a] ad
           *[other] a
        } { $next }
    }.
    .braille = { $you ->
        [yes] tocca a te
       *[no] turno { $name }
    }, poi { $next }
game-count-item = { $name } { $count }
game-counts = Carte in mano: { $counts }. Mazzo: { $pile }.
    .braille = { $counts }, mazzo { $pile }
game-score-item = { $name } { $out ->
        [yes] fuori
       *[no] { $points }
    }
game-scores = Punteggi, mano { $hand }: { $scores }. { $scoring ->
        [single_hand] Si gioca una sola mano.
        [lowest_score] Quando qualcuno arriva a { $target }, vince chi ha meno punti.
        [elimination] Chi arriva a { $target } punti è eliminato.
       *[other] Obiettivo: { $target }.
    }
    .braille = { $scores }, obiettivo { $target }
game-team-scores = Punteggi delle squadre: { $scores }.
game-team-item = squadra { $team } con { $points } { $points ->
        [one] punto
       *[other] punti
    }
game-no-history = Non è ancora successo niente.

## Che cosa deve fare ora il giocatore (dopo ogni gruppo di eventi e a riga vuota)
# the cards that may answer the pending draw card: stacking=same answers like with like,
# stacking=mixed lets a Wild Draw Four answer a Draw Two too
game-stack-cards = { $stack ->
        [draw_two] un Pesca due
        [wild_draw_four] un Jolly pesca quattro
       *[both] un Pesca due o un Jolly pesca quattro
    }
game-prompt-play = { $pending ->
        [0] Gioca una carta o pesca.
       *[other] Rispondi con { game-stack-cards }, oppure pesca { NUM($pending, gender: "feminine") } carte.
    }
    .brief = { "" }
game-prompt-drawn = Gioca la carta pescata o passa.
game-prompt-color = Scegli un colore: rosso, giallo, verde o blu.
game-prompt-challenge = { $name } ha giocato un Jolly pesca quattro contro di te: sfida o accetta.
    .braille = { $name }: dr4 contro di te: sfida o accetta
game-prompt-retract = Gioca una carta che era valida su { CASE($card, case: "def") }, colore { $color }.
game-prompt-swap = Scegli con chi scambiare le carte: { $names }.
game-prompt-wait = { $you ->
        [yes] {""}
       *[no] Si aspetta { $name }.
    }
game-hotseat = { $name }, prendi la tastiera.
game-over = La partita è finita.

## Perché una mossa è stata rifiutata (motivi di IllegalAction)
err-not_your_turn = Non tocca a te: tocca { INITIAL($name) ->
        [a] ad
       *[other] a
    } { $name }.
err-not_in_hand = Non hai { CASE($card, case: "def") }.
err-color_mismatch = Non puoi giocare { CASE($card, case: "def") }: in cima c'è { CASE($top, case: "def") }{ $wild ->
        [yes] {""}, colore { $color }
       *[no] {""}
    }.
err-wd4_not_allowed = Non puoi giocare il Jolly pesca quattro: hai una carta che va bene ({ $holding }).
err-must_play_drawn = { $canpass ->
        [no] Devi giocare la carta pescata ({ CASE($card, case: "def") }): con queste regole non puoi tenerla.
       *[yes] Ora puoi solo giocare la carta pescata ({ CASE($card, case: "def") }) oppure passare.
    }
err-forced_play = Hai una carta giocabile, quindi devi giocarla.
err-no_wild_finish = L'ultima carta non può essere { CASE($card, case: "def") }.
err-must_stack = Rispondi con { game-stack-cards }, oppure pesca le { NUM($total, gender: "feminine") } carte.
err-need_color = Di' anche il colore, per esempio: { $example }.
err-need_color_first = Prima scegli il colore del Jolly iniziale.
err-no_color_needed = Ora non c'è nessun colore da scegliere.
err-nothing_to_catch = Ora non c'è nessuno da beccare.
err-already_called = UNO è già stato detto, oppure è troppo tardi.
err-not_one_card = Puoi dire UNO quando ti resta una sola carta; ne hai { NUM($count, gender: "feminine") }.
err-cannot_pass = Puoi passare solo dopo aver pescato.
err-cannot_draw_now = Ora non puoi pescare.
err-no_challenge = Non c'è nessun Jolly pesca quattro da sfidare.
err-challenge_or_accept = Sfida il Jolly pesca quattro oppure accettalo.
err-retract_not_legal = Gioca una carta che era valida su { CASE($top, case: "def") }, colore { $color }.
err-no_swap = Non c'è nessuno scambio da fare.
err-choose_swap = Prima scegli con chi scambiare le carte.
err-bad_target = Scegli un altro giocatore ancora in gioco.
err-jump_in_off = Con queste regole non ci si può inserire fuori turno.
err-cannot_jump_in = Ora non puoi inserirti.
err-jump_after_penalty = Dopo aver pescato carte di penalità aspetti la carta successiva prima di inserirti.
err-not_identical = Ci si può inserire solo con una carta identica a quella in cima, { $top }.
err-match_over = La partita è finita.
err-bad_seat = Quel giocatore non è in partita.
err-unknown_action = Ora non è possibile.
err-missing_card = Indica una carta.
err-unexpected_card = Questo comando non vuole una carta.
err-unexpected_color = Solo un Jolly vuole un colore.
err-unexpected_uno = UNO si dice con una giocata o da solo: scrivi «uno».
err-other = Ora non è possibile.
