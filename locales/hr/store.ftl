# Spremljene igre, spremište i neispravne datoteke (uno_access/storage/store.py, storage/saves.py, console/games.py, cli/saves.py)

store-reason = { $reason ->
    [full] disk je pun
    [readonly] u mapu se ne može pisati
    [locked] datoteku koristi drugi program
    [cannot_open] datoteka se ne može otvoriti
    [corrupt] datoteka je oštećena
    [foreign] datoteka pripada drugom programu ili novijoj inačici
    [not_a_file] to nije datoteka
    [missing] datoteka ili njezina mapa ne postoji
    [missing_folder] mapa { $folder } ne postoji
    [denied] nema dopuštenja
    [too_large] datoteka je prevelika
    [a_folder] to je mapa, a ne datoteka
    [not_a_folder] dio putanje nije mapa
    [name_too_long] naziv je predug
    [link_loop] putanja sadrži petlju poveznica
    [exists] to već postoji
    [io] disk je javio pogrešku
    [address_in_use] taj priključak već koristi drugi program
    [address_not_here] ovo računalo nema tu adresu
    [refused] poslužitelj je odbio vezu
    [timed_out] odgovor nije stigao na vrijeme
    [unreachable] poslužitelj nije dostupan preko mreže
    [not_text] to nije tekstualna datoteka
    [not_json] sadržaj se ne može pročitati
    [not_a_save] sadrži druge podatke
    [unknown_version] spremila ju je nepoznata inačica
    [no_game] u njoj nema igre
    [inconsistent] spremljeni potezi ne odgovaraju igri
    [bad_certificate] to nije valjan certifikat ni ključ
    [not_a_server] to nije poslužitelj programa uno-access
   *[other] sustav je javio pogrešku
}
store-save-failed = Igra se ne može spremiti: { store-reason }. Nastavlja se bez spremanja.
store-cannot-read = Spremljene igre u { $path } ne mogu se koristiti: { store-reason }.
store-cannot-open = { store-cannot-read } { store-not-saving }
store-not-saving = Ova igra neće biti spremljena.
store-quit-ask = Izaći sada? Igra je spremljena pod imenom { $name }; naredba uno-access play --resume { $name } je nastavlja. Upiši da za izlaz ili ne za nastavak.
store-quit-ask-unsaved = Izaći sada? Ova igra nije spremljena i bit će izgubljena. Upiši da za izlaz ili ne za nastavak.
store-save-now = Igra se sama sprema nakon svakog poteza: spremljena je pod imenom { $name }, a naredba uno-access play --resume { $name } je nastavlja.
store-save-now-unsaved = Ova se igra ne sprema, pa će se izgubiti kad izađeš.
store-saved-on-exit = Igra je spremljena pod imenom { $name }. Upiši uno-access play --resume { $name } za nastavak.
store-not-saved-on-exit = Igra nije spremljena.
store-internal-error = U igri je nešto pošlo po zlu ({ $detail }). Igra nije spremljena; molimo prijavi pogrešku.
store-yes-or-no = Upiši da ili ne.
store-as-word = kao
store-seat-kind = { $kind ->
    [human] osoba
    [easy] lako računalo
    [hard] teško računalo
   *[normal] obično računalo
}
store-seat-points = { store-seat-kind } { $points ->
    [0] nema bodova
    [one] ima { $points } bod
    [few] ima { $points } boda
   *[other] ima { $points } bodova
}
store-game-line = { $name }: { $rules } pravila, runda { $hand }, spremljena { $date }. Igrači: { $players }.
store-continue = Nastaviti spremljenu igru? { $game } Upiši da za nastavak ili ne za novu igru.
store-continue-named = Nastaviti ovu spremljenu igru? { $game } Upiši da za nastavak ili ne za prekid.
store-name-taken = Spremljena igra s imenom { $name } već postoji. Nastavi je naredbom uno-access play --resume { $name } ili je izbriši naredbom uno-access saves --delete { $name }.
store-kept = Počinje nova igra; spremljena igra { $name } ostaje sačuvana. Naredba uno-access saves ispisuje spremljene igre.
store-bad-name = Ime spremljene igre ima od 1 do { $max } slova, znamenki ili razmaka.
store-game-unusable = Spremljena igra { $name } ne može se nastaviti ({ $detail }); ostaje kakva jest.
store-no-such-save = Nema spremljene igre s imenom { $name }. Naredba uno-access saves ih ispisuje.
store-no-save-at = Na putanji { $path } nema spremljene igre: { $detail }.
store-not-a-save = { $path } nije spremljena igra programa uno-access ({ $detail }); ostavljena je kakva jest.
store-imported = Igra spremljena u ranijoj inačici ({ $path }) sada je spremljena pod imenom { $name }.
store-log-not-ours = { $path } nije dnevnik događaja programa uno-access pa se ne prepisuje. Odaberi drugu datoteku.
store-locale-problem = Datoteka poruka ovog jezika ne može se koristiti ({ $path }: { $reason ->
    [missing] ne postoji
    [unreadable] ne može se pročitati
    [binary] nije tekst
    [too_large] prevelika
   *[broken] oštećena
}); za njezine poruke koristi se engleski.
store-metavar-name-or-file = IME
store-opt-resume = nastavi spremljenu igru (posljednju ili onu s imenom IME)
store-opt-save = ime pod kojim se sprema nova igra
store-opt-delete = izbriši spremljenu igru s imenom IME
store-opt-yes = ne pita prije brisanja
store-none = Nema spremljenih igara.
store-list-head = { $count ->
    [one] Imaš { NUM($count, gender: "feminine", case: "acc") } spremljenu igru:
    [few] Imaš { NUM($count, gender: "feminine", case: "acc") } spremljene igre:
   *[other] Imaš { NUM($count, gender: "feminine", case: "acc") } spremljenih igara:
}
store-list-how = Naredba uno-access play --resume IME nastavlja igru; uno-access saves --delete IME je briše.
store-delete-ask = Izbrisati ovu spremljenu igru? { $game } Upiši da za brisanje ili ne da je zadržiš.
store-delete-cancelled = Spremljena igra ostaje sačuvana.
store-deleted = Spremljena igra { $name } je izbrisana.
cli-help-saves = ispiši ili izbriši spremljene igre
rules-error-teams-need-multiple = Broj igrača ({ $players }) ne može se podijeliti na { $teams ->
    [one] jednu ekipu
    [few] { $teams } jednake ekipe
   *[other] { $teams } jednakih ekipa
}.
rules-error-bad-players = Za igru je potrebno od 2 do 10 igrača.
rules-error-bad-dealer = Ne postoji mjesto { $value } s kojeg bi se dijelilo.
store-rules-unusable = Ova se pravila ne mogu koristiti zajedno.
store-progress-unreadable = Spremljeni napredak ({ $path }) nije se mogao pročitati pa počinješ ispočetka; ostavljen je kakav jest.
store-lesson-left-unsaved = Napustio si lekciju { $title }. Napredak se nije mogao spremiti.
store-legacy-unreadable = Igra spremljena u ranijoj inačici ({ $path }) ne može se pročitati ({ $detail }); ostavljena je kakva jest i počinje nova igra.
