## Nazwy kart i kolorów w mianowniku.
## Późniejsza poprawka gramatyczna może dodać warianty $case (np. biernik:
## „czerwoną siódemkę”) lub $gender; wariant domyślny pozostaje mianownikiem.

# Kolor sam w sobie (kolor czerwony, żółty...): rodzaj męski
color-name = { $color ->
    [red] czerwony
    [yellow] żółty
    [green] zielony
   *[blue] niebieski
}

card-name = { $kind ->
    [number] { $number ->
        [0] { $color ->
            [red] czerwone
            [yellow] żółte
            [green] zielone
           *[blue] niebieskie
        } zero
       *[other] { $color ->
            [red] czerwona
            [yellow] żółta
            [green] zielona
           *[blue] niebieska
        } { $number ->
            [1] jedynka
            [2] dwójka
            [3] trójka
            [4] czwórka
            [5] piątka
            [6] szóstka
            [7] siódemka
            [8] ósemka
            [9] dziewiątka
           *[other] { $number }
        }
    }
    [skip] { $color ->
        [red] czerwony
        [yellow] żółty
        [green] zielony
       *[blue] niebieski
    } Postój
    [reverse] { $color ->
        [red] czerwona
        [yellow] żółta
        [green] zielona
       *[blue] niebieska
    } Zmiana kierunku
    [draw_two] { $color ->
        [red] czerwona
        [yellow] żółta
        [green] zielona
       *[blue] niebieska
    } karta Weź dwie
    [wild_draw_four] Wybierz kolor + weź cztery
   *[wild] Wybierz kolor
}
