## Comune a "uno-access cards" e "uno-access labels"

braille-help-lang = lingua dei nomi delle carte: { -language-codes }
braille-help-form = come scrivere i codici: deck = come sul mazzo UNO Braille, senza segno di numero; ueb = UEB grado 1 standard, con il segno di numero

## uno-access cards

cardtable-help-format = text = una carta per riga; json = per altri programmi
cardtable-col-code = Codice
cardtable-col-braille = Braille
cardtable-col-count = Copie
cardtable-col-points = Punti
cardtable-col-name = Nome
cardtable-summary = { $kinds } tipi di carta, { $cards } carte in un mazzo.

## uno-access labels

labels-help-format = brf = per una stampante Braille; svg o pdf = foglio tattile su carta a microcapsule; text = da leggere sullo schermo
labels-help-set = deck = un'etichetta per carta (108); unique = una per tipo di carta (54) con il numero di copie
labels-help-corners = etichette per carta: 1, oppure 2 per entrambi gli angoli
labels-help-paper = formato della carta per svg e pdf: a4 o letter
labels-help-output = scrivi in questo file invece che sullo schermo
labels-title = Etichette per carte UNO
labels-heading = Etichette per carte UNO, pagina { $page } di { $pages }
labels-caption = { $code } { $name }
labels-caption-count = { $code } { $name }, { $count } nel mazzo
labels-text-line = { $cells }   { $code } { $name }
labels-text-line-count = { $cells }   { $code } { $name }, { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
labels-need-liblouis = I nomi delle carte in Braille richiedono liblouis (il comando lou_translate, pacchetto Debian liblouis-bin); scrivo solo i codici.
labels-liblouis-failed = liblouis non è riuscito a tradurre i nomi delle carte ({ $detail }); scrivo solo i codici.
labels-needs-output = Il formato { $format } scrive dei file: indicane uno con -o FILE.
labels-cannot-write = Impossibile scrivere { $path }: { $reason }.
labels-cannot-layout = Le etichette non entrano nella pagina: { $detail }
labels-written = Scritto: { $path }

# perché le etichette non entrano (il dettaglio di labels-cannot-layout); $cells, $width, $lines,
# $height, $mincells e $minlines sono numeri, $paper un formato di carta (a4, letter)
labels-layout-problem = { $problem ->
        [word_too_long] una parola di { $cells } celle è più lunga di una riga di { $width } celle.
        [line_too_long] una riga di { $cells } celle è più lunga delle { $width } celle di una riga della pagina.
        [block_too_tall] un'etichetta di { $lines } righe è più alta delle { $height } righe di una pagina.
        [page_too_small] una pagina di { $cells } celle per { $lines } righe è più piccola della minima, { $mincells } per { $minlines }.
        [title_too_tall] il titolo occupa { $lines } righe e una pagina ne contiene { $height }.
       *[box_too_large] un'etichetta non entra in un foglio { $paper }.
    }
