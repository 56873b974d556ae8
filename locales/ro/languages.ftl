# Numele limbilor jocului. Ca valoare a unei setări, în limba jucătorului, la nominativ nearticulat,
# acordat cu „limbă” (language-name: „limbă: română”, „limba română”); acolo unde se alege o limbă,
# fiecare are numele ei (language-self).
language-name = { $code ->
    [en] engleză
    [it] italiană
    [pt] portugheză
    [pl] poloneză
    [hr] croată
    [ro] { language-self }
   *[other] { $code }
}
# numele acestei limbi în limba însăși, așa cum se scrie în interiorul unei propoziții
language-self = română
# ce acceptă --lang: fiecare cod cu numele limbii în limba însăși
-language-codes = en (English), it (italiano), pt (português), pl (polski), hr (hrvatski) sau ro (română)
