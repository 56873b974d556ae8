# uno-access simulate: računalni igrači igraju mnogo partija; rezultati u jednostavnim recima.

simulate-help-players = razina svakog mjesta, odvojena zarezima: { $levels }
simulate-help-games = koliko cijelih partija odigrati
simulate-help-hands = koliko pojedinačnih rundi odigrati umjesto partija
simulate-help-rules = skup pravila: { cli-presets }
simulate-help-house = promjene pravila kao NAZIV=VRIJEDNOST, odvojene zarezima
simulate-help-seed = sjeme prve igre; isto sjeme daje iste rezultate
simulate-help-jobs = koliko se procesa izvodi istodobno
simulate-help-budget = vrijeme za razmišljanje teškog igrača po odluci, u milisekundama
simulate-help-deals = teški igrač ispituje stalan broj zamišljenih dijeljenja po odluci umjesto vremenskog ograničenja (isto sjeme tada daje iste rezultate)
simulate-help-lang = jezik tablice: { -language-codes }

simulate-bad-number = { $option } traži cijeli broj od { $low } do { $high }, a ne { $value }.
simulate-bad-players = { $players } nije popis igrača. Navedi od 2 do 10 mjesta, svako od: { $levels }.
simulate-games-or-hands = Navedi { $games } ili { $hands }, ne oboje.

simulate-start = { $unit ->
        [hands] { $count ->
            [one] Igra se { NUM($count, gender: "feminine", case: "nom") } runda
            [few] Igraju se { NUM($count, gender: "feminine", case: "nom") } runde
           *[other] Igra se { NUM($count, gender: "feminine", case: "nom") } rundi
        }
       *[matches] { $count ->
            [one] Igra se { NUM($count, gender: "feminine", case: "nom") } partija
            [few] Igraju se { NUM($count, gender: "feminine", case: "nom") } partije
           *[other] Igra se { NUM($count, gender: "feminine", case: "nom") } partija
        }
    }. Razine igrača: { $players }; { game-preset } pravila; sjeme { $seed }.
simulate-summary = Odigrane runde: { $hands }, završene partije: { $matches }. Postotak pobjeda, s intervalima pouzdanosti od 95 %.

simulate-col-seat = Mjesto
simulate-col-level = Razina
simulate-col-hands = Osvojene runde (%)
simulate-col-hand-ci = Interval (runde)
simulate-col-matches = Osvojene partije (%)
simulate-col-match-ci = Interval (partije)
simulate-col-points = Bodovi po rundi
simulate-col-decisions = Odluke
simulate-col-rate = Odluka po sekundi
simulate-col-p95 = 95 % odluka donosi se za manje od (ms)
simulate-elapsed = Gotovo za { $seconds } s.
simulate-interval = od { $low } do { $high }
