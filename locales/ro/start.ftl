## The first line of an interactive game, printed before it loads: what the program is and where help is.
start-intro = uno-access, UNO pentru jucători nevăzători și cu vedere slabă: începe o partidă. În timpul partidei scrie „ajutor”; comenzile și opțiunile programului le afișează uno-access --help.
