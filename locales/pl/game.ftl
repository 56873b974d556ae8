## Narracja gry (uno_access/narration/presenter.py).
## $name to imię gracza, $you = yes, gdy chodzi o czytającego (wtedy zdanie mówi „ty”);
## drugi gracz to $other / $otheryou. $card to karta (w formie .braille jej kod): w zdaniu
## odmieniamy ją przez CASE($card, case: "acc") itd. (przypadki w cards.ftl); $color to kolor,
## $cards lista kart (w mianowniku, po dwukropku), $count liczba.
## Imion graczy nie odmieniamy: zdania są tak ułożone, by imię stało w mianowniku.
## Czas teraźniejszy omija rodzaj gracza („dobierasz”, nie „dobrałeś/dobrałaś”).

## Imiona graczy komputerowych i graczy przy jednej klawiaturze ($seat od 0).
game-seat-name = { $seat ->
    [0] Anna
    [1] Bartek
    [2] Celina
    [3] Dawid
    [4] Ewa
    [5] Filip
    [6] Gosia
    [7] Henryk
    [8] Iza
   *[other] Jacek
}
## Rodzaj imienia gracza dla czasowników w czasie przeszłym: wiadomości wybierają
## { GENDER($name) -> [f] zagrała *[other] zagrał }. Tu są wszystkie imiona kobiece (graczy przy
## klawiaturze i komputerowych); nowe imię dopisuje się tylko tutaj, a każde spoza listy dostaje formę męską.
-name-gender = { $name ->
    [Anna] f
    [Celina] f
    [Ewa] f
    [Gosia] f
    [Iza] f
    [Ania] f
    [Ola] f
    [Kasia] f
    [Zosia] f
   *[other] m
}
# Czytający w grze jednoosobowej, na listach („ty 5”).
game-you = ty

game-preset = { $preset ->
    [official] oficjalne
    [it] włoskie
    [pt] brazylijskie
    [pl] polskie
    [hr] chorwackie
   *[ro] rumuńskie
}
game-direction = { $direction ->
    [clockwise] zgodnie z ruchem wskazówek zegara
   *[counterclockwise] przeciwnie do ruchu wskazówek zegara
}

## Zdarzenia

ev-match-start = Nowa partia. Liczba graczy: { $players }, zasady { $preset }. { $scoring ->
        [single_hand] O zwycięstwie decyduje jedno rozdanie.
        [lowest_score] Punkty liczą się na niekorzyść: gdy ktoś osiągnie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }, wygrywa gracz z najniższym wynikiem.
        [elimination] {""}
       *[other] Wygrywa ten, kto pierwszy zdobędzie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }.
    }
    .brief = Nowa partia, liczba graczy: { $players }.
    .braille = partia, graczy: { $players }, { $preset }
ev-dealer-draw = { $you ->
        [yes] Losujesz { CASE($card, case: "acc") }.
       *[no] { $name } losuje { CASE($card, case: "acc") }.
    }
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $card }
ev-hand-start = { $you ->
        [yes] Rozdanie { $hand }. Ty rozdajesz.
       *[no] Rozdanie { $hand }. Rozdaje { $name }.
    }
    .brief = Rozdanie { $hand }.
    .braille = rozdanie { $hand }, rozdający { $name }
ev-deal-you = Twoje karty: { $cards }.
    .brief = Twoje karty: { $cards }.
    .braille = { $cards }
ev-deal-other = { $name } dostaje { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $count }
ev-start-card = Karta początkowa: { $card }.
    .braille = początkowa { $card }
ev-start-card-returned = Kartą początkową nie może być { $card }: wraca do talii.
    .brief = Do talii wraca { $card }.
    .braille = { $card } wraca do talii
ev-turn = { $you ->
        [yes] Twój ruch.
       *[no] Teraz gra { $name }.
    }
    .brief = { $you ->
        [yes] Twój ruch.
       *[no] { "" }
    }
    .normal = { $you ->
        [yes] Twój ruch.
       *[no] { "" }
    }
    .verbose = { $you ->
        [yes] { $detail ->
            [yes] Twój ruch. Na stosie: { $top }{ $color ->
                [none] {""}, kolor jeszcze niewybrany
               *[other] {""}, kolor { $color }
            }. Masz { $count ->
                [one] jedną kartę{ $playable ->
                    [0] , nie możesz jej zagrać
                   *[other] {""} i możesz ją zagrać
                }
                [few] { NUM($count, gender: "feminine", case: "acc") } karty
               *[many] { NUM($count, gender: "feminine", case: "acc") } kart
            }{ $count ->
                [1] {""}
               *[other] { $playable ->
                    [0] , żadnej nie możesz zagrać
                   *[other] { $all ->
                        [yes] { $count ->
                            [2] {""} i możesz zagrać obie
                           *[other] {""} i możesz zagrać wszystkie
                        }
                       *[no] , { NUM($playable, gender: "feminine", case: "acc") } z nich możesz zagrać
                    }
                }
            }.
           *[no] Twój ruch.
        }
       *[no] Teraz gra { $name }.
    }
    .braille = { $you ->
        [yes] twój ruch
       *[no] { $name }
    }
