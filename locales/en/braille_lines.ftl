## Braille display lines in the right person (uno_access/presenter.py: Narration.braille uses braille-<id>
## before <id>.braille): short, card codes, the player addressed as "you".

braille-ev-draw = { $you ->
        [yes] you draw { $count }
       *[no] { $name } draws { $count }
    }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
braille-ev-pass = { $you ->
        [yes] you pass
       *[no] { $name } passes
    }
braille-ev-challenge = { $you ->
        [yes] you challenge { $other }
       *[no] { $otheryou ->
            [yes] { $name } challenges you
           *[no] { $name } challenges { $other }
        }
    }: { $legal ->
        [yes] legal
       *[no] bluff
    }
braille-ev-retract = { $you ->
        [yes] you take back dr4
       *[no] { $name } takes back dr4
    }
braille-ev-swap = { $you ->
        [yes] you swap with { $other }
       *[no] { $name } swaps with { $other }
    }
braille-ev-jump-in = { $you ->
        [yes] you jump in { $card }
       *[no] { $name } jumps in { $card }
    }
braille-ev-hand-end = { $you ->
        [yes] you win hand, { $points }
       *[no] { $name } wins hand, { $points }
    }
braille-ev-match-end = { $you ->
        [yes] you win match
       *[no] { $name } wins match
    }
