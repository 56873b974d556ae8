## Números por extenso para NUM($count, gender: ..., case: ...): ver locales/en/numbers.ftl.
## Um, dois e as centenas concordam com o nome: "uma carta", "duas cartas", "duzentas cartas".
## Cem sozinho, cento numa composição (cento e um). Grafia brasileira (dezesseis, dezessete, dezenove).

number-0 = zero
number-1 = { $gender ->
    [feminine] uma
   *[other] um
}
number-2 = { $gender ->
    [feminine] duas
   *[other] dois
}
number-3 = três
number-4 = quatro
number-5 = cinco
number-6 = seis
number-7 = sete
number-8 = oito
number-9 = nove
number-10 = dez
number-11 = onze
number-12 = doze
number-13 = treze
number-14 = catorze
number-15 = quinze
number-16 = dezesseis
number-17 = dezessete
number-18 = dezoito
number-19 = dezenove
number-20 = vinte
number-30 = trinta
number-40 = quarenta
number-50 = cinquenta
number-60 = sessenta
number-70 = setenta
number-80 = oitenta
number-90 = noventa
number-100 = cem
number-100-compound = cento
number-200 = { $gender ->
    [feminine] duzentas
   *[other] duzentos
}
number-300 = { $gender ->
    [feminine] trezentas
   *[other] trezentos
}
number-400 = { $gender ->
    [feminine] quatrocentas
   *[other] quatrocentos
}
number-500 = { $gender ->
    [feminine] quinhentas
   *[other] quinhentos
}
number-600 = { $gender ->
    [feminine] seiscentas
   *[other] seiscentos
}
number-700 = { $gender ->
    [feminine] setecentas
   *[other] setecentos
}
number-800 = { $gender ->
    [feminine] oitocentas
   *[other] oitocentos
}
number-900 = { $gender ->
    [feminine] novecentas
   *[other] novecentos
}
# vinte e duas
number-tens-join = { $tens } e { $units }
# cento e vinte e duas
number-hundreds-join = { $hundreds } e { $rest }