ev-play = { $you ->
        [yes] Zagrywasz { CASE($card, case: "acc") }
       *[no] { $name } zagrywa { CASE($card, case: "acc") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} i wybierasz kolor { $color }
           *[no] {""} i wybiera kolor { $color }
        }
    }{ $left ->
        [1] { $you ->
            [yes] {""}. Zostaje ci jedna karta.
           *[no] {""}. Ma już tylko jedną kartę.
        }
        [0] .
       *[other] .
    }
    .brief = { $you ->
        [yes] Zagrywasz { CASE($card, case: "acc") }
       *[no] { $name }: { $card }
    }{ $color ->
        [none] {""}
       *[other] {""}, kolor { $color }
    }{ $left ->
        [1] {""}, jedna karta na ręce.
       *[other] .
    }
    .verbose = { $you ->
        [yes] Zagrywasz { CASE($card, case: "acc") }
       *[no] { $name } zagrywa { CASE($card, case: "acc") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} i wybierasz kolor { $color }
           *[no] {""} i wybiera kolor { $color }
        }
    }. { $left ->
        [0] { $you ->
            [yes] To była twoja ostatnia karta.
           *[no] Nie ma już kart.
        }
        [1] { $you ->
            [yes] Zostaje ci jedna karta.
           *[no] Ma już tylko jedną kartę.
        }
       *[other] { $you ->
            [yes] Masz jeszcze { NUM($left, gender: "feminine", case: "acc") } { $left ->
                [one] kartę
                [few] karty
               *[many] kart
            }.
           *[no] Ma jeszcze { NUM($left, gender: "feminine", case: "acc") } { $left ->
                [one] kartę
                [few] karty
               *[many] kart
            }.
        }
    }
    .braille = { $name } { $card }{ $color ->
        [none] {""}
       *[other] {" "}{ $colorcode }
    }{ $left ->
        [1] {" "}zostaje 1
       *[other] {""}
    }
ev-color = { $you ->
        [yes] Wybierasz kolor { $color }.
       *[no] { $name } wybiera kolor { $color }.
    }
    .braille = { $name } kolor { $colorcode }
