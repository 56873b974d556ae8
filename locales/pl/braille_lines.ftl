## Wiersze monitora brajlowskiego we właściwej osobie (Narration.braille używa braille-<id> przed <id>.braille).

braille-ev-draw = { $you ->
        [yes] dobierasz { $count }
       *[no] { $name } dobiera { $count }
    }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
braille-ev-pass = { $you ->
        [yes] pasujesz
       *[no] { $name } pasuje
    }
braille-ev-challenge = { $you ->
        [yes] sprawdzasz { $other }
       *[no] { $otheryou ->
            [yes] { $name } sprawdza ciebie
           *[no] { $name } sprawdza { $other }
        }
    }: { $legal ->
        [yes] zgodnie z zasadami
       *[no] blef
    }
braille-ev-retract = { $you ->
        [yes] cofasz dr4
       *[no] { $name } cofa dr4
    }
braille-ev-swap = { $you ->
        [yes] zamieniasz się z { $other }
       *[no] { $name } zamiana z { $other }
    }
braille-ev-jump-in = { $you ->
        [yes] wskakujesz { $card }
       *[no] { $name } wskakuje { $card }
    }
braille-ev-hand-end = { $you ->
        [yes] wygrywasz rozdanie, { $points }
       *[no] { $name } wygrywa rozdanie, { $points }
    }
braille-ev-match-end = { $you ->
        [yes] wygrywasz partię
       *[no] { $name } wygrywa partię
    }
