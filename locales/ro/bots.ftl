# Jucătorii controlați de calculator: nume, stiluri de joc și motivul fiecărei mutări.
# $name este numele jucătorului; $card o carte; $color culoarea (red, yellow, green, blue);
# $target alt jucător; $count, $points, $percent și $samples sunt numere.

bot-name = { $persona ->
        [0] Bogdan
        [1] Ana
        [2] Mihai
        [3] Ioana
        [4] Radu
        [5] Elena
        [6] Andrei
        [7] Maria
        [8] Dan
       *[9] Irina
    }

bot-level = { $level ->
        [random] la întâmplare
        [easy] ușor
        [normal] normal
       *[hard] greu
    }

bot-style = { $style ->
        [cautious] { $name } joacă prudent: păstrează cărțile de acțiune pentru un moment greu.
        [bold] { $name } joacă îndrăzneț: aruncă imediat cărțile de acțiune.
       *[steady] { $name } joacă liniștit, o carte chibzuită după alta.
    }

## Motivul unei mutări

bot-why-random = { $name } a ales o mutare la întâmplare.
bot-why-random-play = { $name } a jucat la întâmplare { CASE($card, case: "def") }.
bot-why-careless = { $name } a jucat { CASE($card, case: "def") } fără să se gândească prea mult.
bot-why-forgot-uno = { $name } a jucat { CASE($card, case: "def") } și a uitat să spună UNO.
bot-why-uno = { $name } a spus UNO.
bot-why-only-play = { $name } a jucat { CASE($card, case: "def") }: era singura carte pe care o putea juca.
bot-why-follow = { $name } a jucat { CASE($card, case: "def") } pentru că are în mână { $count ->
        [one] o carte { $color ->
            [red] roșie
            [yellow] galbenă
            [green] verde
           *[blue] albastră
        }
        [few] { NUM($count, gender: "feminine") } cărți { $color ->
            [red] roșii
            [yellow] galbene
            [green] verzi
           *[blue] albastre
        }
       *[other] { NUM($count, gender: "feminine") } de cărți { $color ->
            [red] roșii
            [yellow] galbene
            [green] verzi
           *[blue] albastre
        }
    }.
bot-why-kept-wild = { $name } și-a păstrat Jokerul și a jucat { CASE($card, case: "def") } pentru că are în mână { $count ->
        [one] o carte { $color ->
            [red] roșie
            [yellow] galbenă
            [green] verde
           *[blue] albastră
        }
        [few] { NUM($count, gender: "feminine") } cărți { $color ->
            [red] roșii
            [yellow] galbene
            [green] verzi
           *[blue] albastre
        }
       *[other] { NUM($count, gender: "feminine") } de cărți { $color ->
            [red] roșii
            [yellow] galbene
            [green] verzi
           *[blue] albastre
        }
    }.
bot-why-wild = { $name } a jucat { CASE($card, case: "def") } și a ales culoarea { $color ->
        [red] roșie
        [yellow] galbenă
        [green] verde
       *[blue] albastră
    }: are în mână { $count ->
        [one] o carte
        [few] { NUM($count, gender: "feminine") } cărți
       *[other] { NUM($count, gender: "feminine") } de cărți
    } de această culoare.
bot-why-attack = { $name } a jucat { CASE($card, case: "def") } pentru că { $target } mai are doar { $count ->
        [one] o carte
        [few] { NUM($count, gender: "feminine") } cărți
       *[other] { NUM($count, gender: "feminine") } de cărți
    }.
bot-why-dump = { $name } a jucat { CASE($card, case: "def") } ca să scape de { $points ->
        [one] un punct
        [few] { NUM($points, gender: "neuter") } puncte
       *[other] { NUM($points, gender: "neuter") } de puncte
    } înainte de sfârșitul rundei.
bot-why-draw-none = { $name } a tras o carte: nu avea nimic de jucat.
bot-why-draw-choice = { $name } a tras o carte în loc să joace.
bot-why-play-drawn = { $name } a jucat cartea pe care tocmai o trăsese, { CASE($card, case: "def") }.
bot-why-pass = { $name } a păstrat cartea trasă.
bot-why-color = { $name } a ales culoarea { $color ->
        [red] roșie
        [yellow] galbenă
        [green] verde
       *[blue] albastră
    }: are în mână { $count ->
        [one] o carte
        [few] { NUM($count, gender: "feminine") } cărți
       *[other] { NUM($count, gender: "feminine") } de cărți
    } de această culoare.
bot-why-challenge = { $name } a contestat Jokerul +4: a apreciat șansa unei cacealmale la { $percent } la sută.
bot-why-accept = { $name } a acceptat Jokerul +4: a apreciat șansa unei cacealmale la doar { $percent } la sută.
bot-why-catch = { $name } { GENDER($target) ->
        [f] a prins-o
       *[other] l-a prins
    } pe { $target }, care nu spusese UNO.
bot-why-swap = { $name } a schimbat mâna cu { $target }, care avea { $count ->
        [one] doar o carte
        [few] { NUM($count, gender: "feminine") } cărți
       *[other] { NUM($count, gender: "feminine") } de cărți
    }.
bot-why-jump = { $name } a jucat în afara rândului { CASE($card, case: "def") }, aceeași carte ca cea de deasupra.
bot-why-search-play = { $name } a jucat { CASE($card, case: "def") }: { $samples ->
        [one] dintr-o împărțire închipuită
        [few] din { $samples } împărțiri închipuite
       *[other] din { $samples } de împărțiri închipuite
    }, mutarea aceasta a câștigat { $percent } la sută.
bot-why-search-move = { $name } { $move ->
        [draw] a tras o carte
        [pass] a păstrat cartea trasă
        [challenge] a contestat Jokerul +4
        [accept] a acceptat Jokerul +4
        [swap] a schimbat mâna
       *[other] și-a făcut mutarea
    }: { $samples ->
        [one] dintr-o împărțire închipuită
        [few] din { $samples } împărțiri închipuite
       *[other] din { $samples } de împărțiri închipuite
    }, alegerea aceasta a câștigat { $percent } la sută.
bot-why-bluff = { $name } a jucat { CASE($card, case: "def") } deși avea cărți { $color ->
        [red] roșii
        [yellow] galbene
        [green] verzi
       *[blue] albastre
    }: o cacealma care a câștigat { $percent } la sută { $samples ->
        [one] dintr-o împărțire închipuită
        [few] din { $samples } împărțiri închipuite
       *[other] din { $samples } de împărțiri închipuite
    }.
