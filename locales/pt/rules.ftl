# Regras do jogo (uno-access rules, o comando rules durante o jogo, o tutor).
# Uma ideia por linha: o leitor de tela lê cada mensagem como uma linha.
# Nomes das cartas: Pular, Inverter, Compre duas, Coringa, Coringa compre quatro.
# O texto evita formas que mudam entre o Brasil e Portugal (você/tu, seção/secção).

## Linha de comando e erros

rules-opt-lang = idioma do texto: en, it, pt, pl, hr ou ro
rules-opt-rules = conjunto de regras: official, it, pt, pl, hr ou ro
rules-opt-house = opções de regras, como NOME=VALOR separados por vírgulas
rules-opt-section = ler só esta parte (a sua chave ou o seu título)
rules-opt-list = listar as partes
rules-unknown-language = Idioma desconhecido { $name }; o texto fica em inglês.
rules-unknown-section = Não existe nenhuma parte chamada { $name }. As partes são: { $allowed }.
rules-error-unknown-preset = Não existe nenhum conjunto de regras chamado { $name }. Os conjuntos são: { $allowed }.
rules-error-unknown-switch = Não existe nenhuma regra chamada { $name }. As regras são: { $allowed }.
rules-error-bad-value = { $value } não é um valor da regra { $name }. Valores permitidos: { $allowed }.
rules-error-bad-house-item = { $item } não está escrito como NOME=VALOR. As regras são: { $allowed }.
rules-error-elimination-needs-lowest-score = A eliminação só funciona com scoring=lowest_score.
rules-error-elimination-without-teams = A eliminação não pode ser combinada com equipes.
rules-error-other = Estas regras não podem ser usadas: { $reason }.
rules-list-item = { $title } ({ $key })
rules-heading = { $preset ->
        [it] Regras do UNO segundo as regras italianas.
        [pt] Regras do UNO segundo as regras brasileiras.
        [pl] Regras do UNO segundo as regras polacas.
        [hr] Regras do UNO segundo as regras croatas.
        [ro] Regras do UNO segundo as regras romenas.
       *[official] Regras oficiais do UNO.
    }

## Objetivo do jogo

rules-aim-title = Objetivo do jogo
rules-aim-players = O UNO joga-se com { $min } a { $max } jogadores.
rules-aim-goal = Em cada rodada, o objetivo é ser o primeiro a ficar sem cartas na mão.
rules-aim-match = { $scoring ->
        [single_hand] A partida tem uma única rodada: vence quem ficar sem cartas primeiro.
        [lowest_score] Os pontos contam contra o jogador: a partida acaba quando alguém chega a { $target } { $target ->
            [one] ponto
           *[other] pontos
        }, e vence o menor total.
       *[other] Quem fica sem cartas ganha os pontos das cartas que sobraram aos outros; vence a partida quem chegar primeiro a { $target } { $target ->
            [one] ponto
           *[other] pontos
        }.
    }

## As cartas

rules-deck-title = As cartas
rules-deck-size = O baralho tem { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }.
rules-deck-colors = Há quatro cores, cada uma com uma letra no código Braille: r vermelho, y amarelo, g verde, b azul.
rules-deck-numbers = Cada cor tem um 0 e duas cartas de cada número de 1 a 9.
rules-deck-number-code = O código de uma carta numérica é a letra da cor, o algarismo e depois um x: b3x é o 3 azul.
rules-deck-actions = Cada cor tem também duas cartas Pular, duas Inverter e duas Compre duas.
rules-deck-action-code = Os seus códigos são a letra da cor seguida de sk, rv ou d2: gsk, yrv, rd2.
rules-deck-wilds = { $count ->
        [one] Há { NUM($count, gender: "feminine") } carta Coringa, código wld, e { NUM($count, gender: "feminine") } carta Coringa compre quatro, código dr4.
       *[other] Há { NUM($count, gender: "feminine") } cartas Coringa, código wld, e { NUM($count, gender: "feminine") } cartas Coringa compre quatro, código dr4.
    }

## Preparação

rules-setup-title = Preparação
rules-setup-dealer-draw = Para escolher quem distribui, cada jogador tira uma carta do baralho embaralhado, e distribui quem tiver o número mais alto.
rules-setup-dealer-symbol = { $dealer ->
        [high_card_redraw] Quem tirar uma carta sem número põe-na no fundo do baralho e tira outra.
       *[high_card] Uma carta sem número vale 0.
    }
