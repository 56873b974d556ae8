## uno-access labels: pagine per stampante Braille, etichette per l'angolo delle carte, carta a rilievo, la nota del trascrittore

labels-help-content = name = il codice seguito dal nome della carta, una riga o più, per i fogli di consultazione; code = il solo codice d'angolo, 3 o 4 celle (meno di 25 mm), da incollare in un angolo della carta (una carta è larga 56 mm). I fogli svg e pdf contengono sempre il codice.
labels-help-size = pagina della stampante Braille per i file brf: na = carta Braille nordamericana, 11,5 per 11 pollici, 25 righe da 40 celle; a4 = A4, 27 righe da 30 celle; a4-31 = 28 righe da 31; a4-32 = 29 righe da 32
labels-help-cells = celle in una riga della pagina brf, da { $low } a { $high }, al posto del valore della misura scelta
labels-help-lines = righe in una pagina brf, da { $low } a { $high }, al posto del valore della misura scelta
labels-help-media = su che cosa si stampano i fogli: swell = carta a microcapsule (rilievo a caldo), quindi la stampa è in un colore che non si gonfia; paper = carta comune
labels-help-print = come svg e pdf stampano l'intestazione, le didascalie e le linee di taglio: color = in un blu che non si gonfia; black = in nero, che sulla carta a microcapsule si gonfia; none = solo Braille. Predefinito: color sulla carta a microcapsule, black sulla carta comune
labels-bad-number = { $option }: «{ $value }» non è un numero intero da { $low } a { $high }.
labels-need-liblouis-note = Il titolo e la nota del trascrittore in Braille hanno bisogno di liblouis (il comando lou_translate, pacchetto Debian liblouis-bin); il titolo è scritto UNO e la nota è omessa.
labels-need-liblouis-title = Il titolo Braille dei fogli ha bisogno di liblouis (il comando lou_translate, pacchetto Debian liblouis-bin); i fogli hanno come titolo UNO.

## La nota del trascrittore a pagina 1 di un file brf, in Braille con liblouis.
## $red $yellow $green $blue: nomi dei colori; $number $draw $reverse $skip $wild $wild4: nomi di carte.

labels-note-heading = Nota del trascrittore
labels-note-code-deck = Ogni etichetta comincia con il codice della carta come lo scrive il mazzo UNO Braille: lettere e cifre senza segno di numero e senza segno di lettera; una cifra è la lettera che ha lo stesso posto fra a e j, quindi 1 è a, 2 è b e 0 è j.
labels-note-code-ueb = Ogni etichetta comincia con il codice della carta in UEB di primo grado, con il segno di numero davanti alle cifre.
labels-note-parts = La prima lettera del codice è il colore: r { $red }, y { $yellow }, g { $green }, b { $blue }. Una carta numerata ha poi la sua cifra e x, quindi { $code_number } è { $number }. Gli altri codici: { $code_draw } è { $draw }, { $code_reverse } { $reverse }, { $code_skip } { $skip }, { $code_wild } { $wild } e { $code_wild4 } { $wild4 }.
labels-note-name = Dopo il codice viene il nome della carta.
labels-note-name-count = Dopo il codice vengono il nome della carta e poi il segno di moltiplicazione con il numero di carte uguali in un mazzo.
labels-note-code-only = Ogni etichetta è il solo codice, abbastanza piccola per l'angolo di una carta.
labels-note-embossing = Questo file è pensato per la stampa Braille su un solo lato del foglio, in pagine di { $lines } righe da { $cells } celle e usa la tabella ASCII Braille nordamericana, come ogni file BRF.
