# Os nomes dos idiomas do jogo. Como valor de uma configuração, no idioma do jogador (language-name:
# "idioma: português"); onde se escolhe um idioma, cada um com o próprio nome (language-self).
language-name = { $code ->
    [en] inglês
    [it] italiano
    [pt] { language-self }
    [pl] polonês
    [hr] croata
    [ro] romeno
   *[other] { $code }
}
# o nome deste idioma nele mesmo, como se escreve no meio de uma frase
language-self = português
# o que --lang aceita: cada código com o nome do idioma nele mesmo
-language-codes = en (English), it (italiano), pt (português), pl (polski), hr (hrvatski) ou ro (română)
