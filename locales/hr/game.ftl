## Pripovijedanje igre (uno_access/narration/presenter.py).
## $name je ime igrača, $you = yes kad je riječ o onome tko čita (tada rečenica kaže „ti”);
## drugi igrač je $other / $otheryou. $card je karta (u obliku .braille njezin kod): u rečenici
## se sklanja s CASE($card, case: "acc") itd. (padeži u cards.ftl); $color je boja (također
## sklonjiva: „bira crvenu boju”), $cards popis karata (u nominativu, iza dvotočke), $count broj.
## Imena igrača ne sklanjamo: rečenice su složene tako da ime stoji u nominativu.
## Sadašnje vrijeme izbjegava rod igrača („vučeš”, a ne „izvukao/izvukla si”).

## Imena računalnih igrača i igrača za istom tipkovnicom ($seat od 0).
game-seat-name = { $seat ->
    [0] Ana
    [1] Boris
    [2] Vesna
    [3] Damir
    [4] Marta
    [5] Filip
    [6] Goran
    [7] Hana
    [8] Ivan
   *[other] Jana
}
## Rod imena igrača za glagole u prošlom vremenu: poruke biraju { GENDER($name) -> [f] odigrala *[other] odigrao }.
## Ovdje su sva ženska imena (igrača za tipkovnicom i računalnih); novo se ime dodaje samo ovdje,
## a svako ime kojeg nema na popisu dobiva muški oblik.
-name-gender = { $name ->
    [Ana] f
    [Vesna] f
    [Marta] f
    [Hana] f
    [Jana] f
    [Ivana] f
    [Petra] f
    [Maja] f
    [Nina] f
   *[other] m
}
# Onaj tko čita u igri jednog igrača, u popisima („ti 5”).
game-you = ti

game-preset = { $preset ->
    [official] službena
    [it] talijanska
    [pt] brazilska
    [pl] poljska
    [hr] hrvatska
   *[ro] rumunjska
}
game-direction = { $direction ->
    [clockwise] u smjeru kazaljke na satu
   *[counterclockwise] suprotno smjeru kazaljke na satu
}

## Događaji

ev-match-start = Nova partija. Broj igrača: { $players }, { $preset } pravila. { $scoring ->
        [single_hand] Partiju odlučuje jedna runda.
        [lowest_score] Bodovi su kazneni, a granica je { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }.
        [elimination] {""}
       *[other] Pobjeđuje onaj tko prvi skupi { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }.
    }
    .brief = Nova partija, broj igrača: { $players }.
    .braille = partija, igrača: { $players }, { $preset }
ev-dealer-draw = { $you ->
        [yes] Vučeš { CASE($card, case: "acc") } za izbor djelitelja.
       *[no] { $name } vuče { CASE($card, case: "acc") } za izbor djelitelja.
    }
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $card }
ev-hand-start = { $you ->
        [yes] Runda { $hand }. Ti dijeliš.
       *[no] Runda { $hand }. Dijeli { $name }.
    }
    .brief = Runda { $hand }.
    .braille = runda { $hand }, djelitelj { $name }
ev-deal-you = Tvoje karte: { $cards }.
    .brief = Tvoje karte: { $cards }.
    .braille = { $cards }
ev-deal-other = { $name } dobiva { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    }.
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $count }
ev-start-card = Početna karta: { $card }.
    .braille = početna { $card }
ev-start-card-returned = Igra ne može početi { CASE($card, case: "ins") }: vraća se u hrpu za vučenje.
    .brief = U špil se vraća { $card }.
    .braille = { $card } natrag u hrpu
ev-turn = { $you ->
        [yes] Na redu si.
       *[no] Na redu je { $name }.
    }
    .brief = { $you ->
        [yes] Na redu si.
       *[no] { "" }
    }
    .normal = { $you ->
        [yes] Na redu si.
       *[no] { "" }
    }
    .verbose = { $you ->
        [yes] { $detail ->
            [yes] Na redu si. Na hrpi: { $top }{ $color ->
                [none] {""}, boja još nije odabrana
               *[other] {""}, boja { $color }
            }. Imaš { $count ->
                [one] { NUM($count, gender: "feminine", case: "acc") } kartu
                [few] { NUM($count, gender: "feminine", case: "acc") } karte
               *[other] { NUM($count, gender: "feminine", case: "acc") } karata
            }{ $playable ->
                [0] { $count ->
                    [1] {""} i ne možeš je odigrati
                   *[other] {""}, nijednu ne možeš odigrati
                }
                [1] { $count ->
                    [1] {""} i možeš je odigrati
                   *[other] {""}, jednu možeš odigrati
                }
               *[other] {""}, { NUM($playable, gender: "feminine", case: "acc") } možeš odigrati
            }.
           *[no] Na redu si.
        }
       *[no] Na redu je { $name }.
    }
    .braille = { $you ->
        [yes] ti si na redu
       *[no] { $name }
    }
