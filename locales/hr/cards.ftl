## Nazivi karata i boja u nominativu.
## Kasnija gramatička dorada može dodati varijante za $case ili $gender;
## zadana varijanta ostaje nominativ.

# Boja sama (crvena boja...): ženski rod, kao i karta
color-name = { $color ->
    [red] crvena
    [yellow] žuta
    [green] zelena
   *[blue] plava
}

card-name = { $kind ->
    [number] { color-name } { $number ->
        [0] nula
        [1] jedinica
        [2] dvojka
        [3] trojka
        [4] četvorka
        [5] petica
        [6] šestica
        [7] sedmica
        [8] osmica
        [9] devetka
       *[other] { $number }
    }
    [skip] { color-name } Preskoči
    [reverse] { color-name } Obrni
    [draw_two] { color-name } Izvuci dvije
    [wild_draw_four] Zamjenska + izvuci četiri
   *[wild] Zamjenska karta
}
