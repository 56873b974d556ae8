## Liczebniki słownie dla NUM($count, gender: ..., case: ...): zob. locales/en/numbers.ftl.
## Jeden i dwa odmieniają się przez rodzaj (jedna karta, dwie karty) i przypadek (biorę jedną
## kartę); w liczebniku złożonym "jeden" się nie zmienia (dwadzieścia jeden kart).

number-0 = zero
number-1 = { $gender ->
    [feminine] { $case ->
        [acc] jedną
       *[other] jedna
    }
    [neuter] jedno
   *[other] jeden
}
number-1-compound = jeden
number-2 = { $gender ->
    [feminine] dwie
   *[other] dwa
}
number-3 = trzy
number-4 = cztery
number-5 = pięć
number-6 = sześć
number-7 = siedem
number-8 = osiem
number-9 = dziewięć
number-10 = dziesięć
number-11 = jedenaście
number-12 = dwanaście
number-13 = trzynaście
number-14 = czternaście
number-15 = piętnaście
number-16 = szesnaście
number-17 = siedemnaście
number-18 = osiemnaście
number-19 = dziewiętnaście
number-20 = dwadzieścia
number-30 = trzydzieści
number-40 = czterdzieści
number-50 = pięćdziesiąt
number-60 = sześćdziesiąt
number-70 = siedemdziesiąt
number-80 = osiemdziesiąt
number-90 = dziewięćdziesiąt
number-100 = sto
number-200 = dwieście
number-300 = trzysta
number-400 = czterysta
number-500 = pięćset
number-600 = sześćset
number-700 = siedemset
number-800 = osiemset
number-900 = dziewięćset
# dwadzieścia dwie
number-tens-join = { $tens } { $units }
# sto dwadzieścia dwie
number-hundreds-join = { $hundreds } { $rest }
