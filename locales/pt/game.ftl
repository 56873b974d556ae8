## Narração da partida (uno_access/narration/presenter.py).
## Cada mensagem sobre um jogador recebe $name (o nome do lugar) e $you (yes quando quem lê é
## esse jogador: a frase diz então "você"); um segundo jogador é $other / $otheryou.
## $card é uma carta (nas frases: { CASE($card, case: "def") } = "o sete vermelho"), $color uma
## cor ({ CASE($color, case: "f") } concorda com "cor": "cor vermelha"), $cards uma lista de
## cartas, $count um número. Formas .brief e .verbose: curta e longa; .braille: a linha curta
## do display braille. { "" } não diz nada.
## Português do Brasil: "você" com o verbo na 3.ª pessoa, "rodada" para cada distribuição de
## cartas, "partida" para o jogo inteiro, "mão" só para as cartas que cada jogador segura.

## Nomes dos jogadores do computador e dos jogadores que se revezam no teclado ($seat a partir de 0).
game-seat-name = { $seat ->
    [0] Beatriz
    [1] Bruno
    [2] Clara
    [3] Diego
    [4] Eduarda
    [5] Fábio
    [6] Gabriel
    [7] Helena
    [8] Igor
   *[other] Júlia
}
# O jogador que lê, nas listas ("você 5").
game-you = você

game-preset = { $preset ->
    [official] oficiais
    [it] italianas
    [pt] brasileiras
    [pl] polonesas
    [hr] croatas
   *[ro] romenas
}
game-direction = { $direction ->
    [clockwise] horário
   *[counterclockwise] anti-horário
}

## Eventos

ev-match-start = Nova partida: { $players } jogadores, regras { $preset }. { $scoring ->
        [single_hand] Uma só rodada decide a partida.
        [lowest_score] Quando alguém chegar a { $target } pontos, ganha quem tiver menos.
        [elimination] {""}
       *[other] Ganha quem chegar primeiro a { $target } pontos.
    }
    .brief = Nova partida, { $players } jogadores.
    .braille = partida { $players } jogadores, { $preset }
ev-dealer-draw = { $you ->
        [yes] Para escolher quem dá as cartas, você tira { CASE($card, case: "def") }.
       *[no] Para escolher quem dá as cartas, { $name } tira { CASE($card, case: "def") }.
    }
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $card }
ev-hand-start = { $you ->
        [yes] Rodada { $hand }. Você dá as cartas.
       *[no] Rodada { $hand }. { $name } dá as cartas.
    }
    .brief = Rodada { $hand }.
    .braille = rodada { $hand }, { $name } dá
ev-deal-you = Suas cartas: { $cards }.
    .brief = Suas cartas: { $cards }.
    .braille = { $cards }
ev-deal-other = { $name } recebe { $count ->
        [0] zero cartas
        [one] uma carta
       *[other] { NUM($count, gender: "feminine") } cartas
    }.
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $count }
ev-start-card = Carta inicial: { $card }.
    .braille = início { $card }
ev-start-card-returned = A rodada não pode começar com { CASE($card, case: "def") }: a carta volta para o monte.
    .brief = { $card } volta para o monte.
    .braille = { $card } volta ao monte
ev-turn = { $you ->
        [yes] É a sua vez.
       *[no] Vez de { $name }.
    }
    .brief = { $you ->
        [yes] É a sua vez.
       *[no] { "" }
    }
    .normal = { $you ->
        [yes] É a sua vez.
       *[no] { "" }
    }
    .verbose = { $you ->
        [yes] { $detail ->
            [yes] É a sua vez. Na mesa: { $top }{ $wild ->
                [yes] { $color ->
                    [none] {""}, cor ainda não escolhida
                   *[other] {""}, cor { CASE($color, case: "f") }
                }
               *[no] {""}
            }. Você tem { $count ->
                [0] zero cartas, nenhuma jogável
                [one] uma carta, { $playable ->
                    [0] que não é jogável
                   *[other] e ela é jogável
                }
               *[other] { NUM($count, gender: "feminine") } cartas, { $playable ->
                    [0] nenhuma jogável
                   *[other] { $all ->
                        [yes] { $count ->
                            [2] as duas jogáveis
                           *[other] todas jogáveis
                        }
                       *[no] { $playable ->
                            [one] uma jogável
                           *[other] { NUM($playable, gender: "feminine") } jogáveis
                        }
                    }
                }
            }.
           *[no] É a sua vez.
        }
       *[no] Vez de { $name }.
    }
    .braille = { $you ->
        [yes] sua vez
       *[no] vez de { $name }
    }
