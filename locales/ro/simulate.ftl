# uno-access simulate: jucătorii controlați de calculator joacă multe partide; rezultatele în rânduri simple.

simulate-help-players = nivelurile locurilor, despărțite prin virgule: { $levels }
simulate-help-games = câte partide întregi să se joace
simulate-help-hands = câte runde separate să se joace în loc de partide
simulate-help-rules = setul de reguli: { cli-presets }
simulate-help-house = regulile casei, ca NUME=VALOARE, despărțite prin virgule
simulate-help-seed = valoarea inițială (seed) a primului joc; aceeași valoare dă aceleași rezultate
simulate-help-jobs = câte procese joacă în același timp
simulate-help-budget = timpul de gândire al unui jucător de nivel hard la fiecare decizie, în milisecunde
simulate-help-deals = un jucător de nivel hard simulează un număr fix de împărțiri la fiecare decizie în loc de o limită de timp (aceeași valoare inițială dă atunci aceleași rezultate)
simulate-help-lang = limba tabelului: { -language-codes }

simulate-bad-number = { $option } cere un număr întreg de la { $low } la { $high }, nu { $value }.
simulate-bad-players = { $players } nu este o listă de jucători. Indică între 2 și 10 locuri, fiecare dintre: { $levels }.
simulate-games-or-hands = Folosește fie { $games }, fie { $hands }, nu amândouă.

simulate-start = { $unit ->
        [hands] Se joacă { $count ->
            [one] o rundă
            [few] { NUM($count, gender: "feminine") } runde
           *[other] { NUM($count, gender: "feminine") } de runde
        }
       *[matches] Se joacă { $count ->
            [one] o partidă
            [few] { NUM($count, gender: "feminine") } partide
           *[other] { NUM($count, gender: "feminine") } de partide
        }
    }. Niveluri: { $players }. Reguli { game-preset }, valoarea inițială (seed) { $seed }.
simulate-summary = Runde jucate: { $hands }, partide încheiate: { $matches }. Procentul de victorii, cu intervale de încredere de 95%.

simulate-col-seat = Loc
simulate-col-level = Nivel
simulate-col-hands = Runde câștigate (%)
simulate-col-hand-ci = Interval runde
simulate-col-matches = Partide câștigate (%)
simulate-col-match-ci = Interval partide
simulate-col-points = Puncte pe rundă
simulate-col-decisions = Decizii
simulate-col-rate = Decizii pe secundă
simulate-col-p95 = Timpul în care se iau 95% dintre decizii (ms)
simulate-elapsed = Gata în { $seconds } secunde.
simulate-interval = între { $low } și { $high }
