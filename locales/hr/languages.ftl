# Nazivi jezika igre. Kao vrijednost postavke na jeziku igrača, u nominativu, u skladu s „jezik”
# (language-name: „jezik: hrvatski”); gdje se jezik bira, svaki ima vlastito ime (language-self).
language-name = { $code ->
    [en] engleski
    [it] talijanski
    [pt] portugalski
    [pl] poljski
    [hr] { language-self }
    [ro] rumunjski
   *[other] { $code }
}
# ime ovog jezika na njemu samom, kako se piše usred rečenice
language-self = hrvatski
# što prima --lang: svaki kod s vlastitim imenom jezika
-language-codes = en (English), it (italiano), pt (português), pl (polski), hr (hrvatski) ili ro (română)
