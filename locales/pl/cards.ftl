## Nazwy kart i kolorów.
## card-name odmienia się przez przypadki: $case = nom (mianownik, domyślny), acc (biernik:
## „zagrywa czerwoną siódemkę”), gen (dopełniacz: „nie masz czerwonej siódemki”), ins
## (narzędnik: „wskakuje czerwoną siódemką”). Nazwy z ulotki i z gry przy stole: Stop, Zmiana
## kierunku, Weź dwie, Zmiana koloru, Zmiana koloru – Weź cztery. Tylko Weź dwie (tryb
## rozkazujący) ma przed sobą słowo „karta”, żeby zdanie nie brzmiało jak polecenie dla gracza.
## „Weź cztery” pisze się wielką literą jak „Weź dwie” (to nazwa karty, nie polecenie), po
## półpauzie zamiast „+”, które syntezator czyta „plus”; dawna nazwa z „+” zostaje w .typed.
## Atrybut .typed to inne nazwy, które gracz może wpisać (dawne nazwy „Wybierz kolor”, „Postój”,
## „Zmiana koloru + weź cztery”, „plus cztery”, „+4”, „plus dwa”, „+2”, „joker”, „stop”), oddzielone przecinkami; gra ich nie wypowiada.
## Atrybut .gender to rodzaj nazwy w mianowniku (m, f, n) dla zgody zaimków („zagraj ją / go”).

# Kolor sam w sobie, po słowie „kolor” (kolor czerwony, wybiera kolor żółty): rodzaj męski
color-name = { $color ->
    [red] czerwony
    [yellow] żółty
    [green] zielony
   *[blue] niebieski
}
    .gender = m

card-name = { $kind ->
    [number] { $case ->
        [acc] { $number ->
            [0] { $color ->
                [red] czerwone
                [yellow] żółte
                [green] zielone
               *[blue] niebieskie
            } zero
           *[other] { $color ->
                [red] czerwoną
                [yellow] żółtą
                [green] zieloną
               *[blue] niebieską
            } { $number ->
                [1] jedynkę
                [2] dwójkę
                [3] trójkę
                [4] czwórkę
                [5] piątkę
                [6] szóstkę
                [7] siódemkę
                [8] ósemkę
                [9] dziewiątkę
               *[other] { $number }
            }
        }
        [gen] { $number ->
            [0] { $color ->
                [red] czerwonego
                [yellow] żółtego
                [green] zielonego
               *[blue] niebieskiego
            } zera
           *[other] { $color ->
                [red] czerwonej
                [yellow] żółtej
                [green] zielonej
               *[blue] niebieskiej
            } { $number ->
                [1] jedynki
                [2] dwójki
                [3] trójki
                [4] czwórki
                [5] piątki
                [6] szóstki
                [7] siódemki
                [8] ósemki
                [9] dziewiątki
               *[other] { $number }
            }
        }
        [ins] { $number ->
            [0] { $color ->
                [red] czerwonym
                [yellow] żółtym
                [green] zielonym
               *[blue] niebieskim
            } zerem
           *[other] { $color ->
                [red] czerwoną
                [yellow] żółtą
                [green] zieloną
               *[blue] niebieską
            } { $number ->
                [1] jedynką
                [2] dwójką
                [3] trójką
                [4] czwórką
                [5] piątką
                [6] szóstką
                [7] siódemką
                [8] ósemką
                [9] dziewiątką
               *[other] { $number }
            }
        }
       *[nom] { $number ->
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
    }
    [skip] { $case ->
        [acc] { $color ->
            [red] czerwony
            [yellow] żółty
            [green] zielony
           *[blue] niebieski
        } Stop
        [gen] { $color ->
            [red] czerwonego
            [yellow] żółtego
            [green] zielonego
           *[blue] niebieskiego
        } Stopu
        [ins] { $color ->
            [red] czerwonym
            [yellow] żółtym
            [green] zielonym
           *[blue] niebieskim
        } Stopem
       *[nom] { $color ->
            [red] czerwony
            [yellow] żółty
            [green] zielony
           *[blue] niebieski
        } Stop
    }
    [reverse] { $case ->
        [acc] { $color ->
            [red] czerwoną
            [yellow] żółtą
            [green] zieloną
           *[blue] niebieską
        } Zmianę kierunku
        [gen] { $color ->
            [red] czerwonej
            [yellow] żółtej
            [green] zielonej
           *[blue] niebieskiej
        } Zmiany kierunku
        [ins] { $color ->
            [red] czerwoną
            [yellow] żółtą
            [green] zieloną
           *[blue] niebieską
        } Zmianą kierunku
       *[nom] { $color ->
            [red] czerwona
            [yellow] żółta
            [green] zielona
           *[blue] niebieska
        } Zmiana kierunku
    }
    [draw_two] { $case ->
        [acc] { $color ->
            [red] czerwoną
            [yellow] żółtą
            [green] zieloną
           *[blue] niebieską
        } kartę Weź dwie
        [gen] { $color ->
            [red] czerwonej
            [yellow] żółtej
            [green] zielonej
           *[blue] niebieskiej
        } karty Weź dwie
        [ins] { $color ->
            [red] czerwoną
            [yellow] żółtą
            [green] zieloną
           *[blue] niebieską
        } kartą Weź dwie
       *[nom] { $color ->
            [red] czerwona
            [yellow] żółta
            [green] zielona
           *[blue] niebieska
        } karta Weź dwie
    }
    [wild_draw_four] { $case ->
        [acc] Zmianę koloru – Weź cztery
        [gen] Zmiany koloru – Weź cztery
        [ins] Zmianą koloru – Weź cztery
       *[nom] Zmiana koloru – Weź cztery
    }
   *[wild] { $case ->
        [acc] Zmianę koloru
        [gen] Zmiany koloru
        [ins] Zmianą koloru
       *[nom] Zmiana koloru
    }
}
    .gender = { $kind ->
        [number] { $number ->
            [0] n
           *[other] f
        }
        [skip] m
       *[other] f
    }
    .typed = { $kind ->
        [wild] Wybierz kolor, karta Wybierz kolor, kartę Wybierz kolor, karta zmiany koloru, kartę zmiany koloru, czarna karta, joker, dżoker
        [wild_draw_four] Zmiana koloru + weź cztery, Zmianę koloru + weź cztery, Zmiana koloru - weź cztery, Zmiana koloru weź cztery, Wybierz kolor + weź cztery, karta Wybierz kolor + weź cztery, kartę Wybierz kolor + weź cztery, plus cztery, +4, czarna plus cztery, czarna +4, joker plus cztery, dżoker plus cztery
        [draw_two] { $color ->
            [red] czerwona plus dwa, czerwoną plus dwa, czerwona +2, czerwoną +2, czerwona Weź dwie
            [yellow] żółta plus dwa, żółtą plus dwa, żółta +2, żółtą +2, żółta Weź dwie
            [green] zielona plus dwa, zieloną plus dwa, zielona +2, zieloną +2, zielona Weź dwie
           *[blue] niebieska plus dwa, niebieską plus dwa, niebieska +2, niebieską +2, niebieska Weź dwie
        }
        [skip] { $color ->
            [red] czerwony Postój, czerwony stop
            [yellow] żółty Postój, żółty stop
            [green] zielony Postój, zielony stop
           *[blue] niebieski Postój, niebieski stop
        }
       *[other] {""}
    }
