## Nomi delle carte e dei colori, al caso base.
## Un passaggio grammaticale successivo potrà aggiungere varianti per $case o $gender;
## la variante predefinita resta la forma base.

color-name = { $color ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
}

card-name = { $kind ->
    [number] { $number ->
        [0] zero
        [1] uno
        [2] due
        [3] tre
        [4] quattro
        [5] cinque
        [6] sei
        [7] sette
        [8] otto
        [9] nove
       *[other] { $number }
    } { color-name }
    [skip] Salta turno { color-name }
    [reverse] Cambio giro { color-name }
    [draw_two] Pesca due { color-name }
    [wild_draw_four] Jolly pesca quattro
   *[wild] Jolly
}
