# uno-access simulate: i giocatori del computer giocano molte partite; i risultati in righe semplici.

simulate-help-players = i livelli dei posti, separati da virgole: { $levels }
simulate-help-games = quante partite intere giocare
simulate-help-hands = quante mani singole giocare al posto delle partite
simulate-help-rules = regole predefinite: { cli-presets }
simulate-help-house = regole della casa, come NOME=VALORE separati da virgole
simulate-help-seed = il numero che decide come si mescolano le carte della prima partita; con lo stesso numero si hanno gli stessi risultati
simulate-help-jobs = quanti processi usare in parallelo
simulate-help-budget = tempo di riflessione di un giocatore difficile per ogni decisione, in millisecondi
simulate-help-deals = un giocatore difficile esamina un numero fisso di distribuzioni per decisione invece di un tempo massimo (in questo caso, a parità di --seed, i risultati sono identici)
simulate-help-lang = lingua della tabella: { -language-codes }

simulate-bad-number = { $option } vuole un numero intero da { $low } a { $high }, non { $value }.
simulate-bad-players = { $players } non è un elenco di giocatori. Indica da 2 a 10 posti, ognuno tra: { $levels }.
simulate-games-or-hands = Indica { $games } oppure { $hands }, non entrambi.

simulate-start = { $unit ->
        [hands] { $count ->
            [one] Si gioca una mano
           *[other] Si giocano { NUM($count, gender: "feminine") } mani
        }
       *[matches] { $count ->
            [one] Si gioca una partita
           *[other] Si giocano { NUM($count, gender: "feminine") } partite
        }
    }: livelli { $players }, regole { game-preset }, mescolata numero { $seed }.
simulate-summary = Mani giocate: { $hands ->
        [0] nessuna
       *[other] { NUM($hands, gender: "feminine") }
    }; partite finite: { $matches ->
        [0] nessuna
       *[other] { NUM($matches, gender: "feminine") }
    }. Percentuali di vittoria, con intervalli di confidenza al 95%.

simulate-col-seat = Posto
simulate-col-level = Livello
simulate-col-hands = Mani vinte (%)
simulate-col-hand-ci = Intervallo mani
simulate-col-matches = Partite vinte (%)
simulate-col-match-ci = Intervallo partite
simulate-col-points = Punti per mano
simulate-col-decisions = Decisioni
simulate-col-rate = Decisioni al secondo
simulate-col-p95 = 95° percentile del tempo per decisione (ms)
simulate-elapsed = Finito in { $seconds } secondi.
simulate-interval = da { $low }% a { $high }%
