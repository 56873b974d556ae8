## Retci za brajični redak u pravom licu (Narration.braille koristi braille-<id> prije <id>.braille).

braille-ev-draw = { $you ->
        [yes] vučeš { $count }
       *[no] { $name } vuče { $count }
    }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
braille-ev-pass = { $you ->
        [yes] ti dalje
       *[no] { $name } dalje
    }
braille-ev-challenge = { $you ->
        [yes] osporavaš { $other }
       *[no] { $otheryou ->
            [yes] { $name } osporava tebe
           *[no] { $name } osporava { $other }
        }
    }: { $legal ->
        [yes] dopušteno
       *[no] blef
    }
braille-ev-retract = { $you ->
        [yes] vraćaš dr4
       *[no] { $name } vraća dr4
    }
braille-ev-swap = { $you ->
        [yes] mijenjaš s { $other }
       *[no] { $name } mijenja s { $other }
    }
braille-ev-jump-in = { $you ->
        [yes] uskačeš { $card }
       *[no] { $name } uskače { $card }
    }
braille-ev-hand-end = { $you ->
        [yes] dobivaš rundu, { $points }
       *[no] { $name } dobiva rundu, { $points }
    }
braille-ev-match-end = { $you ->
        [yes] dobivaš partiju
       *[no] { $name } dobiva partiju
    }
