## Povestirea jocului (uno_access/narration/presenter.py).
## Fiecare mesaj despre un jucător primește $name (numele locului) și $you (yes când cel care
## citește este acel jucător: propoziția spune atunci „tu”); al doilea jucător este $other / $otheryou.
## $card este o carte (în propoziții: { CASE($card, case: "def") } = „un 7 roșu”, „un Joker”),
## $color o culoare ({ CASE($color, case: "f") } se acordă cu „culoarea”: „culoarea roșie”),
## $cards o listă de cărți, $count un număr. Numerele se acordă după categoriile CLDR:
## o carte, 2 cărți (și 0, 2-19, 101-119), 20 de cărți. Formele .brief și .verbose: scurtă și
## lungă; .braille: rândul scurt pentru afișajul Braille. { "" } nu spune nimic.
## Numele jucătorilor nu se declină: propozițiile evită genitivul și dativul lor.

## Numele jucătorilor controlați de calculator și ale celor care joacă pe rând la aceeași tastatură ($seat de la 0).
game-seat-name = { $seat ->
    [0] Ioana
    [1] Bogdan
    [2] Cristina
    [3] Dan
    [4] Elena
    [5] Florin
    [6] Gabriela
    [7] Horia
    [8] Irina
   *[other] Mihai
}
# Jucătorul care citește, în liste („tu 5”).
game-you = tu

game-preset = { $preset ->
    [official] oficiale
    [it] italiene
    [pt] braziliene
    [pl] poloneze
    [hr] croate
   *[ro] românești
}
game-direction = { $direction ->
    [clockwise] sensul acelor de ceasornic
   *[counterclockwise] sens invers acelor de ceasornic
}

## Evenimente

ev-match-start = Partidă nouă: { $players ->
        [one] un jucător
        [few] { $players } jucători
       *[other] { $players } de jucători
    }, reguli { $preset }. { $scoring ->
        [single_hand] O singură rundă decide partida.
        [lowest_score] Când cineva ajunge la { $target ->
            [one] un punct
            [few] { $target } puncte
           *[other] { $target } de puncte
        }, câștigă cel cu cele mai puține.
        [elimination] {""}
       *[other] Câștigă primul care ajunge la { $target ->
            [one] un punct
            [few] { $target } puncte
           *[other] { $target } de puncte
        }.
    }
    .brief = Partidă nouă, { $players ->
        [one] un jucător
        [few] { $players } jucători
       *[other] { $players } de jucători
    }.
    .braille = partidă { $players } jucători, { $preset }
ev-dealer-draw = { $you ->
        [yes] Ca să se aleagă cine împarte, tragi { CASE($card, case: "def") }.
       *[no] Ca să se aleagă cine împarte, { $name } trage { CASE($card, case: "def") }.
    }
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $card }
ev-hand-start = { $you ->
        [yes] Runda { $hand }. Tu împarți.
       *[no] Runda { $hand }. Împarte { $name }.
    }
    .brief = Runda { $hand }.
    .braille = runda { $hand }, { $you ->
        [yes] împarți tu
       *[no] împarte { $name }
    }
ev-deal-you = Cărțile tale: { $cards }.
    .brief = Cărțile tale: { $cards }.
    .braille = { $cards }
ev-deal-other = { $name } primește { $count ->
        [one] o carte
        [few] { NUM($count, gender: "feminine") } cărți
       *[other] { NUM($count, gender: "feminine") } de cărți
    }.
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $count }
ev-start-card = Prima carte întoarsă: { $card }.
    .braille = început { $card }
ev-start-card-returned = Jocul nu poate începe cu { CASE($card, case: "def") }: se pune înapoi în pachet.
    .brief = { $card } se pune înapoi în pachet.
    .braille = { $card } înapoi în pachet