ev-draw = { $you ->
        [yes] Dobierasz { $count ->
            [one] kartę
            [few] { NUM($count, gender: "feminine", case: "acc") } karty
           *[many] { NUM($count, gender: "feminine", case: "acc") } kart
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } dobiera { $count ->
            [one] kartę.
            [few] { NUM($count, gender: "feminine", case: "acc") } karty.
           *[many] { NUM($count, gender: "feminine", case: "acc") } kart.
        }
    }
    .brief = { $you ->
        [yes] Dobierasz{ $cards ->
            [none] {" "}{ NUM($count, gender: "feminine", case: "acc") }.
           *[other] : { $cards }.
        }
       *[no] { $name } dobiera { $count ->
            [one] kartę
            [few] { NUM($count, gender: "feminine", case: "acc") } karty
           *[many] { NUM($count, gender: "feminine", case: "acc") } kart
        }.
    }
    .braille = { $you ->
        [yes] dobierasz
       *[no] { $name } dobiera
    } { $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_two = Weź dwie: { $you ->
        [yes] dobierasz { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę
            [few] karty
           *[many] kart
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę.
            [few] karty.
           *[many] kart.
        }
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_four = { $you ->
        [yes] Dobierasz { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę
            [few] karty
           *[many] kart
        } za Zmianę koloru – Weź cztery{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę
            [few] karty
           *[many] kart
        } za Zmianę koloru – Weź cztery.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-stack = Koniec dokładania: { $you ->
        [yes] dobierasz { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę
            [few] karty
           *[many] kart
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę.
            [few] karty.
           *[many] kart.
        }
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-penalty = Kara: { $you ->
        [yes] dobierasz { $count ->
            [one] kartę
            [few] { NUM($count, gender: "feminine", case: "acc") } karty
           *[many] { NUM($count, gender: "feminine", case: "acc") } kart
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } dobiera { $count ->
            [one] kartę.
            [few] { NUM($count, gender: "feminine", case: "acc") } karty.
           *[many] { NUM($count, gender: "feminine", case: "acc") } kart.
        }
    }
    .braille = { $name } kara +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-uno = { $you ->
        [yes] Twoje karty karne: { $cards }.
       *[no] { "" }
    }
    .braille = { $you ->
        [yes] +{ $cards }
       *[no] { "" }
    }
ev-draw-challenge-failed = Zagranie było zgodne z zasadami: { $you ->
        [yes] dobierasz { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę
            [few] karty
           *[many] kart
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę.
            [few] karty.
           *[many] kart.
        }
    }
    .braille = sprawdzenie nieudane, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-challenge-caught = To był blef: { $you ->
        [yes] dobierasz { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę
            [few] karty
           *[many] kart
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę.
            [few] karty.
           *[many] kart.
        }
    }
    .braille = sprawdzenie udane, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-turn-passes = Nie możesz jej zagrać, więc kolejka przechodzi dalej.
    .brief = { "" }
    .braille = kolejka przechodzi
ev-pass = { $you ->
        [yes] Zatrzymujesz kartę i pasujesz.
       *[no] { $name } zatrzymuje kartę i pasuje.
    }
    .brief = { $you ->
        [yes] Pasujesz.
       *[no] { $name } pasuje.
    }
    .braille = { $you ->
        [yes] pasujesz
       *[no] { $name } pasuje
    }
ev-skip = Stop: { $you ->
        [yes] tracisz kolejkę.
       *[no] { $name } traci kolejkę.
    }
    .braille = { $you ->
        [yes] tracisz kolejkę
       *[no] { $name } traci kolejkę
    }
ev-skip-after-draw = { $you ->
        [yes] Tracisz kolejkę.
       *[no] { $name } traci kolejkę.
    }
    .brief = { "" }
    .braille = { $you ->
        [yes] tracisz kolejkę
       *[no] { $name } traci kolejkę
    }
ev-reverse = Zmiana kierunku: gra toczy się teraz { $direction ->
        [clockwise] zgodnie z ruchem wskazówek zegara
       *[counterclockwise] przeciwnie do ruchu wskazówek zegara
    }.
    .braille = zmiana kierunku
ev-uno = { $you ->
        [yes] Mówisz UNO!
       *[no] { $name } mówi UNO!
    }
    .braille = { $you ->
        [yes] mówisz UNO
       *[no] { $name } UNO
    }
ev-uno-caught = { $otheryou ->
        [yes] Zauważasz, że { $name } nie mówi UNO: { $name } dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę.
            [few] karty.
           *[many] kart.
        }
       *[no] { $you ->
            [yes] { $other } przyłapuje cię bez UNO: dobierasz { NUM($count, gender: "feminine", case: "acc") } { $count ->
                [one] kartę.
                [few] karty.
               *[many] kart.
            }
           *[no] { $other } zauważa, że { $name } nie mówi UNO: { $name } dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
                [one] kartę.
                [few] karty.
               *[many] kart.
            }
        }
    }
    .braille = { $otheryou ->
        [yes] łapiesz bez UNO: { $name }
       *[no] { $you ->
        [yes] bez UNO łapie cię { $other }
       *[no] { $name } bez UNO, łapie { $other }
    }
    } +{ $count }
ev-uno-missed = { $you ->
        [yes] Masz jedną kartę, a UNO nie padło.
       *[no] { $name } nie mówi UNO. Wpisz „złap”, żeby przyłapać tego gracza.
    }
    .brief = { $you ->
        [yes] { "" }
       *[no] { $name } bez UNO.
    }
    .normal = { $you ->
        [yes] { "" }
       *[no] { $name } nie mówi UNO. Wpisz „złap”, żeby przyłapać tego gracza.
    }
    .braille = { $you ->
        [yes] { "" }
       *[no] { $name } bez UNO: złap
    }
ev-challenge = { $you ->
        [yes] Sprawdzasz Zmianę koloru – Weź cztery, którą { GENDER($other) ->
                    [f] zagrała
                   *[other] zagrał
                } { $other }
       *[no] { $other ->
            [none] { $name } sprawdza Zmianę koloru – Weź cztery
           *[other] { $otheryou ->
                [yes] { $name } sprawdza twoją Zmianę koloru – Weź cztery
               *[no] { $name } sprawdza Zmianę koloru – Weź cztery, którą { GENDER($other) ->
                    [f] zagrała
                   *[other] zagrał
                } { $other }
            }
        }
    }.
    .braille = { $you ->
        [yes] sprawdzasz dr4 ({ $other })
       *[no] { $otheryou ->
        [yes] { $name } sprawdza twoją kartę dr4
       *[no] { $name } sprawdza dr4 ({ $other })
    }
    }: { $legal ->
        [yes] zgodnie z zasadami
       *[no] blef
    }
ev-hand-shown = { $otheryou ->
        [yes] { $name } pokazuje ci karty: { $cards }.
       *[no] { $you ->
            [yes] { $other } ogląda twoje karty.
           *[no] { $name } pokazuje karty, a { $other } je ogląda.
        }
    }
    .brief = { $otheryou ->
        [yes] Karty, które trzyma { $name }: { $cards }.
       *[no] { "" }
    }
    .braille = { $otheryou ->
        [yes] { $name }: { $cards }
       *[no] { $you ->
        [yes] pokazujesz karty
       *[no] { $name } pokazuje karty
    }
    }
ev-retract = { $you ->
        [yes] Cofasz Zmianę koloru – Weź cztery i musisz zagrać kartę, która pasowała przed nią.
       *[no] { $name } cofa Zmianę koloru – Weź cztery i musi zagrać kartę, która pasowała przed nią.
    }
    .braille = { $you ->
        [yes] cofasz dr4
       *[no] { $name } cofa dr4
    }
ev-reshuffle = Karty ze stosu odrzuconych zostają przetasowane i tworzą nową talię: { NUM($count, gender: "feminine", case: "nom") } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }.
    .brief = Tasowanie: { NUM($count, gender: "feminine", case: "nom") } { $count ->
        [one] karta
        [few] karty
       *[many] kart
    }.
    .braille = tasowanie { $count }
ev-swap-rotate = Zero: każdy gracz oddaje wszystkie swoje karty następnemu graczowi.
    .braille = ręce przechodzą dalej
ev-swap = { $you ->
        [yes] Ty i { $other } zamieniacie się kartami.
       *[no] { $otheryou ->
            [yes] { $name } zamienia się z tobą kartami.
           *[no] { $name } i { $other } zamieniają się kartami.
        }
    }
    .braille = zamiana: { $name }, { $other }
ev-jump-in = { $you ->
        [yes] Wskakujesz { CASE($card, case: "ins") }!
       *[no] { $name } wskakuje { CASE($card, case: "ins") }!
    }
    .braille = { $you ->
        [yes] wskakujesz
       *[no] { $name } wskakuje
    } { $card }
ev-illegal-play = { $you ->
        [yes] Nie możesz teraz zagrać { CASE($card, case: "gen") }
       *[no] { $name } nie może teraz zagrać { CASE($card, case: "gen") }
    }: karta wraca na rękę.
    .braille = { $you ->
        [yes] niedozwolone
       *[no] { $name } niedozwolone
    } { $card }
ev-stack = Kary się sumują: następny gracz ma do dobrania { NUM($total, gender: "feminine", case: "acc") } { $total ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
    .brief = Do dobrania: { NUM($total, gender: "feminine", case: "nom") } { $total ->
        [one] karta
        [few] karty
       *[many] kart
    }.
    .braille = kara { $total }
ev-eliminated = { $you ->
        [yes] Osiągasz limit punktów i odpadasz z partii.
       *[no] { $name } osiąga limit punktów i odpada z partii.
    }
    .braille = { $you ->
        [yes] odpadasz
       *[no] { $name } odpada
    }
ev-final-start = Zaczyna się finał: { $players }. Punkty liczą się od nowa.
    .braille = finał: { $players }
ev-hand-end = { $you ->
        [yes] Pozbywasz się kart i wygrywasz rozdanie
       *[no] { $name } pozbywa się kart i wygrywa rozdanie
    }{ $scoring ->
        [lowest_score] . Punkty na rękach pozostałych graczy: { $points }.
       *[other] {""}: { $points } { $points ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }.
    }
    .braille = { $you ->
        [yes] wygrywasz rozdanie
       *[no] { $name } wygrywa rozdanie
    }, { $points }
ev-scores = Wyniki: { $scores }.
    .braille = { $scores }
ev-match-end = { $you ->
        [yes] Wygrywasz partię!
       *[no] { $name } wygrywa partię.
    }
    .braille = { $you ->
        [yes] wygrywasz partię
       *[no] { $name } wygrywa partię
    }
ev-team-match-end = Partię wygrywa drużyna { $team }.

## Odpowiedzi o stanie gry

game-hand = { $count ->
        [0] Nie masz żadnych kart.
        [one] Masz jedną kartę: { $cards }.
        [few] Masz { NUM($count, gender: "feminine", case: "acc") } karty: { $cards }.
       *[many] Masz { NUM($count, gender: "feminine", case: "acc") } kart: { $cards }.
    }
    .braille = { $cards }
game-hand-item = { $position } { $card }{ $playable ->
        [yes] {" "}do zagrania
       *[no] {""}
    }
game-hand-playable = { $held ->
        [1] { $count ->
            [0] Nie możesz jej teraz zagrać.
           *[other] Możesz ją teraz zagrać.
        }
       *[other] { $count ->
            [0] Żadnej z nich nie możesz teraz zagrać.
            [one] Możesz teraz zagrać jedną z nich.
            [few] Możesz teraz zagrać { NUM($count, gender: "feminine", case: "acc") } z nich.
           *[many] Możesz teraz zagrać { NUM($count, gender: "feminine", case: "acc") } z nich.
        }
    }
    .braille = { $count } do zagrania
game-drawn = Dobrana karta to { $card }: { $playable ->
        [yes] zagraj ją albo wpisz „pas”, żeby ją zatrzymać.
       *[no] nie można jej zagrać; wpisz „pas”.
    }
    .braille = dobrana { $card }: { $playable ->
        [yes] zagraj albo pas
       *[no] pas
    }
game-drawn-must = Dobrana karta to { $card }: musisz ją zagrać.
    .braille = dobrana { $card }: zagraj
game-top = Na stosie: { $card }{ $wild ->
        [yes] { $color ->
            [none] {""}, kolor jeszcze niewybrany
           *[other] {""}, kolor { $color }
        }
       *[no] {""}
    }.{ $pending ->
        [0] {""}
       *[other] {" "}Do dobrania { $pending ->
            [one] czeka { NUM($pending, gender: "feminine", case: "nom") } karta
            [few] czekają { NUM($pending, gender: "feminine", case: "nom") } karty
           *[many] czeka { NUM($pending, gender: "feminine", case: "nom") } kart
        }.
    }
    .braille = stos { $card } { $colorcode }{ $pending ->
        [0] {""}
       *[other] {" "}+{ $pending }
    }
game-turn = { $you ->
        [yes] Twój ruch.
       *[no] Teraz gra { $name }.
    } Kierunek gry: { $direction ->
        [clockwise] zgodnie z ruchem wskazówek zegara
       *[counterclockwise] przeciwnie do ruchu wskazówek zegara
    }; { $nextyou ->
        [yes] potem grasz ty
       *[no] potem gra { $next }
    }.
    .braille = { $you ->
        [yes] twój ruch
       *[no] ruch: { $name }
    }, następny { $next }
game-count-item = { $name } { $count }
game-counts = Karty na rękach: { $counts }. Talia: { $pile }.
    .braille = { $counts }, talia { $pile }
game-score-item = { $name } { $out ->
        [yes] poza grą
       *[no] { $points }
    }
game-scores = Wyniki, rozdanie { $hand }: { $scores }. { $scoring ->
        [single_hand] O zwycięstwie decyduje jedno rozdanie.
        [lowest_score] Punkty liczą się na niekorzyść: gdy ktoś osiągnie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }, wygrywa gracz z najniższym wynikiem.
        [elimination] Kto osiągnie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }, odpada z partii.
       *[other] Cel: { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }.
    }
    .braille = { $scores }, cel { $target }
