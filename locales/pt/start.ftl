## The first line of an interactive game, printed before it loads: what the program is and where help is.
start-intro = uno-access, UNO para jogadores cegos e com baixa visão: uma partida começa agora. Durante a partida, digite ajuda; para ver os comandos e as opções do programa, digite uno-access --help.