ev-turn = { $you ->
        [yes] E rândul tău.
       *[no] Acum joacă { $name }.
    }
    .brief = { $you ->
        [yes] E rândul tău.
       *[no] { "" }
    }
    .normal = { $you ->
        [yes] E rândul tău.
       *[no] { "" }
    }
    .verbose = { $you ->
        [yes] { $detail ->
            [yes] E rândul tău. Deasupra: { $top }{ $wild ->
                [yes] { $color ->
                    [none] {""}, culoarea nu e încă aleasă
                   *[other] {""}, culoarea { CASE($color, case: "f") }
                }
               *[no] {""}
            }. Ai { $count ->
                [one] o carte
                [few] { NUM($count, gender: "feminine") } cărți
               *[other] { NUM($count, gender: "feminine") } de cărți
            }, { $playable ->
                [0] { $count ->
                    [one] care nu se poate juca
                    [few] niciuna nu se poate juca
                   *[other] niciuna nu se poate juca
                }
                [one] { $count ->
                    [one] care se poate juca
                    [few] una se poate juca
                   *[other] una se poate juca
                }
                [few] { NUM($playable, gender: "feminine") } se pot juca
               *[other] { NUM($playable, gender: "feminine") } de cărți se pot juca
            }.
           *[no] E rândul tău.
        }
       *[no] Acum joacă { $name }.
    }
    .braille = { $you ->
        [yes] rândul tău
       *[no] { $name }
    }
ev-play = { $you ->
        [yes] Joci { CASE($card, case: "def") }
       *[no] { $name } joacă { CASE($card, case: "def") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} și alegi { $color }
           *[no] {""} și alege { $color }
        }
    }{ $left ->
        [1] { $you ->
            [yes] . Mai ai o carte.
           *[no] . Mai are o carte.
        }
        [0] .
       *[other] .
    }
    .brief = { $you ->
        [yes] Joci { CASE($card, case: "def") }
       *[no] { $name }: { $card }
    }{ $color ->
        [none] {""}
       *[other] {""}, { $color }
    }{ $left ->
        [1] { $you ->
            [yes] {""}, îți mai rămâne o carte.
           *[no] {""}, îi mai rămâne o carte.
        }
       *[other] .
    }
    .verbose = { $you ->
        [yes] Joci { CASE($card, case: "def") }
       *[no] { $name } joacă { CASE($card, case: "def") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} și alegi { $color }
           *[no] {""} și alege { $color }
        }
    }. { $left ->
        [0] { $you ->
            [yes] Nu-ți mai rămâne nicio carte.
           *[no] Nu-i mai rămâne nicio carte.
        }
        [one] { $you ->
            [yes] Mai ai o carte.
           *[no] Mai are o carte.
        }
        [few] { $you ->
            [yes] Mai ai { NUM($left, gender: "feminine") } cărți.
           *[no] Mai are { NUM($left, gender: "feminine") } cărți.
        }
       *[other] { $you ->
            [yes] Mai ai { NUM($left, gender: "feminine") } de cărți.
           *[no] Mai are { NUM($left, gender: "feminine") } de cărți.
        }
    }
    .braille = { $name } { $card }{ $color ->
        [none] {""}
       *[other] {" "}{ $colorcode }
    }{ $left ->
        [1] {", "}1 carte
       *[other] {""}
    }
ev-color = { $you ->
        [yes] Alegi { $color }.
       *[no] { $name } alege { $color }.
    }
    .braille = { $name } culoare { $colorcode }
