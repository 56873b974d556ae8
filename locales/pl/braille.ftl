## Wspólne dla „uno-access cards” i „uno-access labels”

braille-help-lang = język nazw kart: { -language-codes }
braille-help-form = zapis kodów: deck = jak na talii UNO Braille, bez znaku liczby; ueb = standardowy UEB stopnia 1 ze znakiem liczby

## uno-access cards

cardtable-help-format = text = jedna karta w wierszu; json = dla innych programów
cardtable-col-code = Kod
cardtable-col-braille = W brajlu
cardtable-col-count = Sztuk w talii
cardtable-col-points = Punkty
cardtable-col-name = Nazwa
cardtable-summary = Rodzajów kart: { $kinds }, kart w talii: { $cards }.

## uno-access labels

labels-help-format = brf = dla drukarki brajlowskiej; svg albo pdf = arkusz dotykowy na papier puchnący; text = do czytania na ekranie
labels-help-set = deck = jedna etykieta na kartę (108); unique = jedna na rodzaj karty (54) z liczbą sztuk
labels-help-corners = liczba etykiet na kartę: 1 albo 2 (po jednej na każdy róg)
labels-help-paper = format papieru arkuszy svg i pdf: a4 albo letter
labels-help-output = zapisz do tego pliku zamiast na ekran
labels-title = Etykiety do kart UNO
labels-heading = Etykiety do kart UNO, strona { $page } z { $pages }
labels-caption = { $code } { $name }
labels-caption-count = { $code } { $name }, w talii: { $count }
labels-text-line = { $cells }   { $code } { $name }
labels-text-line-count = { $cells }   { $code } { $name }, { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
}
labels-need-liblouis = Nazwy kart w brajlu wymagają liblouis (polecenie lou_translate, pakiet Debiana liblouis-bin); zapisuję tylko kody.
labels-liblouis-failed = liblouis nie przetłumaczył nazw kart ({ $detail }); zapisuję tylko kody.
labels-needs-output = Format { $format } zapisuje pliki: podaj nazwę przez -o PLIK.
labels-cannot-write = Nie można zapisać pliku { $path }: { $reason }.
labels-cannot-layout = Etykiety nie mieszczą się na stronie: { $detail }
labels-written = Zapisano: { $path }

# dlaczego etykiety się nie mieszczą (szczegół labels-cannot-layout); $cells, $width, $lines,
# $height, $mincells i $minlines to liczby, $paper format papieru (a4, letter)
labels-layout-problem = { $problem ->
        [word_too_long] słowo ma { $cells ->
            [one] { $cells } znak
            [few] { $cells } znaki
           *[many] { $cells } znaków
        }, a wiersz mieści { $width ->
            [one] { $width } znak
            [few] { $width } znaki
           *[many] { $width } znaków
        }.
        [line_too_long] wiersz ma { $cells ->
            [one] { $cells } znak
            [few] { $cells } znaki
           *[many] { $cells } znaków
        }, a wiersz strony mieści { $width ->
            [one] { $width } znak
            [few] { $width } znaki
           *[many] { $width } znaków
        }.
        [block_too_tall] etykieta ma { $lines ->
            [one] { $lines } wiersz
            [few] { $lines } wiersze
           *[many] { $lines } wierszy
        }, a strona mieści { $height ->
            [one] { $height } wiersz
            [few] { $height } wiersze
           *[many] { $height } wierszy
        }.
        [page_too_small] strona { $cells } na { $lines } jest mniejsza od najmniejszej dozwolonej, { $mincells } na { $minlines } (znaki na wiersze).
        [title_too_tall] tytuł zajmuje { $lines ->
            [one] { $lines } wiersz
            [few] { $lines } wiersze
           *[many] { $lines } wierszy
        }, a strona mieści { $height ->
            [one] { $height } wiersz
            [few] { $height } wiersze
           *[many] { $height } wierszy
        }.
       *[box_too_large] jedna etykieta nie mieści się na arkuszu { $paper }.
    }
