# Giocatori del computer: nomi, stili e il perché di ogni mossa.
# $name è il nome del giocatore; $card una carta; $color il colore (red, yellow, green, blue);
# $target un altro giocatore; $count, $points, $percent e $samples sono numeri.

bot-name = { $persona ->
        [0] Bruno
        [1] Anna
        [2] Marco
        [3] Giulia
        [4] Luca
        [5] Sara
        [6] Paolo
        [7] Elena
        [8] Dario
       *[9] Chiara
    }

bot-level = { $level ->
        [random] casuale
        [easy] facile
        [normal] medio
       *[hard] difficile
    }

bot-style = { $style ->
        [cautious] { $name } gioca con prudenza: tiene le carte azione per i momenti difficili.
        [bold] { $name } gioca in modo aggressivo: si libera subito delle carte azione.
       *[steady] { $name } gioca con calma, una carta sensata dopo l'altra.
    }

## Il perché di una mossa

bot-why-random = { $name } ha scelto una mossa a caso.
bot-why-random-play = { $name } ha giocato { CASE($card, case: "def") }, scelto a caso.
bot-why-careless = { $name } ha giocato { CASE($card, case: "def") } senza pensarci troppo.
bot-why-forgot-uno = { $name } ha giocato { CASE($card, case: "def") } e si è { GENDER($name) ->
        [f] dimenticata
       *[other] dimenticato
    } di dire UNO.
bot-why-uno = { $name } ha detto UNO.
bot-why-only-play = { $name } ha giocato { CASE($card, case: "def") }: era l'unica carta che poteva giocare.
bot-why-follow = { $name } ha giocato { CASE($card, case: "def") } perché ha in mano { $count ->
        [one] una carta { $color ->
            [red] rossa
            [yellow] gialla
            [green] verde
           *[blue] blu
        }
       *[other] { NUM($count, gender: "feminine") } carte { $color ->
            [red] rosse
            [yellow] gialle
            [green] verdi
           *[blue] blu
        }
    }.
bot-why-kept-wild = { $name } ha tenuto il suo Jolly e ha giocato { CASE($card, case: "def") } perché ha in mano { $count ->
        [one] una carta { $color ->
            [red] rossa
            [yellow] gialla
            [green] verde
           *[blue] blu
        }
       *[other] { NUM($count, gender: "feminine") } carte { $color ->
            [red] rosse
            [yellow] gialle
            [green] verdi
           *[blue] blu
        }
    }.
bot-why-wild = { $name } ha giocato { CASE($card, case: "def") } e ha scelto il { color-name }: ha in mano { $count ->
        [one] una carta
       *[other] { NUM($count, gender: "feminine") } carte
    } di quel colore.
bot-why-attack = { $name } ha giocato { CASE($card, case: "def") } perché { INITIAL($target) ->
        [a] ad
       *[other] a
    } { $target } { $count ->
        [one] resta una sola carta
       *[other] restano solo { NUM($count, gender: "feminine") } carte
    }.
bot-why-dump = { $name } ha giocato { CASE($card, case: "def") } per liberarsi di { $points ->
        [one] un punto
       *[other] { $points } punti
    } prima che la mano finisca.
bot-why-draw-none = { $name } ha pescato una carta: non aveva niente da giocare.
bot-why-draw-choice = { $name } ha pescato una carta invece di giocare.
bot-why-play-drawn = { $name } ha giocato la carta appena pescata, { CASE($card, case: "def") }.
bot-why-pass = { $name } ha tenuto la carta pescata.
bot-why-color = { $name } ha scelto il { color-name }: ha in mano { $count ->
        [one] una carta
       *[other] { NUM($count, gender: "feminine") } carte
    } di quel colore.
bot-why-challenge = { $name } ha sfidato il Jolly pesca quattro: dava al bluff una probabilità del { $percent } per cento.
bot-why-accept = { $name } ha accettato il Jolly pesca quattro: dava al bluff una probabilità di appena il { $percent } per cento.
bot-why-catch = { $name } ha beccato { $target }, che non aveva detto UNO.
bot-why-swap = { $name } ha scambiato la mano con { $target }, che aveva { $count ->
        [one] una sola carta
       *[other] { NUM($count, gender: "feminine") } carte
    }.
bot-why-jump = { $name } è { GENDER($name) ->
        [f] entrata
       *[other] entrato
    } fuori turno con { CASE($card, case: "def") }, identico alla carta in cima.
bot-why-search-play = { $name } ha giocato { CASE($card, case: "def") }: su { $samples ->
        [one] una distribuzione immaginata
       *[other] { $samples } distribuzioni immaginate
    } questa mossa ha vinto il { $percent } per cento delle volte.
bot-why-search-move = { $name } { $move ->
        [draw] ha pescato una carta
        [pass] ha tenuto la carta pescata
        [challenge] ha sfidato il Jolly pesca quattro
        [accept] ha accettato il Jolly pesca quattro
        [swap] ha scambiato la mano
       *[other] ha fatto la sua mossa
    }: su { $samples ->
        [one] una distribuzione immaginata
       *[other] { $samples } distribuzioni immaginate
    } questa scelta ha vinto il { $percent } per cento delle volte.
bot-why-bluff = { $name } ha giocato { CASE($card, case: "def") } pur avendo carte { $color ->
        [red] rosse
        [yellow] gialle
        [green] verdi
       *[blue] blu
    }: un bluff che ha vinto il { $percent } per cento di { $samples ->
        [one] una distribuzione immaginata
       *[other] { $samples } distribuzioni immaginate
    }.
