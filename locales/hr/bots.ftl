# Računalni igrači: imena, stilovi igre i razlog svakog poteza.
# $name je ime igrača (GENDER($name) daje m ili f); $card karta; $color boja (red, yellow, green, blue);
# $target drugi igrač; $count, $points, $percent i $samples su brojevi.

bot-name = { $persona ->
        [0] Boris
        [1] Ana
        [2] Marko
        [3] Ivana
        [4] Luka
        [5] Petra
        [6] Ivan
        [7] Maja
        [8] Tomislav
       *[9] Nina
    }

bot-level = { $level ->
        [random] nasumična
        [easy] laka
        [normal] srednja
       *[hard] teška
    }

bot-style = { $style ->
        [cautious] { $name } igra oprezno: karte akcije čuva za težak trenutak.
        [bold] { $name } igra odvažno: karte akcije baca odmah.
       *[steady] { $name } igra mirno, jednu razumnu kartu za drugom.
    }

## Razlog poteza

bot-why-random = { $name } je { GENDER($name) ->
        [f] odabrala
       *[other] odabrao
    } potez nasumce.
bot-why-random-play = { $name } je { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } { CASE($card, case: "acc") }, odabranu nasumce.
bot-why-careless = { $name } je { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } { CASE($card, case: "acc") } bez puno razmišljanja.
bot-why-forgot-uno = { $name } je { GENDER($name) ->
        [f] odigrala { CASE($card, case: "acc") } i zaboravila
       *[other] odigrao { CASE($card, case: "acc") } i zaboravio
    } reći UNO.
bot-why-uno = { $name } je { GENDER($name) ->
        [f] rekla
       *[other] rekao
    } UNO.
bot-why-only-play = { $name } je { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } { CASE($card, case: "acc") }: to je bila jedina karta koju je { GENDER($name) ->
        [f] mogla
       *[other] mogao
    } odigrati.
bot-why-follow = { $name } je { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } { CASE($card, case: "acc") } jer u ruci ima { $count ->
        [one] { NUM($count, gender: "feminine", case: "acc") } kartu
        [few] { NUM($count, gender: "feminine", case: "acc") } karte
       *[other] { NUM($count, gender: "feminine", case: "acc") } karata
    } u { $color ->
        [red] crvenoj
        [yellow] žutoj
        [green] zelenoj
       *[blue] plavoj
    } boji.
bot-why-kept-wild = { $name } je { GENDER($name) ->
        [f] sačuvala džokera i odigrala
       *[other] sačuvao džokera i odigrao
    } { CASE($card, case: "acc") } jer u ruci ima { $count ->
        [one] { NUM($count, gender: "feminine", case: "acc") } kartu
        [few] { NUM($count, gender: "feminine", case: "acc") } karte
       *[other] { NUM($count, gender: "feminine", case: "acc") } karata
    } u { $color ->
        [red] crvenoj
        [yellow] žutoj
        [green] zelenoj
       *[blue] plavoj
    } boji.
bot-why-wild = { $name } je { GENDER($name) ->
        [f] odigrala { CASE($card, case: "acc") } i odabrala
       *[other] odigrao { CASE($card, case: "acc") } i odabrao
    } { $color ->
        [red] crvenu
        [yellow] žutu
        [green] zelenu
       *[blue] plavu
    } boju: u ruci ima { $count ->
        [one] { NUM($count, gender: "feminine", case: "acc") } kartu
        [few] { NUM($count, gender: "feminine", case: "acc") } karte
       *[other] { NUM($count, gender: "feminine", case: "acc") } karata
    } te boje.
bot-why-attack = { $name } je { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } { CASE($card, case: "acc") } jer { $target } ima još samo { $count ->
        [one] { NUM($count, gender: "feminine", case: "acc") } kartu
        [few] { NUM($count, gender: "feminine", case: "acc") } karte
       *[other] { NUM($count, gender: "feminine", case: "acc") } karata
    }.
bot-why-dump = { $name } je { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } { CASE($card, case: "acc") } da se riješi { $points ->
        [one] { NUM($points, gender: "masculine", case: "gen") } boda
        [few] { NUM($points, gender: "masculine", case: "gen") } boda
       *[other] { NUM($points, gender: "masculine", case: "gen") } bodova
    } prije kraja runde.
bot-why-draw-none = { $name } je { GENDER($name) ->
        [f] izvukla kartu: nije imala
       *[other] izvukao kartu: nije imao
    } što odigrati.
