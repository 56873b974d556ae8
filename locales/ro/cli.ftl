cli-description = UNO pentru jucători nevăzători și cu vedere slabă: se joacă de la tastatură și totul este citit cu voce tare.
cli-usage-error = { $prog }: { $detail }
cli-help-play = joacă o partidă (acțiunea implicită)
cli-help-cards = afișează cele 54 de tipuri de cărți cu codurile lor Braille
cli-help-labels = scrie foi de etichete Braille pentru un pachet
cli-help-rules = citește regulile unui set, secțiune cu secțiune
cli-help-simulate = lasă jucătorii calculatorului să joace multe partide și măsoară rezultatele
cli-help-tutor = învață UNO și codurile Braille pas cu pas