game-team-scores = Wyniki drużyn: { $scores }.
game-team-item = drużyna { $team }: { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }
game-no-history = Jeszcze nic się nie wydarzyło.

## Co gracz musi teraz zrobić (po każdej serii zdarzeń i po pustym wierszu)
# the cards that may answer the pending draw card: stacking=same answers like with like,
# stacking=mixed lets a Wild Draw Four answer a Draw Two too
game-stack-cards = { $stack ->
        [draw_two] kartą Weź dwie
        [wild_draw_four] Zmianą koloru – Weź cztery
       *[both] kartą Weź dwie lub Zmianą koloru – Weź cztery
    }
game-prompt-play = { $pending ->
        [0] Zagraj kartę albo dobierz.
       *[other] Odpowiedz { game-stack-cards } albo dobierz { NUM($pending, gender: "feminine", case: "acc") } { $pending ->
            [one] kartę
            [few] karty
           *[many] kart
        }.
    }
    .brief = { "" }
game-prompt-drawn = Zagraj dobraną kartę albo spasuj.
game-prompt-color = Wybierz kolor: czerwony, żółty, zielony albo niebieski.
game-prompt-challenge = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } przeciw tobie Zmianę koloru – Weź cztery: sprawdź albo przyjmij.
    .braille = { $name }: dr4 przeciw tobie: sprawdź albo przyjmij
