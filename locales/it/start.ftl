## The first line of an interactive game, printed before it loads: what the program is and where help is.
start-intro = uno-access, UNO per giocatori ciechi e ipovedenti: ora inizia una partita. Durante la partita scrivi «aiuto»; per i comandi e le opzioni del programma scrivi uno-access --help.
