## The first line of an interactive game, printed before it loads: what the program is and where help is.
start-intro = uno-access, UNO za slijepe i slabovidne igrače: počinje partija. Tijekom partije upiši pomoć; naredbe i opcije programa prikazuje uno-access --help.
