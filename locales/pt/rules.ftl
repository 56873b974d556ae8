# Regras do jogo (uno-access rules, o comando rules durante o jogo, o tutor).
# Uma ideia por linha: o leitor de tela lê cada mensagem como uma linha.
# Nomes das cartas: Pular, Inverter, Compre Duas, Coringa, Coringa Compre Quatro.
# Português do Brasil, com os termos do jogo (rodada, partida, mesa, monte, pilha de descarte, desafiar, pegar).

## Linha de comando e erros

rules-opt-lang = idioma do texto: { -language-codes }
rules-opt-rules = conjunto de regras: { cli-presets }
rules-opt-house = opções de regras, como NOME=VALOR separados por vírgulas
rules-opt-section = ler só esta seção (sua chave ou seu título)
rules-opt-list = listar as seções
rules-unknown-section = Não existe nenhuma seção chamada { $name }. As seções são: { $allowed }.
rules-error-unknown-preset = Não existe nenhum conjunto de regras chamado { $name }. Os conjuntos são: { $allowed }.
rules-error-unknown-switch = Não existe nenhuma regra chamada { $name }. As regras são: { $allowed }.
rules-error-bad-value = "{ $value }" não é um valor válido para a regra { $name }. Valores permitidos: { $allowed }.
rules-error-bad-house-item = { $item } não está escrito como NOME=VALOR. As regras são: { $allowed }.
rules-error-elimination-needs-lowest-score = A eliminação só funciona com scoring=lowest_score.
rules-error-elimination-without-teams = A eliminação não pode ser combinada com equipes.
rules-error-other = Estas regras não podem ser usadas: { $reason }.
rules-list-item = { $title } ({ $key })
rules-heading = { $preset ->
        [it] Regras italianas do UNO.
        [pt] Regras brasileiras do UNO.
        [pl] Regras polonesas do UNO.
        [hr] Regras croatas do UNO.
        [ro] Regras romenas do UNO.
       *[official] Regras oficiais do UNO.
    }

## Objetivo do jogo

rules-aim-title = Objetivo do jogo
rules-aim-players = O UNO é jogado por { $min } a { $max } jogadores.
rules-aim-goal = Em cada rodada, o objetivo é ser o primeiro a ficar sem cartas na mão.
rules-aim-match = { $scoring ->
        [single_hand] A partida tem uma única rodada, e quem ganha a rodada vence a partida.
        [lowest_score] Os pontos contam contra o jogador: a partida acaba quando alguém chega a { $target } { $target ->
            [one] ponto
           *[other] pontos
        }, e vence quem tiver o menor total.
       *[other] Quem fica sem cartas ganha os pontos das cartas que sobraram nas mãos de todos os outros; vence a partida quem chegar primeiro a { $target } { $target ->
            [one] ponto
           *[other] pontos
        }.
    }

## As cartas

rules-deck-title = As cartas
rules-deck-size = O baralho tem { $count } { $count ->
        [one] carta
       *[other] cartas
    }.
rules-deck-colors = Há quatro cores, cada uma com uma letra no código braille, a inicial do nome em inglês: r (red) vermelho, y (yellow) amarelo, g (green) verde, b (blue) azul.
rules-deck-numbers = Cada cor tem um zero e duas cartas de cada número de 1 a 9.
rules-deck-number-code = O código de uma carta numérica é a letra da cor, o algarismo e depois um x: b3x é o três azul.
rules-deck-actions = Cada cor tem também duas cartas Pular, duas Inverter e duas Compre Duas.
rules-deck-action-code = Seus códigos são a letra da cor seguida de sk, rv ou d2: gsk, yrv, rd2.
rules-deck-wilds = { $count ->
        [one] Há { NUM($count, gender: "feminine") } carta Coringa, código wld, e { NUM($count, gender: "feminine") } carta Coringa Compre Quatro, código dr4.
       *[other] Há { NUM($count, gender: "feminine") } cartas Coringa, código wld, e { NUM($count, gender: "feminine") } cartas Coringa Compre Quatro, código dr4.
    }

## Preparação

rules-setup-title = Preparação
rules-setup-dealer-draw = Para escolher quem dá as cartas, cada jogador tira uma carta do baralho embaralhado, e quem tiver o número mais alto dá as cartas.
rules-setup-dealer-symbol = { $dealer ->
        [high_card_redraw] Quem tirar uma carta sem número a coloca embaixo do monte e tira outra.
       *[high_card] Uma carta sem número vale 0.
    }
