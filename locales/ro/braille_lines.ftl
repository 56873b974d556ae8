## Rânduri pentru afișajul Braille la persoana potrivită (Narration.braille folosește braille-<id> înainte de <id>.braille).

braille-ev-draw = { $you ->
        [yes] tragi { $count }
       *[no] { $name } trage { $count }
    }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
braille-ev-pass = { $you ->
        [yes] tu pas
       *[no] { $name } pas
    }
braille-ev-challenge = { $you ->
        [yes] contești { $other }
       *[no] { $otheryou ->
            [yes] { $name } te contestă
           *[no] { $name } contestă { $other }
        }
    }: { $legal ->
        [yes] corect
       *[no] cacealma
    }
braille-ev-retract = { $you ->
        [yes] iei înapoi dr4
       *[no] { $name } ia înapoi dr4
    }
braille-ev-swap = { $you ->
        [yes] schimb: { $name }, { $other }
       *[no] schimb: { $name }, { $other }
    }
braille-ev-jump-in = { $you ->
        [yes] intri { $card }
       *[no] { $name } intră { $card }
    }
braille-ev-hand-end = { $you ->
        [yes] câștigi mâna, { $points }
       *[no] { $name } câștigă mâna, { $points }
    }
braille-ev-match-end = { $you ->
        [yes] câștigi meciul
       *[no] { $name } câștigă meciul
    }