rules-setup-dealer-tie = Se houver empate no número mais alto, só os jogadores empatados tiram de novo.
rules-setup-dealer-seat = Neste jogo, distribui o jogador do lugar { $seat }.
rules-setup-deal = Quem distribui dá { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } a cada jogador, uma de cada vez, começando pelo jogador à esquerda.
rules-setup-piles = A carta seguinte é virada para cima e começa o monte de descarte.
rules-setup-draw-pile = As cartas restantes, viradas para baixo, formam o monte de compra.
rules-setup-first = Começa o jogador à esquerda de quem distribuiu, e o jogo segue para a esquerda.
rules-setup-next-hand = A cada nova rodada, quem distribui passa a ser o jogador seguinte à esquerda.
rules-setup-start-intro = Quando a primeira carta virada não é uma carta numérica:
rules-setup-start-wd4 = Coringa compre quatro, código dr4: volta para o baralho, que é embaralhado, e vira-se outra carta.
rules-setup-start-draw-two = Compre duas: o primeiro jogador compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } e perde a vez.
rules-setup-start-skip = Pular: o primeiro jogador perde a vez.
rules-setup-start-reverse = { $first_reverse ->
        [dealer_right_first] Inverter: conta como jogada por quem distribuiu, por isso começa o jogador à direita dele e o jogo segue para a direita.
       *[dealer_first] Inverter: quem distribuiu joga primeiro, e o jogo segue para a direita.
    }
rules-setup-start-wild = { $first_wild ->
        [redraw] Coringa, código wld: volta para o meio do monte de compra, e vira-se uma nova carta.
       *[first_player_chooses] Coringa, código wld: o primeiro jogador escolhe a cor e depois joga.
    }

## A vez de jogar

rules-turn-title = A vez de jogar
rules-turn-match = Joga-se uma carta que combine com a carta do topo do descarte pela cor, ou pelo número ou símbolo.
rules-turn-named-color = Depois de um Coringa ou de um Coringa compre quatro, vale a cor escolhida por quem o jogou.
rules-turn-wilds = O Coringa pode ser jogado sempre; o Coringa compre quatro só como explica a sua parte.
rules-turn-draw = { $draw ->
        [until_playable_must_play] Quem não joga compra cartas até receber uma que possa jogar, e joga-a.
       *[one_may_play] Quem não joga compra uma carta.
    }
rules-turn-drawn-card = Se essa carta servir, pode jogá-la logo, mas nenhuma outra; se não, a vez passa.
rules-turn-draw-no-old = Depois de escolher comprar, já não se pode jogar uma carta que estava na mão antes.
rules-turn-forced = { $forced_play ->
        [on] Não se pode comprar enquanto houver na mão uma carta que se possa jogar.
       *[off] Pode-se sempre escolher comprar em vez de jogar.
    }
rules-turn-next = Depois, joga o jogador seguinte no sentido do jogo.
rules-turn-reshuffle = Quando o monte de compra acaba, as cartas do descarte, menos a do topo, são embaralhadas e formam um novo monte de compra.
rules-turn-empty = Se já não houver nada para embaralhar, quem tem de comprar fica com o que houver, e a vez passa.

## As cartas de ação

rules-card-codes = { $count ->
        [one] Código
       *[other] Códigos
    }: { $codes }.
rules-card-points = No fim da rodada vale { $points } { $points ->
        [one] ponto
       *[other] pontos
    }.
rules-skip-title = Pular
rules-skip-effect = O jogador seguinte perde a vez.
rules-reverse-title = Inverter
rules-reverse-effect = O sentido do jogo muda.
rules-reverse-two = Com dois jogadores, funciona como um Pular.
rules-draw-two-title = Compre duas
rules-draw-two-effect = O jogador seguinte compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } e perde a vez.
rules-draw-two-match = Tal como Pular e Inverter, tem uma cor e combina com a sua cor ou com o mesmo símbolo.
rules-wild-title = Coringa
rules-wild-effect = Pode ser jogado sobre qualquer carta; depois, quem o jogou escolhe a cor com que o jogo continua.
rules-wild-any-time = Pode ser jogado mesmo quando há na mão outras cartas que servem.

## Coringa compre quatro e a contestação