ev-play = { $you ->
        [yes] Igraš { CASE($card, case: "acc") }
       *[no] { $name } igra { CASE($card, case: "acc") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} i biraš { CASE($color, case: "acc") } boju
           *[no] {""} i bira { CASE($color, case: "acc") } boju
        }
    }{ $left ->
        [1] { $you ->
            [yes] {""}. Ostaje ti jedna karta.
           *[no] {""}. Ima još samo jednu kartu.
        }
        [0] .
       *[other] .
    }
    .brief = { $you ->
        [yes] Igraš { CASE($card, case: "acc") }
       *[no] { $name }: { $card }
    }{ $color ->
        [none] {""}
       *[other] {""}, boja { $color }
    }{ $left ->
        [1] {""}, jedna karta u ruci.
       *[other] .
    }
    .verbose = { $you ->
        [yes] Igraš { CASE($card, case: "acc") }
       *[no] { $name } igra { CASE($card, case: "acc") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} i biraš { CASE($color, case: "acc") } boju
           *[no] {""} i bira { CASE($color, case: "acc") } boju
        }
    }. { $left ->
        [0] { $you ->
            [yes] Više nemaš karata.
           *[no] { GENDER($name) ->
                [f] Ostala je bez karata.
               *[other] Ostao je bez karata.
            }
        }
        [1] { $you ->
            [yes] Ostaje ti jedna karta.
           *[no] { $name } ima još samo jednu kartu.
        }
       *[other] { $you ->
            [yes] Imaš još { NUM($left, gender: "feminine", case: "acc") } { $left ->
                [one] kartu
                [few] karte
               *[other] karata
            }.
           *[no] { $name } ima još { NUM($left, gender: "feminine", case: "acc") } { $left ->
                [one] kartu
                [few] karte
               *[other] karata
            }.
        }
    }
    .braille = { $name } { $card }{ $color ->
        [none] {""}
       *[other] {" "}{ $colorcode }
    }{ $left ->
        [1] {" "}ostaje 1
       *[other] {""}
    }
ev-color = { $you ->
        [yes] Biraš { CASE($color, case: "acc") } boju.
       *[no] { $name } bira { CASE($color, case: "acc") } boju.
    }
    .braille = { $name } boja { $colorcode }
