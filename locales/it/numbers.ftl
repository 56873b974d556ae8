## Numeri in lettere per NUM($count, gender: ..., case: ...): vedi locales/en/numbers.ftl.
## Uno concorda: "una carta", "un punto", "uno" da solo. Le decine perdono la vocale davanti a
## uno e otto (ventuno, ventotto) e tre in fondo prende l'accento (ventitré): queste forme sono
## scritte una per una; nelle centinaia bastano le parti -compound (centouno, centotré).

number-0 = zero
number-1 = { $gender ->
    [feminine] una
    [masculine] un
   *[other] uno
}
number-1-compound = uno
number-2 = due
number-3 = tre
number-3-compound = tré
number-4 = quattro
number-5 = cinque
number-6 = sei
number-7 = sette
number-8 = otto
number-9 = nove
number-10 = dieci
number-11 = undici
number-12 = dodici
number-13 = tredici
number-14 = quattordici
number-15 = quindici
number-16 = sedici
number-17 = diciassette
number-18 = diciotto
number-19 = diciannove
number-20 = venti
number-21 = ventuno
number-23 = ventitré
number-28 = ventotto
number-30 = trenta
number-31 = trentuno
number-33 = trentatré
number-38 = trentotto
number-40 = quaranta
number-41 = quarantuno
number-43 = quarantatré
number-48 = quarantotto
number-50 = cinquanta
number-51 = cinquantuno
number-53 = cinquantatré
number-58 = cinquantotto
number-60 = sessanta
number-61 = sessantuno
number-63 = sessantatré
number-68 = sessantotto
number-70 = settanta
number-71 = settantuno
number-73 = settantatré
number-78 = settantotto
number-80 = ottanta
number-81 = ottantuno
number-83 = ottantatré
number-88 = ottantotto
number-90 = novanta
number-91 = novantuno
number-93 = novantatré
number-98 = novantotto
number-100 = cento
number-200 = duecento
number-300 = trecento
number-400 = quattrocento
number-500 = cinquecento
number-600 = seicento
number-700 = settecento
number-800 = ottocento
number-900 = novecento
# ventidue
number-tens-join = { $tens }{ $units }
# centoventidue
number-hundreds-join = { $hundreds }{ $rest }
