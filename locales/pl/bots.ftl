# Gracze komputerowi: imiona, style gry i powód każdego ruchu.
# $name to imię gracza (GENDER($name) daje m lub f); $card karta; $color kolor (red, yellow, green, blue);
# $target inny gracz; $count, $points, $percent i $samples to liczby.

bot-name = { $persona ->
        [0] Bartek
        [1] Ania
        [2] Marek
        [3] Ola
        [4] Piotr
        [5] Kasia
        [6] Tomek
        [7] Ewa
        [8] Jacek
       *[9] Zosia
    }

bot-level = { $level ->
        [random] losowy
        [easy] łatwy
        [normal] średni
       *[hard] trudny
    }

bot-style = { $style ->
        [cautious] { $name } gra ostrożnie: karty akcji zostawia na trudną chwilę.
        [bold] { $name } gra odważnie: karty akcji wyrzuca od razu.
       *[steady] { $name } gra spokojnie, jedna rozsądna karta po drugiej.
    }

## Powód ruchu

bot-why-random = { $name } { GENDER($name) ->
        [f] wybrała
       *[other] wybrał
    } ruch na chybił trafił.
bot-why-random-play = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } { CASE($card, case: "acc") }, na chybił trafił.
bot-why-careless = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } { CASE($card, case: "acc") } bez większego namysłu.
bot-why-forgot-uno = { $name } { GENDER($name) ->
        [f] zagrała { CASE($card, case: "acc") } i zapomniała
       *[other] zagrał { CASE($card, case: "acc") } i zapomniał
    } powiedzieć UNO.
bot-why-uno = { $name } { GENDER($name) ->
        [f] powiedziała
       *[other] powiedział
    } UNO.
bot-why-only-play = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } { CASE($card, case: "acc") }: to była jedyna karta, którą { GENDER($name) ->
        [f] mogła
       *[other] mógł
    } zagrać.
bot-why-follow = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } { CASE($card, case: "acc") }, bo ma na ręce { $count ->
        [one] jedną { $color ->
            [red] czerwoną
            [yellow] żółtą
            [green] zieloną
           *[blue] niebieską
        } kartę
        [few] { NUM($count, gender: "feminine", case: "acc") } { $color ->
            [red] czerwone
            [yellow] żółte
            [green] zielone
           *[blue] niebieskie
        } karty
       *[many] { NUM($count, gender: "feminine", case: "acc") } { $color ->
            [red] czerwonych
            [yellow] żółtych
            [green] zielonych
           *[blue] niebieskich
        } kart
    }.
bot-why-kept-wild = { $name } { GENDER($name) ->
        [f] zachowała Zmianę koloru i zagrała
       *[other] zachował Zmianę koloru i zagrał
    } { CASE($card, case: "acc") }, bo ma na ręce { $count ->
        [one] jedną { $color ->
            [red] czerwoną
            [yellow] żółtą
            [green] zieloną
           *[blue] niebieską
        } kartę
        [few] { NUM($count, gender: "feminine", case: "acc") } { $color ->
            [red] czerwone
            [yellow] żółte
            [green] zielone
           *[blue] niebieskie
        } karty
       *[many] { NUM($count, gender: "feminine", case: "acc") } { $color ->
            [red] czerwonych
            [yellow] żółtych
            [green] zielonych
           *[blue] niebieskich
        } kart
    }.
bot-why-wild = { $name } { GENDER($name) ->
        [f] zagrała { CASE($card, case: "acc") } i wybrała
       *[other] zagrał { CASE($card, case: "acc") } i wybrał
    } kolor { color-name }: ma na ręce { $count ->
        [one] jedną kartę
        [few] { NUM($count, gender: "feminine", case: "acc") } karty
       *[many] { NUM($count, gender: "feminine", case: "acc") } kart
    } w tym kolorze.
bot-why-attack = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } { CASE($card, case: "acc") }, bo { $target } ma już tylko { $count ->
        [one] jedną kartę
        [few] { NUM($count, gender: "feminine", case: "acc") } karty
       *[many] { NUM($count, gender: "feminine", case: "acc") } kart
    }.
bot-why-dump = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } { CASE($card, case: "acc") }, żeby pozbyć się { $points ->
        [one] jednego punktu
        [few] { NUM($points, gender: "masculine", case: "gen") } punktów
       *[many] { NUM($points, gender: "masculine", case: "gen") } punktów
    } przed końcem rozdania.
bot-why-draw-none = { $name } { GENDER($name) ->
        [f] dobrała kartę: nie miała
       *[other] dobrał kartę: nie miał
    } czym zagrać.
bot-why-draw-choice = { $name } { GENDER($name) ->
        [f] dobrała
       *[other] dobrał
    } kartę zamiast zagrać.