ev-draw = { $you ->
        [yes] Vučeš { $count ->
            [1] jednu kartu
            [one] { NUM($count, gender: "feminine", case: "acc") } kartu
            [few] { NUM($count, gender: "feminine", case: "acc") } karte
           *[other] { NUM($count, gender: "feminine", case: "acc") } karata
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } vuče { $count ->
            [1] jednu kartu.
            [one] { NUM($count, gender: "feminine", case: "acc") } kartu.
            [few] { NUM($count, gender: "feminine", case: "acc") } karte.
           *[other] { NUM($count, gender: "feminine", case: "acc") } karata.
        }
    }
    .brief = { $you ->
        [yes] Vučeš{ $cards ->
            [none] {" "}{ NUM($count, gender: "feminine", case: "acc") }.
           *[other] : { $cards }.
        }
       *[no] { $name } vuče { NUM($count, gender: "feminine", case: "acc") }.
    }
    .braille = { $you ->
        [yes] vučeš
       *[no] { $name } vuče
    } { $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_two = Vuci dvije: { $you ->
        [yes] vučeš { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu
            [few] karte
           *[other] karata
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu.
            [few] karte.
           *[other] karata.
        }
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_four = Džoker Vuci četiri: { $you ->
        [yes] vučeš { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu
            [few] karte
           *[other] karata
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu.
            [few] karte.
           *[other] karata.
        }
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-stack = Kraj zbrajanja kazni: { $you ->
        [yes] vučeš { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu
            [few] karte
           *[other] karata
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu.
            [few] karte.
           *[other] karata.
        }
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-penalty = Kazna: { $you ->
        [yes] vučeš { $count ->
            [1] jednu kartu
            [one] { NUM($count, gender: "feminine", case: "acc") } kartu
            [few] { NUM($count, gender: "feminine", case: "acc") } karte
           *[other] { NUM($count, gender: "feminine", case: "acc") } karata
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } vuče { $count ->
            [1] jednu kartu.
            [one] { NUM($count, gender: "feminine", case: "acc") } kartu.
            [few] { NUM($count, gender: "feminine", case: "acc") } karte.
           *[other] { NUM($count, gender: "feminine", case: "acc") } karata.
        }
    }
    .braille = { $name } kazna +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-uno = { $you ->
        [yes] Tvoje kaznene karte: { $cards }.
       *[no] { "" }
    }
    .braille = { $you ->
        [yes] +{ $cards }
       *[no] { "" }
    }
ev-draw-challenge-failed = Osporavanje nije uspjelo: { $you ->
        [yes] vučeš { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu
            [few] karte
           *[other] karata
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu.
            [few] karte.
           *[other] karata.
        }
    }
    .braille = osporavanje neuspjelo, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-challenge-caught = Osporavanje je uspjelo: { $you ->
        [yes] vučeš { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu
            [few] karte
           *[other] karata
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu.
            [few] karte.
           *[other] karata.
        }
    }
    .braille = osporavanje uspjelo, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-turn-passes = Ne možeš je odigrati pa red prelazi na sljedećeg.
    .brief = { "" }
    .braille = red prelazi dalje
ev-pass = { $you ->
        [yes] Zadržavaš kartu i predaješ red.
       *[no] { $name } zadržava kartu i predaje red.
    }
    .brief = { $you ->
        [yes] Predaješ red.
       *[no] { $name } predaje red.
    }
    .braille = { $you ->
        [yes] predaješ red
       *[no] { $name } dalje
    }
ev-skip = Preskoči: { $you ->
        [yes] gubiš red.
       *[no] { $name } gubi red.
    }
    .braille = { $you ->
        [yes] gubiš red
       *[no] { $name } gubi red
    }
ev-skip-after-draw = { $you ->
        [yes] Gubiš red.
       *[no] { $name } gubi red.
    }
    .brief = { "" }
    .braille = { $you ->
        [yes] gubiš red
       *[no] { $name } gubi red
    }
ev-reverse = Obrni: igra sada ide { $direction ->
        [clockwise] u smjeru kazaljke na satu
       *[counterclockwise] suprotno smjeru kazaljke na satu
    }.
    .braille = smjer obrnut
ev-uno = { $you ->
        [yes] Vičeš UNO!
       *[no] { $name } viče UNO!
    }
    .braille = { $you ->
        [yes] vičeš UNO
       *[no] { $name } UNO
    }
ev-uno-caught = { $otheryou ->
        [yes] Hvataš propušteni UNO: { $name } vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu.
            [few] karte.
           *[other] karata.
        }
       *[no] { $you ->
            [yes] { $other } hvata tvoj propušteni UNO: vučeš { NUM($count, gender: "feminine", case: "acc") } { $count ->
                [one] kartu.
                [few] karte.
               *[other] karata.
            }
           *[no] { $other } hvata propušteni UNO: { $name } vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
                [one] kartu.
                [few] karte.
               *[other] karata.
            }
        }
    }
    .braille = { $otheryou ->
        [yes] hvataš bez UNO: { $name }
       *[no] { $you ->
        [yes] bez UNO hvata te { $other }
       *[no] { $name } bez UNO, hvata { $other }
    }
    } +{ $count }
ev-uno-missed = { $you ->
        [yes] Imaš jednu kartu, a UNO nije izgovoren.
       *[no] { $name } ima jednu kartu, a UNO nije izgovoren. Upiši uhvati!
    }
    .brief = { $you ->
        [yes] { "" }
       *[no] { $name } bez UNO.
    }
    .normal = { $you ->
        [yes] { "" }
       *[no] { $name } ima jednu kartu, a UNO nije izgovoren. Upiši uhvati!
    }
    .braille = { $you ->
        [yes] { "" }
       *[no] { $name } bez UNO: uhvati
    }
ev-challenge = { $you ->
        [yes] Osporavaš džokera Vuci četiri kojeg je { GENDER($other) ->
                    [f] odigrala
                   *[other] odigrao
                } { $other }
       *[no] { $other ->
            [none] { $name } osporava džokera Vuci četiri
           *[other] { $otheryou ->
                [yes] { $name } osporava tvojeg džokera Vuci četiri
               *[no] { $name } osporava džokera Vuci četiri kojeg je { GENDER($other) ->
                    [f] odigrala
                   *[other] odigrao
                } { $other }
            }
        }
    }: { $legal ->
        [yes] potez je bio dopušten.
       *[no] bio je to blef.
    }
    .braille = { $you ->
        [yes] osporavaš dr4 ({ $other })
       *[no] { $otheryou ->
        [yes] { $name } osporava tvoju kartu dr4
       *[no] { $name } osporava dr4 ({ $other })
    }
    }: { $legal ->
        [yes] dopušteno
       *[no] blef
    }
ev-hand-shown = { $otheryou ->
        [yes] { $name } ti pokazuje karte: { $cards }.
       *[no] { $you ->
            [yes] { $other } gleda tvoje karte.
           *[no] { $name } pokazuje karte, a { $other } ih gleda.
        }
    }
    .brief = { $otheryou ->
        [yes] Karte koje drži { $name }: { $cards }.
       *[no] { "" }
    }
    .braille = { $otheryou ->
        [yes] { $name }: { $cards }
       *[no] { $you ->
        [yes] pokazuješ karte
       *[no] { $name } pokazuje karte
    }
    }
ev-retract = { $you ->
        [yes] Vraćaš džokera Vuci četiri i moraš odigrati kartu koja je bila dopuštena prije njega.
       *[no] { $name } vraća džokera Vuci četiri i mora odigrati kartu koja je bila dopuštena prije njega.
    }
    .braille = { $you ->
        [yes] vraćaš dr4
       *[no] { $name } vraća dr4
    }
ev-reshuffle = Odbačene karte promiješane su u novu hrpu za vučenje: { $count } { $count ->
        [one] karta
        [few] karte
       *[other] karata
    }.
    .brief = Miješanje: { NUM($count, gender: "feminine", case: "nom") } { $count ->
        [one] karta
        [few] karte
       *[other] karata
    }.
    .braille = miješanje { $count }
ev-swap-rotate = Nula: svaki igrač predaje sve svoje karte sljedećem igraču.
    .braille = ruke idu dalje
ev-swap = { $you ->
        [yes] Ti i { $other } mijenjate karte.
       *[no] { $otheryou ->
            [yes] { $name } mijenja karte s tobom.
           *[no] { $name } i { $other } mijenjaju karte.
        }
    }
    .braille = zamjena: { $name }, { $other }
ev-jump-in = { $you ->
        [yes] Uskačeš { CASE($card, case: "ins") }!
       *[no] { $name } uskače { CASE($card, case: "ins") }!
    }
    .braille = { $you ->
        [yes] uskačeš
       *[no] { $name } uskače
    } { $card }
ev-illegal-play = { $you ->
        [yes] Sada ne smiješ igrati { CASE($card, case: "acc") }
       *[no] { $name } sada ne smije igrati { CASE($card, case: "acc") }
    }: karta se vraća u ruku.
    .braille = { $you ->
        [yes] nedopušteno
       *[no] { $name } nedopušteno
    } { $card }
ev-stack = Kazne se zbrajaju: sljedećeg igrača { $total ->
        [one] čeka { NUM($total, gender: "feminine", case: "nom") } karta
        [few] čekaju { NUM($total, gender: "feminine", case: "nom") } karte
       *[other] čeka { NUM($total, gender: "feminine", case: "nom") } karata
    }.
    .brief = Kazna: { NUM($total, gender: "feminine", case: "nom") } { $total ->
        [one] karta
        [few] karte
       *[other] karata
    }.
    .braille = kazna { $total }
ev-eliminated = { $you ->
        [yes] Dosežeš granicu bodova i ispadaš iz partije.
       *[no] { $name } doseže granicu bodova i ispada iz partije.
    }
    .braille = { $you ->
        [yes] ispadaš
       *[no] { $name } ispada
    }
ev-final-start = Počinje finale: { $players }. Bodovi se broje ispočetka.
    .braille = finale: { $players }
ev-hand-end = { $you ->
        [yes] Dobivaš rundu
       *[no] { $name } dobiva rundu
    }{ $scoring ->
        [lowest_score] . Bodovi u rukama ostalih: { $points }.
       *[other] {""}: { $points } { $points ->
            [one] bod
            [few] boda
           *[other] bodova
        }.
    }
    .braille = { $you ->
        [yes] dobivaš rundu
       *[no] { $name } dobiva rundu
    }, { $points }
ev-scores = Rezultati: { $scores }.
    .braille = { $scores }
ev-match-end = { $you ->
        [yes] Dobivaš partiju!
       *[no] { $name } dobiva partiju.
    }
    .braille = { $you ->
        [yes] dobivaš partiju
       *[no] { $name } dobiva partiju
    }
ev-team-match-end = Partiju dobiva ekipa { $team }.

## Odgovori o stanju igre

game-hand = { $count ->
        [0] Nemaš nijednu kartu.
        [1] Imaš jednu kartu: { $cards }.
        [one] Imaš { NUM($count, gender: "feminine", case: "acc") } kartu: { $cards }.
        [few] Imaš { NUM($count, gender: "feminine", case: "acc") } karte: { $cards }.
       *[other] Imaš { NUM($count, gender: "feminine", case: "acc") } karata: { $cards }.
    }
    .braille = { $cards }
game-hand-item = { $position } { $card }{ $playable ->
        [yes] {" "}(može se igrati)
       *[no] {""}
    }
game-hand-playable = { $held ->
        [1] { $count ->
            [0] Sada je ne možeš odigrati.
           *[other] Sada je možeš odigrati.
        }
       *[other] { $count ->
            [0] Nijednu od njih sada ne možeš odigrati.
           *[other] Sada možeš odigrati { NUM($count, gender: "feminine", case: "acc") } od njih.
        }
    }
    .braille = može se igrati: { $count }
game-drawn = Izvučena karta: { $card }. { $playable ->
        [yes] Odigraj { GENDER($card) ->
            [f] je
           *[other] ga
        } ili upiši dalje da { GENDER($card) ->
            [f] je
           *[other] ga
        } zadržiš.
       *[no] Ne možeš { GENDER($card) ->
            [f] je
           *[other] ga
        } odigrati; upiši dalje.
    }
    .braille = izvučena { $card }: { $playable ->
        [yes] igraj ili dalje
       *[no] dalje
    }
game-drawn-must = Izvučena karta: { $card }. Moraš { GENDER($card) ->
        [f] je
       *[other] ga
    } odigrati.
    .braille = izvučena { $card }: igraj
game-top = Na hrpi: { $card }{ $wild ->
        [yes] { $color ->
            [none] {""}, boja još nije odabrana
           *[other] {""}, boja { $color }
        }
       *[no] {""}
    }.{ $pending ->
        [0] {""}
       *[other] {" "}Za vučenje { $pending ->
            [one] čeka { NUM($pending, gender: "feminine", case: "nom") } karta
            [few] čekaju { NUM($pending, gender: "feminine", case: "nom") } karte
           *[other] čeka { NUM($pending, gender: "feminine", case: "nom") } karata
        }.
    }
    .braille = hrpa { $card } { $colorcode }{ $pending ->
        [0] {""}
       *[other] {" "}+{ $pending }
    }
game-turn = { $you ->
        [yes] Na redu si.
       *[no] Na redu je { $name }.
    } Igra ide { $direction ->
        [clockwise] u smjeru kazaljke na satu
       *[counterclockwise] suprotno smjeru kazaljke na satu
    }; { $nextyou ->
        [yes] zatim si ti na redu
       *[no] zatim je na redu { $next }
    }.
    .braille = { $you ->
        [yes] tvoj red
       *[no] red: { $name }
    }, sljedeći { $next }
game-count-item = { $name } { $count }
game-counts = Karte u rukama: { $counts }. Hrpa za vučenje: { $pile }.
    .braille = { $counts }, hrpa { $pile }
game-score-item = { $name } { $out ->
        [yes] izvan igre
       *[no] { $points }
    }
game-scores = Runda { $hand }. Rezultati: { $scores }. { $scoring ->
        [single_hand] Partiju odlučuje jedna runda.
        [lowest_score] Bodovi su kazneni, a granica je { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }.
        [elimination] Tko skupi { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }, ispada iz partije.
       *[other] Cilj: { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }.
    }
    .braille = { $scores }, cilj { $target }
game-team-scores = Rezultati ekipa: { $scores }.
game-team-item = ekipa { $team }: { $points }
game-no-history = Još se ništa nije dogodilo.

## Što igrač sada mora učiniti (nakon svake serije događaja i na praznom retku)
# the cards that may answer the pending draw card: stacking=same answers like with like,
# stacking=mixed lets a Wild Draw Four answer a Draw Two too
game-stack-cards = { $stack ->
        [draw_two] kartom Vuci dvije
        [wild_draw_four] džokerom Vuci četiri
       *[both] kartom Vuci dvije ili džokerom Vuci četiri
    }
game-prompt-play = { $pending ->
        [0] Odigraj kartu ili vuci.
       *[other] Odgovori { game-stack-cards }, ili vuci { NUM($pending, gender: "feminine", case: "acc") } { $pending ->
            [one] kartu
            [few] karte
           *[other] karata
        }.
    }
    .brief = { "" }
game-prompt-drawn = Odigraj izvučenu kartu ili upiši dalje.
game-prompt-color = Odaberi boju: crvena, žuta, zelena ili plava.
game-prompt-challenge = { $name } je na tebe { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } džokera Vuci četiri: ospori ga ili prihvati.
    .braille = { $name }: dr4 na tebe: ospori ili prihvati
game-prompt-retract = Odigraj kartu koja odgovara { CASE($card, case: "dat") }, boja { $color }.
game-prompt-swap = Odaberi s kim mijenjaš karte: { $names }.
game-prompt-wait = { $you ->
        [yes] {""}
       *[no] Čeka se potez: { $name }.
    }
game-hotseat = Za tipkovnicom: { $name }.
game-over = Kraj partije.

## Zašto je potez odbijen (razlozi IllegalAction)
err-not_your_turn = Nisi na redu; na redu je { $name }.
err-not_in_hand = Nemaš { CASE($card, case: "gen") }.
err-color_mismatch = Ne možeš igrati { CASE($card, case: "acc") }: { $wild ->
        [yes] nakon { CASE($top, case: "gen") } tražena je { $color } boja
       *[no] ne odgovara { CASE($top, case: "dat") }
    }.
err-wd4_not_allowed = Ne smiješ igrati džokera Vuci četiri: imaš kartu koja odgovara ({ $holding }).
err-must_play_drawn = { $canpass ->
        [no] Moraš odigrati izvučenu kartu, { $card }: po ovim pravilima ne smiješ je zadržati.
       *[yes] Sada možeš odigrati samo izvučenu kartu ({ CASE($card, case: "acc") }) ili upisati dalje.
    }
err-forced_play = Imaš kartu koju možeš odigrati, pa je moraš odigrati.
err-no_wild_finish = Tvoja posljednja karta ne smije biti { $card }.
err-must_stack = Odgovori { game-stack-cards }, ili vuci { NUM($total, gender: "feminine", case: "acc") } { $total ->
        [one] kartu
        [few] karte
       *[other] karata
    }.
err-need_color = Reci i boju, na primjer: { $example }.
err-need_color_first = Najprije odaberi boju za početnog džokera.
err-no_color_needed = Sada ne biraš boju.
err-nothing_to_catch = Sada nema koga uhvatiti.
err-already_called = UNO je već izgovoren ili je prekasno.
err-not_one_card = UNO se viče kad ti ostane jedna karta; imaš { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    }.
err-cannot_pass = Naredbu dalje možeš upisati tek kad izvučeš kartu koju možeš odigrati.
err-cannot_draw_now = Sada ne možeš vući.
err-no_challenge = Nema džokera Vuci četiri za osporavanje.
err-challenge_or_accept = Ospori džokera Vuci četiri ili ga prihvati.
err-retract_not_legal = Odigraj kartu koja odgovara { CASE($top, case: "dat") }, boja { $color }.
err-no_swap = Sada ne možeš mijenjati karte.
err-choose_swap = Najprije odaberi s kim mijenjaš karte.
err-bad_target = Odaberi drugog igrača koji je još u igri.
err-jump_in_off = Ova pravila ne dopuštaju uskakanje.
err-cannot_jump_in = Sada ne možeš uskočiti.
err-jump_after_penalty = Nakon kaznenih karata čekaš sljedeću kartu prije nego što uskočiš.
err-not_identical = Uskočiti se može samo kartom jednakom gornjoj, a to je { $top }.
err-match_over = Partija je već završena.
err-bad_seat = Tog igrača nema u igri.
err-unknown_action = To sada nije moguće.
err-missing_card = Navedi kartu.
err-unexpected_card = Ta naredba ne prima kartu.
err-unexpected_color = Boja se navodi samo uz džokera.
err-unexpected_uno = UNO se viče uz potez ili samostalno: upiši uno.
err-other = To sada nije moguće.

