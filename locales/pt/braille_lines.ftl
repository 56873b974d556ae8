## Linhas do display Braille na pessoa certa (Narration.braille usa braille-<id> antes de <id>.braille).

braille-ev-draw = { $you ->
        [yes] você compra { $count }
       *[no] { $name } compra { $count }
    }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
braille-ev-pass = { $you ->
        [yes] você passa
       *[no] { $name } passa
    }
braille-ev-challenge = { $you ->
        [yes] você desafia { $other }
       *[no] { $otheryou ->
            [yes] { $name } desafia você
           *[no] { $name } desafia { $other }
        }
    }: { $legal ->
        [yes] válida
       *[no] inválida
    }
braille-ev-retract = { $you ->
        [yes] você retira dr4
       *[no] { $name } retira dr4
    }
braille-ev-swap = { $you ->
        [yes] você troca com { $other }
       *[no] { $name } troca com { $other }
    }
braille-ev-jump-in = { $you ->
        [yes] você entra { $card }
       *[no] { $name } entra { $card }
    }
braille-ev-hand-end = { $you ->
        [yes] você ganha a mão, { $points }
       *[no] { $name } ganha a mão, { $points }
    }
braille-ev-match-end = { $you ->
        [yes] você ganha a partida
       *[no] { $name } ganha a partida
    }
