## Liczebniki słownie dla NUM($count, gender: ..., case: ...): zob. locales/en/numbers.ftl.
## Jeden i dwa odmieniają się przez rodzaj (jedna karta, dwie karty) i przypadek (biorę jedną
## kartę); w liczebniku złożonym "jeden" się nie zmienia (dwadzieścia jeden kart). Dopełniacz
## (case: "gen") dla "od ... do", "pozbyć się": od dwóch do dziesięciu graczy, pięciuset punktów.

number-0 = { $case ->
    [gen] zera
   *[other] zero
}
number-1 = { $case ->
    [gen] { $gender ->
        [feminine] jednej
       *[other] jednego
    }
   *[other] { $gender ->
        [feminine] { $case ->
            [acc] jedną
           *[other] jedna
        }
        [neuter] jedno
       *[other] jeden
    }
}
number-1-compound = jeden
number-2 = { $case ->
    [gen] dwóch
   *[other] { $gender ->
        [feminine] dwie
       *[other] dwa
    }
}
number-3 = { $case ->
    [gen] trzech
   *[other] trzy
}
number-4 = { $case ->
    [gen] czterech
   *[other] cztery
}
number-5 = { $case ->
    [gen] pięciu
   *[other] pięć
}
number-6 = { $case ->
    [gen] sześciu
   *[other] sześć
}
number-7 = { $case ->
    [gen] siedmiu
   *[other] siedem
}
number-8 = { $case ->
    [gen] ośmiu
   *[other] osiem
}
number-9 = { $case ->
    [gen] dziewięciu
   *[other] dziewięć
}
number-10 = { $case ->
    [gen] dziesięciu
   *[other] dziesięć
}
number-11 = { $case ->
    [gen] jedenastu
   *[other] jedenaście
}
number-12 = { $case ->
    [gen] dwunastu
   *[other] dwanaście
}
number-13 = { $case ->
    [gen] trzynastu
   *[other] trzynaście
}
number-14 = { $case ->
    [gen] czternastu
   *[other] czternaście
}
number-15 = { $case ->
    [gen] piętnastu
   *[other] piętnaście
}
number-16 = { $case ->
    [gen] szesnastu
   *[other] szesnaście
}
number-17 = { $case ->
    [gen] siedemnastu
   *[other] siedemnaście
}
number-18 = { $case ->
    [gen] osiemnastu
   *[other] osiemnaście
}
number-19 = { $case ->
    [gen] dziewiętnastu
   *[other] dziewiętnaście
}
number-20 = { $case ->
    [gen] dwudziestu
   *[other] dwadzieścia
}
number-30 = { $case ->
    [gen] trzydziestu
   *[other] trzydzieści
}
number-40 = { $case ->
    [gen] czterdziestu
   *[other] czterdzieści
}
number-50 = { $case ->
    [gen] pięćdziesięciu
   *[other] pięćdziesiąt
}
number-60 = { $case ->
    [gen] sześćdziesięciu
   *[other] sześćdziesiąt
}
number-70 = { $case ->
    [gen] siedemdziesięciu
   *[other] siedemdziesiąt
}
number-80 = { $case ->
    [gen] osiemdziesięciu
   *[other] osiemdziesiąt
}
number-90 = { $case ->
    [gen] dziewięćdziesięciu
   *[other] dziewięćdziesiąt
}
number-100 = { $case ->
    [gen] stu
   *[other] sto
}
number-200 = { $case ->
    [gen] dwustu
   *[other] dwieście
}
number-300 = { $case ->
    [gen] trzystu
   *[other] trzysta
}
number-400 = { $case ->
    [gen] czterystu
   *[other] czterysta
}
number-500 = { $case ->
    [gen] pięciuset
   *[other] pięćset
}
number-600 = { $case ->
    [gen] sześciuset
   *[other] sześćset
}
number-700 = { $case ->
    [gen] siedmiuset
   *[other] siedemset
}
number-800 = { $case ->
    [gen] ośmiuset
   *[other] osiemset
}
number-900 = { $case ->
    [gen] dziewięciuset
   *[other] dziewięćset
}
# dwadzieścia dwie
number-tens-join = { $tens } { $units }
# sto dwadzieścia dwie
number-hundreds-join = { $hundreds } { $rest }

# Lista do wyboru (Localizer.join, style "or"): „albo” przed ostatnią pozycją, jak w pomocy
# („human, easy, normal albo hard”), zamiast „lub” z CLDR; $head to pozostałe pozycje po przecinku.
list-or = { $head } albo { $last }