rules-setup-dealer-tie = Se houver empate no número mais alto, só os jogadores empatados tiram de novo.
rules-setup-dealer-seat = Neste jogo, quem dá as cartas é o jogador do lugar { $seat }.
rules-setup-deal = Quem dá as cartas entrega { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } a cada jogador, uma de cada vez, começando pelo jogador à esquerda.
rules-setup-piles = A carta seguinte é virada para cima e começa a pilha de descarte.
rules-setup-draw-pile = As cartas restantes, viradas para baixo, formam o monte.
rules-setup-first = Começa o jogador à esquerda de quem deu as cartas, e o jogo segue no sentido horário.
rules-setup-next-hand = A cada nova rodada, quem dá as cartas passa a ser o próximo jogador à esquerda.
rules-setup-start-intro = Quando a primeira carta virada não é uma carta numérica:
rules-setup-start-wd4 = Coringa Compre Quatro, código dr4: volta para o monte, que é embaralhado, e outra carta é virada.
rules-setup-start-draw-two = Compre Duas: o primeiro jogador compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } e perde a vez.
rules-setup-start-skip = Pular: o primeiro jogador perde a vez.
rules-setup-start-reverse = { $first_reverse ->
        [dealer_right_first] Inverter: conta como se tivesse sido jogado por quem deu as cartas; então começa o jogador à direita dele, e o jogo segue no sentido anti-horário.
       *[dealer_first] Inverter: quem deu as cartas joga primeiro, e o jogo segue no sentido anti-horário.
    }
rules-setup-start-wild = { $first_wild ->
        [redraw] Coringa, código wld: volta para o meio do monte, e uma nova carta é virada.
       *[first_player_chooses] Coringa, código wld: o primeiro jogador escolhe a cor e depois joga.
    }

## A vez de jogar

rules-turn-title = A vez de jogar
rules-turn-match = Na sua vez, o jogador joga uma carta que combine com a carta da mesa pela cor, pelo número ou pelo símbolo.
rules-turn-named-color = Depois de um Coringa ou de um Coringa Compre Quatro, vale a cor escolhida por quem jogou.
rules-turn-wilds = O Coringa pode ser jogado sempre; o Coringa Compre Quatro, só nas condições explicadas na seção dele.
rules-turn-draw = { $draw ->
        [until_playable_must_play] Quem não joga compra cartas até tirar uma que possa jogar, e precisa jogar essa carta.
       *[one_may_play] Quem não joga compra uma carta.
    }
rules-turn-drawn-card = Se essa carta servir, o jogador pode jogá-la na hora, mas nenhuma outra; se não servir, a vez passa.
rules-turn-draw-no-old = Depois de escolher comprar, não dá mais para jogar uma carta que já estava na mão.
rules-turn-forced = { $forced_play ->
        [on] Ninguém pode comprar enquanto tiver na mão uma carta que possa jogar.
       *[off] O jogador sempre pode escolher comprar em vez de jogar.
    }
rules-turn-next = Depois, joga o próximo jogador no sentido do jogo.
rules-turn-reshuffle = Quando o monte acaba, as cartas da pilha de descarte, menos a de cima, são embaralhadas e formam um novo monte.
rules-turn-empty = Se não sobrar nada para embaralhar, quem precisa comprar fica com o que houver, e a vez passa.

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
rules-skip-effect = O próximo jogador perde a vez.
rules-reverse-title = Inverter
rules-reverse-effect = O sentido do jogo muda.
rules-reverse-two = Com dois jogadores, funciona como um Pular.
rules-draw-two-title = Compre Duas
rules-draw-two-effect = O próximo jogador compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } e perde a vez.
rules-draw-two-match = Assim como Pular e Inverter, tem uma cor e combina com cartas da mesma cor ou com o mesmo símbolo.
rules-wild-title = Coringa
rules-wild-effect = Pode ser jogado sobre qualquer carta; depois, quem jogou escolhe a cor com que o jogo continua.
rules-wild-any-time = Pode ser jogado mesmo quando há na mão outras cartas que servem.

## Coringa Compre Quatro e a desafio

rules-wd4-title = Coringa Compre Quatro
rules-wd4-effect = Quem joga escolhe a cor; o próximo jogador compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } e perde a vez.
rules-wd4-when = { $wd4 ->
        [color_or_number] Só pode ser jogado quando não há na mão nenhuma carta da cor em jogo nem carta com o número ou o símbolo da carta da mesa.
        [no_other_playable] Só pode ser jogado quando não há na mão nenhuma outra carta que possa ser jogada, além das cartas Coringa.
       *[color] Só pode ser jogado quando não há na mão nenhuma carta da cor em jogo; uma carta com o mesmo número ou símbolo não impede a jogada.
    }
