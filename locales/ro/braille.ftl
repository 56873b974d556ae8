## Comun pentru „uno-access cards” și „uno-access labels”

braille-help-lang = limba numelor cărților: en, it, pt, pl, hr sau ro
braille-help-form = cum se scriu codurile: deck = ca pe pachetul UNO Braille, fără semnul de număr; ueb = UEB gradul 1 standard, cu semnul de număr
braille-bad-choice = { $option }: „{ $value }” nu este una dintre valorile permise: { $choices }.
braille-unknown-language = Limba „{ $lang }” nu este disponibilă; folosesc engleza.

## uno-access cards

cardtable-help-format = text = o carte pe rând; json = pentru alte programe
cardtable-col-code = Cod
cardtable-col-braille = În Braille
cardtable-col-count = În pachet
cardtable-col-points = Puncte
cardtable-col-name = Nume
cardtable-summary = Tipuri de cărți: { $kinds }, cărți într-un pachet: { $cards }.

## uno-access labels

labels-help-format = brf = pentru o imprimantă Braille; svg sau pdf = foaie tactilă pentru hârtie termosensibilă cu relief; text = de citit pe ecran
labels-help-set = deck = o etichetă pentru fiecare carte (108); unique = una pentru fiecare tip de carte (54), cu numărul de exemplare
labels-help-corners = etichete pe carte: 1, sau 2 pentru ambele colțuri
labels-help-paper = formatul hârtiei pentru svg și pdf: a4 sau letter
labels-help-output = scrie în acest fișier în loc de ecran
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
labels-cannot-write = Nu se poate scrie { $path }: { $reason }
labels-cannot-layout = Etichetele nu încap în pagină: { $detail }
labels-written = S-a scris: { $path }