rules-wd4-title = Coringa compre quatro
rules-wd4-effect = Quem o joga escolhe a cor; o jogador seguinte compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } e perde a vez.
rules-wd4-when = { $wd4 ->
        [color_or_number] Só pode ser jogado quando não há na mão nenhuma carta da cor em jogo nem com o número ou símbolo da carta do topo.
        [no_other_playable] Só pode ser jogado quando não há na mão nenhuma outra carta que possa ser jogada, além das cartas Coringa.
       *[color] Só pode ser jogado quando não há na mão nenhuma carta da cor em jogo; uma carta com o mesmo número ou símbolo não o impede.
    }
rules-wd4-wild-ok = Um Coringa na mão nunca o impede.
rules-wd4-bluff = Mesmo assim, pode ser jogado contra essa regra, com o risco de ser contestado.
rules-wd4-who = Só o jogador seguinte, o que tem de comprar, pode contestá-lo, e só antes de comprar.
rules-wd4-shown = Nesse caso, a mão de quem o jogou é mostrada apenas a quem contesta.
rules-wd4-legal = Se a jogada era legal, quem contestou compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } em vez de { $base } e perde a vez.
rules-wd4-caught = { $illegal_wd4_caught ->
        [retract_play_legal_draw_4] Se a jogada era ilegal, o Coringa compre quatro volta para a mão de quem o jogou, e a cor escolhida deixa de valer.
       *[offender_draws_4] Se a jogada era ilegal, quem o jogou compra as { NUM($count, gender: "feminine") } { $count ->
            [one] carta
           *[other] cartas
        } no lugar do outro; a cor escolhida fica, e quem contestou joga normalmente.
    }
rules-wd4-retract = Depois, esse jogador joga uma carta que servia sobre a carta anterior do topo, e compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }.
rules-wd4-no-challenge = Não há contestação: jogá-lo contra essa regra é uma jogada ilegal.
rules-wd4-last = A última carta de uma rodada não pode ser contestada.

## UNO

rules-uno-title = UNO
rules-uno-call = Quem fica com uma só carta tem de dizer UNO.
rules-uno-when = Pode dizê-lo junto com a jogada que deixa uma carta na mão, ou logo a seguir.
rules-uno-window = Os outros podem apanhar a falta até o jogador seguinte jogar uma carta ou escolher comprar.
rules-uno-penalty = Quem for apanhado sem ter dito UNO compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }.
rules-uno-late = Passado esse momento, já não há penalidade.
rules-uno-auto = Neste jogo, o UNO é dito automaticamente por todos os jogadores, por isso ninguém pode ser apanhado.
rules-uno-not-win = Dizer UNO não faz ganhar: ainda é preciso jogar a última carta.

## Jogadas ilegais

rules-illegal-title = Jogadas ilegais
rules-illegal-reject = Quem tenta uma carta que não é permitida vê o jogo recusá-la e dizer o motivo, e tenta de novo.
rules-illegal-penalty = Quem joga uma carta que não é permitida leva-a de volta para a mão, compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }, e a vez passa.
rules-illegal-penalty-size = No modo de mesa, em que uma jogada ilegal é punida, a penalidade é de { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }.

## Dois jogadores

rules-two-title = Dois jogadores
rules-two-reverse = Um Inverter funciona como um Pular: quem o jogou joga de novo.
rules-two-again = Depois de um Pular, de um Compre duas ou de um Coringa compre quatro, o mesmo jogador joga de novo.

## Pontuação e partida

rules-scoring-title = Pontuação e partida
rules-scoring-end = A rodada acaba quando um jogador joga a última carta.
rules-scoring-end-draw = Se essa carta for um Compre duas ou um Coringa compre quatro, o jogador seguinte compra as cartas mesmo assim antes da contagem dos pontos.
rules-scoring-numbers = Uma carta numérica vale o seu número.
rules-scoring-actions = Pular, Inverter e Compre duas valem { $count } { $count ->
        [one] ponto
       *[other] pontos
    } cada.
rules-scoring-wilds = Coringa e Coringa compre quatro valem { $count } { $count ->
        [one] ponto
       *[other] pontos
    } cada.
rules-scoring-mode = { $scoring ->
        [lowest_score] Cada jogador marca os pontos das cartas que sobraram na sua própria mão.
        [single_hand] A partida é uma só rodada: vence quem ficar sem cartas, e os pontos são anunciados mesmo assim.
       *[winner_takes_points] Quem fica sem cartas marca os pontos das cartas que sobraram na mão de todos os outros.
    }
