## uno-access labels: strony dla drukarki brajlowskiej, etykiety na róg karty, papier puchnący, uwaga transkrybenta

labels-help-content = name = kod, a po nim nazwa karty, jeden wiersz lub więcej, do spisów kart; code = sam kod z rogu karty, 3 lub 4 znaki brajlowskie (poniżej 25 mm), do naklejenia w rogu karty (karta ma 56 mm szerokości). Arkusze svg i pdf zawsze zawierają kod.
labels-help-size = strona drukarki brajlowskiej dla plików brf: na = północnoamerykański papier brajlowski, 11,5 na 11 cali, 40 znaków w wierszu i 25 wierszy; a4 = A4, 30 znaków w wierszu i 27 wierszy; a4-31 = 31 i 28; a4-32 = 32 i 29
labels-help-cells = liczba znaków w wierszu strony brf, od { $low } do { $high }, zamiast wartości z wybranego rozmiaru
labels-help-lines = liczba wierszy na stronie brf, od { $low } do { $high }, zamiast wartości z wybranego rozmiaru
labels-help-media = na czym drukuje się arkusze: swell = papier puchnący, więc druk jest w kolorze, który nie puchnie; paper = zwykły papier
labels-help-print = jak w plikach svg i pdf drukowane są nagłówek, podpisy i linie cięcia: color = niebieskim kolorem, który nie puchnie; black = czarnym, który na papierze puchnącym puchnie; none = tylko brajl. Domyślnie: color na papierze puchnącym, black na zwykłym papierze
labels-bad-number = { $option }: „{ $value }” nie jest liczbą całkowitą od { $low } do { $high }.
labels-need-liblouis-note = Tytuł i uwaga transkrybenta w brajlu wymagają liblouis (polecenie lou_translate, pakiet Debiana liblouis-bin); tytuł jest zapisany jako UNO, a uwaga zostaje pominięta.
labels-need-liblouis-title = Brajlowski tytuł arkuszy wymaga liblouis (polecenie lou_translate, pakiet Debiana liblouis-bin); arkusze mają tytuł UNO.

## Uwaga transkrybenta na stronie 1 pliku brf, w brajlu przez liblouis.
## $red $yellow $green $blue: nazwy kolorów; $number $draw $reverse $skip $wild $wild4: nazwy kart.

labels-note-heading = Uwaga transkrybenta
labels-note-code-deck = Każda etykieta zaczyna się od kodu karty zapisanego tak jak na talii UNO Braille: litery i cyfry bez znaku liczby i bez znaku litery; cyfra to jedna z liter a, b, c, d, e, f, g, h, i, j, więc 1 to a, 2 to b, a 0 to j.
labels-note-code-ueb = Każda etykieta zaczyna się od kodu karty w UEB pierwszego stopnia, ze znakiem liczby przed cyframi.
labels-note-parts = Pierwsza litera kodu to kolor: r { $red }, y { $yellow }, g { $green }, b { $blue }. Karta z liczbą ma potem swoją cyfrę i x, więc { $code_number } to { $number }. Pozostałe kody: { $code_draw } to { $draw }, { $code_reverse } { $reverse }, { $code_skip } { $skip }, { $code_wild } { $wild }, a { $code_wild4 } { $wild4 }.
labels-note-name = Po kodzie następuje nazwa karty.
labels-note-name-count = Po kodzie następują nazwa karty, a potem znak mnożenia z liczbą takich kart w talii.
labels-note-code-only = Każda etykieta to sam kod, dość mała, by zmieścić się w rogu karty.
labels-note-embossing = Ten plik jest przeznaczony do jednostronnego druku brajlowskiego; znaków w wierszu: { $cells }, wierszy na stronie: { $lines }. Używa północnoamerykańskiej tabeli ASCII Braille, jak każdy plik BRF.
