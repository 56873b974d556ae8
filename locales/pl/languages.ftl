# Nazwy języków gry. Jako wartość ustawienia w języku gracza, w mianowniku, zgodnie z „język”
# (language-name: „język: polski”); tam, gdzie wybiera się język, każdy ma własną nazwę (language-self).
language-name = { $code ->
    [en] angielski
    [it] włoski
    [pt] portugalski
    [pl] { language-self }
    [hr] chorwacki
    [ro] rumuński
   *[other] { $code }
}
# nazwa tego języka w nim samym, tak jak pisze się ją w środku zdania
language-self = polski
# co przyjmuje --lang: każdy kod z własną nazwą języka
-language-codes = en (English), it (italiano), pt (português), pl (polski), hr (hrvatski) albo ro (română)
