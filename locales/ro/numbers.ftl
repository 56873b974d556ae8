## Numerale în litere pentru NUM($count, gender: ..., case: ...): vezi locales/en/numbers.ftl.
## Unu și doi se acordă cu substantivul: "o carte", "un punct", "două cărți", "două puncte"
## (neutrul are la plural formele femininului), "douăsprezece"; în numerale compuse unu devine
## "unu"/"una" (douăzeci și una de cărți).

number-0 = zero
number-1 = { $gender ->
    [feminine] o
    [masculine] un
    [neuter] un
   *[other] unu
}
number-1-compound = { $gender ->
    [feminine] una
   *[other] unu
}
number-2 = { $gender ->
    [feminine] două
    [neuter] două
   *[other] doi
}
number-3 = trei
number-4 = patru
number-5 = cinci
number-6 = șase
number-7 = șapte
number-8 = opt
number-9 = nouă
number-10 = zece
number-11 = unsprezece
number-12 = { $gender ->
    [feminine] douăsprezece
    [neuter] douăsprezece
   *[other] doisprezece
}
number-13 = treisprezece
number-14 = paisprezece
number-15 = cincisprezece
number-16 = șaisprezece
number-17 = șaptesprezece
number-18 = optsprezece
number-19 = nouăsprezece
number-20 = douăzeci
number-30 = treizeci
number-40 = patruzeci
number-50 = cincizeci
number-60 = șaizeci
number-70 = șaptezeci
number-80 = optzeci
number-90 = nouăzeci
number-100 = o sută
number-200 = două sute
number-300 = trei sute
number-400 = patru sute
number-500 = cinci sute
number-600 = șase sute
number-700 = șapte sute
number-800 = opt sute
number-900 = nouă sute
# douăzeci și două
number-tens-join = { $tens } și { $units }
# o sută douăzeci și două
number-hundreds-join = { $hundreds } { $rest }