game-prompt-retract = Zagraj kartę, która pasowała do { CASE($card, case: "gen") }, kolor { $color }.
game-prompt-swap = Wybierz, z kim zamienić się kartami: { $names }.
game-prompt-wait = { $you ->
        [yes] {""}
       *[no] Czekamy na ruch: { $name }.
    }
game-hotseat = Przy klawiaturze: { $name }.
game-over = Koniec partii.

## Dlaczego ruch został odrzucony (powody IllegalAction)
err-not_your_turn = To nie twój ruch; teraz gra { $name }.
err-not_in_hand = Nie masz { CASE($card, case: "gen") }.
err-color_mismatch = Nie możesz zagrać { CASE($card, case: "gen") }: nie pasuje do { CASE($top, case: "gen") }{ $wild ->
        [yes] {""}, gdy obowiązuje kolor { $color }
       *[no] {""}
    }.
err-wd4_not_allowed = Nie możesz zagrać Zmiany koloru – Weź cztery: masz kartę, która pasuje ({ $holding }).
err-must_play_drawn = { $canpass ->
        [no] Musisz zagrać dobraną kartę ({ CASE($card, case: "acc") }): według tych zasad nie można jej zatrzymać.
       *[yes] Możesz teraz zagrać dobraną kartę ({ CASE($card, case: "acc") }) albo spasować.
    }