rules-scoring-target = { $scoring ->
        [lowest_score] Quando um jogador chega a { $target } { $target ->
            [one] ponto
           *[other] pontos
        }, vence o menor total.
       *[other] Vence a partida o primeiro jogador a chegar a { $target } { $target ->
            [one] ponto
           *[other] pontos
        }.
    }
rules-scoring-tie = Em caso de empate na vitória, vence, entre os empatados, quem terminou a última rodada; se não, quem ocupa o lugar de número mais baixo.
rules-scoring-elimination = { $elimination ->
        [final_two] Quem chega a { $target } { $target ->
            [one] ponto
           *[other] pontos
        } sai do jogo, até restarem dois jogadores; esses dois jogam uma final a partir do zero.
       *[last_one] Quem chega a { $target } { $target ->
            [one] ponto
           *[other] pontos
        } sai do jogo; joga-se até restar um só jogador.
    }
rules-scoring-elimination-tie = Se vários jogadores chegarem lá na mesma rodada, saem todos, a não ser que sobrem jogadores de menos; nesse caso, ficam os que têm o total mais baixo.
rules-scoring-teams = Os jogadores formam { NUM($count, gender: "feminine") } { $count ->
        [one] equipe
       *[other] equipes
    }; os parceiros sentam-se alternados.
rules-scoring-teams-count = O número de jogadores tem de ser múltiplo de { $count }.
rules-scoring-team-win = Quando um dos parceiros fica sem cartas, a equipe vence a rodada e marca os pontos que estão nas mãos das outras equipes.

## Diferenças em relação às regras oficiais

rules-diff-title = Diferenças em relação às regras oficiais
rules-diff-none = Estas são as regras oficiais, sem nenhuma mudança.
rules-diff-count = { $count ->
        [one] Uma regra é diferente das oficiais:
       *[other] Há { NUM($count, gender: "feminine") } regras diferentes das oficiais:
    }
rules-diff-item = { $title }. { $line }
rules-diff-house = Regra da casa ativada: { $title }.

## Regras da casa

rules-stacking-title = Acumular cartas de compra
rules-stacking-same = Pode-se responder a um Compre duas com um Compre duas, e a um Coringa compre quatro com um Coringa compre quatro.
rules-stacking-mixed = Também se pode responder a um Compre duas com um Coringa compre quatro.
rules-stacking-total = As cartas a comprar somam-se; o primeiro jogador que não pode ou não quer responder compra todas e perde a vez.
rules-stacking-no-test = Um Coringa compre quatro jogado como resposta não tem condições e não pode ser contestado.
rules-zero-title = A regra do zero
rules-zero-rule = { $zero ->
        [swap] Quem joga um 0 troca de mão com um adversário à sua escolha.
       *[rotate] Quando se joga um 0, cada jogador passa a mão inteira ao jogador seguinte no sentido do jogo.
    }
rules-seven-title = A regra do sete
rules-seven-rule = Quem joga um 7 troca de mão com um adversário à sua escolha.
rules-swap-last = Um 0 ou um 7 jogado como última carta da rodada não troca nada.
rules-jump-title = Jogar fora da vez
rules-jump-who = Fora da sua vez, qualquer jogador, menos quem acabou de jogar, pode jogar uma carta idêntica à do topo: mesma cor e mesmo número ou símbolo.
rules-jump-wilds = Um Coringa pode entrar sobre um Coringa, e um Coringa compre quatro sobre um Coringa compre quatro.
rules-jump-effect = { $jump_in ->
        [on] A carta tem o seu efeito, e o jogo continua a partir desse jogador.
       *[no_effect] A carta não tem efeito; o jogo continua a partir desse jogador como se fosse a vez dele.
    }
rules-jump-first = Se vários jogadores quiserem entrar, entra o primeiro na ordem do jogo.
rules-jump-penalty = Quem acabou de comprar cartas de penalidade não pode entrar antes de ser jogada a carta seguinte.
rules-finish-title = Sem terminar com Coringa
rules-finish-rule = { $no_wild_finish ->
        [action] A última carta não pode ser um Coringa nem um Coringa compre quatro, nem um Pular, um Inverter ou um Compre duas.
       *[wild] A última carta não pode ser um Coringa nem um Coringa compre quatro.
    }
rules-finish-draw = Quem só tiver cartas dessas na mão não pode jogá-las e tem de comprar.
rules-forced-title = Jogada obrigatória
rules-forced-rule = Quem tiver uma carta que possa jogar tem de jogá-la, em vez de comprar.
