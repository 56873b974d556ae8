## Righe per il display Braille alla persona giusta (Narration.braille usa braille-<id> prima di <id>.braille).

braille-ev-draw = { $you ->
        [yes] peschi { $count }
       *[no] { $name } pesca { $count }
    }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
braille-ev-pass = { $you ->
        [yes] passi
       *[no] { $name } passa
    }
braille-ev-challenge = { $you ->
        [yes] sfidi { $other }
       *[no] { $otheryou ->
            [yes] { $name } ti sfida
           *[no] { $name } sfida { $other }
        }
    }: { $legal ->
        [yes] regolare
       *[no] bluff
    }
braille-ev-retract = { $you ->
        [yes] riprendi dr4
       *[no] { $name } riprende dr4
    }
braille-ev-swap = { $you ->
        [yes] scambio: { $name }, { $other }
       *[no] scambio: { $name }, { $other }
    }
braille-ev-jump-in = { $you ->
        [yes] ti inserisci { $card }
       *[no] { $name } si inserisce { $card }
    }
braille-ev-hand-end = { $you ->
        [yes] vinci la mano, { $points }
       *[no] { $name } vince la mano, { $points }
    }
braille-ev-match-end = { $you ->
        [yes] vinci la partita
       *[no] { $name } vince la partita
    }