ev-draw = { $you ->
        [yes] Tragi { $count ->
            [one] o carte
            [few] { NUM($count, gender: "feminine") } cărți
           *[other] { NUM($count, gender: "feminine") } de cărți
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } trage { $count ->
            [one] o carte.
            [few] { NUM($count, gender: "feminine") } cărți.
           *[other] { NUM($count, gender: "feminine") } de cărți.
        }
    }
    .brief = { $you ->
        [yes] Tragi{ $cards ->
            [none] {" "}{ $count ->
                [one] una
                [few] { NUM($count, gender: "feminine") }
               *[other] { NUM($count, gender: "feminine") }
            }.
           *[other] : { $cards }.
        }
       *[no] { $name } trage { $count ->
            [one] una
            [few] { NUM($count, gender: "feminine") }
           *[other] { NUM($count, gender: "feminine") }
        }.
    }
    .braille = { $you ->
        [yes] tragi
       *[no] { $name } trage
    } { $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_two = +2: { $you ->
        [yes] tragi { $count ->
            [one] o carte
            [few] { NUM($count, gender: "feminine") } cărți
           *[other] { NUM($count, gender: "feminine") } de cărți
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } trage { $count ->
            [one] o carte.
            [few] { NUM($count, gender: "feminine") } cărți.
           *[other] { NUM($count, gender: "feminine") } de cărți.
        }
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_four = Joker +4: { $you ->
        [yes] tragi { $count ->
            [one] o carte
            [few] { NUM($count, gender: "feminine") } cărți
           *[other] { NUM($count, gender: "feminine") } de cărți
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } trage { $count ->
            [one] o carte.
            [few] { NUM($count, gender: "feminine") } cărți.
           *[other] { NUM($count, gender: "feminine") } de cărți.
        }
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-stack = { $you ->
        [yes] Tragi cărțile adunate: { $count ->
            [one] o carte
            [few] { NUM($count, gender: "feminine") } cărți
           *[other] { NUM($count, gender: "feminine") } de cărți
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } trage cărțile adunate: { $count ->
            [one] o carte.
            [few] { NUM($count, gender: "feminine") } cărți.
           *[other] { NUM($count, gender: "feminine") } de cărți.
        }
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-penalty = Penalizare: { $you ->
        [yes] tragi { $count ->
            [one] o carte
            [few] { NUM($count, gender: "feminine") } cărți
           *[other] { NUM($count, gender: "feminine") } de cărți
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } trage { $count ->
            [one] o carte.
            [few] { NUM($count, gender: "feminine") } cărți.
           *[other] { NUM($count, gender: "feminine") } de cărți.
        }
    }
    .braille = { $name } penalizare +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-uno = { $you ->
        [yes] Cărțile tale de penalizare: { $cards }.
       *[no] { "" }
    }
    .braille = { $you ->
        [yes] +{ $cards }
       *[no] { "" }
    }
ev-draw-challenge-failed = Contestare pierdută: { $you ->
        [yes] tragi { $count ->
            [one] o carte
            [few] { NUM($count, gender: "feminine") } cărți
           *[other] { NUM($count, gender: "feminine") } de cărți
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } trage { $count ->
            [one] o carte.
            [few] { NUM($count, gender: "feminine") } cărți.
           *[other] { NUM($count, gender: "feminine") } de cărți.
        }
    }
    .braille = contestare pierdută, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-challenge-caught = Contestare câștigată: { $you ->
        [yes] tragi { $count ->
            [one] o carte
            [few] { NUM($count, gender: "feminine") } cărți
           *[other] { NUM($count, gender: "feminine") } de cărți
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } trage { $count ->
            [one] o carte.
            [few] { NUM($count, gender: "feminine") } cărți.
           *[other] { NUM($count, gender: "feminine") } de cărți.
        }
    }
    .braille = contestare câștigată, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-turn-passes = Nu o poți juca, așa că rândul trece mai departe.
    .brief = { "" }
    .braille = rândul trece
ev-pass = { $you ->
        [yes] Păstrezi cartea și dai pas.
       *[no] { $name } păstrează cartea și dă pas.
    }
    .brief = { $you ->
        [yes] Dai pas.
       *[no] { $name } dă pas.
    }
    .braille = { $you ->
        [yes] dai pas
       *[no] { $name } pas
    }
ev-skip = Stop: { $you ->
        [yes] pierzi rândul.
       *[no] { $name } pierde rândul.
    }
    .braille = { $you ->
        [yes] stop, pierzi rândul
       *[no] stop, { $name } pierde rândul
    }
ev-skip-after-draw = { $you ->
        [yes] Pierzi rândul.
       *[no] { $name } pierde rândul.
    }
    .brief = { "" }
    .braille = { $you ->
        [yes] pierzi rândul
       *[no] { $name } pierde rândul
    }
ev-reverse = Inversare: acum se joacă în { $direction ->
        [clockwise] sensul acelor de ceasornic
       *[counterclockwise] sens invers acelor de ceasornic
    }.
    .braille = inversare
ev-uno = { $you ->
        [yes] Spui UNO!
       *[no] { $name } spune UNO!
    }
    .braille = { $you ->
        [yes] spui UNO
       *[no] { $name } UNO
    }
ev-uno-caught = { $otheryou ->
        [yes] Ai observat că { $name } nu a spus UNO: { $name } trage { $count ->
            [one] o carte
            [few] { NUM($count, gender: "feminine") } cărți
           *[other] { NUM($count, gender: "feminine") } de cărți
        }.
       *[no] { $you ->
            [yes] { $other } a observat că nu ai spus UNO: tragi { $count ->
                [one] o carte
                [few] { NUM($count, gender: "feminine") } cărți
               *[other] { NUM($count, gender: "feminine") } de cărți
            }.
           *[no] { $other } a observat că { $name } nu a spus UNO: { $name } trage { $count ->
                [one] o carte
                [few] { NUM($count, gender: "feminine") } cărți
               *[other] { NUM($count, gender: "feminine") } de cărți
            }.
        }
    }
    .braille = { $otheryou ->
        [yes] prinzi fără UNO: { $name }
       *[no] { $you ->
        [yes] { $other } te prinde fără UNO
       *[no] { $name } fără UNO, prins de { $other }
    }
    } +{ $count }
ev-uno-missed = { $you ->
        [yes] Ai o singură carte și nu ai spus UNO.
       *[no] { $name } nu a spus UNO. Scrie „prinde” ca să anunți greșeala.
    }
    .brief = { $you ->
        [yes] { "" }
       *[no] { $name } nu a spus UNO.
    }
    .normal = { $you ->
        [yes] { "" }
       *[no] { $name } nu a spus UNO. Scrie „prinde” ca să anunți greșeala.
    }
    .braille = { $you ->
        [yes] { "" }
       *[no] { $name } fără UNO: prinde
    }
ev-challenge = { $you ->
        [yes] Contești Jokerul +4 jucat de { $other }
       *[no] { $other ->
            [none] { $name } contestă Jokerul +4
           *[other] { $otheryou ->
                [yes] { $name } contestă Jokerul +4 jucat de tine
               *[no] { $name } contestă Jokerul +4 jucat de { $other }
            }
        }
    }: { $legal ->
        [yes] mutarea era permisă.
       *[no] a fost o cacealma.
    }
    .braille = { $you ->
        [yes] contești dr4 ({ $other })
       *[no] { $otheryou ->
        [yes] { $name } îți contestă dr4
       *[no] { $name } contestă dr4 ({ $other })
    }
    }: { $legal ->
        [yes] permis
       *[no] cacealma
    }
ev-hand-shown = { $otheryou ->
        [yes] { $name } îți arată cărțile: { $cards }.
       *[no] { $you ->
            [yes] { $other } îți vede cărțile.
           *[no] { $other } vede cărțile pe care le are { $name }.
        }
    }
    .brief = { $otheryou ->
        [yes] { $name } are: { $cards }.
       *[no] { "" }
    }
    .braille = { $otheryou ->
        [yes] { $name }: { $cards }
       *[no] { $you ->
        [yes] arăți cărțile
       *[no] { $name } arată cărțile
    }
    }
ev-retract = { $you ->
        [yes] Iei înapoi Jokerul +4 și trebuie să joci o carte care era permisă înaintea lui.
       *[no] { $name } ia înapoi Jokerul +4 și trebuie să joace o carte care era permisă înaintea lui.
    }
    .braille = { $you ->
        [yes] iei înapoi dr4
       *[no] { $name } ia înapoi dr4
    }
ev-reshuffle = Cărțile jucate se amestecă și formează un pachet nou de { $count ->
        [one] o carte
        [few] { NUM($count, gender: "feminine") } cărți
       *[other] { NUM($count, gender: "feminine") } de cărți
    }.
    .brief = Pachet nou: { $count ->
        [one] o carte
        [few] { NUM($count, gender: "feminine") } cărți
       *[other] { NUM($count, gender: "feminine") } de cărți
    }.
    .braille = amestecat { $count }
ev-swap-rotate = Zero: fiecare jucător își dă toate cărțile jucătorului următor.
    .braille = mâinile se rotesc
ev-swap = { $you ->
        [yes] Faci schimb de cărți cu { $other }.
       *[no] { $otheryou ->
            [yes] { $name } face schimb de cărți cu tine.
           *[no] { $name } face schimb de cărți cu { $other }.
        }
    }
    .braille = schimb: { $name }, { $other }
ev-jump-in = { $you ->
        [yes] Joci în afara rândului cu { CASE($card, case: "def") }!
       *[no] { $name } joacă în afara rândului cu { CASE($card, case: "def") }!
    }
    .braille = { $you ->
        [yes] intri
       *[no] { $name } intră
    } { $card }
ev-illegal-play = { $you ->
        [yes] Acum nu poți juca { CASE($card, case: "def") }
       *[no] Acum { $name } nu poate juca { CASE($card, case: "def") }
    }: cartea se întoarce în mână.
    .braille = { $you ->
        [yes] greșit
       *[no] { $name } greșit
    } { $card }
ev-stack = Cărțile de tras se adună: următorul jucător are de tras { $total ->
        [one] o carte
        [few] { NUM($total, gender: "feminine") } cărți
       *[other] { NUM($total, gender: "feminine") } de cărți
    }.
    .brief = De tras: { NUM($total, gender: "feminine") }.
    .braille = adunate { $total }
ev-eliminated = { $you ->
        [yes] Ai atins limita și ieși din partidă.
       *[no] { $name } a atins limita și iese din partidă.
    }
    .braille = { $you ->
        [yes] ieși
       *[no] { $name } iese
    }
ev-final-start = Începe finala: { $players }. Punctajele pornesc din nou de la zero.
    .braille = finala: { $players }
ev-hand-end = { $you ->
        [yes] Rămâi fără cărți, câștigi runda
       *[no] { $name } rămâne fără cărți, câștigă runda
    }{ $scoring ->
        [lowest_score] . Puncte rămase în mâini: { $points }.
       *[other] { $you ->
            [yes] {""} și primești
           *[no] {""} și primește
        } { $points ->
            [0] zero puncte
            [one] un punct
            [few] { $points } puncte
           *[other] { $points } de puncte
        }.
    }
    .braille = { $you ->
        [yes] câștigi runda
       *[no] { $name } câștigă runda
    }, { $points }
ev-scores = Punctaj: { $scores }.
    .braille = { $scores }
ev-match-end = { $you ->
        [yes] Ai câștigat partida!
       *[no] { $name } câștigă partida.
    }
    .braille = { $you ->
        [yes] câștigi partida
       *[no] { $name } câștigă partida
    }
ev-team-match-end = Echipa { $team } câștigă partida.

## Răspunsuri despre starea jocului

game-hand = { $count ->
        [0] Nu ai nicio carte.
        [one] Ai o singură carte, { $cards }.
        [few] Cele { NUM($count, gender: "feminine") } cărți ale tale: { $cards }.
       *[other] Cele { NUM($count, gender: "feminine") } de cărți ale tale: { $cards }.
    }
    .braille = { $cards }
# Două puncte între poziție și carte: „5: 1 verde”, nu „5 1 verde”, ca cele două numere să nu se lipească la citire.
game-hand-item = { $position }: { $card }{ $playable ->
        [yes] {" "}se poate juca
       *[no] {""}
    }
game-hand-playable = { $held ->
        [1] { $count ->
            [0] Nu se poate juca acum.
           *[other] Se poate juca acum.
        }
       *[other] { $count ->
            [0] Niciuna nu se poate juca acum.
            [one] Una se poate juca acum.
            [few] Acum se pot juca { NUM($count, gender: "feminine") }.
           *[other] Acum se pot juca { NUM($count, gender: "feminine") } de cărți.
        }
    }
    .braille = { $count ->
        [one] 1 se poate juca
        [few] { $count } se pot juca
       *[other] { $count } se pot juca
    }
game-drawn = Cartea trasă este { CASE($card, case: "def") }: { $playable ->
        [yes] o poți juca sau poți scrie „pas” ca s-o păstrezi.
       *[no] nu se poate juca; scrie „pas”.
    }
    .braille = tras { $card }: { $playable ->
        [yes] joacă sau pas
       *[no] pas
    }
game-drawn-must = Cartea trasă este { CASE($card, case: "def") }: trebuie s-o joci.
    .braille = tras { $card }: joacă
game-top = Deasupra: { $card }{ $wild ->
        [yes] { $color ->
            [none] {""}, culoarea nu e încă aleasă
           *[other] {""}, culoarea { CASE($color, case: "f") }
        }
       *[no] {""}
    }.{ $pending ->
        [0] {""}
        [one] {" "}De tras: o carte.
        [few] {" "}De tras: { NUM($pending, gender: "feminine") } cărți.
       *[other] {" "}De tras: { NUM($pending, gender: "feminine") } de cărți.
    }
    .braille = sus { $card } { $colorcode }{ $pending ->
        [0] {""}
       *[other] {" "}+{ $pending }
    }
game-turn = { $you ->
        [yes] E rândul tău.
       *[no] Acum joacă { $name }.
    } Se joacă în { $direction ->
        [clockwise] sensul acelor de ceasornic
       *[counterclockwise] sens invers acelor de ceasornic
    }; { $nextyou ->
        [yes] urmezi tu
       *[no] urmează { $next }
    }.
    .braille = { $you ->
        [yes] e rândul tău
       *[no] joacă { $name }
    }, urmează { $next }
game-count-item = { $name } { $count }
game-counts = Cărți în mână: { $counts }. Pachet: { $pile }.
    .braille = { $counts }, pachet { $pile }
game-score-item = { $name } { $out ->
        [yes] în afara jocului
       *[no] { $points }
    }
game-scores = Punctajul, runda { $hand }: { $scores }. { $scoring ->
        [single_hand] O singură rundă decide partida.
        [lowest_score] Când cineva ajunge la { $target }, câștigă cel cu cele mai puține puncte.
       *[other] Ținta: { $target }.
    }
    .braille = { $scores }, ținta { $target }
game-team-scores = Punctajul echipelor: { $scores }.
game-team-item = echipa { $team } are { $points ->
        [one] un punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
game-no-history = Încă nu s-a întâmplat nimic.

## Ce trebuie să facă jucătorul acum (după fiecare grup de evenimente și la un rând gol)
# the cards that may answer the pending draw card: stacking=same answers like with like,
# stacking=mixed lets a Wild Draw Four answer a Draw Two too
game-stack-cards = { $stack ->
        [draw_two] un +2
        [wild_draw_four] un Joker +4
       *[both] un +2 sau un Joker +4
    }
game-prompt-play = { $pending ->
        [0] Joacă o carte sau trage.
        [one] Răspunde cu { game-stack-cards }, ori trage o carte.
        [few] Răspunde cu { game-stack-cards }, ori trage { NUM($pending, gender: "feminine") } cărți.
       *[other] Răspunde cu { game-stack-cards }, ori trage { NUM($pending, gender: "feminine") } de cărți.
    }
    .brief = { "" }
game-prompt-drawn = Joacă cartea trasă sau dă pas.
game-prompt-color = Alege o culoare: roșu, galben, verde sau albastru.
game-prompt-challenge = { $name } ți-a dat un Joker +4: contestă sau acceptă.
    .braille = dr4 de la { $name }: contestă sau acceptă
game-prompt-retract = Joacă o carte care era permisă peste { CASE($card, case: "def") }, culoarea { CASE($color, case: "f") }.
game-prompt-swap = Alege cu cine faci schimb de cărți: { $names }.
game-prompt-wait = { $you ->
        [yes] {""}
       *[no] Așteptăm să joace { $name }.
    }
game-hotseat = { $name }, treci la tastatură.
game-over = Partida s-a terminat.

## De ce a fost refuzată o mutare (motivele IllegalAction)
err-not_your_turn = Nu e rândul tău; acum joacă { $name }.
err-not_in_hand = Nu ai { CASE($card, case: "def") }.
err-color_mismatch = Nu poți juca { CASE($card, case: "def") }: deasupra este { CASE($top, case: "def") }{ $wild ->
        [yes] {""}, culoarea { CASE($color, case: "f") }
       *[no] {""}
    }.
err-wd4_not_allowed = Nu poți juca Jokerul +4: ai o carte care se potrivește ({ $holding }).
err-must_play_drawn = { $canpass ->
        [no] Trebuie să joci cartea trasă, { $card }: după aceste reguli nu o poți păstra.
       *[yes] Acum poți juca doar cartea trasă, { $card }, sau poți da pas.
    }
err-forced_play = Ai o carte pe care o poți juca, deci trebuie s-o joci.
err-no_wild_finish = Ultima ta carte nu poate fi { CASE($card, case: "def") }.
err-must_stack = Răspunde cu { game-stack-cards }, ori trage { $total ->
        [one] cartea
        [few] cele { NUM($total, gender: "feminine") } cărți
       *[other] cele { NUM($total, gender: "feminine") } de cărți
    }.
err-need_color = Adaugă și culoarea, de exemplu: { $example }.
err-need_color_first = Mai întâi alege culoarea Jokerului de început.
err-no_color_needed = Acum nu e nicio culoare de ales.
err-nothing_to_catch = Acum nu e nimeni de prins.
err-already_called = UNO a fost spus deja sau e prea târziu.
err-not_one_card = Poți spune UNO doar odată cu mutarea care îți lasă o singură carte sau când mai ai una; ai { NUM($count, gender: "feminine") }.
err-cannot_pass = Poți da pas doar după ce ai tras o carte.
err-cannot_draw_now = Acum nu poți trage.
err-no_challenge = Nu e niciun Joker +4 de contestat.
err-challenge_or_accept = Contestă Jokerul +4 sau acceptă-l.
err-retract_not_legal = Joacă o carte care era permisă peste { CASE($top, case: "def") }, culoarea { CASE($color, case: "f") }.
err-no_swap = Nu e niciun schimb de făcut.
err-choose_swap = Mai întâi alege cu cine faci schimb de cărți.
err-bad_target = Alege alt jucător care e încă în joc.
err-jump_in_off = După aceste reguli nu se poate juca în afara rândului.
err-cannot_jump_in = Acum nu poți juca în afara rândului.
err-jump_after_penalty = După ce ai tras cărți de penalizare, aștepți cartea următoare înainte să joci în afara rândului.
err-not_identical = Doar o carte identică cu cea de deasupra, { $top }, se poate juca în afara rândului.
err-match_over = Partida s-a terminat.
err-bad_seat = Acel jucător nu e în joc.
err-unknown_action = Acum nu se poate.
err-missing_card = Scrie o carte.
err-unexpected_card = Comanda aceasta nu primește o carte.
err-unexpected_color = Doar un Joker primește o culoare.
err-unexpected_uno = UNO se spune odată cu o mutare sau singur: scrie uno.
err-other = Acum nu se poate.
