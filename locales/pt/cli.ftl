cli-description = UNO para jogadores cegos e com baixa visão: joga-se no teclado e tudo é lido em voz alta.
cli-usage-error = { $prog }: { $detail }
cli-help-play = jogar uma partida (a opção padrão)
cli-help-cards = listar os 54 tipos de carta com os seus códigos Braille
cli-help-labels = criar folhas de etiquetas em Braille para um baralho
cli-help-rules = ler as regras de um conjunto, parte por parte
cli-help-simulate = deixar jogadores do computador jogarem muitas partidas e medi-las
cli-help-tutor = aprender UNO e os códigos Braille passo a passo