bot-why-play-drawn = { $name } { GENDER($name) ->
        [f] zagrała kartę, którą właśnie dobrała:
       *[other] zagrał kartę, którą właśnie dobrał:
    } { CASE($card, case: "acc") }.
bot-why-pass = { $name } { GENDER($name) ->
        [f] zatrzymała dobraną kartę
       *[other] zatrzymał dobraną kartę
    }.
bot-why-color = { $name } { GENDER($name) ->
        [f] wybrała
       *[other] wybrał
    } kolor { color-name }: ma na ręce { $count ->
        [one] jedną kartę
        [few] { NUM($count, gender: "feminine", case: "acc") } karty
       *[many] { NUM($count, gender: "feminine", case: "acc") } kart
    } w tym kolorze.
bot-why-challenge = { $name } { GENDER($name) ->
        [f] zakwestionowała Zmianę koloru – Weź cztery: oceniła
       *[other] zakwestionował Zmianę koloru – Weź cztery: ocenił
    } szansę blefu na { $percent } procent.
bot-why-accept = { $name } { GENDER($name) ->
        [f] przyjęła Zmianę koloru – Weź cztery: oceniła
       *[other] przyjął Zmianę koloru – Weź cztery: ocenił
    } szansę blefu na zaledwie { $percent } procent.
bot-why-catch = { $target } nie { GENDER($target) ->
        [f] powiedziała
       *[other] powiedział
    } UNO i { $name } { GENDER($name) ->
        [f] to wychwyciła
       *[other] to wychwycił
    }.
bot-why-swap = { $name } { GENDER($name) ->
        [f] zamieniła
       *[other] zamienił
    } się kartami z { GENDER($target) ->
        [f] graczką { $target }, która miała
       *[other] graczem { $target }, który miał
    } { $count ->
        [one] tylko jedną kartę
        [few] { NUM($count, gender: "feminine", case: "acc") } karty
       *[many] { NUM($count, gender: "feminine", case: "acc") } kart
    }.
bot-why-jump = { $name } { GENDER($name) ->
        [f] wskoczyła
       *[other] wskoczył
    } poza kolejnością z kartą { CASE($card, case: "nom") }, taką samą jak karta na stosie.
bot-why-search-play = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } { CASE($card, case: "acc") }: w { $samples ->
        [one] jednym wyobrażonym rozdaniu
        [few] { NUM($samples, case: "gen") } wyobrażonych rozdaniach
       *[many] { NUM($samples, case: "gen") } wyobrażonych rozdaniach
    } ten ruch wygrał w { $percent ->
        [one] jednym procencie
        [few] { NUM($percent, case: "gen") } procentach
        [many] { NUM($percent, case: "gen") } procentach
       *[other] { NUM($percent, case: "gen") } procentach
    } przypadków.
bot-why-search-move = { $name } { $move ->
        [draw] { GENDER($name) ->
            [f] dobrała kartę
           *[other] dobrał kartę
        }
        [pass] { GENDER($name) ->
            [f] zatrzymała dobraną kartę
           *[other] zatrzymał dobraną kartę
        }
        [challenge] { GENDER($name) ->
            [f] zakwestionowała Zmianę koloru – Weź cztery
           *[other] zakwestionował Zmianę koloru – Weź cztery
        }
        [accept] { GENDER($name) ->
            [f] przyjęła Zmianę koloru – Weź cztery
           *[other] przyjął Zmianę koloru – Weź cztery
        }
        [swap] { GENDER($name) ->
            [f] zamieniła się kartami
           *[other] zamienił się kartami
        }
       *[other] { GENDER($name) ->
            [f] wykonała ruch
           *[other] wykonał ruch
        }
    }: w { $samples ->
        [one] jednym wyobrażonym rozdaniu
        [few] { NUM($samples, case: "gen") } wyobrażonych rozdaniach
       *[many] { NUM($samples, case: "gen") } wyobrażonych rozdaniach
    } ten wybór wygrał w { $percent ->
        [one] jednym procencie
        [few] { NUM($percent, case: "gen") } procentach
        [many] { NUM($percent, case: "gen") } procentach
       *[other] { NUM($percent, case: "gen") } procentach
    } przypadków.
bot-why-bluff = { $name } { GENDER($name) ->
        [f] zagrała
       *[other] zagrał
    } { CASE($card, case: "acc") }, choć { GENDER($name) ->
        [f] miała
       *[other] miał
    } karty w kolorze { color-name }: ten blef wygrał w { $percent ->
        [one] jednym procencie
        [few] { NUM($percent, case: "gen") } procentach
        [many] { NUM($percent, case: "gen") } procentach
       *[other] { NUM($percent, case: "gen") } procentach
    } z { $samples ->
        [one] jednego wyobrażonego rozdania
        [few] { NUM($samples, case: "gen") } wyobrażonych rozdań
       *[many] { NUM($samples, case: "gen") } wyobrażonych rozdań
    }.
