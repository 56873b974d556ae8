# uno-access simulate: gracze komputerowi rozgrywają wiele partii; wyniki w prostych wierszach.

simulate-help-players = poziomy kolejnych miejsc, rozdzielone przecinkami: { $levels } (w wynikach: random losowy, easy łatwy, normal średni, hard trudny)
simulate-help-games = ile całych partii rozegrać
simulate-help-hands = ile pojedynczych rozdań rozegrać zamiast partii
simulate-help-rules = zestaw zasad: { cli-presets }
simulate-help-house = zmiany zasad jako NAZWA=WARTOŚĆ, rozdzielone przecinkami
simulate-help-seed = ziarno pierwszej gry; to samo ziarno daje te same wyniki
simulate-help-jobs = ile procesów ma działać równolegle
simulate-help-budget = czas do namysłu gracza komputerowego na poziomie hard na każdą decyzję, w milisekundach
simulate-help-deals = gracz na poziomie hard analizuje stałą liczbę rozdań na decyzję zamiast limitu czasu (to samo ziarno daje wtedy te same wyniki)
simulate-help-lang = język tabeli: { -language-codes }

simulate-bad-number = { $option } wymaga liczby całkowitej od { $low } do { $high }, a nie { $value }.
simulate-bad-players = { $players } to nie jest lista graczy. Podaj od 2 do 10 miejsc, każde spośród: { $levels }.
simulate-games-or-hands = Podaj { $games } albo { $hands }, nie oba naraz.

simulate-start = { $unit ->
        [hands] Rozgrywka: { $count ->
            [one] { $count } rozdanie
            [few] { $count } rozdania
           *[many] { $count } rozdań
        }
       *[matches] Rozgrywka: { $count ->
            [one] { NUM($count, gender: "feminine", case: "nom") } partia
            [few] { NUM($count, gender: "feminine", case: "nom") } partie
           *[many] { NUM($count, gender: "feminine", case: "nom") } partii
        }
    }; gracze: { $players }; zasady: { game-preset }; ziarno: { $seed }.
simulate-summary = Rozegrane rozdania: { $hands }, ukończone partie: { $matches }. Odsetek wygranych (%) z 95-procentowymi przedziałami ufności.

simulate-col-seat = Gracz
simulate-col-level = Poziom
simulate-col-hands = Wygrane rozdania
simulate-col-hand-ci = Przedział ufności (rozdania)
simulate-col-matches = Wygrane partie
simulate-col-match-ci = Przedział ufności (partie)
simulate-col-points = Średnio punktów na rozdanie
simulate-col-decisions = Decyzje
simulate-col-rate = Decyzje na sekundę
simulate-col-p95 = Czas decyzji (ms), percentyl 95
simulate-elapsed = Gotowe w { $seconds } s.
simulate-interval = od { $low } do { $high }