ev-play = { $you ->
        [yes] Você joga { CASE($card, case: "def") }
       *[no] { $name } joga { CASE($card, case: "def") }
    }{ $color ->
        [none] {""}
       *[other] {""} e escolhe a cor { CASE($color, case: "f") }
    }{ $left ->
        [1] { $you ->
            [yes] . Agora você só tem uma carta.
           *[no] . Agora só tem uma carta.
        }
        [0] .
       *[other] .
    }
    .brief = { $you ->
        [yes] Você joga { CASE($card, case: "def") }
       *[no] { $name }: { $card }
    }{ $color ->
        [none] {""}
       *[other] {""}, { $color }
    }{ $left ->
        [1] {""}, resta uma carta.
       *[other] .
    }
    .verbose = { $you ->
        [yes] Você joga { CASE($card, case: "def") }
       *[no] { $name } joga { CASE($card, case: "def") }
    }{ $color ->
        [none] {""}
       *[other] { $left ->
            [1] {""} e escolhe a cor { CASE($color, case: "f") }
           *[other] {""}, escolhe a cor { CASE($color, case: "f") }
        }
    }{ $left ->
        [0] {""} e fica sem cartas.
        [1] { $you ->
            [yes] . Agora você só tem uma carta.
           *[no] . Agora { $name } só tem uma carta.
        }
       *[other] {""} e fica com { NUM($left, gender: "feminine") } cartas.
    }
    .braille = { $name } { $card }{ $color ->
        [none] {""}
       *[other] {" "}{ $colorcode }
    }{ $left ->
        [1] {" "}resta 1
       *[other] {""}
    }
ev-color = { $you ->
        [yes] Você escolhe a cor { CASE($color, case: "f") }.
       *[no] { $name } escolhe a cor { CASE($color, case: "f") }.
    }
    .braille = { $name } cor { $colorcode }
