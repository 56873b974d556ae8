# I nomi delle lingue del gioco. Come valore di un'impostazione sono dette nella lingua del giocatore
# (language-name: «lingua: italiano»); dove si sceglie una lingua, ognuna ha il proprio nome (language-self).
language-name = { $code ->
    [en] inglese
    [it] { language-self }
    [pt] portoghese
    [pl] polacco
    [hr] croato
    [ro] rumeno
   *[other] { $code }
}
# il nome di questa lingua in sé stessa, com'è scritto dentro una frase
language-self = italiano
# ciò che accetta --lang: ogni codice con il nome della lingua in sé stessa
-language-codes = en (English), it (italiano), pt (português), pl (polski), hr (hrvatski) o ro (română)
