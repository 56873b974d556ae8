# uno-access simulate: os jogadores do computador jogam muitas partidas; os resultados em linhas simples.

simulate-help-players = o nível de cada lugar, separado por vírgulas: { $levels }
simulate-help-games = quantas partidas inteiras jogar
simulate-help-hands = quantas mãos soltas jogar em vez de partidas
simulate-help-rules = regras predefinidas: official, it, pt, pl, hr ou ro
simulate-help-house = variantes das regras, como NOME=VALOR separados por vírgulas
simulate-help-seed = a semente da primeira partida; a mesma semente dá os mesmos resultados
simulate-help-jobs = quantos processos jogam ao mesmo tempo
simulate-help-budget = tempo para pensar de um jogador difícil em cada decisão, em milissegundos
simulate-help-deals = um jogador difícil examina um número fixo de distribuições por decisão em vez de um tempo máximo (a mesma semente dá então os mesmos resultados)
simulate-help-lang = língua da tabela: en, it, pt, pl, hr ou ro

simulate-unknown-language = Língua { $lang } desconhecida; a tabela fica em inglês.
simulate-bad-number = { $option } precisa de um número inteiro de { $low } a { $high }, não { $value }.
simulate-bad-players = { $players } não é uma lista de jogadores. Indique de 2 a 10 lugares, cada um entre: { $levels }.
simulate-games-or-hands = Indique { $games } ou { $hands }, não os dois.

simulate-start = { $unit ->
        [hands] A jogar { $count ->
            [one] { NUM($count, gender: "feminine") } mão
           *[other] { NUM($count, gender: "feminine") } mãos
        }
       *[matches] A jogar { $count ->
            [one] { NUM($count, gender: "feminine") } partida
           *[other] { NUM($count, gender: "feminine") } partidas
        }
    } com { $players }, regras { $preset }, semente { $seed }.
simulate-summary = { $hands ->
        [one] { $hands } mão jogada
       *[other] { $hands } mãos jogadas
    }, { $matches ->
        [one] { $matches } partida terminada
       *[other] { $matches } partidas terminadas
    }. Percentagens de vitória, com intervalos de 95%.

simulate-col-seat = Lugar
simulate-col-level = Nível
simulate-col-hands = Mãos ganhas
simulate-col-hand-ci = Intervalo das mãos
simulate-col-matches = Partidas ganhas
simulate-col-match-ci = Intervalo das partidas
simulate-col-points = Pontos por mão
simulate-col-decisions = Decisões
simulate-col-rate = Decisões por segundo
simulate-col-p95 = 95% das decisões até, milissegundos
simulate-elapsed = Terminado em { $seconds } segundos.
