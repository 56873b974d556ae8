## Nomes das cartas e das cores, na forma de dicionário.
## Uma revisão gramatical posterior pode acrescentar variantes de $case ou $gender;
## a variante padrão continua a ser a forma simples.

color-name = { $color ->
    [red] vermelho
    [yellow] amarelo
    [green] verde
   *[blue] azul
}

card-name = { $kind ->
    [number] { $number } { color-name }
    [skip] Pular { color-name }
    [reverse] Inverter { color-name }
    [draw_two] Compre duas { color-name }
    [wild_draw_four] Coringa compre quatro
   *[wild] Coringa
}
