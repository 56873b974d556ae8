## Brojevi slovima za NUM($count, gender: ..., case: ...): vidi locales/en/numbers.ftl.
## Jedan i dva slažu se s imenicom po rodu (jedna karta, dvije karte) i padežu (vuče jednu
## kartu), i u složenom broju (dvadeset jedna karta, dvadeset jednu kartu); genitiv (case: "gen"):
## riješiti se jednog boda.

number-0 = nula
number-1 = { $case ->
    [gen] { $gender ->
        [feminine] jedne
       *[other] jednog
    }
   *[other] { $gender ->
        [feminine] { $case ->
            [acc] jednu
           *[other] jedna
        }
        [neuter] jedno
       *[other] jedan
    }
}
number-2 = { $gender ->
    [feminine] dvije
   *[other] dva
}
number-3 = tri
number-4 = četiri
number-5 = pet
number-6 = šest
number-7 = sedam
number-8 = osam
number-9 = devet
number-10 = deset
number-11 = jedanaest
number-12 = dvanaest
number-13 = trinaest
number-14 = četrnaest
number-15 = petnaest
number-16 = šesnaest
number-17 = sedamnaest
number-18 = osamnaest
number-19 = devetnaest
number-20 = dvadeset
number-30 = trideset
number-40 = četrdeset
number-50 = pedeset
number-60 = šezdeset
number-70 = sedamdeset
number-80 = osamdeset
number-90 = devedeset
number-100 = sto
number-200 = dvjesto
number-300 = tristo
number-400 = četiristo
number-500 = petsto
number-600 = šesto
number-700 = sedamsto
number-800 = osamsto
number-900 = devetsto
# dvadeset dvije
number-tens-join = { $tens } { $units }
# sto dvadeset dvije
number-hundreds-join = { $hundreds } { $rest }
