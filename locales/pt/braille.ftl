## Comum a "uno-access cards" e "uno-access labels"

braille-help-lang = idioma dos nomes das cartas: { -language-codes }
braille-help-form = como os códigos são escritos: deck = como no baralho UNO Braille, sem sinal de número; ueb = UEB grau 1 padrão, com o sinal de número

## uno-access cards

cardtable-help-format = text = uma carta por linha; json = para outros programas
cardtable-col-code = Código
cardtable-col-braille = Em braille
cardtable-col-count = No baralho
cardtable-col-points = Pontos
cardtable-col-name = Nome
cardtable-summary = { $kinds } tipos de carta, { $cards } cartas em um baralho.

## uno-access labels

labels-help-format = brf = para impressora braille; svg ou pdf = folha tátil para papel microcapsulado (swell); text = para ler na tela
labels-help-set = deck = uma etiqueta por carta (108); unique = uma por tipo de carta (54) com a quantidade
labels-help-corners = etiquetas por carta: 1, ou 2 para os dois cantos
labels-help-paper = tamanho do papel das folhas svg e pdf: a4 ou letter
labels-help-output = salvar neste arquivo em vez de mostrar na tela
labels-title = Etiquetas para cartas de UNO
labels-heading = Etiquetas para cartas de UNO, página { $page } de { $pages }
labels-caption = { $code } { $name }
labels-caption-count = { $code } { $name }, { $count } no baralho
labels-text-line = { $cells }   { $code } { $name }
labels-text-line-count = { $cells }   { $code } { $name }, { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
labels-need-liblouis = Os nomes das cartas em braille precisam do liblouis (o comando lou_translate, pacote Debian liblouis-bin); gravando só os códigos.
labels-liblouis-failed = O liblouis não conseguiu traduzir os nomes das cartas ({ $detail }); gravando só os códigos.
labels-needs-output = O formato { $format } grava arquivos: indique um com -o ARQUIVO.
labels-cannot-write = Não foi possível salvar { $path }: { $reason }.
labels-cannot-layout = As etiquetas não cabem na página: { $detail }
labels-written = Salvo em: { $path }

# por que as etiquetas não cabem (o detalhe de labels-cannot-layout); $cells, $width, $lines,
# $height, $mincells e $minlines são números, $paper um tamanho de papel (a4, letter)
labels-layout-problem = { $problem ->
        [word_too_long] uma palavra de { $cells } celas é maior que uma linha de { $width } celas.
        [line_too_long] uma linha de { $cells } celas é maior que as { $width } celas de uma linha da página.
        [block_too_tall] uma etiqueta de { $lines } linhas é mais alta que as { $height } linhas de uma página.
        [page_too_small] uma página de { $cells } celas por { $lines } linhas é menor que a mínima, de { $mincells } por { $minlines }.
        [title_too_tall] o título ocupa { $lines } linhas, e uma página tem { $height }.
       *[box_too_large] uma etiqueta não cabe em uma folha { $paper }.
    }
