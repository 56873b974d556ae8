## Comun pentru „uno-access cards” și „uno-access labels”

braille-help-lang = limba numelor cărților: { -language-codes }
braille-help-form = cum se scriu codurile: deck = ca pe pachetul UNO Braille, fără semnul de număr; ueb = UEB gradul 1 standard, cu semnul de număr

## uno-access cards

cardtable-help-format = text = câte o carte pe fiecare linie; json = pentru alte programe
cardtable-col-code = Cod
cardtable-col-braille = În Braille
cardtable-col-count = În pachet
cardtable-col-points = Puncte
cardtable-col-name = Nume
cardtable-summary = Tipuri de cărți: { $kinds }, cărți într-un pachet: { $cards }.

## uno-access labels

labels-help-format = brf = pentru o imprimantă Braille; svg sau pdf = foaie tactilă pentru hârtie cu microcapsule (swell paper), care se umflă la căldură; text = de citit pe ecran
labels-help-set = deck = o etichetă pentru fiecare carte (108); unique = una pentru fiecare tip de carte (54), cu numărul de exemplare
labels-help-corners = etichete pe carte: 1 sau 2 (ambele colțuri)
labels-help-paper = formatul hârtiei pentru svg și pdf: a4 sau letter
labels-help-output = scrie în acest fișier în loc să afișeze pe ecran
labels-title = Etichete pentru cărțile UNO
labels-heading = Etichete pentru cărțile UNO, pagina { $page } din { $pages }
labels-caption = { $code } { $name }
labels-caption-count = { $code } { $name }, în pachet: { $count }
labels-text-line = { $cells }   { $code } { $name }
labels-text-line-count = { $cells }   { $code } { $name }, { $count ->
    [one] { $count } carte
    [few] { $count } cărți
   *[other] { $count } de cărți
}
labels-need-liblouis = Numele cărților în Braille au nevoie de liblouis (comanda lou_translate, pachetul Debian liblouis-bin); scriu doar codurile.
labels-liblouis-failed = liblouis nu a putut traduce numele cărților ({ $detail }); scriu doar codurile.
labels-needs-output = Formatul { $format } scrie fișiere: indică unul cu -o FIȘIER.
labels-cannot-write = Nu se poate scrie { $path }: { $reason }.
labels-cannot-layout = Etichetele nu încap în pagină: { $detail }
labels-written = S-a scris: { $path }

# de ce nu încap etichetele (detaliul mesajului labels-cannot-layout); $cells, $width, $lines,
# $height, $mincells și $minlines sunt numere, $paper un format de hârtie (a4, letter)
labels-layout-problem = { $problem ->
        [word_too_long] un cuvânt are { $cells ->
            [one] { $cells } celulă
            [few] { $cells } celule
           *[other] { $cells } de celule
        }, iar un rând are loc pentru { $width ->
            [one] { $width } celulă
            [few] { $width } celule
           *[other] { $width } de celule
        }.
        [line_too_long] un rând are { $cells ->
            [one] { $cells } celulă
            [few] { $cells } celule
           *[other] { $cells } de celule
        }, iar un rând al paginii are loc pentru { $width ->
            [one] { $width } celulă
            [few] { $width } celule
           *[other] { $width } de celule
        }.
        [block_too_tall] o etichetă are { $lines ->
            [one] { $lines } rând
            [few] { $lines } rânduri
           *[other] { $lines } de rânduri
        }, iar o pagină are loc pentru { $height ->
            [one] { $height } rând
            [few] { $height } rânduri
           *[other] { $height } de rânduri
        }.
        [page_too_small] o pagină de { $cells } pe { $lines } este mai mică decât cea mai mică permisă, { $mincells } pe { $minlines } (celule pe rânduri).
        [title_too_tall] titlul ocupă { $lines ->
            [one] { $lines } rând
            [few] { $lines } rânduri
           *[other] { $lines } de rânduri
        }, iar o pagină are loc pentru { $height ->
            [one] { $height } rând
            [few] { $height } rânduri
           *[other] { $height } de rânduri
        }.
       *[box_too_large] o etichetă nu încape pe o foaie { $paper }.
    }
