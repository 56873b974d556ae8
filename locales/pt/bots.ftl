# Jogadores do computador: nomes, estilos e o porquê de cada jogada.
# $name é o nome do jogador; $card uma carta; $color a cor (red, yellow, green, blue);
# $target outro jogador; $count, $points, $percent e $samples são números.

bot-name = { $persona ->
        [0] Rafael
        [1] Ana
        [2] Thiago
        [3] Larissa
        [4] Pedro
        [5] Sofia
        [6] Lucas
        [7] Mariana
        [8] Gustavo
       *[9] Luíza
    }

bot-level = { $level ->
        [random] aleatório
        [easy] fácil
        [normal] normal
       *[hard] difícil
    }

bot-style = { $style ->
        [cautious] { $name } joga com cautela: guarda as cartas de ação para os momentos difíceis.
        [bold] { $name } joga no ataque: se livra logo das cartas de ação.
       *[steady] { $name } joga com calma, uma carta sensata depois da outra.
    }

## O porquê de uma jogada

bot-why-random = { $name } escolheu uma jogada ao acaso.
bot-why-random-play = { $name } jogou { CASE($card, case: "def") }, escolhido ao acaso.
bot-why-careless = { $name } jogou { CASE($card, case: "def") } sem pensar muito.
bot-why-forgot-uno = { $name } jogou { CASE($card, case: "def") } e se esqueceu de dizer UNO.
bot-why-uno = { $name } disse UNO.
bot-why-only-play = { $name } jogou { CASE($card, case: "def") }: era a única carta que podia jogar.
bot-why-follow = { $name } jogou { CASE($card, case: "def") } porque tem na mão { $count ->
        [one] { NUM($count, gender: "feminine") } carta { $color ->
            [red] vermelha
            [yellow] amarela
            [green] verde
           *[blue] azul
        }
       *[other] { NUM($count, gender: "feminine") } cartas { $color ->
            [red] vermelhas
            [yellow] amarelas
            [green] verdes
           *[blue] azuis
        }
    }.
bot-why-kept-wild = { $name } guardou o Coringa e jogou { CASE($card, case: "def") } porque tem na mão { $count ->
        [one] { NUM($count, gender: "feminine") } carta { $color ->
            [red] vermelha
            [yellow] amarela
            [green] verde
           *[blue] azul
        }
       *[other] { NUM($count, gender: "feminine") } cartas { $color ->
            [red] vermelhas
            [yellow] amarelas
            [green] verdes
           *[blue] azuis
        }
    }.
bot-why-wild = { $name } jogou { CASE($card, case: "def") } e escolheu o { $color ->
        [red] vermelho
        [yellow] amarelo
        [green] verde
       *[blue] azul
    }: tem na mão { $count ->
        [one] { NUM($count, gender: "feminine") } carta
       *[other] { NUM($count, gender: "feminine") } cartas
    } dessa cor.
bot-why-attack = { $name } jogou { CASE($card, case: "def") } porque { $target } só tem { $count ->
        [one] { NUM($count, gender: "feminine") } carta
       *[other] { NUM($count, gender: "feminine") } cartas
    } na mão.
bot-why-dump = { $name } jogou { CASE($card, case: "def") } para se livrar de { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } antes de a rodada acabar.
bot-why-draw-none = { $name } comprou uma carta: não tinha nada que pudesse jogar.
bot-why-draw-choice = { $name } comprou uma carta em vez de jogar.
bot-why-play-drawn = { $name } jogou a carta que tinha acabado de comprar, { CASE($card, case: "def") }.
bot-why-pass = { $name } ficou com a carta que comprou.
bot-why-color = { $name } escolheu o { $color ->
        [red] vermelho
        [yellow] amarelo
        [green] verde
       *[blue] azul
    }: tem na mão { $count ->
        [one] { NUM($count, gender: "feminine") } carta
       *[other] { NUM($count, gender: "feminine") } cartas
    } dessa cor.
bot-why-challenge = { $name } desafiou o Coringa Compre Quatro: calculou em { $percent } por cento a chance de a jogada ser inválida.
bot-why-accept = { $name } aceitou o Coringa Compre Quatro: calculou em apenas { $percent } por cento a chance de a jogada ser inválida.
bot-why-catch = { $name } pegou { $target }, que não tinha dito UNO.
bot-why-swap = { $name } trocou de mão com { $target }, que tinha { $count ->
        [one] { NUM($count, gender: "feminine") } carta
       *[other] { NUM($count, gender: "feminine") } cartas
    }.
bot-why-jump = { $name } jogou fora da vez { CASE($card, case: "def") }, igual à carta da mesa.
bot-why-search-play = { $name } jogou { CASE($card, case: "def") }: em { $samples ->
        [one] { $samples } distribuição imaginada
       *[other] { $samples } distribuições imaginadas
    } esta jogada ganhou { $percent } por cento das vezes.
bot-why-search-move = { $name } { $move ->
        [draw] comprou uma carta
        [pass] ficou com a carta comprada
        [challenge] desafiou o Coringa Compre Quatro
        [accept] aceitou o Coringa Compre Quatro
        [swap] trocou de mão
       *[other] fez sua jogada
    }: em { $samples ->
        [one] { $samples } distribuição imaginada
       *[other] { $samples } distribuições imaginadas
    } esta escolha ganhou { $percent } por cento das vezes.
bot-why-bluff = { $name } jogou { CASE($card, case: "def") } apesar de ter cartas { $color ->
        [red] vermelhas
        [yellow] amarelas
        [green] verdes
       *[blue] azuis
    }: uma jogada inválida que ganhou { $percent } por cento de { $samples ->
        [one] { $samples } distribuição imaginada
       *[other] { $samples } distribuições imaginadas
    }.