err-forced_play = Masz kartę, którą możesz zagrać, więc musisz ją zagrać.
err-no_wild_finish = Twoją ostatnią kartą nie może być { $card }.
err-must_stack = Odpowiedz { game-stack-cards } albo dobierz { NUM($total, gender: "feminine", case: "acc") } { $total ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
err-need_color = Podaj też kolor, na przykład: { $example }.
err-need_color_first = Najpierw wybierz kolor początkowej Zmiany koloru.
err-no_color_needed = Teraz nie trzeba wybierać koloru.
err-nothing_to_catch = Teraz nie ma kogo przyłapać.
err-already_called = UNO już padło albo jest za późno.
err-not_one_card = UNO mówisz, gdy zostaje ci jedna karta; masz { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
err-cannot_pass = Możesz spasować dopiero wtedy, gdy dobierzesz kartę i zdecydujesz się ją zatrzymać.
err-cannot_draw_now = Teraz nie możesz dobierać.
err-no_challenge = Nie ma Zmiany koloru – Weź cztery do sprawdzenia.
err-challenge_or_accept = Sprawdź Zmianę koloru – Weź cztery albo ją przyjmij.
err-retract_not_legal = Zagraj kartę, która pasowała do { CASE($top, case: "gen") }, kolor { $color }.
err-no_swap = Teraz nie możesz zamienić się kartami.
err-choose_swap = Najpierw wybierz, z kim zamienić się kartami.
err-bad_target = Wybierz innego gracza, który jest jeszcze w grze.
err-jump_in_off = Te zasady nie pozwalają wskakiwać.
err-cannot_jump_in = Teraz nie możesz wskoczyć.
err-jump_after_penalty = Po dobraniu kart karnych czekasz na następną kartę, zanim wskoczysz.
err-not_identical = Wskoczyć można tylko kartą identyczną z wierzchnią, czyli { CASE($top, case: "ins") }.
err-match_over = Partia już się skończyła.
err-bad_seat = Tego gracza nie ma w grze.
err-unknown_action = Teraz to niemożliwe.
err-missing_card = Podaj kartę.
err-unexpected_card = To polecenie nie przyjmuje karty.
err-unexpected_color = Kolor podaje się tylko do Zmiany koloru.
err-unexpected_uno = UNO mówi się razem z zagraniem albo osobno: wpisz „uno”.
err-other = Teraz to niemożliwe.

