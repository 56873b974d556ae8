## uno-access labels: páginas para impressora braille, etiquetas para o canto das cartas, papel de relevo, a nota do transcritor

labels-help-content = name = o código seguido do nome da carta, uma linha ou mais, para folhas de consulta; code = só o código do canto, 3 ou 4 celas (menos de 25 mm), para colar no canto de uma carta (uma carta tem 56 mm de largura). As folhas svg e pdf sempre trazem o código.
labels-help-size = página da impressora braille para arquivos brf: na = papel braille norte-americano, 11,5 por 11 polegadas, 40 celas por 25 linhas; a4 = A4, 30 por 27; a4-31 = 31 por 28; a4-32 = 32 por 29
labels-help-cells = celas em uma linha da página brf, de { $low } a { $high }, no lugar do valor do tamanho escolhido
labels-help-lines = linhas em uma página brf, de { $low } a { $high }, no lugar do valor do tamanho escolhido
labels-help-media = onde as folhas são impressas: swell = papel microcapsulado, e então a impressão sai em uma cor que não incha; paper = papel comum
labels-help-print = como svg e pdf imprimem o título, as legendas e as linhas de corte: color = em um azul que não incha; black = em preto, que incha no papel microcapsulado; none = só braille. Padrão: color no papel microcapsulado, black no papel comum
labels-bad-number = { $option }: "{ $value }" não é um número inteiro de { $low } a { $high }.
labels-need-liblouis-note = O título e a nota do transcritor em braille precisam do liblouis (o comando lou_translate, pacote Debian liblouis-bin); o título é escrito UNO e a nota fica de fora.
labels-need-liblouis-title = O título em braille das folhas precisa do liblouis (o comando lou_translate, pacote Debian liblouis-bin); as folhas levam o título UNO.

## A nota do transcritor na página 1 de um arquivo brf, em braille pelo liblouis.
## $red $yellow $green $blue: nomes das cores; $number $draw $reverse $skip $wild $wild4: nomes de cartas.

labels-note-heading = Nota do transcritor
labels-note-code-deck = Cada etiqueta começa com o código da carta como o baralho UNO Braille o escreve: letras e algarismos sem sinal de número e sem sinal de letra; um algarismo é a letra que ocupa o mesmo lugar entre a e j, então 1 é a, 2 é b e 0 é j.
labels-note-code-ueb = Cada etiqueta começa com o código da carta em UEB grau 1, com o sinal de número antes dos algarismos.
labels-note-parts = A primeira letra do código é a cor, pela inicial do nome em inglês: r de red é { $red }, y de yellow é { $yellow }, g de green é { $green }, b de blue é { $blue }. Uma carta numérica traz depois seu algarismo e x, então { $code_number } é { $number }. Os outros códigos: { $code_draw } é { $draw }, { $code_reverse } { $reverse }, { $code_skip } { $skip }, { $code_wild } { $wild } e { $code_wild4 } { $wild4 }.
labels-note-name = Depois do código vem o nome da carta.
labels-note-name-count = Depois do código vêm o nome da carta e o sinal de multiplicação com o número de cartas iguais em um baralho.
labels-note-code-only = Cada etiqueta é só o código, pequena o bastante para o canto de uma carta.
labels-note-embossing = Este arquivo foi feito para impressão braille em um só lado da folha, em páginas de { $cells } celas por { $lines } linhas, e usa a tabela ASCII Braille norte-americana, como todo arquivo BRF.
