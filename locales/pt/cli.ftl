cli-description = UNO para jogadores cegos e com baixa visão: o jogo é todo controlado pelo teclado, e tudo é lido em voz alta.
cli-usage-error = { $prog }: { $detail }.
cli-help-play = jogar uma partida (o comando padrão)
cli-help-cards = listar os 54 tipos de carta com seus códigos braille
cli-help-labels = criar folhas de etiquetas em braille para um baralho
cli-presets = official (as regras oficiais, o padrão), it (as regras italianas), pt (as brasileiras), pl (as polonesas), hr (as croatas) ou ro (as romenas)
cli-help-rules = ler as regras de um conjunto, seção por seção
cli-help-simulate = deixar jogadores do computador jogarem muitas partidas e medir os resultados
cli-help-tutor = aprender UNO e os códigos braille passo a passo
cli-command-metavar = COMANDO

## argparse's own texts (see ARGPARSE_TEXTS in uno_access/cli/main.py)

cli-help-usage = uso:
cli-help-positionals = argumentos posicionais
cli-help-options = opções
cli-help-help = mostrar esta ajuda e sair
cli-arg-wrapper = argumento { $option }: { $detail }
cli-arg-invalid-choice = "{ $value }" não é um valor válido. Valores permitidos: { $choices }
cli-arg-not-a-whole-number = { $value } não é um número inteiro
cli-arg-expected-one = precisa ser seguido de um valor
cli-arg-expected-at-most-one = aceita no máximo um valor
cli-arg-expected-at-least-one = precisa ser seguido de pelo menos um valor
cli-arg-expected-count = { $count ->
    [one] precisa ser seguido de { $number } valor
   *[other] precisa ser seguido de { $number } valores
}
cli-arg-unrecognized = não foi possível interpretar: { $words }
cli-arg-required = é obrigatório indicar: { $names }
cli-arg-one-required = é obrigatório indicar um destes: { $names }
cli-arg-ambiguous = { $option } é o início de várias opções: { $matches }
cli-arg-not-allowed-with = não pode ser usado junto com { $other }
cli-arg-explicit-ignored = não aceita valores, mas recebeu { $value }
cli-arg-unexpected-option = { $option } não era esperado aqui
cli-arg-unknown-command = { $command } não é um comando; os comandos são: { $choices }

## placeholders for option values in --help (upper case, as help texts write them)

cli-metavar-file = ARQUIVO
cli-metavar-preset = REGRAS
cli-metavar-switches = NOME=VALOR,...
cli-metavar-name = NOME
cli-metavar-seconds = SEGUNDOS
cli-metavar-wpm = PALAVRAS
cli-metavar-number = NÚMERO
# a value the player typed, quoted as this language quotes
cli-quoted = "{ $text }"

# --lang ou a configuração de idioma indica um idioma que o jogo não tem: dito uma vez, no
# idioma usado no lugar dele (cada tradução nomeia a si mesma)
cli-language-unavailable = O idioma "{ $name }" não está disponível, então tudo fica em português.
