## Zajedničko za „uno-access cards” i „uno-access labels”

braille-help-lang = jezik naziva karata: { -language-codes }
braille-help-form = kako se pišu kodovi: deck = kao na špilu UNO Braille, bez brojevnog znaka; ueb = standardni UEB prvog stupnja s brojevnim znakom

## uno-access cards

cardtable-help-format = text = jedna karta po retku; json = za druge programe
cardtable-col-code = Kod
cardtable-col-braille = Brajica
cardtable-col-count = U špilu
cardtable-col-points = Bodovi
cardtable-col-name = Naziv
cardtable-summary = Različitih karata: { $kinds }, ukupno u špilu: { $cards }.

## uno-access labels

labels-help-format = brf = za brajični pisač; svg ili pdf = taktilni list za mikrokapsularni papir (papir koji bubri); text = za čitanje na zaslonu
labels-help-set = deck = jedna naljepnica po karti (108); unique = jedna po vrsti karte (54) s brojem primjeraka
labels-help-corners = broj naljepnica po karti: 1, ili 2 za oba kuta
labels-help-paper = veličina papira za svg i pdf: a4 ili letter
labels-help-output = zapiši u ovu datoteku umjesto na zaslon
labels-title = Naljepnice za UNO karte
labels-heading = Naljepnice za UNO karte, stranica { $page } od { $pages }
labels-caption = { $code } { $name }
labels-caption-count = { $code } { $name }, u špilu: { $count }
labels-text-line = { $cells }   { $code } { $name }
labels-text-line-count = { $cells }   { $code } { $name }, { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
labels-need-liblouis = Nazivi karata na brajici trebaju liblouis (naredba lou_translate, Debianov paket liblouis-bin); zapisujem samo kodove.
labels-liblouis-failed = liblouis nije preveo nazive karata ({ $detail }); zapisujem samo kodove.
labels-needs-output = Format { $format } zapisuje datoteke: navedi jednu s -o DATOTEKA.
labels-cannot-write = Datoteka { $path } ne može se zapisati: { $reason }.
labels-cannot-layout = Naljepnice ne stanu na stranicu: { $detail }
labels-written = Zapisano: { $path }

# zašto naljepnice ne stanu (pojedinost poruke labels-cannot-layout); $cells, $width, $lines,
# $height, $mincells i $minlines su brojevi, $paper veličina papira (a4, letter)
labels-layout-problem = { $problem ->
        [word_too_long] riječ ima { $cells ->
            [one] { $cells } ćeliju
            [few] { $cells } ćelije
           *[other] { $cells } ćelija
        }, a redak prima { $width ->
            [one] { $width } ćeliju
            [few] { $width } ćelije
           *[other] { $width } ćelija
        }.
        [line_too_long] redak ima { $cells ->
            [one] { $cells } ćeliju
            [few] { $cells } ćelije
           *[other] { $cells } ćelija
        }, a redak stranice prima { $width ->
            [one] { $width } ćeliju
            [few] { $width } ćelije
           *[other] { $width } ćelija
        }.
        [block_too_tall] naljepnica ima { $lines ->
            [one] { $lines } redak
            [few] { $lines } retka
           *[other] { $lines } redaka
        }, a stranica prima { $height ->
            [one] { $height } redak
            [few] { $height } retka
           *[other] { $height } redaka
        }.
        [page_too_small] stranica { $cells } × { $lines } manja je od najmanje dopuštene, { $mincells } × { $minlines } (broj ćelija u retku × broj redaka).
        [title_too_tall] naslov zauzima { $lines ->
            [one] { $lines } redak
            [few] { $lines } retka
           *[other] { $lines } redaka
        }, a stranica prima { $height ->
            [one] { $height } redak
            [few] { $height } retka
           *[other] { $height } redaka
        }.
       *[box_too_large] jedna naljepnica ne stane na papir { $paper }.
    }