rules-wd4-wild-ok = Ter um Coringa na mão nunca impede essa jogada.
rules-wd4-bluff = Mesmo assim, é possível jogá-lo descumprindo essa regra, correndo o risco de ser desafiado.
rules-wd4-who = Só o próximo jogador, o que precisa comprar, pode desafiá-lo, e só antes de comprar.
rules-wd4-shown = Nesse caso, a mão de quem jogou o Coringa Compre Quatro é mostrada só para quem desafia.
rules-wd4-legal = Se a jogada for válida, quem desafiou compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    } em vez de { NUM($base, gender: "feminine") } e perde a vez.
rules-wd4-caught = { $illegal_wd4_caught ->
        [retract_play_legal_draw_4] Se a jogada for inválida, o Coringa Compre Quatro volta para a mão de quem jogou, e a cor escolhida deixa de valer.
       *[offender_draws_4] Se a jogada for inválida, quem jogou compra as { NUM($count, gender: "feminine") } { $count ->
            [one] carta
           *[other] cartas
        } no lugar do outro; a cor escolhida continua valendo, e quem desafiou joga normalmente.
    }
rules-wd4-retract = Depois, esse jogador joga uma carta que sirva sobre a carta que estava antes na mesa, e compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }.
rules-wd4-no-challenge = Não há desafio: jogar o Coringa Compre Quatro descumprindo essa regra é uma jogada inválida.
rules-wd4-last = A última carta de uma rodada não pode ser desafiada.

## UNO

rules-uno-title = UNO
rules-uno-call = Quem fica com uma só carta precisa dizer UNO.
rules-uno-when = É possível dizer UNO junto com a jogada que deixa uma carta na mão, ou logo depois dela.
rules-uno-window = Os outros podem pegar quem esqueceu até o próximo jogador jogar uma carta ou escolher comprar.
rules-uno-penalty = Quem for pego sem ter dito UNO compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }.
rules-uno-late = Passado esse momento, não há mais penalidade.
rules-uno-auto = Neste jogo, o UNO é dito automaticamente por todos os jogadores, então ninguém pode ser pego.
rules-uno-not-win = Dizer UNO não dá a vitória: ainda é preciso jogar a última carta.

## Jogadas inválidas

rules-illegal-title = Jogadas inválidas
rules-illegal-reject = Quando alguém tenta jogar uma carta que não é permitida, o jogo recusa, diz o motivo, e o jogador tenta de novo.
rules-illegal-penalty = Quem joga uma carta que não é permitida pega a carta de volta, compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }, e a vez passa.
rules-illegal-penalty-size = No modo em que as jogadas inválidas são punidas, quem erra compra { NUM($count, gender: "feminine") } { $count ->
        [one] carta
       *[other] cartas
    }.

## Dois jogadores

rules-two-title = Dois jogadores
rules-two-reverse = Um Inverter funciona como um Pular: quem jogou joga de novo.
rules-two-again = Depois de um Pular, de um Compre Duas ou de um Coringa Compre Quatro, o mesmo jogador joga de novo.

## Pontuação e partida

rules-scoring-title = Pontuação e partida
rules-scoring-end = A rodada acaba quando um jogador joga a última carta.
rules-scoring-end-draw = Se essa carta for um Compre Duas ou um Coringa Compre Quatro, o próximo jogador compra as cartas mesmo assim, antes da contagem dos pontos.
rules-scoring-numbers = Uma carta numérica vale o número dela.
rules-scoring-actions = Pular, Inverter e Compre Duas valem { $count } { $count ->
        [one] ponto
       *[other] pontos
    } cada.
rules-scoring-wilds = Coringa e Coringa Compre Quatro valem { $count } { $count ->
        [one] ponto
       *[other] pontos
    } cada.
rules-scoring-mode = { $scoring ->
        [lowest_score] Cada jogador marca os pontos das cartas que sobraram na própria mão.
        [single_hand] A partida é uma só rodada: vence quem ficar sem cartas, e os pontos são anunciados mesmo assim.
       *[winner_takes_points] Quem fica sem cartas marca os pontos das cartas que sobraram nas mãos de todos os outros.
    }
rules-scoring-target = { $scoring ->
        [lowest_score] Quando um jogador chega a { $target } { $target ->
            [one] ponto
           *[other] pontos
        }, vence quem tiver o menor total.
       *[other] Vence a partida o primeiro jogador a chegar a { $target } { $target ->
            [one] ponto
           *[other] pontos
        }.
    }
