## Nomi delle carte e dei colori.
## $case: la variante predefinita (nom) è la forma base, usata anche per riconoscere i nomi
## scritti dal giocatore; def aggiunge l'articolo determinativo per le frasi
## ("Anna gioca il sette rosso"). .gender: il genere grammaticale (m per tutte le carte).
## .typed: altri nomi che il giocatore può scrivere, come si dice al tavolo ("più quattro", "+2 rosso",
## "cambio colore", "stop"), separati da virgole; il gioco non li pronuncia.

color-name = { $color ->
    [red] rosso
    [yellow] giallo
    [green] verde
   *[blue] blu
}

card-name = { $case ->
    [def] { $kind ->
        [number] { $number ->
            [0] lo zero
            [1] l'uno
            [2] il due
            [3] il tre
            [4] il quattro
            [5] il cinque
            [6] il sei
            [7] il sette
            [8] l'otto
            [9] il nove
           *[other] il { $number }
        } { color-name }
        [skip] il Salta turno { color-name }
        [reverse] il Cambio giro { color-name }
        [draw_two] il Pesca due { color-name }
        [wild_draw_four] il Jolly pesca quattro
       *[wild] il Jolly
    }
   *[nom] { $kind ->
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
}
    .gender = m
    .typed = { $kind ->
        [wild] cambio colore, cambia colore, jolly cambio colore
        [wild_draw_four] più quattro, +4, jolly più quattro, jolly +4, jolly pesca 4
        [draw_two] più due { color-name }, +2 { color-name }, pesca 2 { color-name }, { color-name } più due, { color-name } +2
        [skip] stop { color-name }, salta { color-name }, { color-name } stop
        [reverse] inverti { color-name }, cambio senso { color-name }
       *[other] {""}
    }
