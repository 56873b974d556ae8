## uno-access labels: stranice za brajični pisač, naljepnice za kut karte, mikrokapsularni papir, napomena prepisivača

labels-help-content = name = kod, a iza njega naziv karte, jedan redak ili više, za pregledne popise; code = samo kod iz kuta karte, 3 ili 4 ćelije (manje od 25 mm), za lijepljenje u kut karte (karta je široka 56 mm). Listovi svg i pdf uvijek sadrže kod.
labels-help-size = stranica brajičnog pisača za datoteke brf: na = sjevernoamerički brajični papir, 11,5 puta 11 inča, 40 ćelija u retku i 25 redaka; a4 = A4, 30 ćelija u retku i 27 redaka; a4-31 = 31 i 28; a4-32 = 32 i 29
labels-help-cells = broj ćelija u retku stranice brf, od { $low } do { $high }, umjesto vrijednosti odabrane veličine
labels-help-lines = broj redaka na stranici brf, od { $low } do { $high }, umjesto vrijednosti odabrane veličine
labels-help-media = na čemu se listovi ispisuju: swell = mikrokapsularni papir koji bubri, pa se ispisuje bojom koja ne bubri; paper = običan papir
labels-help-print = kako svg i pdf ispisuju naslov, opise i linije rezanja: color = plavom bojom koja ne bubri; black = crnom bojom, koja na mikrokapsularnom papiru bubri; none = samo brajica. Zadano: color na mikrokapsularnom papiru, black na običnom papiru
labels-bad-number = { $option }: „{ $value }” nije cijeli broj od { $low } do { $high }.
labels-need-liblouis-note = Naslov i napomena prepisivača na brajici trebaju liblouis (naredba lou_translate, Debianov paket liblouis-bin); naslov je zapisan kao UNO, a napomena je izostavljena.
labels-need-liblouis-title = Naslov listova na brajici treba liblouis (naredba lou_translate, Debianov paket liblouis-bin); listovi imaju naslov UNO.

## Napomena prepisivača na 1. stranici datoteke brf, na brajici preko liblouisa.
## $red $yellow $green $blue: nazivi boja; $number $draw $reverse $skip $wild $wild4: nazivi karata.

labels-note-heading = Napomena prepisivača
labels-note-code-deck = Svaka naljepnica počinje kodom karte onako kako ga piše špil UNO Braille: slova i znamenke bez brojevnog znaka i bez slovnog znaka; znamenka je jedno od slova a, b, c, d, e, f, g, h, i i j pa je 1 a, 2 je b, a 0 je j.
labels-note-code-ueb = Svaka naljepnica počinje kodom karte u UEB-u prvog stupnja, s brojevnim znakom ispred znamenaka.
labels-note-parts = Prvo slovo koda je boja: r { $red }, y { $yellow }, g { $green }, b { $blue }. Karta s brojem ima zatim svoju znamenku i x pa je { $code_number } { $number }. Ostali kodovi: { $code_draw } je { $draw }, { $code_reverse } { $reverse }, { $code_skip } { $skip }, { $code_wild } { $wild }, a { $code_wild4 } { $wild4 }.
labels-note-name = Iza koda dolazi naziv karte.
labels-note-name-count = Iza koda dolaze naziv karte, a zatim znak množenja s brojem takvih karata u špilu.
labels-note-code-only = Svaka naljepnica je samo kod, dovoljno malena za kut karte.
labels-note-embossing = Ova je datoteka namijenjena jednostranom brajičnom ispisu; ćelija u retku: { $cells }, redaka na stranici: { $lines }. Koristi sjevernoameričku tablicu ASCII Braille, kao svaka datoteka BRF.
