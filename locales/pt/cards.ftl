## Nomes das cartas e das cores.
## $case: a variante padrão (nom) é a forma simples, usada também para reconhecer os nomes
## escritos pelo jogador (por isso os números por extenso: "7 vermelho" seria a posição 7 na mão);
## def junta o artigo definido para as frases ("Ana joga o sete vermelho").
## Cores: f é a forma feminina, que concorda com "cor" ("cor vermelha").
## .gender: o gênero gramatical (m para todas as cartas: o sete, o Coringa).
## Os nomes são os do folheto brasileiro da Mattel: Pular, Inverter, Compre Duas, Coringa e
## Coringa Compre Quatro, com maiúsculas como nomes próprios das cartas. .typed: os nomes da
## mesa que o jogador pode digitar (+2, +4, curinga, pula, inverte), que o jogo nunca diz.

color-name = { $case ->
    [f] { $color ->
        [red] vermelha
        [yellow] amarela
        [green] verde
       *[blue] azul
    }
   *[nom] { $color ->
        [red] vermelho
        [yellow] amarelo
        [green] verde
       *[blue] azul
    }
}
    .gender = m

card-name = { $case ->
    [def] { $kind ->
        [number] o { $number ->
            [0] zero
            [1] um
            [2] dois
            [3] três
            [4] quatro
            [5] cinco
            [6] seis
            [7] sete
            [8] oito
            [9] nove
           *[other] { $number }
        } { color-name }
        [skip] o Pular { color-name }
        [reverse] o Inverter { color-name }
        [draw_two] o Compre Duas { color-name }
        [wild_draw_four] o Coringa Compre Quatro
       *[wild] o Coringa
    }
   *[nom] { $kind ->
        [number] { $number ->
            [0] zero
            [1] um
            [2] dois
            [3] três
            [4] quatro
            [5] cinco
            [6] seis
            [7] sete
            [8] oito
            [9] nove
           *[other] { $number }
        } { color-name }
        [skip] Pular { color-name }
        [reverse] Inverter { color-name }
        [draw_two] Compre Duas { color-name }
        [wild_draw_four] Coringa Compre Quatro
       *[wild] Coringa
    }
}
    .gender = m
    .typed = { $kind ->
        [wild] curinga
        [wild_draw_four] +4, mais quatro, coringa +4, coringa mais quatro, curinga +4, curinga compre quatro, coringa comprar quatro
        [draw_two] { $color ->
            [red] +2 vermelho, mais dois vermelho, comprar duas vermelho
            [yellow] +2 amarelo, mais dois amarelo, comprar duas amarelo
            [green] +2 verde, mais dois verde, comprar duas verde
           *[blue] +2 azul, mais dois azul, comprar duas azul
        }
        [skip] { $color ->
            [red] pula vermelho, bloqueio vermelho
            [yellow] pula amarelo, bloqueio amarelo
            [green] pula verde, bloqueio verde
           *[blue] pula azul, bloqueio azul
        }
        [reverse] { $color ->
            [red] inverte vermelho, reverter vermelho, reverso vermelho
            [yellow] inverte amarelo, reverter amarelo, reverso amarelo
            [green] inverte verde, reverter verde, reverso verde
           *[blue] inverte azul, reverter azul, reverso azul
        }
       *[other] {""}
    }
