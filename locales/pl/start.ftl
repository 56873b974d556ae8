## The first line of an interactive game, printed before it loads: what the program is and where help is.
start-intro = uno-access, UNO dla osób niewidomych i słabowidzących: zaczyna się gra. W trakcie gry wpisz pomoc; polecenia i opcje programu pokaże uno-access --help.