bot-why-draw-choice = { $name } je { GENDER($name) ->
        [f] izvukla
       *[other] izvukao
    } kartu umjesto da igra.
bot-why-play-drawn = { $name } je { GENDER($name) ->
        [f] odigrala kartu koju je upravo izvukla:
       *[other] odigrao kartu koju je upravo izvukao:
    } { CASE($card, case: "acc") }.
bot-why-pass = { $name } je { GENDER($name) ->
        [f] zadržala izvučenu kartu
       *[other] zadržao izvučenu kartu
    }.
bot-why-color = { $name } je { GENDER($name) ->
        [f] odabrala
       *[other] odabrao
    } { $color ->
        [red] crvenu
        [yellow] žutu
        [green] zelenu
       *[blue] plavu
    } boju: u ruci ima { $count ->
        [one] { NUM($count, gender: "feminine", case: "acc") } kartu
        [few] { NUM($count, gender: "feminine", case: "acc") } karte
       *[other] { NUM($count, gender: "feminine", case: "acc") } karata
    } te boje.
bot-why-challenge = { $name } je { GENDER($name) ->
        [f] osporila džokera Vuci četiri: procijenila
       *[other] osporio džokera Vuci četiri: procijenio
    } je da je blef vjerojatan { $percent } posto.
bot-why-accept = { $name } je { GENDER($name) ->
        [f] prihvatila džokera Vuci četiri: procijenila
       *[other] prihvatio džokera Vuci četiri: procijenio
    } je da je blef vjerojatan samo { $percent } posto.
bot-why-catch = { $target } nije { GENDER($target) ->
        [f] rekla
       *[other] rekao
    } UNO i { $name } je to { GENDER($name) ->
        [f] primijetila
       *[other] primijetio
    }.
bot-why-swap = { $name } je { GENDER($name) ->
        [f] zamijenila
       *[other] zamijenio
    } ruku { GENDER($target) ->
        [f] s igračicom { $target }, koja je imala
       *[other] s igračem { $target }, koji je imao
    } { $count ->
        [one] samo { NUM($count, gender: "feminine", case: "acc") } kartu
        [few] { NUM($count, gender: "feminine", case: "acc") } karte
       *[other] { NUM($count, gender: "feminine", case: "acc") } karata
    }.
bot-why-jump = { $name } je { GENDER($name) ->
        [f] uskočila
       *[other] uskočio
    } izvan reda s kartom { CASE($card, case: "nom") }, jednakom gornjoj karti.
bot-why-search-play = { $name } je { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } { CASE($card, case: "acc") }: od { $samples ->
        [one] { $samples } zamišljenog dijeljenja
        [few] { $samples } zamišljena dijeljenja
       *[other] { $samples } zamišljenih dijeljenja
    } taj je potez dobio { $percent } posto.
bot-why-search-move = { $name } je { $move ->
        [draw] { GENDER($name) ->
            [f] izvukla kartu
           *[other] izvukao kartu
        }
        [pass] { GENDER($name) ->
            [f] zadržala izvučenu kartu
           *[other] zadržao izvučenu kartu
        }
        [challenge] { GENDER($name) ->
            [f] osporila džokera Vuci četiri
           *[other] osporio džokera Vuci četiri
        }
        [accept] { GENDER($name) ->
            [f] prihvatila džokera Vuci četiri
           *[other] prihvatio džokera Vuci četiri
        }
        [swap] { GENDER($name) ->
            [f] zamijenila ruku
           *[other] zamijenio ruku
        }
       *[other] { GENDER($name) ->
            [f] odigrala svoj potez
           *[other] odigrao svoj potez
        }
    }: od { $samples ->
        [one] { $samples } zamišljenog dijeljenja
        [few] { $samples } zamišljena dijeljenja
       *[other] { $samples } zamišljenih dijeljenja
    } taj je izbor dobio { $percent } posto.
bot-why-bluff = { $name } je { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } { CASE($card, case: "acc") } iako je { GENDER($name) ->
        [f] imala
       *[other] imao
    } { $color ->
        [red] crvenih
        [yellow] žutih
        [green] zelenih
       *[blue] plavih
    } karata: taj je blef dobio { $percent } posto od { $samples ->
        [one] { $samples } zamišljenog dijeljenja
        [few] { $samples } zamišljena dijeljenja
       *[other] { $samples } zamišljenih dijeljenja
    }.