ev-draw = { $you ->
        [yes] Você compra { $count ->
            [0] zero cartas
            [one] uma carta
           *[other] { NUM($count, gender: "feminine") } cartas
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } compra { $count ->
            [0] zero cartas.
            [one] uma carta.
           *[other] { NUM($count, gender: "feminine") } cartas.
        }
    }
    .brief = { $you ->
        [yes] Você compra{ $cards ->
            [none] {" "}{ NUM($count, gender: "feminine") }.
           *[other] : { $cards }.
        }
       *[no] { $name } compra { NUM($count, gender: "feminine") }.
    }
    .braille = { $name } compra { $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_two = Compre Duas: { $you ->
        [yes] você compra { NUM($count, gender: "feminine") } cartas{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } compra { NUM($count, gender: "feminine") } cartas.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_four = Coringa Compre Quatro: { $you ->
        [yes] você compra { NUM($count, gender: "feminine") } cartas{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } compra { NUM($count, gender: "feminine") } cartas.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-stack = Fim do acúmulo: { $you ->
        [yes] você compra { NUM($count, gender: "feminine") } cartas{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } compra { NUM($count, gender: "feminine") } cartas.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-penalty = Penalidade: { $you ->
        [yes] você compra { $count ->
            [0] zero cartas
            [one] uma carta
           *[other] { NUM($count, gender: "feminine") } cartas
        }{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } compra { $count ->
            [0] zero cartas.
            [one] uma carta.
           *[other] { NUM($count, gender: "feminine") } cartas.
        }
    }
    .braille = { $name } penalidade +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-uno = { $you ->
        [yes] Suas cartas de penalidade: { $cards }.
       *[no] { "" }
    }
    .braille = { $you ->
        [yes] +{ $cards }
       *[no] { "" }
    }
ev-draw-challenge-failed = Desafio perdido: { $you ->
        [yes] você compra { NUM($count, gender: "feminine") } cartas{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } compra { NUM($count, gender: "feminine") } cartas.
    }
    .braille = desafio perdido, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-challenge-caught = Desafio ganho: { $you ->
        [yes] você compra { NUM($count, gender: "feminine") } cartas{ $cards ->
            [none] .
           *[other] {" "}({ $cards }).
        }
       *[no] { $name } compra { NUM($count, gender: "feminine") } cartas.
    }
    .braille = desafio ganho, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-turn-passes = Você não pode jogar essa carta, então a vez passa.
    .brief = { "" }
    .braille = a vez passa
ev-pass = { $you ->
        [yes] Você fica com a carta e passa a vez.
       *[no] { $name } fica com a carta e passa a vez.
    }
    .brief = { $you ->
        [yes] Você passa.
       *[no] { $name } passa.
    }
    .braille = { $name } passa
ev-skip = Pular: { $you ->
        [yes] você perde a vez.
       *[no] { $name } perde a vez.
    }
    .braille = { $name } perde a vez
ev-skip-after-draw = { $you ->
        [yes] Você perde a vez.
       *[no] { $name } perde a vez.
    }
    .brief = { "" }
    .braille = { $name } perde a vez
ev-reverse = Inverter: agora o jogo segue no sentido { $direction ->
        [clockwise] horário
       *[counterclockwise] anti-horário
    }.
    .braille = sentido invertido
ev-uno = { $you ->
        [yes] Você diz UNO!
       *[no] { $name } diz UNO!
    }
    .braille = { $name } UNO
ev-uno-caught = { $otheryou ->
        [yes] Você pega { $name } sem UNO: { $name } compra { $count ->
            [0] zero cartas
            [one] uma carta
           *[other] { NUM($count, gender: "feminine") } cartas
        }.
       *[no] { $you ->
            [yes] { $other } pega você sem UNO: você compra { $count ->
            [0] zero cartas
            [one] uma carta
           *[other] { NUM($count, gender: "feminine") } cartas
        }.
           *[no] { $other } pega { $name } sem UNO: { $name } compra { $count ->
            [0] zero cartas
            [one] uma carta
           *[other] { NUM($count, gender: "feminine") } cartas
        }.
        }
    }
    .braille = { $other } pega { $name } +{ $count }
ev-uno-missed = { $you ->
        [yes] Você tem uma carta e não disse UNO.
       *[no] { $name } não disse UNO. Digite pegar para pegar esse jogador.
    }
    .brief = { $you ->
        [yes] { "" }
       *[no] { $name } não disse UNO.
    }
    .normal = { $you ->
        [yes] { "" }
       *[no] { $name } não disse UNO. Digite pegar para pegar esse jogador.
    }
    .braille = { $you ->
        [yes] { "" }
       *[no] { $name } sem UNO: pegar
    }
ev-challenge = { $you ->
        [yes] Você desafia o Coringa Compre Quatro de { $other }
       *[no] { $other ->
            [none] { $name } desafia o Coringa Compre Quatro
           *[other] { $otheryou ->
                [yes] { $name } desafia o seu Coringa Compre Quatro
               *[no] { $name } desafia o Coringa Compre Quatro de { $other }
            }
        }
    }: { $legal ->
        [yes] a jogada era válida.
       *[no] a jogada não era válida.
    }
    .braille = { $name } desafia { $other }: { $legal ->
        [yes] válida
       *[no] inválida
    }
ev-hand-shown = { $otheryou ->
        [yes] { $name } mostra as cartas para você: { $cards }.
       *[no] { $you ->
            [yes] Você mostra suas cartas para { $other }.
           *[no] { $name } mostra as cartas para { $other }.
        }
    }
    .brief = { $otheryou ->
        [yes] Cartas de { $name }: { $cards }.
       *[no] { "" }
    }
    .braille = { $otheryou ->
        [yes] { $name }: { $cards }
       *[no] { $name } mostra as cartas
    }
ev-retract = { $you ->
        [yes] Você retira o Coringa Compre Quatro e precisa jogar uma carta que já era válida antes dele.
       *[no] { $name } retira o Coringa Compre Quatro e precisa jogar uma carta que já era válida antes dele.
    }
    .braille = { $name } retira dr4
ev-reshuffle = A pilha de descarte é embaralhada e forma um novo monte de { $count ->
        [0] zero cartas
        [one] uma carta
       *[other] { NUM($count, gender: "feminine") } cartas
    }.
    .brief = Novo monte: { NUM($count, gender: "feminine") } cartas.
    .braille = embaralhado { $count }
ev-swap-rotate = Zero: cada jogador passa todas as suas cartas para o próximo jogador.
    .braille = as mãos giram
ev-swap = { $you ->
        [yes] Você troca de mão com { $other }.
       *[no] { $otheryou ->
            [yes] { $name } troca de mão com você.
           *[no] { $name } troca de mão com { $other }.
        }
    }
    .braille = { $name } troca com { $other }
ev-jump-in = { $you ->
        [yes] Você joga fora da sua vez com { CASE($card, case: "def") }!
       *[no] { $name } joga fora da vez com { CASE($card, case: "def") }!
    }
    .braille = { $name } entra { $card }
ev-illegal-play = { $you ->
        [yes] Você não pode jogar { CASE($card, case: "def") } agora
       *[no] { $name } não pode jogar { CASE($card, case: "def") } agora
    }: a carta volta para a mão.
    .braille = { $name } inválida { $card }
ev-stack = Compra acumulada: o próximo jogador vai comprar { NUM($total, gender: "feminine") } cartas, a não ser que responda.
    .brief = Acumulado: { NUM($total, gender: "feminine") }.
    .braille = acumulado { $total }
ev-eliminated = { $you ->
        [yes] Você atingiu o limite de pontos e está fora da partida.
       *[no] { $name } atingiu o limite de pontos e está fora da partida.
    }
    .braille = { $name } sai
ev-final-start = Começa a final: { $players }. Os pontos voltam a zero.
    .braille = a final: { $players }
ev-hand-end = { $you ->
        [yes] Você bate
       *[no] { $name } bate
    }{ $scoring ->
        [lowest_score] {" "}e ganha a rodada. Pontos que sobraram nas mãos: { $points }.
       *[other] { $points ->
            [0] {" "}e ganha a rodada, mas não marca pontos.
            [one] , ganha a rodada e marca um ponto.
           *[other] , ganha a rodada e marca { $points } pontos.
        }
    }
    .braille = { $name } ganha a rodada, { $points }
ev-scores = Pontuação: { $scores }.
    .braille = { $scores }
ev-match-end = { $you ->
        [yes] Você ganha a partida!
       *[no] { $name } ganha a partida.
    }
    .braille = { $name } ganha a partida
ev-team-match-end = A equipe { $team } ganha a partida.

## Respostas sobre o estado do jogo

game-hand = { $count ->
        [0] Você não tem cartas.
        [one] Sua única carta: { $cards }.
       *[other] Suas { NUM($count, gender: "feminine") } cartas: { $cards }.
    }
    .braille = { $cards }
game-hand-item = { $position } { $card }{ $playable ->
        [yes] {" "}jogável
       *[no] {""}
    }
game-hand-playable = { $held ->
        [1] { $count ->
            [0] Agora você não pode jogá-la.
           *[other] Agora você pode jogá-la.
        }
       *[other] { $count ->
            [0] Agora você não pode jogar nenhuma.
            [one] Você pode jogar uma delas.
           *[other] Você pode jogar { NUM($count, gender: "feminine") } delas.
        }
    }
    .braille = { $count } { $count ->
        [one] jogável
       *[other] jogáveis
    }
game-drawn = Você comprou { CASE($card, case: "def") }: { $playable ->
        [yes] jogue essa carta ou digite passar para ficar com ela.
       *[no] essa carta não pode ser jogada; digite passar.
    }
    .braille = comprou { $card }: { $playable ->
        [yes] jogue ou passe
       *[no] passe
    }
game-drawn-must = Você comprou { CASE($card, case: "def") }: precisa jogar essa carta.
    .braille = comprou { $card }: jogue
game-top = Na mesa: { $card }{ $wild ->
        [yes] { $color ->
            [none] {""}, cor ainda não escolhida
           *[other] {""}, cor { CASE($color, case: "f") }
        }
       *[no] {""}
    }.{ $pending ->
        [0] {""}
        [1] {" "}Para comprar: uma carta.
       *[other] {" "}Para comprar: { NUM($pending, gender: "feminine") } cartas.
    }
    .braille = mesa { $card } { $colorcode }{ $pending ->
        [0] {""}
       *[other] {" "}+{ $pending }
    }
game-turn = { $you ->
        [yes] É a sua vez.
       *[no] É a vez de { $name }.
    } O jogo segue no sentido { $direction ->
        [clockwise] horário
       *[counterclockwise] anti-horário
    }; depois joga { $nextyou ->
        [yes] você
       *[no] { $next }
    }.
    .braille = { $you ->
        [yes] sua vez
       *[no] vez de { $name }
    }, depois { $next }
game-count-item = { $name } { $count }
game-counts = Cartas na mão: { $counts }. Cartas no monte: { $pile }.
    .braille = { $counts }, monte { $pile }
game-score-item = { $name } { $out ->
        [yes] fora
       *[no] { $points }
    }
game-scores = Pontuação, rodada { $hand }: { $scores }. { $scoring ->
        [single_hand] Uma só rodada decide a partida.
        [lowest_score] Quando alguém chegar a { $target }, ganha quem tiver menos pontos.
        [elimination] Quem chegar a { $target } pontos é eliminado.
       *[other] Meta: { $target }.
    }
    .braille = { $scores }, meta { $target }
game-team-scores = Pontuação das equipes: { $scores }.
game-team-item = equipe { $team } com { $points } { $points ->
        [0] pontos
        [one] ponto
       *[other] pontos
    }
game-no-history = Ainda não aconteceu nada.

## O que o jogador deve fazer agora (depois de cada grupo de eventos e numa linha vazia)
# the cards that may answer the pending draw card: stacking=same answers like with like,
# stacking=mixed lets a Wild Draw Four answer a Draw Two too
game-stack-cards = { $stack ->
        [draw_two] um Compre Duas
        [wild_draw_four] um Coringa Compre Quatro
       *[both] um Compre Duas ou um Coringa Compre Quatro
    }
game-prompt-play = { $pending ->
        [0] Jogue uma carta ou compre.
        [1] Responda com { game-stack-cards } ou compre uma carta.
       *[other] Responda com { game-stack-cards } ou compre { NUM($pending, gender: "feminine") } cartas.
    }
    .brief = { "" }
game-prompt-drawn = Jogue a carta comprada ou passe.
game-prompt-color = Escolha uma cor: vermelho, amarelo, verde ou azul.
game-prompt-challenge = { $name } jogou um Coringa Compre Quatro contra você: digite desafiar ou aceitar.
    .braille = { $name }: dr4 contra você: desafiar ou aceitar
game-prompt-retract = Jogue uma carta que era válida sobre { CASE($card, case: "def") }, cor { CASE($color, case: "f") }.
game-prompt-swap = Com quem você troca de mão: { $names }?
game-prompt-wait = { $you ->
        [yes] {""}
       *[no] Esperando { $name }.
    }
game-hotseat = { $name }, agora o teclado é seu.
game-over = A partida terminou.

## Porque uma ação foi recusada (motivos de IllegalAction)
err-not_your_turn = Ainda não é a sua vez: agora é a vez de { $name }.
err-not_in_hand = Você não tem { CASE($card, case: "def") }.
err-color_mismatch = Você não pode jogar { CASE($card, case: "def") }: na mesa está { CASE($top, case: "def") }{ $wild ->
        [yes] {""}, cor { CASE($color, case: "f") }
       *[no] {""}
    }.
err-wd4_not_allowed = Você não pode jogar o Coringa Compre Quatro: você tem carta que serve ({ $holding }).
err-must_play_drawn = { $canpass ->
        [no] Você precisa jogar a carta que comprou, { $card }: por estas regras, não é permitido ficar com ela.
       *[yes] Agora você só pode jogar a carta que comprou, { $card }, ou passar.
    }
err-forced_play = Você tem uma carta que pode jogar, então precisa jogar.
err-no_wild_finish = Sua última carta não pode ser { CASE($card, case: "def") }.
err-must_stack = Responda com { game-stack-cards } ou compre as { NUM($total, gender: "feminine") } cartas.
err-need_color = Digite também a cor, por exemplo: { $example }.
err-need_color_first = Primeiro escolha a cor do Coringa que abriu a rodada.
err-no_color_needed = Agora não há cor para escolher.
err-nothing_to_catch = Agora não há ninguém para pegar.
err-already_called = O UNO já foi dito, ou é tarde demais.
err-not_one_card = Só se diz UNO com uma carta na mão; você tem { NUM($count, gender: "feminine") }.
err-cannot_pass = Você só pode passar depois de comprar uma carta e decidir ficar com ela.
err-cannot_draw_now = Agora você não pode comprar.
err-no_challenge = Não há nenhum Coringa Compre Quatro para desafiar.
err-challenge_or_accept = Desafie o Coringa Compre Quatro ou aceite.
err-retract_not_legal = Jogue uma carta que sirva sobre { CASE($top, case: "def") }, cor { CASE($color, case: "f") }.
err-no_swap = Não há nenhuma troca para fazer.
err-choose_swap = Primeiro escolha com quem trocar de mão.
err-bad_target = Escolha outro jogador que ainda esteja na partida.
err-jump_in_off = Nestas regras ninguém pode jogar fora da vez.
err-cannot_jump_in = Agora você não pode jogar fora da vez.
err-jump_after_penalty = Depois de comprar cartas de penalidade, espere a próxima carta para jogar fora da vez.
err-not_identical = Fora da vez, só vale uma carta igual à da mesa, { $top }.
err-match_over = A partida terminou.
err-bad_seat = Esse jogador não está na partida.
err-unknown_action = Agora isso não é possível.
err-missing_card = Digite qual carta.
err-unexpected_card = Esse comando não leva carta.
err-unexpected_color = Só um Coringa leva cor.
err-unexpected_uno = Diga UNO junto com a jogada que deixa você com uma carta, ou sozinho: digite uno.
err-other = Agora isso não é possível.
