## The first line of an interactive game, printed before it loads: what the program is and where help is.
start-intro = uno-access, UNO for blind and low-vision players: a game starts now. In the game, type help; for the commands and options of the program, type uno-access --help.