rules-scoring-tie = Em caso de empate, vence, entre os empatados, quem terminou a última rodada; senão, quem ocupa o lugar de número mais baixo.
rules-scoring-elimination = { $elimination ->
        [final_two] Quem chega a { $target } { $target ->
            [one] ponto
           *[other] pontos
        } é eliminado, até restarem dois jogadores; esses dois disputam uma final começando do zero.
       *[last_one] Quem chega a { $target } { $target ->
            [one] ponto
           *[other] pontos
        } é eliminado; a partida continua até restar um só jogador.
    }
rules-scoring-elimination-tie = Se vários jogadores chegarem lá na mesma rodada, todos saem, a não ser que restem jogadores de menos; nesse caso, ficam os de total mais baixo.
rules-scoring-teams = Os jogadores formam { NUM($count, gender: "feminine") } { $count ->
        [one] equipe
       *[other] equipes
    }; os parceiros se sentam em lugares alternados.
rules-scoring-teams-count = O número de jogadores precisa ser múltiplo de { $count }.
rules-scoring-team-win = Quando um dos parceiros fica sem cartas, a equipe vence a rodada e marca os pontos que estão nas mãos das outras equipes.

## Diferenças em relação às regras oficiais

rules-diff-title = Diferenças em relação às regras oficiais
rules-diff-none = Estas são as regras oficiais, sem nenhuma mudança.
rules-diff-count = { $count ->
        [one] Uma regra é diferente das oficiais:
       *[other] Há { NUM($count, gender: "feminine") } regras diferentes das oficiais:
    }
rules-diff-item = { $title }. { $line }
rules-diff-house = Regra da casa ativada: "{ $title }".

## Regras da casa

rules-stacking-title = Acumular cartas de compra
rules-stacking-same = É possível responder a um Compre Duas com um Compre Duas, e a um Coringa Compre Quatro com um Coringa Compre Quatro.
rules-stacking-mixed = Também é possível responder a um Compre Duas com um Coringa Compre Quatro.
rules-stacking-total = As cartas a comprar se somam; o primeiro jogador que não pode ou não quer responder compra todas e perde a vez.
rules-stacking-no-test = Um Coringa Compre Quatro jogado como resposta pode ser jogado sem restrições e não pode ser desafiado.
rules-zero-title = A regra do zero
rules-zero-rule = { $zero ->
        [swap] Quem joga um 0 troca de mão com um adversário à sua escolha.
       *[rotate] Quando alguém joga um 0, cada jogador passa a mão inteira para o próximo jogador no sentido do jogo.
    }
rules-seven-title = A regra do sete
rules-seven-rule = Quem joga um 7 troca de mão com um adversário à sua escolha.
rules-zero-last = Um 0 jogado como última carta da rodada não troca nada.
rules-seven-last = Um 7 jogado como última carta da rodada não troca nada.
rules-jump-title = Jogar fora da vez (cortar)
rules-jump-who = Fora da sua vez, qualquer jogador, menos quem acabou de jogar, pode jogar uma carta idêntica à da mesa: mesma cor e mesmo número ou símbolo.
rules-jump-wilds = Um Coringa pode ser jogado assim sobre um Coringa, e um Coringa Compre Quatro sobre um Coringa Compre Quatro.
rules-jump-effect = { $jump_in ->
        [on] A carta tem o efeito normal, e o jogo continua a partir desse jogador.
       *[no_effect] A carta não tem efeito; o jogo continua a partir desse jogador como se fosse a vez dele.
    }
rules-jump-first = Se vários jogadores quiserem jogar fora da vez, vale o primeiro na ordem do jogo.
rules-jump-penalty = Quem acabou de comprar cartas de penalidade não pode jogar fora da vez antes que a próxima carta seja jogada.
rules-finish-title = Sem terminar com Coringa
rules-finish-rule = { $no_wild_finish ->
        [action] A última carta não pode ser um Coringa nem um Coringa Compre Quatro, nem um Pular, um Inverter ou um Compre Duas.
       *[wild] A última carta não pode ser um Coringa nem um Coringa Compre Quatro.
    }
rules-finish-draw = Quem só tiver cartas desse tipo na mão não pode jogá-las e precisa comprar.
rules-forced-title = Jogada obrigatória
rules-forced-rule = Quem tiver uma carta que possa jogar precisa jogá-la em vez de comprar.
