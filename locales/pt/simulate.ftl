# uno-access simulate: os jogadores do computador jogam muitas partidas; os resultados em linhas simples.

simulate-help-players = os níveis dos lugares, separados por vírgulas: { $levels }
simulate-help-games = quantas partidas inteiras jogar
simulate-help-hands = quantas rodadas avulsas jogar em vez de partidas
simulate-help-rules = regras predefinidas: { cli-presets }
simulate-help-house = variantes das regras, como NOME=VALOR separados por vírgulas
simulate-help-seed = a semente da primeira partida; a mesma semente dá os mesmos resultados
simulate-help-jobs = quantos processos jogam ao mesmo tempo
simulate-help-budget = tempo de reflexão do jogador difícil em cada decisão, em milissegundos
simulate-help-deals = um jogador difícil examina um número fixo de distribuições por decisão em vez de um tempo máximo (a mesma semente dá então os mesmos resultados)
simulate-help-lang = idioma da tabela: { -language-codes }

simulate-bad-number = { $option } precisa de um número inteiro de { $low } a { $high }, não { $value }.
simulate-bad-players = { $players } não é uma lista de jogadores. Indique de 2 a 10 lugares, cada um entre: { $levels }.
simulate-games-or-hands = Indique { $games } ou { $hands }, não os dois.

simulate-start = { $unit ->
        [hands] Jogando { $count ->
            [one] { NUM($count, gender: "feminine") } rodada
           *[other] { NUM($count, gender: "feminine") } rodadas
        }
       *[matches] Jogando { $count ->
            [one] { NUM($count, gender: "feminine") } partida
           *[other] { NUM($count, gender: "feminine") } partidas
        }
    }: níveis { $players }, regras { game-preset }, semente { $seed }.
simulate-summary = Rodadas jogadas: { $hands ->
        [0] nenhuma
       *[other] { NUM($hands, gender: "feminine") }
    }; partidas completas: { $matches ->
        [0] nenhuma
       *[other] { NUM($matches, gender: "feminine") }
    }. Porcentagens de vitória, com intervalos de confiança de 95%.

simulate-col-seat = Lugar
simulate-col-level = Nível
simulate-col-hands = % de rodadas ganhas
simulate-col-hand-ci = IC 95% (rodadas)
simulate-col-matches = % de partidas ganhas
simulate-col-match-ci = IC 95% (partidas)
simulate-col-points = Pontos por rodada
simulate-col-decisions = Decisões
simulate-col-rate = Decisões por segundo
simulate-col-p95 = Percentil 95 do tempo por decisão (ms)
# $value: the same number, to choose segundo (below 2, as in "0,1 segundo") or segundos
simulate-elapsed = Terminado em { $seconds } { $value ->
        [one] segundo
       *[other] segundos
    }.
simulate-interval = de { $low } a { $high }
